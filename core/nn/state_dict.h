// Named tensors between a torch::nn::Module and a safetensors file: strict loading (every
// parameter present with its exact shape, nothing unexpected) and bit-exact saving, by the module's
// own parameter names, which are Hugging Face's for the model families in core/nn.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

#include <QMap>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace unembed {

struct StateDictLoadOptions {
    // Other names a file may store a parameter under (alias -> parameter name), e.g. HF's
    // encoder.embed_tokens.weight for the shared embedding. An alias is read only when the
    // parameter's own name is absent; when both are present the alias is checked for shape only.
    // One stored tensor may stand for several parameters (a projection shared before a model
    // split it).
    std::multimap<std::string, std::string> aliases;
    // Tensors whose names start with one of these are skipped rather than unexpected, e.g. the
    // decoder of a full checkpoint read into an encoder alone (as HF's T5EncoderModel does).
    std::vector<std::string> ignoredPrefixes;
};

// Copies every tensor of the safetensors file at `path` into the module's parameter and buffer of
// the same name, converting F16/BF16/F64 to the parameter's dtype. Throws InputError naming the
// file and the tensor for a missing, unexpected or mis-shaped tensor or an unusable dtype; the
// module is left unchanged when it throws. The loaded module is then moved to inferenceDevice()
// (runtime/inference_device.h), as every model is when it loads.
void loadStateDict(torch::nn::Module& module, const QString& path,
                   const StateDictLoadOptions& options = {});

// Writes the module's parameters and buffers, each in its own dtype (F32 for float32), under
// their names. Throws InputError when the file cannot be written.
void saveStateDict(const torch::nn::Module& module, const QString& path,
                   const QMap<QString, QString>& metadata = {});

} // namespace unembed
