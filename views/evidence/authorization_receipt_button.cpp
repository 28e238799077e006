#include "views/evidence/authorization_receipt_button.hpp"

#include "models/actions/evidence_export.hpp"
#include "views/evidence/export_progress.hpp"
#include "views/widgets/file_choice.hpp"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QItemSelectionModel>

namespace seal {

AuthorizationReceiptButton::AuthorizationReceiptButton(StoreClient* store, QAbstractItemView* view, int intentRole,
                                                       QWidget* parent)
    : QPushButton(tr("A&uthorization receipt\u2026"), parent), m_view(view), m_intentRole(intentRole),
      m_exporter(new EvidenceExporter(store, this))
{
    showExportProgress(m_exporter, this);
    setObjectName(QStringLiteral("authorizationReceiptButton"));
    setToolTip(tr("Save the authorization receipt of this request's intent (PDF or HTML): who allowed it, whether "
                  "it ran once, what the provider says. Also for a request that was rejected, expired or never "
                  "used."));
    connect(this, &QPushButton::clicked, this, &AuthorizationReceiptButton::ask);
    connect(m_exporter, &EvidenceExporter::finished, this,
            [this](const QString& path, const QString& summary, const QString& error) {
                updateState();
                if (error.isEmpty())
                    Q_EMIT written(tr("Written %1: %2").arg(path, summary));
                else
                    Q_EMIT failed(tr("Authorization receipt not written: %1").arg(error));
            });
    // The view has its model (and so its selection model) by now.
    if (QItemSelectionModel* selection = m_view->selectionModel())
        connect(selection, &QItemSelectionModel::currentChanged, this, &AuthorizationReceiptButton::updateState);
    if (QAbstractItemModel* model = m_view->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, &AuthorizationReceiptButton::updateState);
        connect(model, &QAbstractItemModel::layoutChanged, this, &AuthorizationReceiptButton::updateState);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &AuthorizationReceiptButton::updateState);
    }
    updateState();
}

QString AuthorizationReceiptButton::intent() const
{
    return m_view->currentIndex().data(m_intentRole).toString();
}

void AuthorizationReceiptButton::updateState()
{
    setEnabled(!intent().isEmpty() && !m_exporter->isBusy());
}

void AuthorizationReceiptButton::exportTo(const QString& path)
{
    const QString wanted = intent();
    if (wanted.isEmpty()) return;
    m_exporter->authorizationReceipt(wanted, path);
    updateState();
}

void AuthorizationReceiptButton::ask()
{
    const QString wanted = intent();
    if (wanted.isEmpty()) return;
    chooseExportFile(this, tr("Export authorization receipt"),
                     receiptFileName(wanted, QStringLiteral("authorization"), QStringLiteral("pdf")),
                     tr("PDF document (*.pdf);;HTML page (*.html)"),
                     [this](const QString& path, const QString& filter, const QString& key) {
                         m_exporter->setSigningKey(key);
                         exportTo(withChosenSuffix(path, filter, {QStringLiteral(".pdf"), QStringLiteral(".html")}));
                     });
}

} // namespace seal
