// A loosening fuzzer for dual control (issue 45, item 4): one operator, alone,
// with every table privilege a careless owner could grant, plays random
// transactions over every governed table (INSERT, UPDATE of any column, key
// columns included, DELETE, TRUNCATE, brakes, temporary objects that would
// shadow the guard's tables, SET) on store-a, store-c and store-e. After each
// transaction that commits it asks core's rules (the code `clearance`,
// `thresholds`, `budgets` and the obligations' judge answer with) whether any
// path, amount, domain, budget or duty got a more permissive answer than just
// before. On the real guard it must find nothing; on a guard weakened in one
// way per class of issue 45 (negative controls) it must find a counter-example.
//
// SEAL_FUZZ_GUARD_TX: the transactions for the real guard, spread over the
// three stores (CI: 10,000; scripts/bench.sh --fuzz-guard: a million).
#include "core/base/clock.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/budgets.hpp"
#include "core/rules/clearance.hpp"
#include "core/store/optional_tables.hpp"
#include "core/writes/dual_control.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;

namespace {

const std::string kOperator = "fuzz_op";
constexpr double kInf = std::numeric_limits<double>::infinity();

// Higher is more permissive, for every probe.
using Answers = std::map<std::string, double>;

double parsedOr(const Result& r, int row, int col, double ifNull)
{
    if (r.isNull(row, col)) return ifNull;
    return parseFloat8(r.text(row, col));
}

// What a column holds, for the generator.
enum class Type
{
    Key,
    Text,
    Status,
    Real,
    Int,
    Bool,
    Json
};

struct Column
{
    const char* name;
    Type type;
};

struct Table
{
    const char* name;
    const char* kind; // the brake's kind, "" for the agents' tables
    std::vector<Column> columns;
};

const std::vector<Table>& tables()
{
    static const std::vector<Table> list = {
        {"seal_clearance",
         "policy",
         {{"path", Type::Key},
          {"status", Type::Status},
          {"reason", Type::Text},
          {"max_proof_age_sec", Type::Real},
          {"updated_at", Type::Real},
          {"updated_by", Type::Text}}},
        {"seal_thresholds",
         "thresholds",
         {{"path", Type::Key},
          {"auto_ceiling", Type::Real},
          {"dual_ceiling", Type::Real},
          {"required_approvers", Type::Int},
          {"updated_at", Type::Real},
          {"updated_by", Type::Text}}},
        {"seal_domains",
         "",
         {{"domain", Type::Key},
          {"frozen", Type::Bool},
          {"reason", Type::Text},
          {"evidence", Type::Json},
          {"frozen_at", Type::Real}}},
        {"seal_mandate_paths",
         "mandate_release",
         {{"path", Type::Key},
          {"required", Type::Bool},
          {"updated_at", Type::Real},
          {"updated_by", Type::Text}}},
        {"seal_budget",
         "budget",
         {{"budget_key", Type::Key},
          {"limit_amt", Type::Real},
          {"window_sec", Type::Real},
          {"updated_at", Type::Real}}},
        {"seal_obligations",
         "",
         {{"obligation_id", Type::Key},
          {"kind", Type::Text},
          {"action", Type::Text},
          {"intent_key", Type::Text},
          {"expected_intent", Type::Text},
          {"due_at", Type::Real},
          {"every_sec", Type::Real},
          {"min_count", Type::Int},
          {"grace_sec", Type::Real},
          {"require_world", Type::Bool},
          {"active", Type::Bool},
          {"anchor_at", Type::Real},
          {"next_window", Type::Int},
          {"created_at", Type::Real},
          {"created_by", Type::Text}}},
    };
    return list;
}

// The store as a fuzz target: its governed tables, their keys, and the probes asked after each commit.
struct Target
{
    TestDatabase db;
    std::vector<const Table*> present;
    std::map<std::string, std::vector<std::string>> keys; // table -> its keys at the start, and a new one
    std::vector<std::string> paths, domains, budgets, obligations;
};

std::vector<std::string> column(Connection& c, const std::string& sql)
{
    std::vector<std::string> out;
    Result r = c.exec(sql);
    for (int i = 0; i < r.rows(); ++i)
        out.emplace_back(r.text(i, 0));
    return out;
}

Target makeTarget(TestDatabase db)
{
    Target t{std::move(db), {}, {}, {}, {}, {}, {}};
    auto owner = t.db.connect();
    ensureRole(kOperator);
    const auto governed = governedTablesPresent(owner);
    for (const Table& table : tables())
        if (std::find(governed.begin(), governed.end(), table.name) != governed.end()) {
            t.present.push_back(&table);
            auto ks = column(owner, std::string("SELECT ") + table.columns[0].name + " FROM " + table.name +
                                        " ORDER BY 1 LIMIT 12");
            ks.push_back("fz_new");
            t.keys[table.name] = ks;
            // One operator with every privilege a careless owner could grant: the guard is what is under
            // test.
            t.db.exec(std::string("GRANT ALL ON TABLE ") + table.name + " TO " + quoteIdent(kOperator));
        }
    t.db.grantToEveryone();
    applyDualControlSetup(owner, 3600);
    for (const auto& g : dualControlGrantStatements(quoteIdent(kOperator)))
        t.db.exec(g);
    t.paths =
        column(owner, "SELECT path FROM seal_clearance UNION SELECT path FROM seal_thresholds UNION SELECT "
                      "domain FROM seal_intents UNION SELECT 'fz_new'");
    t.domains = column(owner, "SELECT domain FROM seal_domains UNION SELECT 'fz_new'");
    if (hasTable(owner, "seal_budget"))
        t.budgets = column(owner, "SELECT budget_key FROM seal_budget UNION SELECT 'fz_new'");
    if (std::find(governed.begin(), governed.end(), "seal_obligations") != governed.end())
        t.obligations = column(owner, "SELECT obligation_id FROM seal_obligations");
    // The starting rows, to go back to now and then (the state only ever tightens otherwise).
    t.db.exec("CREATE SCHEMA fuzz_base");
    for (const Table* table : t.present)
        t.db.exec(std::string("CREATE TABLE fuzz_base.") + table->name + " AS SELECT * FROM " + table->name);
    return t;
}

// Back to the starting rows, as the owner with dual control off for the moment.
void reset(const Target& t)
{
    std::string sql = "BEGIN; DELETE FROM sealdesk_dual_control; DELETE FROM sealdesk_brakes;";
    for (const Table* table : t.present)
        sql += std::string(" DELETE FROM ") + table->name + "; INSERT INTO " + table->name +
               " SELECT * FROM fuzz_base." + table->name + ";";
    sql +=
        " INSERT INTO sealdesk_dual_control (one, expiry_sec, enabled_at, enabled_by) VALUES (true, 3600, 0, "
        "'fuzz'); COMMIT";
    auto owner = t.db.connect();
    execScript(owner, sql);
}

int rank(const std::string& status)
{
    return status == "REVOKED" ? 0 : status == "CLEARED" ? 2 : 1;
}

// Every probe, by core's rules; higher is more permissive.
Answers answers(Connection& c, const Target& t, double now)
{
    Answers a;
    // Thresholds as the gateway applies them: a path without a row has no amount tier (AUTO).
    std::map<std::string, std::optional<Thresholds>> thresholds;
    Result th = c.exec(
        "SELECT path, auto_ceiling::text, dual_ceiling::text, required_approvers FROM seal_thresholds");
    for (int i = 0; i < th.rows(); ++i) {
        // A value the gateway cannot read is taken as the loosest, so that moving into it counts.
        thresholds[std::string(th.text(i, 0))] =
            Thresholds{parsedOr(th, i, 1, kInf), parsedOr(th, i, 2, kInf),
                       th.isNull(i, 3) ? 0 : static_cast<int>(th.integer(i, 3))};
    }
    std::map<std::string, ClearancePolicy> policies;
    Result cl = c.exec("SELECT path, coalesce(status, ''), max_proof_age_sec::text FROM seal_clearance");
    for (int i = 0; i < cl.rows(); ++i) {
        ClearancePolicy p;
        p.status = std::string(cl.text(i, 1));
        if (!cl.isNull(i, 2)) p.maxProofAgeSec = parseFloat8(cl.text(i, 2));
        policies[std::string(cl.text(i, 0))] = p;
    }
    for (const std::string& path : t.paths) {
        const auto it = thresholds.find(path);
        for (const double amount : {0.01, 50.0, 100.0, 999.0, 1000.0, 5000.0, 1e6, 1e12}) {
            const std::string tier = it == thresholds.end() ? "AUTO" : tierFor(amount, it->second);
            a["tier " + path + " " + std::to_string(amount)] = tier == "AUTO" ? 2 : tier == "DUAL" ? 1 : 0;
        }
        a["approvers " + path] = it == thresholds.end() ? 0 : -std::max(0, it->second->requiredApprovers);
        const auto pol = policies.find(path);
        const std::optional<ClearancePolicy> policy =
            pol == policies.end() ? std::nullopt : std::optional<ClearancePolicy>(pol->second);
        a["policy " + path] = rank(policy ? policy->status : "HOLD");
        for (const double proofAge : {0.0, 50.0, 3000.0, 80000.0, 90000.0, 1e6, 1e9}) {
            const Clearance e =
                evaluateClearance(path, policy, ClearanceProof{now - proofAge, true, {}, {}, {}}, now);
            a["clearance " + path + " " + std::to_string(proofAge)] = rank(e.effective);
        }
    }
    Result dom = c.exec("SELECT domain FROM seal_domains WHERE frozen");
    std::set<std::string> frozen;
    for (int i = 0; i < dom.rows(); ++i)
        frozen.emplace(dom.text(i, 0));
    for (const std::string& d : t.domains)
        a["frozen " + d] = frozen.count(d) ? 0 : 1;
    if (hasTable(c, "seal_mandate_paths")) {
        Result m = c.exec("SELECT path FROM seal_mandate_paths WHERE required");
        std::set<std::string> required;
        for (int i = 0; i < m.rows(); ++i)
            required.emplace(m.text(i, 0));
        for (const std::string& p : t.paths)
            a["mandate " + p] = required.count(p) ? 0 : 1;
    }
    if (!t.budgets.empty()) {
        std::map<std::string, double> remaining;
        // readBudgets skips a row it cannot read: such a key counts as unlimited here (the loosest).
        Result raw = c.exec("SELECT budget_key FROM seal_budget");
        for (int i = 0; i < raw.rows(); ++i)
            remaining[std::string(raw.text(i, 0))] = kInf;
        for (const BudgetStatus& b : readBudgets(c, now))
            remaining[b.budgetKey] = std::isnan(b.remaining) ? kInf : b.remaining;
        for (const std::string& k : t.budgets) {
            const auto it = remaining.find(k);
            a["budget " + k] = it == remaining.end() ? 0 : it->second; // no row: no headroom
        }
    }
    if (!t.obligations.empty()) {
        // When each duty breaches at the latest (none: never), and how much it asks.
        Result o =
            c.exec("SELECT obligation_id, active, kind, due_at::text, every_sec::text, grace_sec::text, "
                   "anchor_at::text, "
                   // A recurring duty breaches at the end of the first window from next_window on that the
                   // sweep has not judged (too few sealed intents, no breach recorded with its event).
                   "CASE WHEN kind = 'recurring' AND every_sec > 0 AND every_sec < 'Infinity' AND anchor_at > "
                   "'-Infinity' AND anchor_at < 'Infinity' THEN (SELECT min(n) FROM generate_series(next_window, "
                   "next_window + 200) n WHERE NOT (EXISTS (SELECT 1 FROM seal_obligation_breaches b WHERE "
                   "b.obligation_id = d.obligation_id AND b.window_n = n) AND EXISTS (SELECT 1 FROM seal_events e "
                   "WHERE e.kind = 'obligation_breached' AND e.detail ->> 'obligation_id' = d.obligation_id AND "
                   "e.detail ->> 'window' = n::text)) AND (SELECT count(*) FROM seal_intents i WHERE i.action = "
                   "d.action AND i.state = 'sealed' AND i.created_at >= d.anchor_at + n * d.every_sec AND "
                   "i.created_at < d.anchor_at + (n + 1) * d.every_sec AND (NOT coalesce(d.require_world, false) OR "
                   "i.tier = 'WORLD_FINAL')) < coalesce(d.min_count, 1)) ELSE next_window END, "
                   "min_count, action, expected_intent FROM seal_obligations d");
        std::map<std::string, int> row;
        for (int i = 0; i < o.rows(); ++i)
            row[std::string(o.text(i, 0))] = i;
        Result base = c.exec(
            "SELECT obligation_id, action, coalesce(expected_intent, '') FROM fuzz_base.seal_obligations");
        std::map<std::string, std::string> identity;
        for (int i = 0; i < base.rows(); ++i)
            identity[std::string(base.text(i, 0))] =
                std::string(base.text(i, 1)) + "|" + std::string(base.text(i, 2));
        for (const std::string& id : t.obligations) {
            const auto it = row.find(id);
            double deadline = kInf, asks = -kInf, same = 1;
            if (it != row.end() && !o.isNull(it->second, 1) && o.boolean(it->second, 1)) {
                const int i = it->second;
                const double grace = parsedOr(o, i, 5, kInf);
                if (std::string(o.text(i, 2)) == "once") {
                    deadline = parsedOr(o, i, 3, kInf) + grace;
                } else {
                    const double every = parsedOr(o, i, 4, kInf);
                    const double next = o.isNull(i, 7) ? kInf : static_cast<double>(o.integer(i, 7));
                    deadline = every > 0 ? parsedOr(o, i, 6, kInf) + (next + 1) * every + grace : kInf;
                    asks = o.isNull(i, 8) ? -kInf : static_cast<double>(o.integer(i, 8));
                }
                if (std::isnan(deadline)) deadline = kInf;
                const std::string ident = std::string(o.text(i, 9)) + "|" + std::string(o.text(i, 10));
                same = identity.count(id) && identity[id] == ident ? 0 : 1;
            }
            a["obligation deadline " + id] = deadline;
            a["obligation asks " + id] = -asks;
            a["obligation other duty " + id] = same;
        }
    }
    return a;
}

// The first probe whose answer became more permissive.
std::optional<std::string> loosened(const Answers& before, const Answers& after)
{
    for (const auto& [probe, was] : before) {
        const auto it = after.find(probe);
        const double now = it == after.end() ? kInf : it->second;
        if (now > was) return probe + ": " + std::to_string(was) + " -> " + std::to_string(now);
    }
    return std::nullopt;
}

std::string literal(Type type, std::mt19937& random, const std::vector<std::string>& keys)
{
    auto pick = [&](const std::vector<std::string>& from) {
        return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(random)];
    };
    switch (type) {
    case Type::Key:
        return "'" + pick(keys) + "'";
    case Type::Text:
        return pick({"NULL", "'x'", "'recurring'", "'once'", "'refund'", "'payout'"});
    case Type::Status:
        return pick({"NULL", "'CLEARED'", "'HOLD'", "'REVOKED'", "'cleared'", "'x'"});
    case Type::Real:
        return pick({"NULL", "'NaN'", "'Infinity'", "'-Infinity'", "-1", "0", "1", "60", "3600", "86400",
                     "90000", "1e6", "1e12"});
    case Type::Int:
        return pick({"NULL", "0", "1", "2", "3", "5", "1000000"});
    case Type::Bool:
        return pick({"NULL", "true", "false"});
    case Type::Json:
        return pick({"NULL", "'{}'"});
    }
    return "NULL";
}

