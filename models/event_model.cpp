#include "models/event_model.hpp"

#include "models/change_watch.hpp"
#include "models/keyset_reads.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/json_text.hpp"
#include "models/text/safe_text.hpp"

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
    : KeysetListModel(kEventModelTitles, readEvents, parent)
{
    followDisplayTime(TimeColumn, TimeColumn);
    start(store, &ChangeStamp::events);
    readKinds();
}

void EventModel::readKinds()
{
    auto id = std::make_shared<quint64>(0);
    *id = store()->read<QStringList>(this, readEventKindNames, [this, id](QStringList kinds) {
        if (*id != m_kindsRequest) return; // a newer read of the kinds is out
        m_kinds = std::move(kinds);
        Q_EMIT kindsChanged();
    });
    m_kindsRequest = *id;
}

EventQuery EventModel::pageAfter(const EventRow* last) const
{
    EventQuery query;
    query.filter = m_filter;
    query.limit = pageSize();
    if (last) query.after = keyOfRow(*last);
    return query;
}

EventQuery EventModel::newerThan(const EventKey& newest) const
{
    EventQuery query;
    query.filter = m_filter;
    query.limit = pageSize();
    query.newer = newest;
    return query;
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
