#include "core/store/grants.hpp"

#include "core/store/optional_tables.hpp"
#include "core/store/tables.hpp"

#include <algorithm>

namespace seal {
namespace {

// One table's grant or sequence, in the order the registry's places give.
struct Granted
{
    const KernelTable* table;
    const char* what; // privileges, or the serial column
    int place;
};

// The role's grants (sequences when `sequences`) on the core or the optional
// tables, in their places; ties keep the registry's order.
std::vector<Granted> grantsOn(TablePresence presence, GrantFor kind, bool sequences)
{
    std::vector<Granted> out;
    for (const KernelTable& t : kernelTables()) {
        if (t.presence != presence) continue;
        if (sequences)
            for (const SequenceGrant& s : kind == GrantFor::Approver ? t.approverSequences
                                          : kind == GrantFor::Agent  ? t.agentSequences
                                                                     : t.operatorSequences)
                out.push_back({&t, s.column, s.place});
        else
            for (const TableGrant& g : kind == GrantFor::Approver ? t.approver
                                       : kind == GrantFor::Agent  ? t.agent
                                                                  : t.operatorRole)
                out.push_back({&t, g.privileges, g.place});
    }
    std::stable_sort(out.begin(), out.end(), [](const Granted& a, const Granted& b) { return a.place < b.place; });
    return out;
}

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
    for (const Granted& g : grantsOn(TablePresence::Core, kind, false))
        out.push_back(grant(std::string(g.what) + " ON TABLE " + g.table->name, role));
    // Optional tables: granted only where the store has them.
    const auto optionalGrants = grantsOn(TablePresence::Optional, kind, false);
    const bool withdrawn =
        std::any_of(optionalGrants.begin(), optionalGrants.end(),
                    [](const Granted& g) { return obligationTable(g.table->name); }) &&
        withdrawnObligations(conn);
    const auto optional = [&](const char* table) {
        return hasTable(conn, table) && !(withdrawn && obligationTable(table));
    };
    if (withdrawn)
        out.push_back("-- seal_obligations has Seal Desk's withdrawn layout, not the kernel's: no grants for "
                      "obligations (see `sealctl obligations`)");
    // Every optional table the store has is read by some command of either role (mandates, sagas, intent,
    // a portable receipt): SELECT on each, beside what a role writes.
    for (const KernelTable& t : kernelTables())
        if (t.presence == TablePresence::Optional && optional(t.name))
            out.push_back(grant("SELECT ON TABLE " + std::string(t.name), role));
    for (const Granted& g : optionalGrants)
        if (optional(g.table->name)) out.push_back(grant(std::string(g.what) + " ON TABLE " + g.table->name, role));
    const auto sequence = [&](const Granted& s) {
        // A table of another layout (the kernel's seal_obligations has no `id`) has no such column.
        Result c = conn.exec("SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass($1) "
                             "AND attname = $2 AND NOT attisdropped)",
                             {param(s.table->name), param(s.what)});
        if (!c.boolean(0, 0)) {
            out.push_back("-- " + std::string(s.table->name) + " has no column " + s.what + ": no sequence to grant");
            return;
        }
        Result r = conn.exec("SELECT pg_get_serial_sequence($1, $2)", {param(s.table->name), param(s.what)});
        if (r.isNull(0, 0))
            out.push_back("-- " + std::string(s.table->name) + "." + s.what + " takes its value from no sequence");
        else
            out.push_back(grant("USAGE ON SEQUENCE " + std::string(r.text(0, 0)), role));
    };
    for (const Granted& s : grantsOn(TablePresence::Core, kind, true)) sequence(s);
    for (const Granted& s : grantsOn(TablePresence::Optional, kind, true))
        if (optional(s.table->name)) sequence(s);
    if (kind == GrantFor::Agent) {
        Result g = conn.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(std::string_view(kAgentGroup))});
        if (g.rows() > 0)
            out.push_back(grant(quoteRole(kAgentGroup), role));
        else
            out.push_back(std::string("-- no group ") + kAgentGroup + ": create it (CREATE ROLE " + kAgentGroup +
                          " NOLOGIN) and GRANT it to the kernel's logins, so that under dual control the store "
                          "tells the kernel's settles from a person's");
    }
    return out;
}

} // namespace seal
