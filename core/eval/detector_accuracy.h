// How exactly the offline detectors find what a labelled set says is there: each text of the set
// carries its sensitive spans inline, "call {phone|07700 900123} on {date|Friday}", and a
// detected span is right when a labelled span has the same kind, start and length. Precision and
// recall per kind (tests/fixtures/detectors/ holds the project's set; docs/metrics.md its
// figures). Torch-free.
#pragma once

#include "text/sensitive_terms.h"

#include <QMap>
#include <QStringList>

namespace unembed {

struct LabelledText {
    qint64 line = 0; // in the file, from 1
    QString text;    // without the markup
    std::vector<SensitiveSpan> spans;
};

// Reads a labelled set: UTF-8, one text a line, each span written "{kind|text}"; blank lines and
// lines starting with "#" are skipped. Throws InputError naming the file and the line for a
// brace or bar out of place or an empty kind or span.
std::vector<LabelledText> readLabelledTexts(const QString& path);

struct KindAccuracy {
    qint64 correct = 0;  // detected spans that a labelled span matches
    qint64 detected = 0; // spans the detectors found
    qint64 labelled = 0; // spans the set holds
    // 0..100, or NaN when nothing was detected or labelled.
    double precision() const;
    double recall() const;
};

struct DetectorAccuracy {
    QString detector; // the detectors' labels
    qint64 texts = 0;
    QMap<QString, KindAccuracy> kinds; // every kind labelled or detected, by name
    KindAccuracy all;                  // every kind together (micro)
    QStringList missed;                // "line 12: phone \"07700 900123\""
    QStringList spurious;              // "line 40: proper-noun \"Elm\""
};

DetectorAccuracy detectorAccuracy(const std::vector<LabelledText>& set,
                                  const std::vector<const TermDetector*>& detectors);

} // namespace unembed
