// The kernel's obligations written by Seal Desk (SPEC-kernel.md §14): every
// status of the sweep with the rows, the breach cert and the events it
// writes (their fields as the kernel's in store-e), a cure after a breach, a
// late effect that never cures a judged window, the licence the breach
// suspends; declaring; deactivating and resolving as operator acts refused to
// everyone else; two sweeps at once; a sweep whose connection drops. On
// copies of store-a with the kernel's tables set up.
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/evidence/alerts.hpp"
#include "core/rules/licence.hpp"
#include "core/rules/obligations.hpp"
#include "core/writes/obligation_writes.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kOps = "oblw_ops";           // member of seal_operator
const std::string kApprover = "oblw_approver"; // member of seal_approver only
const std::string kAgent = "oblw_agent";       // no group: an agent's role

// The line the console shows is the same sentence as a phrase: whole, or
// without the "<subject>: " the console's own title names.
bool spoken(const OperatorOutcome& o)
{
    return !o.said.pattern.empty() &&
           (o.message == o.said.text() || o.message == o.subject + ": " + o.said.text());
}

TestDatabase storeWithTables()
{
    auto db = TestDatabase::storeA();
    auto admin = db.connect();
    const SetupOutcome setup = setupObligations(admin);
    if (setup.created.size() != 2) QTest::qFail(setup.message.c_str(), __FILE__, __LINE__);
    db.grantToEveryone();
    return db;
}

// A moment well behind the store's clock, so every sweep may judge as of times after it.
double base(const TestDatabase& db)
{
    auto c = db.connect();
    return c.exec("SELECT extract(epoch FROM now())::float8").real(0, 0) - 100000;
}

struct Duty
{
    std::string id;
    std::string kind = "once";
    std::string action = "refund";
    std::string key;
    double dueAt = 0;
    double createdAt = 0;
    bool requireWorld = false;
    double everySec = 0;
    std::int64_t minCount = 1;
};

// A duty as the kernel's expect()/expect_recurring() leaves it, declared long ago.
void insertDuty(const TestDatabase& db, const Duty& d)
{
    auto c = db.connect();
    const bool once = d.kind == "once";
    c.exec("INSERT INTO seal_obligations (obligation_id, kind, action, intent_key, expected_intent, due_at, every_sec, "
           "min_count, require_world, description, anchor_at, created_at, created_by) "
           "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, 'agent-k')",
           {param(d.id), param(d.kind), param(d.action), once ? param(d.key) : nullParam(),
            once ? param(obligationIntent(d.action, d.key)) : nullParam(), once ? param(d.dueAt) : nullParam(),
            once ? nullParam() : param(d.everySec), param(d.minCount), param(d.requireWorld),
            param("duty " + d.id), param(d.createdAt)});
}

// An intent of `action` admitted at `admitted`, sealed by a cert at `certAt`, with `tier`.
std::string sealIntent(const TestDatabase& db, const std::string& action, const std::string& key, double admitted,
                       double certAt, const std::string& tier = "SEALED")
{
    auto c = db.connect();
    const std::string intent = obligationIntent(action, key);
    WriteTransaction tx(c);
    c.exec("INSERT INTO seal_intents (intent, action, args_digest, state, fence, lease_until, domain, tier, "
           "created_at, updated_at) VALUES ($1, $2, $3, 'sealed', 'f', $4, $2, $5, $4, $6)",
           {param(intent), param(action), param(digestV1("{}")), param(admitted), param(tier), param(certAt)});
    appendCert(c,
               json{{"intent", intent}, {"action", action}, {"args_digest", digestV1("{}")},
                    {"result_digest", digestV1("{\"ok\":true}")}, {"tier", tier}, {"world", "unconfirmed"},
                    {"read_set", json::object()}, {"compensates_cert", nullptr}, {"graph_id", nullptr}, {"at", certAt}},
               intent);
    tx.commit();
    return intent;
}

std::optional<Obligation> duty(const TestDatabase& db, const std::string& id)
{
    auto c = db.connect();
    return readObligation(c, id);
}

std::map<std::string, std::string> statuses(const ObligationsReport& r)
{
    std::map<std::string, std::string> out;
    for (const auto& i : r.items)
        out[i.obligationId + (i.window ? ":w" + std::to_string(*i.window) : std::string())] = i.status;
    return out;
}

bool chainIntact(const TestDatabase& db)
{
    auto c = db.connect();
    const ChainVerdict v = verifyChain(c);
    return v.ok && v.reference.ok;
}

