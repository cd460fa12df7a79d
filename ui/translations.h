// The workbench's languages: English (the source), German and Korean, compiled from
// translations/*.ts into the binary. The language follows the system locale unless the user chose
// one under View ▸ Language (stored in the settings, applied at the next start).
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace unembed {

// Language codes offered besides the system's: "en", "de", "ko".
QStringList availableLanguages();
// The language chosen in the settings, or empty to follow the system locale.
QString chosenLanguage();
void setChosenLanguage(const QString& code);

// Installs the translators for `code` (empty: the system locale) on the application: Unembed's
// own strings and Qt's standard dialogs. Returns the language applied ("en" when none matched).
QString installTranslations(QCoreApplication& app, const QString& code);

} // namespace unembed
