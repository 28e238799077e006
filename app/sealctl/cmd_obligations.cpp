// sealctl's obligations, the kernel's (SPEC-kernel.md §14): `obligations`
// evaluates the duties by the kernel's sweep rules as of --at without writing,
// `obligations sweep` writes what the kernel's sweep writes, `obligations setup`
// creates the kernel's two tables (only when asked); `obligation expect |
// expect-recurring` declares a duty, `obligation cancel` (the kernel's
// deactivate) and `obligation resolve` are operator acts.
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/rules/obligations.hpp"
#include "core/writes/governance.hpp"
#include "core/writes/obligation_writes.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace seal::cli {
namespace {

std::string shown(const std::optional<std::string>& s)
{
    return s ? printable(*s) : std::string("-");
}

std::string seconds(double s)
{
    return std::isfinite(s) ? shortDuration(std::fabs(s)) : std::string(kInvalidMark);
}

// What an item says beside its status: time left, when it sealed, the window's count, the breach.
std::string itemDetail(const ObligationItem& i)
{
    std::string d;
    if (i.secondsRemaining) d = (*i.secondsRemaining >= 0 ? "due in " : "overdue by ") + seconds(*i.secondsRemaining);
    if (i.sealedAt) d = "sealed " + utcIso(*i.sealedAt) + " (" + shown(i.tier) + ")";
    if (i.window)
        d = "window " + std::to_string(*i.window) + " [" + utcIsoOr(i.windowStart) + ", " + utcIsoOr(i.windowEnd) +
            "): " + std::to_string(i.sealedInWindow.value_or(0)) + " of " + std::to_string(i.required.value_or(0));
    if (i.status == "breached")
        d += std::string(d.empty() ? "" : "; ") +
             (i.breachId ? "breach " + std::to_string(*i.breachId) : std::string("not yet recorded: a sweep records it"));
    return d;
}

void printReport(const ObligationsReport& r)
{
    std::printf("verdict: %s, %lld item(s), %lld open breach(es)\n", r.verdict.c_str(),
                static_cast<long long>(r.dutiesChecked), static_cast<long long>(r.openBreaches));
    if (!r.items.empty()) {
        std::vector<std::vector<std::string>> rows = {{"OBLIGATION", "KIND", "ACTION", "KEY", "DUE", "STATUS", "DETAIL",
                                                       "DESCRIPTION"}};
        for (const auto& i : r.items)
            rows.push_back({i.obligationId, i.kind, printable(i.action), shown(i.key), utcIsoOr(i.dueAt), i.status,
                            itemDetail(i), shown(i.description)});
        printTable(rows);
    }
    std::printf("note: %s\n", kObligationsNote);
}

std::string dueOrEvery(const Obligation& o)
{
    if (o.kind == "recurring")
        return "every " + (o.everySec ? seconds(*o.everySec) : std::string("?")) + ", at least " +
               std::to_string(o.minCount) + " (next window " + std::to_string(o.nextWindow) + ")";
    return utcIsoOr(o.dueAt);
}

void printRows(const ObligationsReading& r)
{
    std::printf("\n%zu duty row(s):\n", r.duties.size());
    if (!r.duties.empty()) {
        std::vector<std::vector<std::string>> rows = {
            {"OBLIGATION", "KIND", "ACTION", "KEY", "DUE", "ACTIVE", "SATISFIED", "BY", "DESCRIPTION"}};
        for (const auto& o : r.duties)
            rows.push_back({o.obligationId, printable(o.kind), printable(o.action), shown(o.intentKey), dueOrEvery(o),
                            o.active ? "yes" : "no, by " + shown(o.deactivatedBy) + " " + utcIsoOr(o.deactivatedAt),
                            o.satisfiedAt ? utcIso(*o.satisfiedAt) + " " + shown(o.satisfiedTier) : "-",
                            printable(o.createdBy), shown(o.description)});
        printTable(rows);
    }
    std::printf("\n%lld breach row(s)%s:\n", static_cast<long long>(r.breachesInStore),
                r.breaches.size() < static_cast<std::size_t>(r.breachesInStore) ? " (the newest listed)" : "");
    if (r.breaches.empty()) return;
    std::vector<std::vector<std::string>> rows = {
        {"ID", "OBLIGATION", "WINDOW", "ACTION", "DUE", "DETECTED", "RESOLVED", "CERT"}};
    for (const auto& b : r.breaches)
        rows.push_back({std::to_string(b.id), printable(b.obligationId),
                        b.windowN < 0 ? std::string("-") : std::to_string(b.windowN), printable(b.action),
                        utcIso(b.dueAt), utcIso(b.detectedAt),
                        b.resolved() ? utcIso(*b.resolvedAt) + " by " + shown(b.resolvedBy) + ": " + shown(b.resolution)
                                     : std::string("open"),
                        shown(b.certHash)});
    printTable(rows);
}

// The kernel's CLI exits 0 only when the verdict is met.
int verdictExit(const ObligationsReport& r)
{
    return r.verdict == "met" ? Ok : StoreNotFine;
}

// `obligations [setup|sweep]`: --json and --at are the group's, so they may come before the action or after it.
struct ObligationsCommand
{
    bool json = false;
    std::optional<double> at;
};

int list(Context& ctx, const ObligationsCommand& c)
{
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(c.at, conn);
    ReadTransaction tx(conn);
    const ObligationsReading reading = readObligations(conn, at);
    if (c.json) {
        printJson(obligationsJson(reading));
    } else if (!reading.setup.ready()) {
        std::printf("%s\n", reading.setup.message.c_str());
    } else {
        std::printf("obligations evaluated as of %s by the kernel's sweep rules, read-only: nothing was written "
                    "(`sealctl obligations sweep` records what is due)\n",
                    utcIso(at).c_str());
        printReport(reading.evaluation);
        printRows(reading);
    }
    if (reading.setup.layout == ObligationsLayout::Withdrawn) return StoreNotFine;
    return reading.setup.ready() ? verdictExit(reading.evaluation) : Ok;
}

int setup(Context& ctx, const ObligationsCommand& c)
{
    if (c.at) throw UsageError("--at is not an option of `obligations setup`");
    Connection conn = ctx.connect();
    const SetupOutcome o = setupObligations(conn);
    return reportWrite(o.fate, o.message, o.toJson(), c.json);
}

int sweep(Context& ctx, const ObligationsCommand& c)
{
    if (c.at)
        throw UsageError("--at is for the read-only evaluation (`sealctl obligations --at T`); a sweep judges as "
                         "of the store's clock");
    Connection conn = ctx.connect();
    const SweepOutcome o = sweepObligations(conn);
    const bool asJson = c.json;
    if (!asJson && o.landed()) printReport(o.report);
    const int code = reportWrite(o.fate, o.message, o.toJson(), asJson);
    return code == Ok ? verdictExit(o.report) : code;
}

// What `obligation expect` and `expect-recurring` share.
struct DutyOptions
{
    std::string action;
    std::optional<double> grace;
    bool requireWorld = false;
    std::optional<std::string> description;
    bool json = false;
};

struct ExpectCommand : DutyOptions
{
    std::string key;
    std::optional<double> dueAt;
    std::optional<double> dueIn;
};

struct RecurringCommand : DutyOptions
{
    std::optional<double> every;
    std::optional<std::int64_t> minCount;
    std::optional<double> anchorAt;
};

int expect(Context& ctx, const ExpectCommand& c)
{
    OnceDuty duty{c.action, c.key, c.dueAt, c.dueIn, c.grace.value_or(0), c.requireWorld, c.description};
    if (const auto problem = onceProblem(duty); !problem.empty()) throw UsageError(problem);
    Connection conn = ctx.connect();
    const DeclareOutcome o = expectOnce(conn, duty);
    return reportWrite(o.fate, o.message, o.toJson("obligation expect"), c.json);
}

int expectRecurring(Context& ctx, const RecurringCommand& c)
{
    if (!c.every) throw UsageError("--every SECONDS is required: the window's length");
    RecurringDuty duty{c.action,        *c.every,      c.minCount.value_or(1), c.grace.value_or(0),
                       c.requireWorld, c.description, c.anchorAt};
    if (const auto problem = recurringProblem(duty); !problem.empty()) throw UsageError(problem);
    Connection conn = ctx.connect();
    const DeclareOutcome o = seal::expectRecurring(conn, duty);
    return reportWrite(o.fate, o.message, o.toJson("obligation expect-recurring"), c.json);
}

int operatorAct(const char* command, const nlohmann::json& subject, const OperatorOutcome& o, bool asJson)
{
    nlohmann::json j = {{"command", command}, {"role", o.role},       {"fate", fateName(o.fate)},
                        {"refusal", refusalName(o.refusal)},         {"message", o.message},
                        {"event", o.eventKind}, {"at", o.at}};
    j.update(subject);
    if (o.changeId && o.fate == WriteFate::Done) { // dual control: proposed, not written
        j["change_id"] = *o.changeId;
        reportWrite(o.fate, o.message, j, asJson);
        return Proposed;
    }
    return reportWrite(o.fate, o.message, j, asJson);
}

// cancel ID --reason TEXT, resolve BREACH_ID --note TEXT.
struct OperatorCommand
{
    std::string target;
    std::optional<std::string> text;
    bool json = false;
};

int cancel(Context& ctx, const OperatorCommand& c)
{
    if (!c.text || c.text->empty()) throw UsageError("--reason TEXT is required");
    Connection conn = ctx.connect();
    return operatorAct("obligation cancel", {{"obligation_id", c.target}},
                       deactivateObligation(conn, c.target, *c.text), c.json);
}

int resolve(Context& ctx, const OperatorCommand& c)
{
    const std::string& target = c.target;
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(target.data(), target.data() + target.size(), id);
    if (target.empty() || ec != std::errc() || end != target.data() + target.size() || id < 1)
        throw UsageError("a breach's id is a whole number (see `sealctl obligations`), not '" + target + "'");
    if (!c.text || c.text->empty()) throw UsageError("--note TEXT is required");
    Connection conn = ctx.connect();
    return operatorAct("obligation resolve", {{"breach_id", id}}, resolveBreach(conn, id, *c.text), c.json);
}

void addDutyOptions(CLI::App& command, DutyOptions& o)
{
    addArgument(command, "ACTION", o.action, "the duty's action");
    addNumber(command, "--grace", o.grace, "SECONDS",
              "how long after the deadline a miss is still pending (default 0)");
    addFlag(command, "--require-world", o.requireWorld, "only a WORLD_FINAL seal counts (else satisfied_unconfirmed)");
    addText(command, "--description", o.description, "TEXT", "what the duty is, for people");
    addJson(command, o.json);
}

void registerObligationGroup(CommandTable& table)
{
    CLI::App* group = table.addGroup(
        "obligation",
        "declare a duty as the session role (expect: the intent of ACTION with KEY sealed by the deadline; "
        "expect-recurring: at least N sealed intents of ACTION in every window of S seconds), or as an operator "
        "cancel one (the kernel's deactivate, event obligation_released) or resolve a breach (its cert stays, the "
        "licence stays suspended)");

    auto e = std::make_shared<ExpectCommand>();
    CLI::App* expectCommand = table.add("expect", "the intent of ACTION with KEY sealed by the deadline",
                                        [e](Context& ctx) { return expect(ctx, *e); }, group);
    addDutyOptions(*expectCommand, *e);
    addArgument(*expectCommand, "KEY", e->key, "the intent key the duty waits for");
    addNumber(*expectCommand, "--due-at", e->dueAt, "EPOCH", "the deadline");
    addNumber(*expectCommand, "--due-in", e->dueIn, "SECONDS", "the deadline, this many seconds after the store's now");

    auto r = std::make_shared<RecurringCommand>();
    CLI::App* recurring = table.add("expect-recurring",
                                    "at least N sealed intents of ACTION in every window of S seconds",
                                    [r](Context& ctx) { return expectRecurring(ctx, *r); }, group);
    addDutyOptions(*recurring, *r);
    addNumber(*recurring, "--every", r->every, "SECONDS", "the window");
    addWhole(*recurring, "--min-count", r->minCount, "N", "sealed intents each window needs (default 1)");
    addNumber(*recurring, "--anchor-at", r->anchorAt, "EPOCH", "where window 0 starts (default the store's now)");

    auto c = std::make_shared<OperatorCommand>();
    CLI::App* cancelCommand = table.add("cancel", "cancel an obligation (the kernel's deactivate)",
                                        [c](Context& ctx) { return cancel(ctx, *c); }, group);
    addArgument(*cancelCommand, "ID", c->target, "the obligation's id");
    addReason(*cancelCommand, c->text);
    addJson(*cancelCommand, c->json);

    auto b = std::make_shared<OperatorCommand>();
    CLI::App* resolveCommand = table.add("resolve", "resolve a breach (its cert stays, the licence stays suspended)",
                                         [b](Context& ctx) { return resolve(ctx, *b); }, group);
    addArgument(*resolveCommand, "BREACH_ID", b->target, "the breach's id");
    addText(*resolveCommand, "--note", b->text, "TEXT", "how the breach was dealt with");
    addJson(*resolveCommand, b->json);
}

} // namespace

void registerObligations(CommandTable& table)
{
    auto c = std::make_shared<ObligationsCommand>();
    CLI::App* obligations = table.add(
        "obligations",
        "the kernel's obligations (SPEC §14): the duties evaluated by the kernel's sweep rules as of --at, read-only "
        "and labelled so (exit 0 only when the verdict is met); sweep writes what the kernel's sweep writes "
        "(satisfied_at, breach rows, the obligation_breach cert, events; as of the store's clock); setup creates the "
        "kernel's two tables where missing (never over Seal Desk's withdrawn layout; reading never creates them)",
        [c](Context& ctx) { return list(ctx, *c); });
    obligations->require_subcommand(0, 1);
    addJson(*obligations, c->json);
    addAt(*obligations, c->at, "evaluate as of this time (default now; not for sweep)");
    table.add("setup", "create the kernel's tables", [c](Context& ctx) { return setup(ctx, *c); }, obligations);
    table.add("sweep", "judge the duties and record what is due", [c](Context& ctx) { return sweep(ctx, *c); },
              obligations);
    registerObligationGroup(table);
}

} // namespace seal::cli
