// Writes a manual page (man(7) roff) from a page of the CLI reference (docs/cli.md, docs/cli/*.md),
// so that the two cannot drift. The pages keep to a small part of Markdown, and anything else is
// refused naming the file and line, so the build fails rather than print a mangled page:
//   "# Title" (first line only), then a paragraph that becomes the NAME line's summary;
//   "## Section" and "### Subsection"; paragraphs with `code`, **bold**, *italic*, [text](target);
//   "- " items (a continuation line indented by two spaces); "- `--option ARG`: text" becomes an
//   option entry; blocks indented by four spaces and ``` fences, printed as they are.
//   md2man --name NAME --version VERSION --date YYYY-MM-DD INPUT.md OUTPUT.1
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTextStream>

#include <cstdio>

namespace {

struct PageError {
    QString message;
};

// Text as roff reads it: backslashes and hyphens escaped, a leading dot or quote made literal.
QString escaped(QString text) {
    text.replace(QLatin1Char('\\'), QLatin1String("\\e"));
    text.replace(QLatin1Char('-'), QLatin1String("\\-"));
    return text;
}

QString lineStart(const QString& line) {
    return line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\''))
               ? QLatin1String("\\&") + line
               : line;
}

// Inline Markdown to roff fonts; `where` names the line for errors.
QString inlineText(const QString& text, const QString& where) {
    static const QRegularExpression token(
        QStringLiteral(R"(`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|\[([^\]]+)\]\(([^)\s]+)\))"));
    QString out;
    qsizetype at = 0;
    auto it = token.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        out += escaped(text.mid(at, match.capturedStart() - at));
        if (match.capturedLength(1))
            out += QLatin1String("\\fB") + escaped(match.captured(1)) + QLatin1String("\\fR");
        else if (match.capturedLength(2))
            out += QLatin1String("\\fB") + escaped(match.captured(2)) + QLatin1String("\\fR");
        else if (match.capturedLength(3))
            out += QLatin1String("\\fI") + escaped(match.captured(3)) + QLatin1String("\\fR");
        else
            out += inlineText(match.captured(4), where);
        at = match.capturedEnd();
    }
    const QString rest = text.mid(at);
    if (rest.contains(QLatin1Char('`')) || rest.contains(QLatin1String("**")))
        throw PageError{where + QStringLiteral(": unbalanced ` or ** in \"%1\"").arg(text)};
    out += escaped(rest);
    return out;
}

class Converter {
public:
    Converter(QString path, QString name) : path_(std::move(path)), name_(std::move(name)) {}

    QString convert(const QStringList& lines, const QString& version, const QString& date) {
        if (lines.isEmpty() || !lines.first().startsWith(QLatin1String("# ")))
            throw PageError{where(1) + QStringLiteral(": the page must start with \"# Title\"")};
        qsizetype i = 1;
        while (i < lines.size() && lines[i].trimmed().isEmpty())
            ++i;
        QStringList summary;
        for (; i < lines.size() && !lines[i].trimmed().isEmpty(); ++i) {
            if (lines[i].startsWith(QLatin1Char('#')))
                throw PageError{where(i + 1) +
                                QStringLiteral(": a one-line summary must follow the title")};
            summary << lines[i].trimmed();
        }
        if (summary.isEmpty())
            throw PageError{where(i + 1) +
                            QStringLiteral(": a one-line summary must follow the title")};
        out_ << QStringLiteral(".TH %1 1 %2 \"Unembed %3\" \"Unembed Manual\"")
                    .arg(escaped(name_.toUpper()), date, version)
             << QStringLiteral(".SH NAME")
             << QStringLiteral("%1 \\- %2")
                    .arg(escaped(name_), inlineText(summary.join(QLatin1Char(' ')), where(2)));
        for (; i < lines.size(); ++i)
            i = block(lines, i);
        return out_.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }

private:
    QString where(qsizetype line) const { return QStringLiteral("%1:%2").arg(path_).arg(line); }

    void refuse(const QString& line, qsizetype number) const {
        static const QRegularExpression numbered(QStringLiteral(R"(^\d+[.)]\s)"));
        const QString trimmed = line.trimmed();
        QString what;
        if (trimmed.startsWith(QLatin1Char('|')))
            what = QStringLiteral("a table");
        else if (trimmed.startsWith(QLatin1Char('>')))
            what = QStringLiteral("a block quote");
        else if (trimmed.startsWith(QLatin1Char('<')))
            what = QStringLiteral("HTML");
        else if (trimmed.startsWith(QLatin1String("![")))
            what = QStringLiteral("an image");
        else if (numbered.match(trimmed).hasMatch())
            what = QStringLiteral("a numbered list");
        else if (line.startsWith(QLatin1String("####")))
            what = QStringLiteral("a fourth-level heading");
        else if (line.startsWith(QLatin1String("# ")))
            what = QStringLiteral("a second title");
        else if (line.startsWith(QLatin1Char(' ')) && trimmed.startsWith(QLatin1String("- ")))
            what = QStringLiteral("a nested list");
        if (!what.isEmpty())
            throw PageError{where(number) +
                            QStringLiteral(": %1 cannot be written as a manual page").arg(what)};
    }

