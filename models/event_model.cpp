#include "models/event_model.hpp"

#include "models/keyset_reads.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/json_text.hpp"
#include "models/text/safe_text.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>

namespace seal {
namespace {

QString optionalText(const std::optional<QString>& text)
{
    return text ? safeText(*text) : QString();
}

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, EventModel::ColumnCount> kEventModelTitles = {
    QT_TRANSLATE_NOOP("seal::EventModel", "#"),
    QT_TRANSLATE_NOOP("seal::EventModel", "Time"),
    QT_TRANSLATE_NOOP("seal::EventModel", "Kind"),
    QT_TRANSLATE_NOOP("seal::EventModel", "Path"),
    QT_TRANSLATE_NOOP("seal::EventModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::EventModel", "Detail"),
};

} // namespace

EventModel::EventModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kEventModelTitles, parent), m_store(store)
{
    connect(m_store, &StoreClient::requestFailed, this, &EventModel::onFailed);
    followDisplayTime(TimeColumn, TimeColumn);
    readKinds();
    request();
}

void EventModel::readKinds()
{
    auto id = std::make_shared<quint64>(0);
    *id = m_store->read<QStringList>(this, readEventKindNames, [this, id](QStringList kinds) {
        if (*id != m_kindsRequest) return; // a newer read of the kinds is out
        m_kinds = std::move(kinds);
        Q_EMIT kindsChanged();
    });
    m_kindsRequest = *id;
}

quint64 EventModel::readPage(const EventQuery& query)
{
    // The answer carries the id it was asked under: restart() and a newer
    // page tell an answer to an old query by it.
    auto id = std::make_shared<quint64>(0);
    *id = m_store->read<EventPage>(
        this, [query](Connection& conn) { return readEvents(conn, query); },
        [this, id](EventPage page) { onPage(*id, page); });
    return *id;
}

bool EventModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && !m_atEnd && m_error.isEmpty();
}

void EventModel::fetchMore(const QModelIndex& parent)
{
    if (parent.isValid() || m_pending || m_atEnd || !m_error.isEmpty()) return;
    request();
}

void EventModel::request()
{
    EventQuery query;
    query.filter = m_filter;
    query.limit = m_pageSize;
    if (!m_rows.isEmpty()) query.after = EventKey{m_rows.back().at, m_rows.back().id};
    setPending(readPage(query));
}

void EventModel::setPending(quint64 id)
{
    const bool was = m_pending != 0;
    m_pending = id;
    if (was != (id != 0)) Q_EMIT loadingChanged(id != 0);
}

void EventModel::restart()
{
    beginResetModel();
    m_rows.clear();
    m_atEnd = false;
    m_loadedOnce = false;
    m_error.clear();
    m_pending = 0;
    m_newerPending = 0; // an answer to the old query is ignored when it comes
    m_newerAgain = false; // the head is read again anyway
    endResetModel();
    clearHeld();
    request();
}

void EventModel::setFilter(const EventFilter& filter)
{
    if (filter == m_filter) return;
    m_filter = filter;
    restart();
}

void EventModel::reload()
{
    readKinds();
    restart();
}

void EventModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
}

void EventModel::takeNewEvents()
{
    if (!m_error.isEmpty()) return;
    if (m_newerPending || !m_loadedOnce) {
        // A read is in flight whose snapshot may predate what changed: look
        // again once it is back, or the new events wait for the next change.
        m_newerAgain = true;
        return;
    }
    readKinds(); // a new kind may have come
    if (m_rows.isEmpty()) {
        restart();
        return;
    }
    EventQuery query;
    query.filter = m_filter;
    query.limit = m_pageSize;
    query.newer = m_held.newest().value_or(EventKey{m_rows.front().at, m_rows.front().id});
    m_newerPending = readPage(query);
}

