// Whether a governed row's change loosens a control, read as the kernel reads
// each value: core's statement of the rule the store's guard applies
// (sealdesk_loosens in dual_control_sql.cpp). test_dual_control runs both on
// a generated matrix of rows and fails on any row where they disagree.
#include "core/rules/clearance.hpp" // kDefaultMaxProofAgeSec
#include "core/writes/dual_control.hpp"

#include <cmath>
#include <limits>

namespace seal {
namespace {

using nlohmann::json;

constexpr double kInf = std::numeric_limits<double>::infinity();

// row -> column, as PostgreSQL's `->`: none when there is no row or no such key.
std::optional<json> field(const json& row, const char* column)
{
    if (!row.is_object()) return std::nullopt;
    const auto it = row.find(column);
    if (it == row.end()) return std::nullopt;
    return *it;
}

// Both sides absent, or both present and equal as jsonb compares them.
bool same(const std::optional<json>& a, const std::optional<json>& b)
{
    return a.has_value() == b.has_value() && (!a || *a == *b);
}

// sealdesk_real: a number, or NaN and the infinities as to_jsonb writes them.
std::optional<double> real(const std::optional<json>& v)
{
    if (!v) return std::nullopt;
    if (v->is_number()) return v->get<double>();
    if (v->is_string()) {
        const auto& s = v->get_ref<const std::string&>();
        if (s == "NaN") return std::numeric_limits<double>::quiet_NaN();
        if (s == "Infinity") return kInf;
        if (s == "-Infinity") return -kInf;
    }
    return std::nullopt;
}

bool isTrue(const json& row, const char* column)
{
    const auto v = field(row, column);
    return v && v->is_boolean() && v->get<bool>();
}

// PostgreSQL orders NaN above every number; each rule below maps NaN first, so
// what remains compares as in C++.
int statusRank(const json& row, bool after)
{
    if (row.is_null()) return 1;
    const auto v = field(row, "status");
    const std::string s = v && v->is_string() ? v->get<std::string>() : std::string("\x01");
    if (s == "REVOKED") return 0;
    if (s == "HOLD") return 1;
    if (s == "CLEARED") return 2;
    return after ? 1 : 0;
}

double proofAge(const json& row)
{
    const auto v = real(field(row, "max_proof_age_sec"));
    if (v && std::isnan(*v)) return kInf;
    if (!v || *v <= 0) return kDefaultMaxProofAgeSec;
    return *v;
}

bool policyLoosens(const json& o, const json& n)
{
    return statusRank(n, true) > statusRank(o, false) || proofAge(n) > proofAge(o);
}

bool thresholdsLoosen(const json& o, const json& n)
{
    for (const char* c : {"auto_ceiling", "dual_ceiling"}) {
        if (same(field(o, c), field(n, c))) continue;
        const auto ov = real(field(o, c));
        const auto nv = real(field(n, c));
        const double before = o.is_null() ? kInf : !ov || std::isnan(*ov) ? -kInf : *ov;
        const double after = n.is_null() ? kInf : nv && std::isnan(*nv) ? -kInf : !nv ? kInf : *nv;
        if (after > before) return true;
    }
    const char* c = "required_approvers";
    if (same(field(o, c), field(n, c))) return false;
    const auto ov = real(field(o, c));
    const auto nv = real(field(n, c));
    const double before = o.is_null() ? 0 : !ov || std::isnan(*ov) ? kInf : *ov;
    const double after = n.is_null() ? 0 : !nv || std::isnan(*nv) ? 0 : *nv;
    return after < before;
}

bool budgetLoosens(const json& o, const json& n)
{
    if (!same(field(o, "limit_amt"), field(n, "limit_amt"))) {
        const auto ov = real(field(o, "limit_amt"));
        const auto nv = real(field(n, "limit_amt"));
        const double before = o.is_null() ? 0 : ov && std::isnan(*ov) ? kInf : !ov ? -kInf : *ov;
        const double after = n.is_null() || !nv || !std::isfinite(*nv) ? kInf : *nv;
        if (after > before) return true;
    }
    if (!same(field(o, "window_sec"), field(n, "window_sec"))) {
        const auto ov = real(field(o, "window_sec"));
        const auto nv = real(field(n, "window_sec"));
        const double before = o.is_null() ? kInf : ov && (std::isnan(*ov) || *ov <= 0) ? 0 : !ov ? kInf : *ov;
        const double after = n.is_null() || !nv || !std::isfinite(*nv) || *nv <= 0 ? 0 : *nv;
        if (after < before) return true;
    }
    return false;
}

bool obligationLoosens(const json& o, const json& n, double now)
{
    if (!isTrue(o, "active")) return false;
    if (!isTrue(n, "active")) return true;
    for (const char* c : {"obligation_id", "kind", "action", "intent_key", "expected_intent", "due_at",
                          "every_sec", "min_count", "grace_sec", "require_world", "anchor_at"})
        if (!same(field(o, c), field(n, c))) return true;
    const auto kind = field(o, "kind");
    if (!kind || *kind != json("recurring") || same(field(o, "next_window"), field(n, "next_window")))
        return false;
    const auto ov = real(field(o, "next_window"));
    const auto nv = real(field(n, "next_window"));
    if (!nv || std::isnan(*nv)) return true;
    if (ov && !std::isnan(*ov) && *nv <= *ov) return false;
    const auto anchor = real(field(o, "anchor_at"));
    const auto grace = real(field(o, "grace_sec"));
    const auto every = real(field(o, "every_sec"));
    if (!anchor || !grace || !every || std::isnan(*anchor) || std::isnan(*grace) || std::isnan(*every) ||
        *every <= 0)
        return true;
    return *nv > std::floor((now + 300 - *anchor - *grace) / *every);
}

} // namespace

bool rowLoosens(ChangeKind kind, const json& oldRow, const json& newRow, double now)
{
    if (oldRow == newRow) return false;
    switch (kind) {
    case ChangeKind::Policy:
        return policyLoosens(oldRow, newRow);
    case ChangeKind::Thresholds:
        return thresholdsLoosen(oldRow, newRow);
    case ChangeKind::Unfreeze:
        return isTrue(oldRow, "frozen") && !isTrue(newRow, "frozen");
    case ChangeKind::MandateRelease:
        return isTrue(oldRow, "required") && !isTrue(newRow, "required");
    case ChangeKind::Budget:
        return budgetLoosens(oldRow, newRow);
    case ChangeKind::ObligationCancel:
        return obligationLoosens(oldRow, newRow, now);
    case ChangeKind::SettleAttested:
        return true;
    case ChangeKind::Proof:
        // The path's policy and whether it is in force (sealdesk_change_before), then the proof: green on a
        // CLEARED path not in force puts it back in force.
        return field(oldRow, "status") == json("CLEARED") && field(oldRow, "in_force") == json(false) &&
               isTrue(newRow, "green");
    }
    return true;
}

// The act's values laid over the governed row as it is (a field the act
// leaves out is kept), judged by the guard's rule.
bool changeLoosens(ChangeKind kind, const json& before, const json& after)
{
    if (kind == ChangeKind::SettleAttested) return true;
    json next = before.is_object() ? before : json::object();
    if (after.is_object())
        for (const auto& [key, value] : after.items())
            next[key] = value;
    return rowLoosens(kind, before.is_object() ? before : json(), next, 0);
}

} // namespace seal
