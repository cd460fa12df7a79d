#include "sqlite_locks.h"

#include <sqlite3.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <mutex>
#include <vector>

namespace unembed {

namespace {

// One descriptor per file, opened for locking alone, and SQLite's descriptors that lock through it.
struct LockFile {
    dev_t device;
    ino_t inode;
    int descriptor;
    std::vector<int> users;
};

std::mutex lockFilesMutex;
std::vector<LockFile> lockFiles;

using CloseCall = int (*)(int);
CloseCall sqliteClose = nullptr;

// Whether this kernel takes open-file-description locks (Linux 3.15 and later).
bool kernelHasOfdLocks() {
    const int probe = memfd_create("unembed-lock-probe", MFD_CLOEXEC);
    if (probe < 0) return false;
    struct flock range {};
    range.l_type = F_RDLCK;
    range.l_whence = SEEK_SET;
    range.l_len = 1;
    const bool supported = ::fcntl(probe, F_OFD_GETLK, &range) == 0;
    ::close(probe);
    return supported;
}

// A second open file description of `fd`'s file (reopened through /proc, read-write where
// allowed, so that it can take write locks), or -1.
int reopen(int fd) {
    char path[64];
    std::snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    int reopened = ::open(path, O_RDWR | O_CLOEXEC | O_NOCTTY);
    if (reopened < 0) reopened = ::open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
    return reopened;
}

// The descriptor through which `fd`'s file is locked, or -1 where none can be had.
int lockDescriptor(int fd) {
    struct stat status {};
    if (::fstat(fd, &status) != 0) return -1;
    std::lock_guard<std::mutex> guard(lockFilesMutex);
    for (LockFile& file : lockFiles) {
        if (file.device != status.st_dev || file.inode != status.st_ino) continue;
        if (std::find(file.users.begin(), file.users.end(), fd) == file.users.end())
            file.users.push_back(fd);
        return file.descriptor;
    }
    const int descriptor = reopen(fd);
    if (descriptor < 0) return -1;
    struct stat reopened {};
    if (::fstat(descriptor, &reopened) != 0 || reopened.st_dev != status.st_dev ||
        reopened.st_ino != status.st_ino) {
        ::close(descriptor);
        return -1;
    }
    lockFiles.push_back({status.st_dev, status.st_ino, descriptor, {fd}});
    return descriptor;
}

int ofdCommand(int command) {
    switch (command) {
    case F_SETLK:
        return F_OFD_SETLK;
    case F_SETLKW:
        return F_OFD_SETLKW;
    case F_GETLK:
        return F_OFD_GETLK;
    default:
        return -1;
    }
}

// SQLite's fcntl: record locks go to the file's lock descriptor as open-file-description locks;
// every other command is passed on unchanged.
int lockingFcntl(int fd, int command, ...) {
    va_list arguments;
    va_start(arguments, command);
    void* argument = va_arg(arguments, void*);
    va_end(arguments);
    const int ofd = ofdCommand(command);
    if (ofd < 0) return ::fcntl(fd, command, argument);
    const int target = lockDescriptor(fd);
    if (target < 0) return ::fcntl(fd, command, argument);
    auto* request = static_cast<struct flock*>(argument);
    struct flock range = *request;
    range.l_pid = 0; // required by the F_OFD_* commands
    const int result = ::fcntl(target, ofd, &range);
    if (result == 0 && command == F_GETLK) *request = range;
    return result;
}

// SQLite's close: the last of SQLite's descriptors of a file takes its lock descriptor with it
// (SQLite closes a file only once no connection of this process holds a lock on it).
int lockingClose(int fd) {
    int released = -1;
    {
        std::lock_guard<std::mutex> guard(lockFilesMutex);
        for (auto file = lockFiles.begin(); file != lockFiles.end(); ++file) {
            const auto user = std::find(file->users.begin(), file->users.end(), fd);
            if (user == file->users.end()) continue;
            file->users.erase(user);
            if (file->users.empty()) {
                released = file->descriptor;
                lockFiles.erase(file);
            }
            break;
        }
    }
    if (released >= 0) ::close(released);
    return sqliteClose(fd);
}

void install() {
    if (!kernelHasOfdLocks()) return;
    sqlite3_vfs* vfs = sqlite3_vfs_find("unix");
    if (!vfs || vfs->iVersion < 3 || !vfs->xGetSystemCall || !vfs->xSetSystemCall) return;
    sqliteClose = reinterpret_cast<CloseCall>(vfs->xGetSystemCall(vfs, "close"));
    if (!sqliteClose || !vfs->xGetSystemCall(vfs, "fcntl")) return;
    // Both or neither: lock descriptors are released by the close above.
    if (vfs->xSetSystemCall(vfs, "close", reinterpret_cast<sqlite3_syscall_ptr>(&lockingClose)) !=
        SQLITE_OK)
        return;
    if (vfs->xSetSystemCall(vfs, "fcntl", reinterpret_cast<sqlite3_syscall_ptr>(&lockingFcntl)) !=
        SQLITE_OK)
        vfs->xSetSystemCall(vfs, "close", reinterpret_cast<sqlite3_syscall_ptr>(sqliteClose));
}

} // namespace

void keepSqliteLocksAcrossCloses() {
    static std::once_flag once;
    std::call_once(once, install);
}

} // namespace unembed
