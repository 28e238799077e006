#include "models/saga_model.hpp"

#include "models/read_cycle.hpp"

#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"

#include <QStringList>
#include <array>

namespace seal {
namespace {

constexpr std::array<const char*, SagaModel::ColumnCount> kSagaTitles = {
    QT_TRANSLATE_NOOP("seal::SagaModel", "Graph"),
    QT_TRANSLATE_NOOP("seal::SagaModel", "Verdict"),
    QT_TRANSLATE_NOOP("seal::SagaModel", "Stored state"),
    QT_TRANSLATE_NOOP("seal::SagaModel", "Children"),
    QT_TRANSLATE_NOOP("seal::SagaModel", "Updated"),
    QT_TRANSLATE_NOOP("seal::SagaModel", "Required children's tiers"),
};

constexpr std::array<const char*, SagaChildModel::ColumnCount> kChildTitles = {
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Child"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Action"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Required"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "State"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Tier"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Compensation"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::SagaChildModel", "Arguments"),
};

// Agent-written arguments are cut in the table; the detail pane has more.
constexpr std::size_t kArgsShown = 200;

QString cut(const std::string& text, std::size_t limit)
{
    QString shown = safeText(std::string_view(text).substr(0, limit));
    if (text.size() > limit) shown += QStringLiteral("…");
    return shown;
}

QString tiersText(const Saga& saga)
{
    QStringList parts;
    for (const auto& [key, tier] : saga.requiredTiers())
        parts << QStringLiteral("%1: %2").arg(safeText(std::string_view(key)),
                                              tier ? safeText(std::string_view(*tier))
                                                   : SagaModel::tr("no intent"));
    return parts.isEmpty() ? SagaModel::tr("(no required child)") : parts.join(QStringLiteral(", "));
}

} // namespace

SagaModel::SagaModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kSagaTitles, parent)
{
    followDisplayTime(UpdatedColumn, UpdatedColumn);
    readFrom(store);
    // Graph states move with certs (children seal) and intents (tiers).
    reloadWhenChanged({&ChangeStamp::intents, &ChangeStamp::certs, &ChangeStamp::events});
    reload();
}

void SagaModel::reload()
{
    if (!store()) return;
    load<SagaWindow>(
        [limit = m_doneLimit](Connection& conn) { return readSagaWindow(conn, limit); },
        [this](SagaWindow window) {
            m_doneInStore = window.doneInStore;
            m_doneListed = window.doneListed;
            setSagas(std::move(window.sagas));
        });
}

void SagaModel::setSagas(std::vector<Saga> sagas)
{
    QList<Saga> rows;
    rows.reserve(static_cast<qsizetype>(sagas.size()));
    for (Saga& s : sagas)
        rows.push_back(std::move(s));
    replaceRows(std::move(rows));
    markLoaded();
}

QString SagaModel::stateText(const std::string& state)
{
    if (state == "GRAPH_OPEN") return tr("open");
    if (state == "GRAPH_EXECUTING") return tr("executing");
    if (state == "GRAPH_FINAL") return tr("final");
    if (state == "GRAPH_COMPENSATING") return tr("compensating");
    if (state == "GRAPH_COMPENSATED") return tr("compensated");
    if (state == "GRAPH_DIVERGED") return tr("diverged");
    return safeText(std::string_view(state));
}

QString SagaModel::describe(const Saga& s)
{
    QString why;
    if (s.evaluatedState == "GRAPH_COMPENSATED" || s.evaluatedState == "GRAPH_COMPENSATING")
        why = tr("The stored state stands: the graph is being or has been reversed.");
    else if (s.evaluatedState == "GRAPH_DIVERGED")
        why = tr("A required child's intent is WORLD_DIVERGED: the world and the chain disagree.");
    else if (s.evaluatedState == "GRAPH_FINAL")
        why = tr("Every required child's intent is WORLD_FINAL.");
    else
        why =
            tr("Not every required child's intent is WORLD_FINAL (or a required child failed): the graph is "
               "still running or stuck.");
    QString text =
        tr("Graph: %1\nVerdict (evaluated now, not stored): %2 (%3)\nStored state: %4 (%5)\n%6\n"
           "Created: %7\nUpdated: %8\nRequired children's tiers: %9")
            .arg(safeText(std::string_view(s.graphId)), stateText(s.evaluatedState),
                 safeText(std::string_view(s.evaluatedState)), stateText(s.state),
                 safeText(std::string_view(s.state)), why, DisplayTime::instance().formatPrecise(s.createdAt),
                 DisplayTime::instance().formatPrecise(s.updatedAt), tiersText(s));
    if (s.state != s.evaluatedState)
        text += QLatin1Char('\n') +
                tr("The stored state and the verdict differ: the store has not caught up with "
                   "its children.");
    for (const std::string& problem : s.invalid)
        text += QLatin1Char('\n') + tr("Not readable: %1").arg(safeText(std::string_view(problem)));
    return text;
}

