// Obligations (SPEC-kernel.md §14) as a table: every declared duty with its
// state judged as of the read (overdue and short ones first, then open by due
// time, breached, met, cancelled). One read of core readObligations() feeds
// it (every open duty, the newest kObligationClosedRows closed ones); a live refresh replaces rows by id, so the selection survives. A store
// without seal_obligations is "not set up" (isSetUp() false), not an error.
#pragma once

#include "keyed_table_model.hpp"
#include "obligations.hpp"

#include <QString>

namespace seal {

class StoreClient;

// The closed duties (breached, met, cancelled) the console lists: the newest
// by id. Every open one is always listed.
inline constexpr std::int64_t kObligationClosedRows = 2000;

class ObligationModel : public KeyedTableModel<Obligation>
{
    Q_OBJECT
public:
    enum Column
    {
        IdColumn,
        StateColumn,
        DueColumn,
        ActionColumn,
        KindColumn,
        KeyColumn,
        DescriptionColumn,
        DeclaredByColumn,
        DeclaredColumn,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole + 1, // qint64
        StateRole,                 // the stored state: open | met | breached | cancelled
        DueRole,                   // bool: open and overdue or short (the next sweep breaches it)
        SortRole,
    };

    explicit ObligationModel(StoreClient* store, QObject* parent = nullptr);

    void reload();
    void setReading(ObligationsReading reading);

    bool hasLoaded() const { return m_loaded; }
    bool isSetUp() const { return m_setUp; }
    const QString& error() const { return m_error; }
    double judgedAt() const { return m_at; }
    int dueCount() const;
    // Closed duties in the store, and how many of them are rows (the newest).
    qint64 closedInStore() const { return m_closedInStore; }
    qint64 closedListed() const { return m_closedListed; }
    void setClosedLimit(std::int64_t limit) { m_closedLimit = limit; } // next reload()

    // The state as people read it: "OVERDUE", "open", "breached", ...
    static QString stateText(const Obligation& o);
    // "2026-11-30 10:00" for a once duty, "every 1 h, at least 2" for a recurring one.
    static QString dueText(const Obligation& o);
    // Everything about a duty, for a plain-text pane.
    static QString describe(const Obligation& o);

Q_SIGNALS:
    void loaded();
    void failed(const QString& message);

private:
    QString keyOf(const Obligation& row) const override { return QString::number(row.id); }
    QVariant cell(const Obligation& row, int column, int role) const override;
    QVariant display(const Obligation& row, int column) const;

    StoreClient* m_store = nullptr;
    quint64 m_pending = 0;
    bool m_loaded = false;
    bool m_setUp = false;
    double m_at = 0;
    qint64 m_closedInStore = 0;
    qint64 m_closedListed = 0;
    std::int64_t m_closedLimit = kObligationClosedRows;
    QString m_error;
};

} // namespace seal
