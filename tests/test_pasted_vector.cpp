// A vector pasted as a JSON array (io/pasted_vector.h): what json.dumps and numpy's tolist() print
// is read as float32; text that is not such an array, values that are not finite numbers and a
// length other than the victim's are refused with the element and the reason named.
#include "io/pasted_vector.h"
#include "test_support.h"

#include <QTest>

using namespace unembed;
using namespace unembed::test;

class TestPastedVector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsWhatANotebookPrints() {
        const std::vector<float> values =
            parsePastedVector(QStringLiteral("  [0.0125, -3, 1e-3,\n 2.5E2]\n"), 4);
        QCOMPARE(values, (std::vector<float>{0.0125f, -3.0f, 0.001f, 250.0f}));
        QCOMPARE(parsePastedVector(QStringLiteral("[1]")).size(), size_t(1));
    }

    void refusesWhatIsNotOneFiniteVector() {
        expectError([] { parsePastedVector(QStringLiteral("0.1, 0.2")); }, {"vector", "not JSON"});
        expectError([] { parsePastedVector(QStringLiteral("{\"embedding\": [1]}")); },
                    {"not an array"});
        expectError([] { parsePastedVector(QStringLiteral("[]")); }, {"empty"});
        expectError([] { parsePastedVector(QStringLiteral("[1, \"2\"]")); },
                    {"element 2 is not a number", "\"2\""});
        expectError([] { parsePastedVector(QStringLiteral("[1, null]")); },
                    {"element 2 is not a number", "null"});
        expectError([] { parsePastedVector(QStringLiteral("[[1, 2], [3, 4]]")); },
                    {"element 1 is an array", "paste one vector"});
        expectError([] { parsePastedVector(QStringLiteral("[1, NaN]")); }, {"NaN", "not a finite"});
        expectError([] { parsePastedVector(QStringLiteral("[-Infinity, 1]")); },
                    {"Infinity", "not a finite"});
        expectError([] { parsePastedVector(QStringLiteral("[1, 1e39]")); },
                    {"element 2", "32-bit float"});
        expectError([] { parsePastedVector(QStringLiteral("[1, 2, 3]"), 4); },
                    {"has 3 numbers", "have 4"});
    }
};

QTEST_GUILESS_MAIN(TestPastedVector)
#include "test_pasted_vector.moc"
