#include "cli.hpp"

#include <cstdio>

namespace seal::cli {

int cmdCheck(Context& ctx)
{
    Args args(ctx.words, {"json"}, {});
    args.expectPositionals(0, 0);
    Connection conn = Connection::open(ctx.dsn);
    std::vector<std::string> missing;
    {
        ReadTransaction tx(conn);
        missing = missingSealTables(conn);
    }
    if (args.flag("json")) {
        printJson({{"store", conn.describe()}, {"role", conn.user()}, {"missing_tables", missing},
                   {"ok", missing.empty()}});
    } else if (missing.empty()) {
        std::printf("store %s: all seal tables present (role %s)\n", conn.describe().c_str(), conn.user().c_str());
    } else {
        for (const auto& m : missing) std::printf("missing table: %s\n", m.c_str());
    }
    return missing.empty() ? Ok : UsageOrConnection;
}

} // namespace seal::cli
