#include "panel_action.h"

#include <QAction>
#include <QDockWidget>

namespace unembed {

QAction* panelAction(QDockWidget* dock) {
    QAction* toggle = dock->toggleViewAction(); // checked while the panel is open, even behind
    auto* action = new QAction(toggle->text(), dock);
    action->setObjectName(dock->objectName() + QStringLiteral("Action"));
    action->setCheckable(true);
    action->setChecked(toggle->isChecked());
    action->setShortcut(toggle->shortcut());
    toggle->setShortcut({});
    QObject::connect(toggle, &QAction::toggled, action, &QAction::setChecked);
    QObject::connect(action, &QAction::triggered, dock, [dock, toggle, action] {
        if (!toggle->isChecked()) {
            dock->show();
            dock->raise();
        } else if (!dock->isVisible() || dock->visibleRegion().isEmpty()) {
            dock->raise(); // its tab was behind another's
        } else {
            dock->close();
        }
        action->setChecked(toggle->isChecked());
    });
    return action;
}

} // namespace unembed
