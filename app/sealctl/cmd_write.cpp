// The write commands: vote, policy, revoke, revoke-all, freeze, unfreeze,
// mandate, budget, thresholds, proof. Each is one transaction by the role the
// DSN logs in as (SPEC-kernel.md §5, §6, §8, §11-§13).
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/canon/signing.hpp"
#include "core/rules/approvals.hpp"
#include "core/sys/secret_wipe.hpp"
#include "core/writes/governance.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
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

std::string requiredReason(const Context& ctx)
{
    const auto reason = ctx.value("--reason");
    if (!reason || reason->empty()) throw UsageError("--reason TEXT is required");
    return *reason;
}

// A number on the command line, read the same under every locale (from_chars:
// "1.5", never "1,5"); only finite ones.
double decimalOption(const std::string& text, const char* what)
{
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        throw UsageError(std::string(what) + " must be a number, not '" + text + "'");
    return v;
}

int wholeOption(const std::string& text, const char* what)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        throw UsageError(std::string(what) + " must be a whole number, not '" + text + "'");
    return v;
}

double requiredDecimal(const Context& ctx, const char* option, const char* what)
{
    const auto text = ctx.value(option);
    if (!text) throw UsageError(std::string(option) + " " + what + " is required");
    return decimalOption(*text, option);
}

// The rules' own objection to a value (empty: none), as a usage error before connecting.
void usageUnless(const std::string& problem)
{
    if (!problem.empty()) throw UsageError(problem);
}

} // namespace

int reportWrite(WriteFate fate, const std::string& message, const nlohmann::json& json, bool asJson)
{
    return report(fate, message, json, asJson);
}

int cmdVote(Context& ctx)
{
    VoteRequest req;
    req.approvalId = ctx.positional("APPROVAL_ID");
    req.decision = ctx.positional("DECISION");
    if (req.decision != "approve" && req.decision != "reject")
        throw UsageError("a vote is approve or reject, not '" + req.decision + "'");
    req.reason = ctx.value("--reason");
    if (req.decision == "approve" && req.reason)
        std::fprintf(stderr,
                     "sealctl: note: a reason is kept only for a reject; this approve records none\n");
    req.pause = testPauseFromEnvironment();
    req.govKey = governanceKey();
    Connection conn = ctx.connect();
    const VoteOutcome outcome = vote(conn, req);
    wipeSecret(req.govKey);
    return reportVote(outcome, ctx.flag("--json"));
}

int cmdPolicy(Context& ctx)
{
    const std::string path = ctx.positional("PATH");
    const std::string status = ctx.positional("STATUS");
    if (status != "CLEARED" && status != "HOLD")
        throw UsageError("policy is CLEARED or HOLD, not '" + status + "' (to revoke, use `sealctl revoke`)");
    std::optional<double> maxAge;
    if (const auto text = ctx.value("--max-proof-age")) {
        maxAge = decimalOption(*text, "--max-proof-age");
        usageUnless(maxProofAgeProblem(*maxAge).text());
    }
    Connection conn = ctx.connect();
    return reportOperator("policy", setPolicy(conn, path, status, ctx.value("--reason"), {}, maxAge),
                          ctx.flag("--json"));
}

int cmdRevoke(Context& ctx)
{
    const std::string path = ctx.positional("PATH");
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator("revoke", revoke(conn, path, reason), ctx.flag("--json"));
}

int cmdRevokeAll(Context& ctx)
{
    const std::string reason = requiredReason(ctx);
    if (!ctx.flag("--yes"))
        throw UsageError("revoke-all revokes every path and suspends every licence; add --yes to confirm");
    Connection conn = ctx.connect();
    return reportOperator("revoke-all", revokeAll(conn, reason), ctx.flag("--json"));
}

int cmdFreeze(Context& ctx)
{
    const std::string domain = ctx.positional("DOMAIN");
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator("freeze", freeze(conn, domain, reason), ctx.flag("--json"));
}

int cmdMandate(Context& ctx)
{
    const bool required = actionOf(ctx, "mandate", {"require", "release"}) == "require";
    const std::string path = ctx.positional("PATH");
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator(required ? "mandate require" : "mandate release",
                          setMandateRequired(conn, path, required, reason), ctx.flag("--json"));
}

int cmdBudget(Context& ctx)
{
    actionOf(ctx, "budget", {"set"});
    const std::string key = ctx.positional("KEY");
    const double limit = requiredDecimal(ctx, "--limit", "L");
    const double window = requiredDecimal(ctx, "--window", "SECONDS");
    usageUnless(budgetLimitProblem(limit, window).text());
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator("budget set", setBudgetLimit(conn, key, limit, window, reason), ctx.flag("--json"));
}

namespace {

// What new thresholds would do to the path's pending requests (issue 25), written nowhere.
int previewThresholds(Context& ctx, const std::string& path, const Thresholds& t)
{
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const auto changes = readPendingRequirementChanges(conn, path, t.requiredApprovers, nowEpoch());
    if (ctx.flag("--json")) {
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

} // namespace

int cmdThresholds(Context& ctx)
{
    actionOf(ctx, "thresholds", {"set"});
    const std::string path = ctx.positional("PATH");
    Thresholds t;
    t.autoCeiling = requiredDecimal(ctx, "--auto", "A");
    t.dualCeiling = requiredDecimal(ctx, "--dual", "D");
    const auto approvers = ctx.value("--approvers");
    if (!approvers) throw UsageError("--approvers N is required");
    t.requiredApprovers = wholeOption(*approvers, "--approvers");
    usageUnless(thresholdsProblem(t).text());
    if (ctx.flag("--dry-run")) return previewThresholds(ctx, path, t);
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator("thresholds set", setThresholds(conn, path, t, reason), ctx.flag("--json"));
}

int cmdProof(Context& ctx)
{
    if (actionOf(ctx, "proof", {"record", "history"}) == "history") return cmdProofHistory(ctx);
    for (const char* option : {"--limit", "--at"})
        if (ctx.value(option)) throw UsageError(std::string(option) + " is for proof history, not proof record");
    ProofRecord proof;
    const auto path = ctx.value("PATH");
    if (!path) throw UsageError("proof record needs the PATH");
    proof.path = *path;
    const bool green = ctx.flag("--green");
    if (green == ctx.flag("--red")) throw UsageError("a proof is --green or --red (one of them)");
    proof.green = green;
    if (const auto n = ctx.value("--storm-n")) proof.stormN = wholeOption(*n, "--storm-n");
    if (const auto k = ctx.value("--executions")) proof.executions = wholeOption(*k, "--executions");
    usageUnless(proofProblem(proof).text());
    Connection conn = ctx.connect();
    return reportOperator("proof record", recordProof(conn, proof), ctx.flag("--json"));
}

int cmdUnfreeze(Context& ctx)
{
    const std::string domain = ctx.positional("DOMAIN");
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator("unfreeze", unfreeze(conn, domain, reason), ctx.flag("--json"));
}

} // namespace seal::cli
