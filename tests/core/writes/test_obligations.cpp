// Obligations (SPEC-kernel.md §14, issue 13 item 8): setting up the table
// only when asked, declaring duties as an agent, the sweep (met, breached with
// its cert and event, recurring windows, idempotent), the licence the breach
// suspends, and cancelling as an operator act refused to everyone else. On
// copies of store-a with the privileges a deployment grants; the clock pinned.
#include "chain_verifier.hpp"
#include "chain_writer.hpp"
#include "clock.hpp"
#include "digest.hpp"
#include "licence.hpp"
#include "obligation_writes.hpp"
#include "obligations.hpp"
#include "optional_tables.hpp"
#include "test_store.hpp"
#include "timefmt.hpp"

#include <QtTest>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kOps = "oblig_ops";           // member of seal_operator
const std::string kApprover = "oblig_approver"; // member of seal_approver only
const std::string kAgent = "oblig_agent";       // no group: an agent's role

constexpr double kT = 1795950000.0; // the pinned "now" the duties are declared at

TestDatabase storeWithObligations()
{
    auto db = TestDatabase::storeA();
    auto admin = db.connect();
    const SetupOutcome setup = setupObligations(admin);
    if (!setup.created) QTest::qFail(setup.message.c_str(), __FILE__, __LINE__);
    db.grantToEveryone();
    return db;
}

// A sealed intent of `action` (with `key`, or a unique one) whose first cert is at `at`, as an executor leaves it.
std::string sealIntent(const TestDatabase& db, const std::string& action, const std::string& key, double at)
{
    auto c = db.connect();
    const std::string intent = obligationIntent(action, key);
    WriteTransaction tx(c);
    c.exec("INSERT INTO seal_intents (intent, action, args_digest, state, fence, lease_until, domain, tier, "
           "created_at, updated_at) VALUES ($1, $2, $3, 'sealed', 'f', $4, $2, 'SEALED', $4, $4)",
           {param(intent), param(action), param(digestV1("{}")), param(at)});
    appendCert(c,
               json{{"intent", intent},
                    {"action", action},
                    {"args_digest", digestV1("{}")},
                    {"result_digest", digestV1("{\"ok\":true}")},
                    {"tier", "SEALED"},
                    {"world", "unconfirmed"},
                    {"read_set", json::object()},
                    {"compensates_cert", nullptr},
                    {"graph_id", nullptr},
                    {"at", at}},
               intent);
    tx.commit();
    return intent;
}

bool chainIntact(const TestDatabase& db)
{
    auto c = db.connect();
    const ChainVerdict v = verifyChain(c);
    return v.ok && v.reference.ok && runSealctl({"--dsn", db.dsn(), "verify"}).exitCode == 0;
}

std::optional<Obligation> row(const TestDatabase& db, std::int64_t id)
{
    auto c = db.connect();
    return readObligation(c, id);
}

std::int64_t declareOnceAs(const TestDatabase& db, const std::string& role, const std::string& action,
                           const std::string& key, double dueIn, const std::string& description = "the duty")
{
    auto c = db.connect(role);
    const DeclareOutcome o = declareOnce(c, action, key, dueIn, description);
    if (o.fate != WriteFate::Done) QTest::qFail(o.message.c_str(), __FILE__, __LINE__);
    return o.id.value_or(0);
}

long long count(const TestDatabase& db, const std::string& sql)
{
    return db.scalar(sql);
}

} // namespace

class TestObligations : public QObject
{
    Q_OBJECT

    std::optional<GroupScope> m_operators;
    std::optional<GroupScope> m_approvers;

private Q_SLOTS:
    void initTestCase()
    {
        m_operators.emplace("seal_operator", std::vector<std::string>{kOps});
        m_approvers.emplace("seal_approver", std::vector<std::string>{kApprover});
        ensureRole(kAgent);
    }
    void cleanupTestCase()
    {
        setClockForTesting({});
        m_approvers.reset();
        m_operators.reset();
    }
    void init() { setClockForTesting([] { return kT; }); }

    // ---- not set up ----------------------------------------------------------------

