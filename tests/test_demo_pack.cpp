// The committed demo pack (resources/demo): every attacker fits the shipped victim (name,
// dimension, the same vocabulary file), the case holds the demo messages with their vectors and
// the evaluation's figures, and a small slice of the build (Vec2Text on the first demo messages,
// as the demo-runs stage made it) is re-run on a copy of the case and must reproduce the stored
// rounds and figures. No text in the case names a path of the machine that built it. The second
// victim is of another architecture and dimension, and the shipped map reads its vectors into the
// first victim's space; the bundled resources stay under 60 MB.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/alignment/alignment_map.h"
#include "attacks/attacker_folder.h"
#include "attacks/bag_of_words.h"
#include "attacks/geia/geia_folder.h"
#include "attacks/vec2text/vec2text_folder.h"
#include "attacks/vec2text/vec2text_run.h"
#include "embedders/sentence_transformer.h"
#include "error.h"
#include "eval/report_tables.h"
#include "eval/run_evaluation.h"
#include "io/file_checksum.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

QString pack(const QString& name) {
    return QDir(QStringLiteral(UNEMBED_DEMO_PACK)).filePath(name);
}

// A writable copy of the shipped case: opening a case may write to it, and the pack stays as
// committed.
QString caseCopy(const QTemporaryDir& dir) {
    const QString copy = dir.filePath(QStringLiteral("demo.unembed"));
    if (!QFile::copy(pack(QStringLiteral("demo.unembed")), copy) ||
        !QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner))
        qFatal("cannot copy the demo case");
    return copy;
}

QJsonObject params(const RunInfo& run) {
    return QJsonDocument::fromJson(run.paramsJson.toUtf8()).object();
}

} // namespace

