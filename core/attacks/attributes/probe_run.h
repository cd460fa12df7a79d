// Attribute inference as a run: a probe folder (`train probe`) gives every record of a dataset
// each attribute's probability, stored as the record's output ("mentions a number 0.91 · mentions
// a date 0.12"), most probable first, so Compare shows what each vector gives away beside what
// the reconstructions recovered. Through an alignment map the probes of another embedder read the
// dataset. Torch-free, for the CLI and the GUI's worker.
#pragma once

#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <functional>
#include <vector>

namespace unembed {

inline const QString kProbeAttack = QStringLiteral("probe");

struct ProbeRunRequest {
    QString modelFolder; // the probe folder
    qint64 datasetId = 0;
    qint64 limit = 0;         // first rows only; 0 for all
    std::vector<qint64> rows; // these rows only, in this order (wins over limit)
    int batchSize = 256;
    QString alignMap; // read the dataset through an alignment map (attacks/alignment)
};

struct ProbeRunResult {
    qint64 runId = 0;
    qint64 samples = 0;
};

struct AttributeProbability {
    QString attribute;
    double probability = 0.0;
};
struct ProbeOutput {
    qint64 row = 0;
    std::vector<AttributeProbability> attributes; // most probable first
    QString text;                                 // as stored
};
using ProbeOutputObserver = std::function<void(const ProbeOutput&)>;

// Throws InputError (unknown dataset, a probe folder for another dimension) or Cancelled; the run
// is then marked failed or cancelled with the outputs so far kept.
ProbeRunResult runAttributeProbe(CaseFile& caseFile, const ProbeRunRequest& request,
                                 const CancelToken* cancel = nullptr,
                                 const ProbeOutputObserver& observer = {},
                                 const ProgressFn& progress = {});

} // namespace unembed
