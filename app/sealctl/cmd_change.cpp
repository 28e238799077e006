// Dual control (dual_control.hpp): `dual-control setup|status` for the store's
// owner, and `change list|show|approve|reject|withdraw` for operators.
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/writes/dual_control.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>

namespace seal::cli {
namespace {

// A change's ID: a positive whole number (CLI11 converts it once this says it is one).
const CLI::Validator kChangeId(
    [](std::string& text) -> std::string {
        std::int64_t id = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || id <= 0)
            return "a change's ID is a positive whole number, not '" + text + "'";
        return {};
    },
    "");

nlohmann::json problemsJson(const std::vector<GuardProblem>& problems)
{
    nlohmann::json out = nlohmann::json::array();
    for (const GuardProblem& p : problems)
        out.push_back({{"table", p.table.empty() ? nlohmann::json(nullptr) : nlohmann::json(p.table)},
                       {"cause", p.cause}});
    return out;
}

nlohmann::json statusJson(const DualControlStatus& s)
{
    return {{"enabled", s.on},
            {"in_force", s.holds()},
            {"expiry_sec", s.on ? nlohmann::json(s.expirySec) : nlohmann::json(nullptr)},
            {"enabled_at", s.on ? nlohmann::json(s.enabledAt) : nlohmann::json(nullptr)},
            {"enabled_by", s.on ? nlohmann::json(s.enabledBy) : nlohmann::json(nullptr)},
            {"guarded", s.guarded},
            {"unguarded", s.unguarded},
            {"problems", problemsJson(s.problems)},
            {"login_owner", s.loginOwner ? nlohmann::json(*s.loginOwner) : nlohmann::json(nullptr)},
            {"pending", s.pending}};
}

// 0 on with every guard and function as setup installed them; 1 off, or on with any of them not.
int printStatus(const DualControlStatus& s, bool asJson)
{
    const bool whole = s.holds();
    if (asJson) {
        printJson(statusJson(s));
        return whole ? Ok : StoreNotFine;
    }
    if (!s.on) {
        std::printf("dual control: off (one operator may loosen a control; the store's owner turns it on with "
                    "`sealctl dual-control setup --apply`)\n");
        return StoreNotFine;
    }
    if (!s.holds())
        std::printf("dual control: OFF in fact: set up since %s (by %s), but the store would not stop one operator "
                    "(causes below)\n",
                    utcIso(s.enabledAt).c_str(), printable(s.enabledBy).c_str());
    else
        std::printf("dual control: on since %s (by %s); a proposal waits %s for a second operator\n",
                    utcIso(s.enabledAt).c_str(), printable(s.enabledBy).c_str(), shortDuration(s.expirySec).c_str());
    std::string guarded;
    for (const auto& t : s.guarded) guarded += (guarded.empty() ? "" : ", ") + t;
    std::printf("  guarded: %s\n", guarded.empty() ? "-" : guarded.c_str());
    for (const GuardProblem& p : s.problems)
        std::printf(
            "  NOT guarded: %s%s%s (the store's owner runs `sealctl dual-control setup --apply` again)\n",
            printable(p.table).c_str(), p.table.empty() ? "" : ": ", printable(p.cause).c_str());
    if (s.loginOwner)
        std::printf(
            "  warning: role %s owns the governed tables and can log in; an owner can switch the guard off. "
            "Deploy with a NOLOGIN owner (README, Dual control)\n",
            printable(*s.loginOwner).c_str());
    std::printf("  changes waiting for a second operator: %lld\n", s.pending);
    return whole ? Ok : StoreNotFine;
}

std::string whenText(const std::optional<double>& at)
{
    return at ? utcIso(*at) : std::string("-");
}

void printChange(const ChangeRow& c, const ChangeApprovers& asked)
{
    std::printf("change %lld: %s %s  [%s]\n", static_cast<long long>(c.id), printable(c.kind).c_str(),
                printable(c.target).c_str(), c.state.c_str());
    std::vector<std::vector<std::string>> rows = {{"  FIELD", "BEFORE", "AFTER"}};
    for (const ChangeLine& l : changeLines(c))
        rows.push_back({"  " + printable(l.field), printable(l.before), l.after.empty() ? "(kept)" : printable(l.after)});
    printTable(rows);
    std::printf("  reason:      %s\n", printable(c.reason).c_str());
    std::printf("  proposed by: %s at %s; expires %s\n", printable(c.proposedBy).c_str(), utcIso(c.proposedAt).c_str(),
                utcIso(c.expiresAt).c_str());
    if (c.state == "pending") {
        std::string who;
        for (const auto& r : asked.roles) who += (who.empty() ? "" : ", ") + printable(r);
        std::printf("  asked:       %s\n", asked.anyOperator ? "any operator role other than the proposer"
                                           : who.empty()     ? "nobody: no other member of seal_operator can log in"
                                                             : who.c_str());
    }
    if (c.decidedBy)
        std::printf("  decided by:  %s at %s%s%s\n", printable(*c.decidedBy).c_str(), whenText(c.decidedAt).c_str(),
                    c.decisionReason ? " (reason: " : "",
                    c.decisionReason ? (printable(*c.decisionReason) + ")").c_str() : "");
    if (c.certSeq) std::printf("  cert:        seq %lld (change_applied)\n", static_cast<long long>(*c.certSeq));
}

int changeList(const Context& ctx, const std::optional<std::string>& state, bool asJson)
{
    ChangeFilter filter;
    if (state) filter.state = *state;
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const auto rows = readChanges(conn, filter, nowEpoch());
    if (asJson) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& c : rows) list.push_back(changeJson(c));
        printJson(list);
        return Ok;
    }
    std::vector<std::vector<std::string>> table = {{"ID", "STATE", "KIND", "TARGET", "PROPOSED BY", "EXPIRES", "CHANGE"}};
    for (const auto& c : rows)
        table.push_back({std::to_string(c.id), c.state, printable(c.kind), printable(c.target), printable(c.proposedBy),
                         c.state == "pending" ? utcIso(c.expiresAt) : std::string("-"), printable(changeSummary(c))});
    printTable(table);
    return Ok;
}

