// Counting the matrix products (aten::mm) a piece of work runs on the calling thread, to check
// which path a product took. Header-only.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <ATen/record_function.h>
#include <torch/torch.h>

#include <QScopeGuard>

#include <cstdint>
#include <cstring>
#include <functional>

namespace unembed::test {

inline int64_t matrixProducts(const std::function<void()>& work) {
    static thread_local int64_t* sink = nullptr;
    int64_t count = 0;
    sink = &count;
    const at::CallbackHandle handle = at::addThreadLocalCallback(
        at::RecordFunctionCallback([](const at::RecordFunction& fn)
                                       -> std::unique_ptr<at::ObserverContext> {
            if (sink && std::strcmp(fn.name(), "aten::mm") == 0) ++*sink;
            return nullptr;
        }).scopes({at::RecordScope::FUNCTION}));
    const auto cleanup = qScopeGuard([handle] {
        at::removeCallback(handle);
        sink = nullptr;
    });
    work();
    return count;
}

} // namespace unembed::test
