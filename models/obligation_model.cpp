#include "models/obligation_model.hpp"

#include "core/base/clock.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <QHash>
#include <array>
#include <cmath>

namespace seal {
namespace {

constexpr std::array<const char*, ObligationModel::ColumnCount> kDutyTitles = {
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Status"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Action"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Kind"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Due / window"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Intent key"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Satisfied"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Breaches"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Description"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Declared by"),
    QT_TRANSLATE_NOOP("seal::ObligationModel", "Obligation"),
};

constexpr std::array<const char*, ObligationBreachModel::ColumnCount> kBreachTitles = {
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Breach"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "State"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Action"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Window"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Due"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Detected"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Resolution"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Obligation"),
    QT_TRANSLATE_NOOP("seal::ObligationBreachModel", "Breach cert"),
};

QString timeText(const std::optional<double>& at)
{
    return at ? DisplayTime::instance().format(*at) : ObligationModel::tr("(none)");
}

QString preciseText(const std::optional<double>& at)
{
    return at ? DisplayTime::instance().formatPrecise(*at) : ObligationModel::tr("(none)");
}

QString statusWord(const std::string& status)
{
    if (status == "pending") return ObligationModel::tr("pending");
    if (status == "breached") return ObligationModel::tr("BREACHED");
    if (status == "satisfied") return ObligationModel::tr("satisfied");
    if (status == "satisfied_unconfirmed") return ObligationModel::tr("satisfied, unconfirmed");
    if (status == "late") return ObligationModel::tr("late");
    if (status == "cured") return ObligationModel::tr("cured");
    if (status == "diverged") return ObligationModel::tr("DIVERGED");
    return safeText(std::string_view(status));
}

QString windowLine(const ObligationItem& i)
{
    return ObligationModel::tr("window %1 [%2, %3): %4 of %5 sealed: %6")
        .arg(i.window.value_or(0))
        .arg(timeText(i.windowStart), timeText(i.windowEnd))
        .arg(i.sealedInWindow.value_or(0))
        .arg(i.required.value_or(0))
        .arg(statusWord(i.status));
}

} // namespace

// ---- breaches ------------------------------------------------------------------------

ObligationBreachModel::ObligationBreachModel(QObject* parent) : KeyedTableModel(kBreachTitles, parent)
{
    followDisplayTime(DueColumn, DetectedColumn);
}

void ObligationBreachModel::setBreaches(std::vector<ObligationBreach> breaches)
{
    QList<ObligationBreach> rows;
    rows.reserve(static_cast<qsizetype>(breaches.size()));
    for (ObligationBreach& b : breaches)
        rows.push_back(std::move(b));
    replaceRows(std::move(rows));
}

QString ObligationBreachModel::describe(const ObligationBreach& b)
{
    QStringList lines;
    lines << tr("Breach %1 of obligation %2 (%3)")
                 .arg(b.id)
                 .arg(safeText(std::string_view(b.obligationId)), safeText(std::string_view(b.action)));
    lines << (b.windowN < 0 ? tr("A once-duty missed its deadline %1").arg(preciseText(b.dueAt))
                            : tr("Window %1 ended %2 short").arg(b.windowN).arg(preciseText(b.dueAt)));
    lines << tr("Detected by a sweep at %1").arg(preciseText(b.detectedAt));
    lines << tr("Breach cert: %1").arg(safeText(b.certHash, tr("(none yet)")));
    if (b.resolved())
        lines << tr("Resolved at %1 by %2: %3")
                     .arg(preciseText(b.resolvedAt), safeText(b.resolvedBy, tr("(none)")),
                          safeText(b.resolution, tr("(none)")));
    else
        lines << tr("Open. Resolving records how it was dealt with; the cert stays on the chain and the "
                    "action's licence stays suspended.");
    return lines.join(QLatin1Char('\n'));
}

QVariant ObligationBreachModel::cell(const ObligationBreach& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return column == ResolutionColumn || column == CertColumn ? display(row, column) : QVariant();
    case IdRole:
        return static_cast<qint64>(row.id);
    case OpenRole:
        return !row.resolved();
    case SortRole:
        switch (column) {
        case IdColumn:
            return static_cast<qint64>(row.id);
        case DueColumn:
            return row.dueAt;
        case DetectedColumn:
            return row.detectedAt;
        default:
            return display(row, column);
        }
    default:
        return {};
    }
}

