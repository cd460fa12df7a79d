#include "sentence_transformer_folder.h"

#include "error.h"
#include "io/json_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace unembed {

namespace {

const QStringList kActivationNames = {
    QStringLiteral("Identity"), QStringLiteral("Tanh"),      QStringLiteral("ReLU"),
    QStringLiteral("GELU"),     QStringLiteral("Sigmoid"),   QStringLiteral("SiLU"),
    QStringLiteral("ELU"),      QStringLiteral("LeakyReLU"), QStringLiteral("Softplus"),
    QStringLiteral("Mish"),     QStringLiteral("Hardtanh"),  QStringLiteral("Softsign")};

InputError fileError(const QString& file, const QString& problem, const QString& field = {},
                     const QString& expected = {}, const QString& found = {}) {
    return InputError({file, std::nullopt, field, expected, found}, problem);
}

// "sentence_transformers.models.Pooling" and
// "sentence_transformers.sentence_transformer.modules.pooling.Pooling" are both "Pooling".
QString moduleKind(const QString& type) {
    if (!type.startsWith(QLatin1String("sentence_transformers."))) return {};
    return type.section(QLatin1Char('.'), -1);
}

SentencePooling readPooling(const QString& path) {
    const QJsonObject json = readJsonObjectFile(path);
    SentencePooling pooling;
    pooling.includePrompt = json.value(QStringLiteral("include_prompt")).toBool(true);
    const QJsonValue mode = json.value(QStringLiteral("pooling_mode"));
    if (mode.isString() || mode.isArray()) {
        // sentence-transformers 5.x/6.x: one name or a list of them.
        const QStringList known = {
            QStringLiteral("cls"),          QStringLiteral("mean"),
            QStringLiteral("max"),          QStringLiteral("mean_sqrt_len_tokens"),
            QStringLiteral("weightedmean"), QStringLiteral("lasttoken")};
        QStringList names;
        if (mode.isString()) names << mode.toString();
        for (const QJsonValue& name : mode.toArray())
            names << name.toString();
        pooling.mean = false;
        for (const QString& name : names) {
            switch (known.indexOf(name)) {
            case 0:
                pooling.cls = true;
                break;
            case 1:
                pooling.mean = true;
                break;
            case 2:
                pooling.max = true;
                break;
            case 3:
                pooling.meanSqrtLength = true;
                break;
            case 4:
                pooling.weightedMean = true;
                break;
            case 5:
                pooling.lastToken = true;
                break;
            default:
                throw fileError(path, QStringLiteral("unknown pooling mode"),
                                QStringLiteral("pooling_mode"), known.join(QStringLiteral(", ")),
                                name);
            }
        }
    } else {
        pooling.cls = json.value(QStringLiteral("pooling_mode_cls_token")).toBool();
        pooling.mean = json.value(QStringLiteral("pooling_mode_mean_tokens")).toBool();
        pooling.max = json.value(QStringLiteral("pooling_mode_max_tokens")).toBool();
        pooling.meanSqrtLength =
            json.value(QStringLiteral("pooling_mode_mean_sqrt_len_tokens")).toBool();
        pooling.weightedMean =
            json.value(QStringLiteral("pooling_mode_weightedmean_tokens")).toBool();
        pooling.lastToken = json.value(QStringLiteral("pooling_mode_lasttoken")).toBool();
    }
    if (pooling.modeCount() == 0)
        throw fileError(path, QStringLiteral("no pooling mode is enabled"));
    return pooling;
}

SentenceDense readDense(const QString& folder) {
    const QString configPath = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject json = readJsonObjectFile(configPath);
    SentenceDense dense;
    dense.folder = folder;
    dense.inFeatures = json.value(QStringLiteral("in_features")).toInt();
    dense.outFeatures = json.value(QStringLiteral("out_features")).toInt();
    if (dense.inFeatures <= 0 || dense.outFeatures <= 0)
        throw fileError(configPath,
                        QStringLiteral("in_features and out_features must be positive"));
    dense.bias = json.value(QStringLiteral("bias")).toBool(true);
    dense.activation = json.value(QStringLiteral("activation_function"))
                           .toString(QStringLiteral("torch.nn.modules.linear.Identity"));
    if (!isKnownDenseActivation(dense.activation))
        throw fileError(configPath, QStringLiteral("unsupported activation"),
                        QStringLiteral("activation_function"),
                        knownDenseActivations().join(QStringLiteral(", ")), dense.activation);
    return dense;
}

std::optional<int> readMaxSeqLength(const QString& transformerPath, const QDir& root) {
    for (const QString& path :
         {QDir(transformerPath).filePath(QStringLiteral("sentence_bert_config.json")),
          root.filePath(QStringLiteral("sentence_bert_config.json"))}) {
        if (!QFileInfo::exists(path)) continue;
        const QJsonValue value = readJsonObjectFile(path).value(QStringLiteral("max_seq_length"));
        if (value.isDouble() && value.toInt() > 0) return value.toInt();
        return std::nullopt;
    }
    return std::nullopt;
}

void readPrompts(const QDir& root, SentenceTransformerFolder& folder) {
    const QString path = root.filePath(QStringLiteral("config_sentence_transformers.json"));
    if (!QFileInfo::exists(path)) return;
    const QJsonObject json = readJsonObjectFile(path);
    const QJsonObject prompts = json.value(QStringLiteral("prompts")).toObject();
    for (auto it = prompts.begin(); it != prompts.end(); ++it)
        folder.prompts.insert(it.key(), it.value().toString());
    folder.defaultPromptName = json.value(QStringLiteral("default_prompt_name")).toString();
    if (!folder.defaultPromptName.isEmpty() && !folder.prompts.contains(folder.defaultPromptName))
        throw fileError(path, QStringLiteral("the default prompt is not among the prompts"),
                        QStringLiteral("default_prompt_name"),
                        folder.prompts.keys().join(QStringLiteral(", ")), folder.defaultPromptName);
}

} // namespace

