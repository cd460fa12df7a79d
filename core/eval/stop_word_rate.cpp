#include "stop_word_rate.h"

#include "text/metric_tokenization.h"
#include "text/stop_words.h"

#include <algorithm>

namespace unembed {

void StopWordRate::add(const QString& text) {
    for (const QString& token : nltkWordTokens(text)) {
        if (std::none_of(token.begin(), token.end(), [](QChar c) { return c.isLetterOrNumber(); }))
            continue;
        ++words_;
        if (isEnglishStopWord(token)) ++stopWords_;
    }
}

double StopWordRate::rate() const {
    return words_ == 0 ? 0.0 : 100.0 * double(stopWords_) / double(words_);
}

} // namespace unembed
