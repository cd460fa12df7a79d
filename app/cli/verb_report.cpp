#include "error.h"
#include "io/file_write.h"
#include "report/report_findings.h"
#include "report_view.h"
#include "store/case_file.h"
#include "verb_options.h"
#include "verbs.h"

#include <QFileInfo>

namespace unembed::cli {

int runReport(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("report"),
        QStringLiteral(
            "Write a case's report without the workbench, for scripted audits: a summary of "
            "findings first (what leaks per threat model with 95 % intervals, the risk and its "
            "rule, the worst records, the defence to take, what was not tested), then .html "
            "(every table of the Report tab and every curve of the case as a figure), "
            ".pdf (the same, laid out for A4 paper) or .md (the tables as Markdown, each "
            "with the definitions, tokenizer and detector its figures depend on), chosen "
            "by the extension of --out."));
    QCommandLineParser& p = options.parser();
    p.addOption(
        {QStringLiteral("case"), QStringLiteral("Case file (*.unembed)."), QStringLiteral("CASE")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Report file: .html, .pdf or .md."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("appendix"),
                 QStringLiteral("compact (default: at most %1 figures, those that compare runs "
                                "and defences first) or full (every curve of the case as a "
                                "figure).")
                     .arg(kCompactFigures),
                 QStringLiteral("WHICH"), QStringLiteral("compact")});
    p.addOption({QStringLiteral("redact"),
                 QStringLiteral("Replace the sensitive terms of every quoted record and "
                                "reconstruction by their kind ([given name], [number]), so the "
                                "report can circulate.")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    const auto out = options.required(QStringLiteral("out"));
    if (!casePath || !out) return 2;
    try {
        const QString format = QFileInfo(*out).suffix().toLower();
        // Refused before the case is opened; the Report tab's export knows .html and .pdf only.
        if (!QStringList{QStringLiteral("html"), QStringLiteral("pdf"), QStringLiteral("md")}
                 .contains(format))
            throw InputError(
                {*out, std::nullopt, QStringLiteral("extension"),
                 QStringLiteral(".html, .pdf or .md"),
                 format.isEmpty() ? QStringLiteral("none") : QLatin1Char('.') + format},
                QStringLiteral("unknown report format"));
        const QString appendix = p.value(QStringLiteral("appendix"));
        if (appendix != QLatin1String("compact") && appendix != QLatin1String("full")) {
            options.usage(
                QStringLiteral("--appendix must be compact or full (found %1)").arg(appendix));
            return 2;
        }
        CaseFile caseFile(*casePath);
        const bool redact = p.isSet(QStringLiteral("redact"));
        qsizetype tables = 0;
        if (format == QLatin1String("md")) {
            const ReportContent content = reportContent(caseFile, {redact});
            tables = qsizetype(content.tables.size());
            writeFileAtomically(*out, reportMarkdown(content).toUtf8());
        } else {
            // The Report tab's own export, drawn offscreen.
            ReportView view;
            view.setRedacted(redact);
            view.setFullAppendix(appendix == QLatin1String("full"));
            view.showCase(&caseFile);
            tables = qsizetype(view.tables().size());
            view.exportReport(*out);
        }
        const QString path = QFileInfo(*out).absoluteFilePath();
        options.output().result({{QStringLiteral("out"), path},
                                 {QStringLiteral("format"), format},
                                 {QStringLiteral("tables"), tables},
                                 {QStringLiteral("redacted"), redact}},
                                QStringLiteral("%1: %2 table(s)").arg(path).arg(tables));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
