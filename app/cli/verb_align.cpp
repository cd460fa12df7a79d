#include "attacks/alignment/alignment_fitting.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"
#include "victim_options.h"

#include <QFileInfo>

#include <QJsonObject>

namespace unembed::cli {

namespace {

QString fitText(const QString& what, const AlignmentFit& fit) {
    return QStringLiteral("\n  %1 (%2 pairs): cosine mean %3, quartiles %4 / %5 / %6")
        .arg(what)
        .arg(fit.pairs)
        .arg(fit.mean, 0, 'f', 4)
        .arg(fit.lowerQuartile, 0, 'f', 4)
        .arg(fit.median, 0, 'f', 4)
        .arg(fit.upperQuartile, 0, 'f', 4);
}

} // namespace

int runAlign(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("align"),
        QStringLiteral("Fit a map from a victim's embedding space into an attack embedder's from "
                       "leaked (text, victim vector) pairs (ALGEN's alignment), so that attackers "
                       "trained for the attack embedder invert the victim's vectors: every "
                       "attack takes the map with --align MAP."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("pairs"),
                 QStringLiteral("The leaked pairs: any file `import` reads whose rows have their "
                                "texts (JSONL with text and embedding, .npy with a texts file)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("texts"),
                 QStringLiteral("The pairs' texts, one per line, when the pairs file holds none."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("dev-pairs"),
                 QStringLiteral("Held-out pairs to measure the map on (not fitted on)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("dev-texts"),
                 QStringLiteral("The held-out pairs' texts, when their file holds none."),
                 QStringLiteral("FILE")});
    addVictimOptions(p,
                     QStringLiteral("The attack embedder, whose attackers will decode the mapped "
                                    "vectors."),
                     false);
    p.addOption({QStringLiteral("attack-embedder"),
                 QStringLiteral("The same as --embedder: the attack embedder's folder or URL."),
                 QStringLiteral("DIR|URL")});
    p.addOption({QStringLiteral("method"),
                 QStringLiteral("lstsq (default: least squares, minimum norm), ridge or "
                                "procrustes (orthogonal)."),
                 QStringLiteral("METHOD"), QStringLiteral("lstsq")});
    p.addOption({QStringLiteral("ridge"),
                 QStringLiteral("The ridge penalty lambda (default 1; --method ridge)."),
                 QStringLiteral("L"), QStringLiteral("1")});
    p.addOption({QStringLiteral("victim-name"),
                 QStringLiteral("The victim's name in the map's record (default: the pairs "
                                "file's name)."),
                 QStringLiteral("NAME")});
    p.addOption(
        {QStringLiteral("out"), QStringLiteral("The map's folder."), QStringLiteral("MAP")});
    if (auto exit = options.parse(args)) return *exit;
    if (p.isSet(QStringLiteral("attack-embedder")) && p.isSet(QStringLiteral("embedder"))) {
        options.usage(
            QStringLiteral("give the attack embedder once, with --attack-embedder or --embedder"));
        return 2;
    }
    const auto pairs = options.required(QStringLiteral("pairs"));
    const auto out = options.required(QStringLiteral("out"));
    const auto method = parseAlignmentMethod(p.value(QStringLiteral("method")));
    if (!method) options.usage(QStringLiteral("--method must be lstsq, ridge or procrustes"));
    const auto ridge = options.real(QStringLiteral("ridge"), 0.0, 1e12, true);
    auto victim = victimOptions(options);
    if (!pairs || !out || !method || !ridge || !victim) return 2;
    if (p.isSet(QStringLiteral("attack-embedder")))
        victim->location = p.value(QStringLiteral("attack-embedder"));
    if (victim->isEmpty()) {
        options.usage(QStringLiteral("--attack-embedder is required (the embedder whose attackers "
                                     "will decode the mapped vectors)"));
        return 2;
    }
    AlignmentRequest request;
    request.pairsPath = *pairs;
    request.pairsTexts = p.value(QStringLiteral("texts"));
    request.devPairsPath = p.value(QStringLiteral("dev-pairs"));
    request.devPairsTexts = p.value(QStringLiteral("dev-texts"));
    request.victimName = p.value(QStringLiteral("victim-name"));
    request.attackEmbedder = *victim;
    request.method = *method;
    request.ridge = *ridge;
    try {
        const AlignmentMapInfo info =
            alignFromPairs(request, *out, &interruptToken(), stderrProgress());
        // `out`, absolute, as every verb prints what it wrote; `map` as given, as before.
        QJsonObject printed{{QStringLiteral("out"), QFileInfo(*out).absoluteFilePath()},
                            {QStringLiteral("map"), *out},
                            {QStringLiteral("method"), alignmentMethodName(info.method)},
                            {QStringLiteral("pairs"), info.pairs},
                            {QStringLiteral("victim_dim"), info.source.dim},
                            {QStringLiteral("attack_embedder"), info.target.name},
                            {QStringLiteral("attack_dim"), info.target.dim},
                            {QStringLiteral("threat_model"), info.threatModel()}};
        QString text = QStringLiteral("%1: %2 map from dimension %3 into %4 (%5), %6")
                           .arg(*out, alignmentMethodName(info.method))
                           .arg(info.source.dim)
                           .arg(info.target.dim)
                           .arg(info.target.name, info.threatModel());
        if (info.training) {
            printed.insert(QStringLiteral("fit"), alignmentFitJson(*info.training));
            text += fitText(QStringLiteral("on the pairs"), *info.training);
        }
        if (info.heldOut) {
            printed.insert(QStringLiteral("held_out"), alignmentFitJson(*info.heldOut));
            text += fitText(QStringLiteral("held out"), *info.heldOut);
        }
        options.output().result(printed, text);
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled; no map was written"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
