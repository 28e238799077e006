#include "models/approval_model.hpp"

#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/store/store.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/lookalike_text.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <utility>

namespace seal {
namespace {

QString raw(const std::string& text)
{
    return QString::fromStdString(text);
}

// Pending first, then oldest first (id breaks ties, so the order is total).
bool tableOrder(const ApprovalRow& a, const ApprovalRow& b)
{
    const bool pa = a.approval.state == "pending";
    const bool pb = b.approval.state == "pending";
    if (pa != pb) return pa;
    if (a.approval.createdAt != b.approval.createdAt) return a.approval.createdAt < b.approval.createdAt;
    return a.approval.id < b.approval.id;
}

QString iconFor(const QString& shownState)
{
    if (shownState == QLatin1String("approved")) return QStringLiteral(":/icons/intact.svg");
    if (shownState == QLatin1String("rejected")) return QStringLiteral(":/icons/broken.svg");
    if (shownState == QLatin1String("pending")) return QStringLiteral(":/icons/approvals.svg");
    return QStringLiteral(":/icons/unreadable.svg"); // expired, consumed, anything else
}

QStringList distinct(const QList<ApprovalRow>& rows, const std::string Approval::*field)
{
    QStringList out;
    for (const ApprovalRow& row : rows) {
        const QString value = raw(row.approval.*field);
        if (!out.contains(value)) out << value;
    }
    out.sort();
    return out;
}

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, ApprovalModel::ColumnCount> kApprovalModelTitles = {
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "State"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Amount"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Path"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Tier"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Maker"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Approvals"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "My vote"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Time left"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Decided"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Decided by"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Created"),
    QT_TRANSLATE_NOOP("seal::ApprovalModel", "Id"),
};

// The vote `role` cast on `a`, or nullptr.
const Vote* voteOf(const Approval& a, const QString& role)
{
    if (role.isEmpty()) return nullptr;
    const std::string me = role.toStdString();
    for (const Vote& vote : a.votes)
        if (vote.approver == me) return &vote;
    return nullptr;
}

} // namespace

namespace {

void addRows(Connection& conn, std::vector<Approval> approvals, QList<ApprovalRow>& rows, QSet<QString>& ids)
{
    std::vector<std::string> decided;
    for (const Approval& approval : approvals)
        if (approval.state != "pending") decided.push_back(approval.id);
    const auto decisions = readApprovalDecisions(conn, decided);
    for (Approval& approval : approvals) {
        const QString id = raw(approval.id);
        if (ids.contains(id)) continue;
        ids.insert(id);
        ApprovalRow row{std::move(approval), std::nullopt, std::nullopt};
        if (const auto it = decisions.find(row.approval.id); it != decisions.end()) {
            row.decisionSeq = it->second.seq;
            row.decisionReason = it->second.reason;
        }
        rows.push_back(std::move(row));
    }
}

} // namespace

ApprovalRows readApprovalRows(Connection& conn, const ApprovalWindow& window)
{
    ApprovalRows out;
    out.decidedInStore = countDecidedApprovals(conn);
    out.pendingInStore = countPendingApprovals(conn, 0).pending;
    ApprovalQuery query = window.filter;
    query.id.reset();
    query.intent.reset();
    query.pendingCreatedAfter.reset();
    query.oldestPending = window.oldestPending;
    query.newestDecided = window.newestDecided;
    QSet<QString> ids;
    addRows(conn, readApprovals(conn, query), out.rows, ids);
    if (window.arrivalsSince && out.pendingInStore > window.oldestPending) {
        ApprovalQuery arrivals;
        arrivals.pendingCreatedAfter = window.arrivalsSince;
        arrivals.oldestPending = kApprovalArrivalRows;
        arrivals.newestDecided = 0;
        addRows(conn, readApprovals(conn, arrivals), out.rows, ids);
    }
    std::stable_sort(out.rows.begin(), out.rows.end(), tableOrder);
    return out;
}

// The core's note about this cell's column ("seal_approvals.amount of id X
// is NaN"), or nullptr: a bad value marks its own cell only.
static const std::string* invalidIn(const Approval& a, int column)
{
    const char* name = column == ApprovalModel::AmountColumn    ? "seal_approvals.amount "
                       : column == ApprovalModel::CreatedColumn  ? "seal_approvals.created_at "
                       : column == ApprovalModel::TimeLeftColumn ? "seal_approvals.expires_at "
                       : column == ApprovalModel::TierColumn     ? "seal_approvals.tier "
                                                                 : nullptr;
    if (!name) return nullptr;
    for (const auto& bad : a.invalid)
        if (bad.starts_with(name)) return &bad;
    return nullptr;
}

ApprovalModel::ApprovalModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kApprovalModelTitles, parent), m_clock([] { return nowEpoch(); })
{
    readFrom(store);
    reloadWhenChanged({&ChangeStamp::approvals, &ChangeStamp::certs}); // certs: decisions
    followDisplayTime(0, ColumnCount - 1);
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &ApprovalModel::tick);
    reload();
}

