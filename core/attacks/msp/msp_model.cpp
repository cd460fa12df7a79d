#include "msp_model.h"

#include "runtime/autocast_scope.h"
#include "runtime/inference_device.h"
#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

#include <limits>

namespace unembed {

MspModelImpl::MspModelImpl(const MspSpec& spec) : spec_(spec) {
    gru_ = register_module(
        "gru",
        torch::nn::GRU(torch::nn::GRUOptions(spec.embeddingDim, spec.hidden).batch_first(true)));
    output_ = register_module("output", torch::nn::Linear(spec.hidden, spec.vocabSize));
}

torch::Tensor MspModelImpl::forward(const torch::Tensor& embeddings) {
    const torch::Tensor inputs = embeddings.to(output_->weight.device())
                                     .unsqueeze(1)
                                     .expand({embeddings.size(0), spec_.steps, embeddings.size(1)});
    return output_->forward(std::get<0>(gru_->forward(inputs.contiguous())));
}

torch::Tensor distinctStepTokens(const torch::Tensor& logits) {
    torch::NoGradGuard noGrad;
    torch::Tensor used =
        torch::zeros({logits.size(0), logits.size(2)}, logits.options().dtype(torch::kBool));
    std::vector<torch::Tensor> chosen;
    for (int64_t t = 0; t < logits.size(1); ++t) {
        // A row whose every token has been chosen may repeat (a vocabulary under ten tokens).
        const torch::Tensor exclude = used.logical_and(used.all(1, true).logical_not());
        const torch::Tensor id = logits.select(1, t)
                                     .masked_fill(exclude, -std::numeric_limits<float>::infinity())
                                     .argmax(1);
        used.scatter_(1, id.unsqueeze(1), true);
        chosen.push_back(id);
    }
    return torch::stack(chosen, 1);
}

std::vector<BagOfWordsPrediction> mspPredictions(MspModelImpl& model,
                                                 const torch::Tensor& embeddings,
                                                 const SentencePieceTokenizer& tokenizer) {
    torch::NoGradGuard noGrad;
    const bool training = model.is_training();
    model.eval();
    const AutocastScope autocast(moduleDevice(model));
    const torch::Tensor logits = model.forward(embeddings);
    const torch::Tensor ids = distinctStepTokens(logits);
    const torch::Tensor best = torch::softmax(logits, -1).gather(2, ids.unsqueeze(2)).squeeze(2);
    model.train(training);
    const torch::Tensor p = best.to(torch::kCPU, torch::kDouble).contiguous();
    const torch::Tensor argmax = ids.to(torch::kCPU).contiguous();
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