    void aStoreWithoutTheTableSaysSoAndReadingCreatesNothing()
    {
        auto db = TestDatabase::storeA();
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        {
            auto c = db.connect(kOps);
            ReadTransaction tx(c);
            const ObligationsReading r = readObligations(c, kT);
            QVERIFY(!r.setUp);
            QVERIFY(r.obligations.empty());
            QCOMPARE(obligationsJson(r)["message"].get<std::string>(), std::string(kObligationsNotSetUp));
        }
        const RunResult cli = runSealctl({"--dsn", db.dsn(kOps), "obligations", "--json"});
        QCOMPARE(cli.exitCode, 0);
        const json j = json::parse(cli.out);
        QCOMPARE(j["set_up"].get<bool>(), false);
        const RunResult text = runSealctl({"--dsn", db.dsn(kOps), "obligations"});
        QVERIFY2(text.out.find("not set up") != std::string::npos, text.out.c_str());

        // Every write refuses by name and changes nothing.
        auto ops = db.connect(kOps);
        QCOMPARE(cancelObligation(ops, 1, "why").refusal, Refusal::MissingTable);
        QCOMPARE(sweepObligations(ops, kT).refusal, Refusal::MissingTable);
        auto agent = db.connect(kAgent);
        const DeclareOutcome d = declareOnce(agent, "payout", "k", 60, "x");
        QCOMPARE(d.refusal, Refusal::MissingTable);
        QVERIFY2(d.message.find("obligations setup") != std::string::npos, d.message.c_str());
        QCOMPARE(storeSnapshot(db), before);
        QCOMPARE(count(db, "SELECT count(*) FROM pg_class WHERE relname = 'seal_obligations'"), 0LL);
    }

    // ---- setup ------------------------------------------------------------------------

    void setupCreatesExactlyTheSpecsTableOnceAndOnlyWhenAsked()
    {
        auto db = TestDatabase::storeA();
        // An ordinary role may not create tables (PostgreSQL 15: no CREATE on public).
        auto agent = db.connect(kAgent);
        const SetupOutcome refusedSetup = setupObligations(agent);
        QCOMPARE(refusedSetup.fate, WriteFate::Refused);
        QCOMPARE(refusedSetup.refusal, Refusal::Privilege);
        QVERIFY(!hasTable(agent, kObligationsTable));

        const RunResult made = runSealctl({"--dsn", db.dsn(), "obligations", "setup", "--json"});
        QVERIFY2(made.exitCode == 0, made.err.c_str());
        QCOMPARE(json::parse(made.out)["created"].get<bool>(), true);
        auto c = db.connect();
        Result cols = c.exec("SELECT column_name, data_type, is_nullable FROM information_schema.columns "
                             "WHERE table_name = 'seal_obligations' ORDER BY ordinal_position");
        std::vector<std::string> got;
        for (int i = 0; i < cols.rows(); ++i)
            got.push_back(std::string(cols.text(i, 0)) + " " + std::string(cols.text(i, 1)) + " " +
                          std::string(cols.text(i, 2)));
        const std::vector<std::string> want = {
            "id bigint NO",          "kind text NO",          "action text NO",
            "key text YES",          "description text YES",  "due_at double precision YES",
            "every_sec double precision YES", "min_count integer YES", "created_at double precision NO",
            "created_by text NO",    "state text NO",         "met_intent text YES",
            "breached_at double precision YES", "cancelled_at double precision YES",
            "cancelled_by text YES", "cancel_reason text YES"};
        QCOMPARE(got, want);

        // Again: nothing changes, and it says so.
        const RunResult again = runSealctl({"--dsn", db.dsn(), "obligations", "setup", "--json"});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(json::parse(again.out)["created"].get<bool>(), false);
        QVERIFY(json::parse(again.out)["message"].get<std::string>().find("exists already") != std::string::npos);
    }

    // ---- declare -----------------------------------------------------------------------

