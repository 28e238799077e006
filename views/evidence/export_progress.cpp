#include "views/evidence/export_progress.hpp"

#include "models/actions/evidence_export.hpp"

#include <QCoreApplication>
#include <QPointer>
#include <QProgressDialog>
#include <QWidget>
#include <algorithm>
#include <memory>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

} // namespace

void showExportProgress(EvidenceExporter* exporter, QWidget* window)
{
    // The dialog of the export running, if any: one export at a time.
    const auto dialog = std::make_shared<QPointer<QProgressDialog>>();
    QObject::connect(exporter, &EvidenceExporter::started, window,
                     [exporter, window, dialog](const QString& what, qint64 total) {
                         auto* progress = new QProgressDialog(what, tr("Cancel"), 0, total > 0 ? 1000 : 0, window);
                         progress->setObjectName(QStringLiteral("exportProgress"));
                         progress->setWindowTitle(tr("Export"));
                         progress->setMinimumDuration(400);
                         progress->setAutoClose(false);
                         progress->setAutoReset(false);
                         progress->setValue(0);
                         QObject::connect(progress, &QProgressDialog::canceled, exporter, &EvidenceExporter::cancel);
                         *dialog = progress;
                     });
    QObject::connect(exporter, &EvidenceExporter::progressChanged, window, [dialog](qint64 done, qint64 total) {
        if (*dialog && total > 0) (*dialog)->setValue(static_cast<int>(std::min<qint64>(1000, done * 1000 / total)));
    });
    QObject::connect(exporter, &EvidenceExporter::finished, window, [exporter, dialog] {
        if (exporter->isBusy()) return; // a second export refused: the running one keeps its dialog
        if (QProgressDialog* progress = *dialog) {
            progress->disconnect(exporter);
            progress->close();
            progress->deleteLater();
            *dialog = nullptr;
        }
    });
}

} // namespace seal
