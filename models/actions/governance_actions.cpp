#include "models/actions/governance_actions.hpp"

#include "core/canon/signing.hpp"
#include "core/sys/secret_wipe.hpp"
#include "models/services/secret_store.hpp"

#include <optional>
#include <utility>

namespace seal::actions {
namespace {

std::optional<std::string> reasonIfAny(const std::string& reason)
{
    return reason.empty() ? std::nullopt : std::optional<std::string>(reason);
}

// An operator act whose core function takes the reason as it is.
template <typename Write> StoreAction<OperatorOutcome> operatorAct(Write write, bool throwsOnlyBeforeWriting = false)
{
    StoreAction<OperatorOutcome> action;
    action.run = std::move(write);
    action.throwsOnlyBeforeWriting = throwsOnlyBeforeWriting;
    return action;
}

} // namespace

bool votesWithThrowawayKey()
{
    return !SessionKeys::governanceKey();
}

StoreAction<VoteOutcome> vote(const Approval& approval, bool reject)
{
    VoteRequest request;
    request.approvalId = approval.id;
    request.decision = reject ? "reject" : "approve";
    std::optional<std::string> key = SessionKeys::governanceKey();
    request.govKey = key ? *key : throwawayGovernanceKey();
    if (key) wipeSecret(*key);
    StoreAction<VoteOutcome> action;
    action.run = [request](Connection& conn, const std::string& reason) mutable {
        if (!reason.empty()) request.reason = reason; // only a reject asks for one
        VoteOutcome outcome = seal::vote(conn, request);
        wipeSecret(request.govKey); // the key is used once per vote
        return outcome;
    };
    wipeSecret(request.govKey); // the action keeps its own copy until it runs
    return action;
}

StoreAction<OperatorOutcome> setPolicy(const std::string& path, const std::string& status)
{
    return operatorAct([path, status](Connection& conn, const std::string& reason) {
        return seal::setPolicy(conn, path, status, reasonIfAny(reason));
    });
}

StoreAction<OperatorOutcome> setMaxProofAge(const std::string& path, const std::string& status, double seconds)
{
    // The proof age is a column of the policy row: the policy is set again as it is.
    return operatorAct([path, status, seconds](Connection& conn, const std::string& reason) {
        return seal::setPolicy(conn, path, status, reason, {}, seconds);
    });
}

StoreAction<OperatorOutcome> revoke(const std::string& path)
{
    return operatorAct([path](Connection& conn, const std::string& reason) { return seal::revoke(conn, path, reason); });
}

StoreAction<OperatorOutcome> revokeAll()
{
    return operatorAct([](Connection& conn, const std::string& reason) { return seal::revokeAll(conn, reason); });
}

StoreAction<OperatorOutcome> setThresholds(const std::string& path, const Thresholds& thresholds)
{
    return operatorAct([path, thresholds](Connection& conn, const std::string& reason) {
        return seal::setThresholds(conn, path, thresholds, reason);
    });
}

StoreAction<OperatorOutcome> freeze(const std::string& domain)
{
    return operatorAct(
        [domain](Connection& conn, const std::string& reason) { return seal::freeze(conn, domain, reason); });
}

StoreAction<OperatorOutcome> unfreeze(const std::string& domain)
{
    // core's unfreeze() refuses before it writes.
    return operatorAct(
        [domain](Connection& conn, const std::string& reason) { return seal::unfreeze(conn, domain, reason); },
        true);
}

StoreAction<OperatorOutcome> setMandateRequired(const std::string& path, bool required)
{
    return operatorAct([path, required](Connection& conn, const std::string& reason) {
        return seal::setMandateRequired(conn, path, required, reason);
    });
}

StoreAction<OperatorOutcome> cancelObligation(const std::string& obligationId)
{
    // core refuses before it writes; an error rolls back.
    return operatorAct(
        [obligationId](Connection& conn, const std::string& reason) {
            return deactivateObligation(conn, obligationId, reason);
        },
        true);
}

StoreAction<OperatorOutcome> resolveBreach(std::int64_t breachId)
{
    return operatorAct(
        [breachId](Connection& conn, const std::string& note) { return seal::resolveBreach(conn, breachId, note); },
        true);
}

StoreAction<ChangeOutcome> decideChange(std::int64_t changeId, ChangeDecision decision)
{
    StoreAction<ChangeOutcome> action;
    action.run = [changeId, decision](Connection& conn, const std::string& reason) {
        return seal::decideChange(conn, changeId, decision, reasonIfAny(reason));
    };
    return action;
}

} // namespace seal::actions
