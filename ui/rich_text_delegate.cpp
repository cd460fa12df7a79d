#include "rich_text_delegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace unembed {

namespace {

void layOut(QTextDocument& document, const QStyleOptionViewItem& option, const QString& html) {
    document.setDefaultFont(option.font);
    document.setDocumentMargin(2);
    document.setHtml(html);
}

} // namespace

void RichTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString html = opt.text;
    opt.text.clear();
    QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    QTextDocument document;
    layOut(document, opt, html);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = opt.palette;
    const bool selected = opt.state & QStyle::State_Selected;
    context.palette.setColor(
        QPalette::Text, opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    painter->save();
    painter->translate(text.topLeft());
    painter->setClipRect(text.translated(-text.topLeft()));
    document.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize RichTextDelegate::sizeHint(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QTextDocument document;
    layOut(document, opt, opt.text);
    return {int(document.idealWidth()), int(document.size().height())};
}

} // namespace unembed
