// sealctl proof history [PATH]: the storm proofs a path has (SPEC-kernel.md
// §5), newest first, and each path's latest proof age against the
// max_proof_age_sec its policy allows. A read, in one read-only transaction;
// `proof record` (the write) is in cmd_write.cpp.
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/rules/proof_history.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace seal::cli {
namespace {

std::string optionalNumber(const std::optional<std::int64_t>& v)
{
    return v ? std::to_string(*v) : std::string("-");
}

std::string timeText(const CheckedReal& t)
{
    return t.valid() ? utcIso(t.value) : std::string(kInvalidMark);
}

void printEntries(const ProofHistory& h, const std::optional<std::string>& path)
{
    std::printf("%zu proof(s) %s%s as of %s, newest first\n", h.entries.size(), path ? "of path " : "on every path",
                path ? printable(*path).c_str() : "", utcIso(h.at).c_str());
    if (h.entries.empty()) return;
    std::vector<std::vector<std::string>> rows = {{"ID", "PATH", "PROOF", "STORM N", "EXECUTIONS", "AT", "BY"}};
    for (const auto& e : h.entries)
        rows.push_back({std::to_string(e.id), printable(e.path), e.green ? "green" : "RED", optionalNumber(e.stormN),
                        optionalNumber(e.executions), timeText(e.at), e.by ? printable(*e.by) : "-"});
    printTable(rows);
    if (h.more) std::printf("(older proofs exist: --limit N shows more)\n");
}

// What the latest proof is worth against the max age: fresh, stale, RED
// (never keeps CLEARED in force), none; whatever the policy is.
std::string standingText(const ProofAge& a)
{
    if (!a.latest) return "none";
    if (!a.maxProblem.empty() || !a.ageSec) return kInvalidMark;
    if (!a.withinMax()) return a.latest->green ? "stale" : "RED, stale";
    return a.latest->green ? "fresh" : "RED";
}

void printAges(const ProofHistory& h)
{
    std::printf("\nproof age per path (%zu):\n", h.ages.size());
    if (h.ages.empty()) return;
    std::vector<std::vector<std::string>> rows = {
        {"PATH", "POLICY", "LATEST", "AT", "AGE", "MAX AGE", "PROOF"}};
    for (const auto& a : h.ages) {
        std::string max = a.maxProblem.empty() ? shortDuration(a.maxProofAgeSec) : std::string(kInvalidMark);
        if (a.maxIsDefault) max += " (default)";
        rows.push_back({printable(a.path), a.policy ? printable(*a.policy) : "(none)",
                        a.latest ? (a.latest->green ? "green" : "RED") : "-",
                        a.latest ? timeText(a.latest->at) : "-", a.ageSec ? shortDuration(*a.ageSec) : "-", max,
                        standingText(a)});
    }
    printTable(rows);
    for (const auto& a : h.ages)
        if (!a.maxProblem.empty()) std::printf("invalid value: %s\n", printable(a.maxProblem).c_str());
}

struct ProofHistoryCommand
{
    std::optional<std::string> path;
    std::optional<std::int64_t> limit;
    std::optional<double> at;
    bool json = false;
};

int proofHistory(Context& ctx, const ProofHistoryCommand& o)
{
    const std::optional<std::string>& path = o.path;
    const int limit = static_cast<int>(o.limit.value_or(kDefaultProofHistoryLimit));
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(o.at, conn);
    ReadTransaction tx(conn);
    const ProofHistory history = readProofHistory(conn, path, at, limit);
    if (o.json) {
        printJson(proofHistoryJson(history, path));
    } else {
        printEntries(history, path);
        printAges(history);
    }
    return Ok;
}

} // namespace

void registerProofHistory(CLI::App& proof, CommandTable& table)
{
    auto o = std::make_shared<ProofHistoryCommand>();
    CLI::App* history = table.add(
        "history",
        "the proofs recorded, newest first, and each path's latest proof age against its max_proof_age_sec",
        [o](Context& ctx) { return proofHistory(ctx, *o); }, &proof);
    history->add_option("PATH", o->path, "the path (without it: every path)");
    addWhole(*history, "--limit", o->limit, "N",
             "at most N proofs, newest first (1.." + std::to_string(kMaxProofHistoryLimit) + ", default " +
                 std::to_string(kDefaultProofHistoryLimit) + ")")
        ->check(wholeIn(1, kMaxProofHistoryLimit));
    addAt(*history, o->at);
    addJson(*history, o->json);
}

} // namespace seal::cli
