// Parity with the reference kernel on store-c for budgets (§11), mandates
// (§12) and sagas' evaluate (§13): core's readers and sealctl's --json,
// compared with store-c.expected.json at its generated_at (the clock pinned
// with --at; nothing here depends on today's date). Values are compared as
// JSON text, so 5575.0 and 5575 differ as they do for the reference. Negative
// controls tamper with a copy and show each answer moves; a store without the
// tables answers "none"; agent-written strings stay data.
#include "core/canon/digest.hpp"
#include "core/rules/budgets.hpp"
#include "core/rules/mandates.hpp"
#include "core/rules/sagas.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

using namespace seal;
using namespace seal::test;

// Compares two JSON values as text (numbers keep int vs float) and shows both when they differ.
#define QCOMPARE_JSON(got, want)                                                                             \
    do {                                                                                                     \
        const std::string g_ = nlohmann::json(got).dump();                                                   \
        const std::string w_ = nlohmann::json(want).dump();                                                  \
        QVERIFY2(g_ == w_, qPrintable(QString::fromStdString("\n  got: " + g_ + "\n want: " + w_)));       \
    } while (false)

namespace {

std::string failure(const RunResult& rr)
{
    return "exit " + std::to_string(rr.exitCode) + "\nstdout: " + rr.out.substr(0, 2000) + "\nstderr: " + rr.err;
}

nlohmann::json parsed(const RunResult& rr)
{
    auto v = nlohmann::json::parse(rr.out, nullptr, false);
    return v.is_discarded() ? nlohmann::json("<not JSON: " + rr.out + rr.err + ">") : v;
}

// The shortest text that reads back as `at`, '.' whatever the locale
// (QCoreApplication adopts LC_ALL, and CI runs under de_DE).
std::string epochText(double at)
{
    return pythonFloatRepr(at);
}

nlohmann::json byKey(const nlohmann::json& array, const char* key)
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto& e : array)
        out[e[key].get<std::string>()] = e;
    return out;
}

// The reference's budgets with "reserved" added: the in-window spend rows still
// reserved, summed from its own spend_rows (an independent computation).
nlohmann::json expectedBudgets(const nlohmann::json& expected)
{
    const double at = expected["generated_at"].get<double>();
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [key, b] : expected["budgets"].items()) {
        double reserved = 0;
        for (const auto& row : expected["spend_rows"])
            if (row["budget_key"] == key && row["state"] == "reserved" &&
                row["at"].get<double>() > at - b["window_sec"].get<double>())
                reserved += row["amount"].get<double>();
        out.push_back({{"budget_key", key},
                       {"limit", b["limit"]},
                       {"window_sec", b["window_sec"]},
                       {"spent", b["spent"]},
                       {"reserved", reserved},
                       {"remaining", b["remaining"]}});
    }
    return out; // items() walks keys in order: sorted like the readers' output
}

// The newest mandate per intent in a `mandates` list (the reference's for_intent).
std::map<std::string, nlohmann::json> newestPerIntent(const nlohmann::json& mandates)
{
    std::map<std::string, nlohmann::json> out;
    for (const auto& m : mandates) {
        auto& slot = out[m["intent"].get<std::string>()];
        if (slot.is_null() || m["created_at"].get<double>() >= slot["created_at"].get<double>()) slot = m;
    }
    return out;
}

} // namespace

class TestBudgetsMandatesSagas : public QObject
{
    Q_OBJECT

    nlohmann::json m_expected;
    double m_at = 0;

    RunResult sealctl(const TestDatabase& db, std::vector<std::string> args) const
    {
        args.insert(args.begin(), {"--dsn", db.dsn()});
        return runSealctl(args);
    }

    nlohmann::json sealctlJson(const TestDatabase& db, const std::vector<std::string>& args) const
    {
        const RunResult rr = sealctl(db, args);
        if (rr.exitCode != 0) qWarning("%s", failure(rr).c_str());
        return parsed(rr);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_expected = expectedStoreC();
        m_at = m_expected["generated_at"].get<double>();
    }