void ApprovalModel::setMe(const QString& role)
{
    if (role == m_me) return;
    m_me = role;
    columnsChanged(MyVoteColumn, MyVoteColumn);
}

void ApprovalModel::setClock(std::function<double()> clock)
{
    m_clock = clock ? std::move(clock) : std::function<double()>([] { return nowEpoch(); });
    tick();
}

void ApprovalModel::reload()
{
    // The window's arrivals start from what the read in flight brings.
    if (deferWhileLoading([this] { reload(); })) return;
    ApprovalWindow window = m_window;
    window.arrivalsSince = m_newestPendingCreated;
    load<ApprovalRows>(
        [window](Connection& conn) { return readApprovalRows(conn, window); },
        [this](ApprovalRows read) {
            m_decidedInStore = read.decidedInStore;
            m_pendingInStore = read.pendingInStore;
            QSet<QString> ids;
            for (const ApprovalRow& row : std::as_const(read.rows)) ids.insert(raw(row.approval.id));
            for (const ApprovalRow& extra : std::as_const(m_extra))
                if (!ids.contains(raw(extra.approval.id))) read.rows.push_back(extra);
            applyRows(std::move(read.rows));
        });
}

void ApprovalModel::setWindowLimits(qint64 oldestPending, qint64 newestDecided)
{
    m_window.oldestPending = oldestPending;
    m_window.newestDecided = newestDecided;
    reload();
}

void ApprovalModel::setServerFilter(const ApprovalQuery& filter)
{
    const auto same = [](const ApprovalQuery& x, const ApprovalQuery& y) {
        return x.state == y.state && x.path == y.path && x.tier == y.tier && x.maker == y.maker &&
               x.minAmount == y.minAmount && x.maxAmount == y.maxAmount && x.search == y.search &&
               x.votedBy == y.votedBy && x.awaitingVoteOf == y.awaitingVoteOf && x.timeFrom == y.timeFrom &&
               x.timeTo == y.timeTo;
    };
    if (same(filter, m_window.filter)) return;
    m_window.filter = filter;
    m_quietNextLoad = true; // rows a filter brings in are not arrivals
    reload();
}

qint64 ApprovalModel::pendingListed() const
{
    return std::count_if(m_rows.cbegin(), m_rows.cend(),
                         [](const ApprovalRow& row) { return row.approval.state == "pending"; });
}

bool ApprovalModel::partial() const
{
    return m_pendingInStore > m_window.oldestPending || m_decidedInStore > m_window.newestDecided;
}

void ApprovalModel::fetchOne(const QString& id)
{
    const std::string key = id.toStdString();
    store()->read<std::optional<ApprovalRow>>(
        this,
        [key](Connection& conn) -> std::optional<ApprovalRow> {
            ApprovalQuery one;
            one.id = key;
            QList<ApprovalRow> rows;
            QSet<QString> ids;
            addRows(conn, readApprovals(conn, one), rows, ids);
            if (rows.isEmpty()) return std::nullopt;
            return rows.front();
        },
        [this, id](std::optional<ApprovalRow> row) {
            if (!row) {
                Q_EMIT fetched(id, false);
                return;
            }
            if (rowOf(id) < 0) {
                m_extra.push_back(*row);
                QList<ApprovalRow> rows = m_rows;
                rows.push_back(std::move(*row));
                setRows(std::move(rows));
            }
            Q_EMIT fetched(id, true);
        });
}

