// Divergences: the intents where the world and the chain disagree, each with
// every observation's witness evidence; spend the gateway never admitted; and
// the domains frozen because of either (reason, evidence, since). Unfreeze…
// lets an operator re-open a frozen domain, with a reason that is kept.
#pragma once

#include "views/widgets/list_page.hpp"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class DivergenceModel;
class WholeValueButton;
class StoreClient;
struct FrozenDomain;
struct OperatorOutcome;

class DivergencesPage : public ListPage
{
    Q_OBJECT
public:
    explicit DivergencesPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // an intent, a domain, or an event id
    QString currentIntent() const override;

    DivergenceModel* model() const { return m_model; }
    QTableView* intentTable() const { return m_intents; }
    QTableView* spendTable() const { return m_spend; }
    QTableView* frozenTable() const { return m_frozen; }
    QPushButton* unfreezeButton() const { return m_unfreeze; }
    QPlainTextEdit* detail() const { return m_detail; }
    // Why Unfreeze… is disabled now, empty when it is enabled.
    QString whyNotUnfreeze() const;

private:
    QWidget* section(const QString& title, QLabel** count, QWidget* body, QWidget* extra = nullptr);
    void onLoaded();
    void sizeColumns();
    void showDetailFor(QTableView* table);
    void updateActions();
    const FrozenDomain* currentFrozen() const;
    void startUnfreeze();
    bool select(QTableView* table, int row);

    StoreClient* m_store;
    DivergenceModel* m_model = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_intents = nullptr;
    QTableView* m_spend = nullptr;
    QTableView* m_frozen = nullptr;
    QLabel* m_intentCount = nullptr;
    QLabel* m_spendCount = nullptr;
    QLabel* m_frozenCount = nullptr;
    QPushButton* m_unfreeze = nullptr;
    QLabel* m_whyNot = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    WholeValueButton* m_saveWhole = nullptr; // the selected value, when the pane shows part of it
    QTableView* m_detailSource = nullptr; // the table whose row the detail pane shows
    QString m_pendingKey;
    quint64 m_busy = 0;
    bool m_shown = false;
};

} // namespace seal
