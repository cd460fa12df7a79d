#include "attacks/attributes/probe_training.h"
#include "error.h"
#include "io/sidecar_texts.h"
#include "verb_options.h"
#include "verbs.h"
#include "victim_options.h"

#include <QJsonArray>

namespace unembed::cli {

namespace {

QString figureText(const std::optional<RankingFigure>& figure) {
    return figure ? QStringLiteral("%1 (%2–%3)")
                        .arg(figure->value, 0, 'f', 3)
                        .arg(figure->low, 0, 'f', 3)
                        .arg(figure->high, 0, 'f', 3)
                  : QStringLiteral("—");
}

} // namespace

int runTrainProbe(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("train probe"),
        QStringLiteral("Train attribute probes (Song & Raghunathan): a logistic regression per "
                       "attribute on the victim's vectors of auxiliary texts, labelled by the "
                       "detectors (one attribute per kind of sensitive span they find, a --terms "
                       "list's as 'mentions a listed term') and a keyword watch list. Every k-th "
                       "text is held out: each probe's ROC AUC and average precision on it, with "
                       "95 % bootstrap intervals and the base rate, say how well the vectors "
                       "alone give the attribute away."));
    QCommandLineParser& p = options.parser();
    addVictimOptions(p, QStringLiteral("The victim."), false);
    p.addOption({QStringLiteral("texts"), QStringLiteral("Auxiliary texts, one per line."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("terms"),
                 QStringLiteral("A term list for the detectors (e.g. health terms)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("keywords"),
                 QStringLiteral("A watch list, one keyword per line: a probe each for 'mentions "
                                "KEYWORD'."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("no-detectors"),
                 QStringLiteral("Only the keywords, no attribute from the detectors.")});
    p.addOption({QStringLiteral("held-out-every"),
                 QStringLiteral("Hold out every K-th text for the figures (default 5)."),
                 QStringLiteral("K"), QStringLiteral("5")});
    p.addOption({QStringLiteral("c"),
                 QStringLiteral("Inverse regularisation strength, as scikit-learn's C (default "
                                "1)."),
                 QStringLiteral("C"), QStringLiteral("1")});
    p.addOption({QStringLiteral("no-class-weights"),
                 QStringLiteral("Weigh every text alike (default: balanced class weights, so a "
                                "rare attribute counts as much as its absence).")});
    p.addOption({QStringLiteral("min-positives"),
                 QStringLiteral("Leave out attributes with fewer training texts with (or "
                                "without) them (default 5)."),
                 QStringLiteral("N"), QStringLiteral("5")});
    p.addOption({QStringLiteral("out"), QStringLiteral("The probe folder to write."),
                 QStringLiteral("DIR")});
    if (auto exit = options.parse(args.mid(1))) return *exit;
    const auto texts = options.required(QStringLiteral("texts"));
    const auto out = options.required(QStringLiteral("out"));
    const auto every = options.integer(QStringLiteral("held-out-every"), 2, 1000);
    const auto c = options.real(QStringLiteral("c"), 0.0, 1e12, true);
    const auto minPositives = options.integer(QStringLiteral("min-positives"), 1, limits::kCount);
    const auto victim = victimOptions(options);
    if (!texts || !out || !every || !c || !minPositives || !victim) return 2;
    if (victim->isEmpty()) {
        options.usage(QStringLiteral("--embedder (the victim) is required"));
        return 2;
    }
    ProbeTrainingRequest request;
    request.victim = *victim;
    request.textsPath = *texts;
    request.termsFile = p.value(QStringLiteral("terms"));
    request.detectorAttributes = !p.isSet(QStringLiteral("no-detectors"));
    request.heldOutEvery = int(*every);
    request.c = *c;
    request.balanced = !p.isSet(QStringLiteral("no-class-weights"));
    request.minPositives = int(*minPositives);
    request.out = *out;
    try {
        if (p.isSet(QStringLiteral("keywords")))
            request.keywords = readSidecarTexts(p.value(QStringLiteral("keywords")));
        const ProbeTrainingResult result =
            trainAttributeProbes(request, &interruptToken(), stderrProgress());
        QJsonArray attributes;
        QString text =
            QStringLiteral("%1: probes on %2 (dimension %3); held out: 1 text in %4; "
                           "detectors %5\n")
                .arg(*out, result.victimName)
                .arg(result.dimension)
                .arg(request.heldOutEvery)
                .arg(result.detectors.isEmpty() ? QStringLiteral("none") : result.detectors);
        for (const ProbeAttributeResult& r : result.attributes) {
            QJsonObject a{
                {QStringLiteral("name"), r.attribute.name},
                {QStringLiteral("train_texts"), r.trainTexts},
                {QStringLiteral("train_positives"), r.trainPositives},
                {QStringLiteral("held_out_texts"), r.heldOutTexts},
                {QStringLiteral("held_out_positives"), r.heldOutPositives},
                {QStringLiteral("auc"), rankingFigureJson(r.auc)},
                {QStringLiteral("average_precision"), rankingFigureJson(r.averagePrecision)}};
            if (!r.skipped.isEmpty()) a.insert(QStringLiteral("skipped"), r.skipped);
            attributes.append(a);
            const double baseRate =
                r.heldOutTexts > 0 ? double(r.heldOutPositives) / double(r.heldOutTexts) : 0.0;
            text +=
                r.skipped.isEmpty()
                    ? QStringLiteral("  %1: AUC %2, average precision %3, base rate %4 "
                                     "(%5 of %6 held-out texts)\n")
                          .arg(r.attribute.name, figureText(r.auc), figureText(r.averagePrecision))
                          .arg(baseRate, 0, 'f', 3)
                          .arg(r.heldOutPositives)
                          .arg(r.heldOutTexts)
                    : QStringLiteral("  %1: left out, %2\n").arg(r.attribute.name, r.skipped);
        }
        options.output().result({{QStringLiteral("out"), *out},
                                 {QStringLiteral("victim"), result.victimName},
                                 {QStringLiteral("attributes"), attributes}},
                                text.trimmed());
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled; no probe was written"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
