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

#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
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

int anchor(Context& ctx, const std::string& action, const std::string& file, bool asJson)
{
    try {
        return action == "record" ? anchorRecord(ctx, file) : anchorVerify(ctx, file, asJson);
    } catch (const AnchorFileError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return UsageOrConnection;
    }
}

struct ReportCommand
{
    std::string format = "json";
    std::optional<double> since;
    std::optional<double> until;
    std::optional<std::string> output;
};

int report(Context& ctx, const ReportCommand& o)
{
    const std::string& format = o.format;
    const auto& since = o.since;
    const auto& untilGiven = o.until;
    const auto& output = o.output;
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

struct ExportChainCommand
{
    std::optional<std::int64_t> from;
    std::optional<std::int64_t> to;
    std::optional<std::string> output;
};

int exportChainLines(Context& ctx, const ExportChainCommand& o)
{
    const std::int64_t from = *o.from;
    const std::int64_t to = *o.to;
    if (from > to) throw UsageError("--from " + std::to_string(from) + " is after --to " + std::to_string(to));
    const auto& output = o.output;
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

} // namespace

void registerExport(CommandTable& table)
{
    CLI::App* group =
        table.addGroup("anchor", "keep the chain head outside the store; verify: exit 1 on anchor_broken or truncated");
    for (const char* action : {"record", "verify"}) {
        struct AnchorCommand
        {
            std::string file;
            bool json = false;
        };
        auto o = std::make_shared<AnchorCommand>();
        const std::string verb = action;
        CLI::App* command =
            table.add(verb,
                      verb == "record" ? "write the chain's head to the anchor file" : "check the chain against it",
                      [o, verb](Context& ctx) { return anchor(ctx, verb, o->file, o->json); }, group);
        command->add_option("--file", o->file, "the anchor file")->type_name("F")->required();
        addJson(*command, o->json);
    }

    auto r = std::make_shared<ReportCommand>();
    CLI::App* reportCommand =
        table.add("report", "range report: events, approvals in money, paths, tiers, incidents, chain verdict",
                  [r](Context& ctx) { return report(ctx, *r); });
    reportCommand->add_option("--format", r->format, "the report's format: json, csv or pdf (default json)")
        ->type_name("FORMAT")
        ->check(CLI::IsMember({"json", "csv", "pdf"}));
    addNumber(*reportCommand, "--since", r->since, "EPOCH", "from this time (default the beginning)");
    addNumber(*reportCommand, "--until", r->until, "EPOCH", "to this time (default now)");
    addOutput(*reportCommand, r->output);

    auto e = std::make_shared<ExportChainCommand>();
    CLI::App* exportCommand = table.add("export-chain",
                                        "certs as JSON lines {seq, intent, hash, prev_hash, created_at, body}",
                                        [e](Context& ctx) { return exportChainLines(ctx, *e); });
    addWhole(*exportCommand, "--from", e->from, "SEQ", "the first seq")->required();
    addWhole(*exportCommand, "--to", e->to, "SEQ", "the last seq")->required();
    addOutput(*exportCommand, e->output, "FILE.jsonl");
}

} // namespace seal::cli
