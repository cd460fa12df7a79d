#include "report_pdf.h"

#include "error.h"
#include "io/file_write.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <numeric>

namespace unembed {

namespace {

// The writer's unit is the point: 72 per inch.
constexpr int kPointsPerInch = 72;
constexpr double kMargin = 42;      // about 15 mm on every side
constexpr double kFooter = 16;      // the page number's line at the foot
constexpr double kCellPadX = 4;     // either side of a cell's text
constexpr double kCellPadY = 2;     // above and below it
constexpr double kGap = 8;          // between blocks
constexpr double kBodyPoints = 9;   // the tables' text
constexpr double kSmallestBody = 6; // a table is set this small at most before its text wraps
constexpr double kNotePoints = 7.5;
constexpr double kHeadingPoints = 12;
constexpr double kTitlePoints = 16;
constexpr double kFigureWidth = 460; // points, about 16 cm
constexpr int kRowsKeptWithHeading = 3;

QString localised(const char* text) {
    return QCoreApplication::translate("ReportPdf", text);
}

QFont fontOf(double points, bool bold = false) {
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

double widestWord(const QFontMetricsF& metrics, const QString& text) {
    double widest = 0;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

double wrappedHeight(const QFontMetricsF& metrics, double width, const QString& text) {
    return metrics.boundingRect(QRectF(0, 0, std::max(1.0, width), 1e6), Qt::TextWordWrap, text)
        .height();
}

struct TableSetting {
    bool landscape = false;
    double points = kBodyPoints;
    std::vector<double> widths;
    std::vector<double> figureWidths; // 0 for a text column
};

// Column widths for `table` within `portrait` or, failing that, `landscape` points (0: the table
// stays on a portrait page): each column as wide as its widest cell and its header; when that is
// too wide, text columns (and headers) wrap at spaces and the text gets smaller, a figure never
// breaks.
TableSetting setTable(const ReportTable& table, double portrait, double landscape,
                      QPaintDevice* device) {
    const size_t columns = size_t(table.columns.size());
    const std::vector<bool> figureColumn = figureColumns(table);

    TableSetting setting;
    for (double points = kBodyPoints; points >= kSmallestBody; points -= 0.5) {
        const QFontMetricsF body(fontOf(points), device);
        const QFontMetricsF header(fontOf(points, true), device);
        std::vector<double> natural(columns), minimum(columns), figures(columns, 0.0);
        for (size_t c = 0; c < columns; ++c) {
            double widestCell = 0, widestCellWord = 0;
            for (const QStringList& row : table.rows) {
                const QString cell = row.value(int(c));
                widestCell = std::max(widestCell, body.horizontalAdvance(cell));
                widestCellWord = std::max(widestCellWord, widestWord(body, cell));
            }
            const QString& title = table.columns[int(c)];
            natural[c] = std::max(widestCell, header.horizontalAdvance(title)) + 2 * kCellPadX;
            const double unbroken = figureColumn[c] ? widestCell : widestCellWord;
            minimum[c] = std::max(unbroken, widestWord(header, title)) + 2 * kCellPadX;
            if (figureColumn[c]) figures[c] = widestCell;
        }
        const double naturalSum = std::accumulate(natural.begin(), natural.end(), 0.0);
        const double minimumSum = std::accumulate(minimum.begin(), minimum.end(), 0.0);
        setting = {landscape > 0 && naturalSum > portrait, points, natural, figures};
        const double room = setting.landscape ? landscape : portrait;
        if (naturalSum <= room) return setting;
        if (minimumSum <= room || points - 0.5 < kSmallestBody) {
            // Each column gets its minimum and a share of the room left by how much it wants.
            const double spare = std::max(0.0, room - minimumSum);
            const double wanted = naturalSum - minimumSum;
            for (size_t c = 0; c < columns; ++c)
                setting.widths[c] =
                    minimum[c] + (wanted > 0 ? spare * (natural[c] - minimum[c]) / wanted : 0.0);
            return setting;
        }
    }
    return setting;
}

// Paints the document page by page, keeping count.
class PageFlow {
public:
    PageFlow(QPdfWriter& writer, QPainter& painter, const QString& footer)
        : writer_(writer), painter_(painter), footer_(footer) {
        y_ = kMargin;
    }

    bool landscape() const { return landscape_; }
    int page() const { return page_; }
    double left() const { return kMargin; }
    double width() const { return pageSize().width() - 2 * kMargin; }
    double y() const { return y_; }
    void advance(double height) {
        y_ += height;
        empty_ = false;
    }
    double room() const { return pageSize().height() - kMargin - kFooter - y_; }

    // A new page unless `height` fits below what the page holds; the new page is landscape or
    // portrait as asked, and so is this one if it holds nothing yet.
    void ensureRoom(double height, bool landscape) {
        if (landscape != landscape_ && (landscape || empty_)) {
            newPage(landscape);
        } else if (height > room() && !empty_) {
            newPage(landscape_ && landscape);
        }
    }

    void newPage(bool landscape) {
        drawFooter();
        writer_.setPageOrientation(landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
        writer_.newPage();
        landscape_ = landscape;
        ++page_;
        y_ = kMargin;
        empty_ = true;
    }

    void finish() { drawFooter(); }

private:
    QSizeF pageSize() const {
        const QSizeF portrait = writer_.pageLayout().fullRectPoints().size();
        const QSizeF upright(std::min(portrait.width(), portrait.height()),
                             std::max(portrait.width(), portrait.height()));
        return landscape_ ? upright.transposed() : upright;
    }

    void drawFooter() {
        painter_.setFont(fontOf(kNotePoints));
        painter_.setPen(Qt::darkGray);
        const QSizeF size = pageSize();
        painter_.drawText(
            QRectF(kMargin, size.height() - kMargin - kFooter + 4, size.width() - 2 * kMargin,
                   kFooter),
            Qt::AlignRight | Qt::AlignBottom,
            localised(QT_TRANSLATE_NOOP("ReportPdf", "%1 — page %2")).arg(footer_).arg(page_));
        painter_.setPen(Qt::black);
    }

    QPdfWriter& writer_;
    QPainter& painter_;
    QString footer_;
    bool landscape_ = false;
    bool empty_ = true;
    int page_ = 1;
    double y_ = kMargin;
};

// A paragraph wrapped at the page's width.
void drawParagraph(PageFlow& flow, QPainter& painter, const QFont& font, const QString& text,
                   double indent = 0) {
    const QFontMetricsF metrics(font, painter.device());
    const double width = flow.width() - indent;
    const double height = wrappedHeight(metrics, width, text);
    flow.ensureRoom(height, flow.landscape());
    painter.setFont(font);
    painter.drawText(QRectF(flow.left() + indent, flow.y(), width, height), Qt::TextWordWrap, text);
    flow.advance(height);
}

class TablePainter {
public:
    TablePainter(PageFlow& flow, QPainter& painter, const ReportTable& table,
                 const TableSetting& setting)
        : flow_(flow), painter_(painter), table_(table), setting_(setting),
          body_(fontOf(setting.points)), header_(fontOf(setting.points, true)) {}

    // Returns the page the heading went on.
    int draw() {
        const QFont heading = fontOf(kHeadingPoints, true);
        const QFontMetricsF headingMetrics(heading, painter_.device());
        const double headingHeight = wrappedHeight(headingMetrics, flow_.width(), table_.title);
        // The heading stays with the header row and the first rows.
        double kept = headingHeight + kGap / 2 + rowHeight(table_.columns, header_);
        for (size_t r = 0; r < table_.rows.size() && r < size_t(kRowsKeptWithHeading); ++r)
            kept += rowHeight(table_.rows[r], body_);
        flow_.ensureRoom(kGap + kept, setting_.landscape);
        if (flow_.y() > kMargin) flow_.advance(kGap);
        const int first = flow_.page();
        drawParagraph(flow_, painter_, heading, table_.title);
        flow_.advance(kGap / 2);
        drawRow(table_.columns, header_, true);
        for (const QStringList& row : table_.rows) {
            const double height = rowHeight(row, body_);
            if (height > flow_.room()) {
                flow_.newPage(setting_.landscape);
                drawParagraph(
                    flow_, painter_, fontOf(kNotePoints, true),
                    localised(QT_TRANSLATE_NOOP("ReportPdf", "%1 (continued)")).arg(table_.title));
                flow_.advance(kGap / 2);
                drawRow(table_.columns, header_, true);
            }
            drawRow(row, body_, false);
        }
        flow_.advance(kGap / 2);
        for (const QString& note : table_.notes)
            drawParagraph(flow_, painter_, fontOf(kNotePoints), QStringLiteral("\u2022 ") + note,
                          6);
        return first;
    }

private:
    double rowHeight(const QStringList& cells, const QFont& font) const {
        const QFontMetricsF metrics(font, painter_.device());
        double height = metrics.height();
        for (size_t c = 0; c < setting_.widths.size(); ++c)
            height = std::max(height, wrappedHeight(metrics, setting_.widths[c] - 2 * kCellPadX,
                                                    cells.value(int(c))));
        return height + 2 * kCellPadY;
    }

    void drawRow(const QStringList& cells, const QFont& font, bool header) {
        const double height = rowHeight(cells, font);
        double x = flow_.left();
        painter_.setFont(font);
        for (size_t c = 0; c < setting_.widths.size(); ++c) {
            const QRectF cell(x, flow_.y(), setting_.widths[c], height);
            if (header) painter_.fillRect(cell, QColor(0xee, 0xee, 0xee));
            painter_.setPen(QPen(Qt::gray, 0.5));
            painter_.drawRect(cell);
            painter_.setPen(Qt::black);
            const bool figure = setting_.figureWidths[c] > 0;
            const Qt::Alignment align =
                (figure && !header ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop;
            painter_.drawText(cell.adjusted(kCellPadX, kCellPadY, -kCellPadX, -kCellPadY),
                              int(align) | Qt::TextWordWrap, cells.value(int(c)));
            x += setting_.widths[c];
        }
        flow_.advance(height);
    }

    PageFlow& flow_;
    QPainter& painter_;
    const ReportTable& table_;
    const TableSetting& setting_;
    QFont body_;
    QFont header_;
};

void drawFigure(PageFlow& flow, QPainter& painter, const ReportFigure& figure) {
    if (figure.image.isNull() || figure.image.width() == 0) return;
    const double width = std::min(flow.width(), kFigureWidth);
    const double height = width * figure.image.height() / figure.image.width();
    const QFont caption = fontOf(kNotePoints + 1);
    const double captionHeight =
        wrappedHeight(QFontMetricsF(caption, painter.device()), width, figure.caption);
    flow.ensureRoom(kGap + height + 4 + captionHeight, false); // new pages upright again
    if (flow.y() > kMargin) flow.advance(kGap);
    const double x = flow.left() + (flow.width() - width) / 2;
    painter.drawImage(QRectF(x, flow.y(), width, height), figure.image);
    flow.advance(height + 4);
    painter.setFont(caption);
    painter.drawText(QRectF(x, flow.y(), width, captionHeight), Qt::TextWordWrap, figure.caption);
    flow.advance(captionHeight);
}

} // namespace

PdfReportLayout writeReportPdf(const QString& path, const ReportDocument& document) {
    // Drawn in memory, then written whole: a full disk is an error, never a cut-off PDF.
    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(document.title);
    writer.setCreator(QStringLiteral("Unembed %1").arg(QStringLiteral(UNEMBED_VERSION)));
    writer.setResolution(kPointsPerInch);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout::Point));
    QPainter painter;
    if (!painter.begin(&writer))
        throw InputError({path, std::nullopt, {}, {}, {}}, QStringLiteral("cannot draw the PDF"));
    PageFlow flow(writer, painter, document.title);
    PdfReportLayout layout;

    drawParagraph(flow, painter, fontOf(kTitlePoints, true), document.title);
    flow.advance(kGap);
    if (!document.introduction.isEmpty())
        drawParagraph(flow, painter, fontOf(kBodyPoints), document.introduction);

    const QSizeF a4 = QPageSize(QPageSize::A4).sizePoints();
    const double portrait = a4.width() - 2 * kMargin;
    const double landscape = a4.height() - 2 * kMargin;
    const auto drawTable = [&](const ReportTable& table, const TableSetting& setting) {
        PdfTableLayout placed{
            table.id, setting.landscape, setting.points, setting.widths, setting.figureWidths, 0,
            0};
        placed.firstPage = TablePainter(flow, painter, table, setting).draw();
        placed.lastPage = flow.page();
        layout.tables.push_back(placed);
    };
    if (!document.summary.isEmpty()) {
        flow.advance(kGap);
        drawParagraph(flow, painter, fontOf(kHeadingPoints, true), document.summaryHeading);
        for (const QString& paragraph : document.summary) {
            flow.advance(kGap / 2);
            drawParagraph(flow, painter, fontOf(kBodyPoints + 1), paragraph);
        }
        // The summary stays on portrait pages: its tables wrap rather than turn.
        for (const ReportTable& table : document.summaryTables)
            if (!table.rows.empty()) drawTable(table, setTable(table, portrait, 0, &writer));
        layout.summaryPages = flow.page();
    }
    std::vector<TableSetting> settings;
    for (const ReportTable& table : document.tables)
        settings.push_back(setTable(table, portrait, landscape, &writer));
    // After the summary, the details start on a page of their own, turned as their first table
    // needs.
    if (!document.summary.isEmpty() && (!settings.empty() || !document.figures.empty()))
        flow.newPage(!settings.empty() && settings.front().landscape);
    for (size_t t = 0; t < document.tables.size(); ++t)
        drawTable(document.tables[t], settings[t]);

    if (!document.figures.empty()) {
        // The heading goes on the page of the first figure.
        const QFont heading = fontOf(kHeadingPoints, true);
        flow.ensureRoom(3 * kGap + kFigureWidth * 0.6, false);
        flow.advance(flow.y() > kMargin ? kGap : 0);
        drawParagraph(flow, painter, heading, document.figuresHeading);
        for (const ReportFigure& figure : document.figures)
            drawFigure(flow, painter, figure);
    }
    flow.finish();
    painter.end();
    if (pdf.isEmpty())
        throw InputError({path, std::nullopt, {}, {}, {}}, QStringLiteral("cannot draw the PDF"));
    writeFileAtomically(path, pdf);
    layout.pages = flow.page();
    return layout;
}

} // namespace unembed
