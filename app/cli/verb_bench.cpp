#include "attacks/vec2text/vec2text_bench.h"
#include "embedders/embedding_bench.h"
#include "error.h"
#include "eval/scale_bench.h"
#include "nn/generation_bench.h"
#include "verb_options.h"
#include "verbs.h"

#include <QDir>
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

int benchGenerate(VerbOptions& options, const GenerationBenchRequest& request) {
    const GenerationBenchReport report = benchGeneration(request);
    QJsonArray rows;
    QString text;
    QTextStream out(&text);
    out << QStringLiteral("%1 (%2 M parameters multiplied per token), inputs of %3 tokens, %4 new "
                          "tokens\n")
               .arg(report.model)
               .arg(report.parameters / 1e6, 0, 'f', 1)
               .arg(report.inputLength)
               .arg(request.newTokens);
    out << QStringLiteral("%1; matrix multiply: %2 GFLOP/s measured\n")
               .arg(report.device)
               .arg(report.matmulGflops, 0, 'f', 1);
    out << "batch  beams  ms/call  tokens/s  GFLOP/s  share of peak  ended early  sequences "
           "SHA-256\n";
    for (const GenerationBenchRow& r : report.rows) {
        rows.append(QJsonObject{{QStringLiteral("batch"), r.batch},
                                {QStringLiteral("beams"), r.beams},
                                {QStringLiteral("ms_per_call"), r.msPerCall},
                                {QStringLiteral("tokens_per_second"), r.tokensPerSecond},
                                {QStringLiteral("gflops"), r.gflops},
                                {QStringLiteral("share_of_matmul_peak"), r.shareOfMatmulPeak},
                                {QStringLiteral("ended_early"), r.endedEarly},
                                {QStringLiteral("sequences_sha256"), r.sequencesSha256}});
        out << QStringLiteral("%1  %2  %3  %4  %5  %6%  %7  %8\n")
                   .arg(r.batch, 5)
                   .arg(r.beams, 5)
                   .arg(r.msPerCall, 7, 'f', 1)
                   .arg(r.tokensPerSecond, 8, 'f', 0)
                   .arg(r.gflops, 7, 'f', 2)
                   .arg(100.0 * r.shareOfMatmulPeak, 12, 'f', 1)
                   .arg(r.endedEarly, 11)
                   .arg(r.sequencesSha256.left(16));
    }
    out.flush();
    options.output().result({{QStringLiteral("model"), report.model},
                             {QStringLiteral("parameters"), report.parameters},
                             {QStringLiteral("device"), report.device},
                             {QStringLiteral("threads"), report.threads},
                             {QStringLiteral("matmul_gflops"), report.matmulGflops},
                             {QStringLiteral("input_length"), report.inputLength},
                             {QStringLiteral("new_tokens"), request.newTokens},
                             {QStringLiteral("rows"), rows}},
                            text.trimmed());
    return 0;
}

// "100000,1000000", "1,32": whole numbers in [minimum, maximum], comma-separated.
std::optional<std::vector<qint64>> parseCounts(const QString& text, qint64 minimum,
                                               qint64 maximum) {
    std::vector<qint64> counts;
    for (const QString& part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const qint64 count = part.trimmed().toLongLong(&ok);
        if (!ok || count < minimum || count > maximum) return std::nullopt;
        counts.push_back(count);
    }
    return counts;
}

