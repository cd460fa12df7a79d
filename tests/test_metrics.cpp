// The papers' metrics on cases small enough to work out by hand: the tokenisations, BLEU (the
// Vec2Text, sacreBLEU-sentence and GEIA/NLTK variants), ROUGE, token micro P/R/F1 and tf1, the
// exact-match variants, edit distance, stop-word rate, the sensitive-term detectors, NERR and
// name recovery, the MLC precision-recall sweep, and `unembed-cli score` end to end.
#include "eval/bleu.h"
#include "eval/edit_distance.h"
#include "eval/entity_recovery.h"
#include "eval/exact_match.h"
#include "eval/metric_definitions.h"
#include "eval/precision_recall_sweep.h"
#include "eval/rouge.h"
#include "eval/stop_word_rate.h"
#include "eval/text_scores.h"
#include "test_support.h"
#include "text/given_names.h"
#include "text/metric_tokenization.h"
#include "text/stop_words.h"
#include "text/token_f1.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <cmath>

using namespace unembed;
using unembed::test::writeFile;

namespace {

const QString kReference = QStringLiteral("the cat sat on the mat");

QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char('|'));
}

// A small word list: three proper nouns, and "May" and "Bill" which are also ordinary words.
QString writeWordList(const QTemporaryDir& dir) {
    return writeFile(dir, QStringLiteral("words"),
                     "Aaron's\nBill\nJohn\nMay\nParis\nSmith\nbill\ncat\nmay\nX\n");
}

} // namespace

