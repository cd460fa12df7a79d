// Greedy and beam search on tiny random T5 models: the KV cache changes nothing, beam width 1 is
// greedy (scored when asked), a batch decodes as its rows do alone, a decoding step projects q, k
// and v in one product in fp32, returned hypotheses are counted, sorted and scored as HF scores
// them, and an ended sequence is followed by pad ids. Torch first: Qt's `slots` macro breaks torch
// headers included after it.
#include <torch/torch.h>

#include "error.h"
#include "matrix_products.h"
#include "nn/generation.h"
#include "nn/t5.h"
#include "runtime/cancel_token.h"
#include "runtime/compute_device.h"
#include "runtime/row_blocks.h"
#include "runtime/row_products.h"
#include "tensor_compare.h"

#include <QScopeGuard>
#include <QTest>

#include <cmath>
#include <future>
#include <limits>

using namespace unembed;

namespace {

constexpr int64_t kVocab = 120;

T5Model tinyModel(bool v11) {
    T5Config config;
    config.vocabSize = int(kVocab);
    config.dModel = 32;
    config.dKv = 8;
    config.dFf = 64;
    config.numLayers = 2;
    config.numDecoderLayers = 2;
    config.numHeads = 4;
    config.relativeAttentionNumBuckets = 8;
    config.relativeAttentionMaxDistance = 16;
    config.feedForwardProj = v11 ? QStringLiteral("gated-gelu") : QStringLiteral("relu");
    config.tieWordEmbeddings = !v11;
    torch::manual_seed(v11 ? 11 : 5);
    return T5Model(config);
}

// Three inputs of lengths 4, 7 and 6, right-padded, with their mask.
struct Inputs {
    torch::Tensor ids, mask;
};

Inputs threeInputs() {
    Inputs inputs;
    inputs.ids = torch::tensor({17, 40, 9,   1,  0,  0,  0, //
                                55, 3,  81,  26, 70, 14, 1, //
                                33, 33, 102, 8,  61, 1,  0},
                               torch::kLong)
                     .view({3, 7});
    inputs.mask =
        torch::tensor({1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0}, torch::kLong)
            .view({3, 7});
    return inputs;
}

// Row `r` alone, without its padding.
Inputs row(const Inputs& inputs, int64_t r) {
    const int64_t length = inputs.mask[r].sum().item<int64_t>();
    return {inputs.ids.slice(0, r, r + 1).slice(1, 0, length),
            inputs.mask.slice(0, r, r + 1).slice(1, 0, length)};
}

// `sequences` right-padded with the pad id to `width` columns.
torch::Tensor padTo(const torch::Tensor& sequences, int64_t width) {
    return torch::constant_pad_nd(sequences, {0, width - sequences.size(1)}, 0);
}

// HF's score of a returned sequence, recomputed by teacher forcing: the sum of the log-probs of
// the generated tokens up to and including the first EOS, over their count ^ lengthPenalty.
double teacherForcedScore(T5ModelImpl& model, const torch::Tensor& states,
                          const torch::Tensor& mask, const torch::Tensor& sequence,
                          double lengthPenalty) {
    int64_t generated = sequence.size(0) - 1;
    for (int64_t t = 1; t < sequence.size(0); ++t)
        if (sequence[t].item<int64_t>() == model.config().eosTokenId) {
            generated = t;
            break;
        }
    const torch::Tensor prefix = sequence.slice(0, 0, generated).unsqueeze(0);
    const torch::Tensor logprobs =
        torch::log_softmax(model.logits(model.decode(prefix, states, mask)), -1)[0];
    const torch::Tensor targets = sequence.slice(0, 1, generated + 1);
    const double sum = logprobs.gather(1, targets.unsqueeze(1)).sum().item<double>();
    return sum / std::pow(double(generated), lengthPenalty);
}

// Gives EOS the head row of the token row 0 of threeInputs() picks third (greedy, v1.1 model) and
// silences that token, so that sequences end where they would have produced it. Returns it.
int64_t makeEosReachable(T5ModelImpl& model) {
    const Inputs inputs = threeInputs();
    GenerationOptions options;
    options.maxNewTokens = 10;
    const torch::Tensor original =
        greedySearch(model, model.encode(inputs.ids, inputs.mask), inputs.mask, options).sequences;
    const int64_t token = original[0][3].item<int64_t>();
    model.lm_head->weight[1].copy_(model.lm_head->weight[token]);
    model.lm_head->weight[token].zero_();
    return token;
}

} // namespace

