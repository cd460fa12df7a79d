// The T5 encoder-decoder (T5 v1.0 and v1.1 / Flan-T5) in libtorch, with Hugging Face's parameter
// names so that named_parameters() and model folders match HF checkpoints one to one. The encoder
// takes token ids or input embeddings (Vec2Text feeds projected embeddings); the decoder keeps a
// key/value cache for generation. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>
#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/pimpl.h>

#include "nn/state_dict.h"
#include "nn/t5_config.h"
#include "runtime/row_products.h"

#include <array>
#include <mutex>
#include <utility>
#include <vector>

namespace unembed {

// RMS norm: no mean subtraction and no bias; the variance is taken in fp32 whatever the dtype.
class T5LayerNormImpl : public torch::nn::Module {
public:
    T5LayerNormImpl(int dModel, double epsilon);
    torch::Tensor forward(const torch::Tensor& hidden);

    torch::Tensor weight;

private:
    double epsilon_;
};
TORCH_MODULE(T5LayerNorm);

// Multi-head attention without score scaling (T5 folds 1/sqrt(d_kv) into its initialisation).
// Only the first layer of each stack owns a relative_attention_bias; the stack shares its bias.
class T5AttentionImpl : public torch::nn::Module {
public:
    // rowKernels: products go through PackedLinear (nn/row_products.h), as a decoder's steps
    // suit; the encoder's many rows do not need them.
    T5AttentionImpl(const T5Config& config, bool hasRelativeBias, bool bidirectional,
                    bool rowKernels = false);

    // queries [B, H, T, d_kv], keys/values [B, H, K, d_kv], bias broadcastable to [B, H, T, K]
    // -> [B, T, d_model] through the o projection.
    torch::Tensor attend(const torch::Tensor& queries, const torch::Tensor& keys,
                         const torch::Tensor& values, const torch::Tensor& bias);
    // [B, L, d_model] -> [B, H, L, d_kv] through the q (k, v) projection.
    torch::Tensor projectQueries(const torch::Tensor& hidden);
    torch::Tensor projectKeys(const torch::Tensor& hidden);
    torch::Tensor projectValues(const torch::Tensor& hidden);
    // Queries, keys and values of the same states. Without gradients in fp32 they come from one
    // matrix product with q, k and v stacked (kept until one of them changes): a decoding step's
    // three small products cost about as much as one of thrice the width.
    struct Projections {
        torch::Tensor queries, keys, values;
    };
    Projections project(const torch::Tensor& hidden);
    // The learned bias for queries at positions [queryStart, queryStart + queryLength) against
    // keys [0, keyLength): [1, H, queryLength, keyLength]. Requires hasRelativeBias.
    torch::Tensor positionBias(int64_t queryStart, int64_t queryLength, int64_t keyLength);

    torch::nn::Linear q{nullptr}, k{nullptr}, v{nullptr}, o{nullptr};
    torch::nn::Embedding relative_attention_bias{nullptr};

private:
    torch::Tensor splitHeads(const torch::Tensor& x) const;
    torch::Tensor stackedWeight();
    int numHeads_;
    int dKv_;
    int numBuckets_;
    int maxDistance_;
    bool bidirectional_;
    double dropout_;
    // q, k and v stacked, and what each was built from (storage and version): row blocks decode
    // on several threads at once.
    std::mutex stackMutex_;
    torch::Tensor stacked_;
    std::array<std::pair<const void*, uint32_t>, 3> stackedFrom_{};
    bool rowKernels_;
    PackedLinear qRows_, kRows_, vRows_, oRows_, stackedRows_;
};
TORCH_MODULE(T5Attention);

// Feed-forward: wo(act(wi x)) for "relu", wo(act(wi_0 x) * wi_1 x) for the gated variants.
class T5DenseImpl : public torch::nn::Module {
public:
    // rowKernels as for T5AttentionImpl.
    explicit T5DenseImpl(const T5Config& config, bool rowKernels = false);
    torch::Tensor forward(const torch::Tensor& hidden);

    torch::nn::Linear wi{nullptr}, wi_0{nullptr}, wi_1{nullptr}, wo{nullptr};

private:
    torch::Tensor activate(const torch::Tensor& x) const;
    T5Config::Activation activation_;
    double dropout_;
    bool rowKernels_;
    PackedLinear wiRows_, wi0Rows_, wi1Rows_, woRows_;
};
TORCH_MODULE(T5Dense);

// The keys and values a decoder has seen: self-attention grows by one position per step, cross
// attention is projected from the encoder states once. One entry per decoder layer.
struct T5DecoderCache {
    std::vector<torch::Tensor> selfKeys, selfValues;   // [B, H, T, d_kv]
    std::vector<torch::Tensor> crossKeys, crossValues; // [B, H, S, d_kv]
    // The decoder's self-attention bias (relative positions and the causal mask) for query and
    // key positions [0, capacity), sliced at each step; the cross-attention padding bias.
    torch::Tensor selfBias, crossBias;

    int64_t length() const { return selfKeys.empty() ? 0 : selfKeys.front().size(2); }
    // Adds a step's keys and values [B, H, n, d_kv] after layer `layer`'s (the next layer's
    // when `layer` is the count so far). They are written into buffers that grow by doubling,
    // so a step copies only its own positions; selfKeys/selfValues are views of the buffers.
    void append(size_t layer, const torch::Tensor& keys, const torch::Tensor& values);
    // Keeps rows `rows` (a 1-D int64 index into the batch) of the self-attention cache, e.g. to
    // follow beams. The cross-attention cache is left as is: callers only permute rows that share
    // one encoder input, whose cross keys and values are the same.
    void selectRows(const torch::Tensor& rows);

private:
    std::vector<torch::Tensor> keyBuffers_, valueBuffers_; // [B, H, capacity, d_kv]
};

// One stack (encoder or decoder) under HF's names: block.{i}.layer.{j}.*, final_layer_norm.
class T5StackImpl : public torch::nn::Module {
public:
    T5StackImpl(const T5Config& config, bool isDecoder);

