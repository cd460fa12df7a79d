#include "report_view.h"

#include "io/file_write.h"

#include "case_labels.h"
#include "error.h"
#include "figure_export.h"
#include "report_pdf.h"
#include "save_text.h"
#include "store/case_file.h"
#include "store/curve_store.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace unembed {

namespace {

constexpr int kAllTables = -1;

QString htmlTable(const ReportTable& table) {
    QString html = QStringLiteral("<h2>%1</h2>\n<table>\n<tr>").arg(table.title.toHtmlEscaped());
    for (const QString& column : table.columns)
        html += QStringLiteral("<th>%1</th>").arg(column.toHtmlEscaped());
    html += QStringLiteral("</tr>\n");
    const std::vector<bool> figures = figureColumns(table);
    for (const QStringList& row : table.rows) {
        html += QStringLiteral("<tr>");
        for (qsizetype i = 0; i < row.size(); ++i)
            html += QStringLiteral("<td%1>%2</td>")
                        .arg(size_t(i) < figures.size() && figures[size_t(i)]
                                 ? QStringLiteral(" align=\"right\" style=\"white-space:nowrap\"")
                                 : QString(),
                             row[i].toHtmlEscaped());
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n");
    if (!table.notes.isEmpty()) {
        html += QStringLiteral("<ul class=\"notes\">\n");
        for (const QString& note : table.notes)
            html += QStringLiteral("<li>%1</li>\n").arg(note.toHtmlEscaped());
        html += QStringLiteral("</ul>\n");
    }
    return html;
}

} // namespace

ReportView::ReportView(QWidget* parent)
    : QWidget(parent), tableChoice_(new QComboBox(this)),
      redact_(new QCheckBox(tr("Re&dact"), this)),
      fullAppendix_(new QCheckBox(tr("All &Figures"), this)), browser_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("reportView"));
    tableChoice_->setObjectName(QStringLiteral("reportTableChoice"));
    tableChoice_->setAccessibleName(tr("Table to copy or export"));
    browser_->setObjectName(QStringLiteral("reportBrowser"));
    browser_->setAccessibleName(tr("Report tables"));
    browser_->setOpenLinks(false);
    // Lines break between words only: a figure such as 21.7 stays whole in a narrow column.
    browser_->setWordWrapMode(QTextOption::WordWrap);

    auto* copy = new QPushButton(tr("Copy as &Markdown"), this);
    copy->setShortcut(QKeySequence(tr("Ctrl+Shift+M")));
    copy->setToolTip(tr("Copy the chosen table as Markdown (%1)")
                         .arg(copy->shortcut().toString(QKeySequence::NativeText)));
    auto* csv = new QPushButton(tr("Export &CSV…"), this);
    auto* latex = new QPushButton(tr("Export &LaTeX…"), this);
    auto* report = new QPushButton(tr("Export &Report…"), this);
    report->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    report->setToolTip(tr("Write every table and figure as one HTML file or a PDF (%1)")
                           .arg(report->shortcut().toString(QKeySequence::NativeText)));
    buttons_ = {copy, csv, latex, report};

    // Three short rows, so that the tab stays narrow enough for a 1280 px window in every
    // language: the table and its copy, its exports, then the whole report with what it holds.
    tableChoice_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    tableChoice_->setMinimumContentsLength(12);
    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(tr("&Table:"), this);
    label->setBuddy(tableChoice_);
    bar->addWidget(label);
    bar->addWidget(tableChoice_, 1);
    bar->addWidget(copy);
    auto* exports = new QHBoxLayout;
    exports->addWidget(csv);
    exports->addWidget(latex);
    exports->addStretch();
    auto* whole = new QHBoxLayout;
    whole->addWidget(report);
    whole->addWidget(redact_);
    whole->addWidget(fullAppendix_);
    whole->addStretch();
    fullAppendix_->setObjectName(QStringLiteral("reportAllFigures"));
    fullAppendix_->setToolTip(tr("Export every curve of the case as a figure; without it the "
                                 "report draws %1, those that compare runs and defences first")
                                  .arg(kCompactFigures));
    redact_->setObjectName(QStringLiteral("reportRedact"));
    redact_->setToolTip(tr("Replace the sensitive terms of quoted records and reconstructions by "
                           "their kind, in the view and in exports, so the report can circulate"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(exports);
    layout->addLayout(whole);
    layout->addWidget(browser_, 1);
    setTabOrder(tableChoice_, copy);
    setTabOrder(copy, csv);
    setTabOrder(csv, latex);
    setTabOrder(latex, report);
    setTabOrder(report, redact_);
    setTabOrder(redact_, fullAppendix_);
    setTabOrder(fullAppendix_, browser_);

    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(selectedMarkdown());
        Q_EMIT message(tr("Copied %n table(s) as Markdown", nullptr, int(selectedTables().size())));
    });
    connect(csv, &QPushButton::clicked, this, [this] {
        saveText(tr("Export CSV"), tr("CSV files (*.csv)"), QStringLiteral("csv"), selectedCsv());
    });
    connect(latex, &QPushButton::clicked, this, [this] {
        saveText(tr("Export LaTeX"), tr("LaTeX files (*.tex)"), QStringLiteral("tex"),
                 selectedLatex());
    });
    connect(report, &QPushButton::clicked, this, &ReportView::promptExportReport);
    connect(redact_, &QCheckBox::toggled, this, [this] { showCase(case_); });
    showCase(nullptr);
}

