#include "detector_accuracy.h"

#include "error.h"
#include "io/sidecar_texts.h"

#include <algorithm>
#include <cmath>

namespace unembed {

namespace {

double share(qint64 part, qint64 whole) {
    return whole == 0 ? std::nan("") : 100.0 * double(part) / double(whole);
}

LabelledText parseLabelled(const QString& path, qint64 line, const QString& marked) {
    const auto refuse = [&](const QString& found) {
        throw InputError({path, line, QStringLiteral("span"),
                          QStringLiteral("{kind|text} around each labelled span"), found},
                         QStringLiteral("a labelled span is written wrongly"));
    };
    LabelledText labelled;
    labelled.line = line;
    qsizetype at = 0;
    while (at < marked.size()) {
        const qsizetype open = marked.indexOf(QLatin1Char('{'), at);
        const qsizetype stray = marked.indexOf(QLatin1Char('}'), at);
        if (stray >= 0 && (open < 0 || stray < open)) refuse(marked.mid(at, stray - at + 1));
        if (open < 0) {
            labelled.text += marked.mid(at);
            break;
        }
        labelled.text += marked.mid(at, open - at);
        const qsizetype close = marked.indexOf(QLatin1Char('}'), open);
        const qsizetype bar = marked.indexOf(QLatin1Char('|'), open);
        const qsizetype nested = marked.indexOf(QLatin1Char('{'), open + 1);
        if (close < 0 || bar < 0 || bar > close || (nested >= 0 && nested < close))
            refuse(marked.mid(open, close < 0 ? -1 : close - open + 1));
        const QString kind = marked.mid(open + 1, bar - open - 1).trimmed();
        const QString text = marked.mid(bar + 1, close - bar - 1);
        if (kind.isEmpty() || text.isEmpty()) refuse(marked.mid(open, close - open + 1));
        labelled.spans.push_back(
            {int(labelled.text.size()), int(text.size()), kind, text, QStringLiteral("labelled")});
        labelled.text += text;
        at = close + 1;
    }
    return labelled;
}

QString spanNote(const LabelledText& labelled, const SensitiveSpan& span) {
    return QStringLiteral("line %1: %2 \"%3\"").arg(labelled.line).arg(span.kind, span.text);
}

} // namespace

std::vector<LabelledText> readLabelledTexts(const QString& path) {
    const QStringList lines = readSidecarTexts(path);
    std::vector<LabelledText> set;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i];
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        set.push_back(parseLabelled(path, i + 1, line));
    }
    if (set.empty())
        throw InputError({path,
                          std::nullopt,
                          {},
                          QStringLiteral("one labelled text a line"),
                          QStringLiteral("none")},
                         QStringLiteral("the labelled set holds no texts"));
    return set;
}

double KindAccuracy::precision() const {
    return share(correct, detected);
}

double KindAccuracy::recall() const {
    return share(correct, labelled);
}

DetectorAccuracy detectorAccuracy(const std::vector<LabelledText>& set,
                                  const std::vector<const TermDetector*>& detectors) {
    DetectorAccuracy accuracy;
    accuracy.detector = detectorLabels(detectors);
    accuracy.texts = qint64(set.size());
    const auto same = [](const SensitiveSpan& a, const SensitiveSpan& b) {
        return a.kind == b.kind && a.start == b.start && a.length == b.length;
    };
    for (const LabelledText& labelled : set) {
        const std::vector<SensitiveSpan> found = detectSensitiveTerms(detectors, labelled.text);
        for (const SensitiveSpan& span : found) {
            KindAccuracy& kind = accuracy.kinds[span.kind];
            ++kind.detected;
            const bool right = std::any_of(labelled.spans.begin(), labelled.spans.end(),
                                           [&](const SensitiveSpan& l) { return same(l, span); });
            if (right)
                ++kind.correct;
            else
                accuracy.spurious << spanNote(labelled, span);
        }
        for (const SensitiveSpan& span : labelled.spans) {
            ++accuracy.kinds[span.kind].labelled;
            if (std::none_of(found.begin(), found.end(),
                             [&](const SensitiveSpan& f) { return same(f, span); }))
                accuracy.missed << spanNote(labelled, span);
        }
    }
    for (const KindAccuracy& kind : accuracy.kinds) {
        accuracy.all.correct += kind.correct;
        accuracy.all.detected += kind.detected;
        accuracy.all.labelled += kind.labelled;
    }
    return accuracy;
}

} // namespace unembed
