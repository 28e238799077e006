// sealctl's obligations (SPEC-kernel.md §14): `obligations [setup|sweep]`
// lists the declared duties, creates their table (only when asked), or
// sweeps them; `obligation expect|expect-recurring|cancel` declares a duty
// (for agents' scripts and tests) or cancels one (an operator act).
#include "cli.hpp"
#include "clock.hpp"
#include "digest.hpp"
#include "governance.hpp"
#include "obligation_writes.hpp"
#include "obligations.hpp"
#include "timefmt.hpp"

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

std::string dueText(const Obligation& o)
{
    if (o.kind == "recurring")
        return "every " + (o.everySec && std::isfinite(*o.everySec) ? shortDuration(*o.everySec) : kInvalidMark) +
               ", at least " + (o.minCount ? std::to_string(*o.minCount) : std::string("?"));
    return utcIsoOr(o.dueAt);
}

// What the duty's state means now: "OVERDUE", "met in time (next sweep records it)", ...
std::string stateText(const Obligation& o)
{
    if (o.state == "open") {
        if (o.overdue) return "OVERDUE";
        if (o.windowShort)
            return "SHORT (" + std::to_string(o.windowCount.value_or(0)) + " in the last window)";
        if (o.meetingIntent) return "open, met in time (the next sweep records it)";
        if (o.windowCount) return "open (" + std::to_string(*o.windowCount) + " in the window)";
        return "open";
    }
    if (o.state == "breached") return "BREACHED " + utcIsoOr(o.breachedAt);
    if (o.state == "met") return "met by " + shown(o.metIntent);
    if (o.state == "cancelled")
        return "cancelled by " + shown(o.cancelledBy) + " " + utcIsoOr(o.cancelledAt) + ": " + shown(o.cancelReason);
    return printable(o.state);
}

void printObligations(const ObligationsReading& r)
{
    std::size_t due = 0;
    for (const auto& o : r.obligations)
        due += o.due() ? 1 : 0;
    std::printf("%zu obligation(s) as of %s, %zu overdue or short (listed first)\n", r.obligations.size(),
                utcIso(r.at).c_str(), due);
    if (r.obligations.empty()) return;
    std::vector<std::vector<std::string>> rows = {
        {"ID", "KIND", "ACTION", "KEY", "DUE", "STATE", "BY", "DESCRIPTION"}};
    for (const auto& o : r.obligations)
        rows.push_back({std::to_string(o.id), o.kind, printable(o.action), shown(o.key), dueText(o), stateText(o),
                        printable(o.createdBy), shown(o.description)});
    printTable(rows);
    for (const auto& o : r.obligations)
        for (const auto& p : o.invalid)
            std::printf("invalid value: %s\n", printable(p).c_str());
}

// Exit 1 when a duty is breached or due (the store is not fine), else 0.
int readExit(const ObligationsReading& r)
{
    for (const auto& o : r.obligations)
        if (o.state == "breached" || o.due()) return StoreNotFine;
    return Ok;
}

double atOption(const Context& ctx)
{
    const auto at = ctx.value("--at");
    return at ? parseNumber(*at, "--at") : nowEpoch();
}

double requiredSeconds(const Context& ctx, const char* option)
{
    const auto text = ctx.value(option);
    if (!text) throw UsageError(std::string(option) + " SECONDS is required");
    return parseNumber(*text, option);
}

std::int64_t requiredCount(const Context& ctx, const char* option)
{
    const auto text = ctx.value(option);
    if (!text) throw UsageError(std::string(option) + " N is required");
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (text->empty() || ec != std::errc() || end != text->data() + text->size())
        throw UsageError(std::string(option) + " must be a whole number, not '" + *text + "'");
    return v;
}

void usageUnless(const std::string& problem)
{
    if (!problem.empty()) throw UsageError(problem);
}

// Options that belong to another verb of `obligation` are a usage error, not silently ignored.
void refuseOptions(const Context& ctx, const std::string& verb, std::initializer_list<const char*> options)
{
    for (const char* o : options)
        if (ctx.value(o)) throw UsageError(std::string(o) + " is not an option of `obligation " + verb + "`");
}

int list(Context& ctx)
{
    const double at = atOption(ctx);
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const ObligationsReading reading = readObligations(conn, at);
    if (ctx.flag("--json")) {
        printJson(obligationsJson(reading));
    } else if (!reading.setUp) {
        std::printf("%s\n", kObligationsNotSetUp);
    } else {
        printObligations(reading);
    }
    return readExit(reading);
}

