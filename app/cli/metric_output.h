// How the scoring verbs (score, eval, sweep) print figures: the registry's names with their
// units in text, name-to-value objects in JSON, and the definitions of the figures printed, so
// the output says what each number means.
#pragma once

#include "eval/metric_definitions.h"

#include <QJsonObject>

namespace unembed::cli {

// {"bleu": 41.2, ...}
QJsonObject metricsObject(const std::vector<MetricValue>& values);
// "bleu 41.20 %  edit_distance 3.00 characters ..." with a line break every few figures.
QString metricsText(const std::vector<MetricValue>& values, const QString& indent);
// {"bleu": {"definition": ..., "id": ..., "tokenization": ..., "unit": ...}, ...} for `values`.
QJsonObject definitionsObject(const std::vector<MetricValue>& values);

} // namespace unembed::cli
