// sealctl's read commands: licences, clearance, approvals, holds,
// divergences, receipt. Each read runs in a read-only transaction (the
// receipt's chain walk in its own), so none can change the store. Human
// output is a compact table; --json (receipt: --format json) is for machines.
#include "app/sealctl/cli.hpp"
#include "app/sealctl/evidence_output.hpp"
#include "core/base/clock.hpp"
#include "core/base/lookalike.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/evidence/receipt.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace seal::cli {
namespace {

// cli::printable (core's visible_text) for the store strings here, optional or not.
std::string printable(const std::string& s)
{
    return cli::printable(std::string_view(s));
}

std::string printable(const std::optional<std::string>& s, const char* missing = "-")
{
    return s ? printable(*s) : std::string(missing);
}

// The exact amount as stored (Python's repr), or the invalid mark.
std::string amountText(double amount)
{
    return std::isfinite(amount) ? pythonFloatRepr(amount) : kInvalidMark;
}

std::string joined(const std::vector<std::string>& items, const char* sep)
{
    std::string out;
    for (const auto& s : items)
        out += (out.empty() ? "" : sep) + s;
    return out;
}

std::string joined(const std::vector<Phrase>& items, const char* sep)
{
    std::string out;
    for (const auto& p : items)
        out += (out.empty() ? "" : sep) + p.text();
    return out;
}

// --path P (repeatable) and --only: which paths licences and clearance show.
struct PathChoice
{
    std::vector<std::string> paths;
    bool only = false;
};

void addPathChoice(CLI::App& command, PathChoice& into)
{
    command.add_option("--path", into.paths, "a path to show too (repeatable)")
        ->type_name("P")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    addFlag(command, "--only", into.only, "only the --path ones, not every known path");
}

// Known paths plus the --path ones, or only the --path ones with --only.
std::vector<std::string> pathsToShow(const PathChoice& choice, LicenceEngine& engine)
{
    std::vector<std::string> paths = choice.paths;
    if (choice.only) {
        if (paths.empty()) throw UsageError("--only needs at least one --path");
    } else {
        const auto known = engine.knownPaths();
        paths.insert(paths.end(), known.begin(), known.end());
    }
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    return paths;
}

// ---- licences ----------------------------------------------------------------

std::string answerCell(const EffectiveAnswer& e)
{
    if (e.unattended) return "yes";
    std::vector<std::string> codes;
    for (const auto& r : e.whyNot)
        codes.emplace_back(whyNotCode(r.code));
    return "no (" + joined(codes, ", ") + ")";
}

// §15.8: where only the licence says no, the answer depends on how the gateway
// runs (earned autonomy on or off), which the store does not record: both.
std::string effectiveCell(const EffectiveAnswer& e)
{
    const EffectiveAnswer off = withoutLicenceGate(e);
    if (off.unattended == e.unattended) return answerCell(e);
    return "on: " + answerCell(e) + " / off: " + answerCell(off);
}

// SPEC §6, §15.8: the gateway's words for a path without a thresholds row.
constexpr const char* kNoThresholds =
    "no thresholds: AUTO at the gateway for every amount (no maker-checker; only the licence, on a gateway "
    "with earned autonomy on, can demand a human)";

void printLicences(const std::vector<Licence>& licences, const std::vector<EffectiveAnswer>& effective,
                   const std::set<std::string>& withoutThresholds)
{
    std::vector<std::vector<std::string>> rows = {{"PATH", "LEVEL", "UNATTENDED", "PROVEN", "CONFIRMED",
                                                   "RATIO", "SWEEPS", "NEXT", "NEEDS / SUSPENSION"}};
    if (!effective.empty()) rows[0].insert(rows[0].begin() + 3, "EFFECTIVE");
    std::vector<std::string> paths;
    for (const auto& l : licences)
        paths.push_back(l.path);
    LookalikeNotes lookalikes(paths);
    for (size_t i = 0; i < licences.size(); ++i) {
        const Licence& l = licences[i];
        const std::string next = l.nextLevel ? levelLadder()[static_cast<size_t>(*l.nextLevel)].id : "-";
        std::vector<std::string> row = {lookalikes.cell(l.path),
                                        std::string(l.spec().id) + " " + l.spec().name,
                                        l.unattended ? "yes" : (l.held ? "no (held)" : "no"),
                                        std::to_string(l.counts.proven),
                                        std::to_string(l.counts.confirmed),
                                        pythonFloatRepr(l.confirmedRatio),
                                        std::to_string(l.counts.cleanSweeps),
                                        next,
                                        printable(l.suspended ? l.suspendedReason->text()
                                                  : l.held    ? l.heldReason->text() + "; " + joined(l.needs, "; ")
                                                              : joined(l.needs, "; "))};
        if (!effective.empty()) row.insert(row.begin() + 3, effectiveCell(effective[i]));
        rows.push_back(std::move(row));
    }
    printTable(rows);
    lookalikes.print();
    for (const auto& l : licences)
        for (const auto& intent : l.openAmbiguousIntents)
            std::printf("  %s: held by %s (settle it: sealctl settle %s --witness URL)\n",
                        printable(l.path).c_str(), printable(intent).c_str(), printable(intent).c_str());
    for (const auto& l : licences)
        if (withoutThresholds.count(l.path))
            std::printf("  %s: %s\n", printable(l.path).c_str(), kNoThresholds);
    for (size_t i = 0; i < effective.size(); ++i)
        for (const auto& r : effective[i].whyNot)
            std::printf("  %s: %s\n", printable(licences[i].path).c_str(), printable(r.detail.text()).c_str());
}

// ---- clearance ---------------------------------------------------------------

std::string proofCell(const Clearance& c, double at)
{
    if (!c.proof) return "-";
    return std::string(c.proof->green ? "green" : "RED") + ", " + shortDuration(at - c.proof->at) + " old";
}

void printClearance(const std::vector<Clearance>& list, double at)
{
    std::printf("clearance as of %s\n", utcIso(at).c_str());
    std::vector<std::vector<std::string>> rows = {
        {"PATH", "POLICY", "EFFECTIVE", "PROOF", "UPDATED", "BY", "REASON"}};
    std::vector<std::string> paths, people;
    for (const auto& c : list) {
        paths.push_back(c.path);
        if (c.policy && c.policy->updatedBy) people.push_back(*c.policy->updatedBy);
    }
    LookalikeNotes pathMarks(paths), peopleMarks(people);
    for (const auto& c : list)
        rows.push_back({pathMarks.cell(c.path), printable(c.status), printable(c.effective), proofCell(c, at),
                        c.policy ? utcIso(c.policy->updatedAt) : "-",
                        c.policy && c.policy->updatedBy ? peopleMarks.cell(*c.policy->updatedBy)
                                                        : c.policy ? printable(c.policy->updatedBy) : "-",
                        printable(c.reason)});
    printTable(rows);
    pathMarks.print();
    peopleMarks.print();
}

// ---- approvals ---------------------------------------------------------------

void printApprovals(const std::vector<Approval>& list,
                    const std::optional<std::optional<std::string>>& sigKey)
{
    if (sigKey && !*sigKey)
        std::printf(
            "signatures: SEAL_GOV_KEY is not set, so no vote can be verified (unverifiable, not invalid)\n");
    const double now = nowEpoch();
    std::vector<std::vector<std::string>> rows = {{"ID", "PATH", cli::amountTitle("AMOUNT"), "MAKER", "TIER",
                                                   "STATE", "APPROVALS", "CREATED", "INTENT"}};
    std::vector<std::string> defects;
    std::vector<std::string> paths, people; // makers and approvers are both role names: one kind
    for (const auto& a : list) {
        paths.push_back(a.path);
        people.push_back(a.maker);
        for (const auto& v : a.votes)
            people.push_back(v.approver);
    }
    LookalikeNotes pathMarks(paths), peopleMarks(people);
    for (const auto& a : list) {
        const std::string state = a.pendingButExpired(now) ? a.state + " (expired)" : a.state;
        const std::string note = a.state == "pending" ? a.requiredNote() : std::string();
        if (!note.empty())
            defects.push_back(printable(a.id) + " needs " + std::to_string(a.approvalsNeeded()) +
                              " approvals: " + note);
        for (const auto& bad : a.invalid)
            defects.push_back("invalid value: " + printable(bad));
        rows.push_back({printable(a.id), pathMarks.cell(a.path), amountText(a.amount), peopleMarks.cell(a.maker),
                        printable(a.tier), printable(state),
                        std::to_string(a.approveCount()) + "/" +
                            std::to_string(note.empty() ? a.required : a.approvalsNeeded()),
                        utcIso(a.createdAt), printable(a.intent)});
        for (const auto& v : a.votes) {
            // A vote sits under its request: approver under MAKER, decision under TIER.
            std::string sig = sigKey ? std::string("sig ") + sigCheckName(verifyVote(*sigKey, a.id, v)) : "";
            rows.push_back(
                {"", "", "", peopleMarks.cell(v.approver), printable(v.decision), sig, "", utcIso(v.at), ""});
        }
    }
    printTable(rows);
    pathMarks.print();
    peopleMarks.print();
    for (const auto& d : defects)
        std::printf("%s\n", d.c_str());
}

bool anyInvalidSig(const std::vector<Approval>& list, const std::optional<std::string>& key)
{
    for (const auto& a : list)
        for (const auto& v : a.votes)
            if (verifyVote(key, a.id, v) == SigCheck::Invalid) return true;
    return false;
}

// ---- holds ---------------------------------------------------------------------

void addHeldRows(std::vector<std::vector<std::string>>& rows, const std::vector<HeldIntent>& list, double at,
                 LookalikeNotes& pathMarks)
{
    for (const auto& h : list) {
        const std::string last =
            h.lastCert ? "seq " + std::to_string(h.lastCert->seq) + " " + printable(h.lastCert->tier, "?")
                       : "-";
        const std::string lease =
            h.kind == HoldKind::InFlight ? shortDuration(h.leaseUntil - at) + " left" : utcIso(h.leaseUntil);
        rows.push_back({holdKindName(h.kind), pathMarks.cell(h.path), printable(h.action), printable(h.state),
                        printable(h.tier), lease, utcIso(h.createdAt), last, printable(h.intent)});
    }
}

void printHolds(const HoldsReport& r)
{
    std::printf("%zu hold(s), %zu in flight, as of %s\n", r.holds.size(), r.inFlight.size(),
                utcIso(r.at).c_str());
    if (r.holds.empty() && r.inFlight.empty()) return;
    std::vector<std::vector<std::string>> rows = {
        {"KIND", "PATH", "ACTION", "STATE", "TIER", "LEASE", "CREATED", "LAST CERT", "INTENT"}};
    std::vector<std::string> paths;
    for (const auto* list : {&r.holds, &r.inFlight})
        for (const auto& h : *list)
            if (h.path) paths.push_back(*h.path);
    LookalikeNotes pathMarks(paths);
    addHeldRows(rows, r.holds, r.at, pathMarks);
    addHeldRows(rows, r.inFlight, r.at, pathMarks);
    printTable(rows);
    pathMarks.print();
    for (const auto* list : {&r.holds, &r.inFlight})
        for (const auto& h : *list)
            for (const auto& bad : h.invalid)
                std::printf("invalid value: %s\n", printable(bad).c_str());
}

// ---- divergences ---------------------------------------------------------------

std::string compactJson(const std::optional<std::string>& text)
{
    if (!text) return "null";
    if (text->size() > kJsonCellBytes) return printable(jsonCellText(*text)); // a person reads this line
    const auto v = nlohmann::json::parse(*text, nullptr, false);
    return printable(v.is_discarded() ? *text
                                      : v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void printDivergedIntents(const DivergenceReport& r, LookalikeNotes& pathMarks)
{
    std::printf("diverged intents: %zu\n", r.divergedIntents.size());
    for (const auto& d : r.divergedIntents) {
        std::printf("  %s  path %s  action %s  created %s\n", printable(d.intent).c_str(),
                    pathMarks.cell(d.path).c_str(), printable(d.action).c_str(), utcIso(d.createdAt).c_str());
        for (const auto& o : d.observations)
            std::printf("    seq %lld  %s  observed %s (%s, count %s)  evidence %s\n",
                        static_cast<long long>(o.seq), utcIso(o.at).c_str(),
                        printable(o.observedTier).c_str(), printable(o.witnessState).c_str(),
                        compactJson(o.witnessCountText).c_str(), compactJson(o.witnessEvidenceText).c_str());
    }
}

void printDivergences(const DivergenceReport& r)
{
    // Paths and domains are one kind of name (a domain is a path's, SPEC §2).
    std::vector<std::string> names;
    for (const auto& d : r.divergedIntents)
        if (d.path) names.push_back(*d.path);
    for (const auto& e : r.outOfBandSpend)
        if (const auto& name = e.domain ? e.domain : e.path) names.push_back(*name);
    for (const auto& f : r.frozenDomains)
        names.push_back(f.domain);
    LookalikeNotes marks(names);
    printDivergedIntents(r, marks);
    std::printf("out-of-band spend: %zu\n", r.outOfBandSpend.size());
    for (const auto& e : r.outOfBandSpend)
        std::printf("  event %lld  %s  domain %s  %s\n", static_cast<long long>(e.id), utcIso(e.at).c_str(),
                    marks.cell(e.domain ? e.domain : e.path).c_str(), compactJson(e.detailText).c_str());
    std::printf("frozen domains: %zu\n", r.frozenDomains.size());
    for (const auto& f : r.frozenDomains)
        std::printf("  %s  since %s  %s  evidence %s\n", marks.cell(f.domain).c_str(),
                    utcIsoOr(f.frozenAt).c_str(), printable(f.reason).c_str(),
                    compactJson(f.evidenceText).c_str());
    marks.print();
}

void printInvalidDivergenceValues(const DivergenceReport& r)
{
    std::vector<std::string> bad;
    for (const auto& d : r.divergedIntents) {
        bad.push_back(d.invalid);
        for (const auto& o : d.observations) bad.push_back(o.invalid);
    }
    for (const auto& e : r.outOfBandSpend) bad.push_back(e.invalid);
    for (const auto& f : r.frozenDomains) bad.push_back(f.invalid);
    for (const auto& b : bad)
        if (!b.empty()) std::printf("invalid value: %s\n", printable(b).c_str());
}

bool anyDivergence(const DivergenceReport& r)
{
    return !r.divergedIntents.empty() || !r.outOfBandSpend.empty() || !r.frozenDomains.empty();
}

// ---- receipt -------------------------------------------------------------------

std::string receiptSummary(const Receipt& r)
{
    const auto j = nlohmann::json::parse(r.text(), nullptr, false);
    std::string out = "incident receipt for " + printable(r.intent) + "\n";
    const auto row = [&out](std::string key, const std::string& value) {
        key.resize(std::max<size_t>(key.size(), 14), ' ');
        out += "  " + key + " " + value + "\n";
    };
    for (const char* key : {"action", "state", "tier", "domain"})
        row(key, printable(j[key].is_string() ? j[key].get<std::string>() : "-"));
    if (j["domain"].is_string()) // the path, alone: what it contains (issue 26, item 4)
        if (const Lookalike l = examineIdentifier(j["domain"].get<std::string>()); l.suspicious())
            row("look-alike", l.text());
    row("domain frozen", j["domain_frozen"].is_null() ? "no" : "YES");
    for (const auto& bad : j.value("invalid", nlohmann::json::array()))
        row("invalid value", printable(bad.is_string() ? bad.get<std::string>() : "?"));
    row("certs", std::to_string(j["certs"].size()));
    row("chain", printable(j["chain_detail"].dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
    row("generated", utcIso(r.generatedAt));
    row("digest", printable(r.digest));
    return out;
}

} // namespace

namespace {

struct LicencesCommand
{
    bool json = false;
    PathChoice paths;
    std::optional<double> since;
    bool effective = false;
    std::optional<double> at;
    bool requiresHuman = false;
};

// §15.7: the kernel's per-path answer; the amount it is asked with is not used.
int printRequiresHuman(Context& ctx, const LicencesCommand& o)
{
    const std::optional<double>& since = o.since;
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    nlohmann::json out = nlohmann::json::object();
    std::vector<std::vector<std::string>> rows = {{"PATH", "LEVEL", "HUMAN", "REASON"}};
    for (const auto& path : pathsToShow(o.paths, engine)) {
        const nlohmann::json answer = requiresHumanJson(engine.licence(path, since));
        rows.push_back({printable(path), answer["level"].get<std::string>(),
                        answer["human_required"].get<bool>() ? "required" : "not required",
                        printable(answer["reason"].is_string() ? answer["reason"].get<std::string>() : "")});
        out[path] = answer;
    }
    if (o.json)
        printJson(out);
    else
        printTable(rows);
    return Ok;
}

int licences(Context& ctx, const LicencesCommand& o)
{
    const auto& since = o.since;
    if (o.requiresHuman) return printRequiresHuman(ctx, o);
    const auto& at = o.at;
    Connection conn = ctx.connectForRead();
    const double now = givenOrStoreNow(at, conn);
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    std::vector<Licence> licences;
    std::vector<EffectiveAnswer> effective;
    std::set<std::string> withoutThresholds;
    const auto thresholds = readThresholds(conn);
    const bool json = o.json;
    // JSON is written path by path, never held whole: 20,000 paths cost what one does.
    std::optional<JsonArrayOutput> out;
    if (json) out.emplace();
    for (const auto& path : pathsToShow(o.paths, engine)) {
        Licence licence = engine.licence(path, since);
        std::optional<EffectiveAnswer> answer;
        if (o.effective) answer = engine.effective(licence, now);
        if (!json) {
            if (!thresholds.count(path)) withoutThresholds.insert(path);
            licences.push_back(std::move(licence));
            if (answer) effective.push_back(std::move(*answer));
            continue;
        }
        nlohmann::json j = licenceJson(licence);
        if (answer) {
            j["effective"] = effectiveJson(*answer);
            j["effective"]["gateway_amount_tiers"] = thresholds.count(path) ? "thresholds" : "AUTO: no thresholds";
        }
        out->add(j);
    }
    if (json) {
        out->finish(); // the kernel's keys only: where the counts came from is not one of them
    } else {
        printLicences(licences, effective, withoutThresholds);
        if (const auto& source = engine.countsSource())
            std::printf("counts: %s\n", printable(describeCountsSource(*source)).c_str());
    }
    return Ok;
}

struct ClearanceCommand
{
    bool json = false;
    std::optional<double> at;
    PathChoice paths;
};

int clearance(Context& ctx, const ClearanceCommand& o)
{
    const auto& atGiven = o.at;
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(atGiven, conn);
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    std::vector<Clearance> list;
    if (o.json) { // path by path, never held whole
        JsonArrayOutput out;
        for (const auto& path : pathsToShow(o.paths, engine))
            out.add(clearanceJson(engine.clearance(path, at)));
        out.finish();
        return Ok;
    }
    for (const auto& path : pathsToShow(o.paths, engine))
        list.push_back(engine.clearance(path, at));
    printClearance(list, at);
    return Ok;
}

struct ApprovalsCommand
{
    bool json = false;
    std::optional<std::string> state;
    bool verifySigs = false;
};

int approvals(Context& ctx, const ApprovalsCommand& o)
{
    const auto& state = o.state;
    std::optional<std::optional<std::string>> sigKey;
    if (o.verifySigs) sigKey = governanceKeyFromEnv();
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    if (o.json) { // streamed: memory holds a batch of requests, not the history
        JsonArrayOutput out;
        bool invalidSig = false;
        ApprovalQuery query;
        query.state = state;
        std::string text;
        forEachApproval(conn, query, [&](Approval&& a) {
            text.clear();
            appendApprovalJson(text, a, sigKey, 2, cli::currency());
            out.addText(text);
            if (sigKey)
                for (const auto& v : a.votes) invalidSig = invalidSig || verifyVote(*sigKey, a.id, v) == SigCheck::Invalid;
        });
        out.finish();
        return invalidSig ? StoreNotFine : Ok;
    }
    const auto list = readApprovals(conn, state);
    printApprovals(list, sigKey);
    return sigKey && anyInvalidSig(list, *sigKey) ? StoreNotFine : Ok;
}

int holds(Context& ctx, bool asJson, const std::optional<double>& atGiven)
{
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(atGiven, conn);
    ReadTransaction tx(conn);
    const HoldsReport report = readHolds(conn, at);
    if (asJson)
        printJson(holdsJson(report));
    else
        printHolds(report);
    return report.holds.empty() ? Ok : StoreNotFine;
}

int divergences(Context& ctx, bool asJson)
{
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const DivergenceReport report = readDivergences(conn);
    if (asJson)
        printJson(divergencesJson(report));
    else
        printDivergences(report), printInvalidDivergenceValues(report);
    return anyDivergence(report) ? StoreNotFine : Ok;
}

int receipt(Context& ctx, const ReceiptOptions& o)
{
    if (o.format != "portable" && o.key) throw UsageError("--key is for --format portable");
    if (isEvidenceReceiptFormat(o.format)) return evidenceReceipt(ctx, o);
    if (o.window || o.at)
        throw UsageError("--window and --at are for the authorization receipt (html, pdf, authorization-json)");
    const std::string& intent = o.intent;
    const std::string& format = o.format;
    const auto& output = o.output;
    Connection conn = ctx.connectForRead();
    const auto receipt = buildReceipt(conn, intent, nowEpoch());
    if (!receipt) {
        // The kernel's words first (SPEC §9), then the whole id and the store.
        std::fprintf(stderr, "sealctl: %s (no intent '%s' in store %s)\n",
                     printable(unknownIntentMessage(intent)).c_str(), printable(intent).c_str(),
                     conn.describe().c_str());
        return UsageOrConnection;
    }
    if (!writeOutput(output, format == "json" ? prettyJsonText(receipt->text()) + "\n" : receiptSummary(*receipt)))
        return UsageOrConnection;
    if (output && *output != "-") // on stdout the document speaks for itself
        std::printf("incident receipt for %s%s\n", printable(intent).c_str(), describeOutput(output).c_str());
    return receipt->chainVerified ? Ok : StoreNotFine;
}

} // namespace

void registerReads(CommandTable& table)
{
    auto l = std::make_shared<LicencesCommand>();
    CLI::App* licencesCommand = table.add(
        "licences",
        "autonomy level per known path (+ each --path; --only: just those), held while an execution with an unknown "
        "outcome is open; --effective adds whether it may spend unattended now (or as of --at), and why not; "
        "--requires-human gives the kernel's \"does this need a human\" answer per path instead",
        [l](Context& ctx) { return licences(ctx, *l); });
    addJson(*licencesCommand, l->json);
    addPathChoice(*licencesCommand, l->paths);
    addNumber(*licencesCommand, "--since", l->since, "EPOCH", "count only certs and events from this time");
    addFlag(*licencesCommand, "--effective", l->effective, "add whether the path may spend unattended, and why not");
    addAt(*licencesCommand, l->at);
    addFlag(*licencesCommand, "--requires-human", l->requiresHuman,
            "the kernel's answer per path: {human_required, level, reason} (JSON: an object by path)");

    auto c = std::make_shared<ClearanceCommand>();
    CLI::App* clearanceCommand =
        table.add("clearance", "clearance policy and effective status per path, as of --at (default now)",
                  [c](Context& ctx) { return clearance(ctx, *c); });
    addJson(*clearanceCommand, c->json);
    addAt(*clearanceCommand, c->at);
    addPathChoice(*clearanceCommand, c->paths);

    auto a = std::make_shared<ApprovalsCommand>();
    CLI::App* approvalsCommand = table.add(
        "approvals",
        "maker-checker requests and votes; --verify-sigs checks each vote against SEAL_GOV_KEY (exit 1 when one is "
        "invalid)",
        [a](Context& ctx) { return approvals(ctx, *a); });
    addJson(*approvalsCommand, a->json);
    addText(*approvalsCommand, "--state", a->state, "S", "pending, approved, rejected or expired")
        ->check(CLI::IsMember({"pending", "approved", "rejected", "expired"}));
    addFlag(*approvalsCommand, "--verify-sigs", a->verifySigs, "check each vote's signature against SEAL_GOV_KEY");

    struct HoldsCommand
    {
        bool json = false;
        std::optional<double> at;
    };
    auto h = std::make_shared<HoldsCommand>();
    CLI::App* holdsCommand = table.add(
        "holds",
        "effects whose outcome is unknown (kind lease_expired | world_unknown) and in-flight claims; JSON {at, holds: "
        "[...], in_flight: [...]}; exit 1 when any hold",
        [h](Context& ctx) { return holds(ctx, h->json, h->at); });
    addJson(*holdsCommand, h->json);
    addAt(*holdsCommand, h->at);

    auto json = std::make_shared<bool>(false);
    addJson(*table.add("divergences",
                       "diverged intents with witness evidence, out-of-band spend, frozen domains; exit 1 when any",
                       [json](Context& ctx) { return divergences(ctx, *json); }),
            *json);
}

void registerReceipt(CommandTable& table)
{
    auto o = std::make_shared<ReceiptOptions>();
    CLI::App* command = table.add(
        "receipt",
        "json|text: the incident receipt; authorization-json: the authorization receipt, the reference's "
        "Receipt.build fields plus console_checks; html|pdf: the same document for people; portable: the kernel's "
        "seal-receipt/1 (its certs as stored, each with the kernel's hash and signature; refused for an unknown "
        "intent or one with no cert yet)",
        [o](Context& ctx) { return receipt(ctx, *o); });
    addArgument(*command, "INTENT", o->intent, "the intent's id");
    command->add_option("--format", o->format, "the receipt's format (default text)")
        ->type_name("FORMAT")
        ->check(CLI::IsMember({"json", "text", "html", "pdf", "authorization-json", "portable"}));
    addText(*command, "--key", o->key, "KEYFILE",
            "no longer used: seal-receipt/1 carries the kernel's signatures (ignored, with a warning)")
        ->group(""); // hidden: kept so that old scripts still run
    addNumber(*command, "--window", o->window, "SECONDS",
              "authorization receipt: the reconcile window around the intent's creation (default 3600)");
    addAt(*command, o->at, "authorization receipt: built as of this time (generated_at, receipt_id; default now)");
    addOutput(*command, o->output);
}

} // namespace seal::cli
