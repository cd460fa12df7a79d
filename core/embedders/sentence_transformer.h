// Sentence-transformers embedders loaded from their folders by modules.json: an encoder
// (Transformer module: T5, BERT, RoBERTa, XLM-RoBERTa or MPNet, chosen by config.json's
// model_type through the encoder registry) with its tokenizer (spiece.model for T5, tokenizer.json
// otherwise), Pooling (CLS / mean / max / mean-sqrt-len / weighted mean / last token, honouring the
// attention mask), an optional Dense layer and Normalize. A plain embed() prepends the folder's
// default prompt, as sentence-transformers' encode() does; selectPrompt() picks another.
#pragma once

#include "embedders/embedder.h"
#include "embedders/sentence_transformer_folder.h"
#include "nn/t5.h"
#include "nn/text_encoder.h"
#include "text/sentencepiece_tokenizer.h"

#include <torch/nn/modules/linear.h>

namespace unembed {

class SentenceTransformer : public Embedder {
public:
    // Reads modules.json and every module it lists; throws InputError naming the file and the
    // problem (unknown module type or model_type, unsupported pooling mode or activation,
    // missing weights). The embedder is named after the folder (folderName).
    static std::unique_ptr<SentenceTransformer> load(const QString& folder);
    // A folder's embedder name: its own name, or for a Hugging Face cache snapshot
    // (…/models--ORG--NAME/snapshots/REVISION) the model's, NAME, as Vec2Text's checkpoints and
    // the folders users download name it.
    static QString folderName(const QString& folder);

    // A new T5 embedder with the given parts, e.g. for training the demo victim.
    // `dense` may be empty (no Dense module); `denseActivation` is a torch class name as
    // sentence-transformers writes it, e.g. "torch.nn.modules.linear.Identity".
    SentenceTransformer(QString name, T5Model encoder, SentencePieceTokenizer tokenizer,
                        SentencePooling pooling, torch::nn::Linear dense, QString denseActivation,
                        bool normalize, int maxSeqLength);
    // Any encoder and tokenizer.
    SentenceTransformer(QString name, std::shared_ptr<TextEncoder> encoder,
                        std::shared_ptr<const TextTokenizer> tokenizer, SentencePooling pooling,
                        torch::nn::Linear dense, QString denseActivation, bool normalize,
                        int maxSeqLength);

    // Writes a sentence-transformers folder (modules.json, sentence_bert_config.json, the encoder
    // and its tokenizer files at the root, 1_Pooling, 2_Dense when present, 3_Normalize).
    void save(const QString& folder) const;

    QString name() const override { return name_; }
    int dimension() const override;
    torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                        const ProgressFn& progress = {}) override;

    // The differentiable path for training: token ids and mask [B, L] to [B, dimension].
    // `promptLength` leading tokens are left out of the pooling when the Pooling module excludes
    // the prompt.
    torch::Tensor forward(const torch::Tensor& ids, const torch::Tensor& mask,
                          int64_t promptLength = 0);

    // The prompts of config_sentence_transformers.json and the one embed() prepends now (the
    // folder's default_prompt_name at first; empty for none).
    const QMap<QString, QString>& prompts() const { return prompts_; }
    const QString& promptName() const { return promptName_; }
    // Throws InputError naming the prompts there are when `name` is not one of them.
    void selectPrompt(const QString& name);
    void setPrompts(QMap<QString, QString> prompts, const QString& defaultName);

    TextEncoder& encoder() { return *encoder_; }
    torch::nn::Linear& dense() { return dense_; }
    const TextTokenizer& tokenizer() const { return *tokenizer_; }
    int maxSeqLength() const { return maxSeqLength_; }
    int batchSize = 32;

private:
    int pooledDimension() const;
    // `mask` marks the tokens pooled over, `tokens` the tokens there are.
    torch::Tensor pool(const torch::Tensor& states, const torch::Tensor& mask,
                       const torch::Tensor& tokens) const;

    QString name_;
    std::shared_ptr<TextEncoder> encoder_;
    std::shared_ptr<const TextTokenizer> tokenizer_;
    SentencePooling pooling_;
    torch::nn::Linear dense_{nullptr}; // empty when the folder has no Dense module
    QString denseActivation_;
    bool normalize_ = true;
    int maxSeqLength_ = 256;
    QMap<QString, QString> prompts_;
    QString promptName_;
};

} // namespace unembed
