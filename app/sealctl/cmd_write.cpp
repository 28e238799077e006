// The write commands: vote, policy, revoke, revoke-all, freeze, unfreeze,
// mandate, budget, thresholds, proof. Each is one transaction by the role the
// DSN logs in as (SPEC-kernel.md §5, §6, §8, §11-§13).
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/canon/signing.hpp"
#include "core/rules/approvals.hpp"
#include "core/sys/secret_wipe.hpp"
#include "core/writes/governance.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <memory>
#include <string>

namespace seal::cli {
namespace {

// Exit codes of a write (also in `sealctl --help`).
enum WriteExit : int
{
    Refused = 4,       // the rules or permissions said no; nothing changed (except a recorded expiry)
    LostLanded = 5,    // connection lost mid-write; re-checked after reconnecting: it landed
    LostNotLanded = 6, // connection lost mid-write; re-checked: it did not land, nothing changed
    LostUnknown = 7,   // connection lost and could not re-check: not known whether it landed
};

int exitFor(WriteFate fate)
{
    switch (fate) {
    case WriteFate::Done:
        return Ok;
    case WriteFate::Refused:
        return Refused;
    case WriteFate::LostLanded:
        return LostLanded;
    case WriteFate::LostNotLanded:
        return LostNotLanded;
    case WriteFate::LostUnknown:
        return LostUnknown;
    }
    return Internal;
}

// Done and landed go to stdout; anything the user must act on goes to stderr.
int report(WriteFate fate, const std::string& message, const nlohmann::json& json, bool asJson)
{
    if (asJson) {
        printJson(json);
    } else if (fate == WriteFate::Done || fate == WriteFate::LostLanded) {
        std::printf("%s\n", printable(message).c_str()); // names store values (state, path, role)
    } else {
        std::fprintf(stderr, "sealctl: %s%s\n", fate == WriteFate::Refused ? "refused: " : "",
                     printable(message).c_str());
    }
    return exitFor(fate);
}

nlohmann::json optionalJson(const std::optional<std::int64_t>& v)
{
    return v ? nlohmann::json(*v) : nullptr;
}

int reportVote(const VoteOutcome& o, bool asJson)
{
    nlohmann::json j = {{"command", "vote"},
                        {"approval_id", o.approvalId},
                        {"role", o.role},
                        {"decision", o.decision},
                        {"fate", fateName(o.fate)},
                        {"refusal", refusalName(o.refusal)},
                        {"message", o.message},
                        {"state", o.state},
                        {"approve_count", o.approveCount},
                        {"required", o.required},
                        {"cert_seq", optionalJson(o.certSeq)}};
    if (!o.sig.empty()) j["vote"] = {{"at", o.at}, {"sig", o.sig}};
    return report(o.fate, o.message, j, asJson);
}

int reportOperator(const char* command, const OperatorOutcome& o, bool asJson)
{
    nlohmann::json j = {{"command", command},
                        {"subject", o.subject},
                        {"role", o.role},
                        {"fate", fateName(o.fate)},
                        {"refusal", refusalName(o.refusal)},
                        {"message", o.message},
                        {"event", o.eventKind},
                        {"at", o.at}};
    if (std::string(command) == "revoke-all") j["paths"] = o.paths;
    if (o.changeId && o.fate == WriteFate::Done) { // dual control: proposed, not written
        j["change_id"] = *o.changeId;
        report(o.fate, o.message, j, asJson);
        return Proposed;
    }
    return report(o.fate, o.message, j, asJson);
}

std::string governanceKey()
{
    if (auto key = governanceKeyFromEnv()) return *key;
    std::fprintf(stderr,
                 "sealctl: warning: SEAL_GOV_KEY is not set, so this vote is signed with a throwaway random "
                 "key: its signature cannot be verified later. Set SEAL_GOV_KEY to the kernel's governance "
                 "key.\n");
    return throwawayGovernanceKey();
}

// Test-only seam (tests/core/writes/test_races.cpp): SEALCTL_TEST_PAUSE=before-commit|after-commit makes the vote
// name its session 'sealctl-vote-paused' and sleep 5 s at that point, so a test can kill the backend there.
WritePause testPauseFromEnvironment()
{
    const char* env = std::getenv("SEALCTL_TEST_PAUSE");
    if (!env || !*env) return {};
    const std::string at = env;
    if (at != "before-commit" && at != "after-commit")
        throw UsageError("SEALCTL_TEST_PAUSE must be before-commit or after-commit, not '" + at + "'");
    const WritePoint point = at == "before-commit" ? WritePoint::BeforeCommit : WritePoint::AfterCommit;
    return pauseSessionAt(point, "sealctl-vote-paused", 5);
}

std::string requiredReason(const std::optional<std::string>& reason)
{
    if (!reason || reason->empty()) throw UsageError("--reason TEXT is required");
    return *reason;
}

// The rules' own objection to a value (empty: none), as a usage error before connecting.
void usageUnless(const std::string& problem)
{
    if (!problem.empty()) throw UsageError(problem);
}

int whole(const std::optional<std::int64_t>& v, const char* what)
{
    if (*v < std::numeric_limits<int>::min() || *v > std::numeric_limits<int>::max())
        throw UsageError(std::string(what) + " must be a whole number, not '" + std::to_string(*v) + "'");
    return static_cast<int>(*v);
}

// --reason and --json, which every write here takes.
struct WriteCommand
{
    std::optional<std::string> reason;
    bool json = false;
};

struct VoteCommand : WriteCommand
{
    std::string approvalId;
    std::string decision;
};

int castVote(Context& ctx, const VoteCommand& o)
{
    VoteRequest req;
    req.approvalId = o.approvalId;
    req.decision = o.decision;
    req.reason = o.reason;
    if (req.decision == "approve" && req.reason)
        std::fprintf(stderr,
                     "sealctl: note: a reason is kept only for a reject; this approve records none\n");
    req.pause = testPauseFromEnvironment();
    req.govKey = governanceKey();
    Connection conn = ctx.connect();
    const VoteOutcome outcome = vote(conn, req);
    wipeSecret(req.govKey);
    return reportVote(outcome, o.json);
}

struct PolicyCommand : WriteCommand
{
    std::string path;
    std::string status;
    std::optional<double> maxProofAge;
};

int policy(Context& ctx, const PolicyCommand& o)
{
    if (o.status != "CLEARED" && o.status != "HOLD")
        throw UsageError("policy is CLEARED or HOLD, not '" + o.status + "' (to revoke, use `sealctl revoke`)");
    if (o.maxProofAge) usageUnless(maxProofAgeProblem(*o.maxProofAge).text());
    Connection conn = ctx.connect();
    return reportOperator("policy", setPolicy(conn, o.path, o.status, o.reason, {}, o.maxProofAge), o.json);
}

// revoke PATH, freeze DOMAIN, unfreeze DOMAIN, mandate require|release PATH: one subject and a reason.
struct SubjectCommand : WriteCommand
{
    std::string subject;
};

struct BudgetCommand : WriteCommand
{
    std::string key;
    std::optional<double> limit;
    std::optional<double> window;
};

int budgetSet(Context& ctx, const BudgetCommand& o)
{
    usageUnless(budgetLimitProblem(*o.limit, *o.window).text());
    const std::string reason = requiredReason(o.reason);
    Connection conn = ctx.connect();
    return reportOperator("budget set", setBudgetLimit(conn, o.key, *o.limit, *o.window, reason), o.json);
}

struct ThresholdsCommand : WriteCommand
{
    std::string path;
    std::optional<double> autoCeiling;
    std::optional<double> dualCeiling;
    std::optional<std::int64_t> approvers;
    bool dryRun = false;
};

// What new thresholds would do to the path's pending requests (issue 25), written nowhere.
int previewThresholds(Context& ctx, const std::string& path, const Thresholds& t, bool asJson)
{
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const auto changes = readPendingRequirementChanges(conn, path, t.requiredApprovers, nowEpoch());
    if (asJson) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& c : changes)
            list.push_back({{"id", c.id}, {"approves", c.approves}, {"before", c.before}, {"after", c.after}});
        printJson({{"dry_run", true}, {"path", path}, {"pending_changes", list}});
    } else {
        std::printf("dry run, nothing written: path %s would need %d approvers; %s\n", printable(path).c_str(),
                    t.requiredApprovers, printable(describePendingChanges(changes)).c_str());
    }
    return Ok;
}