    void anAgentDeclaresOnceAndRecurringDuties()
    {
        auto db = storeWithObligations();
        const std::int64_t once = declareOnceAs(db, kAgent, "payout", "inv-7", 3600, "pay invoice 7");
        auto c = db.connect(kAgent);
        const DeclareOutcome rec = declareRecurring(c, "report", 86400, 3, "daily reports");
        QCOMPARE(rec.fate, WriteFate::Done);
        const auto o = row(db, once);
        QVERIFY(o);
        QCOMPARE(o->kind, std::string("once"));
        QCOMPARE(o->action, std::string("payout"));
        QCOMPARE(o->key.value_or(""), std::string("inv-7"));
        QCOMPARE(o->dueAt.value_or(0), kT + 3600);
        QCOMPARE(o->createdAt, kT);
        QCOMPARE(o->createdBy, kAgent);
        QCOMPARE(o->state, std::string("open"));
        const auto r = row(db, *rec.id);
        QCOMPARE(r->kind, std::string("recurring"));
        QCOMPARE(r->everySec.value_or(0), 86400.0);
        QCOMPARE(r->minCount.value_or(0), std::int64_t(3));
        QVERIFY(!r->dueAt);
        // Bad values are refused before anything is written.
        QCOMPARE(declareOnce(c, "payout", "", 60, "x").refusal, Refusal::InvalidArgument);
        QCOMPARE(declareOnce(c, "payout", "k", -1, "x").refusal, Refusal::InvalidArgument);
        QCOMPARE(declareRecurring(c, "report", 60, 0).refusal, Refusal::InvalidArgument);
        QCOMPARE(count(db, "SELECT count(*) FROM seal_obligations"), 2LL);
    }

    // ---- sweep -------------------------------------------------------------------------

    void sweepMeetsBreachesAndAppendsTheBreachCert()
    {
        auto db = storeWithObligations();
        const std::int64_t met = declareOnceAs(db, kAgent, "payout", "k-met", 100);
        const std::int64_t late = declareOnceAs(db, kAgent, "payout", "k-late", 100, "pay <b>late</b> \u202e");
        const std::int64_t pending = declareOnceAs(db, kAgent, "payout", "k-open", 1000);
        auto agent = db.connect(kAgent);
        const std::int64_t recurring = *declareRecurring(agent, "report", 50, 2, "two reports a window").id;
        const std::int64_t enough = *declareRecurring(agent, "digest", 50, 1, "one digest a window").id;
        const std::string metIntent = sealIntent(db, "payout", "k-met", kT + 10);
        sealIntent(db, "payout", "k-late", kT + 150); // sealed, but after its due time
        sealIntent(db, "report", "r-1", kT + 180);    // one report in (kT+150, kT+200]: short of 2
        sealIntent(db, "report", "r-0", kT + 20);     // outside the last window: does not count
        sealIntent(db, "digest", "d-1", kT + 190);
        const long long certsBefore = count(db, "SELECT count(*) FROM seal_certs");
        const long long eventsBefore = count(db, "SELECT coalesce(max(id), 0) FROM seal_events");

        const double now = kT + 200;
        setClockForTesting([now] { return now; });
        auto sweeper = db.connect(kAgent); // any role the store lets write sweeps
        const SweepOutcome s = sweepObligations(sweeper, now);
        QVERIFY2(s.fate == WriteFate::Done, s.message.c_str());
        QCOMPARE(s.met.size(), std::size_t(1));
        QCOMPARE(s.met[0].obligationId, met);
        QCOMPARE(s.met[0].intent, metIntent);
        std::set<std::int64_t> breachedIds;
        for (const auto& b : s.breached)
            breachedIds.insert(b.obligationId);
        QCOMPARE(breachedIds, (std::set<std::int64_t>{late, recurring}));

        QCOMPARE(row(db, met)->state, std::string("met"));
        QCOMPARE(row(db, met)->metIntent.value_or(""), metIntent);
        QCOMPARE(row(db, late)->state, std::string("breached"));
        QCOMPARE(row(db, late)->breachedAt.value_or(0), now);
        QCOMPARE(row(db, recurring)->state, std::string("breached"));
        QCOMPARE(row(db, pending)->state, std::string("open"));
        QCOMPARE(row(db, enough)->state, std::string("open"));

        // The certs, exactly as SPEC §14 lists their fields, linked into an intact chain.
        QCOMPARE(count(db, "SELECT count(*) FROM seal_certs"), certsBefore + 2);
        auto c = db.connect();
        Result cert = c.exec("SELECT intent, body::text, created_at FROM seal_certs WHERE intent = $1",
                             {param("obligation:" + std::to_string(late))});
        QCOMPARE(cert.rows(), 1);
        const json body = json::parse(cert.text(0, 1));
        std::set<std::string> keys;
        for (const auto& [k, v] : body.items())
            keys.insert(k);
        QCOMPARE(keys, (std::set<std::string>{"intent", "action", "args_digest", "result_digest", "tier", "world",
                                              "obligation_id", "path", "due_at", "description", "at", "prev_hash",
                                              "hash", "cv"})); // v2 (§15.1)
        QCOMPARE(body["intent"].get<std::string>(), "obligation:" + std::to_string(late));
        QCOMPARE(body["action"].get<std::string>(), std::string("obligation_breach"));
        QCOMPARE(body["args_digest"].get<std::string>(), digestV1("{\"id\":" + std::to_string(late) + "}"));
        QVERIFY(body["result_digest"].is_null());
        QCOMPARE(body["tier"].get<std::string>(), std::string("SEALED"));
        QCOMPARE(body["world"].get<std::string>(), std::string("unconfirmed"));
        QCOMPARE(body["obligation_id"].get<std::int64_t>(), late);
        QCOMPARE(body["path"].get<std::string>(), std::string("payout"));
        QCOMPARE(body["due_at"].get<double>(), kT + 100);
        // ASCII-folded as the kernel stores a v2 body (§15.1): U+202E is dropped.
        QCOMPARE(body["description"].get<std::string>(), std::string("pay <b>late</b> "));
        QCOMPARE(body["at"].get<double>(), now);
        QCOMPARE(cert.real(0, 2), now);
        QVERIFY(chainIntact(db));

        // The events: obligation_breached with path = action and detail {obligation_id, due_at}.
        Result ev = c.exec("SELECT path, detail::text FROM seal_events WHERE id > $1 AND kind = 'obligation_breached' "
                           "ORDER BY id",
                           {param(static_cast<std::int64_t>(eventsBefore))});
        QCOMPARE(ev.rows(), 2);
        std::set<std::string> details;
        for (int i = 0; i < ev.rows(); ++i)
            details.insert(std::string(ev.text(i, 0)) + " " + json::parse(ev.text(i, 1)).dump());
        QCOMPARE(details, (std::set<std::string>{
                              "payout " + json({{"obligation_id", late}, {"due_at", kT + 100}}).dump(),
                              "report " + json({{"obligation_id", recurring}, {"due_at", now}}).dump()}));
        QCOMPARE(count(db, "SELECT count(*) FROM seal_events WHERE id > " + std::to_string(eventsBefore)), 2LL);
        // A breach does not freeze.
        QCOMPARE(count(db, "SELECT count(*) FROM seal_domains WHERE domain IN ('payout', 'report')"), 0LL);

        // The licence of the action's path is suspended by it (SPEC §4 with §14's kind).
        LicenceEngine engine(c);
        const Licence lic = engine.licence("payout");
        QVERIFY(lic.suspended);
        QCOMPARE(lic.level, 0);
        QCOMPARE(lic.suspendedReason, "licence suspended: obligation_breached at " + utcSeconds(now) + "Z");
        QVERIFY(!engine.licence("digest").suspended); // met its window: nothing breached there
        const json cli = json::parse(
            runSealctl({"--dsn", db.dsn(), "licences", "--json", "--path", "payout", "--only"}).out);
        QCOMPARE(cli[0]["suspended_reason"].get<std::string>(), lic.suspendedReason);
        QCOMPARE(cli[0]["evidence"]["breach"]["kind"].get<std::string>(), std::string("obligation_breached"));

        // A second sweep finds nothing new to write.
        const auto snapshot = storeSnapshot(db);
        const SweepOutcome again = sweepObligations(sweeper, now);
        QCOMPARE(again.fate, WriteFate::Done);
        QVERIFY(again.breached.empty());
        QVERIFY(again.met.empty());
        QCOMPARE(storeSnapshot(db), snapshot);
    }

