#include "query_cache.h"

#include "error.h"
#include "store/float_blob.h"
#include "store/sql_text.h"

#include <QDateTime>
#include <QVariant>

#include <cmath>

namespace unembed {

QueryCache::QueryCache(const QString& casePath, QString endpoint, QString model, int dimensions)
    : case_(std::make_unique<CaseFile>(casePath)), endpoint_(std::move(endpoint)),
      model_(std::move(model)), dimensions_(dimensions) {
    case_->requireWritable();
}

std::vector<std::optional<std::vector<float>>> QueryCache::lookup(const QStringList& texts) {
    std::vector<std::optional<std::vector<float>>> found(size_t(texts.size()));
    QSqlQuery q(case_->db());
    q.prepare(QStringLiteral("SELECT embedding FROM query_cache WHERE endpoint = ? AND model = ? "
                             "AND dimensions = ? AND text = ?"));
    for (qsizetype i = 0; i < texts.size(); ++i) {
        q.bindValue(0, endpoint_);
        q.bindValue(1, model_);
        q.bindValue(2, dimensions_);
        q.bindValue(3, nonNullText(texts[i]));
        execOrThrow(q, case_->path());
        if (!q.next()) continue;
        std::vector<float> vector = fromFloatBlob(q.value(0).toByteArray());
        // A damaged entry is not an answer: the text is queried again and the entry replaced.
        const bool usable =
            !vector.empty() &&
            std::all_of(vector.begin(), vector.end(), [](float v) { return std::isfinite(v); });
        if (usable) found[size_t(i)] = std::move(vector);
        q.finish();
    }
    return found;
}

void QueryCache::store(const QStringList& texts, const std::vector<std::vector<float>>& vectors) {
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    case_->transaction([&] {
        QSqlQuery q(case_->db());
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO query_cache (endpoint, model, dimensions, "
                                 "text, embedding, queried_at) VALUES (?, ?, ?, ?, ?, ?)"));
        for (qsizetype i = 0; i < texts.size(); ++i) {
            const std::vector<float>& v = vectors[size_t(i)];
            q.bindValue(0, endpoint_);
            q.bindValue(1, model_);
            q.bindValue(2, dimensions_);
            q.bindValue(3, nonNullText(texts[i]));
            q.bindValue(4, toFloatBlob(v.data(), qint64(v.size())));
            q.bindValue(5, now);
            execOrThrow(q, case_->path());
        }
    });
}

qint64 QueryCache::size() {
    QSqlQuery q(case_->db());
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM query_cache WHERE endpoint = ? AND model = ? "
                             "AND dimensions = ?"));
    q.bindValue(0, endpoint_);
    q.bindValue(1, model_);
    q.bindValue(2, dimensions_);
    execOrThrow(q, case_->path());
    return q.next() ? q.value(0).toLongLong() : 0;
}

} // namespace unembed
