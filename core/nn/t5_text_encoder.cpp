#include "t5_text_encoder.h"

namespace unembed {

std::unique_ptr<TextEncoder> loadT5TextEncoder(const QString& folder) {
    return std::make_unique<T5TextEncoder>(loadT5(folder, T5ModelImpl::Parts::EncoderOnly));
}

} // namespace unembed
