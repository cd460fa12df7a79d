// NERR and name recovery. NERR (GEIA Table 3): the share of the sensitive terms detected in the
// references that reappear in the predictions. Name recovery (Vec2Text's MIMIC study): the share
// of first names, last names and full names recovered. A full name is a "name" span of two or
// more words (a term-list name), or a run of two or more adjacent given-name and proper-noun
// spans separated by single spaces: its first word the first name, its last word the last name.
// A given name or a one-word term-list name standing alone is a first name. A term is recovered
// when the prediction holds it as a whole word (or words), ignoring case. Counts are summed over
// the set before dividing; figures in 0..100. Torch-free.
#pragma once

#include "text/sensitive_terms.h"

namespace unembed {

class EntityRecovery {
public:
    // `referenceSpans` are the detected terms of `reference`.
    void add(const QString& reference, const std::vector<SensitiveSpan>& referenceSpans,
             const QString& prediction);

    struct Share {
        qint64 found = 0;
        qint64 recovered = 0;
        // 0..100, or NaN when nothing was found in the references.
        double percent() const;
    };
    const Share& entities() const { return entities_; }
    const Share& firstNames() const { return firstNames_; }
    const Share& lastNames() const { return lastNames_; }
    const Share& fullNames() const { return fullNames_; }

private:
    Share entities_;
    Share firstNames_;
    Share lastNames_;
    Share fullNames_;
};

// True when `text` holds `term` as whole words, ignoring case.
bool containsTerm(const QString& text, const QString& term);

} // namespace unembed
