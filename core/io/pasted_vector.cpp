#include "pasted_vector.h"

#include "error.h"
#include "half_float.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace unembed {

namespace {

struct PastedVector {
    Q_DECLARE_TR_FUNCTIONS(PastedVector)
};

[[noreturn]] void refuse(const QString& expected, const QString& found, const QString& problem) {
    throw InputError({{}, std::nullopt, QStringLiteral("vector"), expected, found}, problem);
}

} // namespace

std::vector<float> parsePastedVector(const QString& text, qint64 dimension) {
    const QString pasted = text.trimmed();
    // Python's json module writes what JSON has no word for; Qt's parser only says "illegal value".
    static const QRegularExpression notFinite(QStringLiteral("\\b(NaN|-?Infinity|nan|-?inf)\\b"));
    const QRegularExpressionMatch word = notFinite.match(pasted);
    if (word.hasMatch())
        refuse(PastedVector::tr("finite numbers"), word.captured(1),
               PastedVector::tr("the vector holds %1, which is not a finite number")
                   .arg(word.captured(1)));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(pasted.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        refuse(
            PastedVector::tr("a JSON array of numbers, e.g. [0.012, -0.034, 0.101]"),
            PastedVector::tr("%1 at character %2").arg(error.errorString()).arg(error.offset + 1),
            PastedVector::tr("the pasted text is not JSON"));
    if (!document.isArray())
        refuse(PastedVector::tr("a JSON array of numbers"), PastedVector::tr("a JSON object"),
               PastedVector::tr("the pasted JSON is not an array"));
    const QJsonArray numbers = document.array();
    if (numbers.isEmpty())
        refuse(PastedVector::tr("at least one number"), PastedVector::tr("[]"),
               PastedVector::tr("the vector is empty"));
    std::vector<float> values;
    values.reserve(size_t(numbers.size()));
    for (qsizetype i = 0; i < numbers.size(); ++i) {
        const QJsonValue number = numbers.at(i);
        const QString found =
            QString::fromUtf8(QJsonDocument(QJsonArray{number}).toJson(QJsonDocument::Compact))
                .mid(1)
                .chopped(1)
                .left(40);
        if (number.isArray())
            refuse(PastedVector::tr("a number"), found,
                   PastedVector::tr(
                       "element %1 is an array: paste one vector, a flat array of numbers")
                       .arg(i + 1));
        if (!number.isDouble())
            refuse(PastedVector::tr("a number"), found,
                   PastedVector::tr("element %1 is not a number").arg(i + 1));
        const float value = doubleToFloat(number.toDouble());
        if (!std::isfinite(value))
            refuse(PastedVector::tr("a finite 32-bit number"), found,
                   PastedVector::tr("element %1 is beyond the range of a 32-bit float").arg(i + 1));
        values.push_back(value);
    }
    if (dimension > 0 && qint64(values.size()) != dimension)
        refuse(PastedVector::tr("%1 numbers (the victim's dimension)").arg(dimension),
               PastedVector::tr("%1 numbers").arg(values.size()),
               PastedVector::tr("the vector has %1 numbers; the victim's vectors have %2")
                   .arg(values.size())
                   .arg(dimension));
    return values;
}

} // namespace unembed
