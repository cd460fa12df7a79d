#include "panel_action.h"

#include <QAction>
#include <QDockWidget>

namespace unembed {

namespace {
// The panel's first control that Tab reaches (a tree, a table, a field), or the panel itself.
QWidget* firstControl(QWidget* panel) {
    if (panel->focusPolicy() & Qt::TabFocus) return panel;
    for (QWidget* w = panel->nextInFocusChain(); w != panel; w = w->nextInFocusChain())
        if (panel->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() &&
            w->isVisibleTo(panel))
            return w;
    return panel;
}
} // namespace

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
        const QWidget* focus = dock->window()->focusWidget();
        if (toggle->isChecked() && dock->isVisible() && !dock->visibleRegion().isEmpty() && focus &&
            dock->isAncestorOf(focus)) {
            dock->close(); // in front, with the keys
        } else {
            dock->show();
            dock->raise(); // its tab may have been behind another's
            firstControl(dock->widget())->setFocus(Qt::ShortcutFocusReason);
        }
        action->setChecked(toggle->isChecked());
    });
    return action;
}

} // namespace unembed
