#include "text_pairs.h"

#include "error.h"
#include "regular_file.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

std::vector<TextPair> readTextPairs(const QString& path) {
    requireRegularFile(path, QStringLiteral("a JSONL file of pairs"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(
            {path, std::nullopt, {}, QStringLiteral("a readable JSONL file"), file.errorString()},
            QStringLiteral("cannot read the pairs"));
    std::vector<TextPair> pairs;
    qint64 line = 0;
    while (!file.atEnd()) {
        ++line;
        const QByteArray bytes = file.readLine().trimmed();
        if (bytes.isEmpty()) continue;
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            throw InputError({path,
                              line,
                              {},
                              QStringLiteral("a JSON object"),
                              doc.isNull() ? error.errorString() : QStringLiteral("not an object")},
                             QStringLiteral("bad line"));
        const QJsonObject object = doc.object();
        TextPair pair;
        const QJsonValue id = object.value(QStringLiteral("id"));
        if (id.isString())
            pair.id = id.toString();
        else if (id.isDouble())
            pair.id = QString::number(id.toDouble(), 'g', 17);
        else
            throw InputError(
                {path, line, QStringLiteral("id"), QStringLiteral("a string or number"),
                 id.isUndefined() ? QStringLiteral("missing") : QStringLiteral("another type")},
                QStringLiteral("bad line"));
        for (const auto& [field, target] :
             {std::pair{QStringLiteral("reference"), &pair.reference},
              std::pair{QStringLiteral("prediction"), &pair.prediction}}) {
            const QJsonValue value = object.value(field);
            if (!value.isString())
                throw InputError({path, line, field, QStringLiteral("a string"),
                                  value.isUndefined() ? QStringLiteral("missing")
                                                      : QStringLiteral("another type")},
                                 QStringLiteral("bad line"));
            *target = value.toString();
        }
        pairs.push_back(pair);
    }
    if (pairs.empty())
        throw InputError(
            {path, std::nullopt, {}, QStringLiteral("at least one pair"), QStringLiteral("none")},
            QStringLiteral("no pairs to score"));
    return pairs;
}

} // namespace unembed