class TestGeneration : public QObject {
    Q_OBJECT

private slots:
    void cachedEqualsUncached_data();
    void cachedEqualsUncached();
    void beamWidthOneEqualsGreedy();
    void batchedEqualsRowByRow();
    void blocksOnThreadsEqualOnePass();
    void decodingProjectsSelfAttentionInOneProduct();
    void returnedSequencesAreCountedSortedAndScored();
    void endedSequencesArePadded();
    void earlyStoppingOnlyEverStopsSooner();
    void maxNewTokensBoundsTheLength();
    void cancellationStopsBetweenSteps();
    void inconsistentOptionsAreRefused();
    void greedyTokensAreTorchsArgmax();
};

void TestGeneration::cachedEqualsUncached_data() {
    QTest::addColumn<bool>("v11");
    QTest::newRow("v1.0") << false;
    QTest::newRow("v1.1") << true;
}

void TestGeneration::cachedEqualsUncached() {
    QFETCH(bool, v11);
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(v11);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    GenerationOptions options;
    // Long enough for the cache's buffers to grow twice (16, 32, then 64 positions).
    options.maxNewTokens = 40;
    options.keepStepLogits = true;
    const GenerationResult cached = greedySearch(*model, states, inputs.mask, options);
    options.useCache = false;
    const GenerationResult uncached = greedySearch(*model, states, inputs.mask, options);
    QVERIFY(cached.sequences.size(1) > 33);
    QVERIFY(test::sameValues(cached.sequences, uncached.sequences));
    QCOMPARE(cached.stepLogits.size(), size_t(cached.sequences.size(1) - 1));
    QCOMPARE(cached.stepLogits.size(), uncached.stepLogits.size());
    for (size_t i = 0; i < cached.stepLogits.size(); ++i)
        QVERIFY(test::closeValues(cached.stepLogits[i], uncached.stepLogits[i], 1e-5, 1e-5));

    options.numBeams = 4;
    options.numReturnSequences = 3;
    options.keepStepLogits = false;
    const GenerationResult beamUncached = beamSearch(*model, states, inputs.mask, options);
    options.useCache = true;
    const GenerationResult beamCached = beamSearch(*model, states, inputs.mask, options);
    QVERIFY(test::sameValues(beamCached.sequences, beamUncached.sequences));
    QVERIFY(test::closeValues(beamCached.scores, beamUncached.scores, 1e-5, 1e-5));
}

void TestGeneration::beamWidthOneEqualsGreedy() {
    torch::NoGradGuard noGrad;
    for (bool v11 : {false, true}) {
        T5Model model = tinyModel(v11);
        const Inputs inputs = threeInputs();
        const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
        GenerationOptions options;
        options.maxNewTokens = 12;
        // As in HF, greedy search scores its sequences only when asked to.
        QVERIFY(!greedySearch(*model, states, inputs.mask, options).scores.defined());
        options.scoreSequences = true;
        const GenerationResult greedy = greedySearch(*model, states, inputs.mask, options);
        const GenerationResult beam = beamSearch(*model, states, inputs.mask, options);
        QVERIFY(test::sameValues(greedy.sequences, beam.sequences));
        QVERIFY(test::closeValues(greedy.scores, beam.scores, 1e-5, 1e-5));
        // generate() takes the greedy path for one beam.
        QVERIFY(test::sameValues(generate(*model, states, inputs.mask, options).sequences,
                                 greedy.sequences));
    }
}

void TestGeneration::batchedEqualsRowByRow() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(true);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    for (int beams : {1, 3}) {
        GenerationOptions options;
        options.maxNewTokens = 9;
        options.numBeams = beams;
        options.numReturnSequences = beams == 1 ? 1 : 2;
        options.scoreSequences = true;
        const GenerationResult batched = generate(*model, states, inputs.mask, options);
        const int64_t perInput = options.numReturnSequences;
        QCOMPARE(batched.sequences.size(0), 3 * perInput);
        for (int64_t r = 0; r < 3; ++r) {
            const Inputs alone = row(inputs, r);
            const GenerationResult single =
                generate(*model, model->encode(alone.ids, alone.mask), alone.mask, options);
            const torch::Tensor expected = padTo(single.sequences, batched.sequences.size(1));
            QVERIFY(test::sameValues(batched.sequences.slice(0, r * perInput, (r + 1) * perInput),
                                     expected));
            QVERIFY(test::closeValues(batched.scores.slice(0, r * perInput, (r + 1) * perInput),
                                      single.scores, 1e-5, 1e-5));
        }
    }
}

