// The agent side of the core, the simulator and the demo server: on an empty
// database with the v1 layout, agents' rows and certs are reference-shaped,
// digests round-trip through JSONB and the chain verifies intact; simulated
// agents leave levels, approvals, holds and a divergence; the demo server
// starts, serves its roles and goes away.
#include "core/base/clock.hpp"
#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/demo/agent.hpp"
#include "core/demo/demo_provider.hpp"
#include "core/demo/demo_server.hpp"
#include "core/demo/schema.hpp"
#include "core/demo/simulator.hpp"
#include "core/net/witness.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"
#include "core/store/identity.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <set>
#include <string>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

TestDatabase emptyStore()
{
    auto db = TestDatabase::empty();
    auto conn = db.connect();
    if (!createSchema(conn)) qFatal("createSchema did nothing on an empty database");
    db.grantToEveryone();
    return db;
}

// Columns, constraints and indexes of the seal tables, as text lines.
QStringList layout(const TestDatabase& db)
{
    auto conn = db.connect();
    QStringList out;
    Result c = conn.exec(
        "SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||"
        " coalesce(column_default, '-') FROM information_schema.columns"
        " WHERE table_schema = 'public' ORDER BY table_name, ordinal_position");
    for (int i = 0; i < c.rows(); ++i)
        out << QString::fromStdString(std::string(c.text(i, 0)));
    Result k =
        conn.exec("SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)"
                  " FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1");
    for (int i = 0; i < k.rows(); ++i)
        out << QString::fromStdString(std::string(k.text(i, 0)));
    Result x = conn.exec("SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname");
    for (int i = 0; i < x.rows(); ++i)
        out << QString::fromStdString(std::string(x.text(i, 0)));
    return out;
}

std::set<std::string> keysOf(const json& o)
{
    std::set<std::string> k;
    for (const auto& [key, v] : o.items())
        k.insert(key);
    return k;
}

ChainVerdict verify(const TestDatabase& db)
{
    auto conn = db.connect();
    return verifyChain(conn);
}

// Every stored body, re-digested from the text JSONB gives back.
bool digestsRoundTrip(const TestDatabase& db)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT hash, body::text FROM seal_certs ORDER BY seq");
    for (int i = 0; i < r.rows(); ++i)
        if (recomputeCertHash(r.text(i, 1)).hash != r.text(i, 0)) return false; // v1 or v2 by the body's cv
    return r.rows() > 0;
}

agent::AdmitRequest admitReq(const std::string& path, const std::string& key, double lease = 30)
{
    agent::AdmitRequest r;
    r.action = path;
    r.domain = path;
    r.key = key;
    r.args = {{"amount", 125.5}, {"to", "acct_1"}};
    r.leaseSeconds = lease;
    return r;
}

} // namespace

