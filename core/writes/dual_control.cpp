#include "core/writes/dual_control.hpp"

#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/store/identity.hpp"
#include "core/store/optional_tables.hpp"
#include "core/store/write_prologue.hpp"
#include "core/writes/obligation_writes.hpp"
#include "core/writes/operator_write.hpp"
#include "core/writes/outcome_line.hpp"
#include "core/writes/settle.hpp"
#include "core/writes/write_recheck.hpp"

#include <algorithm>
#include <cmath>

namespace seal {
namespace {

using nlohmann::json;

bool blank(const std::string& text)
{
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

double num(const json& object, const char* key, double fallback)
{
    if (!object.is_object()) return fallback;
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

// The governed row as it is now, locked; null when there is none (or, for a
// table the store lacks, when the act itself will refuse).
json beforeRow(Connection& conn, ChangeKind kind, const std::string& target)
{
    auto row = [&](const char* sql) {
        Result r = conn.exec(sql, {param(target)});
        return r.rows() == 0 ? json() : json::parse(r.text(0, 0));
    };
    switch (kind) {
    case ChangeKind::Policy:
        return row("SELECT json_build_object('status', status, 'max_proof_age_sec', max_proof_age_sec)::text"
                   " FROM seal_clearance WHERE path = $1 FOR UPDATE");
    case ChangeKind::Thresholds:
        return row("SELECT json_build_object('auto_ceiling', auto_ceiling, 'dual_ceiling', dual_ceiling,"
                   " 'required_approvers', required_approvers)::text FROM seal_thresholds WHERE path = $1 "
                   "FOR UPDATE");
    case ChangeKind::Unfreeze:
        return row("SELECT json_build_object('frozen', frozen)::text FROM seal_domains WHERE domain = $1 FOR "
                   "UPDATE");
    case ChangeKind::MandateRelease:
        if (!hasTable(conn, "seal_mandate_paths")) return json();
        return row("SELECT json_build_object('required', required)::text FROM seal_mandate_paths WHERE path = $1"
                   " FOR UPDATE");
    case ChangeKind::Budget:
        if (!hasTable(conn, "seal_budget")) return json();
        return row("SELECT json_build_object('limit_amt', limit_amt, 'window_sec', window_sec)::text"
                   " FROM seal_budget WHERE budget_key = $1 FOR UPDATE");
    case ChangeKind::ObligationCancel: {
        const auto tables = governedTablesPresent(conn);
        if (std::find(tables.begin(), tables.end(), "seal_obligations") == tables.end()) return json();
        return row("SELECT json_build_object('active', active)::text FROM seal_obligations"
                   " WHERE obligation_id = $1 FOR UPDATE");
    }
    case ChangeKind::SettleAttested:
        return row("SELECT json_build_object('state', state, 'tier', tier)::text FROM seal_intents WHERE "
                   "intent = $1");
    case ChangeKind::Proof: {
        // The store's own reading (sealdesk_proof_cleared), so the proposal and the guard agree.
        Result r = conn.exec("SELECT sealdesk_change_before('proof', $1)::text", {param(target)});
        return r.isNull(0, 0) ? json() : json::parse(r.text(0, 0));
    }
    }
    return json();
}

} // namespace

namespace {

std::string valueText(const json& v)
{
    if (v.is_null()) return "none";
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number()) {
        // A whole number reads as one (2 approvers, a 1000 ceiling) whether JSONB kept it as 1000 or 1000.0.
        const double d = v.get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15) return std::to_string(std::llround(d));
        return pythonFloatRepr(d);
    }
    return v.dump();
}

json parsedOr(std::string_view text)
{
    if (text.empty()) return json();
    try {
        return json::parse(text);
    } catch (const json::exception&) {
        return json(std::string(text)); // a malformed value costs that value, shown as stored
    }
}

ChangeOutcome refusedChange(ChangeOutcome out, ChangeRefusal why, Phrase said)
{
    return refusedSaying(std::move(out), why, std::move(said));
}

// The SQLSTATE the functions raise (dual_control_sql.cpp), when a race or a
// second session decided first: the same refusals the pre-check gives.
std::optional<ChangeRefusal> refusalOfState(const std::string& sqlState)
{
    if (sqlState == "SD001") return ChangeRefusal::NotPermitted;
    if (sqlState == "SD002") return ChangeRefusal::Unknown;
    if (sqlState == "SD003") return ChangeRefusal::NotPending;
    if (sqlState == "SD004") return ChangeRefusal::Expired;
    if (sqlState == "SD005") return ChangeRefusal::OwnChange;
    if (sqlState == "SD007") return ChangeRefusal::ReasonRequired;
    if (sqlState == "SD008") return ChangeRefusal::NotProposer;
    if (sqlState == "SD009") return ChangeRefusal::Stale;
    if (sqlState == "SD006") return ChangeRefusal::ActRefused; // a document the store does not accept
    return std::nullopt;
}

const char* const kSelectChange =
    "SELECT id, kind, target, params::text, before::text, after::text, reason, state, proposed_by, "
    "proposed_at,"
    " expires_at, decided_by, decided_at, decision_reason,"
    " (SELECT max(seq) FROM seal_certs c WHERE c.intent = 'change:' || r.id) FROM sealdesk_change_requests r";

ChangeRow changeRowAt(const Result& r, int i, double now)
{
    ChangeRow c;
    c.id = r.integer(i, 0);
    c.kind = std::string(r.text(i, 1));
    c.target = std::string(r.text(i, 2));
    c.params = parsedOr(r.text(i, 3));
    c.before = parsedOr(r.text(i, 4));
    c.after = parsedOr(r.text(i, 5));
    c.reason = std::string(r.text(i, 6));
    c.state = std::string(r.text(i, 7));
    c.proposedBy = std::string(r.text(i, 8));
    c.proposedAt = r.optReal(i, 9).value_or(0);
    c.expiresAt = r.optReal(i, 10).value_or(0);
    c.decidedBy = r.optText(i, 11);
    c.decidedAt = r.optReal(i, 12);
    c.decisionReason = r.optText(i, 13);
    if (!r.isNull(i, 14)) c.certSeq = r.integer(i, 14);
    if (c.state == "pending" && now > c.expiresAt) c.state = "expired";
    return c;
}

// The cert the applied change appends (SPEC §3's approval decision cert is its model):
// its own intent "change:<id>", which no seal_intents row has, so no level counts it.
json changeCertBody(const ChangeRow& c, const std::string& approver, double at)
{
    return {{"intent", "change:" + std::to_string(c.id)},
            {"action", "sealdesk_change"},
            {"kind", "change_applied"},
            {"args_digest", std::to_string(c.id)},
            {"result_digest", nullptr},
            {"tier", "SEALED"},
            {"world", "unconfirmed"},
            {"change_id", c.id},
            {"change", c.kind},
            {"target", c.target},
            {"before", c.before},
            {"after", c.after},
            {"reason", c.reason},
            {"proposed_by", c.proposedBy},
            {"proposed_at", c.proposedAt},
            {"approved_by", approver},
            {"at", at}};
}

std::string paramText(const json& params, const char* key)
{
    const auto it = params.find(key);
    return it != params.end() && it->is_string() ? it->get<std::string>() : std::string();
}

struct ActResult
{
    WriteFate fate = WriteFate::Refused;
    bool refused = false;
    std::string message;
    Phrase said;
};

template <typename Outcome> ActResult actResult(const Outcome& o)
{
    return {o.fate, o.fate == WriteFate::Refused, o.message, o.said};
}

// Applies the change's one document (`after`) as the session role (the
// approver); the write prologue armed by the caller approves the change first,
// in the act's own transaction. The store accepted the document's fields at
// proposal and again at approval (sealdesk_change_document_problem).
ActResult applyAct(Connection& conn, const ChangeRow& c, const WritePause& pause)
{
    const json& a = c.after;
    const std::string reason = c.reason;
    switch (changeKindNamed(c.kind).value_or(ChangeKind::SettleAttested)) {
    case ChangeKind::Policy: {
        std::optional<double> age;
        if (a.contains("max_proof_age_sec")) age = num(a, "max_proof_age_sec", 0);
        return actResult(setPolicy(conn, c.target, paramText(a, "status"), reason, pause, age));
    }
    case ChangeKind::Thresholds:
        return actResult(setThresholds(conn, c.target,
                                       Thresholds{num(a, "auto_ceiling", 0), num(a, "dual_ceiling", 0),
                                                  static_cast<int>(num(a, "required_approvers", 2))},
                                       reason, pause));
    case ChangeKind::Unfreeze:
        return actResult(unfreeze(conn, c.target, reason, pause));
    case ChangeKind::MandateRelease:
        return actResult(setMandateRequired(conn, c.target, false, reason, pause));
    case ChangeKind::Budget:
        return actResult(
            setBudgetLimit(conn, c.target, num(a, "limit_amt", 0), num(a, "window_sec", 0), reason, pause));
    case ChangeKind::ObligationCancel:
        return actResult(deactivateObligation(conn, c.target, reason, pause));
    case ChangeKind::SettleAttested: {
        const auto verdict = verdictFromName(paramText(a, "verdict"));
        if (!verdict) {
            const Phrase said{
                "the proposed verdict '%1' is not one the kernel knows", {paramText(a, "verdict")}, {}};
            return {WriteFate::Refused, true, said.text(), said};
        }
        SettleRequest request;
        request.intent = c.target;
        request.answer = attestedAnswer(*verdict, paramText(a, "note"), c.proposedBy);
        request.source = "operator";
        request.pause = pause;
        return actResult(settle(conn, std::move(request)));
    }
    case ChangeKind::Proof: {
        ProofRecord proof{c.target, true, std::nullopt, std::nullopt, reason};
        if (a.contains("storm_n")) proof.stormN = static_cast<int>(num(a, "storm_n", 0));
        if (a.contains("executions")) proof.executions = static_cast<int>(num(a, "executions", 0));
        return actResult(recordProof(conn, proof, pause));
    }
    }
    return {};
}

ChangeOutcome preCheck(Connection& conn, ChangeOutcome out, ChangeDecision decision,
                       const std::optional<std::string>& reason, std::optional<ChangeRow>& row)
{
    const Actor actor = whoAmI(conn);
    out.role = actor.role;
    if (!actor.mayOperate()) return refusedChange(out, ChangeRefusal::NotPermitted, actor.whyNotOperateSaid());
    if (!dualControlOn(conn))
        return refusedChange(out, ChangeRefusal::NotPermitted,
                             Phrase{"dual control is off in this store, so there are no changes to decide", {}, {}});
    const std::string id = std::to_string(out.changeId);
    row = readChange(conn, out.changeId, storeNow(conn));
    if (!row)
        return refusedChange(out, ChangeRefusal::Unknown,
                             Phrase{"change %1 does not exist in this store; see `sealctl change list`", {id}, {}});
    out.state = row->state;
    if (row->state == "expired")
        return refusedChange(out, ChangeRefusal::Expired,
                             Phrase{"change %1 expired at %2 without a decision; nothing changed, propose it again",
                                    {id, utcIso(row->expiresAt)}, {}});
    if (row->state != "pending")
        return refusedChange(out, ChangeRefusal::NotPending,
                             Phrase{"change %1 is already %2; there is nothing to decide", {id, row->state}, {}, false, {1}});
    if (decision == ChangeDecision::Withdraw && row->proposedBy != out.role)
        return refusedChange(out, ChangeRefusal::NotProposer,
                             Phrase{"change %1 was proposed by role %2: only its proposer may withdraw it",
                                    {id, row->proposedBy}, {}});
    if (decision != ChangeDecision::Withdraw && row->proposedBy == out.role)
        return refusedChange(out, ChangeRefusal::OwnChange,
                             Phrase{"change %1 was proposed by role %2 itself: another operator must decide it "
                                    "(the proposer may withdraw it)",
                                    {id, out.role}, {}});
    if (decision == ChangeDecision::Reject && (!reason || blank(*reason)))
        return refusedChange(out, ChangeRefusal::ReasonRequired,
                             Phrase{"rejecting a change needs a reason (--reason TEXT)", {}, {}});
    out.refusal = ChangeRefusal::None;
    return out;
}

// The change's state re-read after a lost connection: decided by this role?
bool decisionLanded(Connection& conn, const ChangeOutcome& out, const char* state)
{
    Result r = conn.exec("SELECT 1 FROM sealdesk_change_requests WHERE id = $1 AND state = $2 AND decided_by = $3",
                         {param(out.changeId), param(state), param(out.role)});
    return r.rows() > 0;
}

ChangeOutcome approve(Connection& conn, ChangeOutcome out, const ChangeRow& row, const WritePause& pause)
{
    const std::string id = std::to_string(out.changeId);
    try {
        const WritePrologue approval(conn, [&](Connection& c) {
            // The change's row lock first: a second approver waits here and is told it is applied.
            // The store also checks, under the governed row's lock, that the row is still what the
            // proposal showed as before (SD009): approving "3 -> 2 approvers" never writes 5 -> 2.
            c.exec("SELECT sealdesk_decide_change($1, 'approve', NULL)", {param(out.changeId)});
            out.certSeq = appendCert(c, changeCertBody(row, out.role, storeNow(c)), "change:" + id).seq;
        });
        const ActResult act = applyAct(conn, row, pause);
        out.actMessage = act.message;
        out.actSaid = act.said;
        out.fate = act.fate;
        if (act.refused || !approval.ran()) {
            out.certSeq.reset();
            return refusedChange(out, ChangeRefusal::ActRefused,
                                 Phrase{"change %1 not applied, and still pending: the act was refused: %2",
                                        {id, act.message}, {}});
        }
        if (out.fate == WriteFate::Done || out.fate == WriteFate::LostLanded) {
            out.state = "applied";
            say(out, Phrase{out.fate == WriteFate::Done
                                ? "change %1 approved by role %2 and applied"
                                : "change %1: connection lost; re-checked after reconnecting: it was approved by "
                                  "role %2 and applied",
                            {id, out.role}, {}});
        } else {
            out.certSeq.reset();
            say(out, Phrase{"change %1: the connection was lost while it was being approved", {id}, {}});
        }
        out.message += ": " + act.message; // sealctl's line names what was written
        return out;
    } catch (const StoreError& e) {
        if (e.sqlState() == "SD009")
            return refusedChange(
                out, ChangeRefusal::Stale,
                Phrase{"change %1 was not applied: its %2 %3 is no longer what the proposal showed "
                       "as before; nothing changed, see `sealctl change show %1` and propose again",
                       {id, row.kind, row.target},
                       {}});
        if (auto why = refusalOfState(e.sqlState()))
            return refusedChange(out, *why, Phrase{"change %1: %2; nothing changed", {id, e.what()}, {}});
        throw;
    }
}

ChangeOutcome decideAlone(Connection& conn, ChangeOutcome out, ChangeDecision decision,
                          const std::optional<std::string>& reason, const WritePause& pause)
{
    const std::string id = std::to_string(out.changeId);
    const char* state = decision == ChangeDecision::Reject ? "rejected" : "withdrawn";
    const WriteBackend backend = writeBackendOf(conn);
    try {
        WriteTransaction tx(conn);
        conn.exec("SELECT sealdesk_decide_change($1, $2, $3)",
                  {param(out.changeId), param(std::string(changeDecisionName(decision))), reason});
        if (pause) pause(conn, WritePoint::BeforeCommit);
        tx.commit();
        out.fate = WriteFate::Done;
        if (pause) pause(conn, WritePoint::AfterCommit);
    } catch (const StoreError& e) {
        if (auto why = refusalOfState(e.sqlState()))
            return refusedChange(out, *why, Phrase{"change %1: %2; nothing changed", {id, e.what()}, {}});
        if (e.kind() == StoreError::Kind::Permission)
            return refusedChange(out, ChangeRefusal::NotPermitted,
                                 Phrase{"%1; nothing changed, ask the store's owner to grant role %2 its privileges",
                                        {e.what(), out.role}, {}});
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        out.fate = recheckAfterLoss(conn, backend, [&](Connection& c) { return decisionLanded(c, out, state); });
    }
    if (out.landed()) out.state = state;
    const std::vector<std::string> args{id, out.role, reason.value_or("")};
    if (out.fate == WriteFate::Done)
        say(out, decision == ChangeDecision::Reject ? Phrase{"change %1 rejected by role %2 (reason: %3); nothing of it "
                                                             "was written",
                                                             args, {}}
                                                    : Phrase{"change %1 withdrawn by role %2; nothing of it was written",
                                                             args, {}});
    else
        say(out, Phrase{out.fate == WriteFate::LostLanded
                            ? "change %1: connection lost; re-checked after reconnecting: the decision landed"
                        : out.fate == WriteFate::LostNotLanded
                            ? "change %1: connection lost; re-checked after reconnecting: the decision did not land, "
                              "the change is as it was"
                            : "change %1: connection lost and the store could not be reached again: not known "
                              "whether the decision landed; check with `sealctl change show %1`",
                        args, {}});
    return out;
}

} // namespace

// ---- the split -------------------------------------------------------------------------------

const std::vector<ChangeRule>& changeRules()
{
    static const std::vector<ChangeRule> rules = {
        {ChangeKind::Policy, "policy", "seal_clearance",
         "a policy to CLEARED from HOLD, REVOKED or none; a longer max proof age", true},
        {ChangeKind::Thresholds, "thresholds", "seal_thresholds",
         "a ceiling raised, or fewer approvers (removing a path's thresholds is refused while it is on)", true},
        {ChangeKind::Unfreeze, "unfreeze", "seal_domains", "a frozen domain unfrozen", false},
        {ChangeKind::MandateRelease, "mandate_release", "seal_mandate_paths", "a path released from mandate", true},
        {ChangeKind::Budget, "budget", "seal_budget", "a budget limit raised or its window shortened", true},
        {ChangeKind::ObligationCancel, "obligation_cancel", "seal_obligations", "an active obligation cancelled",
         false},
        {ChangeKind::SettleAttested, "settle_attested", "",
         "a hold settled by an operator's attestation (confirmed_one, absent or multiple)", false},
        {ChangeKind::Proof, "proof", "",
         "a green proof that puts a CLEARED path back in force (its last proof RED, stale or none)", false},
    };
    return rules;
}

const ChangeRule& ruleOf(ChangeKind kind)
{
    return changeRules().at(static_cast<std::size_t>(kind));
}

std::optional<ChangeKind> changeKindNamed(const std::string& name)
{
    for (const ChangeRule& rule : changeRules())
        if (name == rule.name) return rule.kind;
    return std::nullopt;
}

const char* changeDecisionName(ChangeDecision d)
{
    switch (d) {
    case ChangeDecision::Approve:
        return "approve";
    case ChangeDecision::Reject:
        return "reject";
    case ChangeDecision::Withdraw:
        return "withdraw";
    }
    return "";
}

const char* changeRefusalName(ChangeRefusal r)
{
    switch (r) {
    case ChangeRefusal::None:
        return "";
    case ChangeRefusal::NotPermitted:
        return "not_permitted";
    case ChangeRefusal::Unknown:
        return "unknown_change";
    case ChangeRefusal::NotPending:
        return "not_pending";
    case ChangeRefusal::Expired:
        return "expired";
    case ChangeRefusal::OwnChange:
        return "own_change";
    case ChangeRefusal::NotProposer:
        return "not_proposer";
    case ChangeRefusal::ReasonRequired:
        return "reason_required";
    case ChangeRefusal::ActRefused:
        return "act_refused";
    case ChangeRefusal::Stale:
        return "stale";
    }
    return "";
}

// ---- status ------------------------------------------------------------------------------------

bool dualControlOn(Connection& conn)
{
    if (!hasTable(conn, "sealdesk_dual_control")) return false;
    return conn.exec("SELECT 1 FROM sealdesk_dual_control").rows() > 0;
}

DualControlStatus dualControlStatus(Connection& conn)
{
    DualControlStatus s;
    if (!hasTable(conn, "sealdesk_dual_control")) return s;
    Result r = conn.exec("SELECT expiry_sec, enabled_at, enabled_by FROM sealdesk_dual_control");
    if (r.rows() == 0) return s;
    s.on = true;
    s.expirySec = r.optReal(0, 0).value_or(0);
    s.enabledAt = r.optReal(0, 1).value_or(0);
    s.enabledBy = std::string(r.text(0, 2));
    s.problems = dualControlGuardProblems(conn);
    for (const std::string& table : governedTablesPresent(conn)) {
        const bool broken = std::any_of(s.problems.begin(), s.problems.end(),
                                        [&](const GuardProblem& p) { return p.table == table; });
        (broken ? s.unguarded : s.guarded).push_back(table);
    }
    s.loginOwner = loginOwnerOfGovernedTables(conn);
    if (hasTable(conn, "sealdesk_change_requests"))
        s.pending = conn.exec("SELECT count(*) FROM sealdesk_change_requests WHERE state = 'pending'"
                              " AND expires_at >= extract(epoch FROM clock_timestamp())")
                        .integer(0, 0);
    return s;
}

// ---- proposing --------------------------------------------------------------------------------

namespace detail {

bool governUnderDualControl(Connection& conn, const ChangeDraft& change, OperatorOutcome& out)
{
    if (writePrologueArmed(conn) || !dualControlOn(conn)) return false; // applying an approved change, or off
    const json before = beforeRow(conn, change.kind, change.target);
    if (!changeLoosens(change.kind, before, change.after)) {
        // A brake: one person, through the function the guard asks for on this table.
        if (ruleOf(change.kind).throughFunctions)
            conn.exec("SELECT sealdesk_brake($1, $2)",
                      {param(std::string(ruleOf(change.kind).name)), param(change.target)});
        return false;
    }
    if (blank(change.reason)) {
        out = refusedOf(out, Refusal::ReasonRequired,
                        Phrase{"under dual control this is proposed to a second operator, and a proposal needs a "
                               "reason (--reason TEXT); nothing changed",
                               {}, {}});
        return true;
    }
    Result r = conn.exec("SELECT sealdesk_propose_change($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7),"
                         " (SELECT expiry_sec FROM sealdesk_dual_control)",
                         {param(std::string(ruleOf(change.kind).name)), param(change.target),
                          param(change.after.dump()), param(before.dump()), param(change.after.dump()),
                          param(change.reason), param(out.at)});
    out.changeId = r.integer(0, 0);
    out.eventKind = "change_proposed";
    const double expires = out.at + r.optReal(0, 1).value_or(0);
    sayOf(out, Phrase{"dual control: proposed as change %1 by role %2, not written; a second operator must approve "
                      "it (sealctl change approve %1) before %3",
                      {std::to_string(*out.changeId), out.role, utcIso(expires)}, {}});
    return true;
}

} // namespace detail

// ---- reading -------------------------------------------------------------------------------------

std::vector<ChangeRow> readChanges(Connection& conn, const ChangeFilter& filter, double now)
{
    std::vector<ChangeRow> out;
    if (!hasTable(conn, "sealdesk_change_requests")) return out;
    std::string where;
    std::vector<Param> params{param(now), param(std::max(1, filter.limit))};
    if (filter.state == "pending")
        where = " WHERE state = 'pending' AND expires_at >= $1";
    else if (filter.state == "expired")
        where = " WHERE state = 'pending' AND expires_at < $1";
    else if (filter.state) {
        where = " WHERE state = $3 AND $1::float8 IS NOT NULL";
        params.push_back(param(*filter.state));
    } else
        where = " WHERE $1::float8 IS NOT NULL";
    Result r = conn.exec(std::string(kSelectChange) + where + " ORDER BY id DESC LIMIT $2", params);
    for (int i = 0; i < r.rows(); ++i) out.push_back(changeRowAt(r, i, now));
    return out;
}

std::optional<ChangeRow> readChange(Connection& conn, std::int64_t id, double now)
{
    if (!hasTable(conn, "sealdesk_change_requests")) return std::nullopt;
    Result r = conn.exec(std::string(kSelectChange) + " WHERE id = $1", {param(id)});
    if (r.rows() == 0) return std::nullopt;
    return changeRowAt(r, 0, now);
}

std::vector<ChangeLine> changeLines(const ChangeRow& row)
{
    std::vector<ChangeLine> out;
    const json none;
    auto valueOf = [&](const json& object, const std::string& key) -> const json& {
        if (!object.is_object()) return none;
        const auto it = object.find(key);
        return it == object.end() ? none : *it;
    };
    if (row.after.is_object())
        for (const auto& [key, value] : row.after.items())
            out.push_back({key, valueText(valueOf(row.before, key)), valueText(value)});
    if (row.before.is_object())
        for (const auto& [key, value] : row.before.items())
            if (!row.after.is_object() || !row.after.contains(key)) out.push_back({key, valueText(value), ""});
    return out;
}

std::string changeSummary(const ChangeRow& row)
{
    std::string text = row.kind + " " + row.target + ":";
    bool first = true;
    for (const ChangeLine& line : changeLines(row)) {
        if (line.after.empty() || line.after == line.before) continue; // kept as it was
        text += (first ? " " : ", ") + line.field + " " + line.before + " -> " + line.after;
        first = false;
    }
    return text;
}

ChangeApprovers approversFor(Connection& conn, const std::string& proposer)
{
    ChangeApprovers a;
    Result g = conn.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(kOperatorGroup)});
    if (g.rows() == 0) {
        a.anyOperator = true;
        return a;
    }
    // Not the proposer, nor a role of the same person (a member of the proposer's role, or one it is a member
    // of).
    Result r =
        conn.exec("SELECT m.rolname FROM pg_roles m WHERE pg_has_role(m.oid, (SELECT oid FROM pg_roles WHERE"
                  " rolname = $1), 'MEMBER') AND m.rolname <> $1 AND m.rolname <> $2 AND NOT m.rolsuper"
                  " AND m.rolcanlogin AND NOT EXISTS (SELECT 1 FROM pg_roles p WHERE p.rolname = $2"
                  " AND (pg_has_role(m.oid, p.oid, 'MEMBER') OR pg_has_role(p.oid, m.oid, 'MEMBER')))"
                  " ORDER BY m.rolname",
                  {param(kOperatorGroup), param(proposer)});
    for (int i = 0; i < r.rows(); ++i)
        a.roles.emplace_back(r.text(i, 0));
    return a;
}