    void aRecurringDutyIsNotJudgedBeforeItsFirstWindowHasPassed()
    {
        auto db = storeWithObligations();
        auto agent = db.connect(kAgent);
        const std::int64_t id = *declareRecurring(agent, "report", 100, 1).id;
        setClockForTesting([] { return kT + 99; });
        QVERIFY(sweepObligations(agent, kT + 99).breached.empty());
        QCOMPARE(row(db, id)->state, std::string("open"));
        setClockForTesting([] { return kT + 100; });
        QCOMPARE(sweepObligations(agent, kT + 100).breached.size(), std::size_t(1));
    }

    void aSweepMayNotJudgeTheFuture()
    {
        auto db = storeWithObligations();
        declareOnceAs(db, kAgent, "payout", "k", 10);
        const auto before = storeSnapshot(db);
        auto c = db.connect(kAgent);
        const SweepOutcome s = sweepObligations(c, kT + 60);
        QCOMPARE(s.refusal, Refusal::InvalidArgument);
        QCOMPARE(storeSnapshot(db), before);
    }

    void readingJudgesWithoutWriting()
    {
        auto db = storeWithObligations();
        const std::int64_t overdue = declareOnceAs(db, kAgent, "payout", "k-1", 10);
        const std::int64_t open = declareOnceAs(db, kAgent, "payout", "k-2", 1000);
        const std::int64_t metSoon = declareOnceAs(db, kAgent, "payout", "k-3", 1000);
        sealIntent(db, "payout", "k-3", kT + 5);
        const auto before = storeSnapshot(db);
        auto c = db.connect(kApprover);
        ReadTransaction tx(c);
        const ObligationsReading r = readObligations(c, kT + 20);
        QVERIFY(r.setUp);
        QCOMPARE(r.obligations.size(), std::size_t(3));
        QCOMPARE(r.obligations[0].id, overdue); // overdue first
        QVERIFY(r.obligations[0].overdue);
        QVERIFY(r.obligations[0].due());
        std::set<std::int64_t> rest = {r.obligations[1].id, r.obligations[2].id};
        QCOMPARE(rest, (std::set<std::int64_t>{open, metSoon}));
        for (const auto& o : r.obligations)
            if (o.id == metSoon) QCOMPARE(o.meetingIntent.value_or(""), obligationIntent("payout", "k-3"));
        QCOMPARE(storeSnapshot(db), before);
    }