// One random statement on a governed table (with, half the time, a brake on the row first),
// or a move on the name resolution.
std::string statement(const Target& t, std::mt19937& random)
{
    auto roll = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
    switch (roll(16)) {
    case 0:
        return "CREATE TEMP TABLE IF NOT EXISTS sealdesk_dual_control (one boolean)";
    case 1:
        return "CREATE TEMP TABLE IF NOT EXISTS sealdesk_brakes AS SELECT txid_current() AS tx, k AS kind, "
               "'*'::text "
               "AS target FROM unnest(ARRAY['policy', 'thresholds', 'mandate_release', 'budget']) k";
    case 2:
        return "SET LOCAL search_path = pg_temp, public";
    default:
        break;
    }
    const Table& table = *t.present[static_cast<std::size_t>(roll(static_cast<int>(t.present.size())))];
    const auto& keys = t.keys.at(table.name);
    const std::string key = literal(Type::Key, random, keys);
    const std::string where = std::string(" WHERE ") + table.columns[0].name + " = " + key;
    std::string brake;
    if (*table.kind && roll(2) == 0)
        brake = std::string("SELECT sealdesk_brake('") + table.kind + "', " + key + "); ";
    switch (roll(10)) {
    case 0:
        return brake + "DELETE FROM " + table.name + where;
    case 1:
        return "TRUNCATE " + std::string(table.name);
    case 2:
    case 3: {
        std::string names, values;
        for (const Column& c : table.columns) {
            names += (names.empty() ? "" : ", ") + std::string(c.name);
            values += (values.empty() ? "" : ", ") + literal(c.type, random, keys);
        }
        return brake + "INSERT INTO " + table.name + " (" + names + ") VALUES (" + values + ")";
    }
    default: {
        const Column& c =
            table.columns[static_cast<std::size_t>(roll(static_cast<int>(table.columns.size())))];
        std::string set = std::string(c.name) + " = " + literal(c.type, random, keys);
        if (roll(3) == 0) {
            const Column& d =
                table.columns[static_cast<std::size_t>(roll(static_cast<int>(table.columns.size())))];
            set += std::string(", ") + d.name + " = " + literal(d.type, random, keys);
        }
        return brake + "UPDATE " + table.name + " SET " + set + (roll(8) == 0 ? std::string() : where);
    }
    }
}

