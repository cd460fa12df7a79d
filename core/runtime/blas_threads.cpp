#include "blas_threads.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>

namespace unembed {

namespace {

using SetThreads = void (*)(int);
using GetThreads = int (*)();
using GetCoreName = char* (*)();

struct OpenBlasThreads {
    SetThreads set = reinterpret_cast<SetThreads>(dlsym(RTLD_DEFAULT, "openblas_set_num_threads"));
    GetThreads get = reinterpret_cast<GetThreads>(dlsym(RTLD_DEFAULT, "openblas_get_num_threads"));
    GetCoreName coreName =
        reinterpret_cast<GetCoreName>(dlsym(RTLD_DEFAULT, "openblas_get_corename"));
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

QString blasKernels() {
    const char* name = openBlas().coreName ? openBlas().coreName() : nullptr;
    return name ? QString::fromLatin1(name) : QString();
}

QString blasKernelChoice() {
    const char* core = std::getenv("OPENBLAS_CORETYPE");
    if (!core || !*core) return QStringLiteral("OpenBLAS's own detection");
    return QStringLiteral("OPENBLAS_CORETYPE=%1").arg(QString::fromLocal8Bit(core));
}

} // namespace unembed
