// The attributes an attribute probe learns, and each text's truth for them: one attribute per
// kind of sensitive span the detectors find in the texts ("mentions a given name", "mentions a
// health term" from a --terms list), and one per keyword of a watch list ("mentions diabetes",
// matched as a whole word, ignoring case). Torch-free.
#pragma once

#include "text/sensitive_terms.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace unembed {

struct TextAttribute {
    QString name;   // as tables show it: "mentions a given name", "mentions 'Leeds'"
    QString source; // "detector" or "keyword"
    QString value;  // the span kind, or the keyword
};

struct AttributeLabels {
    std::vector<TextAttribute> attributes;
    std::vector<std::vector<uint8_t>> labels; // [attribute][text]: 1 when the text has it
};

// The detectors' span kinds (in a fixed order, those found in some text) and the keywords, with
// each text's labels.
AttributeLabels labelTexts(const QStringList& texts,
                           const std::vector<const TermDetector*>& detectors,
                           const QStringList& keywords);

// "mentions a given name" for a span kind; the kind itself for kinds without a phrase.
QString attributeName(const QString& spanKind);

} // namespace unembed
