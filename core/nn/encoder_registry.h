// Encoders by config.json's model_type: one table from the type to the loader of its
// architecture, so a new family is one entry. A folder whose model_type is not in the table is
// refused with an error naming it and the supported types. A core-only header: it includes torch.
#pragma once

#include "nn/text_encoder.h"

#include <QStringList>

namespace unembed {

// The model_type values loadTextEncoder reads, sorted.
QStringList supportedEncoderTypes();

// Reads FOLDER/config.json and FOLDER/model.safetensors (F32, F16 or BF16). Throws InputError
// naming the file for a missing config, an unsupported model_type or bad weights.
std::unique_ptr<TextEncoder> loadTextEncoder(const QString& folder);

} // namespace unembed
