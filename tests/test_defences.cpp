// The defences of embedders/defence.h on plain vectors: each does what its definition says
// (quantisation error within half a level, signs only, zeros past K, a rank-K projection, an
// orthogonal rotation), noise is seeded and scaled, Procrustes undoes a rotation from enough leaked
// pairs and only partly from fewer, bad specs are refused with the field named, and an adaptive
// attacker trains against a victim behind a defence.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/mlc/mlc_folder.h"
#include "cli_process.h"
#include "embedders/defence.h"
#include "embedders/victim.h"
#include "error.h"
#include "tensor_compare.h"
#include "test_models.h"
#include "test_support.h"

#include <QTemporaryDir>

#include <QTest>

using namespace unembed;

namespace {

// A fixed embedder: row i of `table` for the i-th text it is asked about, in order.
class TableEmbedder : public Embedder {
public:
    explicit TableEmbedder(torch::Tensor table) : table_(std::move(table)) {}
    QString name() const override { return QStringLiteral("table"); }
    int dimension() const override { return int(table_.size(1)); }
    torch::Tensor embed(const QStringList& texts, const CancelToken*, const ProgressFn&) override {
        return table_.slice(0, 0, texts.size()).clone();
    }

private:
    torch::Tensor table_;
};

torch::Tensor collection(int64_t n, int64_t d, uint64_t seed = 1) {
    torch::manual_seed(seed);
    return torch::nn::functional::normalize(torch::randn({n, d}),
                                            torch::nn::functional::NormalizeFuncOptions().dim(1));
}

double maxAbs(const torch::Tensor& t) {
    return t.abs().max().item<double>();
}

} // namespace