int changeShow(const Context& ctx, std::int64_t id, bool asJson)
{
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const auto row = readChange(conn, id, nowEpoch());
    if (!row) throw UsageError("change " + std::to_string(id) + " does not exist in this store");
    const ChangeApprovers asked = approversFor(conn, row->proposedBy);
    if (asJson) {
        nlohmann::json j = changeJson(*row);
        j["asked"] = asked.anyOperator ? nlohmann::json("any operator") : nlohmann::json(asked.roles);
        printJson(j);
        return Ok;
    }
    printChange(*row, asked);
    return Ok;
}

struct DualControlSetup
{
    std::optional<double> expiry;
    bool apply = false;
    bool json = false;
};

int dualControlSetup(Context& ctx, const DualControlSetup& o)
{
    const std::optional<double>& expiry = o.expiry; // none: kept when on, else a day
    if (expiry && (*expiry < 60 || *expiry > 30 * 86400.0))
        throw UsageError("--expiry is seconds between 60 and 2592000 (30 days), not '" + pythonFloatRepr(*expiry) +
                         "'");
    Connection conn = ctx.connect();
    if (!o.apply) {
        ReadTransaction tx(conn);
        std::printf(
            "-- Dual control for this store: run as the store's owner (or `sealctl dual-control setup "
            "--apply`).\n"
            "-- Loosening acts then take two operators; brakes and the kernel's own writes do not change.\n");
        for (const std::string& s : dualControlSetupStatements(conn, expiry))
            std::printf("%s;\n", s.c_str());
        return Ok;
    }
    applyDualControlSetup(conn, expiry);
    ReadTransaction tx(conn);
    return printStatus(dualControlStatus(conn), o.json);
}

int dualControlState(Context& ctx, bool asJson)
{
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    return printStatus(dualControlStatus(conn), asJson);
}

// show, approve, reject, withdraw: one change by its ID.
struct ChangeCommand
{
    std::int64_t id = 0;
    std::optional<std::string> reason;
    bool json = false;
};

