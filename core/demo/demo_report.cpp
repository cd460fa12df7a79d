#include "demo_report.h"

#include "demo/demo_attribute_probes.h"
#include "demo/demo_threat_models.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace unembed {

namespace {

QJsonObject results(const QJsonObject& state, const QString& stage) {
    return state.value(stage).toObject().value(QStringLiteral("results")).toObject();
}

// One of a stage's settings.
QJsonValue setting(const QJsonObject& state, const QString& stage, const QString& name) {
    return state.value(stage).toObject().value(QStringLiteral("settings")).toObject().value(name);
}

// The first evaluation a stage recorded (its first run), or an empty object.
QJsonObject firstEvaluation(const QJsonObject& state, const QString& stage) {
    const QJsonArray evaluations =
        results(state, stage).value(QStringLiteral("evaluations")).toArray();
    return evaluations.isEmpty() ? QJsonObject() : evaluations.first().toObject();
}

double metric(const QJsonObject& evaluation, const QString& name) {
    return evaluation.value(QStringLiteral("metrics"))
        .toObject()
        .value(name)
        .toDouble(std::nan(""));
}

QString number(double value, int decimals = 1) {
    return std::isnan(value) ? QStringLiteral("—") : QString::number(value, 'f', decimals);
}

QString passed(bool ok) {
    return ok ? QStringLiteral("**met**") : QStringLiteral("**missed**");
}

// A bar's verdict on a figure the build may lack (NaN: its stage did not run).
QString verdict(double figure, bool ok) {
    return std::isnan(figure) ? QStringLiteral("**not measured**") : passed(ok);
}

// The BLEU of an evaluation's last correction round (NaN without rounds).
double lastRoundBleu(const QJsonObject& evaluation) {
    const QJsonArray rounds = evaluation.value(QStringLiteral("rounds")).toArray();
    return rounds.isEmpty()
               ? std::nan("")
               : rounds.last().toObject().value(QStringLiteral("bleu")).toDouble(std::nan(""));
}

QString stagesSection(const QJsonObject& state) {
    QString text = QStringLiteral("## How it was built\n\n| Stage | Minutes | Ran on | Results |\n"
                                  "| --- | ---: | --- | --- |\n");
    double total = 0;
    for (auto it = state.begin(); it != state.end(); ++it) {
        const QJsonObject record = it.value().toObject();
        const double seconds = record.value(QStringLiteral("seconds")).toDouble();
        total += seconds;
        QJsonObject shown = record.value(QStringLiteral("results")).toObject();
        for (const char* bulky : {"samples", "evaluations", "sweep", "points", "runs"})
            shown.remove(QLatin1String(bulky));
        // Stages recorded before the build noted what ran them say so.
        const QString device = record.value(QStringLiteral("device")).toString();
        text += QStringLiteral("| %1 | %2 | %3 | `%4` |\n")
                    .arg(it.key(), number(seconds / 60.0),
                         device.isEmpty() ? QStringLiteral("not recorded") : device,
                         QString::fromUtf8(QJsonDocument(shown).toJson(QJsonDocument::Compact)));
    }
    text += QStringLiteral("\nIn all %1 minutes. Each stage's settings are in "
                           "`build-state.json` beside this report.\n\n")
                .arg(number(total / 60.0));
    return text;
}

// What the victim's pairs were, as its stage's settings name them: "persona facts" (a turn and a
// persona line it expresses), "replies" (a turn and the next), "identity" (a text and itself).
QString victimPairKinds(const QJsonObject& state) {
    QStringList kinds;
    for (const QJsonValue& kind :
         setting(state, QStringLiteral("victim"), QStringLiteral("pairs")).toArray())
        kinds << kind.toString();
    return kinds.isEmpty() ? QStringLiteral("replies") : kinds.join(QStringLiteral(", "));
}

// The victim's figures from the victim-check stage, with the two bars the demo sets for it.
QString victimSection(const QJsonObject& state) {
    const QJsonObject v = results(state, QStringLiteral("victim-check"));
    if (v.isEmpty()) return {};
    auto figure = [&](const char* name, int decimals) {
        return number(v.value(QLatin1String(name)).toDouble(std::nan("")), decimals);
    };
    return QStringLiteral(
               "## The victim\n\n"
               "Measured on the shipped (fp16) victim. Spread: over the %1 distinct evaluated "
               "test utterances, the mean cosine of two different texts is %2 and the uniformity "
               "(Wang & Isola: log of the mean of exp(-2 ||u - v||^2) over those pairs; lower is "
               "more uniform) is %3; the alignment of a turn with the persona line it expresses "
               "(mean ||u - v||^2, unit vectors) is %4.\n\n"
               "| Retrieval on the test dialogues | Queries | Documents | NDCG@10 | Recall@10 |\n"
               "| --- | ---: | ---: | ---: | ---: |\n"
               "| Persona facts: a turn retrieves the persona lines it expresses | %5 | %6 | %7 "
               "| %8 |\n"
               "| Replies: turns 1, 3, 5, ... retrieve the turn after them | %9 | %10 | %11 | "
               "%12 |\n\n"
               "A turn expresses a persona line of its dialogue when they share at least two "
               "content words (NLTK stop words left out) covering at least half of the line's "
               "content words; PersonaChat aligns no turn to a persona line, so this lexical rule "
               "is the demo's own.\n\n")
        .arg(v.value(QStringLiteral("texts")).toInt())
        .arg(figure("mean_pair_cosine", 3), figure("uniformity", 3), figure("alignment", 3))
        .arg(v.value(QStringLiteral("persona_queries")).toInt())
        .arg(v.value(QStringLiteral("persona_documents")).toInt())
        .arg(figure("persona_ndcg@10", 3), figure("persona_recall@10", 3))
        .arg(v.value(QStringLiteral("reply_queries")).toInt())
        .arg(v.value(QStringLiteral("reply_documents")).toInt())
        .arg(figure("reply_ndcg@10", 3), figure("reply_recall@10", 3));
}

// What this build tried for the Vec2Text bars: how its corrector was trained, from the settings.
QString correctorTraining(const QJsonObject& state) {
    const QString corrector = QStringLiteral("vec2text-corrector");
    if (!state.value(corrector).toObject().contains(QStringLiteral("settings"))) return {};
    const QJsonObject trainer = setting(state, corrector, QStringLiteral("trainer")).toObject();
    const QJsonObject inverter =
        setting(state, QStringLiteral("vec2text-inversion"), QStringLiteral("trainer")).toObject();
    const QJsonObject model =
        setting(state, QStringLiteral("vec2text-inversion"), QStringLiteral("model")).toObject();
    QString text = QStringLiteral("this build tried a T5 of %1 + %2 layers (d_model %3) trained %4 "
                                  "epochs as the base inverter on %5 texts; ")
                       .arg(model.value(QStringLiteral("num_layers")).toInt())
                       .arg(model.value(QStringLiteral("num_decoder_layers")).toInt())
                       .arg(model.value(QStringLiteral("d_model")).toInt())
                       .arg(inverter.value(QStringLiteral("epochs")).toInt())
                       .arg(results(state, QStringLiteral("corpus"))
                                .value(QStringLiteral("train_texts"))
                                .toInt());
    text +=
        setting(state, corrector, QStringLiteral("init")).toString() == QLatin1String("inverter")
            ? QStringLiteral("the correctors start from its weights and train ")
            : QStringLiteral("the correctors train ");
    text += QStringLiteral("%1 epochs (batch %2, peak learning rate %3) on ")
                .arg(trainer.value(QStringLiteral("epochs")).toInt())
                .arg(trainer.value(QStringLiteral("batch_size")).toInt())
                .arg(trainer.value(QStringLiteral("lr")).toDouble());
    return text + QStringLiteral("the base inverter's hypotheses of its training texts.");
}

// Bar 4 from the noise sweep's points: met with every lambda that clears it, or missed with the
// margin on both sides: the strongest noise that keeps 90 % of NDCG@10 and the weakest that
// halves BLEU.
QString noiseBar(const QJsonArray& points) {
    const auto figure = [](const QJsonObject& point, const char* name) {
        return point.value(QLatin1String(name)).toDouble(std::nan(""));
    };
    double cleanNdcg = std::nan(""), cleanBleu = std::nan("");
    for (const QJsonValue& p : points) {
        const QJsonObject o = p.toObject();
        if (figure(o, "lambda") == 0.0) {
            cleanNdcg = figure(o, "ndcg@10");
            cleanBleu = figure(o, "bleu");
        }
    }
    if (std::isnan(cleanNdcg) || std::isnan(cleanBleu))
        return verdict(std::nan(""), false) +
               QStringLiteral(" (no clean λ = 0 point in the sweep)");
    // One decimal, so that a share just under the bar (89.7 %) does not read as meeting it.
    const auto share = [](double part, double whole) {
        return QString::number(100.0 * part / whole, 'f', 1) + QStringLiteral(" %");
    };
    QStringList found;
    QString keeps, halves;
    double keepsLambda = -1, halvesLambda = std::numeric_limits<double>::infinity();
    int noised = 0;
    for (const QJsonValue& p : points) {
        const QJsonObject o = p.toObject();
        const double lambda = figure(o, "lambda");
        const double ndcg = figure(o, "ndcg@10");
        const double bleu = figure(o, "bleu");
        if (!(lambda > 0)) continue;
        ++noised;
        const bool keepsNdcg = ndcg >= 0.9 * cleanNdcg, halvesBleu = bleu <= 0.5 * cleanBleu;
        const QString point =
            QStringLiteral("λ = %1 (NDCG@10 %2 of %3, %4; BLEU %5 of %6, %7)")
                .arg(lambda)
                .arg(number(ndcg, 3), number(cleanNdcg, 3), share(ndcg, cleanNdcg), number(bleu),
                     number(cleanBleu), share(bleu, cleanBleu));
        if (keepsNdcg && halvesBleu) found << point;
        if (keepsNdcg && lambda > keepsLambda) {
            keepsLambda = lambda;
            keeps = point;
        }
        if (halvesBleu && lambda < halvesLambda) {
            halvesLambda = lambda;
            halves = point;
        }
    }
    if (noised == 0)
        return verdict(std::nan(""), false) + QStringLiteral(" (no noise in the sweep)");
    if (!found.isEmpty())
        return passed(true) + QStringLiteral(": ") + found.join(QStringLiteral("; "));
    return passed(false) + QStringLiteral(": ") +
           (keeps.isEmpty()
                ? QStringLiteral("no λ in the sweep keeps 90 % of NDCG@10")
                : QStringLiteral("the strongest noise that keeps 90 % of NDCG@10 is ") + keeps) +
           QStringLiteral("; ") +
           (halves.isEmpty() ? QStringLiteral("no λ in the sweep halves BLEU")
                             : QStringLiteral("the weakest that halves BLEU is ") + halves);
}

QString barsSection(const QJsonObject& state) {
    QString text = QStringLiteral("## Bars\n\n");
    // 0. A victim that spreads texts and retrieves (the demo issue's first bar).
    const QJsonObject victim = results(state, QStringLiteral("victim-check"));
    const double pairCosine =
        victim.value(QStringLiteral("mean_pair_cosine")).toDouble(std::nan(""));
    const double personaNdcg =
        victim.value(QStringLiteral("persona_ndcg@10")).toDouble(std::nan(""));
    text += QStringLiteral("0. The victim: unrelated texts at mean cosine at most 0.5: %1 (%2); "
                           "persona-fact retrieval NDCG@10 at least 0.3: %3 (%4).\n")
                .arg(verdict(pairCosine, pairCosine <= 0.5), number(pairCosine, 3),
                     verdict(personaNdcg, personaNdcg >= 0.3), number(personaNdcg, 3));
    // 1. Token micro F1 ordering GEIA > MSP > MLC (GEIA Table 1).
    const double geia =
        metric(firstEvaluation(state, QStringLiteral("evaluate-geia")), QStringLiteral("token_f1"));
    const double msp =
        metric(firstEvaluation(state, QStringLiteral("evaluate-msp")), QStringLiteral("token_f1"));
    const double mlc =
        metric(firstEvaluation(state, QStringLiteral("evaluate-mlc")), QStringLiteral("token_f1"));
    text += QStringLiteral("1. Token micro F1 ordering GEIA > MSP > MLC: %1 (GEIA beam %2, MSP "
                           "%3, MLC %4; margins %5 and %6 points).\n")
                .arg(verdict(geia + msp + mlc, geia > msp && msp > mlc), number(geia), number(msp),
                     number(mlc), number(geia - msp), number(msp - mlc));
    // 2. Vec2Text 20 steps + sbeam 4 against its own base model (round 0).
    const QJsonObject sbeam = firstEvaluation(state, QStringLiteral("evaluate-vec2text-sbeam"));
    const QJsonArray rounds = sbeam.value(QStringLiteral("rounds")).toArray();
    // Round 0 is the base inverter's hypothesis; without it there is nothing to compare to.
    const QJsonObject round0 = rounds.isEmpty() ? QJsonObject() : rounds.first().toObject();
    const double base = round0.value(QStringLiteral("round")).toInt(-1) == 0
                            ? round0.value(QStringLiteral("bleu")).toDouble()
                            : std::nan("");
    const double final = metric(sbeam, QStringLiteral("bleu"));
    int rises = 0, falls = 0;
    double gain = 0;
    for (qsizetype r = 1; r < rounds.size(); ++r) {
        const double step =
            rounds[r].toObject().value(QStringLiteral("target_cosine")).toDouble() -
            rounds[r - 1].toObject().value(QStringLiteral("target_cosine")).toDouble();
        gain += step;
        (step >= 0 ? rises : falls) += 1;
    }
    const double meanGain = rounds.size() > 1 ? gain / double(rounds.size() - 1) : 0.0;
    const bool bar2Met = final - base >= 15.0;
    text += QStringLiteral("2. Vec2Text 20 steps + sbeam 4 at least 15 BLEU above its base model: "
                           "%1 (base %2, after correction %3: %4 points). Its mean recorded "
                           "cosine rises round over round on average: %5 (mean change %6 per "
                           "round; %7 rounds up, %8 down).\n")
                .arg(verdict(final - base, bar2Met), number(base), number(final),
                     number(final - base), passed(meanGain > 0), number(meanGain, 4))
                .arg(rises)
                .arg(falls);
    // 3. Vec2Text Fig. 3: with feedback against the ablation without it, after the last round.
    const double withFeedback =
        lastRoundBleu(firstEvaluation(state, QStringLiteral("evaluate-vec2text")));
    const double withoutFeedback =
        lastRoundBleu(firstEvaluation(state, QStringLiteral("evaluate-vec2text-nofeedback")));
    const double feedbackGain = withFeedback - withoutFeedback;
    const bool bar3Met = feedbackGain >= 5.0;
    text += QStringLiteral("3. Vec2Text with feedback at least 5 BLEU above without feedback after "
                           "%1 steps: %2 (%3 with, %4 without: %5 points).\n")
                .arg(setting(state, QStringLiteral("evaluate-vec2text-nofeedback"),
                             QStringLiteral("steps"))
                         .toInt())
                .arg(verdict(feedbackGain, bar3Met), number(withFeedback), number(withoutFeedback),
                     number(feedbackGain));
    text += QStringLiteral("4. A noise scale keeps at least 90 % of clean NDCG@10 while Vec2Text "
                           "BLEU loses at least half: %1.\n")
                .arg(noiseBar(results(state, QStringLiteral("sweep-noise"))
                                  .value(QStringLiteral("points"))
                                  .toArray()));
    // Missed, not unmeasured: a bar whose stage did not run says so above.
    QStringList missed;
    if (!std::isnan(final - base) && !bar2Met) missed << QStringLiteral("2");
    if (!std::isnan(feedbackGain) && !bar3Met) missed << QStringLiteral("3");
    const QString training = correctorTraining(state);
    if (!missed.isEmpty() && !training.isEmpty())
        text += QStringLiteral("\nFor %1 %2: %3\n")
                    .arg(missed.size() > 1 ? QStringLiteral("bars") : QStringLiteral("bar"),
                         missed.join(QStringLiteral(" and ")), training);
    text += QStringLiteral("\nWhat earlier builds and trials tried for the missed bars, with their "
                           "figures, is in the source tree's docs/demo.md, section \"What was "
                           "tried for the missed bars\".\n");
    return text + QLatin1Char('\n');
}

QString sweepSection(const QJsonObject& state) {
    QString text =
        QStringLiteral("## MLC precision and recall by threshold (GEIA Fig. 3)\n\n"
                       "| Threshold | Precision | Recall | F1 |\n| ---: | ---: | ---: | ---: |\n");
    for (const QJsonValue& p :
         results(state, QStringLiteral("sweep-pr")).value(QStringLiteral("sweep")).toArray()) {
        const QJsonObject o = p.toObject();
        text += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                    .arg(number(o.value(QStringLiteral("threshold")).toDouble(), 2),
                         number(o.value(QStringLiteral("token_precision")).toDouble()),
                         number(o.value(QStringLiteral("token_recall")).toDouble()),
                         number(o.value(QStringLiteral("token_f1")).toDouble()));
    }
    const QJsonObject mlc = results(state, QStringLiteral("mlc"));
    text += QStringLiteral("\nThe MLC runs use the threshold chosen on the dev texts during "
                           "training: %1 (dev token micro F1 %2).\n\n")
                .arg(number(mlc.value(QStringLiteral("threshold")).toDouble(), 2),
                     number(mlc.value(QStringLiteral("threshold_token_f1")).toDouble()));
    text += QStringLiteral("## Noise defence (Vec2Text §6)\n\n"
                           "| λ | NDCG@10 | Cosine | BLEU | tf1 | Exact (%) |\n"
                           "| ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (const QJsonValue& p :
         results(state, QStringLiteral("sweep-noise")).value(QStringLiteral("points")).toArray()) {
        const QJsonObject o = p.toObject();
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                    .arg(o.value(QStringLiteral("lambda")).toDouble())
                    .arg(number(o.value(QStringLiteral("ndcg@10")).toDouble(), 3),
                         number(o.value(QStringLiteral("cosine")).toDouble(), 3),
                         number(o.value(QStringLiteral("bleu")).toDouble()),
                         number(o.value(QStringLiteral("tf1")).toDouble()),
                         number(o.value(QStringLiteral("exact_match")).toDouble()));
    }
    const QJsonObject noise = state.value(QStringLiteral("sweep-noise"))
                                  .toObject()
                                  .value(QStringLiteral("settings"))
                                  .toObject();
    text +=
        QStringLiteral("\nRetrieval: the persona-fact task of the victim's section (exact cosine "
                       "search, queries and documents noised). "
                       "Reconstruction: the first %1 documents, %2 greedy correction steps.\n\n")
            .arg(noise.value(QStringLiteral("documents")).toInt())
            .arg(noise.value(QStringLiteral("steps")).toInt());
    text += QStringLiteral("## Defences compared at equal utility\n\n"
                           "| Defence | Strength | NDCG@10 | Cosine | BLEU | tf1 | Exact (%) |\n"
                           "| --- | --- | ---: | ---: | ---: | ---: | ---: |\n");
    for (const QJsonValue& p : results(state, QStringLiteral("sweep-defences"))
                                   .value(QStringLiteral("points"))
                                   .toArray()) {
        const QJsonObject o = p.toObject();
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                    .arg(o.value(QStringLiteral("defence")).toString(),
                         o.value(QStringLiteral("label")).toString(),
                         number(o.value(QStringLiteral("ndcg@10")).toDouble(), 3),
                         number(o.value(QStringLiteral("cosine")).toDouble(), 3),
                         number(o.value(QStringLiteral("bleu")).toDouble()),
                         number(o.value(QStringLiteral("tf1")).toDouble()),
                         number(o.value(QStringLiteral("exact_match")).toDouble()));
    }
    text += QStringLiteral(
        "\nSame retrieval set, documents and steps as the noise sweep. Each defence is applied "
        "to queries, documents and the attacker's re-embeddings; against the secret rotation the "
        "attacker re-embeds with the public victim and rotates the targets back by the rotation "
        "it estimates (orthogonal Procrustes) from that many leaked (text, vector) pairs, taken "
        "from the documents after the inverted ones. The case's curve \"Defences compared\" "
        "draws these points, NDCG@10 against BLEU.\n\n");
    return text;
}

// Vec2Text Fig. 3: the corrector against its ablation trained without the hypothesis's
// embedding, both decoded greedily for the same steps on the same test set.
QString feedbackSection(const QJsonObject& state) {
    const QJsonObject withRun = firstEvaluation(state, QStringLiteral("evaluate-vec2text"));
    const QJsonObject withoutRun =
        firstEvaluation(state, QStringLiteral("evaluate-vec2text-nofeedback"));
    const QJsonArray with = withRun.value(QStringLiteral("rounds")).toArray();
    const QJsonArray without = withoutRun.value(QStringLiteral("rounds")).toArray();
    if (with.isEmpty() || without.isEmpty()) return {};
    auto figure = [](const QJsonArray& rounds, qsizetype round, const char* name) {
        return round < rounds.size()
                   ? number(rounds[round].toObject().value(QLatin1String(name)).toDouble())
                   : QStringLiteral("—");
    };
    QString text =
        QStringLiteral(
            "## Vec2Text with and without feedback (Vec2Text Fig. 3)\n\n"
            "Both correctors are trained alike; the second sees the target embedding where the "
            "first sees its hypothesis's (`unembed-cli train vec2text-corrector --no-feedback`); "
            "its model is in the pack (`corrector-nofeedback`). "
            "Greedy correction, %1 steps, on the evaluated test set; a round after every text had "
            "stopped (a round without cosine gain ends a text's correction) reads —. After the "
            "last round BLEU is %2 with feedback and %3 without (%4 points); the paper, on its "
            "GTR victim, has exact match 52.0 % with and 4.2 % without after 50 steps. The "
            "curve is stored in `demo.unembed` (`sweep rounds`).\n\n"
            "| Round | BLEU with | BLEU without | Exact with (%) | Exact without (%) |\n"
            "| ---: | ---: | ---: | ---: | ---: |\n")
            .arg(setting(state, QStringLiteral("evaluate-vec2text-nofeedback"),
                         QStringLiteral("steps"))
                     .toInt())
            .arg(number(lastRoundBleu(withRun)), number(lastRoundBleu(withoutRun)),
                 number(lastRoundBleu(withRun) - lastRoundBleu(withoutRun)));
    for (qsizetype r = 0; r < std::max(with.size(), without.size()); ++r)
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                    .arg(r)
                    .arg(figure(with, r, "bleu"), figure(without, r, "bleu"),
                         figure(with, r, "exact_match"), figure(without, r, "exact_match"));
    return text + QLatin1Char('\n');
}

// The greedy Vec2Text evaluation on the test set beside the same on training texts: how much of
// the base model's skill and the corrector's gain holds on texts the models never saw.
QString trainingTextsSection(const QJsonObject& state) {
    const QJsonObject test = firstEvaluation(state, QStringLiteral("evaluate-vec2text"));
    const QJsonObject training =
        firstEvaluation(state, QStringLiteral("evaluate-vec2text-training"));
    const QJsonArray testRounds = test.value(QStringLiteral("rounds")).toArray();
    const QJsonArray trainingRounds = training.value(QStringLiteral("rounds")).toArray();
    if (testRounds.isEmpty() || trainingRounds.isEmpty()) return {};
    auto row = [](const QString& texts, const QJsonObject& evaluation, const QJsonArray& rounds) {
        const QJsonObject first = rounds.first().toObject();
        const QJsonObject last = rounds.last().toObject();
        const double base = first.value(QStringLiteral("bleu")).toDouble();
        const double final = metric(evaluation, QStringLiteral("bleu"));
        return QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
            .arg(texts)
            .arg(evaluation.value(QStringLiteral("samples")).toInt())
            .arg(number(first.value(QStringLiteral("target_cosine")).toDouble(), 3),
                 number(last.value(QStringLiteral("target_cosine")).toDouble(), 3), number(base),
                 number(final), number(final - base),
                 number(metric(evaluation, QStringLiteral("exact_match"))));
    };
    const QJsonObject sample = results(state, QStringLiteral("training-sample"));
    return QStringLiteral(
               "## Training texts and unseen ones\n\n"
               "The same greedy correction (%1 steps) on %2 of the %3 training texts (1 in "
               "%4) and on the test set. Where the base model and the corrector do better on "
               "the training texts, and the corrections gain more there, the models have learned "
               "those texts more than they have learned to invert and to correct: the gain that "
               "carries to unseen texts is the test set's.\n\n"
               "| Texts | n | Cosine round 0 | Cosine after | BLEU round 0 | BLEU after | "
               "Gain | Exact after (%) |\n"
               "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
               .arg(setting(state, QStringLiteral("evaluate-vec2text-training"),
                            QStringLiteral("steps"))
                        .toInt())
               .arg(sample.value(QStringLiteral("rows")).toInt())
               .arg(results(state, QStringLiteral("corpus"))
                        .value(QStringLiteral("train_texts"))
                        .toInt())
               .arg(sample.value(QStringLiteral("every")).toInt()) +
           row(QStringLiteral("Training texts"), training, trainingRounds) +
           row(QStringLiteral("Test set"), test, testRounds) + QLatin1Char('\n');
}

} // namespace

QString demoReportMarkdown(const DemoReportInput& input) {
    const QJsonObject corpus = results(input.buildState, QStringLiteral("corpus"));
    const QJsonObject noise = results(input.buildState, QStringLiteral("sweep-noise"));
    QString text =
        QStringLiteral(
            "# Unembed demo pack: evaluation report\n\n"
            "Written by the demo build on %1 on %2. Every figure below was computed by that build "
            "and is stored in `demo.unembed` (the evaluation's runs, without the corpus's texts); "
            "none is typed in. To rebuild the pack and this report:\n\n```\n%3\n```\n\n")
            .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate), input.machine,
                 input.command);
    text += QStringLiteral(
                "## Data\n\nTraining: PersonaChat dev and Synthetic-Persona-Chat valid, %1 "
                "distinct texts (persona lines included); the victim trained on %2 text pairs "
                "(%7); every 50th dialogue held out as dev (%3 texts). Evaluation: %4 (the GEIA "
                "paper's "
                "PersonaChat test split). Retrieval set of the noise defence: the test dialogues' "
                "turns that express a persona line, %5 queries over %6 distinct persona lines.\n\n")
                .arg(corpus.value(QStringLiteral("train_texts")).toInt())
                .arg(results(input.buildState, QStringLiteral("victim"))
                         .value(QStringLiteral("training_pairs"))
                         .toInt())
                .arg(corpus.value(QStringLiteral("dev_texts")).toInt())
                .arg(input.datasetName)
                .arg(noise.value(QStringLiteral("retrieval_queries")).toInt())
                .arg(noise.value(QStringLiteral("retrieval_documents")).toInt())
                .arg(victimPairKinds(input.buildState));
    text += victimSection(input.buildState);
    text += barsSection(input.buildState);
    text += demo::threatModelsSection(input.buildState);
    text += demo::attributeProbesSection(input.buildState);
    text += input.leaks;
    text += QStringLiteral("## Tables\n\n");
    for (const ReportTable& table : input.tables)
        text += tableMarkdown(table) + QLatin1Char('\n');
    text += feedbackSection(input.buildState);
    text += trainingTextsSection(input.buildState);
    text += sweepSection(input.buildState);
    text += stagesSection(input.buildState);
    return text;
}

} // namespace unembed