// ---- deciding ------------------------------------------------------------------------------------

ChangeOutcome decideChange(Connection& conn, std::int64_t id, ChangeDecision decision,
                           const std::optional<std::string>& reason, const WritePause& pause)
{
    ChangeOutcome out;
    out.changeId = id;
    out.decision = changeDecisionName(decision);
    std::optional<ChangeRow> row;
    {
        // Bounded like the write that follows: a locked change table costs the timeout, never a wait without
        // end.
        ReadTransaction tx(conn);
        out = preCheck(conn, std::move(out), decision, reason, row);
    }
    if (out.refusal != ChangeRefusal::None) return out;
    if (decision == ChangeDecision::Approve) return approve(conn, std::move(out), *row, pause);
    return decideAlone(conn, std::move(out), decision, reason, pause);
}

nlohmann::json changeJson(const ChangeRow& row)
{
    json lines = json::array();
    for (const ChangeLine& l : changeLines(row))
        lines.push_back({{"field", l.field}, {"before", l.before}, {"after", l.after}});
    auto opt = [](const auto& v) { return v ? json(*v) : json(nullptr); };
    return {{"id", row.id},
            {"kind", row.kind},
            {"target", row.target},
            {"params", row.params},
            {"before", row.before},
            {"after", row.after},
            {"reason", row.reason},
            {"state", row.state},
            {"proposed_by", row.proposedBy},
            {"proposed_at", row.proposedAt},
            {"expires_at", row.expiresAt},
            {"decided_by", opt(row.decidedBy)},
            {"decided_at", opt(row.decidedAt)},
            {"decision_reason", opt(row.decisionReason)},
            {"cert_seq", opt(row.certSeq)},
            {"lines", lines}};
}

nlohmann::json ChangeOutcome::toJson() const
{
    return {{"command", "change " + decision},
            {"change_id", changeId},
            {"role", role},
            {"decision", decision},
            {"fate", fateName(fate)},
            {"refusal", changeRefusalName(refusal)},
            {"message", message},
            {"state", state},
            {"cert_seq", certSeq ? json(*certSeq) : json(nullptr)},
            {"act", actMessage}};
}

} // namespace seal
