// GPT-2 in libtorch: one layer's output against a naive re-computation with plain tensor ops,
// Conv1D weights read from a hand-written safetensors file in their [in, out] layout, folders that
// round-trip, configs that are validated, and decoding after an embedding prefix (cached equals
// uncached, beam width 1 equals greedy, nucleus sampling repeats for a seed).
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "nn/causal_generation.h"
#include "nn/gpt2.h"
#include "runtime/inference_device.h"
#include "tensor_compare.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace unembed;

namespace {

GPT2Config tinyConfig(int vocab = 12, int layers = 1) {
    GPT2Config config;
    config.vocabSize = vocab;
    config.nPositions = 24;
    config.nEmbd = 8;
    config.nLayer = layers;
    config.nHead = 2;
    config.residPdrop = config.embdPdrop = config.attnPdrop = 0.0;
    config.bosTokenId = 0;
    config.eosTokenId = 1;
    config.padTokenId = 0;
    return config;
}

// A model whose biases and layer-norm parameters are not at their neutral initial values, so the
// re-computation below exercises every term.
GPT2 randomModel(const GPT2Config& config, uint64_t seed) {
    torch::manual_seed(seed);
    GPT2 model(config);
    torch::NoGradGuard noGrad;
    for (auto& p : model->named_parameters())
        if (p.key().find("bias") != std::string::npos || p.key().find("ln_") != std::string::npos)
            p.value().add_(torch::randn_like(p.value()) * 0.3);
    for (auto& p : model->named_parameters())
        if (p.key().find("wte") != std::string::npos) p.value().mul_(50.0);
    model->eval();
    return model;
}

torch::Tensor layerNorm(const torch::Tensor& x, const torch::Tensor& w, const torch::Tensor& b,
                        double eps) {
    const torch::Tensor mean = x.mean(-1, true);
    const torch::Tensor var = (x - mean).pow(2).mean(-1, true);
    return (x - mean) / (var + eps).sqrt() * w + b;
}

// A safetensors file written byte by byte: F32 tensors in the given order.
struct RawTensor {
    std::string name;
    std::vector<int64_t> shape;
    std::vector<float> values;
};

QByteArray safetensorsBytes(const std::vector<RawTensor>& tensors) {
    QJsonObject header;
    QByteArray data;
    for (const RawTensor& t : tensors) {
        QJsonArray shape;
        for (int64_t d : t.shape)
            shape.append(qint64(d));
        const qint64 begin = data.size();
        data.append(reinterpret_cast<const char*>(t.values.data()),
                    qsizetype(t.values.size() * sizeof(float)));
        header.insert(
            QString::fromStdString(t.name),
            QJsonObject{{QStringLiteral("dtype"), QStringLiteral("F32")},
                        {QStringLiteral("shape"), shape},
                        {QStringLiteral("data_offsets"), QJsonArray{begin, data.size()}}});
    }
    const QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    QByteArray bytes(8, '\0');
    const quint64 length = quint64(json.size());
    std::memcpy(bytes.data(), &length, 8);
    return bytes + json + data;
}

std::vector<float> counting(int64_t n, float start, float step) {
    std::vector<float> values(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i)
        values[size_t(i)] = start + step * float(i);
    return values;
}

} // namespace

class TestGPT2 : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneLayerMatchesNaiveComputation() {
        const GPT2Config config = tinyConfig();
        GPT2 model = randomModel(config, 1);
        torch::manual_seed(2);
        const torch::Tensor x = torch::randn({2, 5, 8});
        const torch::Tensor out = model->forward(x);

