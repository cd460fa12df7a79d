#include "demo_pack.h"

#include "error.h"
#include "store/model_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace unembed {

namespace {

const QString kCaseName = QStringLiteral("demo.unembed");

} // namespace

QString demoPackFolder() {
    // Relative to the binary, so that one build runs from its build tree (where the configure step
    // links share/unembed/demo to resources/demo) and from wherever it is installed.
    const QString folder = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                           QStringLiteral("/../share/unembed/demo"));
    return QFileInfo::exists(QDir(folder).filePath(kCaseName)) ? folder : QString();
}

QString demoModelFolder(const QString& name) {
    const QString pack = demoPackFolder();
    if (pack.isEmpty()) return {};
    const QString folder = QDir(pack).filePath(name);
    return QFileInfo(folder).isDir() ? folder : QString();
}

QString demoCaseCopy(QString* error) {
    const QString pack = demoPackFolder();
    if (pack.isEmpty()) {
        *error = QCoreApplication::translate("DemoPack", "The demo pack is not installed.");
        return {};
    }
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString copy = QDir(data).filePath(kCaseName);
    if (QFileInfo::exists(copy)) return copy;
    const QString shipped = QDir(pack).filePath(kCaseName);
    if (!QDir().mkpath(data) || !QFile::copy(shipped, copy) ||
        !QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner)) {
        *error = QCoreApplication::translate("DemoPack", "Cannot copy the demo case %1 to %2.")
                     .arg(QDir::toNativeSeparators(shipped), QDir::toNativeSeparators(copy));
        return {};
    }
    // The case names the models where the demo build made them; here they are in the pack. The
    // copy opens without this too (its figures do not need the models): a failure is only told.
    try {
        CaseFile caseFile(copy);
        relocateModels(caseFile, pack);
    } catch (const InputError& e) {
        qWarning("%s", qPrintable(e.message()));
    }
    return copy;
}

} // namespace unembed
