// What the offline detectors (sensitive_terms.h) share: keeping one detector's spans apart, where
// a sentence starts, and the calendar's names that the patterns read as dates and the gazetteer
// therefore does not take for proper nouns. Torch-free.
#pragma once

#include "text/sensitive_terms.h"

namespace unembed {

bool spansOverlap(const SensitiveSpan& a, const SensitiveSpan& b);

// Adds `span` unless it overlaps one already in `spans`; true when it was added.
bool addUnlessOverlapping(std::vector<SensitiveSpan>& spans, const SensitiveSpan& span);

// Every match of `pattern` in `text` as a span of `kind`, unless it overlaps one already there.
void addMatches(std::vector<SensitiveSpan>& spans, const QRegularExpression& pattern,
                const QString& kind, const QString& text, const QString& detector);

void sortByStart(std::vector<SensitiveSpan>& spans);

// True when only white space, quotes or brackets stand between the text's start or the end of a
// sentence (. ! ?) and position `start`.
bool atSentenceStart(const QString& text, int start);

// Regular-expression alternatives (no anchors, capitalised as written) for the months, full or
// abbreviated ("September", "Sept", "Sep"), and the weekdays ("Friday", "Fri", "Thurs").
const QString& monthPattern();
const QString& weekdayPattern();

// True for a month's or a weekday's name, full or abbreviated, capitalised, or its plural
// ("Fridays").
bool isCalendarName(const QString& word);

} // namespace unembed
