#include "demo/demo_threat_models.h"

#include "attacks/alignment/alignment_map.h"
#include "demo/demo_builder.h"
#include "embedders/victim.h"
#include "eval/report_tables.h"
#include "io/sidecar_texts.h"
#include "store/dataset_edit.h"
#include "store/dataset_store.h"
#include "store/run_store.h"

#include <torch/torch.h>

#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace unembed::demo {

namespace {

// The training texts in a seeded order: the first `count` are the leaked pairs' texts.
QStringList shuffled(QStringList texts, quint32 seed) {
    QRandomGenerator random(seed);
    for (qsizetype i = texts.size() - 1; i > 0; --i)
        texts.swapItemsAt(i, qsizetype(random.bounded(quint32(i + 1))));
    return texts;
}

// Victim queries per vector: the hypotheses Vec2Text embedded with the victim (one per round
// recorded), none for attacks that do not query it.
double queriesPerVector(CaseFile& caseFile, qint64 runId, bool queriesVictim) {
    if (!queriesVictim) return 0.0;
    const std::vector<RunSampleInfo> samples = runSamples(caseFile, runId);
    qint64 queries = 0;
    for (const RunSampleInfo& sample : samples)
        queries += qint64(sampleRounds(caseFile, sample.id).size());
    return samples.empty() ? 0.0 : double(queries) / double(samples.size());
}

double runSeconds(CaseFile& caseFile, qint64 runId) {
    const std::optional<RunInfo> run = findRun(caseFile, runId);
    return run ? double(run->startedAt.msecsTo(run->finishedAt)) / 1000.0 : std::nan("");
}

} // namespace

