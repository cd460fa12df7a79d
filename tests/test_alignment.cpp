// Alignment maps (ALGEN's few-shot alignment): the fitted maps equal numpy's lstsq, the ridge
// solution and scipy's orthogonal_procrustes on a fixture those libraries wrote
// (tools/make_alignment_fixture.py); a secret rotation is recovered from 2·d pairs; a map folder
// keeps what it records and refuses bad ones; and through `align` and `invert --align` an attacker
// trained for the demo victim reads a rotated victim's vectors as well as the victim's own, and an
// audit of the second demo victim runs through the shipped map with the victim's own cosine.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/alignment/alignment_map.h"
#include "cli_process.h"
#include "demo_case_copy.h"
#include "embedders/victim.h"
#include "error.h"
#include "io/embedding_reader.h"
#include "io/embedding_writer.h"
#include "io/json_file.h"
#include "tensor_compare.h"
#include "test_support.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <QTest>

using namespace unembed;

namespace {

torch::Tensor fixtureMatrix(const QString& name) {
    const EmbeddingSet set =
        readEmbeddings(test::fixture(QStringLiteral("alignment/%1.npy").arg(name)));
    return torch::from_blob(const_cast<float*>(set.vectors.data()),
                            {set.vectors.rows(), set.vectors.dim()}, torch::kFloat)
        .clone();
}

// A random orthogonal matrix [d, d] (QR of a Gaussian one).
torch::Tensor randomRotation(int64_t d, uint64_t seed) {
    torch::manual_seed(seed);
    return std::get<0>(torch::linalg_qr(torch::randn({d, d}, torch::kDouble))).to(torch::kFloat);
}

// The detector fixture's chat messages without their {kind|text} marks: texts the demo attackers
// never saw, used as the leaked pairs.
QStringList leakedTexts() {
    QStringList texts;
    const QRegularExpression mark(QStringLiteral("\\{[a-z-]+\\|([^}]*)\\}"));
    for (const QString& line :
         QString::fromUtf8(test::fixtureBytes(QStringLiteral("detectors/labelled.txt")))
             .split(QLatin1Char('\n'))) {
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        texts << QString(line).replace(mark, QStringLiteral("\\1"));
    }
    return texts;
}

void writePairs(const QString& path, const torch::Tensor& vectors, const QStringList& texts) {
    const torch::Tensor v = vectors.contiguous();
    EmbeddingSet set;
    set.vectors =
        FloatMatrix::owned(std::vector<float>(v.data_ptr<float>(), v.data_ptr<float>() + v.numel()),
                           v.size(0), v.size(1));
    set.texts = texts;
    writeEmbeddings(path, set);
}

// The first token lists of an `invert --json` run's samples.
QStringList tokenLists(const QJsonObject& printed) {
    QStringList lists;
    for (const QJsonValue& sample : printed.value(QStringLiteral("samples")).toArray()) {
        QStringList tokens;
        for (const QJsonValue& token : sample.toObject().value(QStringLiteral("tokens")).toArray())
            tokens << token.toArray().at(1).toString();
        lists << tokens.join(QLatin1Char(' '));
    }
    return lists;
}

} // namespace

class TestAlignment : public QObject {
    Q_OBJECT

private slots:
    void mapsEqualNumpyAndScipy() {
        const torch::Tensor x = fixtureMatrix(QStringLiteral("x"));
        const torch::Tensor y = fixtureMatrix(QStringLiteral("y"));
        const torch::Tensor z = fixtureMatrix(QStringLiteral("z"));
        QVERIFY(test::closeValues(fitAlignment(x, y, AlignmentMethod::LeastSquares),
                                  fixtureMatrix(QStringLiteral("lstsq")), 1e-4, 1e-5));
        QVERIFY(test::closeValues(fitAlignment(x, y, AlignmentMethod::Ridge, 0.5),
                                  fixtureMatrix(QStringLiteral("ridge_0.5")), 1e-4, 1e-5));
        // Fewer pairs than dimensions: the minimum-norm solution, fitting the pairs exactly.
        QVERIFY(test::closeValues(
            fitAlignment(x.slice(0, 0, 4), y.slice(0, 0, 4), AlignmentMethod::LeastSquares),
            fixtureMatrix(QStringLiteral("lstsq_4_pairs")), 1e-4, 1e-5));
        QVERIFY(test::closeValues(fitAlignment(x, z, AlignmentMethod::Procrustes),
                                  fixtureMatrix(QStringLiteral("procrustes")), 1e-4, 1e-5));
        // The fit: mean and quartiles of the cosines as numpy computes them.
        const AlignmentFit fit = alignmentFit(x.matmul(fixtureMatrix(QStringLiteral("lstsq"))), y);
        const torch::Tensor stats = fixtureMatrix(QStringLiteral("lstsq_cosine_stats"))[0];
        QCOMPARE(fit.pairs, 40);
        QVERIFY(std::abs(fit.mean - stats[0].item<double>()) < 1e-5);
        QVERIFY(std::abs(fit.lowerQuartile - stats[1].item<double>()) < 1e-5);
        QVERIFY(std::abs(fit.median - stats[2].item<double>()) < 1e-5);
        QVERIFY(std::abs(fit.upperQuartile - stats[3].item<double>()) < 1e-5);
    }

