#include "text_normalizers.h"

#include "tokenizers/unicode_chars.h"

namespace unembed {

QString StripAccentsNormalizer::normalize(const QString& text) const {
    std::vector<char32_t> kept;
    for (const char32_t c : unicode::codePoints(text))
        if (!unicode::isNonSpacingMark(c)) kept.push_back(c);
    return unicode::fromCodePoints(kept.data(), kept.data() + kept.size());
}

QString StripNormalizer::normalize(const QString& text) const {
    const std::vector<char32_t> points = unicode::codePoints(text);
    size_t begin = 0, end = points.size();
    if (left_)
        while (begin < end && unicode::isWhitespace(points[begin]))
            ++begin;
    if (right_)
        while (end > begin && unicode::isWhitespace(points[end - 1]))
            --end;
    return unicode::fromCodePoints(points.data() + begin, points.data() + end);
}

QString ReplaceNormalizer::normalize(const QString& text) const {
    return pattern_.replace(text, content_);
}

} // namespace unembed