// On two threads a large enough batch is decoded in two blocks of inputs, one per thread
// (runtime/row_blocks.h): the same sequences and scores as one pass, the thread count restored,
// and a cancel stops every block.
void TestGeneration::blocksOnThreadsEqualOnePass() {
    torch::NoGradGuard noGrad;
    const int threadsBefore = at::get_num_threads();
    const auto restore = qScopeGuard([threadsBefore] { at::set_num_threads(threadsBefore); });
    at::set_num_threads(2);
    T5Model model = tinyModel(true);
    const Inputs three = threeInputs();
    for (const auto& [beams, inputCount] : {std::pair{4, 16}, std::pair{1, 64}}) {
        const torch::Tensor ids = three.ids.repeat({inputCount, 1}).narrow(0, 0, inputCount);
        const torch::Tensor mask = three.mask.repeat({inputCount, 1}).narrow(0, 0, inputCount);
        const torch::Tensor states = model->encode(ids, mask);
        GenerationOptions options;
        options.maxNewTokens = 9;
        options.numBeams = beams;
        options.numReturnSequences = beams == 1 ? 1 : 2;
        options.scoreSequences = true;
        // These are decoded in two blocks, one per thread.
        const int64_t minInputs = (16 + beams - 1) / beams;
        QCOMPARE(rowBlocksFor(inputCount, states.device(), minInputs), 2);
        // The inter-op threads that helped get their own thread counts back too.
        const auto interOpThreads = [] {
            std::promise<int> count;
            at::launch([&count] { count.set_value(at::get_num_threads()); });
            return count.get_future().get();
        };
        const int helperThreadsBefore = interOpThreads();
        const GenerationResult blocked = generate(*model, states, mask, options);
        QCOMPARE(at::get_num_threads(), 2);
        QCOMPARE(interOpThreads(), helperThreadsBefore);
        const GenerationResult onePass = beams == 1 ? greedySearch(*model, states, mask, options)
                                                    : beamSearch(*model, states, mask, options);
        QVERIFY(test::sameValues(blocked.sequences, onePass.sequences));
        if (beams > 1) QVERIFY(test::closeValues(blocked.scores, onePass.scores, 1e-5, 1e-5));

        CancelToken cancel;
        cancel.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, generate(*model, states, mask, options, &cancel));
        QCOMPARE(at::get_num_threads(), 2);
    }
}

// In fp32 a decoding step projects each decoder layer's self-attention q, k and v in one matrix
// product of the stacked weights; under bf16 autocast the three stay separate (the stack would be
// cast again at every step). A step of this model's 2 layers has 7 products a layer stacked (q k v,
// o, cross q, cross o, the gated feed-forward's 3) and 9 separate, plus the head's; the cross
// keys and values are projected once. With the few-row kernels (nn/row_products.h) the decoder
// makes no aten::mm at all.
void TestGeneration::decodingProjectsSelfAttentionInOneProduct() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(true);
    const Inputs inputs = threeInputs();
    GenerationOptions options;
    options.maxNewTokens = 6;
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    const int64_t layers = model->config().numDecoderLayers;
    QCOMPARE(layers, 2);
    GenerationResult result;
    const auto products = [&] {
        return test::matrixProducts(
            [&] { result = greedySearch(*model, states, inputs.mask, options); });
    };
    const auto productsPerStep = [&](int64_t perLayer) {
        const int64_t count = products();
        const int64_t steps = result.sequences.size(1) - 1;
        QVERIFY(steps > 0);
        QCOMPARE(count, steps * (layers * perLayer + 1) + 2 * layers);
    };
    const QString before = chosenPrecision();
    const RowKernel kernelBefore = chosenRowKernel();
    const auto restore = qScopeGuard([before, kernelBefore] {
        choosePrecision(before, {});
        chooseRowKernel(kernelBefore);
    });
    choosePrecision(QStringLiteral("fp32"), {});
    chooseRowKernel(RowKernel::Blas);
    productsPerStep(7);
    if (QTest::currentTestFailed()) return;
    const torch::Tensor blasSequences = result.sequences;
    for (RowKernel kernel : {RowKernel::Avx2, RowKernel::Avx512}) {
        if (!rowKernelRuns(kernel)) continue;
        chooseRowKernel(kernel);
        // Only the cross keys and values, when the encoder's states have too many rows.
        const bool manyStates = states.size(0) * states.size(1) > kMaxKernelRows;
        QCOMPARE(products(), manyStates ? 2 * layers : int64_t(0));
        QVERIFY(test::sameValues(result.sequences, blasSequences));
    }
    chooseRowKernel(RowKernel::Blas);
    choosePrecision(QStringLiteral("bf16"), {});
    productsPerStep(9);
}

