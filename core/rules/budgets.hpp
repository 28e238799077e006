// Budgets (SPEC-kernel.md §11): spend ceilings per budget key and the
// reservations against them. Read-only; setting a limit is a write and lives
// elsewhere. A store whose kernel never set up budgets (no seal_budget or
// seal_spend table) has none: the list is empty, not an error.
#pragma once

#include "core/store/store.hpp"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

// One budget key as of `at`. spent = every reservation (reserved or settled)
// inside the window (at > now - window_sec): money in flight cannot be spent
// twice. reserved = the part of spent still reserved (its effect not settled).
// remaining = max(0, limit - spent). An invalid stored number makes the
// figures that depend on it NaN (null in JSON) and is named in `invalid`.
struct BudgetStatus
{
    std::string budgetKey;
    double limit = 0;
    double windowSec = 0;
    double spent = 0;
    double reserved = 0;
    double remaining = 0;
    double updatedAt = 0;
    std::vector<std::string> invalid; // "seal_budget.limit_amt of budget_key K is NaN", ...
};

// One seal_spend row: a reservation (or a settled spend) against a key.
struct Reservation
{
    std::int64_t id = 0;
    std::string budgetKey;
    std::optional<std::string> intent;
    double amount = 0;
    std::string state; // "reserved" | "settled"
    double at = 0;
    std::string invalid;
};

// remaining(K) from limit and spent: max(0, limit - spent); NaN when either is.
double budgetRemaining(double limit, double spent);

// Every budget key with its figures as of `now`, by budget_key. Empty when the
// store has no seal_budget table. Caller holds a ReadTransaction.
std::vector<BudgetStatus> readBudgets(Connection& conn, double now);

// The reservations of one key inside its window as of `now`, newest first
// (empty when the key or the tables are absent); at most the `newest` ones
// when it is not 0 (a busy key holds millions in a long window; the index on
// (budget_key, at DESC) makes the newest ones cheap). Caller holds a ReadTransaction.
std::vector<Reservation> readReservations(Connection& conn, const std::string& budgetKey, double now,
                                          std::size_t newest = 0);

// [{budget_key, limit, window_sec, spent, reserved, remaining}], each with
// "invalid": [...] only when a value was invalid (those numbers null).
nlohmann::json budgetsJson(const std::vector<BudgetStatus>& budgets);

} // namespace seal
