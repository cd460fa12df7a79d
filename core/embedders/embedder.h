// The victim embedder interface: texts in, one vector per text out. Attacks query it as a black
// box (Vec2Text re-embeds every hypothesis), defences wrap it. A core-only header: it includes
// torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "runtime/cancel_token.h"

#include <QStringList>

namespace unembed {

class Embedder {
public:
    virtual ~Embedder() = default;
    // What the embedder is, for run records and messages (e.g. the model folder's name).
    virtual QString name() const = 0;
    virtual int dimension() const = 0;
    // [texts.size(), dimension()] float32 on the CPU, row i for texts[i]. Batches internally;
    // checks `cancel` between batches.
    virtual torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                                const ProgressFn& progress = {}) = 0;
};

} // namespace unembed