void TestGeneration::returnedSequencesAreCountedSortedAndScored() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(true);
    makeEosReachable(*model);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    int64_t ended = 0, open = 0;
    for (double lengthPenalty : {1.0, 0.5, 2.0}) {
        GenerationOptions options;
        options.maxNewTokens = 8;
        options.numBeams = 5;
        options.numReturnSequences = 4;
        options.lengthPenalty = lengthPenalty;
        const GenerationResult result = beamSearch(*model, states, inputs.mask, options);
        QCOMPARE(result.sequences.size(0), int64_t(12));
        QCOMPARE(result.scores.size(0), int64_t(12));
        QVERIFY(result.sequences.size(1) <= 9);
        for (int64_t r = 0; r < 3; ++r) {
            for (int64_t j = 0; j < 4; ++j) {
                const int64_t i = r * 4 + j;
                QCOMPARE(result.sequences[i][0].item<int64_t>(), int64_t(0));
                const bool hasEos = result.sequences[i].eq(1).any().item<bool>();
                ended += hasEos ? 1 : 0;
                open += hasEos ? 0 : 1;
                if (j > 0)
                    QVERIFY(result.scores[i - 1].item<float>() >= result.scores[i].item<float>());
                const double recomputed = teacherForcedScore(*model, states.slice(0, r, r + 1),
                                                             inputs.mask.slice(0, r, r + 1),
                                                             result.sequences[i], lengthPenalty);
                QVERIFY2(std::abs(recomputed - result.scores[i].item<float>()) < 1e-4,
                         qPrintable(QStringLiteral("%1 vs %2")
                                        .arg(recomputed)
                                        .arg(result.scores[i].item<float>())));
            }
            // The hypotheses of one input are distinct.
            for (int64_t a = 0; a < 4; ++a)
                for (int64_t b = a + 1; b < 4; ++b)
                    QVERIFY(!test::sameValues(result.sequences[r * 4 + a],
                                              result.sequences[r * 4 + b]));
        }
    }
    // Both kinds of hypotheses were scored: those that ended with EOS and those cut at the limit.
    QVERIFY(ended > 0);
    QVERIFY(open > 0);
}

void TestGeneration::endedSequencesArePadded() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(true);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    GenerationOptions options;
    options.maxNewTokens = 10;
    const torch::Tensor original = greedySearch(*model, states, inputs.mask, options).sequences;
    QCOMPARE(original.size(1), int64_t(11)); // the random model never chose EOS

    // Every row now ends where it would have produced `token`.
    const int64_t token = makeEosReachable(*model);
    const GenerationResult ended = greedySearch(*model, states, inputs.mask, options);
    bool someRowRanLonger = false;
    for (int64_t r = 0; r < 3; ++r) {
        int64_t end = 1;
        while (end < 11 && original[r][end].item<int64_t>() != token)
            ++end;
        someRowRanLonger = someRowRanLonger || end > 3;
        for (int64_t t = 0; t < ended.sequences.size(1); ++t) {
            const int64_t expected = t < end ? original[r][t].item<int64_t>() : t == end ? 1 : 0;
            QCOMPARE(ended.sequences[r][t].item<int64_t>(), expected);
        }
    }
    QVERIFY(someRowRanLonger);
    QVERIFY(ended.sequences.size(1) <= 11);

    // Beam search pads the same way: after the first EOS of a hypothesis only pad ids follow.
    options.numBeams = 3;
    options.numReturnSequences = 3;
    const GenerationResult beams = beamSearch(*model, states, inputs.mask, options);
    int64_t endedHypotheses = 0;
    for (int64_t i = 0; i < beams.sequences.size(0); ++i) {
        bool seenEos = false;
        for (int64_t t = 1; t < beams.sequences.size(1); ++t) {
            const int64_t id = beams.sequences[i][t].item<int64_t>();
            if (seenEos) QCOMPARE(id, int64_t(0));
            if (id == 1 && !seenEos) {
                seenEos = true;
                ++endedHypotheses;
            }
        }
    }
    QVERIFY(endedHypotheses > 0);
}