    void twoSweepsAtOnceBreachOnce()
    {
        auto db = storeWithObligations();
        const std::int64_t id = declareOnceAs(db, kAgent, "payout", "k", 10);
        setClockForTesting([] { return kT + 60; });
        const long long certs = count(db, "SELECT count(*) FROM seal_certs");
        // The first sweep holds its row locks (paused before COMMIT) while the second starts.
        auto first = db.connect(kAgent);
        auto second = db.connect(kOps);
        std::optional<SweepOutcome> secondOutcome;
        std::thread other;
        const WritePause startOther = [&](Connection&, WritePoint at) {
            if (at != WritePoint::BeforeCommit) return;
            other = std::thread([&] { secondOutcome = sweepObligations(second, kT + 60); });
            QTest::qSleep(300); // the second now waits on the row lock
        };
        const SweepOutcome s = sweepObligations(first, kT + 60, startOther);
        other.join();
        QCOMPARE(s.breached.size(), std::size_t(1));
        QVERIFY(secondOutcome);
        QVERIFY2(secondOutcome->fate == WriteFate::Done, secondOutcome->message.c_str());
        QVERIFY(secondOutcome->breached.empty());
        QCOMPARE(count(db, "SELECT count(*) FROM seal_certs"), certs + 1);
        QCOMPARE(count(db, "SELECT count(*) FROM seal_events WHERE kind = 'obligation_breached'"), 1LL);
        QCOMPARE(row(db, id)->state, std::string("breached"));
        QVERIFY(chainIntact(db));
    }

    void aSweepWhoseConnectionDropsIsReCheckedNeverRetried_data()
    {
        QTest::addColumn<bool>("afterCommit");
        QTest::newRow("killed before commit") << false;
        QTest::newRow("killed after commit") << true;
    }
    void aSweepWhoseConnectionDropsIsReCheckedNeverRetried()
    {
        QFETCH(bool, afterCommit);
        auto db = storeWithObligations();
        const std::int64_t id = declareOnceAs(db, kAgent, "payout", "k", 10);
        setClockForTesting([] { return kT + 60; });
        const long long certs = count(db, "SELECT count(*) FROM seal_certs");
        const WritePoint point = afterCommit ? WritePoint::AfterCommit : WritePoint::BeforeCommit;
        const WritePause kill = [&](Connection& conn, WritePoint now) {
            if (now != point) return;
            auto admin = Connection::open(adminDsn());
            const int pid = conn.backendPid();
            admin.exec("SELECT pg_terminate_backend($1)", {param(pid)});
            for (int i = 0; i < 200 && admin.exec("SELECT 1 FROM pg_stat_activity WHERE pid = $1", {param(pid)}).rows();
                 ++i)
                QTest::qSleep(20);
            conn.exec("SELECT 1");
        };
        auto c = db.connect(kAgent);
        const SweepOutcome s = sweepObligations(c, kT + 60, kill);
        QVERIFY2(s.message.find("connection lost") != std::string::npos, s.message.c_str());
        if (afterCommit) {
            QCOMPARE(s.fate, WriteFate::LostLanded);
            QCOMPARE(s.breached.size(), std::size_t(1));
            QCOMPARE(count(db, "SELECT count(*) FROM seal_certs"), certs + 1); // once, never retried
            QCOMPARE(row(db, id)->state, std::string("breached"));
        } else {
            QCOMPARE(s.fate, WriteFate::LostNotLanded);
            QVERIFY(s.breached.empty());
            QCOMPARE(count(db, "SELECT count(*) FROM seal_certs"), certs);
            QCOMPARE(row(db, id)->state, std::string("open"));
        }
        QVERIFY(chainIntact(db));
    }

