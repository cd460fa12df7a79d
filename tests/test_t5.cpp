// The T5 engine on tiny random v1.0 (relu, tied head) and v1.1 (gated-gelu, untied head) models:
// HF parameter names, bit-exact save/load, strict loading errors that name the tensor, fp16 files,
// relative position buckets, inputs_embeds, padding invariance and both output heads.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "error.h"
#include "io/safetensors.h"
#include "nn/t5.h"
#include "runtime/inference_device.h"
#include "tensor_compare.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace unembed;

namespace {

T5Config tinyConfig(bool v11) {
    T5Config config;
    config.vocabSize = 120;
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
    return config;
}

T5Model tinyModel(bool v11, uint64_t seed = 7) {
    torch::manual_seed(seed);
    return T5Model(tinyConfig(v11));
}

torch::Tensor ids(std::vector<int64_t> values) {
    const int64_t n = int64_t(values.size());
    return torch::tensor(values, torch::kLong).view({1, n});
}

// Runs `load` and checks that it throws an InputError whose message contains every piece.
template <typename Load> void expectError(Load load, const QStringList& pieces) {
    try {
        load();
        QFAIL("expected an InputError");
    } catch (const InputError& error) {
        for (const QString& piece : pieces)
            QVERIFY2(error.message().contains(piece), qPrintable(error.message()));
    }
}

// Rewrites a folder's model.safetensors through `edit`, which may drop, add or change tensors.
template <typename Edit> void rewriteWeights(const QString& folder, Edit edit) {
    const QString path = QDir(folder).filePath(QStringLiteral("model.safetensors"));
    std::vector<SafetensorsTensorData> tensors;
    {
        const SafetensorsFile file = SafetensorsFile::open(path);
        for (const SafetensorsTensor& tensor : file.tensors()) {
            const QByteArrayView bytes = file.bytes(tensor);
            tensors.push_back(
                {tensor.name, tensor.dtype, tensor.shape, QByteArray(bytes.data(), bytes.size())});
        }
    }
    edit(tensors);
    writeSafetensors(path, tensors);
}

QByteArray floatBytes(const torch::Tensor& tensor) {
    const torch::Tensor cpu = tensor.contiguous();
    return QByteArray(static_cast<const char*>(cpu.data_ptr()),
                      qsizetype(cpu.numel() * cpu.element_size()));
}

} // namespace

class TestT5 : public QObject {
    Q_OBJECT

private slots:
    void parameterNamesAreHuggingFaces();
    void saveLoadRoundTripIsBitExact_data();
    void saveLoadRoundTripIsBitExact();
    void strictLoadingNamesTheTensor();
    void embeddingAliasesAreAccepted();
    void halfPrecisionFilesLoadAsFloat32();
    void configRejectsUnknownActivation();
    void relativePositionBuckets();
    void inputsEmbedsEqualIds();
    void paddingInvariance_data();
    void paddingInvariance();
    void tiedAndUntiedHeads();
    void stackedProjectionsFollowTheWeights();
};

void TestT5::parameterNamesAreHuggingFaces() {
    for (bool v11 : {false, true}) {
        T5Model model = tinyModel(v11);
        std::set<std::string> names;
        for (const auto& item : model->named_parameters())
            names.insert(item.key());
        const std::string ff = v11 ? "wi_0" : "wi";
        for (const std::string& name :
             {std::string("shared.weight"),
              std::string("encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"),
              std::string("encoder.block.1.layer.0.SelfAttention.q.weight"),
              std::string("encoder.block.1.layer.1.DenseReluDense.") + ff + ".weight",
              std::string("encoder.block.1.layer.1.layer_norm.weight"),
              std::string("encoder.final_layer_norm.weight"),
              std::string("decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"),
              std::string("decoder.block.1.layer.1.EncDecAttention.o.weight"),
              std::string("decoder.block.1.layer.2.DenseReluDense.wo.weight"),
              std::string("decoder.final_layer_norm.weight")})
            QVERIFY2(names.count(name), name.c_str());
        QVERIFY(
            !names.count("encoder.block.1.layer.0.SelfAttention.relative_attention_bias.weight"));
        QVERIFY(
            !names.count("decoder.block.0.layer.1.EncDecAttention.relative_attention_bias.weight"));
        QCOMPARE(names.count("lm_head.weight"), size_t(v11 ? 1 : 0));
        QCOMPARE(names.count("encoder.block.0.layer.1.DenseReluDense.wi_1.weight"),
                 size_t(v11 ? 1 : 0));
        // 2 + 2 layers of q, k, v, o, norms and feed-forward; one bias per stack; shared; heads.
        const size_t perEncoderLayer = 4 + 1 + (v11 ? 3 : 2) + 1;
        const size_t perDecoderLayer = perEncoderLayer + 4 + 1;
        QCOMPARE(names.size(),
                 1 + 2 * perEncoderLayer + 1 + 1 + 2 * perDecoderLayer + 1 + 1 + (v11 ? 1 : 0));
    }
}