    void aSecretRotationIsRecoveredFromTwiceItsDimensionInPairs() {
        const int64_t d = 48;
        const torch::Tensor rotation = randomRotation(d, 7);
        torch::manual_seed(8);
        const torch::Tensor attack = torch::nn::functional::normalize(
            torch::randn({2 * d + 100, d}), torch::nn::functional::NormalizeFuncOptions().dim(1));
        // The victim is the attack embedder under the secret rotation.
        const torch::Tensor victim = attack.matmul(rotation.t());
        for (const AlignmentMethod method :
             {AlignmentMethod::LeastSquares, AlignmentMethod::Procrustes}) {
            AlignmentMapInfo info;
            info.method = method;
            const AlignmentMap map =
                AlignmentMap::fit(victim.slice(0, 0, 2 * d), attack.slice(0, 0, 2 * d), info,
                                  std::make_pair(victim.slice(0, 2 * d), attack.slice(0, 2 * d)));
            QVERIFY(map.info().heldOut);
            QCOMPARE(map.info().heldOut->pairs, 100);
            QVERIFY2(map.info().heldOut->lowerQuartile >= 0.999,
                     qPrintable(QString::number(map.info().heldOut->lowerQuartile)));
            QCOMPARE(map.info().pairs, 2 * d);
        }
        // With a handful of pairs the held-out fit is poor: the figure measures something.
        const AlignmentMap few =
            AlignmentMap::fit(victim.slice(0, 0, 4), attack.slice(0, 0, 4), {},
                              std::make_pair(victim.slice(0, 2 * d), attack.slice(0, 2 * d)));
        QVERIFY(few.info().heldOut->mean < 0.5);
    }

    void aMapFolderKeepsWhatItRecordsAndRefusesBadOnes() {
        QTemporaryDir dir;
        const QString embedder = dir.filePath(QStringLiteral("attack-embedder"));
        QDir().mkpath(embedder);
        AlignmentMapInfo info;
        info.source.name = QStringLiteral("leaked-store");
        info.target.name = QStringLiteral("attack");
        info.targetLocation = embedder;
        info.method = AlignmentMethod::Ridge;
        info.ridge = 0.25;
        torch::manual_seed(3);
        const torch::Tensor x = torch::randn({1000, 6}), y = torch::randn({1000, 5});
        const AlignmentMap map = AlignmentMap::fit(x, y, info);
        const QString folder = dir.filePath(QStringLiteral("maps/m"));
        map.save(folder);
        const AlignmentMap loaded = AlignmentMap::load(folder);
        QVERIFY(test::sameValues(loaded.weight(), map.weight()));
        QCOMPARE(loaded.info().source.dim, 6);
        QCOMPARE(loaded.info().target.dim, 5);
        QCOMPARE(loaded.info().pairs, 1000);
        QCOMPARE(loaded.info().ridge, 0.25);
        QCOMPARE(loaded.info().threatModel(), QStringLiteral("aligned from 1,000 leaked pairs"));
        // The attack embedder is recorded relative to the map and found from wherever it is read.
        QCOMPARE(readJsonObjectFile(QDir(folder).filePath(QStringLiteral("config.json")))
                     .value(QStringLiteral("unembed"))
                     .toObject()
                     .value(QStringLiteral("target_embedder"))
                     .toString(),
                 QStringLiteral("../../attack-embedder"));
        QCOMPARE(loaded.info().targetLocation, QDir::cleanPath(embedder));
        QVERIFY(isAlignmentMapFolder(folder));
        QVERIFY(!isAlignmentMapFolder(dir.path()));
        // Vectors of another dimension are refused, naming what was read.
        test::expectError(
            [&] {
                loaded.apply(torch::zeros({2, 5}), QStringLiteral("ds"));
            },
            {QStringLiteral("ds"), QStringLiteral("another dimension")});
        // A weight of another shape than the config names, and NaN weights, are refused.
        const AlignmentMap wide(loaded.info(), torch::zeros({7, 5}));
        wide.save(dir.filePath(QStringLiteral("wide")));
        QJsonObject config = readJsonObjectFile(dir.filePath(QStringLiteral("wide/config.json")));
        QJsonObject block = config.value(QStringLiteral("unembed")).toObject();
        block.insert(
            QStringLiteral("victim"),
            QJsonObject{{QStringLiteral("name"), QStringLiteral("x")}, {QStringLiteral("dim"), 6}});
        config.insert(QStringLiteral("unembed"), block);
        writeJsonFile(dir.filePath(QStringLiteral("wide/config.json")), config);
        test::expectError([&] { AlignmentMap::load(dir.filePath(QStringLiteral("wide"))); },
                          {QStringLiteral("model.safetensors")});
        const AlignmentMap broken(loaded.info(),
                                  torch::full({6, 5}, std::numeric_limits<float>::quiet_NaN()));
        broken.save(dir.filePath(QStringLiteral("nan")));
        test::expectError([&] { AlignmentMap::load(dir.filePath(QStringLiteral("nan"))); },
                          {QStringLiteral("not finite")});
    }

