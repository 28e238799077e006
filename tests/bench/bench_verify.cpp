// bench_verify N [BATCH]: generates a valid chain of N certs in a throwaway
// database and times verifyChain over it, printing rows/s and peak memory.
// Peak RSS is reset just before the walk, so the figure shows what verifying
// costs (it should not grow with N: the walk streams in batches).
// How to run: see tests/bench/CMakeLists.txt.
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "tests/support/copy_text.hpp"
#include "tests/support/test_store.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <libpq-fe.h>
#include <nlohmann/json.hpp>
#include <string>

using namespace seal;
using namespace seal::test;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

long statusKiB(const char* field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    const std::string prefix = std::string(field) + ":";
    while (std::getline(status, line))
        if (line.rfind(prefix, 0) == 0) return std::strtol(line.c_str() + prefix.size(), nullptr, 10);
    return -1;
}

// Linux: writing 5 to clear_refs resets VmHWM to the current RSS.
bool resetPeakRss()
{
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
    return static_cast<bool>(clear.flush());
}

// One sealed cert shaped like the reference kernel's, appended after prev.
// Returns its hash; appends its COPY line to out.
std::string appendCert(std::string& out, std::int64_t seq, const std::string& prev)
{
    const double at = 1795946400.0 + static_cast<double>(seq) * 0.0137;
    const std::string intent = sha256Hex("intent-" + std::to_string(seq));
    nlohmann::json body = {
        {"intent", intent},
        {"action", "refund"},
        {"args_digest", sha256Hex(intent + "/args")},
        {"result_digest", sha256Hex(intent + "/result")},
        {"tier", "SEALED"},
        {"world", "unconfirmed"},
        {"read_set", nullptr},
        {"compensates_cert", nullptr},
        {"graph_id", nullptr},
        {"at", at},
        {"prev_hash", prev},
    };
    const std::string hash = digestV1(writerJson(body));
    body["hash"] = hash;
    const std::string fields[] = {std::to_string(seq), intent, hash, prev, writerJson(body),
                                  pythonFloatRepr(at)};
    for (size_t i = 0; i < std::size(fields); ++i) {
        if (i) out += '\t';
        appendCopyField(out, fields[i]);
    }
    out += '\n';
    return hash;
}

void checkCopy(pg_conn* raw, int rc, const char* what)
{
    if (rc == 1) return;
    std::fprintf(stderr, "bench_verify: %s failed: %s", what, PQerrorMessage(raw));
    std::exit(3);
}

// Streams the chain into the table with COPY, a chunk at a time, so that
// generating a large chain does not itself hold it in memory.
void loadChain(Connection& conn, std::int64_t n)
{
    conn.command("CREATE TABLE seal_certs (seq bigint PRIMARY KEY, intent text NOT NULL, hash text NOT NULL, "
                 "prev_hash text NOT NULL, body jsonb NOT NULL, created_at double precision NOT NULL)");
    pg_conn* raw = conn.raw();
    PGresult* start =
        PQexec(raw, "COPY seal_certs (seq, intent, hash, prev_hash, body, created_at) FROM STDIN");
    if (PQresultStatus(start) != PGRES_COPY_IN) checkCopy(raw, 0, "COPY");
    PQclear(start);
    std::string chunk;
    std::string prev(kGenesis);
    for (std::int64_t seq = 1; seq <= n; ++seq) {
        prev = appendCert(chunk, seq, prev);
        if (chunk.size() > (1 << 20) || seq == n) {
            checkCopy(raw, PQputCopyData(raw, chunk.data(), static_cast<int>(chunk.size())), "PQputCopyData");
            chunk.clear();
        }
    }
    checkCopy(raw, PQputCopyEnd(raw, nullptr), "PQputCopyEnd");
    while (PGresult* res = PQgetResult(raw)) {
        if (PQresultStatus(res) != PGRES_COMMAND_OK) checkCopy(raw, 0, "COPY");
        PQclear(res);
    }
    conn.command("ANALYZE seal_certs");
}

} // namespace

int main(int argc, char** argv)
{
    const std::int64_t n = argc > 1 ? std::atoll(argv[1]) : 10000;
    if (n <= 0) {
        std::fprintf(stderr, "usage: bench_verify N [BATCH_ROWS]\n");
        return 2;
    }
    auto db = TestDatabase::empty();
    {
        auto loader = db.connect();
        const auto t0 = Clock::now();
        loadChain(loader, n);
        std::printf("generated %lld certs in %.2f s\n", static_cast<long long>(n), secondsSince(t0));
    }
    auto conn = db.connect();
    VerifyOptions options;
    if (argc > 2) options.batchRows = std::atoll(argv[2]);
    const bool reset = resetPeakRss();
    const long baseline = peakRssKiB();
    const auto t1 = Clock::now();
    const ChainVerdict verdict = verifyChain(conn, options);
    const double seconds = secondsSince(t1);
    std::printf("verified %lld certs (ok=%s, %zu breaks, batch %lld) in %.3f s: %.0f rows/s\n",
                static_cast<long long>(verdict.certs), verdict.ok ? "true" : "false", verdict.breaks.size(),
                static_cast<long long>(options.batchRows), seconds,
                static_cast<double>(verdict.certs) / seconds);
    std::printf("RSS before verify %ld KiB; peak during verify (VmHWM%s) %ld KiB; now %ld KiB\n", baseline,
                reset ? ", reset before the walk" : ", NOT reset: includes generation", peakRssKiB(),
                statusKiB("VmRSS"));
    return verdict.ok && verdict.certs == n ? 0 : 1;
}