void TestT5::saveLoadRoundTripIsBitExact_data() {
    QTest::addColumn<bool>("v11");
    QTest::newRow("v1.0 relu, tied") << false;
    QTest::newRow("v1.1 gated-gelu, untied") << true;
}

void TestT5::saveLoadRoundTripIsBitExact() {
    QFETCH(bool, v11);
    torch::NoGradGuard noGrad;
    QTemporaryDir dir;
    T5Model model = tinyModel(v11);
    T5Config config = model->config();
    saveT5(*model, dir.path());
    T5Model loaded = loadT5(dir.path());
    QCOMPARE(loaded->config().toJson(), config.toJson());
    model->to(moduleDevice(*loaded)); // both on the chosen device: the same arithmetic

    const auto original = model->named_parameters();
    const auto read = loaded->named_parameters();
    QCOMPARE(read.size(), original.size());
    for (const auto& item : original) {
        const torch::Tensor* other = read.find(item.key());
        QVERIFY2(other, item.key().c_str());
        QVERIFY2(test::sameValues(*other, item.value()), item.key().c_str());
    }
    const torch::Tensor input = torch::randint(3, 120, {2, 7}, torch::kLong);
    const torch::Tensor decoderInput = torch::randint(3, 120, {2, 4}, torch::kLong);
    const torch::Tensor mask = torch::ones({2, 7}, torch::kLong);
    QVERIFY(test::sameValues(model->forward(input, mask, decoderInput),
                             loaded->forward(input, mask, decoderInput)));

    // Saving what was loaded writes the same bytes.
    QTemporaryDir again;
    saveT5(*loaded, again.path());
    QFile first(dir.filePath(QStringLiteral("model.safetensors")));
    QFile second(again.filePath(QStringLiteral("model.safetensors")));
    QVERIFY(first.open(QIODevice::ReadOnly) && second.open(QIODevice::ReadOnly));
    QCOMPARE(first.readAll(), second.readAll());
}

void TestT5::strictLoadingNamesTheTensor() {
    T5Model model = tinyModel(false);
    const QString ffName = QStringLiteral("encoder.block.1.layer.1.DenseReluDense.wi.weight");

    QTemporaryDir missing;
    saveT5(*model, missing.path());
    rewriteWeights(missing.path(), [&](std::vector<SafetensorsTensorData>& tensors) {
        tensors.erase(std::remove_if(tensors.begin(), tensors.end(),
                                     [&](const auto& t) { return t.name == ffName; }),
                      tensors.end());
    });
    expectError([&] { loadT5(missing.path()); },
                {QStringLiteral("missing"), ffName, QStringLiteral("[64, 32]")});

    QTemporaryDir unexpected;
    saveT5(*model, unexpected.path());
    rewriteWeights(unexpected.path(), [&](std::vector<SafetensorsTensorData>& tensors) {
        tensors.push_back({QStringLiteral("encoder.block.0.layer.0.SelfAttention.bias"),
                           QStringLiteral("F32"),
                           {32},
                           QByteArray(32 * 4, '\0')});
    });
    expectError([&] { loadT5(unexpected.path()); },
                {QStringLiteral("unexpected"),
                 QStringLiteral("encoder.block.0.layer.0.SelfAttention.bias")});

    QTemporaryDir misshaped;
    saveT5(*model, misshaped.path());
    rewriteWeights(misshaped.path(), [&](std::vector<SafetensorsTensorData>& tensors) {
        for (auto& tensor : tensors)
            if (tensor.name == ffName) tensor.shape = {32, 64};
    });
    expectError([&] { loadT5(misshaped.path()); },
                {QStringLiteral("wrong shape"), ffName, QStringLiteral("expected [64, 32]"),
                 QStringLiteral("found [32, 64]")});

    // A tied model's file loaded as untied lacks lm_head.weight.
    QTemporaryDir untied;
    saveT5(*model, untied.path());
    T5Config config = model->config();
    config.tieWordEmbeddings = false;
    config.save(QDir(untied.path()).filePath(QStringLiteral("config.json")));
    expectError([&] { loadT5(untied.path()); },
                {QStringLiteral("missing"), QStringLiteral("lm_head.weight")});
}

