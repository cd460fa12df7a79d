#include "metaspace.h"

#include "error.h"
#include "tokenizers/pattern_split.h"

namespace unembed {

MetaspaceOptions MetaspaceOptions::fromJson(const QJsonObject& json, const QString& file,
                                            const QString& section) {
    MetaspaceOptions options;
    options.replacement = json.value(QStringLiteral("replacement")).toString(options.replacement);
    if (options.replacement.isEmpty())
        throw InputError({file, std::nullopt, section + QStringLiteral(".replacement"),
                          QStringLiteral("one character"), QStringLiteral("\"\"")},
                         QStringLiteral("invalid Metaspace replacement"));
    const QJsonValue scheme = json.value(QStringLiteral("prepend_scheme"));
    if (scheme.isString()) {
        const QString name = scheme.toString();
        if (name == QLatin1String("always"))
            options.prependScheme = PrependScheme::Always;
        else if (name == QLatin1String("first"))
            options.prependScheme = PrependScheme::First;
        else if (name == QLatin1String("never"))
            options.prependScheme = PrependScheme::Never;
        else
            throw InputError({file, std::nullopt, section + QStringLiteral(".prepend_scheme"),
                              QStringLiteral("always, first or never"), name},
                             QStringLiteral("unknown Metaspace prepend scheme"));
    } else if (json.contains(QStringLiteral("add_prefix_space"))) {
        options.prependScheme = json.value(QStringLiteral("add_prefix_space")).toBool()
                                    ? PrependScheme::Always
                                    : PrependScheme::Never;
    }
    options.split = json.value(QStringLiteral("split")).toBool(true);
    return options;
}

void MetaspacePreTokenizer::split(PreTokens& pieces) const {
    const QString& mark = options_.replacement;
    splitEach(pieces, [&](const PreToken& piece) {
        QString text = piece.text;
        text.replace(QLatin1Char(' '), mark);
        const bool prepend = options_.prependScheme == PrependScheme::Always ||
                             (options_.prependScheme == PrependScheme::First && piece.atStart);
        if (prepend && !text.startsWith(mark)) text.prepend(mark);
        if (!options_.split) return QStringList{text};
        return splitSpans(text, TextPattern::literal(mark).find(text),
                          SplitBehavior::MergedWithNext);
    });
}

} // namespace unembed
