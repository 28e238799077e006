// A store kept alive by simulated agents, for demos and tests: N threads,
// each with its own connection (and, given DSNs, its own agent role), doing
// what agents do through the agent side of the core (agent.hpp): effects
// admitted, sealed and witnessed so paths earn levels, approvals requested,
// now and then a hold (an open claim left to expire) and, once per run, a
// divergence. Bounded in time; every write goes through the chain writer, so
// the chain is intact afterwards. It writes synthetic activity: demo and
// test stores only.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace seal {

class DemoLedger;

struct SimulationOptions
{
    std::vector<std::string> agentDsns; // agent i connects with agentDsns[i % size]
    int agents = 4;
    double seconds = 10;
    std::uint32_t seed = 0;                      // 0: from the clock
    std::string divergencePath = "charge";       // where the run's one divergence lands
    const std::atomic<bool>* cancel = nullptr;   // set to stop early
    // How fast agents act: 1 normal (a few acts per second each), 4 four
    // times as often; read before each pause, so a change applies at once.
    const std::atomic<double>* speed = nullptr;
    // The provider the agents pay through (the demo's): each effect that
    // reached it is a charge tagged with its intent, so asking the provider
    // about a hold has a true answer. Null: no provider keeps a ledger.
    DemoLedger* ledger = nullptr;
    std::function<void(const std::string&)> log; // one line per notable thing; may be empty
};

struct SimulationReport
{
    int agents = 0;
    double seconds = 0;
    long long admitted = 0;
    long long sealed = 0;
    long long confirmed = 0;    // witnessed confirmed_one
    long long worldUnknown = 0; // witnessed unknown: a hold
    long long approvals = 0;    // approval requests that needed a human
    long long holds = 0;        // claims left to expire
    long long divergences = 0;
    long long sweeps = 0;
    long long refused = 0; // e.g. admits into a frozen domain
    long long errors = 0;
    std::vector<std::string> errorSamples; // the first few, for the log

    nlohmann::json toJson() const;
};

// Runs the agents until `seconds` have passed (or cancel), then joins them.
SimulationReport simulate(const SimulationOptions& options);

} // namespace seal
