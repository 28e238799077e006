// sealctl verify: walk the whole certificate chain and name every break.
#include "chain_verifier.hpp"
#include "cli.hpp"

#include <cstdio>

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

} // namespace

int cmdVerify(Context& ctx)
{
    Connection conn = ctx.connectForRead();
    const ChainVerdict verdict = verifyChain(conn);
    if (ctx.flag("--json"))
        printJson(verdictJson(verdict));
    else
        printHuman(verdict);
    return verdict.ok ? Ok : StoreNotFine;
}

} // namespace seal::cli
