// Maker-checker approval requests as a table for the Approvals page: pending
// first, then oldest first; each row with its votes and, once decided, the
// seq of its decision cert, who decided it and how the session's own role
// voted. A live refresh replaces the rows by id, so the view's selection
// survives it. A filter proxy narrows the rows by scope (waiting for my vote,
// pending, my votes, decided by me, history, all), path, tier, state, amount
// range, maker, a date range and a search over id and intent.
#pragma once

#include "core/base/lookalike.hpp"
#include "core/rules/approvals.hpp"
#include "models/store_table_model.hpp"

#include <QHash>
#include <QList>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <optional>

namespace seal {


class Connection;
class StoreClient;

// One approval as the table holds it.
struct ApprovalRow
{
    Approval approval;
    std::optional<qint64> decisionSeq; // the graduated_approval cert, once decided
    std::optional<std::string> decisionReason; // a reject's reason, from that cert's body
};

// How many requests the list keeps: the oldest pending ones and the newest
// decided ones, plus pending ones that arrive later (at most kApprovalArrivalRows
// a read). A store whose queue is longer than the list is searched by the
// server when the page filters (ApprovalWindow::filter). Older history is in
// reports and sealctl.
inline constexpr qint64 kApprovalPendingRows = 5000;
inline constexpr qint64 kApprovalHistoryRows = 2000;
inline constexpr qint64 kApprovalArrivalRows = 200;

// What one read of the list asks for.
struct ApprovalWindow
{
    qint64 oldestPending = kApprovalPendingRows;
    qint64 newestDecided = kApprovalHistoryRows;
    // Server-side filters (path, tier, state, maker, amounts, search); ids and
    // the limits above are ignored here.
    ApprovalQuery filter;
    // Pending requests created after this time are read too, however
    // far past the window (what arrived since the last read).
    std::optional<double> arrivalsSince;
};

struct ApprovalRows
{
    QList<ApprovalRow> rows;
    qint64 decidedInStore = 0; // how many the store holds (rows has at most newestDecided)
    qint64 pendingInStore = 0; // likewise, pending (rows has at most oldestPending, plus arrivals)
};

// Reads the window's approvals, each with its votes and decision cert (caller
// holds a ReadTransaction), in the table's order: pending first, then oldest
// first. Its cost follows the window, not the store's history.
ApprovalRows readApprovalRows(Connection& conn, const ApprovalWindow& window = {});

class ApprovalModel : public StoreListModel<ApprovalRow>
{
    Q_OBJECT
public:
    enum Column
    {
        StateColumn,
        AmountColumn,
        PathColumn,
        TierColumn,
        MakerColumn,
        VotesColumn,
        MyVoteColumn,
        TimeLeftColumn,
        DecidedColumn,
        DecidedByColumn,
        IntentColumn,
        CreatedColumn,
        IdColumn,
        ColumnCount
    };
    enum Role
    {
        ApprovalIdRole = Qt::UserRole + 1,
        StateRole,       // the row's state as stored (pending | approved | rejected | expired | ...)
        ShownStateRole,  // what a human reads: "expired" for a pending row past its expiry
        StateIconRole,   // resource path of the state's icon (views turn it into a QIcon)
        AmountRole,      // double
        PathRole,        // raw path (filters compare raw values)
        TierRole,        // raw tier
        MakerRole,       // raw maker
        IntentRole,      // raw intent
        CreatedRole,     // double epoch
        ExpiresRole,     // double epoch
        DecisionSeqRole, // qint64, null while undecided
        ActionableRole,  // bool: pending and not expired
        VotersRole,      // plain text, one line per vote (made safe)
        DefectRole,      // why the row's `required` is below the rules (made safe), or empty
        LookalikeRole,   // what makes the path or maker a look-alike (translated, made safe), or empty
        DecidedAtRole,   // double epoch, null while undecided
        DecidedByRole,   // raw approver of the deciding vote, null when no vote decided it
        MyVoteRole,      // raw decision (approve | reject) of the session's role, null when it has not voted
    };

    explicit ApprovalModel(StoreClient* store, QObject* parent = nullptr);


    void reload() override;
    // The role the console is logged in as (StoreIdentity::role): whose vote
    // the My vote column shows. Never a typed name.
    void setMe(const QString& role);
    const QString& me() const { return m_me; }
    // Replaces the rows with a snapshot (sorted here); selection survives.
    void setRows(QList<ApprovalRow> rows);
    // Decided requests in the store, of which the newest window().newestDecided are rows.
    qint64 decidedInStore() const { return m_decidedInStore; }
    // Pending requests in the store; more than the rows hold when the queue is longer than the window.
    qint64 pendingInStore() const { return m_pendingInStore; }
    qint64 pendingListed() const;
    // True when the store holds requests the rows do not (the filters then run in the server).
    bool partial() const;
    const ApprovalWindow& window() const { return m_window; }
    // Tests shrink the window; the page sets its filters (used by the server only when partial()).
    void setWindowLimits(qint64 oldestPending, qint64 newestDecided);
    void setServerFilter(const ApprovalQuery& filter);
    // Reads one request the window does not hold (a link to it) and adds it to the rows.
    void fetchOne(const QString& id);