    // ---- cancel ------------------------------------------------------------------------

    void anOperatorCancelsAnOpenObligation()
    {
        auto db = storeWithObligations();
        const std::int64_t id = declareOnceAs(db, kAgent, "payout", "k", 600);
        const long long lastEvent = count(db, "SELECT coalesce(max(id), 0) FROM seal_events");
        setClockForTesting([] { return kT + 30; });
        auto ops = db.connect(kOps);
        const OperatorOutcome o = cancelObligation(ops, id, "the invoice was withdrawn");
        QVERIFY2(o.fate == WriteFate::Done, o.message.c_str());
        QCOMPARE(o.role, kOps);
        const auto r = row(db, id);
        QCOMPARE(r->state, std::string("cancelled"));
        QCOMPARE(r->cancelledBy.value_or(""), kOps);
        QCOMPARE(r->cancelledAt.value_or(0), kT + 30);
        QCOMPARE(r->cancelReason.value_or(""), std::string("the invoice was withdrawn"));
        auto c = db.connect();
        Result ev = c.exec("SELECT kind, path, detail::text, at FROM seal_events WHERE id > $1",
                           {param(static_cast<std::int64_t>(lastEvent))});
        QCOMPARE(ev.rows(), 1);
        QCOMPARE(std::string(ev.text(0, 0)), std::string("obligation_cancelled"));
        QCOMPARE(std::string(ev.text(0, 1)), std::string("payout"));
        QCOMPARE(json::parse(ev.text(0, 2)).dump(),
                 json({{"obligation_id", id}, {"reason", "the invoice was withdrawn"}, {"by", kOps}}).dump());
        QCOMPARE(ev.real(0, 3), kT + 30);
        // A cancelled duty is never breached by a later sweep.
        setClockForTesting([] { return kT + 5000; });
        QVERIFY(sweepObligations(ops, kT + 5000).breached.empty());
        QCOMPARE(row(db, id)->state, std::string("cancelled"));
    }

    void cancellingIsRefusedToNonOperators_data()
    {
        QTest::addColumn<QString>("role");
        QTest::newRow("approver") << QString::fromStdString(kApprover);
        QTest::newRow("agent") << QString::fromStdString(kAgent);
        QTest::newRow("superuser") << QString();
    }
    void cancellingIsRefusedToNonOperators()
    {
        QFETCH(QString, role);
        auto db = storeWithObligations();
        const std::int64_t id = declareOnceAs(db, kAgent, "payout", "k", 600);
        const auto before = storeSnapshot(db);
        auto c = db.connect(role.toStdString());
        const OperatorOutcome o = cancelObligation(c, id, "not mine to cancel");
        QCOMPARE(o.fate, WriteFate::Refused);
        QCOMPARE(o.refusal, Refusal::NotPermitted);
        QCOMPARE(storeSnapshot(db), before);
        QCOMPARE(row(db, id)->state, std::string("open"));
    }

    void cancellingAFinishedOrUnknownObligationIsRefused()
    {
        auto db = storeWithObligations();
        const std::int64_t breached = declareOnceAs(db, kAgent, "payout", "k-b", 10);
        const std::int64_t met = declareOnceAs(db, kAgent, "payout", "k-m", 10);
        const std::int64_t cancelled = declareOnceAs(db, kAgent, "payout", "k-c", 10);
        sealIntent(db, "payout", "k-m", kT + 1);
        auto ops = db.connect(kOps);
        QCOMPARE(cancelObligation(ops, cancelled, "first").fate, WriteFate::Done);
        setClockForTesting([] { return kT + 20; });
        QCOMPARE(sweepObligations(ops, kT + 20).breached.size(), std::size_t(1));
        const auto before = storeSnapshot(db);
        for (const auto& [id, state] : std::vector<std::pair<std::int64_t, std::string>>{
                 {breached, "breached"}, {met, "met"}, {cancelled, "cancelled"}}) {
            const OperatorOutcome o = cancelObligation(ops, id, "too late");
            QCOMPARE(o.refusal, Refusal::NotOpen);
            QVERIFY2(o.message.find("already " + state) != std::string::npos, o.message.c_str());
        }
        QCOMPARE(cancelObligation(ops, 99999, "who").refusal, Refusal::UnknownObligation);
        QCOMPARE(cancelObligation(ops, breached, "  ").refusal, Refusal::ReasonRequired);
        QCOMPARE(storeSnapshot(db), before);
    }

