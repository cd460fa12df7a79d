#include "msp_model.h"

#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

namespace unembed {

MspModelImpl::MspModelImpl(const MspSpec& spec) : spec_(spec) {
    gru_ = register_module(
        "gru",
        torch::nn::GRU(torch::nn::GRUOptions(spec.embeddingDim, spec.hidden).batch_first(true)));
    output_ = register_module("output", torch::nn::Linear(spec.hidden, spec.vocabSize));
}

torch::Tensor MspModelImpl::forward(const torch::Tensor& embeddings) {
    const torch::Tensor inputs =
        embeddings.unsqueeze(1).expand({embeddings.size(0), spec_.steps, embeddings.size(1)});
    return output_->forward(std::get<0>(gru_->forward(inputs.contiguous())));
}

std::vector<BagOfWordsPrediction> mspPredictions(MspModelImpl& model,
                                                 const torch::Tensor& embeddings,
                                                 const SentencePieceTokenizer& tokenizer) {
    torch::NoGradGuard noGrad;
    const bool training = model.is_training();
    model.eval();
    const auto [best, ids] = torch::softmax(model.forward(embeddings), -1).max(-1);
    model.train(training);
    const torch::Tensor p = best.to(torch::kDouble).contiguous();
    const torch::Tensor argmax = ids.contiguous();
    std::vector<BagOfWordsPrediction> predictions(size_t(argmax.size(0)));
    for (int64_t r = 0; r < argmax.size(0); ++r) {
        BagOfWordsPrediction& prediction = predictions[size_t(r)];
        std::vector<int64_t> predictedIds;
        for (int64_t t = 0; t < argmax.size(1); ++t) {
            const int64_t id = argmax[r][t].item<int64_t>();
            prediction.tokens.push_back({id, tokenizer.piece(id), p[r][t].item<double>()});
            predictedIds.push_back(id);
        }
        prediction.text = tokenizer.decode(predictedIds);
    }
    return predictions;
}

} // namespace unembed
