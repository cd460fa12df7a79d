// Redaction for reports that circulate: the sensitive terms of a quoted record, and of what an
// attack recovered from it, replaced by their kind. Torch-free.
#pragma once

#include <QString>

#include <utility>
#include <vector>

namespace unembed {

// A term's kind as redaction writes it: "[given name]" for "given-name".
QString redactionMark(const QString& kind);

// `text` with every occurrence of each term (as whole words, ignoring case) replaced by its kind
// in brackets, hyphens read as spaces: "[given name]", "[number]". Longer terms go first, so a
// full name is replaced whole.
QString redactedText(QString text, std::vector<std::pair<QString, QString>> termsAndKinds);

} // namespace unembed
