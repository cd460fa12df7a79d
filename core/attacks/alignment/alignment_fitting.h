// Fitting an alignment map from leaked pairs, as `unembed-cli align` and the demo build do: the
// pairs' texts are embedded by the attack embedder, the map is fitted from the victim's vectors
// to those, and its fit is measured on the pairs and on held-out pairs when there are some.
// Torch-free.
#pragma once

#include "attacks/alignment/alignment_map_info.h"
#include "runtime/cancel_token.h"

namespace unembed {

struct AlignmentRequest {
    QString pairsPath;    // any file `import` reads, with the texts of its rows
    QString pairsTexts;   // a sidecar texts file, when the pairs file holds none
    QString devPairsPath; // optional held-out pairs, kept out of the fit
    QString devPairsTexts;
    QString victimName; // the victim's name for the map's record; default: the pairs file's
    VictimSpec attackEmbedder;
    AlignmentMethod method = AlignmentMethod::LeastSquares;
    double ridge = 1.0; // Ridge only
};

// Reads the pairs, embeds their texts with the attack embedder, fits the map and writes its
// folder `out`; returns what the folder records. Throws InputError naming the file (no texts,
// unreadable) or the embedder, or Cancelled (nothing written).
AlignmentMapInfo alignFromPairs(const AlignmentRequest& request, const QString& out,
                                const CancelToken* cancel = nullptr,
                                const ProgressFn& progress = {});

} // namespace unembed
