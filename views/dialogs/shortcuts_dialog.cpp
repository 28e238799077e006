#include "views/dialogs/shortcuts_dialog.hpp"

#include "views/widgets/plain_label.hpp"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QShortcut>
#include <QTableWidget>
#include <QVBoxLayout>

namespace seal {
namespace {

// "&Open receipt…" → "Open receipt" ("&&" stays one '&').
QString shownText(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size()) ++i;
        out += text[i];
    }
    if (out.endsWith(QChar(0x2026))) out.chop(1);
    if (out.endsWith(QLatin1String("..."))) out.chop(3);
    return out.trimmed();
}

QString keysText(const QList<QKeySequence>& keys)
{
    QStringList shown;
    for (const QKeySequence& key : keys)
        if (!key.isEmpty()) shown << key.toString(QKeySequence::NativeText);
    return shown.join(QStringLiteral(", "));
}

// The nearest widget from `object` up (the window excluded) that has a title:
// a page (MainWindow::addPage titles them) or a dialog.
QString titledAncestor(const QObject* object, const QWidget& window)
{
    for (; object && object != &window; object = object->parent())
        if (const auto* w = qobject_cast<const QWidget*>(object); w && !w->windowTitle().isEmpty())
            return w->windowTitle();
    return ShortcutsDialog::tr("Everywhere in the window");
}

void addMenu(const QMenu& menu, const QString& path, QList<ShortcutsDialog::Entry>& out,
             QSet<const QAction*>& seen)
{
    const QString here = path.isEmpty() ? shownText(menu.title())
                                        : path + QStringLiteral(" \u25B8 ") + shownText(menu.title());
    for (const QAction* action : menu.actions()) {
        if (action->isSeparator()) continue;
        seen.insert(action);
        if (const QMenu* sub = action->menu()) {
            addMenu(*sub, here, out, seen);
            continue;
        }
        const QString keys = keysText(action->shortcuts());
        if (!keys.isEmpty()) out.append({keys, shownText(action->text()), here});
    }
}

} // namespace

QList<ShortcutsDialog::Entry> ShortcutsDialog::shortcutsOf(const QWidget& window)
{
    QList<Entry> out;
    QSet<const QAction*> seen;
    if (const auto* main = qobject_cast<const QMainWindow*>(&window); main && main->menuBar())
        for (const QAction* top : main->menuBar()->actions())
            if (const QMenu* menu = top->menu()) addMenu(*menu, QString(), out, seen);
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (seen.contains(action) || action->menu()) continue;
        const QString keys = keysText(action->shortcuts());
        if (!keys.isEmpty())
            out.append({keys, shownText(action->text()), titledAncestor(action->parent(), window)});
    }
    for (const QShortcut* shortcut : window.findChildren<QShortcut*>()) {
        const QString keys = keysText(shortcut->keys());
        if (!keys.isEmpty() && !shortcut->whatsThis().isEmpty())
            out.append({keys, shortcut->whatsThis(), titledAncestor(shortcut->parent(), window)});
    }
    return out;
}

ShortcutsDialog::ShortcutsDialog(QWidget* window) : QDialog(window)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    const QList<Entry> entries = shortcutsOf(*window);

    m_table = new QTableWidget(static_cast<int>(entries.size()), 3, this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setHorizontalHeaderLabels({tr("Shortcut"), tr("Action"), tr("Where")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    int row = 0;
    for (const Entry& entry : entries) {
        m_table->setItem(row, 0, new QTableWidgetItem(entry.keys));
        m_table->setItem(row, 1, new QTableWidgetItem(entry.what));
        m_table->setItem(row, 2, new QTableWidgetItem(entry.where));
        ++row;
    }
    m_table->resizeColumnsToContents();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(plainLabel(tr("Read from the window's menus and pages as they are now."), this,
                                 QStringLiteral("shortcutsNote")));
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 560);
}

} // namespace seal
