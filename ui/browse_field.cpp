#include "browse_field.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>

namespace unembed {

namespace {

// Asks for an existing folder or file, starting from `edit`'s text, and puts the choice in it.
void chooseInto(QWidget* parent, QLineEdit* edit, const QString& dialogTitle, BrowseFor what) {
    const QString chosen =
        what == BrowseFor::Folder
            ? QFileDialog::getExistingDirectory(parent, dialogTitle, edit->text())
            : QFileDialog::getOpenFileName(parent, dialogTitle, edit->text());
    if (!chosen.isEmpty()) edit->setText(chosen);
}

} // namespace

QPushButton* browseButton(QWidget* parent, QLineEdit* edit, const QString& dialogTitle,
                          const QString& accessibleName, BrowseFor what) {
    auto* button =
        new QPushButton(QCoreApplication::translate("unembed::BrowseField", "Browse…"), parent);
    button->setAccessibleName(accessibleName);
    QObject::connect(button, &QPushButton::clicked, parent, [parent, edit, dialogTitle, what] {
        chooseInto(parent, edit, dialogTitle, what);
    });
    return button;
}

QAction* addBrowseAction(QLineEdit* edit, const QString& dialogTitle, const QString& toolTip,
                         BrowseFor what) {
    QAction* action = edit->addAction(edit->style()->standardIcon(what == BrowseFor::Folder
                                                                      ? QStyle::SP_DirOpenIcon
                                                                      : QStyle::SP_FileIcon),
                                      QLineEdit::TrailingPosition);
    action->setToolTip(toolTip);
    QObject::connect(action, &QAction::triggered, edit,
                     [edit, dialogTitle, what] { chooseInto(edit, edit, dialogTitle, what); });
    return action;
}

QWidget* withBrowseButton(QLineEdit* edit, QPushButton* button) {
    // Return in a dialog's field accepts the dialog; it never opens a file dialog.
    button->setAutoDefault(false);
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
