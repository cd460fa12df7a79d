#include "embedding_import.h"

#include "dataset_store.h"
#include "error.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace unembed {

namespace {

QString sha256Of(const QString& path) {
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot read the file: %1").arg(file.errorString()));
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace

ImportResult importEmbeddings(CaseFile& caseFile, const ImportRequest& request,
                              const CancelToken* cancel, const ProgressFn& progress) {
    caseFile.requireWritable();
    const QFileInfo info(request.path);
    if (progress) progress({QStringLiteral("reading %1").arg(info.fileName()), 0, 0});
    const EmbeddingSet set = readEmbeddings(request.path, request.options);
    if (cancel) cancel->throwIfCancelled();
    const NewDataset meta{request.name.isEmpty() ? info.completeBaseName() : request.name,
                          info.suffix().toLower(), sha256Of(request.path)};
    ImportResult result;
    result.datasetId = insertDataset(caseFile, set, meta, cancel, progress);
    result.rows = set.vectors.rows();
    result.dim = set.vectors.dim();
    result.hasTexts = !set.texts.isEmpty();
    return result;
}

} // namespace unembed
