// Mutated inputs for the reader fuzz suites (test_reader_fuzz, test_store_fuzz): malformed
// variants of valid seed files made by a seeded generator (truncations, flipped bytes, huge
// lengths, inserted junk, and for JSON one value of the tree replaced by another type or an absurd
// number), the address-space cap they are read under, and the loop that feeds them to a reader
// and checks what comes back: a clean read, or an InputError naming the file and saying what is
// wrong. Header-only.
#pragma once

#include "error.h"
#include "test_support.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <sys/resource.h>
#include <unistd.h>

#include <functional>
#include <iterator>
#include <random>

namespace unembed::test {

// Every reader gets at least this many mutated inputs (issue 48).
inline constexpr int kInputsPerReader = 1000;

inline QByteArray le64(quint64 value) {
    QByteArray bytes(8, '\0');
    for (int i = 0; i < 8; ++i)
        bytes[i] = char((value >> (8 * i)) & 0xff);
    return bytes;
}

// One malformed variant of `seed`: the mutation kind and its place come from `random`.
inline QByteArray mutateBytes(const QByteArray& seed, std::mt19937& random) {
    QByteArray bytes = seed;
    const auto at = [&](qsizetype size) {
        return size <= 0 ? qsizetype(0) : qsizetype(random() % quint32(size));
    };
    switch (random() % 10) {
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
    case 8: { // a little-endian 32-bit field set to an extreme (counts, offsets, sizes)
        static const quint32 extremes[] = {0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x10000};
        if (bytes.size() >= 4) {
            const quint32 value = extremes[random() % 6];
            const qsizetype start = at(bytes.size() - 3);
            for (int i = 0; i < 4; ++i)
                bytes[start + i] = char((value >> (8 * i)) & 0xff);
        }
        break;
    }
    default: // emptied
        bytes.clear();
        break;
    }
    return bytes;
}

// `value` with the node numbered `counter` (pre-order, counting down) replaced by `with`, or left
// out of its object or array when `drop`.
inline QJsonValue rewriteJsonNode(const QJsonValue& value, int& counter, const QJsonValue& with,
                                  bool drop) {
    if (counter-- == 0) return with;
    if (value.isObject()) {
        const QJsonObject in = value.toObject();
        QJsonObject out;
        for (auto it = in.begin(); it != in.end(); ++it) {
            if (drop && counter == 0) {
                --counter;
                continue;
            }
            out.insert(it.key(), rewriteJsonNode(it.value(), counter, with, drop));
        }
        return out;
    }
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& item : value.toArray()) {
            if (drop && counter == 0) {
                --counter;
                continue;
            }
            out.append(rewriteJsonNode(item, counter, with, drop));
        }
        return out;
    }
    return value;
}

inline int jsonNodeCount(const QJsonValue& value) {
    int count = 1;
    if (value.isObject())
        for (const QJsonValue& item : value.toObject())
            count += jsonNodeCount(item);
    if (value.isArray())
        for (const QJsonValue& item : value.toArray())
            count += jsonNodeCount(item);
    return count;
}

// A variant of a JSON object seed that is still JSON: one value somewhere in its tree replaced by
// another type, an absurd number or a long string, or left out. Half of the variants are
// byte-level mutations instead.
inline QByteArray mutateJson(const QByteArray& seed, std::mt19937& random) {
    if (random() % 2) return mutateBytes(seed, random);
    const QJsonObject root = QJsonDocument::fromJson(seed).object();
    const QJsonValue replacements[] = {QJsonValue(QJsonValue::Null),
                                       -1,
                                       0,
                                       1e308,
                                       99999999.0,
                                       2147483648.0,
                                       4294967296.0,
                                       -9.0e18,
                                       1.5,
                                       QStringLiteral("x"),
                                       QString(),
                                       QString(1000, QLatin1Char('a')),
                                       QJsonArray{},
                                       QJsonObject{},
                                       true,
                                       QJsonArray{1, QStringLiteral("b"), QJsonValue()}};
    const int nodes = jsonNodeCount(root);
    int counter = nodes > 1 ? 1 + int(random() % quint32(nodes - 1)) : 0;
    const bool drop = random() % 4 == 0;
    const QJsonValue with = replacements[random() % std::size(replacements)];
    return QJsonDocument(rewriteJsonNode(root, counter, with, drop).toObject())
        .toJson(QJsonDocument::Compact);
}

// `bytes` written over the file `relative` under `dir`; returns its path.
inline QString replaceFile(const QTemporaryDir& dir, const QString& relative,
                           const QByteArray& bytes) {
    QFile::remove(dir.filePath(relative));
    return writeFile(dir, relative, bytes);
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

// What is wrong with a refusal's message, or an empty string: it must name `name`, and must not
// say "expected X, found X" (a check that compared what it did not print).
inline QString refusalProblem(const QString& message, const QString& name) {
    if (!message.contains(name)) return QStringLiteral("does not name %1").arg(name);
    static const QRegularExpression pair(QStringLiteral("\\(expected (.*), found (.*)\\)$"));
    const QRegularExpressionMatch m = pair.match(message);
    if (m.hasMatch() && m.captured(1) == m.captured(2))
        return QStringLiteral("expects what it found");
    return {};
}

// What a reader's inputs came to.
struct FuzzTally {
    QString reader;
    int inputs = 0;
    int read = 0;
    int refused = 0;
    qint64 ms = 0;
};

// Feeds `count` inputs to a reader: `prepare(i)` writes the i-th variant and returns the name the
// refusal must carry (the file, or the store it belongs to), `read` reads it. Fails the test on
// anything but a clean read or an InputError naming that file; `tally` counts what happened.
inline void fuzzReader(int count, const std::function<QString(int)>& prepare,
                       const std::function<void()>& read, FuzzTally& tally) {
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i) {
        const QString name = prepare(i);
        ++tally.inputs;
        try {
            read();
            ++tally.read;
        } catch (const InputError& e) {
            const QString problem = refusalProblem(e.message(), name);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1 input %2: %3: %4")
                                                       .arg(tally.reader)
                                                       .arg(i)
                                                       .arg(problem, e.message())));
            ++tally.refused;
        } catch (const std::exception& e) {
            QFAIL(qPrintable(QStringLiteral("%1 input %2: untyped exception: %3")
                                 .arg(tally.reader)
                                 .arg(i)
                                 .arg(QString::fromLocal8Bit(e.what()))));
        }
    }
    tally.ms += timer.elapsed();
}

// One line per reader, for the log: how many inputs, how they ended, how long they took.
inline void reportTallies(const std::vector<FuzzTally>& tallies) {
    for (const FuzzTally& t : tallies)
        qInfo("%-24s %5d inputs: %5d read, %5d refused, %6lld ms", qPrintable(t.reader), t.inputs,
              t.read, t.refused, t.ms);
}

} // namespace unembed::test
