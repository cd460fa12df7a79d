// What the MLC and MSP suites share: the tiny sentences and victim of test_models.h with a
// SentencePiece vocabulary trained on the sentences, case datasets of vectors, the attacks'
// predicted ids, quick training settings, and the CLI run as a process. Header-only.
#pragma once

// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/bag_of_words.h"
#include "attacks/embedded_texts.h"
#include "store/dataset_store.h"
#include "test_models.h"
#include "test_support.h"
#include "training/training_settings.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace unembed::test {

struct BagOfWordsFixture {
    QTemporaryDir dir;
    std::unique_ptr<SentencePieceTokenizer> tokenizer;
    std::unique_ptr<SentenceTransformer> victim;
    EmbeddedTexts corpus;

    // SentencePiece gives at most the pieces the sentences support. Each sentence `copies`
    // times makes words that occur once frequent enough to become whole pieces.
    explicit BagOfWordsFixture(int vocabSize = 120, int copies = 1) {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        QStringList texts;
        for (int c = 0; c < copies; ++c)
            texts << kTinySentences;
        SentencePieceTokenizer::trainT5(texts, spm, vocabSize);
        tokenizer = std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(spm));
        torch::manual_seed(3);
        victim = tinyVictim(*tokenizer, tokenizer->pieceCount());
        corpus = embedWithVictim(kTinySentences, *victim);
    }

    QString path(const QString& name) const { return dir.filePath(name); }

    // The sentences as a text file, one per line, as the CLI takes them.
    QString sentencesFile() const {
        return writeFile(dir, QStringLiteral("sentences.txt"),
                         kTinySentences.join(QLatin1Char('\n')).toUtf8());
    }

    // A case file holding `vectors` [N, d] (with the sentences as texts when N matches) as a
    // dataset named `name`; returns the dataset id.
    qint64 addDataset(CaseFile& caseFile, const torch::Tensor& vectors, const QString& name) const {
        EmbeddingSet set;
        set.sourcePath = name;
        const torch::Tensor flat = vectors.contiguous();
        set.vectors = FloatMatrix::owned(
            std::vector<float>(flat.data_ptr<float>(), flat.data_ptr<float>() + flat.numel()),
            flat.size(0), flat.size(1));
        if (flat.size(0) == kTinySentences.size()) set.texts = kTinySentences;
        return insertDataset(caseFile, set, {name, QStringLiteral("test"), QStringLiteral("-")});
    }

    // The sentences' token ids under the attacker tokenizer, EOS included.
    std::vector<std::vector<int64_t>> goldIds() const {
        std::vector<std::vector<int64_t>> ids;
        for (const QString& text : kTinySentences)
            ids.push_back(tokenizer->encode(text));
        return ids;
    }
};

// Adam at a rate high enough to overfit thirty sentences in a few seconds.
inline TrainerOptions quickTraining(int epochs) {
    TrainerOptions options;
    options.learningRate = 1e-2;
    options.batchSize = 10;
    options.epochs = epochs;
    options.seed = 1;
    return options;
}

// The token ids of each prediction, in predicted order.
inline std::vector<std::vector<int64_t>>
predictedIds(const std::vector<BagOfWordsPrediction>& all) {
    std::vector<std::vector<int64_t>> ids;
    for (const BagOfWordsPrediction& prediction : all) {
        ids.emplace_back();
        for (const PredictedToken& token : prediction.tokens)
            ids.back().push_back(token.id);
    }
    return ids;
}

// Runs unembed-cli with `args` (and --json); fails the test on a non-zero exit, returns stdout.
inline QJsonObject runCli(const QStringList& args) {
    QProcess cli;
    cli.start(QStringLiteral(UNEMBED_CLI), args + QStringList{QStringLiteral("--json")});
    if (!cli.waitForFinished(120000)) qFatal("unembed-cli did not finish");
    if (cli.exitCode() != 0)
        qWarning("unembed-cli %s failed: %s", qPrintable(args.join(QLatin1Char(' '))),
                 cli.readAllStandardError().constData());
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

} // namespace unembed::test
