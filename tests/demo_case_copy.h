// The bundled demo pack in the GUI suites: its files, and a writable copy of its case in a
// temporary folder with the models pointed at the pack, as the workbench's first launch points
// them. Header-only.
#pragma once

#include "store/case_file.h"
#include "store/model_store.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace unembed::test {

// The absolute path of `name` in the pack (resources/demo).
inline QString demoPack(const QString& name) {
    return QDir(QStringLiteral(UNEMBED_DEMO_PACK)).filePath(name);
}

// The copy's path in `dir`; empty when it could not be made.
inline QString copyDemoCase(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("demo.unembed"));
    if (!QFile::copy(demoPack(QStringLiteral("demo.unembed")), path) ||
        !QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner))
        return {};
    CaseFile caseFile(path);
    return relocateModels(caseFile, QStringLiteral(UNEMBED_DEMO_PACK)) > 0 ? path : QString();
}

} // namespace unembed::test
