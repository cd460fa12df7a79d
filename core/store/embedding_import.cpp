#include "embedding_import.h"

#include "dataset_store.h"
#include "error.h"
#include "io/file_checksum.h"

#include <QFileInfo>

namespace unembed {

ImportResult importEmbeddings(CaseFile& caseFile, const ImportRequest& request,
                              const CancelToken* cancel, const ProgressFn& progress) {
    caseFile.requireWritable();
    const QFileInfo info(request.path);
    if (progress) progress({QStringLiteral("reading %1").arg(info.fileName()), 0, 0});
    const EmbeddingSet set = readEmbeddings(request.path, request.options);
    if (cancel) cancel->throwIfCancelled();
    // The format records a caveat too, so the dataset says its vectors are approximate.
    const QString format = set.caveat.isEmpty()
                               ? info.suffix().toLower()
                               : QStringLiteral("%1 (%2)").arg(info.suffix().toLower(), set.caveat);
    const NewDataset meta{request.name.isEmpty() ? info.completeBaseName() : request.name, format,
                          sha256OfFile(request.path)};
    ImportResult result;
    result.datasetId = insertDataset(caseFile, set, meta, cancel, progress);
    result.rows = set.vectors.rows();
    result.dim = set.vectors.dim();
    result.hasTexts = !set.texts.isEmpty();
    result.caveat = set.caveat;
    return result;
}

} // namespace unembed
