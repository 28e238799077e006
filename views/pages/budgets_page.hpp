// Budgets (SPEC-kernel.md §11): finance's first question — how much have the
// agents spent against each cap this window, and how much of it is still in
// flight? Per budget key its limit, window, spent, reserved and remaining,
// spent drawn as a bar; for the key selected the reservations behind the
// figures and the spend over the window as a chart. Setting a limit is an
// operator write (`sealctl budget set`); this page only reads.
#pragma once

#include "views/widgets/list_page.hpp"

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace seal {

class BudgetModel;
class BudgetSpendChart;
class ReservationModel;
class StoreClient;

class BudgetsPage : public ListPage
{
    Q_OBJECT
public:
    explicit BudgetsPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // a budget key
    QString currentIntent() const override;    // the reservation's

    BudgetModel* model() const { return m_model; }
    ReservationModel* reservations() const { return m_reservations; }
    QTableView* table() const { return m_table; }
    QTableView* reservationTable() const { return m_reservationTable; }

private:
    void onLoaded();
    void showCurrent();
    void drawChart();

    StoreClient* m_store;
    BudgetModel* m_model = nullptr;
    ReservationModel* m_reservations = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_table = nullptr;
    QTableView* m_reservationTable = nullptr;
    QLabel* m_reservationTitle = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    BudgetSpendChart* m_chart = nullptr;
    QString m_pendingKey;
    bool m_shown = false;
};

} // namespace seal
