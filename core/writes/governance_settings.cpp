// The governance settings an operator writes (SPEC-kernel.md §5, §6, §11-§13):
// a manual domain freeze, mandate paths, budget limits, approval thresholds,
// proof history. Rows as the reference kernel's writers leave them; every
// write records who made it in an event (governance.hpp says which).
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/store/optional_tables.hpp"
#include "core/writes/governance.hpp"
#include "core/writes/operator_write.hpp"
#include "core/writes/world.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace seal {
namespace {

using detail::refusedOf;
using detail::refusedWhole;
using detail::runOperatorWrite;
using detail::sayOf;
using detail::subjectOutcome;
using nlohmann::json;

bool blank(const std::string& text)
{
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

// An optional table (optional_tables.hpp) this store lacks: said by name, never
// created. Refuses inside the write's body (the transaction rolls back).
bool lacksTable(Connection& c, OperatorOutcome& o, const char* table, const char* createdBy)
{
    if (hasTable(c, table)) return false;
    o = refusedOf(std::move(o), Refusal::MissingTable,
                  Phrase{"this store has no %1 table (%2 creates it; Seal Desk never does); nothing changed",
                         {table, createdBy}, {}});
    return true;
}

std::string number(double v)
{
    return pythonFloatRepr(v);
}

// The pending requests whose approver count changed are named by id; what each
// needs before and after is in the preview (`thresholds set --dry-run`, the dialog).
Phrase thresholdsSetSaid(const Thresholds& t, const std::string& role, const std::string& reason,
                         const std::vector<PendingRequirementChange>& changes)
{
    std::vector<std::string> args{number(t.autoCeiling), number(t.dualCeiling), std::to_string(t.requiredApprovers),
                                  role, reason};
    if (changes.empty())
        return Phrase{"AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 "
                      "(reason: %5); no pending request changes",
                      std::move(args),
                      {}};
    std::string ids;
    for (const auto& c : changes)
        ids += (ids.empty() ? "" : ", ") + c.id;
    args.push_back(std::move(ids));
    return Phrase{"AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 "
                  "(reason: %5); the approvals needed changed for %n pending request(s): %6",
                  std::move(args),
                  static_cast<long long>(changes.size())};
}

json optionalInt(const std::optional<int>& v)
{
    return v ? json(*v) : json(nullptr);
}

} // namespace

Phrase maxProofAgeProblem(double seconds)
{
    if (!std::isfinite(seconds) || seconds <= 0)
        return Phrase{"the proof age must be a positive number of seconds, not %1", {number(seconds)}, {}};
    return {};
}

Phrase budgetLimitProblem(double limit, double windowSec)
{
    if (!std::isfinite(limit) || limit <= 0)
        return Phrase{"the limit must be a positive amount, not %1", {number(limit)}, {}};
    if (!std::isfinite(windowSec) || windowSec <= 0)
        return Phrase{"the window must be a positive number of seconds, not %1", {number(windowSec)}, {}};
    return {};
}

Phrase thresholdsProblem(const Thresholds& t)
{
    if (!std::isfinite(t.autoCeiling) || !std::isfinite(t.dualCeiling))
        return Phrase{"the ceilings must be finite amounts", {}, {}};
    if (t.autoCeiling < 0 || t.dualCeiling < t.autoCeiling)
        return Phrase{"need 0 <= auto ceiling <= dual ceiling, not auto %1 and dual %2",
                      {number(t.autoCeiling), number(t.dualCeiling)},
                      {}};
    if (t.requiredApprovers < 2)
        return Phrase{"required approvers must be at least 2 (one approver is no maker-checker), not %1",
                      {std::to_string(t.requiredApprovers)},
                      {}};
    return {};
}

Phrase proofProblem(const ProofRecord& p)
{
    if (p.stormN && *p.stormN < 1)
        return Phrase{"the storm size must be at least 1, not %1", {std::to_string(*p.stormN)}, {}};
    if (p.executions && *p.executions < 0)
        return Phrase{"executions must be 0 or more, not %1", {std::to_string(*p.executions)}, {}};
    if (p.green && p.executions && *p.executions != 1)
        return Phrase{"a green storm is exactly one execution, not %1 (record it --red)",
                      {std::to_string(*p.executions)},
                      {}};
    return {};
}

OperatorOutcome freeze(Connection& conn, const std::string& domain, const std::string& reason,
                       const WritePause& pause)
{
    OperatorOutcome out = subjectOutcome("domain " + domain, "frozen");
    if (domain.empty()) return refusedWhole(out, Refusal::InvalidArgument, Phrase{"a freeze needs a domain", {}, {}});
    if (blank(reason))
        return refusedOf(out, Refusal::ReasonRequired, Phrase{"freezing needs a reason (--reason TEXT)", {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        // Only a domain that is not frozen: re-freezing would overwrite the
        // standing reason and evidence (a divergence, out-of-band spend).
        // (world.hpp's upsert, shared with divergences and reconcile sweeps.)
        if (!freezeDomain(c, domain, "manual freeze: " + reason, json({{"by", o.role}}), o.at)) {
            Result d = c.exec("SELECT reason FROM seal_domains WHERE domain = $1", {param(domain)});
            const auto standing = d.rows() ? d.optText(0, 0) : std::nullopt;
            o = refusedWhole(std::move(o), Refusal::AlreadyFrozen,
                             standing ? Phrase{"domain %1 is already frozen (%2); nothing changed", {domain, *standing}, {}}
                                      : Phrase{"domain %1 is already frozen; nothing changed", {domain}, {}});
            return;
        }
        recordEvent(c, domain, "frozen", std::nullopt,
                    {{"domain", domain}, {"reason", reason}, {"by", o.role}}, o.at);
        sayOf(o, Phrase{"frozen by role %1 (reason: %2); it admits nothing until unfrozen", {o.role, reason}, {}});
    };
    return runOperatorWrite(conn, std::move(out), domain, body, pause);
}

OperatorOutcome setMandateRequired(Connection& conn, const std::string& path, bool required,
                                   const std::string& reason, const WritePause& pause)
{
    OperatorOutcome out =
        subjectOutcome("path " + path, required ? "mandate_path_required" : "mandate_path_released");
    if (path.empty())
        return refusedWhole(out, Refusal::InvalidArgument, Phrase{"a mandate setting needs a path", {}, {}});
    if (blank(reason))
        return refusedOf(out, Refusal::ReasonRequired,
                         Phrase{required ? "requiring a mandate needs a reason (--reason TEXT)"
                                         : "releasing a mandate needs a reason (--reason TEXT)",
                                {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        if (lacksTable(c, o, "seal_mandate_paths", "the reference kernel's Mandates setup")) return;
        c.exec(
            "INSERT INTO seal_mandate_paths (path, required, updated_at, updated_by) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (path) DO UPDATE SET required = EXCLUDED.required,"
            " updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by",
            {param(path), param(required), param(o.at), param(o.role)});
        recordEvent(c, path, o.eventKind, std::nullopt, {{"by", o.role}, {"reason", reason}}, o.at);
        sayOf(o, Phrase{required ? "put under mandate by role %1 (reason: %2)"
                                 : "released from mandate by role %1 (reason: %2)",
                        {o.role, reason}, {}});
    };
    const ChangeDraft change{ChangeKind::MandateRelease, path, {{"required", required}}, reason};
    return runOperatorWrite(conn, std::move(out), path, body, pause, &change);
}

OperatorOutcome setBudgetLimit(Connection& conn, const std::string& budgetKey, double limit, double windowSec,
                               const std::string& reason, const WritePause& pause)
{
    OperatorOutcome out = subjectOutcome("budget " + budgetKey, "budget_limit_set");
    if (budgetKey.empty())
        return refusedWhole(out, Refusal::InvalidArgument, Phrase{"a budget limit needs a budget key", {}, {}});
    if (auto problem = budgetLimitProblem(limit, windowSec); !problem.pattern.empty())
        return refusedOf(out, Refusal::InvalidArgument, std::move(problem));
    if (blank(reason))
        return refusedOf(out, Refusal::ReasonRequired,
                         Phrase{"setting a limit needs a reason (--reason TEXT)", {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        if (lacksTable(c, o, "seal_budget", "the reference kernel's Budget.setup()")) return;
        c.exec(
            "INSERT INTO seal_budget (budget_key, limit_amt, window_sec, updated_at) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (budget_key) DO UPDATE SET limit_amt = EXCLUDED.limit_amt,"
            " window_sec = EXCLUDED.window_sec, updated_at = EXCLUDED.updated_at",
            {param(budgetKey), param(limit), param(windowSec), param(o.at)});
        recordEvent(c, std::nullopt, "budget_limit_set", std::nullopt,
                    {{"budget_key", budgetKey},
                     {"limit", limit},
                     {"window_sec", windowSec},
                     {"by", o.role},
                     {"reason", reason}},
                    o.at);
        sayOf(o, Phrase{"limit %1 per %2 s, set by role %3 (reason: %4)",
                        {number(limit), number(windowSec), o.role, reason}, {}});
    };
    const ChangeDraft change{ChangeKind::Budget, budgetKey, {{"limit_amt", limit}, {"window_sec", windowSec}}, reason};
    return runOperatorWrite(conn, std::move(out), std::nullopt, body, pause, &change);
}

OperatorOutcome setThresholds(Connection& conn, const std::string& path, const Thresholds& t,
                              const std::string& reason, const WritePause& pause)
{
    OperatorOutcome out = subjectOutcome("path " + path, "thresholds_set");
    if (path.empty()) return refusedWhole(out, Refusal::InvalidArgument, Phrase{"thresholds need a path", {}, {}});
    if (auto problem = thresholdsProblem(t); !problem.pattern.empty())
        return refusedOf(out, Refusal::InvalidArgument, std::move(problem));
    if (blank(reason))
        return refusedOf(out, Refusal::ReasonRequired,
                         Phrase{"setting thresholds needs a reason (--reason TEXT)", {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        // Read before the upsert: what the path's pending requests needed until now.
        const auto changes = readPendingRequirementChanges(c, path, t.requiredApprovers, o.at);
        c.exec(
            "INSERT INTO seal_thresholds (path, auto_ceiling, dual_ceiling, required_approvers, updated_at,"
            " updated_by) VALUES ($1, $2, $3, $4, $5, $6)"
            " ON CONFLICT (path) DO UPDATE SET auto_ceiling = EXCLUDED.auto_ceiling,"
            " dual_ceiling = EXCLUDED.dual_ceiling, required_approvers = EXCLUDED.required_approvers,"
            " updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by",
            {param(path), param(t.autoCeiling), param(t.dualCeiling), param(t.requiredApprovers), param(o.at),
             param(o.role)});
        recordEvent(c, path, "thresholds_set", std::nullopt,
                    {{"auto_ceiling", t.autoCeiling},
                     {"dual_ceiling", t.dualCeiling},
                     {"required_approvers", t.requiredApprovers},
                     {"by", o.role},
                     {"reason", reason},
                     {"pending_changed", changes.size()}},
                    o.at);
        sayOf(o, thresholdsSetSaid(t, o.role, reason, changes));
    };
    const nlohmann::json values = {
        {"auto_ceiling", t.autoCeiling}, {"dual_ceiling", t.dualCeiling}, {"required_approvers", t.requiredApprovers}};
    const ChangeDraft change{ChangeKind::Thresholds, path, values, reason};
    return runOperatorWrite(conn, std::move(out), path, body, pause, &change);
}

OperatorOutcome recordProof(Connection& conn, const ProofRecord& proof, const WritePause& pause)
{
    OperatorOutcome out = subjectOutcome("path " + proof.path, "proof_recorded");
    if (proof.path.empty()) return refusedWhole(out, Refusal::InvalidArgument, Phrase{"a proof needs a path", {}, {}});
    if (auto problem = proofProblem(proof); !problem.pattern.empty())
        return refusedOf(out, Refusal::InvalidArgument, std::move(problem));
    auto body = [&](Connection& c, OperatorOutcome& o) {
        c.exec("INSERT INTO seal_proof (path, green, storm_n, executions, detail, at)"
               " VALUES ($1, $2, $3, $4, $5::jsonb, $6)",
               {param(proof.path), param(proof.green), proof.stormN ? param(*proof.stormN) : Param(),
                proof.executions ? param(*proof.executions) : Param(), param(json({{"by", o.role}}).dump()),
                param(o.at)});
        recordEvent(c, proof.path, "proof_recorded", std::nullopt,
                    {{"green", proof.green},
                     {"storm_n", optionalInt(proof.stormN)},
                     {"executions", optionalInt(proof.executions)},
                     {"by", o.role}},
                    o.at);
        sayOf(o, proof.green ? Phrase{"green proof recorded by role %1", {o.role}, {}}
                             : Phrase{"RED proof recorded by role %1; a CLEARED policy is withdrawn until a green one "
                                      "follows",
                                      {o.role}, {}});
    };
    if (!proof.green) return runOperatorWrite(conn, std::move(out), proof.path, body, pause);
    json values = {{"green", true}};
    if (proof.stormN) values["storm_n"] = *proof.stormN;
    if (proof.executions) values["executions"] = *proof.executions;
    const ChangeDraft change{ChangeKind::Proof, proof.path, values, proof.reason};
    return runOperatorWrite(conn, std::move(out), proof.path, body, pause, &change);
}

} // namespace seal
