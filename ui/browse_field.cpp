#include "browse_field.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace unembed {

QWidget* withBrowseButton(QLineEdit* edit, QPushButton* button) {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(button);
    // A form label's buddy is this row: its Alt+letter and focus go to the field (Tab skips
    // the row itself, which has a focus proxy).
    row->setFocusPolicy(edit->focusPolicy());
    row->setFocusProxy(edit);
    return row;
}

void setTabChain(const QList<QWidget*>& widgets) {
    for (qsizetype i = 1; i < widgets.size(); ++i)
        QWidget::setTabOrder(widgets[i - 1], widgets[i]);
}

} // namespace unembed