class TestAgent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createSchemaIsTheReferenceLayout()
    {
        auto fresh = TestDatabase::empty();
        {
            auto conn = fresh.connect();
            QVERIFY(createSchema(conn));
            QVERIFY(!createSchema(conn)); // a complete store: nothing to do
        }
        auto reference = TestDatabase::storeA();
        const QStringList expected = layout(reference);
        QVERIFY(expected.size() > 60);
        QCOMPARE(layout(fresh), expected);
        // Negative control: a store missing a table is reported, not patched.
        fresh.exec("DROP TABLE seal_domains");
        QVERIFY(layout(fresh) != expected);
        auto conn = fresh.connect();
        try {
            createSchema(conn);
            QFAIL("createSchema patched a partial store");
        } catch (const StoreError& e) {
            QVERIFY(e.kind() == StoreError::Kind::Refused);
            QVERIFY2(std::string(e.what()).find("seal_domains") != std::string::npos, e.what());
        }
    }

    void intentIdsAreTheSpecDigests()
    {
        // Canonical texts written by hand (SPEC §2, §3), not by the code under test.
        QCOMPARE(agent::intentId("refund", json::object(), std::string("order-1")),
                 sha256Hex(R"({"action":"refund","key":"order-1"})"));
        QCOMPARE(agent::intentId("refund", {{"to", "a"}, {"amount", 5.0}}, std::nullopt),
                 sha256Hex(R"({"action":"refund","args":{"amount":5.0,"to":"a"}})"));
        QVERIFY(agent::intentId("refund", {{"amount", 5.0}}, std::nullopt) !=
                agent::intentId("refund", {{"amount", 5}}, std::nullopt)); // 5.0 and 5 are different JSON
    }

    void admitSealWitnessOnAnEmptyStore()
    {
        auto db = emptyStore();
        auto conn = db.connect(ensureRole("agent_tester"));
        auto req = admitReq("refund", "order-1");
        // Values JSONB would give back differently if written naively (SPEC §2).
        req.readSet = {{"balance", 1e15}, {"delta", -0.0}, {"rate", 0.1}, {"tiny", 1e-7}, {"name", "Zoë"}};
        const auto a = agent::admit(conn, req);
        QVERIFY(a.fresh);
        QCOMPARE(a.state, std::string("open"));
        QCOMPARE(a.fence.size(), size_t(32));
        QCOMPARE(a.argsDigest, sha256Hex(R"({"amount":125.5,"to":"acct_1"})"));
        const auto again = agent::admit(conn, req);
        QVERIFY(!again.fresh && again.fence.empty() && again.intent == a.intent);

        auto stolen = a;
        stolen.fence = "not-the-fence";
        QVERIFY_THROWS_EXCEPTION(StoreError, agent::sealEffect(conn, stolen, {{"ok", true}}));
        const auto sealed = agent::sealEffect(conn, a, {{"provider_id", "pi_1"}});
        QCOMPARE(
            keysOf(sealed.body),
            (std::set<std::string>{"intent", "action", "args_digest", "result_digest", "tier", "world",
                                   "read_set", "compensates_cert", "graph_id", "at", "prev_hash", "cv",
                                   "hash"})); // v2 as the kernel writes now; unsigned: no key in this test
        QCOMPARE(sealed.body["prev_hash"].get<std::string>(), std::string(kGenesis));
        QCOMPARE(sealed.body["result_digest"].get<std::string>(), sha256Hex(R"({"provider_id":"pi_1"})"));
        QCOMPARE(sealed.body["tier"].get<std::string>(), std::string("SEALED"));
        QCOMPARE(sealed.body["world"].get<std::string>(), std::string("unconfirmed"));
        QVERIFY_THROWS_EXCEPTION(StoreError, agent::sealEffect(conn, a, {{"provider_id", "pi_1"}})); // once

        const auto w = agent::witness(conn, a.intent,
                                      {WitnessVerdict::ConfirmedOne, 1, {{"ids", {"pi_1"}}, {"note", "ok"}}});
        QCOMPARE(w.tier, std::string("WORLD_FINAL"));
        QCOMPARE(w.cert.body["parent_cert"].get<std::string>(), sealed.hash);
        Result row = conn.exec("SELECT state, tier, cert->>'hash' FROM seal_intents WHERE intent = $1",
                               {param(a.intent)});
        QCOMPARE(row.text(0, 0), std::string_view("sealed"));
        QCOMPARE(row.text(0, 1), std::string_view("WORLD_FINAL"));
        QCOMPARE(row.text(0, 2), std::string_view(sealed.hash)); // the cert column is the seal cert

        const ChainVerdict v = verify(db);
        QVERIFY(v.ok && v.reference.ok);
        QCOMPARE(v.certs, std::int64_t(2));
        QVERIFY(digestsRoundTrip(db));
        // Negative control: the verifier does see an altered body.
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{world}', '\"confirmed\"') WHERE seq = 1");
        QVERIFY(!verify(db).ok);
        QVERIFY(!digestsRoundTrip(db));
    }

    void aFrozenDomainAdmitsNothing()
    {
        auto db = emptyStore();
        auto conn = db.connect(ensureRole("agent_tester"));
        const auto a = agent::admit(conn, admitReq("charge", "c-1"));
        agent::sealEffect(conn, a, {{"provider_id", "pi_1"}});
        const auto w = agent::witness(
            conn, a.intent, {WitnessVerdict::Multiple, 2, {{"ids", {"pi_1", "pi_2"}}, {"note", "two"}}});
        QVERIFY(w.froze);
        QCOMPARE(w.tier, std::string("WORLD_DIVERGED"));
        Result d = conn.exec("SELECT frozen, reason FROM seal_domains WHERE domain = 'charge'");
        QVERIFY(d.boolean(0, 0));
        QCOMPARE(std::string(d.text(0, 1)),
                 "witness returned multiple for intent " + a.intent.substr(0, 12) + "\u2026");
        QVERIFY_THROWS_EXCEPTION(StoreError, agent::admit(conn, admitReq("charge", "c-2")));
        QCOMPARE(conn.exec("SELECT count(*) FROM seal_intents WHERE domain = 'charge'").integer(0, 0),
                 std::int64_t(1));
        // Negative control: another domain still admits.
        QVERIFY(agent::admit(conn, admitReq("refund", "r-1")).fresh);
        // A witness on something not sealed is refused.
        QVERIFY_THROWS_EXCEPTION(StoreError,
                                 agent::witness(conn, agent::intentId("refund", {}, std::string("r-1")),
                                                {WitnessVerdict::ConfirmedOne, 1, json::object()}));
        QVERIFY(verify(db).ok);
    }

    void approvalsFollowTheThresholds()
    {
        auto db = emptyStore();
        auto conn = db.connect(ensureRole("agent_tester"));
        conn.exec("INSERT INTO seal_thresholds VALUES ('payout', 100, 10000, 3, 0, 'test')");
        auto ask = [&](const std::string& path, double amount) {
            return agent::requestApproval(conn, {"intent-" + std::to_string(amount), path, amount, {}, 3600});
        };
        QCOMPARE(ask("payout", 50).tier, std::string("AUTO"));
        QCOMPARE(conn.exec("SELECT count(*) FROM seal_approvals").integer(0, 0), std::int64_t(0));
        const auto dual = ask("payout", 5000);
        QCOMPARE(dual.tier, std::string("DUAL"));
        QCOMPARE(dual.required, 3);
        QCOMPARE(dual.id.size(), size_t(32));
        QCOMPARE(ask("payout", 20000).tier, std::string("ALWAYS_HUMAN"));
        const auto noRow = ask("wire", 1);
        QCOMPARE(noRow.tier, std::string("ALWAYS_HUMAN"));
        QCOMPARE(noRow.required, 2);
        Result row = conn.exec("SELECT state, maker, required, amount FROM seal_approvals WHERE id = $1",
                               {param(dual.id)});
        QCOMPARE(row.text(0, 0), std::string_view("pending"));
        QCOMPARE(row.text(0, 1), std::string_view("agent_tester"));
        Result ev =
            conn.exec("SELECT path, intent, detail::text FROM seal_events WHERE kind = 'approval_requested'"
                      " AND detail->>'approval_id' = $1",
                      {param(dual.id)});
        QCOMPARE(ev.rows(), 1);
        const json detail = json::parse(ev.text(0, 2));
        // The fixture's shape, amount an integer as the reference's agent wrote it.
        const json fixtureDetail = {{"tier", "DUAL"},
                                    {"maker", "agent:payouts-bot"},
                                    {"amount", 5000},
                                    {"approval_id", "4003925186ed41f1965aa828b2c39e0a"}};
        QCOMPARE(keysOf(detail), keysOf(fixtureDetail));
        QCOMPARE(detail["amount"], json(5000));
        QVERIFY(detail["amount"].is_number_integer());
        QCOMPARE(ev.text(0, 0), std::string_view("payout"));
    }

    void sweepsAreRecordedAsTheReferenceDoes()
    {
        auto db = emptyStore();
        auto conn = db.connect(ensureRole("agent_tester"));
        agent::recordSweep(conn, {std::nullopt, 12, {}, 0, {}});
        agent::recordSweep(conn, {std::nullopt, 3, {"pi_rogue_1"}, 25000, "transfer"});
        Result ev = conn.exec("SELECT path, kind, detail::text FROM seal_events ORDER BY id");
        QCOMPARE(ev.rows(), 2);
        QVERIFY(ev.isNull(0, 0));
        QCOMPARE(ev.text(0, 1), std::string_view("reconcile_clean"));
        QCOMPARE(json::parse(ev.text(0, 2)), (json{{"effects", 12}}));
        QCOMPARE(ev.text(1, 1), std::string_view("out_of_band_spend"));
        QCOMPARE(json::parse(ev.text(1, 2)),
                 (json{{"ids", {"pi_rogue_1"}}, {"count", 1}, {"amount", 25000}, {"domain", "transfer"}}));
        Result d =
            conn.exec("SELECT frozen, reason, evidence::text FROM seal_domains WHERE domain = 'transfer'");
        QVERIFY(d.boolean(0, 0));
        QCOMPARE(d.text(0, 1),
                 std::string_view("out-of-band spend detected: 1 effect(s) the gateway never admitted"));
        QCOMPARE(d.text(0, 2), std::string_view("null"));
    }

    void simulationKeepsAStoreAlive()
    {
        auto db = emptyStore();
        db.exec("INSERT INTO seal_thresholds VALUES ('payout', 100, 10000, 2, 0, 'test')");
        SimulationOptions o;
        for (int i = 0; i < 4; ++i)
            o.agentDsns.push_back(db.dsn(ensureRole("sim_agent_" + std::to_string(i))));
        o.agents = 4;
        o.seconds = 2.5;
        o.seed = 42;
        const SimulationReport r = simulate(o);
        QVERIFY2(r.errors == 0, r.toJson().dump().c_str());
        QVERIFY(r.seconds >= 2.4 && r.seconds < 15);
        QVERIFY2(r.admitted > 8 && r.confirmed > 0 && r.approvals >= 4 && r.holds >= 4,
                 r.toJson().dump().c_str());
        QCOMPARE(r.divergences, 1LL);

        const ChainVerdict v = verify(db);
        QVERIFY2(v.ok && v.reference.ok, v.breaks.empty() ? "reference" : v.breaks[0].detail.c_str());
        QVERIFY(digestsRoundTrip(db));
        auto conn = db.connect();
        // Each agent acted as its own role.
        QCOMPARE(conn.exec("SELECT count(DISTINCT maker) FROM seal_approvals").integer(0, 0),
                 std::int64_t(4));
        QCOMPARE(conn.exec("SELECT count(*) FROM seal_approvals WHERE state = 'pending'").integer(0, 0),
                 std::int64_t(r.approvals));
        QVERIFY(conn.exec("SELECT frozen FROM seal_domains WHERE domain = 'charge'").boolean(0, 0));
        {
            ReadTransaction tx(conn);
            const HoldsReport holds = readHolds(conn, nowEpoch() + 1);
            QVERIFY(static_cast<long long>(holds.holds.size()) >= r.holds);
            LicenceEngine engine(conn);
            int earning = 0;
            for (const auto& path : engine.knownPaths())
                if (engine.licence(path).level >= 1) ++earning;
            QVERIFY2(earning >= 1, "no path earned a level");
        }
        // Negative control: a store without the schema is an error per agent, not a silent success.
        auto bare = TestDatabase::empty();
        SimulationOptions none = o;
        none.agentDsns = {bare.dsn()};
        none.agents = 1;
        none.seconds = 0.3;
        QVERIFY(simulate(none).errors > 0);
    }

    // With the demo's provider, the agents pay through its ledger: every
    // effect the chain says the world confirmed is one charge there, the
    // divergence is two, and asking the provider about a hold gets an answer.
    void simulationPaysThroughTheDemoProvider()
    {
        auto db = emptyStore();
        DemoProvider provider;
        SimulationOptions o;
        o.agentDsns = {db.dsn(ensureRole("sim_paying_agent"))};
        o.agents = 2;
        o.seconds = 2.5;
        o.seed = 7;
        o.ledger = &provider.ledger();
        const SimulationReport r = simulate(o);
        QVERIFY2(r.errors == 0, r.toJson().dump().c_str());
        QVERIFY(provider.ledger().size() > 0);
        auto conn = db.connect();
        const auto confirmed = conn.exec(
            "SELECT intent FROM seal_certs WHERE body->>'witness_state' = 'confirmed_one'");
        QVERIFY(confirmed.rows() > 0);
        for (int i = 0; i < confirmed.rows(); ++i)
            QCOMPARE(provider.ledger().byIntent(std::string(confirmed.text(i, 0))).size(), std::size_t(1));
        const auto multiple =
            conn.exec("SELECT intent FROM seal_certs WHERE body->>'witness_state' = 'multiple'");
        QCOMPARE(multiple.rows(), 1);
        QCOMPARE(provider.ledger().byIntent(std::string(multiple.text(0, 0))).size(), std::size_t(2));
        const ProviderWitness witness{provider.url(), provider.apiKey(), std::chrono::milliseconds(5000), true, {}};
        int paid = 0, unpaid = 0;
        {
            ReadTransaction tx(conn);
            for (const auto& h : readHolds(conn, nowEpoch() + 60).holds) {
                const WitnessVerdict v = askProvider(witness, h.intent).verdict;
                QVERIFY2(v == WitnessVerdict::ConfirmedOne || v == WitnessVerdict::Absent, verdictName(v));
                ++(v == WitnessVerdict::ConfirmedOne ? paid : unpaid);
            }
        }
        QVERIFY(paid + unpaid >= r.holds);
    }

    void demoServerStartsServesAndStops()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        DemoServerOptions o;
        o.dir = dir.path().toStdString() + "/demo";
        o.port = 5439;
        QVERIFY(!demoServerStatus(o).running);
        const DemoServer s = startDemoServer(o);
        QVERIFY(s.running);
        QVERIFY(!s.tcp);
        QVERIFY(std::filesystem::exists(s.base));
        for (const char* role : {"dana", "sam", "lee", "ops", "agent_payouts"})
            QVERIFY2(!s.dsnFor(role).empty(), role);
        QCOMPARE(s.agentDsns().size(), size_t(4));
        {
            auto dana = Connection::open(s.dsnFor("dana"));
            const Actor who = whoAmI(dana);
            QCOMPARE(who.role, std::string("dana"));
            QVERIFY(who.mayVote() && !who.mayOperate());
            auto ops = Connection::open(s.dsnFor("ops"));
            QVERIFY(whoAmI(ops).mayOperate());
            ReadTransaction tx(dana);
            QVERIFY(verifyChain(dana).ok);
            QVERIFY(dana.exec("SELECT count(*) FROM seal_intents").integer(0, 0) > 300);
            // A 1-of-2 approval, a hold, a divergence.
            QCOMPARE(
                dana.exec("SELECT count(*) FROM seal_approvals a WHERE state = 'pending' AND required = 2 AND"
                          " (SELECT count(*) FROM seal_approval_votes v WHERE v.approval_id = a.id) = 1")
                    .integer(0, 0),
                std::int64_t(1));
            QVERIFY(!readHolds(dana, nowEpoch()).holds.empty());
            QVERIFY(
                dana.exec("SELECT count(*) FROM seal_intents WHERE tier = 'WORLD_DIVERGED'").integer(0, 0) >=
                1);
            LicenceEngine engine(dana);
            QCOMPARE(engine.licence("refund").level, 4);
        }
        QCOMPARE(startDemoServer(o).base, s.base); // already running: reused, not rebuilt
        const auto status = runSealctl({"demo-server", "status", "--dir", o.dir});
        QCOMPARE(status.exitCode, 0);
        QVERIFY2(status.out.find("user=dana") != std::string::npos, status.out.c_str());
        const auto stop = runSealctl({"demo-server", "stop", "--dir", o.dir});
        QVERIFY2(stop.exitCode == 0, stop.err.c_str());
        QVERIFY(!demoServerStatus(o).running);
        QVERIFY(!std::filesystem::exists(s.base));
        QVERIFY_THROWS_EXCEPTION(StoreError, Connection::open(s.dsnFor("dana")));
        QCOMPARE(runSealctl({"demo-server", "status", "--dir", o.dir}).exitCode, 1);
        QVERIFY(!stopDemoServer(o)); // nothing left to stop
    }
};

QTEST_GUILESS_MAIN(TestAgent)
#include "test_agent.moc"