int thresholdsSet(Context& ctx, const ThresholdsCommand& o)
{
    Thresholds t;
    t.autoCeiling = *o.autoCeiling;
    t.dualCeiling = *o.dualCeiling;
    t.requiredApprovers = whole(o.approvers, "--approvers");
    usageUnless(thresholdsProblem(t).text());
    if (o.dryRun) return previewThresholds(ctx, o.path, t, o.json);
    const std::string reason = requiredReason(o.reason);
    Connection conn = ctx.connect();
    return reportOperator("thresholds set", setThresholds(conn, o.path, t, reason), o.json);
}

struct ProofRecordCommand
{
    std::optional<std::string> path;
    bool green = false;
    bool red = false;
    std::optional<std::int64_t> stormN;
    std::optional<std::int64_t> executions;
    std::optional<std::string> reason;
    bool json = false;
};

int proofRecord(Context& ctx, const ProofRecordCommand& o)
{
    ProofRecord proof;
    if (!o.path) throw UsageError("proof record needs the PATH");
    proof.path = *o.path;
    if (o.green == o.red) throw UsageError("a proof is --green or --red (one of them)");
    proof.green = o.green;
    if (o.stormN) proof.stormN = whole(o.stormN, "--storm-n");
    if (o.executions) proof.executions = whole(o.executions, "--executions");
    proof.reason = o.reason.value_or("");
    usageUnless(proofProblem(proof).text());
    Connection conn = ctx.connect();
    return reportOperator("proof record", recordProof(conn, proof), o.json);
}

