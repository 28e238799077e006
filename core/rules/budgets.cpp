#include "core/rules/budgets.hpp"
#include "core/store/optional_tables.hpp"
#include "core/store/row_decoder.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace seal {
namespace {

// The window's lower bound is computed in SQL ($1 - window_sec): float8
// subtraction, the same IEEE operation as the reference's `now - window`.
constexpr const char* kBudgetsSql =
    "SELECT b.budget_key, b.limit_amt, b.window_sec, b.updated_at, s.spent, s.reserved "
    "FROM seal_budget b "
    "LEFT JOIN LATERAL (SELECT coalesce(sum(amount), 0) AS spent, "
    "                          coalesce(sum(amount) FILTER (WHERE state = 'reserved'), 0) AS reserved "
    "                   FROM seal_spend WHERE budget_key = b.budget_key "
    "                   AND at > $1::float8 - b.window_sec) s ON true "
    "ORDER BY b.budget_key COLLATE \"C\"";

BudgetStatus budgetFromRow(const Result& r, int row)
{
    BudgetStatus b;
    b.budgetKey = r.text(row, 0);
    const RowDecoder decoded(r, row, "seal_budget", "budget_key " + b.budgetKey, b.invalid);
    b.limit = decoded.real(1);
    b.windowSec = decoded.real(2);
    b.updatedAt = decoded.real(3, RealKind::Time);
    b.spent = decoded.real(4, "seal_spend", RealKind::Number); // a NaN amount makes the sum NaN
    b.reserved = decoded.real(5, "seal_spend", RealKind::Number);
    if (std::isnan(b.windowSec)) // no window, no honest sum
        b.spent = b.reserved = std::numeric_limits<double>::quiet_NaN();
    b.remaining = budgetRemaining(b.limit, b.spent);
    return b;
}

nlohmann::json number(double v)
{
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

} // namespace

double budgetRemaining(double limit, double spent)
{
    if (std::isnan(limit) || std::isnan(spent)) return std::numeric_limits<double>::quiet_NaN();
    return std::max(0.0, limit - spent);
}

std::vector<BudgetStatus> readBudgets(Connection& conn, double now)
{
    std::vector<BudgetStatus> out;
    if (!hasTable(conn, "seal_budget") || !hasTable(conn, "seal_spend")) return out;
    Result r = conn.exec(kBudgetsSql, {param(now)});
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(budgetFromRow(r, i));
    return out;
}

std::vector<Reservation> readReservations(Connection& conn, const std::string& budgetKey, double now,
                                          std::size_t newest)
{
    std::vector<Reservation> out;
    if (!hasTable(conn, "seal_budget") || !hasTable(conn, "seal_spend")) return out;
    // LIMIT NULL is no limit.
    Result r = conn.exec("SELECT s.id, s.budget_key, s.intent, s.amount, s.state, s.at "
                         "FROM seal_spend s JOIN seal_budget b ON b.budget_key = s.budget_key "
                         "WHERE s.budget_key = $1 AND s.at > $2::float8 - b.window_sec "
                         "ORDER BY s.at DESC, s.id DESC LIMIT $3::bigint",
                         {param(budgetKey), param(now),
                          newest ? param(static_cast<std::int64_t>(newest)) : nullParam()});
    for (int i = 0; i < r.rows(); ++i) {
        const std::string key = "id " + std::string(r.text(i, 0));
        Reservation s{r.integer(i, 0), std::string(r.text(i, 1)), r.optText(i, 2), 0, std::string(r.text(i, 4)), 0, {}};
        const CheckedReal amount = r.checkedReal(i, 3, "seal_spend", key, RealKind::Number);
        const CheckedReal at = r.checkedReal(i, 5, "seal_spend", key, RealKind::Time);
        s.amount = amount.value;
        s.at = at.value;
        s.invalid = !amount.valid() ? amount.problem : at.problem;
        out.push_back(std::move(s));
    }
    return out;
}

nlohmann::json budgetsJson(const std::vector<BudgetStatus>& budgets)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& b : budgets) {
        nlohmann::json j = {{"budget_key", b.budgetKey},     {"limit", number(b.limit)},
                            {"window_sec", number(b.windowSec)}, {"spent", number(b.spent)},
                            {"reserved", number(b.reserved)},    {"remaining", number(b.remaining)}};
        if (!b.invalid.empty()) j["invalid"] = b.invalid;
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace seal
