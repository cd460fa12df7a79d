#include "cancel_token.h"

#include "error.h"

namespace unembed {

void CancelToken::throwIfCancelled() const {
    if (isCancelled()) throw Cancelled();
}

} // namespace unembed
