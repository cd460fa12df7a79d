// Training a sentence embedder on text pairs, as the demo victim is trained: a dual encoder (one
// shared encoder for both sides of a pair) with the symmetric in-batch-negatives loss:
// for a batch of B pairs, logits = scale * cos(u_i, r_j), cross-entropy towards the diagonal in
// both directions, averaged. The embedder's own pooling, Dense and normalisation are trained as
// they embed. A core-only header: it includes torch.
#pragma once

#include "embedders/sentence_transformer.h"
#include "training/trainer.h"

#include <utility>
#include <vector>

namespace unembed {

using TextPairs = std::vector<std::pair<QString, QString>>;

class DualEncoderTrainingTask : public TrainingTask {
public:
    // `devBatchSize` pairs form one dev batch (use the training batch size, since the loss
    // depends on how many negatives a batch holds); `scale` is the inverse temperature.
    DualEncoderTrainingTask(SentenceTransformer& embedder, const TextPairs& train,
                            const TextPairs& dev, int devBatchSize, double scale = 20.0);
    torch::nn::Module& module() override { return *parts_; }
    int64_t exampleCount() const override { return left_.ids.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override;
    std::optional<double> devLoss() override;
    // The dev set's top-1 pair matching accuracy within dev batches.
    QStringList sampleOutputs() override;

private:
    torch::Tensor embedRows(const TokenizedBatch& tokens, const torch::Tensor& rows);
    torch::Tensor pairLogits(const TokenizedBatch& left, const TokenizedBatch& right,
                             const torch::Tensor& rows);

    SentenceTransformer& embedder_;
    std::shared_ptr<torch::nn::Module> parts_; // the encoder and the Dense layer, by their names
    TokenizedBatch left_, right_, devLeft_, devRight_;
    int devBatchSize_;
    double scale_;
};

} // namespace unembed
