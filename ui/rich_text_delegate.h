// Draws an item's display text as rich text (the word marks of a hypothesis) in a view's cell,
// elided to one line when it is wider than the cell.
#pragma once

#include <QStyledItemDelegate>

namespace unembed {

class RichTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace unembed
