// sealctl demo-server and simulate: a private demo store, and simulated
// agents that keep a store alive. Both write synthetic data: demo and test
// stores only.
#include "app/sealctl/cli.hpp"
#include "core/demo/demo_server.hpp"
#include "core/demo/simulator.hpp"

#include <cstdio>

namespace seal::cli {
namespace {

DemoServerOptions demoOptions(const Context& ctx, bool verbose)
{
    DemoServerOptions o;
    o.dir = ctx.value("--dir").value_or("");
    if (auto p = ctx.value("--port")) {
        const double port = parseNumber(*p, "--port");
        if (port < 1 || port > 65535 || port != static_cast<int>(port))
            throw UsageError("--port must be 1..65535");
        o.port = static_cast<int>(port);
    }
    o.tcp = ctx.flag("--tcp");
    if (verbose)
        o.log = [](const std::string& line) { std::fprintf(stderr, "demo-server: %s\n", printable(line).c_str()); };
    return o;
}

void printServer(const DemoServer& s)
{
    if (!s.running) {
        std::printf("demo server not running (state dir %s); start one with `sealctl demo-server start`\n",
                    s.dir.c_str());
        return;
    }
    std::printf("demo server running: database %s in %s (%s)\n", s.database.c_str(), s.base.c_str(),
                s.tcp ? ("Unix socket and 127.0.0.1:" + std::to_string(s.port)).c_str()
                      : "Unix socket only, no TCP");
    std::printf("DSN per role (use with --dsn or SEAL_DSN):\n");
    for (const auto& r : s.roles) {
        const std::string what = r.kind == "admin"   ? "admin (superuser: reads only, writes refused)"
                                 : r.kind == "agent" ? "agent on " + r.path
                                                     : r.kind;
        std::printf("  %-15s %-46s %s\n", r.name.c_str(), what.c_str(), r.dsn.c_str());
        if (!r.tcpDsn.empty()) std::printf("  %-15s %-46s %s\n", "", "  over TCP:", r.tcpDsn.c_str());
    }
    std::printf("demo votes are signed with SEAL_GOV_KEY=%s\n", s.govKey.c_str());
}

} // namespace

int cmdDemoServer(Context& ctx)
{
    const std::string action = ctx.positional("ACTION");
    const bool json = ctx.flag("--json");
    const DemoServerOptions o = demoOptions(ctx, !json);
    try {
        if (action == "stop") {
            const bool stopped = stopDemoServer(o);
            if (json)
                printJson({{"stopped", stopped}});
            else
                std::printf(stopped ? "demo server stopped and removed\n" : "no demo server to stop\n");
            return Ok;
        }
        if (action != "start" && action != "status")
            throw UsageError("demo-server needs start, stop or status");
        const DemoServer s = action == "start" ? startDemoServer(o) : demoServerStatus(o);
        if (json)
            printJson(s.toJson());
        else
            printServer(s);
        return s.running ? Ok : StoreNotFine;
    } catch (const DemoServerError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return UsageOrConnection;
    }
}

int cmdSimulate(Context& ctx)
{
    const bool json = ctx.flag("--json");
    SimulationOptions o;
    o.agents = static_cast<int>(parseNumber(ctx.value("--agents").value_or("4"), "--agents"));
    o.seconds = parseNumber(ctx.value("--seconds").value_or("10"), "--seconds");
    if (o.agents < 1 || o.agents > 64) throw UsageError("--agents must be 1..64");
    if (o.seconds <= 0 || o.seconds > 86400)
        throw UsageError("--seconds must be more than 0 and at most 86400");
    if (auto seed = ctx.value("--seed")) o.seed = static_cast<std::uint32_t>(parseNumber(*seed, "--seed"));
    o.agentDsns = ctx.values("--agent-dsn");
    if (ctx.flag("--demo")) {
        DemoServerOptions d;
        d.dir = ctx.value("--dir").value_or("");
        const DemoServer s = demoServerStatus(d);
        if (!s.running)
            throw UsageError("no demo server running in " + s.dir +
                             ": start one with `sealctl demo-server start`");
        o.agentDsns = s.agentDsns();
    }
    if (o.agentDsns.empty()) o.agentDsns.push_back(ctx.dsn);
    {
        Connection probe = Connection::open(o.agentDsns.front());
        requireSealTables(probe); // a store must exist; simulate never creates one
        if (!json)
            std::printf("simulating %d agent(s) for %g s against %s (synthetic activity)\n", o.agents,
                        o.seconds, probe.describe().c_str());
    }
    if (!json) o.log = [](const std::string& line) { std::printf("  %s\n", printable(line).c_str()); };
    const SimulationReport r = simulate(o);
    if (json) {
        printJson(r.toJson());
    } else {
        std::printf(
            "done in %.1f s: %lld admitted, %lld sealed, %lld confirmed, %lld world-unknown, %lld approvals, "
            "%lld holds, %lld divergences, %lld sweeps, %lld refused, %lld errors\n",
            r.seconds, r.admitted, r.sealed, r.confirmed, r.worldUnknown, r.approvals, r.holds, r.divergences,
            r.sweeps, r.refused, r.errors);
        for (const auto& e : r.errorSamples)
            std::printf("  error: %s\n", printable(e).c_str());
    }
    return r.errors == 0 ? Ok : StoreNotFine;
}

} // namespace seal::cli
