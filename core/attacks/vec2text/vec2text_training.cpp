#include "vec2text_training.h"

#include "attacks/attacker_folder.h"
#include "attacks/token_labels.h"
#include "error.h"

#include <torch/torch.h>

#include <numeric>

namespace unembed {

QStringList decodeBaseHypotheses(Vec2TextInverterImpl& inverter,
                                 const SentencePieceTokenizer& tokenizer,
                                 const torch::Tensor& targets, int batchSize,
                                 const CancelToken* cancel, const ProgressFn& progress) {
    GenerationOptions options;
    options.maxLength = inverter.spec().maxLength;
    const bool training = inverter.is_training();
    inverter.eval();
    QStringList hypotheses;
    const int64_t total = targets.size(0);
    for (int64_t start = 0; start < total; start += batchSize) {
        if (progress) progress({QStringLiteral("base hypotheses"), start, total});
        const torch::Tensor batch = targets.slice(0, start, start + batchSize);
        hypotheses << tokenizer.decodeBatch(inverter.generate(batch, options, cancel).sequences);
    }
    inverter.train(training);
    if (progress) progress({QStringLiteral("base hypotheses"), total, total});
    return hypotheses;
}

EmbeddedTexts baseHypotheses(Vec2TextInverterImpl& inverter,
                             const SentencePieceTokenizer& tokenizer, const EmbeddedTexts& targets,
                             Embedder& victim, int batchSize, const CancelToken* cancel,
                             const ProgressFn& progress) {
    return embedWithVictim(
        decodeBaseHypotheses(inverter, tokenizer, targets.embeddings, batchSize, cancel, progress),
        victim, cancel);
}

EmbeddedTexts crossFittedHypotheses(const QStringList& inverterFolders,
                                    const EmbeddedTexts& targets, Embedder& victim, int batchSize,
                                    const CancelToken* cancel, const ProgressFn& progress) {
    const int64_t count = inverterFolders.size();
    const int64_t total = targets.texts.size();
    if (total < count)
        throw InputError({}, QStringLiteral("%1 fold inverters need at least as many training "
                                            "texts (there are %2)")
                                 .arg(count)
                                 .arg(total));
    EmbeddedTexts all;
    all.texts.resize(total);
    for (int64_t fold = 0; fold < count; ++fold) {
        LoadedInverter inverter = loadVec2TextInverter(inverterFolders[fold]);
        requireVictimFits(inverter.model->spec().victim(), inverterFolders[fold], victim);
        const Vec2TextSpec::LeftOut& left = inverter.model->spec().leftOut;
        if (left.fold != fold + 1 || left.count != count || left.texts != total)
            throw InputError(
                {inverterFolders[fold], std::nullopt, QStringLiteral("unembed.left_out"),
                 QStringLiteral("fold %1 of %2 of %3 texts").arg(fold + 1).arg(count).arg(total),
                 left.count > 0 ? QStringLiteral("fold %1 of %2 of %3 texts")
                                      .arg(left.fold)
                                      .arg(left.count)
                                      .arg(left.texts)
                                : QStringLiteral("none")},
                QStringLiteral("fold inverter %1 of %2 must be trained with --leave-out %1/%2 on "
                               "these %3 texts")
                    .arg(fold + 1)
                    .arg(count)
                    .arg(total));
        const EmbeddedTexts part = baseHypotheses(*inverter.model, inverter.tokenizer,
                                                  foldRows(targets, fold, count, true), victim,
                                                  batchSize, cancel, progress);
        if (!all.embeddings.defined())
            all.embeddings =
                torch::empty({total, part.embeddings.size(1)}, part.embeddings.options());
        const torch::Tensor rows =
            torch::arange(fold, total, count, torch::kLong).to(all.embeddings.device());
        all.embeddings.index_copy_(0, rows, part.embeddings);
        for (qsizetype j = 0; j < part.texts.size(); ++j)
            all.texts[fold + j * count] = part.texts[j];
    }
    return all;
}

InverterTrainingTask::InverterTrainingTask(Vec2TextInverter model,
                                           const SentencePieceTokenizer& tokenizer,
                                           EmbeddedTexts train, std::optional<EmbeddedTexts> dev)
    : model_(std::move(model)), tokenizer_(tokenizer), train_(std::move(train)),
      dev_(std::move(dev)) {
    labels_ = lossLabels(tokenizer_, train_.texts, model_->spec().maxLength);
    if (dev_) devLabels_ = lossLabels(tokenizer_, dev_->texts, model_->spec().maxLength);
}

torch::Tensor InverterTrainingTask::loss(const torch::Tensor& embeddings,
                                         const torch::Tensor& labels) {
    const auto& config = model_->encoder_decoder->config();
    const torch::Tensor decoderIds =
        shiftRight(labels, config.decoderStartTokenId, config.padTokenId);
    return crossEntropy(model_->forward(embeddings, decoderIds), labels);
}

torch::Tensor InverterTrainingTask::batchLoss(const std::vector<int64_t>& examples) {
    return loss(rows(train_.embeddings, examples), trimmedRows(labels_, examples));
}

std::optional<double> InverterTrainingTask::devLoss() {
    if (!dev_) return std::nullopt;
    torch::NoGradGuard noGrad;
    return loss(dev_->embeddings, devLabels_).item<double>();
}

QStringList InverterTrainingTask::sampleOutputs() {
    GenerationOptions options;
    options.maxLength = model_->spec().maxLength;
    const EmbeddedTexts& from = dev_ ? *dev_ : train_;
    const int n = std::min<int>(3, int(from.texts.size()));
    const QStringList guesses =
        tokenizer_.decodeBatch(model_->generate(from.embeddings.slice(0, 0, n), options).sequences);
    QStringList lines;
    for (int i = 0; i < n; ++i)
        lines << QStringLiteral("%1  ->  %2").arg(from.texts[i], guesses[i]);
    return lines;
}

CorrectorTrainingTask::CorrectorTrainingTask(Vec2TextCorrector model,
                                             const SentencePieceTokenizer& tokenizer,
                                             EmbeddedTexts train, EmbeddedTexts hypotheses)
    : model_(std::move(model)), tokenizer_(tokenizer), train_(std::move(train)),
      hypotheses_(std::move(hypotheses)) {
    const int maxLength = model_->spec().maxLength;
    labels_ = lossLabels(tokenizer_, train_.texts, maxLength);
    hypothesisTokens_ = tokenizer_.encodeBatch(hypotheses_.texts, maxLength);
}

torch::Tensor CorrectorTrainingTask::batchLoss(const std::vector<int64_t>& examples) {
    const auto& config = model_->encoder_decoder->config();
    const torch::Tensor labels = trimmedRows(labels_, examples);
    const torch::Tensor hypothesisMask = rows(hypothesisTokens_.mask, examples);
    const int64_t length = std::max<int64_t>(1, hypothesisMask.sum(0).nonzero().numel());
    const torch::Tensor logits =
        model_->forward(rows(train_.embeddings, examples), rows(hypotheses_.embeddings, examples),
                        rows(hypothesisTokens_.ids, examples).slice(1, 0, length),
                        hypothesisMask.slice(1, 0, length),
                        shiftRight(labels, config.decoderStartTokenId, config.padTokenId));
    return crossEntropy(logits, labels);
}

QStringList CorrectorTrainingTask::sampleOutputs() {
    GenerationOptions options;
    options.maxLength = model_->spec().maxLength;
    const int n = std::min<int>(3, int(train_.texts.size()));
    std::vector<int64_t> first(static_cast<size_t>(n));
    std::iota(first.begin(), first.end(), 0);
    const QStringList fixed = tokenizer_.decodeBatch(
        model_
            ->generate(rows(train_.embeddings, first), rows(hypotheses_.embeddings, first),
                       rows(hypothesisTokens_.ids, first), rows(hypothesisTokens_.mask, first),
                       options)
            .sequences);
    QStringList lines;
    for (int i = 0; i < n; ++i)
        lines << QStringLiteral("%1  ->  %2  (gold: %3)")
                     .arg(hypotheses_.texts[i], fixed[i], train_.texts[i]);
    return lines;
}

} // namespace unembed
