// Importing an embedding file into a case: read and validate it completely first, then store it in
// one transaction, so a bad file or a cancelled job leaves the case exactly as it was. Without a
// texts file and texts of its own, the file takes the texts `unembed-cli embed` writes beside its
// vectors (X.txt for X.npy) when that file has one line per row.
#pragma once

#include "case_file.h"
#include "io/embedding_reader.h"
#include "runtime/cancel_token.h"

namespace unembed {

struct ImportRequest {
    QString path;
    ReadOptions options;
    QString name; // empty: the file's base name
};

struct ImportResult {
    qint64 datasetId = 0;
    qint64 rows = 0;
    qint64 dim = 0;
    bool hasTexts = false;
    QString caveat; // the reader's, e.g. approximate vectors from a quantised index
    // The texts file found beside the embeddings and used when none was given (sidecarTextsPath).
    QString defaultTexts;
};

ImportResult importEmbeddings(CaseFile& caseFile, const ImportRequest& request,
                              const CancelToken* cancel = nullptr, const ProgressFn& progress = {});

} // namespace unembed
