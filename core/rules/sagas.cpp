#include "sagas.hpp"
#include "optional_tables.hpp"

#include "json_pretty.hpp"

#include <algorithm>
#include <map>

namespace seal {
namespace {

constexpr const char* kDiverged = "GRAPH_DIVERGED";
constexpr const char* kExecuting = "GRAPH_EXECUTING";
constexpr const char* kFinal = "GRAPH_FINAL";
constexpr const char* kCompensated = "GRAPH_COMPENSATED";
constexpr const char* kCompensating = "GRAPH_COMPENSATING";

nlohmann::json jsonbValue(const std::string& text)
{
    nlohmann::json v = parseJsonBounded(text); // too deep or not JSON: kept as its text
    return v.is_discarded() ? nlohmann::json(text) : v;
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

// Children with their intent's tier: a child whose intent has no row has none.
std::map<std::string, std::vector<SagaChild>> readChildren(Connection& conn)
{
    std::map<std::string, std::vector<SagaChild>> out;
    if (!hasTable(conn, "seal_graph_children")) return out;
    Result r = conn.exec("SELECT c.graph_id, c.child_key, c.action, c.args::text, c.required, c.intent, c.state, "
                         "       c.compensates_key, i.tier "
                         "FROM seal_graph_children c LEFT JOIN seal_intents i ON i.intent = c.intent "
                         "ORDER BY c.graph_id, c.child_key COLLATE \"C\"");
    for (int i = 0; i < r.rows(); ++i)
        out[std::string(r.text(i, 0))].push_back(SagaChild{std::string(r.text(i, 1)), std::string(r.text(i, 2)),
                                                           std::string(r.text(i, 3)), r.boolean(i, 4),
                                                           r.optText(i, 5), std::string(r.text(i, 6)),
                                                           r.optText(i, 7), r.optText(i, 8)});
    return out;
}

nlohmann::json childJson(const SagaChild& c)
{
    return {{"child_key", c.childKey},         {"action", c.action},
            {"args", jsonbValue(c.argsText)},  {"required", c.required},
            {"intent", orNull(c.intent)},      {"state", c.state},
            {"compensates_key", orNull(c.compensatesKey)}};
}

} // namespace

std::vector<std::pair<std::string, std::optional<std::string>>> Saga::requiredTiers() const
{
    std::vector<std::pair<std::string, std::optional<std::string>>> out;
    for (const auto& c : children)
        if (c.required) out.emplace_back(c.childKey, c.tier);
    return out;
}

int Saga::attentionRank() const
{
    if (state == kDiverged || evaluatedState == kDiverged) return 0;
    if (evaluatedState != kFinal && evaluatedState != kCompensated) return 1;
    return 2;
}

std::string evaluateSaga(const std::string& storedState, const std::vector<SagaChild>& children)
{
    if (storedState == kCompensated || storedState == kCompensating) return storedState;
    bool anyRequired = false, anyFailed = false, allFinal = true;
    for (const auto& c : children) {
        if (!c.required) continue;
        if (c.tier && *c.tier == "WORLD_DIVERGED") return kDiverged;
        anyRequired = true;
        anyFailed = anyFailed || c.state == "failed";
        allFinal = allFinal && c.tier && *c.tier == "WORLD_FINAL";
    }
    if (anyFailed) return kExecuting;
    return anyRequired && allFinal ? kFinal : kExecuting;
}

std::vector<Saga> readSagas(Connection& conn)
{
    std::vector<Saga> out;
    if (!hasTable(conn, "seal_graphs")) return out;
    auto children = readChildren(conn);
    Result r = conn.exec("SELECT graph_id, state, created_at, updated_at FROM seal_graphs ORDER BY created_at, graph_id COLLATE \"C\"");
    for (int i = 0; i < r.rows(); ++i) {
        Saga s;
        s.graphId = r.text(i, 0);
        s.state = r.text(i, 1);
        const std::string key = "graph_id " + s.graphId;
        for (int col : {2, 3}) {
            const CheckedReal v = r.checkedReal(i, col, "seal_graphs", key, RealKind::Time);
            if (!v.valid()) s.invalid.push_back(v.problem);
            (col == 2 ? s.createdAt : s.updatedAt) = v.value;
        }
        if (auto it = children.find(s.graphId); it != children.end()) s.children = std::move(it->second);
        s.evaluatedState = evaluateSaga(s.state, s.children);
        out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Saga& a, const Saga& b) { return a.attentionRank() < b.attentionRank(); });
    return out;
}

nlohmann::json sagasJson(const std::vector<Saga>& sagas)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& s : sagas) {
        nlohmann::json tiers = nlohmann::json::object();
        for (const auto& [key, tier] : s.requiredTiers())
            tiers[key] = orNull(tier);
        nlohmann::json children = nlohmann::json::array();
        for (const auto& c : s.children)
            children.push_back(childJson(c));
        nlohmann::json j = {{"graph_id", s.graphId},
                            {"state", s.state},
                            {"evaluated_state", s.evaluatedState},
                            {"required_tiers", tiers},
                            {"children", children}};
        if (!s.invalid.empty()) j["invalid"] = s.invalid;
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace seal
