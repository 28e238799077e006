// The privileges a person's database role needs, as GRANT statements the
// store's owner can run as they are: SELECT on every seal table (the console
// and the read commands show them all), and for the writes exactly the tables
// and sequences they touch (a vote inserts into seal_approval_votes, whose id
// comes from a sequence: without USAGE on it the vote is refused).
#pragma once

#include "core/store/store.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace seal {

enum class GrantFor
{
    Approver, // vote: seal_approvals, seal_approval_votes, seal_certs, seal_events
    Operator, // policy, revoke, revoke-all, settle, freeze, unfreeze, mandate, budget, thresholds, proof,
              // obligations: setup aside, declare, sweep, cancel (deactivate), resolve
    Agent,    // the kernel's login: admit, seal, settle, approval requests, gateway tickets, mandates and
              // reservations, sagas, obligations declared and swept, a freeze on divergence; no policy,
              // thresholds, proof, budget limit, mandate path or vote
};

// The group whose members the store's guards take for the kernel (a settle
// by the provider's answer without a person's record, issue 45).
inline constexpr const char* kAgentGroup = "seal_agent";

// A role name quoted as an SQL identifier ("a""b").
std::string quoteRole(std::string_view role);

// The statements, one per line, each ending in ';'. Sequence names are read
// from the store (pg_get_serial_sequence), so a store whose sequences were
// renamed still gets the right ones. Caller holds a ReadTransaction.
std::vector<std::string> grantStatements(Connection& conn, std::string_view role, GrantFor kind);

} // namespace seal
