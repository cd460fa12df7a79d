// The CLI reference (docs/cli.md, docs/cli/VERB.md) against the program: a page per verb whose
// summary is the verb's line in `unembed-cli --help` and which documents every option the verb's
// --help prints; and the manual pages made from them (packaging/md2man.cpp): each page converts,
// and what a manual page cannot show is refused naming the file and line.
#include "cli_process.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using unembed::test::CliResult;
using unembed::test::runCli;

QString docsFolder() {
    return QDir::cleanPath(QStringLiteral(UNEMBED_FIXTURES "/../../docs"));
}

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

// `unembed-cli --help`'s verbs and their summaries.
QList<QPair<QString, QString>> verbs() {
    const CliResult help = runCli({QStringLiteral("--help")});
    static const QRegularExpression line(QStringLiteral(R"(^  ([a-z][a-z-]*)  +(.+)$)"),
                                         QRegularExpression::MultilineOption);
    QList<QPair<QString, QString>> found;
    const QString out = QString::fromUtf8(help.out);
    const QString text = out.mid(out.indexOf(QLatin1String("Verbs:")));
    for (auto it = line.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        found.append({match.captured(1), match.captured(2).trimmed()});
    }
    return found;
}

// The options a help text lists (-x, --long), the help's own included.
QStringList optionsOf(const QString& help) {
    static const QRegularExpression option(QStringLiteral(R"(^  +(?:-[A-Za-z], )?(--[a-z0-9-]+))"),
                                           QRegularExpression::MultilineOption);
    QStringList found;
    for (auto it = option.globalMatch(help); it.hasNext();)
        found << it.next().captured(1);
    found.removeDuplicates();
    return found;
}

struct Converted {
    int exitCode = -1;
    QString page;
    QString errors;
};

