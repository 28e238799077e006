// sealctl check and grants: is this a seal store, and what must its owner
// grant a person's role; which indexes a large store needs.
#include "app/sealctl/cli.hpp"
#include "core/store/grants.hpp"
#include "core/store/indexes.hpp"
#include "core/writes/dual_control.hpp"

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
    if (ctx.flag("--operator") && dualControlOn(conn))
        for (auto& line : dualControlGrantStatements(quoteRole(role))) lines.push_back(std::move(line));
    for (const auto& line : lines) std::printf("%s\n", printable(line).c_str());
    return Ok;
}

int cmdIndexes(Context& ctx)
{
    Connection conn = ctx.connect();
    auto advice = adviseIndexes(conn);
    nlohmann::json created = nlohmann::json::array();
    if (ctx.flag("--create")) {
        for (const IndexAdvice& index : advice) {
            if (index.state == IndexAdvice::State::Present) continue;
            std::fprintf(stderr, "sealctl: building %s on %s (CONCURRENTLY)\n", index.name.c_str(),
                         index.table.c_str());
            createIndex(conn, index);
            created.push_back(index.name);
        }
        advice = adviseIndexes(conn);
    }
    if (ctx.flag("--json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const IndexAdvice& index : advice)
            list.push_back({{"name", index.name},
                            {"table", index.table},
                            {"state", indexStateName(index.state)},
                            {"sql", createIndexSql(index)},
                            {"why", index.why}});
        printJson({{"indexes", list}, {"created", created}});
        return Ok;
    }
    int width = 0; // the names in one column, however long the longest
    for (const IndexAdvice& index : advice)
        width = std::max(width, static_cast<int>(index.name.size()));
    for (const IndexAdvice& index : advice) {
        std::printf("%-*s %-8s %s\n", width, index.name.c_str(), indexStateName(index.state),
                    index.why.c_str());
        if (index.state != IndexAdvice::State::Present) std::printf("    %s;\n", createIndexSql(index).c_str());
    }
    return Ok;
}

} // namespace seal::cli