QJsonObject DemoBuilder::threatModels(const QJsonObject& settings) {
    const QString secondVictim = secondVictimFolder();
    const int heldOut = settings.value(QStringLiteral("held_out")).toInt();
    QList<int> counts;
    for (const QJsonValue& value : settings.value(QStringLiteral("pairs")).toArray())
        counts << value.toInt();
    const int most = *std::max_element(counts.begin(), counts.end());
    const QStringList texts = shuffled(readSidecarTexts(workPath(QStringLiteral("train.txt"))),
                                       quint32(settings.value(QStringLiteral("seed")).toInt()))
                                  .mid(0, most + heldOut);
    if (texts.size() < most + heldOut)
        throw buildError(workPath(QStringLiteral("train.txt")),
                         QStringLiteral("fewer training texts than the leaked and held-out pairs"));
    const torch::Tensor source =
        openVictim(VictimSpec(secondVictim))->embed(texts, cancel_, log_.progress);
    const torch::Tensor target =
        openVictim(VictimSpec(victimFolder()))->embed(texts, cancel_, log_.progress);
    const auto dev = std::make_pair(source.slice(0, most), target.slice(0, most));

    // The test set as the second victim embeds it, beside the first victim's in the evaluation
    // (in place of one an interrupted build of this stage left).
    const QString name = QStringLiteral("PersonaChat test, second victim");
    {
        CaseFile caseFile(evaluationCasePath());
        for (const DatasetInfo& dataset : listDatasets(caseFile))
            if (dataset.name == name) deleteDataset(caseFile, dataset.id);
    }
    const QJsonObject added =
        addTexts(evaluationCasePath(), workPath(QStringLiteral("test.txt")), name, secondVictim);
    const qint64 dataset = added.value(QStringLiteral("dataset_id")).toInteger();
    const QJsonObject geia = stageSettings(QStringLiteral("evaluate-geia"));
    const int steps = settings.value(QStringLiteral("vec2text_steps")).toInt();
    CaseFile caseFile(evaluationCasePath());
    QJsonArray maps, rows, runs;
    const auto row = [&](qint64 run, bool queries, const QJsonObject& more) {
        runs.append(run);
        QJsonObject figures = evaluate(caseFile, run, {}, secondVictim);
        figures.insert(QStringLiteral("victim_queries_per_vector"),
                       queriesPerVector(caseFile, run, queries));
        figures.insert(QStringLiteral("seconds"), runSeconds(caseFile, run));
        for (auto it = more.begin(); it != more.end(); ++it)
            figures.insert(it.key(), it.value());
        rows.append(figures);
    };
    for (const int count : counts) {
        AlignmentMapInfo info;
        // The embedders as they name themselves when loaded, so Check Pair matches the map to
        // the second victim and to the first victim's attackers.
        info.source.name = SentenceTransformer::folderName(secondVictim);
        info.target.name = SentenceTransformer::folderName(victimFolder());
        info.targetLocation = victimFolder();
        const AlignmentMap map =
            AlignmentMap::fit(source.slice(0, 0, count), target.slice(0, 0, count), info, dev);
        const QString folder = workPath(QStringLiteral("maps/%1-pairs").arg(count));
        map.save(folder);
        // The 1,000-pair map ships, so the workbench can attack the second victim through it.
        if (count == settings.value(QStringLiteral("shipped_map")).toInt())
            map.save(outPath(QStringLiteral("maps/victim-bert-%1-pairs").arg(count)));
        maps.append(
            QJsonObject{{QStringLiteral("pairs"), count},
                        {QStringLiteral("fit"), alignmentFitJson(*map.info().training)},
                        {QStringLiteral("held_out"), alignmentFitJson(*map.info().heldOut)}});
        const QJsonObject through{{QStringLiteral("pairs"), count}};
        row(invertGeia(caseFile, dataset, geia, GeiaDecoding::Method::Beam, folder), false,
            through);
        row(invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Mlc, 256, 0, folder), false,
            through);
        row(invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Msp, 256, 0, folder), false,
            through);
        row(invertVec2Text(caseFile, dataset, steps, 1, 64, 0, QStringLiteral("vec2text-corrector"),
                           folder),
            false, through);
    }
    // For reference: the same attackers on their own victim's vectors of the same texts.
    for (const QString& stage :
         {QStringLiteral("evaluate-geia"), QStringLiteral("evaluate-mlc"),
          QStringLiteral("evaluate-msp"), QStringLiteral("evaluate-vec2text")}) {
        const qint64 run = firstRunOf(stage);
        QJsonObject figures = state_->results(stage)
                                  .value(QStringLiteral("evaluations"))
                                  .toArray()
                                  .first()
                                  .toObject();
        figures.insert(QStringLiteral("victim_queries_per_vector"),
                       queriesPerVector(caseFile, run, stage.endsWith(QLatin1String("vec2text"))));
        figures.insert(QStringLiteral("seconds"), runSeconds(caseFile, run));
        figures.insert(QStringLiteral("pairs"), QJsonValue());
        figures.insert(QStringLiteral("own_victim"), true);
        rows.append(figures);
    }
    return {{QStringLiteral("dataset_id"), dataset},
            {QStringLiteral("held_out_pairs"), heldOut},
            {QStringLiteral("maps"), maps},
            {QStringLiteral("rows"), rows},
            {QStringLiteral("runs"), runs}};
}

} // namespace unembed::demo

