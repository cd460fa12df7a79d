// Attribute probes (Song & Raghunathan): the logistic probe equals scikit-learn's
// LogisticRegression (coefficients, intercept and probabilities, with and without balanced class
// weights) and ROC AUC and average precision equal roc_auc_score and average_precision_score on a
// fixture those libraries wrote (tools/make_probe_fixture.py); the detectors and a watch list label
// texts; and `train probe` on the demo victim tells texts that mention a keyword from those that
// do not, on held-out texts, and as a run ranks the records that mention it first.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/attributes/logistic_probe.h"
#include "attacks/attributes/probe_folder.h"
#include "attacks/attributes/ranking_metrics.h"
#include "attacks/attributes/text_attributes.h"
#include "cli_process.h"
#include "embedders/victim.h"
#include "io/embedding_reader.h"
#include "io/json_file.h"
#include "tensor_compare.h"
#include "test_support.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>

#include <QTest>

using namespace unembed;

namespace {

torch::Tensor fixtureMatrix(const QString& name) {
    const EmbeddingSet set =
        readEmbeddings(test::fixture(QStringLiteral("probe/%1.npy").arg(name)));
    return torch::from_blob(const_cast<float*>(set.vectors.data()),
                            {set.vectors.rows(), set.vectors.dim()}, torch::kFloat)
        .clone();
}

std::vector<double> fixtureRow(const QString& name) {
    const torch::Tensor row = fixtureMatrix(name)[0].to(torch::kDouble).contiguous();
    return {row.data_ptr<double>(), row.data_ptr<double>() + row.numel()};
}

std::vector<uint8_t> fixtureLabels() {
    std::vector<uint8_t> labels;
    for (double v : fixtureRow(QStringLiteral("y")))
        labels.push_back(v > 0.5 ? 1 : 0);
    return labels;
}

} // namespace

class TestAttributeProbe : public QObject {
    Q_OBJECT

private slots:
    void theProbeEqualsScikitLearn() {
        const torch::Tensor x = fixtureMatrix(QStringLiteral("x"));
        const std::vector<uint8_t> y = fixtureLabels();
        for (const bool balanced : {false, true}) {
            const QString name = balanced ? QStringLiteral("balanced") : QStringLiteral("plain");
            LogisticFitOptions options;
            options.c = 0.5;
            options.balanced = balanced;
            const LogisticProbe probe = fitLogisticProbe(x, y, options);
            QVERIFY(probe.iterations > 1);
            QVERIFY2(test::closeValues(probe.weight.to(torch::kFloat),
                                       fixtureMatrix(name + QStringLiteral("_coef"))[0], 1e-4,
                                       1e-5),
                     qPrintable(name));
            QVERIFY(std::abs(probe.bias - fixtureRow(name + QStringLiteral("_intercept")).front()) <
                    1e-4);
            QVERIFY(test::closeValues(probeProbabilities(probe, x).to(torch::kFloat),
                                      fixtureMatrix(name + QStringLiteral("_probabilities"))[0],
                                      1e-4, 1e-6));
        }
        // One class only: nothing to learn, said so.
        test::expectError([&] { fitLogisticProbe(x, std::vector<uint8_t>(300, 0)); },
                          {QStringLiteral("only the absence")});
    }

    void rankingFiguresEqualScikitLearn() {
        const std::vector<double> scores = fixtureRow(QStringLiteral("scores"));
        const std::vector<uint8_t> labels = fixtureLabels();
        const std::vector<double> expected = fixtureRow(QStringLiteral("auc_ap"));
        // The fixture's figures come back through the float32 reader: equal to float32's precision.
        QVERIFY(std::abs(*rocAuc(scores, labels) - expected[0]) < 1e-6);
        QVERIFY(std::abs(*averagePrecision(scores, labels) - expected[1]) < 1e-6);
        QVERIFY(!rocAuc(scores, std::vector<uint8_t>(labels.size(), 1)));
        // The bootstrap interval holds the figure and is seeded.
        const auto figure = bootstrapRanking(scores, labels, rocAuc, 500, 3);
        QVERIFY(figure->low <= figure->value && figure->value <= figure->high);
        QVERIFY(figure->high - figure->low > 0.005);
        QCOMPARE(bootstrapRanking(scores, labels, rocAuc, 500, 3)->low, figure->low);
    }

