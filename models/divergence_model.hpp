// Divergences (SPEC-kernel.md §8) as tables: intents where the world and the
// chain disagree (with each observation's witness evidence), spend the
// gateway never admitted, and the domains frozen because of either. One read
// of core readDivergences() feeds all three; a live refresh replaces rows by
// key (intent, event id, domain), so selection survives.
#pragma once

#include "holds.hpp"
#include "keyed_rows.hpp"

#include <QList>
#include <QString>

namespace seal {

class StoreClient;

// Out-of-band spend events, by time.
class OutOfBandSpendModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        IdColumn,
        TimeColumn,
        PathColumn,
        DomainColumn,
        IntentColumn,
        DetailColumn,
        ColumnCount
    };
    using KeyedTableModel::KeyedTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRows(std::vector<OutOfBandSpend> rows); // moved in: a row can be large
    const OutOfBandSpend* rowAt(int row) const;
    static QString describe(const OutOfBandSpend& spend);

private:
    QList<OutOfBandSpend> m_rows;
};

// Frozen domains, by the time they froze.
class FrozenDomainModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        DomainColumn,
        SinceColumn,
        ReasonColumn,
        EvidenceColumn,
        ColumnCount
    };
    enum Role
    {
        DomainRole = Qt::UserRole + 1 // the raw domain name (not for display)
    };
    using KeyedTableModel::KeyedTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRows(std::vector<FrozenDomain> rows);
    const FrozenDomain* rowAt(int row) const;
    int rowOf(const QString& domain) const; // -1 when not shown
    static QString describe(const FrozenDomain& frozen);

private:
    QList<FrozenDomain> m_rows;
};

// Diverged intents, oldest first; it reads, and feeds spend() and frozen().
class DivergenceModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        IntentColumn,
        PathColumn,
        ActionColumn,
        StateColumn,
        CreatedColumn,
        ObservationsColumn,
        WitnessColumn, // the newest observation's witness state
        ColumnCount
    };
    enum Role
    {
        IntentRole = Qt::UserRole + 1 // the raw intent id (not for display)
    };

    explicit DivergenceModel(StoreClient* store, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    OutOfBandSpendModel* spend() const { return m_spend; }
    FrozenDomainModel* frozen() const { return m_frozen; }

    void reload();
    void setReport(DivergenceReport report); // moved in, never copied on the GUI thread

    const DivergedIntent* rowAt(int row) const;
    int rowOf(const QString& intent) const; // -1 when not shown
    bool hasLoaded() const { return m_loaded; }
    const QString& error() const { return m_error; }

    // The intent and every observation with its witness evidence, for a plain-text pane.
    static QString describe(const DivergedIntent& diverged);

Q_SIGNALS:
    void loaded();
    void failed(const QString& message);

private:
    StoreClient* m_store;
    OutOfBandSpendModel* m_spend = nullptr;
    FrozenDomainModel* m_frozen = nullptr;
    QList<DivergedIntent> m_rows;
    quint64 m_pending = 0;
    bool m_loaded = false;
    QString m_error;
};

} // namespace seal
