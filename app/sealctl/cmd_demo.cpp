// sealctl demo-server and simulate: a private demo store, and simulated
// agents that keep a store alive. Both write synthetic data: demo and test
// stores only.
#include "app/sealctl/cli.hpp"
#include "core/demo/demo_server.hpp"
#include "core/demo/simulator.hpp"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <limits>
#include <memory>

namespace seal::cli {
namespace {

struct DemoServerCommand
{
    std::optional<std::string> dir;
    std::optional<std::int64_t> port;
    bool tcp = false;
    bool json = false;
};

DemoServerOptions demoOptions(const DemoServerCommand& c, bool verbose)
{
    DemoServerOptions o;
    o.dir = c.dir.value_or("");
    if (c.port) o.port = static_cast<int>(*c.port);
    o.tcp = c.tcp;
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

int demoServer(const std::string& action, const DemoServerCommand& c)
{
    const bool json = c.json;
    const DemoServerOptions o = demoOptions(c, !json);
    try {
        if (action == "stop") {
            const bool stopped = stopDemoServer(o);
            if (json)
                printJson({{"stopped", stopped}});
            else
                std::printf(stopped ? "demo server stopped and removed\n" : "no demo server to stop\n");
            return Ok;
        }
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

struct SimulateCommand
{
    std::optional<std::int64_t> agents;
    std::optional<double> seconds;
    std::vector<std::string> agentDsns;
    bool demo = false;
    std::optional<std::string> dir;
    std::optional<std::int64_t> seed;
    bool json = false;
};

int simulation(Context& ctx, const SimulateCommand& c)
{
    const bool json = c.json;
    SimulationOptions o;
    o.agents = static_cast<int>(c.agents.value_or(4));
    o.seconds = c.seconds.value_or(10);
    if (o.seconds <= 0 || o.seconds > 86400)
        throw UsageError("--seconds must be more than 0 and at most 86400");
    if (c.seed) o.seed = static_cast<std::uint32_t>(*c.seed);
    o.agentDsns = c.agentDsns;
    if (c.demo) {
        DemoServerOptions d;
        d.dir = c.dir.value_or("");
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

} // namespace

void registerDemo(CommandTable& table)
{
    CLI::App* group = table.addGroup("demo-server",
                                     "a private PostgreSQL with demo roles and history; prints the DSN per role");
    for (const char* action : {"start", "stop", "status"}) {
        auto o = std::make_shared<DemoServerCommand>();
        const std::string verb = action;
        CLI::App* command = table.add(verb,
                                      verb == "start"  ? "start the demo server (made on first start)"
                                      : verb == "stop" ? "stop the demo server and remove it"
                                                       : "whether it runs, and its DSNs",
                                      [o, verb](Context&) { return demoServer(verb, *o); }, group);
        addText(*command, "--dir", o->dir, "D", "the server's state directory");
        addWhole(*command, "--port", o->port, "N", "the port (1..65535)")->check(wholeIn(1, 65535));
        addFlag(*command, "--tcp", o->tcp, "listen on 127.0.0.1 too, not only a Unix socket");
        addJson(*command, o->json);
    }

    auto s = std::make_shared<SimulateCommand>();
    CLI::App* simulate = table.add("simulate", "simulated agents write synthetic activity (demo and test stores only)",
                                   [s](Context& ctx) { return simulation(ctx, *s); });
    addWhole(*simulate, "--agents", s->agents, "N", "how many agents (1..64, default 4)")->check(wholeIn(1, 64));
    addNumber(*simulate, "--seconds", s->seconds, "S", "for how long (default 10)");
    simulate->add_option("--agent-dsn", s->agentDsns, "an agent's connection string (repeatable; default the store's)")
        ->type_name("DSN")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    addFlag(*simulate, "--demo", s->demo, "as the agents of the running demo server");
    addText(*simulate, "--dir", s->dir, "D", "the demo server's state directory");
    addWhole(*simulate, "--seed", s->seed, "N", "the random seed, to repeat a run")
        ->check(wholeIn(0, std::numeric_limits<std::uint32_t>::max()));
    addJson(*simulate, s->json);
}

} // namespace seal::cli
