// The tiny victim the attack suites train against: thirty short persona sentences, a SentencePiece
// vocabulary trained on them and a randomly initialised 16-dimensional T5-encoder
// sentence-transformer (mean pooling, normalised), with the training settings and the score the
// suites share. Header-only; includes torch.
#pragma once

#include "attacks/training_settings.h"
#include "embedders/sentence_transformer.h"
#include "test_models.h"

#include <QTemporaryDir>

#include <memory>

namespace unembed::test {

inline const QStringList kPersonaSentences = {
    QStringLiteral("my dog is called max"),
    QStringLiteral("i live in a small town"),
    QStringLiteral("she works as a nurse"),
    QStringLiteral("we love hiking in autumn"),
    QStringLiteral("i have two brothers"),
    QStringLiteral("my favourite colour is green"),
    QStringLiteral("he plays the guitar"),
    QStringLiteral("i am allergic to cats"),
    QStringLiteral("our house has a red door"),
    QStringLiteral("i drink tea every morning"),
    QStringLiteral("my mother is a teacher"),
    QStringLiteral("i moved to the city last year"),
    QStringLiteral("we grow tomatoes"),
    QStringLiteral("i study chemistry"),
    QStringLiteral("my car is very old"),
    QStringLiteral("i run five miles a day"),
    QStringLiteral("she speaks three languages"),
    QStringLiteral("i was born in march"),
    QStringLiteral("my son likes trains"),
    QStringLiteral("i work from home"),
    QStringLiteral("we have a parrot"),
    QStringLiteral("i hate cold weather"),
    QStringLiteral("my sister is a doctor"),
    QStringLiteral("i bake bread on sundays"),
    QStringLiteral("he fixes bikes"),
    QStringLiteral("i read before bed"),
    QStringLiteral("my flat is near the river"),
    QStringLiteral("i collect old stamps"),
    QStringLiteral("we swim in the lake"),
    QStringLiteral("i am thirty four"),
};

struct TinyVictim {
    QTemporaryDir dir;
    std::unique_ptr<SentenceTransformer> victim;
    std::unique_ptr<SentencePieceTokenizer> tokenizer;

    TinyVictim() {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(kPersonaSentences, spm, 90);
        tokenizer = std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(spm));
        torch::manual_seed(3);
        T5Config victimConfig = tinyT5Config(96);
        victimConfig.dModel = 16;
        victimConfig.dKv = 4;
        victimConfig.dFf = 32;
        victim = std::make_unique<SentenceTransformer>(
            QStringLiteral("tiny-victim"), T5Model(victimConfig, T5ModelImpl::Parts::EncoderOnly),
            *tokenizer, SentencePooling{}, torch::nn::Linear{nullptr},
            QStringLiteral("torch.nn.modules.linear.Identity"), true, 32);
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