QString SagaModel::columnToolTip(int column) const
{
    if (column == VerdictColumn)
        return tr("SPEC §13's evaluate over the required children's tiers, computed now and never written");
    if (column == StoredColumn) return tr("The state the store holds for the graph");
    return {};
}

QVariant SagaModel::cell(const Saga& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (column == VerdictColumn) return safeText(std::string_view(row.evaluatedState));
        if (column == StoredColumn) return safeText(std::string_view(row.state));
        if (column == GraphColumn || column == RequiredTiersColumn) return display(row, column);
        return {};
    case GraphRole:
        return QString::fromStdString(row.graphId);
    case EvaluatedRole:
        return QString::fromStdString(row.evaluatedState);
    case StoredRole:
        return QString::fromStdString(row.state);
    case AttentionRole:
        return row.attentionRank();
    case SortRole:
        switch (column) {
        case GraphColumn:
            return QString::fromStdString(row.graphId);
        case VerdictColumn:
            return row.attentionRank();
        case StoredColumn:
            return QString::fromStdString(row.state);
        case ChildrenColumn:
            return static_cast<int>(row.children.size());
        case RequiredTiersColumn:
            return tiersText(row);
        case UpdatedColumn:
            return row.updatedAt;
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant SagaModel::display(const Saga& row, int column) const
{
    switch (column) {
    case GraphColumn:
        return safeText(std::string_view(row.graphId));
    case VerdictColumn:
        return stateText(row.evaluatedState);
    case StoredColumn:
        return stateText(row.state);
    case ChildrenColumn: {
        int required = 0;
        for (const SagaChild& c : row.children)
            required += c.required ? 1 : 0;
        return tr("%1 (%2 required)").arg(row.children.size()).arg(required);
    }
    case RequiredTiersColumn:
        return tiersText(row);
    case UpdatedColumn:
        return DisplayTime::instance().format(row.updatedAt);
    default:
        return {};
    }
}

// ---- children -------------------------------------------------------------------------

SagaChildModel::SagaChildModel(QObject* parent) : KeyedTableModel(kChildTitles, parent) {}

void SagaChildModel::setGraph(const Saga* saga)
{
    m_graph = saga ? QString::fromStdString(saga->graphId) : QString();
    QList<SagaChild> rows;
    if (saga)
        for (const SagaChild& c : saga->children)
            rows.push_back(c);
    replaceRows(std::move(rows));
    columnsChanged(CompensationColumn, CompensationColumn); // a link may point at a row that moved
}

QString SagaChildModel::compensationText(const SagaChild& row) const
{
    QStringList parts;
    if (row.compensatesKey) parts << tr("reverses %1").arg(safeText(std::string_view(*row.compensatesKey)));
    for (const SagaChild& other : m_rows)
        if (other.compensatesKey && *other.compensatesKey == row.childKey)
            parts << tr("reversed by %1").arg(safeText(std::string_view(other.childKey)));
    return parts.join(QStringLiteral("; "));
}

QVariant SagaChildModel::cell(const SagaChild& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (column == ArgsColumn) return cut(row.argsText, 4 * kArgsShown);
        if (column == IntentColumn || column == ChildColumn || column == CompensationColumn)
            return display(row, column);
        return {};
    case IntentRole:
        return row.intent ? QString::fromStdString(*row.intent) : QString();
    case ChildKeyRole:
        return QString::fromStdString(row.childKey);
    case SortRole:
        return display(row, column);
    default:
        return {};
    }
}

QVariant SagaChildModel::display(const SagaChild& row, int column) const
{
    switch (column) {
    case ChildColumn:
        return safeText(std::string_view(row.childKey));
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case RequiredColumn:
        return row.required ? tr("required") : tr("optional");
    case StateColumn:
        if (row.state == "pending") return tr("pending");
        if (row.state == "sealed") return tr("sealed");
        if (row.state == "failed") return tr("failed");
        if (row.state == "compensated") return tr("compensated");
        return safeText(std::string_view(row.state));
    case TierColumn:
        return row.tier ? safeText(std::string_view(*row.tier)) : tr("(no intent row)");
    case CompensationColumn:
        return compensationText(row);
    case IntentColumn:
        return row.intent ? safeText(std::string_view(*row.intent)) : tr("(none)");
    case ArgsColumn:
        return cut(row.argsText, kArgsShown);
    default:
        return {};
    }
}

} // namespace seal
