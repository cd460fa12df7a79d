#include "attacker_folder.h"

#include "attacks/vec2text/published_vec2text.h"
#include "embedders/embedder.h"
#include "embedders/victim_spec.h"
#include "error.h"
#include "io/file_checksum.h"
#include "io/json_file.h"
#include "nn/state_dict.h"
#include "store/model_store.h"
#include "text/sentencepiece_tokenizer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

namespace unembed {

namespace {

InputError folderError(const QString& path, const QString& problem, const QString& field = {},
                       const QString& expected = {}, const QString& found = {}) {
    return InputError({path, std::nullopt, field, expected, found}, problem);
}

QString victimLabel(const AttackerVictim& victim) {
    return victim.name.isEmpty() ? QStringLiteral("unnamed") : victim.name;
}

} // namespace

QJsonObject attackerBlock(const QJsonObject& config, const QString& family, const QString& path) {
    const QJsonObject block = config.value(QStringLiteral("unembed")).toObject();
    const QString found = block.value(QStringLiteral("family")).toString();
    if (found != family)
        throw folderError(path, QStringLiteral("this folder does not hold the expected model"),
                          QStringLiteral("unembed.family"), family,
                          found.isEmpty() ? QStringLiteral("no Unembed model family") : found);
    if (attackerVictim(block).dim <= 0)
        throw folderError(path,
                          QStringLiteral("the \"unembed\" block does not say the victim's "
                                         "embedding dimension"),
                          QStringLiteral("unembed.victim.dim"), QStringLiteral("a positive number"),
                          block.value(QStringLiteral("victim")).toObject().isEmpty()
                              ? QStringLiteral("nothing")
                              : QStringLiteral("another value"));
    return block;
}

AttackerVictim attackerVictim(const QJsonObject& block) {
    const QJsonObject victim = block.value(QStringLiteral("victim")).toObject();
    return {victim.value(QStringLiteral("name")).toString(),
            victim.value(QStringLiteral("dim")).toInt(0)};
}

QJsonObject readModelConfig(const QString& folder) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    if (!QFile::exists(path))
        throw folderError(folder, QStringLiteral("not a model folder: config.json is missing"));
    const QJsonObject config = readJsonObjectFile(path);
    return isPublishedVec2TextConfig(config) ? readPublishedVec2TextConfig(folder, config) : config;
}

QJsonObject readAttackerConfig(const QString& folder, const QString& family) {
    const QJsonObject config = readModelConfig(folder);
    attackerBlock(config, family, QDir(folder).filePath(QStringLiteral("config.json")));
    return config;
}

SentencePieceTokenizer loadAttackerTokenizer(const QString& folder, const QJsonObject& block) {
    SentencePieceTokenizer tokenizer = SentencePieceTokenizer::load(folder);
    const int vocabSize = block.value(QStringLiteral("vocab_size")).toInt();
    if (vocabSize != tokenizer.pieceCount())
        throw folderError(QDir(folder).filePath(QStringLiteral("config.json")),
                          QStringLiteral("the vocabulary is not the one of the folder's "
                                         "spiece.model"),
                          QStringLiteral("unembed.vocab_size"),
                          QString::number(tokenizer.pieceCount()), QString::number(vocabSize));
    return tokenizer;
}

QJsonObject makeAttackerBlock(const QString& family, const AttackerVictim& victim,
                              const QJsonObject& settings) {
    QJsonObject block = settings;
    block.insert(QStringLiteral("family"), family);
    block.insert(QStringLiteral("victim"), QJsonObject{{QStringLiteral("name"), victim.name},
                                                       {QStringLiteral("dim"), victim.dim}});
    return block;
}

