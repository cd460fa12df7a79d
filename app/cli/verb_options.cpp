#include "verb_options.h"

#include "compute_settings.h"
#include "error.h"
#include "eval/edit_distance.h"
#include "runtime/compute_device.h"
#include "store/case_file.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace unembed::cli {

QString nearestWord(const QString& word, const QStringList& known) {
    QString nearest;
    qint64 best = std::max<qint64>(2, word.size() / 3) + 1;
    for (const QString& candidate : known) {
        const qint64 distance = editDistance(word, candidate);
        if (distance < best) {
            best = distance;
            nearest = candidate;
        }
    }
    return nearest;
}

VerbOptions::VerbOptions(const QString& verb, const QString& description, const QString& positional)
    : verb_(verb), json_(QStringLiteral("json"), QStringLiteral("Print machine-readable JSON.")),
      help_({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help.")),
      device_(QStringLiteral("device"),
              QStringLiteral("Run models on DEVICE: auto (a CUDA GPU when there is one, else the "
                             "CPU), cpu, cuda or cuda:N. Default: $%1, else auto.")
                  .arg(QLatin1String(kDeviceVariable)),
              QStringLiteral("DEVICE")),
      precision_(QStringLiteral("precision"),
                 QStringLiteral("Infer in PRECISION: fp32 (default: the reference libraries' "
                                "numbers), bf16 or fp16 (autocast on the device; fp16 needs a "
                                "GPU). Default: $%1, else fp32. Training stays in fp32.")
                     .arg(QLatin1String(kPrecisionVariable)),
                 QStringLiteral("PRECISION")) {
    parser_.setApplicationDescription(description);
    parser_.addOption(json_);
    parser_.addOption(device_);
    parser_.addOption(precision_);
    parser_.addOption(help_);
    if (!positional.isEmpty())
        parser_.addPositionalArgument(positional.section(QLatin1Char(':'), 0, 0),
                                      positional.section(QLatin1Char(':'), 1));
}

std::optional<int> VerbOptions::parse(const QStringList& args) {
    QStringList withProgram = args;
    withProgram.prepend(QStringLiteral("unembed-cli"));
    // Known before parsing, so that a usage error is reported as JSON too.
    output_.json = args.contains(QStringLiteral("--json"));
    if (!parser_.parse(withProgram)) {
        if (parser_.unknownOptionNames().isEmpty()) {
            cli::usageError(verb_, parser_.errorText());
            return 2;
        }
        for (const QString& name : parser_.unknownOptionNames()) {
            const QString unknown =
                (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
            const QString nearest = nearestWord(name, knownOptionNames());
            cli::usageError(verb_,
                            nearest.isEmpty()
                                ? QStringLiteral("unknown option %1 (unembed-cli %2 --help lists "
                                                 "the options)")
                                      .arg(unknown, verb_)
                                : QStringLiteral("unknown option %1; did you mean --%2?")
                                      .arg(unknown, nearest));
        }
        return 2;
    }
    if (parser_.isSet(help_)) {
        // "Usage: PROGRAM [options] ..." names the program as started; the help reads the same
        // whatever the path (the launcher prints the texts the build took, verb_catalog.h).
        QString help = parser_.helpText();
        help.replace(0, help.indexOf(QLatin1String(" [options]")),
                     QStringLiteral("Usage: unembed-cli %1").arg(verb_));
        std::printf("%s", qPrintable(help));
        return 0;
    }
    // QCommandLineParser takes the word after an option with a value as that value, even when it
    // is another option: `--case --json` would name a case "--json". (A file whose name starts
    // with "--" can still be given as ./--name.)
    for (const QString& name : parser_.optionNames()) {
        const QString value = parser_.value(name);
        if (value.startsWith(QLatin1String("--"))) {
            valueError(name, QStringLiteral("a value"),
                       QStringLiteral("the option %1; was the value forgotten?").arg(value));
            return 2;
        }
    }
    // The device and the precision are settled before any work: a mistake in either option or
    // variable is a usage error, not a failure after minutes of reading.
    const auto given = [&](const QCommandLineOption& option) {
        return parser_.isSet(option) ? std::optional(parser_.value(option)) : std::nullopt;
    };
    try {
        settleComputeSettings(given(device_), given(precision_));
    } catch (const InputError& e) {
        cli::usageError(verb_, e.message());
        return 2;
    }
    // A case of an older format is upgraded when the verb opens it; say so before the wait.
    if (parser_.optionNames().contains(QStringLiteral("case"))) {
        const QString path = parser_.value(QStringLiteral("case"));
        const int stored = CaseFile::storedSchemaVersion(path);
        if (stored > 0 && stored < CaseFile::latestSchemaVersion())
            std::fprintf(stderr,
                         "unembed-cli %s: %s is in case format %d; upgrading it to format %d "
                         "first (a large case's vectors are rewritten, which takes minutes)\n",
                         qPrintable(verb_), qPrintable(path), stored,
                         CaseFile::latestSchemaVersion());
    }
    return std::nullopt;
}

QStringList VerbOptions::knownOptionNames() const {
    // QCommandLineParser keeps its options to itself; its help lists every long name.
    static const QRegularExpression longName(QStringLiteral("^ +(?:-\\w, )?--([a-z0-9-]+)"),
                                             QRegularExpression::MultilineOption);
    QStringList names;
    for (auto it = longName.globalMatch(parser_.helpText()); it.hasNext();)
        names << it.next().captured(1);
    return names;
}

void VerbOptions::valueError(const QString& name, const QString& expected,
                             const QString& found) const {
    cli::usageError(verb_, QStringLiteral("--%1 must be %2 (found %3)").arg(name, expected, found));
}

std::optional<QString> VerbOptions::required(const QString& name) {
    const QString value = parser_.value(name);
    if (value.isEmpty()) {
        cli::usageError(verb_, QStringLiteral("--%1 is required").arg(name));
        return std::nullopt;
    }
    return value;
}

std::optional<double> VerbOptions::parsedNumber(const QString& name) {
    bool ok = false;
    const double value = parser_.value(name).trimmed().toDouble(&ok);
    if (!ok) return std::nullopt;
    return value;
}

std::optional<qint64> VerbOptions::integer(const QString& name, qint64 minimum, qint64 maximum) {
    const QString text = parser_.value(name).trimmed();
    bool ok = false;
    qint64 value = text.toLongLong(&ok);
    if (!ok) {
        // 1e3 is a whole number too; nan, inf and 2.5 are not.
        const std::optional<double> number = parsedNumber(name);
        ok = number && std::isfinite(*number) && *number == std::floor(*number) &&
             std::fabs(*number) < 9e15;
        if (ok) value = qint64(*number);
    }
    if (!ok || value < minimum || value > maximum) {
        valueError(name, QStringLiteral("a whole number from %1 to %2").arg(minimum).arg(maximum),
                   text.isEmpty() ? QStringLiteral("nothing") : QLatin1Char('\'') + text + '\'');
        return std::nullopt;
    }
    return value;
}

std::optional<std::pair<qint64, qint64>> VerbOptions::part(const QString& name, qint64 minimumCount,
                                                           qint64 maximumCount) {
    const QString text = parser_.value(name).trimmed();
    const QStringList parts = text.split(QLatin1Char('/'));
    bool kOk = false;
    bool nOk = false;
    const qint64 k = parts.value(0).toLongLong(&kOk);
    const qint64 n = parts.value(1).toLongLong(&nOk);
    if (parts.size() == 2 && kOk && nOk && n >= minimumCount && n <= maximumCount && k >= 1 &&
        k <= n)
        return std::pair{k, n};
    QString expected = QStringLiteral("K/N with 1 <= K <= N");
    if (minimumCount > 1) expected += QStringLiteral(", N >= %1").arg(minimumCount);
    if (maximumCount < limits::kCount) expected += QStringLiteral(", N <= %1").arg(maximumCount);
    valueError(name, expected,
               text.isEmpty() ? QStringLiteral("nothing") : QLatin1Char('\'') + text + '\'');
    return std::nullopt;
}

std::optional<double> VerbOptions::real(const QString& name, double minimum, double maximum,
                                        bool minimumExcluded, bool maximumExcluded) {
    const std::optional<double> value = parsedNumber(name);
    const bool inRange = value && std::isfinite(*value) &&
                         (minimumExcluded ? *value > minimum : *value >= minimum) &&
                         (maximumExcluded ? *value < maximum : *value <= maximum);
    if (!inRange) {
        const QString text = parser_.value(name).trimmed();
        valueError(name,
                   QStringLiteral("a finite number %1 %2 and %3 %4")
                       .arg(minimumExcluded ? QStringLiteral("above") : QStringLiteral("from"))
                       .arg(minimum)
                       .arg(maximumExcluded ? QStringLiteral("below") : QStringLiteral("at most"))
                       .arg(maximum),
                   text.isEmpty() ? QStringLiteral("nothing") : QLatin1Char('\'') + text + '\'');
        return std::nullopt;
    }
    return value;
}

} // namespace unembed::cli