    // ---- §11 budgets ---------------------------------------------------------------
    void budgetsMatchReference()
    {
        auto db = TestDatabase::storeC();
        const nlohmann::json want = expectedBudgets(m_expected);
        QCOMPARE(want.size(), size_t(4));
        {
            auto conn = db.connect();
            ReadTransaction tx(conn);
            QCOMPARE_JSON(budgetsJson(readBudgets(conn, m_at)), want);
        }
        QCOMPARE_JSON(sealctlJson(db, {"budgets", "--json", "--at", epochText(m_at)}), want);
        // The reservation rows behind a key are the reference's spend rows of that key.
        auto conn = db.connect();
        ReadTransaction tx(conn);
        const auto rows = readReservations(conn, "agent:refunds-bot", m_at);
        int n = 0;
        for (const auto& row : m_expected["spend_rows"])
            n += row["budget_key"] == "agent:refunds-bot" ? 1 : 0;
        QCOMPARE(int(rows.size()), n);
        QVERIFY(rows.size() >= 2 && rows[0].at >= rows[1].at); // newest first
        // At most the newest N: the same first rows, no more (a busy key's
        // window can hold millions; the console shows the newest).
        const auto all = readReservations(conn, "team:ops", m_at);
        const auto newest = readReservations(conn, "team:ops", m_at, 5);
        QCOMPARE(newest.size(), size_t(5));
        QVERIFY(all.size() > 5);
        for (size_t i = 0; i < newest.size(); ++i)
            QCOMPARE(newest[i].id, all[i].id);
    }

    // hourly:payout has a 1-hour window: valid only at generated_at, and the
    // clock decides. An hour later its spend has left the window.
    void budgetWindowFollowsTheClock()
    {
        auto db = TestDatabase::storeC();
        const auto later =
            byKey(sealctlJson(db, {"budgets", "--json", "--at", epochText(m_at + 3601)}), "budget_key");
        QCOMPARE_JSON(later["hourly:payout"]["spent"], 0.0);
        QCOMPARE_JSON(later["hourly:payout"]["remaining"], 60000.0);
        QCOMPARE_JSON(later["team:ops"]["spent"], m_expected["budgets"]["team:ops"]["spent"]); // 10-year window
    }

    // Negative controls: a tampered spend row, a state flip, a NaN limit.
    void tamperedSpendChangesTheAnswer()
    {
        auto db = TestDatabase::storeC();
        db.exec("UPDATE seal_spend SET amount = amount + 1 WHERE id = "
                "(SELECT min(id) FROM seal_spend WHERE budget_key = 'team:ops' AND state = 'settled')");
        db.exec("UPDATE seal_spend SET state = 'settled' WHERE budget_key = 'agent:refunds-bot' AND state = 'reserved'");
        const auto got = byKey(sealctlJson(db, {"budgets", "--json", "--at", epochText(m_at)}), "budget_key");
        const auto want = byKey(expectedBudgets(m_expected), "budget_key");
        QCOMPARE_JSON(got["team:ops"]["spent"], want["team:ops"]["spent"].get<double>() + 1);
        QCOMPARE_JSON(got["team:ops"]["remaining"], want["team:ops"]["remaining"].get<double>() - 1);
        QCOMPARE_JSON(got["agent:refunds-bot"]["reserved"], 0.0);
        QCOMPARE_JSON(got["agent:refunds-bot"]["spent"], want["agent:refunds-bot"]["spent"]); // settled counts too
        QCOMPARE_JSON(got["cust:acme"], want["cust:acme"]);                                  // untouched

        db.exec("UPDATE seal_budget SET limit_amt = 'NaN' WHERE budget_key = 'cust:acme'");
        const auto nan = byKey(sealctlJson(db, {"budgets", "--json", "--at", epochText(m_at)}), "budget_key");
        QVERIFY(nan["cust:acme"]["limit"].is_null());
        QVERIFY(nan["cust:acme"]["remaining"].is_null());
        QCOMPARE_JSON(nan["cust:acme"]["invalid"],
                      nlohmann::json::array({"seal_budget.limit_amt of budget_key cust:acme is NaN"}));
        QCOMPARE_JSON(nan["hourly:payout"], want["hourly:payout"]);
        const RunResult text = sealctl(db, {"budgets", "--at", epochText(m_at)});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(text.out.find("\u27E8invalid\u27E9") != std::string::npos, text.out.c_str());
    }

