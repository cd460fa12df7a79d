// BERT's normalizer as the tokenizers crate has it: drop control characters and turn whitespace
// into spaces, put spaces around CJK ideographs, strip accents (NFD, then drop non-spacing marks;
// by default whenever lower-casing) and lower-case. Torch-free.
#pragma once

#include "tokenizers/normalizers/normalizer.h"

namespace unembed {

class BertNormalizer : public Normalizer {
public:
    BertNormalizer(bool cleanText, bool handleChineseChars, bool stripAccents, bool lowercase)
        : cleanText_(cleanText), handleChineseChars_(handleChineseChars),
          stripAccents_(stripAccents), lowercase_(lowercase) {}
    QString normalize(const QString& text) const override;

private:
    bool cleanText_;
    bool handleChineseChars_;
    bool stripAccents_;
    bool lowercase_;
};

} // namespace unembed
