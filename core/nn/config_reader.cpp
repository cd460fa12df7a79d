#include "config_reader.h"

#include "error.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace unembed {

int ConfigReader::integer(const char* key, int fallback, int minimum) const {
    const QJsonValue value = json_.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) return fallback;
    const double number = value.toDouble(-1.0);
    if (!value.isDouble() || number != double(qint64(number)) || number < minimum || number > 1e9)
        throw InputError({file_, std::nullopt, QLatin1String(key),
                          minimum > 0 ? QStringLiteral("a positive integer")
                                      : QStringLiteral("a non-negative integer"),
                          describe(value)},
                         problem_);
    return int(number);
}

double ConfigReader::positive(const char* key, double fallback) const {
    const QJsonValue value = json_.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) return fallback;
    if (!value.isDouble() || !(value.toDouble() > 0.0))
        throw InputError({file_, std::nullopt, QLatin1String(key),
                          QStringLiteral("a positive number"), describe(value)},
                         problem_);
    return value.toDouble();
}

double ConfigReader::probability(const char* key, double fallback) const {
    const QJsonValue value = json_.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) return fallback;
    if (!value.isDouble() || !(value.toDouble() >= 0.0 && value.toDouble() < 1.0))
        throw InputError({file_, std::nullopt, QLatin1String(key),
                          QStringLiteral("a number in [0, 1)"), describe(value)},
                         problem_);
    return value.toDouble();
}

bool ConfigReader::boolean(const char* key, bool fallback) const {
    const QJsonValue value = json_.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) return fallback;
    if (!value.isBool())
        throw InputError({file_, std::nullopt, QLatin1String(key), QStringLiteral("true or false"),
                          describe(value)},
                         problem_);
    return value.toBool();
}

QString ConfigReader::string(const char* key, const QString& fallback) const {
    const QJsonValue value = json_.value(QLatin1String(key));
    if (value.isUndefined() || value.isNull()) return fallback;
    if (!value.isString())
        throw InputError(
            {file_, std::nullopt, QLatin1String(key), QStringLiteral("a string"), describe(value)},
            problem_);
    return value.toString();
}

void ConfigReader::requireIdsInVocabulary(std::initializer_list<int> ids, int vocabSize) const {
    for (int id : ids)
        if (id >= vocabSize)
            throw InputError({file_, std::nullopt, QStringLiteral("vocab_size"),
                              QStringLiteral("more than every special token id (%1)").arg(id),
                              QString::number(vocabSize)},
                             QStringLiteral("special token id outside the vocabulary"));
}

QJsonObject ConfigReader::unknownKeys(std::initializer_list<const char*> known) const {
    QJsonObject extra;
    for (auto it = json_.begin(); it != json_.end(); ++it)
        if (std::none_of(known.begin(), known.end(),
                         [&](const char* key) { return it.key() == QLatin1String(key); }))
            extra.insert(it.key(), it.value());
    return extra;
}

QString ConfigReader::describe(const QJsonValue& value) {
    if (value.isString()) return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

} // namespace unembed
