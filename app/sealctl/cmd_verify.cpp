// sealctl verify: walk the whole certificate chain and name every break.
#include "chain_aggregates.hpp"
#include "chain_verifier.hpp"
#include "cli.hpp"
#include "evidence_output.hpp"

#include <atomic>
#include <cstdio>
#include <string>

namespace seal::cli {
namespace {

nlohmann::json verdictJson(const ChainVerdict& v)
{
    nlohmann::json breaks = nlohmann::json::array();
    for (const auto& b : v.breaks)
        breaks.push_back({{"seq", b.seq}, {"kind", b.kind}, {"detail", b.detail}});
    nlohmann::json head = nullptr;
    if (v.head) head = {{"seq", v.head->seq}, {"hash", v.head->hash}};
    return {{"ok", v.ok}, {"certs", v.certs}, {"head", head}, {"breaks", breaks}};
}

void printHuman(const ChainVerdict& v)
{
    if (v.ok && !v.head) {
        std::printf("chain intact: 0 certs (the chain is empty)\n");
        return;
    }
    if (v.ok) {
        std::printf("chain intact: %lld certs, head seq %lld (hash %s)\n", static_cast<long long>(v.certs),
                    static_cast<long long>(v.head->seq), printable(v.head->hash).c_str());
        return;
    }
    std::printf("chain BROKEN: %zu break(s) in %lld certs\n", v.breaks.size(),
                static_cast<long long>(v.certs));
    for (const auto& b : v.breaks)
        std::printf("  seq %-8lld %-16s %s\n", static_cast<long long>(b.seq), printable(b.kind).c_str(),
                    printable(b.detail).c_str());
}

int jobsFrom(const Context& ctx)
{
    const auto text = ctx.value("--jobs");
    if (!text) return 1;
    const std::int64_t jobs = parseInteger(*text, "--jobs");
    if (jobs < 1 || jobs > kMaxVerifyJobs)
        throw UsageError("--jobs must be 1.." + std::to_string(kMaxVerifyJobs) + ", not '" + *text + "'");
    return static_cast<int>(jobs);
}

} // namespace

int cmdVerify(Context& ctx)
{
    const int jobs = jobsFrom(ctx);
    Connection conn = ctx.connectForRead();
    const std::string dsn = ctx.readDsn.empty() ? ctx.dsn : ctx.readDsn; // where reads go
    // --jobs N: N ranges on N connections of their own, plus this one, which
    // exports the snapshot they share. The factory is called from the ranges'
    // threads; only its first call (this thread's) takes `conn`.
    std::atomic<bool> handedOver{false};
    const ChainVerdict verdict = verifyChainParallel(
        [&] { return handedOver.exchange(true) ? Connection::open(dsn) : std::move(conn); }, jobs);
    if (!verdict.ok && !verdict.cancelled) {
        // Counts cached below the head assumed an intact chain (chain_aggregates.hpp).
        try {
            Connection again = Connection::open(dsn);
            AggregateCache::instance().forget(again);
        } catch (const StoreError&) { // the cache is checked against the head anyway
        }
    }
    if (ctx.flag("--json"))
        printJson(verdictJson(verdict));
    else
        printHuman(verdict);
    return verdict.ok ? Ok : StoreNotFine;
}

} // namespace seal::cli
