// Help ▸ Keyboard shortcuts: every shortcut the window has, read from its
// actions and shortcuts each time the dialog opens, so the list cannot go
// stale: the menus' actions in menu order (with the menu path), then actions
// outside the menus, then a page's own QShortcuts (those given a whatsThis,
// which is what the list says they do; "where" is the page's title).
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QTableWidget;

namespace seal {

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    struct Entry
    {
        QString keys;  // "Ctrl+I", several joined by ", "
        QString what;  // the action's text without its & and trailing "…"
        QString where; // "View ▸ Intent story…" menu path, or the page's title
    };

    static QList<Entry> shortcutsOf(const QWidget& window);

    explicit ShortcutsDialog(QWidget* window);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table = nullptr;
};

} // namespace seal