    void detectorsAndAWatchListLabelTexts() {
        const DetectorSet detectors;
        const AttributeLabels labelled = labelTexts(
            {QStringLiteral("my sister Priya lives in Leeds"), QStringLiteral("i have two dogs"),
             QStringLiteral("diabetes runs in the family")},
            detectors.detectors(), {QStringLiteral("Leeds"), QStringLiteral("diabetes")});
        QStringList names;
        for (const TextAttribute& a : labelled.attributes)
            names << a.name;
        QVERIFY2(names.contains(QStringLiteral("mentions a given name")),
                 qPrintable(names.join(',')));
        const qsizetype leeds = names.indexOf(QStringLiteral("mentions 'Leeds'"));
        const qsizetype diabetes = names.indexOf(QStringLiteral("mentions 'diabetes'"));
        QVERIFY(leeds >= 0 && diabetes >= 0);
        QCOMPARE(labelled.labels[size_t(leeds)], (std::vector<uint8_t>{1, 0, 0}));
        QCOMPARE(labelled.labels[size_t(diabetes)], (std::vector<uint8_t>{0, 0, 1}));
        QCOMPARE(labelled.labels[size_t(names.indexOf(QStringLiteral("mentions a given name")))],
                 (std::vector<uint8_t>{1, 0, 0}));
    }

