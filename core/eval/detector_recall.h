// How well the offline detectors find people's names (their recall), measured against the names
// a term list marks ("name: Priya Nair" lines): every occurrence of a listed name in the texts,
// found as the list finds it (whole words, ignoring case, longer names first), is checked word by
// word against the detectors' given-name and proper-noun spans (exactly that word) and a term
// list's name spans (holding it). A first name is found when the name's first word is covered, a
// last name (names of two or more words) likewise for its last word, a whole name when every
// word is. Torch-free.
#pragma once

#include "text/sensitive_terms.h"

#include <QStringList>

namespace unembed {

struct NameRecall {
    qint64 found = 0;
    qint64 total = 0;
    // 0..100, or NaN when there is nothing to find.
    double percent() const;
};

struct DetectorRecall {
    QString detector; // the detectors' labels
    NameRecall firstNames;
    NameRecall lastNames;
    NameRecall wholeNames;
    QStringList missed; // "line 12: Priya Nair (Priya)": the occurrence and its missed words
};

// `texts` one per line (line numbers from 1 in `missed`); `names` the ground truth list.
DetectorRecall detectorRecall(const QStringList& texts, const TermListDetector& names,
                              const std::vector<const TermDetector*>& detectors);

} // namespace unembed