int decide(Context& ctx, const ChangeCommand& o, ChangeDecision decision, const char* verb)
{
    if (decision != ChangeDecision::Reject && o.reason)
        std::fprintf(stderr, "sealctl: note: a reason is kept only for a reject; this %s records none\n", verb);
    if (decision == ChangeDecision::Reject && (!o.reason || o.reason->empty()))
        throw UsageError("change reject needs --reason TEXT");
    Connection conn = ctx.connect();
    const ChangeOutcome out = decideChange(conn, o.id, decision, o.reason);
    return reportWrite(out.fate, out.message, out.toJson(), o.json);
}

CLI::App* addChangeId(CLI::App* command, ChangeCommand& o)
{
    command->add_option("ID", o.id, "the change's id (see `sealctl change list`)")
        ->required()
        ->check(kChangeId)
        ->type_name("ID");
    addJson(*command, o.json);
    return command;
}

void registerDualControl(CommandTable& table)
{
    CLI::App* group = table.addGroup(
        "dual-control",
        "four eyes on the levers: setup prints (--apply runs, as the store's owner) what makes every "
        "loosening act "
        "(policy to CLEARED, higher ceilings, fewer approvers, unfreeze, mandate release, a budget raised, "
        "an "
        "obligation cancelled, a settle by attestation) a proposal a second operator must approve, enforced "
        "by the "
        "store; status says whether it is on (exit 1 when off or a governed table is not guarded)");
    auto o = std::make_shared<DualControlSetup>();
    CLI::App* setup = table.add("setup", "print (or, with --apply, run) the statements that turn it on",
                                [o](Context& ctx) { return dualControlSetup(ctx, *o); }, group);
    addNumber(*setup, "--expiry", o->expiry, "SECONDS",
              "how long a proposal waits for a second operator (default: kept when on already, else 86400)");
    addFlag(*setup, "--apply", o->apply, "run the statements now (the store's owner)");
    addJson(*setup, o->json);
    auto json = std::make_shared<bool>(false);
    addJson(*table.add("status", "whether it is on, and which governed tables are guarded",
                       [json](Context& ctx) { return dualControlState(ctx, *json); }, group),
            *json);
}

void registerChangeGroup(CommandTable& table)
{
    CLI::App* group = table.addGroup(
        "change", "dual control's change requests: list them (pending, applied, rejected, withdrawn, "
                  "expired), show one with its "
                  "exact before and after and who is asked, approve one proposed by another operator (the "
                  "act is then written, "
                  "with event change_applied and a cert), reject it with a reason, or withdraw your own");
    struct ListCommand
    {
        std::optional<std::string> state;
        bool json = false;
    };
    auto l = std::make_shared<ListCommand>();
    CLI::App* list = table.add("list", "the change requests, newest first",
                               [l](Context& ctx) { return changeList(ctx, l->state, l->json); }, group);
    addText(*list, "--state", l->state, "S", "pending, applied, rejected, withdrawn or expired")
        ->check(CLI::IsMember({"pending", "applied", "rejected", "withdrawn", "expired"}));
    addJson(*list, l->json);

    auto show = std::make_shared<ChangeCommand>();
    addChangeId(table.add("show", "one change: its exact before and after, and who is asked",
                          [show](Context& ctx) { return changeShow(ctx, show->id, show->json); }, group),
                *show);
    const struct
    {
        const char* verb;
        ChangeDecision decision;
        const char* summary;
    } decisions[] = {
        {"approve", ChangeDecision::Approve, "approve a change another operator proposed: the act is then written"},
        {"reject", ChangeDecision::Reject, "reject a change, with a reason"},
        {"withdraw", ChangeDecision::Withdraw, "withdraw a change you proposed"},
    };
    for (const auto& d : decisions) {
        auto o = std::make_shared<ChangeCommand>();
        const char* verb = d.verb;
        const ChangeDecision decision = d.decision;
        CLI::App* command = addChangeId(
            table.add(verb, d.summary, [o, decision, verb](Context& ctx) { return decide(ctx, *o, decision, verb); },
                      group),
            *o);
        CLI::Option* reason = addReason(*command, o->reason);
        if (decision != ChangeDecision::Reject) reason->group(""); // accepted as ever, kept only for a reject
    }
}

} // namespace

void registerChange(CommandTable& table)
{
    registerDualControl(table);
    registerChangeGroup(table);
}

} // namespace seal::cli
