// Process-wide settings made first thing in main(): how libtorch's CPU threads wait between
// parallel regions, chosen before the program runs, and how freed memory is kept for reuse.
// libgomp (Debian's libtorch) spins its idle OpenMP threads by default, and on a machine whose
// cores are shared (a desktop, two cores) they take the cores OpenBLAS's own threads need for the
// matrix products: measured on 2 cores (unembed-cli bench vec2text, the demo models), a Vec2Text
// correction step at batch 32 took 375-450 ms spinning and 130-150 ms with passive waiting, and
// the measured matrix-multiply rate rose from ~140 to ~240 GFLOP/s. libgomp reads
// OMP_WAIT_POLICY once, when it is loaded, so the policy must be in the environment before the
// process starts. Torch-free.
#pragma once

#include <QString>

namespace unembed {

// Unless the user chose a policy (OMP_WAIT_POLICY set and not empty), sets
// OMP_WAIT_POLICY=PASSIVE and executes this program again with the same arguments, so that libgomp
// loads with it. Call first thing in main(). Returns without re-executing when a policy is set,
// when the program was started through the dynamic loader (/proc/self/exe is the loader then),
// and when it cannot be executed again (it then runs on, with libgomp's default).
void execWithPassiveOpenMpWaiting(char** argv);

// glibc hands blocks above its mmap threshold back to the system when they are freed, and maps
// fresh pages for the next one: libtorch's temporaries of a correction step, a few MB each, then
// cost page faults at every step. This serves blocks up to 32 MB (glibc's largest threshold) from
// the heap and keeps up to 1 GB of freed heap for reuse, unless GLIBC_TUNABLES names a malloc
// setting (the user's choice). Measured on 2 cores with unembed-cli bench vec2text (the demo
// models, batch 32, docs/building.md): see there. Call first thing in main().
void keepFreedMemoryForReuse();

// What keepFreedMemoryForReuse() did in this process, for info: "freed memory kept for reuse
// (...)", or the allocator's defaults, saying when GLIBC_TUNABLES set them.
QString freedMemoryPolicy();

// The policy this process's OpenMP runtime loaded with, for info and the status bar: "PASSIVE",
// "ACTIVE", or libgomp's default (spinning), saying so when the variable holds something else.
QString openMpWaitPolicy();

} // namespace unembed
