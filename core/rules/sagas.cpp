#include "core/rules/sagas.hpp"
#include "core/store/optional_tables.hpp"
#include "core/store/row_decoder.hpp"

#include "core/canon/json_pretty.hpp"

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
// `graphIds`: a JSON array of the graphs to read (all when absent).
std::map<std::string, std::vector<SagaChild>> readChildren(Connection& conn,
                                                           const std::optional<std::string>& graphIds = std::nullopt)
{
    std::map<std::string, std::vector<SagaChild>> out;
    if (!hasTable(conn, "seal_graph_children")) return out;
    Result r = conn.exec("SELECT c.graph_id, c.child_key, c.action, c.args::text, c.required, c.intent, c.state, "
                         "       c.compensates_key, i.tier "
                         "FROM seal_graph_children c LEFT JOIN seal_intents i ON i.intent = c.intent "
                         "WHERE $1::jsonb IS NULL OR c.graph_id IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                         "ORDER BY c.graph_id, c.child_key COLLATE \"C\"",
                         {graphIds ? param(*graphIds) : nullParam()});
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

namespace {

// Graph rows (graph_id, state, created_at, updated_at) with their children
// into sagas, evaluated and in attention order.
std::vector<Saga> sagasFrom(const Result& r, std::map<std::string, std::vector<SagaChild>> children)
{
    std::vector<Saga> out;
    for (int i = 0; i < r.rows(); ++i) {
        Saga s;
        s.graphId = r.text(i, 0);
        s.state = r.text(i, 1);
        const RowDecoder decoded(r, i, "seal_graphs", "graph_id " + s.graphId, s.invalid);
        s.createdAt = decoded.real(2, RealKind::Time);
        s.updatedAt = decoded.real(3, RealKind::Time);
        if (auto it = children.find(s.graphId); it != children.end()) s.children = std::move(it->second);
        s.evaluatedState = evaluateSaga(s.state, s.children);
        out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Saga& a, const Saga& b) { return a.attentionRank() < b.attentionRank(); });
    return out;
}

} // namespace

std::vector<Saga> readSagas(Connection& conn)
{
    if (!hasTable(conn, "seal_graphs")) return {};
    auto children = readChildren(conn);
    return sagasFrom(conn.exec("SELECT graph_id, state, created_at, updated_at FROM seal_graphs "
                               "ORDER BY created_at, graph_id COLLATE \"C\""),
                     std::move(children));
}

SagaWindow readSagaWindow(Connection& conn, std::int64_t newestDone)
{
    SagaWindow out;
    if (!hasTable(conn, "seal_graphs")) return out;
    // Done = attentionRank() 2, by evaluateSaga()'s rule: stored
    // GRAPH_COMPENSATED; or not stored GRAPH_COMPENSATING or GRAPH_DIVERGED,
    // with required children, each of whose intent's tier is WORLD_FINAL and
    // none failed. (Without the children's table no graph has one: none done.)
    const bool withChildren = hasTable(conn, "seal_graph_children");
    const std::string done =
        withChildren
            ? "(g.state = 'GRAPH_COMPENSATED' OR (g.state IS DISTINCT FROM 'GRAPH_COMPENSATING' "
              "AND g.state IS DISTINCT FROM 'GRAPH_DIVERGED' "
              "AND EXISTS (SELECT 1 FROM seal_graph_children c WHERE c.graph_id = g.graph_id AND c.required IS TRUE) "
              "AND NOT EXISTS (SELECT 1 FROM seal_graph_children c LEFT JOIN seal_intents i ON i.intent = c.intent "
              "WHERE c.graph_id = g.graph_id AND c.required IS TRUE "
              "AND (i.tier IS DISTINCT FROM 'WORLD_FINAL' OR c.state = 'failed'))))"
            : "(g.state = 'GRAPH_COMPENSATED')";
    out.doneInStore = conn.exec("SELECT count(*) FROM seal_graphs g WHERE " + done).integer(0, 0);
    const Result r = conn.exec(
        "SELECT graph_id, state, created_at, updated_at FROM ("
        "(SELECT g.graph_id, g.state, g.created_at, g.updated_at FROM seal_graphs g WHERE NOT " + done + ") "
        "UNION ALL (SELECT g.graph_id, g.state, g.created_at, g.updated_at FROM seal_graphs g WHERE " + done +
            " ORDER BY g.created_at DESC, g.graph_id COLLATE \"C\" DESC LIMIT $1::bigint)) x "
        "ORDER BY created_at, graph_id COLLATE \"C\"",
        {param(newestDone)});
    nlohmann::json ids = nlohmann::json::array();
    for (int i = 0; i < r.rows(); ++i)
        ids.push_back(std::string(r.text(i, 0)));
    out.sagas = sagasFrom(r, readChildren(conn, ids.dump()));
    for (const Saga& s : out.sagas)
        out.doneListed += s.attentionRank() == 2 ? 1 : 0;
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
