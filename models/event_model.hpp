// The event log as a table, newest first, paged from the server with keyset
// pagination on (at, id). The kind and time-range filters run in the server's
// query, with bound parameters.
#pragma once

#include "models/held_rows.hpp"
#include "models/keyed_table_model.hpp"
#include "models/store_types.hpp"

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace seal {

class StoreClient;

class EventModel : public KeyedTableModel<EventRow>
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

    explicit EventModel(StoreClient* store, QObject* parent = nullptr);

    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    const EventFilter& filter() const { return m_filter; }
    void setFilter(const EventFilter& filter);
    void reload();
    // Events logged since the rows were read (live refresh): read a page at
    // a time and held back above the top row, not inserted, so that nothing
    // moves under the reader; heldCount() says how many wait, showHeld()
    // puts them in at the top (the rows shown and the selection stay).
    void takeNewEvents();
    qint64 heldCount() const { return m_held.count(); }
    void showHeld(); // more than kHeldEventRows waiting: reads the newest again instead
    static constexpr qsizetype kHeldEventRows = HeldRows<EventRow, EventKey>::kCap;
    // Kinds present in the log (asked of the server on construction and reload).
    const QStringList& kinds() const { return m_kinds; }

    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows);
    bool isLoading() const { return m_pending != 0; }
    bool hasLoaded() const { return m_loadedOnce; }
    const QString& error() const { return m_error; }

Q_SIGNALS:
    void loadingChanged(bool loading);
    void pageArrived();
    void failed(const QString& message);
    void kindsChanged();
    void heldChanged(qint64 count);

protected:
    QString keyOf(const EventRow& row) const override { return QString::number(row.id); }
    QVariant cell(const EventRow& row, int column, int role) const override;

private:
    void restart();
    void request();
    quint64 readPage(const EventQuery& query); // on the reader; the answer goes to onPage
    void readKinds();
    void setPending(quint64 id);
    void onPage(quint64 id, const EventPage& page);
    void onFailed(quint64 id, const QString& message);
    void onNewerPage(const EventPage& page);
    void clearHeld();
    QVariant display(const EventRow& row, int column) const;
    QVariant sortValue(const EventRow& row, int column) const;

    StoreClient* m_store;
    EventFilter m_filter;
    QStringList m_kinds;
    int m_pageSize = 200;
    quint64 m_pending = 0;
    quint64 m_kindsRequest = 0;
    quint64 m_newerPending = 0;           // the request for events above the top row
    bool m_newerAgain = false; // a change came while a read was in flight: look again after it
    HeldRows<EventRow, EventKey> m_held; // events above the top row, keyed by (at, id)
    bool m_atEnd = false;
    bool m_loadedOnce = false;
    QString m_error;
};

} // namespace seal
