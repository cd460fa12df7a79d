// The sanity caps every reader applies whatever a file claims: a vector's dimension, the size of
// one row, the number of rows, the length of one text, and the size of the files read whole.
// docs/formats.md states them. A file past one is refused with an InputError naming the file,
// the row and the cap, before the reader allocates for it.
#pragma once

#include <QString>

#include <optional>

namespace unembed {

namespace limits {

// Values per vector: 16 times the widest embedders in use (4,096).
inline constexpr qint64 kMaxDimension = 65'536;
// Rows per dataset: the workbench's tables count rows in an int.
inline constexpr qint64 kMaxRows = 2'147'483'647;
// Bytes of one row of a text format (a JSON Lines line, a CSV record, a COPY line) or of one
// cell of a database (a vector BLOB, a text, a metadata value in SQLite or Chroma).
inline constexpr qint64 kMaxRowBytes = qint64(16) << 20;
// Characters of one text or id.
inline constexpr qint64 kMaxTextLength = qint64(1) << 20;
// JSON files read whole: config.json, tokenizer.json, tokenizer_config.json.
inline constexpr qint64 kMaxJsonFileBytes = qint64(256) << 20;
// A SentencePiece model (spiece.model).
inline constexpr qint64 kMaxSentencePieceBytes = qint64(64) << 20;

} // namespace limits

// Each throws the InputError of a value past its cap, naming `path`, the 1-based `row` (a line
// number in a text format) and `field` where given.
void requireRowSize(const QString& path, qint64 bytes, std::optional<qint64> row,
                    const QString& field = {});
void requireDimension(const QString& path, qint64 dim, std::optional<qint64> row = {},
                      const QString& field = {});
void requireRowTotal(const QString& path, qint64 rows);
void requireTextLength(const QString& path, const QString& text, qint64 row, const QString& field);
// A file read whole, `what` naming its kind ("a JSON file").
void requireFileSize(const QString& path, qint64 bytes, qint64 limit, const QString& what);

} // namespace unembed
