#include "verb_options.h"

#include <cstdio>

namespace unembed::cli {

VerbOptions::VerbOptions(const QString& verb, const QString& description, const QString& positional)
    : verb_(verb), json_(QStringLiteral("json"), QStringLiteral("Print machine-readable JSON.")),
      help_({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help.")) {
    parser_.setApplicationDescription(description);
    parser_.addOption(json_);
    parser_.addOption(help_);
    if (!positional.isEmpty())
        parser_.addPositionalArgument(positional.section(QLatin1Char(':'), 0, 0),
                                      positional.section(QLatin1Char(':'), 1));
}

std::optional<int> VerbOptions::parse(const QStringList& args) {
    QStringList withProgram = args;
    withProgram.prepend(QStringLiteral("unembed-cli"));
    if (!parser_.parse(withProgram)) {
        std::fprintf(stderr, "unembed-cli %s: %s\n", qPrintable(verb_),
                     qPrintable(parser_.errorText()));
        return 2;
    }
    output_.json = parser_.isSet(json_);
    if (parser_.isSet(help_)) {
        QString help = parser_.helpText();
        help.replace(QStringLiteral("unembed-cli [options]"),
                     QStringLiteral("unembed-cli %1 [options]").arg(verb_));
        std::printf("%s", qPrintable(help));
        return 0;
    }
    return std::nullopt;
}

std::optional<QString> VerbOptions::required(const QString& name) {
    const QString value = parser_.value(name);
    if (value.isEmpty()) {
        std::fprintf(stderr, "unembed-cli %s: --%s is required\n", qPrintable(verb_),
                     qPrintable(name));
        return std::nullopt;
    }
    return value;
}

std::optional<int> VerbOptions::number(const QString& name, int minimum) {
    bool ok = false;
    const int value = parser_.value(name).toInt(&ok);
    if (!ok || value < minimum) {
        std::fprintf(stderr, "unembed-cli %s: --%s must be a number of at least %d\n",
                     qPrintable(verb_), qPrintable(name), minimum);
        return std::nullopt;
    }
    return value;
}

} // namespace unembed::cli
