// The demo's corpus readers on small files in the published layouts (written here, with
// invented dialogues): PersonaChat JSON as the GEIA authors processed it and
// Synthetic-Persona-Chat CSV, with their quirks, and malformed files refused by file and row.
#include "demo/dialogue_corpus.h"
#include "eval/beir.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using unembed::test::expectError;
using unembed::test::writeFile;

class TestDialogueCorpus : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void personaChatJsonIsRead() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("dev.json"), R"([
 {"partner_persona": ["my persona: i grow tomatoes ."],
  "your_persona": ["my persona: i drive a bus .", "my persona: i have two cats ."],
  "conv": ["hello , how are you ?", "fine , just fed my cats .", "what are their names ?"]},
 {"partner_persona": [], "your_persona": [], "conv": ["only one line"]}
])");
        const std::vector<Dialogue> dialogues = readPersonaChatJson(path);
        QCOMPARE(dialogues.size(), size_t(2));
        QCOMPARE(dialogues[0].personas, (QStringList{QStringLiteral("i drive a bus ."),
                                                     QStringLiteral("i have two cats ."),
                                                     QStringLiteral("i grow tomatoes .")}));
        QCOMPARE(dialogues[0].turns.size(), 3);
        QCOMPARE(dialogueTexts(dialogues, false).size(), 4);
        QCOMPARE(dialogueTexts(dialogues, true).size(), 7);
        const auto pairs = replyPairs(dialogues);
        QCOMPARE(pairs.size(), size_t(2));
        QCOMPARE(pairs[1].first, QStringLiteral("fine , just fed my cats ."));
        QCOMPARE(pairs[1].second, QStringLiteral("what are their names ?"));
    }

    void syntheticPersonaChatCsvIsRead() {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("valid.csv"),
            "user 1 personas,user 2 personas,Best Generated Conversation\n"
            "\"I bake bread.\nI own a van.\",\"I teach piano.\",\"User 1: Hi there!\n"
            "User 2: Hello, how are you?\n* User 1: Good, I just baked bread.\nIt was rye.\n"
            "*User 2: Sounds tasty, \"\"really\"\".\"\n");
        const std::vector<Dialogue> dialogues = readSyntheticPersonaChatCsv(path);
        QCOMPARE(dialogues.size(), size_t(1));
        QCOMPARE(dialogues[0].personas.size(), 3);
        QCOMPARE(dialogues[0].turns,
                 (QStringList{QStringLiteral("Hi there!"), QStringLiteral("Hello, how are you?"),
                              QStringLiteral("Good, I just baked bread. It was rye."),
                              QStringLiteral("Sounds tasty, \"really\".")}));
    }

    void aTurnExpressesAPersonaLineBySharedContentWords() {
        // turtle and timothy: two of the line's three content words (have is a stop word).
        QVERIFY(expressesPersonaLine(
            QStringLiteral("i have a pet turtle that i love ! his name is timothy"),
            QStringLiteral("i have a turtle named timothy.")));
        QVERIFY(expressesPersonaLine(QStringLiteral("i love onions so much"),
                                     QStringLiteral("i love onions.")));
        // One shared content word is not enough, however short the line.
        QVERIFY(!expressesPersonaLine(QStringLiteral("onions make me cry"),
                                      QStringLiteral("i love onions.")));
        // Two shared words that cover less than half of a long line's content words.
        QVERIFY(!expressesPersonaLine(
            QStringLiteral("my dog likes the park"),
            QStringLiteral("my dog and my cat sleep near the old park bench every sunday.")));
        // Case and punctuation do not matter; stop words never count.
        QVERIFY(expressesPersonaLine(QStringLiteral("Kindergarten TEACHER, that's me!"),
                                     QStringLiteral("i am a kindergarten teacher.")));
        QVERIFY(!expressesPersonaLine(QStringLiteral("i am what i am and so are you"),
                                      QStringLiteral("i am who i am.")));
    }

    void personaFactRetrievalJudgesTheExpressedLines() {
        std::vector<Dialogue> dialogues(2);
        dialogues[0].personas = {QStringLiteral("i have a turtle named timothy."),
                                 QStringLiteral("i work in sales.")};
        dialogues[0].turns = {QStringLiteral("hello there"),
                              QStringLiteral("my turtle timothy says hello"),
                              QStringLiteral("busy sales job , work work work")};
        dialogues[1].personas = {QStringLiteral("i work in sales."),
                                 QStringLiteral("i ride horses every weekend.")};
        dialogues[1].turns = {QStringLiteral("horses every weekend for me"),
                              QStringLiteral("my turtle timothy is asleep")};
        const auto pairs = personaFactPairs(dialogues);
        QCOMPARE(pairs.size(), size_t(3));
        QCOMPARE(pairs[0].second, QStringLiteral("i have a turtle named timothy."));
        QCOMPARE(pairs[1].second, QStringLiteral("i work in sales."));
        QCOMPARE(pairs[2].first, QStringLiteral("horses every weekend for me"));
        const BeirSet set = personaFactRetrievalSet(dialogues);
        // Every distinct persona line once, the shared "i work in sales." too.
        QCOMPARE(set.docTexts, (QStringList{QStringLiteral("i have a turtle named timothy."),
                                            QStringLiteral("i work in sales."),
                                            QStringLiteral("i ride horses every weekend.")}));
        // The second dialogue's turtle turn expresses no line of its own dialogue: no query.
        QCOMPARE(set.queryTexts, (QStringList{QStringLiteral("my turtle timothy says hello"),
                                              QStringLiteral("busy sales job , work work work"),
                                              QStringLiteral("horses every weekend for me")}));
        QCOMPARE(set.qrels.value(set.queryIds[1]).keys(), QStringList{set.docIds[1]});
        QCOMPARE(set.qrels.value(set.queryIds[2]).keys(), QStringList{set.docIds[2]});
    }

    void malformedFilesAreRefused() {
        QTemporaryDir dir;
        expectError(
            [&] {
                readPersonaChatJson(writeFile(dir, QStringLiteral("a.json"), "[{\"conv\": 3}]"));
            },
            {QStringLiteral("a.json"), QStringLiteral("row 1"), QStringLiteral("conv")});
        expectError(
            [&] {
                readPersonaChatJson(writeFile(dir, QStringLiteral("b.json"),
                                              "[{\"conv\": [], \"your_persona\": []}]"));
            },
            {QStringLiteral("b.json"), QStringLiteral("partner_persona")});
        expectError([&] { readPersonaChatJson(writeFile(dir, QStringLiteral("c.json"), "[{")); },
                    {QStringLiteral("c.json"), QStringLiteral("not valid JSON")});
        expectError(
            [&] {
                readSyntheticPersonaChatCsv(
                    writeFile(dir, QStringLiteral("d.csv"), "user 1 personas,user 2 personas\n"));
            },
            {QStringLiteral("d.csv"), QStringLiteral("Best Generated Conversation")});
        expectError(
            [&] {
                readSyntheticPersonaChatCsv(writeFile(
                    dir, QStringLiteral("e.csv"),
                    "user 1 personas,user 2 personas,Best Generated Conversation\na,b\n"));
            },
            {QStringLiteral("e.csv"), QStringLiteral("row 2")});
    }
};

QTEST_GUILESS_MAIN(TestDialogueCorpus)
#include "test_dialogue_corpus.moc"
