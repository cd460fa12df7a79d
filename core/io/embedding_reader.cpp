#include "embedding_reader.h"

#include "chroma_store.h"
#include "delimited_embeddings.h"
#include "error.h"
#include "faiss_index_embeddings.h"
#include "jsonl_embeddings.h"
#include "npy.h"
#include "npz.h"
#include "pg_dump_embeddings.h"
#include "reader_limits.h"
#include "regular_file.h"
#include "safetensors.h"
#include "sidecar_texts.h"
#include "sqlite_table_embeddings.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace unembed {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("EmbeddingReader", text);
}

const EmbeddingReader* readerFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    QStringList known;
    for (const auto& reader : embeddingReaders()) {
        if (reader->suffixes().contains(suffix)) return reader.get();
        for (const QString& candidate : reader->suffixes())
            known << QLatin1Char('.') + candidate;
    }
    throw InputError({path,
                      {},
                      {},
                      tr("one of %1").arg(known.join(QStringLiteral(", "))),
                      suffix.isEmpty() ? tr("no suffix") : QLatin1Char('.') + suffix},
                     tr("unknown embedding file format"));
}

void requireShape(const EmbeddingSet& set) {
    const FloatMatrix& vectors = set.vectors;
    if (vectors.rows() == 0)
        throw InputError({set.sourcePath, {}, {}, tr("at least one row"), tr("0 rows")},
                         tr("the file holds no embeddings"));
    if (vectors.dim() == 0)
        throw InputError({set.sourcePath, {}, {}, tr("at least one value per row"), tr("0 values")},
                         tr("the embeddings have no values"));
    requireDimension(set.sourcePath, vectors.dim());
    requireRowTotal(set.sourcePath, vectors.rows());
}

// Texts and ids within the length a dataset keeps (the text formats' row cap bounded them while
// reading; a memory-mapped or database source is checked here).
void requireTextLengths(const EmbeddingSet& set) {
    for (const auto& [list, field] :
         {std::pair{&set.texts, QStringLiteral("text")}, std::pair{&set.ids, QStringLiteral("id")}})
        for (qsizetype r = 0; r < list->size(); ++r)
            requireTextLength(set.sourcePath, list->at(r), r + 1, field);
}

QString describeNonFinite(float value) {
    if (std::isnan(value)) return QStringLiteral("NaN");
    return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
}

void requireFinite(const EmbeddingSet& set) {
    const FloatMatrix& vectors = set.vectors;
    constexpr qint64 kReleaseEvery = 4096;
    for (qint64 r = 0; r < vectors.rows(); ++r) {
        if (r % kReleaseEvery == 0 && r > 0) vectors.releaseRows(r - kReleaseEvery, kReleaseEvery);
        const float* row = vectors.row(r);
        for (qint64 c = 0; c < vectors.dim(); ++c)
            if (!std::isfinite(row[c]))
                throw InputError({set.sourcePath, r + 1, QStringLiteral("column %1").arg(c + 1),
                                  tr("a finite number"), describeNonFinite(row[c])},
                                 tr("the embedding holds a value that is not finite"));
    }
}

// Texts or ids a reader found must cover every row; a reader that breaks this has a bug, but the
// user still deserves a message rather than a crash further on.
void requireRowCount(const EmbeddingSet& set, const QStringList& list, const QString& what) {
    if (!list.isEmpty() && list.size() != set.vectors.rows())
        throw InputError({set.sourcePath,
                          {},
                          what,
                          tr("%1 (one per row)").arg(set.vectors.rows()),
                          QString::number(list.size())},
                         tr("the number of %1 does not match the rows").arg(what));
}

template <typename Kind> const EmbeddingReader* registeredReader() {
    for (const auto& candidate : embeddingReaders())
        if (dynamic_cast<const Kind*>(candidate.get())) return candidate.get();
    return nullptr;
}

} // namespace

const std::vector<std::unique_ptr<EmbeddingReader>>& embeddingReaders() {
    static const std::vector<std::unique_ptr<EmbeddingReader>> readers = [] {
        std::vector<std::unique_ptr<EmbeddingReader>> list;
        list.push_back(std::make_unique<NpyReader>());
        list.push_back(std::make_unique<NpzReader>());
        list.push_back(std::make_unique<SafetensorsReader>());
        list.push_back(std::make_unique<JsonlEmbeddingReader>());
        list.push_back(
            std::make_unique<DelimitedEmbeddingReader>(DelimitedEmbeddingReader::Dialect::Csv));
        list.push_back(
            std::make_unique<DelimitedEmbeddingReader>(DelimitedEmbeddingReader::Dialect::Tsv));
        // Vector stores.
        list.push_back(std::make_unique<FaissIndexReader>());
        list.push_back(std::make_unique<PgDumpEmbeddingReader>());
        list.push_back(std::make_unique<SqliteTableReader>());
        list.push_back(std::make_unique<ChromaStoreReader>());
        return list;
    }();
    return readers;
}

QStringList embeddingFilePatterns() {
    QStringList patterns;
    for (const auto& reader : embeddingReaders())
        for (const QString& suffix : reader->suffixes())
            patterns << QStringLiteral("*.") + suffix;
    return patterns;
}

EmbeddingSet readEmbeddings(const QString& path, const ReadOptions& options) {
    if (!QFileInfo::exists(path))
        throw InputError({path, {}, {}, {}, {}}, tr("the file does not exist"));
    // A table named means an SQLite database, whatever its file is called; a Chroma folder is
    // read through its database.
    const QString chroma = options.table.isEmpty() ? chromaDatabaseOf(path) : QString();
    const QString file = chroma.isEmpty() ? path : chroma;
    const EmbeddingReader* reader = !chroma.isEmpty() ? registeredReader<ChromaStoreReader>()
                                    : options.table.isEmpty()
                                        ? readerFor(path)
                                        : registeredReader<SqliteTableReader>();
    // Every reader opens the file by its path (libzip, SQLite, FAISS too): refuse FIFOs and
    // devices first.
    requireRegularFile(file, tr("a file"));
    if (QFileInfo(file).size() == 0)
        throw InputError({file, {}, {}, {}, {}}, tr("the file is empty"));

    EmbeddingSet set = reader->read(file, options);
    set.sourcePath = file;
    requireShape(set);
    requireFinite(set);
    requireRowCount(set, set.texts, QStringLiteral("texts"));
    requireRowCount(set, set.ids, QStringLiteral("ids"));
    requireRowCount(set, set.metadata, QStringLiteral("metadata"));
    requireTextLengths(set);

    if (!options.textsPath.isEmpty()) {
        const QStringList texts = readSidecarTexts(options.textsPath);
        requireTextLines(options.textsPath, texts.size(), set.vectors.rows());
        set.texts = texts;
    }
    return set;
}

void requireTextLines(const QString& textsPath, qint64 lines, qint64 rows) {
    if (lines != rows)
        throw InputError({textsPath,
                          {},
                          {},
                          tr("%1 rows (as in the embedding file)").arg(rows),
                          QString::number(lines)},
                         tr("the texts file has a different number of lines than the "
                            "embedding file has rows"));
}

} // namespace unembed
