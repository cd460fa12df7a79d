// The report as a PDF laid out for paper: A4, a table too wide for a portrait page set on
// landscape pages, its header row repeated on every page it continues on, columns as wide as
// their widest figure (only text columns such as the attack and the dataset wrap, at spaces),
// a heading kept with its table's first rows, a figure kept with its caption.
#pragma once

#include "eval/report_tables.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <vector>

namespace unembed {

struct ReportFigure {
    QImage image;
    QString caption;
};

struct ReportDocument {
    QString title;
    QString introduction;
    // The findings, on the first page(s); the detailed tables start on a page of their own.
    QString summaryHeading;
    QStringList summary;
    std::vector<ReportTable> summaryTables;
    std::vector<ReportTable> tables;
    QString figuresHeading;
    std::vector<ReportFigure> figures;
};

// How a table was laid out, in points (1/72 inch).
struct PdfTableLayout {
    QString id;
    bool landscape = false;
    double fontPoints = 0;
    std::vector<double> columnWidths;  // padding included
    std::vector<double> widestFigures; // per column: its widest number's text (0: a text column)
    int firstPage = 0;                 // 1-based
    int lastPage = 0;
};

struct PdfReportLayout {
    int pages = 0;
    int summaryPages = 0; // the pages the findings take (0: none)
    std::vector<PdfTableLayout> tables;
};

// Writes `document` to `path`. Throws InputError when the file cannot be written.
PdfReportLayout writeReportPdf(const QString& path, const ReportDocument& document);

} // namespace unembed
