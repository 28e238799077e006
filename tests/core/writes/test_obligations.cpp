// Obligations are the kernel's (SPEC-kernel.md §14, issue 25 item 4): parity
// on store-e with what the kernel answered (its rows, get(), the last sweep's
// report, its breach certs and its refusals), Seal Desk's withdrawn layout
// named and never touched, setup creating exactly the kernel's tables, and
// the grants an operator needs on them. The sweep's semantics, declaring and
// the operator acts are in test_obligation_writes.cpp.
#include "core/base/clock.hpp"
#include "core/rules/obligations.hpp"
#include "core/writes/obligation_writes.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <algorithm>
#include <charconv>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kOps = "obl_parity_ops"; // member of seal_operator
const std::string kApprover = "obl_parity_approver";
const std::string kWithdrawnText = "seal_obligations has Seal Desk's withdrawn layout, not the kernel's";

// Seal Desk's former table, as `sealctl obligations setup` created it before SPEC §14 was rewritten.
const char* const kWithdrawnDdl =
    "CREATE TABLE seal_obligations (id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, action TEXT NOT NULL, key TEXT, "
    "description TEXT, due_at DOUBLE PRECISION, every_sec DOUBLE PRECISION, min_count INT, created_at DOUBLE "
    "PRECISION NOT NULL, created_by TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'open', met_intent TEXT, breached_at "
    "DOUBLE PRECISION, cancelled_at DOUBLE PRECISION, cancelled_by TEXT, cancel_reason TEXT)";

const json& expected()
{
    static const json e = expectedStoreE();
    return e;
}

ObligationsReading reading(const TestDatabase& db, double at)
{
    auto c = db.connect();
    ReadTransaction tx(c);
    return readObligations(c, at);
}

// "name type nullable default" of every column of `table`, in order.
std::vector<std::string> columns(const TestDatabase& db, const std::string& table)
{
    auto c = db.connect();
    Result r = c.exec("SELECT column_name || ' ' || data_type || ' ' || is_nullable || ' ' || "
                      "coalesce(column_default, '-') FROM information_schema.columns WHERE table_name = $1 "
                      "ORDER BY ordinal_position",
                      {param(table)});
    std::vector<std::string> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(std::string(r.text(i, 0)));
    return out;
}

