#include "thread_policy.h"

#include <cstdlib>
#include <unistd.h>

namespace unembed {

namespace {

constexpr const char* kPolicy = "OMP_WAIT_POLICY";

} // namespace

void execWithPassiveOpenMpWaiting(char** argv) {
    if (std::getenv(kPolicy) != nullptr) return;
    if (setenv(kPolicy, "PASSIVE", 1) != 0) return;
    execv("/proc/self/exe", argv);
    // Not executed again: libgomp keeps the default it loaded with, which the variable no
    // longer describes.
    unsetenv(kPolicy);
}

QString openMpWaitPolicy() {
    const char* policy = std::getenv(kPolicy);
    return policy ? QString::fromLocal8Bit(policy) : QStringLiteral("libgomp default (spinning)");
}

} // namespace unembed
