// unembed-cli: the command-line client of core/, headless but for the verbs that draw figures.
// Every verb the GUI's jobs use is reachable here, so tests and batch users can drive everything.
#include "cli_output.h"
#include "error.h"
#include "runtime/thread_policy.h"
#include "verb_options.h"
#include "verbs.h"

#include <QApplication>

#include <cstdio>
#include <cstring>
#include <memory>
#include <new>

namespace {

const unembed::cli::Verb kVerbs[] = {
    {"info", "version, compute device, libtorch version, threads and BLAS in use",
     unembed::cli::runInfo},
    {"new", "create an empty case file", unembed::cli::runNew},
    {"import", "validate an embedding file and store it in a case", unembed::cli::runImport},
    {"list", "list the datasets, models, runs and curves of a case", unembed::cli::runList},
    {"delete", "delete a run (an interrupted one too) or a curve from a case",
     unembed::cli::runDelete},
    {"embed", "embed a file of texts with a sentence-transformers embedder",
     unembed::cli::runEmbed},
    {"train", "train an attack (Vec2Text inverter or corrector, GEIA, MLC, MSP) against a victim",
     unembed::cli::runTrain},
    {"bench", "time a victim, a correction step or a case at scale against this machine",
     unembed::cli::runBench},
    {"demo", "build the demo case: vocabulary, victim, attacks, evaluation (demo build)",
     unembed::cli::runDemo},
    {"align", "fit a map into an attack embedder's space from leaked pairs (ALGEN's alignment)",
     unembed::cli::runAlign},
    {"invert", "invert the vectors of a dataset (Vec2Text, GEIA, MLC, MSP) and store the run",
     unembed::cli::runInvert},
    {"export", "draw a curve of a case to a PNG, PDF or SVG figure", unembed::cli::runExport, true},
    {"score", "score predictions against references (JSONL pairs) with every text metric",
     unembed::cli::runScore},
    {"detect", "list the sensitive terms the detectors find in texts, or their recall of names",
     unembed::cli::runDetect},
    {"eval", "compute and store a run's metrics, sensitive spans and round curves",
     unembed::cli::runEval},
    {"audit", "estimate a dataset's leak figures with 95 % intervals from a sampled run",
     unembed::cli::runAudit},
    {"merge", "join the cases of a sharded inversion (invert --shard K/N) into one case",
     unembed::cli::runMerge},
    {"sweep", "sweep a parameter and store the curve (pr: MLC thresholds)", unembed::cli::runSweep},
    {"report", "write a case's report (tables and figures) as HTML, PDF or Markdown",
     unembed::cli::runReport, true},
    {"serve", "serve a victim folder as an OpenAI-compatible embeddings endpoint on 127.0.0.1",
     unembed::cli::runServe},
};

void printUsage(std::FILE* to) {
    std::fprintf(to, "Usage: unembed-cli VERB [options]   (unembed-cli VERB --help for a verb's "
                     "options)\n\nVerbs:\n");
    for (const auto& verb : kVerbs)
        std::fprintf(to, "  %-8s %s\n", verb.name, verb.summary);
}

// A QApplication for the verbs that draw, on the offscreen platform when there is no display so
// that figures can be exported over ssh and in CI; a QCoreApplication for the others.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv) {
    for (const auto& verb : kVerbs)
        if (verb.draws && argc > 1 && std::strcmp(argv[1], verb.name) == 0) {
            if (qEnvironmentVariableIsEmpty("DISPLAY") &&
                qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
                qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            return std::make_unique<QApplication>(argc, argv);
        }
    return std::make_unique<QCoreApplication>(argc, argv);
}

// The boundary between the verbs and the process: a library exception that a verb did not turn
// into an InputError (libtorch, SentencePiece, the standard library) ends the verb with its
// message and exit code 1 instead of `terminate`; wrong usage (2) is reported once, in JSON too.
int runGuarded(const unembed::cli::Verb& verb, const QStringList& args) {
    const bool json = args.contains(QLatin1String("--json"));
    const auto fail = [&](const QString& message) {
        unembed::cli::Output output;
        output.json = json;
        return output.error(message);
    };
    try {
        const int exitCode = verb.run(args);
        return exitCode == 2 ? unembed::cli::reportUsage(json, QLatin1String(verb.name)) : exitCode;
    } catch (const unembed::Cancelled&) {
        fail(QStringLiteral("%1: cancelled").arg(QLatin1String(verb.name)));
        return 130;
    } catch (const unembed::InputError& e) {
        return fail(e.message());
    } catch (const std::bad_alloc&) {
        return fail(QStringLiteral("%1: not enough memory for this job; try smaller sizes or "
                                   "batches")
                        .arg(QLatin1String(verb.name)));
    } catch (const std::exception& e) {
        return fail(QStringLiteral("%1 failed: %2")
                        .arg(QLatin1String(verb.name),
                             QString::fromLocal8Bit(e.what()).section(QLatin1Char('\n'), 0, 2)));
    } catch (...) {
        return fail(
            QStringLiteral("%1 failed with an unknown error").arg(QLatin1String(verb.name)));
    }
}

} // namespace

int main(int argc, char** argv) {
    unembed::execWithPassiveOpenMpWaiting(argv);
    unembed::keepFreedMemoryForReuse();
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("unembed-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(UNEMBED_VERSION));
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help") ||
        args.first() == QLatin1String("-h")) {
        printUsage(args.isEmpty() ? stderr : stdout);
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("--version")) {
        std::printf("unembed-cli %s\n", UNEMBED_VERSION);
        return 0;
    }
    for (const auto& verb : kVerbs)
        if (args.first() == QLatin1String(verb.name)) return runGuarded(verb, args);
    QStringList verbs;
    for (const auto& verb : kVerbs)
        verbs << QLatin1String(verb.name);
    const QString nearest = unembed::cli::nearestWord(args.first(), verbs);
    unembed::cli::Output output;
    output.json = args.contains(QLatin1String("--json"));
    output.error(
        nearest.isEmpty()
            ? QStringLiteral("unknown verb '%1' (unembed-cli --help lists "
                             "the verbs)")
                  .arg(args.first())
            : QStringLiteral("unknown verb '%1'; did you mean %2?").arg(args.first(), nearest),
        2);
    if (!output.json) printUsage(stderr);
    return 2;
}
