#include "embedding_import.h"

#include "dataset_store.h"
#include "error.h"
#include "io/embedding_writer.h"
#include "io/file_checksum.h"
#include "io/sidecar_texts.h"

#include <QFileInfo>

namespace unembed {

ImportResult importEmbeddings(CaseFile& caseFile, const ImportRequest& request,
                              const CancelToken* cancel, const ProgressFn& progress) {
    caseFile.requireWritable();
    const QFileInfo info(request.path);
    if (progress) progress({QStringLiteral("reading %1").arg(info.fileName()), 0, 0});
    EmbeddingSet set = readEmbeddings(request.path, request.options);
    if (cancel) cancel->throwIfCancelled();
    ImportResult result;
    if (request.options.textsPath.isEmpty() && set.texts.isEmpty()) {
        const QString sidecar = sidecarTextsPath(request.path);
        if (QFileInfo(sidecar) != info && QFileInfo(sidecar).isFile()) {
            try {
                QStringList texts = readSidecarTexts(sidecar);
                if (texts.size() == set.vectors.rows()) {
                    set.texts = std::move(texts);
                    result.defaultTexts = sidecar;
                }
            } catch (const InputError&) {
                // Not asked for: a sidecar that does not read is no reason to refuse the vectors.
            }
        }
    }
    // The format records a caveat too, so the dataset says its vectors are approximate.
    const QString format = set.caveat.isEmpty()
                               ? info.suffix().toLower()
                               : QStringLiteral("%1 (%2)").arg(info.suffix().toLower(), set.caveat);
    const NewDataset meta{request.name.isEmpty() ? info.completeBaseName() : request.name, format,
                          sha256OfFile(request.path)};
    result.datasetId = insertDataset(caseFile, set, meta, cancel, progress);
    result.rows = set.vectors.rows();
    result.dim = set.vectors.dim();
    result.hasTexts = !set.texts.isEmpty();
    result.caveat = set.caveat;
    return result;
}

} // namespace unembed
