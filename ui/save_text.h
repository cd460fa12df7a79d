// Saving a table or report the user exports: the file dialog, the suffix a bare name gets, and an
// atomic write, shared by the views that export text.
#pragma once

#include <QString>

class QWidget;

namespace unembed {

// Asks where to save `text` (adding `.suffix` to a name without one) and writes it atomically.
// Returns the path written, or an empty string when the user cancelled. Throws InputError naming
// the file when it cannot be written.
QString saveTextAs(QWidget* parent, const QString& caption, const QString& filter,
                   const QString& suffix, const QString& text);

} // namespace unembed
