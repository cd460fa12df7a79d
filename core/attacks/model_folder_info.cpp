#include "model_folder_info.h"

#include "attacks/attacker_folder.h"
#include "embedders/sentence_transformer.h"
#include "error.h"
#include "io/file_checksum.h"
#include "io/json_file.h"

#include <QDir>
#include <QFileInfo>

namespace unembed {

namespace {

InputError folderError(const QString& folder, const QString& problem) {
    return InputError({folder, std::nullopt, {}, {}, {}}, problem);
}

int number(const QJsonObject& config, const char* key) {
    return config.value(QLatin1String(key)).toInt();
}

QString architecture(const QString& family, const QJsonObject& config) {
    if (family == kVictimFamily || family.startsWith(QLatin1String("vec2text")))
        return QStringLiteral("T5: d_model %1, %2 encoder and %3 decoder layers, vocabulary %4")
            .arg(number(config, "d_model"))
            .arg(number(config, "num_layers"))
            .arg(config.value(QStringLiteral("num_decoder_layers"))
                     .toInt(number(config, "num_layers")))
            .arg(number(config, "vocab_size"));
    if (family == QLatin1String("geia"))
        return QStringLiteral("GPT-2: n_embd %1, %2 layers, %3 heads, vocabulary %4")
            .arg(number(config, "n_embd"))
            .arg(number(config, "n_layer"))
            .arg(number(config, "n_head"))
            .arg(number(config, "vocab_size"));
    const QJsonObject block = config.value(QStringLiteral("unembed")).toObject();
    const int hidden = number(block, "hidden");
    return QStringLiteral("%1 over a vocabulary of %2%3")
        .arg(family == QLatin1String("mlc") ? QStringLiteral("Multi-label classifier")
                                            : QStringLiteral("GRU multiset predictor"))
        .arg(number(block, "vocab_size"))
        .arg(hidden > 0 ? QStringLiteral(", hidden width %1").arg(hidden) : QString());
}

} // namespace

ModelFolderInfo describeModelFolder(const QString& folder) {
    const QDir dir(folder);
    const QString configPath = dir.filePath(QStringLiteral("config.json"));
    ModelFolderInfo info;
    info.model.folder = QFileInfo(folder).absoluteFilePath();
    info.model.name = QFileInfo(folder).fileName();
    if (QFileInfo::exists(dir.filePath(QStringLiteral("modules.json")))) {
        const auto victim = SentenceTransformer::load(folder);
        info.model.family = kVictimFamily;
        info.model.victimName = victim->name();
        info.model.victimDim = victim->dimension();
        info.summary = architecture(kVictimFamily, readJsonObjectFile(configPath)) +
                       QStringLiteral("; embeddings of dimension %1").arg(victim->dimension());
    } else {
        if (!QFileInfo::exists(configPath))
            throw folderError(folder, QStringLiteral("not a model folder Unembed knows: neither "
                                                     "modules.json (a victim embedder) nor "
                                                     "config.json (an attacker)"));
        const QJsonObject config = readJsonObjectFile(configPath);
        const QString family = config.value(QStringLiteral("unembed"))
                                   .toObject()
                                   .value(QStringLiteral("family"))
                                   .toString();
        if (family.isEmpty())
            throw folderError(configPath, QStringLiteral("config.json has no \"unembed\" block "
                                                         "naming the attack and its victim"));
        const AttackerVictim victim = attackerVictim(attackerBlock(config, family, configPath));
        info.model.family = family;
        info.model.victimName = victim.name;
        info.model.victimDim = victim.dim;
        info.summary = architecture(family, config);
    }
    const QString weights = dir.filePath(QStringLiteral("model.safetensors"));
    if (!QFileInfo::exists(weights))
        throw folderError(folder, QStringLiteral("model.safetensors is missing"));
    info.model.checksum = sha256OfFile(weights);
    return info;
}

void requireModelsFit(const ModelInfo& attacker, const ModelInfo& victim) {
    if (attacker.family == kVictimFamily || victim.family != kVictimFamily)
        throw folderError(attacker.folder,
                          QStringLiteral("choose one attacker and one victim embedder (%1 is %2, "
                                         "%3 is %4)")
                              .arg(attacker.name, attacker.family, victim.name, victim.family));
    if (attacker.victimDim != victim.victimDim)
        throw InputError({attacker.folder, std::nullopt, QStringLiteral("victim dimension"),
                          QString::number(victim.victimDim), QString::number(attacker.victimDim)},
                         QStringLiteral("%1 was trained against %2 (dimension %3), not %4 "
                                        "(dimension %5): it cannot read this victim's vectors")
                             .arg(attacker.name, attacker.victimName)
                             .arg(attacker.victimDim)
                             .arg(victim.name)
                             .arg(victim.victimDim));
}

} // namespace unembed
