#include "bert_normalizer.h"

#include "tokenizers/normalizers/text_normalizers.h"
#include "tokenizers/unicode_chars.h"

namespace unembed {

QString BertNormalizer::normalize(const QString& text) const {
    std::vector<char32_t> points;
    for (const char32_t c : unicode::codePoints(text)) {
        if (cleanText_) {
            if (c == 0 || c == 0xFFFD || unicode::isBertControl(c)) continue;
            if (unicode::isWhitespace(c)) {
                points.push_back(U' ');
                continue;
            }
        }
        if (handleChineseChars_ && unicode::isCjkIdeograph(c)) {
            points.insert(points.end(), {U' ', c, U' '});
            continue;
        }
        points.push_back(c);
    }
    QString out = unicode::fromCodePoints(points.data(), points.data() + points.size());
    if (stripAccents_)
        out = StripAccentsNormalizer().normalize(out.normalized(QString::NormalizationForm_D));
    if (lowercase_) out = out.toLower();
    return out;
}

} // namespace unembed
