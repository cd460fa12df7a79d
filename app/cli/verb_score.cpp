#include "error.h"
#include "eval/text_scores.h"
#include "io/text_pairs.h"
#include "metric_output.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>

namespace unembed::cli {

int runScore(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("score"),
        QStringLiteral("Score predictions against references with every text metric: each "
                       "pair's figures, then the whole set's. The token micro P/R/F1 needs an "
                       "attacker tokenizer and comes with `eval`."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("pairs"),
                 QStringLiteral("JSONL file: one {\"id\", \"reference\", \"prediction\"} per "
                                "line."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("terms"),
                 QStringLiteral("Sensitive-term list (one per line) for NERR, besides the "
                                "name gazetteer and the patterns."),
                 QStringLiteral("FILE")});
    if (auto exit = options.parse(args)) return *exit;
    const auto pairsPath = options.required(QStringLiteral("pairs"));
    if (!pairsPath) return 2;
    try {
        const std::vector<TextPair> pairs = readTextPairs(*pairsPath);
        const DetectorSet detectors(p.value(QStringLiteral("terms")));
        TextScores scores(detectors.detectors());
        QJsonArray pairResults;
        QStringList text;
        for (const TextPair& pair : pairs) {
            const std::vector<MetricValue> values = scores.add(pair.prediction, pair.reference);
            pairResults.append(QJsonObject{{QStringLiteral("id"), pair.id},
                                           {QStringLiteral("metrics"), metricsObject(values)}});
            text.append(QStringLiteral("pair %1\n%2")
                            .arg(pair.id, metricsText(values, QStringLiteral("  "))));
        }
        const std::vector<MetricValue> corpus = scores.corpus();
        text.append(QStringLiteral("all %1 pairs\n%2\ndetectors: %3")
                        .arg(pairs.size())
                        .arg(metricsText(corpus, QStringLiteral("  ")), scores.detectorLabel()));
        options.output().result({{QStringLiteral("pairs"), pairResults},
                                 {QStringLiteral("corpus"), metricsObject(corpus)},
                                 {QStringLiteral("detector"), scores.detectorLabel()},
                                 {QStringLiteral("definitions"), definitionsObject(corpus)}},
                                text.join(QLatin1Char('\n')));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
