// sealctl's exports of the store as a whole: anchors of the chain's head kept
// outside the database, the range report, and the chain as JSON lines.
#include "app/sealctl/cli.hpp"
#include "app/sealctl/evidence_output.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/chain/anchor.hpp"
#include "core/chain/chain_export.hpp"
#include "core/evidence/evidence_document.hpp"
#include "core/evidence/report.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

namespace seal::cli {
namespace {

std::string identityText(const DatabaseIdentity& s)
{
    return printable(s.connection + " (" +
                     (s.systemIdentifier ? "system identifier " + *s.systemIdentifier + ", " : "") +
                     "database oid " + std::to_string(s.databaseOid) + ")");
}

int anchorRecord(Context& ctx, const std::string& file)
{
    Connection conn = ctx.connectForRead();
    std::optional<Anchor> anchor;
    try {
        anchor = readAnchor(conn);
    } catch (const UnreadableHeadError& e) {
        std::fprintf(stderr, "sealctl: store %s: %s\n", printable(conn.describe()).c_str(), printable(e.what()).c_str());
        return StoreNotFine;
    }
    if (!anchor) {
        std::fprintf(stderr, "sealctl: the chain of store %s is empty: nothing to anchor\n", conn.describe().c_str());
        return UsageOrConnection;
    }
    appendAnchorFile(file, *anchor);
    std::printf("anchored seq %lld hash %s of %s in %s\n", static_cast<long long>(anchor->seq),
                printable(anchor->hash).c_str(), identityText(anchor->store).c_str(), printable(file).c_str());
    return Ok;
}

int anchorVerify(Context& ctx, const std::string& file, bool json)
{
    const auto anchors = readAnchorFile(file, false);
    Connection conn = ctx.connectForRead();
    const AnchorCheck check = checkAnchors(conn, anchors);
    if (check.findings.empty()) {
        std::fprintf(stderr, "sealctl: none of the %zu anchor(s) in %s was recorded for store %s\n", anchors.size(),
                     file.c_str(), identityText(readStoreIdentity(conn)).c_str());
        return UsageOrConnection;
    }
    if (json) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& f : check.findings)
            out.push_back({{"index", f.index}, {"kind", f.kind}, {"detail", f.detail}, {"anchor", anchorJson(f.anchor)}});
        printJson({{"ok", check.ok()}, {"findings", out}, {"other_stores", check.otherStores}});
    } else {
        for (const auto& f : check.findings)
            std::printf("%s: anchor %zu of %s: %s\n", f.kind.c_str(), f.index, utcIso(f.anchor.at).c_str(),
                        printable(f.detail).c_str());
        if (check.otherStores) std::printf("(%zu anchor(s) of other stores not checked)\n", check.otherStores);
    }
    return check.ok() ? Ok : StoreNotFine;
}

std::string renderReport(const RangeReport& report, const std::string& format)
{
    if (format == "json") {
        // One statement each: the tree is gone before the re-indented copy is made.
        const std::string compact = rangeReportJson(report).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        std::string out = prettyJsonText(compact);
        out += '\n';
        return out;
    }
    if (format == "csv") return rangeReportCsv(report);
    return renderPdf(rangeReportDocument(report, currency()));
}

} // namespace

int cmdAnchor(Context& ctx)
{
    const std::string action = ctx.positional("ACTION");
    const auto file = ctx.value("--file");
    if (!file) throw UsageError("anchor " + action + " needs --file F");
    try {
        if (action == "record") return anchorRecord(ctx, *file);
        if (action == "verify") return anchorVerify(ctx, *file, ctx.flag("--json"));
    } catch (const AnchorFileError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return UsageOrConnection;
    }
    throw UsageError("anchor takes record or verify, not '" + action + "'");
}

int cmdReport(Context& ctx)
{
    const std::string format = ctx.value("--format").value_or("json");
    if (format != "json" && format != "csv" && format != "pdf")
        throw UsageError("--format must be json, csv or pdf, not '" + format + "'");
    std::optional<double> since;
    if (const auto s = ctx.value("--since")) since = parseNumber(*s, "--since");
    const auto untilGiven = numberOption(ctx, "--until");
    const auto output = ctx.value("--output");
    Connection conn = ctx.connectForRead();
    const double until = givenOrStoreNow(untilGiven, conn);
    // The chain's walk on every core (one range each), as `verify --jobs` does, where reads go.
    const int jobs = defaultVerifyJobs();
    const std::string dsn = ctx.readDsn.empty() ? ctx.dsn : ctx.readDsn;
    const RangeReport report =
        buildRangeReport(conn, since, until, [dsn] { return Connection::open(dsn); }, jobs);
    if (!writeOutput(output, renderReport(report, format))) return UsageOrConnection;
    std::fprintf(summaryStream(output), "report %s to %s: chain %s%s\n",
                 since ? utcIso(*since).c_str() : "from the beginning", utcIso(until).c_str(),
                 report.chain.ok ? "verified" : "NOT verified", describeOutput(output).c_str());
    return report.chain.ok ? Ok : StoreNotFine;
}

int cmdExportChain(Context& ctx)
{
    const auto fromText = ctx.value("--from");
    const auto toText = ctx.value("--to");
    if (!fromText || !toText) throw UsageError("export-chain needs --from SEQ and --to SEQ");
    const std::int64_t from = parseInteger(*fromText, "--from");
    const std::int64_t to = parseInteger(*toText, "--to");
    if (from > to) throw UsageError("--from " + *fromText + " is after --to " + *toText);
    const auto output = ctx.value("--output");
    std::ofstream file;
    if (output && *output != "-") file.open(*output, std::ios::binary | std::ios::trunc);
    if (output && *output != "-" && !file) {
        std::fprintf(stderr, "sealctl: cannot write %s\n", printable(*output).c_str());
        return UsageOrConnection;
    }
    Connection conn = ctx.connectForRead();
    std::ostream& out = output && *output != "-" ? static_cast<std::ostream&>(file) : std::cout;
    const ChainExportStats stats = exportChain(conn, from, to, out);
    out.flush();
    if (!out) {
        std::fprintf(stderr, "sealctl: cannot write %s\n", printable(output.value_or("stdout")).c_str());
        return UsageOrConnection;
    }
    std::fprintf(summaryStream(output), "exported %lld cert(s)%s%s\n", static_cast<long long>(stats.rows),
                 stats.firstSeq ? (", seq " + std::to_string(*stats.firstSeq) + ".." + std::to_string(*stats.lastSeq)).c_str()
                                : "",
                 describeOutput(output).c_str());
    return Ok;
}

} // namespace seal::cli
