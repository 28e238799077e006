// Budgets (SPEC-kernel.md §11) as tables: per budget key its limit, window,
// spent, reserved and remaining as of the read, and for the key chosen the
// reservations behind those figures. One read of core readBudgets() feeds the
// key table; a live refresh replaces rows by key, so the selection survives.
#pragma once

#include "core/rules/budgets.hpp"
#include "models/store_table_model.hpp"
#include "models/text/lookalike_text.hpp"

#include <QString>
#include <vector>

namespace seal {


class StoreClient;

class BudgetModel : public StoreListModel<BudgetStatus>
{
    Q_OBJECT
public:
    enum Column
    {
        KeyColumn,
        UsedColumn, // spent of limit, drawn as a bar
        SpentColumn,
        ReservedColumn,
        RemainingColumn,
        LimitColumn,
        WindowColumn,
        UpdatedColumn,
        ColumnCount
    };
    enum Role
    {
        KeyRole = Qt::UserRole + 1, // the raw budget key (not for display)
        UsedFractionRole,           // double: spent / limit (may pass 1); invalid when not known
        SortRole,                   // the number or time behind the cell
    };

    explicit BudgetModel(StoreClient* store, QObject* parent = nullptr);

    void reload() override;
    void setBudgets(std::vector<BudgetStatus> budgets, double at);

    double judgedAt() const { return m_at; } // the time the windows end at

    // Everything about a key, for a plain-text pane (a look-alike key marked).
    QString describe(const BudgetStatus& budget) const;

private:
    QString keyOf(const BudgetStatus& row) const override { return QString::fromStdString(row.budgetKey); }
    QVariant cell(const BudgetStatus& row, int column, int role) const override;
    QVariant display(const BudgetStatus& row, int column) const;

    double m_at = 0;
    LookalikeMarks m_keyMarks; // its budget keys, each against the others
};

// The reservations (and settled spends) of one budget key inside its window,
// newest first. It reads when told which key (showKey), and again on reload().
class ReservationModel : public StoreListModel<Reservation>
{
    Q_OBJECT
public:
    enum Column
    {
        AtColumn,
        AmountColumn,
        StateColumn,
        IntentColumn,
        ColumnCount
    };
    enum Role
    {
        IntentRole = Qt::UserRole + 1, // the raw intent (empty when none)
        SortRole,
    };

    explicit ReservationModel(StoreClient* store, QObject* parent = nullptr);

    // Reads `key`'s reservations; an empty key clears the table.
    void showKey(const QString& key);
    void reload() override;
    void setReservations(std::vector<Reservation> rows);
    const QString& key() const { return m_key; }
    // At most this many, the newest: a busy key's window can hold millions.
    static constexpr int kNewest = 5000;
    bool capped() const { return rowCount() >= kNewest; }

private:
    QString keyOf(const Reservation& row) const override { return QString::number(row.id); }
    QVariant cell(const Reservation& row, int column, int role) const override;
    QVariant display(const Reservation& row, int column) const;

    QString m_key;
};

} // namespace seal