    // The demo victim's vectors of 200 chat messages: whether a message mentions work is told
    // from its vector on the held-out half far better than chance.
    void trainProbeTellsAKeywordFromTheVectors() {
        QTemporaryDir dir;
        const QString keywords = dir.filePath(QStringLiteral("watch.txt"));
        QFile file(keywords);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("work\n");
        file.close();
        const test::CliResult r = test::runCli(
            {QStringLiteral("train"), QStringLiteral("probe"), QStringLiteral("--json"),
             QStringLiteral("--embedder"), QStringLiteral(UNEMBED_DEMO_PACK "/victim"),
             QStringLiteral("--texts"), QStringLiteral(UNEMBED_DEMO_PACK "/messages.txt"),
             QStringLiteral("--keywords"), keywords, QStringLiteral("--no-detectors"),
             QStringLiteral("--held-out-every"), QStringLiteral("2"),
             QStringLiteral("--min-positives"), QStringLiteral("3"), QStringLiteral("--out"),
             dir.filePath(QStringLiteral("probe"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject work =
            r.json().value(QStringLiteral("attributes")).toArray().first().toObject();
        QCOMPARE(work.value(QStringLiteral("name")).toString(), QStringLiteral("mentions 'work'"));
        QVERIFY(work.value(QStringLiteral("held_out_positives")).toInt() >= 3);
        QVERIFY2(
            work.value(QStringLiteral("auc")).toObject().value(QStringLiteral("value")).toDouble() >
                0.75,
            r.out.constData());
        const QJsonObject block =
            readJsonObjectFile(dir.filePath(QStringLiteral("probe/config.json")))
                .value(QStringLiteral("unembed"))
                .toObject();
        QCOMPARE(block.value(QStringLiteral("family")).toString(),
                 QStringLiteral("attribute-probe"));
        QCOMPARE(
            block.value(QStringLiteral("victim")).toObject().value(QStringLiteral("dim")).toInt(),
            256);
        // The folder reads back: its attribute, and probabilities that rank the held-out texts
        // as the training run measured them.
        const AttributeProbeSet probes =
            AttributeProbeSet::load(dir.filePath(QStringLiteral("probe")));
        QCOMPARE(probes.attributes().size(), size_t(1));
        QCOMPARE(probes.attributes().front().value, QStringLiteral("work"));
        QCOMPARE(probes.victim().dim, 256);
        QVERIFY(probes.termsFile().isEmpty());
        const QStringList messages =
            QString::fromUtf8(test::readFile(QStringLiteral(UNEMBED_DEMO_PACK "/messages.txt")))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList heldOut;
        for (qsizetype i = 1; i < messages.size(); i += 2)
            heldOut << messages[i];
        const auto victim = openVictim(VictimSpec(QStringLiteral(UNEMBED_DEMO_PACK "/victim")));
        const std::vector<AttributeScore> scores =
            scoreProbes(probes, victim->embed(heldOut).cpu(), heldOut, {});
        QCOMPARE(scores.front().positives,
                 qint64(work.value(QStringLiteral("held_out_positives")).toInt()));
        QVERIFY(std::abs(scores.front().auc->value - work.value(QStringLiteral("auc"))
                                                         .toObject()
                                                         .value(QStringLiteral("value"))
                                                         .toDouble()) < 1e-6);
        // As a run on a dataset: every record's probability of the attribute, stored as its
        // output; the messages that mention work rank first. Not scored as a reconstruction.
        const QString casePath = dir.filePath(QStringLiteral("c.unembed"));
        const QString vectors = dir.filePath(QStringLiteral("messages.jsonl"));
        QCOMPARE(
            test::runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                          QStringLiteral(UNEMBED_DEMO_PACK "/victim"), QStringLiteral("--texts"),
                          QStringLiteral(UNEMBED_DEMO_PACK "/messages.txt"),
                          QStringLiteral("--out"), vectors})
                .exitCode,
            0);
        QCOMPARE(
            test::runCli({QStringLiteral("import"), QStringLiteral("--case"), casePath, vectors})
                .exitCode,
            0);
        const test::CliResult run = test::runCli(
            {QStringLiteral("invert"), QStringLiteral("--json"), QStringLiteral("--attack"),
             QStringLiteral("probe"), QStringLiteral("--model"),
             dir.filePath(QStringLiteral("probe")), QStringLiteral("--case"), casePath,
             QStringLiteral("--dataset"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        std::vector<std::pair<double, bool>> ranked;
        for (const QJsonValue& sample : run.json().value(QStringLiteral("samples")).toArray()) {
            const QJsonObject first =
                sample[QStringLiteral("attributes")].toArray().first().toObject();
            QCOMPARE(first.value(QStringLiteral("attribute")).toString(),
                     QStringLiteral("mentions 'work'"));
            const int row = sample[QStringLiteral("row")].toInt();
            ranked.emplace_back(
                first.value(QStringLiteral("probability")).toDouble(),
                messages[row].contains(QStringLiteral("work"), Qt::CaseInsensitive));
        }
        QCOMPARE(ranked.size(), size_t(messages.size()));
        std::sort(ranked.begin(), ranked.end(), std::greater<>());
        int workInTop = 0;
        for (size_t i = 0; i < 9; ++i)
            workInTop += int(ranked[i].second);
        QVERIFY2(workInTop >= 5, qPrintable(QString::number(workInTop)));
        const test::CliResult scored = test::runCli(
            {QStringLiteral("eval"), QStringLiteral("--case"), casePath, QStringLiteral("--run"),
             QString::number(run.json().value(QStringLiteral("run")).toInteger())});
        QCOMPARE(scored.exitCode, 1);
        QVERIFY2(scored.err.contains("not scored as text"), scored.err.constData());
        // Without texts for both classes there is nothing to learn: refused, nothing written.
        const test::CliResult none = test::runCli(
            {QStringLiteral("train"), QStringLiteral("probe"), QStringLiteral("--embedder"),
             QStringLiteral(UNEMBED_DEMO_PACK "/victim"), QStringLiteral("--texts"),
             QStringLiteral(UNEMBED_DEMO_PACK "/messages.txt"), QStringLiteral("--keywords"),
             keywords, QStringLiteral("--no-detectors"), QStringLiteral("--min-positives"),
             QStringLiteral("500"), QStringLiteral("--out"), dir.filePath(QStringLiteral("none"))});
        QCOMPARE(none.exitCode, 1);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none/config.json"))));
    }
};

QTEST_GUILESS_MAIN(TestAttributeProbe)
#include "test_attribute_probe.moc"
