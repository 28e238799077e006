#include "core/writes/governance.hpp"

#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/rules/approvals.hpp"
#include "core/store/identity.hpp"
#include "core/writes/operator_write.hpp"
#include "core/writes/outcome_line.hpp"
#include "core/writes/write_recheck.hpp"

#include <ctime>
#include <nlohmann/json.hpp>

namespace seal {
namespace {

using nlohmann::json;

constexpr double kDefaultMaxProofAge = 86400.0;

bool blank(const std::optional<std::string>& text)
{
    return !text || text->find_first_not_of(" \t\r\n") == std::string::npos;
}

std::string utcText(double epoch)
{
    const auto secs = static_cast<std::time_t>(epoch);
    std::tm tm{};
    gmtime_r(&secs, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%SZ", &tm);
    return buf;
}

VoteOutcome refused(VoteOutcome out, Refusal why, Phrase said)
{
    return refusedSaying(std::move(out), why, std::move(said));
}

// ---- after a lost connection ----------------------------------------------------

// An operator write's line after a lost connection: %1 the event kind, %2 the role.
Phrase lostWrite(WriteFate fate, const std::string& eventKind, const std::string& role, const std::string& checkWith)
{
    switch (fate) {
    case WriteFate::LostLanded:
        return {"connection lost during the %1 write by role %2; re-checked after reconnecting: it landed. Do not "
                "repeat it.",
                {eventKind, role}, {}};
    case WriteFate::LostNotLanded:
        return {"connection lost during the %1 write by role %2; re-checked after reconnecting: it did not land, "
                "nothing changed. It is safe to try again.",
                {eventKind, role}, {}};
    default:
        return {"connection lost during the %1 write by role %2 and the store could not be reached again: not known "
                "whether it landed. Check with `%3` before trying again.",
                {eventKind, role, checkWith}, {}};
    }
}

// ---- votes ---------------------------------------------------------------------

struct ApprovalRow
{
    std::string intent, path, maker, state;
    int required = 0;
    double expiresAt = 0;
    std::optional<std::int64_t> pathRequiredApprovers; // seal_thresholds, read under the same lock
    std::string invalidExpiry; // expires_at is NULL, NaN, ... : nobody can say whether it is still open
};

std::optional<ApprovalRow> lockApproval(Connection& conn, const std::string& id)
{
    Result r = conn.exec("SELECT a.intent, a.path, a.maker, a.state, a.required, a.expires_at,"
                         " (SELECT t.required_approvers FROM seal_thresholds t WHERE t.path = a.path)"
                         " FROM seal_approvals a WHERE a.id = $1 FOR UPDATE",
                         {param(id)});
    if (r.rows() == 0) return std::nullopt;
    const CheckedReal expires = r.checkedReal(0, 5, "seal_approvals", "id " + id, RealKind::Time);
    ApprovalRow row{std::string(r.text(0, 0)),
                    std::string(r.text(0, 1)),
                    std::string(r.text(0, 2)),
                    std::string(r.text(0, 3)),
                    r.isNull(0, 4) ? 0 : static_cast<int>(r.integer(0, 4)), // NULL: defective
                    expires.value,
                    std::nullopt,
                    expires.problem};
    if (!r.isNull(0, 6)) row.pathRequiredApprovers = r.integer(0, 6);
    return row;
}

// The database decides "one approver, one vote": a unique violation is the
// answer, whatever any earlier read said.
bool insertVote(Connection& conn, const VoteOutcome& out)
{
    try {
        conn.exec(
            "INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig)"
            " VALUES ($1, $2, $3, $4, $5)",
            {param(out.approvalId), param(out.role), param(out.decision), param(out.at), param(out.sig)});
        return true;
    } catch (const StoreError& e) {
        if (e.sqlState() == "23505") return false;
        throw;
    }
}

int countApproves(Connection& conn, const std::string& id)
{
    Result r =
        conn.exec("SELECT count(*) FROM seal_approval_votes WHERE approval_id = $1 AND decision = 'approve'",
                  {param(id)});
    return static_cast<int>(r.integer(0, 0));
}

json votesOf(Connection& conn, const std::string& id)
{
    Result r = conn.exec("SELECT approver, decision, at, sig FROM seal_approval_votes WHERE approval_id = $1"
                         " ORDER BY at, id",
                         {param(id)});
    json votes = json::array();
    for (int i = 0; i < r.rows(); ++i)
        votes.push_back({{"approver", r.text(i, 0)},
                         {"decision", r.text(i, 1)},
                         {"at", r.real(i, 2)},
                         {"sig", r.text(i, 3)}});
    return votes;
}

// SPEC §6.4: the decision cert (§3), the row's state and decided_at, the event.
// `at`: the vote's time, the store's; the cert, decided_at and the event share it.
std::int64_t decide(Connection& conn, const VoteRequest& req, const ApprovalRow& row,
                    const std::string& outcome, double at)
{
    const std::string& id = req.approvalId;
    json body = {{"intent", "approval:" + id}, {"action", "graduated_approval"},
                 {"args_digest", id},          {"result_digest", nullptr},
                 {"tier", "SEALED"},           {"world", "unconfirmed"},
                 {"approval_id", id},          {"underlying_intent", row.intent},
                 {"path", row.path},           {"outcome", outcome},
                 {"votes", votesOf(conn, id)}, {"at", at}};
    if (outcome == "rejected" && req.reason) body["reason"] = *req.reason;
    const AppendedCert cert = appendCert(conn, body, "approval:" + id);
    conn.exec("UPDATE seal_approvals SET state = $2, decided_at = $3 WHERE id = $1",
              {param(id), param(outcome), param(cert.body["at"].get<double>())});
    recordEvent(conn, row.path, "approval_decided", row.intent, {{"approval_id", id}, {"outcome", outcome}},
                at);
    return cert.seq;
}

Phrase doneVoteMessage(const VoteOutcome& out)
{
    std::vector<std::string> args{out.approvalId, out.role, out.decision, std::to_string(out.approveCount),
                                  std::to_string(out.required)};
    if (out.state == "pending")
        return Phrase{"approval %1: role %2 voted %3 (%4 of %5 approvals; still pending)", args, {}};
    args.push_back(out.state);
    args.push_back(out.certSeq ? std::to_string(*out.certSeq) : std::string());
    if (out.state == "approved")
        return Phrase{out.certSeq ? "approval %1: role %2 voted %3; approval %6 (%4 of %5 approvals), decision cert seq %7"
                                  : "approval %1: role %2 voted %3; approval %6 (%4 of %5 approvals)",
                      args, {}};
    return Phrase{out.certSeq ? "approval %1: role %2 voted %3; approval %6, decision cert seq %7"
                              : "approval %1: role %2 voted %3; approval %6",
                  args, {}};
}

// Refusals found under the row lock, before anything is written.
std::optional<VoteOutcome> checkApproval(const VoteOutcome& out, const std::optional<ApprovalRow>& row)
{
    if (!row)
        return refused(out, Refusal::UnknownApproval,
                       Phrase{"approval %1 does not exist in this store; check the id with `sealctl approvals`",
                              {out.approvalId}, {}});
    if (row->maker == out.role)
        return refused(out, Refusal::SelfApproval,
                       Phrase{"approval %1: role %2 is the maker of this request (SelfApproval); another "
                              "approver must vote",
                              {out.approvalId, out.role}, {}});
    if (row->state != "pending")
        return refused(out, Refusal::NotPending,
                       Phrase{"approval %1 is already %2; there is nothing to vote on", {out.approvalId, row->state},
                              {}});
    return std::nullopt;
}

// SPEC §6.1: an expired request is marked so and that is committed; the vote
// is then refused.
void recordExpiry(Connection& conn, WriteTransaction& tx, const ApprovalRow& row, VoteOutcome& out)
{
    conn.exec("UPDATE seal_approvals SET state = 'expired' WHERE id = $1", {param(out.approvalId)});
    tx.commit();
    out.state = "expired";
    out = refused(out, Refusal::Expired,
                  Phrase{"approval %1 expired at %2 (now recorded as expired); the agent must request a new "
                         "approval",
                         {out.approvalId, utcText(row.expiresAt)}, {}});
}

// The vote's one transaction. Throws StoreError when the connection is lost.
void voteTransaction(Connection& conn, const VoteRequest& req, VoteOutcome& out)
{
    WriteTransaction tx(conn);
    const auto row = lockApproval(conn, req.approvalId);
    if (auto refusal = checkApproval(out, row)) {
        out = std::move(*refusal);
        return;
    }
    // The rules, not the row, decide how many approvals are enough, and a
    // path's raised count applies to its pending requests too (issue 25).
    const int needed = requiredNow(row->required, row->pathRequiredApprovers);
    out.required = needed;
    out.state = row->state;
    if (!row->invalidExpiry.empty()) {
        out = refused(out, Refusal::DefectiveRequest,
                      Phrase{"approval %1 is defective: %2, so nobody can say whether it is still open; nothing "
                             "changed",
                             {req.approvalId, row->invalidExpiry}, {}});
        return;
    }
    // Expiry by the store's clock under the row lock, never the voter's own (issue 26).
    const double now = storeNow(conn);
    if (now > row->expiresAt) {
        recordExpiry(conn, tx, *row, out);
        return;
    }
    out.at = now;
    out.sig = voteSignature(req.govKey, req.approvalId, Vote{out.role, out.decision, now, {}});
    if (!insertVote(conn, out)) {
        out = refused(out, Refusal::AlreadyVoted,
                      Phrase{"approval %1: role %2 has already voted on it (one approver, one vote); nothing "
                             "changed",
                             {req.approvalId, out.role}, {}});
        return;
    }
    out.approveCount = countApproves(conn, req.approvalId);
    const bool decides = out.decision == "reject" || out.approveCount >= needed;
    if (decides) {
        out.state = out.decision == "reject" ? "rejected" : "approved";
        out.certSeq = decide(conn, req, *row, out.state, now);
    }
    if (req.pause) req.pause(conn, WritePoint::BeforeCommit);
    tx.commit();
    out.fate = WriteFate::Done;
    say(out, doneVoteMessage(out));
    if (req.pause) req.pause(conn, WritePoint::AfterCommit);
}

// Reads back the approval's state (and our vote) on a fresh connection.
bool voteLanded(Connection& conn, VoteOutcome& out)
{
    Result a = conn.exec("SELECT state, greatest(required, 2,"
                         "   (SELECT t.required_approvers FROM seal_thresholds t WHERE t.path = a.path)),"
                         " (SELECT count(*) FROM seal_approval_votes v WHERE v.approval_id = a.id"
                         "   AND v.decision = 'approve'),"
                         " (SELECT max(seq) FROM seal_certs c WHERE c.intent = 'approval:' || a.id)"
                         " FROM seal_approvals a WHERE id = $1",
                         {param(out.approvalId)});
    if (a.rows() == 1) {
        out.state = std::string(a.text(0, 0));
        out.required = static_cast<int>(a.integer(0, 1));
        out.approveCount = static_cast<int>(a.integer(0, 2));
        out.certSeq = a.isNull(0, 3) ? std::nullopt : std::optional<std::int64_t>(a.integer(0, 3));
    }
    Result v = conn.exec("SELECT sig FROM seal_approval_votes WHERE approval_id = $1 AND approver = $2",
                         {param(out.approvalId), param(out.role)});
    return v.rows() == 1 && v.text(0, 0) == out.sig;
}

void afterLostVote(Connection& conn, const WriteBackend& old, VoteOutcome& out)
{
    // Before the INSERT was sent nothing of the vote can have landed, and
    // nothing needs re-checking: say so, not "re-checked after reconnecting".
    const bool attempted = !out.sig.empty();
    out.refusal = Refusal::None;
    if (!attempted && out.state != "expired") {
        out.fate = WriteFate::LostNotLanded;
        say(out, Phrase{"approval %1: connection lost before the %2 vote by role %3 was sent: it did not land, "
                        "nothing changed. It is safe to try again once the store is reachable.",
                        {out.approvalId, out.decision, out.role}, {}});
        return;
    }
    const WriteFate fate =
        recheckAfterLoss(conn, old, [&](Connection& c) { return voteLanded(c, out) && attempted; });
    out.fate = attempted ? fate : WriteFate::LostNotLanded;
    const std::vector<std::string> args{out.approvalId, out.decision, out.role};
    if (out.fate == WriteFate::LostNotLanded && out.state == "expired")
        say(out, Phrase{"approval %1: connection lost during the vote by role %3; re-checked after reconnecting: "
                        "the vote did not land, and the request is expired (recorded); the agent must request "
                        "a new approval.",
                        args, {}});
    else if (out.fate == WriteFate::LostLanded)
        say(out, Phrase{"approval %1: connection lost during the %2 vote by role %3; re-checked after "
                        "reconnecting: it landed. Do not repeat it.",
                        args, {}});
    else if (out.fate == WriteFate::LostNotLanded)
        say(out, Phrase{"approval %1: connection lost during the %2 vote by role %3; re-checked after "
                        "reconnecting: it did not land, nothing changed. It is safe to try again.",
                        args, {}});
    else
        say(out, Phrase{"approval %1: connection lost during the %2 vote by role %3 and the store could not be "
                        "reached again: not known whether it landed. Check with `sealctl approvals` before "
                        "trying again.",
                        args, {}});
}

} // namespace

const char* fateName(WriteFate fate)
{
    switch (fate) {
    case WriteFate::Done:
        return "done";
    case WriteFate::Refused:
        return "refused";
    case WriteFate::LostLanded:
        return "landed";
    case WriteFate::LostNotLanded:
        return "not_landed";
    case WriteFate::LostUnknown:
        return "unknown";
    }
    return "unknown";
}

const char* refusalName(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return "";
    case Refusal::NotPermitted:
        return "NotPermitted";
    case Refusal::Privilege:
        return "PrivilegeDenied";
    case Refusal::ReasonRequired:
        return "ReasonRequired";
    case Refusal::InvalidArgument:
        return "InvalidArgument";
    case Refusal::UnknownApproval:
        return "UnknownApproval";
    case Refusal::SelfApproval:
        return "SelfApproval";
    case Refusal::NotPending:
        return "NotPending";
    case Refusal::Expired:
        return "Expired";
    case Refusal::AlreadyVoted:
        return "AlreadyVoted";
    case Refusal::UnknownDomain:
        return "UnknownDomain";
    case Refusal::NotFrozen:
        return "NotFrozen";
    case Refusal::DefectiveRequest:
        return "DefectiveRequest";
    case Refusal::AlreadyFrozen:
        return "AlreadyFrozen";
    case Refusal::MissingTable:
        return "MissingTable";
    case Refusal::UnknownObligation:
        return "UnknownObligation";
    case Refusal::NotOpen:
        return "NotOpen";
    case Refusal::WithdrawnLayout:
        return "WithdrawnLayout";
    case Refusal::SecondOperatorNeeded:
        return "SecondOperatorNeeded";
    }
    return "";
}

VoteOutcome vote(Connection& conn, const VoteRequest& request)
{
    VoteOutcome out;
    out.approvalId = request.approvalId;
    out.decision = request.decision;
    if (out.decision != "approve" && out.decision != "reject")
        return refused(out, Refusal::InvalidArgument,
                       Phrase{"approval %1: a vote is approve or reject, not '%2'", {out.approvalId, out.decision},
                              {}});
    if (out.decision == "reject" && blank(request.reason))
        return refused(out, Refusal::ReasonRequired,
                       Phrase{"approval %1: a reject needs a reason (--reason TEXT); nothing changed",
                              {out.approvalId}, {}});
    const Actor actor = whoAmI(conn);
    out.role = actor.role;
    if (!actor.mayVote()) { // the console's title names the approval; sealctl's line does too
        out = refused(out, Refusal::NotPermitted, actor.whyNotVoteSaid());
        out.message = "approval " + out.approvalId + ": " + out.message;
        return out;
    }
    const WriteBackend backend = writeBackendOf(conn);
    try {
        voteTransaction(conn, request, out);
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refused(out, Refusal::Privilege,
                           Phrase{"approval %1: %2; nothing changed, ask the store's owner to grant role %3 its "
                                  "privileges",
                                  {out.approvalId, e.what(), out.role}, {}});
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        afterLostVote(conn, backend, out);
    }
    return out;
}

// ---- operator writes ---------------------------------------------------------------

namespace {

bool eventLanded(Connection& conn, const OperatorOutcome& out, const std::optional<std::string>& eventPath)
{
    Result r = conn.exec("SELECT 1 FROM seal_events WHERE kind = $1 AND at = $2 AND detail->>'by' = $3"
                         " AND path IS NOT DISTINCT FROM $4::text",
                         {param(out.eventKind), param(out.at), param(out.role), eventPath});
    return r.rows() > 0;
}

// The read command that shows what an operator write changed.
const char* checkCommandFor(const std::string& eventKind)
{
    if (eventKind == "unfrozen" || eventKind == "frozen" || eventKind == "out_of_band_spend" ||
        eventKind.rfind("reconcile_", 0) == 0)
        return "sealctl divergences";
    if (eventKind == "mandate_path_required" || eventKind == "mandate_path_released")
        return "sealctl mandates";
    if (eventKind == "budget_limit_set") return "sealctl budgets";
    if (eventKind.rfind("obligation_", 0) == 0) return "sealctl obligations";
    return "sealctl clearance";
}

json nullable(const std::optional<std::string>& text)
{
    return text ? json(*text) : json(nullptr);
}

} // namespace

namespace detail {

// Identity check, one transaction around `body`, and the re-check after a
// lost connection. `body` either writes (and sets the message) or refuses.
OperatorOutcome runOperatorWrite(Connection& conn, OperatorOutcome out,
                                 const std::optional<std::string>& eventPath, const OperatorBody& body,
                                 const WritePause& pause, const ChangeDraft* change)
{
    const Actor actor = whoAmI(conn);
    out.role = actor.role;
    if (!actor.mayOperate()) return refusedOf(out, Refusal::NotPermitted, actor.whyNotOperateSaid());
    const WriteBackend backend = writeBackendOf(conn);
    try {
        WriteTransaction tx(conn);
        out.at = storeNow(conn); // the store's clock, before the body takes its locks
        if (!change || !governUnderDualControl(conn, *change, out)) body(conn, out);
        if (out.refusal != Refusal::None) return out;
        if (pause) pause(conn, WritePoint::BeforeCommit);
        tx.commit();
        out.fate = WriteFate::Done;
        if (pause) pause(conn, WritePoint::AfterCommit);
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refusedOf(out, Refusal::Privilege,
                             Phrase{"%1; nothing changed, ask the store's owner to grant role %2 its privileges",
                                    {e.what(), out.role}, {}});
        if (e.sqlState() == kSecondOperatorNeeded)
            return refusedOf(out, Refusal::SecondOperatorNeeded,
                             Phrase{"dual control is on and this loosens a control, so it needs a second operator; "
                                    "nothing changed (propose it through the console or sealctl, which then asks "
                                    "another operator)",
                                    {}, {}});
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        out.fate =
            recheckAfterLoss(conn, backend, [&](Connection& c) { return eventLanded(c, out, eventPath); });
        sayOf(out, lostWrite(out.fate, out.eventKind, out.role, checkCommandFor(out.eventKind)));
    }
    return out;
}

OperatorOutcome subjectOutcome(const std::string& subject, const char* eventKind)
{
    OperatorOutcome out;
    out.subject = subject;
    out.eventKind = eventKind;
    return out;
}

void sayOf(OperatorOutcome& o, Phrase said)
{
    o.message = o.subject + ": " + said.text();
    o.said = std::move(said);
}

OperatorOutcome refusedOf(OperatorOutcome o, Refusal why, Phrase said)
{
    o.fate = WriteFate::Refused;
    o.refusal = why;
    sayOf(o, std::move(said));
    return o;
}

OperatorOutcome refusedWhole(OperatorOutcome o, Refusal why, Phrase said)
{
    return refusedSaying(std::move(o), why, std::move(said));
}

} // namespace detail

using detail::refusedOf;
using detail::refusedWhole;
using detail::runOperatorWrite;
using detail::sayOf;
using detail::subjectOutcome;

OperatorOutcome setPolicy(Connection& conn, const std::string& path, const std::string& status,
                          const std::optional<std::string>& reason, const WritePause& pause,
                          std::optional<double> maxProofAgeSec)
{
    OperatorOutcome out = subjectOutcome("path " + path, "policy");
    if (path.empty()) return refusedWhole(out, Refusal::InvalidArgument, Phrase{"a policy needs a path", {}, {}});
    if (status != "CLEARED" && status != "HOLD" && status != "REVOKED")
        return refusedOf(out, Refusal::InvalidArgument,
                         Phrase{"policy is CLEARED, HOLD or REVOKED, not '%1'", {status}, {}});
    if (status == "REVOKED" && blank(reason))
        return refusedOf(out, Refusal::ReasonRequired, Phrase{"revoking needs a reason (--reason TEXT)", {}, {}});
    if (maxProofAgeSec)
        if (Phrase problem = maxProofAgeProblem(*maxProofAgeSec); !problem.pattern.empty())
            return refusedOf(out, Refusal::InvalidArgument, std::move(problem));
    const std::optional<std::string> kept = blank(reason) ? std::nullopt : reason;
    auto body = [&](Connection& c, OperatorOutcome& o) {
        // $7: whether max_proof_age_sec was given; without it an existing row keeps its own.
        c.exec("INSERT INTO seal_clearance (path, status, reason, max_proof_age_sec, updated_at, updated_by)"
               " VALUES ($1, $2, $3, $4, $5, $6)"
               " ON CONFLICT (path) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason,"
               " max_proof_age_sec = CASE WHEN $7::boolean THEN EXCLUDED.max_proof_age_sec"
               " ELSE seal_clearance.max_proof_age_sec END,"
               " updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by",
               {param(path), param(status), kept, param(maxProofAgeSec.value_or(kDefaultMaxProofAge)),
                param(o.at), param(o.role), param(maxProofAgeSec.has_value())});
        recordEvent(c, path, "policy", std::nullopt,
                    {{"status", status}, {"reason", nullable(kept)}, {"by", o.role}}, o.at);
        const std::vector<std::string> args{status, o.role,
                                            maxProofAgeSec ? pythonFloatRepr(*maxProofAgeSec) : std::string(),
                                            kept.value_or(std::string())};
        if (maxProofAgeSec && kept)
            sayOf(o, Phrase{"policy set to %1 by role %2, proof valid for %3 s (reason: %4)", args, {}});
        else if (maxProofAgeSec)
            sayOf(o, Phrase{"policy set to %1 by role %2, proof valid for %3 s", args, {}});
        else if (kept)
            sayOf(o, Phrase{"policy set to %1 by role %2 (reason: %4)", args, {}});
        else
            sayOf(o, Phrase{"policy set to %1 by role %2", args, {}});
    };
    json after = {{"status", status}};
    if (maxProofAgeSec) after["max_proof_age_sec"] = *maxProofAgeSec;
    const ChangeDraft change{ChangeKind::Policy, path, after, kept.value_or(std::string())};
    return runOperatorWrite(conn, std::move(out), path, body, pause, &change);
}

OperatorOutcome revoke(Connection& conn, const std::string& path, const std::string& reason,
                       const WritePause& pause)
{
    return setPolicy(conn, path, "REVOKED", reason, pause);
}

OperatorOutcome revokeAll(Connection& conn, const std::string& reason, const WritePause& pause)
{
    OperatorOutcome out = subjectOutcome("ALL", "revoked");
    if (blank(reason))
        return refusedWhole(out, Refusal::ReasonRequired,
                            Phrase{"revoking every path needs a reason (--reason TEXT)", {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        Result r = c.exec("UPDATE seal_clearance SET status = 'REVOKED', reason = $1, updated_at = $2,"
                          " updated_by = $3 WHERE status <> 'REVOKED'",
                          {param(reason), param(o.at), param(o.role)});
        o.paths = r.affected();
        recordEvent(c, std::nullopt, "revoked", std::nullopt,
                    {{"scope", "ALL"}, {"reason", reason}, {"by", o.role}, {"paths", o.paths}}, o.at);
        say(o, o.paths == 1
                        ? Phrase{"ALL paths revoked by role %1 (1 policy turned REVOKED; every licence is suspended)",
                                 {o.role}, {}}
                        : Phrase{"ALL paths revoked by role %1 (%n policies turned REVOKED; every licence is "
                                 "suspended)",
                                 {o.role}, o.paths});
    };
    // A brake on every path ("*" names no row): under dual control it goes through sealdesk_brake.
    const ChangeDraft change{ChangeKind::Policy, "*", {{"status", "REVOKED"}}, reason};
    return runOperatorWrite(conn, std::move(out), std::nullopt, body, pause, &change);
}

OperatorOutcome unfreeze(Connection& conn, const std::string& domain, const std::string& reason,
                         const WritePause& pause)
{
    OperatorOutcome out = subjectOutcome("domain " + domain, "unfrozen");
    if (blank(reason))
        return refusedOf(out, Refusal::ReasonRequired,
                         Phrase{"unfreezing needs a reason (--reason TEXT) after reconciliation", {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        Result d = c.exec("SELECT frozen FROM seal_domains WHERE domain = $1 FOR UPDATE", {param(domain)});
        if (d.rows() == 0) {
            o = refusedWhole(o, Refusal::UnknownDomain,
                             Phrase{"domain %1 has never been frozen; nothing to unfreeze", {domain}, {}});
            return;
        }
        if (!d.boolean(0, 0)) {
            o = refusedWhole(o, Refusal::NotFrozen, Phrase{"domain %1 is not frozen; nothing to unfreeze", {domain}, {}});
            return;
        }
        c.exec("UPDATE seal_domains SET frozen = false WHERE domain = $1", {param(domain)});
        recordEvent(c, domain, "unfrozen", std::nullopt,
                    {{"domain", domain}, {"reason", reason}, {"by", o.role}}, o.at);
        sayOf(o, Phrase{"unfrozen by role %1 (reason: %2)", {o.role, reason}, {}});
    };
    const ChangeDraft change{ChangeKind::Unfreeze, domain, {{"frozen", false}}, reason};
    return runOperatorWrite(conn, std::move(out), domain, body, pause, &change);
}

WritePause pauseSessionAt(WritePoint point, std::string applicationName, int seconds)
{
    return [point, name = std::move(applicationName), seconds](Connection& conn, WritePoint now) {
        if (now != point) return;
        conn.exec("SELECT set_config('application_name', $1, false)", {param(name)});
        conn.exec("SELECT pg_sleep($1)", {param(seconds)});
    };
}

} // namespace seal