// The options of a write with a subject: SUBJECT, --reason, --json.
CLI::App* subjectWrite(CLI::App* command, SubjectCommand& o, const char* name, const char* help)
{
    addArgument(*command, name, o.subject, help);
    addReason(*command, o.reason);
    addJson(*command, o.json);
    return command;
}

// revoke, freeze, unfreeze: `sealctl NAME SUBJECT --reason TEXT`, one core write each.
template<typename Write>
void addSubjectWrite(CommandTable& table, const char* name, const char* summary, const char* subject,
                     const char* subjectHelp, Write write)
{
    auto o = std::make_shared<SubjectCommand>();
    subjectWrite(table.add(name, summary,
                           [o, name, write](Context& ctx) {
                               const std::string reason = requiredReason(o->reason);
                               Connection conn = ctx.connect();
                               return reportOperator(name, write(conn, o->subject, reason), o->json);
                           }),
                 *o, subject, subjectHelp);
}

void registerVote(CommandTable& table)
{
    auto o = std::make_shared<VoteCommand>();
    CLI::App* command =
        table.add("vote", "vote as your database role (reject needs a reason; signed with SEAL_GOV_KEY)",
                  [o](Context& ctx) { return castVote(ctx, *o); });
    addArgument(*command, "APPROVAL_ID", o->approvalId, "the approval request's id");
    addArgument(*command, "DECISION", o->decision, "the vote: approve or reject")
        ->check(CLI::IsMember({"approve", "reject"}));
    addReason(*command, o->reason);
    addJson(*command, o->json);
}

void registerPolicy(CommandTable& table)
{
    auto o = std::make_shared<PolicyCommand>();
    CLI::App* command = table.add(
        "policy", "set a path's clearance policy (and how long a green proof keeps CLEARED in force)",
        [o](Context& ctx) { return policy(ctx, *o); });
    addArgument(*command, "PATH", o->path, "the path");
    addArgument(*command, "STATUS", o->status, "the policy: CLEARED or HOLD");
    addReason(*command, o->reason);
    addNumber(*command, "--max-proof-age", o->maxProofAge, "SECONDS",
              "how old the last green proof may be (default: kept; 86400 for a new path)");
    addJson(*command, o->json);
}

void registerMandate(CommandTable& table)
{
    CLI::App* mandate =
        table.addGroup("mandate", "put a path under mandate (a bare admit is refused there) or release it");
    for (const bool required : {true, false}) {
        const char* name = required ? "mandate require" : "mandate release";
        auto o = std::make_shared<SubjectCommand>();
        subjectWrite(table.add(required ? "require" : "release",
                               required ? "put the path under mandate" : "release the path from mandate",
                               [o, name, required](Context& ctx) {
                                   const std::string reason = requiredReason(o->reason);
                                   Connection conn = ctx.connect();
                                   return reportOperator(name, setMandateRequired(conn, o->subject, required, reason),
                                                         o->json);
                               },
                               mandate),
                     *o, "PATH", "the path");
    }
}

void registerBudget(CommandTable& table)
{
    CLI::App* budget = table.addGroup("budget", "set a budget key's spend ceiling per rolling window");
    auto o = std::make_shared<BudgetCommand>();
    CLI::App* set = table.add(
        "set", "set the key's ceiling and window", [o](Context& ctx) { return budgetSet(ctx, *o); }, budget);
    addArgument(*set, "KEY", o->key, "the budget key");
    addNumber(*set, "--limit", o->limit, "L", "the ceiling, a positive amount")->required();
    addNumber(*set, "--window", o->window, "SECONDS", "the rolling window, positive seconds")->required();
    addReason(*set, o->reason);
    addJson(*set, o->json);
}