    // ---- §12 mandates --------------------------------------------------------------
    void mandatesMatchReference()
    {
        auto db = TestDatabase::storeC();
        const auto got = sealctlJson(db, {"mandates", "--json", "--at", epochText(m_at)});
        QCOMPARE(got["mandates"].size(), size_t(m_expected["table_counts"]["seal_mandates"].get<int>()));
        const auto newest = newestPerIntent(got["mandates"]);
        auto conn = db.connect();
        ReadTransaction tx(conn);
        int withMandate = 0;
        for (const auto& [intent, want] : m_expected["mandates"].items()) {
            const auto core = readMandateForIntent(conn, intent, m_at);
            if (want.is_null()) {
                QVERIFY2(!core && !newest.count(intent), intent.c_str());
                continue;
            }
            ++withMandate;
            QVERIFY2(core, intent.c_str());
            QCOMPARE_JSON(mandateJson(*core), want);
            QCOMPARE_JSON(newest.at(intent), want);
        }
        QVERIFY(withMandate > 60);
    }

    void mandatePathsMatchReference()
    {
        auto db = TestDatabase::storeC();
        const auto got = sealctlJson(db, {"mandates", "--json", "--at", epochText(m_at)});
        QCOMPARE_JSON(got["paths"], nlohmann::json::parse(R"([
            {"path": "invoice", "required": false, "updated_at": 1796058328.1436656, "updated_by": "ops-lead"},
            {"path": "refund", "required": true, "updated_at": 1796058321.1102986, "updated_by": "ciso"}])"));
        // The reference's required(P) for every path: a row that says so, else not required.
        const auto rows = byKey(got["paths"], "path");
        for (const auto& [path, required] : m_expected["mandate_paths"].items())
            QCOMPARE(rows.contains(path) && rows[path]["required"].get<bool>(), required.get<bool>());
    }

    // The four unconsumed gateway mandates are active for 900 s, then expired;
    // a cleared consumed_at makes a consumed mandate active again.
    void mandateStateFollowsClockAndRow()
    {
        auto db = TestDatabase::storeC();
        const auto count = [](const nlohmann::json& list, const char* state) {
            return std::count_if(list.begin(), list.end(), [state](const auto& m) { return m["state"] == state; });
        };
        const auto now = sealctlJson(db, {"mandates", "--json", "--at", epochText(m_at)})["mandates"];
        QCOMPARE(count(now, "active"), 4L);
        QCOMPARE(count(now, "consumed"), 63L);
        const auto later = sealctlJson(db, {"mandates", "--json", "--at", epochText(m_at + 901)})["mandates"];
        QCOMPARE(count(later, "active"), 0L);
        QCOMPARE(count(later, "expired"), 5L);

        db.exec("UPDATE seal_mandates SET consumed_at = NULL WHERE mandate_id = '298136b87119411b99eafc843258b742'");
        const auto tampered = byKey(sealctlJson(db, {"mandates", "--json", "--at", epochText(m_at)})["mandates"],
                                    "mandate_id");
        QCOMPARE_JSON(tampered["298136b87119411b99eafc843258b742"]["state"], "active");
        QVERIFY(tampered["298136b87119411b99eafc843258b742"] !=
                m_expected["mandates"]["8353c31e766e0ea1e69fad8210bcf34002a657a1b9a706dcbe6c538d7063dae3"]);
    }

    void mandateStateRule()
    {
        QCOMPARE(std::string(mandateState(true, 10, 20)), std::string("consumed"));
        QCOMPARE(std::string(mandateState(false, 10, 20)), std::string("expired"));
        QCOMPARE(std::string(mandateState(false, 10, 10)), std::string("active")); // now > expires_at, strictly
        QCOMPARE(std::string(mandateState(false, std::nan(""), 10)), std::string("expired"));
    }

