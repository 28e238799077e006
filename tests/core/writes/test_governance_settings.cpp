// The governance settings an operator writes (SPEC-kernel.md §5, §6, §11-§13,
// issue 13 items 1, 2, 7): freeze, mandate require|release, budget set,
// thresholds set, policy --max-proof-age, proof record. On copies of store-c
// (which the reference kernel wrote, so its rows are the model): each made by
// sealctl as an ordinary operator role leaves the rows and the event the
// reference writer would, the chain intact; the same by an approver, without a
// reason or with a bad value changes nothing.
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/writes/governance.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kOps = "gset_ops";           // an ordinary operator: member of seal_operator
const std::string kApprover = "gset_approver"; // an approver, not an operator

std::string s(const QString& q)
{
    return q.toStdString();
}

// store-c with the table privileges a deployment grants its people.
TestDatabase writableStoreC()
{
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    return db;
}

struct EventRow
{
    std::optional<std::string> path;
    std::string kind;
    std::optional<std::string> intent;
    json detail;
    double at = 0;
};

std::int64_t lastEventId(const TestDatabase& db)
{
    return db.connect().exec("SELECT coalesce(max(id), 0) FROM seal_events").integer(0, 0);
}

std::vector<EventRow> eventsAfter(const TestDatabase& db, std::int64_t id)
{
    auto c = db.connect();
    Result r =
        c.exec("SELECT path, kind, intent, detail::text, at FROM seal_events WHERE id > $1 ORDER BY id",
               {param(id)});
    std::vector<EventRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({r.optText(i, 0), std::string(r.text(i, 1)), r.optText(i, 2), json::parse(r.text(i, 3)),
                       r.real(i, 4)});
    return out;
}

// The one event a write left: its kind, path and exact detail.
EventRow theEvent(const TestDatabase& db, std::int64_t lastEvent, const std::string& kind,
                  const std::optional<std::string>& path, const json& detail)
{
    const auto events = eventsAfter(db, lastEvent);
    if (events.size() != 1) {
        QTest::qFail(("events written: " + std::to_string(events.size())).c_str(), __FILE__, __LINE__);
        return {};
    }
    const EventRow& e = events[0];
    if (e.kind != kind || e.path != path || e.intent || e.detail.dump() != detail.dump())
        QTest::qFail(("event " + e.kind + " " + e.path.value_or("NULL") + " " + e.detail.dump()).c_str(),
                     __FILE__, __LINE__);
    return e;
}

bool chainIntact(const TestDatabase& db)
{
    auto c = db.connect();
    const ChainVerdict v = verifyChain(c);
    return v.ok && v.reference.ok && runSealctl({"--dsn", db.dsn(), "verify"}).exitCode == 0;
}

// `sealctl --dsn <db as role> ARGS... --json`; the report when there is one.
struct CliWrite
{
    RunResult run;
    json report; // null for a usage error (no JSON)
};

CliWrite sealctlAs(const TestDatabase& db, const std::string& role, std::vector<std::string> args)
{
    args.insert(args.begin(), {"--dsn", db.dsn(role)});
    args.push_back("--json");
    CliWrite w{runSealctl(args), nullptr};
    try {
        w.report = json::parse(w.run.out);
    } catch (const json::exception&) {
    }
    return w;
}

std::string failure(const CliWrite& w)
{
    return std::to_string(w.run.exitCode) + " out: " + w.run.out + " err: " + w.run.err;
}

// The JSON report every write prints, checked field by field.
void checkReport(const CliWrite& w, const std::string& command, const std::string& subject,
                 const std::string& event)
{
    const json& j = w.report;
    std::set<std::string> keys;
    for (const auto& [k, v] : j.items())
        keys.insert(k);
    QCOMPARE(keys, (std::set<std::string>{"command", "subject", "role", "fate", "refusal", "message", "event",
                                          "at"}));
    QCOMPARE(j["command"].get<std::string>(), command);
    QCOMPARE(j["subject"].get<std::string>(), subject);
    QCOMPARE(j["role"].get<std::string>(), kOps);
    QCOMPARE(j["fate"].get<std::string>(), std::string("done"));
    QCOMPARE(j["refusal"].get<std::string>(), std::string());
    QCOMPARE(j["event"].get<std::string>(), event);
}

