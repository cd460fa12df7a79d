#include "published_vec2text.h"

#include "error.h"
#include "io/json_file.h"
#include "io/safetensors.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QMutex>
#include <QProcessEnvironment>

namespace unembed {

namespace {

const QString kInversionModel = QStringLiteral("InversionModel");
const QString kCorrectorModel = QStringLiteral("CorrectorEncoderModel");

InputError configError(const QString& path, const QString& problem, const QString& field = {},
                       const QString& expected = {}, const QString& found = {}) {
    return InputError({path, std::nullopt, field, expected, found}, problem);
}

QString architectureOf(const QJsonObject& config) {
    for (const QJsonValue& name : config.value(QStringLiteral("architectures")).toArray())
        if (name.toString() == kInversionModel || name.toString() == kCorrectorModel)
            return name.toString();
    return {};
}

QMutex& registryMutex() {
    static QMutex mutex;
    return mutex;
}
QHash<QString, QString>& registry() {
    static QHash<QString, QString> folders;
    return folders;
}

bool isBackbone(const QString& folder) {
    const QDir dir(folder);
    return !folder.isEmpty() && QFileInfo(dir.filePath(QStringLiteral("config.json"))).isFile() &&
           QFileInfo(dir.filePath(QStringLiteral("spiece.model"))).isFile();
}

// The Hugging Face hub caches in the order huggingface_hub consults them.
QStringList hubCaches() {
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QStringList caches;
    if (env.contains(QStringLiteral("HF_HUB_CACHE")))
        caches << env.value(QStringLiteral("HF_HUB_CACHE"));
    if (env.contains(QStringLiteral("HF_HOME")))
        caches << QDir(env.value(QStringLiteral("HF_HOME"))).filePath(QStringLiteral("hub"));
    caches << QDir::home().filePath(QStringLiteral(".cache/huggingface/hub"));
    return caches;
}

// models--ORG--NAME/snapshots/* of each cache, newest snapshot first.
QStringList hubSnapshots(const QString& name) {
    QStringList snapshots;
    const QString repo =
        QStringLiteral("models--") + QString(name).replace(QLatin1Char('/'), QStringLiteral("--"));
    for (const QString& cache : hubCaches()) {
        const QDir dir(QDir(cache).filePath(repo + QStringLiteral("/snapshots")));
        for (const QFileInfo& snapshot :
             dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time))
            snapshots << snapshot.absoluteFilePath();
    }
    return snapshots;
}

QStringList pathCandidates(const QString& name, const QString& checkpointFolder) {
    if (QDir::isAbsolutePath(name)) return {name};
    const QDir checkpoint(checkpointFolder);
    return {checkpoint.filePath(name),
            QDir(checkpoint.filePath(QStringLiteral(".."))).filePath(name)};
}

// The victim as a user's folder or endpoint is named: vec2text names its embedders by aliases,
// e.g. "gtr_base" for sentence-transformers/gtr-t5-base.
QString victimName(const QString& vec2textName) {
    if (vec2textName == QLatin1String("gtr_base")) return QStringLiteral("gtr-t5-base");
    return vec2textName;
}

// The victim's dimension: the input width of the first projection.
int embeddingDimension(const QString& folder, const QString& architecture) {
    const QString weights = QDir(folder).filePath(QStringLiteral("model.safetensors"));
    const SafetensorsFile file = SafetensorsFile::open(weights);
    const QString first = architecture == kInversionModel
                              ? QStringLiteral("embedding_transform.0.weight")
                              : QStringLiteral("embedding_transform_1.0.weight");
    // Correctors saved before vec2text split the three projections share one.
    const SafetensorsTensor* tensor = file.find(first);
    if (!tensor) tensor = file.find(QStringLiteral("embedding_transform.0.weight"));
    if (!tensor || tensor->shape.size() != 2)
        throw configError(weights,
                          QStringLiteral("the weights hold no embedding projection of a vec2text "
                                         "%1")
                              .arg(architecture),
                          QStringLiteral("tensor"), first + QStringLiteral(" [bottleneck, d]"),
                          tensor ? QStringLiteral("another shape") : QStringLiteral("nothing"));
    return int(tensor->shape[1]);
}

} // namespace

bool isPublishedVec2TextConfig(const QJsonObject& config) {
    return !architectureOf(config).isEmpty();
}

void setBackboneFolder(const QString& name, const QString& folder) {
    const QMutexLocker lock(&registryMutex());
    if (folder.isEmpty())
        registry().remove(name);
    else
        registry().insert(name, QFileInfo(folder).absoluteFilePath());
}

