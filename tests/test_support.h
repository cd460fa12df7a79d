// Helpers shared by the Qt Test suites: fixture paths and bytes, the fixtures' matrix, files
// written into a temporary folder, and checks on the InputError an action throws. Header-only.
#pragma once

#include "error.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace unembed::test {

// The absolute path of `name` in tests/fixtures.
inline QString fixture(const QString& name) {
    return QStringLiteral(UNEMBED_FIXTURES "/") + name;
}

// The absolute path of `name` in tests/fixtures/hf-encoders (Hugging Face encoder folders).
inline QString hfEncoderFixture(const QString& name) {
    return fixture(QStringLiteral("hf-encoders/") + name);
}

// The whole content of the file at `path`; aborts the suite when it cannot be read.
inline QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// The whole content of fixture `name`; aborts the suite when it cannot be read.
inline QByteArray fixtureBytes(const QString& name) {
    return readFile(fixture(name));
}

// The fixtures' matrix: element [r, c] = (4r + c - 4) / 4.
inline float expected(qint64 r, qint64 c) {
    return float(4 * r + c - 4) / 4.0f;
}

// Copies the folder `source` with everything under it to `target` (created), the copies writable
// by their owner; aborts when it cannot. Returns `target`.
inline QString copyFolder(const QString& source, const QString& target) {
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString copy = target + file.mid(source.size());
        QDir().mkpath(QFileInfo(copy).absolutePath());
        if (!QFile::copy(file, copy)) qFatal("cannot copy %s", qPrintable(file));
        QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    }
    return target;
}

// The fixture perplexity judge made by transformers (tests/fixtures/perplexity-judge) with the
// byte-level BPE tokenizer it was scored with, copied to `target`; returns `target`.
inline QString copyPerplexityJudge(const QString& target) {
    copyFolder(fixture(QStringLiteral("perplexity-judge")), target);
    for (const QString& name :
         {QStringLiteral("tokenizer.json"), QStringLiteral("tokenizer_config.json")})
        if (!QFile::copy(hfEncoderFixture(QStringLiteral("gpt2_bpe_tokenizer/") + name),
                         QDir(target).filePath(name)))
            qFatal("cannot copy %s", qPrintable(name));
    return target;
}

// Writes `bytes` to `name` in `dir`, replacing it, and returns its path; aborts when it cannot.
inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Runs `action` and checks that it throws an InputError whose message names each of `pieces`.
template <typename Action> void expectError(Action action, const QStringList& pieces) {
    try {
        action();
    } catch (const InputError& error) {
        for (const QString& piece : pieces)
            QVERIFY2(error.message().contains(piece), qPrintable(error.message()));
        return;
    }
    QFAIL("no InputError was thrown");
}

// Runs `action` and returns the message of the InputError it throws; empty when it throws none.
template <typename Action> QString errorMessage(Action action) {
    try {
        action();
    } catch (const InputError& error) {
        return error.message();
    }
    return {};
}

} // namespace unembed::test