void TestGeneration::earlyStoppingOnlyEverStopsSooner() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(true);
    makeEosReachable(*model);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    // Searching longer can only replace kept hypotheses by better ones, so the best score per
    // input orders as "never" >= heuristic (HF False) >= always (HF True).
    auto bestScores = [&](GenerationOptions::EarlyStopping stopping) {
        GenerationOptions options;
        options.maxNewTokens = 10;
        options.numBeams = 4;
        options.earlyStopping = stopping;
        return beamSearch(*model, states, inputs.mask, options).scores;
    };
    const torch::Tensor always = bestScores(GenerationOptions::EarlyStopping::Always);
    const torch::Tensor heuristic = bestScores(GenerationOptions::EarlyStopping::Heuristic);
    const torch::Tensor never = bestScores(GenerationOptions::EarlyStopping::Never);
    QCOMPARE(always.size(0), int64_t(3));
    QVERIFY((heuristic - always).min().item<float>() >= -1e-6);
    QVERIFY((never - heuristic).min().item<float>() >= -1e-6);
}

void TestGeneration::maxNewTokensBoundsTheLength() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(false);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    GenerationOptions options;
    options.maxLength = 6; // counts the start token, as HF's max_length does
    QCOMPARE(greedySearch(*model, states, inputs.mask, options).sequences.size(1), int64_t(6));
    options.maxNewTokens = 3;
    QCOMPARE(greedySearch(*model, states, inputs.mask, options).sequences.size(1), int64_t(4));
    options.numBeams = 2;
    QVERIFY(beamSearch(*model, states, inputs.mask, options).sequences.size(1) <= 4);
}

void TestGeneration::cancellationStopsBetweenSteps() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(false);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    CancelToken token;
    token.cancel();
    GenerationOptions options;
    QVERIFY_THROWS_EXCEPTION(Cancelled, greedySearch(*model, states, inputs.mask, options, &token));
    options.numBeams = 2;
    QVERIFY_THROWS_EXCEPTION(Cancelled, beamSearch(*model, states, inputs.mask, options, &token));
}

void TestGeneration::inconsistentOptionsAreRefused() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(false);
    const Inputs inputs = threeInputs();
    const torch::Tensor states = model->encode(inputs.ids, inputs.mask);
    GenerationOptions options;
    options.numBeams = 2;
    options.numReturnSequences = 3;
    QVERIFY_THROWS_EXCEPTION(InputError, generate(*model, states, inputs.mask, options));
    options.numReturnSequences = 1;
    options.maxLength = 1;
    QVERIFY_THROWS_EXCEPTION(InputError, generate(*model, states, inputs.mask, options));
}

// The greedy rule picks what torch's argmax picks: the first of equal largest logits, a NaN
// before any number, the first of a row of -inf.
void TestGeneration::greedyTokensAreTorchsArgmax() {
    torch::manual_seed(9);
    torch::Tensor logits = torch::randn({6, 1000});
    logits[1][17] = 9.0;
    logits[1][500] = 9.0;
    logits[2][3] = std::nan("");
    logits[2][900] = std::nan("");
    logits[3].fill_(-std::numeric_limits<float>::infinity());
    logits[4].fill_(2.5);
    logits[5][999] = 50.0;
    const torch::Tensor tokens = greedyTokens(logits);
    QVERIFY(test::sameValues(tokens, logits.argmax(-1)));
    QVERIFY(test::sameValues(tokens,
                             torch::tensor({logits[0].argmax().item<int64_t>(), int64_t(17),
                                            int64_t(3), int64_t(0), int64_t(0), int64_t(999)})));
    // A strided view and one row alone give the same.
    QVERIFY(test::sameValues(greedyTokens(logits.t().contiguous().t()), tokens));
    QVERIFY(test::sameValues(greedyTokens(logits.slice(0, 2, 3)), tokens.slice(0, 2, 3)));
}

QTEST_GUILESS_MAIN(TestGeneration)
#include "test_generation.moc"
