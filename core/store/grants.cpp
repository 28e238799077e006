#include "core/store/grants.hpp"

#include "core/store/optional_tables.hpp"

#include <span>

namespace seal {
namespace {

struct TableGrant
{
    const char* privileges;
    const char* table;
};

struct SequenceOf
{
    const char* table;
    const char* column;
};

// What governance.cpp (votes) writes, besides reading.
constexpr TableGrant kApproverTables[] = {
    {"UPDATE", "seal_approvals"},       // SELECT ... FOR UPDATE, state and decided_at
    {"INSERT", "seal_approval_votes"},  // the vote
    {"INSERT", "seal_certs"},           // the decision cert
    {"INSERT", "seal_events"},          // approval_decided
};
constexpr SequenceOf kApproverSequences[] = {
    {"seal_approval_votes", "id"}, {"seal_certs", "seq"}, {"seal_events", "id"}};

// What governance.cpp (policy, revoke, unfreeze), governance_settings.cpp, settle.cpp (settle, witness),
// reconcile.cpp and world.cpp write.
constexpr TableGrant kOperatorTables[] = {
    {"INSERT, UPDATE", "seal_clearance"},  // policy upsert, revoke-all
    {"INSERT, UPDATE", "seal_domains"},    // freeze, unfreeze (FOR UPDATE); a settle, witness, sweep freezing
    {"INSERT, UPDATE", "seal_thresholds"}, // thresholds set (upsert)
    {"INSERT", "seal_proof"},              // proof record
    {"UPDATE, DELETE", "seal_intents"},    // settle: seal / heal, or release the claim (absent)
    {"INSERT", "seal_certs"},              // witnessed and healed certs
    {"INSERT", "seal_events"}, // policy, revoked, unfrozen, healed, released, diverged, settle_unknown,
                               // witnessed, reconcile_clean, out_of_band_spend, reconcile_unknown
};
constexpr SequenceOf kOperatorSequences[] = {
    {"seal_certs", "seq"}, {"seal_events", "id"}, {"seal_proof", "id"}};
// Optional tables (optional_tables.hpp) an operator writes, granted only where the store has them.
constexpr TableGrant kOperatorOptionalTables[] = {
    {"SELECT, INSERT, UPDATE", "seal_budget"},        // budget set (upsert)
    {"SELECT, UPDATE, DELETE", "seal_spend"},         // settle: the intent's reservations settled or released
    {"SELECT", "seal_ticket_pending"},                // 0.3.x only: read beside settle, never written (§15.5)
    {"SELECT, INSERT, UPDATE", "seal_mandate_paths"}, // mandate require|release (upsert)
    // The kernel's obligation tables (SPEC §14): declare, sweep, deactivate, resolve.
    {"SELECT, INSERT, UPDATE", "seal_obligations"},
    {"SELECT, INSERT, UPDATE", "seal_obligation_breaches"},
};
constexpr SequenceOf kOperatorOptionalSequences[] = {{"seal_obligation_breaches", "id"}};

// Seal Desk's withdrawn seal_obligations (no obligation_id, or id/state): no
// grant on it, so nothing Seal Desk runs ever writes it (SPEC §14).
bool withdrawnObligations(Connection& conn)
{
    if (!hasTable(conn, "seal_obligations")) return false;
    Result r = conn.exec("SELECT count(*) FILTER (WHERE attname = 'obligation_id'), "
                         "count(*) FILTER (WHERE attname IN ('id', 'state')) FROM pg_attribute "
                         "WHERE attrelid = to_regclass('seal_obligations') AND attnum > 0 AND NOT attisdropped");
    return r.integer(0, 0) == 0 || r.integer(0, 1) > 0;
}

bool obligationTable(const char* table)
{
    return std::string_view(table).rfind("seal_obligation", 0) == 0;
}

std::string grant(const std::string& what, const std::string& role)
{
    return "GRANT " + what + " TO " + role + ";";
}

} // namespace

std::string quoteRole(std::string_view role)
{
    std::string out = "\"";
    for (const char c : role) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::vector<std::string> grantStatements(Connection& conn, std::string_view roleName, GrantFor kind)
{
    const std::string role = quoteRole(roleName);
    std::vector<std::string> out = {grant("USAGE ON SCHEMA public", role)};
    for (const auto& table : sealTables()) out.push_back(grant("SELECT ON TABLE " + table, role));
    const bool approver = kind == GrantFor::Approver;
    for (const auto& t : approver ? std::span<const TableGrant>(kApproverTables) : std::span<const TableGrant>(kOperatorTables))
        out.push_back(grant(std::string(t.privileges) + " ON TABLE " + t.table, role));
    const bool withdrawn = !approver && withdrawnObligations(conn);
    const auto optional = [&](const char* table) {
        return hasTable(conn, table) && !(withdrawn && obligationTable(table));
    };
    if (withdrawn)
        out.push_back("-- seal_obligations has Seal Desk's withdrawn layout, not the kernel's: no grants for "
                      "obligations (see `sealctl obligations`)");
    if (!approver)
        for (const auto& t : kOperatorOptionalTables)
            if (optional(t.table)) out.push_back(grant(std::string(t.privileges) + " ON TABLE " + t.table, role));
    const auto sequence = [&](const SequenceOf& s) {
        // A table of another layout (the kernel's seal_obligations has no `id`) has no such column.
        Result c = conn.exec("SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass($1) "
                             "AND attname = $2 AND NOT attisdropped)",
                             {param(s.table), param(s.column)});
        if (!c.boolean(0, 0)) {
            out.push_back("-- " + std::string(s.table) + " has no column " + s.column + ": no sequence to grant");
            return;
        }
        Result r = conn.exec("SELECT pg_get_serial_sequence($1, $2)", {param(s.table), param(s.column)});
        if (r.isNull(0, 0))
            out.push_back("-- " + std::string(s.table) + "." + s.column + " takes its value from no sequence");
        else
            out.push_back(grant("USAGE ON SEQUENCE " + std::string(r.text(0, 0)), role));
    };
    for (const auto& s :
         approver ? std::span<const SequenceOf>(kApproverSequences) : std::span<const SequenceOf>(kOperatorSequences))
        sequence(s);
    if (!approver)
        for (const auto& s : kOperatorOptionalSequences)
            if (optional(s.table)) sequence(s);
    return out;
}

} // namespace seal
