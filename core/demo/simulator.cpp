#include "core/demo/simulator.hpp"

#include "core/base/clock.hpp"
#include "core/demo/agent.hpp"
#include "core/demo/demo_provider.hpp"
#include "core/store/store.hpp"
#include "core/writes/world.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <mutex>
#include <random>
#include <thread>

namespace seal {
namespace {

using SteadyClock = std::chrono::steady_clock;

// The paths agents spend on, with how often the provider later confirms an
// effect: that ratio is what moves a path up the levels (SPEC §4).
struct SimPath
{
    const char* name;
    double confirmRate;
    double minAmount;
    double maxAmount;
};

const std::vector<SimPath>& simPaths()
{
    static const std::vector<SimPath> paths = {{"refund", 0.97, 5, 400},
                                               {"charge", 0.92, 10, 2000},
                                               {"payout", 0.7, 50, 12000},
                                               {"wire", 0.5, 1000, 90000}};
    return paths;
}

struct Shared
{
    explicit Shared(const SimulationOptions& o) : options(o), start(SteadyClock::now()) {}
    const SimulationOptions& options;
    SteadyClock::time_point start;
    SteadyClock::time_point deadline;
    std::atomic<bool> diverged{false};
    std::mutex mutex;
    SimulationReport report;
};

class SimAgent
{
public:
    SimAgent(int index, Shared& shared, std::uint32_t seed) : m_index(index), m_shared(shared), m_rng(seed) {}

    void run()
    {
        try {
            m_conn = std::make_unique<Connection>(Connection::open(dsn()));
        } catch (const StoreError& e) {
            fail(e.what());
            merge();
            return;
        }
        for (int step = 0; !finished(); ++step) {
            act(step);
            pace();
        }
        merge();
    }

private:
    // Agent i's own role, when the caller gave one DSN per agent role.
    std::string dsn() const
    {
        const auto& dsns = m_shared.options.agentDsns;
        return dsns.empty() ? std::string() : dsns[static_cast<size_t>(m_index) % dsns.size()];
    }

    bool finished() const
    {
        const auto* cancel = m_shared.options.cancel;
        return SteadyClock::now() >= m_shared.deadline || (cancel && cancel->load());
    }

    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_rng); }
    bool chance(double p) { return uniform(0, 1) < p; }
    const SimPath& pickPath()
    {
        return simPaths()[std::uniform_int_distribution<size_t>(0, simPaths().size() - 1)(m_rng)];
    }

