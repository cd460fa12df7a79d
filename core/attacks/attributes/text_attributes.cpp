#include "text_attributes.h"

#include <QRegularExpression>
#include <QSet>

namespace unembed {

QString attributeName(const QString& spanKind) {
    static const QHash<QString, QString> names{
        {QStringLiteral("given-name"), QStringLiteral("mentions a given name")},
        {QStringLiteral("proper-noun"), QStringLiteral("mentions another proper noun")},
        {QStringLiteral("email"), QStringLiteral("mentions an e-mail address")},
        {QStringLiteral("phone"), QStringLiteral("mentions a phone number")},
        {QStringLiteral("address"), QStringLiteral("mentions a street address")},
        {QStringLiteral("date"), QStringLiteral("mentions a date")},
        {QStringLiteral("time"), QStringLiteral("mentions a time")},
        {QStringLiteral("year"), QStringLiteral("mentions a year")},
        {QStringLiteral("number"), QStringLiteral("mentions a number")},
        {QStringLiteral("term"), QStringLiteral("mentions a listed term")},
        {QStringLiteral("name"), QStringLiteral("mentions a listed name")}};
    return names.value(spanKind, spanKind);
}

AttributeLabels labelTexts(const QStringList& texts,
                           const std::vector<const TermDetector*>& detectors,
                           const QStringList& keywords) {
    // Each text's span kinds.
    std::vector<QSet<QString>> kinds(size_t(texts.size()));
    QSet<QString> found;
    for (qsizetype i = 0; i < texts.size(); ++i)
        for (const SensitiveSpan& span : detectSensitiveTerms(detectors, texts[i])) {
            kinds[size_t(i)].insert(span.kind);
            found.insert(span.kind);
        }
    QStringList ordered(found.begin(), found.end());
    ordered.sort();
    AttributeLabels result;
    for (const QString& kind : ordered) {
        result.attributes.push_back({attributeName(kind), QStringLiteral("detector"), kind});
        std::vector<uint8_t> labels(size_t(texts.size()));
        for (size_t i = 0; i < labels.size(); ++i)
            labels[i] = kinds[i].contains(kind) ? 1 : 0;
        result.labels.push_back(std::move(labels));
    }
    for (const QString& keyword : keywords) {
        const QRegularExpression pattern = wholeWordPattern(keyword);
        result.attributes.push_back(
            {QStringLiteral("mentions '%1'").arg(keyword), QStringLiteral("keyword"), keyword});
        std::vector<uint8_t> labels(size_t(texts.size()));
        for (size_t i = 0; i < labels.size(); ++i)
            labels[i] = pattern.match(texts[int(i)]).hasMatch() ? 1 : 0;
        result.labels.push_back(std::move(labels));
    }
    return result;
}

} // namespace unembed
