#include "error.h"
#include "eval/detector_accuracy.h"
#include "eval/detector_recall.h"
#include "io/sidecar_texts.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>

#include <cmath>

namespace unembed::cli {

namespace {

QJsonValue finite(double value) {
    return std::isnan(value) ? QJsonValue() : QJsonValue(value);
}

QString percentText(const NameRecall& recall) {
    return QStringLiteral("%1 of %2 (%3)")
        .arg(recall.found)
        .arg(recall.total)
        .arg(std::isnan(recall.percent()) ? QStringLiteral("none to find")
                                          : QStringLiteral("%1%").arg(recall.percent(), 0, 'f', 1));
}

QString percent(double value) {
    return std::isnan(value) ? QStringLiteral("-") : QString::number(value, 'f', 1);
}

// Precision and recall per kind on a labelled set, as a table and as JSON.
int reportAccuracy(const Output& output, const DetectorAccuracy& accuracy) {
    QStringList text{QStringLiteral("%1 %2 %3 %4 %5 %6")
                         .arg(QStringLiteral("kind"), -12)
                         .arg(QStringLiteral("labelled"), 9)
                         .arg(QStringLiteral("detected"), 9)
                         .arg(QStringLiteral("correct"), 8)
                         .arg(QStringLiteral("precision"), 10)
                         .arg(QStringLiteral("recall"), 7)};
    QJsonObject kinds;
    const auto row = [&](const QString& name, const KindAccuracy& kind) {
        text << QStringLiteral("%1 %2 %3 %4 %5 %6")
                    .arg(name, -12)
                    .arg(kind.labelled, 9)
                    .arg(kind.detected, 9)
                    .arg(kind.correct, 8)
                    .arg(percent(kind.precision()), 10)
                    .arg(percent(kind.recall()), 7);
        return QJsonObject{{QStringLiteral("labelled"), kind.labelled},
                           {QStringLiteral("detected"), kind.detected},
                           {QStringLiteral("correct"), kind.correct},
                           {QStringLiteral("precision"), finite(kind.precision())},
                           {QStringLiteral("recall"), finite(kind.recall())}};
    };
    for (auto it = accuracy.kinds.cbegin(); it != accuracy.kinds.cend(); ++it)
        kinds.insert(it.key(), row(it.key(), it.value()));
    const QJsonObject all = row(QStringLiteral("all"), accuracy.all);
    for (const auto& [title, notes] : {std::pair{QStringLiteral("missed"), &accuracy.missed},
                                       std::pair{QStringLiteral("spurious"), &accuracy.spurious}})
        if (!notes->isEmpty())
            text << title + QStringLiteral(":\n  ") + notes->join(QStringLiteral("\n  "));
    text << QStringLiteral("%1 texts; detectors: %2").arg(accuracy.texts).arg(accuracy.detector);
    output.result({{QStringLiteral("detector"), accuracy.detector},
                   {QStringLiteral("texts"), accuracy.texts},
                   {QStringLiteral("kinds"), kinds},
                   {QStringLiteral("all"), all},
                   {QStringLiteral("missed"), QJsonArray::fromStringList(accuracy.missed)},
                   {QStringLiteral("spurious"), QJsonArray::fromStringList(accuracy.spurious)}},
                  text.join(QLatin1Char('\n')));
    return 0;
}

} // namespace

int runDetect(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("detect"),
        QStringLiteral("Run the sensitive-term detectors that eval uses (a term list first, then "
                       "the name gazetteer with its given names, then the patterns) on texts, one "
                       "per line, and list what they find. With --names, a term list whose "
                       "\"name: \" lines are the people named in the texts, report instead how "
                       "many of those names the detectors find (recall of first, last and whole "
                       "names) and which they miss. With --labelled, a set whose texts mark their "
                       "spans (\"call {phone|07700 900123} on {date|Friday}\"), report the "
                       "detectors' precision and recall per kind, and the spans they miss or find "
                       "wrongly."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("texts"),
                 QStringLiteral("Texts, one per line (required unless --labelled)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("terms"),
                 QStringLiteral("Sensitive-term list, one per line (\"name: \" for people)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("names"),
                 QStringLiteral("The names really in the texts (\"name: \" lines): measure "
                                "recall."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("labelled"),
                 QStringLiteral("Texts with their spans marked {kind|text}, one per line: "
                                "measure precision and recall per kind."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("word-list"),
                 QStringLiteral("The gazetteer's word list (default: Debian's wamerican)."),
                 QStringLiteral("FILE"), ProperNounGazetteer::defaultWordList()});
    if (auto exit = options.parse(args)) return *exit;
    const bool labelled = p.isSet(QStringLiteral("labelled"));
    const auto textsPath =
        labelled ? p.value(QStringLiteral("labelled")) : options.required(QStringLiteral("texts"));
    if (!textsPath) return 2;
    try {
        const DetectorSet detectorSet(p.value(QStringLiteral("terms")),
                                      p.value(QStringLiteral("word-list")));
        const std::vector<const TermDetector*>& detectors = detectorSet.detectors();
        if (labelled)
            return reportAccuracy(options.output(),
                                  detectorAccuracy(readLabelledTexts(*textsPath), detectors));
        const QStringList texts = readSidecarTexts(*textsPath);

        if (p.isSet(QStringLiteral("names"))) {
            const QString namesPath = p.value(QStringLiteral("names"));
            const TermListDetector names = TermListDetector::load(namesPath);
            if (names.nameCount() == 0)
                throw InputError({namesPath, std::nullopt, QStringLiteral("line"),
                                  QStringLiteral("\"name: \" before each person's name"),
                                  QStringLiteral("no such line")},
                                 QStringLiteral("the list names nobody to look for"));
            const DetectorRecall recall = detectorRecall(texts, names, detectors);
            QString text = QStringLiteral("detectors: %1\nfirst names %2\nlast names %3\n"
                                          "whole names %4")
                               .arg(recall.detector, percentText(recall.firstNames),
                                    percentText(recall.lastNames), percentText(recall.wholeNames));
            if (!recall.missed.isEmpty())
                text +=
                    QStringLiteral("\nmissed:\n  ") + recall.missed.join(QStringLiteral("\n  "));
            const auto share = [](const NameRecall& r) {
                return QJsonObject{{QStringLiteral("found"), r.found},
                                   {QStringLiteral("total"), r.total},
                                   {QStringLiteral("percent"), finite(r.percent())}};
            };
            options.output().result(
                {{QStringLiteral("detector"), recall.detector},
                 {QStringLiteral("names"), names.label()},
                 {QStringLiteral("first_names"), share(recall.firstNames)},
                 {QStringLiteral("last_names"), share(recall.lastNames)},
                 {QStringLiteral("whole_names"), share(recall.wholeNames)},
                 {QStringLiteral("missed"), QJsonArray::fromStringList(recall.missed)}},
                text);
            return 0;
        }
        QJsonArray lines;
        QStringList text;
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QJsonArray spans;
            for (const SensitiveSpan& span : detectSensitiveTerms(detectors, texts[i])) {
                spans.append(QJsonObject{{QStringLiteral("start"), span.start},
                                         {QStringLiteral("length"), span.length},
                                         {QStringLiteral("kind"), span.kind},
                                         {QStringLiteral("text"), span.text},
                                         {QStringLiteral("detector"), span.detector}});
                text << QStringLiteral("line %1: %2 \"%3\"").arg(i + 1).arg(span.kind, span.text);
            }
            if (!spans.isEmpty())
                lines.append(QJsonObject{{QStringLiteral("line"), qint64(i + 1)},
                                         {QStringLiteral("spans"), spans}});
        }
        text << QStringLiteral("detectors: %1").arg(detectorLabels(detectors));
        options.output().result({{QStringLiteral("detector"), detectorLabels(detectors)},
                                 {QStringLiteral("lines"), lines}},
                                text.join(QLatin1Char('\n')));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
