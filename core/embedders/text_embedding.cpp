#include "text_embedding.h"

#include "embedders/sentence_transformer.h"
#include "embedders/victim.h"
#include "error.h"

namespace unembed {

TextEmbeddingResult embedTexts(const TextEmbeddingRequest& request, const CancelToken* cancel,
                               const ProgressFn& progress) {
    if (request.texts.isEmpty())
        throw InputError({}, QStringLiteral("there are no texts to embed"));
    const std::unique_ptr<Embedder> embedder = openVictim(request.victim);
    if (auto* folder = dynamic_cast<SentenceTransformer*>(embedder.get()))
        folder->batchSize = std::max(1, request.batchSize);
    const torch::Tensor vectors = embedder->embed(request.texts, cancel, progress).contiguous();
    const qint64 rows = vectors.size(0), dim = vectors.size(1);
    const float* data = vectors.data_ptr<float>();
    TextEmbeddingResult result;
    result.embedderName = embedder->name();
    result.set.sourcePath = request.victim.location;
    result.set.vectors = FloatMatrix::owned(std::vector<float>(data, data + rows * dim), rows, dim);
    result.set.texts = request.texts;
    return result;
}

} // namespace unembed
