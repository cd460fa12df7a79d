#include "thread_policy.h"

#include <cstdlib>
#include <cstring>
#include <malloc.h>
#include <sys/auxv.h>
#include <unistd.h>

namespace unembed {

namespace {

constexpr const char* kPolicy = "OMP_WAIT_POLICY";

// The value libgomp takes: set and not empty (it ignores an empty one).
const char* chosenPolicy() {
    const char* policy = std::getenv(kPolicy);
    return policy && *policy ? policy : nullptr;
}

// Whether keepFreedMemoryForReuse() changed glibc's settings.
bool freedMemoryKept = false;

// Whether GLIBC_TUNABLES sets the allocator (the user's choice, left as it is).
bool allocatorTuned() {
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    return tunables && std::strstr(tunables, "glibc.malloc.");
}

} // namespace

void execWithPassiveOpenMpWaiting(char** argv) {
    if (chosenPolicy() != nullptr) return;
    // Started through the dynamic loader ("ld.so PROGRAM ..."), /proc/self/exe is the loader,
    // which would take argv[1] for the program: no interpreter was loaded for it (AT_BASE 0).
    if (getauxval(AT_BASE) == 0) return;
    if (setenv(kPolicy, "PASSIVE", 1) != 0) return;
    execv("/proc/self/exe", argv);
    // Not executed again: libgomp keeps the default it loaded with, which the variable no
    // longer describes.
    unsetenv(kPolicy);
}

void keepFreedMemoryForReuse() {
#ifdef __GLIBC__
    if (allocatorTuned()) return;
    freedMemoryKept = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024) == 1 &&
                      mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024) == 1;
#endif
}

QString freedMemoryPolicy() {
    if (freedMemoryKept)
        return QStringLiteral("freed memory kept for reuse (blocks up to 32 MB from the heap, "
                              "up to 1 GB of it kept)");
    if (allocatorTuned())
        return QStringLiteral("the allocator's defaults, as GLIBC_TUNABLES sets them");
    return QStringLiteral("the allocator's defaults");
}

QString openMpWaitPolicy() {
    const char* policy = chosenPolicy();
    if (!policy) return QStringLiteral("libgomp default (spinning)");
    // libgomp knows these two, in any case; it ignores anything else.
    if (strcasecmp(policy, "PASSIVE") == 0 || strcasecmp(policy, "ACTIVE") == 0)
        return QString::fromLatin1(policy).toUpper();
    return QStringLiteral("libgomp default (spinning; OMP_WAIT_POLICY=%1 is not a policy)")
        .arg(QString::fromLocal8Bit(policy));
}

} // namespace unembed
