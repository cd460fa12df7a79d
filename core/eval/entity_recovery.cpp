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
    for (const SensitiveSpan& span : spans)
        count(entities_, containsTerm(prediction, span.text));
    for (size_t first = 0; first < spans.size();) {
        size_t last = first;
        while (last + 1 < spans.size() && spans[last].kind == QLatin1String("proper-noun") &&
               spans[last + 1].kind == QLatin1String("proper-noun") &&
               spans[last + 1].start == spans[last].start + spans[last].length + 1 &&
               reference.at(spans[last].start + spans[last].length) == QLatin1Char(' '))
            ++last;
        if (last > first) {
            const int end = spans[last].start + spans[last].length;
            count(fullNames_, containsTerm(prediction, reference.mid(spans[first].start,
                                                                     end - spans[first].start)));
            count(firstNames_, containsTerm(prediction, spans[first].text));
            count(lastNames_, containsTerm(prediction, spans[last].text));
        }
        first = last + 1;
    }
}

bool containsTerm(const QString& text, const QString& term) {
    return wholeWordPattern(term).match(text).hasMatch();
}

} // namespace unembed
