// MainWindow's File and Edit menus: open a receipt, portable or incident (also by dropping
// a .json file on the window), write a range report, signing keys (the session opens them), quit; Edit ▸
// Preferences…. Kept out of main_window.cpp, which only arranges pages.
#include "core/evidence/item_link.hpp"
#include "views/dialogs/receipt_verdict_dialog.hpp"
#include "views/dialogs/report_dialog.hpp"
#include "views/main_window.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/widgets/file_choice.hpp"

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QUrl>

namespace seal {
namespace {

// The one local .json file being dragged, or empty.
QString droppedReceipt(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1) return {};
    const QUrl url = mime->urls().front();
    if (!url.isLocalFile()) return {};
    const QString path = url.toLocalFile();
    return ReceiptVerdictDialog::isReceiptPath(path) ? path : QString();
}

// The platform's keys for `key`, and `usual` too where the platform has none
// or others (the README names Ctrl+, and Ctrl+Q everywhere).
QList<QKeySequence> platformKeysAnd(QKeySequence::StandardKey key, const QKeySequence& usual)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(usual)) keys.append(usual);
    return keys;
}

} // namespace

void MainWindow::buildFileMenu()
{
    setAcceptDrops(true);
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    QAction* receipt = file->addAction(tr("&Open receipt\u2026"));
    receipt->setObjectName(QStringLiteral("openReceiptAction"));
    receipt->setShortcut(QKeySequence::Open);
    receipt->setToolTip(tr("Check a portable signed receipt or an incident receipt (also: drop its .json file on the window)"));
    connect(receipt, &QAction::triggered, this, [this] { openReceipt(); });
    QAction* report = file->addAction(tr("&Report\u2026"));
    report->setObjectName(QStringLiteral("reportAction"));
    connect(report, &QAction::triggered, this, &MainWindow::openReport);
    QAction* keys = file->addAction(tr("Signing &keys\u2026"));
    keys->setObjectName(QStringLiteral("signingKeysAction"));
    keys->setToolTip(tr("Your signing keys for exports, and the signer keys pinned for this connection"));
    connect(keys, &QAction::triggered, this, &MainWindow::signingKeysRequested);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcuts(platformKeysAnd(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
}

// Edit ▸ Preferences…, where GNOME and KDE users look (macOS moves it to the
// application menu by its role).
void MainWindow::buildEditMenu()
{
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    QAction* preferences = edit->addAction(tr("&Preferences\u2026"));
    preferences->setObjectName(QStringLiteral("settingsAction"));
    preferences->setShortcuts(
        platformKeysAnd(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setToolTip(
        tr("Language, time zone, refresh interval, notifications, keys and connection profiles"));
    connect(preferences, &QAction::triggered, this, &MainWindow::preferencesRequested);
    // A link to paste in chat or mail; `sealdesk --open` (or a click, through
    // the desktop's URL handler) opens the same item in a colleague's console.
    QAction* copyLink = edit->addAction(tr("Copy &link to the selection"));
    copyLink->setObjectName(QStringLiteral("copyLinkAction"));
    copyLink->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    copyLink->setToolTip(tr("A sealdesk:// link to the selected row, for chat or mail"));
    connect(copyLink, &QAction::triggered, this, [this] {
        const QString link = currentPage() ? currentPage()->currentLink() : QString();
        if (link.isEmpty()) {
            statusBar()->showMessage(tr("Select a row first: the link names the selected item"), 8000);
            return;
        }
        QGuiApplication::clipboard()->setText(link);
        statusBar()->showMessage(tr("Copied %1").arg(link), 8000);
    });
    // The reconcile sweep L3 and above need; the Autonomy page runs it and reloads.
    edit->addSeparator();
    QAction* sweep = edit->addAction(tr("Run reconcile &sweep\u2026"));
    sweep->setObjectName(QStringLiteral("sweepAction"));
    sweep->setToolTip(tr("List the provider's payments in a window and record whether any bypassed the gateway"));
    connect(sweep, &QAction::triggered, this, [this] {
        auto* autonomy = qobject_cast<AutonomyPage*>(page(QStringLiteral("autonomy")));
        if (!autonomy) return;
        showPage(QStringLiteral("autonomy"));
        autonomy->startSweep();
    });
}

void MainWindow::openReceipt(const QString& path)
{
    if (path.isEmpty()) {
        chooseFileToOpen(this, tr("Open receipt"), QString(), tr("Receipts (*.json);;All files (*)"),
                         [this](const QString& file) { openReceipt(file); });
        return;
    }
    auto* dialog = new ReceiptVerdictDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->openFile(path);
}

void MainWindow::openReport()
{
    auto* dialog = new ReportDialog(m_store, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedReceipt(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedReceipt(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    openReceipt(path);
}

} // namespace seal
