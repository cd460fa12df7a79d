// What the detectors got wrong in issue 49: "PIN", "September" and "Friday" were proper nouns,
// "07700 900123" two numbers, "3pm" nothing and "12 Elm Street" no address. Each case below is a
// span a user sees in the Leaks view and counts in the report.
#include "span_list.h"
#include "test_support.h"

#include <QTest>

#include <optional>

using namespace unembed;
using unembed::test::spanList;

class TestSensitivePatterns : public QObject {
    Q_OBJECT

    std::optional<DetectorSet> detectors_; // Debian's wamerican, as the product runs
    PatternDetector patterns_;

    QStringList found(const QString& text) const {
        return spanList(detectSensitiveTerms(detectors_->detectors(), text));
    }

private Q_SLOTS:
    void initTestCase() { detectors_.emplace(); }

    void monthsWeekdaysAndInitialismsAreNoProperNouns() {
        QCOMPARE(found(QStringLiteral("Priya changed her PIN and ID on Friday in September")),
                 (QStringList{QStringLiteral("given-name:Priya"), QStringLiteral("date:Friday"),
                              QStringLiteral("date:September")}));
        // Not even as the surname after a given name; organisations' initialisms stay names.
        QCOMPARE(found(QStringLiteral("OK Tom, the TV and the GP are UK issues since Sept")),
                 (QStringList{QStringLiteral("given-name:Tom"), QStringLiteral("proper-noun:UK")}));
        QCOMPARE(found(QStringLiteral("Priya OK")),
                 (QStringList{QStringLiteral("given-name:Priya")}));
    }

    void calendarNamesAloneAreDates() {
        QCOMPARE(found(QStringLiteral("see you friday, or on Sundays in june")),
                 (QStringList{QStringLiteral("date:friday"), QStringLiteral("date:Sundays"),
                              QStringLiteral("date:june")}));
        // The verbs, and a month that is a woman's name before her surname, are no dates.
        QCOMPARE(found(QStringLiteral("May I come? you may. March on. we march in March")),
                 (QStringList{QStringLiteral("date:March")}));
        QCOMPARE(found(QStringLiteral("we met June Carter in June")),
                 (QStringList{QStringLiteral("proper-noun:Carter"), QStringLiteral("date:June")}));
        // A weekday opening a date, and a month with its year, are one date.
        QCOMPARE(found(QStringLiteral("on Friday 14 March or Fri, 3 May 2024, not March 2025")),
                 (QStringList{QStringLiteral("date:Friday 14 March"),
                              QStringLiteral("date:Fri, 3 May 2024"),
                              QStringLiteral("date:March 2025")}));
    }

    void phoneNumbersAreOneSpan_data() {
        QTest::addColumn<QString>("number");
        for (const char* number :
             {"07700 900123", "+44 7700 900123", "(555) 123-4567", "555-123-4567", "555.123.4567",
              "020 7946 0958", "0161 496 0000", "07700-900-123", "07700900123", "+447700900123",
              "+44 (0)20 7946 0958", "+33 1 23 45 67 89", "+1 (555) 321-7654", "1-800-555-0199",
              "555-0142"})
            QTest::newRow(number) << QString::fromUtf8(number);
    }

    void phoneNumbersAreOneSpan() {
        QFETCH(QString, number);
        QCOMPARE(spanList(patterns_.detect(QStringLiteral("call %1 today").arg(number))),
                 QStringList{QStringLiteral("phone:") + number});
    }

    void numbersThatAreNoPhones() {
        // Lists of small numbers, dates, amounts, scores and codes keep their own kinds.
        QCOMPARE(spanList(patterns_.detect(
                     QStringLiteral("10 20 30 chairs, 2024-01-31, 31.12.2026, 1,200,000 and 3-1"))),
                 (QStringList{QStringLiteral("number:10"), QStringLiteral("number:20"),
                              QStringLiteral("number:30"), QStringLiteral("date:2024-01-31"),
                              QStringLiteral("date:31.12.2026"), QStringLiteral("number:1,200,000"),
                              QStringLiteral("number:3"), QStringLiteral("number:1")}));
        QCOMPARE(spanList(patterns_.detect(QStringLiteral("card 4111 1111 1111 1111"))).size(), 4);
        // A number before a phone does not hide it, nor one after it.
        QCOMPARE(spanList(patterns_.detect(QStringLiteral("room 12 07700 900123 5 times"))),
                 (QStringList{QStringLiteral("number:12"), QStringLiteral("phone:07700 900123"),
                              QStringLiteral("number:5")}));
    }

    void clockTimes() {
        QCOMPARE(spanList(patterns_.detect(QStringLiteral(
                     "3pm, 3 pm, 3:30pm, 4:45 PM, 15:30, 10 a.m., 9 o'clock, at 7.30 and 05:00"))),
                 (QStringList{QStringLiteral("time:3pm"), QStringLiteral("time:3 pm"),
                              QStringLiteral("time:3:30pm"), QStringLiteral("time:4:45 PM"),
                              QStringLiteral("time:15:30"), QStringLiteral("time:10 a.m."),
                              QStringLiteral("time:9 o'clock"), QStringLiteral("time:7.30"),
                              QStringLiteral("time:05:00")}));
        // No clock: a count, a ratio, a decimal, "am" as a word.
        QCOMPARE(spanList(patterns_.detect(QStringLiteral("3 amazing days, 16:9, 7.30 kg, 25:61"))),
                 (QStringList{QStringLiteral("number:3"), QStringLiteral("number:16"),
                              QStringLiteral("number:9"), QStringLiteral("number:7.30"),
                              QStringLiteral("number:25"), QStringLiteral("number:61")}));
    }

    void numberWordsOnlyInAgesAndAmounts() {
        QCOMPARE(spanList(patterns_.detect(
                     QStringLiteral("third one this week, the two of us, one of these days"))),
                 QStringList());
        QCOMPARE(
            spanList(patterns_.detect(QStringLiteral(
                "she is twenty five years old, paid two hundred pounds and has three kids"))),
            (QStringList{QStringLiteral("number:twenty five"), QStringLiteral("number:two hundred"),
                         QStringLiteral("number:three")}));
        QCOMPARE(spanList(patterns_.detect(QStringLiteral("Forty-two Percent"))),
                 QStringList{QStringLiteral("number:Forty-two")});
    }

    void streetAddresses() {
        // Whole, though "Baker" and "Pennsylvania" are proper nouns on their own.
        QCOMPARE(found(QStringLiteral("from 12 Elm Street to 221B Baker St. and 1600 Pennsylvania "
                                      "Avenue, then 12-14 High Street")),
                 (QStringList{QStringLiteral("address:12 Elm Street"),
                              QStringLiteral("address:221B Baker St."),
                              QStringLiteral("address:1600 Pennsylvania Avenue"),
                              QStringLiteral("address:12-14 High Street")}));
        // No house number, or no street type, or ordinary words: no address.
        QCOMPARE(found(QStringLiteral("we walked 5 miles down the road to Baker Street, 2 Gold "
                                      "Stars")),
                 (QStringList{QStringLiteral("number:5"), QStringLiteral("proper-noun:Baker"),
                              QStringLiteral("number:2")}));
    }
};

QTEST_GUILESS_MAIN(TestSensitivePatterns)
#include "test_sensitive_patterns.moc"
