#include "error.h"
#include "store/run_merge.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>

namespace unembed::cli {

int runMerge(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("merge"),
        QStringLiteral("Join the cases of a sharded inversion (`invert --shard K/N`, one case per "
                       "shard job) into one case: the shard runs of one attack with the same "
                       "parameters and model on the same dataset become one run with every "
                       "sample and Vec2Text round as the shards stored them. The target case "
                       "must hold the dataset (the same file imported). Evaluate the merged run "
                       "afterwards: corpus-level figures are not summed from shards."),
        QStringLiteral("SHARD_CASES:The shards' case files."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("into"), QStringLiteral("The case to merge into."),
                 QStringLiteral("CASE")});
    p.addOption({QStringLiteral("allow-partial"),
                 QStringLiteral("Merge a run whose shards are not all given (refused otherwise, "
                                "exit 1); the merged run is marked partial.")});
    if (auto exit = options.parse(args)) return *exit;
    const auto into = options.required(QStringLiteral("into"));
    if (!into) return 2;
    const QStringList shards = p.positionalArguments().mid(1);
    if (shards.isEmpty()) {
        options.usage(QStringLiteral("name the shards' case files"));
        return 2;
    }
    try {
        CaseFile target(*into);
        const std::vector<MergedRun> merged =
            mergeShardRuns(target, shards, p.isSet(QStringLiteral("allow-partial")));
        QJsonArray runs;
        QStringList lines;
        for (const MergedRun& m : merged) {
            QJsonArray ks;
            QStringList missing;
            for (qint64 k = 1; k <= m.shards; ++k)
                if (m.merged.contains(k))
                    ks.append(k);
                else
                    missing << QString::number(k);
            runs.append(QJsonObject{{QStringLiteral("run"), m.runId},
                                    {QStringLiteral("attack"), m.attack},
                                    {QStringLiteral("shards"), m.shards},
                                    {QStringLiteral("merged"), ks},
                                    {QStringLiteral("sample_count"), m.samples},
                                    {QStringLiteral("complete"), m.complete()}});
            lines << QStringLiteral("run %1 (%2): %3 of %4 shards, %5 samples%6")
                         .arg(m.runId)
                         .arg(m.attack)
                         .arg(m.merged.size())
                         .arg(m.shards)
                         .arg(m.samples)
                         .arg(missing.isEmpty() ? QString()
                                                : QStringLiteral("; missing shard(s) %1")
                                                      .arg(missing.join(QStringLiteral(", "))));
        }
        options.output().result({{QStringLiteral("runs"), runs}}, lines.join(QLatin1Char('\n')));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