int benchScaleVerb(VerbOptions& options, const std::vector<qint64>& sizes, qint64 dim,
                   const QString& work, bool neighbours) {
    ScaleBenchRequest request;
    request.neighbours = neighbours;
    request.sizes = sizes;
    request.dim = dim;
    request.workFolder = work;
    const std::vector<ScaleBenchRow> report = benchScale(request);
    QJsonArray rows;
    QString text;
    QTextStream out(&text);
    out << "rows     dim  import s  peak MB  case MB  case/raw  +texts  open ms  page ms  "
           "ANN build s  ANN all s  recall@10\n";
    for (const ScaleBenchRow& r : report) {
        const double ratio = double(r.caseBytes) / double(r.vectorBytes);
        const double withTexts = double(r.caseBytes) / double(r.vectorBytes + r.textBytes);
        rows.append(QJsonObject{{QStringLiteral("rows"), r.rows},
                                {QStringLiteral("dim"), r.dim},
                                {QStringLiteral("vector_bytes"), r.vectorBytes},
                                {QStringLiteral("text_bytes"), r.textBytes},
                                {QStringLiteral("import_seconds"), r.importSeconds},
                                {QStringLiteral("import_peak_bytes"), r.importPeakBytes},
                                {QStringLiteral("case_bytes"), r.caseBytes},
                                {QStringLiteral("case_to_raw_vectors"), ratio},
                                {QStringLiteral("case_to_raw_vectors_and_texts"), withTexts},
                                {QStringLiteral("open_ms"), r.openMs},
                                {QStringLiteral("page_ms"), r.pageMs},
                                {QStringLiteral("ann_build_seconds"), r.annBuildSeconds},
                                {QStringLiteral("ann_total_seconds"), r.annTotalSeconds},
                                {QStringLiteral("ann_recall_at_10"), r.annRecallAt10}});
        const auto measured = [](double value, int width, int decimals) {
            return value < 0 ? QStringLiteral("-").rightJustified(width)
                             : QString::number(value, 'f', decimals).rightJustified(width);
        };
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9  %10  %11  %12\n")
                   .arg(r.rows, -7)
                   .arg(r.dim, 4)
                   .arg(r.importSeconds, 8, 'f', 1)
                   .arg(r.importPeakBytes < 0
                            ? QStringLiteral("?")
                            : QString::number(r.importPeakBytes / 1048576.0, 'f', 0),
                        7)
                   .arg(r.caseBytes / 1048576.0, 7, 'f', 0)
                   .arg(ratio, 8, 'f', 3)
                   .arg(withTexts, 6, 'f', 3)
                   .arg(r.openMs, 7, 'f', 1)
                   .arg(r.pageMs, 7, 'f', 1)
                   .arg(measured(r.annBuildSeconds, 11, 1), measured(r.annTotalSeconds, 9, 1),
                        measured(r.annRecallAt10, 9, 3));
    }
    out << QStringLiteral(
               "Peak MB: the process's peak resident memory during the import. "
               "case/raw: the case file against rows x dim x 4 bytes; +texts: against "
               "those and the texts file (%1 bytes a row on average). ANN: the HNSW neighbour "
               "index (FAISS) built, then every row's nearest neighbour found; recall@10 "
               "against exact search on 200 random rows.")
               .arg(report.empty() ? 0.0
                                   : double(report.back().textBytes) / double(report.back().rows),
                    0, 'f', 0);
    out.flush();
    options.output().result({{QStringLiteral("work_folder"), work}, {QStringLiteral("rows"), rows}},
                            text);
    return 0;
}

} // namespace