bool isKnownDenseActivation(const QString& activation) {
    return activation.startsWith(QLatin1String("torch.nn.")) &&
           kActivationNames.contains(activation.section(QLatin1Char('.'), -1));
}

QStringList knownDenseActivations() {
    QStringList names;
    for (const QString& name : kActivationNames)
        names << QStringLiteral("torch.nn.") + name;
    return names;
}

SentenceTransformerFolder SentenceTransformerFolder::read(const QString& folder) {
    const QDir root(folder);
    const QString modulesPath = root.filePath(QStringLiteral("modules.json"));
    if (!QFileInfo::exists(modulesPath)) {
        // An attacker's config.json carries an "unembed" block naming its attack family.
        const QString configPath = root.filePath(QStringLiteral("config.json"));
        const QString family = QFileInfo::exists(configPath) ? readJsonFile(configPath)
                                                                   .toObject()
                                                                   .value(QStringLiteral("unembed"))
                                                                   .toObject()
                                                                   .value(QStringLiteral("family"))
                                                                   .toString()
                                                             : QString();
        if (!family.isEmpty())
            throw fileError(folder, QStringLiteral("this is an attacker folder (a %1 model); a "
                                                   "victim folder has modules.json (a "
                                                   "sentence-transformers model)")
                                        .arg(family));
        throw fileError(folder, QStringLiteral("not a sentence-transformers folder: modules.json "
                                               "is missing"));
    }
    SentenceTransformerFolder result;
    bool haveTransformer = false, havePooling = false;
    for (const QJsonValue& entry : readJsonFile(modulesPath).toArray()) {
        const QJsonObject module = entry.toObject();
        const QString type = module.value(QStringLiteral("type")).toString();
        const QString path = root.filePath(module.value(QStringLiteral("path")).toString());
        const QString kind = moduleKind(type);
        if (kind == QLatin1String("Transformer")) {
            result.transformerPath = path;
            result.maxSeqLength = readMaxSeqLength(path, root);
            haveTransformer = true;
        } else if (kind == QLatin1String("Pooling")) {
            result.pooling = readPooling(QDir(path).filePath(QStringLiteral("config.json")));
            havePooling = true;
        } else if (kind == QLatin1String("Dense")) {
            result.dense = readDense(path);
        } else if (kind == QLatin1String("Normalize")) {
            result.normalize = true;
        } else {
            throw fileError(modulesPath, QStringLiteral("unsupported module type"),
                            QStringLiteral("type"),
                            QStringLiteral("a sentence_transformers Transformer, Pooling, Dense "
                                           "or Normalize module"),
                            type);
        }
    }
    if (!haveTransformer)
        throw fileError(modulesPath, QStringLiteral("no Transformer module is listed"));
    if (!havePooling) throw fileError(modulesPath, QStringLiteral("no Pooling module is listed"));
    readPrompts(root, result);
    return result;
}

} // namespace unembed
