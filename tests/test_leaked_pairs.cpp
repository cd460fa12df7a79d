// Training from leaked (text, vector) pairs when the attacker cannot query the victim at all: MLC
// trains from an embedding file and its sidecar texts with no victim named, recording the pairs'
// dimension and name; the corrector and Vec2Text inversion, which must re-embed hypotheses, are
// refused with a message that says why.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/mlc/mlc_folder.h"
#include "cli_process.h"
#include "test_models.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

class TestLeakedPairs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void trainsWithoutAVictim() {
        QTemporaryDir dir;
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(test::kTinySentences, spm, 90);
        torch::manual_seed(3);
        const QString victim = dir.filePath(QStringLiteral("victim"));
        test::tinyVictim(SentencePieceTokenizer::load(spm), 90)->save(victim);
        const QString texts =
            test::writeFile(dir, QStringLiteral("texts.txt"),
                            test::kTinySentences.join(QLatin1Char('\n')).toUtf8() + '\n');
        // The leak: vectors with their texts beside them (leaked.npy, leaked.txt).
        const QString leaked = dir.filePath(QStringLiteral("leaked.npy"));
        const test::CliResult embedded =
            test::runCli({QStringLiteral("embed"), QStringLiteral("--embedder"), victim,
                          QStringLiteral("--texts"), texts, QStringLiteral("--out"), leaked});
        QVERIFY2(embedded.exitCode == 0, embedded.err.constData());

        const QString out = dir.filePath(QStringLiteral("mlc"));
        const test::CliResult trained =
            test::runCli({QStringLiteral("train"), QStringLiteral("mlc"), QStringLiteral("--pairs"),
                          leaked, QStringLiteral("--dev-pairs"), leaked, QStringLiteral("--out"),
                          out, QStringLiteral("--tokenizer"), spm, QStringLiteral("--epochs"),
                          QStringLiteral("2"), QStringLiteral("--json")});
        QVERIFY2(trained.exitCode == 0, trained.err.constData());
        const LoadedMlc mlc = loadMlc(out);
        QCOMPARE(mlc.model->spec().embeddingDim, 16);
        QCOMPARE(mlc.model->spec().victimName, QStringLiteral("leaked"));
        QCOMPARE(mlc.thresholdSplit, QStringLiteral("dev"));

        // Pairs of another embedder than the named victim are refused.
        const QString wide = test::writeFile(dir, QStringLiteral("wide.jsonl"),
                                             "{\"text\": \"a\", \"embedding\": [1, 2, 3]}\n");
        const test::CliResult mismatched = test::runCli(
            {QStringLiteral("train"), QStringLiteral("mlc"), QStringLiteral("--pairs"), wide,
             QStringLiteral("--embedder"), victim, QStringLiteral("--out"),
             dir.filePath(QStringLiteral("mlc-wide")), QStringLiteral("--tokenizer"), spm});
        QCOMPARE(mismatched.exitCode, 1);
        QVERIFY2(mismatched.err.contains("not made by the victim"), mismatched.err.constData());

        const test::CliResult corrector =
            test::runCli({QStringLiteral("train"), QStringLiteral("vec2text-corrector"),
                          QStringLiteral("--pairs"), leaked, QStringLiteral("--inverter"),
                          dir.filePath(QStringLiteral("inverter")), QStringLiteral("--out"),
                          dir.filePath(QStringLiteral("corrector"))});
        QCOMPARE(corrector.exitCode, 1);
        QVERIFY2(corrector.err.contains("embedded by the victim: give the victim"),
                 corrector.err.constData());
        const test::CliResult noSource =
            test::runCli({QStringLiteral("train"), QStringLiteral("mlc"), QStringLiteral("--texts"),
                          texts, QStringLiteral("--out"), out});
        QCOMPARE(noSource.exitCode, 2);
        QVERIFY2(noSource.err.contains("--embedder is required"), noSource.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestLeakedPairs)
#include "test_leaked_pairs.moc"
