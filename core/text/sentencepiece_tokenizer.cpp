#include "sentencepiece_tokenizer.h"

#include "error.h"
#include "text/spiece_model_file.h"
#include "tokenizers/cleanup_spaces.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace unembed {

namespace {

// T5 checkpoints reserve 100 sentinel ids above the SentencePiece pieces, <extra_id_0> highest.
constexpr int kSentinelCount = 100;

} // namespace

SentencePieceTokenizer SentencePieceTokenizer::load(const QString& path) {
    const QFileInfo info(path);
    const QString file = info.isDir() ? QDir(path).filePath(QStringLiteral("spiece.model")) : path;
    return SentencePieceTokenizer(SentencePieceModel::load(file));
}

SentencePieceTokenizer::SentencePieceTokenizer(std::shared_ptr<const SentencePieceModel> model)
    : model_(std::move(model)), pieceCount_(model_->pieceCount()) {
    int pad = -1, eos = -1, unk = -1;
    for (int id = 0; id < pieceCount_ && (pad < 0 || eos < 0 || unk < 0); ++id) {
        if (model_->isUnknown(id) && unk < 0) {
            unk = id;
        } else if (model_->isControl(id)) {
            const QString piece = model_->piece(id);
            if (piece == QLatin1String("<pad>"))
                pad = id;
            else if (piece == QLatin1String("</s>"))
                eos = id;
        }
    }
    if (pad < 0 || eos < 0 || unk < 0)
        throw InputError({model_->path(),
                          std::nullopt,
                          {},
                          QStringLiteral("control pieces <pad> and </s> and an unknown piece"),
                          QStringLiteral("pad %1, EOS %2, unknown %3").arg(pad).arg(eos).arg(unk)},
                         QStringLiteral("not a T5-style SentencePiece model"));
    padId_ = pad;
    eosId_ = eos;
    unkId_ = unk;
}

void SentencePieceTokenizer::trainT5(const QStringList& texts, const QString& modelPath,
                                     int vocabSize) {
    SentencePieceModel::TrainOptions options;
    options.vocabSize = vocabSize;
    QString prefix = modelPath;
    if (prefix.endsWith(QLatin1String(".model"))) prefix.chop(6);
    SentencePieceModel::train(texts, prefix, options);
    const QString written = prefix + QStringLiteral(".model");
    if (written != modelPath) {
        QFile::remove(modelPath);
        if (!QFile::rename(written, modelPath))
            throw InputError({modelPath, std::nullopt, {}, {}, {}},
                             QStringLiteral("cannot write the SentencePiece model"));
    }
    // The trainer records its input file and output prefix, temporary paths of this machine.
    stripTrainingPaths(modelPath);
}

std::vector<int64_t> SentencePieceTokenizer::encode(const QString& text, int maxLength) const {
    const std::vector<int> pieces = model_->encode(text);
    size_t kept = pieces.size();
    if (maxLength > 0 && kept + 1 > size_t(maxLength)) kept = size_t(maxLength - 1);
    std::vector<int64_t> ids(pieces.begin(), pieces.begin() + std::ptrdiff_t(kept));
    ids.push_back(eosId_);
    return ids;
}

void SentencePieceTokenizer::saveTo(const QString& folder) const {
    const QString target = QDir(folder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(target) && !QFile::copy(modelPath(), target))
        throw InputError({target, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot copy the tokenizer model"));
}

bool SentencePieceTokenizer::isSpecial(int64_t id) const {
    return id == padId_ || id == eosId_ || id == unkId_ || id < 0 || id >= pieceCount_ ||
           model_->isControl(int(id));
}

QString SentencePieceTokenizer::specialText(int64_t id) const {
    if (id >= 0 && id < pieceCount_) return model_->piece(int(id));
    if (id >= pieceCount_ && id < pieceCount_ + kSentinelCount)
        return QStringLiteral("<extra_id_%1>").arg(pieceCount_ + kSentinelCount - 1 - id);
    // Ids past the sentinels exist only as padding of a model's embedding matrix.
    return {};
}

QString SentencePieceTokenizer::piece(int64_t id) const {
    return specialText(id);
}

QString SentencePieceTokenizer::decode(const std::vector<int64_t>& ids,
                                       bool skipSpecialTokens) const {
    QString text;
    std::vector<int> run;
    auto flush = [&] {
        if (!run.empty()) text += model_->decode(run);
        run.clear();
    };
    for (int64_t id : ids) {
        if (!isSpecial(id)) {
            run.push_back(int(id));
        } else if (!skipSpecialTokens) {
            flush();
            text += specialText(id);
        }
    }
    flush();
    return cleanUpSpaces_ ? cleanUpTokenizationSpaces(text.trimmed()) : text;
}

QStringList SentencePieceTokenizer::decodeBatch(const torch::Tensor& ids,
                                                bool skipSpecialTokens) const {
    const torch::Tensor cpu = ids.to(torch::kCPU, torch::kLong).contiguous();
    QStringList texts;
    for (int64_t r = 0; r < cpu.size(0); ++r) {
        const int64_t* row = cpu[r].data_ptr<int64_t>();
        texts << decode(std::vector<int64_t>(row, row + cpu.size(1)), skipSpecialTokens);
    }
    return texts;
}

} // namespace unembed