// The detail keys of the kernel's events of `kind` in store-e.
std::set<std::string> kernelDetailKeys(const std::string& kind)
{
    static const json events = expectedStoreE()["sql_events_new_kinds"];
    std::set<std::string> keys;
    for (const auto& e : events)
        if (e["kind"] == kind)
            for (const auto& [k, v] : e["detail"].items())
                keys.insert(k);
    return keys;
}

} // namespace

class TestObligationWrites : public QObject
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
        m_approvers.reset();
        m_operators.reset();
    }

    void aSweepWritesWhatTheKernelsWrites()
    {
        auto db = storeWithTables();
        const double t = base(db);
        insertDuty(db, {"d1-satisfied", "once", "refund", "k-sat", t + 100, t});
        insertDuty(db, {"d2-breached", "once", "refund", "k-miss", t + 10, t + 1});
        insertDuty(db, {"d3-late", "once", "refund", "k-late", t + 100, t + 2});
        insertDuty(db, {"d4-unconfirmed", "once", "refund", "k-world", t + 100, t + 3, true});
        insertDuty(db, {"d5-diverged", "once", "invoice", "k-div", t + 100, t + 4});
        insertDuty(db, {"d6-pending", "once", "refund", "k-later", t + 1000, t + 5});
        insertDuty(db, {"d7-recurring", "recurring", "renewal", "", 0, t, false, 100, 1});
        sealIntent(db, "refund", "k-sat", t + 50, t + 51);
        sealIntent(db, "refund", "k-late", t + 140, t + 150);
        sealIntent(db, "refund", "k-world", t + 60, t + 61);
        sealIntent(db, "invoice", "k-div", t + 60, t + 62, "WORLD_DIVERGED");
        sealIntent(db, "renewal", "r-0", t + 40, t + 41); // window 0 [t, t+100): met
        sealIntent(db, "renewal", "r-x", t + 90, t + 150); // admitted in window 0: its cert's time (window 1) does not count
        const long long lastEvent = db.scalar("SELECT max(id) FROM seal_events");
        const long long certs = db.scalar("SELECT count(*) FROM seal_certs");
        {
            auto admin = db.connect();
            LicenceEngine engine(admin);
            QVERIFY(!engine.licence("refund").suspended); // control: only the breach suspends it
        }

        AlertWatch watch; // sealctl watch's: its first look learns the present
        {
            auto w = db.connect();
            ReadTransaction tx(w);
            QVERIFY(watch.poll(w, t + 250).empty());
        }

        const double at = t + 250; // windows 0 and 1 closed; window 1 [t+100, t+200) empty
        auto c = db.connect(kAgent); // any role the store lets write may sweep (the kernel's agents do)
        const SweepOutcome s = sweepObligations(c, SweepOptions{at, {}});
        QVERIFY2(s.fate == WriteFate::Done, s.message.c_str());
        QCOMPARE(statuses(s.report), (std::map<std::string, std::string>{{"d1-satisfied", "satisfied"},
                                                                          {"d2-breached", "breached"},
                                                                          {"d3-late", "late"},
                                                                          {"d4-unconfirmed", "satisfied_unconfirmed"},
                                                                          {"d5-diverged", "diverged"},
                                                                          {"d6-pending", "pending"},
                                                                          {"d7-recurring:w0", "satisfied"},
                                                                          {"d7-recurring:w1", "breached"}}));
        QCOMPARE(s.report.verdict, std::string("breached"));
        QCOMPARE(s.report.openBreaches, std::int64_t(2));
        QCOMPARE(s.report.dutiesChecked, std::int64_t(8));
        QCOMPARE(s.report.items[0].obligationId, std::string("d1-satisfied")); // created_at order
        QCOMPARE(s.recorded.size(), std::size_t(2));

        // Rows: satisfied_at = the seal's first cert, tier; next_window past the judged ones.
        QCOMPARE(duty(db, "d1-satisfied")->satisfiedAt.value_or(0), t + 51);
        QCOMPARE(duty(db, "d1-satisfied")->satisfiedTier.value_or(""), std::string("SEALED"));
        QCOMPARE(duty(db, "d3-late")->satisfiedAt.value_or(0), t + 150);
        QVERIFY(!duty(db, "d2-breached")->satisfiedAt);
        QCOMPARE(duty(db, "d7-recurring")->nextWindow, std::int64_t(2));

        // Breach rows, each with its cert: the kernel's fields, linked into an intact chain.
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs"), certs + 2);
        auto admin = db.connect();
        Result b = admin.exec("SELECT b.obligation_id, b.window_n, b.due_at, b.detected_at, b.cert_hash, c.body::text, "
                              "c.intent, c.created_at FROM seal_obligation_breaches b JOIN seal_certs c ON c.hash = "
                              "b.cert_hash ORDER BY b.obligation_id");
        QCOMPARE(b.rows(), 2);
        const json kernelBody = [] {
            auto e = TestDatabase::storeE();
            auto k = e.connect();
            return json::parse(k.exec("SELECT body::text FROM seal_certs WHERE body->>'kind' = 'obligation_breach' "
                                      "LIMIT 1")
                                   .text(0, 0));
        }();
        std::set<std::string> want;
        for (const auto& [k, v] : kernelBody.items())
            if (k != "cv" && k != "signer" && k != "sig") want.insert(k); // the v2 writer adds these
        for (int i = 0; i < b.rows(); ++i) {
            const json body = json::parse(b.text(i, 5));
            std::set<std::string> got;
            for (const auto& [k, v] : body.items())
                if (k != "cv" && k != "signer" && k != "sig") got.insert(k);
            QCOMPARE(body.value("cv", 0), 2); // appended as the kernel appends now
            QCOMPARE(got, want);
            QCOMPARE(body["tier"].get<std::string>(), std::string("OBLIGATION_BREACHED"));
            QCOMPARE(body["world"].get<std::string>(), std::string("missing"));
            QCOMPARE(body["kind"].get<std::string>(), std::string("obligation_breach"));
            QCOMPARE(body["detected_at"].get<double>(), at);
            QCOMPARE(body["at"].get<double>(), at);
            QCOMPARE(b.real(i, 3), at);
            QCOMPARE(b.real(i, 7), at);
        }
        QCOMPARE(std::string(b.text(0, 0)), std::string("d2-breached"));
        QCOMPARE(b.integer(0, 1), std::int64_t(-1));
        QCOMPARE(b.real(0, 2), t + 10);
        QCOMPARE(std::string(b.text(0, 6)), obligationIntent("refund", "k-miss")); // its expected intent
        QCOMPARE(std::string(b.text(1, 0)), std::string("d7-recurring"));
        QCOMPARE(b.integer(1, 1), std::int64_t(1));
        QCOMPARE(b.real(1, 2), t + 200); // the window's end
        QCOMPARE(std::string(b.text(1, 6)), std::string("d7-recurring:w1"));
        QVERIFY(chainIntact(db));

        // Events: kinds, paths and detail keys as the kernel's in store-e.
        Result ev = admin.exec("SELECT kind, path, intent, detail::text FROM seal_events WHERE id > $1 ORDER BY id",
                               {param(static_cast<std::int64_t>(lastEvent))});
        std::multiset<std::string> kinds;
        for (int i = 0; i < ev.rows(); ++i) {
            const std::string kind(ev.text(i, 0));
            kinds.insert(kind);
            std::set<std::string> keys;
            const json detail = json::parse(ev.text(i, 3));
            for (const auto& [k, v] : detail.items())
                keys.insert(k);
            QCOMPARE(keys, kernelDetailKeys(kind));
            QVERIFY(!ev.isNull(i, 1)); // path = the duty's action
            QCOMPARE(ev.isNull(i, 2), kind != "obligation_breached");
        }
        QCOMPARE(kinds, (std::multiset<std::string>{"obligation_satisfied", "obligation_satisfied", "obligation_satisfied",
                                                    "obligation_satisfied", "obligation_late", "obligation_breached",
                                                    "obligation_breached"}));
        QCOMPARE(s.events, 7);
        {
            // `sealctl watch` alerts on each obligation_breached the sweep recorded, by the action's path.
            auto w = db.connect();
            ReadTransaction tx(w);
            std::multiset<std::string> alerted;
            for (const Alert& a : watch.poll(w, at))
                if (a.kind == "obligation_breached") alerted.insert(a.path.value_or("-"));
            QCOMPARE(alerted, (std::multiset<std::string>{"refund", "renewal"}));
        }
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_domains WHERE domain IN ('refund', 'renewal')"), 0LL); // no freeze

        // The licence of each breached action is suspended by obligation_breached (path = action, detail.domain).
        LicenceEngine engine(admin);
        QVERIFY(engine.licence("refund").suspended);
        QVERIFY(engine.licence("renewal").suspended);
        QVERIFY(!engine.licence("invoice").suspended); // a diverged duty records no breach

        // Again as of the same time: no second breach, cert or satisfied; only the late event again.
        const SweepOutcome again = sweepObligations(c, SweepOptions{at, {}});
        QCOMPARE(again.fate, WriteFate::Done);
        QVERIFY(again.recorded.empty());
        QCOMPARE(again.events, 1);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs"), certs + 2);
        QCOMPARE(statuses(again.report).count("d7-recurring:w1"), std::size_t(0)); // a window is judged once

        // The missed refund seals after its breach: cured, its breach resolved by the sweep; satisfied_at is
        // the breach cert's time (the first cert of that intent). A renewal admitted in window 1 now does not
        // cure the judged window.
        sealIntent(db, "refund", "k-miss", at + 10, at + 20);
        sealIntent(db, "renewal", "r-1", t + 150, at + 20);
        const SweepOutcome cure = sweepObligations(c, SweepOptions{at + 30, {}});
        QCOMPARE(statuses(cure.report).at("d2-breached"), std::string("cured"));
        const auto cured = duty(db, "d2-breached");
        QCOMPARE(cured->satisfiedAt.value_or(0), at);
        Result rb = admin.exec("SELECT resolved_at, resolved_by, resolution FROM seal_obligation_breaches "
                               "ORDER BY obligation_id");
        QCOMPARE(rb.real(0, 0), at);
        QCOMPARE(std::string(rb.text(0, 1)), std::string("sweep"));
        QCOMPARE(std::string(rb.text(0, 2)), std::string("effect sealed after breach"));
        QVERIFY(rb.isNull(1, 0)); // the window's breach stays open
        QCOMPARE(cure.report.openBreaches, std::int64_t(1));
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_events WHERE kind = 'obligation_cured'"), 1LL);
        QVERIFY(engine.licence("refund").suspended); // curing does not lift it
        QVERIFY(chainIntact(db));
    }

    void readingEvaluatesWithoutWriting()
    {
        auto db = storeWithTables();
        const double t = base(db);
        insertDuty(db, {"r1", "once", "refund", "k-1", t + 10, t});
        insertDuty(db, {"r2", "once", "refund", "k-2", t + 100, t + 1});
        sealIntent(db, "refund", "k-2", t + 5, t + 6);
        const auto before = storeSnapshot(db);
        auto c = db.connect(kApprover);
        ReadTransaction tx(c);
        const ObligationsReading r = readObligations(c, t + 50);
        QVERIFY(r.setup.ready());
        QCOMPARE(statuses(r.evaluation), (std::map<std::string, std::string>{{"r1", "breached"}, {"r2", "satisfied"}}));
        QVERIFY(!r.evaluation.items[0].breachId);            // not recorded: a reading never does
        QCOMPARE(r.evaluation.openBreaches, std::int64_t(1)); // what the sweep would report
        QCOMPARE(storeSnapshot(db), before);
        QVERIFY(!duty(db, "r2")->satisfiedAt);
    }

    void anAgentDeclaresAsTheKernelDoes()
    {
        auto db = storeWithTables();
        const long long lastEvent = db.scalar("SELECT max(id) FROM seal_events");
        auto c = db.connect(kAgent);
        const DeclareOutcome once =
            expectOnce(c, OnceDuty{"payout", "inv-7", std::nullopt, 3600.0, 30, true, std::string("pay invoice 7")});
        QVERIFY2(once.fate == WriteFate::Done, once.message.c_str());
        QCOMPARE(once.obligationId->size(), std::size_t(32));
        const auto o = duty(db, *once.obligationId);
        QCOMPARE(o->kind, std::string("once"));
        QCOMPARE(o->intentKey.value_or(""), std::string("inv-7"));
        QCOMPARE(o->expectedIntent.value_or(""), obligationIntent("payout", "inv-7"));
        QCOMPARE(o->dueAt.value_or(0), o->createdAt + 3600);
        QCOMPARE(o->anchorAt, o->createdAt);
        QCOMPARE(o->graceSec, 30.0);
        QVERIFY(o->requireWorld && o->active);
        QCOMPARE(o->createdBy, kAgent);
        const DeclareOutcome rec =
            expectRecurring(c, RecurringDuty{"report", 86400, 3, 0, false, std::nullopt, 1796000000.0});
        QVERIFY2(rec.fate == WriteFate::Done, rec.message.c_str());
        const auto r = duty(db, *rec.obligationId);
        QCOMPARE(r->everySec.value_or(0), 86400.0);
        QCOMPARE(r->minCount, std::int64_t(3));
        QCOMPARE(r->anchorAt, 1796000000.0);
        QVERIFY(!r->dueAt && !r->expectedIntent);
        auto admin = db.connect();
        Result ev = admin.exec("SELECT path, intent IS NULL, detail::text FROM seal_events WHERE id > $1 ORDER BY id",
                               {param(static_cast<std::int64_t>(lastEvent))});
        QCOMPARE(ev.rows(), 2);
        QCOMPARE(std::string(ev.text(0, 0)), std::string("payout"));
        QVERIFY(ev.boolean(0, 1));
        QCOMPARE(json::parse(ev.text(0, 2)).dump(),
                 json({{"obligation_id", *once.obligationId}, {"key", "inv-7"}, {"due_at", *o->dueAt}, {"by", kAgent}})
                     .dump());
        QCOMPARE(json::parse(ev.text(1, 2)).dump(),
                 json({{"obligation_id", *rec.obligationId}, {"every_sec", 86400.0}, {"by", kAgent}}).dump());
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_obligations"), 2LL);
    }

    void deactivatingIsAnOperatorAct_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("operator") << QString::fromStdString(kOps) << true;
        QTest::newRow("approver") << QString::fromStdString(kApprover) << false;
        QTest::newRow("agent") << QString::fromStdString(kAgent) << false;
        QTest::newRow("superuser") << QString() << false;
    }
    void deactivatingIsAnOperatorAct()
    {
        QFETCH(QString, role);
        QFETCH(bool, allowed);
        auto db = storeWithTables();
        const double t = base(db);
        insertDuty(db, {"dx", "once", "wire", "w-1", t + 10, t});
        const auto before = storeSnapshot(db);
        auto c = db.connect(role.toStdString());
        const OperatorOutcome blankReason = deactivateObligation(c, "dx", "  ");
        QCOMPARE(blankReason.refusal, Refusal::ReasonRequired);
        QVERIFY2(spoken(blankReason), blankReason.message.c_str());
        const OperatorOutcome o = deactivateObligation(c, "dx", "escrow cancelled");
        QVERIFY2(spoken(o), o.message.c_str());
        if (!allowed) {
            QCOMPARE(o.refusal, Refusal::NotPermitted);
            QCOMPARE(storeSnapshot(db), before);
            return;
        }
        QVERIFY2(o.fate == WriteFate::Done, o.message.c_str());
        const auto d = duty(db, "dx");
        QVERIFY(!d->active);
        QCOMPARE(d->deactivatedBy.value_or(""), kOps);
        QCOMPARE(d->deactivatedAt.value_or(0), o.at);
        auto admin = db.connect();
        Result ev = admin.exec("SELECT path IS NULL, detail::text FROM seal_events WHERE kind = 'obligation_released'");
        QCOMPARE(ev.rows(), 1);
        QVERIFY(ev.boolean(0, 0));
        QCOMPARE(json::parse(ev.text(0, 1)).dump(),
                 json({{"obligation_id", "dx"}, {"by", kOps}, {"reason", "escrow cancelled"}}).dump());
        // Never swept again, and a second deactivate is the kernel's refusal.
        QVERIFY(sweepObligations(c, SweepOptions{t + 500, {}}).report.items.empty());
        const OperatorOutcome twice = deactivateObligation(c, "dx", "again");
        QCOMPARE(twice.refusal, Refusal::UnknownObligation);
        QVERIFY(twice.message.find("no active obligation 'dx'") != std::string::npos);
        QVERIFY2(spoken(twice), twice.message.c_str());
    }

    void resolvingABreachIsAnOperatorActThatLiftsNothing()
    {
        auto db = storeWithTables();
        const double t = base(db);
        insertDuty(db, {"rb", "once", "refund", "k", t + 10, t});
        auto ops = db.connect(kOps);
        QCOMPARE(sweepObligations(ops, SweepOptions{t + 20, {}}).recorded.size(), std::size_t(1));
        const std::int64_t breachId = db.scalar("SELECT id FROM seal_obligation_breaches");
        const auto before = storeSnapshot(db);
        for (const std::string& role : {kApprover, kAgent, std::string()}) {
            auto c = db.connect(role);
            QCOMPARE(resolveBreach(c, breachId, "handled").refusal, Refusal::NotPermitted);
        }
        const OperatorOutcome noNote = resolveBreach(ops, breachId, "");
        QCOMPARE(noNote.refusal, Refusal::ReasonRequired);
        QVERIFY2(spoken(noNote), noNote.message.c_str());
        QCOMPARE(storeSnapshot(db), before);
        const OperatorOutcome o = resolveBreach(ops, breachId, "refunded by hand");
        QVERIFY2(o.fate == WriteFate::Done, o.message.c_str());
        QVERIFY2(spoken(o), o.message.c_str());
        QCOMPARE(o.said.args.back(), std::string("refunded by hand")); // a value, never part of the pattern
        auto admin = db.connect();
        Result r = admin.exec("SELECT resolved_at, resolved_by, resolution FROM seal_obligation_breaches");
        QCOMPARE(r.real(0, 0), o.at);
        QCOMPARE(std::string(r.text(0, 1)), kOps);
        QCOMPARE(std::string(r.text(0, 2)), std::string("refunded by hand"));
        Result ev = admin.exec("SELECT path, detail::text FROM seal_events WHERE kind = 'obligation_breach_resolved'");
        QCOMPARE(ev.rows(), 1);
        QCOMPARE(std::string(ev.text(0, 0)), std::string("refund"));
        QCOMPARE(json::parse(ev.text(0, 1)).dump(),
                 json({{"breach_id", breachId}, {"by", kOps}, {"note", "refunded by hand"}}).dump());
        LicenceEngine engine(admin);
        QVERIFY(engine.licence("refund").suspended); // resolving lifts no suspension
        QVERIFY(chainIntact(db));                    // and removes nothing from the chain
        const OperatorOutcome twice = resolveBreach(ops, breachId, "again");
        QVERIFY(twice.message.find("no unresolved breach " + std::to_string(breachId)) != std::string::npos);
        QVERIFY2(spoken(twice), twice.message.c_str());
    }

    void twoSweepsAtOnceBreachOnce()
    {
        auto db = storeWithTables();
        const double t = base(db);
        insertDuty(db, {"race", "once", "refund", "k", t + 10, t});
        const long long certs = db.scalar("SELECT count(*) FROM seal_certs");
        auto first = db.connect(kAgent);
        auto second = db.connect(kOps);
        std::optional<SweepOutcome> secondOutcome;
        std::thread other;
        // The first sweep holds its locks (paused before COMMIT) while the second starts.
        const WritePause startOther = [&](Connection&, WritePoint point) {
            if (point != WritePoint::BeforeCommit) return;
            other = std::thread([&] { secondOutcome = sweepObligations(second, SweepOptions{t + 60, {}}); });
            QTest::qSleep(300); // the second now waits for the first
        };
        const SweepOutcome s = sweepObligations(first, SweepOptions{t + 60, startOther});
        other.join();
        QCOMPARE(s.recorded.size(), std::size_t(1));
        QVERIFY(secondOutcome);
        QVERIFY2(secondOutcome->fate == WriteFate::Done, secondOutcome->message.c_str());
        QVERIFY(secondOutcome->recorded.empty());
        QCOMPARE(statuses(secondOutcome->report).at("race"), std::string("breached"));
        QCOMPARE(secondOutcome->report.items[0].breachId, s.report.items[0].breachId);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs"), certs + 1);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_obligation_breaches"), 1LL);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_events WHERE kind = 'obligation_breached'"), 1LL);
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
        auto db = storeWithTables();
        const double t = base(db);
        insertDuty(db, {"lost", "once", "refund", "k", t + 10, t});
        const long long certs = db.scalar("SELECT count(*) FROM seal_certs");
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
        const SweepOutcome s = sweepObligations(c, SweepOptions{t + 60, kill});
        QVERIFY2(s.message.find("connection lost") != std::string::npos, s.message.c_str());
        if (afterCommit) {
            QCOMPARE(s.fate, WriteFate::LostLanded);
            QCOMPARE(s.recorded.size(), std::size_t(1));
            QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs"), certs + 1); // once, never retried
        } else {
            QCOMPARE(s.fate, WriteFate::LostNotLanded);
            QVERIFY(s.recorded.empty());
            QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs"), certs);
            QCOMPARE(db.scalar("SELECT count(*) FROM seal_obligation_breaches"), 0LL);
        }
        QVERIFY(chainIntact(db));
    }
};

QTEST_GUILESS_MAIN(TestObligationWrites)
#include "test_obligation_writes.moc"
