#pragma once

namespace unembed {

// SQLite's locks on a case file survive the process opening and closing that file elsewhere.
//
// SQLite locks a database with POSIX record locks, which belong to the process and are all
// dropped when the process closes any descriptor of the file: a file dialog that sniffs the
// case's type, a checksum, a copy. Another process then believes it is alone, checkpoints and
// deletes the WAL under the open connections ("disk I/O error", a malformed case).
//
// This installs, in SQLite's unix VFS, a fcntl() that takes the same locks as open-file-description
// locks (Linux's F_OFD_*) on one descriptor per file kept for locking alone. They conflict with
// other processes' locks exactly as POSIX locks do (the sqlite3 shell and older Unembed builds
// included), stay shared by every connection of this process as POSIX locks are, and are
// released only when SQLite closes its last descriptor of the file. Where the kernel has no
// open-file-description locks, the POSIX calls are made as before.
//
// Installed once per process, before the first database is opened; later calls do nothing.
void keepSqliteLocksAcrossCloses();

} // namespace unembed
