// The kernel's rules for recording what the world said (SPEC-kernel.md §3,
// §7, §8), shared by the agent side (witness) and the operator side
// (settle): locking an intent, witnessed and healed cert bodies, sticky
// divergence and freezing a domain. Runs inside the caller's transaction.
#pragma once

#include "core/canon/signing.hpp" // randomHex: fences, approval and settle ids
#include "core/chain/chain_writer.hpp"
#include "core/net/witness.hpp"
#include "core/store/store.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace seal {

inline constexpr const char* kTierSealed = "SEALED";
inline constexpr const char* kTierFinal = "WORLD_FINAL";
inline constexpr const char* kTierUnknown = "WORLD_UNKNOWN";
inline constexpr const char* kTierDiverged = "WORLD_DIVERGED";

// One seal_intents row, as a writer sees it after locking it.
struct IntentRow
{
    std::string intent;
    std::string action;
    std::string argsDigest;
    std::string state;
    std::string fence;
    double leaseUntil = 0;
    std::optional<std::string> tier;
    std::optional<std::string> domain;
    std::optional<std::string> certHash; // hash of the cert column (the seal/heal cert)

    // The licence path: the domain, or the action when an agent left it NULL.
    std::string path() const { return domain.value_or(action); }
};

// SELECT ... FOR UPDATE: concurrent writers of one intent queue here, and the
// later one sees what the earlier one left (or no row at all).
std::optional<IntentRow> lockIntent(Connection& conn, const std::string& intent);

// The tier a verdict means for a sealed intent (absent: sealed here, nothing
// there, so diverged) and the `world` word for a tier.
const char* observedTier(WitnessVerdict verdict);
const char* worldFor(std::string_view tier);

// Divergence is sticky: the row's tier says so, or any earlier cert of the
// intent does (a writer that did not keep it sticky cannot undo it).
bool hasDiverged(Connection& conn, const IntentRow& row);

struct WitnessedCert
{
    AppendedCert cert;
    std::string observedTier;
    std::string tier;   // after stickiness
    bool froze = false; // this write froze the domain
};

// Appends a witnessed cert for `row` and sets its tier (and, for an open
// intent that turns out to have happened, state sealed with this cert as its
// cert). A diverged observation freezes the domain with `freezeReason`.
WitnessedCert appendWitnessed(Connection& conn, const IntentRow& row, const WitnessAnswer& answer, double at,
                              const std::string& freezeReason);

// Appends a healed cert for an open intent whose effect the world has, and
// marks the intent sealed / WORLD_FINAL with it as its cert.
AppendedCert appendHealed(Connection& conn, const IntentRow& row, const WitnessAnswer& answer, double at);

// Freezes a domain (upsert). A domain already frozen keeps its first reason
// and time: that is the divergence to reconcile. True when this froze it.
bool freezeDomain(Connection& conn, const std::string& domain, const std::string& reason,
                  const nlohmann::json& evidence, double at);

// "<12 hex>…", as the reference kernel abbreviates an intent in reasons.
std::string shortIntent(const std::string& intent);

} // namespace seal
