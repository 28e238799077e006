// Obligations (SPEC-kernel.md §14), the kernel's: the alarm for work an agent
// fails to do. The duties with the status the kernel's sweep rules give them
// as of now (read-only: the console never sweeps), and the breaches the sweeps
// recorded; the selected one described in full (descriptions are agent-written:
// plain text). Cancelling a duty (the kernel's deactivate) and resolving a
// breach are operator writes through the one confirm-then-write flow. A store
// without the kernel's tables says it is not set up; one holding Seal Desk's
// withdrawn layout says so by name. The page never creates or alters a table.
#pragma once

#include "models/actions/store_action.hpp"
#include "views/widgets/list_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <functional>
#include <string>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class ObligationModel;
struct DutyRow;
struct ObligationBreach;
class StoreClient;
class Connection;
struct OperatorOutcome;

class ObligationsPage : public ListPage
{
    Q_OBJECT
public:
    explicit ObligationsPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // an obligation_id
    QString currentIntent() const override;    // a once-duty's expected intent

    ObligationModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QTableView* breachTable() const { return m_breachTable; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* resolveButton() const { return m_resolve; }
    QPlainTextEdit* detail() const { return m_detail; }
    QLabel* message() const { return m_message; }
    QString whyNotCancel() const;
    QString whyNotResolve() const;
    // Selects the breach with this id; false when none is listed.
    bool showBreach(qint64 id);

private:
    void onLoaded();
    void showMessage();
    void showDuty();
    void showSelectedBreach();
    void updateActions();
    void startCancel();
    void startResolve();
    void confirmOperatorWrite(ConfirmWriteDialog::Spec spec, const QString& what, const QString& dialogName,
                              StoreAction<OperatorOutcome> action);
    const DutyRow* currentDuty() const;
    const ObligationBreach* currentBreach() const;

    StoreClient* m_store;
    ObligationModel* m_model = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_table = nullptr;
    QTableView* m_breachTable = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_resolve = nullptr;
    QLabel* m_whyNot = nullptr;
    QLabel* m_resolveWhyNot = nullptr;
    QString m_pendingKey;
    quint64 m_busy = 0;
    bool m_shown = false;
};

} // namespace seal
