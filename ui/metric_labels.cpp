#include "metric_labels.h"

#include <QCoreApplication>

namespace unembed {

QString metricLabel(const QString& name) {
    static const struct {
        const char* name;
        const char* label;
    } labels[] = {
        {"token_precision", QT_TRANSLATE_NOOP("MetricLabel", "Token precision (%)")},
        {"token_recall", QT_TRANSLATE_NOOP("MetricLabel", "Token recall (%)")},
        {"token_f1", QT_TRANSLATE_NOOP("MetricLabel", "Token F1 (%)")},
        {"cosine", QT_TRANSLATE_NOOP("MetricLabel", "Cosine to the true text")},
        {"judge_cosine", QT_TRANSLATE_NOOP("MetricLabel", "Cosine under the judge")},
        {"bleu", QT_TRANSLATE_NOOP("MetricLabel", "BLEU")},
        {"sentence_bleu", QT_TRANSLATE_NOOP("MetricLabel", "Sentence BLEU")},
        {"rouge1", QT_TRANSLATE_NOOP("MetricLabel", "ROUGE-1")},
        {"rouge2", QT_TRANSLATE_NOOP("MetricLabel", "ROUGE-2")},
        {"rougeL", QT_TRANSLATE_NOOP("MetricLabel", "ROUGE-L")},
        {"tf1", QT_TRANSLATE_NOOP("MetricLabel", "Word F1 (%)")},
        {"exact_match", QT_TRANSLATE_NOOP("MetricLabel", "Exact match")},
        {"exact_match_geia", QT_TRANSLATE_NOOP("MetricLabel", "Exact match (GEIA)")},
        {"exact_match_loose", QT_TRANSLATE_NOOP("MetricLabel", "Exact match (loose)")},
        {"edit_distance", QT_TRANSLATE_NOOP("MetricLabel", "Edit distance (characters)")},
        {"nerr", QT_TRANSLATE_NOOP("MetricLabel", "Named entities recovered (%)")},
        {"perplexity", QT_TRANSLATE_NOOP("MetricLabel", "Perplexity under the judge LM")},
    };
    for (const auto& entry : labels)
        if (name == QLatin1String(entry.name))
            return QCoreApplication::translate("MetricLabel", entry.label);
    return name;
}

bool lowerIsBetter(const QString& name) {
    return name.startsWith(QLatin1String("edit_distance")) || name == QLatin1String("perplexity");
}

} // namespace unembed
