// NLTK's English stop-word list (nltk_data corpora/stopwords/english, 179 words; NLTK data is
// distributed under the Apache License 2.0), the list GEIA's stop-word rate uses. Torch-free.
#pragma once

#include <QString>

namespace unembed {

// True when `word`, lower-cased, is on the list.
bool isEnglishStopWord(const QString& word);
// The list's size, for the metric definitions.
int englishStopWordCount();

} // namespace unembed
