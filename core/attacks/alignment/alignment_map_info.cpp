#include "alignment_map_info.h"

#include "error.h"
#include "io/json_file.h"
#include "io/model_location.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace unembed {

namespace {

std::optional<AlignmentFit> fitFromJson(const QJsonValue& value) {
    if (!value.isObject()) return std::nullopt;
    const QJsonObject o = value.toObject();
    AlignmentFit fit;
    fit.pairs = o.value(QStringLiteral("pairs")).toInteger();
    fit.mean = o.value(QStringLiteral("cosine_mean")).toDouble();
    fit.lowerQuartile = o.value(QStringLiteral("cosine_q1")).toDouble();
    fit.median = o.value(QStringLiteral("cosine_median")).toDouble();
    fit.upperQuartile = o.value(QStringLiteral("cosine_q3")).toDouble();
    return fit;
}

QJsonObject victimJson(const EmbeddingSpace& victim) {
    return {{QStringLiteral("name"), victim.name}, {QStringLiteral("dim"), victim.dim}};
}

} // namespace

QJsonObject alignmentFitJson(const AlignmentFit& fit) {
    return {{QStringLiteral("pairs"), fit.pairs},
            {QStringLiteral("cosine_mean"), fit.mean},
            {QStringLiteral("cosine_q1"), fit.lowerQuartile},
            {QStringLiteral("cosine_median"), fit.median},
            {QStringLiteral("cosine_q3"), fit.upperQuartile}};
}

QString AlignmentMapInfo::threatModel() const {
    return QStringLiteral("aligned from %1 leaked pair%2")
        .arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(pairs))
        .arg(pairs == 1 ? QString() : QStringLiteral("s"));
}

VictimSpec AlignmentMapInfo::targetSpec() const {
    VictimSpec spec(targetLocation);
    spec.model = targetModel;
    return spec;
}

QJsonObject AlignmentMapInfo::toJson() const {
    QJsonObject block{{QStringLiteral("family"), kAlignmentMapFamily},
                      {QStringLiteral("victim"), victimJson(source)},
                      {QStringLiteral("target"), victimJson(target)},
                      {QStringLiteral("target_embedder"), targetLocation},
                      {QStringLiteral("method"), alignmentMethodName(method)},
                      {QStringLiteral("pairs"), pairs},
                      {QStringLiteral("threat_model"), threatModel()}};
    if (!targetModel.isEmpty()) block.insert(QStringLiteral("target_model"), targetModel);
    if (method == AlignmentMethod::Ridge) block.insert(QStringLiteral("ridge"), ridge);
    if (training) block.insert(QStringLiteral("fit"), alignmentFitJson(*training));
    if (heldOut) block.insert(QStringLiteral("held_out"), alignmentFitJson(*heldOut));
    return block;
}

AlignmentMapInfo AlignmentMapInfo::fromJson(const QJsonObject& block, const QString& path) {
    AlignmentMapInfo info;
    const QJsonObject source = block.value(QStringLiteral("victim")).toObject();
    info.source = {source.value(QStringLiteral("name")).toString(),
                   source.value(QStringLiteral("dim")).toInt(0)};
    const QJsonObject target = block.value(QStringLiteral("target")).toObject();
    info.target = {target.value(QStringLiteral("name")).toString(),
                   target.value(QStringLiteral("dim")).toInt(0)};
    if (info.target.dim <= 0)
        throw InputError({path, std::nullopt, QStringLiteral("unembed.target.dim"),
                          QStringLiteral("a positive number"), QString()},
                         QStringLiteral("the map does not say the attack embedder's dimension"));
    const auto method = parseAlignmentMethod(block.value(QStringLiteral("method")).toString());
    if (!method)
        throw InputError({path, std::nullopt, QStringLiteral("unembed.method"),
                          QStringLiteral("lstsq, ridge or procrustes"),
                          block.value(QStringLiteral("method")).toString()},
                         QStringLiteral("unknown alignment method"));
    info.method = *method;
    info.ridge = block.value(QStringLiteral("ridge")).toDouble(0.0);
    info.pairs = block.value(QStringLiteral("pairs")).toInteger();
    info.targetLocation = block.value(QStringLiteral("target_embedder")).toString();
    info.targetModel = block.value(QStringLiteral("target_model")).toString();
    info.training = fitFromJson(block.value(QStringLiteral("fit")));
    info.heldOut = fitFromJson(block.value(QStringLiteral("held_out")));
    return info;
}

bool isAlignmentMapFolder(const QString& folder) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    if (!QFileInfo::exists(path)) return false;
    try {
        return readJsonObjectFile(path)
                   .value(QStringLiteral("unembed"))
                   .toObject()
                   .value(QStringLiteral("family"))
                   .toString() == kAlignmentMapFamily;
    } catch (const InputError&) {
        return false;
    }
}

AlignmentMapInfo readAlignmentMapInfo(const QString& folder) {
    const QString configPath = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject block =
        readJsonObjectFile(configPath).value(QStringLiteral("unembed")).toObject();
    if (block.value(QStringLiteral("family")).toString() != kAlignmentMapFamily)
        throw InputError({configPath, std::nullopt, QStringLiteral("unembed.family"),
                          kAlignmentMapFamily, block.value(QStringLiteral("family")).toString()},
                         QStringLiteral("not an alignment map folder"));
    AlignmentMapInfo info = AlignmentMapInfo::fromJson(block, configPath);
    // A folder attack embedder is recorded relative to the map, so a map moves with its models.
    if (!info.targetLocation.isEmpty() && !isEndpointLocation(info.targetLocation) &&
        QFileInfo(info.targetLocation).isRelative())
        info.targetLocation = QDir::cleanPath(QDir(folder).filePath(info.targetLocation));
    return info;
}

} // namespace unembed