void EventModel::onNewerPage(const EventPage& page)
{
    m_newerPending = 0;
    if (!page.rows.isEmpty()) {
        for (const EventRow& row : page.rows)
            m_held.add(row, EventKey{row.at, row.id});
        Q_EMIT heldChanged(m_held.count());
    }
    if (!page.atEnd || std::exchange(m_newerAgain, false)) takeNewEvents(); // more above, or asked meanwhile
}

void EventModel::showHeld()
{
    if (m_held.count() == 0) return;
    if (m_held.overflowed()) { // too many to keep: the newest, read again
        restart();
        return;
    }
    beginInsertRows({}, 0, static_cast<int>(m_held.size()) - 1);
    m_rows = m_held.prependTo(std::move(m_rows));
    endInsertRows();
    Q_EMIT heldChanged(0);
}

void EventModel::clearHeld()
{
    if (m_held.clear()) Q_EMIT heldChanged(0);
}

void EventModel::onPage(quint64 id, const EventPage& page)
{
    if (id != 0 && id == m_newerPending) {
        onNewerPage(page);
        return;
    }
    if (id != m_pending) return;
    if (!page.rows.isEmpty()) {
        const int first = rowCount();
        beginInsertRows({}, first, first + static_cast<int>(page.rows.size()) - 1);
        m_rows.append(page.rows);
        endInsertRows();
    }
    m_atEnd = page.atEnd;
    const bool first = !m_loadedOnce;
    m_loadedOnce = true;
    setPending(0);
    if (first && std::exchange(m_newerAgain, false)) takeNewEvents(); // changed while the first page was read
    Q_EMIT pageArrived();
}

void EventModel::onFailed(quint64 id, const QString& message)
{
    if (id != 0 && id == m_newerPending) {
        m_newerPending = 0; // the rows shown stay
        if (std::exchange(m_newerAgain, false)) takeNewEvents(); // a change came meanwhile: never dropped
        return;
    }
    if (id != m_pending) return;
    m_error = message;
    setPending(0);
    Q_EMIT failed(message);
}

QVariant EventModel::cell(const EventRow& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (column == TimeColumn) return DisplayTime::instance().formatPrecise(row.at);
        if (column == IntentColumn) return optionalText(row.intent);
        return {};
    case Qt::TextAlignmentRole:
        return column == IdColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return sortValue(row, column);
    case IdRole:
        return row.id;
    case AtRole:
        return row.at;
    case IntentRole:
        return row.intent.value_or(QString());
    case RawDetailRole:
        return row.detail ? QVariant(*row.detail) : QVariant(); // QByteArray: shared, never converted whole
    case PrettyDetailRole:
        return row.detail ? safeText(QString::fromUtf8(prettyJson(*row.detail)), TextLines::Multi)
                          : tr("(none)");
    case DetailTruncatedRole:
        return row.detail && showJson(*row.detail).truncated;
    default:
        return {};
    }
}

QVariant EventModel::display(const EventRow& row, int column) const
{
    switch (column) {
    case IdColumn:
        return QString::number(row.id);
    case TimeColumn:
        return DisplayTime::instance().format(row.at);
    case KindColumn:
        return safeText(row.kind);
    case PathColumn:
        return row.path ? safeText(*row.path) : tr("(all paths)");
    case IntentColumn:
        return optionalText(row.intent);
    case DetailColumn:
        return row.detail ? safeText(QString::fromUtf8(oneLineJson(*row.detail, 200))) : QString();
    default:
        return {};
    }
}

QVariant EventModel::sortValue(const EventRow& row, int column) const
{
    switch (column) {
    case IdColumn:
        return row.id;
    case TimeColumn:
        return row.at;
    case KindColumn:
        return row.kind;
    case PathColumn:
        return row.path.value_or(QString());
    case IntentColumn:
        return row.intent.value_or(QString());
    case DetailColumn:
        return row.detail ? QString::fromUtf8(*row.detail) : QString();
    default:
        return {};
    }
}

} // namespace seal
