#include "model_folder_info.h"

#include "attacks/alignment/alignment_map_info.h"
#include "attacks/attacker_folder.h"
#include "attacks/vec2text/published_vec2text.h"
#include "embedders/http_embedder.h"
#include "embedders/sentence_transformer.h"
#include "error.h"
#include "io/file_checksum.h"
#include "io/safetensors.h"

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
    if (family.startsWith(QLatin1String("vec2text")) ||
        config.value(QStringLiteral("model_type")).toString() == QLatin1String("t5"))
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
    if (family == kAlignmentMapFamily) {
        const QJsonObject heldOut = block.value(QStringLiteral("held_out")).toObject();
        return QStringLiteral("Alignment map (%1) into %2 (dimension %3), %4%5")
            .arg(block.value(QStringLiteral("method")).toString(),
                 block.value(QStringLiteral("target"))
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toString())
            .arg(number(block.value(QStringLiteral("target")).toObject(), "dim"))
            .arg(block.value(QStringLiteral("threat_model")).toString())
            .arg(heldOut.isEmpty()
                     ? QString()
                     : QStringLiteral("; held-out cosine %1 on %2 pairs")
                           .arg(heldOut.value(QStringLiteral("cosine_mean")).toDouble(), 0, 'f', 3)
                           .arg(heldOut.value(QStringLiteral("pairs")).toInteger()));
    }
    const int hidden = number(block, "hidden");
    return QStringLiteral("%1 over a vocabulary of %2%3")
        .arg(family == QLatin1String("mlc") ? QStringLiteral("Multi-label classifier")
                                            : QStringLiteral("GRU multiset predictor"))
        .arg(number(block, "vocab_size"))
        .arg(hidden > 0 ? QStringLiteral(", hidden width %1").arg(hidden) : QString());
}

// Which tokenizer a victim folder runs, by the file it was read from.
QString tokenizerKind(const QDir& dir) {
    if (QFileInfo::exists(dir.filePath(QStringLiteral("tokenizer.json"))))
        return QStringLiteral("tokenizer.json");
    if (QFileInfo::exists(dir.filePath(QStringLiteral("spiece.model"))))
        return QStringLiteral("SentencePiece spiece.model");
    if (QFileInfo::exists(dir.filePath(QStringLiteral("vocab.txt"))))
        return QStringLiteral("WordPiece vocab.txt");
    return QStringLiteral("byte-level BPE vocab.json");
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
        info.summary =
            QStringLiteral("%1 encoder, hidden size %2, %3 tokenizer, %4; embeddings of dimension "
                           "%5")
                .arg(victim->encoder().modelType())
                .arg(victim->encoder().hiddenSize())
                .arg(tokenizerKind(dir))
                .arg(victim->promptName().isEmpty()
                         ? QStringLiteral("no prompt")
                         : QStringLiteral("prompt '%1'").arg(victim->promptName()))
                .arg(victim->dimension());
    } else {
        if (!QFileInfo::exists(configPath))
            throw folderError(folder, QStringLiteral("not a model folder Unembed knows: neither "
                                                     "modules.json (a victim embedder) nor "
                                                     "config.json (an attacker)"));
        const QJsonObject config = readModelConfig(folder);
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
        const QJsonObject block = config.value(QStringLiteral("unembed")).toObject();
        if (block.value(QStringLiteral("layout")).toString() == QLatin1String("vec2text"))
            info.summary += QStringLiteral("; vec2text library checkpoint, backbone %1")
                                .arg(block.value(QStringLiteral("backbone")).toString());
    }
    const QString weights = dir.filePath(QStringLiteral("model.safetensors"));
    refusePickleOnlyWeights(folder);
    if (!QFileInfo::exists(weights))
        throw folderError(folder, QStringLiteral("model.safetensors is missing"));
    info.model.checksum = sha256OfFile(weights);
    return info;
}

ModelFolderInfo describeEndpoint(const VictimSpec& endpoint) {
    HttpEmbedder victim(endpoint);
    ModelFolderInfo info;
    info.model.folder = endpoint.location;
    info.model.name = endpoint.model;
    info.model.family = kEndpointFamily;
    info.model.victimName = victim.name();
    info.model.victimDim = victim.dimension();
    // What identifies it: the endpoint, the model and the dimensions asked for.
    info.model.checksum =
        QStringLiteral("%1 %2 %3").arg(endpoint.location, endpoint.model).arg(endpoint.dimensions);
    info.summary =
        QStringLiteral("OpenAI-compatible endpoint, model %1; embeddings of dimension %2")
            .arg(endpoint.model)
            .arg(info.model.victimDim);
    return info;
}

void requireModelsFit(const ModelInfo& attacker, const ModelInfo& victim) {
    if (isVictimFamily(attacker.family) || !isVictimFamily(victim.family))
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