void TestT5::embeddingAliasesAreAccepted() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(false);
    QTemporaryDir dir;
    saveT5(*model, dir.path());
    // HF files may carry the tied copies too, or the embedding under an alias only.
    rewriteWeights(dir.path(), [&](std::vector<SafetensorsTensorData>& tensors) {
        for (auto& tensor : tensors)
            if (tensor.name == QLatin1String("shared.weight"))
                tensor.name = QStringLiteral("encoder.embed_tokens.weight");
        tensors.push_back({QStringLiteral("decoder.embed_tokens.weight"),
                           QStringLiteral("F32"),
                           {120, 32},
                           floatBytes(model->shared->weight)});
    });
    T5Model loaded = loadT5(dir.path());
    QVERIFY(test::sameValues(loaded->shared->weight, model->shared->weight));
    // The encoder alone reads a full checkpoint, skipping the decoder as HF's T5EncoderModel does.
    T5Model encoder = loadT5(dir.path(), T5ModelImpl::Parts::EncoderOnly);
    QVERIFY(!encoder->hasDecoder());
    model->to(moduleDevice(*encoder));
    for (const auto& item : encoder->named_parameters())
        QVERIFY2(test::sameValues(item.value(), model->named_parameters()[item.key()]),
                 item.key().c_str());
    const torch::Tensor input = torch::randint(3, 120, {2, 5}, torch::kLong);
    QVERIFY(test::sameValues(encoder->encode(input), model->encode(input)));
}

void TestT5::halfPrecisionFilesLoadAsFloat32() {
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(true);
    QTemporaryDir dir;
    saveT5(*model, dir.path());
    rewriteWeights(dir.path(), [&](std::vector<SafetensorsTensorData>& tensors) {
        const auto params = model->named_parameters();
        for (auto& tensor : tensors) {
            const torch::Tensor half = params[tensor.name.toStdString()].to(
                tensor.name.startsWith(QLatin1String("encoder")) ? torch::kHalf : torch::kBFloat16);
            tensor.dtype =
                half.scalar_type() == torch::kHalf ? QStringLiteral("F16") : QStringLiteral("BF16");
            tensor.bytes = floatBytes(half);
        }
    });
    T5Model loaded = loadT5(dir.path());
    for (const auto& item : model->named_parameters()) {
        const auto type = item.key().rfind("encoder", 0) == 0 ? torch::kHalf : torch::kBFloat16;
        const torch::Tensor value = loaded->named_parameters()[item.key()];
        QCOMPARE(value.scalar_type(), torch::kFloat);
        QVERIFY2(test::sameValues(value, item.value().to(type).to(torch::kFloat)),
                 item.key().c_str());
    }
}

void TestT5::configRejectsUnknownActivation() {
    QJsonObject json = tinyConfig(false).toJson();
    json.insert(QStringLiteral("feed_forward_proj"), QStringLiteral("gated-swish"));
    expectError([&] { T5Config::fromJson(json, QStringLiteral("config.json")); },
                {QStringLiteral("config.json"), QStringLiteral("feed_forward_proj"),
                 QStringLiteral("gated-swish")});
    json.insert(QStringLiteral("feed_forward_proj"), QStringLiteral("gated-gelu"));
    json.insert(QStringLiteral("unembed"),
                QJsonObject{{QStringLiteral("family"), QStringLiteral("x")}});
    json.remove(QStringLiteral("num_decoder_layers"));
    const T5Config config = T5Config::fromJson(json);
    QVERIFY(config.isGated());
    QVERIFY(config.activation() == T5Config::Activation::GeluTanh);
    QCOMPARE(config.numDecoderLayers, config.numLayers);
    QCOMPARE(config.toJson().value(QStringLiteral("unembed")),
             json.value(QStringLiteral("unembed")));
}

