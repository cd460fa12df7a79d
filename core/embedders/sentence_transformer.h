// Sentence-transformers embedders loaded from their folders by modules.json: a T5 encoder
// (Transformer module), Pooling (CLS / mean / max / mean-sqrt-len, honouring the attention mask),
// an optional Dense layer and Normalize, as GTR-base and Sentence-T5 ship them. The Dense layer
// matters: pooling the encoder alone gives other vectors than sentence-transformers does.
#pragma once

#include "embedders/embedder.h"
#include "nn/t5.h"
#include "text/sentencepiece_tokenizer.h"

#include <optional>

namespace unembed {

struct SentencePooling {
    bool cls = false;
    bool mean = true;
    bool max = false;
    bool meanSqrtLength = false;
};

class SentenceTransformer : public Embedder {
public:
    // Reads modules.json and every module it lists; throws InputError naming the file and the
    // problem (unknown module type, unsupported pooling mode or activation, missing weights).
    static std::unique_ptr<SentenceTransformer> load(const QString& folder);

    // A new embedder with the given parts, e.g. for training the demo victim.
    // `dense` may be empty (no Dense module); `denseActivation` is a torch class name as
    // sentence-transformers writes it, e.g. "torch.nn.modules.linear.Identity".
    SentenceTransformer(QString name, T5Model encoder, SentencePieceTokenizer tokenizer,
                        SentencePooling pooling, torch::nn::Linear dense, QString denseActivation,
                        bool normalize, int maxSeqLength);

    // Writes a sentence-transformers folder (modules.json, sentence_bert_config.json, the T5
    // encoder and spiece.model at the root, 1_Pooling, 2_Dense when present, 3_Normalize).
    void save(const QString& folder) const;

    QString name() const override { return name_; }
    int dimension() const override;
    torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                        const ProgressFn& progress = {}) override;

    // The differentiable path for training: token ids and mask [B, L] to [B, dimension].
    torch::Tensor forward(const torch::Tensor& ids, const torch::Tensor& mask);

    T5Model& encoder() { return encoder_; }
    torch::nn::Linear& dense() { return dense_; }
    const SentencePieceTokenizer& tokenizer() const { return tokenizer_; }
    int maxSeqLength() const { return maxSeqLength_; }
    int batchSize = 32;

private:
    int pooledDimension() const;

    QString name_;
    T5Model encoder_;
    SentencePieceTokenizer tokenizer_;
    SentencePooling pooling_;
    torch::nn::Linear dense_{nullptr}; // empty when the folder has no Dense module
    QString denseActivation_;
    bool normalize_ = true;
    int maxSeqLength_ = 256;
};

} // namespace unembed
