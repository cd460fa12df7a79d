// The stop-word rate (GEIA Table 3): the share of NLTK English stop words among the NLTK
// word_tokenize tokens of a set of texts, punctuation-only tokens not counted, summed over the set
// before dividing. A prediction's rate is shown as its difference to the references' own rate.
// Torch-free.
#pragma once

#include <QString>

namespace unembed {

class StopWordRate {
public:
    void add(const QString& text);
    qint64 stopWords() const { return stopWords_; }
    qint64 words() const { return words_; }
    // In 0..100; 0 when no words were added.
    double rate() const;

private:
    qint64 stopWords_ = 0;
    qint64 words_ = 0;
};

} // namespace unembed
