#include "models/budget_model.hpp"

#include "models/read_cycle.hpp"

#include "core/base/clock.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"

#include <QLocale>
#include <array>
#include <cmath>

namespace seal {
namespace {

constexpr std::array<const char*, BudgetModel::ColumnCount> kBudgetTitles = {
    QT_TRANSLATE_NOOP("seal::BudgetModel", "Budget key"), QT_TRANSLATE_NOOP("seal::BudgetModel", "Used"),
    QT_TRANSLATE_NOOP("seal::BudgetModel", "Spent"),      QT_TRANSLATE_NOOP("seal::BudgetModel", "Reserved"),
    QT_TRANSLATE_NOOP("seal::BudgetModel", "Remaining"),  QT_TRANSLATE_NOOP("seal::BudgetModel", "Limit"),
    QT_TRANSLATE_NOOP("seal::BudgetModel", "Window"),     QT_TRANSLATE_NOOP("seal::BudgetModel", "Limit set"),
};

constexpr std::array<const char*, ReservationModel::ColumnCount> kReservationTitles = {
    QT_TRANSLATE_NOOP("seal::ReservationModel", "When"),
    QT_TRANSLATE_NOOP("seal::ReservationModel", "Amount"),
    QT_TRANSLATE_NOOP("seal::ReservationModel", "State"),
    QT_TRANSLATE_NOOP("seal::ReservationModel", "Intent"),
};

// spent / limit, or nullopt when either is not a number or the limit is not positive.
std::optional<double> usedFraction(const BudgetStatus& b)
{
    if (!std::isfinite(b.spent) || !std::isfinite(b.limit) || b.limit <= 0) return std::nullopt;
    return b.spent / b.limit;
}

QString percentText(std::optional<double> fraction)
{
    if (!fraction) return QCoreApplication::translate("seal", "⟨invalid⟩");
    return BudgetModel::tr("%1 %").arg(QLocale().toString(*fraction * 100, 'f', 0));
}

QString reservationStateText(const std::string& state)
{
    if (state == "reserved") return ReservationModel::tr("reserved (in flight)");
    if (state == "settled") return ReservationModel::tr("settled");
    return safeText(std::string_view(state));
}

} // namespace

BudgetModel::BudgetModel(StoreClient* store, QObject* parent) : KeyedTableModel(kBudgetTitles, parent)
{
    followDisplayTime(UpdatedColumn, UpdatedColumn);
    readFrom(store);
    reloadWhenChanged({&ChangeStamp::intents, &ChangeStamp::events}); // spending: admissions; limits: events
    reload();
}

void BudgetModel::reload()
{
    if (!store()) return;
    struct Read
    {
        std::vector<BudgetStatus> budgets;
        double at = 0;
    };
    load<Read>(
        [](Connection& conn) {
            Read r;
            r.at = nowEpoch();
            r.budgets = readBudgets(conn, r.at);
            return r;
        },
        [this](Read r) {
            setBudgets(std::move(r.budgets), r.at);
        });
}

void BudgetModel::setBudgets(std::vector<BudgetStatus> budgets, double at)
{
    m_at = at;
    std::vector<std::string> keys;
    for (const BudgetStatus& b : budgets)
        keys.push_back(b.budgetKey);
    m_keyMarks.rebuild(keys);
    QList<BudgetStatus> rows;
    rows.reserve(static_cast<qsizetype>(budgets.size()));
    for (BudgetStatus& b : budgets)
        rows.push_back(std::move(b));
    replaceRows(std::move(rows));
    markLoaded();
}

QString BudgetModel::describe(const BudgetStatus& b) const
{
    QString text = tr("Budget key: %1\nLimit: %2 per %3\nSpent in the window: %4 (%5 of the limit)\n"
                      "Of which reserved, not yet settled: %6\nRemaining: %7\nLimit set: %8")
                       .arg(m_keyMarks.marked(safeText(std::string_view(b.budgetKey)), b.budgetKey),
                            amountText(b.limit),
                            durationText(b.windowSec), amountText(b.spent), percentText(usedFraction(b)),
                            amountText(b.reserved), amountText(b.remaining),
                            DisplayTime::instance().formatPrecise(b.updatedAt));
    if (const QString look = m_keyMarks.explanation(b.budgetKey); !look.isEmpty()) text += QLatin1Char('\n') + look;
    for (const std::string& problem : b.invalid)
        text += QLatin1Char('\n') + tr("Not readable: %1").arg(safeText(std::string_view(problem)));
    return text;
}

QVariant BudgetModel::cell(const BudgetStatus& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (column == KeyColumn && m_keyMarks.of(row.budgetKey).suspicious())
            return safeText(std::string_view(row.budgetKey)) + QLatin1Char('\n') + m_keyMarks.explanation(row.budgetKey);
        if (column == KeyColumn) return safeText(std::string_view(row.budgetKey));
        if (column == UsedColumn)
            return tr("%1 of %2 spent in the last %3")
                .arg(amountText(row.spent), amountText(row.limit), durationText(row.windowSec));
        return {};
    case Qt::TextAlignmentRole:
        return column == KeyColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case KeyRole:
        return QString::fromStdString(row.budgetKey);
    case UsedFractionRole:
        if (const auto f = usedFraction(row)) return *f;
        return {};
    case SortRole:
        switch (column) {
        case KeyColumn:
            return QString::fromStdString(row.budgetKey);
        case UsedColumn:
            return usedFraction(row).value_or(-1.0);
        case SpentColumn:
            return row.spent;
        case ReservedColumn:
            return row.reserved;
        case RemainingColumn:
            return row.remaining;
        case LimitColumn:
            return row.limit;
        case WindowColumn:
            return row.windowSec;
        case UpdatedColumn:
            return row.updatedAt;
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant BudgetModel::display(const BudgetStatus& row, int column) const
{
    switch (column) {
    case KeyColumn:
        return m_keyMarks.marked(safeText(std::string_view(row.budgetKey)), row.budgetKey);
    case UsedColumn:
        return percentText(usedFraction(row));
    case SpentColumn:
        return amountText(row.spent);
    case ReservedColumn:
        return amountText(row.reserved);
    case RemainingColumn:
        return amountText(row.remaining);
    case LimitColumn:
        return amountText(row.limit);
    case WindowColumn:
        return durationText(row.windowSec);
    case UpdatedColumn:
        return DisplayTime::instance().format(row.updatedAt);
    default:
        return {};
    }
}

ReservationModel::ReservationModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kReservationTitles, parent)
{
    followDisplayTime(AtColumn, AtColumn);
    readFrom(store);
}

void ReservationModel::showKey(const QString& key)
{
    if (key == m_key && hasLoaded()) return;
    m_key = key;
    forgetLoaded();
    replaceRows({});
    reload();
}

void ReservationModel::reload()
{
    if (!store() || m_key.isEmpty()) return;
    const std::string key = m_key.toStdString();
    load<std::vector<Reservation>>(
        [key](Connection& conn) { return readReservations(conn, key, nowEpoch(), kNewest); },
        [this, asked = m_key](std::vector<Reservation> rows) {
            if (asked != m_key) return dropAnswer(); // another key was chosen meanwhile
            setReservations(std::move(rows));
        });
}

void ReservationModel::setReservations(std::vector<Reservation> reservations)
{
    QList<Reservation> rows;
    rows.reserve(static_cast<qsizetype>(reservations.size()));
    for (Reservation& r : reservations)
        rows.push_back(std::move(r));
    replaceRows(std::move(rows));
    markLoaded();
}

QVariant ReservationModel::cell(const Reservation& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (column == IntentColumn && row.intent) return safeText(std::string_view(*row.intent));
        return {};
    case Qt::TextAlignmentRole:
        return column == AmountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case IntentRole:
        return row.intent ? QString::fromStdString(*row.intent) : QString();
    case SortRole:
        switch (column) {
        case AtColumn:
            return row.at;
        case AmountColumn:
            return row.amount;
        case StateColumn:
            return QString::fromStdString(row.state);
        case IntentColumn:
            return row.intent ? QString::fromStdString(*row.intent) : QString();
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant ReservationModel::display(const Reservation& row, int column) const
{
    switch (column) {
    case AtColumn:
        return DisplayTime::instance().format(row.at);
    case AmountColumn:
        return amountText(row.amount);
    case StateColumn:
        return reservationStateText(row.state);
    case IntentColumn:
        return row.intent ? safeText(std::string_view(*row.intent)) : tr("(none)");
    default:
        return {};
    }
}

} // namespace seal
