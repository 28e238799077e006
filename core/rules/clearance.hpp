// Clearance per path (SPEC-kernel.md §5, parity): the operator's policy and
// what it effectively is once proof of a recent green storm is taken into
// account. Evaluated at a given time, so "what will it be tomorrow" and the
// reference's own answer (at its generated_at) are both one call.
#pragma once

#include "core/base/phrase.hpp"
#include "core/store/store.hpp"

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

inline constexpr double kDefaultMaxProofAgeSec = 86400.0;
inline constexpr const char* kNoPolicyReason = "no policy set \u2014 safe default";
inline constexpr const char* kNoProofReason =
    "cleared by policy but NO proof recorded \u2014 clearance not earned";
inline constexpr const char* kRedProofReason = "last storm on this path was RED \u2014 clearance withdrawn";

// A seal_clearance row.
struct ClearancePolicy
{
    std::string status; // CLEARED | HOLD | REVOKED (as stored)
    std::optional<std::string> reason;
    std::optional<double> maxProofAgeSec; // NULL means the default
    double updatedAt = 0;
    std::optional<std::string> updatedBy;
};

// A seal_proof row (the latest one that counts).
struct ClearanceProof
{
    double at = 0;
    bool green = false;
    std::optional<std::int64_t> stormN;
    std::optional<std::int64_t> executions;
    std::optional<std::string> detailText; // raw jsonb text; nullopt for SQL NULL
};

struct Clearance
{
    std::string path;
    std::string status;    // the policy (HOLD when there is no row)
    std::string effective; // what the path may do now
    std::optional<std::string> reason;
    // The reason as a phrase when the rules wrote it (no policy; no, red, stale
    // proof), for a reader's language; nullopt for a reason an operator stored.
    std::optional<Phrase> ruledReason;
    std::optional<ClearanceProof> proof;   // only looked at for a CLEARED policy
    std::optional<ClearancePolicy> policy; // nullopt: no row

    bool effectivelyCleared() const { return effective == "CLEARED"; }
};

// "proof is stale (<h>h old) — clearance expired". Hours are whole hours,
// rounded down (a 47.9h old proof is "47h old"): the reference's wording has
// no fraction and an operator reads "47h" as "not yet 48".
Phrase staleProofReason(double ageSec);

// The §5 rule as a pure function, so every branch is testable without a
// store. A proof counts as stale when strictly older than the limit.
Clearance evaluateClearance(std::string path, std::optional<ClearancePolicy> policy,
                            std::optional<ClearanceProof> latestProof, double at);

// {path, status, effective, reason, proof, updated_at, updated_by}; a path
// without a row has no updated_at/updated_by keys, as the reference emits.
nlohmann::json clearanceJson(const Clearance& clearance);

// Reads the row and the latest proof recorded at or before `at` (a proof
// from after `at` did not exist then) and evaluates. The caller holds a
// ReadTransaction so a list of paths is one consistent snapshot.
Clearance readClearance(Connection& conn, const std::string& path, double at);

// Every path's clearance at `at` from two statements however many paths the
// store holds (every row, and each CLEARED path's latest proof at or before
// `at`): of(path) is what readClearance(conn, path, at) answers in the same
// snapshot. For lists of paths (sealctl clearance, the Autonomy page).
class ClearanceBook
{
public:
    ClearanceBook(Connection& conn, double at);
    Clearance of(const std::string& path) const;
    double at() const { return m_at; }

private:
    double m_at;
    std::map<std::string, ClearancePolicy> m_policies;
    std::map<std::string, ClearanceProof> m_proofs;
};

} // namespace seal
