#include "chroma_store.h"

#include "error.h"
#include "pickle_data.h"
#include "read_only_database.h"
#include "reader_limits.h"
#include "regular_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

namespace unembed {

namespace {

using Reader = ChromaStoreReader;

const QString kDatabaseName = QStringLiteral("chroma.sqlite3");
const QString kDocumentKey = QStringLiteral("chroma:document");

// The schema versions (highest migration of each directory) of the layouts this reader knows:
// Chroma 1.0 (sysdb 9, metadb 5) to 1.3 (sysdb 10, metadb 6), embeddings_queue 2 throughout.
bool knownLayout(const QMap<QString, int>& versions) {
    const int sysdb = versions.value(QStringLiteral("sysdb"));
    const int metadb = versions.value(QStringLiteral("metadb"));
    return (sysdb == 9 || sysdb == 10) && (metadb == 5 || metadb == 6) &&
           versions.value(QStringLiteral("embeddings_queue")) == 2;
}

QString layoutName(const QMap<QString, int>& versions) {
    QStringList parts;
    for (auto it = versions.begin(); it != versions.end(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
    return parts.join(QStringLiteral(", "));
}

struct Collection {
    QString id;
    QString name;
    QString space;
};

// One query that must succeed; its error names the database and what was read.
QSqlQuery run(const ReadOnlyDatabase& database, const QString& path, const QString& sql,
              const QVariantList& values = {}) {
    QSqlQuery query(database.db());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant& v : values)
        query.addBindValue(v);
    if (!query.exec())
        throw InputError(
            {path, std::nullopt, {}, Reader::tr("a Chroma database"), query.lastError().text()},
            Reader::tr("cannot read the Chroma database"));
    return query;
}

// The distance space of a collection: Chroma 1.3's schema, 1.0's configuration, or the older
// `hnsw:space` metadata; Chroma's default is l2.
QString spaceOf(const QJsonObject& schema, const QJsonObject& config, const QString& metadata) {
    const QString fromSchema = schema.value(QStringLiteral("keys"))
                                   .toObject()
                                   .value(QStringLiteral("#embedding"))
                                   .toObject()
                                   .value(QStringLiteral("float_list"))
                                   .toObject()
                                   .value(QStringLiteral("vector_index"))
                                   .toObject()
                                   .value(QStringLiteral("config"))
                                   .toObject()
                                   .value(QStringLiteral("space"))
                                   .toString();
    if (!fromSchema.isEmpty()) return fromSchema;
    const QJsonObject hnsw = config.value(QStringLiteral("vector_index"))
                                 .toObject()
                                 .value(QStringLiteral("hnsw"))
                                 .toObject();
    const QString fromConfig = hnsw.value(QStringLiteral("space")).toString();
    if (!fromConfig.isEmpty()) return fromConfig;
    return metadata.isEmpty() ? QStringLiteral("l2") : metadata;
}

QJsonObject jsonObject(const QVariant& text) {
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

std::vector<Collection> readCollections(const ReadOnlyDatabase& database, const QString& path,
                                        bool hasSchema) {
    std::vector<Collection> collections;
    QSqlQuery query = run(
        database, path,
        QStringLiteral("SELECT c.id, c.name, c.config_json_str, %1, "
                       "(SELECT str_value FROM collection_metadata m WHERE m.collection_id = c.id "
                       "AND m.key = 'hnsw:space') FROM collections c ORDER BY c.name")
            .arg(hasSchema ? QStringLiteral("c.schema_str") : QStringLiteral("NULL")));
    while (query.next())
        collections.push_back({query.value(0).toString(), query.value(1).toString(),
                               spaceOf(jsonObject(query.value(3)), jsonObject(query.value(2)),
                                       query.value(4).toString())});
    return collections;
}

Collection chooseCollection(const std::vector<Collection>& collections, const QString& path,
                            const QString& wanted) {
    QStringList names;
    for (const Collection& c : collections)
        names << c.name;
    std::vector<const Collection*> matches;
    for (const Collection& c : collections)
        if (wanted.isEmpty() || c.name == wanted || c.id == wanted) matches.push_back(&c);
    if (matches.size() == 1) return *matches.front();
    if (collections.empty())
        throw InputError({path, std::nullopt, {}, Reader::tr("a collection"), Reader::tr("none")},
                         Reader::tr("the Chroma store holds no collection"));
    if (wanted.isEmpty())
        throw InputError({path, std::nullopt, QStringLiteral("--array"),
                          names.join(QStringLiteral(", ")), Reader::tr("none named")},
                         Reader::tr("the Chroma store holds %1 collections: name the one to "
                                    "import")
                             .arg(collections.size()));
    if (matches.empty())
        throw InputError({path, std::nullopt, QStringLiteral("--array"),
                          names.join(QStringLiteral(", ")), wanted},
                         Reader::tr("the Chroma store has no collection %1").arg(wanted));
    throw InputError({path, std::nullopt, QStringLiteral("--array"), Reader::tr("one collection"),
                      Reader::tr("%1 collections named %2 (in different databases)")
                          .arg(matches.size())
                          .arg(wanted)},
                     Reader::tr("name the collection by its id instead"));
}

// The collections of a Chroma database, after checking that it is one, in a layout this reader
// knows.
std::vector<Collection> validCollections(const ReadOnlyDatabase& database, const QString& dbPath) {
    // Chroma's tables must be tables: a view (which Chroma never makes) could compute rows
    // without end.
    const QStringList tables = database.tables(false);
    for (const char* required : {"migrations", "collections", "segments", "embeddings",
                                 "embedding_metadata", "embeddings_queue", "max_seq_id"})
        if (!tables.contains(QLatin1String(required)))
            throw InputError({dbPath,
                              std::nullopt,
                              {},
                              Reader::tr("Chroma's table %1").arg(QLatin1String(required)),
                              tables.join(QStringLiteral(", "))},
                             Reader::tr("the database is not a Chroma store"));
    QMap<QString, int> versions;
    for (QSqlQuery q = run(database, dbPath,
                           QStringLiteral("SELECT dir, MAX(version) FROM migrations GROUP BY dir"));
         q.next();)
        versions.insert(q.value(0).toString(), q.value(1).toInt());
    if (!knownLayout(versions))
        throw InputError({dbPath, std::nullopt, Reader::tr("migrations"),
                          Reader::tr("Chroma 1.0 to 1.3 (sysdb 9-10, metadb 5-6, "
                                     "embeddings_queue 2)"),
                          layoutName(versions)},
                         Reader::tr("the Chroma store's layout is not one this version reads"));
    const bool hasSchema =
        database.db().record(QStringLiteral("collections")).contains(QStringLiteral("schema_str"));
    return readCollections(database, dbPath, hasSchema);
}

// Refuses the store when a cell of `columns` in `table` is past the row cap, before any is read.
void requireCellsWithinLimit(const ReadOnlyDatabase& database, const QString& path,
                             const QString& table, const QStringList& columns) {
    for (const QString& column : columns) {
        QSqlQuery q = run(database, path,
                          QStringLiteral("SELECT rowid, length(CAST(%1 AS BLOB)) FROM %2 WHERE "
                                         "length(CAST(%1 AS BLOB)) > ? LIMIT 1")
                              .arg(column, table),
                          {limits::kMaxRowBytes});
        if (q.next())
            requireRowSize(
                path, q.value(1).toLongLong(), std::nullopt,
                QStringLiteral("%1.%2 (rowid %3)").arg(table, column).arg(q.value(0).toLongLong()));
    }
}

std::vector<float> littleEndianFloats(const QByteArray& bytes) {
    std::vector<float> values(size_t(bytes.size() / 4));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = qFromLittleEndian<float>(bytes.constData() + 4 * i);
    return values;
}

// A segment file, after checking it is a regular file of at most `largest` bytes (a FIFO would
// block, a device or a link to one never end).
QByteArray readWhole(const QString& file, qint64 largest = std::numeric_limits<qint64>::max()) {
    requireRegularFile(file, Reader::tr("a Chroma segment file"));
    if (QFileInfo(file).size() > largest)
        throw InputError({file,
                          std::nullopt,
                          {},
                          Reader::tr("at most %1 bytes").arg(largest),
                          Reader::tr("%1 bytes").arg(QFileInfo(file).size())},
                         Reader::tr("the Chroma segment file is larger than its kind can be"));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError({file, std::nullopt, {}, Reader::tr("a readable file"), f.errorString()},
                         Reader::tr("cannot read the Chroma segment file"));
    return f.readAll();
}

// hnswlib's level-0 records as Chroma's fork persists them: header.bin (a format version, then
// hnswlib's own header fields), data_level0.bin (per element: links, the vector, the label) and,
// for a cosine index, length.bin (the length each vector had before it was made a unit vector).
std::map<quint64, std::vector<float>> readHnswVectors(const QString& folder, qint64 dim,
                                                      bool cosine) {
    const QString headerPath = QDir(folder).filePath(QStringLiteral("header.bin"));
    const QByteArray header = readWhole(headerPath, 100);
    const auto field = [&](int offset) {
        return qFromLittleEndian<quint64>(header.constData() + offset);
    };
    constexpr int kHeaderSize = 100;
    if (header.size() != kHeaderSize)
        throw InputError({headerPath,
                          std::nullopt,
                          {},
                          Reader::tr("%1 bytes").arg(kHeaderSize),
                          Reader::tr("%1 bytes").arg(header.size())},
                         Reader::tr("the HNSW header is not the one Chroma writes"));
    const qint32 version = qFromLittleEndian<qint32>(header.constData());
    if (version != 1)
        throw InputError({headerPath, std::nullopt, Reader::tr("format version"),
                          QStringLiteral("1"), QString::number(version)},
                         Reader::tr("the HNSW index has a format version this reader does not "
                                    "know"));
    const quint64 offsetLevel0 = field(4), count = field(20), recordSize = field(28),
                  labelOffset = field(36), dataOffset = field(44);
    // Every offset inside a record of sane size before any arithmetic on them: a damaged header
    // is refused, never followed out of the record.
    constexpr quint64 kLargestRecord = quint64(1) << 24;
    if (recordSize == 0 || recordSize > kLargestRecord || offsetLevel0 >= recordSize ||
        dataOffset >= recordSize || labelOffset >= recordSize || offsetLevel0 + 4 > dataOffset ||
        labelOffset + 8 > recordSize)
        throw InputError({headerPath,
                          std::nullopt,
                          {},
                          Reader::tr("links, vector and label inside each record"),
                          Reader::tr("record of %1 bytes, offsets %2, %3, %4")
                              .arg(recordSize)
                              .arg(offsetLevel0)
                              .arg(dataOffset)
                              .arg(labelOffset)},
                         Reader::tr("the HNSW header is damaged"));
    requireDimension(headerPath, dim);
    if (dim < 0 || dataOffset + quint64(dim) * 4 != labelOffset)
        throw InputError({headerPath,
                          std::nullopt,
                          {},
                          Reader::tr("records holding %1 float32 values").arg(dim),
                          Reader::tr("%1 bytes between the links and the label")
                              .arg(qint64(labelOffset) - qint64(dataOffset))},
                         Reader::tr("the HNSW index's vectors have another dimension than the "
                                    "collection"));
    const QString dataPath = QDir(folder).filePath(QStringLiteral("data_level0.bin"));
    const QByteArray data = readWhole(dataPath);
    if (quint64(data.size()) / recordSize < count)
        throw InputError({dataPath,
                          std::nullopt,
                          {},
                          Reader::tr("%1 records of %2 bytes").arg(count).arg(recordSize),
                          Reader::tr("%1 bytes").arg(data.size())},
                         Reader::tr("the HNSW data file is truncated"));
    QByteArray lengths;
    const QString lengthPath = QDir(folder).filePath(QStringLiteral("length.bin"));
    if (cosine) {
        lengths = readWhole(lengthPath);
        if (quint64(lengths.size()) / 4 < count)
            throw InputError({lengthPath,
                              std::nullopt,
                              {},
                              Reader::tr("%1 lengths").arg(count),
                              Reader::tr("%1 bytes").arg(lengths.size())},
                             Reader::tr("the HNSW length file is truncated"));
    }
    std::map<quint64, std::vector<float>> byLabel;
    constexpr unsigned char kDeleteMark = 0x01;
    for (quint64 i = 0; i < count; ++i) {
        const char* record = data.constData() + i * recordSize;
        if (static_cast<unsigned char>(record[offsetLevel0 + 2]) & kDeleteMark) continue;
        std::vector<float> vector =
            littleEndianFloats(QByteArray::fromRawData(record + dataOffset, qsizetype(dim) * 4));
        if (cosine) {
            const float length = qFromLittleEndian<float>(lengths.constData() + 4 * i);
            for (float& v : vector)
                v *= length;
        }
        byLabel[qFromLittleEndian<quint64>(record + labelOffset)] = std::move(vector);
    }
    return byLabel;
}

struct Row {
    // Chroma's order: the metadata segment's rows first (by their row id), then the adds still
    // queued (by their sequence number).
    std::pair<bool, qint64> order{false, 0};
    std::optional<QString> document;
    QJsonObject metadata;
};

struct QueuedWrite {
    qint64 seq = 0;
    int operation = 0; // Chroma's Operation: 0 add, 1 update, 2 upsert, 3 delete
    QString id;
    std::optional<std::vector<float>> vector;
    std::optional<std::optional<QString>> document; // set when the write names the document
    QJsonObject metadata;                           // the keys it sets; null removes a key
};

std::vector<QueuedWrite> readQueue(const ReadOnlyDatabase& database, const QString& path,
                                   const QString& collectionId, qint64 after) {
    std::vector<QueuedWrite> writes;
    QSqlQuery query =
        run(database, path,
            QStringLiteral("SELECT seq_id, operation, id, vector, encoding, metadata FROM "
                           "embeddings_queue WHERE substr(topic, -length(?)) = ? AND seq_id > ? "
                           "ORDER BY seq_id"),
            {QStringLiteral("/") + collectionId, QStringLiteral("/") + collectionId, after});
    while (query.next()) {
        QueuedWrite w;
        w.seq = query.value(0).toLongLong();
        w.operation = query.value(1).toInt();
        w.id = query.value(2).toString();
        const QString where = QStringLiteral("embeddings_queue seq_id %1").arg(w.seq);
        if (w.operation < 0 || w.operation > 3)
            throw InputError({path, std::nullopt, where, Reader::tr("an operation 0 to 3"),
                              QString::number(w.operation)},
                             Reader::tr("the queued write has an unknown operation"));
        if (!query.value(3).isNull()) {
            const QString encoding = query.value(4).toString();
            const QByteArray bytes = query.value(3).toByteArray();
            if (encoding != QStringLiteral("FLOAT32") || bytes.size() % 4)
                throw InputError({path, std::nullopt, where, Reader::tr("a FLOAT32 vector"),
                                  Reader::tr("%1, %2 bytes").arg(encoding).arg(bytes.size())},
                                 Reader::tr("the queued vector's encoding is not read"));
            w.vector = littleEndianFloats(bytes);
        }
        w.metadata = jsonObject(query.value(5));
        if (w.metadata.contains(kDocumentKey)) {
            const QJsonValue doc = w.metadata.take(kDocumentKey);
            w.document = doc.isString() ? std::optional<QString>(doc.toString()) : std::nullopt;
        }
        writes.push_back(std::move(w));
    }
    return writes;
}

qint64 maxSeqId(const ReadOnlyDatabase& database, const QString& path, const QString& segment) {
    QSqlQuery query =
        run(database, path, QStringLiteral("SELECT seq_id FROM max_seq_id WHERE segment_id = ?"),
            {segment});
    return query.next() ? query.value(0).toLongLong() : 0;
}

// One typed value of a metadata row (string_value, int_value, float_value, bool_value from
// `first` on), as JSON.
QJsonValue metadataValue(const QSqlQuery& q, int first) {
    if (!q.value(first).isNull()) return q.value(first).toString();
    if (!q.value(first + 1).isNull()) return q.value(first + 1).toLongLong();
    if (!q.value(first + 2).isNull()) return q.value(first + 2).toDouble();
    if (!q.value(first + 3).isNull()) return q.value(first + 3).toBool();
    return QJsonValue::Null;
}

void merge(QJsonObject& into, const QJsonObject& changes) {
    for (auto it = changes.begin(); it != changes.end(); ++it)
        if (it->isNull())
            into.remove(it.key());
        else
            into.insert(it.key(), *it);
}

// The metadata segment: ids in Chroma's order with their documents and metadata (scalars, and
// Chroma 1.3's arrays), then the writes it has not flushed.
std::map<QString, Row> readMetadataSegment(const ReadOnlyDatabase& database, const QString& dbPath,
                                           const QString& collectionId, const QString& segment,
                                           const QStringList& tables) {
    std::map<QString, Row> rows;
    requireCellsWithinLimit(database, dbPath, QStringLiteral("embeddings"),
                            {QStringLiteral("embedding_id")});
    for (const QString& table :
         {QStringLiteral("embedding_metadata"), QStringLiteral("embedding_metadata_array")})
        if (tables.contains(table))
            requireCellsWithinLimit(database, dbPath, table,
                                    {QStringLiteral("key"), QStringLiteral("string_value")});
    requireCellsWithinLimit(
        database, dbPath, QStringLiteral("embeddings_queue"),
        {QStringLiteral("id"), QStringLiteral("vector"), QStringLiteral("metadata")});
    for (QSqlQuery q = run(database, dbPath,
                           QStringLiteral("SELECT id, embedding_id FROM embeddings WHERE "
                                          "segment_id = ?"),
                           {segment});
         q.next();)
        rows[q.value(1).toString()].order = {false, q.value(0).toLongLong()};
    const QString values = QStringLiteral(
        "SELECT e.embedding_id, m.key, m.string_value, m.int_value, m.float_value, m.bool_value "
        "FROM embeddings e JOIN %1 m ON m.id = e.id WHERE e.segment_id = ? ORDER BY m.rowid");
    for (QSqlQuery q =
             run(database, dbPath, values.arg(QStringLiteral("embedding_metadata")), {segment});
         q.next();) {
        Row& row = rows[q.value(0).toString()];
        const QString key = q.value(1).toString();
        if (key == kDocumentKey)
            row.document =
                q.value(2).isNull() ? std::nullopt : std::optional<QString>(q.value(2).toString());
        else
            row.metadata.insert(key, metadataValue(q, 2));
    }
    if (tables.contains(QStringLiteral("embedding_metadata_array")))
        for (QSqlQuery q = run(database, dbPath,
                               values.arg(QStringLiteral("embedding_metadata_array")), {segment});
             q.next();) {
            QJsonObject& metadata = rows[q.value(0).toString()].metadata;
            QJsonArray list = metadata.value(q.value(1).toString()).toArray();
            list.append(metadataValue(q, 2));
            metadata.insert(q.value(1).toString(), list);
        }
    for (const QueuedWrite& w :
         readQueue(database, dbPath, collectionId, maxSeqId(database, dbPath, segment))) {
        const auto it = rows.find(w.id);
        if (w.operation == 3) {
            if (it != rows.end()) rows.erase(it);
        } else if (it == rows.end() && w.operation != 1) {
            Row& row = rows[w.id];
            row.order = {true, w.seq};
            row.document = w.document.value_or(std::nullopt);
            merge(row.metadata, w.metadata);
        } else if (it != rows.end() && w.operation != 0) {
            if (w.document) it->second.document = *w.document;
            merge(it->second.metadata, w.metadata);
        }
    }
    return rows;
}

} // namespace

QString chromaDatabaseOf(const QString& path) {
    const QFileInfo info(path);
    if (info.isDir()) {
        const QString db = QDir(path).filePath(kDatabaseName);
        return QFileInfo::exists(db) ? db : QString();
    }
    return info.fileName() == kDatabaseName ? path : QString();
}

std::vector<ChromaCollection> chromaCollections(const QString& path) {
    const QString dbPath = chromaDatabaseOf(path).isEmpty() ? path : chromaDatabaseOf(path);
    ReadOnlyDatabase database(dbPath);
    std::vector<ChromaCollection> collections;
    for (const Collection& c : validCollections(database, dbPath))
        collections.push_back({c.name, c.id});
    return collections;
}

EmbeddingSet ChromaStoreReader::read(const QString& path, const ReadOptions& options) const {
    const QString dbPath = chromaDatabaseOf(path).isEmpty() ? path : chromaDatabaseOf(path);
    const QDir folder = QFileInfo(dbPath).absoluteDir();
    ReadOnlyDatabase database(dbPath);
    const Collection collection =
        chooseCollection(validCollections(database, dbPath), dbPath, options.arrayName);
    if (collection.space != QStringLiteral("l2") && collection.space != QStringLiteral("ip") &&
        collection.space != QStringLiteral("cosine"))
        throw InputError({dbPath, std::nullopt, collection.name, QStringLiteral("l2, ip, cosine"),
                          collection.space},
                         Reader::tr("the collection's distance space is not one Chroma had"));

    QString vectorSegment, metadataSegment;
    for (QSqlQuery q =
             run(database, dbPath,
                 QStringLiteral("SELECT id, type, scope FROM segments WHERE collection = ?"),
                 {collection.id});
         q.next();) {
        const QString type = q.value(1).toString();
        if (q.value(2).toString() == QStringLiteral("VECTOR") &&
            type == QStringLiteral("urn:chroma:segment/vector/hnsw-local-persisted"))
            vectorSegment = q.value(0).toString();
        else if (q.value(2).toString() == QStringLiteral("METADATA") &&
                 type == QStringLiteral("urn:chroma:segment/metadata/sqlite"))
            metadataSegment = q.value(0).toString();
        else
            throw InputError({dbPath, std::nullopt, collection.name,
                              Reader::tr("a persisted HNSW and an SQLite metadata segment"), type},
                             Reader::tr("the collection has a segment this reader does not know"));
    }
    if (vectorSegment.isEmpty() || metadataSegment.isEmpty())
        throw InputError({dbPath, std::nullopt, collection.name,
                          Reader::tr("a vector and a metadata segment"),
                          vectorSegment.isEmpty() ? Reader::tr("no vector segment")
                                                  : Reader::tr("no metadata segment")},
                         Reader::tr("the Chroma collection is incomplete"));

    std::map<QString, Row> rows = readMetadataSegment(database, dbPath, collection.id,
                                                      metadataSegment, database.tables(false));

    // The vector segment: what its HNSW files hold, then its unflushed writes.
    const qint64 vectorsFlushed = maxSeqId(database, dbPath, vectorSegment);
    const QString hnswFolder = folder.filePath(vectorSegment);
    const QString idMapPath = QDir(hnswFolder).filePath(QStringLiteral("index_metadata.pickle"));
    std::map<QString, std::vector<float>> vectors;
    qint64 dim = -1;
    if (QFileInfo::exists(idMapPath)) {
        const QVariantMap idMap = readDataPickle(readWhole(idMapPath), idMapPath).toMap();
        if (!idMap.contains(QStringLiteral("id_to_label")))
            throw InputError({idMapPath,
                              std::nullopt,
                              {},
                              QStringLiteral("id_to_label"),
                              idMap.keys().join(QStringLiteral(", "))},
                             Reader::tr("the HNSW id map has no id_to_label"));
        const QVariantMap labels = idMap.value(QStringLiteral("id_to_label")).toMap();
        QSqlQuery d =
            run(database, dbPath, QStringLiteral("SELECT dimension FROM collections WHERE id = ?"),
                {collection.id});
        dim = d.next() ? d.value(0).toLongLong() : 0;
        const auto byLabel =
            readHnswVectors(hnswFolder, dim, collection.space == QStringLiteral("cosine"));
        // Each label is one element of the index: two ids sharing one would share its vector.
        std::map<quint64, QString> idOfLabel;
        for (auto it = labels.begin(); it != labels.end(); ++it) {
            bool isNumber = false;
            const quint64 label = it.value().toULongLong(&isNumber);
            if (!isNumber)
                throw InputError({idMapPath, std::nullopt, it.key(), Reader::tr("a label number"),
                                  it.value().toString().left(40)},
                                 Reader::tr("the HNSW id map's label is not a number"));
            if (const auto [other, fresh] = idOfLabel.emplace(label, it.key()); !fresh)
                throw InputError({idMapPath, std::nullopt, it.key(),
                                  Reader::tr("a label of its own"),
                                  Reader::tr("label %1, as id %2").arg(label).arg(other->second)},
                                 Reader::tr("the HNSW id map gives two ids the same vector"));
            const auto found = byLabel.find(label);
            if (found == byLabel.end())
                throw InputError({idMapPath, std::nullopt, it.key(),
                                  Reader::tr("a vector with label %1").arg(it.value().toString()),
                                  Reader::tr("none in data_level0.bin")},
                                 Reader::tr("the HNSW id map names a vector the index lacks"));
            vectors[it.key()] = found->second;
        }
    } else if (vectorsFlushed > 0) {
        throw InputError({idMapPath,
                          std::nullopt,
                          {},
                          Reader::tr("the HNSW segment's id map"),
                          Reader::tr("no file")},
                         Reader::tr("the Chroma vector segment is incomplete"));
    }
    for (const QueuedWrite& w : readQueue(database, dbPath, collection.id, vectorsFlushed)) {
        const auto it = vectors.find(w.id);
        if (w.operation == 3) {
            if (it != vectors.end()) vectors.erase(it);
        } else if (it == vectors.end() && w.operation != 1) {
            if (!w.vector)
                throw InputError({dbPath, std::nullopt,
                                  QStringLiteral("embeddings_queue seq_id %1").arg(w.seq),
                                  Reader::tr("a vector"), QStringLiteral("NULL")},
                                 Reader::tr("a queued add has no vector"));
            vectors[w.id] = *w.vector;
        } else if (it != vectors.end() && w.operation != 0 && w.vector) {
            it->second = *w.vector;
        }
    }

    std::vector<std::pair<std::pair<bool, qint64>, QString>> order;
    for (const auto& [id, row] : rows)
        order.emplace_back(row.order, id);
    std::sort(order.begin(), order.end());
    EmbeddingSet set;
    std::vector<float> values;
    bool anyDocument = false, anyMetadata = false;
    for (const auto& [rank, id] : order) {
        const auto vector = vectors.find(id);
        if (vector == vectors.end())
            throw InputError({dbPath, std::nullopt, id, Reader::tr("a vector"),
                              Reader::tr("none in the HNSW segment or the queue")},
                             Reader::tr("the Chroma collection names an id without a vector"));
        if (dim < 0) dim = qint64(vector->second.size());
        if (qint64(vector->second.size()) != dim)
            throw InputError({dbPath, qint64(set.ids.size()) + 1, id,
                              Reader::tr("%1 values").arg(dim),
                              QString::number(vector->second.size())},
                             Reader::tr("the vector has a different length than the others"));
        values.insert(values.end(), vector->second.begin(), vector->second.end());
        set.ids << id;
        const std::optional<QString>& document = rows[id].document;
        anyDocument = anyDocument || document.has_value();
        set.texts << document.value_or(QString());
        const QJsonObject& metadata = rows[id].metadata;
        anyMetadata = anyMetadata || !metadata.isEmpty();
        set.metadata << metadataText(metadata);
    }
    if (!anyDocument) set.texts.clear();
    if (!anyMetadata) set.metadata.clear();
    set.sourcePath = path;
    set.vectors =
        FloatMatrix::owned(std::move(values), qint64(set.ids.size()), std::max<qint64>(dim, 0));
    set.format =
        QStringLiteral("chroma (%1, collection %2)").arg(collection.space, collection.name);
    set.name = collection.name;
    return set;
}

} // namespace unembed
