// Approvals: the maker-checker requests for finance approvers. Pending first,
// with a countdown to each expiry; a detail pane with everything an approver
// must see before deciding; Approve and Reject through ConfirmWriteDialog,
// enabled only when whyNotVote() is empty (otherwise the reason is shown next
// to them); decided requests with their decision cert; the incident receipt
// of a request's intent exported as the same JSON bytes `sealctl receipt
// --format json` prints.
#pragma once

#include "models/approval_model.hpp"
#include "views/widgets/list_page.hpp"

#include <QStringList>

class QComboBox;
class QDateEdit;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabBar;
class QTableView;

namespace seal {

class EvidenceExporter;
class FieldForm;
class IntentPurposePane;
class StoreClient;

class ApprovalsPage : public ListPage
{
    Q_OBJECT
public:
    explicit ApprovalsPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // an approval id
    QString currentIntent() const override;
    QString currentLink() const override;

    ApprovalModel* model() const { return m_model; }
    ApprovalFilterProxy* filterProxy() const { return m_filter; }
    QTableView* table() const { return m_table; }
    QString selectedId() const;
    // Which requests are listed. An approver starts at Waiting for my vote,
    // anyone else at Pending, until they choose.
    ApprovalFilter::Scope scope() const;
    void setScope(ApprovalFilter::Scope scope);
    // Requests waiting for this role's vote (pending, not expired, neither
    // made nor voted on by it); a lower bound while the list holds only part
    // of a longer queue (waitingIsPartial).
    qint64 waitingCount() const { return m_waiting; }
    bool waitingIsPartial() const;

    // Writes the incident receipt of `intent` to `file` (the bytes of
    // `sealctl receipt INTENT --format json`, EvidenceExporter); the answer
    // arrives as receiptExported.
    void exportReceipt(const QString& intent, const QString& file);

Q_SIGNALS:
    // Pending approvals that were not there at the last look (never on the first load).
    void approvalsArrived(const QStringList& ids, const QString& summary);
    void receiptExported(const QString& file, bool ok, const QString& message);
    // waitingCount() moved (the sidebar, the window title and the tray show it).
    void waitingChanged(qint64 count);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildFilters();
    void buildTable();
    QWidget* buildDetail();
    void onLoaded();
    void onArrived(const QStringList& ids);
    void fillChoices();
    void applyFilters();
    void onIdentity();
    void countWaiting();
    void clearFilters();
    void selectId(const QString& id);
    const ApprovalRow* current() const;
    void showDetail();
    void updateButtons();
    void voteOnCurrent(const QString& decision);
    void exportCurrent();
    void onExported(const QString& file, const QString& summary, const QString& error);

    StoreClient* m_store;
    ApprovalModel* m_model = nullptr;
    ApprovalFilterProxy* m_filter = nullptr;
    QTabBar* m_scope = nullptr;
    QComboBox* m_path = nullptr;
    QComboBox* m_tier = nullptr;
    QComboBox* m_state = nullptr;
    QComboBox* m_maker = nullptr;
    QLineEdit* m_minAmount = nullptr;
    QLineEdit* m_maxAmount = nullptr;
    QLineEdit* m_search = nullptr;
    QDateEdit* m_from = nullptr;
    QDateEdit* m_to = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_history = nullptr; // says when older decided requests are not listed
    QTableView* m_table = nullptr;
    FieldForm* m_fields = nullptr;
    IntentPurposePane* m_purpose = nullptr;
    QPushButton* m_approve = nullptr;
    QPushButton* m_reject = nullptr;
    QLabel* m_why = nullptr;
    QPushButton* m_showCert = nullptr;
    QPushButton* m_export = nullptr;
    EvidenceExporter* m_exporter = nullptr;
    QString m_fetching; // an id fetchOne is reading
    QString m_wantedKey;
    QString m_votedOn; // the request a vote was confirmed on: shown when the list reads its new state
    bool m_shown = false;
    bool m_scopeChosen = false; // the reader (or a link) chose a scope: the default no longer applies
    bool m_pressing = false;    // a mouse press on the table is being handled: the pin moves after it
    qint64 m_waiting = -1;
};

} // namespace seal
