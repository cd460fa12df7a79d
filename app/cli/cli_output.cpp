#include "cli_output.h"

#include "error.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QStringList>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <new>
#include <unistd.h>

namespace unembed::cli {

namespace {

void printJson(const QJsonObject& object) {
    const QByteArray bytes = QJsonDocument(object).toJson();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

QStringList& usageErrors() {
    static QStringList errors;
    return errors;
}

// Whether an error object was printed: a verb that met a failure (exit 1) on its way to wrong
// usage returns 2 after it, and stdout must hold one JSON object.
bool errorPrinted = false;

// Milliseconds between two progress lines of one stage when stderr is not a terminal.
constexpr qint64 kLoggedProgressMs = 5000;

} // namespace

void Output::result(const QJsonObject& result, const QString& text) const {
    const QByteArray bytes =
        json ? QJsonDocument(result).toJson(QJsonDocument::Indented) : text.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

int Output::error(const QString& message, int exitCode) const {
    if (json) {
        printJson({{QStringLiteral("error"), message}, {QStringLiteral("exit_code"), exitCode}});
        errorPrinted = true;
    }
    std::fprintf(stderr, "unembed-cli: error: %s\n", message.toLocal8Bit().constData());
    return exitCode;
}

void usageError(const QString& verb, const QString& message) {
    std::fprintf(stderr, "unembed-cli %s: %s\n", qPrintable(verb), qPrintable(message));
    usageErrors().append(message);
}

int reportUsage(bool json, const QString& verb) {
    if (json && !errorPrinted) {
        const QString message =
            usageErrors().isEmpty()
                ? QStringLiteral("wrong usage; see unembed-cli %1 --help").arg(verb)
                : usageErrors().join(QStringLiteral("; "));
        printJson({{QStringLiteral("error"), message},
                   {QStringLiteral("exit_code"), 2},
                   {QStringLiteral("verb"), verb}});
    }
    usageErrors().clear();
    return 2;
}

int runGuarded(const QString& verb, int (*run)(const QStringList&), const QStringList& args) {
    const bool json = args.contains(QLatin1String("--json"));
    const auto fail = [&](const QString& message) {
        Output output;
        output.json = json;
        return output.error(message);
    };
    try {
        const int exitCode = run(args);
        return exitCode == 2 ? reportUsage(json, verb) : exitCode;
    } catch (const Cancelled&) {
        fail(QStringLiteral("%1: cancelled").arg(verb));
        return 130;
    } catch (const InputError& e) {
        return fail(e.message());
    } catch (const std::bad_alloc&) {
        return fail(QStringLiteral("%1: not enough memory for this job; try smaller sizes or "
                                   "batches")
                        .arg(verb));
    } catch (const std::exception& e) {
        return fail(
            QStringLiteral("%1 failed: %2")
                .arg(verb, QString::fromLocal8Bit(e.what()).section(QLatin1Char('\n'), 0, 2)));
    } catch (...) {
        return fail(QStringLiteral("%1 failed with an unknown error").arg(verb));
    }
}

ProgressFn stderrProgress() {
    const bool tty = isatty(fileno(stderr));
    struct Last {
        QString stage;
        int percent = -1;
        QElapsedTimer printed;
    };
    auto last = std::make_shared<Last>();
    return [tty, last](const Progress& p) {
        const int percent = p.total > 0 ? int(100 * p.done / p.total) : -1;
        const bool sameStage = last->stage == p.stage;
        if (sameStage && last->percent == percent) return;
        if (!tty && sameStage && p.done < p.total && last->printed.elapsed() < kLoggedProgressMs)
            return;
        last->stage = p.stage;
        last->percent = percent;
        last->printed.start();
        const QByteArray stage = p.stage.toLocal8Bit();
        if (p.total > 0)
            std::fprintf(stderr, "%s: %lld/%lld (%d%%)%s", stage.constData(), (long long)p.done,
                         (long long)p.total, percent, tty && p.done < p.total ? "\r" : "\n");
        else
            std::fprintf(stderr, "%s…\n", stage.constData());
        std::fflush(stderr);
    };
}

void TrainingLog::step(const TrainingProgress& t) {
    const int64_t every = std::max<int64_t>(1, t.totalSteps / 100);
    if (t.step != 1 && t.step != t.totalSteps && t.step - lastPrinted_ < every) return;
    lastPrinted_ = t.step;
    std::fprintf(stderr, "epoch %d, step %lld/%lld: loss %.4f, lr %.2e, %.0f s left\n", t.epoch,
                 (long long)t.step, (long long)t.totalSteps, t.loss, t.learningRate, t.etaSeconds);
}

void TrainingLog::epoch(const EpochReport& e) {
    QJsonObject json{{QStringLiteral("epoch"), e.epoch},
                     {QStringLiteral("train_loss"), e.trainLoss},
                     {QStringLiteral("seconds"), e.seconds},
                     {QStringLiteral("samples"), QJsonArray::fromStringList(e.samples)}};
    if (e.devLoss) json.insert(QStringLiteral("dev_loss"), *e.devLoss);
    epochs_.append(json);
    std::fprintf(stderr, "epoch %d done: train loss %.4f%s (%.1f s)\n", e.epoch, e.trainLoss,
                 e.devLoss ? qPrintable(QStringLiteral(", dev loss %1").arg(*e.devLoss)) : "",
                 e.seconds);
    for (const QString& sample : e.samples)
        std::fprintf(stderr, "    %s\n", qPrintable(sample));
    std::fflush(stderr);
}

namespace {
CancelToken token;
extern "C" void onInterrupt(int) {
    token.cancel();
}
} // namespace

CancelToken& interruptToken() {
    static const bool installed = [] {
        std::signal(SIGINT, onInterrupt);
        return true;
    }();
    (void)installed;
    return token;
}

} // namespace unembed::cli
