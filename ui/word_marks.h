// How a hypothesis is shown against the round before it and the true text: words that changed
// since the previous round are underlined, words found in the true text are set on a green
// background, words of a sensitive term (a name, a place, a number a detector found in the true
// text) in bold orange, as rich text for the views' delegates. Words are whitespace-separated;
// matching ignores case and the punctuation around a word.
#pragma once

#include <QStringList>

namespace unembed {

struct WordMarkColours {
    QString match = QStringLiteral("#b7e4c7");     // background of a word found in the true text
    QString matchText = QStringLiteral("#000000"); // its text, legible on dark palettes too
    QString sensitive = QStringLiteral("#b35806"); // a word of a sensitive term
};

// HTML (escaped) for `hypothesis`. `previous` empty: nothing counts as changed (round 0);
// `reference` empty: nothing is marked as matching. `sensitiveTerms`: the terms detected in the
// true text.
QString markedHypothesisHtml(const QString& hypothesis, const QString& previous,
                             const QString& reference, const QStringList& sensitiveTerms = {},
                             const WordMarkColours& colours = {});

// The share of the reference's distinct words that the hypothesis contains (0 to 1), with the
// matching rule above; 0 for an empty reference. Shown beside the marks, not a paper metric.
double recoveredWordShare(const QString& hypothesis, const QString& reference);

} // namespace unembed