int runBench(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("bench"),
        QStringLiteral("Benchmarks. embed: sentences per second through a victim folder at batch "
                       "1 and 32 for texts of about 32 and 128 tokens, and the share of the "
                       "matrix-multiply throughput measured on the device (--device) reached (2 "
                       "FLOPs per non-embedding parameter per token). vec2text: milliseconds per "
                       "correction step and decoded tokens per second for each of --batches and "
                       "--sbeams (batch 1 and 32, greedy and sbeam 4 by default), with and "
                       "without the key/value cache, and the share of the device's measured "
                       "matrix-multiply throughput a step achieves (useful work estimated as "
                       "2 FLOPs per parameter per token). scale: import time and peak memory, "
                       "case size against the raw vectors, open and paging times, and the "
                       "approximate neighbour index's build time and recall, for datasets of "
                       "--rows unit vectors of --dim values clustered around rows/100 random "
                       "directions, written to --work and removed afterwards (1,000,000 x 384 "
                       "needs about 5 GB free there). generate: milliseconds per call of a T5 "
                       "folder's (--model) "
                       "encoder and decoding of exactly --new-tokens tokens for each of --batches "
                       "and --beams, on --inputs or random token ids, with the output's SHA-256 "
                       "to compare with another implementation (docs/building.md)."),
        QStringLiteral("WHAT:embed, vec2text, scale or generate"));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("inverter"), QStringLiteral("Base inverter folder."),
                 QStringLiteral("DIR")});
    p.addOption(
        {QStringLiteral("corrector"), QStringLiteral("Corrector folder."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("embedder"), QStringLiteral("Victim embedder folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("repeats"), QStringLiteral("Timed steps per setting (default 3)."),
                 QStringLiteral("N"), QStringLiteral("3")});
    p.addOption({QStringLiteral("batches"),
                 QStringLiteral("vec2text: batch sizes, comma-separated (default 1,32)."),
                 QStringLiteral("N[,N...]"), QStringLiteral("1,32")});
    p.addOption({QStringLiteral("sbeams"),
                 QStringLiteral("vec2text: sequence beam widths, comma-separated (default 1,4)."),
                 QStringLiteral("N[,N...]"), QStringLiteral("1,4")});
    p.addOption(
        {QStringLiteral("model"), QStringLiteral("generate: T5 folder."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("inputs"),
                 QStringLiteral("generate: token ids, one input per line, all equally long "
                                "(default: random ids)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("input-length"),
                 QStringLiteral("generate: tokens per random input (default 64)."),
                 QStringLiteral("N"), QStringLiteral("64")});
    p.addOption({QStringLiteral("new-tokens"),
                 QStringLiteral("generate: tokens decoded per input (default 32)."),
                 QStringLiteral("N"), QStringLiteral("32")});
    p.addOption({QStringLiteral("beams"),
                 QStringLiteral("generate: beam widths, comma-separated (default 1,4)."),
                 QStringLiteral("N[,N...]"), QStringLiteral("1,4")});
    p.addOption({QStringLiteral("rows"),
                 QStringLiteral("scale: dataset sizes, comma-separated (default 100000,1000000)."),
                 QStringLiteral("N[,N...]"), QStringLiteral("100000,1000000")});
    p.addOption({QStringLiteral("dim"), QStringLiteral("scale: values per vector (default 384)."),
                 QStringLiteral("N"), QStringLiteral("384")});
    p.addOption({QStringLiteral("work"),
                 QStringLiteral("scale: folder for the test files (default: the system's "
                                "temporary folder)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("no-neighbours"),
                 QStringLiteral("scale: leave out the approximate neighbour index.")});
    if (auto exit = options.parse(args)) return *exit;
    const QString what = p.positionalArguments().value(1);
    if (what != QLatin1String("vec2text") && what != QLatin1String("embed") &&
        what != QLatin1String("scale") && what != QLatin1String("generate")) {
        options.usage(
            QStringLiteral("say what to benchmark (available: embed, vec2text, scale, generate)"));
        return 2;
    }
    if (what == QLatin1String("scale")) {
        const auto sizes = parseCounts(p.value(QStringLiteral("rows")), 1000, limits::kCount);
        if (!sizes) {
            options.usage(QStringLiteral("--rows takes sizes of at least 1000, comma-separated"));
            return 2;
        }
        const auto dim = options.integer(QStringLiteral("dim"), 1, 65536);
        if (!dim) return 2;
        const QString work =
            p.isSet(QStringLiteral("work")) ? p.value(QStringLiteral("work")) : QDir::tempPath();
        try {
            return benchScaleVerb(options, *sizes, *dim, work,
                                  !p.isSet(QStringLiteral("no-neighbours")));
        } catch (const InputError& e) {
            return options.output().error(e.message());
        }
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
    const auto repeats = options.integer(QStringLiteral("repeats"), 1, limits::kRepeats);
    if (!repeats) return 2;
    const bool generation = what == QLatin1String("generate");
    const QString widthOption = generation ? QStringLiteral("beams") : QStringLiteral("sbeams");
    const auto batches = parseCounts(p.value(QStringLiteral("batches")), 1, limits::kBatchSize);
    const auto widths = parseCounts(p.value(widthOption), 1, limits::kBeams);
    if (!batches) {
        options.usage(QString::asprintf("--batches takes sizes from 1 to %lld, comma-separated",
                                        static_cast<long long>(limits::kBatchSize)));
        return 2;
    }
    if (!widths) {
        options.usage(QString::asprintf("--%s takes widths from 1 to %lld, comma-separated",
                                        qPrintable(widthOption),
                                        static_cast<long long>(limits::kBeams)));
        return 2;
    }
    if (generation) {
        const auto model = options.required(QStringLiteral("model"));
        const auto inputLength =
            options.integer(QStringLiteral("input-length"), 1, limits::kMaxLength);
        const auto newTokens = options.integer(QStringLiteral("new-tokens"), 1, limits::kMaxLength);
        if (!model || !inputLength || !newTokens) return 2;
        GenerationBenchRequest request;
        request.modelFolder = *model;
        request.inputsFile = p.value(QStringLiteral("inputs"));
        request.inputLength = int(*inputLength);
        request.newTokens = int(*newTokens);
        request.batchSizes.assign(batches->begin(), batches->end());
        request.beamWidths.assign(widths->begin(), widths->end());
        request.repeats = int(*repeats);
        try {
            return benchGenerate(options, request);
        } catch (const InputError& e) {
            return options.output().error(e.message());
        }
    }
    const auto inverter = options.required(QStringLiteral("inverter"));
    const auto corrector = options.required(QStringLiteral("corrector"));
    const auto embedder = options.required(QStringLiteral("embedder"));
    if (!inverter || !corrector || !embedder) return 2;
    try {
        Vec2TextBenchRequest request;
        request.batchSizes.assign(batches->begin(), batches->end());
        request.beamWidths.assign(widths->begin(), widths->end());
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
        if (report.cacheSpeedupGreedyBatch1 > 0)
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
