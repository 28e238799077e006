// The history a demo store starts with: every screen of the console has
// something true to show. Written through the same code the agents and the
// operators use (agent.hpp, governance.hpp), each act by its own role, so the
// store is reference-shaped and its chain intact.
#pragma once

#include <functional>
#include <string>

namespace seal {

// The agent that makes the pending payout request of the demo history: the
// console offers it under Demo ▸ Act as… so that "you made this request" is
// seen refused.
inline constexpr const char* kDemoMakerRole = "agent_payouts";

struct DemoCast
{
    std::function<std::string(const std::string& role)> dsn; // DSN for a demo role
    std::string govKey;                                      // signs the demo votes
    std::function<void(const std::string&)> log;             // may be empty
};

// Loads: thresholds and clearance (refund and charge CLEARED with green
// proofs, payout and wire on HOLD), a few hundred effects so refund reaches
// L4, charge L3, payout L2 and wire L1, a clean sweep, a hold (a claim whose
// holder died) and a WORLD_UNKNOWN payout, a live in-flight claim, a
// divergence on transfer (domain frozen), and approvals pending (1 of 2, 0 of
// 3, always-human), approved and rejected. Throws on the first failure.
void loadDemoHistory(const DemoCast& cast);

} // namespace seal
