#include "sentence_transformer.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/encoder_registry.h"
#include "nn/state_dict.h"
#include "nn/t5_text_encoder.h"
#include "runtime/autocast_scope.h"
#include "runtime/inference_device.h"
#include "tokenizers/tokenizer_loader.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>
#include <map>

namespace unembed {

namespace {

const QString kTransformerType = QStringLiteral("sentence_transformers.models.Transformer");
const QString kPoolingType = QStringLiteral("sentence_transformers.models.Pooling");
const QString kDenseType = QStringLiteral("sentence_transformers.models.Dense");
const QString kNormalizeType = QStringLiteral("sentence_transformers.models.Normalize");
// When neither the folder nor the model and tokenizer configs give a length.
constexpr int kDefaultMaxSeqLength = 256;

InputError fileError(const QString& file, const QString& problem, const QString& field = {},
                     const QString& expected = {}, const QString& found = {}) {
    return InputError({file, std::nullopt, field, expected, found}, problem);
}

void ensureFolder(const QString& path) {
    if (!QDir().mkpath(path)) throw fileError(path, QStringLiteral("cannot create the folder"));
}

// The Dense activation by the torch class's last name (see isKnownDenseActivation).
torch::Tensor activate(const QString& activation, const torch::Tensor& x) {
    using Fn = std::function<torch::Tensor(const torch::Tensor&)>;
    static const std::map<QString, Fn> table = {
        {QStringLiteral("Tanh"), [](const torch::Tensor& t) { return torch::tanh(t); }},
        {QStringLiteral("ReLU"), [](const torch::Tensor& t) { return torch::relu(t); }},
        {QStringLiteral("GELU"), [](const torch::Tensor& t) { return torch::gelu(t); }},
        {QStringLiteral("Sigmoid"), [](const torch::Tensor& t) { return torch::sigmoid(t); }},
        {QStringLiteral("SiLU"), [](const torch::Tensor& t) { return torch::silu(t); }},
        {QStringLiteral("ELU"), [](const torch::Tensor& t) { return torch::elu(t); }},
        {QStringLiteral("LeakyReLU"),
         [](const torch::Tensor& t) { return torch::leaky_relu(t, 0.01); }},
        {QStringLiteral("Softplus"), [](const torch::Tensor& t) { return torch::softplus(t); }},
        {QStringLiteral("Mish"),
         [](const torch::Tensor& t) { return t * torch::tanh(torch::softplus(t)); }},
        {QStringLiteral("Hardtanh"), [](const torch::Tensor& t) { return t.clamp(-1.0, 1.0); }},
        {QStringLiteral("Softsign"), [](const torch::Tensor& t) { return t / (1 + t.abs()); }},
    };
    const auto it = table.find(activation.section(QLatin1Char('.'), -1));
    return it == table.end() ? x : it->second(x);
}

// The Dense module's weights: model.safetensors with linear.weight [out, in] and linear.bias.
torch::nn::Linear loadDense(const SentenceDense& spec) {
    torch::nn::Linear dense(
        torch::nn::LinearOptions(spec.inFeatures, spec.outFeatures).bias(spec.bias));
    const QString weights = QDir(spec.folder).filePath(QStringLiteral("model.safetensors"));
    if (!QFileInfo::exists(weights))
        throw fileError(weights, QStringLiteral("the Dense weights are missing (only safetensors "
                                                "are read; convert pytorch_model.bin first)"));
    // Sentence-transformers names the layer `linear`.
    torch::nn::Sequential holder;
    holder->register_module("linear", dense);
    loadStateDict(*holder, weights);
    return dense;
}

// NaN or infinite weights give NaN vectors, which would be stored or compared as if real: throws
// InputError naming the embedder and the first text whose vector is not finite.
void requireFiniteOutput(const torch::Tensor& vectors, const QString& name) {
    const torch::Tensor finiteRows = torch::isfinite(vectors).all(1);
    if (finiteRows.all().item<bool>()) return;
    const int64_t row = finiteRows.logical_not().nonzero().min().item<int64_t>();
    throw InputError({QStringLiteral("embedder '%1'").arg(name),
                      row + 1,
                      {},
                      QStringLiteral("finite embedding values"),
                      QStringLiteral("NaN or infinity")},
                     QStringLiteral("the embedder produced a vector that is not finite; its "
                                    "weights are damaged (NaN or infinite values)"));
}

// sentence-transformers' default when sentence_bert_config.json gives no length: the smaller of
// the model's position count and the tokenizer's model_max_length, whichever exist.
int derivedMaxSeqLength(const QString& transformerPath) {
    const QDir dir(transformerPath);
    std::optional<int> length;
    const auto consider = [&](const QString& file, const char* key) {
        if (!QFileInfo::exists(dir.filePath(file))) return;
        const double value =
            readJsonObjectFile(dir.filePath(file)).value(QLatin1String(key)).toDouble(0.0);
        if (value > 0 && value < 1e9) length = std::min(length.value_or(int(value)), int(value));
    };
    consider(QStringLiteral("config.json"), "max_position_embeddings");
    consider(QStringLiteral("tokenizer_config.json"), "model_max_length");
    return length.value_or(kDefaultMaxSeqLength);
}

QJsonObject moduleEntry(qsizetype index, const QString& path, const QString& type) {
    return QJsonObject{{QStringLiteral("idx"), int(index)},
                       {QStringLiteral("name"), QString::number(index)},
                       {QStringLiteral("path"), path},
                       {QStringLiteral("type"), type}};
}

} // namespace

SentenceTransformer::SentenceTransformer(QString name, T5Model encoder,
                                         SentencePieceTokenizer tokenizer, SentencePooling pooling,
                                         torch::nn::Linear dense, QString denseActivation,
                                         bool normalize, int maxSeqLength)
    : SentenceTransformer(std::move(name), std::make_shared<T5TextEncoder>(std::move(encoder)),
                          std::make_shared<SentencePieceTokenizer>(std::move(tokenizer)), pooling,
                          std::move(dense), std::move(denseActivation), normalize, maxSeqLength) {}

SentenceTransformer::SentenceTransformer(QString name, std::shared_ptr<TextEncoder> encoder,
                                         std::shared_ptr<const TextTokenizer> tokenizer,
                                         SentencePooling pooling, torch::nn::Linear dense,
                                         QString denseActivation, bool normalize, int maxSeqLength)
    : name_(std::move(name)), encoder_(std::move(encoder)), tokenizer_(std::move(tokenizer)),
      pooling_(pooling), dense_(std::move(dense)), denseActivation_(std::move(denseActivation)),
      normalize_(normalize), maxSeqLength_(maxSeqLength) {}

std::unique_ptr<SentenceTransformer> SentenceTransformer::load(const QString& folder) {
    const SentenceTransformerFolder spec = SentenceTransformerFolder::read(folder);
    std::shared_ptr<TextEncoder> encoder = loadTextEncoder(spec.transformerPath);
    encoder->module()->eval();
    const bool t5 = encoder->modelType() == QLatin1String("t5");
    std::shared_ptr<const TextTokenizer> tokenizer = loadTextTokenizer(spec.transformerPath, t5);
    // T5 folders have always defaulted to 256 here; the others follow sentence-transformers.
    const int maxSeqLength = spec.maxSeqLength.value_or(
        t5 ? kDefaultMaxSeqLength : derivedMaxSeqLength(spec.transformerPath));
    torch::nn::Linear dense{nullptr};
    QString activation = QStringLiteral("torch.nn.modules.linear.Identity");
    if (spec.dense) {
        dense = loadDense(*spec.dense);
        activation = spec.dense->activation;
    }
    auto embedder = std::make_unique<SentenceTransformer>(folderName(folder), std::move(encoder),
                                                          std::move(tokenizer), spec.pooling, dense,
                                                          activation, spec.normalize, maxSeqLength);
    embedder->setPrompts(spec.prompts, spec.defaultPromptName);
    const int pooled = embedder->pooledDimension();
    if (spec.dense && spec.dense->inFeatures != pooled)
        throw fileError(folder, QStringLiteral("the Dense layer does not fit the pooled vector"),
                        QStringLiteral("Dense in_features"), QString::number(pooled),
                        QString::number(spec.dense->inFeatures));
    return embedder;
}

QString SentenceTransformer::folderName(const QString& folder) {
    const QStringList parts = QDir::cleanPath(QDir(folder).absolutePath()).split(QLatin1Char('/'));
    const qsizetype n = parts.size();
    // Hub repository ids may not contain "--": the cache's separator splits them safely.
    if (n >= 3 && parts[n - 2] == QLatin1String("snapshots") &&
        parts[n - 3].startsWith(QLatin1String("models--")))
        return parts[n - 3].split(QStringLiteral("--")).last();
    return parts.last();
}

void SentenceTransformer::setPrompts(QMap<QString, QString> prompts, const QString& defaultName) {
    prompts_ = std::move(prompts);
    promptName_.clear();
    if (!defaultName.isEmpty()) selectPrompt(defaultName);
}

void SentenceTransformer::selectPrompt(const QString& name) {
    if (!name.isEmpty() && !prompts_.contains(name))
        throw InputError({name_, std::nullopt, QStringLiteral("prompt"),
                          prompts_.isEmpty() ? QStringLiteral("none (the embedder has no prompts)")
                                             : prompts_.keys().join(QStringLiteral(", ")),
                          name},
                         QStringLiteral("unknown prompt"));
    promptName_ = name;
}

int SentenceTransformer::pooledDimension() const {
    return encoder_->hiddenSize() * pooling_.modeCount();
}

int SentenceTransformer::dimension() const {
    return dense_.is_empty() ? pooledDimension() : int(dense_->options.out_features());
}

torch::Tensor SentenceTransformer::pool(const torch::Tensor& states, const torch::Tensor& mask,
                                        const torch::Tensor& tokens) const {
    const torch::Tensor keep = mask.unsqueeze(-1).to(states.dtype());
    const torch::Tensor sums = (states * keep).sum(1);
    const torch::Tensor counts = keep.sum(1).clamp_min(1e-9);
    std::vector<torch::Tensor> parts;
    // The order sentence-transformers concatenates them in.
    if (pooling_.cls) parts.push_back(states.select(1, 0));
    if (pooling_.max) parts.push_back(states.masked_fill(keep == 0, -1e9).amax(1));
    if (pooling_.mean) parts.push_back(sums / counts);
    if (pooling_.meanSqrtLength) parts.push_back(sums / counts.sqrt());
    if (pooling_.weightedMean) {
        const torch::Tensor weights =
            torch::arange(1, states.size(1) + 1, states.options()).view({1, -1, 1}) * keep;
        parts.push_back((states * weights).sum(1) / weights.sum(1).clamp_min(1e-9));
    }
    if (pooling_.lastToken) {
        const torch::Tensor last = (tokens.sum(1) - 1).clamp_min(0).to(torch::kLong);
        parts.push_back(
            states.gather(1, last.view({-1, 1, 1}).expand({-1, 1, states.size(2)})).squeeze(1));
    }
    return parts.size() == 1 ? parts.front() : torch::cat(parts, 1);
}

torch::Tensor SentenceTransformer::forward(const torch::Tensor& ids, const torch::Tensor& mask,
                                           int64_t promptLength) {
    const torch::Tensor states = encoder_->encode(ids, mask);
    const torch::Tensor tokens = mask.to(states.device());
    torch::Tensor poolMask = tokens;
    if (!pooling_.includePrompt && promptLength > 0) {
        poolMask = tokens.clone();
        poolMask.slice(1, 0, std::min(promptLength, tokens.size(1))).zero_();
    }
    torch::Tensor pooled = pool(states, poolMask, tokens);
    if (!dense_.is_empty()) pooled = activate(denseActivation_, dense_(pooled));
    if (normalize_)
        pooled = torch::nn::functional::normalize(
            pooled, torch::nn::functional::NormalizeFuncOptions().p(2).dim(1));
    return pooled;
}

torch::Tensor SentenceTransformer::embed(const QStringList& texts, const CancelToken* cancel,
                                         const ProgressFn& progress) {
    torch::NoGradGuard noGrad;
    torch::nn::Module& module = *encoder_->module();
    const bool training = module.is_training();
    module.eval();
    const AutocastScope autocast(moduleDevice(module));
    const QString prompt = prompts_.value(promptName_);
    int64_t promptLength = 0;
    if (!prompt.isEmpty())
        promptLength = int64_t(tokenizer_->encode(prompt, maxSeqLength_).size()) - 1;
    torch::Tensor out = torch::empty({qsizetype(texts.size()), dimension()}, torch::kFloat32);
    for (qsizetype start = 0; start < texts.size(); start += batchSize) {
        if (cancel) cancel->throwIfCancelled();
        if (progress) progress({QStringLiteral("embedding"), start, texts.size()});
        QStringList batch = texts.mid(start, batchSize);
        if (!prompt.isEmpty())
            for (QString& text : batch)
                text.prepend(prompt);
        const TokenizedBatch tokens = tokenizer_->encodeBatch(batch, maxSeqLength_);
        out.slice(0, start, start + batch.size())
            .copy_(forward(tokens.ids, tokens.mask, promptLength));
    }
    if (progress) progress({QStringLiteral("embedding"), texts.size(), texts.size()});
    module.train(training);
    requireFiniteOutput(out, name());
    return out;
}

void SentenceTransformer::save(const QString& folder) const {
    ensureFolder(folder);
    const QDir root(folder);
    encoder_->save(folder);
    tokenizer_->saveTo(folder);
    writeJsonFile(root.filePath(QStringLiteral("sentence_bert_config.json")),
                  QJsonObject{{QStringLiteral("max_seq_length"), maxSeqLength_},
                              {QStringLiteral("do_lower_case"), false}});

    QJsonArray modules{moduleEntry(0, QString(), kTransformerType),
                       moduleEntry(1, QStringLiteral("1_Pooling"), kPoolingType)};
    ensureFolder(root.filePath(QStringLiteral("1_Pooling")));
    writeJsonFile(
        root.filePath(QStringLiteral("1_Pooling/config.json")),
        QJsonObject{{QStringLiteral("word_embedding_dimension"), encoder_->hiddenSize()},
                    {QStringLiteral("pooling_mode_cls_token"), pooling_.cls},
                    {QStringLiteral("pooling_mode_mean_tokens"), pooling_.mean},
                    {QStringLiteral("pooling_mode_max_tokens"), pooling_.max},
                    {QStringLiteral("pooling_mode_mean_sqrt_len_tokens"), pooling_.meanSqrtLength},
                    {QStringLiteral("pooling_mode_weightedmean_tokens"), pooling_.weightedMean},
                    {QStringLiteral("pooling_mode_lasttoken"), pooling_.lastToken},
                    {QStringLiteral("include_prompt"), pooling_.includePrompt}});
    if (!dense_.is_empty()) {
        const QString denseFolder = root.filePath(QStringLiteral("2_Dense"));
        ensureFolder(denseFolder);
        writeJsonFile(
            QDir(denseFolder).filePath(QStringLiteral("config.json")),
            QJsonObject{{QStringLiteral("in_features"), int(dense_->options.in_features())},
                        {QStringLiteral("out_features"), int(dense_->options.out_features())},
                        {QStringLiteral("bias"), dense_->options.bias()},
                        {QStringLiteral("activation_function"), denseActivation_}});
        torch::nn::Sequential holder;
        holder->register_module("linear", dense_);
        saveStateDict(*holder, QDir(denseFolder).filePath(QStringLiteral("model.safetensors")));
        modules.append(moduleEntry(modules.size(), QStringLiteral("2_Dense"), kDenseType));
    }
    if (normalize_)
        modules.append(moduleEntry(modules.size(), QStringLiteral("3_Normalize"), kNormalizeType));
    writeJsonFile(root.filePath(QStringLiteral("modules.json")), modules);
    if (!prompts_.isEmpty()) {
        QJsonObject prompts;
        for (auto it = prompts_.begin(); it != prompts_.end(); ++it)
            prompts.insert(it.key(), it.value());
        writeJsonFile(
            root.filePath(QStringLiteral("config_sentence_transformers.json")),
            QJsonObject{{QStringLiteral("prompts"), prompts},
                        {QStringLiteral("default_prompt_name"),
                         promptName_.isEmpty() ? QJsonValue() : QJsonValue(promptName_)}});
    }
}

} // namespace unembed