namespace unembed::demo {

namespace {

QString figure(const QJsonObject& row, const QString& name, int decimals = 1) {
    const QJsonValue value = row.value(QStringLiteral("metrics")).toObject().value(name);
    return value.isDouble() ? QString::number(value.toDouble(), 'f', decimals)
                            : QStringLiteral("—");
}

} // namespace

QString threatModelsSection(const QJsonObject& buildState) {
    const QJsonObject stage = buildState.value(QStringLiteral("threat-models")).toObject();
    const QJsonObject results = stage.value(QStringLiteral("results")).toObject();
    if (results.isEmpty()) return {};
    const QJsonObject settings = stage.value(QStringLiteral("settings")).toObject();
    QHash<int, QJsonObject> heldOut;
    for (const QJsonValue& map : results.value(QStringLiteral("maps")).toArray())
        heldOut.insert(map[QStringLiteral("pairs")].toInt(),
                       map[QStringLiteral("held_out")].toObject());
    QString text =
        QStringLiteral(
            "## Threat models\n\n"
            "The second victim (`victim-bert/`: a BERT encoder with a WordPiece vocabulary, 128 "
            "dimensions, trained on the same pairs) is one no shipped attacker was trained on. Its "
            "vectors of the evaluated test texts are attacked by the first victim's attackers "
            "through a least-squares map (ALGEN's alignment, `unembed-cli align`) fitted on N "
            "leaked (training text, vector) pairs; the map's fit is the mean cosine of mapped "
            "vectors to the first victim's own on %1 held-out training pairs. Through a map "
            "Vec2Text re-embeds its hypotheses with the first victim: it spends no query of the "
            "second. Cosine is the victim's own: its embedding of the output against its embedding "
            "of the text. For reference, the last rows are the same attackers on their own "
            "victim's vectors of the same texts. The map from %2 pairs ships as "
            "`maps/victim-bert-%2-pairs/`.\n\n"
            "| Threat model | Attack | Map fit (held out) | Token F1 | BLEU | Exact match % "
            "| Cosine | Victim queries per vector | Seconds |\n"
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
            .arg(results.value(QStringLiteral("held_out_pairs")).toInt())
            .arg(settings.value(QStringLiteral("shipped_map")).toInt());
    double ownGeia = std::nan(""), mappedGeia = std::nan("");
    const int barPairs = 1000;
    for (const QJsonValue& value : results.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = value.toObject();
        const bool own = row.value(QStringLiteral("own_victim")).toBool();
        const int pairs = row.value(QStringLiteral("pairs")).toInt();
        const QString label = row.value(QStringLiteral("label")).toString();
        const QString attack = label.section(QStringLiteral(", aligned from"), 0, 0);
        const double f1 = row.value(QStringLiteral("metrics"))
                              .toObject()
                              .value(QStringLiteral("token_f1"))
                              .toDouble();
        if (attack.startsWith(QLatin1String("GEIA"))) {
            if (own) ownGeia = f1;
            if (pairs == barPairs) mappedGeia = f1;
        }
        text +=
            QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
                .arg(own ? QStringLiteral("trained against this victim (first victim)")
                         : QStringLiteral("aligned from %1 leaked pairs")
                               .arg(QLocale(QLocale::English).toString(pairs)),
                     attack,
                     own ? QStringLiteral("—")
                         : QString::number(
                               heldOut.value(pairs).value(QStringLiteral("cosine_mean")).toDouble(),
                               'f', 3),
                     figure(row, QStringLiteral("token_f1")), figure(row, QStringLiteral("bleu")),
                     figure(row, QStringLiteral("exact_match")),
                     figure(row, QStringLiteral("cosine"), 3))
                .arg(row.value(QStringLiteral("victim_queries_per_vector")).toDouble(), 0, 'f', 1)
                .arg(row.value(QStringLiteral("seconds")).toDouble(), 0, 'f', 0);
    }
    const double share = mappedGeia / ownGeia;
    text += QStringLiteral("\nBar: GEIA through the %1-pair map reaches at least 80 % of GEIA's "
                           "token F1 on its own victim: %2 (%3 against %4, %5 %).\n\n")
                .arg(QLocale(QLocale::English).toString(barPairs),
                     std::isnan(share) ? QStringLiteral("**not measured**")
                     : share >= 0.8    ? QStringLiteral("**met**")
                                       : QStringLiteral("**missed**"),
                     QString::number(mappedGeia, 'f', 1), QString::number(ownGeia, 'f', 1),
                     QString::number(100.0 * share, 'f', 0));
    return text;
}

} // namespace unembed::demo