    // Encoder: embeds [B, S, d_model], mask [B, S] (1 keep, 0 padding) or undefined.
    torch::Tensor encode(const torch::Tensor& embeds, const torch::Tensor& mask);
    // Decoder: embeds of the new positions [B, T, d_model]; with a cache they follow the cached
    // positions and the cache is extended, without one the prefix is all of `embeds`.
    torch::Tensor decode(const torch::Tensor& embeds, const torch::Tensor& encoderStates,
                         const torch::Tensor& encoderMask, T5DecoderCache* cache);

    torch::nn::ModuleList block{nullptr};
    T5LayerNorm final_layer_norm{nullptr};

private:
    struct Layer {
        T5Attention selfAttention{nullptr};
        T5LayerNorm selfNorm{nullptr};
        T5Attention crossAttention{nullptr};
        T5LayerNorm crossNorm{nullptr};
        T5Dense feedForward{nullptr};
        T5LayerNorm feedForwardNorm{nullptr};
    };
    torch::Tensor feedForward(Layer& layer, const torch::Tensor& hidden);
    torch::Tensor drop(const torch::Tensor& x);
    // Relative-position bias plus the causal mask for queries [queryStart, queryStart +
    // queryLength) against keys [0, keyLength): [1, H, queryLength, keyLength].
    torch::Tensor causalBias(int64_t queryStart, int64_t queryLength, int64_t keyLength,
                             torch::ScalarType dtype, torch::Device device);
    std::vector<Layer> layers_;
    double dropout_;
};
TORCH_MODULE(T5Stack);

class T5ModelImpl : public torch::nn::Module {
public:
    enum class Parts { EncoderDecoder, EncoderOnly };
    explicit T5ModelImpl(const T5Config& config, Parts parts = Parts::EncoderDecoder);

    const T5Config& config() const { return config_; }
    bool hasDecoder() const { return !decoder.is_empty(); }

    // ids [B, S] int64 on any device -> [B, S, d_model] on the model's, through the shared
    // embedding. Masks may be on any device too.
    torch::Tensor embed(const torch::Tensor& ids);
    // Encoder states [B, S, d_model]; mask [B, S] (1 keep, 0 padding) may be undefined.
    torch::Tensor encode(const torch::Tensor& ids, const torch::Tensor& mask = {});
    torch::Tensor encodeEmbeddings(const torch::Tensor& embeds, const torch::Tensor& mask = {});
    // Decoder hidden states [B, T, d_model] for decoder ids [B, T] (see T5StackImpl::decode).
    torch::Tensor decode(const torch::Tensor& decoderIds, const torch::Tensor& encoderStates,
                         const torch::Tensor& encoderMask, T5DecoderCache* cache = nullptr);
    // Vocabulary logits [.., vocab] for decoder hidden states; a tied head rescales the states by
    // d_model^-0.5 first, as HF does.
    torch::Tensor logits(const torch::Tensor& decoderHidden);
    // Teacher-forced logits [B, T, vocab].
    torch::Tensor forward(const torch::Tensor& ids, const torch::Tensor& mask,
                          const torch::Tensor& decoderIds);

    torch::nn::Embedding shared{nullptr};
    T5Stack encoder{nullptr};
    T5Stack decoder{nullptr};
    torch::nn::Linear lm_head{nullptr}; // only when tie_word_embeddings is false

private:
    T5Config config_;
    PackedLinear headRows_;
};
TORCH_MODULE(T5Model);

// Decoder inputs for teacher forcing: the start token, then `labels` [B, T] shifted right, with
// label padding (-100 or pad) turned into pad ids.
torch::Tensor shiftRight(const torch::Tensor& labels, int64_t startId, int64_t padId);

// How a T5's tensors are read when its module sits under `prefix` (e.g. "encoder_decoder."): the
// embedding aliases encoder/decoder.embed_tokens.weight (and lm_head.weight when tied) are
// accepted; with EncoderOnly, a full checkpoint's decoder and lm_head tensors are skipped.
StateDictLoadOptions t5LoadOptions(const T5Config& config, const std::string& prefix = {},
                                   T5ModelImpl::Parts parts = T5ModelImpl::Parts::EncoderDecoder);
// Reads a Hugging Face T5 folder's model.safetensors into `model`, whose config must be the
// folder's: a pretrained start for an attacker's T5. InputError names the folder's file and
// tensor when one is missing, mis-shaped or unexpected.
void loadT5Weights(const QString& folder, T5ModelImpl& model);

// Loads a Hugging Face T5 folder: config.json and model.safetensors. Every tensor must be present
// with its exact shape and none may be unexpected (InputError names the tensor); the embedding
// aliases encoder/decoder.embed_tokens.weight (and lm_head.weight when tied) are accepted. With
// EncoderOnly, a full checkpoint's decoder and lm_head tensors are skipped.
T5Model loadT5(const QString& folder,
               T5ModelImpl::Parts parts = T5ModelImpl::Parts::EncoderDecoder);
// Writes config.json and model.safetensors with HF names; loadT5 reads them back bit for bit.
void saveT5(const T5ModelImpl& model, const QString& folder);

} // namespace unembed
