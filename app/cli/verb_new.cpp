#include "error.h"
#include "store/case_file.h"
#include "verb_options.h"
#include "verbs.h"

#include <QFileInfo>

namespace unembed::cli {

int runNew(const QStringList& args) {
    VerbOptions options(QStringLiteral("new"),
                        QStringLiteral("Create an empty case file, to import datasets into and "
                                       "store runs in. An existing file is never overwritten."));
    options.parser().addOption({QStringLiteral("case"),
                                QStringLiteral("Case file to create (*.unembed)."),
                                QStringLiteral("CASE")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    if (QFileInfo(*casePath).exists())
        return options.output().error(
            QStringLiteral("%1 already exists; new never overwrites a file (see what it holds "
                           "with: unembed-cli list --case %1)")
                .arg(*casePath));
    try {
        const CaseFile caseFile(*casePath, CaseFile::OpenMode::CreateIfMissing);
        options.output().result({{QStringLiteral("case"), caseFile.path()},
                                 {QStringLiteral("schema_version"), caseFile.schemaVersion()}},
                                QStringLiteral("created the empty case %1 (import a dataset with: "
                                               "unembed-cli import FILE --case %1)")
                                    .arg(caseFile.path()));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
