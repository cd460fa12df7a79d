// Retrieval for the noise trade-off: NDCG@k with graded relevance checked against hand-computed
// values (trec_eval's definition), exact cosine search with ties in corpus order, BEIR files
// written and read back with malformed ones refused by file and line, and the reply-retrieval set
// built from dialogues.
#include <torch/torch.h>

#include "demo/dialogue_corpus.h"
#include "eval/ann_index.h"
#include "eval/beir.h"
#include "eval/ndcg.h"
#include "eval/retrieval.h"
#include "test_support.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace unembed;
using unembed::test::expectError;
using unembed::test::writeFile;

class TestRetrieval : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ndcgMatchesHandComputedValues() {
        const Qrels qrels{{QStringLiteral("q1"),
                           {{QStringLiteral("d1"), 3},
                            {QStringLiteral("d2"), 2},
                            {QStringLiteral("d3"), 0},
                            {QStringLiteral("d4"), 1}}},
                          {QStringLiteral("q2"), {{QStringLiteral("d9"), 0}}}};
        const QStringList ranking = {QStringLiteral("d2"), QStringLiteral("d5"),
                                     QStringLiteral("d1"), QStringLiteral("d4")};
        // DCG = 2/log2(2) + 0/log2(3) + 3/log2(4) + 1/log2(5) = 3.930677 and the ideal order
        // (3, 2, 1, 0) gives 3 + 2/log2(3) + 1/2 = 4.761860: 0.825450.
        QVERIFY(std::abs(ndcgAtK(ranking, qrels[QStringLiteral("q1")], 10) - 0.8254499) < 1e-6);
        // The cut at 2 keeps (2, 0) against the ideal (3, 2): 2 / (3 + 2/log2(3)) = 0.469279.
        QVERIFY(std::abs(ndcgAtK(ranking, qrels[QStringLiteral("q1")], 2) - 0.4692787) < 1e-6);
        // A perfect ranking scores 1; a query whose judgements are all 0 scores 0; a query
        // without judgements is not scored.
        QCOMPARE(ndcgAtK({QStringLiteral("d1"), QStringLiteral("d2"), QStringLiteral("d4")},
                         qrels[QStringLiteral("q1")], 10),
                 1.0);
        const double mean = meanNdcgAtK({{QStringLiteral("q1"), ranking},
                                         {QStringLiteral("q2"), {QStringLiteral("d9")}},
                                         {QStringLiteral("q3"), {QStringLiteral("d1")}}},
                                        qrels, 10);
        QVERIFY(std::abs(mean - 0.8254499 / 2) < 1e-6);
        QVERIFY(std::isnan(meanNdcgAtK({{QStringLiteral("q3"), ranking}}, qrels, 10)));
    }

    void cosineSearchRanksAndKeepsTiesInOrder() {
        const torch::Tensor docs = torch::tensor({{1.0f, 0.0f},
                                                  {0.0f, 1.0f},
                                                  {2.0f, 0.0f}, // the same direction as row 0
                                                  {1.0f, 1.0f}});
        const torch::Tensor queries = torch::tensor({{3.0f, 0.1f}, {0.0f, -1.0f}});
        const torch::Tensor top = topKByCosine(queries, docs, 3);
        QCOMPARE(top.sizes(), (torch::IntArrayRef{2, 3}));
        QCOMPARE(top[0][0].item<int64_t>(), 0); // tied with row 2: corpus order first
        QCOMPARE(top[0][1].item<int64_t>(), 2);
        QCOMPARE(top[0][2].item<int64_t>(), 3);
        // Cosines 0, -1, 0, -0.71 for the second query: the orthogonal rows tie, in order.
        QCOMPARE(top[1][0].item<int64_t>(), 0);
        QCOMPARE(top[1][1].item<int64_t>(), 2);
        const torch::Tensor all = topKByCosine(queries, docs, 10);
        QCOMPARE(all.size(1), 4);
        QCOMPARE(all[1][3].item<int64_t>(), 1); // pointing away from it: last
    }

    // Beyond kExactNeighbourLimit documents the search goes through the HNSW graph: it finds
    // nearly all of the exact top 10, says which search it was, and stays exact below the limit.
    void largeCorporaAreSearchedApproximately() {
        torch::manual_seed(3);
        const int64_t n = kExactNeighbourLimit + 1;
        const torch::Tensor docs = torch::randn({n, 16});
        const torch::Tensor queries = docs.slice(0, 0, 40) + 0.05 * torch::randn({40, 16});
        CosineSearch search;
        const torch::Tensor approximate = topKByCosine(queries, docs, 10, &search);
        QCOMPARE(search.method, approximateSearchMethod());
        QCOMPARE(approximate.sizes(), (torch::IntArrayRef{40, 10}));
        namespace F = torch::nn::functional;
        const torch::Tensor scores =
            F::normalize(queries, F::NormalizeFuncOptions().dim(1))
                .matmul(F::normalize(docs, F::NormalizeFuncOptions().dim(1)).t());
        const torch::Tensor exact = std::get<1>(scores.topk(10, 1));
        int64_t found = 0;
        for (int64_t q = 0; q < 40; ++q)
            for (int64_t j = 0; j < 10; ++j)
                found += approximate[q].eq(exact[q][j]).any().item<bool>() ? 1 : 0;
        QVERIFY2(found >= 380, qPrintable(QString::number(found))); // recall@10 at least 0.95
        QCOMPARE(approximate.select(1, 0).eq(torch::arange(40)).sum().item<int64_t>(), 40);
        // The recall it reports is measured on every query here (fewer than 200): the same.
        QCOMPARE(search.recallQueries, int64_t(40));
        QCOMPARE(search.recallAtK, double(found) / 400.0);
        topKByCosine(queries, docs.slice(0, 0, n - 1), 10, &search);
        QCOMPARE(search.method, QStringLiteral("exact cosine"));
        QCOMPARE(search.recallAtK, 1.0);
    }

    void beirRoundTripsAndNdcgOfVectors() {
        QTemporaryDir dir;
        BeirSet set;
        set.docIds = {QStringLiteral("a"), QStringLiteral("b")};
        set.docTexts = {QStringLiteral("i like cats ."), QStringLiteral("Öl, \"quoted\"")};
        set.queryIds = {QStringLiteral("1"), QStringLiteral("2")};
        set.queryTexts = {QStringLiteral("what pets ?"), QStringLiteral("oil")};
        set.qrels[QStringLiteral("1")][QStringLiteral("a")] = 1;
        set.qrels[QStringLiteral("2")][QStringLiteral("b")] = 2;
        writeBeir(set, dir.path());
        const BeirSet back = readBeir(dir.path());
        QCOMPARE(back.docIds, set.docIds);
        QCOMPARE(back.docTexts, set.docTexts);
        QCOMPARE(back.queryTexts, set.queryTexts);
        QCOMPARE(back.qrels, set.qrels);
        // Query 1 finds a first, query 2 finds a first too: 1 and 1/log2(3).
        const RetrievalQuality quality =
            retrievalQuality(back, torch::tensor({{1.0f, 0.0f}, {1.0f, 0.2f}}),
                             torch::tensor({{1.0f, 0.1f}, {0.0f, 1.0f}}));
        QCOMPARE(quality.search.method, QStringLiteral("exact cosine"));
        const double ndcg = quality.ndcg;
        QVERIFY(std::abs(ndcg - (1.0 + 1.0 / std::log2(3.0)) / 2) < 1e-6);
    }

    void malformedBeirFilesAreRefused() {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("qrels")));
        writeFile(dir, QStringLiteral("corpus.jsonl"),
                  "{\"_id\": \"a\", \"text\": \"x\"}\n{\"_id\": \"a\", \"text\": \"y\"}\n");
        writeFile(dir, QStringLiteral("queries.jsonl"), "{\"_id\": \"1\", \"text\": \"q\"}\n");
        writeFile(dir, QStringLiteral("qrels/test.tsv"), "query-id\tcorpus-id\tscore\n1\ta\t1\n");
        expectError([&] { readBeir(dir.path()); },
                    {QStringLiteral("corpus.jsonl"), QStringLiteral("row 2"),
                     QStringLiteral("used twice")});
        writeFile(dir, QStringLiteral("corpus.jsonl"), "{\"_id\": \"a\", \"text\": \"x\"}\n");
        writeFile(dir, QStringLiteral("qrels/test.tsv"), "query-id\tcorpus-id\tscore\n1\tz\t1\n");
        expectError([&] { readBeir(dir.path()); },
                    {QStringLiteral("test.tsv"), QStringLiteral("row 2"),
                     QStringLiteral("unknown document")});
        writeFile(dir, QStringLiteral("qrels/test.tsv"), "1\ta\n");
        expectError([&] { readBeir(dir.path()); },
                    {QStringLiteral("test.tsv"), QStringLiteral("not a judgement")});
        writeFile(dir, QStringLiteral("queries.jsonl"), "{\"_id\": \"1\", \"text\": \n");
        expectError([&] { readBeir(dir.path()); },
                    {QStringLiteral("queries.jsonl"), QStringLiteral("row 1")});
    }

    void replyRetrievalSetJudgesEachReply() {
        std::vector<Dialogue> dialogues(2);
        dialogues[0].turns = {QStringLiteral("hi"), QStringLiteral("hello there"),
                              QStringLiteral("how are you ?"), QStringLiteral("fine")};
        dialogues[1].turns = {QStringLiteral("hey"), QStringLiteral("hello there"),
                              QStringLiteral("bye")};
        const BeirSet set = replyRetrievalSet(dialogues);
        // Turns 1 and 3 ask, turns 2 and 4 answer: no query is also a document, so a symmetric
        // embedder cannot find a query's own copy among the replies.
        QCOMPARE(set.queryTexts, (QStringList{QStringLiteral("hi"), QStringLiteral("how are you ?"),
                                              QStringLiteral("hey")}));
        // The repeated reply is one document, relevant to both of its queries.
        QCOMPARE(set.docTexts,
                 (QStringList{QStringLiteral("hello there"), QStringLiteral("fine")}));
        QCOMPARE(set.qrels.value(set.queryIds[0]).keys(), QStringList{set.docIds[0]});
        QCOMPARE(set.qrels.value(set.queryIds[2]).keys(), QStringList{set.docIds[0]});
        QCOMPARE(set.qrels.value(set.queryIds[1]).keys(), QStringList{set.docIds[1]});
        QCOMPARE(disjointReplyPairs(dialogues).size(), size_t(3));
        QCOMPARE(replyPairs(dialogues).size(), size_t(5));
    }
};

QTEST_GUILESS_MAIN(TestRetrieval)
#include "test_retrieval.moc"
