// The tokenisations the text metrics are defined on, each reproducing the reference
// implementation the papers used, so a figure here means what it means in the paper:
// NLTK-style words (token-set F1, stop-word rate), sacreBLEU's 13a (BLEU), rouge_score's
// (ROUGE) and plain whitespace words (GEIA's NLTK BLEU and exact-match rate). Torch-free.
#pragma once

#include <QStringList>

namespace unembed {

// Words in the style of NLTK's word_tokenize (Treebank rules). Instead of Punkt's sentence
// split, a period after a word of two or more characters followed by white space is a token (an
// end of sentence) unless the word is a common abbreviation (Mr, Mrs, Ms, Dr, St, Jr, Sr, vs, etc,
// No, Inc, Prof); the text's final period is a token too (before closing quotes or brackets).
// Opening double quotes become ``, closing ones ''; the punctuation , ; : @ # $ % & ? ! and the
// brackets ( ) [ ] { } < > are tokens of their own, as are "..." and "--"; the clitics 's 'm 'd
// 'll 're 've n't (any case) are split off the word before them, and a single quote off a word's
// end or its start (unless a clitic follows it). Case is kept.
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
