// Settle as the 0.3.x kernel settles (SPEC-kernel.md §15.3, §11, §15.5) on
// store-e: the intent's seal_spend reservations (settled on confirmed_one and
// multiple, deleted on absent, untouched on unknown), the kernel's events with
// path NULL, the settle-diverged cert and its freeze, refusals in the kernel's
// words (store-e.expected.json `errors`), seal_ticket_pending untouched, and
// `grants ROLE --operator` giving exactly what that needs.
#include "core/rules/budgets.hpp"
#include "core/rules/licence.hpp"
#include "core/store/grants.hpp"
#include "core/writes/settle.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <set>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

struct EventRow
{
    std::optional<std::string> path;
    std::string kind;
    json detail;
};

std::vector<EventRow> eventsOf(const TestDatabase& db, std::int64_t afterId)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT path, kind, detail::text FROM seal_events WHERE id > $1 ORDER BY id",
                         {param(afterId)});
    std::vector<EventRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({r.optText(i, 0), std::string(r.text(i, 1)), json::parse(r.text(i, 2))});
    return out;
}

std::int64_t lastEventId(const TestDatabase& db)
{
    return db.scalar("SELECT max(id) FROM seal_events");
}

std::string spendState(const TestDatabase& db, int id)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT state FROM seal_spend WHERE id = $1", {param(std::to_string(id))});
    return r.rows() ? std::string(r.text(0, 0)) : std::string("deleted");
}

json budgetsJson(const TestDatabase& db, double at)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    json out = json::object();
    for (const auto& b : readBudgets(conn, at))
        out[b.budgetKey] = {{"limit_amt", b.limit}, {"window_sec", b.windowSec}, {"spent", b.spent},
                      {"remaining", b.remaining}};
    return out;
}

// The appended cert links to the head before it (the whole chain's verdict over
// v1 and v2 certs is the chain verifier's test).
bool linkedToThePreviousHead(const TestDatabase& db)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT prev_hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
    Result p = conn.exec("SELECT hash FROM seal_certs ORDER BY seq DESC OFFSET 1 LIMIT 1");
    return std::string(r.text(0, 0)) == std::string(p.text(0, 0));
}

json licenceOf(const TestDatabase& db, const std::string& path)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    return licenceJson(engine.licence(path));
}

} // namespace

class TestSettleKernel : public QObject
{
    Q_OBJECT
    json m_expected = expectedStoreE();
    std::unique_ptr<GroupScope> m_group;
    std::string m_op;

    std::string intent(const char* name) const { return m_expected["intents"][name].get<std::string>(); }
    double generatedAt() const { return m_expected["generated_at"].get<double>(); }

    SettleOutcome settleAs(const TestDatabase& db, const std::string& role, const std::string& id,
                           WitnessVerdict verdict, std::optional<std::int64_t> count = std::nullopt)
    {
        auto conn = db.connect(role);
        SettleRequest req;
        req.intent = id;
        req.answer = attestedAnswer(verdict, "checked at the provider", role);
        if (count) req.answer.count = count;
        req.source = "operator";
        return settle(conn, req);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("settle_kernel_ops");
    }
    void cleanupTestCase() { m_group.reset(); }

    // The held charge (spend row 4, 45.0 on `card`, reserved) healed: reserved -> settled.
    void confirmedOneSettlesTheReservation()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const std::string held = intent("held_ambiguous");
        const auto pending = m_expected["sql_ticket_pending_rows"];
        const std::int64_t lastEvent = lastEventId(db);
        const auto out = settleAs(db, m_op, held, WitnessVerdict::ConfirmedOne);
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QCOMPARE(out.event, std::string("healed"));
        QCOMPARE(spendState(db, 4), std::string("settled"));
        QCOMPARE(out.reservationsSettled, std::optional<std::int64_t>(1));
        const auto events = eventsOf(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        QVERIFY(!events[0].path);
        QCOMPARE(events[0].detail, json({{"count", 1}}));
        // Money that moved keeps counting: the budget is the kernel's (reserved and settled both count).
        QCOMPARE(budgetsJson(db, generatedAt()), m_expected["budgets"]);
        // The hold lifts (§15.7): charge is L3 and unattended again.
        const auto charge = licenceOf(db, "charge");
        QCOMPARE(charge["held"], json(false));
        QCOMPARE(charge["unattended"], json(true));
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_ticket_pending"), (long long)pending.size());
        QVERIFY(linkedToThePreviousHead(db));
    }

