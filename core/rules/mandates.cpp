#include "core/rules/mandates.hpp"
#include "core/store/optional_tables.hpp"
#include "core/store/row_decoder.hpp"

#include "core/canon/json_pretty.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace seal {
namespace {

constexpr const char* kMandateColumns =
    "SELECT mandate_id, intent, path, args_digest, amount, tier, approval_id, approvers::text, clearance, "
    "created_at, expires_at, consumed_at FROM seal_mandates ";

Mandate mandateFromRow(const Result& r, int row, double now)
{
    Mandate m;
    m.mandateId = r.text(row, 0);
    m.intent = r.text(row, 1);
    m.path = r.text(row, 2);
    m.argsDigest = r.text(row, 3);
    m.tier = r.optText(row, 5);
    m.approvalId = r.optText(row, 6);
    m.approversText = r.optText(row, 7);
    m.clearance = r.optText(row, 8);
    const RowDecoder decoded(r, row, "seal_mandates", "mandate_id " + m.mandateId, m.invalid);
    m.amount = decoded.optReal(4);
    m.createdAt = decoded.real(9, RealKind::Time);
    m.expiresAt = decoded.real(10, RealKind::Time);
    m.consumedAt = decoded.optReal(11, RealKind::Time);
    m.state = mandateState(!r.isNull(row, 11), m.expiresAt, now);
    return m;
}

nlohmann::json number(std::optional<double> v)
{
    return v && std::isfinite(*v) ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json approversValue(const std::optional<std::string>& text)
{
    if (!text) return nlohmann::json::array();
    nlohmann::json v = parseJsonBounded(*text); // too deep: kept as its text
    return v.is_discarded() ? nlohmann::json(*text) : v;
}

std::vector<MandatePath> readMandatePaths(Connection& conn)
{
    std::vector<MandatePath> paths;
    if (!hasTable(conn, "seal_mandate_paths")) return paths;
    Result r = conn.exec("SELECT path, required, updated_at, updated_by FROM seal_mandate_paths ORDER BY path COLLATE \"C\"");
    for (int i = 0; i < r.rows(); ++i) {
        const CheckedReal at =
            r.checkedReal(i, 2, "seal_mandate_paths", "path " + std::string(r.text(i, 0)), RealKind::Time);
        paths.push_back(MandatePath{std::string(r.text(i, 0)), r.boolean(i, 1), at.value, std::string(r.text(i, 3)),
                                    at.problem});
    }
    return paths;
}

} // namespace

const char* mandateState(bool consumed, double expiresAt, double now)
{
    if (consumed) return "consumed";
    return now > expiresAt || std::isnan(expiresAt) ? "expired" : "active";
}

MandatesReport readMandates(Connection& conn, double now)
{
    MandatesReport report;
    report.at = now;
    report.paths = readMandatePaths(conn);
    if (hasTable(conn, "seal_mandates")) {
        Result r = conn.exec(std::string(kMandateColumns) + "ORDER BY created_at, mandate_id COLLATE \"C\"");
        for (int i = 0; i < r.rows(); ++i)
            report.mandates.push_back(mandateFromRow(r, i, now));
    }
    return report;
}

std::optional<Mandate> readMandateForIntent(Connection& conn, const std::string& intent, double now)
{
    if (!hasTable(conn, "seal_mandates")) return std::nullopt;
    Result r = conn.exec(std::string(kMandateColumns) +
                             "WHERE intent = $1 ORDER BY created_at DESC, mandate_id DESC LIMIT 1",
                         {param(intent)});
    if (r.rows() == 0) return std::nullopt;
    return mandateFromRow(r, 0, now);
}

MandateWindow readMandateWindow(Connection& conn, double now, int newest)
{
    MandateWindow window;
    window.at = now;
    window.paths = readMandatePaths(conn);
    if (!hasTable(conn, "seal_mandates")) return window;
    window.total = conn.exec("SELECT count(*) FROM seal_mandates").integer(0, 0);
    Result r = conn.exec(std::string(kMandateColumns) +
                             "ORDER BY created_at DESC, mandate_id COLLATE \"C\" DESC LIMIT $1",
                         {param(std::max(newest, 0))});
    nlohmann::json intents = nlohmann::json::array();
    for (int i = 0; i < r.rows(); ++i) {
        window.mandates.push_back(MandateWithTicket{mandateFromRow(r, i, now), std::nullopt});
        intents.push_back(window.mandates.back().mandate.intent);
    }
    if (window.mandates.empty() || !hasTable(conn, "seal_tickets")) return window;
    // The newest spent ticket of each intent shown, in one read.
    Result t = conn.exec("SELECT DISTINCT ON (intent) intent, sig, path, spent_at FROM seal_tickets "
                         "WHERE intent IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                         "ORDER BY intent, spent_at DESC, sig DESC",
                         {param(intents.dump())});
    std::map<std::string, SpentTicket> tickets;
    for (int i = 0; i < t.rows(); ++i) {
        SpentTicket ticket{std::string(t.text(i, 1)), std::string(t.text(i, 2)), 0, {}};
        const CheckedReal at = t.checkedReal(i, 3, "seal_tickets", "sig " + ticket.sig, RealKind::Time);
        ticket.spentAt = at.value;
        ticket.invalid = at.problem;
        tickets.emplace(std::string(t.text(i, 0)), std::move(ticket));
    }
    for (MandateWithTicket& m : window.mandates)
        if (auto it = tickets.find(m.mandate.intent); it != tickets.end()) m.ticket = it->second;
    return window;
}

nlohmann::json mandateJson(const Mandate& m)
{
    nlohmann::json j = {{"mandate_id", m.mandateId},
                        {"intent", m.intent},
                        {"path", m.path},
                        {"args_digest", m.argsDigest},
                        {"amount", number(m.amount)},
                        {"tier", orNull(m.tier)},
                        {"approval_id", orNull(m.approvalId)},
                        {"approvers", approversValue(m.approversText)},
                        {"clearance", orNull(m.clearance)},
                        {"created_at", number(m.createdAt)},
                        {"expires_at", number(m.expiresAt)},
                        {"consumed_at", number(m.consumedAt)},
                        {"state", m.state}};
    if (!m.invalid.empty()) j["invalid"] = m.invalid;
    return j;
}

nlohmann::json mandatesJson(const MandatesReport& report)
{
    nlohmann::json paths = nlohmann::json::array();
    for (const auto& p : report.paths) {
        nlohmann::json j = {{"path", p.path},
                            {"required", p.required},
                            {"updated_at", number(p.updatedAt)},
                            {"updated_by", p.updatedBy}};
        if (!p.invalid.empty()) j["invalid"] = p.invalid;
        paths.push_back(std::move(j));
    }
    nlohmann::json mandates = nlohmann::json::array();
    for (const auto& m : report.mandates)
        mandates.push_back(mandateJson(m));
    return {{"paths", paths}, {"mandates", mandates}};
}

} // namespace seal
