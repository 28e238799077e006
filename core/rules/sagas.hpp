// Sagas (SPEC-kernel.md §13): multi-step effect graphs with their children
// and compensations, and the reference's `evaluate` verdict, computed here and
// never written back. A store without seal_graphs has none: the list is empty.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace seal {

struct SagaChild
{
    std::string childKey;
    std::string action;
    std::string argsText; // raw jsonb text
    bool required = false;
    std::optional<std::string> intent;
    std::string state; // pending | sealed | failed | compensated
    std::optional<std::string> compensatesKey;
    std::optional<std::string> tier; // the tier of its intent row (none without one)
};

struct Saga
{
    std::string graphId;
    std::string state; // as stored
    double createdAt = 0;
    double updatedAt = 0;
    std::vector<SagaChild> children; // by child_key
    std::string evaluatedState;      // evaluateSaga()
    std::vector<std::string> invalid;

    // {child_key: tier} of the required children, by child_key.
    std::vector<std::pair<std::string, std::optional<std::string>>> requiredTiers() const;
    // 0 diverged (stored or evaluated), 1 unfinished (evaluated neither final
    // nor compensated: stuck or still running), 2 done.
    int attentionRank() const;
};

// §13's evaluate as a pure rule: a stored GRAPH_COMPENSATED or
// GRAPH_COMPENSATING stands; else a required child whose intent's tier is
// WORLD_DIVERGED → GRAPH_DIVERGED; else a required child in state failed →
// GRAPH_EXECUTING; else required children exist and every one's tier is
// WORLD_FINAL → GRAPH_FINAL; else GRAPH_EXECUTING.
std::string evaluateSaga(const std::string& storedState, const std::vector<SagaChild>& children);

// Every graph with its children and evaluated state: diverged ones first, then
// the unfinished, then the done; oldest first within each. Caller holds a
// ReadTransaction.
std::vector<Saga> readSagas(Connection& conn);

// What the console lists: every graph that is not done (attentionRank() < 2)
// and the newest `newestDone` done ones (by created_at), in readSagas' order;
// the store decides "done" by the same rule as evaluateSaga(), so no graph
// that needs attention is left out (tested against readSagas).
struct SagaWindow
{
    std::vector<Saga> sagas;
    std::int64_t doneInStore = 0;
    std::int64_t doneListed = 0;
};
SagaWindow readSagaWindow(Connection& conn, std::int64_t newestDone);

// [{graph_id, state, evaluated_state, required_tiers: {child_key: tier|null},
// children: [{child_key, action, args, required, intent, state,
// compensates_key}]}]; "invalid": [...] only when a value was invalid.
nlohmann::json sagasJson(const std::vector<Saga>& sagas);

} // namespace seal
