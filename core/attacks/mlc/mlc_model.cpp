#include "mlc_model.h"

#include "runtime/autocast_scope.h"
#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

namespace unembed {

const double kMlcScoreFloor = 0.05;

MlcModelImpl::MlcModelImpl(const MlcSpec& spec) : spec_(spec) {
    int64_t width = spec.embeddingDim;
    if (spec.hidden > 0) {
        hidden_ = register_module("hidden", torch::nn::Linear(width, spec.hidden));
        width = spec.hidden;
    }
    output_ = register_module("output", torch::nn::Linear(width, spec.vocabSize));
}

torch::Tensor MlcModelImpl::forward(const torch::Tensor& embeddings) {
    torch::Tensor x = embeddings.to(output_->weight.device());
    if (hidden_) x = torch::relu(hidden_->forward(x));
    return output_->forward(x);
}

void MlcModelImpl::startFromBaseRates(const torch::Tensor& targets) {
    torch::NoGradGuard noGrad;
    const double n = double(targets.size(0));
    const torch::Tensor rate = (targets.to(torch::kDouble).sum(0) + 0.5) / (n + 1.0);
    output_->bias.copy_(torch::log(rate / (1 - rate)));
}

torch::Tensor MlcModelImpl::probabilities(const torch::Tensor& embeddings) {
    torch::NoGradGuard noGrad;
    const AutocastScope autocast(output_->weight.device());
    const bool training = is_training();
    eval();
    std::vector<torch::Tensor> parts;
    for (int64_t start = 0; start < embeddings.size(0); start += 256)
        parts.push_back(
            torch::sigmoid(forward(embeddings.slice(0, start, start + 256))).to(torch::kCPU));
    train(training);
    return parts.empty() ? torch::empty({0, int64_t(spec_.vocabSize)}) : torch::cat(parts);
}

std::vector<BagOfWordsPrediction> mlcPredictions(const torch::Tensor& probabilities,
                                                 double threshold,
                                                 const SentencePieceTokenizer& tokenizer) {
    const torch::Tensor cpu = probabilities.to(torch::kCPU, torch::kDouble).contiguous();
    std::vector<BagOfWordsPrediction> predictions(size_t(cpu.size(0)));
    for (int64_t r = 0; r < cpu.size(0); ++r) {
        const auto [sorted, order] = cpu[r].sort(0, /*descending=*/true);
        const double* p = sorted.data_ptr<double>();
        const int64_t* ids = order.data_ptr<int64_t>();
        BagOfWordsPrediction& prediction = predictions[size_t(r)];
        std::vector<int64_t> predictedIds;
        for (int64_t k = 0; k < sorted.size(0) && p[k] >= kMlcScoreFloor; ++k) {
            const PredictedToken token{ids[k], tokenizer.piece(ids[k]), p[k]};
            prediction.scores.push_back(token);
            if (p[k] > threshold) {
                prediction.tokens.push_back(token);
                predictedIds.push_back(ids[k]);
            }
        }
        // A threshold under the floor still predicts every token above it.
        for (int64_t k = int64_t(prediction.scores.size()); k < sorted.size(0) && p[k] > threshold;
             ++k) {
            prediction.tokens.push_back({ids[k], tokenizer.piece(ids[k]), p[k]});
            predictedIds.push_back(ids[k]);
        }
        prediction.text = tokenizer.decode(predictedIds);
    }
    return predictions;
}

} // namespace unembed
