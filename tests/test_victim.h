// The tiny victim the attack suites train against: the thirty sentences of test_models.h, a
// SentencePiece vocabulary trained on them and a randomly initialised 16-dimensional T5-encoder
// sentence-transformer (mean pooling, normalised), with the training settings and the score the
// suites share. Header-only; includes torch.
#pragma once

#include "embedders/sentence_transformer.h"
#include "test_models.h"
#include "training/training_settings.h"

#include <QTemporaryDir>

#include <memory>

namespace unembed::test {

struct TinyVictim {
    QTemporaryDir dir;
    std::unique_ptr<SentenceTransformer> victim;
    std::unique_ptr<SentencePieceTokenizer> tokenizer;

    TinyVictim() {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(kTinySentences, spm, 90);
        tokenizer = std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(spm));
        torch::manual_seed(3);
        victim = tinyVictim(*tokenizer, 96);
    }
};

// A short run with a high learning rate that lets the tiny attackers memorise the sentences.
inline TrainerOptions quickTraining(int epochs) {
    TrainerOptions options;
    options.learningRate = 3e-3;
    options.batchSize = 10;
    options.epochs = epochs;
    options.warmupSteps = 10;
    options.seed = 1;
    return options;
}

// How many texts of `a` equal the text of `b` at the same index.
inline int exactMatches(const QStringList& a, const QStringList& b) {
    int n = 0;
    for (int i = 0; i < a.size(); ++i)
        n += a[i] == b[i];
    return n;
}

} // namespace unembed::test