Converted md2man(const QString& markdown, const QString& name) {
    QTemporaryDir out;
    const QString target = out.filePath(name + QStringLiteral(".1"));
    QProcess process;
    process.start(QStringLiteral(UNEMBED_MD2MAN),
                  {QStringLiteral("--name"), name, QStringLiteral("--version"),
                   QStringLiteral("9.9"), QStringLiteral("--date"), QStringLiteral("2026-12-08"),
                   markdown, target});
    if (!process.waitForFinished(60000)) return {};
    return {process.exitCode(), readText(target),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestCliDocs : public QObject {
    Q_OBJECT

private slots:
    void everyVerbHasItsPage() {
        const auto all = verbs();
        QVERIFY(all.size() >= 20);
        for (const auto& [verb, summary] : all) {
            const QString page = readText(docsFolder() + QStringLiteral("/cli/%1.md").arg(verb));
            QVERIFY2(!page.isEmpty(), qPrintable(QStringLiteral("docs/cli/%1.md").arg(verb)));
            const QStringList lines = page.split(QLatin1Char('\n'));
            QCOMPARE(lines.value(0), QStringLiteral("# unembed-cli ") + verb);
            QCOMPARE(lines.value(2), summary);
            for (const char* section : {"## Synopsis", "## Description", "## Options",
                                        "## Examples", "## Exit codes", "## See also"})
                QVERIFY2(lines.contains(QLatin1String(section)),
                         qPrintable(QStringLiteral("docs/cli/%1.md: %2").arg(verb, section)));
            QVERIFY2(readText(docsFolder() + QStringLiteral("/cli.md"))
                         .contains(QStringLiteral("(cli/%1.md)").arg(verb)),
                     qPrintable(QStringLiteral("docs/cli.md does not list %1").arg(verb)));
        }
    }

    // Each verb's --help, and the help of a kind it names (`train probe --help`).
    void everyOptionIsDocumented() {
        QStringList missing;
        static const QRegularExpression kindHelp(QStringLiteral(R"(`([a-z]+) ([a-z]+) --help`)"));
        for (const auto& verb : verbs()) {
            QList<QStringList> helps{{verb.first}};
            const CliResult help = runCli({verb.first, QStringLiteral("--help")});
            QCOMPARE(help.exitCode, 0);
            for (auto it = kindHelp.globalMatch(QString::fromUtf8(help.out)); it.hasNext();) {
                const auto match = it.next();
                if (match.captured(1) == verb.first) helps.append({verb.first, match.captured(2)});
            }
            const QString page =
                readText(docsFolder() + QStringLiteral("/cli/%1.md").arg(verb.first));
            for (const QStringList& words : helps) {
                const CliResult text = runCli(words + QStringList{QStringLiteral("--help")});
                QCOMPARE(text.exitCode, 0);
                for (const QString& option : optionsOf(QString::fromUtf8(text.out)))
                    if (!page.contains(QStringLiteral("- `") + option) &&
                        !page.contains(QStringLiteral(", `") + option))
                        missing << words.join(QLatin1Char(' ')) + QLatin1Char(' ') + option;
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in docs/cli/: ") +
                                               missing.join(QStringLiteral(", "))));
    }

    void everyPageBecomesAManualPage() {
        QStringList pages{docsFolder() + QStringLiteral("/cli.md")};
        for (const QString& name : QDir(docsFolder() + QStringLiteral("/cli"))
                                       .entryList({QStringLiteral("*.md")}, QDir::Files))
            pages << docsFolder() + QStringLiteral("/cli/") + name;
        QVERIFY(pages.size() > 20);
        for (const QString& path : pages) {
            const Converted man = md2man(path, QStringLiteral("unembed-cli-page"));
            QVERIFY2(man.exitCode == 0, qPrintable(man.errors));
            QVERIFY(man.page.startsWith(QLatin1String(".TH UNEMBED\\-CLI\\-PAGE 1 2026-12-08 ")));
            QVERIFY(man.page.contains(QLatin1String("\n.SH NAME\nunembed\\-cli\\-page \\- ")));
        }
        // A verb page's options become tagged paragraphs with the option in bold.
        const Converted invert = md2man(docsFolder() + QStringLiteral("/cli/invert.md"),
                                        QStringLiteral("unembed-cli-invert"));
        QVERIFY(invert.page.contains(QLatin1String("\n.SH SYNOPSIS\n")));
        QVERIFY(invert.page.contains(QLatin1String("\n.SH OPTIONS\n")));
        QVERIFY(invert.page.contains(QLatin1String("\n.TP\n\\fB\\-\\-case")));
        QVERIFY(invert.page.contains(QLatin1String("\n.nf\n$ unembed\\-cli invert ")));
    }

    void whatAManualPageCannotShowIsRefused() {
        const QList<QPair<QString, QString>> cases{
            {QStringLiteral("| a | b |\n|---|---|"), QStringLiteral(":5: a table")},
            {QStringLiteral("1. first\n2. second"), QStringLiteral(":5: a numbered list")},
            {QStringLiteral("- item\n  - nested"), QStringLiteral(":6: a nested list")},
            {QStringLiteral("```bash\nls\n```"), QStringLiteral(":5: a fence takes no language")},
            {QStringLiteral("```\nls"), QStringLiteral(":5: the ``` fence is not closed")},
            {QStringLiteral("some `code"), QStringLiteral(":5: unbalanced")}};
        QTemporaryDir dir;
        for (const auto& [body, error] : cases) {
            const QString path = dir.filePath(QStringLiteral("page.md"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QStringLiteral("# unembed-cli x\n\nsummary\n\n%1\n").arg(body).toUtf8());
            file.close();
            const Converted man = md2man(path, QStringLiteral("unembed-cli-x"));
            QCOMPARE(man.exitCode, 1);
            QVERIFY2(man.errors.contains(path + error), qPrintable(man.errors));
        }
        // A page that starts without its title and summary.
        const QString path = dir.filePath(QStringLiteral("untitled.md"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Some text\n");
        file.close();
        QVERIFY(md2man(path, QStringLiteral("x"))
                    .errors.contains(path + QStringLiteral(":1: the page must start")));
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "test_cli_docs.moc"
