// The demo's victim check on a tiny real embedder and invented dialogues: each figure is the one
// its own definition gives on the same vectors, and the retrieval sets are the corpus functions'.
#include <torch/torch.h>

#include "demo/victim_diagnostics.h"
#include "eval/embedding_geometry.h"
#include "eval/retrieval.h"
#include "test_victim.h"

#include <QTest>

using namespace unembed;

class TestVictimDiagnostics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void figuresFollowTheirDefinitions() {
        test::TinyVictim tiny;
        std::vector<Dialogue> dialogues(2);
        dialogues[0].personas = {QStringLiteral("i have a turtle named timothy."),
                                 QStringLiteral("i work in sales.")};
        dialogues[0].turns = {
            QStringLiteral("hello there"), QStringLiteral("my turtle timothy says hello"),
            QStringLiteral("busy sales job , work work work"), QStringLiteral("nice")};
        dialogues[1].personas = {QStringLiteral("i ride horses every weekend.")};
        dialogues[1].turns = {QStringLiteral("horses every weekend for me"),
                              QStringLiteral("sounds fun")};
        // A repeated text counts once in the spread.
        const QStringList texts = {QStringLiteral("hello there"), QStringLiteral("sounds fun"),
                                   QStringLiteral("hello there"), QStringLiteral("nice")};
        const QJsonObject f = diagnoseVictim(*tiny.victim, texts, dialogues, nullptr, {});

        QCOMPARE(f.value(QStringLiteral("texts")).toInt(), 3);
        const SphereSpread spread = sphereSpread(tiny.victim->embed(
            {QStringLiteral("hello there"), QStringLiteral("sounds fun"), QStringLiteral("nice")}));
        QCOMPARE(f.value(QStringLiteral("mean_pair_cosine")).toDouble(), spread.meanPairCosine);
        QCOMPARE(f.value(QStringLiteral("uniformity")).toDouble(), spread.uniformity);

        const auto pairs = personaFactPairs(dialogues);
        QStringList turns, lines;
        for (const auto& [turn, line] : pairs) {
            turns << turn;
            lines << line;
        }
        QCOMPARE(f.value(QStringLiteral("alignment")).toDouble(),
                 alignment(tiny.victim->embed(turns), tiny.victim->embed(lines)));

        const BeirSet persona = personaFactRetrievalSet(dialogues);
        QCOMPARE(f.value(QStringLiteral("persona_queries")).toInt(), 3);
        QCOMPARE(f.value(QStringLiteral("persona_documents")).toInt(), 3);
        const RetrievalQuality quality =
            retrievalQuality(persona, tiny.victim->embed(persona.queryTexts),
                             tiny.victim->embed(persona.docTexts), 10);
        QCOMPARE(f.value(QStringLiteral("persona_ndcg@10")).toDouble(), quality.ndcg);
        // Three documents, so every relevant one is in the top 10.
        QCOMPARE(f.value(QStringLiteral("persona_recall@10")).toDouble(), 1.0);
        QCOMPARE(f.value(QStringLiteral("reply_queries")).toInt(), 3);
        QCOMPARE(f.value(QStringLiteral("reply_recall@10")).toDouble(), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestVictimDiagnostics)
#include "test_victim_diagnostics.moc"
