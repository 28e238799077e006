// sealctl's read commands for what bounds an agent's spending beyond clearance
// and approvals: budgets (§11), mandates (§12) and sagas (§13). Each read runs
// in a read-only transaction; a store whose kernel never created these tables
// has none, and says so. Human output is a compact table; --json is for machines.
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/rules/budgets.hpp"
#include "core/rules/mandates.hpp"
#include "core/rules/sagas.hpp"

#include <CLI/CLI.hpp>
#include <cmath>
#include <memory>
#include <cstdio>
#include <string>
#include <vector>

namespace seal::cli {
namespace {

std::string printable(const std::string& s)
{
    return cli::printable(std::string_view(s));
}

std::string printable(const std::optional<std::string>& s)
{
    return s ? printable(*s) : std::string("-");
}

// The exact number as stored (Python's repr), or the invalid mark.
std::string numberText(double v)
{
    return std::isfinite(v) ? pythonFloatRepr(v) : kInvalidMark;
}

void printInvalid(const std::vector<std::string>& problems)
{
    for (const auto& p : problems)
        std::printf("invalid value: %s\n", printable(p).c_str());
}

// ---- budgets -------------------------------------------------------------------

// "98%" of the limit used; "-" when there is no honest figure.
std::string usedText(const BudgetStatus& b)
{
    if (!std::isfinite(b.spent) || !std::isfinite(b.limit) || b.limit <= 0) return "-";
    return std::to_string(static_cast<long long>(std::floor(100.0 * b.spent / b.limit))) + "%";
}

void printBudgets(const std::vector<BudgetStatus>& list, double at)
{
    std::printf("%zu budget(s) as of %s\n", list.size(), utcIso(at).c_str());
    if (list.empty()) return;
    std::vector<std::vector<std::string>> rows = {{"BUDGET", amountTitle("LIMIT"), "WINDOW",
                                                   amountTitle("SPENT"), amountTitle("RESERVED"),
                                                   amountTitle("REMAINING"), "USED"}};
    std::vector<std::string> keys;
    for (const auto& b : list)
        keys.push_back(b.budgetKey);
    LookalikeNotes keyMarks(keys);
    for (const auto& b : list)
        rows.push_back({keyMarks.cell(b.budgetKey), numberText(b.limit),
                        std::isfinite(b.windowSec) ? shortDuration(b.windowSec) : kInvalidMark,
                        numberText(b.spent), numberText(b.reserved), numberText(b.remaining), usedText(b)});
    printTable(rows);
    keyMarks.print();
    for (const auto& b : list)
        printInvalid(b.invalid);
}

// ---- mandates ------------------------------------------------------------------

void printMandatePaths(const std::vector<MandatePath>& paths, LookalikeNotes& pathMarks)
{
    std::printf("paths under mandate: %zu row(s)\n", paths.size());
    if (paths.empty()) return;
    std::vector<std::vector<std::string>> rows = {{"PATH", "REQUIRED", "UPDATED", "BY"}};
    for (const auto& p : paths)
        rows.push_back({pathMarks.cell(p.path), p.required ? "yes" : "no (released)", utcIso(p.updatedAt),
                        printable(p.updatedBy)});
    printTable(rows);
}

void printMandateRows(const std::vector<Mandate>& mandates, LookalikeNotes& pathMarks)
{
    std::printf("mandates: %zu\n", mandates.size());
    if (mandates.empty()) return;
    std::vector<std::vector<std::string>> rows = {{"MANDATE", "PATH", amountTitle("AMOUNT"), "TIER", "STATE",
                                                   "CREATED", "EXPIRES", "CONSUMED", "APPROVAL", "INTENT"}};
    for (const auto& m : mandates)
        rows.push_back({printable(m.mandateId), pathMarks.cell(m.path), m.amount ? numberText(*m.amount) : "-",
                        printable(m.tier), m.state, utcIso(m.createdAt), utcIso(m.expiresAt),
                        utcIsoOr(m.consumedAt), printable(m.approvalId), printable(m.intent)});
    printTable(rows);
}

void printMandates(const MandatesReport& r)
{
    std::printf("mandates as of %s\n", utcIso(r.at).c_str());
    std::vector<std::string> paths;
    for (const auto& p : r.paths)
        paths.push_back(p.path);
    for (const auto& m : r.mandates)
        paths.push_back(m.path);
    LookalikeNotes pathMarks(paths);
    printMandatePaths(r.paths, pathMarks);
    printMandateRows(r.mandates, pathMarks);
    pathMarks.print();
    for (const auto& p : r.paths)
        if (!p.invalid.empty()) printInvalid({p.invalid});
    for (const auto& m : r.mandates)
        printInvalid(m.invalid);
}

// ---- sagas ---------------------------------------------------------------------

void printSaga(const Saga& s)
{
    const std::string verdict =
        s.evaluatedState == s.state ? "" : "  (stored " + printable(s.state) + ", not written back)";
    std::printf("%s  %s%s  created %s\n", printable(s.graphId).c_str(), printable(s.evaluatedState).c_str(),
                verdict.c_str(), utcIso(s.createdAt).c_str());
    std::vector<std::vector<std::string>> rows;
    for (const auto& c : s.children)
        rows.push_back({"  " + printable(c.childKey), printable(c.action), c.required ? "required" : "optional",
                        printable(c.state), "tier " + printable(c.tier),
                        c.compensatesKey ? "compensates " + printable(*c.compensatesKey) : "",
                        "intent " + printable(c.intent)});
    printTable(rows);
    printInvalid(s.invalid);
}

void printSagas(const std::vector<Saga>& list)
{
    std::size_t attention = 0;
    for (const auto& s : list)
        attention += s.attentionRank() < 2 ? 1 : 0;
    std::printf("%zu saga(s), %zu diverged or unfinished (listed first)\n", list.size(), attention);
    for (const auto& s : list)
        printSaga(s);
}

// --json and --at, all these reads take.
struct AsOf
{
    bool json = false;
    std::optional<double> at;
};

int budgets(Context& ctx, const AsOf& o)
{
    const auto& atGiven = o.at;
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(atGiven, conn);
    ReadTransaction tx(conn);
    const auto list = readBudgets(conn, at);
    if (o.json) {
        nlohmann::json out = budgetsJson(list);
        tagCurrency(out);
        printJson(out);
    } else
        printBudgets(list, at);
    return Ok;
}

int mandates(Context& ctx, const AsOf& o)
{
    const auto& atGiven = o.at;
    Connection conn = ctx.connectForRead();
    const double at = givenOrStoreNow(atGiven, conn);
    ReadTransaction tx(conn);
    const MandatesReport report = readMandates(conn, at);
    if (o.json) {
        nlohmann::json out = mandatesJson(report);
        if (out.contains("mandates")) tagCurrency(out["mandates"]);
        printJson(out);
    } else
        printMandates(report);
    return Ok;
}

int sagas(Context& ctx, bool asJson)
{
    Connection conn = ctx.connectForRead();
    ReadTransaction tx(conn);
    const auto list = readSagas(conn);
    if (asJson)
        printJson(sagasJson(list));
    else
        printSagas(list);
    return Ok;
}

} // namespace

void registerSpend(CommandTable& table)
{
    auto b = std::make_shared<AsOf>();
    CLI::App* budgetsCommand = table.add(
        "budgets",
        "spend ceilings per budget key: limit, window, spent (reserved and settled inside the window), reserved, "
        "remaining, as of --at (default now); JSON [{budget_key, limit, window_sec, spent, reserved, remaining}]",
        [b](Context& ctx) { return budgets(ctx, *b); });
    addJson(*budgetsCommand, b->json);
    addAt(*budgetsCommand, b->at);

    auto m = std::make_shared<AsOf>();
    CLI::App* mandatesCommand = table.add(
        "mandates",
        "paths under mandate and every mandate with its state (active, expired, consumed) as of --at; JSON {paths: "
        "[...], mandates: [...]}",
        [m](Context& ctx) { return mandates(ctx, *m); });
    addJson(*mandatesCommand, m->json);
    addAt(*mandatesCommand, m->at);

    auto json = std::make_shared<bool>(false);
    addJson(*table.add("sagas",
                       "multi-step graphs with their children and the evaluate verdict (computed, never written "
                       "back), diverged and unfinished ones first",
                       [json](Context& ctx) { return sagas(ctx, *json); }),
            *json);
}

} // namespace seal::cli
