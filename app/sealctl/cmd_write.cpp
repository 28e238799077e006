// The write commands: vote, policy, revoke, revoke-all, unfreeze. Each is one
// transaction by the role the DSN logs in as (SPEC-kernel.md §5, §6, §8).
#include "approvals.hpp"
#include "cli.hpp"
#include "governance.hpp"
#include "secret_wipe.hpp"
#include "signing.hpp"

#include <cstdio>
#include <cstdlib>
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

} // namespace

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
    Connection conn = ctx.connect();
    return reportOperator("policy", setPolicy(conn, path, status, ctx.value("--reason")), ctx.flag("--json"));
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

int cmdUnfreeze(Context& ctx)
{
    const std::string domain = ctx.positional("DOMAIN");
    const std::string reason = requiredReason(ctx);
    Connection conn = ctx.connect();
    return reportOperator("unfreeze", unfreeze(conn, domain, reason), ctx.flag("--json"));
}

} // namespace seal::cli
