// The range report: what happened in a period, for finance and auditors.
// Events by kind, approval requests by outcome with their money, every path
// with its policy and effective status, certs by tier, frozen domains,
// out-of-band incidents, sweeps and settlements that could not get an answer
// from the provider, and the chain's verdict.
//
// The period [since, until] filters what has a time of its own (events,
// approvals by created_at, certs by created_at, incidents, unanswered
// sweeps). Path status, frozen domains and the chain verdict are as of the
// report, because that is what they mean; licence levels are the parity
// numbers over all time.
#pragma once

#include "core/chain/chain_verifier.hpp"
#include "core/evidence/evidence_document.hpp"
#include "core/rules/holds.hpp"
#include "core/store/store.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

struct CountRow
{
    std::string name;
    std::int64_t count = 0;
};

struct ApprovalOutcomeRow
{
    std::string outcome; // approved | rejected | pending | expired (pending past expiry)
    std::int64_t count = 0;
    double amount = 0;
};

struct ReportPathRow
{
    std::string path;
    std::string policy;    // CLEARED | HOLD | REVOKED (HOLD when no row)
    std::string effective; // after proof age and colour
    std::optional<std::string> reason;
    std::string level;     // "L3 DELEGATED"
    bool unattended = false;          // the earned (parity) answer
    bool unattendedNow = false;       // the effective answer
    std::vector<std::string> whyNot;  // codes, when not unattended now
};

// A sweep or settlement that asked the provider and got no answer.
struct UnansweredSweep
{
    std::string source;    // settle_unknown (event) | witness_unknown (cert)
    std::string reference; // "event #12" | "seq 715"
    double at = 0;
    std::optional<std::string> path;
    std::optional<std::string> intent;
    std::optional<std::string> detailText; // raw jsonb text
};

struct RangeReport
{
    std::optional<double> since; // nullopt: from the beginning
    double until = 0;
    std::string generatedBy;
    std::string store;
    std::vector<CountRow> eventsByKind;
    std::vector<ApprovalOutcomeRow> approvals;
    std::vector<ReportPathRow> paths;
    std::vector<CountRow> certTiers;
    std::vector<FrozenDomain> frozenDomains;
    std::vector<OutOfBandSpend> outOfBand;
    std::vector<UnansweredSweep> unanswered;
    ChainVerdict chain;
    // Values the store holds where the reference never writes them (NaN,
    // ±Infinity, NULL, a time no calendar shows), each naming table, column
    // and row; left out of every sum and count they would have spoiled.
    std::vector<std::string> invalidValues;
};

// Verifies the chain (its own transaction; with `walkers`, in `jobs` ranges
// at once, each on a connection it opens: verifyChainParallel), then reads
// the rest in one read-only snapshot. Call outside any transaction.
RangeReport buildRangeReport(Connection& conn, std::optional<double> since, double until,
                             const ConnectionFactory& walkers = {}, int jobs = 1);

nlohmann::json rangeReportJson(const RangeReport& report);

// RFC 4180 CSV (CRLF, quoted where needed), one block per part, each with
// its own header row, blocks separated by an empty line.
std::string rangeReportCsv(const RangeReport& report);

// For people (HTML, PDF): the verdict first (the chain, what needs someone,
// the money decided), then the chain's tables, then the rest; amounts grouped
// with `currency` (ISO 4217, as the reader was told: the store records none).
EvidenceDocument rangeReportDocument(const RangeReport& report, std::string_view currency = {},
                                     const NumberMarks& marks = {});

// One CSV cell: a cell a spreadsheet would execute (first character = + - @,
// tab or CR) gets a leading single quote, then RFC 4180 quoting when the cell
// holds a comma, a quote, CR, LF, or leading/trailing spaces.
std::string csvCell(std::string_view text);

} // namespace seal