    // Converts the block starting at lines[i]; returns the index of its last line.
    qsizetype block(const QStringList& lines, qsizetype i) {
        const QString& line = lines[i];
        if (line.trimmed().isEmpty()) return i;
        refuse(line, i + 1);
        if (line.startsWith(QLatin1String("### "))) {
            out_ << QStringLiteral(".SS ") + inlineText(line.mid(4).trimmed(), where(i + 1));
            return i;
        }
        if (line.startsWith(QLatin1String("## "))) {
            out_ << QStringLiteral(".SH ") +
                        inlineText(line.mid(3).trimmed().toUpper(), where(i + 1));
            return i;
        }
        if (line.startsWith(QLatin1String("```"))) {
            if (line.trimmed() != QLatin1String("```"))
                throw PageError{where(i + 1) + QStringLiteral(": a fence takes no language")};
            QStringList text;
            qsizetype j = i + 1;
            for (; j < lines.size() && lines[j].trimmed() != QLatin1String("```"); ++j)
                text << lines[j];
            if (j == lines.size())
                throw PageError{where(i + 1) + QStringLiteral(": the ``` fence is not closed")};
            literal(text);
            return j;
        }
        if (line.startsWith(QLatin1String("    "))) {
            QStringList text;
            qsizetype j = i;
            for (; j < lines.size() && (lines[j].startsWith(QLatin1String("    ")) ||
                                        (lines[j].trimmed().isEmpty() && j + 1 < lines.size() &&
                                         lines[j + 1].startsWith(QLatin1String("    "))));
                 ++j)
                text << lines[j].mid(4);
            literal(text);
            return j - 1;
        }
        if (line.startsWith(QLatin1String("- "))) {
            QString item = line.mid(2).trimmed();
            qsizetype j = i + 1;
            for (; j < lines.size() && lines[j].startsWith(QLatin1String("  ")) &&
                   !lines[j].trimmed().startsWith(QLatin1String("- "));
                 ++j)
                item += QLatin1Char(' ') + lines[j].trimmed();
            if (j < lines.size()) refuse(lines[j], j + 1);
            listItem(item, where(i + 1));
            return j - 1;
        }
        QStringList paragraph;
        qsizetype j = i;
        for (;
             j < lines.size() && !lines[j].trimmed().isEmpty() &&
             !lines[j].startsWith(QLatin1Char('#')) && !lines[j].startsWith(QLatin1String("- ")) &&
             !lines[j].startsWith(QLatin1String("```"));
             ++j) {
            refuse(lines[j], j + 1);
            paragraph << lines[j].trimmed();
        }
        out_ << QStringLiteral(".PP")
             << lineStart(inlineText(paragraph.join(QLatin1Char(' ')), where(i + 1)));
        return j - 1;
    }

    void literal(const QStringList& text) {
        out_ << QStringLiteral(".PP") << QStringLiteral(".RS 4") << QStringLiteral(".nf");
        for (const QString& line : text)
            out_ << lineStart(escaped(line));
        out_ << QStringLiteral(".fi") << QStringLiteral(".RE");
    }

    // "`--option ARG`: text" (several spellings separated by commas) becomes a tagged paragraph.
    void listItem(const QString& item, const QString& at) {
        static const QRegularExpression option(
            QStringLiteral(R"(^((?:`-[^`]+`(?:, )?)+):\s+(.*)$)"));
        const auto match = option.match(item);
        if (match.hasMatch()) {
            out_ << QStringLiteral(".TP") << lineStart(inlineText(match.captured(1), at))
                 << lineStart(inlineText(match.captured(2), at));
        } else {
            out_ << QStringLiteral(".IP \\(bu 2") << lineStart(inlineText(item, at));
        }
    }

    QString path_;
    QString name_;
    QStringList out_;
};

int usage() {
    std::fputs("usage: md2man --name NAME --version VERSION --date YYYY-MM-DD INPUT.md OUTPUT.1\n",
               stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QString name, version, date;
    while (args.size() > 2 && args.first().startsWith(QLatin1String("--"))) {
        const QString option = args.takeFirst();
        const QString value = args.takeFirst();
        if (option == QLatin1String("--name"))
            name = value;
        else if (option == QLatin1String("--version"))
            version = value;
        else if (option == QLatin1String("--date"))
            date = value;
        else
            return usage();
    }
    if (args.size() != 2 || name.isEmpty() || version.isEmpty() || date.isEmpty()) return usage();
    QFile input(args[0]);
    if (!input.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "md2man: cannot read %s: %s\n", qPrintable(args[0]),
                     qPrintable(input.errorString()));
        return 1;
    }
    const QStringList lines = QString::fromUtf8(input.readAll()).split(QLatin1Char('\n'));
    try {
        const QString page = Converter(args[0], name).convert(lines, version, date);
        QFile output(args[1]);
        if (!output.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            output.write(page.toUtf8()) < 0) {
            std::fprintf(stderr, "md2man: cannot write %s: %s\n", qPrintable(args[1]),
                         qPrintable(output.errorString()));
            return 1;
        }
    } catch (const PageError& error) {
        std::fprintf(stderr, "md2man: %s\n", qPrintable(error.message));
        return 1;
    }
    return 0;
}
