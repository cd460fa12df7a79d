#include "unicode_chars.h"

#include <QChar>
#include <QList>

namespace unembed::unicode {

std::vector<char32_t> codePoints(const QString& text) {
    std::vector<char32_t> points;
    points.reserve(size_t(text.size()));
    for (const uint c : text.toUcs4())
        points.push_back(char32_t(c));
    return points;
}

QString fromCodePoints(const char32_t* begin, const char32_t* end) {
    return QString::fromUcs4(begin, qsizetype(end - begin));
}

bool isWhitespace(char32_t c) {
    // QChar::isSpace is the Separator categories plus tab..return and U+0085: Rust's White_Space.
    return QChar::isSpace(c);
}

bool isNumeric(char32_t c) {
    return QChar::isNumber(c);
}

bool isPunctuation(char32_t c) {
    return QChar::isPunct(c);
}

bool isBertPunctuation(char32_t c) {
    const bool asciiPunctuation = (c >= 33 && c <= 47) || (c >= 58 && c <= 64) ||
                                  (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
    return asciiPunctuation || isPunctuation(c);
}

bool isBertControl(char32_t c) {
    if (c == U'\t' || c == U'\n' || c == U'\r') return false;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
        return true;
    default:
        return false;
    }
}

bool isCjkIdeograph(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x20000 && c <= 0x2A6DF) || (c >= 0x2A700 && c <= 0x2B73F) ||
           (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B920 && c <= 0x2CEAF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

bool isNonSpacingMark(char32_t c) {
    return QChar::category(c) == QChar::Mark_NonSpacing;
}

} // namespace unembed::unicode
