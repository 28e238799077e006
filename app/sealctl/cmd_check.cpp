// sealctl check and grants: is this a seal store, and what must its owner
// grant a person's role.
#include "cli.hpp"
#include "grants.hpp"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace seal::cli {

int cmdCheck(Context& ctx)
{
    Connection conn = Connection::open(ctx.dsn);
    std::vector<std::string> missing;
    {
        ReadTransaction tx(conn);
        missing = missingSealTables(conn);
    }
    if (ctx.flag("--json")) {
        printJson({{"store", conn.describe()}, {"role", conn.user()}, {"missing_tables", missing},
                   {"ok", missing.empty()}});
    } else if (missing.empty()) {
        std::printf("store %s: all seal tables present (role %s)\n", printable(conn.describe()).c_str(),
                    printable(conn.user()).c_str());
    } else {
        for (const auto& m : missing) std::printf("missing table: %s\n", m.c_str());
    }
    return missing.empty() ? Ok : UsageOrConnection;
}

int cmdGrants(Context& ctx)
{
    const std::string role = ctx.positional("ROLE");
    if (!ctx.flag("--approver") && !ctx.flag("--operator"))
        throw UsageError("say what the role does: --approver (votes), --operator (policy, settle, unfreeze), or both");
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    std::vector<std::string> lines;
    for (const auto& [flag, kind] : {std::pair{"--approver", GrantFor::Approver}, std::pair{"--operator", GrantFor::Operator}})
        if (ctx.flag(flag))
            for (auto& line : grantStatements(conn, role, kind))
                if (std::find(lines.begin(), lines.end(), line) == lines.end()) lines.push_back(std::move(line));
    for (const auto& line : lines) std::printf("%s\n", printable(line).c_str());
    return Ok;
}

} // namespace seal::cli
