// sealctl verify: walk the whole certificate chain and name every break;
// the kernel's own verdict first (SPEC-kernel.md §15.2), then what Seal Desk
// checks beyond it (every break by seq, each signature against its signer and
// the pinned keys).
#include "app/sealctl/cli.hpp"
#include "app/sealctl/evidence_output.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/rules/chain_aggregates.hpp"

#include <CLI/CLI.hpp>
#include <atomic>
#include <cstdio>
#include <future>
#include <memory>
#include <string>

namespace seal::cli {
namespace {

nlohmann::json signaturesJson(const SignatureTally& t)
{
    nlohmann::json signers = nlohmann::json::array();
    for (const auto& s : t.signers)
        signers.push_back({{"key", s.key}, {"fingerprint", keyFingerprint(s.key)}, {"pinned", s.pinned},
                           {"certs", s.certs}, {"first_seqs", s.seqs}});
    return {{"checked", t.checked},
            {"pinned_keys", t.pinnedKeys},
            {"signed_by_pinned_key", t.pinned},
            {"signed_by_unpinned_key", t.unpinned},
            {"signature_invalid", t.invalid},
            {"unsigned_v1", t.unsignedV1},
            {"unsigned_v2", t.unsignedV2},
            {"unsigned_v2_first_seqs", t.unsignedV2Seqs},
            {"signers", signers},
            {"more_signers_certs", t.moreSignersCerts}};
}

// Certs whose time runs backwards: a warning beside the verdict, never a break.
nlohmann::json timeBackwardsJson(const TimeOrder& t)
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto& b : t.first)
        list.push_back({{"seq", b.seq}, {"at", b.at}, {"prev_seq", b.prevSeq}, {"prev_at", b.prevAt}});
    return list;
}

void printTimeBackwards(const TimeOrder& t)
{
    if (t.count == 0) return;
    std::string seqs;
    for (const auto& b : t.first)
        seqs += (seqs.empty() ? "" : ", ") + std::to_string(b.seq) + " (" + utcIso(b.at) + " after " +
                utcIso(b.prevAt) + ")";
    if (t.count > static_cast<std::int64_t>(t.first.size())) seqs += ", \u2026";
    std::printf("WARNING: %lld cert(s) stamped earlier than the cert before them (a writer's clock was off; "
                "the chain is not broken by it): seq %s\n",
                static_cast<long long>(t.count), seqs.c_str());
}

// The kernel's object, exactly: {ok:true, certs, signed} or {ok:false, at, why}.
nlohmann::json kernelJson(const ReferenceVerdict& r)
{
    if (r.ok) return {{"ok", true}, {"certs", r.certs}, {"signed", r.signedCerts}};
    return {{"ok", false}, {"at", r.at}, {"why", r.why}};
}

// The kernel's fields at the top (scripts written for `python -m seal verify
// --json` read them unchanged), Seal Desk's beside them: `intact` is false
// for any break, a signature that does not verify included.
nlohmann::json verdictJson(const ChainVerdict& v)
{
    nlohmann::json breaks = nlohmann::json::array();
    for (const auto& b : v.breaks)
        breaks.push_back({{"seq", b.seq}, {"kind", b.kind}, {"detail", b.detail}});
    nlohmann::json head = nullptr;
    if (v.head) head = {{"seq", v.head->seq}, {"hash", v.head->hash}};
    nlohmann::json out = kernelJson(v.reference);
    out["certs"] = v.certs; // the kernel gives no count on a break; ours always has one
    out["signed"] = v.reference.signedCerts;
    out["intact"] = v.ok;
    out["head"] = head;
    out["breaks"] = breaks;
    out["signatures"] = signaturesJson(v.signatures);
    out["time_backwards"] = timeBackwardsJson(v.timeBackwards);
    out["time_backwards_count"] = v.timeBackwards.count;
    out["kernel"] = kernelJson(v.reference);
    return out;
}

// The kernel CLI's line, word for word (§15.2).
std::string kernelLine(const ChainVerdict& v)
{
    const ReferenceVerdict& r = v.reference;
    if (!r.ok) return "chain BROKEN at cert #" + std::to_string(r.at) + ": " + r.why;
    std::string line = "chain VERIFIED \u2014 " + std::to_string(r.certs) + " cert(s), every link intact";
    if (r.signedCerts > 0) line += ", " + std::to_string(r.signedCerts) + " signed";
    return line;
}

