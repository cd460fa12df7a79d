#include "embedded_texts.h"

#include "error.h"
#include "io/sidecar_texts.h"

namespace unembed {

QStringList readAttackerTexts(const QString& path) {
    const QStringList texts = readSidecarTexts(path);
    if (texts.isEmpty())
        throw InputError({path, std::nullopt, {}, {}, {}}, QStringLiteral("there are no texts"));
    return texts;
}

EmbeddedTexts embedWithVictim(const QStringList& texts, Embedder& victim, const CancelToken* cancel,
                              const ProgressFn& progress) {
    return {texts, victim.embed(texts, cancel, progress)};
}

} // namespace unembed
