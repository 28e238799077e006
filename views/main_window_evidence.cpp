// MainWindow's File menu: open a portable receipt (also by dropping a .json
// file on the window) and write a range report. Kept out of main_window.cpp,
// which only arranges pages.
#include "file_choice.hpp"
#include "main_window.hpp"
#include "receipt_verdict_dialog.hpp"
#include "report_dialog.hpp"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
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

} // namespace

void MainWindow::buildFileMenu()
{
    setAcceptDrops(true);
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* receipt = file->addAction(tr("&Open receipt\u2026"));
    receipt->setObjectName(QStringLiteral("openReceiptAction"));
    receipt->setShortcut(QKeySequence::Open);
    receipt->setToolTip(tr("Check a portable signed receipt (also: drop its .json file on the window)"));
    connect(receipt, &QAction::triggered, this, [this] { openReceipt(); });
    QAction* report = file->addAction(tr("&Report\u2026"));
    report->setObjectName(QStringLiteral("reportAction"));
    connect(report, &QAction::triggered, this, &MainWindow::openReport);
}

void MainWindow::openReceipt(const QString& path)
{
    if (path.isEmpty()) {
        chooseFileToOpen(this, tr("Open portable receipt"), QString(),
                         tr("Portable receipts (*.json);;All files (*)"),
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
