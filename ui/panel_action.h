// The View menu's entry for a panel (a dock widget) and its shortcut: it opens a closed panel,
// brings forward a panel whose tab is behind another's, gives the panel the keyboard focus, and
// closes the panel in front that has it. Qt's own toggle closes a panel whose tab is behind,
// which reads as the shortcut doing nothing.
#pragma once

class QAction;
class QDockWidget;

namespace unembed {

// Takes over the text and shortcut of `dock`'s toggle view action; owned by the dock.
QAction* panelAction(QDockWidget* dock);

} // namespace unembed