struct Found
{
    std::string transaction;
    std::string what;
};

struct Tally
{
    long transactions = 0;
    long committed = 0;
};

// Plays `count` transactions as the operator; the first that loosens anything is returned.
std::optional<Found> play(const Target& t, long count, unsigned seed, Tally& tally)
{
    std::mt19937 random(seed);
    auto op = t.db.connect(kOperator);
    auto owner = t.db.connect();
    const double now = storeNow(owner);
    Answers before = answers(owner, t, now);
    for (long n = 0; n < count; ++n) {
        if (n % 200 == 199) {
            reset(t);
            before = answers(owner, t, now);
        }
        const int statements = 1 + std::uniform_int_distribution<int>(0, 2)(random);
        std::string tx;
        for (int i = 0; i < statements; ++i)
            tx += statement(t, random) + "; ";
        ++tally.transactions;
        op.command("BEGIN");
        try {
            execScript(op, tx);
            op.command("COMMIT");
        } catch (const StoreError&) {
            op.command("ROLLBACK");
            continue;
        }
        ++tally.committed;
        const Answers after = answers(owner, t, now);
        if (auto what = loosened(before, after)) return Found{tx, *what};
        before = after;
    }
    return std::nullopt;
}

std::vector<Target> targets()
{
    std::vector<Target> out;
    out.push_back(makeTarget(TestDatabase::storeA()));
    out.push_back(makeTarget(TestDatabase::storeC()));
    out.push_back(makeTarget(TestDatabase::storeE()));
    return out;
}

} // namespace