void ReportView::showCase(CaseFile* caseFile) {
    case_ = caseFile;
    tables_.clear();
    findings_ = {};
    if (case_) {
        try {
            const ReportOptions options{redact_->isChecked()};
            ReportContent content = reportContent(*case_, options);
            findings_ = std::move(content.findings);
            tables_ = std::move(content.tables);
        } catch (const InputError& e) {
            Q_EMIT failed(e.message());
        }
    }
    refreshTableChoice();
    if (tables_.empty()) {
        browser_->setHtml(
            case_
                ? tr("<p>No evaluated runs yet. Evaluate a run (right-click it in the Case panel, "
                     "or <code>unembed-cli eval</code>) and its figures appear here in the "
                     "papers' tables.</p>")
                : tr("<p>Open a case to see its tables.</p>"));
        return;
    }
    // A refresh (a job ended) keeps the place the user scrolled to.
    const int scrolled = browser_->verticalScrollBar()->value();
    browser_->setHtml(reportHtml({}, {}));
    browser_->verticalScrollBar()->setValue(scrolled);
}

void ReportView::setRedacted(bool redacted) {
    redact_->setChecked(redacted);
}

void ReportView::setFullAppendix(bool full) {
    fullAppendix_->setChecked(full);
}

void ReportView::refreshTableChoice() {
    const QSignalBlocker block(tableChoice_);
    tableChoice_->clear();
    tableChoice_->addItem(tr("All tables"), kAllTables);
    for (size_t i = 0; i < tables_.size(); ++i)
        tableChoice_->addItem(tables_[i].title, int(i));
    tableChoice_->setEnabled(!tables_.empty());
    for (QPushButton* button : buttons_)
        button->setEnabled(!tables_.empty());
}

std::vector<const ReportTable*> ReportView::selectedTables() const {
    const int chosen = tableChoice_->currentData().toInt();
    std::vector<const ReportTable*> chosenTables;
    for (size_t i = 0; i < tables_.size(); ++i)
        if (chosen == kAllTables || chosen == int(i)) chosenTables.push_back(&tables_[i]);
    return chosenTables;
}

QString ReportView::selectedMarkdown() const {
    QStringList parts;
    for (const ReportTable* table : selectedTables())
        parts << tableMarkdown(*table);
    return parts.join(QLatin1Char('\n'));
}

// One table as RFC 4180 CSV; all tables one after another, each under its title and separated
// by an empty line, as spreadsheets read them.
QString ReportView::selectedCsv() const {
    const std::vector<const ReportTable*> chosen = selectedTables();
    if (chosen.size() == 1) return tableCsv(*chosen.front());
    QStringList parts;
    for (const ReportTable* table : chosen) {
        parts << QStringLiteral("\"%1\"\r\n")
                         .arg(QString(table->title)
                                  .replace(QLatin1Char('"'), QStringLiteral("\"\""))) +
                     tableCsv(*table);
    }
    return parts.join(QStringLiteral("\r\n"));
}

QString ReportView::selectedLatex() const {
    QStringList parts;
    for (const ReportTable* table : selectedTables())
        parts << tableLatex(*table);
    return parts.join(QLatin1Char('\n'));
}

void ReportView::saveText(const QString& caption, const QString& filter, const QString& suffix,
                          const QString& text) {
    try {
        const QString path = saveTextAs(this, caption, filter, suffix, text);
        if (!path.isEmpty()) Q_EMIT exported(path);
    } catch (const InputError& e) {
        Q_EMIT failed(e.message());
    }
}

void ReportView::promptExportReport() {
    QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), QString(),
                                                tr("HTML (*.html);;PDF (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".html");
    try {
        exportReport(path);
        Q_EMIT exported(path);
    } catch (const InputError& e) {
        Q_EMIT failed(e.message());
    }
}

