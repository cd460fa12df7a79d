#include "scale_bench.h"

#include "error.h"
#include "eval/ann_index.h"
#include "io/embedding_writer.h"
#include "store/dataset_store.h"
#include "store/embedding_import.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <random>

namespace unembed {

namespace {

constexpr qint64 kWriteBatch = 4096;

InputError fileError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

void writeAll(QFile& file, const QByteArray& bytes) {
    if (file.write(bytes) != bytes.size())
        throw fileError(file.fileName(),
                        QStringLiteral("cannot write the file: %1").arg(file.errorString()));
}

// A sentence of 8 to 16 words, with a record number so that no two texts are alike.
QByteArray randomText(std::mt19937_64& random, qint64 row) {
    static const char* const kWords[] = {
        "the",      "patient", "reported", "pain",    "after", "visiting", "Berlin",
        "my",       "account", "number",   "is",      "and",   "I",        "moved",
        "to",       "Leipzig", "last",     "year",    "with",  "our",      "two",
        "children", "doctor",  "said",     "results", "were",  "normal",   "please",
        "call",     "me",      "on",       "Monday",  "about", "the",      "invoice",
        "insulin",  "dose",    "changed",  "since",   "March", "email",    "address"};
    constexpr int kWordCount = int(sizeof(kWords) / sizeof(kWords[0]));
    std::uniform_int_distribution<int> length(8, 16);
    std::uniform_int_distribution<int> word(0, kWordCount - 1);
    QByteArray text = "record " + QByteArray::number(row) + ':';
    for (int i = length(random); i > 0; --i)
        text.append(' ').append(kWords[word(random)]);
    return text.append('\n');
}

void normalise(std::vector<float>& v) {
    double norm = 0;
    for (float x : v)
        norm += double(x) * x;
    const float scale = float(1.0 / std::sqrt(std::max(norm, 1e-12)));
    for (float& x : v)
        x *= scale;
}

// Writes `rows` unit vectors and their texts; returns the texts file's size. Sentence embeddings
// cluster (by topic, by speaker): each vector is one of rows / 100 random directions plus
// isotropic noise of the same norm (cosine about 0.7 to its centre), normalised. Uniform random
// directions, which no embedder produces, are the worst case of any approximate search.
qint64 writeData(const QString& npyPath, qint64 rows, qint64 dim, quint64 seed,
                 const CancelToken* cancel, const ProgressFn& progress) {
    QFile npy(npyPath);
    QFile texts(sidecarTextsPath(npyPath));
    for (QFile* file : {&npy, &texts})
        if (!file->open(QIODevice::WriteOnly))
            throw fileError(file->fileName(),
                            QStringLiteral("cannot create the file: %1").arg(file->errorString()));
    writeAll(npy, npyFloat32Header(rows, dim));
    std::mt19937_64 random(seed);
    std::normal_distribution<float> normal;
    const qint64 centreCount = std::clamp<qint64>(rows / 100, 1, 10000);
    std::vector<std::vector<float>> centres(size_t(centreCount),
                                            std::vector<float>(size_t(dim), 0.0f));
    for (std::vector<float>& centre : centres) {
        for (float& x : centre)
            x = normal(random);
        normalise(centre);
    }
    std::uniform_int_distribution<qint64> pickCentre(0, centreCount - 1);
    const float noise = float(1.0 / std::sqrt(double(dim)));
    std::vector<float> row(size_t(dim), 0.0f);
    QByteArray values;
    QByteArray lines;
    for (qint64 first = 0; first < rows; first += kWriteBatch) {
        if (cancel) cancel->throwIfCancelled();
        if (progress) progress({QStringLiteral("writing %1 test vectors").arg(rows), first, rows});
        values.clear();
        lines.clear();
        for (qint64 r = first; r < qMin(rows, first + kWriteBatch); ++r) {
            const std::vector<float>& centre = centres[size_t(pickCentre(random))];
            for (size_t c = 0; c < row.size(); ++c)
                row[c] = centre[c] + noise * normal(random);
            normalise(row);
            for (float v : row) {
                char bytes[sizeof(float)];
                qToLittleEndian<float>(v, bytes);
                values.append(bytes, sizeof(float));
            }
            lines.append(randomText(random, r));
        }
        writeAll(npy, values);
        writeAll(texts, lines);
    }
    return texts.size();
}

// Linux: writing 5 to clear_refs resets the peak resident size (VmHWM) to the current one.
bool resetPeakMemory() {
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

qint64 peakMemoryBytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    return -1;
}

qint64 fileSize(const QString& path) {
    return QFileInfo::exists(path) ? QFileInfo(path).size() : 0;
}

} // namespace

std::vector<ScaleBenchRow> benchScale(const ScaleBenchRequest& request, const CancelToken* cancel,
                                      const ProgressFn& progress) {
    QTemporaryDir work(QDir(request.workFolder).filePath(QStringLiteral("unembed-scale-XXXXXX")));
    if (!work.isValid())
        throw fileError(
            request.workFolder,
            QStringLiteral("cannot make a work folder there: %1").arg(work.errorString()));
    std::vector<ScaleBenchRow> result;
    for (const qint64 rows : request.sizes) {
        ScaleBenchRow row;
        row.rows = rows;
        row.dim = request.dim;
        row.vectorBytes = rows * request.dim * qint64(sizeof(float));
        const QString npyPath = work.filePath(QStringLiteral("vectors-%1.npy").arg(rows));
        const QString casePath = work.filePath(QStringLiteral("scale-%1.unembed").arg(rows));
        row.textBytes =
            writeData(npyPath, rows, request.dim, request.seed + quint64(rows), cancel, progress);

        const bool peakKnown = resetPeakMemory();
        QElapsedTimer timer;
        timer.start();
        qint64 datasetId = 0;
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            ImportRequest import;
            import.path = npyPath;
            datasetId = importEmbeddings(caseFile, import, cancel, progress).datasetId;
        }
        row.importSeconds = double(timer.nsecsElapsed()) / 1e9;
        row.importPeakBytes = peakKnown ? peakMemoryBytes() : -1;
        row.caseBytes = fileSize(casePath) + fileSize(casePath + QStringLiteral("-wal"));

        timer.restart();
        {
            CaseFile caseFile(casePath);
            listDatasets(caseFile);
            row.openMs = double(timer.nsecsElapsed()) / 1e6;
            timer.restart();
            readVectors(caseFile, datasetId, rows / 2, 100);
            row.pageMs = double(timer.nsecsElapsed()) / 1e6;
            if (request.neighbours) {
                timer.restart();
                AnnReport report;
                approximateNearestNeighbours(caseFile, datasetId, &report, cancel, progress);
                row.annTotalSeconds = double(timer.nsecsElapsed()) / 1e9;
                row.annBuildSeconds = report.buildSeconds;
                row.annRecallAt10 = report.recallAt10;
                QDir(casePath + QStringLiteral(".ann")).removeRecursively();
            }
        }
        for (const QString& path : {npyPath, sidecarTextsPath(npyPath), casePath})
            QFile::remove(path);
        result.push_back(row);
    }
    return result;
}

} // namespace unembed