class TestDualControlFuzz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realGuardHolds()
    {
        const char* env = std::getenv("SEAL_FUZZ_GUARD_TX");
        const long total = env ? std::atol(env) : 10000;
        Tally tally;
        unsigned seed = 4500;
        auto all = targets();
        for (const Target& t : all) {
            const auto found = play(t, total / static_cast<long>(all.size()), seed++, tally);
            QVERIFY2(!found, found
                                 ? (t.db.name() + ": " + found->what + " after " + found->transaction).c_str()
                                 : "");
        }
        std::printf("fuzz-guard: %ld transactions by one operator, %ld committed, no answer loosened\n",
                    tally.transactions, tally.committed);
    }

    // One weakening per class of issue 45: the fuzzer must find each.
    void weakenedGuardsAreFound_data()
    {
        QTest::addColumn<QString>("function");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("store"); // 0 a, 1 c, 2 e
        QTest::newRow("name resolution: the caller's temporary schema searched first")
            << "sealdesk_guard()"
            << "IF NOT EXISTS (SELECT 1 FROM \"public\".sealdesk_dual_control)"
            << "SET LOCAL search_path = pg_temp, public; IF NOT EXISTS (SELECT 1 FROM sealdesk_dual_control)"
            << 2;
        QTest::newRow("REVOKED to HOLD taken for a brake")
            << "sealdesk_loosens(text,jsonb,jsonb,double precision)"
            << "WHEN 'REVOKED' THEN 0 WHEN 'HOLD' THEN 1"
            << "WHEN 'REVOKED' THEN 1 WHEN 'HOLD' THEN 1" << 2;
        QTest::newRow("an obligation's timing not guarded")
            << "sealdesk_loosens(text,jsonb,jsonb,double precision)"
            << "'due_at',\n        'every_sec', 'min_count', 'grace_sec',"
            << "'x1',\n        'x2', 'x3', 'x4'," << 2;
        QTest::newRow("a budget's NaN limit read as a number")
            << "sealdesk_loosens(text,jsonb,jsonb,double precision)"
            << "WHEN n = 'NaN' THEN inf WHEN n IS NULL THEN inf"
            << "WHEN n = 'NaN' THEN -inf WHEN n IS NULL THEN inf" << 1;
        QTest::newRow("TRUNCATE unguarded") << "sealdesk_guard_truncate()"
                                            << "RAISE EXCEPTION 'dual control: TRUNCATE"
                                            << "RETURN NULL; RAISE EXCEPTION 'dual control: TRUNCATE" << 2;
    }

    void weakenedGuardsAreFound()
    {
        QFETCH(QString, function);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, store);
        Target t = makeTarget(store == 0   ? TestDatabase::storeA()
                              : store == 1 ? TestDatabase::storeC()
                                           : TestDatabase::storeE());
        QVERIFY2(weakenFunction(t.db, function.toStdString(), from.toStdString(), to.toStdString()),
                 qPrintable(QStringLiteral("the weakening's text is not in ") + function + QStringLiteral(": ") + from));
        Tally tally;
        const auto found = play(t, 8000, 45, tally);
        QVERIFY2(found, "the fuzzer found nothing on a weakened guard");
        std::printf("fuzz-guard negative control: found after %ld transactions: %s\n    in: %s\n",
                    tally.transactions, found->what.c_str(), found->transaction.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDualControlFuzz)
#include "test_dual_control_fuzz.moc"
