#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace unembed {

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");
} // namespace

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ko")};
}

QString chosenLanguage() {
    return QSettings().value(kLanguageKey).toString();
}

void setChosenLanguage(const QString& code) {
    if (code.isEmpty())
        QSettings().remove(kLanguageKey);
    else
        QSettings().setValue(kLanguageKey, code);
}

QString installTranslations(QCoreApplication& app, const QString& code) {
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    // English is the source language: a user who prefers it gets it, even with a translated
    // language later in the list (QTranslator would fall through to that one).
    if (locale.uiLanguages().value(0).startsWith(QLatin1String("en"))) return QStringLiteral("en");
    auto* own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("unembed"), QStringLiteral("_"),
                   QStringLiteral(":/i18n"))) {
        delete own;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return own->language().left(2);
}

} // namespace unembed
