// The tokenisations the text metrics are defined on, each reproducing the reference
// implementation the papers used, so a figure here means what it means in the paper:
// NLTK's word_tokenize (token-set F1, stop-word rate), sacreBLEU's 13a (BLEU), rouge_score's
// (ROUGE) and plain whitespace words (GEIA's NLTK BLEU and exact-match rate). Torch-free.
#pragma once

#include <QStringList>

namespace unembed {

// NLTK's word_tokenize: the text's sentences (text/punkt_sentences.h: Punkt's procedure with
// parameters written for the project in place of NLTK's trained English model), each through
// NLTK 3.9's NLTKWordTokenizer, rule for rule (curly and `` quotes, a starting single quote only
// at a word's start, "," and ":" kept between digits, clitics, MacIntyre's contractions such as
// "cannot" -> "can not" and "gonna" -> "gon na", figure and em dashes). Case is kept.
QStringList nltkWordTokens(const QString& text);

// sacreBLEU's default "13a" tokenizer (mteval-v13a): drops <skipped>, joins "-\n" line breaks,
// unescapes &quot; &amp; &lt; &gt;, pads the line with a space on both sides, separates the ASCII
// punctuation other than ' - . , and splits . and , unless they sit between digits (so a final
// "." after a digit is split), and - after a digit.
QStringList tokens13a(const QString& text);

// rouge_score's tokenizer without stemming: lower-cased, every run of characters other than
// a-z and 0-9 becomes a separator (so accented letters separate words, as in rouge_score).
QStringList rougeTokens(const QString& text);

// Words separated by white space, case kept (GEIA's BLEU and exact-match rate).
QStringList whitespaceTokens(const QString& text);

} // namespace unembed
