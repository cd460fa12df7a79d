// The detectors' spans as a suite compares them: "kind:text" in text order. Header-only.
#pragma once

#include "text/sensitive_terms.h"

namespace unembed::test {

inline QStringList spanList(const std::vector<SensitiveSpan>& spans) {
    QStringList out;
    for (const SensitiveSpan& span : spans)
        out << span.kind + QLatin1Char(':') + span.text;
    return out;
}

} // namespace unembed::test
