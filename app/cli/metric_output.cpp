#include "metric_output.h"

namespace unembed::cli {

QJsonObject metricsObject(const std::vector<MetricValue>& values) {
    QJsonObject object;
    for (const MetricValue& value : values)
        object.insert(value.name, value.value);
    return object;
}

QString metricsText(const std::vector<MetricValue>& values, const QString& indent) {
    QStringList lines;
    QStringList line;
    for (const MetricValue& value : values) {
        const QString unit = metricDefinition(value.name).unit;
        const bool bare = unit == QLatin1String("cosine") || unit == QLatin1String("score");
        line.append(QStringLiteral("%1 %2%3")
                        .arg(value.name)
                        .arg(value.value, 0, 'f', bare ? 4 : 2)
                        .arg(unit == QLatin1String("%") ? QStringLiteral("%")
                             : bare || unit.isEmpty()   ? QString()
                                                        : QLatin1Char(' ') + unit));
        if (line.size() == 5) {
            lines.append(indent + line.join(QStringLiteral("  ")));
            line.clear();
        }
    }
    if (!line.isEmpty()) lines.append(indent + line.join(QStringLiteral("  ")));
    return lines.join(QLatin1Char('\n'));
}

QJsonObject definitionsObject(const std::vector<MetricValue>& values) {
    QJsonObject object;
    for (const MetricValue& value : values) {
        const MetricDefinition& d = metricDefinition(value.name);
        object.insert(d.name, QJsonObject{{QStringLiteral("id"), d.definitionId},
                                          {QStringLiteral("unit"), d.unit},
                                          {QStringLiteral("tokenization"), d.tokenization},
                                          {QStringLiteral("definition"), d.definition}});
    }
    return object;
}

} // namespace unembed::cli