    // ---- §13 sagas -----------------------------------------------------------------
    void sagasMatchReference()
    {
        auto db = TestDatabase::storeC();
        const auto got = sealctlJson(db, {"sagas", "--json"});
        QVERIFY2(got.is_array() && got.size() == 4, got.dump().c_str());
        std::vector<std::string> order;
        for (const auto& g : got) {
            const std::string id = g["graph_id"].get<std::string>();
            order.push_back(id);
            const auto& want = m_expected["graphs"][id];
            QCOMPARE_JSON(g["state"], want["get"]["state"]);
            QCOMPARE_JSON(g["evaluated_state"], want["evaluate"]["state"]);
            QCOMPARE_JSON(g["required_tiers"], want["evaluate"]["required_tiers"]);
            QCOMPARE_JSON(g["children"], want["evaluate"]["children"]);
        }
        // Diverged first, then the unfinished (order-1003 never ran capture), then the done, oldest first.
        QCOMPARE(order, (std::vector<std::string>{"order-1004", "order-1003", "order-1001", "order-1002"}));
        auto conn = db.connect();
        ReadTransaction tx(conn);
        QCOMPARE_JSON(sagasJson(readSagas(conn)), got);
    }

    // Negative controls: the verdict follows the children's intents, and is never written back.
    void evaluateFollowsTheIntentsAndWritesNothing()
    {
        auto db = TestDatabase::storeC();
        const std::string fulfil = "1b5ecd1665d559ceabdff92b993c047b6696eb4276ff75f8165c8f832921bd18";
        db.exec("UPDATE seal_intents SET tier = 'SEALED' WHERE intent = '" + fulfil + "'");
        auto got = byKey(sealctlJson(db, {"sagas", "--json"}), "graph_id");
        QCOMPARE_JSON(got["order-1001"]["evaluated_state"], "GRAPH_EXECUTING");
        QCOMPARE_JSON(got["order-1001"]["required_tiers"]["fulfil"], "SEALED");

        db.exec("UPDATE seal_intents SET tier = 'WORLD_DIVERGED' WHERE intent = '" + fulfil + "'");
        const auto list = sealctlJson(db, {"sagas", "--json"});
        QCOMPARE_JSON(list[0]["graph_id"], "order-1001"); // the oldest diverged one now leads
        QCOMPARE_JSON(list[0]["evaluated_state"], "GRAPH_DIVERGED");
        QCOMPARE_JSON(list[0]["state"], "GRAPH_FINAL");
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_graphs WHERE graph_id = 'order-1001' AND state = 'GRAPH_FINAL'"),
                 1LL);
        // A stored compensation stands, whatever its children's tiers say.
        db.exec("UPDATE seal_intents SET tier = 'WORLD_DIVERGED' WHERE intent = "
                "'f328bf5818e444552c46eb2256d947e7a860ff2342fa2d28ffe5823e72d7b04f'");
        got = byKey(sealctlJson(db, {"sagas", "--json"}), "graph_id");
        QCOMPARE_JSON(got["order-1002"]["evaluated_state"], "GRAPH_COMPENSATED");
    }

    // The console's window: every graph not done, the newest N done ones. The
    // store's "done" must be evaluateSaga()'s, or a graph that needs attention
    // would be left out: checked on store-c as written and after each change
    // that moves a graph across the line (a failed child, a tier not final, a
    // stored divergence, a stored compensation).
    void sagaWindowLeavesOutOnlyDoneGraphs()
    {
        auto db = TestDatabase::storeC();
        // The done graphs in the store, or -1 when the window disagrees with readSagas.
        const auto check = [&](const char* step) -> std::int64_t {
            auto conn = db.connect();
            ReadTransaction tx(conn);
            const auto all = readSagas(conn);
            std::int64_t done = 0;
            std::vector<std::string> needing;
            for (const Saga& s : all) {
                if (s.attentionRank() == 2) ++done;
                else needing.push_back(s.graphId);
            }
            const SagaWindow whole = readSagaWindow(conn, 1000);
            const SagaWindow none = readSagaWindow(conn, 0);
            std::vector<std::string> listed;
            for (const Saga& s : none.sagas)
                listed.push_back(s.graphId);
            const bool same = sagasJson(whole.sagas) == sagasJson(all) && whole.doneInStore == done &&
                              whole.doneListed == done && listed == needing && none.doneInStore == done &&
                              none.doneListed == 0;
            if (!same) qWarning("%s: the window is not readSagas less its done graphs", step);
            return same ? done : -1;
        };
        QCOMPARE(check("as written"), std::int64_t(2)); // order-1001 final, order-1002 compensated
        const std::string fulfil = "1b5ecd1665d559ceabdff92b993c047b6696eb4276ff75f8165c8f832921bd18";
        db.exec("UPDATE seal_graph_children SET state = 'failed' WHERE intent = '" + fulfil + "'");
        QCOMPARE(check("a failed child"), std::int64_t(1));
        db.exec("UPDATE seal_graph_children SET state = 'sealed' WHERE intent = '" + fulfil + "'");
        db.exec("UPDATE seal_intents SET tier = 'SEALED' WHERE intent = '" + fulfil + "'");
        QCOMPARE(check("a tier not final"), std::int64_t(1));
        db.exec("UPDATE seal_intents SET tier = 'WORLD_FINAL' WHERE intent = '" + fulfil + "'");
        db.exec("UPDATE seal_graphs SET state = 'GRAPH_DIVERGED' WHERE graph_id = 'order-1001'");
        QCOMPARE(check("a stored divergence"), std::int64_t(1));
        db.exec("UPDATE seal_graphs SET state = 'GRAPH_COMPENSATED' WHERE graph_id = 'order-1003'");
        QCOMPARE(check("a stored compensation"), std::int64_t(2));
    }

    void evaluateRule_data()
    {
        using L = QByteArrayList;
        QTest::addColumn<QByteArray>("stored");
        QTest::addColumn<QByteArrayList>("children"); // "required|optional state tier|-"
        QTest::addColumn<QByteArray>("want");
        QTest::newRow("all final") << QByteArray("GRAPH_EXECUTING") << L{"required sealed WORLD_FINAL"}
                                   << QByteArray("GRAPH_FINAL");
        QTest::newRow("no required child") << QByteArray("GRAPH_OPEN") << L{"optional sealed WORLD_FINAL"}
                                           << QByteArray("GRAPH_EXECUTING");
        QTest::newRow("no children") << QByteArray("GRAPH_OPEN") << L{} << QByteArray("GRAPH_EXECUTING");
        QTest::newRow("one not final") << QByteArray("GRAPH_FINAL")
                                       << L{"required sealed WORLD_FINAL", "required pending -"}
                                       << QByteArray("GRAPH_EXECUTING");
        QTest::newRow("diverged beats failed") << QByteArray("GRAPH_EXECUTING")
                                               << L{"required failed -", "required sealed WORLD_DIVERGED"}
                                               << QByteArray("GRAPH_DIVERGED");
        QTest::newRow("optional diverged ignored")
            << QByteArray("GRAPH_EXECUTING") << L{"required sealed WORLD_FINAL", "optional sealed WORLD_DIVERGED"}
            << QByteArray("GRAPH_FINAL");
        QTest::newRow("failed") << QByteArray("GRAPH_FINAL") << L{"required failed WORLD_FINAL"}
                                << QByteArray("GRAPH_EXECUTING");
        QTest::newRow("compensating stands") << QByteArray("GRAPH_COMPENSATING")
                                             << L{"required sealed WORLD_DIVERGED"} << QByteArray("GRAPH_COMPENSATING");
    }

    void evaluateRule()
    {
        QFETCH(QByteArray, stored);
        QFETCH(QByteArrayList, children);
        QFETCH(QByteArray, want);
        std::vector<SagaChild> list;
        for (const auto& c : children) {
            const auto parts = c.split(' ');
            SagaChild child;
            child.childKey = "k" + std::to_string(list.size());
            child.required = parts[0] == "required";
            child.state = parts[1].toStdString();
            if (parts[2] != "-") child.tier = parts[2].toStdString();
            list.push_back(child);
        }
        QCOMPARE(evaluateSaga(stored.toStdString(), list), want.toStdString());
    }

    // ---- absent tables, hostile strings --------------------------------------------
    // The console's window: the newest N mandates (newest first) of all, each
    // with its intent's newest spent ticket as the reference lists them.
    void mandateWindowIsTheNewestWithTickets()
    {
        auto db = TestDatabase::storeC();
        std::map<std::string, nlohmann::json> tickets; // intent -> newest spent ticket
        for (const auto& t : m_expected["tickets"]) {
            auto& have = tickets[t["intent"].get<std::string>()];
            if (have.is_null() || have["spent_at"].get<double>() < t["spent_at"].get<double>()) have = t;
        }
        auto conn = db.connect();
        ReadTransaction tx(conn);
        const MandatesReport all = readMandates(conn, m_at);
        const MandateWindow window = readMandateWindow(conn, m_at, 100000);
        QCOMPARE(window.total, static_cast<long long>(all.mandates.size()));
        QCOMPARE(window.mandates.size(), all.mandates.size());
        QCOMPARE_JSON(mandatesJson({m_at, window.paths, {}})["paths"], mandatesJson(all)["paths"]);
        // Newest first: the reverse of core's oldest-first list, mandate for mandate.
        for (std::size_t i = 0; i < all.mandates.size(); ++i)
            QCOMPARE_JSON(mandateJson(window.mandates[i].mandate),
                          mandateJson(all.mandates[all.mandates.size() - 1 - i]));
        int withTicket = 0;
        for (const auto& m : window.mandates) {
            const auto it = tickets.find(m.mandate.intent);
            QCOMPARE(m.ticket.has_value(), it != tickets.end());
            if (!m.ticket) continue;
            ++withTicket;
            QCOMPARE(m.ticket->sig, it->second["sig"].get<std::string>());
            QCOMPARE(m.ticket->path, it->second["path"].get<std::string>());
            QCOMPARE(m.ticket->spentAt, it->second["spent_at"].get<double>());
        }
        QVERIFY(withTicket > 50);
        // Bounded: the newest five, and the total still counts every mandate.
        const MandateWindow five = readMandateWindow(conn, m_at, 5);
        QCOMPARE(five.mandates.size(), size_t(5));
        QCOMPARE(five.total, window.total);
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(five.mandates[i].mandate.mandateId, window.mandates[i].mandate.mandateId);
        QVERIFY(readMandateWindow(conn, m_at, 0).mandates.empty());

        // An intent that spent two more tickets, one older and one newer: the newest is shown.
        const std::string intent = window.mandates.front().mandate.intent;
        db.connect().exec("INSERT INTO seal_tickets (sig, intent, path, spent_at) VALUES "
                          "('sig-older', $1, 'charge', 1), ('sig-newer', $1, 'charge', $2::float8)",
                          {param(intent), param(m_at + 1)});
        auto again = db.connect();
        ReadTransaction tx2(again);
        const MandateWindow after = readMandateWindow(again, m_at, 1);
        QVERIFY(after.mandates.front().ticket);
        QCOMPARE(after.mandates.front().ticket->sig, std::string("sig-newer"));
    }

    void absentTablesMeanNone()
    {
        auto a = TestDatabase::storeA(); // no budget tables; empty graph and mandate tables
        QCOMPARE_JSON(sealctlJson(a, {"budgets", "--json"}), nlohmann::json::array());
        QCOMPARE_JSON(sealctlJson(a, {"sagas", "--json"}), nlohmann::json::array());
        QCOMPARE_JSON(sealctlJson(a, {"mandates", "--json"}),
                      nlohmann::json::parse(R"({"paths": [], "mandates": []})"));
        auto c = TestDatabase::storeC();
        c.exec("DROP TABLE seal_budget, seal_spend, seal_mandates, seal_mandate_paths, seal_graphs, "
               "seal_graph_children");
        for (const char* cmd : {"budgets", "mandates", "sagas"}) {
            const RunResult json = sealctl(c, {cmd, "--json"});
            QVERIFY2(json.exitCode == 0, failure(json).c_str());
            const RunResult text = sealctl(c, {cmd});
            QVERIFY2(text.exitCode == 0, failure(text).c_str());
        }
        QCOMPARE_JSON(sealctlJson(c, {"sagas", "--json"}), nlohmann::json::array());
        auto conn = c.connect();
        ReadTransaction tx(conn);
        QVERIFY(readBudgets(conn, m_at).empty());
        QVERIFY(readReservations(conn, "team:ops", m_at).empty());
        QVERIFY(!readMandateForIntent(conn, "x", m_at));
        const MandateWindow window = readMandateWindow(conn, m_at, 10);
        QVERIFY(window.paths.empty() && window.mandates.empty() && window.total == 0);
    }

    void agentStringsStayData()
    {
        auto db = TestDatabase::storeC();
        const std::string key = "k'\x1b[31m\xe2\x80\xae<b>";
        auto conn = db.connect();
        conn.exec("UPDATE seal_budget SET budget_key = $1 WHERE budget_key = 'cust:acme'", {param(key)});
        conn.exec("UPDATE seal_spend SET budget_key = $1 WHERE budget_key = 'cust:acme'", {param(key)});
        conn.exec("UPDATE seal_graph_children SET action = $1 WHERE graph_id = 'order-1004'", {param(key)});
        conn.exec("UPDATE seal_mandate_paths SET updated_by = $1 WHERE path = 'refund'", {param(key)});
        const auto json = byKey(sealctlJson(db, {"budgets", "--json", "--at", epochText(m_at)}), "budget_key");
        QVERIFY(json.contains(key)); // exact in JSON
        QCOMPARE_JSON(json[key]["spent"], 1000.0);
        {
            ReadTransaction tx(conn);
            QCOMPARE(readReservations(conn, key, m_at).size(), size_t(2)); // bound, quote and all
        }
        for (const char* cmd : {"budgets", "mandates"}) {
            const RunResult text = sealctl(db, {cmd, "--at", epochText(m_at)});
            QVERIFY2(text.exitCode == 0, failure(text).c_str());
            QVERIFY2(text.out.find('\x1b') == std::string::npos, text.out.c_str());
            QVERIFY2(text.out.find("\xe2\x80\xae") == std::string::npos, text.out.c_str());
            QVERIFY2(text.out.find("\u27E8U+202E\u27E9") != std::string::npos, text.out.c_str());
        }
        const RunResult sagas = sealctl(db, {"sagas"});
        QVERIFY2(sagas.exitCode == 0, failure(sagas).c_str());
        QVERIFY2(sagas.out.find('\x1b') == std::string::npos, sagas.out.c_str());
        QVERIFY2(sagas.out.find("\u27E8U+202E\u27E9") != std::string::npos, sagas.out.c_str());
    }

    void humanTables()
    {
        auto db = TestDatabase::storeC();
        const RunResult budgets = sealctl(db, {"budgets", "--at", epochText(m_at)});
        QVERIFY2(budgets.exitCode == 0, failure(budgets).c_str());
        QVERIFY2(budgets.out.find("4 budget(s) as of 2026-") == 0, budgets.out.c_str());
        QVERIFY2(budgets.out.find("cust:acme") != std::string::npos, budgets.out.c_str());
        const RunResult mandates = sealctl(db, {"mandates", "--at", epochText(m_at)});
        QVERIFY2(mandates.exitCode == 0, failure(mandates).c_str());
        QVERIFY2(mandates.out.find("mandates: 68") != std::string::npos, mandates.out.c_str());
        const RunResult sagas = sealctl(db, {"sagas"});
        QVERIFY2(sagas.exitCode == 0, failure(sagas).c_str());
        QVERIFY2(sagas.out.find("4 saga(s), 2 diverged or unfinished") == 0, sagas.out.c_str());
    }
};

QTEST_GUILESS_MAIN(TestBudgetsMandatesSagas)
#include "test_budgets_mandates_sagas.moc"
