// What the MLC and MSP suites share: thirty short sentences, a tiny random T5-encoder victim
// (16 dimensions) with a SentencePiece vocabulary trained on them, a case file holding the
// victim's vectors of the sentences as a dataset, and the CLI run as a process. Header-only.
#pragma once

// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/embedded_texts.h"
#include "embedders/sentence_transformer.h"
#include "store/dataset_store.h"
#include "test_models.h"
#include "test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace unembed::test {

inline const QStringList kBagSentences = {
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
    QStringLiteral("i moved to the city"),
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
            texts << kBagSentences;
        SentencePieceTokenizer::trainT5(texts, spm, vocabSize);
        tokenizer = std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(spm));
        torch::manual_seed(3);
        T5Config config = tinyT5Config(tokenizer->pieceCount(), 16, 4, 32);
        victim = std::make_unique<SentenceTransformer>(
            QStringLiteral("tiny-victim"), T5Model(config, T5ModelImpl::Parts::EncoderOnly),
            *tokenizer, SentencePooling{}, torch::nn::Linear{nullptr},
            QStringLiteral("torch.nn.modules.linear.Identity"), true, 32);
        corpus = embedWithVictim(kBagSentences, *victim);
    }

    QString path(const QString& name) const { return dir.filePath(name); }

    // The sentences as a text file, one per line, as the CLI takes them.
    QString sentencesFile() const {
        return writeFile(dir, QStringLiteral("sentences.txt"),
                         kBagSentences.join(QLatin1Char('\n')).toUtf8());
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
        if (flat.size(0) == kBagSentences.size()) set.texts = kBagSentences;
        return insertDataset(caseFile, set, {name, QStringLiteral("test"), QStringLiteral("-")});
    }

    // The sentences' token ids under the attacker tokenizer, EOS included.
    std::vector<std::vector<int64_t>> goldIds() const {
        std::vector<std::vector<int64_t>> ids;
        for (const QString& text : kBagSentences)
            ids.push_back(tokenizer->encode(text));
        return ids;
    }
};

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