        const auto p = model->named_parameters();
        const auto at = [&](const char* name) { return p[std::string(name)]; };
        torch::NoGradGuard noGrad;
        const torch::Tensor h = x + at("wpe.weight").slice(0, 0, 5);
        const torch::Tensor a = layerNorm(h, at("h.0.ln_1.weight"), at("h.0.ln_1.bias"), 1e-5);
        // Conv1D: y = x W + b with W stored [in, out].
        const torch::Tensor qkv =
            a.matmul(at("h.0.attn.c_attn.weight")) + at("h.0.attn.c_attn.bias");
        torch::Tensor context = torch::zeros({2, 5, 8});
        for (int64_t b = 0; b < 2; ++b)
            for (int64_t head = 0; head < 2; ++head)
                for (int64_t i = 0; i < 5; ++i) {
                    const torch::Tensor q = qkv[b][i].slice(0, head * 4, head * 4 + 4);
                    std::vector<double> scores;
                    for (int64_t j = 0; j <= i; ++j) {
                        const torch::Tensor k = qkv[b][j].slice(0, 8 + head * 4, 8 + head * 4 + 4);
                        scores.push_back((q * k).sum().item<double>() / 2.0);
                    }
                    double peak = scores.front(), total = 0;
                    for (double s : scores)
                        peak = std::max(peak, s);
                    for (double& s : scores)
                        total += (s = std::exp(s - peak));
                    for (int64_t j = 0; j <= i; ++j) {
                        const torch::Tensor v =
                            qkv[b][j].slice(0, 16 + head * 4, 16 + head * 4 + 4);
                        context[b][i].slice(0, head * 4, head * 4 + 4) +=
                            v * float(scores[size_t(j)] / total);
                    }
                }
        const torch::Tensor h2 =
            h + context.matmul(at("h.0.attn.c_proj.weight")) + at("h.0.attn.c_proj.bias");
        const torch::Tensor m = layerNorm(h2, at("h.0.ln_2.weight"), at("h.0.ln_2.bias"), 1e-5);
        const torch::Tensor f = m.matmul(at("h.0.mlp.c_fc.weight")) + at("h.0.mlp.c_fc.bias");
        const torch::Tensor gelu =
            0.5 * f * (1.0 + torch::tanh(std::sqrt(2.0 / M_PI) * (f + 0.044715 * f.pow(3))));
        const torch::Tensor h3 =
            h2 + gelu.matmul(at("h.0.mlp.c_proj.weight")) + at("h.0.mlp.c_proj.bias");
        const torch::Tensor expected = layerNorm(h3, at("ln_f.weight"), at("ln_f.bias"), 1e-5);
        QVERIFY2(test::closeValues(out, expected, 1e-4, 1e-5),
                 qPrintable(QString::number((out - expected).abs().max().item<double>())));
        // The tied head: logits are the hidden states against the token embeddings.
        QVERIFY(test::closeValues(model->logits(out), expected.matmul(at("wte.weight").t()), 1e-4,
                                  1e-4));
    }

    void conv1DWeightsLoadInTheirStoredLayout() {
        QTemporaryDir dir;
        GPT2Config config = tinyConfig(3);
        config.nEmbd = 2;
        config.nHead = 1;
        config.nPositions = 4;
        config.nInner = 2;
        config.save(dir.filePath(QStringLiteral("config.json")));
        // HF's GPT2Model layout: no "transformer." prefix, the tied head stored as lm_head.weight,
        // and the causal-mask buffer older checkpoints carry.
        const std::vector<RawTensor> tensors = {
            {"wte.weight", {3, 2}, counting(6, 0.1f, 0.1f)},
            {"wpe.weight", {4, 2}, counting(8, 0.0f, 0.0f)},
            {"h.0.ln_1.weight", {2}, {1, 1}},
            {"h.0.ln_1.bias", {2}, {0, 0}},
            {"h.0.attn.bias", {1, 1, 4, 4}, counting(16, 1.0f, 0.0f)},
            {"h.0.attn.c_attn.weight", {2, 6}, counting(12, 1.0f, 1.0f)},
            {"h.0.attn.c_attn.bias", {6}, counting(6, 0.5f, 0.0f)},
            {"h.0.attn.c_proj.weight", {2, 2}, {1, 2, 3, 4}},
            {"h.0.attn.c_proj.bias", {2}, {0, 0}},
            {"h.0.ln_2.weight", {2}, {1, 1}},
            {"h.0.ln_2.bias", {2}, {0, 0}},
            {"h.0.mlp.c_fc.weight", {2, 2}, {1, 0, 0, 1}},
            {"h.0.mlp.c_fc.bias", {2}, {0, 0}},
            {"h.0.mlp.c_proj.weight", {2, 2}, {1, 0, 0, 1}},
            {"h.0.mlp.c_proj.bias", {2}, {0, 0}},
            {"ln_f.weight", {2}, {1, 1}},
            {"ln_f.bias", {2}, {0, 0}},
            {"lm_head.weight", {3, 2}, counting(6, 0.1f, 0.1f)},
        };
        test::writeFile(dir, QStringLiteral("model.safetensors"), safetensorsBytes(tensors));
        GPT2LMHeadModel model = loadGPT2(dir.path());
        auto& attention = *model->transformer->h[0]->as<GPT2BlockImpl>()->attn;
        // Row 0 of the stored [in, out] matrix is what the first input feature contributes.
        const auto device = moduleDevice(attention);
        const torch::Tensor y =
            attention.c_attn(torch::tensor({{1.0f, 0.0f}, {0.0f, 1.0f}}).to(device));
        QVERIFY(test::sameValues(y[0], torch::tensor({1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f})));
        QVERIFY(test::sameValues(y[1], torch::tensor({7.5f, 8.5f, 9.5f, 10.5f, 11.5f, 12.5f})));
        QVERIFY(test::sameValues(attention.c_proj(torch::tensor({{1.0f, 1.0f}}).to(device)),
                                 torch::tensor({{4.0f, 6.0f}})));
        QVERIFY(test::sameValues(model->transformer->wte->weight[2], torch::tensor({0.5f, 0.6f})));

        // Saved back under HF's GPT2LMHeadModel names and read again, bit for bit.
        const QString copy = dir.filePath(QStringLiteral("copy"));
        saveGPT2(*model, copy);
        GPT2LMHeadModel reread = loadGPT2(copy);
        const torch::Tensor ids = torch::tensor({{0, 2, 1}}, torch::kLong);
        QVERIFY(test::sameValues(
            model->transformer->logits(model->transformer->forward(model->transformer->embed(ids))),
            reread->transformer->logits(
                reread->transformer->forward(reread->transformer->embed(ids)))));
        QVERIFY(reread->named_parameters().contains("transformer.h.0.attn.c_attn.weight"));

        // A Conv1D weight in nn.Linear's [out, in] layout is refused, naming it and both shapes.
        std::vector<RawTensor> transposed = tensors;
        transposed[5] = {"h.0.attn.c_attn.weight", {6, 2}, counting(12, 1.0f, 1.0f)};
        test::writeFile(dir, QStringLiteral("model.safetensors"), safetensorsBytes(transposed));
        test::expectError([&] { loadGPT2(dir.path()); },
                          {QStringLiteral("h.0.attn.c_attn.weight"), QStringLiteral("[2, 6]"),
                           QStringLiteral("[6, 2]")});
    }

    void configsAreValidatedAndKeepUnknownKeys() {
        QJsonObject json = tinyConfig().toJson();
        json.insert(QStringLiteral("unembed"), QJsonObject{{QStringLiteral("family"), 1}});
        const GPT2Config config = GPT2Config::fromJson(json);
        QCOMPARE(config.nEmbd, 8);
        QCOMPARE(config.innerDim(), 32);
        QCOMPARE(config.activation(), GPT2Config::Activation::GeluTanh);
        QCOMPARE(config.toJson().value(QStringLiteral("unembed")).toObject(),
                 json.value(QStringLiteral("unembed")).toObject());
        QCOMPARE(config.toJson().value(QStringLiteral("model_type")).toString(),
                 QStringLiteral("gpt2"));

        json.insert(QStringLiteral("n_head"), 3);
        test::expectError([&] { GPT2Config::fromJson(json, QStringLiteral("c.json")); },
                          {QStringLiteral("c.json"), QStringLiteral("n_embd"),
                           QStringLiteral("multiple of n_head (3)")});
        json.insert(QStringLiteral("n_head"), 2);
        json.insert(QStringLiteral("activation_function"), QStringLiteral("swish"));
        test::expectError([&] { GPT2Config::fromJson(json); },
                          {QStringLiteral("activation_function"), QStringLiteral("found swish")});
        json.insert(QStringLiteral("activation_function"), QStringLiteral("gelu"));
        // transformers keeps special ids beyond a small vocabulary; so does the config, saying so.
        json.insert(QStringLiteral("eos_token_id"), 50256);
        QCOMPARE(GPT2Config::fromJson(json).specialIdsOutsideVocabulary(),
                 QStringLiteral("eos_token_id 50256"));
        QCOMPARE(tinyConfig().specialIdsOutsideVocabulary(), QString());
    }

    void cachedDecodingEqualsUncached() {
        GPT2 model = randomModel(tinyConfig(12, 2), 3);
        torch::manual_seed(4);
        const torch::Tensor prefix = torch::randn({3, 2, 8});
        // The hidden states of a sequence fed at once and piece by piece through the cache.
        const torch::Tensor inputs = torch::cat({prefix, torch::randn({3, 4, 8})}, 1);
        GPT2Cache cache;
        const torch::Tensor first = model->forward(inputs.slice(1, 0, 2), &cache);
        const torch::Tensor second = model->forward(inputs.slice(1, 2, 3), &cache);
        const torch::Tensor rest = model->forward(inputs.slice(1, 3), &cache);
        QCOMPARE(cache.length(), 6);
        QVERIFY(test::closeValues(torch::cat({first, second, rest}, 1), model->forward(inputs),
                                  1e-5, 1e-5));

        GenerationOptions options;
        options.maxLength = 10;
        options.scoreSequences = true;
        for (int beams : {1, 3}) {
            options.numBeams = beams;
            options.useCache = true;
            const GenerationResult cached = generateAfterPrefix(*model, prefix, options);
            options.useCache = false;
            const GenerationResult uncached = generateAfterPrefix(*model, prefix, options);
            QVERIFY(test::sameValues(cached.sequences, uncached.sequences));
            QVERIFY(test::closeValues(cached.scores, uncached.scores, 1e-5, 1e-5));
            QCOMPARE(cached.sequences.size(0), 3);
        }
        NucleusOptions nucleus;
        options.numBeams = 1;
        options.useCache = true;
        const torch::Tensor sampledCached =
            sampleAfterPrefix(*model, prefix, options, nucleus).sequences;
        options.useCache = false;
        QVERIFY(test::sameValues(sampledCached,
                                 sampleAfterPrefix(*model, prefix, options, nucleus).sequences));
    }

    void beamWidthOneEqualsGreedy() {
        GPT2 model = randomModel(tinyConfig(12, 2), 5);
        torch::manual_seed(6);
        const torch::Tensor prefix = torch::randn({4, 1, 8});
        GenerationOptions options;
        options.maxLength = 12;
        options.scoreSequences = true;
        const GenerationResult greedy = generateAfterPrefix(*model, prefix, options);
        const GenerationResult beam = beamSearchAfterPrefix(*model, prefix, options);
        QVERIFY(test::sameValues(greedy.sequences, beam.sequences));
        QVERIFY(test::closeValues(greedy.scores, beam.scores, 1e-5, 1e-5));
        // Column 0 stands for the prefix (bos_token_id); something was generated after it.
        QVERIFY(test::sameValues(greedy.sequences.select(1, 0), torch::zeros({4}, torch::kLong)));
        QVERIFY(greedy.sequences.size(1) > 1);
    }

    void nucleusSamplingRepeatsForASeed() {
        GPT2 model = randomModel(tinyConfig(40, 1), 7);
        {
            // Flatter next-token distributions, so that sampling has room to vary.
            torch::NoGradGuard noGrad;
            model->wte->weight.mul_(0.02);
        }
        torch::manual_seed(8);
        const torch::Tensor prefix = torch::randn({2, 1, 8});
        GenerationOptions options;
        options.maxLength = 12;
        NucleusOptions nucleus;
        nucleus.seed = 11;
        const torch::Tensor first = sampleAfterPrefix(*model, prefix, options, nucleus).sequences;
        torch::manual_seed(99); // the global generator does not matter
        QVERIFY(
            test::sameValues(first, sampleAfterPrefix(*model, prefix, options, nucleus).sequences));
        QSet<QString> distinct;
        for (uint64_t seed = 0; seed < 5; ++seed) {
            nucleus.seed = seed;
            const torch::Tensor s = sampleAfterPrefix(*model, prefix, options, nucleus).sequences;
            QString text;
            for (int64_t t = 0; t < s.size(1); ++t)
                text += QString::number(s[0][t].item<int64_t>()) + QLatin1Char(' ');
            distinct.insert(text);
        }
        QVERIFY2(distinct.size() >= 4, qPrintable(QStringList(distinct.values()).join('|')));
        // A nucleus that holds only the most likely token is greedy search.
        nucleus.topP = 1e-6;
        QVERIFY(test::sameValues(sampleAfterPrefix(*model, prefix, options, nucleus).sequences,
                                 generateAfterPrefix(*model, prefix, options).sequences));
        nucleus.topP = 1.5;
        test::expectError([&] { sampleAfterPrefix(*model, prefix, options, nucleus); },
                          {QStringLiteral("top_p"), QStringLiteral("(0, 1]")});
    }
};

QTEST_GUILESS_MAIN(TestGPT2)
#include "test_gpt2.moc"