// The read commands' JSON, to see a write the way a person would.
json readJson(const TestDatabase& db, const std::vector<std::string>& args)
{
    std::vector<std::string> all = {"--dsn", db.dsn()};
    all.insert(all.end(), args.begin(), args.end());
    const RunResult r = runSealctl(all);
    if (r.exitCode > 1) QTest::qFail(r.err.c_str(), __FILE__, __LINE__);
    return json::parse(r.out);
}

} // namespace

class TestGovernanceSettings : public QObject
{
    Q_OBJECT

    // Cluster-wide groups: the operator is an ordinary member of
    // seal_operator; the approver is in seal_approver only.
    std::optional<GroupScope> m_operators;
    std::optional<GroupScope> m_approvers;

private Q_SLOTS:
    void initTestCase()
    {
        m_operators.emplace("seal_operator", std::vector<std::string>{kOps});
        m_approvers.emplace("seal_approver", std::vector<std::string>{kApprover});
    }
    void cleanupTestCase()
    {
        m_approvers.reset();
        m_operators.reset();
    }

    // ---- 1. freeze ---------------------------------------------------------------

    void freezeLooksLikeTheReferencesManualFreeze_data()
    {
        QTest::addColumn<QString>("domain");
        QTest::newRow("never frozen") << "payroll";
        QTest::newRow("frozen then unfrozen (crypto)") << "crypto";
    }
    void freezeLooksLikeTheReferencesManualFreeze()
    {
        QFETCH(QString, domain);
        auto db = writableStoreC();
        const auto before = storeSnapshot(db);
        const auto lastEvent = lastEventId(db);
        const std::string reason = "counterparty under review (OPS-9)";
        const CliWrite w = sealctlAs(db, kOps, {"freeze", s(domain), "--reason", reason});
        QVERIFY2(w.run.exitCode == 0, failure(w).c_str());
        checkReport(w, "freeze", "domain " + s(domain), "frozen");

        auto c = db.connect();
        Result row =
            c.exec("SELECT frozen, reason, evidence::text, frozen_at FROM seal_domains WHERE domain = $1",
                   {param(s(domain))});
        QCOMPARE(row.rows(), 1);
        QVERIFY(row.boolean(0, 0));
        QCOMPARE(std::string(row.text(0, 1)), "manual freeze: " + reason);
        QCOMPARE(json::parse(row.text(0, 2)).dump(), json({{"by", kOps}}).dump());
        // The reference's own manual freeze (fx) has the same shape: the
        // "manual freeze: " reason and the operator under evidence.by.
        Result fx = c.exec("SELECT reason, evidence->>'by' FROM seal_domains WHERE domain = 'fx'");
        QVERIFY(std::string(fx.text(0, 0)).rfind("manual freeze: ", 0) == 0);
        QCOMPARE(std::string(fx.text(0, 1)), std::string("ciso"));

        const EventRow e = theEvent(db, lastEvent, "frozen", s(domain),
                                    {{"domain", s(domain)}, {"reason", reason}, {"by", kOps}});
        QCOMPARE(e.at, row.real(0, 3));
        QCOMPARE(w.report["at"].get<double>(), e.at);
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_domains", "seal_events"}));
        bool listed = false;
        const json divergences = readJson(db, {"divergences", "--json"});
        for (const auto& f : divergences["frozen_domains"])
            listed = listed || f["domain"] == s(domain);
        QVERIFY2(listed, divergences.dump().c_str());
        QVERIFY(chainIntact(db));
    }

    void freezingAFrozenDomainKeepsItsEvidence()
    {
        auto db = writableStoreC();
        const auto before = storeSnapshot(db);
        for (const char* domain : {"fx", "transfer"}) { // by hand; by out-of-band spend
            const CliWrite w = sealctlAs(db, kOps, {"freeze", domain, "--reason", "again"});
            QVERIFY2(w.run.exitCode == 4, failure(w).c_str());
            QCOMPARE(w.report["refusal"].get<std::string>(), std::string("AlreadyFrozen"));
            QVERIFY2(w.report["message"].get<std::string>().find("already frozen") != std::string::npos,
                     failure(w).c_str());
        }
        QCOMPARE(storeSnapshot(db), before);
    }

