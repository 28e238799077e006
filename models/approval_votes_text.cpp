#include "models/approval_votes_text.hpp"

#include "models/approval_model.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace seal {
namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) // lupdate: context "seal"
{
    return QCoreApplication::translate("seal", text, disambiguation, n);
}

QString voteAfter(const Approval& a, bool reject, int approves, bool decides)
{
    if (reject) return tr("rejected: a reject decides the request at once");
    const int needed = a.approvalsNeeded();
    if (decides)
        return tr("approved (%1 of %Ln approval(s)): your approve decides it", nullptr, pluralCount(needed))
            .arg(approves);
    QString after =
        tr("%1 of %Ln approval(s), %2 more needed: the request stays pending", nullptr, pluralCount(needed))
            .arg(approves)
            .arg(needed - approves);
    if (const std::string note = a.requiredNote(); !note.empty())
        after += tr(" (it needs %1: %2)").arg(needed).arg(safeText(std::string_view(note)));
    return after;
}

// Who may still vote: distinct roles, never the maker, never one who voted.
QString stillNeeded(const Approval& a, bool decides, int more, const QString& voter, bool approverGroup)
{
    if (decides) return tr("nobody: your vote decides the request");
    QStringList voted;
    for (const Vote& vote : a.votes)
        voted << safeText(std::string_view(vote.approver));
    voted << tr("you (%1)").arg(safeText(voter));
    const QString who = more == 1 ? tr("1 more approver") : tr("%1 more distinct approvers").arg(more);
    const QString from = approverGroup ? tr("members of seal_approver") : tr("roles that are not superusers");
    return tr("%1, from %2 other than the maker (%3) and those who voted (%4)")
        .arg(who, from, safeText(std::string_view(a.maker)), voted.join(QStringLiteral(", ")));
}

QString expiryText(const Approval& a, bool decides, double now)
{
    const QString at = DisplayTime::instance().formatPrecise(a.expiresAt);
    const QString left = timeLeftText(a.expiresAt, now);
    return decides ? tr("%1 (%2 left); your vote decides the request before then").arg(at, left)
                   : tr("%1 (%2 left); if it is not decided by then, it expires and cannot be approved")
                         .arg(at, left);
}

} // namespace

VotePreview previewVote(const Approval& a, const QString& decision, const QString& voter, bool approverGroup,
                        double now)
{
    const bool reject = decision == QLatin1String("reject");
    const int approves = a.approveCount() + (reject ? 0 : 1);
    VotePreview p;
    const int needed = a.approvalsNeeded(); // the path's current count, never below the row's (issue 25)
    p.decides = reject || approves >= needed;
    const QString id = safeText(std::string_view(a.id));
    if (reject)
        p.action = tr("Reject approval request %1. A reject decides the request at once: rejected.").arg(id);
    else if (p.decides)
        p.action = tr("Approve approval request %1. Your approve decides it: approved.").arg(id);
    else
        p.action = tr("Approve approval request %1. After your vote: %2 of %Ln approval(s), %3 more needed.",
                      nullptr, pluralCount(needed))
                       .arg(id)
                       .arg(approves)
                       .arg(needed - approves);
    p.after = voteAfter(a, reject, approves, p.decides);
    p.needed = stillNeeded(a, p.decides, needed - approves, voter, approverGroup);
    p.expires = expiryText(a, p.decides, now);
    return p;
}

QString votesText(const Approval& a, const std::optional<std::string>& reason)
{
    if (a.votes.empty()) return tr("none yet");
    const DisplayTime& time = DisplayTime::instance();
    const Vote* decider = a.decidingVote();
    QStringList lines;
    for (const Vote& vote : a.votes) {
        QString line =
            tr("%1 — %2 — %3")
                .arg(safeText(vote.approver), voteWord(vote.decision), time.formatPrecise(vote.at));
        // Only the reject that decided has a reason: the store keeps it in the decision cert.
        if (&vote == decider && vote.decision == "reject")
            line += reason ? tr(" — reason: %1").arg(safeText(*reason))
                           : tr(" — no reason recorded in the decision cert");
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString decisionText(const Approval& a, double now)
{
    const DisplayTime& time = DisplayTime::instance();
    if (a.state == "pending")
        return a.pendingButExpired(now)
                   ? tr("not decided; expired at %1").arg(time.formatPrecise(a.expiresAt))
                   : tr("not yet");
    const QString state = approvalStateWord(a.state);
    const QString at = a.decidedAt ? time.formatPrecise(*a.decidedAt) : tr("an unrecorded time");
    if (a.state == "expired")
        return tr("expired at %1 without a decision").arg(time.formatPrecise(a.expiresAt));
    if (const Vote* decider = a.decidingVote())
        return (a.state == "rejected" ? tr("rejected by %1 at %2") : tr("approved by %1 at %2"))
            .arg(safeText(decider->approver), at);
    return tr("%1 at %2 (the votes do not show who decided it)").arg(state, at);
}

QString arrivalItem(const Approval& a)
{
    return tr("%1 on %2 (%3 tier) from %4")
        .arg(amountText(a.amount, QString::fromStdString(a.path)), safeText(a.path), safeText(a.tier),
             safeText(a.maker));
}

QString arrivalSentence(const QList<QString>& items)
{
    if (items.isEmpty()) return {};
    if (items.size() == 1) return tr("A new approval request waits for your vote: %1.").arg(items.front());
    constexpr qsizetype kNamed = 3;
    const QString named = QStringList(items.mid(0, kNamed)).join(QStringLiteral("; "));
    const QString count = QLocale().toString(items.size());
    if (items.size() <= kNamed)
        return tr("%1 new approval requests wait for your vote: %2.").arg(count, named);
    return tr("%1 new approval requests wait for your vote: %2; and %3 more.")
        .arg(count, named, QLocale().toString(items.size() - kNamed));
}

} // namespace seal
