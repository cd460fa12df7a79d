#include "demo_files.h"

#include "io/file_write.h"
#include "io/safetensors.h"
#include "text/spiece_model_file.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QSet>

namespace unembed::demo {

InputError buildError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

void writeTextFile(const QString& path, const QString& text) {
    writeFileAtomically(path, text.toUtf8());
}

void writeLines(const QString& path, const QStringList& lines) {
    writeTextFile(path, lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

QStringList distinct(const QStringList& texts) {
    QStringList result;
    QSet<QString> seen;
    for (const QString& text : texts) {
        const QString line = text.simplified();
        if (!line.isEmpty() && !seen.contains(line)) {
            seen.insert(line);
            result << line;
        }
    }
    return result;
}

void exportFloat16(const QString& from, const QString& to) {
    QDir target(to);
    if (target.exists() && !target.removeRecursively())
        throw buildError(to, QStringLiteral("cannot replace the folder"));
    const QDir source(from);
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = source.relativeFilePath(file);
        if (relative.startsWith(QStringLiteral("checkpoints/")) ||
            relative == QLatin1String("stage-settings.json"))
            continue;
        const QString destination = QDir(to).filePath(relative);
        QDir().mkpath(QFileInfo(destination).path());
        if (file.endsWith(QStringLiteral(".safetensors")))
            convertSafetensorsToFloat16(file, destination);
        else if (!QFile::copy(file, destination))
            throw buildError(destination, QStringLiteral("cannot copy %1 there").arg(file));
        if (relative.endsWith(QLatin1String("spiece.model"))) stripTrainingPaths(destination);
    }
}

Corpora readCorpora(const QString& dataFolder, int devEvery) {
    const QDir data(dataFolder);
    std::vector<Dialogue> all =
        readPersonaChatJson(data.filePath(QStringLiteral("personachat/dev.json")));
    for (Dialogue& d : readSyntheticPersonaChatCsv(
             data.filePath(QStringLiteral("synthetic-persona-chat/valid.csv"))))
        all.push_back(std::move(d));
    Corpora corpora;
    for (size_t i = 0; i < all.size(); ++i)
        (int(i % size_t(devEvery)) == devEvery - 1 ? corpora.dev : corpora.train)
            .push_back(std::move(all[i]));
    corpora.test = readPersonaChatJson(data.filePath(QStringLiteral("personachat/test.json")));
    return corpora;
}

} // namespace unembed::demo
