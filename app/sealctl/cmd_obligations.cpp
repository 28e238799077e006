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

#include <charconv>
#include <cmath>
#include <cstdio>
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

int list(Context& ctx)
{
    const auto atGiven = numberOption(ctx, "--at");
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(atGiven, conn);
    ReadTransaction tx(conn);
    const ObligationsReading reading = readObligations(conn, at);
    if (ctx.flag("--json")) {
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

int setup(Context& ctx)
{
    if (ctx.value("--at")) throw UsageError("--at is not an option of `obligations setup`");
    Connection conn = ctx.connect();
    const SetupOutcome o = setupObligations(conn);
    return reportWrite(o.fate, o.message, o.toJson(), ctx.flag("--json"));
}

int sweep(Context& ctx)
{
    if (ctx.value("--at"))
        throw UsageError("--at is for the read-only evaluation (`sealctl obligations --at T`); a sweep judges as "
                         "of the store's clock");
    Connection conn = ctx.connect();
    const SweepOutcome o = sweepObligations(conn);
    const bool asJson = ctx.flag("--json");
    if (!asJson && o.landed()) printReport(o.report);
    const int code = reportWrite(o.fate, o.message, o.toJson(), asJson);
    return code == Ok ? verdictExit(o.report) : code;
}

std::optional<double> number(const Context& ctx, const char* option)
{
    const auto text = ctx.value(option);
    return text ? std::optional<double>(parseNumber(*text, option)) : std::nullopt;
}

std::int64_t count(const Context& ctx, const char* option, std::int64_t fallback)
{
    const auto text = ctx.value(option);
    if (!text) return fallback;
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (text->empty() || ec != std::errc() || end != text->data() + text->size())
        throw UsageError(std::string(option) + " must be a whole number, not '" + *text + "'");
    return v;
}

// Options that belong to another verb of `obligation` are a usage error, not silently ignored.
void refuseOptions(const Context& ctx, const std::string& verb, std::initializer_list<const char*> options)
{
    for (const char* o : options)
        if (std::string(o) == "--require-world" ? ctx.flag(o) : ctx.value(o).has_value())
            throw UsageError(std::string(o) + " is not an option of `obligation " + verb + "`");
}

std::optional<std::string> description(const Context& ctx)
{
    return ctx.value("--description");
}

int expect(Context& ctx, const std::string& action)
{
    refuseOptions(ctx, "expect", {"--every", "--min-count", "--anchor-at", "--reason", "--note"});
    const auto key = ctx.value("KEY");
    if (!key) throw UsageError("obligation expect ACTION KEY: the intent key the duty waits for is required");
    OnceDuty duty{action, *key, number(ctx, "--due-at"), number(ctx, "--due-in"), number(ctx, "--grace").value_or(0),
                  ctx.flag("--require-world"), description(ctx)};
    if (const auto problem = onceProblem(duty); !problem.empty()) throw UsageError(problem);
    Connection conn = ctx.connect();
    const DeclareOutcome o = expectOnce(conn, duty);
    return reportWrite(o.fate, o.message, o.toJson("obligation expect"), ctx.flag("--json"));
}

int expectRecurring(Context& ctx, const std::string& action)
{
    refuseOptions(ctx, "expect-recurring", {"--due-at", "--due-in", "--reason", "--note"});
    if (ctx.value("KEY")) throw UsageError("obligation expect-recurring takes no KEY");
    const auto every = number(ctx, "--every");
    if (!every) throw UsageError("--every SECONDS is required: the window's length");
    RecurringDuty duty{action,           *every, count(ctx, "--min-count", 1), number(ctx, "--grace").value_or(0),
                       ctx.flag("--require-world"), description(ctx), number(ctx, "--anchor-at")};
    if (const auto problem = recurringProblem(duty); !problem.empty()) throw UsageError(problem);
    Connection conn = ctx.connect();
    const DeclareOutcome o = seal::expectRecurring(conn, duty);
    return reportWrite(o.fate, o.message, o.toJson("obligation expect-recurring"), ctx.flag("--json"));
}

int operatorAct(Context& ctx, const char* command, const nlohmann::json& subject, const OperatorOutcome& o)
{
    nlohmann::json j = {{"command", command}, {"role", o.role},       {"fate", fateName(o.fate)},
                        {"refusal", refusalName(o.refusal)},         {"message", o.message},
                        {"event", o.eventKind}, {"at", o.at}};
    j.update(subject);
    if (o.changeId && o.fate == WriteFate::Done) { // dual control: proposed, not written
        j["change_id"] = *o.changeId;
        reportWrite(o.fate, o.message, j, ctx.flag("--json"));
        return Proposed;
    }
    return reportWrite(o.fate, o.message, j, ctx.flag("--json"));
}

int cancel(Context& ctx, const std::string& id)
{
    refuseOptions(ctx, "cancel",
                  {"--due-at", "--due-in", "--grace", "--require-world", "--every", "--min-count", "--anchor-at",
                   "--description", "--note"});
    if (ctx.value("KEY")) throw UsageError("obligation cancel takes one obligation id");
    const auto reason = ctx.value("--reason");
    if (!reason || reason->empty()) throw UsageError("--reason TEXT is required");
    Connection conn = ctx.connect();
    return operatorAct(ctx, "obligation cancel", {{"obligation_id", id}}, deactivateObligation(conn, id, *reason));
}

int resolve(Context& ctx, const std::string& target)
{
    refuseOptions(ctx, "resolve",
                  {"--due-at", "--due-in", "--grace", "--require-world", "--every", "--min-count", "--anchor-at",
                   "--description", "--reason"});
    if (ctx.value("KEY")) throw UsageError("obligation resolve takes one breach id");
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(target.data(), target.data() + target.size(), id);
    if (target.empty() || ec != std::errc() || end != target.data() + target.size() || id < 1)
        throw UsageError("a breach's id is a whole number (see `sealctl obligations`), not '" + target + "'");
    const auto note = ctx.value("--note");
    if (!note || note->empty()) throw UsageError("--note TEXT is required");
    Connection conn = ctx.connect();
    return operatorAct(ctx, "obligation resolve", {{"breach_id", id}}, resolveBreach(conn, id, *note));
}

} // namespace

int cmdObligations(Context& ctx)
{
    const auto action = ctx.value("ACTION");
    if (!action) return list(ctx);
    if (*action == "setup") return setup(ctx);
    if (*action == "sweep") return sweep(ctx);
    throw UsageError("obligations takes setup or sweep (or nothing, to evaluate them), not '" + *action + "'");
}

int cmdObligation(Context& ctx)
{
    const std::string verb = ctx.positional("ACTION");
    const std::string target = ctx.positional("TARGET");
    if (verb == "expect") return expect(ctx, target);
    if (verb == "expect-recurring") return expectRecurring(ctx, target);
    if (verb == "cancel") return cancel(ctx, target);
    if (verb == "resolve") return resolve(ctx, target);
    throw UsageError("obligation takes expect, expect-recurring, cancel or resolve, not '" + verb + "'");
}

} // namespace seal::cli
