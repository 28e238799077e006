#include "models/write_rules.hpp"

#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <QCoreApplication>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

QString whyNotWrite(const WriteGate& gate)
{
    if (gate.offline) return tr("the store is unreachable: nothing can be written until it is back");
    if (!gate.identity) return tr("not connected yet: the console does not know who you are");
    if (gate.readOnly) return tr("this session is read-only (Connection ▸ Read-only)");
    return {};
}

} // namespace

QString whyNotVote(const WriteGate& gate, const Approval& approval, double now)
{
    if (QString why = whyNotWrite(gate); !why.isEmpty()) return why;
    const StoreIdentity& identity = *gate.identity;
    const QString me = identity.role;
    // The most specific refusal first: a maker (an agent, who may not vote at
    // all) learns that this is their own request before the generic rule.
    if (QString::fromStdString(approval.maker) == me)
        return tr("you (%1) made this request: the maker may not approve their own request")
            .arg(safeText(me));
    if (!identity.mayVote()) return identity.whyNotVote;
    if (approval.state != "pending")
        return tr("already decided: %1").arg(approvalStateWord(approval.state));
    if (approval.pendingButExpired(now)) return tr("expired: the request can no longer be decided");
    for (const Vote& vote : approval.votes)
        if (QString::fromStdString(vote.approver) == me)
            return tr("you (%1) already voted: %2")
                .arg(safeText(me), safeText(std::string_view(vote.decision)));
    return {};
}

QString whyNotApprove(const WriteGate& gate, const Approval& approval, double now)
{
    // A request whose row asks for fewer approvers than the path now requires
    // stays decidable: it simply needs more approves (issue 25).
    return whyNotVote(gate, approval, now);
}

QString whyNotOperate(const WriteGate& gate)
{
    if (QString why = whyNotWrite(gate); !why.isEmpty()) return why;
    if (!gate.identity->mayOperate()) return gate.identity->whyNotOperate;
    return {};
}

QString whyNotSetPolicy(const WriteGate& gate, const Clearance& clearance, const std::string& status)
{
    if (QString why = whyNotOperate(gate); !why.isEmpty()) return why;
    if (status == "REVOKED" && clearance.policy && clearance.policy->status == "REVOKED")
        return tr("path %1 is already REVOKED: set its policy to CLEARED or HOLD to lift it")
            .arg(safeText(std::string_view(clearance.path)));
    return {};
}

QString whyNotSetProofAge(const WriteGate& gate, const Clearance& clearance)
{
    if (QString why = whyNotOperate(gate); !why.isEmpty()) return why;
    if (clearance.policy && clearance.policy->status == "REVOKED")
        return tr("path %1 is REVOKED: set its policy to CLEARED or HOLD first; the proof age counts only then")
            .arg(safeText(std::string_view(clearance.path)));
    return {};
}

QString whyNotFreeze(const WriteGate& gate, const std::string& domain, const std::optional<std::string>& frozenReason)
{
    if (QString why = whyNotOperate(gate); !why.isEmpty()) return why;
    if (frozenReason)
        return tr("domain %1 is already frozen (%2): its standing reason and evidence are kept")
            .arg(safeText(std::string_view(domain)), frozenReason->empty() ? tr("no reason recorded")
                                                                           : safeText(std::string_view(*frozenReason)));
    return {};
}

} // namespace seal