void saveAttackerWeights(const torch::nn::Module& model, const TextTokenizer& tokenizer,
                         const QString& folder) {
    if (!QDir().mkpath(folder))
        throw folderError(folder, QStringLiteral("cannot create the model folder"));
    const QDir dir(folder);
    saveStateDict(model, dir.filePath(QStringLiteral("model.safetensors")),
                  {{QStringLiteral("format"), QStringLiteral("pt")}});
    const auto* sentencePiece = dynamic_cast<const SentencePieceTokenizer*>(&tokenizer);
    if (!sentencePiece) return tokenizer.saveTo(folder);
    const QString spm = dir.filePath(QStringLiteral("spiece.model"));
    if (QFileInfo(sentencePiece->modelPath()).canonicalFilePath() ==
        QFileInfo(spm).canonicalFilePath())
        return;
    QFile::remove(spm);
    if (!QFile::copy(sentencePiece->modelPath(), spm))
        throw folderError(spm, QStringLiteral("cannot copy the tokenizer model"));
}

void requireVictimFits(const AttackerVictim& trainedFor, const QString& modelFolder,
                       const Embedder& victim) {
    if (trainedFor.dim != victim.dimension())
        throw folderError(modelFolder,
                          QStringLiteral("this attacker was trained for another embedder (%1) "
                                         "than the victim %2")
                              .arg(victimLabel(trainedFor), victim.name()),
                          QStringLiteral("embedding dimension"),
                          QString::number(victim.dimension()), QString::number(trainedFor.dim));
}

QString victimNameMismatch(const AttackerVictim& trainedFor, const QString& modelFolder,
                           const Embedder& victim) {
    if (trainedFor.name.isEmpty() || trainedFor.name == victim.name()) return {};
    const QString attacker = QFileInfo(QDir::cleanPath(modelFolder)).fileName();
    if (undefendedVictimName(trainedFor.name) == victim.name())
        return QStringLiteral("%1 is an adaptive attacker, trained against %2, and the victim %3 "
                              "is not behind that defence: its outputs show what it recovers "
                              "from vectors unlike those it was trained on")
            .arg(attacker, trainedFor.name, victim.name());
    if (undefendedVictimName(victim.name()) == trainedFor.name)
        return QStringLiteral("%1 was trained against %2 without a defence, and the victim is %3: "
                              "its outputs show what an attacker that does not adapt to the "
                              "defence recovers")
            .arg(attacker, trainedFor.name, victim.name());
    return QStringLiteral("%1 was trained against an embedder named %2, and the victim is named "
                          "%3; both have dimension %4: make sure they are the same embedder, or "
                          "the outputs mean nothing")
        .arg(attacker, trainedFor.name, victim.name())
        .arg(victim.dimension());
}

QStringList victimNameMismatches(const std::vector<std::pair<AttackerVictim, QString>>& attackers,
                                 const Embedder& victim) {
    QStringList warnings;
    for (const auto& [trainedFor, folder] : attackers) {
        const QString warning = victimNameMismatch(trainedFor, folder, victim);
        if (!warning.isEmpty()) warnings << warning;
    }
    return warnings;
}

void announceRunWarnings(const QStringList& warnings, QJsonObject& params,
                         const ProgressFn& progress) {
    if (warnings.isEmpty()) return;
    params.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    if (progress)
        for (const QString& warning : warnings)
            progress({QStringLiteral("warning: ") + warning, 0, 0});
}

void requireDimensionFits(const AttackerVictim& trainedFor, const QString& modelFolder, int dim,
                          const QString& datasetName) {
    if (trainedFor.dim != dim)
        throw folderError(modelFolder,
                          QStringLiteral("this attacker was trained for another embedder (%1) "
                                         "than the one that made dataset '%2'")
                              .arg(victimLabel(trainedFor), datasetName),
                          QStringLiteral("embedding dimension"), QString::number(dim),
                          QString::number(trainedFor.dim));
}

qint64 registerAttacker(CaseFile& caseFile, const QString& folder, const QString& family,
                        const AttackerVictim& victim) {
    ModelInfo model;
    model.name = QFileInfo(QDir::cleanPath(folder)).fileName();
    model.folder = QFileInfo(folder).absoluteFilePath();
    model.family = family;
    model.checksum = sha256OfFile(QDir(folder).filePath(QStringLiteral("model.safetensors")));
    model.victimName = victim.name;
    model.victimDim = victim.dim;
    return registerModel(caseFile, model);
}

} // namespace unembed
