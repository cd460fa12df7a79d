#include "embedding_import.h"

#include "dataset_store.h"
#include "error.h"
#include "io/embedding_writer.h"
#include "io/file_checksum.h"
#include "io/sidecar_texts.h"

#include <QFileInfo>

#include <optional>

namespace unembed {

ImportResult importEmbeddings(CaseFile& caseFile, const ImportRequest& request,
                              const CancelToken* cancel, const ProgressFn& progress) {
    caseFile.requireWritable();
    const QFileInfo info(request.path);
    if (progress) progress({QStringLiteral("reading %1").arg(info.fileName()), 0, 0});
    // A texts file is read line by line as the rows are stored, never whole.
    ReadOptions options = request.options;
    options.textsPath.clear();
    EmbeddingSet set = readEmbeddings(request.path, options);
    if (cancel) cancel->throwIfCancelled();
    ImportResult result;
    std::optional<SidecarLines> lines;
    if (!request.options.textsPath.isEmpty()) {
        lines.emplace(request.options.textsPath);
        requireTextLines(lines->path(), lines->size(), set.vectors.rows());
        set.texts.clear(); // the texts given replace the file's own
    } else if (set.texts.isEmpty()) {
        const QString sidecar = sidecarTextsPath(request.path);
        if (QFileInfo(sidecar) != info && QFileInfo(sidecar).isFile()) {
            try {
                lines.emplace(sidecar);
                if (lines->size() == set.vectors.rows())
                    result.defaultTexts = sidecar;
                else
                    lines.reset();
            } catch (const InputError&) {
                // Not asked for: a sidecar that does not read is no reason to refuse the vectors.
                lines.reset();
            }
        }
    }
    // The format records a caveat too, so the dataset says its vectors are approximate.
    const QString kind = set.format.isEmpty() ? info.suffix().toLower() : set.format;
    const QString format =
        set.caveat.isEmpty() ? kind : QStringLiteral("%1 (%2)").arg(kind, set.caveat);
    const QString name = !request.name.isEmpty() ? request.name
                         : !set.name.isEmpty()   ? set.name
                                                 : info.completeBaseName();
    const NewDataset meta{name, format, sha256OfFile(set.sourcePath)};
    result.datasetId =
        insertDataset(caseFile, set, meta, cancel, progress, lines ? &*lines : nullptr);
    result.rows = set.vectors.rows();
    result.dim = set.vectors.dim();
    result.hasTexts = !set.texts.isEmpty() || lines;
    result.caveat = set.caveat;
    return result;
}

} // namespace unembed