QVariant ObligationBreachModel::display(const ObligationBreach& row, int column) const
{
    switch (column) {
    case IdColumn:
        return QString::number(row.id);
    case StateColumn:
        return row.resolved() ? tr("resolved") : tr("OPEN");
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case WindowColumn:
        return row.windowN < 0 ? tr("once") : QString::number(row.windowN);
    case DueColumn:
        return DisplayTime::instance().format(row.dueAt);
    case DetectedColumn:
        return DisplayTime::instance().format(row.detectedAt);
    case ResolutionColumn:
        if (!row.resolved()) return QString();
        return tr("%1: %2").arg(safeText(row.resolvedBy, tr("(none)")), safeText(row.resolution, tr("(none)")));
    case ObligationColumn:
        return safeText(std::string_view(row.obligationId));
    case CertColumn:
        return safeText(row.certHash, QString());
    default:
        return {};
    }
}

// ---- duties --------------------------------------------------------------------------

ObligationModel::ObligationModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kDutyTitles, parent), m_breaches(new ObligationBreachModel(this))
{
    followDisplayTime(DueColumn, SatisfiedColumn);
    readFrom(store);
    // Declarations, sweeps and cancels land as events; seals satisfy duties.
    reloadWhenChanged({&ChangeStamp::events, &ChangeStamp::intents, &ChangeStamp::certs});
    reload();
}

void ObligationModel::reload()
{
    if (!store()) return;
    load<ObligationsReading>(
        [](Connection& conn) { return readObligations(conn, nowEpoch(), kObligationBreachRows); },
        [this](ObligationsReading reading) {
            setReading(std::move(reading));
        });
}

void ObligationModel::setReading(ObligationsReading reading)
{
    m_setup = reading.setup;
    m_report = reading.evaluation;
    m_breachesInStore = reading.breachesInStore;
    QHash<QString, int> openOf, allOf;
    for (const ObligationBreach& b : reading.breaches) {
        const QString id = QString::fromStdString(b.obligationId);
        ++allOf[id];
        if (!b.resolved()) ++openOf[id];
    }
    QList<DutyRow> rows;
    rows.reserve(static_cast<qsizetype>(reading.duties.size()));
    for (Obligation& o : reading.duties) {
        DutyRow row;
        const QString id = QString::fromStdString(o.obligationId);
        row.openBreaches = openOf.value(id);
        row.breaches = allOf.value(id);
        for (const ObligationItem& item : m_report.items)
            if (item.obligationId == o.obligationId) row.items.push_back(item);
        row.duty = std::move(o);
        rows.push_back(std::move(row));
    }
    replaceRows(std::move(rows));
    m_breaches->setBreaches(std::move(reading.breaches));
    markLoaded();
}

QString ObligationModel::setupMessage() const
{
    return phraseText(m_setup.said);
}

QString ObligationModel::statusText(const DutyRow& row)
{
    if (!row.duty.active) return tr("cancelled");
    if (row.duty.kind == "once" && !row.items.empty()) return statusWord(row.items.front().status);
    for (const ObligationItem& i : row.items)
        if (i.status == "breached") return tr("BREACHED (window %1)").arg(i.window.value_or(0));
    if (row.openBreaches > 0) return tr("open breach");
    return tr("active");
}

QString ObligationModel::dueText(const Obligation& o)
{
    if (o.kind == "recurring")
        return tr("every %1, at least %n; next window %2", nullptr, pluralCount(static_cast<qint64>(o.minCount)))
            .arg(durationText(o.everySec.value_or(std::nan(""))))
            .arg(o.nextWindow);
    return timeText(o.dueAt);
}

