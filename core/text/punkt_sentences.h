// The sentence split NLTK's word_tokenize starts with: Punkt (Kiss & Strunk 2006) as NLTK 3.8-3.9
// applies it, step for step (its word tokens, candidate ends and their contexts, the type-based
// first pass, the token-based second pass with its orthographic heuristic, the realignment of
// closing quotes and brackets), with parameters written for the project in place of NLTK's
// trained English model, which is not shipped:
// - abbreviations: a common subset of the model's (titles, companies, months, places), the single
//   letters it lists and initialisms such as "u.s"; words the model does not list, such as
//   "etc", "e.g" and "no", end a sentence in it too;
// - orthographic context: the English stop words other than "I" have been seen in lower case; no
//   word counts as evidence that a sentence starts, a lower-case word or punctuation starts none;
// - no collocations, and the stop words as frequent sentence starters.
// Against NLTK's word_tokenize with the model its splits give the same tokens for all but 3 of
// 39,868 texts measured (docs/metrics.md).
// Torch-free.
#pragma once

#include <QStringList>

namespace unembed {

// The sentences of `text`, as NLTK's sent_tokenize returns them (trailing white space dropped).
QStringList punktSentences(const QString& text);

} // namespace unembed
