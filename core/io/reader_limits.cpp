#include "reader_limits.h"

#include "error.h"

#include <QCoreApplication>
#include <QLocale>

namespace unembed {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ReaderLimits", text);
}

// 65536 as "65,536" (the C locale leaves the separators out).
QString count(qint64 n) {
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english.toString(n);
}

// 16777216 as "16 MiB", 16777220 as "16,777,220 bytes".
QString sizeText(qint64 bytes) {
    if (bytes >= (qint64(1) << 20) && bytes % (qint64(1) << 20) == 0)
        return tr("%1 MiB").arg(bytes >> 20);
    return tr("%1 bytes").arg(count(bytes));
}

} // namespace

void requireRowSize(const QString& path, qint64 bytes, std::optional<qint64> row,
                    const QString& field) {
    if (bytes <= limits::kMaxRowBytes) return;
    throw InputError(
        {path, row, field, tr("at most %1").arg(sizeText(limits::kMaxRowBytes)), sizeText(bytes)},
        tr("the row is larger than a row of embeddings can be"));
}

void requireDimension(const QString& path, qint64 dim, std::optional<qint64> row,
                      const QString& field) {
    if (dim <= limits::kMaxDimension) return;
    throw InputError({path, row, field,
                      tr("at most %1 values per vector").arg(count(limits::kMaxDimension)),
                      tr("%1 values").arg(count(dim))},
                     tr("the vectors are wider than any embedder makes"));
}

void requireRowTotal(const QString& path, qint64 rows) {
    if (rows <= limits::kMaxRows) return;
    throw InputError({path,
                      std::nullopt,
                      {},
                      tr("at most %1 rows").arg(count(limits::kMaxRows)),
                      tr("%1 rows").arg(count(rows))},
                     tr("the file holds more rows than a dataset can"));
}

void requireTextLength(const QString& path, const QString& text, qint64 row, const QString& field) {
    if (text.size() <= limits::kMaxTextLength) return;
    throw InputError({path, row, field,
                      tr("at most %1 characters").arg(count(limits::kMaxTextLength)),
                      tr("%1 characters").arg(count(text.size()))},
                     tr("the text is longer than a text of a dataset can be"));
}

void requireFileSize(const QString& path, qint64 bytes, qint64 limit, const QString& what) {
    if (bytes <= limit) return;
    throw InputError({path,
                      std::nullopt,
                      {},
                      tr("%1 of at most %2").arg(what, sizeText(limit)),
                      sizeText(bytes)},
                     tr("the file is larger than %1 can be").arg(what));
}

} // namespace unembed
