#include "sentence_transformer.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/state_dict.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace unembed {

namespace {

const QString kTransformerType = QStringLiteral("sentence_transformers.models.Transformer");
const QString kPoolingType = QStringLiteral("sentence_transformers.models.Pooling");
const QString kDenseType = QStringLiteral("sentence_transformers.models.Dense");
const QString kNormalizeType = QStringLiteral("sentence_transformers.models.Normalize");
const QString kIdentity = QStringLiteral("torch.nn.modules.linear.Identity");
const QStringList kActivations = {kIdentity, QStringLiteral("torch.nn.modules.activation.Tanh"),
                                  QStringLiteral("torch.nn.modules.activation.ReLU"),
                                  QStringLiteral("torch.nn.modules.activation.GELU"),
                                  QStringLiteral("torch.nn.modules.activation.Sigmoid")};

InputError fileError(const QString& file, const QString& problem, const QString& field = {},
                     const QString& expected = {}, const QString& found = {}) {
    return InputError({file, std::nullopt, field, expected, found}, problem);
}

void ensureFolder(const QString& path) {
    if (!QDir().mkpath(path)) throw fileError(path, QStringLiteral("cannot create the folder"));
}

SentencePooling readPooling(const QString& path) {
    const QJsonObject json = readJsonFile(path).toObject();
    for (const char* unsupported : {"pooling_mode_weightedmean_tokens", "pooling_mode_lasttoken"})
        if (json.value(QLatin1String(unsupported)).toBool())
            throw fileError(path, QStringLiteral("this pooling mode is not supported"),
                            QLatin1String(unsupported), QStringLiteral("false"),
                            QStringLiteral("true"));
    SentencePooling pooling;
    pooling.cls = json.value(QStringLiteral("pooling_mode_cls_token")).toBool();
    pooling.mean = json.value(QStringLiteral("pooling_mode_mean_tokens")).toBool();
    pooling.max = json.value(QStringLiteral("pooling_mode_max_tokens")).toBool();
    pooling.meanSqrtLength =
        json.value(QStringLiteral("pooling_mode_mean_sqrt_len_tokens")).toBool();
    if (!pooling.cls && !pooling.mean && !pooling.max && !pooling.meanSqrtLength)
        throw fileError(path, QStringLiteral("no pooling mode is enabled"));
    return pooling;
}

torch::Tensor activate(const QString& activation, const torch::Tensor& x) {
    if (activation == kActivations[1]) return torch::tanh(x);
    if (activation == kActivations[2]) return torch::relu(x);
    if (activation == kActivations[3]) return torch::gelu(x);
    if (activation == kActivations[4]) return torch::sigmoid(x);
    return x;
}

// The Dense module's own folder: config.json (in_features, out_features, bias,
// activation_function) and model.safetensors with linear.weight [out, in] and linear.bias.
torch::nn::Linear readDense(const QString& folder, QString& activation) {
    const QString configPath = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject json = readJsonFile(configPath).toObject();
    const int in = json.value(QStringLiteral("in_features")).toInt();
    const int out = json.value(QStringLiteral("out_features")).toInt();
    if (in <= 0 || out <= 0)
        throw fileError(configPath,
                        QStringLiteral("in_features and out_features must be positive"));
    activation = json.value(QStringLiteral("activation_function")).toString(kIdentity);
    if (!kActivations.contains(activation))
        throw fileError(configPath, QStringLiteral("unsupported activation"),
                        QStringLiteral("activation_function"),
                        kActivations.join(QStringLiteral(", ")), activation);
    const bool bias = json.value(QStringLiteral("bias")).toBool(true);
    torch::nn::Linear dense(torch::nn::LinearOptions(in, out).bias(bias));
    const QString weights = QDir(folder).filePath(QStringLiteral("model.safetensors"));
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

} // namespace

SentenceTransformer::SentenceTransformer(QString name, T5Model encoder,
                                         SentencePieceTokenizer tokenizer, SentencePooling pooling,
                                         torch::nn::Linear dense, QString denseActivation,
                                         bool normalize, int maxSeqLength)
    : name_(std::move(name)), encoder_(std::move(encoder)), tokenizer_(std::move(tokenizer)),
      pooling_(pooling), dense_(std::move(dense)), denseActivation_(std::move(denseActivation)),
      normalize_(normalize), maxSeqLength_(maxSeqLength) {}

std::unique_ptr<SentenceTransformer> SentenceTransformer::load(const QString& folder) {
    const QDir root(folder);
    const QString modulesPath = root.filePath(QStringLiteral("modules.json"));
    if (!QFileInfo::exists(modulesPath))
        throw fileError(folder, QStringLiteral("not a sentence-transformers folder: modules.json "
                                               "is missing"));
    std::optional<T5Model> encoder;
    std::optional<SentencePieceTokenizer> tokenizer;
    SentencePooling pooling;
    bool havePooling = false;
    torch::nn::Linear dense{nullptr};
    QString activation = kIdentity;
    bool normalize = false;
    int maxSeqLength = 256;
    for (const QJsonValue& entry : readJsonFile(modulesPath).toArray()) {
        const QJsonObject module = entry.toObject();
        const QString type = module.value(QStringLiteral("type")).toString();
        const QString path = root.filePath(module.value(QStringLiteral("path")).toString());
        if (type == kTransformerType) {
            encoder = loadT5(path, T5ModelImpl::Parts::EncoderOnly);
            tokenizer = SentencePieceTokenizer::load(path);
            const QString stConfig =
                QDir(path).filePath(QStringLiteral("sentence_bert_config.json"));
            const QString rootConfig = root.filePath(QStringLiteral("sentence_bert_config.json"));
            const QString configPath = QFileInfo::exists(stConfig) ? stConfig : rootConfig;
            if (QFileInfo::exists(configPath))
                maxSeqLength = readJsonFile(configPath)
                                   .toObject()
                                   .value(QStringLiteral("max_seq_length"))
                                   .toInt(256);
        } else if (type == kPoolingType) {
            pooling = readPooling(QDir(path).filePath(QStringLiteral("config.json")));
            havePooling = true;
        } else if (type == kDenseType) {
            dense = readDense(path, activation);
        } else if (type == kNormalizeType) {
            normalize = true;
        } else {
            throw fileError(
                modulesPath, QStringLiteral("unsupported module type"), QStringLiteral("type"),
                QStringList{kTransformerType, kPoolingType, kDenseType, kNormalizeType}.join(
                    QStringLiteral(", ")),
                type);
        }
    }
    if (!encoder || !tokenizer)
        throw fileError(modulesPath, QStringLiteral("no Transformer module is listed"));
    if (!havePooling) throw fileError(modulesPath, QStringLiteral("no Pooling module is listed"));
    (*encoder)->eval();
    auto embedder =
        std::make_unique<SentenceTransformer>(QFileInfo(folder).fileName(), *encoder, *tokenizer,
                                              pooling, dense, activation, normalize, maxSeqLength);
    const int pooled = embedder->pooledDimension();
    if (!dense.is_empty() && dense->options.in_features() != pooled)
        throw fileError(folder, QStringLiteral("the Dense layer does not fit the pooled vector"),
                        QStringLiteral("2_Dense in_features"), QString::number(pooled),
                        QString::number(dense->options.in_features()));
    return embedder;
}

int SentenceTransformer::pooledDimension() const {
    const int width = encoder_->config().dModel;
    return width * (int(pooling_.cls) + int(pooling_.mean) + int(pooling_.max) +
                    int(pooling_.meanSqrtLength));
}

int SentenceTransformer::dimension() const {
    return dense_.is_empty() ? pooledDimension() : int(dense_->options.out_features());
}

torch::Tensor SentenceTransformer::forward(const torch::Tensor& ids, const torch::Tensor& mask) {
    const torch::Tensor states = encoder_->encode(ids, mask);
    const torch::Tensor keep = mask.unsqueeze(-1).to(states.dtype());
    const torch::Tensor counts = keep.sum(1).clamp_min(1e-9);
    std::vector<torch::Tensor> parts;
    // The order sentence-transformers concatenates them in.
    if (pooling_.cls) parts.push_back(states.select(1, 0));
    if (pooling_.max) parts.push_back(states.masked_fill(keep == 0, -1e9).amax(1));
    if (pooling_.mean) parts.push_back((states * keep).sum(1) / counts);
    if (pooling_.meanSqrtLength) parts.push_back((states * keep).sum(1) / counts.sqrt());
    torch::Tensor pooled = parts.size() == 1 ? parts.front() : torch::cat(parts, 1);
    if (!dense_.is_empty()) pooled = activate(denseActivation_, dense_(pooled));
    if (normalize_)
        pooled = torch::nn::functional::normalize(
            pooled, torch::nn::functional::NormalizeFuncOptions().p(2).dim(1));
    return pooled;
}

torch::Tensor SentenceTransformer::embed(const QStringList& texts, const CancelToken* cancel,
                                         const ProgressFn& progress) {
    torch::NoGradGuard noGrad;
    const bool training = encoder_->is_training();
    encoder_->eval();
    torch::Tensor out = torch::empty({qsizetype(texts.size()), dimension()}, torch::kFloat32);
    for (qsizetype start = 0; start < texts.size(); start += batchSize) {
        if (cancel) cancel->throwIfCancelled();
        if (progress) progress({QStringLiteral("embedding"), start, texts.size()});
        const QStringList batch = texts.mid(start, batchSize);
        const TokenizedBatch tokens = tokenizer_.encodeBatch(batch, maxSeqLength_);
        out.slice(0, start, start + batch.size()).copy_(forward(tokens.ids, tokens.mask));
    }
    if (progress) progress({QStringLiteral("embedding"), texts.size(), texts.size()});
    encoder_->train(training);
    requireFiniteOutput(out, name());
    return out;
}

void SentenceTransformer::save(const QString& folder) const {
    ensureFolder(folder);
    const QDir root(folder);
    saveT5(*encoder_, folder);
    if (!QFile::exists(root.filePath(QStringLiteral("spiece.model"))) &&
        !QFile::copy(tokenizer_.modelPath(), root.filePath(QStringLiteral("spiece.model"))))
        throw fileError(root.filePath(QStringLiteral("spiece.model")),
                        QStringLiteral("cannot copy the tokenizer model"));
    writeJsonFile(root.filePath(QStringLiteral("sentence_bert_config.json")),
                  QJsonObject{{QStringLiteral("max_seq_length"), maxSeqLength_},
                              {QStringLiteral("do_lower_case"), false}});

    QJsonArray modules{QJsonObject{{QStringLiteral("idx"), 0},
                                   {QStringLiteral("name"), QStringLiteral("0")},
                                   {QStringLiteral("path"), QString()},
                                   {QStringLiteral("type"), kTransformerType}},
                       QJsonObject{{QStringLiteral("idx"), 1},
                                   {QStringLiteral("name"), QStringLiteral("1")},
                                   {QStringLiteral("path"), QStringLiteral("1_Pooling")},
                                   {QStringLiteral("type"), kPoolingType}}};
    ensureFolder(root.filePath(QStringLiteral("1_Pooling")));
    writeJsonFile(
        root.filePath(QStringLiteral("1_Pooling/config.json")),
        QJsonObject{
            {QStringLiteral("word_embedding_dimension"), encoder_->config().dModel},
            {QStringLiteral("pooling_mode_cls_token"), pooling_.cls},
            {QStringLiteral("pooling_mode_mean_tokens"), pooling_.mean},
            {QStringLiteral("pooling_mode_max_tokens"), pooling_.max},
            {QStringLiteral("pooling_mode_mean_sqrt_len_tokens"), pooling_.meanSqrtLength}});
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
        modules.append(QJsonObject{{QStringLiteral("idx"), modules.size()},
                                   {QStringLiteral("name"), QString::number(modules.size())},
                                   {QStringLiteral("path"), QStringLiteral("2_Dense")},
                                   {QStringLiteral("type"), kDenseType}});
    }
    if (normalize_)
        modules.append(QJsonObject{{QStringLiteral("idx"), modules.size()},
                                   {QStringLiteral("name"), QString::number(modules.size())},
                                   {QStringLiteral("path"), QStringLiteral("3_Normalize")},
                                   {QStringLiteral("type"), kNormalizeType}});
    writeJsonFile(root.filePath(QStringLiteral("modules.json")), modules);
}

} // namespace unembed
