// The Report tab: the findings first (core/report/report_findings.h), then the papers' tables
// (GEIA Table 1 and 3, generation metrics, Vec2Text by round) for the evaluated runs of the open
// case, as core/eval/report_tables fills them, with what each figure depends on; redacted on
// request. Copy a table as Markdown, export it as CSV or LaTeX, and export the whole
// report as one HTML file with every curve of the case embedded as a figure, or as a PDF of it.
#pragma once

#include "eval/report_tables.h"
#include "report/report_findings.h"
#include "report_pdf.h"
#include "store/curve_store.h"

#include <QImage>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QTextBrowser;

namespace unembed {

class CaseFile;

class ReportView : public QWidget {
    Q_OBJECT
public:
    explicit ReportView(QWidget* parent = nullptr);

    // Reads the case's tables; nullptr empties the view. Reports a read error through failed().
    void showCase(CaseFile* caseFile);

    const std::vector<ReportTable>& tables() const { return tables_; }
    const ReportFindings& findings() const { return findings_; }
    // Quoted records and reconstructions with their sensitive terms replaced by their kind.
    void setRedacted(bool redacted);
    // Every curve as a figure in exports, not only kCompactFigures of them.
    void setFullAppendix(bool full);
    // The chosen table (or every table) as Markdown, CSV or LaTeX.
    QString selectedMarkdown() const;
    QString selectedCsv() const;
    QString selectedLatex() const;

    // Writes the whole report: .html (figures embedded as PNG data) or .pdf. Throws InputError
    // for another extension or a file that cannot be written.
    void exportReport(const QString& path);
    // How the last PDF export was laid out (pages, each table's orientation and column widths).
    const PdfReportLayout& pdfLayout() const { return pdfLayout_; }

Q_SIGNALS:
    void failed(const QString& message);
    void exported(const QString& path);
    void message(const QString& text); // for the status bar: what was copied

private:
    struct Figure {
        CurveInfo curve;
        QImage image;
    };
    // The report as HTML; `imageSource` turns a figure's index into its <img> src.
    QString reportHtml(const std::vector<Figure>& figures,
                       const std::function<QString(int)>& imageSource) const;
    // Every curve of the case, drawn for print.
    std::vector<Figure> renderFigures();
    QString reportTitle() const;
    // "Figures", or how many of the drawable ones the compact report draws.
    QString figuresHeading(size_t drawn) const;
    QString introduction() const; // the case, the time, the version
    QString figureCaption(const CurveInfo& curve) const;
    std::vector<const ReportTable*> selectedTables() const;
    void refreshTableChoice();
    void saveText(const QString& caption, const QString& filter, const QString& suffix,
                  const QString& text);
    void promptExportReport();

    CaseFile* case_ = nullptr;
    ReportFindings findings_;
    std::vector<ReportTable> tables_;
    PdfReportLayout pdfLayout_;
    QComboBox* tableChoice_;
    QCheckBox* redact_;
    QCheckBox* fullAppendix_;
    int drawableFigures_ = 0; // at the last export
    QTextBrowser* browser_;
    std::vector<QPushButton*> buttons_; // enabled while there is a table
};

} // namespace unembed
