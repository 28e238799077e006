#include "obligation_model.hpp"

#include "budget_model.hpp" // BudgetModel::windowText: durations read the same on every page
#include "clock.hpp"
#include "display_time.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

#include <QCoreApplication>
#include <array>
#include <cmath>

namespace seal {
namespace {

constexpr std::array<const char*, ObligationModel::ColumnCount> kTitles = {
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Id"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "State"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Due"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Action"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Kind"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Intent key"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Description"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Declared by"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Declared"),
};

QString timeText(const std::optional<double>& at)
{
    if (!at) return ObligationModel::tr("(none)");
    return DisplayTime::instance().format(*at);
}

QString preciseText(const std::optional<double>& at)
{
    if (!at) return ObligationModel::tr("(none)");
    return DisplayTime::instance().formatPrecise(*at);
}

} // namespace

ObligationModel::ObligationModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kTitles, parent), m_store(store)
{
    followDisplayTime(DueColumn, DueColumn);
    followDisplayTime(DeclaredColumn, DeclaredColumn);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString& message) {
        if (id != m_pending) return;
        m_pending = 0;
        m_error = message;
        Q_EMIT failed(message);
    });
    reload();
}

void ObligationModel::reload()
{
    if (!m_store) return;
    m_pending = m_store->read<ObligationsReading>(
        this, [limit = m_closedLimit](Connection& conn) { return readObligations(conn, nowEpoch(), limit); },
        [this](ObligationsReading reading) {
            m_pending = 0;
            m_error.clear();
            setReading(std::move(reading));
            Q_EMIT loaded();
        });
}

void ObligationModel::setReading(ObligationsReading reading)
{
    m_at = reading.at;
    m_setUp = reading.setUp;
    m_closedInStore = reading.closedInStore;
    m_closedListed = reading.closedListed;
    QList<Obligation> rows;
    rows.reserve(static_cast<qsizetype>(reading.obligations.size()));
    for (Obligation& o : reading.obligations)
        rows.push_back(std::move(o));
    replaceRows(std::move(rows));
    m_loaded = true;
}

int ObligationModel::dueCount() const
{
    int n = 0;
    for (const Obligation& o : m_rows)
        n += o.due() ? 1 : 0;
    return n;
}

QString ObligationModel::stateText(const Obligation& o)
{
    if (o.state == "open") {
        if (o.overdue) return tr("OVERDUE");
        if (o.windowShort) return tr("SHORT");
        if (o.meetingIntent) return tr("open, met in time");
        return tr("open");
    }
    if (o.state == "breached") return tr("breached");
    if (o.state == "met") return tr("met");
    if (o.state == "cancelled") return tr("cancelled");
    return safeText(std::string_view(o.state));
}

QString ObligationModel::dueText(const Obligation& o)
{
    if (o.kind == "recurring")
        return tr("every %1, at least %n", nullptr, static_cast<int>(o.minCount.value_or(0)))
            .arg(BudgetModel::windowText(o.everySec.value_or(std::nan(""))));
    return timeText(o.dueAt);
}

QString ObligationModel::describe(const Obligation& o)
{
    QStringList lines;
    lines << tr("Obligation %1: %2").arg(o.id).arg(stateText(o));
    lines << tr("Action (path): %1").arg(safeText(std::string_view(o.action)));
    if (o.kind == "recurring") {
        lines << tr("Kind: recurring, at least %n sealed intent(s) of the action in every window of %1", nullptr,
                    static_cast<int>(o.minCount.value_or(0)))
                     .arg(BudgetModel::windowText(o.everySec.value_or(std::nan(""))));
        if (o.windowCount)
            lines << tr("In the window ending now: %n sealed", nullptr, static_cast<int>(*o.windowCount));
    } else {
        lines << tr("Kind: once, the intent with key %1 sealed by %2")
                     .arg(safeText(o.key, tr("(none)")), preciseText(o.dueAt));
    }
    lines << tr("Description: %1").arg(safeText(o.description, tr("(none)")));
    lines << tr("Declared by %1 at %2").arg(safeText(std::string_view(o.createdBy)), preciseText(o.createdAt));
    if (o.overdue) lines << tr("Overdue: the next sweep records it breached, which suspends the action's licence.");
    if (o.windowShort)
        lines << tr("Short in its last window: the next sweep records it breached, which suspends the action's "
                    "licence.");
    if (o.meetingIntent)
        lines << tr("Met in time by intent %1; the next sweep records it met.").arg(safeText(*o.meetingIntent));
    if (o.state == "met") lines << tr("Met by intent %1").arg(safeText(o.metIntent, tr("(none)")));
    if (o.state == "breached")
        lines << tr("Breached at %1 (an obligation_breach cert and event; the action's licence is suspended)")
                     .arg(preciseText(o.breachedAt));
    if (o.state == "cancelled")
        lines << tr("Cancelled by %1 at %2, reason: %3")
                     .arg(safeText(o.cancelledBy, tr("(none)")), preciseText(o.cancelledAt),
                          safeText(o.cancelReason, tr("(none)")));
    for (const std::string& problem : o.invalid)
        lines << tr("Not readable: %1").arg(safeText(std::string_view(problem)));
    return lines.join(QLatin1Char('\n'));
}

QVariant ObligationModel::cell(const Obligation& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (column == DescriptionColumn || column == ActionColumn || column == KeyColumn)
            return display(row, column);
        return {};
    case Qt::TextAlignmentRole:
        return column == IdColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case IdRole:
        return static_cast<qint64>(row.id);
    case StateRole:
        return QString::fromStdString(row.state);
    case DueRole:
        return row.due();
    case SortRole:
        switch (column) {
        case IdColumn:
            return static_cast<qint64>(row.id);
        case DueColumn:
            return row.dueAt.value_or(row.everySec.value_or(0));
        case DeclaredColumn:
            return row.createdAt;
        default:
            return display(row, column);
        }
    default:
        return {};
    }
}

QVariant ObligationModel::display(const Obligation& row, int column) const
{
    switch (column) {
    case IdColumn:
        return QString::number(row.id);
    case StateColumn:
        return stateText(row);
    case DueColumn:
        return dueText(row);
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case KindColumn:
        return row.kind == "recurring" ? tr("recurring") : row.kind == "once" ? tr("once")
                                                                                : safeText(std::string_view(row.kind));
    case KeyColumn:
        return safeText(row.key, QString());
    case DescriptionColumn:
        return safeText(row.description, QString());
    case DeclaredByColumn:
        return safeText(std::string_view(row.createdBy));
    case DeclaredColumn:
        return DisplayTime::instance().format(row.createdAt);
    default:
        return {};
    }
}

} // namespace seal
