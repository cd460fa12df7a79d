// PatternDetector (sensitive_terms.h): the regular expressions and the checks behind them.
#include "sensitive_terms.h"

#include "text/detector_rules.h"

namespace unembed {

namespace {

// The lengths of the digit runs of a phone-number candidate, a country code's "(0)" left out.
std::vector<int> digitRuns(QStringView candidate) {
    std::vector<int> runs;
    for (qsizetype i = 0; i < candidate.size(); ++i) {
        if (!candidate.at(i).isDigit()) continue;
        qsizetype end = i;
        while (end < candidate.size() && candidate.at(end).isDigit())
            ++end;
        const bool trunkZero = end - i == 1 && candidate.at(i) == QLatin1Char('0') && i > 0 &&
                               candidate.at(i - 1) == QLatin1Char('(') &&
                               candidate.startsWith(QLatin1Char('+'));
        if (!trunkZero) runs.push_back(int(end - i));
        i = end;
    }
    return runs;
}

// Whether `candidate` (digit runs split by single spaces, dashes or dots, perhaps "+CC" or a
// bracketed area code before them) is written as a phone number: international ("+44 7700
// 900123", 8 to 15 digits), national with a trunk 0 ("07700 900123", "020 7946 0958", 10 to 12
// digits), or North American ("(555) 123-4567", "555.123.4567", "1-800-555-0199", "5551234567",
// or a local "555-0142"). Groups of one digit are only a country's area or mobile prefix
// ("+33 1 23 45 67 89"), so lists of small numbers, dates, card and sort codes are no phones.
bool writtenAsPhone(QStringView candidate) {
    const std::vector<int> runs = digitRuns(candidate);
    if (runs.empty()) return false;
    int digits = 0;
    for (int run : runs)
        digits += run;
    const auto shortRunsFrom = [&](size_t first) {
        return std::any_of(runs.begin() + qsizetype(std::min(first, runs.size())), runs.end(),
                           [](int run) { return run < 2; });
    };
    if (candidate.startsWith(QLatin1Char('+')))
        return digits >= 8 && digits <= 15 && runs.size() <= 6 && !shortRunsFrom(2);
    const QChar firstDigit =
        *std::find_if(candidate.begin(), candidate.end(), [](QChar c) { return c.isDigit(); });
    if (firstDigit == QLatin1Char('0'))
        return digits >= 10 && digits <= 12 && runs.size() <= 5 && !shortRunsFrom(0);
    const std::vector<int> northAmerican{3, 3, 4};
    if (runs == northAmerican) return true;
    if (candidate.contains(QLatin1Char('('))) return false;
    if (runs == std::vector<int>{1, 3, 3, 4}) return firstDigit == QLatin1Char('1');
    if (runs == std::vector<int>{10}) return firstDigit != QLatin1Char('1');
    // A local number: "555-0142", not "rooms 101 2020".
    return runs == std::vector<int>{3, 4} && !candidate.contains(QLatin1Char(' '));
}

// Phone numbers: in each run of digit groups, the longest stretch written as a phone, tried from
// each group that follows a space ("room 12 07700 900123" holds one).
void addPhones(std::vector<SensitiveSpan>& spans, const QString& text, const QString& detector) {
    static const QRegularExpression groups(
        QStringLiteral("(?<![\\w+.,/-])(?:\\+\\d{1,3}(?:[ .-]?\\(0\\))?[ .-]?)?(?:\\(\\d{1,5}\\)[ "
                       ".-]?)?\\d+(?:[ .-]\\d+)*(?!\\w)"));
    static const QRegularExpression groupEnd(QStringLiteral("\\d(?=\\D|$)"));
    auto it = groups.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString found = m.captured();
        std::vector<int> starts{0}, ends;
        for (qsizetype i = 1; i < found.size(); ++i)
            if (found.at(i - 1) == QLatin1Char(' ') && found.at(i).isDigit()) starts.push_back(i);
        auto ending = groupEnd.globalMatch(found);
        while (ending.hasNext())
            ends.push_back(int(ending.next().capturedEnd()));
        for (size_t s = 0; s < starts.size(); ++s) {
            const auto end = std::find_if(ends.rbegin(), ends.rend(), [&](int e) {
                return e > starts[s] &&
                       writtenAsPhone(QStringView(found).mid(starts[s], e - starts[s]));
            });
            if (end == ends.rend()) continue;
            const int start = int(m.capturedStart()) + starts[s];
            addUnlessOverlapping(spans, {start, *end - starts[s], QStringLiteral("phone"),
                                         found.mid(starts[s], *end - starts[s]), detector});
            while (s + 1 < starts.size() && starts[s + 1] < *end)
                ++s;
        }
    }
}

// A month's or a weekday's name standing alone ("in September", "on friday"): capitalised, or
// in lower case where no ordinary word is spelt so (not "may", "march", "august"). "May" and
// "March" opening a sentence are the verbs, and "April", "May", "June" or "August" before a
// capitalised word a woman's name ("June Carter").
void addCalendarNames(std::vector<SensitiveSpan>& spans, const QString& text,
                      const QString& detector) {
    static const QRegularExpression name(
        QStringLiteral("\\b(?:(?i:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|"
                       "January|February|March|April|May|June|July|August|September|October|"
                       "November|December|january|february|april|june|july|september|october|"
                       "november|december)\\b"));
    static const QRegularExpression verbs(QStringLiteral("^(?:May|March)$"));
    static const QRegularExpression givenNames(QStringLiteral("^(?:April|May|June|August)$"));
    static const QRegularExpression capitalisedNext(QStringLiteral("^ \\p{Lu}\\p{Ll}"),
                                                    QRegularExpression::UseUnicodePropertiesOption);
    auto it = name.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const int start = int(m.capturedStart());
        if (verbs.match(m.captured()).hasMatch() && atSentenceStart(text, start)) continue;
        if (givenNames.match(m.captured()).hasMatch() &&
            capitalisedNext.match(QStringView(text).mid(m.capturedEnd(), 3)).hasMatch())
            continue;
        addUnlessOverlapping(spans, {start, int(m.capturedLength()), QStringLiteral("date"),
                                     m.captured(), detector});
    }
}

} // namespace