    // ---- through sealctl, as ordinary roles ---------------------------------------------

    void sealctlDeclaresListsSweepsAndCancels()
    {
        setClockForTesting({}); // sealctl runs on the real clock
        auto db = storeWithObligations();
        RunResult r = runSealctl({"--dsn", db.dsn(kAgent), "obligation", "expect", "payout", "--key", "inv-9",
                                  "--due-in", "3600", "--description", "pay invoice 9", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        const json declared = json::parse(r.out);
        const std::int64_t id = declared["obligation_id"].get<std::int64_t>();
        QCOMPARE(declared["intent"].get<std::string>(), obligationIntent("payout", "inv-9"));
        r = runSealctl({"--dsn", db.dsn(kAgent), "obligation", "expect-recurring", "report", "--every", "86400",
                        "--min-count", "2", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        // Usage errors before connecting.
        QCOMPARE(runSealctl({"--dsn", db.dsn(kAgent), "obligation", "expect", "payout", "--due-in", "60"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(kAgent), "obligation", "expect-recurring", "r", "--every", "60",
                             "--min-count", "0"})
                     .exitCode,
                 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligation", "cancel", "x", "--reason", "r"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligation", "cancel", "1"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep", "--at", "99999999999"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligations", "purge"}).exitCode, 2);

        r = runSealctl({"--dsn", db.dsn(kApprover), "obligations", "--json"});
        QCOMPARE(r.exitCode, 0);
        const json listed = json::parse(r.out);
        QCOMPARE(listed["set_up"].get<bool>(), true);
        QCOMPARE(listed["obligations"].size(), std::size_t(2));

        // An approver may not cancel: exit 4, nothing changed.
        const auto before = storeSnapshot(db);
        r = runSealctl({"--dsn", db.dsn(kApprover), "obligation", "cancel", std::to_string(id), "--reason", "no",
                        "--json"});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(json::parse(r.out)["refusal"].get<std::string>(), std::string("NotPermitted"));
        QCOMPARE(storeSnapshot(db), before);
        r = runSealctl({"--dsn", db.dsn(kOps), "obligation", "cancel", std::to_string(id), "--reason",
                        "invoice withdrawn", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        QCOMPARE(json::parse(r.out)["event"].get<std::string>(), std::string("obligation_cancelled"));
        QCOMPARE(row(db, id)->cancelledBy.value_or(""), kOps);

        // A sweep with nothing due: exit 0, nothing breached.
        r = runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        QVERIFY(json::parse(r.out)["breached"].empty());

        // Overdue (declared by the kernel long ago): the sweep breaches it, exit 1, and says so.
        db.exec("INSERT INTO seal_obligations (kind, action, key, description, due_at, created_at, created_by, state) "
                "VALUES ('once', 'refund', 'rf-1', 'refund order 1', 1000000000, 999999000, 'agent-x', 'open')");
        r = runSealctl({"--dsn", db.dsn(kOps), "obligations", "--json"});
        QCOMPARE(r.exitCode, 1); // something is due
        QCOMPARE(json::parse(r.out)["obligations"][0]["overdue"].get<bool>(), true);
        r = runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep", "--json"});
        QVERIFY2(r.exitCode == 1, (r.out + r.err).c_str());
        const json swept = json::parse(r.out);
        QCOMPARE(swept["breached"].size(), std::size_t(1));
        QCOMPARE(swept["breached"][0]["action"].get<std::string>(), std::string("refund"));
        QVERIFY(chainIntact(db));
        r = runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep", "--json"});
        QCOMPARE(r.exitCode, 0); // nothing new
        QVERIFY(json::parse(r.out)["breached"].empty());
    }
};

QTEST_GUILESS_MAIN(TestObligations)
#include "test_obligations.moc"