void registerThresholds(CommandTable& table)
{
    CLI::App* thresholds = table.addGroup(
        "thresholds",
        "set a path's approval tiers: AUTO up to A, DUAL (N approvers) up to D, ALWAYS_HUMAN above; says how many "
        "pending requests of the path then need a different number of approvals (a dry run: only that, nothing "
        "written). A path without thresholds is AUTO at the gateway: only its licence gates it");
    auto o = std::make_shared<ThresholdsCommand>();
    CLI::App* set = table.add("set", "set the path's tiers (a reason, or --dry-run)",
                              [o](Context& ctx) { return thresholdsSet(ctx, *o); }, thresholds);
    addArgument(*set, "PATH", o->path, "the path");
    addNumber(*set, "--auto", o->autoCeiling, "A", "the highest amount that needs no approval (0 or more)")->required();
    addNumber(*set, "--dual", o->dualCeiling, "D", "the highest amount N approvers may approve (at least A)")
        ->required();
    addWhole(*set, "--approvers", o->approvers, "N", "approvers a DUAL request needs (at least 2)")->required();
    addReason(*set, o->reason);
    addJson(*set, o->json);
    addFlag(*set, "--dry-run", o->dryRun, "say what the change does to pending requests, and write nothing");
}

void registerProofRecord(CLI::App& proof, CommandTable& table)
{
    auto o = std::make_shared<ProofRecordCommand>();
    CLI::App* record = table.add(
        "record", "record a storm proof for a path (CI): green keeps CLEARED in force, red withdraws it",
        [o](Context& ctx) { return proofRecord(ctx, *o); }, &proof);
    record->add_option("PATH", o->path, "the path");
    addFlag(*record, "--green", o->green, "the storm executed exactly once");
    addFlag(*record, "--red", o->red, "the storm failed");
    addWhole(*record, "--storm-n", o->stormN, "N", "how many concurrent attempts the storm made");
    addWhole(*record, "--executions", o->executions, "K", "how many executions the provider saw");
    record->add_option("--reason", o->reason,
                       "why; needed under dual control when a green proof would put a CLEARED path back in force "
                       "(it is then proposed to a second operator)");
    addJson(*record, o->json);
}

} // namespace

int reportWrite(WriteFate fate, const std::string& message, const nlohmann::json& json, bool asJson)
{
    return report(fate, message, json, asJson);
}

void registerWrites(CommandTable& table)
{
    registerVote(table);
    registerPolicy(table);
    addSubjectWrite(table, "revoke", "set a path's policy to REVOKED", "PATH", "the path",
                    [](Connection& conn, const std::string& path, const std::string& reason) {
                        return revoke(conn, path, reason);
                    });
    auto all = std::make_shared<WriteCommand>();
    auto yes = std::make_shared<bool>(false);
    CLI::App* revokeAllCommand = table.add(
        "revoke-all", "revoke every path (suspends every licence)", [all, yes](Context& ctx) {
            const std::string reason = requiredReason(all->reason);
            if (!*yes)
                throw UsageError("revoke-all revokes every path and suspends every licence; add --yes to confirm");
            Connection conn = ctx.connect();
            return reportOperator("revoke-all", revokeAll(conn, reason), all->json);
        });
    addReason(*revokeAllCommand, all->reason);
    addFlag(*revokeAllCommand, "--yes", *yes, "yes, revoke every path");
    addJson(*revokeAllCommand, all->json);
    addSubjectWrite(table, "freeze",
                    "freeze a domain by hand: it admits nothing until unfrozen (between revoke PATH and revoke-all)",
                    "DOMAIN", "the domain to freeze",
                    [](Connection& conn, const std::string& domain, const std::string& reason) {
                        return freeze(conn, domain, reason);
                    });
    addSubjectWrite(table, "unfreeze", "unfreeze a frozen domain after reconciliation", "DOMAIN", "the frozen domain",
                    [](Connection& conn, const std::string& domain, const std::string& reason) {
                        return unfreeze(conn, domain, reason);
                    });
    registerMandate(table);
    registerBudget(table);
    registerThresholds(table);
    CLI::App* proof = table.addGroup(
        "proof",
        "storm proofs: record one for a path (CI): green keeps CLEARED in force, red withdraws it; history: the proofs "
        "recorded, newest first, and each path's latest proof age against its max_proof_age_sec");
    registerProofRecord(*proof, table);
    registerProofHistory(*proof, table);
}

} // namespace seal::cli
