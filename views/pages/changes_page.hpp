// Changes (issue 28): dual control's change requests, newest first — each
// with its exact before and after, its reason, who proposed it and who is
// asked — and for the one chosen, Approve (the act is then written, in the
// approval's transaction), Reject… (with a reason) or Withdraw (the proposer's
// own). Says plainly when dual control is off in this store and how it is
// turned on.
#pragma once

#include "views/widgets/list_page.hpp"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class ChangeModel;
struct ChangeRow;
class StoreClient;
enum class ChangeDecision;

class ChangesPage : public ListPage
{
    Q_OBJECT
public:
    explicit ChangesPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // a change's id

    ChangeModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QPushButton* approveButton() const { return m_approve; }
    QPushButton* rejectButton() const { return m_reject; }
    QPushButton* withdrawButton() const { return m_withdraw; }

Q_SIGNALS:
    // Pending changes proposed by another role: this operator may decide them.
    void waitingChanged(qint64 count);

private:
    void onLoaded();
    void showCurrent();
    void updateActions();
    const ChangeRow* current() const;
    void decide(ChangeDecision decision);

    StoreClient* m_store;
    ChangeModel* m_model = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_table = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QPushButton* m_approve = nullptr;
    QPushButton* m_reject = nullptr;
    QPushButton* m_withdraw = nullptr;
    QLabel* m_why = nullptr;
    quint64 m_busy = 0;
    bool m_shown = false;
};

} // namespace seal