    // The demo's attackers through a map: a victim that is a secret rotation of the demo victim,
    // 280 leaked pairs of texts the attackers never saw, `align` then `invert --align`.
    void attackersReadARotatedVictimThroughAMapFromLeakedPairs() {
        QTemporaryDir dir;
        const QString attackEmbedder = test::demoPack(QStringLiteral("victim"));
        const auto embedder = openVictim(VictimSpec(attackEmbedder));
        const torch::Tensor rotation = randomRotation(embedder->dimension(), 11);
        const QStringList leaked = leakedTexts();
        QVERIFY(leaked.size() >= 270);
        writePairs(dir.filePath(QStringLiteral("pairs.jsonl")),
                   embedder->embed(leaked).cpu().matmul(rotation.t()), leaked);
        const QStringList messages =
            QString::fromUtf8(test::readFile(test::demoPack(QStringLiteral("messages.txt"))))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                .mid(0, 40);
        const torch::Tensor clean = embedder->embed(messages).cpu();
        writePairs(dir.filePath(QStringLiteral("clean.jsonl")), clean, messages);
        writePairs(dir.filePath(QStringLiteral("rotated.jsonl")), clean.matmul(rotation.t()),
                   messages);

        const QString map = dir.filePath(QStringLiteral("map"));
        const test::CliResult aligned = test::runCli(
            {QStringLiteral("align"), QStringLiteral("--json"), QStringLiteral("--pairs"),
             dir.filePath(QStringLiteral("pairs.jsonl")), QStringLiteral("--attack-embedder"),
             attackEmbedder, QStringLiteral("--method"), QStringLiteral("procrustes"),
             QStringLiteral("--dev-pairs"), dir.filePath(QStringLiteral("rotated.jsonl")),
             QStringLiteral("--out"), map});
        QVERIFY2(aligned.exitCode == 0, aligned.err.constData());
        QCOMPARE(aligned.json().value(QStringLiteral("pairs")).toInt(), int(leaked.size()));
        QCOMPARE(aligned.json().value(QStringLiteral("out")).toString(),
                 QFileInfo(map).absoluteFilePath());
        QVERIFY(aligned.json()
                    .value(QStringLiteral("held_out"))
                    .toObject()
                    .value(QStringLiteral("cosine_mean"))
                    .toDouble() > 0.99);

        const QString casePath = dir.filePath(QStringLiteral("c.unembed"));
        for (const char* name : {"clean", "rotated"})
            QCOMPARE(test::runCli({QStringLiteral("import"), QStringLiteral("--case"), casePath,
                                   dir.filePath(QStringLiteral("%1.jsonl").arg(name))})
                         .exitCode,
                     0);
        const auto mlc = [&](const QString& dataset, const QStringList& more) {
            return test::runCli(QStringList{QStringLiteral("invert"), QStringLiteral("--json"),
                                            QStringLiteral("--attack"), QStringLiteral("mlc"),
                                            QStringLiteral("--model"),
                                            test::demoPack(QStringLiteral("mlc")),
                                            QStringLiteral("--case"), casePath,
                                            QStringLiteral("--dataset"), dataset} +
                                more);
        };
        const test::CliResult own = mlc(QStringLiteral("1"), {});
        QCOMPARE(own.exitCode, 0);
        // Without the map the rotated vectors are another victim's: the tokens differ.
        const test::CliResult unaligned = mlc(QStringLiteral("2"), {});
        QCOMPARE(unaligned.exitCode, 0);
        const test::CliResult through = mlc(QStringLiteral("2"), {QStringLiteral("--align"), map});
        QVERIFY2(through.exitCode == 0, through.err.constData());
        const QStringList expected = tokenLists(own.json());
        int same = 0, sameUnaligned = 0;
        for (int i = 0; i < expected.size(); ++i) {
            same += int(tokenLists(through.json()).at(i) == expected[i]);
            sameUnaligned += int(tokenLists(unaligned.json()).at(i) == expected[i]);
        }
        QVERIFY2(same >= expected.size() - 2, qPrintable(QString::number(same)));
        QVERIFY2(sameUnaligned < expected.size() / 2, qPrintable(QString::number(sameUnaligned)));

        // Vec2Text through the map re-embeds with the attack embedder: no --embedder needed, and
        // the run records the threat model.
        const test::CliResult vec2text = test::runCli(
            {QStringLiteral("invert"), QStringLiteral("--json"), QStringLiteral("--attack"),
             QStringLiteral("vec2text"), QStringLiteral("--inverter"),
             test::demoPack(QStringLiteral("inverter")), QStringLiteral("--corrector"),
             test::demoPack(QStringLiteral("corrector")), QStringLiteral("--steps"),
             QStringLiteral("1"), QStringLiteral("--limit"), QStringLiteral("2"),
             QStringLiteral("--case"), casePath, QStringLiteral("--dataset"), QStringLiteral("2"),
             QStringLiteral("--align"), map});
        QVERIFY2(vec2text.exitCode == 0, vec2text.err.constData());
        // An audit of the second demo victim through the shipped map: the attack embeds with the
        // map's embedder (256 dimensions), and --embedder, the victim (128), gives the
        // evaluation its cosine.
        const auto second = openVictim(VictimSpec(test::demoPack(QStringLiteral("victim-bert"))));
        writePairs(dir.filePath(QStringLiteral("second.jsonl")), second->embed(messages).cpu(),
                   messages);
        QCOMPARE(test::runCli({QStringLiteral("import"), QStringLiteral("--case"), casePath,
                               dir.filePath(QStringLiteral("second.jsonl"))})
                     .exitCode,
                 0);
        const test::CliResult audited =
            test::runCli({QStringLiteral("invert"),
                          QStringLiteral("--json"),
                          QStringLiteral("--attack"),
                          QStringLiteral("vec2text"),
                          QStringLiteral("--inverter"),
                          test::demoPack(QStringLiteral("inverter")),
                          QStringLiteral("--corrector"),
                          test::demoPack(QStringLiteral("corrector")),
                          QStringLiteral("--steps"),
                          QStringLiteral("1"),
                          QStringLiteral("--sample"),
                          QStringLiteral("4"),
                          QStringLiteral("--audit"),
                          QStringLiteral("--embedder"),
                          test::demoPack(QStringLiteral("victim-bert")),
                          QStringLiteral("--case"),
                          casePath,
                          QStringLiteral("--dataset"),
                          QStringLiteral("3"),
                          QStringLiteral("--align"),
                          test::demoPack(QStringLiteral("maps/victim-bert-1000-pairs"))});
        QVERIFY2(audited.exitCode == 0, audited.err.constData());
        QVERIFY2(audited.json().contains(QStringLiteral("audit")), audited.out.constData());
        const test::CliResult listed =
            test::runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath});
        QVERIFY2(listed.out.contains("aligned from"), listed.out.constData());
        // A map that reads another dimension (the second victim's 128) than the dataset holds
        // (256) is refused naming the map and both dimensions, before any run is made.
        const QString shippedMap = test::demoPack(QStringLiteral("maps/victim-bert-1000-pairs"));
        const test::CliResult wrong = test::runCli(
            {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("mlc"),
             QStringLiteral("--model"), test::demoPack(QStringLiteral("mlc")),
             QStringLiteral("--case"), casePath, QStringLiteral("--dataset"), QStringLiteral("2"),
             QStringLiteral("--align"), shippedMap});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains(shippedMap.toUtf8()) &&
                     wrong.err.contains("another dimension") && wrong.err.contains("256") &&
                     wrong.err.contains("128"),
                 wrong.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestAlignment)
#include "test_alignment.moc"
