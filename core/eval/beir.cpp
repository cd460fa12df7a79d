#include "beir.h"

#include "error.h"
#include "io/file_write.h"
#include "io/regular_file.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace unembed {

namespace {

// Reads {"_id", "text"[, "title"]} records into ids and texts.
void readRecords(const QString& path, QStringList& ids, QStringList& texts) {
    requireRegularFile(path, QStringLiteral("a BEIR JSONL file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot read the file: %1").arg(file.errorString()));
    qint64 line = 0;
    QSet<QString> seen;
    while (!file.atEnd()) {
        ++line;
        const QByteArray bytes = file.readLine().trimmed();
        if (bytes.isEmpty()) continue;
        QJsonParseError error;
        const QJsonObject record = QJsonDocument::fromJson(bytes, &error).object();
        if (error.error != QJsonParseError::NoError)
            throw InputError({path, line, {}, QStringLiteral("a JSON object"), {}},
                             QStringLiteral("not valid JSON: %1").arg(error.errorString()));
        const QJsonValue id = record.value(QStringLiteral("_id"));
        if (!id.isString() && !id.isDouble())
            throw InputError({path, line, QStringLiteral("_id"), QStringLiteral("a string"), {}},
                             QStringLiteral("the record has no id"));
        const QString key = id.isString() ? id.toString() : QString::number(id.toInteger());
        if (seen.contains(key))
            throw InputError({path, line, QStringLiteral("_id"), QStringLiteral("a new id"), key},
                             QStringLiteral("the id is used twice"));
        seen.insert(key);
        const QString title = record.value(QStringLiteral("title")).toString().trimmed();
        const QString text = record.value(QStringLiteral("text")).toString().trimmed();
        ids << key;
        texts << (title.isEmpty() ? text : text.isEmpty() ? title : title + u' ' + text);
    }
}

QByteArray jsonLines(const QStringList& ids, const QStringList& texts, bool withTitle) {
    QByteArray bytes;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        QJsonObject record{{QStringLiteral("_id"), ids[i]}, {QStringLiteral("text"), texts[i]}};
        if (withTitle) record.insert(QStringLiteral("title"), QString());
        bytes += QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n';
    }
    return bytes;
}

} // namespace

BeirSet readBeir(const QString& folder, const QString& split) {
    const QDir dir(folder);
    BeirSet set;
    readRecords(dir.filePath(QStringLiteral("corpus.jsonl")), set.docIds, set.docTexts);
    readRecords(dir.filePath(QStringLiteral("queries.jsonl")), set.queryIds, set.queryTexts);
    const QSet<QString> docs(set.docIds.begin(), set.docIds.end());
    const QSet<QString> queries(set.queryIds.begin(), set.queryIds.end());
    const QString qrelsPath = dir.filePath(QStringLiteral("qrels/%1.tsv").arg(split));
    requireRegularFile(qrelsPath, QStringLiteral("a BEIR qrels file"));
    QFile file(qrelsPath);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw InputError({qrelsPath, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot read the file: %1").arg(file.errorString()));
    qint64 line = 0;
    while (!file.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (text.isEmpty() || (line == 1 && text.startsWith(QStringLiteral("query-id")))) continue;
        const QStringList cells = text.split(QLatin1Char('\t'));
        bool ok = false;
        const int relevance = cells.value(2).toInt(&ok);
        if (cells.size() != 3 || !ok)
            throw InputError(
                {qrelsPath, line, {}, QStringLiteral("query-id, corpus-id, score"), text},
                QStringLiteral("not a judgement"));
        if (!queries.contains(cells[0]))
            throw InputError({qrelsPath, line, QStringLiteral("query-id"),
                              QStringLiteral("an id of queries.jsonl"), cells[0]},
                             QStringLiteral("unknown query"));
        if (!docs.contains(cells[1]))
            throw InputError({qrelsPath, line, QStringLiteral("corpus-id"),
                              QStringLiteral("an id of corpus.jsonl"), cells[1]},
                             QStringLiteral("unknown document"));
        set.qrels[cells[0]][cells[1]] = relevance;
    }
    return set;
}

void writeBeir(const BeirSet& set, const QString& folder, const QString& split) {
    const QDir dir(folder);
    if (!dir.mkpath(QStringLiteral("qrels")))
        throw InputError({folder, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the folder"));
    writeFileAtomically(dir.filePath(QStringLiteral("corpus.jsonl")),
                        jsonLines(set.docIds, set.docTexts, true));
    writeFileAtomically(dir.filePath(QStringLiteral("queries.jsonl")),
                        jsonLines(set.queryIds, set.queryTexts, false));
    QByteArray qrels = "query-id\tcorpus-id\tscore\n";
    for (const QString& query : set.queryIds) {
        const QHash<QString, int> judged = set.qrels.value(query);
        QStringList docs = judged.keys();
        docs.sort();
        for (const QString& doc : docs)
            qrels +=
                (query + u'\t' + doc + u'\t' + QString::number(judged.value(doc))).toUtf8() + '\n';
    }
    writeFileAtomically(dir.filePath(QStringLiteral("qrels/%1.tsv").arg(split)), qrels);
}

} // namespace unembed
