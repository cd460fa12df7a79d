#include "shortcuts_dialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace unembed {

namespace {

struct Entry {
    QString where;
    QString what;
    QKeySequence keys;
};

// A control's text as the user reads it: no mnemonic marker, no trailing ellipsis.
QString plain(QString text) {
    // "보고서(&E)" as Korean marks a mnemonic, "R&eport" as English does.
    text.remove(QRegularExpression(QStringLiteral("\\(&.\\)")));
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (text.endsWith(QChar(0x2026))) text.chop(1);
    return text;
}

// The panel or tab a widget sits in, or "Window" for one outside every panel.
QString placeOf(QWidget* widget, const QWidget* window) {
    for (QWidget* w = widget; w && w != window; w = w->parentWidget()) {
        if (const auto* dock = qobject_cast<const QDockWidget*>(w))
            return plain(dock->windowTitle());
        // A tab's page sits in the tab widget's stack.
        if (QWidget* stack = w->parentWidget())
            if (auto* tabs = qobject_cast<QTabWidget*>(stack->parentWidget()))
                if (const int index = tabs->indexOf(w); index >= 0)
                    return plain(tabs->tabText(index));
    }
    return ShortcutsDialog::tr("Window");
}

std::vector<Entry> shortcutsOf(QWidget* window) {
    std::vector<Entry> entries;
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcut().isEmpty() || action->text().isEmpty()) continue;
        QString where = ShortcutsDialog::tr("Window");
        for (QObject* owner : action->associatedObjects())
            if (auto* menu = qobject_cast<QMenu*>(owner)) {
                where = ShortcutsDialog::tr("%1 menu").arg(plain(menu->title()));
                break;
            }
        entries.push_back({where, plain(action->text()), action->shortcut()});
    }
    for (QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        // A button's shortcut that is only its Alt+letter mnemonic is not listed.
        if (button->shortcut().isEmpty() ||
            button->shortcut() == QKeySequence::mnemonic(button->text()))
            continue;
        entries.push_back({placeOf(button, window), plain(button->text()), button->shortcut()});
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return std::tie(a.where, a.what) < std::tie(b.where, b.what);
    });
    return entries;
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window)
    : QDialog(window), table_(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    const std::vector<Entry> entries = shortcutsOf(window);
    table_->setObjectName(QStringLiteral("shortcutsTable"));
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Where"), tr("What"), tr("Keys")});
    table_->setRowCount(int(entries.size()));
    for (int row = 0; row < int(entries.size()); ++row) {
        const Entry& e = entries[size_t(row)];
        table_->setItem(row, 0, new QTableWidgetItem(e.where));
        table_->setItem(row, 1, new QTableWidgetItem(e.what));
        table_->setItem(row, 2, new QTableWidgetItem(e.keys.toString(QKeySequence::NativeText)));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->resizeColumnsToContents();

    auto* guide = new QTextBrowser(this);
    guide->setObjectName(QStringLiteral("viewGuide"));
    guide->setHtml(
        tr("<p><b>Case</b>: the datasets, models, runs and curves of the open case; right-click a "
           "run to evaluate it, select a curve to draw it.</p>"
           "<p><b>Vectors</b>: the rows of the dataset in view, with their texts; Embed Text adds "
           "sentences of your own.</p>"
           "<p><b>Vec2Text live</b>: run Vec2Text on selected rows and watch each correction round "
           "with its cosine; step, pause or cancel.</p>"
           "<p><b>Compare</b>: every attack's output beside the true text, the recovered words "
           "marked.</p>"
           "<p><b>Leaks</b>: each sensitive term the evaluation found in the dataset's texts, and "
           "which runs recovered it; filter by kind or text, copy or export as CSV.</p>"
           "<p><b>Curves</b>: precision–recall, defence trade-off, rounds and loss curves; "
           "Curves ▸ Compare Defences puts every defence sweep on one chart of search quality "
           "against leakage; export them as figures.</p>"
           "<p><b>Report</b>: the papers' tables for the evaluated runs; export as HTML, PDF, "
           "Markdown, CSV or LaTeX.</p>"
           "<p><b>Models</b>: the victims (folders or endpoints) and attackers of the case; check "
           "that a pair belongs together, train an attack.</p>") +
        tr("<p><b>Map</b>: the dataset in view in two dimensions (PCA or t-SNE), coloured by "
           "what an attack recovered; drag a rectangle to select rows.</p>"
           "<p><b>Try</b>: type a sentence and see what each attacker of the case makes of its "
           "embedding.</p>"));
    auto* tabs = new QTabWidget(this);
    tabs->addTab(table_, tr("Shortcuts"));
    tabs->addTab(guide, tr("The views"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(640, 480);
}

} // namespace unembed
