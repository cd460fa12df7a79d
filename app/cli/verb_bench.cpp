#include "attacks/vec2text/vec2text_bench.h"
#include "embedders/embedding_bench.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>
#include <QTextStream>

namespace unembed::cli {

namespace {

int benchEmbed(VerbOptions& options, const QString& embedder, int repeats) {
    EmbeddingBenchRequest request;
    request.embedderFolder = embedder;
    request.repeats = repeats;
    const EmbeddingBenchReport report = benchEmbedding(request);
    QJsonArray rows;
    QString text;
    QTextStream out(&text);
    out << QStringLiteral("%1 (%2, %3 M parameters multiplied per token)\n")
               .arg(report.embedder, report.modelType)
               .arg(report.parameters / 1e6, 0, 'f', 1);
    out << QStringLiteral("%1; matrix multiply: %2 GFLOP/s measured\n")
               .arg(report.device)
               .arg(report.matmulGflops, 0, 'f', 1);
    out << "batch  length  tokens/text  ms/batch  sentences/s  GFLOP/s  share of peak\n";
    for (const EmbeddingBenchRow& r : report.rows) {
        rows.append(QJsonObject{{QStringLiteral("batch"), r.batch},
                                {QStringLiteral("length"), r.length},
                                {QStringLiteral("tokens_per_text"), r.tokensPerText},
                                {QStringLiteral("ms_per_batch"), r.msPerBatch},
                                {QStringLiteral("sentences_per_second"), r.sentencesPerSecond},
                                {QStringLiteral("gflops"), r.gflops},
                                {QStringLiteral("share_of_matmul_peak"), r.shareOfMatmulPeak}});
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7%\n")
                   .arg(r.batch, 5)
                   .arg(r.length, 6)
                   .arg(r.tokensPerText, 11, 'f', 1)
                   .arg(r.msPerBatch, 8, 'f', 1)
                   .arg(r.sentencesPerSecond, 11, 'f', 1)
                   .arg(r.gflops, 7, 'f', 2)
                   .arg(100.0 * r.shareOfMatmulPeak, 12, 'f', 1);
    }
    out.flush();
    options.output().result({{QStringLiteral("embedder"), report.embedder},
                             {QStringLiteral("model_type"), report.modelType},
                             {QStringLiteral("parameters"), report.parameters},
                             {QStringLiteral("device"), report.device},
                             {QStringLiteral("threads"), report.threads},
                             {QStringLiteral("matmul_gflops"), report.matmulGflops},
                             {QStringLiteral("rows"), rows}},
                            text.trimmed());
    return 0;
}

} // namespace

int runBench(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("bench"),
        QStringLiteral("Benchmarks. embed: sentences per second through a victim folder at batch "
                       "1 and 32 for texts of about 32 and 128 tokens, and the share of this "
                       "machine's measured matrix-multiply throughput reached (2 FLOPs per "
                       "non-embedding parameter per token). vec2text: milliseconds per correction "
                       "step and decoded "
                       "tokens per second for batch 1 and 32, greedy and sbeam 4, with and without "
                       "the key/value cache, and the share of this machine's measured "
                       "matrix-multiply throughput a step achieves (useful work estimated as "
                       "2 FLOPs per parameter per token)."),
        QStringLiteral("WHAT:embed or vec2text"));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("inverter"), QStringLiteral("Base inverter folder."),
                 QStringLiteral("DIR")});
    p.addOption(
        {QStringLiteral("corrector"), QStringLiteral("Corrector folder."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("embedder"), QStringLiteral("Victim embedder folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("repeats"), QStringLiteral("Timed steps per setting (default 3)."),
                 QStringLiteral("N"), QStringLiteral("3")});
    if (auto exit = options.parse(args)) return *exit;
    const QString what = p.positionalArguments().value(1);
    if (what != QLatin1String("vec2text") && what != QLatin1String("embed")) {
        std::fprintf(stderr,
                     "unembed-cli bench: say what to benchmark (available: embed, vec2text)\n");
        return 2;
    }
    if (what == QLatin1String("embed")) {
        const auto embedder = options.required(QStringLiteral("embedder"));
        const auto repeats = options.integer(QStringLiteral("repeats"), 1, limits::kRepeats);
        if (!embedder || !repeats) return 2;
        try {
            return benchEmbed(options, *embedder, int(*repeats));
        } catch (const InputError& e) {
            return options.output().error(e.message());
        }
    }
    const auto inverter = options.required(QStringLiteral("inverter"));
    const auto corrector = options.required(QStringLiteral("corrector"));
    const auto embedder = options.required(QStringLiteral("embedder"));
    const auto repeats = options.integer(QStringLiteral("repeats"), 1, limits::kRepeats);
    if (!inverter || !corrector || !embedder || !repeats) return 2;
    try {
        Vec2TextBenchRequest request;
        request.inverterFolder = *inverter;
        request.correctorFolder = *corrector;
        request.embedderFolder = *embedder;
        request.repeats = int(*repeats);
        const Vec2TextBenchReport report = benchVec2Text(request);
        QJsonArray rows;
        QString text;
        QTextStream out(&text);
        out << QStringLiteral("%1; matrix multiply: %2 GFLOP/s measured\n")
                   .arg(report.device)
                   .arg(report.matmulGflops, 0, 'f', 1);
        out << "batch  sbeam  cache  ms/step  ms decoding  tokens/s  GFLOP/s  share of peak\n";
        for (const Vec2TextBenchRow& r : report.rows) {
            rows.append(QJsonObject{{QStringLiteral("batch"), r.batch},
                                    {QStringLiteral("sbeam"), r.beamWidth},
                                    {QStringLiteral("cache"), r.cache},
                                    {QStringLiteral("ms_per_step"), r.msPerStep},
                                    {QStringLiteral("ms_decoding"), r.msGeneration},
                                    {QStringLiteral("tokens_per_second"), r.tokensPerSecond},
                                    {QStringLiteral("gflops"), r.gflops},
                                    {QStringLiteral("share_of_matmul_peak"), r.shareOfMatmulPeak}});
            out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8%\n")
                       .arg(r.batch, 5)
                       .arg(r.beamWidth, 5)
                       .arg(r.cache ? QStringLiteral("  on") : QStringLiteral(" off"), 5)
                       .arg(r.msPerStep, 7, 'f', 1)
                       .arg(r.msGeneration, 11, 'f', 1)
                       .arg(r.tokensPerSecond, 8, 'f', 0)
                       .arg(r.gflops, 7, 'f', 2)
                       .arg(100.0 * r.shareOfMatmulPeak, 12, 'f', 1);
        }
        out << QStringLiteral("KV cache speed-up, greedy decoding at batch 1: %1x")
                   .arg(report.cacheSpeedupGreedyBatch1, 0, 'f', 2);
        out.flush();
        options.output().result(
            {{QStringLiteral("device"), report.device},
             {QStringLiteral("threads"), report.threads},
             {QStringLiteral("matmul_gflops"), report.matmulGflops},
             {QStringLiteral("cache_speedup_greedy_batch1"), report.cacheSpeedupGreedyBatch1},
             {QStringLiteral("rows"), rows}},
            text);
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
