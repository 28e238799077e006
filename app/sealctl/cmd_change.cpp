// Dual control (dual_control.hpp): `dual-control setup|status` for the store's
// owner, and `change list|show|approve|reject|withdraw` for operators.
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/writes/dual_control.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

namespace seal::cli {
namespace {

std::int64_t changeIdOf(const Context& ctx, const std::string& verb)
{
    const auto text = ctx.value("ID");
    if (!text) throw UsageError("change " + verb + " needs the change's ID (see `sealctl change list`)");
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), id);
    if (text->empty() || ec != std::errc() || end != text->data() + text->size() || id <= 0)
        throw UsageError("a change's ID is a positive whole number, not '" + *text + "'");
    return id;
}

nlohmann::json statusJson(const DualControlStatus& s)
{
    return {{"enabled", s.on},
            {"expiry_sec", s.on ? nlohmann::json(s.expirySec) : nlohmann::json(nullptr)},
            {"enabled_at", s.on ? nlohmann::json(s.enabledAt) : nlohmann::json(nullptr)},
            {"enabled_by", s.on ? nlohmann::json(s.enabledBy) : nlohmann::json(nullptr)},
            {"guarded", s.guarded},
            {"unguarded", s.unguarded},
            {"pending", s.pending}};
}

// 0 on with every governed table guarded; 1 off, or on with a table unguarded.
int printStatus(const DualControlStatus& s, bool asJson)
{
    const bool whole = s.on && s.unguarded.empty();
    if (asJson) {
        printJson(statusJson(s));
        return whole ? Ok : StoreNotFine;
    }
    if (!s.on) {
        std::printf("dual control: off (one operator may loosen a control; the store's owner turns it on with "
                    "`sealctl dual-control setup --apply`)\n");
        return StoreNotFine;
    }
    std::printf("dual control: on since %s (by %s); a proposal waits %s for a second operator\n",
                utcIso(s.enabledAt).c_str(), printable(s.enabledBy).c_str(), shortDuration(s.expirySec).c_str());
    std::string guarded;
    for (const auto& t : s.guarded) guarded += (guarded.empty() ? "" : ", ") + t;
    std::printf("  guarded: %s\n", guarded.empty() ? "-" : guarded.c_str());
    for (const auto& t : s.unguarded)
        std::printf("  NOT guarded: %s (created after setup: the store's owner runs `sealctl dual-control setup "
                    "--apply` again)\n",
                    t.c_str());
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

int changeList(const Context& ctx, bool asJson)
{
    ChangeFilter filter;
    if (const auto state = ctx.value("--state")) {
        if (*state != "pending" && *state != "applied" && *state != "rejected" && *state != "withdrawn" &&
            *state != "expired")
            throw UsageError("--state is pending, applied, rejected, withdrawn or expired, not '" + *state + "'");
        filter.state = *state;
    }
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

} // namespace

int cmdDualControl(Context& ctx)
{
    const std::string verb = actionOf(ctx, "dual-control", {"setup", "status"});
    const bool asJson = ctx.flag("--json");
    if (verb == "status") {
        Connection conn = ctx.connectForRead();
        ReadTransaction tx(conn);
        return printStatus(dualControlStatus(conn), asJson);
    }
    std::optional<double> expiry; // none: kept when on, else a day
    if (const auto text = ctx.value("--expiry")) {
        expiry = parseNumber(*text, "--expiry");
        if (!std::isfinite(*expiry) || *expiry < 60 || *expiry > 30 * 86400.0)
            throw UsageError("--expiry is seconds between 60 and 2592000 (30 days), not '" + *text + "'");
    }
    Connection conn = ctx.connect();
    if (!ctx.flag("--apply")) {
        ReadTransaction tx(conn);
        std::printf("-- Dual control for this store: run as the store's owner (or `sealctl dual-control setup --apply`).\n"
                    "-- Loosening acts then take two operators; brakes and the kernel's own writes do not change.\n");
        for (const std::string& s : dualControlSetupStatements(conn, expiry)) std::printf("%s;\n", s.c_str());
        return Ok;
    }
    applyDualControlSetup(conn, expiry);
    ReadTransaction tx(conn);
    return printStatus(dualControlStatus(conn), asJson);
}

int cmdChange(Context& ctx)
{
    const std::string verb = actionOf(ctx, "change", {"list", "show", "approve", "reject", "withdraw"});
    const bool asJson = ctx.flag("--json");
    if (verb == "list") return changeList(ctx, asJson);
    const std::int64_t id = changeIdOf(ctx, verb);
    if (verb == "show") return changeShow(ctx, id, asJson);
    const ChangeDecision decision = verb == "approve"  ? ChangeDecision::Approve
                                    : verb == "reject" ? ChangeDecision::Reject
                                                       : ChangeDecision::Withdraw;
    const auto reason = ctx.value("--reason");
    if (decision != ChangeDecision::Reject && reason)
        std::fprintf(stderr, "sealctl: note: a reason is kept only for a reject; this %s records none\n", verb.c_str());
    if (decision == ChangeDecision::Reject && (!reason || reason->empty()))
        throw UsageError("change reject needs --reason TEXT");
    Connection conn = ctx.connect();
    const ChangeOutcome out = decideChange(conn, id, decision, reason);
    return reportWrite(out.fate, out.message, out.toJson(), asJson);
}

} // namespace seal::cli