namespace {

// Each distinct value of `field` in the rows, examined against all the others.
QHash<QString, Lookalike> lookalikesOf(const QList<ApprovalRow>& rows, const std::string Approval::*field)
{
    QHash<QString, Lookalike> out;
    LookalikeIndex index;
    for (const ApprovalRow& row : rows) {
        const QString key = raw(row.approval.*field);
        if (out.contains(key)) continue;
        out.insert(key, {});
        index.add(row.approval.*field);
    }
    for (auto it = out.begin(); it != out.end(); ++it) it.value() = index.examine(it.key().toStdString());
    return out;
}

// The same values are marked with the same notes in both.
bool sameMarks(const QHash<QString, Lookalike>& a, const QHash<QString, Lookalike>& b)
{
    const auto marked = [](const QHash<QString, Lookalike>& h) {
        QHash<QString, std::string> out;
        for (auto it = h.cbegin(); it != h.cend(); ++it)
            if (it.value().suspicious()) out.insert(it.key(), it.value().text());
        return out;
    };
    return marked(a) == marked(b);
}

const Lookalike& noLookalike()
{
    static const Lookalike none;
    return none;
}

} // namespace

void ApprovalModel::setRows(QList<ApprovalRow> rows)
{
    applyRows(std::move(rows));
    markLoaded();
    Q_EMIT loaded();
}

void ApprovalModel::applyRows(QList<ApprovalRow> rows)
{
    std::stable_sort(rows.begin(), rows.end(), tableOrder);
    QStringList arrived;
    QSet<QString> ids;
    for (const ApprovalRow& row : std::as_const(rows)) {
        const QString id = raw(row.approval.id);
        ids.insert(id);
        if (row.approval.state != "pending") continue;
        if (hasLoaded() && !m_quietNextLoad && !m_knownIds.contains(id)) arrived << id;
        if (std::isfinite(row.approval.createdAt) &&
            (!m_newestPendingCreated || row.approval.createdAt > *m_newestPendingCreated))
            m_newestPendingCreated = row.approval.createdAt;
    }
    // Indexed before the rows go in, so the cells they change are already marked.
    QHash<QString, Lookalike> paths = lookalikesOf(rows, &Approval::path);
    QHash<QString, Lookalike> makers = lookalikesOf(rows, &Approval::maker);
    const bool marksMoved = !sameMarks(paths, m_pathLookalikes) || !sameMarks(makers, m_makerLookalikes);
    m_pathLookalikes = std::move(paths);
    m_makerLookalikes = std::move(makers);
    replaceRows(std::move(rows));
    // A new row can make an old one a look-alike: those cells change without the old row changing.
    if (marksMoved) columnsChanged(PathColumn, MakerColumn);
    m_knownIds.unite(ids);
    m_quietNextLoad = false;
    const bool anyPending = std::any_of(m_rows.cbegin(), m_rows.cend(), [](const ApprovalRow& row) {
        return row.approval.state == "pending";
    });
    if (anyPending && !m_timer.isActive()) m_timer.start();
    if (!anyPending) m_timer.stop();
    if (!arrived.isEmpty()) Q_EMIT pendingArrived(arrived);
}

void ApprovalModel::tick()
{
    // State, time left and the votes' tooltip can all change when a request expires.
    columnsChanged(StateColumn, TimeLeftColumn);
    const double now = m_clock();
    const double last = std::exchange(m_lastTick, now);
    const bool passed = std::any_of(m_rows.cbegin(), m_rows.cend(), [last, now](const ApprovalRow& row) {
        const Approval& a = row.approval;
        return a.state == "pending" && a.expiresAt >= last && a.expiresAt < now;
    });
    Q_EMIT ticked();
    if (passed) Q_EMIT expiriesPassed();
}

QString ApprovalModel::keyOf(const ApprovalRow& row) const
{
    return raw(row.approval.id);
}

const Lookalike& ApprovalModel::pathLookalike(const std::string& path) const
{
    const auto it = m_pathLookalikes.constFind(raw(path));
    return it == m_pathLookalikes.cend() ? noLookalike() : it.value();
}

const Lookalike& ApprovalModel::makerLookalike(const std::string& maker) const
{
    const auto it = m_makerLookalikes.constFind(raw(maker));
    return it == m_makerLookalikes.cend() ? noLookalike() : it.value();
}