QString ObligationModel::describe(const DutyRow& row)
{
    const Obligation& o = row.duty;
    QStringList lines;
    lines << tr("Obligation %1: %2").arg(safeText(std::string_view(o.obligationId)), statusText(row));
    lines << tr("Action (path): %1").arg(safeText(std::string_view(o.action)));
    if (o.kind == "recurring") {
        lines << tr("Kind: recurring, at least %n sealed intent(s) of the action admitted in every window of "
                    "%1 "
                    "from %2",
                    nullptr, pluralCount(static_cast<qint64>(o.minCount)))
                     .arg(durationText(o.everySec.value_or(std::nan(""))),
                          preciseText(o.anchorAt));
        lines << tr("Windows judged by sweeps: %1 (window %1 is next)").arg(o.nextWindow);
    } else {
        lines << tr("Kind: once, intent %1 (key %2) sealed by %3")
                     .arg(safeText(o.expectedIntent, tr("(none)")), safeText(o.intentKey, tr("(none)")),
                          preciseText(o.dueAt));
    }
    if (o.graceSec > 0) lines << tr("Grace: %1").arg(durationText(o.graceSec));
    if (o.requireWorld) lines << tr("Only a seal the provider confirmed (WORLD_FINAL) satisfies it.");
    lines << tr("Description: %1").arg(safeText(o.description, tr("(none)")));
    lines << tr("Declared by %1 at %2").arg(safeText(std::string_view(o.createdBy)), preciseText(o.createdAt));
    if (o.satisfiedAt)
        lines << tr("Satisfied at %1, tier %2").arg(preciseText(o.satisfiedAt), safeText(o.satisfiedTier, tr("(none)")));
    if (!o.active)
        lines << tr("Cancelled (deactivated) by %1 at %2; no sweep judges it")
                     .arg(safeText(o.deactivatedBy, tr("(none)")), preciseText(o.deactivatedAt));
    for (const ObligationItem& i : row.items) {
        if (i.window) {
            lines << windowLine(i);
        } else if (i.status == "pending" && i.secondsRemaining) {
            lines << tr("Pending: %1 left before the deadline").arg(durationText(*i.secondsRemaining));
        } else if (i.status == "breached" && !i.breachId) {
            lines << tr("Missed its deadline: the next sweep records the breach (a cert, and the action's licence "
                        "suspended).");
        }
    }
    lines << tr("Breaches: %1 (%2 open)").arg(row.breaches).arg(row.openBreaches);
    for (const std::string& problem : o.invalid)
        lines << tr("Not readable: %1").arg(safeText(std::string_view(problem)));
    return lines.join(QLatin1Char('\n'));
}

QVariant ObligationModel::cell(const DutyRow& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.duty.invalid); tip.isValid()) return tip;
        if (column == DescriptionColumn || column == ActionColumn || column == KeyColumn || column == IdColumn)
            return display(row, column);
        return {};
    case IdRole:
        return QString::fromStdString(row.duty.obligationId);
    case StatusRole:
        return row.items.empty() ? QString() : QString::fromStdString(row.items.front().status);
    case ActiveRole:
        return row.duty.active;
    case SortRole:
        switch (column) {
        case DueColumn:
            return row.duty.dueAt.value_or(row.duty.everySec.value_or(0));
        case BreachesColumn:
            return row.openBreaches * 100000 + row.breaches;
        default:
            return display(row, column);
        }
    default:
        return {};
    }
}

QVariant ObligationModel::display(const DutyRow& row, int column) const
{
    const Obligation& o = row.duty;
    switch (column) {
    case StatusColumn:
        return statusText(row);
    case ActionColumn:
        return safeText(std::string_view(o.action));
    case KindColumn:
        return o.kind == "recurring" ? tr("recurring") : o.kind == "once" ? tr("once") : safeText(std::string_view(o.kind));
    case DueColumn:
        return dueText(o);
    case KeyColumn:
        return safeText(o.intentKey, QString());
    case SatisfiedColumn:
        if (!o.satisfiedAt) return QString();
        return tr("%1 (%2)").arg(timeText(o.satisfiedAt), safeText(o.satisfiedTier, tr("(none)")));
    case BreachesColumn:
        return row.breaches == 0 ? QString() : tr("%1 (%2 open)").arg(row.breaches).arg(row.openBreaches);
    case DescriptionColumn:
        return safeText(o.description, QString());
    case DeclaredByColumn:
        return safeText(std::string_view(o.createdBy));
    case IdColumn:
        return safeText(std::string_view(o.obligationId));
    default:
        return {};
    }
}

} // namespace seal