void TestT5::relativePositionBuckets() {
    torch::NoGradGuard noGrad;
    T5Config config = tinyConfig(false);
    config.relativeAttentionNumBuckets = 32;
    config.relativeAttentionMaxDistance = 128;
    // Bias of bucket b for every head = b, so the bias reads back the bucket of each offset.
    auto bucketsOf = [&](bool bidirectional) {
        T5Attention attention(config, true, bidirectional);
        attention->relative_attention_bias->weight.copy_(
            torch::arange(32, torch::kFloat).unsqueeze(1).expand({32, 4}));
        // Query 200 against keys 0..500: offsets -200..300.
        const torch::Tensor bias = attention->positionBias(200, 1, 501);
        return [bias](int offset) {
            return bias.size(3) == 501 ? int(bias[0][3][0][200 + offset].item<float>()) : -1;
        };
    };
    // Encoder: 16 buckets per direction, 8 exact; positive offsets in the upper half.
    const auto encoder = bucketsOf(true);
    QCOMPARE(encoder(0), 0);
    QCOMPARE(encoder(1), 17);
    QCOMPARE(encoder(-1), 1);
    QCOMPARE(encoder(7), 23);
    QCOMPARE(encoder(-8), 8);    // 8 + floor(log(1) ...) = 8
    QCOMPARE(encoder(20), 26);   // 16 + 8 + floor(log(20/8) / log(16) * 8) = 16 + 8 + 2
    QCOMPARE(encoder(-100), 15); // 8 + floor(log(12.5) / log(16) * 8) = 8 + 7
    QCOMPARE(encoder(300), 31);  // clamped to the last bucket
    // Decoder: keys after the query all share bucket 0; 32 buckets backwards, 16 exact.
    const auto decoder = bucketsOf(false);
    QCOMPARE(decoder(5), 0);
    QCOMPARE(decoder(0), 0);
    QCOMPARE(decoder(-1), 1);
    QCOMPARE(decoder(-15), 15);
    QCOMPARE(decoder(-20), 17);  // 16 + floor(log(20/16) / log(8) * 16) = 16 + 1
    QCOMPARE(decoder(-100), 30); // 16 + floor(log(6.25) / log(8) * 16) = 16 + 14
    QCOMPARE(decoder(-200), 31);
}

void TestT5::inputsEmbedsEqualIds() {
    torch::NoGradGuard noGrad;
    for (bool v11 : {false, true}) {
        T5Model model = tinyModel(v11);
        const torch::Tensor input = torch::randint(3, 120, {3, 6}, torch::kLong);
        const torch::Tensor mask =
            torch::tensor({1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0}, torch::kLong)
                .view({3, 6});
        QVERIFY(test::sameValues(model->encode(input, mask),
                                 model->encodeEmbeddings(model->embed(input), mask)));
        QVERIFY(
            test::sameValues(model->encode(input), model->encodeEmbeddings(model->embed(input))));
    }
}

void TestT5::paddingInvariance_data() {
    QTest::addColumn<bool>("v11");
    QTest::newRow("v1.0") << false;
    QTest::newRow("v1.1") << true;
}

void TestT5::paddingInvariance() {
    QFETCH(bool, v11);
    torch::NoGradGuard noGrad;
    T5Model model = tinyModel(v11);
    const torch::Tensor shortInput = ids({5, 17, 33, 8, 1});
    const torch::Tensor longInput = ids({44, 9, 71, 12, 30, 99, 6, 23, 1});
    const torch::Tensor batch = torch::zeros({2, 9}, torch::kLong);
    batch[0].slice(0, 0, 5).copy_(shortInput[0]);
    batch[1].copy_(longInput[0]);
    const torch::Tensor mask = batch.ne(0).to(torch::kLong);
    mask[0][4] = 1; // EOS is 1, not padding
    const torch::Tensor decoderInput =
        torch::tensor({0, 14, 52, 7, 0, 88, 3, 61}, torch::kLong).view({2, 4});

    const torch::Tensor states = model->encode(batch, mask);
    const torch::Tensor shortStates = model->encode(shortInput);
    const torch::Tensor longStates = model->encode(longInput);
    QVERIFY(test::closeValues(states[0].slice(0, 0, 5), shortStates[0], 1e-5, 1e-5));
    QVERIFY(test::closeValues(states[1], longStates[0], 1e-5, 1e-5));
    // The padded positions really are different inputs: a model that ignored the mask would
    // give other states for the short row.
    QVERIFY(!test::closeValues(model->encode(batch)[0].slice(0, 0, 5), shortStates[0], 1e-5, 1e-5));

    const torch::Tensor logits = model->logits(model->decode(decoderInput, states, mask));
    const torch::Tensor shortLogits =
        model->logits(model->decode(decoderInput.slice(0, 0, 1), shortStates, {}));
    const torch::Tensor longLogits =
        model->logits(model->decode(decoderInput.slice(0, 1, 2), longStates, {}));
    QCOMPARE(logits.sizes().vec(), (std::vector<int64_t>{2, 4, 120}));
    QVERIFY(test::closeValues(logits[0], shortLogits[0], 1e-5, 1e-5));
    QVERIFY(test::closeValues(logits[1], longLogits[0], 1e-5, 1e-5));
}

