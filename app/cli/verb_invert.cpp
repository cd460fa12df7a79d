#include "attacks/bag_of_words_run.h"
#include "attacks/vec2text/vec2text_run.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>
#include <QMap>

namespace unembed::cli {

namespace {

// MLC and MSP: the predicted tokens of each vector, most probable first (MLC) or in step order.
int invertBagOfWords(VerbOptions& options, BagOfWordsAttack attack, int batchSize, int limit) {
    QCommandLineParser& p = options.parser();
    const auto model = options.required(QStringLiteral("model"));
    const auto casePath = options.required(QStringLiteral("case"));
    const auto dataset = options.required(QStringLiteral("dataset"));
    if (!model || !casePath || !dataset) return 2;
    BagOfWordsRunRequest request;
    request.attack = attack;
    request.modelFolder = *model;
    request.datasetId = dataset->toLongLong();
    request.limit = limit;
    request.batchSize = batchSize;
    if (p.isSet(QStringLiteral("threshold"))) {
        bool ok = false;
        request.threshold = p.value(QStringLiteral("threshold")).toDouble(&ok);
        if (!ok || *request.threshold <= 0 || *request.threshold >= 1) {
            std::fprintf(stderr, "unembed-cli invert: --threshold must be between 0 and 1\n");
            return 2;
        }
    }
    const bool json = options.output().json;
    QJsonArray samples;
    try {
        CaseFile caseFile(*casePath);
        const BagOfWordsRunResult result = runBagOfWords(
            caseFile, request, &interruptToken(),
            [&](const BagOfWordsPrediction& prediction) {
                QJsonArray tokens;
                QStringList pieces;
                for (const PredictedToken& token : prediction.tokens) {
                    tokens.append(QJsonArray{qint64(token.id), token.piece, token.score});
                    pieces << token.piece;
                }
                samples.append(QJsonObject{{QStringLiteral("row"), qint64(prediction.row)},
                                           {QStringLiteral("text"), prediction.text},
                                           {QStringLiteral("tokens"), tokens}});
                if (!json)
                    std::printf("row %lld  %s\n", (long long)prediction.row,
                                qPrintable(pieces.join(QLatin1Char(' '))));
            },
            stderrProgress());
        QJsonObject printed{{QStringLiteral("run_id"), result.runId},
                            {QStringLiteral("samples"), samples}};
        if (result.threshold) printed.insert(QStringLiteral("threshold"), *result.threshold);
        options.output().result(
            printed,
            QStringLiteral("run %1: %2 vectors inverted").arg(result.runId).arg(result.samples));
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(
            QStringLiteral("cancelled; the vectors finished so far are kept in the case"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace

int runInvert(const QStringList& args) {
    VerbOptions options(QStringLiteral("invert"),
                        QStringLiteral("Invert the vectors of a dataset in a case and store the "
                                       "run. Vec2Text: hypothesis 0 from the base inverter, then "
                                       "correction steps re-embedding each hypothesis with the "
                                       "victim; every round is printed and stored. MLC and MSP: "
                                       "the predicted tokens of every vector."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("attack"), QStringLiteral("Attack: vec2text, mlc or msp."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("model"), QStringLiteral("MLC or MSP attacker folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("threshold"),
                 QStringLiteral("MLC: predict tokens above this probability instead of the "
                                "folder's dev-sweep threshold."),
                 QStringLiteral("T")});
    p.addOption({QStringLiteral("inverter"), QStringLiteral("Vec2Text base inverter folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("corrector"), QStringLiteral("Vec2Text corrector folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("embedder"),
                 QStringLiteral("The victim: a sentence-transformers folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("case"), QStringLiteral("Case file."), QStringLiteral("CASE")});
    p.addOption({QStringLiteral("dataset"), QStringLiteral("Dataset id in the case."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("steps"), QStringLiteral("Correction steps (default 20)."),
                 QStringLiteral("N"), QStringLiteral("20")});
    p.addOption({QStringLiteral("sbeam"),
                 QStringLiteral("Sequence-level beam width (default 1: greedy)."),
                 QStringLiteral("B"), QStringLiteral("1")});
    p.addOption({QStringLiteral("limit"), QStringLiteral("Invert only the first N vectors."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("batch-size"),
                 QStringLiteral("Vectors corrected together (default 8)."), QStringLiteral("N"),
                 QStringLiteral("8")});
    if (auto exit = options.parse(args)) return *exit;
    const auto attack = options.required(QStringLiteral("attack"));
    if (!attack) return 2;
    if (const auto bagOfWords = bagOfWordsAttack(*attack)) {
        const auto limit = options.number(QStringLiteral("limit"), 0);
        const auto batch = options.number(QStringLiteral("batch-size"), 1);
        if (!limit || !batch) return 2;
        return invertBagOfWords(options, *bagOfWords, *batch, *limit);
    }
    if (*attack != QLatin1String("vec2text")) {
        std::fprintf(stderr,
                     "unembed-cli invert: unknown attack '%s' (available: vec2text, mlc, msp)\n",
                     qPrintable(*attack));
        return 2;
    }
    const auto inverter = options.required(QStringLiteral("inverter"));
    const auto corrector = options.required(QStringLiteral("corrector"));
    const auto embedder = options.required(QStringLiteral("embedder"));
    const auto casePath = options.required(QStringLiteral("case"));
    const auto dataset = options.required(QStringLiteral("dataset"));
    const auto steps = options.number(QStringLiteral("steps"), 0);
    const auto sbeam = options.number(QStringLiteral("sbeam"), 1);
    const auto limit = options.number(QStringLiteral("limit"), 0);
    const auto batch = options.number(QStringLiteral("batch-size"), 1);
    if (!inverter || !corrector || !embedder || !casePath || !dataset || !steps || !sbeam ||
        !limit || !batch)
        return 2;

    Vec2TextRunRequest request;
    request.inverterFolder = *inverter;
    request.correctorFolder = *corrector;
    request.embedderFolder = *embedder;
    request.datasetId = dataset->toLongLong();
    request.limit = *limit;
    request.correction.steps = *steps;
    request.correction.sequenceBeamWidth = *sbeam;
    request.correction.batchSize = *batch;

    const bool json = options.output().json;
    QMap<qint64, QJsonArray> rounds;
    QMap<qint64, QJsonObject> finals;
    try {
        CaseFile caseFile(*casePath);
        const Vec2TextRunResult result = runVec2Text(
            caseFile, request, &interruptToken(),
            [&](const CorrectionRound& r) {
                rounds[r.sample].append(QJsonObject{{QStringLiteral("round"), r.round},
                                                    {QStringLiteral("text"), r.text},
                                                    {QStringLiteral("cosine"), r.cosine}});
                finals[r.sample] = QJsonObject{{QStringLiteral("row"), qint64(r.sample)},
                                               {QStringLiteral("text"), r.text},
                                               {QStringLiteral("cosine"), r.cosine}};
                if (!json)
                    std::printf("row %lld  round %2d  cos %.6f  %s\n", (long long)r.sample, r.round,
                                r.cosine, qPrintable(r.text));
            },
            stderrProgress());
        QJsonArray samples;
        for (auto it = finals.begin(); it != finals.end(); ++it) {
            QJsonObject sample = it.value();
            sample.insert(QStringLiteral("rounds"), rounds.value(it.key()));
            samples.append(sample);
        }
        options.output().result(
            {{QStringLiteral("run_id"), result.runId}, {QStringLiteral("samples"), samples}},
            QStringLiteral("run %1: %2 vectors inverted").arg(result.runId).arg(result.samples));
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(
            QStringLiteral("cancelled; the rounds finished so far are kept in the case"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
