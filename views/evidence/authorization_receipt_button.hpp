// "Authorization receipt…" for the request a list shows: the intent of the
// view's current row (read through `intentRole`), its authorization receipt
// as PDF or HTML through EvidenceExporter (core's document, the same bytes
// as `sealctl receipt INTENT --format pdf`). Any request has one: pending,
// approved but not (yet) used, rejected or expired (core builds a `blocked`
// receipt from the approval request when the intent never ran).
// Enabled while the current row names an intent and no export runs.
#pragma once

#include <QPushButton>

class QAbstractItemView;

namespace seal {

class EvidenceExporter;
class StoreClient;

class AuthorizationReceiptButton : public QPushButton
{
    Q_OBJECT
public:
    AuthorizationReceiptButton(StoreClient* store, QAbstractItemView* view, int intentRole, QWidget* parent);

    // The current row's intent ("" when none).
    QString intent() const;
    // Writes the current row's receipt to `path` (.pdf, else .html); the
    // answer arrives as written or failed.
    void exportTo(const QString& path);
    EvidenceExporter* exporter() const { return m_exporter; }

Q_SIGNALS:
    void written(const QString& message);
    void failed(const QString& message);

private:
    void ask();
    void updateState();

    QAbstractItemView* m_view;
    int m_intentRole;
    EvidenceExporter* m_exporter;
};

} // namespace seal
