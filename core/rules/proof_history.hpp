// A path's storm proofs (SPEC-kernel.md §1 seal_proof, §5): every proof
// recorded, newest first, and how old the path's latest proof is against the
// max_proof_age_sec its policy allows. Read only; the proofs are what CI (or
// `sealctl proof record`) wrote, so detail and `by` are data, not markup.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

// One seal_proof row.
struct ProofEntry
{
    std::int64_t id = 0;
    std::string path;
    bool green = false;
    std::optional<std::int64_t> stormN;
    std::optional<std::int64_t> executions;
    CheckedReal at;                        // a time no calendar shows is named, never guessed
    std::optional<std::string> by;         // detail.by when it is a string (Seal Desk's own proofs)
    std::optional<std::string> detailText; // raw jsonb text; nullopt for SQL NULL
};

// The latest proof of a path against its policy's proof age (SPEC §5: a proof
// counts while it is no older than max_proof_age_sec; default 86400).
struct ProofAge
{
    std::string path;
    std::optional<std::string> policy; // seal_clearance.status; nullopt: no row
    double maxProofAgeSec = 0;         // the row's, else the default
    bool maxIsDefault = true;          // no row, or NULL in the row
    std::string maxProblem;            // the row's value is no number (NaN): nothing counts
    std::optional<ProofEntry> latest;  // the newest proof at or before `at`
    std::optional<double> ageSec;      // at - latest->at, when both are times
    // The latest proof is young enough to count (not older than the max); a
    // red one never keeps CLEARED in force, however young.
    bool withinMax() const { return maxProblem.empty() && ageSec && *ageSec <= maxProofAgeSec; }
};

struct ProofHistory
{
    double at = 0;                   // judged at; proofs after it did not exist yet
    std::vector<ProofEntry> entries; // newest first (at, then id, descending), at most `limit`
    bool more = false;               // older proofs than these exist
    std::vector<ProofAge> ages;      // `path`'s alone, or every path with a proof or a policy (code-point order)
};

inline constexpr int kDefaultProofHistoryLimit = 100;
inline constexpr int kMaxProofHistoryLimit = 10000;

// The caller holds a ReadTransaction, so entries and ages are one snapshot.
// `path` nullopt: every path. `limit` is clamped to 1..kMaxProofHistoryLimit.
ProofHistory readProofHistory(Connection& conn, const std::optional<std::string>& path, double at, int limit);

// {at, path, entries: [{id, path, green, storm_n, executions, at, by, detail}],
//  more, ages: [{path, policy, latest_at, latest_green, age_sec,
//  max_proof_age_sec, max_proof_age_default, within_max}]}.
nlohmann::json proofHistoryJson(const ProofHistory& history, const std::optional<std::string>& path);

} // namespace seal
