#include "cleanup_spaces.h"

#include <utility>

namespace unembed {

QString cleanUpTokenizationSpaces(QString text, SpaceCleanup rules) {
    static const std::pair<const char*, const char*> kRules[] = {
        {" .", "."},     {" ?", "?"},   {" !", "!"},   {" ,", ","},     {" ' ", "'"},
        {" n't", "n't"}, {" 'm", "'m"}, {" 's", "'s"}, {" 've", "'ve"}, {" 're", "'re"}};
    for (const auto& [from, to] : kRules) {
        // The tokenizers crate applies " do not" between " 'm" and " 's".
        if (rules == SpaceCleanup::WordPieceDecoder && QLatin1String(from) == QLatin1String(" 's"))
            text.replace(QLatin1String(" do not"), QLatin1String(" don't"));
        text.replace(QLatin1String(from), QLatin1String(to));
    }
    return text;
}

} // namespace unembed
