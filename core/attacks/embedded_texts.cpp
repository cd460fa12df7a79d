#include "embedded_texts.h"

namespace unembed {

EmbeddedTexts embedWithVictim(const QStringList& texts, Embedder& victim, const CancelToken* cancel,
                              const ProgressFn& progress) {
    return {texts, victim.embed(texts, cancel, progress)};
}

} // namespace unembed
