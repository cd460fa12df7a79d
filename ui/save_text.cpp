#include "save_text.h"

#include "io/file_write.h"

#include <QFileDialog>
#include <QFileInfo>

namespace unembed {

QString saveTextAs(QWidget* parent, const QString& caption, const QString& filter,
                   const QString& suffix, const QString& text) {
    QString path = QFileDialog::getSaveFileName(parent, caption, QString(), filter);
    if (path.isEmpty()) return {};
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    writeFileAtomically(path, text.toUtf8());
    return path;
}

} // namespace unembed
