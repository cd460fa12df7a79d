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
    return row;
}

} // namespace unembed