    void pace()
    {
        // A few acts per second per agent: a live store, not a load test.
        const auto* speed = m_shared.options.speed;
        const double factor = speed ? std::clamp(speed->load(), 0.05, 20.0) : 1.0;
        std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(uniform(50, 250) / factor)));
    }

    // The first steps are fixed so even a short run shows every kind of
    // activity; after that, chance decides.
    void act(int step)
    {
        try {
            if (step == 0) return effect(pickPath(), false);
            if (step == 1) return approval();
            if (step == 2) return effect(pickPath(), true);
            if (shouldDiverge()) return divergence();
            const double r = uniform(0, 1);
            if (r < 0.85) return effect(pickPath(), false);
            if (r < 0.95) return approval();
            if (r < 0.97) return effect(pickPath(), true);
            // With a real provider to ask, sweeping is the operator's to do
            // (Autonomy ▸ sweep); a made-up clean sweep would hide its charges.
            if (!m_shared.options.ledger) sweep();
        } catch (const StoreError& e) {
            if (e.kind() == StoreError::Kind::Refused) {
                ++m_local.refused;
                return;
            }
            fail(e.what());
            if (e.kind() == StoreError::Kind::ConnectionLost) reconnect();
        } catch (const std::exception& e) { // one agent's surprise must not take the others down
            fail(e.what());
        }
    }

    bool shouldDiverge()
    {
        const auto half = m_shared.start + (m_shared.deadline - m_shared.start) * 2 / 5;
        return m_index == 0 && SteadyClock::now() >= half && !m_shared.diverged.exchange(true);
    }

    agent::Admission admit(const SimPath& path, double leaseSeconds, double amount)
    {
        agent::AdmitRequest req;
        req.action = path.name;
        req.domain = path.name;
        req.key = "sim-" + randomHex(8);
        req.args = {{"amount", amount}, {"to", "acct_" + randomHex(4)}};
        req.leaseSeconds = leaseSeconds;
        auto a = agent::admit(*m_conn, req);
        ++m_local.admitted;
        return a;
    }

    double amountFor(const SimPath& path) { return std::round(uniform(path.minAmount, path.maxAmount) * 100) / 100; }

    // The provider's side of an effect: a charge in its ledger (the demo's
    // provider), or a made-up id when no provider keeps one.
    std::string pay(const std::string& intent, double amount)
    {
        auto* ledger = m_shared.options.ledger;
        if (!ledger) return "pi_" + randomHex(6);
        return ledger->charge(intent, std::llround(amount * 100), static_cast<long long>(nowEpoch()));
    }

    // Admit, execute, seal; then the provider witness looks. A holder that
    // "dies" instead leaves its claim to expire: a hold for an operator. Half
    // of those died after the provider took the payment, so asking the
    // provider settles some holds as paid and some as never paid.
    void effect(const SimPath& path, bool dieMidEffect)
    {
        const double amount = amountFor(path);
        const auto a = admit(path, dieMidEffect ? 0.05 : 30, amount);
        if (dieMidEffect) {
            if (chance(0.5)) pay(a.intent, amount);
            ++m_local.holds;
            log("left a hold on " + std::string(path.name) + ": intent " + shortIntent(a.intent));
            return;
        }
        const bool confirmed = chance(path.confirmRate);
        const bool unknown = !confirmed && chance(0.15);
        // An effect whose witness timed out may or may not have reached the provider.
        const bool paid = !unknown || chance(0.5);
        const std::string providerId = paid ? pay(a.intent, amount) : "pi_" + randomHex(6);
        agent::sealEffect(*m_conn, a, {{"provider_id", providerId}, {"status", "succeeded"}});
        ++m_local.sealed;
        WitnessAnswer answer;
        if (confirmed) {
            answer = {WitnessVerdict::ConfirmedOne, 1, {{"ids", {providerId}}, {"note", "provider ok"}}};
            ++m_local.confirmed;
        } else if (unknown) {
            answer = {WitnessVerdict::Unknown,
                      std::nullopt,
                      {{"error", "TimeoutError('provider did not answer')"}}};
            ++m_local.worldUnknown;
        } else {
            return; // sealed, not yet witnessed: proven but unconfirmed
        }
        agent::witness(*m_conn, a.intent, answer);
    }

    void approval()
    {
        const SimPath& path = simPaths()[chance(0.6) ? 2 : 3]; // payout or wire: the paths with thresholds
        // The gateway asks before it admits: the intent is named, not claimed.
        const std::string intent = agent::intentId(path.name, nullptr, "sim-approval-" + randomHex(8));
        agent::ApprovalRequest req{
            intent, path.name, std::round(uniform(path.minAmount, path.maxAmount * 3)), {}, 86400};
        if (!agent::requestApproval(*m_conn, req).id.empty()) ++m_local.approvals;
    }

    void divergence()
    {
        const SimPath* path = &simPaths()[1];
        for (const auto& p : simPaths())
            if (m_shared.options.divergencePath == p.name) path = &p;
        const double amount = amountFor(*path);
        const auto a = admit(*path, 30, amount);
        // Two charges carry the intent: the provider's ledger says so too.
        const std::string first = pay(a.intent, amount);
        const std::string second = pay(a.intent, amount);
        agent::sealEffect(*m_conn, a, {{"provider_id", first}});
        agent::witness(*m_conn, a.intent,
                       {WitnessVerdict::Multiple,
                        2,
                        {{"ids", {first, second}},
                         {"note", "two charges carry this intent"}}});
        ++m_local.divergences;
        log("divergence on " + std::string(path->name) + ": intent " + shortIntent(a.intent) +
            ", domain frozen");
    }

    void sweep()
    {
        agent::recordSweep(*m_conn, {std::nullopt, static_cast<int>(m_local.sealed), {}, 0, {}});
        ++m_local.sweeps;
    }

    void reconnect()
    {
        try {
            m_conn = std::make_unique<Connection>(Connection::open(dsn()));
        } catch (const StoreError& e) {
            fail(e.what());
        }
    }

    void fail(const std::string& what)
    {
        ++m_local.errors;
        if (m_local.errorSamples.size() < 3)
            m_local.errorSamples.push_back("agent " + std::to_string(m_index) + ": " + what);
    }

    void log(const std::string& line)
    {
        if (!m_shared.options.log) return;
        std::lock_guard lock(m_shared.mutex);
        m_shared.options.log("agent " + std::to_string(m_index) + " (" + (m_conn ? m_conn->user() : "?") +
                             "): " + line);
    }

    void merge()
    {
        std::lock_guard lock(m_shared.mutex);
        auto& r = m_shared.report;
        r.admitted += m_local.admitted;
        r.sealed += m_local.sealed;
        r.confirmed += m_local.confirmed;
        r.worldUnknown += m_local.worldUnknown;
        r.approvals += m_local.approvals;
        r.holds += m_local.holds;
        r.divergences += m_local.divergences;
        r.sweeps += m_local.sweeps;
        r.refused += m_local.refused;
        r.errors += m_local.errors;
        for (auto& s : m_local.errorSamples)
            if (r.errorSamples.size() < 8) r.errorSamples.push_back(std::move(s));
    }

    int m_index;
    Shared& m_shared;
    std::mt19937 m_rng;
    std::unique_ptr<Connection> m_conn;
    SimulationReport m_local;
};

} // namespace

nlohmann::json SimulationReport::toJson() const
{
    return {{"agents", agents},
            {"seconds", seconds},
            {"admitted", admitted},
            {"sealed", sealed},
            {"confirmed", confirmed},
            {"world_unknown", worldUnknown},
            {"approvals", approvals},
            {"holds", holds},
            {"divergences", divergences},
            {"sweeps", sweeps},
            {"refused", refused},
            {"errors", errors},
            {"error_samples", errorSamples}};
}

SimulationReport simulate(const SimulationOptions& options)
{
    agent::useDemoSigningKey(); // the demo kernel signs, as 0.3.x with a key does
    Shared shared(options);
    shared.deadline =
        shared.start + std::chrono::milliseconds(static_cast<long long>(options.seconds * 1000));
    const std::uint32_t seed =
        options.seed ? options.seed
                     : static_cast<std::uint32_t>(SteadyClock::now().time_since_epoch().count());
    const int n = std::max(1, options.agents);
    std::vector<std::unique_ptr<SimAgent>> agents;
    std::vector<std::thread> threads;
    agents.reserve(static_cast<size_t>(n));
    threads.reserve(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        agents.push_back(std::make_unique<SimAgent>(i, shared, seed + static_cast<std::uint32_t>(i) * 7919u));
    for (auto& a : agents)
        threads.emplace_back([&a] { a->run(); });
    for (auto& t : threads)
        t.join();
    shared.report.agents = n;
    shared.report.seconds = std::chrono::duration<double>(SteadyClock::now() - shared.start).count();
    return shared.report;
}

} // namespace seal
