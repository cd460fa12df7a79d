// A file path's line edit with its Browse… button beside it, as the dialogs lay them out.
#pragma once

class QLineEdit;
class QPushButton;
class QWidget;

namespace unembed {

// A row holding `edit` (stretched) and `button`; the caller's layout takes ownership.
QWidget* withBrowseButton(QLineEdit* edit, QPushButton* button);

} // namespace unembed
