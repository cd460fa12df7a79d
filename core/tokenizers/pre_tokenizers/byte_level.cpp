#include "byte_level.h"

#include "tokenizers/pattern_split.h"

#include <array>

namespace unembed {

namespace {

// GPT-2's table: printable Latin-1 bytes stand for themselves, the others for 256 + n in order.
const std::array<char16_t, 256>& byteToChar() {
    static const std::array<char16_t, 256> table = [] {
        std::array<char16_t, 256> chars{};
        int next = 0;
        for (int b = 0; b < 256; ++b) {
            const bool printable =
                (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
            chars[size_t(b)] = printable ? char16_t(b) : char16_t(256 + next++);
        }
        return chars;
    }();
    return table;
}

int charToByte(char16_t c) {
    static const std::array<int, 512> table = [] {
        std::array<int, 512> bytes{};
        bytes.fill(-1);
        for (int b = 0; b < 256; ++b)
            bytes[byteToChar()[size_t(b)]] = b;
        return bytes;
    }();
    return c < 512 ? table[c] : -1;
}

} // namespace

namespace byte_level {

QString encode(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    QString out;
    out.reserve(utf8.size());
    for (const char byte : utf8)
        out += QChar(byteToChar()[uint8_t(byte)]);
    return out;
}

QByteArray decode(const QString& text) {
    QByteArray bytes;
    for (const QChar c : text) {
        const int byte = charToByte(c.unicode());
        if (byte < 0) return text.toUtf8();
        bytes += char(byte);
    }
    return bytes;
}

} // namespace byte_level

ByteLevelPreTokenizer::ByteLevelPreTokenizer(bool addPrefixSpace, bool useRegex)
    : addPrefixSpace_(addPrefixSpace), useRegex_(useRegex),
      words_(QStringLiteral("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|"
                            "\\s+(?!\\S)|\\s+"),
             QRegularExpression::UseUnicodePropertiesOption) {}

void ByteLevelPreTokenizer::split(PreTokens& pieces) const {
    splitEach(pieces, [&](const PreToken& piece) {
        QString text = piece.text;
        if (addPrefixSpace_ && !text.startsWith(QLatin1Char(' '))) text.prepend(QLatin1Char(' '));
        QStringList parts =
            useRegex_ ? splitSpans(text, matchRegex(text, words_), SplitBehavior::Isolated)
                      : QStringList{text};
        for (QString& part : parts)
            part = byte_level::encode(part);
        return parts;
    });
}

} // namespace unembed
