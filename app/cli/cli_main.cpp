// unembed-cli: the command-line client of core/, headless but for the verbs that draw figures.
// Every verb the GUI's jobs use is reachable here, so tests and batch users can drive everything.
#include "cli_output.h"
#include "runtime/thread_policy.h"
#include "verb_catalog.h"
#include "verb_options.h"
#include "verbs.h"

#include <QApplication>

#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>

namespace {

struct VerbRun {
    const char* name;
    int (*run)(const QStringList& args);
};

// Every verb of the catalog (verb_catalog.cpp), by name; the build's --verb-help-all checks that
// none is missing.
const VerbRun kRuns[] = {
    {"info", unembed::cli::runInfo},     {"new", unembed::cli::runNew},
    {"import", unembed::cli::runImport}, {"list", unembed::cli::runList},
    {"delete", unembed::cli::runDelete}, {"embed", unembed::cli::runEmbed},
    {"train", unembed::cli::runTrain},   {"bench", unembed::cli::runBench},
    {"demo", unembed::cli::runDemo},     {"align", unembed::cli::runAlign},
    {"invert", unembed::cli::runInvert}, {"export", unembed::cli::runExport},
    {"score", unembed::cli::runScore},   {"detect", unembed::cli::runDetect},
    {"eval", unembed::cli::runEval},     {"audit", unembed::cli::runAudit},
    {"merge", unembed::cli::runMerge},   {"sweep", unembed::cli::runSweep},
    {"report", unembed::cli::runReport}, {"serve", unembed::cli::runServe},
};

const VerbRun* findRun(const QString& name) {
    for (const VerbRun& verb : kRuns)
        if (name == QLatin1String(verb.name)) return &verb;
    return nullptr;
}

// A QApplication for the verbs that draw, on the offscreen platform when there is no display so
// that figures can be exported over ssh and in CI; a QCoreApplication for the others.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv) {
    const unembed::cli::VerbSummary* verb = argc > 1 ? unembed::cli::findVerb(argv[1]) : nullptr;
    if (verb && verb->draws) {
        if (qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

// For the build (app/CMakeLists.txt): each verb's --help, after a line "\x1e VERB", and that of
// each kind with a parser of its own after "\x1e VERB KIND", for the launcher to answer
// `unembed-cli VERB [KIND] --help` without loading libtorch.
int printEveryVerbsHelp() {
    for (int i = 0; i < unembed::cli::kVerbCount; ++i) {
        const char* name = unembed::cli::kVerbCatalog[i].name;
        const VerbRun* verb = findRun(QLatin1String(name));
        if (!verb) {
            std::fprintf(stderr, "unembed-cli: the verb %s has no run function\n", name);
            return 1;
        }
        std::printf("\x1e%s\n", name);
        std::fflush(stdout);
        if (verb->run({QLatin1String(name), QStringLiteral("--help")}) != 0) return 1;
    }
    // The kinds with options of their own (every other `VERB KIND --help` is VERB's help).
    for (const auto& [name, kind] : {std::pair{"train", "probe"}}) {
        std::printf("\x1e%s %s\n", name, kind);
        std::fflush(stdout);
        if (findRun(QLatin1String(name))
                ->run({QLatin1String(name), QLatin1String(kind), QStringLiteral("--help")}) != 0)
            return 1;
    }
    return 0;
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
        unembed::cli::printUsage(args.isEmpty() ? stderr : stdout);
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("--version")) {
        std::printf("unembed-cli %s\n", UNEMBED_VERSION);
        return 0;
    }
    if (args.first() == QLatin1String("--verb-help-all")) return printEveryVerbsHelp();
    if (const VerbRun* verb = findRun(args.first()))
        return unembed::cli::runGuarded(QLatin1String(verb->name), verb->run, args);
    QStringList verbs;
    for (const VerbRun& verb : kRuns)
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
    if (!output.json) unembed::cli::printUsage(stderr);
    return 2;
}
