// A reader for Python pickles that hold plain data only: dicts, lists, tuples, strings, bytes,
// integers, floats, booleans and None (what `pickle.dumps` writes for such values, protocols 2 to
// 5). Nothing is ever constructed or called: a pickle that names a class or a function (GLOBAL,
// STACK_GLOBAL, REDUCE, BUILD, NEWOBJ, ...) is refused with the opcode and its offset, so a hostile
// file can do no more than be rejected. Used for the id maps Chroma keeps beside its HNSW index.
#pragma once

#include <QByteArray>
#include <QString>
#include <QVariant>

namespace unembed {

// Decodes `bytes` (read from `path`, named in errors) into a QVariant tree: dict → QVariantMap
// (keys converted to their text: 7 → "7"), list and tuple → QVariantList, str → QString,
// bytes → QByteArray, int → qlonglong, float → double, bool → bool, None → a null QVariant.
// Throws InputError on a truncated, malformed or non-data pickle.
QVariant readDataPickle(const QByteArray& bytes, const QString& path);

} // namespace unembed
