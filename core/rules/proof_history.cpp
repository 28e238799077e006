#include "core/rules/proof_history.hpp"

#include "core/rules/clearance.hpp"

#include <algorithm>
#include <cmath>

namespace seal {
namespace {

// id, path, green, storm_n, executions, at, by, detail: the columns every query below selects.
constexpr const char* kProofColumns =
    "s.id, s.path, s.green, s.storm_n, s.executions, s.at,"
    " CASE WHEN jsonb_typeof(s.detail) = 'object' AND jsonb_typeof(s.detail->'by') = 'string'"
    " THEN s.detail->>'by' END, s.detail::text";

ProofEntry entryAt(const Result& r, int i, int first)
{
    ProofEntry e;
    e.id = r.integer(i, first);
    e.path = std::string(r.text(i, first + 1));
    e.green = r.boolean(i, first + 2);
    if (!r.isNull(i, first + 3)) e.stormN = r.integer(i, first + 3);
    if (!r.isNull(i, first + 4)) e.executions = r.integer(i, first + 4);
    e.at = r.checkedReal(i, first + 5, "seal_proof", "id " + std::to_string(e.id), RealKind::Time);
    e.by = r.optText(i, first + 6);
    e.detailText = r.optText(i, first + 7);
    return e;
}

std::vector<ProofEntry> readEntries(Connection& conn, const std::optional<std::string>& path, double at, int limit,
                                    bool& more)
{
    // One more than asked: whether older ones exist. A proof from after `at` did not exist then.
    Result r = conn.exec(std::string("SELECT ") + kProofColumns +
                             " FROM seal_proof s WHERE ($1::text IS NULL OR s.path = $1) AND s.at <= $2"
                             " ORDER BY s.at DESC, s.id DESC LIMIT $3",
                         {path ? param(*path) : Param(), param(at), param(limit + 1)});
    std::vector<ProofEntry> out;
    for (int i = 0; i < r.rows() && i < limit; ++i)
        out.push_back(entryAt(r, i, 0));
    more = r.rows() > limit;
    return out;
}

std::vector<ProofAge> readAges(Connection& conn, const std::optional<std::string>& path, double at)
{
    Result r = conn.exec(
        std::string("WITH paths AS (SELECT path FROM seal_proof WHERE at <= $2 UNION SELECT path FROM "
                    "seal_clearance) "
                    "SELECT p.path, c.path IS NOT NULL, c.status, c.max_proof_age_sec, ") +
            kProofColumns +
            " FROM paths p LEFT JOIN seal_clearance c ON c.path = p.path"
            " LEFT JOIN LATERAL (SELECT * FROM seal_proof x WHERE x.path = p.path AND x.at <= $2"
            " ORDER BY x.at DESC, x.id DESC LIMIT 1) s ON true"
            " WHERE $1::text IS NULL OR p.path = $1 ORDER BY p.path COLLATE \"C\"",
        {path ? param(*path) : Param(), param(at)});
    std::vector<ProofAge> out;
    for (int i = 0; i < r.rows(); ++i) {
        ProofAge a;
        a.path = std::string(r.text(i, 0));
        if (r.boolean(i, 1)) a.policy = r.optText(i, 2);
        a.maxProofAgeSec = kDefaultMaxProofAgeSec;
        if (!r.isNull(i, 3)) {
            const CheckedReal max = r.checkedReal(i, 3, "seal_clearance.max_proof_age_sec", "path " + a.path);
            a.maxIsDefault = false;
            a.maxProofAgeSec = max.value;
            a.maxProblem = max.problem;
        }
        if (!r.isNull(i, 4)) {
            a.latest = entryAt(r, i, 4);
            if (a.latest->at.valid()) a.ageSec = at - a.latest->at.value;
        }
        out.push_back(std::move(a));
    }
    // A path asked for by name has its line even with no proof and no policy: the default applies.
    if (path && out.empty()) out.push_back(ProofAge{*path, std::nullopt, kDefaultMaxProofAgeSec, true, {}, {}, {}});
    return out;
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json timeJson(const CheckedReal& t)
{
    return t.valid() ? nlohmann::json(t.value) : nlohmann::json(nullptr);
}

nlohmann::json entryJson(const ProofEntry& e)
{
    nlohmann::json detail = nullptr;
    if (e.detailText) detail = nlohmann::json::parse(*e.detailText, nullptr, false); // jsonb text always parses
    nlohmann::json j = {{"id", e.id},           {"path", e.path}, {"green", e.green},
                        {"storm_n", orNull(e.stormN)}, {"executions", orNull(e.executions)},
                        {"at", timeJson(e.at)}, {"by", orNull(e.by)}, {"detail", detail}};
    if (!e.at.valid()) j["invalid"] = e.at.problem;
    return j;
}

nlohmann::json ageJson(const ProofAge& a)
{
    nlohmann::json j = {{"path", a.path},
                        {"policy", orNull(a.policy)},
                        {"latest_id", a.latest ? nlohmann::json(a.latest->id) : nlohmann::json(nullptr)},
                        {"latest_at", a.latest ? timeJson(a.latest->at) : nlohmann::json(nullptr)},
                        {"latest_green", a.latest ? nlohmann::json(a.latest->green) : nlohmann::json(nullptr)},
                        {"age_sec", orNull(a.ageSec)},
                        {"max_proof_age_sec", a.maxProblem.empty() ? nlohmann::json(a.maxProofAgeSec)
                                                                   : nlohmann::json(nullptr)},
                        {"max_proof_age_default", a.maxIsDefault},
                        {"within_max", a.withinMax()}};
    if (!a.maxProblem.empty()) j["invalid"] = a.maxProblem;
    return j;
}

} // namespace

ProofHistory readProofHistory(Connection& conn, const std::optional<std::string>& path, double at, int limit)
{
    ProofHistory h;
    h.at = at;
    h.entries = readEntries(conn, path, at, std::clamp(limit, 1, kMaxProofHistoryLimit), h.more);
    h.ages = readAges(conn, path, at);
    return h;
}

nlohmann::json proofHistoryJson(const ProofHistory& h, const std::optional<std::string>& path)
{
    nlohmann::json entries = nlohmann::json::array();
    for (const auto& e : h.entries)
        entries.push_back(entryJson(e));
    nlohmann::json ages = nlohmann::json::array();
    for (const auto& a : h.ages)
        ages.push_back(ageJson(a));
    return {{"at", h.at}, {"path", orNull(path)}, {"entries", entries}, {"more", h.more}, {"ages", ages}};
}

} // namespace seal