QStringList ApprovalModel::paths() const
{
    return distinct(m_rows, &Approval::path);
}
QStringList ApprovalModel::tiers() const
{
    return distinct(m_rows, &Approval::tier);
}
QStringList ApprovalModel::makers() const
{
    return distinct(m_rows, &Approval::maker);
}
QStringList ApprovalModel::states() const
{
    return distinct(m_rows, &Approval::state);
}

QString ApprovalModel::shownState(const Approval& approval) const
{
    if (approval.pendingButExpired(m_clock())) return QStringLiteral("expired");
    return raw(approval.state);
}

QString ApprovalModel::votersText(const Approval& approval) const
{
    if (approval.votes.empty()) return tr("no votes yet");
    QStringList lines;
    for (const Vote& vote : approval.votes)
        lines << tr("%1: %2 at %3")
                     .arg(safeText(std::string_view(vote.approver)),
                          voteWord(vote.decision), DisplayTime::instance().format(vote.at));
    return lines.join(QLatin1Char('\n'));
}

QVariant ApprovalModel::cell(const ApprovalRow& row, int column, int role) const
{
    const Approval& a = row.approval;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (column == VotesColumn)
            return a.requiredNote().empty() || a.state != "pending"
                       ? votersText(a)
                       : tr("Needs %Ln approval(s): %1\n%2", nullptr, pluralCount(a.approvalsNeeded()))
                             .arg(safeText(std::string_view(a.requiredNote())), votersText(a));
        if (column == TimeLeftColumn || column == CreatedColumn)
            return DisplayTime::instance().formatPrecise(column == CreatedColumn ? a.createdAt
                                                                                         : a.expiresAt);
        if (column == DecidedColumn)
            return a.decidedAt ? DisplayTime::instance().formatPrecise(*a.decidedAt) : QVariant();
        if (const std::string* bad = invalidIn(a, column))
            return tr("invalid value in the store: %1")
                .arg(safeText(std::string_view(*bad))); // names table, column and row
        if (column == PathColumn && pathLookalike(a.path).suspicious())
            return lookalikeExplanation(pathLookalike(a.path));
        if (column == MakerColumn && makerLookalike(a.maker).suspicious())
            return lookalikeExplanation(makerLookalike(a.maker));
        if (column == StateColumn && a.pendingButExpired(m_clock()))
            return tr("still pending in the store, but past its expiry: it can no longer be decided");
        return column == StateColumn ? QVariant() : display(row, column);
    case Qt::TextAlignmentRole:
        return column == AmountColumn || column == TimeLeftColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case ApprovalIdRole:
        return raw(a.id);
    case StateRole:
        return raw(a.state);
    case ShownStateRole:
        return shownState(a);
    case StateIconRole:
        return iconFor(shownState(a));
    case AmountRole:
        return a.amount;
    case PathRole:
        return raw(a.path);
    case TierRole:
        return raw(a.tier);
    case MakerRole:
        return raw(a.maker);
    case IntentRole:
        return raw(a.intent);
    case CreatedRole:
        return a.createdAt;
    case ExpiresRole:
        return a.expiresAt;
    case DecisionSeqRole:
        return row.decisionSeq ? QVariant(qint64(*row.decisionSeq)) : QVariant();
    case ActionableRole:
        return a.state == "pending" && !a.pendingButExpired(m_clock());
    case VotersRole:
        return votersText(a);
    case DefectRole:
        return a.state == "pending" ? safeText(std::string_view(a.requiredNote())) : QString();
    case DecidedAtRole:
        return a.decidedAt ? QVariant(*a.decidedAt) : QVariant();
    case DecidedByRole: {
        const Vote* deciding = a.decidingVote();
        return deciding ? QVariant(raw(deciding->approver)) : QVariant();
    }
    case MyVoteRole: {
        const Vote* mine = voteOf(a, m_me);
        return mine ? QVariant(raw(mine->decision)) : QVariant();
    }
    case LookalikeRole: {
        QStringList notes;
        if (pathLookalike(a.path).suspicious()) notes << tr("path: %1").arg(lookalikeText(pathLookalike(a.path)));
        if (makerLookalike(a.maker).suspicious())
            notes << tr("maker: %1").arg(lookalikeText(makerLookalike(a.maker)));
        return notes.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QVariant ApprovalModel::display(const ApprovalRow& row, int column) const
{
    const Approval& a = row.approval;
    switch (column) {
    case StateColumn:
        return approvalStateWord(shownState(a).toStdString());
    case AmountColumn:
        return amountText(a.amount, QString::fromStdString(a.path));
    case PathColumn:
        return markedText(safeText(std::string_view(a.path)), pathLookalike(a.path));
    case TierColumn:
        return safeText(std::string_view(a.tier));
    case MakerColumn:
        return markedText(safeText(std::string_view(a.maker)), makerLookalike(a.maker));
    case VotesColumn:
        // A pending request needs what the path requires now (issue 25); a decided one shows its row.
        return a.state == "pending" && !a.requiredNote().empty()
                   ? tr("%1 of %2 (row: %3)").arg(a.approveCount()).arg(a.approvalsNeeded()).arg(a.required)
                   : tr("%1 of %2").arg(a.approveCount()).arg(a.required);
    case MyVoteColumn: {
        const Vote* mine = voteOf(a, m_me);
        if (!mine) return QString();
        if (mine->decision == "approve") return tr("approved");
        if (mine->decision == "reject") return tr("rejected");
        return safeText(std::string_view(mine->decision));
    }
    case TimeLeftColumn:
        return a.state == "pending" ? timeLeftText(a.expiresAt, m_clock()) : QString();
    case DecidedColumn:
        return a.decidedAt ? DisplayTime::instance().format(*a.decidedAt) : QString();
    case DecidedByColumn: {
        // Who cast the deciding vote: "rejected by" and "approved by" read apart at a glance.
        const Vote* deciding = a.decidingVote();
        if (!deciding) return QString();
        const QString who = safeText(std::string_view(deciding->approver));
        return deciding->decision == "reject" ? tr("rejected by %1").arg(who) : tr("approved by %1").arg(who);
    }
    case IntentColumn:
        return safeText(std::string_view(a.intent));
    case CreatedColumn:
        return DisplayTime::instance().format(a.createdAt);
    case IdColumn:
        return safeText(std::string_view(a.id));
    default:
        return {};
    }
}

// ---- filter ---------------------------------------------------------------------

void ApprovalFilterProxy::setFilter(const ApprovalFilter& filter)
{
    if (filter == m_filter) return;
    m_filter = filter;
    // The reader chose another list: all of it is shown, nothing is held.
    const bool held = !m_held.isEmpty();
    m_held.clear();
    m_admitAll = true;
    invalidateFilter();
    m_admitAll = false;
    if (held) Q_EMIT heldChanged(0);
}

void ApprovalFilterProxy::showHeld()
{
    if (m_held.isEmpty()) return;
    for (const double decidedAt : std::as_const(m_held))
        if (!m_shownDecisions || decidedAt > *m_shownDecisions) m_shownDecisions = decidedAt;
    m_held.clear();
    invalidateFilter();
    Q_EMIT heldChanged(0);
}

bool ApprovalFilterProxy::admits(const ApprovalRow& row) const
{
    const Approval& a = row.approval;
    if (a.state == "pending" || !a.decidedAt || !std::isfinite(*a.decidedAt)) return true;
    const double decidedAt = *a.decidedAt;
    const bool isNew = !m_shownDecisions || decidedAt > *m_shownDecisions;
    if (!isNew) return true;
    const bool hold =
        !m_admitAll && m_filter.scope == ApprovalFilter::Scope::History && m_holdNew && m_holdNew();
    const QString id = raw(a.id);
    if (!hold && !m_held.contains(id)) {
        m_shownDecisions = decidedAt;
        return true;
    }
    if (!m_held.contains(id)) {
        m_held.insert(id, decidedAt);
        noteHeld();
    }
    return false;
}

void ApprovalFilterProxy::noteHeld() const
{
    if (std::exchange(m_noticeQueued, true)) return;
    // After the filtering that found them (a slot may filter again).
    QMetaObject::invokeMethod(
        const_cast<ApprovalFilterProxy*>(this),
        [this] {
            m_noticeQueued = false;
            // Requests the list no longer holds are not waiting either.
            const auto* model = qobject_cast<const ApprovalModel*>(sourceModel());
            for (auto it = m_held.begin(); it != m_held.end();)
                it = model && model->rowOf(it.key()) < 0 ? m_held.erase(it) : std::next(it);
            Q_EMIT const_cast<ApprovalFilterProxy*>(this)->heldChanged(m_held.size());
        },
        Qt::QueuedConnection);
}

bool ApprovalFilterProxy::accepts(const ApprovalRow& row) const
{
    const auto* model = qobject_cast<const ApprovalModel*>(sourceModel());
    return matches(m_filter, row, model ? model->now() : nowEpoch());
}

bool ApprovalFilterProxy::matches(const ApprovalFilter& filter, const ApprovalRow& row, double now)
{
    using Scope = ApprovalFilter::Scope;
    const Approval& a = row.approval;
    const bool pending = a.state == "pending";
    const Vote* mine = voteOf(a, filter.me);
    switch (filter.scope) {
    case Scope::WaitingForMe:
        // whyNotVote's rules for the role (write_rules.cpp), without the
        // session's momentary ones (read-only, offline): the queue stays in view.
        if (filter.me.isEmpty() || !filter.meMayVote || !pending || a.pendingButExpired(now) || mine || raw(a.maker) == filter.me)
            return false;
        break;
    case Scope::Pending:
        if (!pending) return false;
        break;
    case Scope::MyVotes:
        if (!mine) return false;
        break;
    case Scope::DecidedByMe: {
        const Vote* deciding = a.decidingVote();
        if (pending || !deciding || filter.me.isEmpty() || raw(deciding->approver) != filter.me) return false;
        break;
    }
    case Scope::History:
        if (pending) return false;
        break;
    case Scope::All:
        break;
    }
    if (filter.from || filter.to) {
        const double at = a.decidedAt.value_or(a.createdAt);
        if (!std::isfinite(at) || (filter.from && at < *filter.from) || (filter.to && at > *filter.to)) return false;
    }
    if (!filter.path.isEmpty() && raw(a.path) != filter.path) return false;
    if (!filter.tier.isEmpty() && raw(a.tier) != filter.tier) return false;
    if (!filter.state.isEmpty() && raw(a.state) != filter.state) return false;
    if (!filter.maker.isEmpty() && raw(a.maker) != filter.maker) return false;
    // A bound matches finite amounts only, as the server's filter does (core's ApprovalQuery).
    if ((filter.minAmount || filter.maxAmount) && !std::isfinite(a.amount)) return false;
    if (filter.minAmount && a.amount < *filter.minAmount) return false;
    if (filter.maxAmount && a.amount > *filter.maxAmount) return false;
    const QString needle = filter.search.trimmed();
    const auto has = [&needle](const std::string& value) { return raw(value).contains(needle, Qt::CaseInsensitive); };
    if (!needle.isEmpty() && !has(a.id) && !has(a.intent) && !has(a.maker) &&
        std::none_of(a.votes.cbegin(), a.votes.cend(), [&has](const Vote& v) { return has(v.approver); }))
        return false;
    return true;
}

void ApprovalFilterProxy::setPinned(const QString& id)
{
    if (id == m_pinned) return;
    const QString before = std::exchange(m_pinned, id);
    // Only a row the filter alone would hide appears or goes.
    const auto* model = qobject_cast<const ApprovalModel*>(sourceModel());
    const auto hidden = [model, this](const QString& key) {
        const ApprovalRow* row = model && !key.isEmpty() ? model->rowAt(model->rowOf(key)) : nullptr;
        return row && !accepts(*row);
    };
    if (hidden(before) || hidden(id)) invalidateFilter();
}

bool ApprovalFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid()) return false;
    const auto* model = qobject_cast<const ApprovalModel*>(sourceModel());
    const ApprovalRow* row = model ? model->rowAt(sourceRow) : nullptr;
    if (!row) return false;
    // The pinned request (the reader's selection) is never held back nor filtered out.
    if (!m_pinned.isEmpty() && raw(row->approval.id) == m_pinned) return true;
    return accepts(*row) && admits(*row);
}

} // namespace seal
