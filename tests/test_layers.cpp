// The layers of ../shared/docs/architecture.md, checked on the sources: an include in core/ only
// points to its own layer or a lower one (io, runtime → text, tokenizers, nn, store, training →
// embedders → attacks, serve → eval → demo, report). That core/ has no widgets and ui/ no libtorch
// needs no test: neither target is given the other's headers.
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QtTest>

namespace {

// The project's root: the fixtures are tests/fixtures.
QString sourceRoot() {
    return QDir::cleanPath(QStringLiteral(UNEMBED_FIXTURES "/../.."));
}

// Each core folder's layer; an include may go to the same layer or below.
const QHash<QString, int>& layers() {
    static const QHash<QString, int> layer{
        {QStringLiteral("io"), 0},       {QStringLiteral("runtime"), 0},
        {QStringLiteral("text"), 1},     {QStringLiteral("tokenizers"), 1},
        {QStringLiteral("nn"), 1},       {QStringLiteral("store"), 1},
        {QStringLiteral("training"), 1}, {QStringLiteral("embedders"), 2},
        {QStringLiteral("attacks"), 3},  {QStringLiteral("serve"), 3},
        {QStringLiteral("eval"), 4},     {QStringLiteral("demo"), 5},
        {QStringLiteral("report"), 5}};
    return layer;
}

struct Include {
    QString file; // relative to the root
    int line = 0;
    QString header;
};

// Every `#include "…"` and `#include <…>` of the sources under `folder`.
std::vector<Include> includesUnder(const QString& folder) {
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]"));
    std::vector<Include> found;
    const QDir root(sourceRoot());
    QDirIterator it(root.filePath(folder), {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const auto match = include.match(QString::fromUtf8(file.readLine()));
            if (match.hasMatch())
                found.push_back({root.relativeFilePath(path), line, match.captured(1)});
        }
    }
    return found;
}

// "core/attacks/x.cpp:8 includes eval/y.h (layer 3 to 4)" for each include pointing up.
QStringList upwardIncludes() {
    QStringList wrong;
    for (const Include& include : includesUnder(QStringLiteral("core"))) {
        const QString to = include.header.section(QLatin1Char('/'), 0, 0);
        if (!layers().contains(to) || !include.header.contains(QLatin1Char('/'))) continue;
        // Files directly in core/ (error.h) are at the ground.
        const bool inFolder = include.file.count(QLatin1Char('/')) > 1;
        const QString from = include.file.section(QLatin1Char('/'), 1, 1);
        if (inFolder && !layers().contains(from)) {
            wrong << QStringLiteral("%1: folder %2 has no layer").arg(include.file, from);
            continue;
        }
        const int fromLayer = inFolder ? layers().value(from) : 0;
        if (layers().value(to) > fromLayer)
            wrong << QStringLiteral("%1:%2 includes %3 (layer %4 to %5)")
                         .arg(include.file)
                         .arg(include.line)
                         .arg(include.header)
                         .arg(fromLayer)
                         .arg(layers().value(to));
    }
    return wrong;
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT

private slots:
    void everyCoreFolderHasALayer() {
        const QStringList folders = QDir(sourceRoot() + QStringLiteral("/core"))
                                        .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(folders.size() >= layers().size());
        for (const QString& folder : folders)
            QVERIFY2(layers().contains(folder), qPrintable(QStringLiteral("core/%1").arg(folder)));
    }

    void coreIncludesPointDown() {
        const QStringList wrong = upwardIncludes();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "test_layers.moc"
