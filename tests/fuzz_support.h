// Helpers shared by the readers' fuzz suites: a seeded generator of malformed variants of a valid
// file (truncations, flipped bytes, huge lengths, inserted junk) and a cap on the address space
// under which they are read. Header-only.
#pragma once

#include <QByteArray>
#include <QFile>

#include <sys/resource.h>
#include <unistd.h>

#include <random>

namespace unembed::test {

// `value` as 8 little-endian bytes.
inline QByteArray le64(quint64 value) {
    QByteArray bytes(8, '\0');
    for (int i = 0; i < 8; ++i)
        bytes[i] = char((value >> (8 * i)) & 0xff);
    return bytes;
}

// One malformed variant of `seed`: the mutation kind and its place come from `random`.
inline QByteArray mutate(const QByteArray& seed, std::mt19937& random) {
    QByteArray bytes = seed;
    const auto at = [&](qsizetype size) {
        return size <= 0 ? qsizetype(0) : qsizetype(random() % quint32(size));
    };
    switch (random() % 9) {
    case 0: // truncated
        bytes.truncate(at(bytes.size()));
        break;
    case 1: // a few bytes flipped
        for (int i = 0, n = 1 + int(random() % 8); i < n && !bytes.isEmpty(); ++i)
            bytes[at(bytes.size())] = char(random() & 0xff);
        break;
    case 2: // a run overwritten with 0xFF
        if (!bytes.isEmpty()) {
            const qsizetype start = at(bytes.size());
            bytes.replace(start, qMin<qsizetype>(bytes.size() - start, 1 + random() % 16),
                          QByteArray(16, '\xff'));
        }
        break;
    case 3: // junk inserted
        bytes.insert(at(bytes.size()), QByteArray(1 + int(random() % 64), char(random() & 0xff)));
        break;
    case 4: // a length field made huge: the safetensors prefix, the .npy header length
        if (bytes.size() >= 10) {
            const qsizetype offset = bytes.startsWith("\x93NUMPY") ? 8 : 0;
            bytes[offset] = '\xff';
            bytes[offset + 1] = '\xff';
            if (offset == 0) bytes.replace(0, 8, le64(0x7fffffffffffULL));
        }
        break;
    case 5: // a chunk duplicated
        if (!bytes.isEmpty()) {
            const qsizetype start = at(bytes.size());
            bytes.insert(start, bytes.mid(start, 1 + random() % 32));
        }
        break;
    case 6: { // a number made absurd
        static const char* const absurd[] = {
            "1e308", "-1e9", "nan", "Infinity", "1000000000", "-0", "9999999999999999999", "\"x\""};
        const qsizetype digit = bytes.indexOf(QByteArray::number(int(random() % 10)));
        if (digit >= 0) bytes.replace(digit, 1, absurd[random() % 8]);
        break;
    }
    case 7: // invalid UTF-8
        bytes.insert(at(bytes.size()), "\xc3\x28\xff");
        break;
    default: // emptied
        bytes.clear();
        break;
    }
    return bytes;
}

// Caps the address space at what the process maps now plus `headroom`, so an allocation sized
// by a malformed length fails instead of exhausting the machine.
inline void capAddressSpace(qint64 headroom) {
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly)) return;
    const qint64 pages = statm.readAll().split(' ').value(0).toLongLong();
    struct rlimit limit {};
    limit.rlim_cur = limit.rlim_max = rlim_t(pages * sysconf(_SC_PAGESIZE) + headroom);
    setrlimit(RLIMIT_AS, &limit);
}

} // namespace unembed::test
