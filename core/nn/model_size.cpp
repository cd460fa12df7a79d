#include "model_size.h"

#include "error.h"
#include "io/safetensors.h"
#include "runtime/memory_budget.h"

namespace unembed {

namespace {

constexpr double kSlackParameters = 1e6;

} // namespace

double t5ParameterFloor(const T5Config& c, bool decoder) {
    const double d = c.dModel, inner = double(c.numHeads) * c.dKv, ff = c.dFf;
    const double attention = 4.0 * d * inner;
    const double feedForward = (c.isGated() ? 3.0 : 2.0) * d * ff;
    double count = double(c.vocabSize) * d + double(c.numLayers) * (attention + feedForward);
    if (decoder) count += double(c.numDecoderLayers) * (2.0 * attention + feedForward);
    return count;
}

double gpt2ParameterFloor(const GPT2Config& c) {
    const double d = c.nEmbd, inner = c.nInner > 0 ? c.nInner : 4.0 * c.nEmbd;
    return (double(c.vocabSize) + double(c.nPositions)) * d +
           double(c.nLayer) * (4.0 * d * d + 2.0 * d * inner);
}

void requireModelFits(double parameters, const QString& configPath, double copiesInMemory) {
    requireMemoryFor(parameters * 4.0 * copiesInMemory, {configPath, std::nullopt, {}, {}, {}},
                     QStringLiteral("the model this config describes (%1 million parameters)")
                         .arg(parameters / 1e6, 0, 'f', 1));
}

void requireWeightsCover(double parameters, const QString& weightsPath, const QString& configPath) {
    const SafetensorsFile weights = SafetensorsFile::open(weightsPath);
    double stored = 0;
    for (const SafetensorsTensor& tensor : weights.tensors()) {
        double count = 1;
        for (qint64 d : tensor.shape)
            count *= double(d);
        stored += count;
    }
    // Far more than is stored: a small difference is left to the strict loader, which names
    // the missing or mis-shaped tensor; this check only keeps the allocation bounded.
    if (parameters > 2.0 * stored + kSlackParameters)
        throw InputError(
            {configPath,
             std::nullopt,
             {},
             QStringLiteral("sizes matching the %1 values stored in %2")
                 .arg(qint64(stored))
                 .arg(weightsPath),
             QStringLiteral("sizes asking for at least %1 parameters").arg(parameters, 0, 'f', 0)},
            QStringLiteral("the config does not belong to these weights (check "
                           "d_model, n_embd, the layer counts and vocab_size)"));
    requireModelFits(parameters, configPath);
}

} // namespace unembed
