// sealctl check and grants: is this a seal store, and what must its owner
// grant a person's role; which indexes a large store needs.
#include "app/sealctl/cli.hpp"
#include "core/store/grants.hpp"
#include "core/store/indexes.hpp"
#include "core/writes/dual_control.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <utility>

namespace seal::cli {
namespace {

struct GrantsOptions
{
    std::string role;
    bool approver = false;
    bool operatorRole = false;
    bool agent = false;
};

int check(Context& ctx, bool asJson)
{
    Connection conn = Connection::open(ctx.dsn);
    std::vector<std::string> missing;
    {
        ReadTransaction tx(conn);
        missing = missingSealTables(conn);
    }
    if (asJson) {
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

int grants(Context& ctx, const GrantsOptions& o)
{
    const std::string& role = o.role;
    if (!o.approver && !o.operatorRole && !o.agent)
        throw UsageError("say what the role does: --approver (votes), --operator (policy, settle, unfreeze), or both; "
                         "--agent for the kernel's login");
    if (o.agent && (o.approver || o.operatorRole))
        throw UsageError("--agent is the kernel's login, never a person's: it takes neither --approver nor --operator");
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    std::vector<std::string> lines;
    for (const auto& [given, kind] :
         {std::pair{o.approver, GrantFor::Approver}, std::pair{o.operatorRole, GrantFor::Operator},
          std::pair{o.agent, GrantFor::Agent}})
        if (given)
            for (auto& line : grantStatements(conn, role, kind))
                if (std::find(lines.begin(), lines.end(), line) == lines.end()) lines.push_back(std::move(line));
    if (o.operatorRole && dualControlOn(conn))
        for (auto& line : dualControlGrantStatements(quoteRole(role))) lines.push_back(std::move(line));
    for (const auto& line : lines) std::printf("%s\n", printable(line).c_str());
    return Ok;
}

int indexes(Context& ctx, bool create, bool asJson)
{
    Connection conn = ctx.connect();
    auto advice = adviseIndexes(conn);
    nlohmann::json created = nlohmann::json::array();
    if (create) {
        for (const IndexAdvice& index : advice) {
            if (index.state == IndexAdvice::State::Present) continue;
            std::fprintf(stderr, "sealctl: building %s on %s (CONCURRENTLY)\n", index.name.c_str(),
                         index.table.c_str());
            createIndex(conn, index);
            created.push_back(index.name);
        }
        advice = adviseIndexes(conn);
    }
    if (asJson) {
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

} // namespace

void registerCheck(CommandTable& table)
{
    auto json = std::make_shared<bool>(false);
    addJson(*table.add("check", "connect and report missing seal tables",
                       [json](Context& ctx) { return check(ctx, *json); }),
            *json);

    auto g = std::make_shared<GrantsOptions>();
    CLI::App* grantsCommand =
        table.add("grants", "the GRANT statements (tables and sequences) a person's role needs, for the store's owner "
                            "to run (--approver, --operator or both; --agent for the kernel)",
                  [g](Context& ctx) { return grants(ctx, *g); });
    addArgument(*grantsCommand, "ROLE", g->role, "the person's database role");
    addFlag(*grantsCommand, "--approver", g->approver, "what a role that votes needs");
    addFlag(*grantsCommand, "--operator", g->operatorRole, "what a role that sets policy, settles and unfreezes needs");
    addFlag(*grantsCommand, "--agent", g->agent,
            "what the kernel's login needs (its writes, sweeps, a freeze on divergence) and nothing that loosens a "
            "control");

    auto create = std::make_shared<bool>(false);
    auto indexesJson = std::make_shared<bool>(false);
    CLI::App* indexesCommand = table.add(
        "indexes",
        "the indexes a large store needs, which are missing and why; --create builds them CONCURRENTLY (agents keep "
        "writing; may take minutes at millions of certs). Reading never creates one",
        [create, indexesJson](Context& ctx) { return indexes(ctx, *create, *indexesJson); });
    addFlag(*indexesCommand, "--create", *create,
            "build the missing ones now (needs CREATE on the tables: the store's owner)");
    addJson(*indexesCommand, *indexesJson);
}

} // namespace seal::cli
