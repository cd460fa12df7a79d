// Help ▸ Keyboard Shortcuts: every shortcut of the window, read from its menus' actions and its
// panels' buttons at the moment it opens (so it can never disagree with them), with where each
// lives; and a short guide to the views.
#pragma once

#include <QDialog>

class QTableWidget;

namespace unembed {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget* window);

    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

} // namespace unembed
