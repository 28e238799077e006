#include "models/change_model.hpp"

#include "core/base/clock.hpp"
#include "core/store/identity.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"

#include <array>
#include <cmath>

namespace seal {
namespace {

constexpr std::array<const char*, ChangeModel::ColumnCount> kTitles = {
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Change"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "State"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Kind"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Of"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Proposed by"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Proposed"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Expires"),
    QT_TRANSLATE_NOOP("seal::ChangeModel", "Before → after"),
};

// Changes listed: the newest; `sealctl change list` lists them all.
constexpr int kChangeRows = 500;

QString linesText(const ChangeRow& row)
{
    QStringList parts;
    for (const ChangeLine& l : changeLines(row))
        if (!l.after.empty() && l.after != l.before) // a value kept as it was is in the detail
            parts << QStringLiteral("%1 %2 → %3")
                         .arg(safeText(l.field), safeText(l.before), safeText(l.after));
    return parts.join(QStringLiteral(", "));
}

} // namespace

// ---- DualControlState ------------------------------------------------------------------------

DualControlState& DualControlState::instance()
{
    static DualControlState state;
    return state;
}

QStringList DualControlState::askedFor(const QString& proposer) const
{
    QStringList out = m_operators;
    out.removeAll(proposer);
    return out;
}

QString DualControlState::askedText(const QString& proposer) const
{
    if (m_anyOperator) return tr("any operator role but %1").arg(safeText(proposer));
    const QStringList asked = askedFor(proposer);
    if (asked.isEmpty()) return tr("nobody: no other member of seal_operator can log in");
    QStringList shown;
    for (const QString& r : asked) shown << safeText(r);
    return shown.join(QStringLiteral(", "));
}

void DualControlState::set(bool on, double expirySec, QStringList operators, bool anyOperator, int waiting)
{
    if (on == m_on && expirySec == m_expirySec && operators == m_operators && anyOperator == m_anyOperator &&
        waiting == m_waiting)
        return;
    m_on = on;
    m_expirySec = expirySec;
    m_operators = std::move(operators);
    m_anyOperator = anyOperator;
    m_waiting = waiting;
    Q_EMIT changed();
}

// ---- ChangeModel --------------------------------------------------------------------------------

ChangeModel::ChangeModel(StoreClient* store, QObject* parent) : KeyedTableModel(kTitles, parent)
{
    followDisplayTime(ProposedColumn, ExpiresColumn);
    readFrom(store);
    reloadWhenChanged({&ChangeStamp::events}); // every proposal and decision records an event
    reload();
}

void ChangeModel::reload()
{
    if (!store()) return;
    load<ChangesWindow>(
        [](Connection& conn) {
            ChangesWindow w;
            w.role = whoAmI(conn).role;
            w.status = dualControlStatus(conn);
            ChangeFilter filter;
            filter.limit = kChangeRows;
            w.rows = readChanges(conn, filter, nowEpoch());
            w.operators = approversFor(conn, std::string());
            return w;
        },
        [this](ChangesWindow w) { setWindow(std::move(w)); });
}

void ChangeModel::setWindow(ChangesWindow w)
{
    m_status = w.status;
    m_role = QString::fromStdString(w.role);
    QList<ChangeRow> rows;
    rows.reserve(static_cast<qsizetype>(w.rows.size()));
    for (ChangeRow& r : w.rows) rows.push_back(std::move(r));
    replaceRows(std::move(rows));
    QStringList operators;
    for (const std::string& r : w.operators.roles) operators << QString::fromStdString(r);
    DualControlState::instance().set(m_status.on, m_status.expirySec, operators, w.operators.anyOperator,
                                     waitingForMe());
}

int ChangeModel::waitingForMe() const
{
    int n = 0;
    for (const ChangeRow& r : rows()) n += r.state == "pending" && QString::fromStdString(r.proposedBy) != m_role;
    return n;
}

QString ChangeModel::stateText(const std::string& state)
{
    if (state == "pending") return tr("pending");
    if (state == "applied") return tr("applied");
    if (state == "rejected") return tr("rejected");
    if (state == "withdrawn") return tr("withdrawn");
    if (state == "expired") return tr("expired");
    return safeText(state);
}

QString ChangeModel::kindText(const std::string& kind)
{
    if (kind == "policy") return tr("policy");
    if (kind == "thresholds") return tr("thresholds");
    if (kind == "unfreeze") return tr("unfreeze");
    if (kind == "mandate_release") return tr("mandate release");
    if (kind == "budget") return tr("budget limit");
    if (kind == "obligation_cancel") return tr("obligation cancelled");
    if (kind == "settle_attested") return tr("settle by attestation");
    if (kind == "proof") return tr("green proof");
    return safeText(kind);
}

QString ChangeModel::describe(const ChangeRow& c, const QString& asked)
{
    const DisplayTime& time = DisplayTime::instance();
    QString text = tr("Change %1: %2 of %3, %4\n").arg(c.id).arg(kindText(c.kind), safeText(c.target), stateText(c.state));
    text += QLatin1Char('\n');
    for (const ChangeLine& l : changeLines(c))
        text += tr("  %1: %2 → %3\n")
                    .arg(safeText(l.field), safeText(l.before), l.after.empty() ? tr("(kept)") : safeText(l.after));
    text += QLatin1Char('\n');
    text += tr("Reason: %1\n").arg(safeText(c.reason, TextLines::Multi));
    text += tr("Proposed by %1 at %2; expires %3\n")
                .arg(safeText(c.proposedBy), time.format(c.proposedAt), time.format(c.expiresAt));
    if (c.state == "pending") text += tr("Asked: %1\n").arg(asked);
    if (c.decidedBy)
        text += tr("Decided by %1 at %2\n").arg(safeText(*c.decidedBy), c.decidedAt ? time.format(*c.decidedAt) : QString());
    if (c.decisionReason) text += tr("Their reason: %1\n").arg(safeText(*c.decisionReason, TextLines::Multi));
    if (c.certSeq) text += tr("On the chain: cert %1 (change_applied)\n").arg(*c.certSeq);
    return text;
}

QVariant ChangeModel::cell(const ChangeRow& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return column == ChangeColumn ? QVariant(linesText(row)) : QVariant();
    case IdRole:
        return QVariant::fromValue<qint64>(row.id);
    case StateRole:
        return QString::fromStdString(row.state);
    case ProposedByRole:
        return QString::fromStdString(row.proposedBy);
    default:
        return {};
    }
}

QVariant ChangeModel::display(const ChangeRow& row, int column) const
{
    const DisplayTime& time = DisplayTime::instance();
    switch (column) {
    case IdColumn:
        return QString::number(row.id);
    case StateColumn:
        return stateText(row.state);
    case KindColumn:
        return kindText(row.kind);
    case TargetColumn:
        return safeText(row.target);
    case ProposedByColumn:
        return safeText(row.proposedBy);
    case ProposedColumn:
        return time.format(row.proposedAt);
    case ExpiresColumn:
        return row.state == "pending" ? time.format(row.expiresAt) : QStringLiteral("—");
    case ChangeColumn:
        return linesText(row);
    default:
        return {};
    }
}

} // namespace seal
