// Retrieval sets in the BEIR layout: corpus.jsonl ({"_id", "title", "text"} per line),
// queries.jsonl ({"_id", "text"}) and qrels/<split>.tsv (header, then query-id, corpus-id,
// score). Torch-free.
#pragma once

#include <QHash>
#include <QStringList>

namespace unembed {

// Graded relevance judgements: query id -> (document id -> relevance).
using Qrels = QHash<QString, QHash<QString, int>>;

struct BeirSet {
    QStringList docIds;
    QStringList docTexts; // the title and the text, joined by a space when both are present
    QStringList queryIds;
    QStringList queryTexts;
    Qrels qrels;
};

// Throws InputError naming the file and line of a malformed record, a judgement of an unknown
// query or document, or a missing file.
BeirSet readBeir(const QString& folder, const QString& split = QStringLiteral("test"));
// Writes the three files (atomically each), creating the folder.
void writeBeir(const BeirSet& set, const QString& folder,
               const QString& split = QStringLiteral("test"));

} // namespace unembed
