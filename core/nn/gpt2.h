// The GPT-2 decoder in libtorch with Hugging Face's parameter names, so that named_parameters()
// and model folders match HF checkpoints one to one. The forward pass takes input embeddings (GEIA
// feeds a projected sentence embedding as the first position) and keeps a key/value cache for
// decoding. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>
#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/normalization.h>
#include <torch/nn/pimpl.h>

#include "nn/gpt2_config.h"
#include "nn/state_dict.h"

#include <vector>

namespace unembed {

// GPT-2's Conv1D: a linear layer whose weight is stored [in, out], transposed w.r.t. nn.Linear.
class GPT2Conv1DImpl : public torch::nn::Module {
public:
    GPT2Conv1DImpl(int in, int out);
    torch::Tensor forward(const torch::Tensor& x);

    torch::Tensor weight, bias;
};
TORCH_MODULE(GPT2Conv1D);

// The keys and values the decoder has seen, one entry per layer, each [B, H, T, head_dim].
struct GPT2Cache {
    std::vector<torch::Tensor> keys, values;

    int64_t length() const { return keys.empty() ? 0 : keys.front().size(2); }
    // Keeps rows `rows` (a 1-D int64 index into the batch), e.g. to follow beams.
    void selectRows(const torch::Tensor& rows);
};

// Causal multi-head self-attention scaled by 1/sqrt(head_dim): c_attn projects to q, k, v at once.
class GPT2AttentionImpl : public torch::nn::Module {
public:
    explicit GPT2AttentionImpl(const GPT2Config& config);
    // hidden [B, T, n_embd] follows the `keys`/`values` already cached (may be undefined) and
    // extends them.
    torch::Tensor forward(const torch::Tensor& hidden, torch::Tensor& keys, torch::Tensor& values);

    GPT2Conv1D c_attn{nullptr}, c_proj{nullptr};

private:
    int numHeads_;
    double attnDropout_;
    double residDropout_;
};
TORCH_MODULE(GPT2Attention);

class GPT2MLPImpl : public torch::nn::Module {
public:
    explicit GPT2MLPImpl(const GPT2Config& config);
    torch::Tensor forward(const torch::Tensor& hidden);

    GPT2Conv1D c_fc{nullptr}, c_proj{nullptr};

private:
    GPT2Config::Activation activation_;
    double dropout_;
};
TORCH_MODULE(GPT2MLP);

// Pre-norm block: x + attn(ln_1(x)), then x + mlp(ln_2(x)).
class GPT2BlockImpl : public torch::nn::Module {
public:
    explicit GPT2BlockImpl(const GPT2Config& config);
    torch::Tensor forward(const torch::Tensor& hidden, torch::Tensor& keys, torch::Tensor& values);

    torch::nn::LayerNorm ln_1{nullptr}, ln_2{nullptr};
    GPT2Attention attn{nullptr};
    GPT2MLP mlp{nullptr};
};
TORCH_MODULE(GPT2Block);

// HF's GPT2Model (wte, wpe, h.{i}, ln_f) with the language-model head tied to wte, as GPT-2 ties
// it: the head has no weights of its own.
class GPT2Impl : public torch::nn::Module {
public:
    explicit GPT2Impl(const GPT2Config& config);

    const GPT2Config& config() const { return config_; }
    // ids [B, T] int64 -> token embeddings [B, T, n_embd] (positions are added by forward).
    torch::Tensor embed(const torch::Tensor& ids);
    // Final hidden states [B, T, n_embd] for input embeddings [B, T, n_embd]; with a cache they
    // follow the cached positions and the cache is extended. Throws InputError past n_positions.
    torch::Tensor forward(const torch::Tensor& embeds, GPT2Cache* cache = nullptr);
    // Vocabulary logits [.., vocab] through the tied head.
    torch::Tensor logits(const torch::Tensor& hidden);

    torch::nn::Embedding wte{nullptr}, wpe{nullptr};
    torch::nn::ModuleList h{nullptr};
    torch::nn::LayerNorm ln_f{nullptr};

private:
    GPT2Config config_;
    std::vector<GPT2Block> blocks_;
};
TORCH_MODULE(GPT2);

// HF's GPT2LMHeadModel: the decoder under "transformer.", so a module holding it has the names of
// HF's checkpoints.
class GPT2LMHeadModelImpl : public torch::nn::Module {
public:
    explicit GPT2LMHeadModelImpl(const GPT2Config& config);
    GPT2 transformer{nullptr};
};
TORCH_MODULE(GPT2LMHeadModel);

// How a GPT-2 state dict may be stored: lm_head.weight for the tied head, names without the
// "transformer." prefix (HF's GPT2Model saves them so), and the causal-mask buffers older
// checkpoints carry (attn.bias, attn.masked_bias), which are skipped. `prefix` is where the
// decoder sits in `holder`, the module being loaded, e.g. "transformer.".
StateDictLoadOptions gpt2LoadOptions(const torch::nn::Module& holder, const std::string& prefix);

// Loads a Hugging Face GPT-2 folder: config.json and model.safetensors. Every tensor must be
// present with its exact shape and none may be unexpected (InputError names the tensor).
GPT2LMHeadModel loadGPT2(const QString& folder);
// Writes config.json and model.safetensors with HF names; loadGPT2 reads them back bit for bit.
void saveGPT2(const GPT2LMHeadModelImpl& model, const QString& folder);

} // namespace unembed
