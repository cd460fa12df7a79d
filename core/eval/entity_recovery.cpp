#include "entity_recovery.h"

#include <cmath>

namespace unembed {

namespace {

void count(EntityRecovery::Share& share, bool recovered) {
    ++share.found;
    if (recovered) ++share.recovered;
}

} // namespace

double EntityRecovery::Share::percent() const {
    return found == 0 ? std::nan("") : 100.0 * double(recovered) / double(found);
}

void EntityRecovery::add(const QString& reference, const std::vector<SensitiveSpan>& spans,
                         const QString& prediction) {
    const auto detected = [](const SensitiveSpan& span) {
        return span.kind == QLatin1String("proper-noun") ||
               span.kind == QLatin1String("given-name");
    };
    const auto fullName = [&](const QStringList& words, const QString& whole) {
        count(fullNames_, containsTerm(prediction, whole));
        count(firstNames_, containsTerm(prediction, words.first()));
        count(lastNames_, containsTerm(prediction, words.last()));
    };
    for (const SensitiveSpan& span : spans)
        count(entities_, containsTerm(prediction, span.text));
    for (size_t first = 0; first < spans.size();) {
        const SensitiveSpan& span = spans[first];
        if (span.kind == QLatin1String("name")) {
            // The user's list says this is a person: its words are the name's parts.
            const QStringList words = span.text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (words.size() >= 2)
                fullName(words, span.text);
            else
                count(firstNames_, containsTerm(prediction, span.text));
            ++first;
            continue;
        }
        size_t last = first;
        while (last + 1 < spans.size() && detected(spans[last]) && detected(spans[last + 1]) &&
               spans[last + 1].start == spans[last].start + spans[last].length + 1 &&
               reference.at(spans[last].start + spans[last].length) == QLatin1Char(' '))
            ++last;
        if (last > first) {
            const int end = spans[last].start + spans[last].length;
            fullName({spans[first].text, spans[last].text},
                     reference.mid(spans[first].start, end - spans[first].start));
        } else if (span.kind == QLatin1String("given-name")) {
            count(firstNames_, containsTerm(prediction, span.text));
        }
        first = last + 1;
    }
}

bool containsTerm(const QString& text, const QString& term) {
    return wholeWordPattern(term).match(text).hasMatch();
}

} // namespace unembed
