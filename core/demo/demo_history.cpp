#include "core/demo/demo_history.hpp"

#include "core/base/clock.hpp"
#include "core/demo/agent.hpp"
#include "core/store/store.hpp"
#include "core/writes/governance.hpp"
#include "core/writes/world.hpp"

#include <map>
#include <stdexcept>
#include <tuple>

namespace seal {
namespace {

// One connection per role, opened on first use.
class Cast
{
public:
    explicit Cast(const DemoCast& cast) : m_cast(cast) {}
    Connection& as(const std::string& role)
    {
        auto it = m_conns.find(role);
        if (it == m_conns.end()) it = m_conns.emplace(role, Connection::open(m_cast.dsn(role))).first;
        return it->second;
    }
    void say(const std::string& line) const
    {
        if (m_cast.log) m_cast.log(line);
    }
    const std::string& govKey() const { return m_cast.govKey; }

private:
    const DemoCast& m_cast;
    std::map<std::string, Connection> m_conns;
};

void expectDone(const std::string& what, WriteFate fate, const std::string& message)
{
    if (fate != WriteFate::Done) throw std::runtime_error("demo history: " + what + " failed: " + message);
}

// `n` effects on a path: admitted, executed, sealed; `confirmed` of them then
// witnessed confirmed_one and `unknown` witnessed unknown (holds).
void effects(Connection& conn, const std::string& path, int n, int confirmed, int unknown)
{
    for (int i = 0; i < n; ++i) {
        agent::AdmitRequest req;
        req.action = path;
        req.domain = path;
        req.key = path + "-demo-" + std::to_string(i);
        req.args = {{"amount", 20.0 + (i * 37) % 900}, {"to", "acct_" + std::to_string(1000 + i)}};
        const auto a = agent::admit(conn, req);
        const std::string pi = "pi_" + randomHex(6);
        agent::sealEffect(conn, a, {{"provider_id", pi}, {"status", "succeeded"}});
        if (i < confirmed)
            agent::witness(conn, a.intent,
                           {WitnessVerdict::ConfirmedOne, 1, {{"ids", {pi}}, {"note", "provider ok"}}});
        else if (i < confirmed + unknown)
            agent::witness(conn, a.intent,
                           {WitnessVerdict::Unknown,
                            std::nullopt,
                            {{"error", "TimeoutError('provider did not answer')"}}});
    }
}

void configure(Cast& cast)
{
    Connection& ops = cast.as("ops");
    const double now = nowEpoch();
    for (const auto& [path, autoCeiling, dualCeiling, required] :
         {std::tuple{"payout", 100.0, 10000.0, 2}, std::tuple{"wire", 0.0, 50000.0, 3}})
        ops.exec(
            "INSERT INTO seal_thresholds (path, auto_ceiling, dual_ceiling, required_approvers, updated_at,"
            " updated_by) VALUES ($1, $2, $3, $4, $5, session_user)",
            {param(path), param(autoCeiling), param(dualCeiling), param(required), param(now)});
    agent::recordProof(cast.as("agent_refunds"), "refund", true, 1000, 1);
    agent::recordProof(cast.as("agent_charges"), "charge", true, 1000, 2);
    for (const auto& [path, status, reason] :
         {std::tuple{"refund", "CLEARED", ""}, std::tuple{"charge", "CLEARED", ""},
          std::tuple{"payout", "HOLD", "new rail"}, std::tuple{"wire", "HOLD", "dual control only"}}) {
        const auto out =
            setPolicy(ops, path, status, *reason ? std::optional<std::string>(reason) : std::nullopt);
        expectDone(std::string("policy on ") + path, out.fate, out.message);
    }
}

void approvals(Cast& cast)
{
    Connection& maker = cast.as(kDemoMakerRole);
    Connection& treasury = cast.as("agent_treasury");
    // The gateway asks before it admits, so the intent is named, not claimed.
    auto request = [](Connection& conn, const std::string& path, double amount, int n) {
        const std::string intent = agent::intentId(path, nullptr, path + "-approval-" + std::to_string(n));
        return agent::requestApproval(conn, {intent, path, amount, {}, 7 * 86400}).id;
    };
    auto vote = [&](const std::string& role, const std::string& id, const char* decision,
                    const char* reason) {
        VoteRequest v{
            id, decision, reason ? std::optional<std::string>(reason) : std::nullopt, cast.govKey(), {}};
        const auto out = seal::vote(cast.as(role), v);
        expectDone("vote by " + role, out.fate, out.message);
    };
    const std::string approved = request(maker, "payout", 5000, 1);
    vote("dana", approved, "approve", nullptr);
    vote("sam", approved, "approve", nullptr);
    vote("sam", request(maker, "payout", 8000, 2), "reject", "beneficiary not on the allow-list");
    vote("dana", request(maker, "payout", 9500, 3), "approve", nullptr); // pending, 1 of 2
    request(treasury, "wire", 20000, 4);                                 // pending, 0 of 3
    request(treasury, "wire", 250000, 5);                                // always human
}

void incidents(Cast& cast)
{
    Connection& payouts = cast.as("agent_payouts");
    // A holder that died mid-effect: its claim's lease runs out unsealed.
    agent::admit(payouts, {"payout",
                           {{"amount", 730.0}, {"to", "acct_77"}},
                           std::string("payout-died-1"),
                           "payout",
                           0.01,
                           nullptr});
    // A live claim, in flight for an hour.
    agent::admit(cast.as("agent_refunds"),
                 {"refund", {{"amount", 12.5}}, std::string("refund-in-flight"), "refund", 3600, nullptr});
    // Two charges carry one transfer: a divergence, and the domain frozen.
    Connection& charges = cast.as("agent_charges");
    effects(charges, "transfer", 6, 6, 0);
    const auto a = agent::admit(
        charges, {"transfer", {{"amount", 4200.0}}, std::string("transfer-twice"), "transfer", 30, nullptr});
    agent::sealEffect(charges, a, {{"provider_id", "pi_t1"}});
    agent::witness(charges, a.intent,
                   {WitnessVerdict::Multiple,
                    2,
                    {{"ids", {"pi_t1", "pi_t2"}}, {"note", "two charges carry this intent"}}});
}

} // namespace

void loadDemoHistory(const DemoCast& cast)
{
    agent::useDemoSigningKey(); // the demo kernel signs, as 0.3.x with a key does
    Cast c(cast);
    c.say("policy, thresholds and storm proofs");
    configure(c);
    c.say("refund: 262 effects, 252 world-confirmed");
    effects(c.as("agent_refunds"), "refund", 262, 252, 0);
    c.say("charge: 60 effects, 55 world-confirmed");
    effects(c.as("agent_charges"), "charge", 60, 55, 0);
    c.say("payout: 13 effects, 7 world-confirmed, 1 the witness could not see");
    effects(c.as("agent_payouts"), "payout", 13, 7, 1);
    c.say("wire: 3 effects, 1 world-confirmed");
    effects(c.as("agent_treasury"), "wire", 3, 1, 0);
    agent::recordSweep(c.as("agent_refunds"), {std::nullopt, 338, {}, 0, {}});
    c.say("a hold, an in-flight claim and a divergence on transfer");
    incidents(c);
    c.say("approvals: approved, rejected, 1 of 2, 0 of 3, always-human");
    approvals(c);
}

} // namespace seal
