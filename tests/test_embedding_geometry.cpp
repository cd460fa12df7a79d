// The victim's health figures: the spread of embeddings on the sphere (mean cosine of distinct
// pairs, Wang & Isola's uniformity), the alignment of related pairs, and recall@k beside NDCG@k,
// each checked against values worked out by hand.
// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "eval/embedding_geometry.h"
#include "eval/recall_at_k.h"
#include "eval/retrieval.h"

#include <QTest>

#include <cmath>

using namespace unembed;

class TestEmbeddingGeometry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void spreadOfACollapsedSetIsOne() {
        // Three vectors along one direction (scaled): every pair at cosine 1, distance 0.
        const SphereSpread spread =
            sphereSpread(torch::tensor({{1.0f, 0.0f}, {2.0f, 0.0f}, {0.5f, 0.0f}}));
        QCOMPARE(spread.meanPairCosine, 1.0);
        QCOMPARE(spread.uniformity, 0.0);
    }

    void spreadCountsEachPairOnce() {
        // Pairs: (e1, e2) cos 0, (e1, -e1) cos -1, (e2, -e1) cos 0: mean -1/3.
        // Squared distances 2, 4, 2: uniformity log((2 e^-4 + e^-8) / 3).
        const SphereSpread spread =
            sphereSpread(torch::tensor({{1.0f, 0.0f}, {0.0f, 3.0f}, {-1.0f, 0.0f}}));
        QVERIFY(std::abs(spread.meanPairCosine + 1.0 / 3.0) < 1e-12);
        QVERIFY(std::abs(spread.uniformity -
                         std::log((2 * std::exp(-4.0) + std::exp(-8.0)) / 3.0)) < 1e-12);
    }

    void spreadWorksAcrossBlocks() {
        // More rows than one block: the blockwise sum equals the full Gram matrix's.
        torch::manual_seed(3);
        const torch::Tensor v = torch::randn({1100, 8});
        const torch::Tensor u = torch::nn::functional::normalize(
            v.to(torch::kDouble), torch::nn::functional::NormalizeFuncOptions().dim(1));
        const torch::Tensor gram = u.matmul(u.t());
        const double n = 1100;
        const double expected = (gram.sum().item<double>() - n) / (n * (n - 1));
        QVERIFY(std::abs(sphereSpread(v).meanPairCosine - expected) < 1e-9);
    }

    void tooFewVectorsAreRefused() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sphereSpread(torch::ones({1, 4})));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 alignment(torch::ones({2, 4}), torch::ones({3, 4})));
    }

    void alignmentIsTheMeanSquaredDistance() {
        // (e1, e1) distance 0, (e1, e2) distance 2, after normalising (3, 0) and (0, 5).
        const double a = alignment(torch::tensor({{1.0f, 0.0f}, {3.0f, 0.0f}}),
                                   torch::tensor({{2.0f, 0.0f}, {0.0f, 5.0f}}));
        QVERIFY(std::abs(a - 1.0) < 1e-12);
    }

    void recallCountsRelevantDocumentsInTheTopK() {
        const QHash<QString, int> judged{
            {QStringLiteral("a"), 1}, {QStringLiteral("b"), 2}, {QStringLiteral("c"), 0}};
        QCOMPARE(
            recallAtK({QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b")}, judged, 2),
            0.5);
        QCOMPARE(recallAtK({QStringLiteral("b"), QStringLiteral("a")}, judged, 10), 1.0);
        QVERIFY(std::isnan(recallAtK({QStringLiteral("c")}, {{QStringLiteral("c"), 0}}, 10)));
    }

    void retrievalQualityGivesNdcgAndRecallOfOneRanking() {
        BeirSet set;
        set.docIds = {QStringLiteral("d0"), QStringLiteral("d1"), QStringLiteral("d2")};
        set.docTexts = {QString(), QString(), QString()};
        set.queryIds = {QStringLiteral("q0"), QStringLiteral("q1")};
        set.queryTexts = {QString(), QString()};
        set.qrels[QStringLiteral("q0")][QStringLiteral("d2")] = 1;
        set.qrels[QStringLiteral("q1")][QStringLiteral("d0")] = 1;
        set.qrels[QStringLiteral("q1")][QStringLiteral("d1")] = 1;
        const torch::Tensor docs = torch::tensor({{1.0f, 0.0f}, {0.8f, 0.6f}, {0.0f, 1.0f}});
        // q0 ranks d2 first; q1 ranks d0, d1, d2.
        const torch::Tensor queries = torch::tensor({{0.0f, 1.0f}, {1.0f, 0.1f}});
        const RetrievalQuality at1 = retrievalQuality(set, queries, docs, 1);
        QCOMPARE(at1.recall, (1.0 + 0.5) / 2.0);
        QCOMPARE(at1.ndcg, 1.0);
        const RetrievalQuality at2 = retrievalQuality(set, queries, docs, 2);
        QCOMPARE(at2.recall, 1.0);
        QCOMPARE(at2.ndcg, retrievalQuality(set, queries, docs, 2).ndcg);
    }
};

QTEST_GUILESS_MAIN(TestEmbeddingGeometry)
#include "test_embedding_geometry.moc"
