#include "error.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/embedding_import.h"
#include "verb_options.h"
#include "verbs.h"

#include <QFile>
#include <QFileInfo>

#include <memory>

namespace unembed::cli {

int runImport(const QStringList& args) {
    VerbOptions options(QStringLiteral("import"),
                        QStringLiteral("Validate an embedding file (.npy, .npz, .safetensors, "
                                       ".jsonl, .csv, .tsv, a pg_dump .sql, a FAISS index), a "
                                       "Chroma persistent folder or an SQLite table and store it "
                                       "in a case, creating the case if needed."),
                        QStringLiteral("[FILE]:Embedding file or Chroma folder to import (or "
                                       "--sqlite DB)."));
    QCommandLineParser& p = options.parser();
    p.addOption(
        {QStringLiteral("case"), QStringLiteral("Case file (*.unembed)."), QStringLiteral("CASE")});
    p.addOption({QStringLiteral("texts"), QStringLiteral("Sidecar file with one text per row."),
                 QStringLiteral("TEXTS")});
    p.addOption({QStringLiteral("name"), QStringLiteral("Dataset name (default: file name)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("array"),
                 QStringLiteral("What to read from a file that holds several: the .npz member, "
                                "the .safetensors tensor, the pg_dump table or the Chroma "
                                "collection."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("sqlite"),
                 QStringLiteral("SQLite database to import a table of vectors from (with --table "
                                "and --vector-column)."),
                 QStringLiteral("DB")});
    p.addOption({QStringLiteral("table"), QStringLiteral("Table of the SQLite database."),
                 QStringLiteral("TABLE")});
    p.addOption({QStringLiteral("vector-column"),
                 QStringLiteral("Column of float32 BLOBs (sqlite-vec's format) or JSON arrays."),
                 QStringLiteral("COLUMN")});
    p.addOption({QStringLiteral("text-column"), QStringLiteral("Column of the rows' texts."),
                 QStringLiteral("COLUMN")});
    p.addOption({QStringLiteral("id-column"), QStringLiteral("Column of the rows' ids."),
                 QStringLiteral("COLUMN")});
    if (auto exit = options.parse(args)) return *exit;
    QStringList positional = p.positionalArguments().mid(1);
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    if (p.isSet(QStringLiteral("sqlite"))) positional << p.value(QStringLiteral("sqlite"));
    if (positional.size() != 1) {
        options.usage(
            QString::asprintf("expected one FILE or --sqlite DB, got %d", int(positional.size())));
        return 2;
    }
    ImportRequest request;
    request.path = positional.first();
    request.options.table = p.value(QStringLiteral("table"));
    request.options.vectorColumn = p.value(QStringLiteral("vector-column"));
    request.options.textColumn = p.value(QStringLiteral("text-column"));
    request.options.idColumn = p.value(QStringLiteral("id-column"));
    request.name = p.value(QStringLiteral("name"));
    request.options.textsPath = p.value(QStringLiteral("texts"));
    request.options.arrayName = p.value(QStringLiteral("array"));
    // A refused import into a new path leaves no empty case behind.
    const bool caseExisted = QFileInfo::exists(*casePath);
    std::unique_ptr<CaseFile> opened;
    const auto removeNewCase = [&] {
        if (caseExisted || !opened) return;
        bool empty = false;
        try {
            empty = listDatasets(*opened).empty();
        } catch (const InputError&) {
            return; // cannot tell: keep the file
        }
        opened.reset();
        if (empty)
            for (const QString& suffix :
                 {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                QFile::remove(*casePath + suffix);
    };
    try {
        opened = std::make_unique<CaseFile>(*casePath, CaseFile::OpenMode::CreateIfMissing);
        CaseFile& caseFile = *opened;
        const ImportResult r =
            importEmbeddings(caseFile, request, &interruptToken(), stderrProgress());
        options.output().result(
            {{QStringLiteral("case"), caseFile.path()},
             {QStringLiteral("dataset"), r.datasetId},
             {QStringLiteral("rows"), r.rows},
             {QStringLiteral("dim"), r.dim},
             {QStringLiteral("has_texts"), r.hasTexts},
             {QStringLiteral("caveat"), r.caveat},
             {QStringLiteral("texts_from"), r.defaultTexts}},
            QStringLiteral("dataset %1: %2 rows, dimension %3%4 (case %5)%6")
                .arg(r.datasetId)
                .arg(r.rows)
                .arg(r.dim)
                .arg(r.hasTexts ? (r.defaultTexts.isEmpty()
                                       ? QStringLiteral(", with texts")
                                       : QStringLiteral(", with texts from %1").arg(r.defaultTexts))
                                : QString(),
                     caseFile.path(),
                     r.caveat.isEmpty() ? QString() : QStringLiteral("\nwarning: ") + r.caveat));
        return 0;
    } catch (const Cancelled&) {
        removeNewCase();
        return options.output().error(QStringLiteral("cancelled; the case is unchanged"), 130);
    } catch (const InputError& e) {
        removeNewCase();
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
