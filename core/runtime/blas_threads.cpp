#include "blas_threads.h"

#include <dlfcn.h>

#include <algorithm>

namespace unembed {

namespace {

using SetThreads = void (*)(int);
using GetThreads = int (*)();

struct OpenBlasThreads {
    SetThreads set = reinterpret_cast<SetThreads>(dlsym(RTLD_DEFAULT, "openblas_set_num_threads"));
    GetThreads get = reinterpret_cast<GetThreads>(dlsym(RTLD_DEFAULT, "openblas_get_num_threads"));
};

const OpenBlasThreads& openBlas() {
    static const OpenBlasThreads functions;
    return functions;
}

} // namespace

int blasThreads() {
    return openBlas().set && openBlas().get ? openBlas().get() : 0;
}

void setBlasThreads(int threads) {
    if (openBlas().set && openBlas().get) openBlas().set(std::max(1, threads));
}

} // namespace unembed