    // absent: the intent and its reservation are deleted; the budget frees the 45.0.
    void absentReleasesTheReservation()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const std::int64_t lastEvent = lastEventId(db);
        const auto out = settleAs(db, m_op, intent("held_ambiguous"), WitnessVerdict::Absent);
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QCOMPARE(spendState(db, 4), std::string("deleted"));
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_intents WHERE intent = '" + intent("held_ambiguous") + "'"),
                 0LL);
        const auto events = eventsOf(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string("settled_released"));
        QVERIFY(!events[0].path);
        QCOMPARE(events[0].detail["witness_evidence"]["attested_by"].get<std::string>(), m_op);
        auto want = m_expected["budgets"];
        want["card"]["spent"] = 240.0;
        want["card"]["remaining"] = 760.0;
        QCOMPARE(budgetsJson(db, generatedAt()), want);
        // Negative control: the other reserved row (the in-flight payout's) is untouched.
        QCOMPARE(spendState(db, 7), std::string("reserved"));
    }

    void unknownLeavesTheReservation()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        const auto out = settleAs(db, m_op, intent("held_ambiguous"), WitnessVerdict::Unknown);
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_events"}));
        QCOMPARE(spendState(db, 4), std::string("reserved"));
        QCOMPARE(licenceOf(db, "charge")["held"], json(true)); // the hold stands
    }

    // multiple: settle-diverged cert, reservation settled, domain frozen with the kernel's reason,
    // and a `diverged` event with path NULL that suspends every path.
    void multipleDivergesEverywhere()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const std::string held = intent("held_ambiguous");
        const std::int64_t lastEvent = lastEventId(db);
        const auto out = settleAs(db, m_op, held, WitnessVerdict::Multiple, 2);
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QCOMPARE(spendState(db, 4), std::string("settled"));
        const auto events = eventsOf(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string("diverged"));
        QCOMPARE(events[0].detail, json({{"count", 2}, {"via", "settle"}}));
        auto conn = db.connect();
        Result d = conn.exec("SELECT reason FROM seal_domains WHERE domain = 'charge' AND frozen");
        QCOMPARE(d.rows(), 1);
        QCOMPARE(std::string(d.text(0, 0)),
                 "settle() found 2 effects for intent " + held.substr(0, 12) + "\u2026 that was never sealed");
        Result c = conn.exec("SELECT body::text FROM seal_certs ORDER BY seq DESC LIMIT 1");
        const json body = json::parse(c.text(0, 0));
        QCOMPARE(body["settled"], json(true));
        QVERIFY(!body.contains("parent_cert") && !body.contains("result_digest"));
        for (const char* path : {"charge", "payout", "wire"})
            QVERIFY2(licenceOf(db, path)["suspended"].get<bool>(), path);
        QVERIFY(linkedToThePreviousHead(db));
    }

    // Refusals in the kernel's words, and nothing changes.
    void refusalsAreTheKernels()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        const auto live = settleAs(db, m_op, intent("payout_in_flight"), WitnessVerdict::Absent);
        QVERIFY(live.refusal == SettleRefusal::NotAHold);
        QCOMPARE(live.message, m_expected["errors"]["settle_in_flight_payout"]["message"].get<std::string>());
        const auto unknown = settleAs(db, m_op, "no-such-intent", WitnessVerdict::Absent);
        QVERIFY(unknown.refusal == SettleRefusal::UnknownIntent);
        QCOMPARE(unknown.message, m_expected["errors"]["settle_unknown_intent"]["message"].get<std::string>());
        // Negative control: a role outside seal_operator may not settle.
        const std::string outsider = ensureRole("settle_kernel_outsider");
        const auto refused = settleAs(db, outsider, intent("held_ambiguous"), WitnessVerdict::Absent);
        QVERIFY(refused.refusal == SettleRefusal::NotPermitted);
        QCOMPARE(storeSnapshot(db), before);
        // sealctl says the same on stderr and exits 4.
        const auto rr = runSealctl({"--dsn", db.dsn(m_op), "settle", intent("payout_in_flight"), "--verdict",
                                    "absent", "--evidence", "x"});
        QCOMPARE(rr.exitCode, 4);
        QVERIFY2(rr.err.find(m_expected["errors"]["settle_in_flight_payout"]["message"].get<std::string>()) !=
                     std::string::npos,
                 rr.err.c_str());
    }

    // grants --operator on a 0.3.x store covers the reservation; without it the settle is refused.
    void operatorGrantsCoverTheBudget()
    {
        auto db = TestDatabase::storeE();
        const std::string role = m_group->add("settle_kernel_granted");
        auto admin = db.connect();
        const auto statements = grantStatements(admin, role, GrantFor::Operator);
        const auto has = [&](const std::string& needle) {
            for (const auto& s : statements)
                if (s.find(needle) != std::string::npos) return true;
            return false;
        };
        QVERIFY(has("SELECT, UPDATE, DELETE ON TABLE seal_spend"));
        QVERIFY(has("SELECT ON TABLE seal_ticket_pending"));
        // Negative control: before the grants, the settle is refused for want of a privilege.
        db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO PUBLIC");
        const auto before = settleAs(db, role, intent("held_ambiguous"), WitnessVerdict::Absent);
        QVERIFY2(before.refusal == SettleRefusal::Privilege, before.message.c_str());
        for (const auto& s : statements)
            if (s.rfind("--", 0) != 0) db.exec(s);
        const auto after = settleAs(db, role, intent("held_ambiguous"), WitnessVerdict::Absent);
        QVERIFY2(after.fate == WriteFate::Done, after.message.c_str());
        QCOMPARE(spendState(db, 4), std::string("deleted"));

        // A 0.2.0 store has neither table: the grants do not name them.
        auto a = TestDatabase::storeA();
        auto connA = a.connect();
        for (const auto& s : grantStatements(connA, role, GrantFor::Operator)) {
            QVERIFY2(s.find("seal_ticket_pending") == std::string::npos, s.c_str());
            QVERIFY2(s.find("seal_spend") == std::string::npos, s.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestSettleKernel)
#include "test_settle_kernel.moc"