QString findBackbone(const QString& name, const QString& checkpointFolder) {
    QString set;
    {
        const QMutexLocker lock(&registryMutex());
        set = registry().value(name, registry().value(QString()));
    }
    if (!set.isEmpty()) {
        if (!isBackbone(set))
            throw configError(set,
                              QStringLiteral("the folder given as the T5 backbone holds no "
                                             "config.json and spiece.model"),
                              QStringLiteral("backbone"),
                              QStringLiteral("a T5 folder (config.json, spiece.model)"),
                              QStringLiteral("another folder"));
        return set;
    }
    if (name.isEmpty()) return {};
    for (const QString& place : pathCandidates(name, checkpointFolder))
        if (isBackbone(place)) return QFileInfo(place).absoluteFilePath();
    for (const QString& snapshot : hubSnapshots(name))
        if (isBackbone(snapshot)) return snapshot;
    return {};
}

QStringList backboneSearchPlaces(const QString& name, const QString& checkpointFolder) {
    QStringList places = pathCandidates(name, checkpointFolder);
    const QString repo =
        QStringLiteral("models--") + QString(name).replace(QLatin1Char('/'), QStringLiteral("--"));
    for (const QString& cache : hubCaches())
        places << QDir(cache).filePath(repo + QStringLiteral("/snapshots/*"));
    return places;
}

QJsonObject readPublishedVec2TextConfig(const QString& folder, const QJsonObject& config) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const QString architecture = architectureOf(config);
    if (architecture.isEmpty())
        throw configError(path, QStringLiteral("not a vec2text checkpoint"),
                          QStringLiteral("architectures"),
                          QStringLiteral("InversionModel or CorrectorEncoderModel"),
                          QStringLiteral("something else"));
    const QString strategy = config.value(QStringLiteral("embedding_transform_strategy"))
                                 .toString(QStringLiteral("repeat"));
    if (strategy != QLatin1String("repeat"))
        throw configError(path,
                          QStringLiteral("Unembed runs vec2text models that repeat the embedding "
                                         "into encoder positions only"),
                          QStringLiteral("embedding_transform_strategy"), QStringLiteral("repeat"),
                          strategy);
    if (config.value(QStringLiteral("use_lora")).toBool(false))
        throw configError(path,
                          QStringLiteral("LoRA checkpoints hold adapters, not the model: merge "
                                         "them into the weights first"),
                          QStringLiteral("use_lora"), QStringLiteral("false"),
                          QStringLiteral("true"));
    refusePickleOnlyWeights(folder);

    const QString backboneName = config.value(QStringLiteral("model_name_or_path")).toString();
    const QString backbone = findBackbone(backboneName, folder);
    if (backbone.isEmpty())
        throw configError(
            path,
            QStringLiteral(
                "the T5 backbone '%1' the checkpoint names is not on this machine: "
                "point Unembed at a folder holding its config.json and spiece.model "
                "(invert --backbone DIR, or the Vec2Text view's T5 backbone field); looked in "
                "%2")
                .arg(backboneName,
                     backboneSearchPlaces(backboneName, folder).join(QStringLiteral(", "))),
            QStringLiteral("model_name_or_path"), QStringLiteral("a T5 folder"), backboneName);
    const QString backboneConfig = QDir(backbone).filePath(QStringLiteral("config.json"));
    QJsonObject converted = readJsonObjectFile(backboneConfig);
    if (converted.value(QStringLiteral("model_type")).toString(QStringLiteral("t5")) !=
        QLatin1String("t5"))
        throw configError(backboneConfig, QStringLiteral("the backbone is not a T5 model"),
                          QStringLiteral("model_type"), QStringLiteral("t5"),
                          converted.value(QStringLiteral("model_type")).toString());

    const bool inverter = architecture == kInversionModel;
    const QString embedder = config.value(QStringLiteral("embedder_model_name")).toString();
    // Checkpoints trained against an API (OpenAI's text-embedding-ada-002) name it here and
    // leave embedder_model_name at its default.
    const QString api = config.value(QStringLiteral("embedder_model_api")).toString();
    QJsonObject block{
        {QStringLiteral("family"),
         inverter ? QStringLiteral("vec2text-inversion") : QStringLiteral("vec2text-corrector")},
        {QStringLiteral("victim"),
         QJsonObject{{QStringLiteral("name"), api.isEmpty() ? victimName(embedder) : api},
                     {QStringLiteral("dim"), embeddingDimension(folder, architecture)}}},
        {QStringLiteral("vec2text_embedder"), api.isEmpty() ? embedder : api},
        {QStringLiteral("num_repeat_tokens"),
         config.value(QStringLiteral("num_repeat_tokens")).toInt(16)},
        {QStringLiteral("max_length"), config.value(QStringLiteral("max_seq_length")).toInt(128)},
        {QStringLiteral("feedback"),
         !config.value(QStringLiteral("corrector_ignore_hypothesis_embedding")).toBool(false)},
        {QStringLiteral("layout"), QStringLiteral("vec2text")},
        {QStringLiteral("backbone"), backbone},
        {QStringLiteral("clean_up_tokenization_spaces"), true}};
    converted.insert(QStringLiteral("unembed"), block);
    return converted;
}

} // namespace unembed