    // ---- 2. mandate require | release ----------------------------------------------

    void mandateIsRecordedAsTheReferenceRecordsIt_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("path");
        QTest::newRow("require a new path") << "require"
                                            << "wire";
        QTest::newRow("require again (invoice was released)") << "require"
                                                              << "invoice";
        QTest::newRow("release refund") << "release"
                                        << "refund";
    }
    void mandateIsRecordedAsTheReferenceRecordsIt()
    {
        QFETCH(QString, action);
        QFETCH(QString, path);
        const bool required = action == QLatin1String("require");
        const std::string kind = required ? "mandate_path_required" : "mandate_path_released";
        auto db = writableStoreC();
        const auto before = storeSnapshot(db);
        const auto lastEvent = lastEventId(db);
        const std::string reason = "audit finding 4";
        const CliWrite w = sealctlAs(db, kOps, {"mandate", s(action), s(path), "--reason", reason});
        QVERIFY2(w.run.exitCode == 0, failure(w).c_str());
        checkReport(w, "mandate " + s(action), "path " + s(path), kind);

        auto c = db.connect();
        Result row = c.exec("SELECT required, updated_at, updated_by FROM seal_mandate_paths WHERE path = $1",
                            {param(s(path))});
        QCOMPARE(row.rows(), 1);
        QCOMPARE(row.boolean(0, 0), required);
        QCOMPARE(std::string(row.text(0, 2)), kOps);
        // The reference's event (store-c ids 11, 12, 220): this kind, path P,
        // detail {by}; Seal Desk adds the reason it asks for.
        Result ref = c.exec("SELECT detail->>'by' FROM seal_events WHERE kind = $1 ORDER BY id LIMIT 1",
                            {param(kind)});
        QCOMPARE(ref.rows(), 1);
        const EventRow e = theEvent(db, lastEvent, kind, s(path), {{"by", kOps}, {"reason", reason}});
        QCOMPARE(e.at, row.real(0, 1));
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_mandate_paths", "seal_events"}));
        bool shown = false;
        const json mandates = readJson(db, {"mandates", "--json"});
        for (const auto& p : mandates["paths"])
            if (p["path"] == s(path)) {
                shown = true;
                QCOMPARE(p["required"].get<bool>(), required);
                QCOMPARE(p["updated_by"].get<std::string>(), kOps);
            }
        QVERIFY2(shown, mandates["paths"].dump().c_str());
        QVERIFY(chainIntact(db));
    }

    // ---- 3. budget set -------------------------------------------------------------

    void budgetLimitIsSet_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("limit");
        QTest::addColumn<double>("limitValue");
        QTest::newRow("raise an exhausted key") << "cust:acme"
                                                << "2500.5" << 2500.5;
        QTest::newRow("a new key") << "team:new"
                                   << "1e4" << 10000.0;
    }
    void budgetLimitIsSet()
    {
        QFETCH(QString, key);
        QFETCH(QString, limit);
        QFETCH(double, limitValue);
        auto db = writableStoreC();
        const auto before = storeSnapshot(db);
        const auto lastEvent = lastEventId(db);
        const std::string reason = "Q3 plan";
        const CliWrite w = sealctlAs(
            db, kOps, {"budget", "set", s(key), "--limit", s(limit), "--window", "3600", "--reason", reason});
        QVERIFY2(w.run.exitCode == 0, failure(w).c_str());
        checkReport(w, "budget set", "budget " + s(key), "budget_limit_set");

        auto c = db.connect();
        Result row = c.exec("SELECT limit_amt, window_sec, updated_at FROM seal_budget WHERE budget_key = $1",
                            {param(s(key))});
        QCOMPARE(row.rows(), 1);
        QCOMPARE(row.real(0, 0), limitValue);
        QCOMPARE(row.real(0, 1), 3600.0);
        const EventRow e = theEvent(db, lastEvent, "budget_limit_set", std::nullopt,
                                    {{"budget_key", s(key)},
                                     {"limit", limitValue},
                                     {"window_sec", 3600.0},
                                     {"by", kOps},
                                     {"reason", reason}});
        QCOMPARE(e.at, row.real(0, 2));
        // Reservations are not touched: spent and reserved stay what they were.
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_budget", "seal_events"}));
        bool shown = false;
        for (const auto& b : readJson(db, {"budgets", "--json"}))
            if (b["budget_key"] == s(key)) {
                shown = true;
                QCOMPARE(b["limit"].get<double>(), limitValue);
                QCOMPARE(b["window_sec"].get<double>(), 3600.0);
            }
        QVERIFY(shown);
        QVERIFY(chainIntact(db));
    }

    // ---- 4. thresholds set ---------------------------------------------------------

    void thresholdsAreSet_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("existing (payout)") << "payout";
        QTest::newRow("new (charge)") << "charge";
    }
    void thresholdsAreSet()
    {
        QFETCH(QString, path);
        auto db = writableStoreC();
        const auto before = storeSnapshot(db);
        const auto lastEvent = lastEventId(db);
        const std::string reason = "four eyes above 250";
        const CliWrite w = sealctlAs(db, kOps,
                                     {"thresholds", "set", s(path), "--auto", "250", "--dual", "20000.5",
                                      "--approvers", "3", "--reason", reason});
        QVERIFY2(w.run.exitCode == 0, failure(w).c_str());
        checkReport(w, "thresholds set", "path " + s(path), "thresholds_set");

        auto c = db.connect();
        Result row = c.exec("SELECT auto_ceiling, dual_ceiling, required_approvers, updated_at, updated_by"
                            " FROM seal_thresholds WHERE path = $1",
                            {param(s(path))});
        QCOMPARE(row.rows(), 1);
        QCOMPARE(row.real(0, 0), 250.0);
        QCOMPARE(row.real(0, 1), 20000.5);
        QCOMPARE(row.integer(0, 2), 3);
        QCOMPARE(std::string(row.text(0, 4)), kOps);
        const EventRow e = theEvent(db, lastEvent, "thresholds_set", s(path),
                                    {{"auto_ceiling", 250.0},
                                     {"dual_ceiling", 20000.5},
                                     {"required_approvers", 3},
                                     {"by", kOps},
                                     {"reason", reason},
                                     {"pending_changed", 0}}); // no pending request of the path changed (issue 25 item 8)
        QCOMPARE(e.at, row.real(0, 3));
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_thresholds", "seal_events"}));
        QVERIFY(chainIntact(db));
    }

    // ---- 5. policy --max-proof-age ---------------------------------------------------

    void policyTakesTheProofAge_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("age");
        QTest::addColumn<double>("stored");
        QTest::newRow("existing row, given") << "charge"
                                             << "3600" << 3600.0;
        QTest::newRow("new row, given") << "sms"
                                        << "7200.5" << 7200.5;
        QTest::newRow("existing row, not given: kept") << "charge" << QString() << 315360000.0;
        QTest::newRow("new row, not given: 86400") << "sms" << QString() << 86400.0;
    }
    void policyTakesTheProofAge()
    {
        QFETCH(QString, path);
        QFETCH(QString, age);
        QFETCH(double, stored);
        auto db = writableStoreC();
        const auto lastEvent = lastEventId(db);
        std::vector<std::string> args = {"policy", s(path), "CLEARED"};
        if (!age.isNull()) args.insert(args.end(), {"--max-proof-age", s(age)});
        const CliWrite w = sealctlAs(db, kOps, args);
        QVERIFY2(w.run.exitCode == 0, failure(w).c_str());
        checkReport(w, "policy", "path " + s(path), "policy");
        auto c = db.connect();
        Result row = c.exec("SELECT status, max_proof_age_sec, updated_at, updated_by FROM seal_clearance"
                            " WHERE path = $1",
                            {param(s(path))});
        QCOMPARE(std::string(row.text(0, 0)), std::string("CLEARED"));
        QCOMPARE(row.real(0, 1), stored);
        QCOMPARE(std::string(row.text(0, 3)), kOps);
        // The reference's event, exactly (store-c ids 1-10): no proof age in it.
        const EventRow e = theEvent(db, lastEvent, "policy", s(path),
                                    {{"status", "CLEARED"}, {"reason", nullptr}, {"by", kOps}});
        QCOMPARE(e.at, row.real(0, 2));
        QVERIFY(chainIntact(db));
    }

    // ---- 6. proof record -----------------------------------------------------------

    void proofIsRecordedAndDecidesClearance()
    {
        // A path with no proofs in the fixture, judged as of each proof's own
        // time: the verdicts do not depend on today's date.
        auto db = writableStoreC();
        const std::string path = "kyc";
        auto effectiveAt = [&](double at) {
            const json list = readJson(
                db, {"clearance", "--json", "--path", path, "--only", "--at", pythonFloatRepr(at + 1)});
            return list.size() == 1 ? list[0]["effective"].get<std::string>() : std::string("?");
        };
        QCOMPARE(sealctlAs(db, kOps, {"policy", path, "CLEARED", "--max-proof-age", "3600"}).run.exitCode, 0);

        const auto before = storeSnapshot(db);
        auto lastEvent = lastEventId(db);
        const CliWrite red =
            sealctlAs(db, kOps, {"proof", "record", path, "--red", "--storm-n", "1000", "--executions", "2"});
        QVERIFY2(red.run.exitCode == 0, failure(red).c_str());
        checkReport(red, "proof record", "path " + path, "proof_recorded");
        auto c = db.connect();
        Result row = c.exec("SELECT path, green, storm_n, executions, detail::text, at FROM seal_proof"
                            " ORDER BY id DESC LIMIT 1");
        QCOMPARE(std::string(row.text(0, 0)), path);
        QVERIFY(!row.boolean(0, 1));
        QCOMPARE(row.integer(0, 2), 1000);
        QCOMPARE(row.integer(0, 3), 2);
        QCOMPARE(json::parse(row.text(0, 4)).dump(), json({{"by", kOps}}).dump());
        const EventRow e = theEvent(db, lastEvent, "proof_recorded", path,
                                    {{"green", false}, {"storm_n", 1000}, {"executions", 2}, {"by", kOps}});
        QCOMPARE(e.at, row.real(0, 5));
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_proof", "seal_events"}));
        QCOMPARE(effectiveAt(e.at), std::string("HOLD")); // SPEC §5: the last storm was RED

        lastEvent = lastEventId(db);
        const CliWrite green = sealctlAs(db, kOps, {"proof", "record", path, "--green"});
        QVERIFY2(green.run.exitCode == 0, failure(green).c_str());
        Result row2 = c.exec("SELECT green, storm_n, executions FROM seal_proof ORDER BY id DESC LIMIT 1");
        QVERIFY(row2.boolean(0, 0));
        QVERIFY(row2.isNull(0, 1) && row2.isNull(0, 2));
        const EventRow e2 =
            theEvent(db, lastEvent, "proof_recorded", path,
                     {{"green", true}, {"storm_n", nullptr}, {"executions", nullptr}, {"by", kOps}});
        QCOMPARE(effectiveAt(e2.at), std::string("CLEARED"));
        QCOMPARE(effectiveAt(e2.at + 3600), std::string("HOLD")); // the policy's 3600 s proof age
        QVERIFY(chainIntact(db));
    }

    // ---- refused: not an operator, no reason, bad values, missing tables ------------

    void refusedWritesChangeNothing_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QByteArrayList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString ops = QString::fromStdString(kOps);
        const QString approver = QString::fromStdString(kApprover);
        using L = QByteArrayList;
        // An approver is not an operator: refused by the rules (4), never connected as someone else.
        QTest::newRow("approver freeze")
            << approver << L{"freeze", "payroll", "--reason", "x"} << 4 << "seal_operator";
        QTest::newRow("approver mandate")
            << approver << L{"mandate", "require", "wire", "--reason", "x"} << 4 << "seal_operator";
        QTest::newRow("approver budget")
            << approver << L{"budget", "set", "cust:acme", "--limit", "5", "--window", "60", "--reason", "x"}
            << 4 << "seal_operator";
        QTest::newRow("approver thresholds")
            << approver << L{"thresholds", "set",         "payout", "--auto",   "1", "--dual",
                             "2",          "--approvers", "2",      "--reason", "x"}
            << 4 << "seal_operator";
        QTest::newRow("approver policy")
            << approver << L{"policy", "charge", "HOLD", "--max-proof-age", "60"} << 4 << "seal_operator";
        QTest::newRow("approver proof")
            << approver << L{"proof", "record", "charge", "--red"} << 4 << "seal_operator";
        QTest::newRow("superuser freeze")
            << QString() << L{"freeze", "payroll", "--reason", "x"} << 4 << "not a person";
        // A missing --reason is a usage error: sealctl does not even connect.
        QTest::newRow("freeze without reason") << ops << L{"freeze", "payroll"} << 2 << "--reason";
        QTest::newRow("mandate without reason") << ops << L{"mandate", "require", "wire"} << 2 << "--reason";
        QTest::newRow("budget without reason")
            << ops << L{"budget", "set", "k", "--limit", "5", "--window", "60"} << 2 << "--reason";
        QTest::newRow("thresholds without reason")
            << ops << L{"thresholds", "set", "payout", "--auto", "1", "--dual", "2", "--approvers", "2"} << 2
            << "--reason";
        QTest::newRow("freeze with an empty reason")
            << ops << L{"freeze", "payroll", "--reason", ""} << 2 << "--reason";
        QTest::newRow("freeze with a blank reason")
            << ops << L{"freeze", "payroll", "--reason", "  "} << 4 << "needs a reason";
        // Bad values: usage errors, read the same under every locale.
        const L budget = {"budget", "set", "k", "--reason", "x", "--window", "60", "--limit"};
        QTest::newRow("budget negative limit") << ops << (budget + L{"-5"}) << 2 << "positive";
        QTest::newRow("budget zero limit") << ops << (budget + L{"0"}) << 2 << "positive";
        QTest::newRow("budget limit not a number") << ops << (budget + L{"lots"}) << 2 << "must be a number";
        QTest::newRow("budget limit with a comma") << ops << (budget + L{"1,5"}) << 2 << "must be a number";
        QTest::newRow("budget limit nan") << ops << (budget + L{"nan"}) << 2 << "must be a number";
        QTest::newRow("budget limit inf") << ops << (budget + L{"inf"}) << 2 << "must be a number";
        QTest::newRow("budget zero window")
            << ops << L{"budget", "set", "k", "--limit", "5", "--window", "0", "--reason", "x"} << 2
            << "window";
        QTest::newRow("budget no window")
            << ops << L{"budget", "set", "k", "--limit", "5", "--reason", "x"} << 2 << "--window";
        QTest::newRow("budget wrong verb")
            << ops << L{"budget", "raise", "k", "--limit", "5", "--window", "60", "--reason", "x"} << 2
            << "set";
        const L th = {"thresholds", "set", "payout", "--reason", "x"};
        QTest::newRow("thresholds auto above dual")
            << ops << (th + L{"--auto", "100", "--dual", "50", "--approvers", "2"}) << 2
            << "auto ceiling <= dual";
        QTest::newRow("thresholds negative auto")
            << ops << (th + L{"--auto", "-1", "--dual", "50", "--approvers", "2"}) << 2 << "0 <= auto";
        QTest::newRow("thresholds one approver")
            << ops << (th + L{"--auto", "1", "--dual", "50", "--approvers", "1"}) << 2 << "at least 2";
        QTest::newRow("thresholds approvers not whole")
            << ops << (th + L{"--auto", "1", "--dual", "50", "--approvers", "2.5"}) << 2 << "whole number";
        QTest::newRow("thresholds dual with a comma")
            << ops << (th + L{"--auto", "1", "--dual", "50,5", "--approvers", "2"}) << 2
            << "must be a number";
        QTest::newRow("policy negative proof age")
            << ops << L{"policy", "charge", "CLEARED", "--max-proof-age", "-1"} << 2 << "positive";
        QTest::newRow("policy proof age not a number")
            << ops << L{"policy", "charge", "CLEARED", "--max-proof-age", "a day"} << 2 << "must be a number";
        QTest::newRow("mandate wrong verb")
            << ops << L{"mandate", "demand", "wire", "--reason", "x"} << 2 << "require or release";
        QTest::newRow("proof green and red")
            << ops << L{"proof", "record", "charge", "--green", "--red"} << 2 << "--green or --red";
        QTest::newRow("proof neither") << ops << L{"proof", "record", "charge"} << 2 << "--green or --red";
        QTest::newRow("proof green with two executions")
            << ops << L{"proof", "record", "charge", "--green", "--executions", "2"} << 2 << "exactly one";
        QTest::newRow("proof storm of none")
            << ops << L{"proof", "record", "charge", "--red", "--storm-n", "0"} << 2 << "at least 1";
        QTest::newRow("proof negative executions")
            << ops << L{"proof", "record", "charge", "--red", "--executions", "-1"} << 2 << "0 or more";
    }
    void refusedWritesChangeNothing()
    {
        QFETCH(QString, role);
        QFETCH(QByteArrayList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        auto db = writableStoreC();
        if (!role.isEmpty()) ensureRole(s(role));
        const auto before = storeSnapshot(db);
        std::vector<std::string> a;
        for (const auto& arg : args)
            a.push_back(arg.toStdString());
        const CliWrite w = sealctlAs(db, s(role), a);
        QVERIFY2(w.run.exitCode == exitCode, failure(w).c_str());
        QVERIFY2((w.run.out + w.run.err).find(s(says)) != std::string::npos, failure(w).c_str());
        if (exitCode == 4) QVERIFY2(w.report.is_object(), failure(w).c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    // The operator may do what the approver may not: the group decides, not the command.
    void theSameWriteByTheOperatorLands()
    {
        auto db = writableStoreC();
        ensureRole(kApprover);
        const std::vector<std::string> write = {"freeze", "payroll", "--reason", "x"};
        QCOMPARE(sealctlAs(db, kApprover, write).run.exitCode, 4);
        QCOMPARE(sealctlAs(db, kOps, write).run.exitCode, 0);
    }

    void optionalTablesAbsentAreSaidByName_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QByteArrayList>("args");
        using L = QByteArrayList;
        QTest::newRow("seal_budget") << "seal_budget" << L{"budget",   "set", "k",        "--limit", "5",
                                                           "--window", "60",  "--reason", "x"};
        QTest::newRow("seal_mandate_paths")
            << "seal_mandate_paths" << L{"mandate", "require", "wire", "--reason", "x"};
    }
    void optionalTablesAbsentAreSaidByName()
    {
        QFETCH(QString, table);
        QFETCH(QByteArrayList, args);
        auto db = writableStoreC();
        db.exec("DROP TABLE " + s(table) + " CASCADE");
        const auto before = storeSnapshot(db);
        std::vector<std::string> a;
        for (const auto& arg : args)
            a.push_back(arg.toStdString());
        const CliWrite w = sealctlAs(db, kOps, a);
        QVERIFY2(w.run.exitCode == 4, failure(w).c_str());
        QCOMPARE(w.report["refusal"].get<std::string>(), std::string("MissingTable"));
        QVERIFY2(w.report["message"].get<std::string>().find("no " + s(table) + " table") !=
                     std::string::npos,
                 failure(w).c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    // `sealctl grants ROLE --operator` is enough for every setting, on a store
    // that grants ordinary roles nothing; without its grants each is refused.
    void operatorGrantsAreEnough_data()
    {
        QTest::addColumn<bool>("granted");
        QTest::newRow("as printed") << true;
        QTest::newRow("negative control: no grants") << false;
    }
    void operatorGrantsAreEnough()
    {
        QFETCH(bool, granted);
        auto db = TestDatabase::storeC();
        if (granted) {
            const RunResult g = runSealctl({"--dsn", db.dsn(), "grants", kOps, "--operator"});
            QVERIFY2(g.exitCode == 0, g.err.c_str());
            std::istringstream lines(g.out);
            for (std::string line; std::getline(lines, line);)
                if (line.rfind("--", 0) != 0) db.exec(line);
        }
        const std::vector<std::vector<std::string>> writes = {
            {"freeze", "payroll", "--reason", "x"},
            {"mandate", "require", "wire", "--reason", "x"},
            {"budget", "set", "cust:acme", "--limit", "5", "--window", "60", "--reason", "x"},
            {"thresholds", "set", "payout", "--auto", "1", "--dual", "2", "--approvers", "2", "--reason",
             "x"},
            {"policy", "charge", "HOLD", "--max-proof-age", "60"},
            {"proof", "record", "charge", "--red"},
        };
        for (const auto& w : writes) {
            const CliWrite r = sealctlAs(db, kOps, w);
            QVERIFY2(r.run.exitCode == (granted ? 0 : 4), (w[0] + ": " + failure(r)).c_str());
        }
    }

    // ---- a lost connection is re-checked, never retried -----------------------------

    void lostConnectionIsReChecked_data()
    {
        QTest::addColumn<QString>("write");
        QTest::addColumn<bool>("afterCommit");
        for (const char* w : {"freeze", "mandate", "budget", "thresholds", "proof", "policy"}) {
            QTest::newRow((std::string(w) + " killed before commit").c_str()) << w << false;
            QTest::newRow((std::string(w) + " killed after commit").c_str()) << w << true;
        }
    }
    void lostConnectionIsReChecked()
    {
        QFETCH(QString, write);
        QFETCH(bool, afterCommit);
        auto db = writableStoreC();
        const WritePoint at = afterCommit ? WritePoint::AfterCommit : WritePoint::BeforeCommit;
        WritePause kill = [&](Connection& conn, WritePoint now) {
            if (now != at) return;
            auto admin = Connection::open(adminDsn());
            const int pid = conn.backendPid();
            admin.exec("SELECT pg_terminate_backend($1)", {param(pid)});
            for (int i = 0;
                 i < 200 && admin.exec("SELECT 1 FROM pg_stat_activity WHERE pid = $1", {param(pid)}).rows();
                 ++i)
                QTest::qSleep(20);
            conn.exec("SELECT 1");
        };
        const auto before = storeSnapshot(db);
        const auto lastEvent = lastEventId(db);
        auto conn = db.connect(kOps);
        const std::string w = s(write);
        const OperatorOutcome o = w == "freeze"    ? freeze(conn, "payroll", "x", kill)
                                  : w == "mandate" ? setMandateRequired(conn, "wire", true, "x", kill)
                                  : w == "budget"  ? setBudgetLimit(conn, "cust:acme", 2000, 60, "x", kill)
                                  : w == "thresholds"
                                      ? setThresholds(conn, "payout", Thresholds{1, 2, 2}, "x", kill)
                                  : w == "proof" ? recordProof(conn, ProofRecord{"charge", true, 10, 1}, kill)
                                                 : setPolicy(conn, "charge", "HOLD", "x", kill, 60.0);
        const WriteFate expected = afterCommit ? WriteFate::LostLanded : WriteFate::LostNotLanded;
        QVERIFY2(o.fate == expected, o.message.c_str());
        QVERIFY2(o.message.find("connection lost") != std::string::npos, o.message.c_str());
        QCOMPARE(o.message, o.subject + ": " + o.said.text()); // the console's phrase says the same
        if (afterCommit)
            QCOMPARE(eventsAfter(db, lastEvent).size(), size_t(1)); // landed once, never retried
        else
            QCOMPARE(storeSnapshot(db), before);
        QVERIFY(chainIntact(db));
    }
};

QTEST_GUILESS_MAIN(TestGovernanceSettings)
#include "test_governance_settings.moc"
