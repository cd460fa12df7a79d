// Character classes as the Hugging Face tokenizers crate defines them (BERT's punctuation, control
// characters and CJK ideographs, Rust's whitespace and numerals), over Unicode code points, and the
// code points of a QString. Torch-free.
#pragma once

#include <QString>

#include <vector>

namespace unembed::unicode {

// The code points of `text` (surrogate pairs joined) and back.
std::vector<char32_t> codePoints(const QString& text);
QString fromCodePoints(const char32_t* begin, const char32_t* end);

bool isWhitespace(char32_t c);      // Rust's char::is_whitespace
bool isNumeric(char32_t c);         // Rust's char::is_numeric: Nd, Nl, No
bool isPunctuation(char32_t c);     // the P* categories
bool isBertPunctuation(char32_t c); // ASCII punctuation or a P* character
bool isBertControl(char32_t c);     // Cc, Cf, Cs, Co, Cn but tab, newline and return
bool isCjkIdeograph(char32_t c);    // BERT's CJK ranges
bool isNonSpacingMark(char32_t c);  // Mn

} // namespace unembed::unicode
