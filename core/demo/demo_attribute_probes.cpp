#include "demo/demo_attribute_probes.h"

#include "attacks/attributes/probe_folder.h"
#include "attacks/attributes/probe_training.h"
#include "demo/demo_builder.h"
#include "embedders/victim.h"
#include "io/sidecar_texts.h"

#include <torch/torch.h>

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace unembed::demo {

namespace {

QJsonObject scoreJson(const AttributeScore& score) {
    return {{QStringLiteral("name"), score.attribute.name},
            {QStringLiteral("texts"), score.texts},
            {QStringLiteral("positives"), score.positives},
            {QStringLiteral("auc"), rankingFigureJson(score.auc)},
            {QStringLiteral("average_precision"), rankingFigureJson(score.averagePrecision)}};
}

// The probes' figures on the texts of a file, embedded by the victim.
QJsonArray scoreOnTexts(const AttributeProbeSet& probes, const QString& victimFolder,
                        const QString& textsPath, const CancelToken* cancel) {
    const QStringList texts = readSidecarTexts(textsPath);
    const torch::Tensor vectors = openVictim(VictimSpec(victimFolder))->embed(texts, cancel);
    const DetectorSet detectors(probes.termsFile());
    QJsonArray scores;
    for (const AttributeScore& score : scoreProbes(probes, vectors, texts, detectors.detectors()))
        scores.append(scoreJson(score));
    return scores;
}

} // namespace

QJsonObject DemoBuilder::trainAttributeProbeStage(const QJsonObject& settings) {
    QJsonArray victims;
    for (const QString& name : {QStringLiteral("victim"), QStringLiteral("victim-bert")}) {
        ProbeTrainingRequest request;
        request.victim = VictimSpec(outPath(name));
        request.textsPath = workPath(QStringLiteral("train.txt"));
        request.termsFile = outPath(QStringLiteral("health-terms.txt"));
        request.heldOutEvery = settings.value(QStringLiteral("held_out_every")).toInt();
        request.c = settings.value(QStringLiteral("c")).toDouble();
        request.balanced = settings.value(QStringLiteral("balanced")).toBool();
        request.minPositives = settings.value(QStringLiteral("min_positives")).toInt();
        request.out = outPath(QStringLiteral("probes/") + name);
        say(QStringLiteral("attribute probes on %1").arg(name));
        const ProbeTrainingResult trained = trainAttributeProbes(request, cancel_, log_.progress);
        QJsonArray heldOut;
        for (const ProbeAttributeResult& r : trained.attributes) {
            if (!r.skipped.isEmpty()) continue;
            heldOut.append(QJsonObject{
                {QStringLiteral("name"), r.attribute.name},
                {QStringLiteral("texts"), r.heldOutTexts},
                {QStringLiteral("positives"), r.heldOutPositives},
                {QStringLiteral("auc"), rankingFigureJson(r.auc)},
                {QStringLiteral("average_precision"), rankingFigureJson(r.averagePrecision)}});
        }
        const AttributeProbeSet probes = AttributeProbeSet::load(request.out);
        victims.append(QJsonObject{
            {QStringLiteral("victim"), name},
            {QStringLiteral("held_out"), heldOut},
            {QStringLiteral("test"),
             scoreOnTexts(probes, outPath(name), workPath(QStringLiteral("test.txt")), cancel_)},
            {QStringLiteral("messages"),
             scoreOnTexts(probes, outPath(name), outPath(QStringLiteral("messages.txt")),
                          cancel_)}});
    }
    return {{QStringLiteral("victims"), victims}};
}

namespace {

QString figureCell(const QJsonObject& score) {
    const QJsonObject auc = score.value(QStringLiteral("auc")).toObject();
    if (auc.isEmpty()) return QStringLiteral("—");
    return QStringLiteral("%1 (%2–%3)")
        .arg(auc.value(QStringLiteral("value")).toDouble(), 0, 'f', 2)
        .arg(auc.value(QStringLiteral("low")).toDouble(), 0, 'f', 2)
        .arg(auc.value(QStringLiteral("high")).toDouble(), 0, 'f', 2);
}

QJsonObject byName(const QJsonArray& scores, const QString& name) {
    for (const QJsonValue& value : scores)
        if (value[QStringLiteral("name")].toString() == name) return value.toObject();
    return {};
}

} // namespace

QString attributeProbesSection(const QJsonObject& buildState) {
    const QJsonObject stage = buildState.value(QStringLiteral("attribute-probes")).toObject();
    const QJsonArray victims = stage.value(QStringLiteral("results"))
                                   .toObject()
                                   .value(QStringLiteral("victims"))
                                   .toArray();
    if (victims.isEmpty()) return {};
    const QJsonObject settings = stage.value(QStringLiteral("settings")).toObject();
    QString text =
        QStringLiteral(
            "## Attributes inferable from the vectors\n\n"
            "What a vector gives away without being inverted (Song & Raghunathan, CCS 2020): for "
            "each "
            "attribute the detectors find in the training texts (the health-term list's spans as "
            "\"mentions a listed term\"), a logistic regression on the victim's vectors (balanced "
            "class weights, C = %1) trained on the training texts but 1 in %2, shipped in "
            "`probes/VICTIM/`. ROC AUC (0.5 is chance) with its 95 % bootstrap interval on the "
            "held-out training texts, the evaluated PersonaChat test texts and the demo messages; "
            "the "
            "truth is the detectors', so a figure is as good as they are. Cells: AUC (interval), "
            "texts with the attribute.\n\n")
            .arg(settings.value(QStringLiteral("c")).toDouble())
            .arg(settings.value(QStringLiteral("held_out_every")).toInt());
    double healthTest = std::nan("");
    for (const QJsonValue& value : victims) {
        const QJsonObject victim = value.toObject();
        const QString name = victim.value(QStringLiteral("victim")).toString();
        text += QStringLiteral("**`%1/`**\n\n| Attribute | Held-out training texts | PersonaChat "
                               "test | Demo messages |\n| --- | --- | --- | --- |\n")
                    .arg(name);
        for (const QJsonValue& held : victim.value(QStringLiteral("held_out")).toArray()) {
            const QString attribute = held[QStringLiteral("name")].toString();
            const QJsonObject test =
                byName(victim.value(QStringLiteral("test")).toArray(), attribute);
            const QJsonObject messages =
                byName(victim.value(QStringLiteral("messages")).toArray(), attribute);
            const auto cell = [](const QJsonObject& score) {
                const QLocale english(QLocale::English);
                return QStringLiteral("%1, %2 of %3")
                    .arg(figureCell(score),
                         english.toString(score.value(QStringLiteral("positives")).toInteger()),
                         english.toString(score.value(QStringLiteral("texts")).toInteger()));
            };
            text += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                        .arg(attribute, cell(held.toObject()), cell(test), cell(messages));
            if (name == QLatin1String("victim") &&
                attribute == QLatin1String("mentions a listed term"))
                healthTest = test.value(QStringLiteral("auc"))
                                 .toObject()
                                 .value(QStringLiteral("value"))
                                 .toDouble(std::nan(""));
        }
        text += QLatin1Char('\n');
    }
    text += QStringLiteral("Bar: on the held-out PersonaChat test texts a probe tells which "
                           "mention a health term with AUC at least 0.80: %1 (%2, the first "
                           "victim). What the attacks reconstructed of the same demo messages is "
                           "counted in the next section.\n\n")
                .arg(std::isnan(healthTest) ? QStringLiteral("**not measured**")
                     : healthTest >= 0.8    ? QStringLiteral("**met**")
                                            : QStringLiteral("**missed**"),
                     QString::number(healthTest, 'f', 3));
    return text;
}

} // namespace unembed::demo