    QStringList paths() const;
    QStringList tiers() const;
    // A path's or maker's look-alike notes (mixed scripts, hidden code points,
    // another path or maker of the rows it reads as), from indexes rebuilt
    // with each snapshot: O(rows), not O(rows²).
    const Lookalike& pathLookalike(const std::string& path) const;
    const Lookalike& makerLookalike(const std::string& maker) const;
    QStringList makers() const;
    QStringList states() const;

    // The clock the countdown reads (tests fix it); default seal::nowEpoch.
    void setClock(std::function<double()> clock);
    double now() const { return m_clock(); }

Q_SIGNALS:
    // fetchOne's answer: the request is a row now (found), or the store has none.
    void fetched(const QString& id, bool found);
    // Pending approvals whose ids were not in the previous snapshot (never on the first load).
    void pendingArrived(const QStringList& ids);
    // Every second while anything is pending: the countdown and expiry moved.
    void ticked();
    // A pending request's expiry passed since the last tick: lists judged by
    // "may still be decided" (Waiting for my vote) change.
    void expiriesPassed();

protected:
    QString keyOf(const ApprovalRow& row) const override;
    QVariant cell(const ApprovalRow& row, int column, int role) const override;

private:
    // The rows of a read (loaded() follows from the load cycle); pendingArrived for the new ones.
    void applyRows(QList<ApprovalRow> rows);
    void tick();
    QVariant display(const ApprovalRow& row, int column) const;
    QString shownState(const Approval& approval) const;
    QString votersText(const Approval& approval) const;

    QHash<QString, Lookalike> m_pathLookalikes;  // by raw path, every path of the rows
    QHash<QString, Lookalike> m_makerLookalikes; // by raw maker
    QSet<QString> m_knownIds;
    qint64 m_decidedInStore = 0;
    qint64 m_pendingInStore = 0;
    ApprovalWindow m_window;
    std::optional<double> m_newestPendingCreated;
    bool m_quietNextLoad = false;
    QList<ApprovalRow> m_extra; // requests read by fetchOne, kept across reloads
    QTimer m_timer;
    std::function<double()> m_clock;
    double m_lastTick = 0;
    QString m_me;
};

// The page's filters. Empty strings and nullopt bounds filter nothing.
struct ApprovalFilter
{
    enum class Scope
    {
        WaitingForMe, // pending, not expired, `me` may vote (role), made it not, voted on it not
        Pending,      // stored state pending
        MyVotes,      // `me` voted on it, whatever its state
        DecidedByMe,  // decided, and `me` cast the deciding vote
        History,      // decided (anything but pending)
        All
    };
    Scope scope = Scope::All;
    QString me;             // the session's role (the scopes "my" and "me" are its)
    bool meMayVote = false; // the role may vote at all (StoreIdentity::mayVote)
    // When the request was decided (created, while undecided): inclusive bounds.
    std::optional<double> from;
    std::optional<double> to;
    QString path;
    QString tier;
    QString state; // stored state
    std::optional<double> minAmount;
    std::optional<double> maxAmount;
    QString maker;
    QString search; // substring of the id, the intent, the maker or a voter (case-insensitive)
    bool operator==(const ApprovalFilter&) const = default;
};

// The History list holds back new decisions (issue 14): while `holdNew`
// answers true (the reader has a row selected or has scrolled), a request
// decided after the newest decision the list has shown stays out of the
// History scope and is counted (heldCount, heldChanged) until showHeld();
// the rows shown do not move. Decisions older than that (a filter change, a
// wider server read) come in as before. Pending and All are not held.
class ApprovalFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    const ApprovalFilter& filter() const { return m_filter; }
    void setFilter(const ApprovalFilter& filter);
    // The filter alone, without the pin, at the source model's clock.
    bool accepts(const ApprovalRow& row) const;
    // `now` judges expiry (Waiting for my vote holds only what may still be decided).
    static bool matches(const ApprovalFilter& filter, const ApprovalRow& row, double now);
    // Filters again (a request expired: it leaves Waiting for my vote).
    void refilter() { invalidateFilter(); }
    // The request the reader has selected stays listed whatever a refresh
    // does to it (a vote decides it, it leaves the scope), until the reader
    // selects another: rows never vanish from under the selection.
    const QString& pinned() const { return m_pinned; }
    void setPinned(const QString& id);

    void setHoldNew(std::function<bool()> holdNew) { m_holdNew = std::move(holdNew); }
    qint64 heldCount() const { return m_held.size(); }
    void showHeld();

Q_SIGNALS:
    void heldChanged(qint64 count);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool admits(const ApprovalRow& row) const; // the History hold, for a row the filter accepts
    void noteHeld() const;

    ApprovalFilter m_filter;
    QString m_pinned;
    std::function<bool()> m_holdNew;
    bool m_admitAll = false; // while the filter itself changes
    // Filtering is const; what it learns about the rows is kept here.
    mutable std::optional<double> m_shownDecisions; // the newest decidedAt admitted
    mutable QHash<QString, double> m_held;          // held ids and their decidedAt
    mutable bool m_noticeQueued = false;
};

} // namespace seal
