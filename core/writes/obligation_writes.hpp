// The writes of obligations (SPEC-kernel.md §14): setting up the table,
// declaring duties, the sweep that records what was met and what was
// breached, and cancelling a duty.
//
// - setupObligations: creates seal_obligations, only when asked (never a read).
// - declareOnce / declareRecurring: open to any role the store lets insert
//   (agents declare); created_by is the session role.
// - sweepObligations(now): every open duty judged as of `now`
//   (obligations.hpp): a once duty met in time becomes `met` with its intent;
//   an overdue once duty, or a recurring duty short in its last window,
//   becomes `breached`: the obligation_breach cert is appended under the
//   chain's advisory lock and event `obligation_breached` {obligation_id,
//   due_at} with path = action is recorded. A breach does not freeze. The open
//   rows are locked first, so a second sweep (even a concurrent one) finds
//   nothing left to breach. `now` may not be later than the clock.
// - cancelObligation: an operator act (operator_write.hpp: refused to a
//   superuser and to roles outside seal_operator), only of an open duty:
//   cancelled_by = role, cancelled_at, cancel_reason, event
//   `obligation_cancelled` {obligation_id, reason, by} with path = action.
#pragma once

#include "governance.hpp"
#include "obligations.hpp"
#include "store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

struct SetupOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message;
    std::string role;
    bool created = false; // false: it was there already (nothing changed) or refused
    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
};

// The DDL setup runs (exactly SPEC §14's columns).
const char* obligationsTableSql();

SetupOutcome setupObligations(Connection& conn);

struct DeclareOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message;
    std::string role;
    std::optional<std::int64_t> id; // the new obligation
    double at = 0;
    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    nlohmann::json toJson(const char* command) const;
};

// What is wrong with a declaration (empty: nothing), for usage errors before connecting.
std::string onceProblem(const std::string& action, const std::string& key, double dueInSec);
std::string recurringProblem(const std::string& action, double everySec, std::int64_t minCount);

// expect(action, key, due_in_sec, description): due_at = now + due_in_sec.
DeclareOutcome declareOnce(Connection& conn, const std::string& action, const std::string& key, double dueInSec,
                           const std::string& description, const WritePause& pause = {});
// expect_recurring(action, every_sec, min_count).
DeclareOutcome declareRecurring(Connection& conn, const std::string& action, double everySec,
                                std::int64_t minCount, const std::string& description = {},
                                const WritePause& pause = {});

struct SweepBreach
{
    std::int64_t obligationId = 0;
    std::string kind;
    std::string action;
    double dueAt = 0;
    std::int64_t certSeq = 0;
    std::string certHash;
};

struct SweepMet
{
    std::int64_t obligationId = 0;
    std::string intent;
};

struct SweepOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message;
    std::string role;
    double at = 0; // judged as of
    std::vector<SweepBreach> breached;
    std::vector<SweepMet> met;
    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    nlohmann::json toJson() const;
};

// The obligation_breach cert body before the chain writer links and hashes it.
nlohmann::json breachCertBody(const Obligation& o, double dueAt, double at);

SweepOutcome sweepObligations(Connection& conn, double now, const WritePause& pause = {});

OperatorOutcome cancelObligation(Connection& conn, std::int64_t id, const std::string& reason,
                                 const WritePause& pause = {});

} // namespace seal
