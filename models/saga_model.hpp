// Sagas (SPEC-kernel.md §13) as master and detail: per graph its stored state
// and the evaluate verdict computed by core (never written), diverged and
// unfinished graphs first; for the graph chosen its children with state,
// required, intent, tier and compensation links. One read of core readSagas().
#pragma once

#include "core/rules/sagas.hpp"
#include "models/store_table_model.hpp"

#include <QString>

namespace seal {


class StoreClient;

// The done graphs (final or compensated) the console lists: the newest by
// creation. Every graph that is not done is always listed.
inline constexpr std::int64_t kSagaDoneRows = 2000;

class SagaModel : public StoreListModel<Saga>
{
    Q_OBJECT
public:
    enum Column
    {
        GraphColumn,
        VerdictColumn, // evaluated, not stored
        StoredColumn,
        ChildrenColumn,
        UpdatedColumn,
        RequiredTiersColumn, // last: it takes the room left
        ColumnCount
    };
    enum Role
    {
        GraphRole = Qt::UserRole + 1, // the raw graph id
        EvaluatedRole,                // the raw evaluated state (GRAPH_…)
        StoredRole,                   // the raw stored state
        AttentionRole,                // int: 0 diverged, 1 unfinished, 2 done
        SortRole,
    };

    explicit SagaModel(StoreClient* store, QObject* parent = nullptr);

    void reload() override;
    void setSagas(std::vector<Saga> sagas);

    // Done graphs in the store, and how many of them are rows (the newest).
    qint64 doneInStore() const { return m_doneInStore; }
    qint64 doneListed() const { return m_doneListed; }
    void setDoneLimit(std::int64_t limit) { m_doneLimit = limit; } // next reload()

    // "final", "diverged", … for GRAPH_FINAL, GRAPH_DIVERGED, …
    static QString stateText(const std::string& state);
    // The graph in words, with why the verdict is what it is.
    static QString describe(const Saga& saga);

private:
    QString keyOf(const Saga& row) const override { return QString::fromStdString(row.graphId); }
    QString columnToolTip(int column) const override;
    QVariant cell(const Saga& row, int column, int role) const override;
    QVariant display(const Saga& row, int column) const;

    qint64 m_doneInStore = 0;
    qint64 m_doneListed = 0;
    std::int64_t m_doneLimit = kSagaDoneRows;
};

// The children of one graph, by child key.
class SagaChildModel : public KeyedTableModel<SagaChild>
{
    Q_OBJECT
public:
    enum Column
    {
        ChildColumn,
        ActionColumn,
        RequiredColumn,
        StateColumn,
        TierColumn,
        CompensationColumn, // "reverses charge" / "reversed by refund"
        IntentColumn,
        ArgsColumn,
        ColumnCount
    };
    enum Role
    {
        IntentRole = Qt::UserRole + 1, // the raw intent (empty when none)
        ChildKeyRole,
        SortRole,
    };

    explicit SagaChildModel(QObject* parent = nullptr);
    void setGraph(const Saga* saga); // nullptr clears
    const QString& graphId() const { return m_graph; }

private:
    QString keyOf(const SagaChild& row) const override { return QString::fromStdString(row.childKey); }
    QVariant cell(const SagaChild& row, int column, int role) const override;
    QVariant display(const SagaChild& row, int column) const;
    QString compensationText(const SagaChild& row) const;

    QString m_graph;
};

} // namespace seal