std::vector<std::string> uniqueConstraints(const TestDatabase& db, const std::string& table)
{
    auto c = db.connect();
    Result r = c.exec("SELECT contype::text || ' ' || pg_get_constraintdef(oid) FROM pg_constraint "
                      "WHERE conrelid = to_regclass($1) ORDER BY 1",
                      {param(table)});
    std::vector<std::string> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(std::string(r.text(i, 0)));
    return out;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

json withoutSignature(json body)
{
    for (const char* k : {"prev_hash", "hash", "cv", "signer", "sig"})
        body.erase(k);
    return body;
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
    }
    void cleanupTestCase()
    {
        m_approvers.reset();
        m_operators.reset();
    }

    // ---- parity on store-e -------------------------------------------------------------

    void storeERowsAndGetsAreTheKernels()
    {
        auto db = TestDatabase::storeE();
        const auto before = storeSnapshot(db);
        const ObligationsReading r = reading(db, expected()["generated_at"].get<double>());
        QVERIFY(r.setup.ready());
        json rows = json::array();
        for (const auto& o : r.duties)
            rows.push_back(obligationRowJson(o));
        QCOMPARE(rows.dump(), expected()["sql_obligations_rows"].dump());
        json breaches = json::array();
        for (auto it = r.breaches.rbegin(); it != r.breaches.rend(); ++it) // read newest first
            breaches.push_back(breachRowJson(*it));
        QCOMPARE(breaches.dump(), expected()["sql_obligation_breaches_rows"].dump());
        QCOMPARE(r.breachesInStore, std::int64_t(3));
        auto c = db.connect();
        for (const auto& [name, id] : expected()["obligation_ids"].items()) {
            const auto o = readObligation(c, id.get<std::string>());
            QVERIFY2(o, name.c_str());
            QCOMPARE(obligationGetJson(*o).dump(), expected()["obligation_gets"][name].dump());
        }
        QCOMPARE(storeSnapshot(db), before); // reading wrote nothing
    }

    void theLastSweepIsReproducedReadOnlyAndWriting()
    {
        auto db = TestDatabase::storeE();
        const json& last = expected()["obligation_sweeps"].back();
        const double at = last["at"].get<double>();
        const auto before = storeSnapshot(db);
        // The read-only evaluation says what the kernel's sweep said, and writes nothing.
        QCOMPARE(reportJson(reading(db, at).evaluation).dump(), last.dump());
        QCOMPARE(storeSnapshot(db), before);

        // A sweep as of the same moment writes what the kernel's would: the late duty's event again, nothing else.
        const long long lastEvent = db.scalar("SELECT max(id) FROM seal_events");
        auto c = db.connect();
        const SweepOutcome s = sweepObligations(c, SweepOptions{at, {}});
        QVERIFY2(s.fate == WriteFate::Done, s.message.c_str());
        QCOMPARE(reportJson(s.report).dump(), last.dump());
        QVERIFY(s.recorded.empty());
        const auto after = storeSnapshot(db);
        QCOMPARE(changedTables(before, after), (std::set<std::string>{"seal_events"}));
        Result ev = c.exec("SELECT kind, path, intent IS NULL, detail::text, at FROM seal_events WHERE id > $1",
                           {param(static_cast<std::int64_t>(lastEvent))});
        QCOMPARE(ev.rows(), 1);
        QCOMPARE(std::string(ev.text(0, 0)), std::string("obligation_late"));
        QCOMPARE(std::string(ev.text(0, 1)), std::string("refund"));
        QVERIFY(ev.boolean(0, 2));
        json kernelLate;
        for (const auto& e : expected()["sql_events_new_kinds"])
            if (e["kind"] == "obligation_late") kernelLate = e["detail"];
        QCOMPARE(json::parse(ev.text(0, 3)).dump(), kernelLate.dump());
        QCOMPARE(ev.real(0, 4), at);
        QCOMPARE(reading(db, at).duties.size(), std::size_t(8));

        // Negative control: a moment before the pending charge's deadline passes it is still pending,
        // and one second after its deadline the evaluation breaches it (without writing it).
        const double due = expected()["obligation_gets"]["pending"]["due_at"].get<double>();
        const auto later = storeSnapshot(db);
        const ObligationsReport past = reading(db, due + 1).evaluation;
        bool breached = false;
        for (const auto& item : past.items)
            if (item.obligationId == expected()["obligation_ids"]["pending"].get<std::string>())
                breached = item.status == "breached" && !item.breachId;
        QVERIFY(breached);
        std::int64_t wouldBe = 0;
        for (const auto& item : past.items)
            wouldBe += item.status == "breached" && !item.breachId ? 1 : 0;
        QVERIFY(wouldBe >= 2); // the charge, and the renewal's windows closed since
        QCOMPARE(past.openBreaches, 1 + wouldBe); // the open one and the would-be ones
        QCOMPARE(storeSnapshot(db), later);
        // A sweep may not judge a time the store's clock has not reached. The kernel wrote the charge due a day
        // after the fixture was made, so on a later day the store's clock is past `due`: the refused moment is
        // taken from the store's clock, never from the fixture.
        const double ahead = std::max(due + 1, storeNow(c) + 3600);
        const SweepOutcome future = sweepObligations(c, SweepOptions{ahead, {}});
        QCOMPARE(future.refusal, Refusal::InvalidArgument);
        QCOMPARE(storeSnapshot(db), later);
    }

    void theBreachCertsAndEventsAreTheKernelsFields()
    {
        auto db = TestDatabase::storeE();
        auto c = db.connect();
        Result certs = c.exec("SELECT body::text FROM seal_certs WHERE body->>'kind' = 'obligation_breach' ORDER BY seq");
        QCOMPARE(certs.rows(), 3);
        std::map<std::string, json> events;
        for (const auto& e : expected()["sql_events_new_kinds"])
            if (e["kind"] == "obligation_breached") events[e["intent"].get<std::string>()] = e;
        for (int i = 0; i < certs.rows(); ++i) {
            const json body = json::parse(certs.text(i, 0));
            const auto o = readObligation(c, body["obligation_id"].get<std::string>());
            QVERIFY(o);
            const std::optional<std::int64_t> window =
                body["window"].is_null() ? std::nullopt : std::optional<std::int64_t>(body["window"].get<std::int64_t>());
            QCOMPARE(breachIntent(*o, window), body["intent"].get<std::string>());
            QCOMPARE(breachCertBody(*o, window, body["due_at"].get<double>(), body["detected_at"].get<double>()).dump(),
                     withoutSignature(body).dump());
            // The event the kernel recorded with it: path = action, detail {obligation_id, domain, window, due_at, cert}.
            const json& e = events.at(body["intent"].get<std::string>());
            QCOMPARE(e["path"].get<std::string>(), o->action);
            QCOMPARE(e["detail"].dump(), json({{"obligation_id", o->obligationId},
                                               {"domain", o->action},
                                               {"window", body["window"]},
                                               {"due_at", body["due_at"]},
                                               {"cert", body["hash"]}})
                                             .dump());
        }
    }

    void theKernelsRefusalsWordForWord()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        auto ops = db.connect(kOps);
        const json& errors = expected()["errors"];
        const OperatorOutcome twice =
            deactivateObligation(ops, expected()["obligation_ids"]["deactivated"].get<std::string>(), "again");
        QCOMPARE(twice.refusal, Refusal::UnknownObligation);
        QVERIFY2(contains(twice.message, errors["deactivate_twice"]["message"].get<std::string>()), twice.message.c_str());
        const OperatorOutcome resolved = resolveBreach(ops, 3, "again");
        QCOMPARE(resolved.refusal, Refusal::UnknownObligation);
        QVERIFY2(contains(resolved.message, errors["resolve_breach_twice"]["message"].get<std::string>()),
                 resolved.message.c_str());
        const DeclareOutcome past = expectOnce(ops, OnceDuty{"refund", "return-9", 1000.0, std::nullopt, 0, false, {}});
        QCOMPARE(past.refusal, Refusal::InvalidArgument);
        QCOMPARE(past.kernelError, errors["expect_in_the_past"]["message"].get<std::string>());
        const DeclareOutcome zero = expectOnce(ops, OnceDuty{"refund", "return-9", std::nullopt, 0.0, 0, false, {}});
        QCOMPARE(zero.kernelError, errors["expect_in_the_past"]["message"].get<std::string>());
        const DeclareOutcome both = expectOnce(ops, OnceDuty{"refund", "return-9", 1e10, 60.0, 0, false, {}});
        QCOMPARE(both.kernelError, std::string("pass exactly one of due_at / due_in_sec"));
        const DeclareOutcome window = expectRecurring(ops, RecurringDuty{"renewal", 0, 1, 0, false, {}, {}});
        QCOMPARE(window.kernelError, std::string("every_sec must be > 0 and min_count >= 1"));
        QCOMPARE(expectRecurring(ops, RecurringDuty{"renewal", 60, 0, 0, false, {}, {}}).kernelError,
                 std::string("every_sec must be > 0 and min_count >= 1"));
        QCOMPARE(storeSnapshot(db), before);
    }

    // ---- Seal Desk's withdrawn layout ---------------------------------------------------

    void theWithdrawnLayoutIsNamedAndNeverTouched_data()
    {
        QTest::addColumn<bool>("kernelSetupRanAfter");
        QTest::newRow("only Seal Desk's table") << false;
        QTest::newRow("the kernel's setup added its breaches table") << true;
    }
    void theWithdrawnLayoutIsNamedAndNeverTouched()
    {
        QFETCH(bool, kernelSetupRanAfter);
        auto db = TestDatabase::storeA();
        db.exec(kWithdrawnDdl);
        db.exec("INSERT INTO seal_obligations (kind, action, key, due_at, created_at, created_by) "
                "VALUES ('once', 'refund', 'r-1', 1000000000, 999999000, 'agent')");
        if (kernelSetupRanAfter) {
            auto admin = db.connect();
            for (const auto& statement : obligationsSchemaStatements())
                admin.command(statement); // what the kernel's Obligations.setup() does: only the breaches table
        }
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        QCOMPARE(before.at("seal_obligation_breaches") == "absent", !kernelSetupRanAfter);

        const ObligationsReading r = reading(db, 2e9);
        QCOMPARE(r.setup.layout, ObligationsLayout::Withdrawn);
        QVERIFY(contains(r.setup.message, kWithdrawnText));
        QVERIFY(contains(r.setup.message, "sealctl obligations setup"));
        QVERIFY(r.duties.empty());

        RunResult cli = runSealctl({"--dsn", db.dsn(kOps), "obligations"});
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(contains(cli.out, kWithdrawnText), cli.out.c_str());
        cli = runSealctl({"--dsn", db.dsn(kOps), "obligations", "--json"});
        QCOMPARE(json::parse(cli.out)["layout"].get<std::string>(), std::string("withdrawn"));

        auto ops = db.connect(kOps);
        const SweepOutcome sweep = sweepObligations(ops);
        QCOMPARE(sweep.refusal, Refusal::WithdrawnLayout);
        QVERIFY(contains(sweep.message, kWithdrawnText));
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep"}).exitCode, 4);
        const OperatorOutcome cancel = deactivateObligation(ops, "1", "why");
        QCOMPARE(cancel.refusal, Refusal::WithdrawnLayout);
        // The console's line is the same sentence as a phrase, its subject left to the console's title.
        QCOMPARE(cancel.message, "obligation 1: " + cancel.said.text());
        QVERIFY(contains(cancel.said.pattern, kWithdrawnText));
        QCOMPARE(resolveBreach(ops, 1, "why").refusal, Refusal::WithdrawnLayout);
        QCOMPARE(expectOnce(ops, OnceDuty{"refund", "k", std::nullopt, 60.0, 0, false, {}}).refusal,
                 Refusal::WithdrawnLayout);
        QCOMPARE(expectRecurring(ops, RecurringDuty{"refund", 60, 1, 0, false, {}, {}}).refusal,
                 Refusal::WithdrawnLayout);
        auto owner = db.connect();
        const SetupOutcome setup = setupObligations(owner);
        QCOMPARE(setup.refusal, Refusal::WithdrawnLayout);
        QVERIFY(contains(setup.message, kWithdrawnText));
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "obligations", "setup"}).exitCode, 4);

        // grants: no crash, and no grant on the withdrawn table.
        cli = runSealctl({"--dsn", db.dsn(), "grants", "someone", "--operator"});
        QVERIFY2(cli.exitCode == 0, cli.err.c_str());
        QVERIFY(contains(cli.out, "withdrawn layout"));
        QVERIFY2(!contains(cli.out, "INSERT, UPDATE ON TABLE seal_obligations"), cli.out.c_str());
        QVERIFY(!contains(cli.out, "seal_obligation_breaches"));

        QCOMPARE(storeSnapshot(db), before);
        QCOMPARE(columns(db, "seal_obligations").size(), std::size_t(16)); // not altered
    }

    // ---- not set up, and setup ----------------------------------------------------------

    void withoutTheTablesNothingIsSetUpAndReadingCreatesNothing()
    {
        auto db = TestDatabase::storeA();
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        const ObligationsReading r = reading(db, 2e9);
        QCOMPARE(r.setup.layout, ObligationsLayout::Missing);
        QVERIFY(contains(r.setup.message, "not set up"));
        RunResult cli = runSealctl({"--dsn", db.dsn(kOps), "obligations"});
        QCOMPARE(cli.exitCode, 0);
        QVERIFY2(contains(cli.out, "not set up"), cli.out.c_str());
        cli = runSealctl({"--dsn", db.dsn(kOps), "obligations", "--json"});
        QCOMPARE(json::parse(cli.out)["set_up"].get<bool>(), false);
        auto ops = db.connect(kOps);
        QCOMPARE(sweepObligations(ops).refusal, Refusal::MissingTable);
        const OperatorOutcome cancel = deactivateObligation(ops, "x", "why");
        QCOMPARE(cancel.refusal, Refusal::MissingTable);
        QCOMPARE(cancel.message, "obligation x: " + cancel.said.text());
        QCOMPARE(cancel.said.args, std::vector<std::string>{"seal_obligations and seal_obligation_breaches"});
        QVERIFY(contains(cancel.said.pattern, "not set up in this store: it has no %1"));
        QCOMPARE(expectOnce(ops, OnceDuty{"refund", "k", std::nullopt, 60.0, 0, false, {}}).refusal,
                 Refusal::MissingTable);
        QCOMPARE(storeSnapshot(db), before);
    }

    void setupCreatesExactlyTheKernelsTablesOnlyWhereMissing()
    {
        const auto kernel = TestDatabase::storeE();
        auto db = TestDatabase::storeA();
        auto agent = db.connect(kApprover); // no CREATE on the schema
        QCOMPARE(setupObligations(agent).refusal, Refusal::Privilege);

        RunResult made = runSealctl({"--dsn", db.dsn(), "obligations", "setup", "--json"});
        QVERIFY2(made.exitCode == 0, (made.out + made.err).c_str());
        QCOMPARE(json::parse(made.out)["created"].size(), std::size_t(2));
        for (const char* table : {kObligationsTable, kObligationBreachesTable}) {
            QCOMPARE(columns(db, table), columns(kernel, table));
            QCOMPARE(uniqueConstraints(db, table), uniqueConstraints(kernel, table));
        }
        const auto snapshot = storeSnapshot(db);
        made = runSealctl({"--dsn", db.dsn(), "obligations", "setup", "--json"});
        QCOMPARE(made.exitCode, 0);
        QVERIFY(json::parse(made.out)["created"].empty());
        QCOMPARE(storeSnapshot(db), snapshot);

        // Only the breaches table missing: only it is created, the duties stay.
        db.exec("INSERT INTO seal_obligations (obligation_id, kind, action, anchor_at, created_at, created_by) "
                "VALUES ('abc', 'recurring', 'renewal', 1, 1, 'ops')");
        db.exec("DROP TABLE seal_obligation_breaches");
        auto owner = db.connect();
        const SetupOutcome again = setupObligations(owner);
        QCOMPARE(again.created, (std::vector<std::string>{"seal_obligation_breaches"}));
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_obligations"), 1LL);
    }

    void grantsGiveAnOperatorWhatObligationsNeed()
    {
        auto db = TestDatabase::storeE();
        const std::string role = "obl_granted_ops";
        GroupScope operators("seal_operator");
        operators.add(role);
        // Negative control: without the grants the sweep is refused by the database.
        auto bare = db.connect(role);
        QCOMPARE(sweepObligations(bare).refusal, Refusal::Privilege);
        const RunResult g = runSealctl({"--dsn", db.dsn(), "grants", role, "--operator"});
        QVERIFY2(g.exitCode == 0, g.err.c_str());
        QVERIFY(contains(g.out, "SELECT, INSERT, UPDATE ON TABLE seal_obligations TO"));
        QVERIFY(contains(g.out, "SELECT, INSERT, UPDATE ON TABLE seal_obligation_breaches TO"));
        QVERIFY(contains(g.out, "USAGE ON SEQUENCE public.seal_obligation_breaches_id_seq"));
        std::istringstream lines(g.out);
        for (std::string line; std::getline(lines, line);)
            if (line.rfind("GRANT", 0) == 0) db.exec(line);
        auto c = db.connect(role);
        QVERIFY2(sweepObligations(c).fate == WriteFate::Done, sweepObligations(c).message.c_str());
        const DeclareOutcome d = expectOnce(c, OnceDuty{"refund", "r-77", std::nullopt, 3600.0, 0, false, {}});
        QVERIFY2(d.fate == WriteFate::Done, d.message.c_str());
        QCOMPARE(deactivateObligation(c, *d.obligationId, "declared by mistake").fate, WriteFate::Done);
        QCOMPARE(resolveBreach(c, 1, "refunded by hand").fate, WriteFate::Done);
    }

    // ---- through sealctl ------------------------------------------------------------------

    void sealctlEvaluatesSweepsAndDeclaresOnStoreE()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const json& last = expected()["obligation_sweeps"].back();
        const std::string at = pythonAt(last["at"].get<double>());
        const auto before = storeSnapshot(db);
        RunResult r = runSealctl({"--dsn", db.dsn(kApprover), "obligations", "--at", at, "--json"});
        QCOMPARE(r.exitCode, 1); // the verdict is breached
        json j = json::parse(r.out);
        for (const char* key : {"verdict", "at", "duties_checked", "open_breaches", "items", "note"})
            QCOMPARE(j[key].dump(), last[key].dump());
        QVERIFY(contains(j["evaluated"].get<std::string>(), "read-only"));
        r = runSealctl({"--dsn", db.dsn(kApprover), "obligations", "--at", at});
        QVERIFY2(contains(r.out, "read-only: nothing was written"), r.out.c_str());
        QVERIFY(contains(r.out, "306a554bf59b48c28c56c144755042fc"));
        QCOMPARE(storeSnapshot(db), before);

        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep", "--at", at}).exitCode, 2);
        r = runSealctl({"--dsn", db.dsn(kOps), "obligations", "sweep", "--json"});
        QCOMPARE(r.exitCode, 1);
        j = json::parse(r.out);
        QCOMPARE(j["fate"].get<std::string>(), std::string("done"));
        QCOMPARE(j["note"].get<std::string>(), std::string(kObligationsNote));

        r = runSealctl({"--dsn", db.dsn(kApprover), "obligation", "expect", "refund", "return-2001", "--due-in", "3600",
                        "--grace", "60", "--require-world", "--description", "refund 2001", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        j = json::parse(r.out);
        QCOMPARE(j["expected_intent"].get<std::string>(), obligationIntent("refund", "return-2001"));
        auto c = db.connect();
        const auto o = readObligation(c, j["obligation_id"].get<std::string>());
        QVERIFY(o && o->requireWorld && o->graceSec == 60 && o->createdBy == kApprover);
        r = runSealctl({"--dsn", db.dsn(kApprover), "obligation", "expect", "refund", "k", "--due-at", "1000", "--json"});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(json::parse(r.out)["error"].get<std::string>(), std::string("due_at is already in the past"));
        QCOMPARE(runSealctl({"--dsn", db.dsn(kApprover), "obligation", "expect", "refund", "k"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(kApprover), "obligation", "expect-recurring", "renewal", "--every", "0"})
                     .exitCode,
                 2);
        r = runSealctl({"--dsn", db.dsn(kApprover), "obligation", "expect-recurring", "renewal", "--every", "86400",
                        "--min-count", "2", "--anchor-at", "1796000000", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());

        // The operator acts: refused to an approver (exit 4), done by an operator.
        const std::string id = o->obligationId;
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligation", "cancel", id}).exitCode, 2); // no reason
        r = runSealctl({"--dsn", db.dsn(kApprover), "obligation", "cancel", id, "--reason", "no", "--json"});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(json::parse(r.out)["refusal"].get<std::string>(), std::string("NotPermitted"));
        r = runSealctl({"--dsn", db.dsn(kOps), "obligation", "cancel", id, "--reason", "withdrawn", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        QCOMPARE(json::parse(r.out)["event"].get<std::string>(), std::string("obligation_released"));
        QCOMPARE(runSealctl({"--dsn", db.dsn(kOps), "obligation", "resolve", "x", "--note", "n"}).exitCode, 2);
        r = runSealctl({"--dsn", db.dsn(kOps), "obligation", "resolve", "1", "--note", "refunded by hand", "--json"});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        QCOMPARE(json::parse(r.out)["event"].get<std::string>(), std::string("obligation_breach_resolved"));
    }

private:
    // Locale-independent (the test runs under de_DE too): the shortest text that reads back exactly.
    static std::string pythonAt(double at)
    {
        char text[64];
        const auto [end, ec] = std::to_chars(text, text + sizeof text, at);
        return ec == std::errc() ? std::string(text, end) : std::string();
    }
};

QTEST_GUILESS_MAIN(TestObligations)
#include "test_obligations.moc"