class TestDemoPack : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyAttackerFitsTheVictim() {
        const auto victim = SentenceTransformer::load(pack(QStringLiteral("victim")));
        QCOMPARE(victim->dimension(), 256);
        const auto vocabulary = sha256OfFile(pack(QStringLiteral("victim/spiece.model")));
        const struct {
            const char* folder;
            QString family;
        } attackers[] = {{"inverter", kVec2TextInversionFamily},
                         {"corrector", kVec2TextCorrectorFamily},
                         {"geia", kGeiaFamily},
                         {"mlc", bagOfWordsFamily(BagOfWordsAttack::Mlc)},
                         {"msp", bagOfWordsFamily(BagOfWordsAttack::Msp)}};
        for (const auto& attacker : attackers) {
            const QString folder = pack(QLatin1String(attacker.folder));
            const QJsonObject config = readAttackerConfig(folder, attacker.family);
            const AttackerVictim trainedFor = attackerVictim(
                attackerBlock(config, attacker.family, QDir(folder).filePath("config.json")));
            QCOMPARE(trainedFor.name, victim->name());
            QCOMPARE(trainedFor.dim, victim->dimension());
            QCOMPARE(sha256OfFile(QDir(folder).filePath(QStringLiteral("spiece.model"))),
                     vocabulary);
        }
    }

    void theSecondVictimIsAnotherModelReadThroughTheShippedMap() {
        const auto second = SentenceTransformer::load(pack(QStringLiteral("victim-bert")));
        QCOMPARE(second->encoder().modelType(), QStringLiteral("bert"));
        QCOMPARE(second->dimension(), 128);
        const AlignmentMap map =
            AlignmentMap::load(pack(QStringLiteral("maps/victim-bert-1000-pairs")));
        QCOMPARE(map.info().source.dim, second->dimension());
        QCOMPARE(map.info().target.dim, 256);
        // Named as the embedders name themselves, so Check Pair matches them without a warning.
        QCOMPARE(map.info().source.name, second->name());
        QCOMPARE(map.info().target.name,
                 SentenceTransformer::load(pack(QStringLiteral("victim")))->name());
        QCOMPARE(map.info().pairs, 1000);
        QVERIFY(map.info().heldOut.has_value());
        // The map finds the first victim in the pack wherever the pack lies.
        QCOMPARE(QFileInfo(map.info().targetLocation).canonicalFilePath(),
                 QFileInfo(pack(QStringLiteral("victim"))).canonicalFilePath());
        // The bundled resources, the pack with the screenshots, stay within 60 MB (of 1,024 KB).
        qint64 bytes = 0;
        QDirIterator files(QStringLiteral(UNEMBED_DEMO_PACK "/.."), QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext())
            bytes += QFileInfo(files.next()).size();
        QVERIFY2(bytes < 60ll * 1024 * 1024, qPrintable(QString::number(bytes)));
    }

    void theCaseHoldsTheMessagesAndTheEvaluation() {
        QTemporaryDir dir;
        CaseFile c(caseCopy(dir));
        const std::vector<DatasetInfo> datasets = listDatasets(c);
        QCOMPARE(datasets.size(), size_t(1));
        QCOMPARE(datasets.front().name, QStringLiteral("demo messages"));
        QCOMPARE(datasets.front().count, 200);
        // The evaluation's figures came along without its texts: every table of the papers.
        QStringList tables;
        for (const ReportTable& table : reportTables(c))
            tables << table.id;
        QCOMPARE(tables,
                 (QStringList{QStringLiteral("table1"), QStringLiteral("table3"),
                              QStringLiteral("generation"), QStringLiteral("vec2text-rounds")}));
        QVERIFY(QFile::exists(pack(QStringLiteral("REPORT.md"))));
    }

    void theCaseNamesNoBuildMachinePath() {
        QTemporaryDir dir;
        CaseFile c(caseCopy(dir));
        // An absolute path: at the start of a line, or after a space, a quote, '=', '(', '[' or
        // ','; not a URL's "//" nor "rock / pop" nor "24/7".
        const QRegularExpression absolute(QStringLiteral("(^|[\\s\"'=(\\[,])/[^\\s/\"]+/"),
                                          QRegularExpression::MultilineOption);
        QSqlQuery tables(c.db());
        QVERIFY(tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")));
        QStringList names;
        while (tables.next())
            names << tables.value(0).toString();
        QVERIFY(names.contains(QStringLiteral("run")));
        for (const QString& table : names) {
            QSqlQuery rows(c.db());
            QVERIFY(rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table)));
            while (rows.next())
                for (int column = 0; column < rows.record().count(); ++column) {
                    const QVariant value = rows.value(column);
                    if (value.typeId() != QMetaType::QString) continue;
                    const QRegularExpressionMatch match = absolute.match(value.toString());
                    QVERIFY2(
                        !match.hasMatch(),
                        qPrintable(QStringLiteral("%1.%2: %3")
                                       .arg(table, rows.record().fieldName(column),
                                            value.toString().mid(
                                                std::max<qsizetype>(0, match.capturedStart() - 80),
                                                200))));
                }
        }
    }

    void aSliceOfTheBuildReproduces() {
        QTemporaryDir dir;
        CaseFile c(caseCopy(dir));

        // The slice: the demo-runs stage's Vec2Text run on the first demo messages (the copied
        // evaluation runs have no dataset here).
        std::optional<RunInfo> slice;
        for (const RunInfo& run : listRuns(c))
            if (run.attack == QLatin1String("vec2text") && run.datasetId != 0 &&
                params(run).value(QStringLiteral("limit")).toInt() > 0)
                slice = run;
        QVERIFY(slice);
        const QJsonObject stored = params(*slice);

        Vec2TextRunRequest request;
        request.inverterFolder = pack(QStringLiteral("inverter"));
        request.correctorFolder = pack(QStringLiteral("corrector"));
        request.victim = pack(QStringLiteral("victim"));
        request.datasetId = slice->datasetId;
        request.limit = stored.value(QStringLiteral("limit")).toInt();
        request.correction.steps = stored.value(QStringLiteral("steps")).toInt();
        request.correction.sequenceBeamWidth = stored.value(QStringLiteral("sbeam")).toInt();
        qint64 rerun = 0;
        try {
            rerun = runVec2Text(c, request).runId;
        } catch (const InputError& e) {
            QFAIL(qPrintable(e.message()));
        }

        const std::vector<RunSampleInfo> before = runSamples(c, slice->id);
        const std::vector<RunSampleInfo> after = runSamples(c, rerun);
        QCOMPARE(after.size(), before.size());
        QCOMPARE(qint64(after.size()), request.limit);
        for (size_t i = 0; i < after.size(); ++i) {
            QCOMPARE(after[i].row, before[i].row);
            const std::vector<RoundInfo> storedRounds = sampleRounds(c, before[i].id);
            const std::vector<RoundInfo> newRounds = sampleRounds(c, after[i].id);
            QCOMPARE(newRounds.size(), storedRounds.size());
            for (size_t r = 0; r < newRounds.size(); ++r) {
                QCOMPARE(newRounds[r].hypothesis, storedRounds[r].hypothesis);
                QVERIFY2(std::abs(newRounds[r].cosine - storedRounds[r].cosine) < 1e-5,
                         qPrintable(QStringLiteral("row %1 round %2: cosine %3, stored %4")
                                        .arg(after[i].row)
                                        .arg(r)
                                        .arg(newRounds[r].cosine)
                                        .arg(storedRounds[r].cosine)));
            }
        }

        // Its figures, evaluated as the build did, equal the stored ones.
        RunEvaluationRequest evaluation;
        evaluation.runId = rerun;
        evaluation.victim = pack(QStringLiteral("victim"));
        evaluateRun(c, evaluation);
        std::map<std::pair<QString, int>, double> storedFigures;
        for (const MetricRecord& m : runMetrics(c, slice->id))
            if (m.runSampleId == 0) storedFigures[{m.name, m.round.value_or(-1)}] = m.value;
        int compared = 0;
        for (const MetricRecord& m : runMetrics(c, rerun)) {
            if (m.runSampleId != 0) continue;
            const auto it = storedFigures.find({m.name, m.round.value_or(-1)});
            QVERIFY2(it != storedFigures.end(), qPrintable(m.name));
            QVERIFY2(std::abs(it->second - m.value) < 1e-4,
                     qPrintable(QStringLiteral("%1 (round %2): %3, stored %4")
                                    .arg(m.name)
                                    .arg(m.round.value_or(-1))
                                    .arg(m.value)
                                    .arg(it->second)));
            ++compared;
        }
        QCOMPARE(size_t(compared), storedFigures.size());
    }
};

QTEST_GUILESS_MAIN(TestDemoPack)
#include "test_demo_pack.moc"
