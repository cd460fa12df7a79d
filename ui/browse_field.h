// A file path's line edit with its Browse… button beside it, as the dialogs lay them out.
#pragma once

#include <QList>

class QAction;
class QLineEdit;
class QString;
class QPushButton;
class QWidget;

namespace unembed {

enum class BrowseFor { Folder, File };

// A "Browse…" button (owned by `parent`) that asks for an existing folder or file, starting from
// `edit`'s text, and puts the choice in `edit`. `accessibleName` says what it browses for.
QPushButton* browseButton(QWidget* parent, QLineEdit* edit, const QString& dialogTitle,
                          const QString& accessibleName, BrowseFor what = BrowseFor::Folder);

// A folder (or file) icon at the end of `edit` that browses as browseButton does, for a field
// in a row with no room for a button; `toolTip` says what it browses for.
QAction* addBrowseAction(QLineEdit* edit, const QString& dialogTitle, const QString& toolTip,
                         BrowseFor what = BrowseFor::Folder);

// A row holding `edit` (stretched) and `button`, passing its focus to `edit` (so a form label's
// mnemonic reaches the field); the caller's layout takes ownership. The button is never the
// dialog's default.
QWidget* withBrowseButton(QLineEdit* edit, QPushButton* button);

// Tab visits `widgets` in this order (a dialog's fields as laid out, whatever order they were
// created or moved into their rows in).
void setTabChain(const QList<QWidget*>& widgets);

} // namespace unembed
