#include "embedding_bench.h"

#include "embedders/sentence_transformer.h"
#include "runtime/compute_device.h"
#include "runtime/throughput.h"

#include <QElapsedTimer>

namespace unembed {

namespace {

// A text of at least `length` tokens under `tokenizer` (special tokens included), grown word by
// word from ordinary prose, so the tokenizer does its usual work.
QString textOfLength(const TextTokenizer& tokenizer, int length) {
    const QStringList words =
        QStringLiteral("the nurse said my mother should rest for a week after the operation but "
                       "she wanted to go back to her garden in the village near the river")
            .split(QLatin1Char(' '));
    QString text;
    for (int i = 0; int(tokenizer.encode(text).size()) < length; ++i)
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + words[i % words.size()];
    return text;
}

} // namespace

EmbeddingBenchReport benchEmbedding(const EmbeddingBenchRequest& request) {
    torch::NoGradGuard noGrad;
    const ComputeInfo info = computeInfo();
    auto embedder = SentenceTransformer::load(request.embedderFolder);
    EmbeddingBenchReport report;
    report.embedder = embedder->name();
    report.modelType = embedder->encoder().modelType();
    report.parameters = parameterCount(*embedder->encoder().module(), true);
    report.matmulGflops = measureMatmulGflops();
    report.threads = info.threads;
    report.device = info.summary();
    for (int length : request.lengths) {
        const QString text = textOfLength(embedder->tokenizer(), length);
        for (int batch : request.batchSizes) {
            embedder->batchSize = batch;
            // Distinct texts, as a real batch has: each ends in its own number.
            QStringList texts;
            for (int i = 0; i < batch; ++i)
                texts.append(text + QStringLiteral(" %1").arg(i));
            const double tokens = double(embedder->tokenizer()
                                             .encodeBatch(texts, embedder->maxSeqLength())
                                             .mask.sum()
                                             .item<int64_t>());
            (void)embedder->embed(texts); // warm-up
            QElapsedTimer clock;
            clock.start();
            for (int r = 0; r < request.repeats; ++r)
                (void)embedder->embed(texts);
            const double seconds = std::max(1e-9, clock.nsecsElapsed() / 1e9);
            EmbeddingBenchRow row;
            row.batch = batch;
            row.length = length;
            row.tokensPerText = tokens / batch;
            row.msPerBatch = 1000.0 * seconds / request.repeats;
            row.sentencesPerSecond = double(batch) * request.repeats / seconds;
            row.gflops = 2.0 * double(report.parameters) * tokens * request.repeats / seconds / 1e9;
            row.shareOfMatmulPeak = row.gflops / report.matmulGflops;
            report.rows.push_back(row);
        }
    }
    return report;
}

} // namespace unembed
