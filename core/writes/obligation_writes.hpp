// The writes on the kernel's obligations (SPEC-kernel.md §14): its two
// tables created only when asked, duties declared (expect, expect_recurring),
// the sweep that writes exactly what the kernel's sweep writes, and the two
// operator acts (deactivate, resolve_breach).
//
// Every write refuses, naming it, a store whose seal_obligations has Seal
// Desk's withdrawn layout (nothing read, written or altered there), and a
// store without the tables (MissingTable). Times are the store's clock
// (now() of the write's transaction).
//
// - setupObligations: the kernel's OBLIGATION_SCHEMA, creating only the
//   tables that are missing.
// - expectOnce / expectRecurring: open to any role the store lets insert
//   (agents declare); created_by and the event's `by` are the session role.
//   The kernel's refusals, word for word: "pass exactly one of due_at /
//   due_in_sec", "due_at is already in the past", "every_sec must be > 0 and
//   min_count >= 1".
// - sweepObligations: the kernel's sweep (rules in core/rules/obligations.hpp)
//   in one transaction: satisfied_at, breach rows, the obligation_breach cert
//   (appended under the chain lock), cured breaches, next_window, and the
//   events. Sweeps take an advisory lock, so two at once record a breach once.
// - deactivateObligation (the kernel's deactivate) and resolveBreach: operator
//   acts (operator_write.hpp), each with a reason; events obligation_released
//   and (Seal Desk's own) obligation_breach_resolved.
#pragma once

#include "core/rules/obligations.hpp"
#include "core/store/store.hpp"
#include "core/writes/governance.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

// The kernel's OBLIGATION_SCHEMA, statement for statement (store-e.expected.json schema_text).
const char* obligationsSchemaSql();
// The same, one statement per element, as a connection runs them.
std::vector<std::string> obligationsSchemaStatements();

struct SetupOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message;
    std::string role;
    std::vector<std::string> created; // the tables this setup created
    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    nlohmann::json toJson() const;
};

SetupOutcome setupObligations(Connection& conn);

struct OnceDuty
{
    std::string action;
    std::string key;
    std::optional<double> dueAt;    // exactly one of these two
    std::optional<double> dueInSec;
    double graceSec = 0;
    bool requireWorld = false;
    std::optional<std::string> description;
};

struct RecurringDuty
{
    std::string action;
    double everySec = 0;
    std::int64_t minCount = 1;
    double graceSec = 0;
    bool requireWorld = false;
    std::optional<std::string> description;
    std::optional<double> anchorAt; // default: now
};

struct DeclareOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message;
    std::string kernelError; // the kernel's own words when its rule refused, else empty
    std::string role;
    std::optional<std::string> obligationId;
    std::optional<std::string> expectedIntent; // a once-duty's
    std::optional<double> dueAt;
    double at = 0;
    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    nlohmann::json toJson(const char* command) const;
};

// What is wrong before connecting (empty: nothing); the past is judged by the store's clock.
std::string onceProblem(const OnceDuty& duty);
std::string recurringProblem(const RecurringDuty& duty);

DeclareOutcome expectOnce(Connection& conn, const OnceDuty& duty, const WritePause& pause = {});
DeclareOutcome expectRecurring(Connection& conn, const RecurringDuty& duty, const WritePause& pause = {});

// A breach this sweep recorded (its row won the insert).
struct RecordedBreach
{
    std::int64_t breachId = 0;
    std::string obligationId;
    std::optional<std::int64_t> window;
    std::int64_t certSeq = 0;
    std::string certHash;
};

struct SweepOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message;
    std::string role;
    ObligationsReport report;
    std::vector<RecordedBreach> recorded;
    int events = 0; // events this sweep wrote
    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    // The kernel's report keys at the top, with the write's own beside them.
    nlohmann::json toJson() const;
};

struct SweepOptions
{
    // Judge as of this time instead of the store's clock: for parity tests
    // with a fixture's own `at` (never later than the store's clock). sealctl never sets it.
    std::optional<double> at;
    WritePause pause;
};

SweepOutcome sweepObligations(Connection& conn, const SweepOptions& options = {});

// The breach cert's fields before the chain writer links, hashes (and signs) it.
nlohmann::json breachCertBody(const Obligation& o, std::optional<std::int64_t> window, double dueAt,
                              double detectedAt);

OperatorOutcome deactivateObligation(Connection& conn, const std::string& obligationId, const std::string& reason,
                                     const WritePause& pause = {});
OperatorOutcome resolveBreach(Connection& conn, std::int64_t breachId, const std::string& note,
                              const WritePause& pause = {});

} // namespace seal