class TestDefences : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void specsParseAndDescribeThemselves() {
        const DefenceSpec noise = DefenceSpec::parse(QStringLiteral("noise:0.01"));
        QCOMPARE(noise.kind, DefenceKind::Noise);
        QCOMPARE(noise.strength, 0.01);
        QCOMPARE(noise.describe(), QStringLiteral("noise:0.01"));
        QCOMPARE(DefenceSpec::parse(QStringLiteral(" Scalar:8 ")).describe(),
                 QStringLiteral("scalar:8"));
        QCOMPARE(DefenceSpec::parse(QStringLiteral("binary")).kind, DefenceKind::Binary);
        QCOMPARE(DefenceSpec::parse(QStringLiteral("rotate")).strength, 0.0);
        QCOMPARE(DefenceSpec::parse(QStringLiteral("pca:16")).strengthLabel(),
                 QStringLiteral("16 components"));
        QCOMPARE(DefenceSpec::parse(QStringLiteral("rotate:64")).strengthLabel(),
                 QStringLiteral("64 leaked pairs"));
        QCOMPARE(DefenceSpec::parse(QStringLiteral("scalar:4")).strengthLabel(),
                 QStringLiteral("4 bits"));
        QCOMPARE(DefenceSpec::parse(QStringLiteral("scalar:1")).strengthLabel(),
                 QStringLiteral("1 bit"));
        for (const QString& name : DefenceSpec::kindNames())
            QCOMPARE(DefenceSpec::kindName(*DefenceSpec::kindNamed(name)), name);
    }

    void badSpecsAreRefusedNamingTheField() {
        const struct {
            const char* spec;
            QStringList expected;
        } cases[] = {
            {"blur:3", {"--defence-test", "unknown defence", "noise, scalar, binary"}},
            {"noise:-1", {"negative"}},
            {"noise:x", {"not a number"}},
            {"noise", {"needs its strength"}},
            {"scalar:0", {"1 to 16 bits"}},
            {"scalar:4.5", {"1 to 16 bits"}},
            {"scalar:17", {"1 to 16 bits"}},
            {"binary:2", {"no strength"}},
            {"truncate:0", {"at least one dimension"}},
            {"rotate:-3", {"whole number"}},
        };
        for (const auto& c : cases)
            test::expectError(
                [&] {
                    DefenceSpec::parse(QString::fromUtf8(c.spec), QStringLiteral("--defence-test"));
                },
                c.expected);
        // Bounds that depend on the vectors are checked when the defence is fitted.
        test::expectError(
            [] { Defence(DefenceSpec::parse(QStringLiteral("truncate:9")), collection(4, 8)); },
            {"only 8 dimensions"});
        test::expectError(
            [] { Defence(DefenceSpec::parse(QStringLiteral("pca:6")), collection(4, 8)); },
            {"too few vectors"});
        Defence fitted(DefenceSpec::parse(QStringLiteral("binary")), collection(4, 8));
        test::expectError([&] { fitted.apply(torch::zeros({2, 7})); }, {"8 dimensions"});
    }

    void noiseIsSeededScaledAndOffAtZero() {
        const torch::Tensor docs = collection(5, 10);
        Defence off({DefenceKind::Noise, 0.0, 1}, docs);
        QVERIFY(test::sameValues(off.apply(docs), docs));
        Defence a({DefenceKind::Noise, 0.1, 42}, docs), b({DefenceKind::Noise, 0.1, 42}, docs),
            c({DefenceKind::Noise, 0.1, 43}, docs);
        const torch::Tensor first = a.apply(docs);
        QVERIFY(test::sameValues(first, b.apply(docs)));
        QVERIFY(!test::sameValues(first, c.apply(docs)));
        // Each call draws fresh noise from the stream.
        QVERIFY(!test::sameValues(a.apply(docs), first));
        // Noise of scale lambda: 100k draws have a standard deviation within 2% of 0.5.
        Defence wide({DefenceKind::Noise, 0.5, 7}, docs);
        const torch::Tensor noise = wide.apply(torch::zeros({10000, 10}));
        QVERIFY(std::abs(noise.std().item<double>() - 0.5) < 0.01);
        QVERIFY(std::abs(noise.mean().item<double>()) < 0.01);
    }

    void scalarQuantisationIsWithinHalfALevel() {
        const torch::Tensor docs = collection(50, 16);
        const torch::Tensor low = std::get<0>(docs.min(0)), high = std::get<0>(docs.max(0));
        for (int bits : {8, 4, 1}) {
            Defence defence({DefenceKind::Scalar, double(bits), 0}, docs);
            const torch::Tensor out = defence.apply(docs);
            const torch::Tensor step = (high - low) / (std::pow(2.0, bits) - 1);
            // Within half a level of the input, and on one of the 2^bits levels.
            QVERIFY(((out - docs).abs() <= step / 2 + 1e-6).all().item<bool>());
            const torch::Tensor levels = (out - low) / step;
            QVERIFY(maxAbs(levels - levels.round()) < 1e-3);
            QVERIFY(levels.max().item<double>() <= std::pow(2.0, bits) - 1 + 1e-3);
        }
        // Values beyond the collection's range are clamped to it.
        Defence int8({DefenceKind::Scalar, 8, 0}, docs);
        const torch::Tensor far = int8.apply(torch::full({1, 16}, 5.0f));
        QVERIFY(maxAbs(far - high.unsqueeze(0)) < 1e-5);
    }

    void binaryKeepsOnlySignsAtUnitNorm() {
        const torch::Tensor docs = collection(20, 16);
        Defence defence({DefenceKind::Binary, 0, 0}, docs);
        const torch::Tensor out = defence.apply(docs);
        QVERIFY(maxAbs(out.abs() - 0.25) < 1e-6); // 1 / sqrt(16)
        QVERIFY(test::sameValues(out > 0, docs >= 0));
    }

    void truncationZeroesThePastKAndPcaHasRankK() {
        const torch::Tensor docs = collection(40, 12);
        Defence truncate({DefenceKind::Truncate, 5, 0}, docs);
        const torch::Tensor cut = truncate.apply(docs);
        QVERIFY(test::sameValues(cut.slice(1, 0, 5), docs.slice(1, 0, 5)));
        QCOMPARE(maxAbs(cut.slice(1, 5)), 0.0);

        Defence pca({DefenceKind::Pca, 3, 0}, docs);
        const torch::Tensor projected = pca.apply(docs);
        const torch::Tensor centred = projected - docs.mean(0);
        const torch::Tensor singular = torch::linalg_svdvals(centred.to(torch::kDouble));
        QCOMPARE((singular > 1e-6).sum().item<int64_t>(), int64_t(3));
        // A projection: applying it twice changes nothing; all components reproduce the input.
        QVERIFY(maxAbs(pca.apply(projected) - projected) < 1e-5);
        Defence all({DefenceKind::Pca, 12, 0}, docs);
        QVERIFY(maxAbs(all.apply(docs) - docs) < 1e-5);
    }

    void rotationIsOrthogonalKeyedAndKeepsCosines() {
        const torch::Tensor docs = collection(30, 16);
        Defence a({DefenceKind::Rotate, 0, 5}, docs), b({DefenceKind::Rotate, 0, 5}, docs),
            c({DefenceKind::Rotate, 0, 6}, docs);
        const torch::Tensor r = a.rotation();
        QVERIFY(maxAbs(r.matmul(r.t()) - torch::eye(16)) < 1e-5);
        QVERIFY(test::sameValues(r, b.rotation()));
        QVERIFY(!test::sameValues(r, c.rotation()));
        const torch::Tensor out = a.apply(docs);
        QVERIFY(maxAbs(out.matmul(out.t()) - docs.matmul(docs.t())) < 1e-5);
        QVERIFY(maxAbs(out - docs) > 0.1);
    }

    void procrustesUndoesTheRotationFromEnoughLeakedPairs() {
        const torch::Tensor docs = collection(200, 16);
        Defence defence({DefenceKind::Rotate, 0, 9}, docs);
        const torch::Tensor rotated = defence.apply(docs);
        // No pairs: the identity, the naive attacker.
        QVERIFY(test::sameValues(estimateRotation(docs.slice(0, 0, 0), rotated.slice(0, 0, 0)),
                                 torch::eye(16)));
        // d pairs in general position pin it down; the targets come back.
        const torch::Tensor estimate =
            estimateRotation(docs.slice(0, 0, 16), rotated.slice(0, 0, 16));
        QVERIFY(maxAbs(estimate - defence.rotation()) < 1e-4);
        QVERIFY(maxAbs(rotated.slice(0, 100).matmul(estimate) - docs.slice(0, 100)) < 1e-4);
        // Four pairs: right on the pairs, not on the rest.
        const torch::Tensor partial = estimateRotation(docs.slice(0, 0, 4), rotated.slice(0, 0, 4));
        QVERIFY(maxAbs(rotated.slice(0, 0, 4).matmul(partial) - docs.slice(0, 0, 4)) < 1e-4);
        QVERIFY(maxAbs(rotated.slice(0, 100).matmul(partial) - docs.slice(0, 100)) > 0.05);
    }

    void aDefendedEmbedderDefendsEachCall() {
        const torch::Tensor docs = collection(3, 8);
        TableEmbedder clean(docs);
        Defence defence({DefenceKind::Truncate, 2, 0}, docs);
        DefendedEmbedder defended(clean, defence);
        QCOMPARE(defended.dimension(), 8);
        QCOMPARE(defended.name(), QStringLiteral("table behind truncate:2"));
        const torch::Tensor out =
            defended.embed({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        QVERIFY(test::sameValues(out, defence.apply(docs)));
    }

    void anAdaptiveAttackerTrainsBehindTheDefence() {
        QTemporaryDir dir;
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(test::kTinySentences, spm, 90);
        torch::manual_seed(3);
        VictimSpec victim(dir.filePath(QStringLiteral("victim")));
        test::tinyVictim(SentencePieceTokenizer::load(spm), 90)->save(victim.location);
        const QString texts =
            test::writeFile(dir, QStringLiteral("texts.txt"),
                            test::kTinySentences.join(QLatin1Char('\n')).toUtf8() + '\n');

        // The victim as the attacker queries it: behind the defence, and named so.
        victim.defence = QStringLiteral("binary");
        auto defended = openVictim(victim);
        QVERIFY(defended->name().endsWith(QLatin1String(" behind binary")));
        QVERIFY(victim.describe().endsWith(QLatin1String(" behind binary")));
        const torch::Tensor signs = defended->embed(test::kTinySentences.mid(0, 3));
        QVERIFY(maxAbs(signs.abs() - 0.25) < 1e-6); // 16 dimensions

        const QString out = dir.filePath(QStringLiteral("mlc"));
        const QStringList train{QStringLiteral("train"),       QStringLiteral("mlc"),
                                QStringLiteral("--embedder"),  victim.location,
                                QStringLiteral("--texts"),     texts,
                                QStringLiteral("--tokenizer"), spm,
                                QStringLiteral("--epochs"),    QStringLiteral("1")};
        const test::CliResult trained = test::runCli(
            train + QStringList{QStringLiteral("--defence"), QStringLiteral("scalar:2"),
                                QStringLiteral("--out"), out});
        QVERIFY2(trained.exitCode == 0, trained.err.constData());
        QVERIFY2(loadMlc(out).model->spec().victimName.endsWith(QLatin1String(" behind scalar:2")),
                 qPrintable(loadMlc(out).model->spec().victimName));

        const test::CliResult unknown = test::runCli(
            train + QStringList{QStringLiteral("--defence"), QStringLiteral("blur"),
                                QStringLiteral("--out"), dir.filePath(QStringLiteral("x"))});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("--defence") && unknown.err.contains("unknown defence"),
                 unknown.err.constData());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x"))));
    }
};

QTEST_GUILESS_MAIN(TestDefences)
#include "test_defences.moc"