int setup(Context& ctx)
{
    if (ctx.value("--at")) throw UsageError("--at is not an option of `obligations setup`");
    Connection conn = ctx.connect();
    const SetupOutcome o = setupObligations(conn);
    const nlohmann::json j = {{"command", "obligations setup"},
                              {"fate", fateName(o.fate)},
                              {"refusal", o.refusal == Refusal::None ? nlohmann::json(nullptr)
                                                                     : nlohmann::json(refusalName(o.refusal))},
                              {"message", o.message},
                              {"role", o.role},
                              {"created", o.created}};
    return reportWrite(o.fate, o.message, j, ctx.flag("--json"));
}

int sweep(Context& ctx)
{
    const double at = atOption(ctx);
    if (at > nowEpoch())
        throw UsageError("--at must not be later than now: a duty that may still be met is not breached early");
    Connection conn = ctx.connect();
    const SweepOutcome o = sweepObligations(conn, at);
    const int code = reportWrite(o.fate, o.message, o.toJson(), ctx.flag("--json"));
    return code == Ok && !o.breached.empty() ? StoreNotFine : code;
}

} // namespace

int cmdObligations(Context& ctx)
{
    const auto action = ctx.value("ACTION");
    if (!action) return list(ctx);
    if (*action == "setup") return setup(ctx);
    if (*action == "sweep") return sweep(ctx);
    throw UsageError("obligations takes setup or sweep (or nothing, to list them), not '" + *action + "'");
}

int cmdObligation(Context& ctx)
{
    const std::string verb = ctx.positional("ACTION");
    const std::string target = ctx.positional("TARGET");
    const bool asJson = ctx.flag("--json");
    const std::string description = ctx.value("--description").value_or("");
    if (verb == "expect") {
        refuseOptions(ctx, verb, {"--every", "--min-count", "--reason"});
        const auto key = ctx.value("--key");
        if (!key) throw UsageError("--key K is required: the intent key the duty waits for");
        const double dueIn = requiredSeconds(ctx, "--due-in");
        usageUnless(onceProblem(target, *key, dueIn));
        Connection conn = ctx.connect();
        const DeclareOutcome o = declareOnce(conn, target, *key, dueIn, description);
        nlohmann::json j = o.toJson("obligation expect");
        j["intent"] = obligationIntent(target, *key);
        return reportWrite(o.fate, o.message, j, asJson);
    }
    if (verb == "expect-recurring") {
        refuseOptions(ctx, verb, {"--key", "--due-in", "--reason"});
        const double every = requiredSeconds(ctx, "--every");
        const std::int64_t minCount = requiredCount(ctx, "--min-count");
        usageUnless(recurringProblem(target, every, minCount));
        Connection conn = ctx.connect();
        const DeclareOutcome o = declareRecurring(conn, target, every, minCount, description);
        return reportWrite(o.fate, o.message, o.toJson("obligation expect-recurring"), asJson);
    }
    if (verb == "cancel") {
        refuseOptions(ctx, verb, {"--key", "--due-in", "--every", "--min-count", "--description"});
        std::int64_t id = 0;
        const auto [end, ec] = std::from_chars(target.data(), target.data() + target.size(), id);
        if (target.empty() || ec != std::errc() || end != target.data() + target.size() || id < 1)
            throw UsageError("an obligation's id is a whole number (see `sealctl obligations`), not '" + target +
                             "'");
        const auto reason = ctx.value("--reason");
        if (!reason || reason->empty()) throw UsageError("--reason TEXT is required");
        Connection conn = ctx.connect();
        const OperatorOutcome o = cancelObligation(conn, id, *reason);
        const nlohmann::json j = {{"command", "obligation cancel"},
                                  {"subject", o.subject},
                                  {"obligation_id", id},
                                  {"role", o.role},
                                  {"fate", fateName(o.fate)},
                                  {"refusal", refusalName(o.refusal)},
                                  {"message", o.message},
                                  {"event", o.eventKind},
                                  {"at", o.at}};
        return reportWrite(o.fate, o.message, j, asJson);
    }
    throw UsageError("obligation takes expect, expect-recurring or cancel, not '" + verb + "'");
}

} // namespace seal::cli
