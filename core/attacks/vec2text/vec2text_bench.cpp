#include "vec2text_bench.h"

#include "attacks/vec2text/vec2text_folder.h"
#include "embedders/sentence_transformer.h"
#include "runtime/compute_device.h"
#include "runtime/throughput.h"

#include <torch/torch.h>

#include <QElapsedTimer>

namespace unembed {

Vec2TextBenchReport benchVec2Text(const Vec2TextBenchRequest& request) {
    torch::NoGradGuard noGrad;
    const ComputeInfo info = computeInfo();
    auto victim = SentenceTransformer::load(request.embedderFolder);
    LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
    LoadedCorrector corrector = loadVec2TextCorrector(request.correctorFolder);
    requireVictimFits(corrector.model->spec().victim(), request.correctorFolder, *victim);

    Vec2TextBenchReport report;
    report.matmulGflops = measureMatmulGflops();
    report.threads = info.threads;
    report.device = info.summary();
    const int maxLength = corrector.model->spec().maxLength;
    // About 2 FLOPs per parameter per token through each network.
    const double encoderParams = double(parameterCount(*corrector.model->encoder_decoder->encoder));
    const double decoderParams = double(parameterCount(*corrector.model->encoder_decoder->decoder) +
                                        corrector.model->encoder_decoder->shared->weight.numel());
    const double victimParams = double(parameterCount(*victim->encoder().module()));

    double greedyCached = 0, greedyUncached = 0;
    for (int batch : request.batchSizes) {
        torch::manual_seed(0);
        const torch::Tensor targets =
            torch::nn::functional::normalize(torch::randn({batch, victim->dimension()}),
                                             torch::nn::functional::NormalizeFuncOptions().dim(1));
        GenerationOptions first;
        first.maxLength = inverter.model->spec().maxLength;
        const QStringList hypotheses =
            inverter.tokenizer.decodeBatch(inverter.model->generate(targets, first).sequences);
        const torch::Tensor hypothesisEmbeddings = victim->embed(hypotheses);
        const TokenizedBatch tokens = corrector.tokenizer.encodeBatch(hypotheses, maxLength);
        for (int width : request.beamWidths)
            for (bool cache : {true, false}) {
                GenerationOptions options;
                options.maxLength = maxLength;
                options.numBeams = width;
                options.numReturnSequences = width;
                options.useCache = cache;
                double stepSeconds = 0, generationSeconds = 0, generated = 0, encoderTokens = 0,
                       embedded = 0;
                for (int r = 0; r <= request.repeats; ++r) {
                    QElapsedTimer clock;
                    clock.start();
                    const GenerationResult out = corrector.model->generate(
                        targets, hypothesisEmbeddings, tokens.ids, tokens.mask, options);
                    const double generation = clock.nsecsElapsed() / 1e9;
                    const QStringList candidates = corrector.tokenizer.decodeBatch(out.sequences);
                    const torch::Tensor reembedded = victim->embed(candidates);
                    (void)reembedded.sum().item<float>();
                    if (r == 0) continue; // warm-up
                    stepSeconds += clock.nsecsElapsed() / 1e9;
                    generationSeconds += generation;
                    generated += double((out.sequences.slice(1, 1) != 0).sum().item<int64_t>());
                    encoderTokens +=
                        double(batch) * double(tokens.ids.size(1) + 4 +
                                               3 * corrector.model->spec().numRepeatTokens);
                    embedded += double(
                        victim->tokenizer().encodeBatch(candidates).mask.sum().item<int64_t>());
                }
                Vec2TextBenchRow row;
                row.batch = batch;
                row.beamWidth = width;
                row.cache = cache;
                row.msPerStep = 1000.0 * stepSeconds / request.repeats;
                row.msGeneration = 1000.0 * generationSeconds / request.repeats;
                // Every decoding step runs all batch * width rows to the longest one.
                const double decodedPositions =
                    double(batch * width) * double(maxLength - 1) * double(request.repeats);
                row.tokensPerSecond = generated / std::max(1e-9, generationSeconds);
                // Useful work only: without the cache the decoder redoes its prefix, which
                // counts against the step as lost time, not as work.
                const double flops =
                    2.0 * (encoderTokens * encoderParams + decodedPositions * decoderParams +
                           embedded * victimParams);
                row.gflops = flops / std::max(1e-9, stepSeconds) / 1e9;
                row.shareOfMatmulPeak = row.gflops / report.matmulGflops;
                report.rows.push_back(row);
                if (batch == 1 && width == 1)
                    (cache ? greedyCached : greedyUncached) = row.msGeneration;
            }
    }
    if (greedyCached > 0) report.cacheSpeedupGreedyBatch1 = greedyUncached / greedyCached;
    return report;
}

} // namespace unembed