std::vector<SensitiveSpan> PatternDetector::detect(const QString& text) const {
    static const QString& month = monthPattern();
    static const QRegularExpression email(
        QStringLiteral("[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}"));
    // A house number ("12", "221B", "12-14"), one to three capitalised words or ordinals and a
    // street type; an abbreviated type may keep its full stop.
    static const QRegularExpression address(
        QStringLiteral("(?<![\\w.,/-])\\d{1,5}[A-Za-z]?(?:-\\d{1,5}[A-Za-z]?)? "
                       "(?:(?:\\p{Lu}[\\p{L}'’]*|\\d{1,3}(?:st|nd|rd|th)) ){1,3}"
                       "(?:(?:Street|Road|Avenue|Lane|Drive|Boulevard|Court|Place|Way|Close|"
                       "Terrace|Crescent|Grove|Gardens|Square|Mews|Row|Parade|Parkway|Highway)"
                       "(?!\\w)|(?:St|Rd|Ave|Ln|Dr|Blvd|Ct|Pl|Cres|Sq|Pkwy|Hwy)\\b\\.?)"),
        QRegularExpression::UseUnicodePropertiesOption);
    // A weekday may open a date: "Friday 14 March", "Fri, 3 May 2024", "Sunday the 2nd of June".
    static const QRegularExpression date(
        QStringLiteral("\\b(?:%1,? (?:the )?)?(?:\\d{4}-\\d{1,2}-\\d{1,2}|"
                       "\\d{1,2}([/.])\\d{1,2}\\1\\d{2,4}|"
                       "%2\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|"
                       "\\d{1,2}(?:st|nd|rd|th)? (?:of )?%2(?:,? \\d{4})?|"
                       "%2,? \\d{4})\\b")
            .arg(weekdayPattern(), month));
    // "3pm", "3:30 p.m.", "15:30", "9 o'clock", and "7.30" after "at" (British writing).
    static const QRegularExpression time(
        QStringLiteral("(?i)(?<![\\w.:])(?:(?:[01]?\\d|2[0-3])[:.][0-5]\\d ?(?:[ap]m|[ap]\\.m\\.?)|"
                       "(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?|"
                       "(?:1[0-2]|0?[1-9]) ?(?:[ap]m|[ap]\\.m\\.?)|"
                       "(?:1[0-2]|0?[1-9]) o['’]clock|"
                       "(?<=\\bat )(?:[01]?\\d|2[0-3])\\.[0-5]\\d)(?!\\w|[.:]\\d)"));
    static const QRegularExpression year(
        QStringLiteral("(?<![\\w.])(?:1[89]\\d\\d|20\\d\\d)s?\\b"));
    // Figures always; number words only in an age, an amount or a count of people ("twenty five
    // years old", "two hundred pounds", "three kids"): on their own ("third one this week", "the
    // two of us") they give nothing away.
    static const QString numberWord = QStringLiteral(
        "(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
        "fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|"
        "seventy|eighty|ninety|hundred|thousand|million|billion)");
    static const QRegularExpression number(
        QStringLiteral("(?i)(?<![\\w.])\\d+(?:[.,]\\d+)*(?:st|nd|rd|th)?(?!\\w)|"
                       "\\b%1(?:(?: and |[ -])%1)*(?= (?:years?|months?|weeks?|pounds|quid|"
                       "dollars|bucks|euros|grand|percent|per cent|kids|children|sons|daughters|"
                       "brothers|sisters|grandchildren)\\b)")
            .arg(numberWord));
    std::vector<SensitiveSpan> spans;
    addMatches(spans, email, QStringLiteral("email"), text, label());
    addPhones(spans, text, label());
    addMatches(spans, address, QStringLiteral("address"), text, label());
    addMatches(spans, date, QStringLiteral("date"), text, label());
    addCalendarNames(spans, text, label());
    addMatches(spans, time, QStringLiteral("time"), text, label());
    addMatches(spans, year, QStringLiteral("year"), text, label());
    addMatches(spans, number, QStringLiteral("number"), text, label());
    sortByStart(spans);
    return spans;
}

} // namespace unembed
