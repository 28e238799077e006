// The event log as a table, newest first, paged from the server with keyset
// pagination on (at, id) (KeysetTableModel). The kind and time-range filters
// run in the server's query, with bound parameters.
#pragma once

#include "models/keyset_table_model.hpp"
#include "models/store_types.hpp"

#include <QString>
#include <QStringList>

namespace seal {

class StoreClient;

class EventModel : public KeysetListModel<EventRow, EventKey, EventQuery>
{
    Q_OBJECT
public:
    enum Column
    {
        IdColumn,
        TimeColumn,
        KindColumn,
        PathColumn,
        IntentColumn,
        DetailColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // typed value: id (qint64), time (double) or text
        IdRole,
        AtRole,          // double epoch
        RawDetailRole,      // QByteArray: the stored detail JSON, exactly (not for display); null when SQL NULL
        PrettyDetailRole,   // re-indented, made safe and capped (json_text.hpp): for a plain-text pane
        DetailTruncatedRole, // bool: PrettyDetailRole shows only part of the detail
        IntentRole           // the raw intent (empty when the event names none)
    };

    // Reads the newest page; events logged later are held above the top row
    // (KeysetTableModel) until showHeld().
    explicit EventModel(StoreClient* store, QObject* parent = nullptr);

    const EventFilter& filter() const { return m_filter; }
    void setFilter(const EventFilter& filter);
    void reload() override; // the kinds and the newest page
    // Kinds present in the log (asked of the server on construction, reload and new events).
    const QStringList& kinds() const { return m_kinds; }

Q_SIGNALS:
    void kindsChanged();

protected:
    QString keyOf(const EventRow& row) const override { return QString::number(row.id); }
    QVariant cell(const EventRow& row, int column, int role) const override;
    // Keyset pages on (at, id), newest first.
    EventQuery pageAfter(const EventRow* last) const override;
    EventQuery newerThan(const EventKey& newest) const override;
    EventKey keyOfRow(const EventRow& row) const override { return EventKey{row.at, row.id}; }
    void aboutToReadNewer() override { readKinds(); } // a new kind may have come

private:
    void readKinds();
    QVariant display(const EventRow& row, int column) const;
    QVariant sortValue(const EventRow& row, int column) const;

    EventFilter m_filter;
    QStringList m_kinds;
    quint64 m_kindsRequest = 0;
};

} // namespace seal
