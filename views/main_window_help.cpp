// MainWindow's Help menu: About (version, store, libraries and licences), the
// README's guides for each reader, every keyboard shortcut, About Qt. Kept out
// of main_window.cpp, which only arranges pages.
#include "views/dialogs/about_dialog.hpp"
#include "views/dialogs/documentation_dialog.hpp"
#include "views/dialogs/shortcuts_dialog.hpp"
#include "views/main_window.hpp"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace seal {

void MainWindow::buildHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction* docs = help->addAction(tr("&Documentation\u2026"));
    docs->setObjectName(QStringLiteral("documentationAction"));
    docs->setShortcut(QKeySequence::HelpContents);
    docs->setToolTip(tr("How to approve, operate and check the chain: the guide for each reader"));
    connect(docs, &QAction::triggered, this, &MainWindow::showDocumentation);
    QAction* keys = help->addAction(tr("&Keyboard shortcuts\u2026"));
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    connect(keys, &QAction::triggered, this, &MainWindow::showShortcuts);
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Seal Desk\u2026"));
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = help->addAction(tr("About &Qt\u2026"));
    aboutQt->setObjectName(QStringLiteral("aboutQtAction"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, this, [this] { openAboutQt(this); });
}

void MainWindow::showAbout()
{
    auto* dialog = new AboutDialog(m_store, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showDocumentation()
{
    auto* dialog = new DocumentationDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showShortcuts()
{
    auto* dialog = new ShortcutsDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace seal
