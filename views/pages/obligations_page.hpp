// Obligations (SPEC-kernel.md §14): the alarm for what an agent fails to do.
// Every declared duty with its due time and state, overdue and short ones
// first, then open, breached, met and cancelled; the selected one described
// in full (its description is agent-written: plain text). Cancelling an open
// duty is an operator write through the one confirm-then-write flow. A store
// without seal_obligations says it is not set up (`sealctl obligations
// setup`); the page never creates the table.
#pragma once

#include "console_page.hpp"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class ObligationModel;
struct Obligation;
class StoreClient;

class ObligationsPage : public ConsolePage
{
    Q_OBJECT
public:
    explicit ObligationsPage(StoreClient* store, QWidget* parent = nullptr);

    void refresh() override;
    bool hasData() const override;
    QString problem() const override;
    void showKey(const QString& key) override; // an obligation's id
    QString currentIntent() const override;    // the intent that met it, else "obligation:<id>"

    ObligationModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPlainTextEdit* detail() const { return m_detail; }
    QString whyNotCancel() const;

private:
    void onLoaded();
    void showCurrent();
    void updateActions();
    void startCancel();
    const Obligation* current() const;

    StoreClient* m_store;
    ObligationModel* m_model = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_table = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_whyNot = nullptr;
    QString m_pendingKey;
    quint64 m_busy = 0;
    bool m_shown = false;
};

} // namespace seal
