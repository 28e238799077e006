// The agent side of the kernel (SPEC-kernel.md §1-§3, §6, §8), for demos and
// tests: what an agent does through the reference kernel, done by our core so
// a demo store or a test store fills with reference-shaped rows and certs.
// Each call is one transaction as the session role.
#pragma once

#include "core/chain/chain_writer.hpp"
#include "core/net/witness.hpp"
#include "core/store/store.hpp"
#include "core/writes/world.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal::agent {

// The demo kernel's signing seed (a demo key, public in this source): the
// demo's agents write v2 certs signed with it, as the kernel 0.3.x does with
// its key configured. SEAL_SIGNING_KEY, when set, wins.
inline constexpr const char* kDemoSigningSeed = "de305eed0000000000000000000000000000000000000000000000000000de30";
// Signs the certs this process appends with kDemoSigningSeed unless
// SEAL_SIGNING_KEY is set.
void useDemoSigningKey();


// digest({"action", "key"}) when a key is given, else digest({"action", "args"}).
std::string intentId(const std::string& action, const nlohmann::json& args,
                     const std::optional<std::string>& key);

struct AdmitRequest
{
    std::string action;
    nlohmann::json args = nlohmann::json::object();
    std::optional<std::string> key;
    std::string domain; // the licence path; empty: the action
    double leaseSeconds = 30;
    nlohmann::json readSet = nullptr;
};

struct Admission
{
    std::string intent;
    std::string argsDigest;
    std::string fence; // the claim's token; empty when not ours
    std::string state; // of the row after the call
    double leaseUntil = 0;
    bool fresh = false; // this call made the claim; false: it existed (replay or someone else's)
};

// Claims the intent: a new row state open with a fresh fence and a lease.
// An existing row is left as it is (fresh=false). Refused (StoreError
// Refused) when the domain is frozen: a frozen domain admits nothing (§8).
Admission admit(Connection& conn, const AdmitRequest& request);

// The executor's sealed cert (§3 kind "sealed"): state sealed, tier SEALED.
// Refused unless the intent is open and `admission.fence` still holds it.
AppendedCert sealEffect(Connection& conn, const Admission& admission, const nlohmann::json& result);

// A witnessed cert for a sealed intent (§3; divergence sticky, a diverged
// observation freezes the domain with the reference's reason). Records no
// event, as the reference kernel does not.
WitnessedCert witness(Connection& conn, const std::string& intent, const WitnessAnswer& answer);

struct ApprovalRequest
{
    std::string intent;
    std::string path;
    double amount = 0;
    std::string maker; // empty: the session role
    double ttlSeconds = 86400;
};

struct ApprovalTicket
{
    std::string tier; // AUTO | DUAL | ALWAYS_HUMAN
    std::string id;   // empty for AUTO: no approval needed
    int required = 0;
    double expiresAt = 0;
};

// §6: tier from seal_thresholds (no row: ALWAYS_HUMAN); for DUAL and
// ALWAYS_HUMAN a pending seal_approvals row (id random hex, required at
// least 2) and event approval_requested {tier, maker, amount, approval_id}.
ApprovalTicket requestApproval(Connection& conn, const ApprovalRequest& request);

struct Sweep
{
    std::optional<std::string> path;   // NULL: a sweep of every path
    int effects = 0;                   // effects the sweep looked at
    std::vector<std::string> rogueIds; // provider ids nobody admitted
    double rogueAmount = 0;
    std::string domain; // where the rogue spend happened
};

// A reconciliation sweep: event reconcile_clean {effects} when nothing was
// found; else out_of_band_spend {ids, count, amount, domain} and the domain
// frozen, as the reference kernel records them.
void recordSweep(Connection& conn, const Sweep& sweep);

// A storm proof for a path (seal_proof), as the kernel's storm test records
// it: green keeps a CLEARED policy effective (SPEC §5).
void recordProof(Connection& conn, const std::string& path, bool green, int stormN, int executions);

} // namespace seal::agent
