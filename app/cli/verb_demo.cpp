#include "demo/demo_build.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"

#include <climits>

#include <cstdio>

namespace unembed::cli {

int runDemo(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("demo"),
        QStringLiteral("demo build: train the demo case from the dialogue corpora with fixed "
                       "seeds (vocabulary, victim, attacks), evaluate it and write the pack. "
                       "Finished stages are recorded in OUT/build-state.json and checkpoints "
                       "kept in the work folder; --resume goes on with an interrupted build."),
        QStringLiteral("WHAT:build"));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("data"),
                 QStringLiteral("Folder with personachat/ and synthetic-persona-chat/."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("out"), QStringLiteral("The pack's folder (e.g. resources/demo)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("work"),
                 QStringLiteral("Checkpoints and intermediate files (default build/demo-work)."),
                 QStringLiteral("DIR"), QStringLiteral("build/demo-work")});
    p.addOption({QStringLiteral("resume"),
                 QStringLiteral("Keep the stages recorded in OUT/build-state.json and go on.")});
    p.addOption({QStringLiteral("only"),
                 QStringLiteral("Build only these stages (comma-separated), e.g. a pack's "
                                "training stages on a GPU machine; the others are left for a "
                                "later build. Each one's inputs must be built."),
                 QStringLiteral("STAGES")});
    p.addOption({QStringLiteral("test-limit"),
                 QStringLiteral("PersonaChat test utterances evaluated (default 2000)."),
                 QStringLiteral("N"), QStringLiteral("2000")});
    if (auto exit = options.parse(args)) return *exit;
    if (p.positionalArguments().value(1) != QLatin1String("build")) {
        options.usage(QStringLiteral("say what to do (available: build)"));
        return 2;
    }
    const auto data = options.required(QStringLiteral("data"));
    const auto out = options.required(QStringLiteral("out"));
    const auto testLimit = options.integer(QStringLiteral("test-limit"), 1, limits::kCount);
    if (!data || !out || !testLimit) return 2;
    DemoBuildRequest request{
        *data,
        *out,
        p.value(QStringLiteral("work")),
        p.isSet(QStringLiteral("resume")),
        int(qMin<qint64>(*testLimit, INT_MAX)),
        p.value(QStringLiteral("only")).split(QLatin1Char(','), Qt::SkipEmptyParts)};
    for (QString& stage : request.only)
        stage = stage.trimmed();
    TrainingLog training;
    const DemoBuildLog log{[](const QString& line) {
                               std::fprintf(stderr, "demo: %s\n", qPrintable(line));
                               std::fflush(stderr);
                           },
                           stderrProgress(), [&](const TrainingProgress& t) { training.step(t); },
                           [&](const EpochReport& e) { training.epoch(e); }};
    try {
        buildDemo(request, &interruptToken(), log);
        options.output().result(
            {{QStringLiteral("out"), request.outFolder},
             {QStringLiteral("work"), request.workFolder}},
            request.only.isEmpty()
                ? QStringLiteral("demo pack written to %1").arg(request.outFolder)
                : QStringLiteral("%1 built in %2; a build without --only "
                                 "finishes the pack")
                      .arg(request.only.join(QStringLiteral(", ")), request.outFolder));
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(
            QStringLiteral("cancelled; run the same command with --resume to go on"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
