#include "jsonl_embeddings.h"

#include "error.h"
#include "half_float.h"
#include "mapped_file.h"
#include "reader_limits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace unembed {

namespace {

using Reader = JsonlEmbeddingReader;

QString describe(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return QStringLiteral("\"%1\"").arg(value.toString().left(40));
    case QJsonValue::Array:
        return Reader::tr("an array");
    case QJsonValue::Object:
        return Reader::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Reader::tr("nothing");
}

// A number id reads back the way it was written when it is a whole number.
QString idText(const QJsonValue& value) {
    const double number = value.toDouble();
    if (std::abs(number) < 9.0e15 && number == std::floor(number))
        return QString::number(qint64(number));
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
}

// One row: the values appended to `values`, and the optional strings of the line.
struct ParsedLine {
    qint64 valueCount = 0;
    QString text;
    QString id;
    QString metadata; // the object's other keys
    bool hasText = false;
    bool hasId = false;
};

ParsedLine parseLine(const QString& path, qint64 lineNumber, QByteArrayView line,
                     std::vector<float>& values) {
    const auto fail = [&](const QString& field, const QString& expected, const QString& found,
                          const QString& problem) {
        return InputError({path, lineNumber, field, expected, found}, problem);
    };
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromRawData(line.data(), line.size()), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw fail(
            {}, Reader::tr("a JSON object"),
            Reader::tr("%1 at column %2").arg(parseError.errorString()).arg(parseError.offset + 1),
            Reader::tr("invalid JSON on line %1").arg(lineNumber));
    if (!document.isObject())
        throw fail({}, Reader::tr("a JSON object"), Reader::tr("an array"),
                   Reader::tr("line %1 is not a JSON object").arg(lineNumber));
    const QJsonObject object = document.object();

    const QJsonValue embedding = object.value(u"embedding");
    if (!embedding.isArray())
        throw fail(QStringLiteral("embedding"), Reader::tr("an array of numbers"),
                   describe(embedding),
                   Reader::tr("line %1 has no \"embedding\" array").arg(lineNumber));
    const QJsonArray numbers = embedding.toArray();
    ParsedLine parsed;
    parsed.valueCount = numbers.size();
    for (qsizetype i = 0; i < numbers.size(); ++i) {
        const QJsonValue number = numbers.at(i);
        if (!number.isDouble())
            throw fail(QStringLiteral("embedding[%1]").arg(i), Reader::tr("a number"),
                       describe(number),
                       Reader::tr("element %1 of the embedding is not a number").arg(i));
        values.push_back(doubleToFloat(number.toDouble()));
    }

    // null counts as absent: it is how many exporters write a missing value.
    const QJsonValue text = object.value(u"text");
    if (text.isString()) {
        parsed.text = text.toString();
        parsed.hasText = true;
    } else if (!text.isUndefined() && !text.isNull()) {
        throw fail(QStringLiteral("text"), Reader::tr("a string"), describe(text),
                   Reader::tr("the text is not a string"));
    }
    const QJsonValue id = object.value(u"id");
    if (id.isString() || id.isDouble()) {
        parsed.id = id.isString() ? id.toString() : idText(id);
        parsed.hasId = true;
    } else if (!id.isUndefined() && !id.isNull()) {
        throw fail(QStringLiteral("id"), Reader::tr("a string or a number"), describe(id),
                   Reader::tr("the id is neither a string nor a number"));
    }
    QJsonObject rest = object;
    for (const char16_t* key : {u"embedding", u"text", u"id"})
        rest.remove(QStringView(key));
    parsed.metadata = metadataText(rest);
    return parsed;
}

} // namespace

EmbeddingSet JsonlEmbeddingReader::read(const QString& path, const ReadOptions&) const {
    const auto file = MappedFile::open(path);
    QByteArrayView rest = file->textBytes();
    QByteArrayView line;

    std::vector<float> values;
    QStringList texts;
    QStringList ids;
    QStringList metadata;
    bool anyText = false;
    bool anyMetadata = false;
    bool anyId = false;
    qint64 rows = 0;
    qint64 dim = 0;
    qint64 firstLine = 0;
    for (qint64 lineNumber = 1; takeLine(rest, line); ++lineNumber) {
        if (line.trimmed().isEmpty()) continue;
        requireRowSize(path, line.size(), lineNumber);

        const ParsedLine parsed = parseLine(path, lineNumber, line, values);
        if (rows == 0) {
            requireDimension(path, parsed.valueCount, lineNumber, QStringLiteral("embedding"));
            dim = parsed.valueCount;
            firstLine = lineNumber;
        } else if (parsed.valueCount != dim) {
            throw InputError(
                {path, lineNumber, QStringLiteral("embedding"),
                 tr("%1 values (as on line %2)").arg(dim).arg(firstLine),
                 QString::number(parsed.valueCount)},
                tr("the embedding has a different length than on line %1").arg(firstLine));
        }
        ++rows;
        texts << parsed.text;
        ids << parsed.id;
        metadata << parsed.metadata;
        anyMetadata = anyMetadata || !parsed.metadata.isEmpty();
        anyText = anyText || parsed.hasText;
        anyId = anyId || parsed.hasId;
    }

    EmbeddingSet set;
    set.sourcePath = path;
    set.vectors = FloatMatrix::owned(std::move(values), rows, dim);
    if (anyText) set.texts = texts;
    if (anyId) set.ids = ids;
    if (anyMetadata) set.metadata = metadata;
    return set;
}

} // namespace unembed