void TestT5::tiedAndUntiedHeads() {
    torch::NoGradGuard noGrad;
    T5Config tiedConfig = tinyConfig(true);
    tiedConfig.tieWordEmbeddings = true;
    T5Config untiedConfig = tiedConfig;
    untiedConfig.tieWordEmbeddings = false;
    torch::manual_seed(3);
    T5Model tied(tiedConfig);
    T5Model untied(untiedConfig);
    QVERIFY(untied->lm_head);
    QVERIFY(!tied->lm_head);
    const auto source = tied->named_parameters();
    for (auto& item : untied->named_parameters())
        if (item.key() != "lm_head.weight") item.value().copy_(source[item.key()]);

    const torch::Tensor input = torch::randint(3, 120, {2, 5}, torch::kLong);
    const torch::Tensor decoderInput = torch::randint(3, 120, {2, 3}, torch::kLong);
    const torch::Tensor tiedLogits = tied->forward(input, {}, decoderInput);
    // An untied head equal to the shared embedding differs by the tied head's d_model^-0.5 ...
    untied->lm_head->weight.copy_(tied->shared->weight);
    const torch::Tensor untiedLogits = untied->forward(input, {}, decoderInput);
    QVERIFY(test::closeValues(untiedLogits * std::pow(32.0, -0.5), tiedLogits, 1e-5, 1e-5));
    // ... and one that folds the scale in gives the tied logits.
    untied->lm_head->weight.copy_(tied->shared->weight * std::pow(32.0, -0.5));
    QVERIFY(test::closeValues(untied->forward(input, {}, decoderInput), tiedLogits, 1e-5, 1e-5));
}

// Without gradients self-attention projects q, k and v in one product of the three weights
// stacked; the stack is rebuilt when one of them changes in place or moves to another dtype.
void TestT5::stackedProjectionsFollowTheWeights() {
    T5Model model = tinyModel(true);
    const torch::Tensor input = torch::randint(3, 120, {2, 5}, torch::kLong);
    const torch::Tensor decoderInput = torch::randint(3, 120, {2, 4}, torch::kLong);
    const auto bothWays = [&] {
        const torch::Tensor separate = model->forward(input, {}, decoderInput).detach();
        torch::NoGradGuard noGrad;
        return std::pair{model->forward(input, {}, decoderInput), separate};
    };
    const auto [stacked, separate] = bothWays();
    QVERIFY(test::closeValues(stacked, separate, 1e-5, 1e-5));
    {
        torch::NoGradGuard noGrad;
        for (auto& item : model->decoder->named_parameters())
            if (item.key().find("SelfAttention.v.weight") != std::string::npos)
                item.value().mul_(1.5);
    }
    const auto [stackedAfter, separateAfter] = bothWays();
    QVERIFY(!test::closeValues(separateAfter, separate, 1e-3, 1e-3));
    QVERIFY(test::closeValues(stackedAfter, separateAfter, 1e-5, 1e-5));

    model->to(torch::kDouble);
    const auto [stackedDouble, separateDouble] = bothWays();
    QCOMPARE(stackedDouble.scalar_type(), torch::kDouble);
    QVERIFY(test::closeValues(stackedDouble, separateDouble, 1e-9, 1e-9));
}

QTEST_GUILESS_MAIN(TestT5)
#include "test_t5.moc"