std::vector<ReportView::Figure> ReportView::renderFigures() {
    std::vector<Figure> figures;
    drawableFigures_ = 0;
    if (!case_) return figures;
    std::vector<CurveInfo> drawable;
    for (const CurveInfo& curve : listCurves(*case_)) {
        // A curve none of whose series has two points (a typed sentence's one-sample run) is a
        // number the tables already give, not a figure: it would fill a page with one dot.
        QHash<QString, int> pointsPerSeries;
        bool drawn = false;
        for (const CurvePoint& point : curvePoints(*case_, curve.id))
            drawn = drawn || ++pointsPerSeries[point.series] >= 2;
        if (drawn) drawable.push_back(curve);
    }
    drawableFigures_ = int(drawable.size());
    for (const CurveInfo& curve : reportCurves(drawable, fullAppendix_->isChecked()))
        figures.push_back({curve, curveImage(*case_, curve.id, FigureSize{})});
    return figures;
}

QString ReportView::reportHtml(const std::vector<Figure>& figures,
                               const std::function<QString(int)>& imageSource) const {
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                       "<title>%1</title>\n<style>body{font-family:sans-serif;max-width:60em;"
                       "margin:auto}table{border-collapse:collapse}th,td{border:1px solid #999;"
                       "padding:2px 6px}th{background:#eee}.notes{font-size:smaller;color:#444}"
                       "figure{margin:1em 0}</style></head><body>\n")
            .arg(reportTitle().toHtmlEscaped());
    html += QStringLiteral("<h1>%1</h1>\n").arg(reportTitle().toHtmlEscaped());
    if (imageSource) html += QStringLiteral("<p>%1</p>\n").arg(introduction().toHtmlEscaped());
    if (!findings_.paragraphs.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>\n").arg(findings_.heading.toHtmlEscaped());
        for (const QString& paragraph : findings_.paragraphs)
            html += QStringLiteral("<p>%1</p>\n").arg(paragraph.toHtmlEscaped());
        for (const ReportTable* table : {&findings_.threats, &findings_.worst})
            if (!table->rows.empty()) html += htmlTable(*table);
    }
    for (const ReportTable& table : tables_)
        html += htmlTable(table);
    if (imageSource && !figures.empty() && case_) {
        html += QStringLiteral("<h2>%1</h2>\n").arg(figuresHeading(figures.size()).toHtmlEscaped());
        for (size_t i = 0; i < figures.size(); ++i) {
            const CurveInfo& curve = figures[i].curve;
            html += QStringLiteral("<figure><img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\">"
                                   "<figcaption>%4</figcaption></figure>\n")
                        .arg(imageSource(int(i)))
                        .arg(figures[i].image.width())
                        .arg(figures[i].image.height())
                        .arg(figureCaption(curve).toHtmlEscaped());
        }
    }
    return html + QStringLiteral("</body></html>\n");
}

QString ReportView::figuresHeading(size_t drawn) const {
    if (int(drawn) >= drawableFigures_) return tr("Figures");
    return tr("Figures: %1 of %2 (All Figures draws every one)").arg(drawn).arg(drawableFigures_);
}

QString ReportView::reportTitle() const {
    return tr("Unembed report: %1").arg(case_ ? QFileInfo(case_->path()).fileName() : QString());
}

QString ReportView::introduction() const {
    return tr("Case %1, written %2 by Unembed %3. Every figure is as stored in the case, with the "
              "definitions it was computed under.")
        .arg(case_ ? case_->path() : QString(),
             QDateTime::currentDateTimeUtc().toString(Qt::ISODate),
             QStringLiteral(UNEMBED_VERSION));
}

QString ReportView::figureCaption(const CurveInfo& curve) const {
    return tr("Curve %1 (%2): %3")
        .arg(curve.id)
        .arg(curve.kind, case_ ? curveTitle(*case_, curve) : curve.title);
}

void ReportView::exportReport(const QString& path) {
    const QString extension = QFileInfo(path).suffix().toLower();
    if (extension != QLatin1String("html") && extension != QLatin1String("pdf"))
        throw InputError(
            {path, std::nullopt, QStringLiteral("extension"), QStringLiteral(".html or .pdf"),
             extension.isEmpty() ? QStringLiteral("none") : QLatin1Char('.') + extension},
            QStringLiteral("unknown report format"));
    const std::vector<Figure> figures = renderFigures();
    if (extension == QLatin1String("html")) {
        std::vector<QByteArray> encoded;
        for (const Figure& figure : figures) {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            figure.image.save(&buffer, "PNG");
            encoded.push_back(png.toBase64());
        }
        writeFileAtomically(path, reportHtml(figures, [&](int i) {
                                      return QStringLiteral("data:image/png;base64,") +
                                             QString::fromLatin1(encoded[size_t(i)]);
                                  }).toUtf8());
        return;
    }
    ReportDocument document{reportTitle(),
                            introduction(),
                            findings_.heading,
                            findings_.paragraphs,
                            {findings_.threats, findings_.worst},
                            tables_,
                            figuresHeading(figures.size()),
                            {}};
    for (const Figure& figure : figures)
        document.figures.push_back({figure.image, figureCaption(figure.curve)});
    pdfLayout_ = writeReportPdf(path, document);
}

} // namespace unembed