void printHuman(const ChainVerdict& v)
{
    if (!v.cancelled) std::printf("%s\n", kernelLine(v).c_str());
    if (v.ok && !v.head) {
        std::printf("chain intact: 0 certs (the chain is empty)\n");
        return;
    }
    if (v.ok) {
        std::printf("chain intact: %lld certs, head seq %lld (hash %s)\n", static_cast<long long>(v.certs),
                    static_cast<long long>(v.head->seq), printable(v.head->hash).c_str());
    } else {
        std::printf("chain BROKEN: %zu break(s) in %lld certs\n", v.breaks.size(),
                    static_cast<long long>(v.certs));
        for (const auto& b : v.breaks)
            std::printf("  seq %-8lld %-17s %s\n", static_cast<long long>(b.seq), printable(b.kind).c_str(),
                        printable(b.detail).c_str());
    }
    std::printf("signatures:\n");
    for (const auto& line : describeSignatures(v.signatures, v.certs))
        std::printf("  %s\n", printable(line).c_str());
    printTimeBackwards(v.timeBackwards);
}

struct VerifyCommand
{
    bool json = false;
    std::optional<std::int64_t> jobs;
    bool skipSignatures = false;
};

int verify(Context& ctx, const VerifyCommand& o)
{
    const int jobs = static_cast<int>(o.jobs.value_or(1));
    VerifyOptions options;
    options.signatures.pinnedKeys = ctx.pinnedSignerKeys();
    options.signatures.check = !o.skipSignatures;
    Connection conn = ctx.connectForRead();
    const std::string dsn = ctx.readDsn.empty() ? ctx.dsn : ctx.readDsn; // where reads go
    // --jobs N: N ranges on N connections of their own, plus this one, which
    // exports the snapshot they share. The factory is called from the ranges'
    // threads; only its first call (this thread's) takes `conn`.
    std::atomic<bool> handedOver{false};
    // The recount a clean walk hands to the cache (the walk reads no intent's
    // path, so it cannot count them itself) runs beside the walk, on a
    // connection of its own: verify costs the longer of the two, not their sum.
    auto recount = std::async(std::launch::async, [dsn]() -> std::optional<AggregateReading> {
        try {
            Connection own = Connection::open(dsn);
            return AggregateCache::countWhole(own);
        } catch (const StoreError&) { // the verdict stands; the cache stays a hint checked at its head
            return std::nullopt;
        }
    });
    const ChainVerdict verdict = verifyChainParallel(
        [&] { return handedOver.exchange(true) ? Connection::open(dsn) : std::move(conn); }, jobs, options);
    if (!verdict.reference.ok && !verdict.cancelled) {
        // Counts cached below the head assumed an intact chain (chain_aggregates.hpp).
        try {
            Connection again = Connection::open(dsn);
            AggregateCache::instance().forget(again);
        } catch (const StoreError&) { // the cache is checked against the head anyway
        }
    } else if (verdict.ok && !verdict.cancelled && verdict.head) {
        // A clean full walk: the cached counts give way to the whole recount
        // made beside it (not kept when the store moved past the walked head meanwhile).
        try {
            if (const auto counted = recount.get()) {
                Connection again = Connection::open(dsn);
                AggregateCache::instance().keepRecount(again, *counted, verdict.head->seq, verdict.head->hash);
            }
        } catch (const StoreError&) { // the verdict stands; the cache stays a hint checked at its head
        }
    }
    if (o.json)
        printJson(verdictJson(verdict));
    else
        printHuman(verdict);
    // With a key pinned, a cert signed by another key fails the run too.
    return verdict.ok && !signedByUnpinnedKey(verdict.signatures) ? Ok : StoreNotFine;
}

} // namespace

void registerVerify(CommandTable& table)
{
    auto o = std::make_shared<VerifyCommand>();
    CLI::App* command = table.add(
        "verify",
        "walk the certificate chain (v1 and v2 certs) and name every break, each signature checked against its signer "
        "and the keys pinned globally (signer keys, SEAL_SIGNER_KEY); exit 1 on a break or, with a key pinned, a cert "
        "signed by another key; --jobs N walks N ranges at once with the same answer",
        [o](Context& ctx) { return verify(ctx, *o); });
    addJson(*command, o->json);
    addWhole(*command, "--jobs", o->jobs, "N",
             "ranges walked in parallel, each on its own connection (1.." + std::to_string(kMaxVerifyJobs) +
                 ", default 1)")
        ->check(wholeIn(1, kMaxVerifyJobs));
    addFlag(*command, "--skip-signatures", o->skipSignatures,
            "the kernel's walk only: hashes and links; signatures counted, not checked");
}

} // namespace seal::cli