class TestMetrics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // word_tokenize's Treebank rules, each row's tokens as NLTK 3.9's NLTKWordTokenizer gives
    // them for the one-sentence text.
    void nltkWordTokenizeRules_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("I can't go, John's car.")
            << QStringLiteral("I can't go, John's car.") << words("I|ca|n't|go|,|John|'s|car|.");
        QTest::newRow("'Hello,' she said")
            << QStringLiteral("'Hello,' she said") << words("'|Hello|,|'|she|said");
        QTest::newRow("\"Hi\" (she said)... ok?") << QStringLiteral("\"Hi\" (she said)... ok?")
                                                  << words("``|Hi|''|(|she|said|)|...|ok|?");
        QTest::newRow("He said \"cannot\" and I'm")
            << QStringLiteral("He said \"cannot\" and I'm gonna wanna go")
            << words("He|said|``|can|not|''|and|I|'m|gon|na|wan|na|go");
        QTest::newRow("we met at 9:30, paid 1,0")
            << QStringLiteral("we met at 9:30, paid 1,000 dollars: yes")
            << words("we|met|at|9:30|,|paid|1,000|dollars|:|yes");
        QTest::newRow("‘curly’ and “double” quo")
            << QStringLiteral("‘curly’ and “double” quotes «here»")
            << words("‘|curly|’|and|“|double|”|quotes|«|here|»");
        QTest::newRow("rock'n'roll isn't o'cloc")
            << QStringLiteral("rock'n'roll isn't o'clock 'tis")
            << words("rock'n'roll|is|n't|o'clock|'|tis");
        QTest::newRow("a—b – c ‒ d") << QStringLiteral("a—b – c ‒ d") << words("a|—|b|–|c|‒|d");
        QTest::newRow("gimme lemme gotta more'n") << QStringLiteral("gimme lemme gotta more'n d'ye")
                                                  << words("gim|me|lem|me|got|ta|more|'n|d|'ye");
        QTest::newRow("she's 'quoted' here")
            << QStringLiteral("she's 'quoted' here") << words("she|'s|'|quoted|'|here");
        QTest::newRow("x*y @home #tag $5 & 50%")
            << QStringLiteral("x*y @home #tag $5 & 50%") << words("x|*|y|@|home|#|tag|$|5|&|50|%");
        QTest::newRow("they'll we're you've I'd") << QStringLiteral("they'll we're you've I'd IT'S")
                                                  << words("they|'ll|we|'re|you|'ve|I|'d|IT|'S");
        QTest::newRow("ends with a bracket (lik")
            << QStringLiteral("ends with a bracket (like this).")
            << words("ends|with|a|bracket|(|like|this|)|.");
        QTest::newRow("``already`` quoted")
            << QStringLiteral("``already`` quoted") << words("``|already|``|quoted");
        QTest::newRow("a -- b") << QStringLiteral("a -- b") << words("a|--|b");
        QTest::newRow("café naïve 'été'")
            << QStringLiteral("café naïve 'été'") << words("café|naïve|'|été|'");
        QTest::newRow("I LOVE IT!!") << QStringLiteral("I LOVE IT!!") << words("I|LOVE|IT|!|!");
        QTest::newRow("what?! really")
            << QStringLiteral("what?! really") << words("what|?|!|really");
        QTest::newRow("no comma,here")
            << QStringLiteral("no comma,here") << words("no|comma|,|here");
    }
    // Sentences first (text/punkt_sentences.h), each tokenized on its own: a sentence's final
    // period is a token. Tokens from NLTK 3.8's word_tokenize with its trained English Punkt
    // model (nltk_data punkt, PY3/english.pickle) and NLTK 3.9's starting single-quote rule.
    void nltkSentenceSplits_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("Meet me in room 2. What ")
            << QStringLiteral("Meet me in room 2. What time suits you?")
            << words("Meet|me|in|room|2|.|What|time|suits|you|?");
        QTest::newRow("1. Mix the flour. 2. Add")
            << QStringLiteral("1. Mix the flour. 2. Add the eggs.")
            << words("1|.|Mix|the|flour|.|2|.|Add|the|eggs|.");
        QTest::newRow("We arrived at 5. then we") << QStringLiteral("We arrived at 5. then we ate.")
                                                  << words("We|arrived|at|5.|then|we|ate|.");
        QTest::newRow("It was plan B.' he said.")
            << QStringLiteral("It was plan B.' he said.") << words("It|was|plan|B|.|'|he|said|.");
        QTest::newRow("Dr. The clinic is closed")
            << QStringLiteral("Dr. The clinic is closed.") << words("Dr|.|The|clinic|is|closed|.");
        QTest::newRow("Call Dr. Patel at 9 a.m.")
            << QStringLiteral("Call Dr. Patel at 9 a.m. tomorrow.")
            << words("Call|Dr.|Patel|at|9|a.m.|tomorrow|.");
        QTest::newRow("I bought apples, pears e")
            << QStringLiteral("I bought apples, pears etc. and then went home.")
            << words("I|bought|apples|,|pears|etc|.|and|then|went|home|.");
        QTest::newRow("The piece was by J. Bach")
            << QStringLiteral("The piece was by J. Bach and I loved it.")
            << words("The|piece|was|by|J.|Bach|and|I|loved|it|.");
        QTest::newRow("She moved to the U.S. la")
            << QStringLiteral("She moved to the U.S. last year.")
            << words("She|moved|to|the|U.S.|last|year|.");
        QTest::newRow("Wait... The bus left. Wa")
            << QStringLiteral("Wait... The bus left. Wait... the bus left.")
            << words("Wait|...|The|bus|left|.|Wait|...|the|bus|left|.");
        QTest::newRow("Really?! You did that?")
            << QStringLiteral("Really?! You did that?") << words("Really|?|!|You|did|that|?");
        QTest::newRow("(Sent one.) Sent two.")
            << QStringLiteral("(Sent one.) Sent two.") << words("(|Sent|one|.|)|Sent|two|.");
        QTest::newRow("Very bad acting!!! I pro") << QStringLiteral("Very bad acting!!! I promise.")
                                                  << words("Very|bad|acting|!|!|!|I|promise|.");
        QTest::newRow("the i. .s a and")
            << QStringLiteral("the i. .s a and") << words("the|i|.|.s|a|and");
        QTest::newRow("my mum's. a in! I of")
            << QStringLiteral("my mum's. a in! I of") << words("my|mum|'s|.|a|in|!|I|of");
        QTest::newRow("No. 5 is my favourite nu") << QStringLiteral("No. 5 is my favourite number.")
                                                  << words("No|.|5|is|my|favourite|number|.");
        QTest::newRow("She works at Acme Corp. ")
            << QStringLiteral("She works at Acme Corp. in Leeds, with Bros. Grimm Ltd.")
            << words("She|works|at|Acme|Corp.|in|Leeds|,|with|Bros.|Grimm|Ltd|.");
        QTest::newRow("I was born on Jan. 5 and")
            << QStringLiteral("I was born on Jan. 5 and my sister on Sept. 12.")
            << words("I|was|born|on|Jan.|5|and|my|sister|on|Sept.|12|.");
    }

    void nltkSentenceSplits() {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QCOMPARE(nltkWordTokens(text), tokens);
    }

    void nltkWordTokenizeRules() {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QCOMPARE(nltkWordTokens(text), tokens);
    }

    void tokenisations() {
        // Sentences are tokenized one by one: each sentence's final period is a token, and a quote
        // opening a sentence is ``. "e.g." is no abbreviation in NLTK's English model.
        QCOMPARE(nltkWordTokens(QStringLiteral("Mr. Smith")), words("Mr.|Smith"));
        QCOMPARE(nltkWordTokens(QStringLiteral("He said \"hi.\" \"Then\" she left.")),
                 words("He|said|``|hi|.|''|``|Then|''|she|left|."));
        QCOMPARE(nltkWordTokens(QStringLiteral("I like cats. e.g. 3.5 dogs. Ok")),
                 words("I|like|cats|.|e.g|.|3.5|dogs|.|Ok"));
        QCOMPARE(tokens13a(QStringLiteral("Hello, world! It's 3.5-4 dollars.")),
                 words("Hello|,|world|!|It's|3.5|-|4|dollars|."));
        QCOMPARE(tokens13a(QStringLiteral("a &amp; b")), words("a|&|b"));
        // sacrebleu.tokenizers.tokenizer_13a.Tokenizer13a()("see you at 9:30. we met in 2019.")
        // gives these tokens: the padded line splits the final period after a digit.
        QCOMPARE(tokens13a(QStringLiteral("see you at 9:30. we met in 2019.")),
                 words("see|you|at|9|:|30|.|we|met|in|2019|."));
        QCOMPARE(tokens13a(QStringLiteral("1,000.5")), words("1,000.5"));
        QCOMPARE(rougeTokens(QStringLiteral("Café au-lait 42!")), words("caf|au|lait|42"));
        QCOMPARE(whitespaceTokens(QStringLiteral("  Hello,\tworld  ")), words("Hello,|world"));
        QVERIFY(rougeTokens(QString()).isEmpty());
    }

    void stopWordList() {
        QCOMPARE(englishStopWordCount(), 179);
        QVERIFY(isEnglishStopWord(QStringLiteral("The")));
        QVERIFY(isEnglishStopWord(QStringLiteral("wouldn't")));
        QVERIFY(!isEnglishStopWord(QStringLiteral("cat")));
    }

    void bleuWorkedExample() {
        // "the cat sat on a mat" against "the cat sat on the mat": 1-grams 5/6 (one "the" and
        // "a" unmatched), 2-grams 3/5 (the cat, cat sat, sat on), 3-grams 2/4, 4-grams 1/3
        // (the cat sat on), equal lengths so no brevity penalty:
        // BLEU = (5/6 * 3/5 * 2/4 * 1/3)^(1/4) = (1/12)^(1/4) = 0.53728.
        const QString prediction = QStringLiteral("the cat sat on a mat");
        const double expected = 100 * std::pow(1.0 / 12.0, 0.25);
        QVERIFY(std::abs(vec2textBleu(prediction, kReference) - expected) < 1e-9);
        QVERIFY(std::abs(sacreSentenceBleu(prediction, kReference) - expected) < 1e-9);
        // NLTK on the same whitespace tokens: BLEU-1 5/6, BLEU-2 sqrt(5/6 * 3/5) = sqrt(1/2).
        const QStringList p{prediction}, r{kReference};
        QVERIFY(std::abs(nltkCorpusBleu(p, r, 1) - 100 * 5.0 / 6.0) < 1e-9);
        QVERIFY(std::abs(nltkCorpusBleu(p, r, 2) - 100 * std::sqrt(0.5)) < 1e-9);
        QVERIFY(std::abs(nltkCorpusBleu(p, r, 4) - expected) < 1e-9);
        QCOMPARE(vec2textBleu(kReference, kReference), 100.0);
    }

    void bleuShortAndSmoothed() {
        // Under four tokens Vec2Text's BLEU is 0; the effective order scores what there is:
        // "cat sat" vs "the cat sat": 1-grams 2/2, 2-grams 1/1, brevity penalty exp(1 - 3/2).
        QCOMPARE(vec2textBleu(QStringLiteral("hello"), QStringLiteral("hello")), 0.0);
        QCOMPARE(sacreSentenceBleu(QStringLiteral("hello"), QStringLiteral("hello")), 100.0);
        QVERIFY(
            std::abs(sacreSentenceBleu(QStringLiteral("cat sat"), QStringLiteral("the cat sat")) -
                     100 * std::exp(-0.5)) < 1e-9);
        // Exponential smoothing: "the dog ran away" has 1/4 unigrams right and no longer match;
        // the n-th missing order scores 1 / (2^k * total): 25, 100/6, 100/8, 100/8 and the
        // brevity penalty is exp(1 - 6/4).
        const double smoothed = std::exp(-0.5) * std::pow(25.0 * (100.0 / 6) * 12.5 * 12.5, 0.25);
        QVERIFY(std::abs(vec2textBleu(QStringLiteral("the dog ran away"), kReference) - smoothed) <
                1e-9);
        // No match at all scores 0 (sacreBLEU 2 stops before smoothing).
        QCOMPARE(vec2textBleu(QStringLiteral("a b c d e"), kReference), 0.0);
        QCOMPARE(vec2textBleu(QString(), kReference), 0.0);
        QCOMPARE(vec2textBleu(kReference, QString()), 0.0);
        QCOMPARE(nltkCorpusBleu({QStringLiteral("x y")}, {kReference}, 1), 0.0);
        // NLTK's corpus BLEU sums the counts of both pairs before dividing: 1-grams
        // (6 + 0) / (6 + 2), and 8 predicted words against 7 reference words: no penalty.
        QCOMPARE(nltkCorpusBleu({kReference, QStringLiteral("x y")},
                                {kReference, QStringLiteral("z")}, 1),
                 75.0);
    }

    void rouge() {
        RougeScores s = rougeF(QStringLiteral("The cat sat"), kReference);
        QVERIFY(std::abs(s.rouge1 - 100 * 2.0 / 3.0) < 1e-9); // P 1, R 1/2
        QVERIFY(std::abs(s.rouge2 - 100 * 4.0 / 7.0) < 1e-9); // P 1, R 2/5
        QVERIFY(std::abs(s.rougeL - 100 * 2.0 / 3.0) < 1e-9);
        s = rougeF(QStringLiteral("mat the on sat cat the"), kReference); // reordered words
        QCOMPARE(s.rouge1, 100.0);
        QCOMPARE(s.rouge2, 0.0);
        QVERIFY(std::abs(s.rougeL - 50.0) < 1e-9); // longest common subsequence: the on the
        s = rougeF(QString(), kReference);
        QCOMPARE(s.rouge1 + s.rouge2 + s.rougeL, 0.0);
    }

    void tokenMicroAndSetF1() {
        MicroPrf counts;
        counts.add({1, 5, 7, 1}, {5, 9}); // TP 1 (5), FP 1 (9), FN 2 (1, 7); repeats once
        counts.add({2, 3}, {});           // FN 2
        QCOMPARE(counts.truePositives(), 1);
        QCOMPARE(counts.falsePositives(), 1);
        QCOMPARE(counts.falseNegatives(), 4);
        QCOMPARE(counts.precision(), 50.0);
        QCOMPARE(counts.recall(), 20.0);
        QVERIFY(std::abs(counts.f1() - 200.0 / 7.0) < 1e-9);
        QCOMPARE(MicroPrf().f1(), 0.0);
        // Sets {the, cat} against {the, cat, sat}: P 1, R 2/3, F1 0.8.
        QVERIFY(std::abs(tokenSetF1(QStringLiteral("the cat the"), QStringLiteral("the cat sat")) -
                         80.0) < 1e-9);
        QCOMPARE(tokenSetF1(QString(), kReference), 0.0);
        QCOMPARE(tokenSetF1(QStringLiteral("mat the on sat cat"), kReference), 100.0);
    }

    void exactMatches() {
        const QString reference = QStringLiteral("Hello world");
        QVERIFY(!exactMatch(QStringLiteral("Hello, world!"), reference));
        QVERIFY(geiaExactMatch(QStringLiteral("Hello, world!"), reference));
        QVERIFY(looseExactMatch(QStringLiteral("Hello, world!"), reference));
        QVERIFY(!geiaExactMatch(QStringLiteral("hello world"), reference));
        QVERIFY(looseExactMatch(QStringLiteral("hello  world"), reference));
        QVERIFY(geiaExactMatch(QStringLiteral("Hello - world"), reference)); // "-" was all punct
        QVERIFY(exactMatch(QString(), QString()));
        QVERIFY(!looseExactMatch(QStringLiteral("world hello"), reference));
        // ASCII symbols of string.punctuation go like brackets do, and Unicode punctuation too.
        QVERIFY(looseExactMatch(QStringLiteral("<Hello> world"), reference));
        QVERIFY(looseExactMatch(QStringLiteral("(Hello) +world="), reference));
        QVERIFY(looseExactMatch(QStringLiteral("«Hello» world…"), reference));
        QVERIFY(looseExactMatch(QStringLiteral("Hello — world"), reference));
        QVERIFY(!looseExactMatch(QStringLiteral("Hello world 2"), reference));
    }

    void editDistances() {
        QCOMPARE(editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        QCOMPARE(editDistance(QString::fromUtf8("naïve 😀"), QStringLiteral("naive 😀")), 1);
        QCOMPARE(editDistance(QString::fromUtf8("😀"), QString()), 1); // one code point
        QCOMPARE(editDistance(QString(), QStringLiteral("abc")), 3);
        QCOMPARE(median({3, 1, 8}), 3.0);
        QCOMPARE(median({3, 1, 8, 4}), 3.5);
        QVERIFY(std::isnan(median({})));
    }

    void stopWordRate() {
        StopWordRate rate;
        rate.add(QStringLiteral("I have a dog.")); // I, have, a are stop words; "." not a word
        QCOMPARE(rate.words(), 4);
        QCOMPARE(rate.rate(), 75.0);
        rate.add(QStringLiteral("Cats purr"));
        QCOMPARE(rate.rate(), 50.0);
        QCOMPARE(StopWordRate().rate(), 0.0);
    }

    void patternDetector() {
        const QString text =
            QStringLiteral("Mail bob@example.com or call (555) 123-4567 by March 3rd, 2021; born "
                           "1990, I have 2 cats and three kids, and three dogs.");
        QStringList found;
        for (const SensitiveSpan& span : PatternDetector().detect(text)) {
            QCOMPARE(text.mid(span.start, span.length), span.text);
            found << span.kind + QLatin1Char('=') + span.text;
        }
        QCOMPARE(found,
                 QStringList({QStringLiteral("email=bob@example.com"),
                              QStringLiteral("phone=(555) 123-4567"),
                              QStringLiteral("date=March 3rd, 2021"), QStringLiteral("year=1990"),
                              QStringLiteral("number=2"), QStringLiteral("number=three")}));
    }

    void gazetteerAndTermList() {
        QTemporaryDir dir;
        const ProperNounGazetteer gazetteer = ProperNounGazetteer::load(writeWordList(dir));
        QCOMPARE(gazetteer.label(),
                 QStringLiteral("proper-noun-gazetteer/3 (4 entries, %1 given names)")
                     .arg(givenNameCount()));
        // "Bill" at a sentence start says nothing; further in it is a name. "May" is no name
        // anywhere: the list's entry is the month, a date the patterns find.
        QStringList found;
        for (const SensitiveSpan& span : gazetteer.detect(
                 QStringLiteral("May I see John Smith in Paris? Bill came. We met Bill in May.")))
            found << span.text;
        QCOMPARE(found, words("John|Smith|Paris|Bill"));
        test::expectError([&] { ProperNounGazetteer::load(dir.filePath(QStringLiteral("none"))); },
                          {dir.filePath(QStringLiteral("none")), QStringLiteral("wamerican")});

        const TermListDetector terms = TermListDetector::load(
            writeFile(dir, QStringLiteral("terms.txt"), "acme corp\n\nNew York\nNew York City\n"));
        QVERIFY(terms.label().startsWith(QStringLiteral("terms/2 (terms.txt: 3 terms, sha256 ")));
        const QString text = QStringLiteral("ACME Corp moved to New York City, not New Yorkshire.");
        const auto spans = detectSensitiveTerms({&terms, &gazetteer}, text);
        QCOMPARE(spans.size(), size_t(2));
        QCOMPARE(spans[0].text, QStringLiteral("ACME Corp"));
        QCOMPARE(spans[1].text, QStringLiteral("New York City"));
        QCOMPARE(spans[1].start, 19);
        test::expectError(
            [&] { TermListDetector::load(writeFile(dir, QStringLiteral("empty.txt"), "\n\n")); },
            {QStringLiteral("empty.txt"), QStringLiteral("empty")});
    }

    void entityAndNameRecovery() {
        QTemporaryDir dir;
        const ProperNounGazetteer gazetteer = ProperNounGazetteer::load(writeWordList(dir));
        const PatternDetector patterns;
        EntityRecovery recovery;
        const QString reference = QStringLiteral("I met John Smith in Paris on 2024-01-31");
        recovery.add(reference, detectSensitiveTerms({&gazetteer, &patterns}, reference),
                     QStringLiteral("i met john brown in paris"));
        QCOMPARE(recovery.entities().found, 4); // John, Smith, Paris, the date
        QCOMPARE(recovery.entities().recovered, 2);
        QCOMPARE(recovery.entities().percent(), 50.0);
        QCOMPARE(recovery.fullNames().found, 1);
        QCOMPARE(recovery.fullNames().percent(), 0.0);
        QCOMPARE(recovery.firstNames().percent(), 100.0);
        QCOMPARE(recovery.lastNames().percent(), 0.0);
        const QString second = QStringLiteral("We saw Bill Smith");
        recovery.add(second, detectSensitiveTerms({&gazetteer}, second),
                     QStringLiteral("bill smith!"));
        QCOMPARE(recovery.fullNames().found, 2);
        QCOMPARE(recovery.fullNames().percent(), 50.0);
        QCOMPARE(recovery.lastNames().percent(), 50.0);
        QVERIFY(std::isnan(EntityRecovery().fullNames().percent()));
        QVERIFY(!containsTerm(QStringLiteral("Parisian"), QStringLiteral("Paris")));
    }

    void textScoresOverASet() {
        QTemporaryDir dir;
        const ProperNounGazetteer gazetteer = ProperNounGazetteer::load(writeWordList(dir));
        TextScores scores({&gazetteer});
        const auto first = scores.add(kReference, kReference);
        QCOMPARE(first.front().name, QStringLiteral("bleu"));
        QCOMPARE(first.front().value, 100.0);
        const auto second = scores.add(QString(), QStringLiteral("John is here"));
        const auto nerr = std::find_if(second.begin(), second.end(), [](const MetricValue& v) {
            return v.name == QLatin1String("nerr");
        });
        QVERIFY(nerr != second.end());
        QCOMPARE(nerr->value, 0.0);
        QHash<QString, double> corpus;
        for (const MetricValue& v : scores.corpus()) {
            corpus.insert(v.name, v.value);
            QVERIFY(!metricDefinition(v.name).definition.isEmpty()); // every figure is defined
        }
        QCOMPARE(corpus.value(QStringLiteral("bleu")), 50.0);
        QCOMPARE(corpus.value(QStringLiteral("exact_match")), 50.0);
        QCOMPARE(corpus.value(QStringLiteral("edit_distance")), 6.0);        // (0 + 12) / 2
        QCOMPARE(corpus.value(QStringLiteral("edit_distance_median")), 6.0); // mean of 0 and 12
        QCOMPARE(corpus.value(QStringLiteral("nerr")), 0.0);
        QVERIFY(!corpus.contains(QStringLiteral("full_name_recovery"))); // no full names
        // References: 6 + 3 words, stop words the, on, the, is, here = 5; predictions: 3 of 6.
        QVERIFY(std::abs(corpus.value(QStringLiteral("swr_difference")) -
                         (100 * 3.0 / 6.0 - 100 * 5.0 / 9.0)) < 1e-9);
    }

    void precisionRecallSweepByHand() {
        // A: reference {1, 2, 3}, scores 1: 0.9, 2: 0.4, 4: 0.3. B: reference {5}, scores
        // 5: 0.06, 6: 0.55.
        const std::vector<ScoredSentence> sentences = {{{1, 2, 3}, {{1, 0.9}, {2, 0.4}, {4, 0.3}}},
                                                       {{5}, {{5, 0.06}, {6, 0.55}}}};
        const auto thresholds = sweepThresholds();
        QCOMPARE(thresholds.size(), size_t(19));
        QCOMPARE(thresholds.front(), 0.05);
        QCOMPARE(thresholds.back(), 0.95);
        const auto points = precisionRecallSweep(sentences, thresholds);
        // 0.05: A {1, 2, 4} TP 2 FP 1 FN 1, B {5, 6} TP 1 FP 1: P 3/5, R 3/4, F1 6/9.
        QCOMPARE(points[0].counts.precision(), 60.0);
        QCOMPARE(points[0].counts.recall(), 75.0);
        QVERIFY(std::abs(points[0].counts.f1() - 200.0 / 3.0) < 1e-9);
        // 0.30 (a score equal to the threshold counts): A as before, B {6}: P 2/4, R 2/4.
        QCOMPARE(points[5].threshold, 0.3);
        QCOMPARE(points[5].counts.precision(), 50.0);
        QCOMPARE(points[5].counts.recall(), 50.0);
        // 0.50: A {1}, B {6}: TP 1 FP 1 FN 3.
        QCOMPARE(points[9].counts.precision(), 50.0);
        QCOMPARE(points[9].counts.recall(), 25.0);
        // 0.95: nothing predicted.
        QCOMPARE(points[18].counts.f1(), 0.0);
        QCOMPARE(points[18].counts.falseNegatives(), 4);
    }

    void scoreVerb() {
        QTemporaryDir dir;
        const QString pairs = writeFile(
            dir, QStringLiteral("pairs.jsonl"),
            "{\"id\": \"a\", \"reference\": \"the cat sat on the mat\", \"prediction\": \"the "
            "cat sat on a mat\"}\n\n{\"id\": 2, \"reference\": \"na\xc3\xafve\", \"prediction\": "
            "\"naive\"}\n");
        QProcess cli;
        cli.start(QStringLiteral(UNEMBED_CLI), {QStringLiteral("score"), QStringLiteral("--pairs"),
                                                pairs, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject result = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray pairResults = result.value(QStringLiteral("pairs")).toArray();
        QCOMPARE(pairResults.size(), 2);
        QCOMPARE(pairResults[1].toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("2"));
        const QJsonObject first =
            pairResults[0].toObject().value(QStringLiteral("metrics")).toObject();
        QVERIFY(std::abs(first.value(QStringLiteral("bleu")).toDouble() -
                         100 * std::pow(1.0 / 12.0, 0.25)) < 1e-6);
        QCOMPARE(first.value(QStringLiteral("edit_distance")).toDouble(), 3.0);
        const QJsonObject corpus = result.value(QStringLiteral("corpus")).toObject();
        QCOMPARE(corpus.value(QStringLiteral("edit_distance")).toDouble(), 2.0); // (3 + 1) / 2
        QCOMPARE(corpus.value(QStringLiteral("exact_match")).toDouble(), 0.0);
        QCOMPARE(result.value(QStringLiteral("definitions"))
                     .toObject()
                     .value(QStringLiteral("bleu"))
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toString(),
                 metricDefinition(QStringLiteral("bleu")).definitionId);

        const QString bad = writeFile(dir, QStringLiteral("bad.jsonl"),
                                      "{\"id\": 1, \"reference\": \"a\", \"prediction\": \"a\"}\n"
                                      "{\"id\": 2, \"reference\": \"b\"}\n");
        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("score"), QStringLiteral("--pairs"), bad});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 1);
        const QString error = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(error.contains(bad) && error.contains(QStringLiteral("row 2")) &&
                     error.contains(QStringLiteral("prediction")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMetrics)
#include "test_metrics.moc"
