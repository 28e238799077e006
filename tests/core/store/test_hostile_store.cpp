// A store written by a hostile or broken agent, read and written through the
// real sealctl: terminal control characters stay visible text (issue 10 item
// 6), the rules and not the row decide how many approvals are enough (item 7),
// and one bad value costs one value (item 9).
#include "core/base/visible_text.hpp"
#include "core/demo/schema.hpp"
#include "core/rules/approvals.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <sstream>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kPending = "246f963deb9944f795a305876d764958";     // payout 9500 DUAL, required 2
const std::string kAlwaysHuman = "80a54caa196346f7808dc91272c707df"; // wire 250000 ALWAYS_HUMAN, required 3
const std::string kHeld = "786a3266563dd48b62c7ae88c03482316d61a5a169f2f345cfa7db4375560ed7"; // lease_expired
const std::string kFrozenIntent = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8"; // charge
const std::string kApproved = "4003925186ed41f1965aa828b2c39e0a"; // payout, approved
const std::string kWirePending = "9366f8d39a5b4a85b614bf24acf2cde6"; // wire 20000 DUAL, required 3, one approve so far
const std::string kGovKey = "hostile-store-test-key";

std::string failure(const RunResult& r)
{
    return "exit " + std::to_string(r.exitCode) + "\nstdout: " + r.out + "\nstderr: " + r.err;
}

bool has(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// Bytes that would drive a terminal or reorder a line, as they must never reach one.
const std::vector<std::string>& rawControls()
{
    static const std::vector<std::string> raw = {"\x1b", "\x07", "\xc2\x9b", "\xc2\x85", "\xe2\x80\xae",
                                                 "\xe2\x81\xa6", "\xe2\x80\x8b", "\xef\xbb\xbf", "\xe2\x81\xa0"};
    return raw;
}

std::string rawControlIn(const std::string& text)
{
    for (const auto& r : rawControls())
        if (has(text, r)) return r;
    return {};
}

std::string readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

long long count(const TestDatabase& db, const std::string& sql)
{
    return db.scalar(sql);
}

} // namespace

class TestHostileStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- item 6: terminal-safe text ------------------------------------------------
    void terminalText_data()
    {
        using B = QByteArray;
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QByteArray>("sqlValue"); // a PostgreSQL E'' literal
        QTest::addColumn<QByteArray>("shown");
        QTest::newRow("C0 (tier)") << B("tier") << B(R"(E'DUAL\x1b[2J\x1b]0;pwned\x07')")
                                   << B("DUAL⟨U+001B⟩[2J⟨U+001B⟩]0;pwned⟨U+0007⟩");
        QTest::newRow("C1 (maker)") << B("maker") << B(R"(E'agent\u009b2J\u0085x')") << B("agent⟨U+009B⟩2J⟨U+0085⟩x");
        QTest::newRow("bidi (path)") << B("path") << B(R"(E'pay\u202eexe.\u2066x\u2069\u200e\u061c')")
                                     << B("pay⟨U+202E⟩exe.⟨U+2066⟩x⟨U+2069⟩⟨U+200E⟩⟨U+061C⟩");
        QTest::newRow("zero-width (intent)") << B("intent") << B(R"(E're\u200bfu\u200dnd\u2060\ufeff')")
                                             << B("re⟨U+200B⟩fu⟨U+200D⟩nd⟨U+2060⟩⟨U+FEFF⟩");
    }

    void terminalText()
    {
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, sqlValue);
        QFETCH(QByteArray, shown);
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_approvals SET " + column.toStdString() + " = " + sqlValue.toStdString() +
                " WHERE id = '" + kPending + "'");
        const RunResult text = runSealctl({"--dsn", db.dsn(), "approvals"});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(rawControlIn(text.out).empty(), ("raw control reached the terminal: " + text.out).c_str());
        QVERIFY2(has(text.out, shown.toStdString()), text.out.c_str());
        // JSON stays exact JSON: the stored value, byte for byte, as a JSON string.
        const RunResult j = runSealctl({"--dsn", db.dsn(), "approvals", "--json"});
        QCOMPARE(j.exitCode, 0);
        const json list = json::parse(j.out);
        auto conn = db.connect();
        const std::string stored(
            conn.exec("SELECT " + column.toStdString() + " FROM seal_approvals WHERE id = $1", {param(kPending)})
                .text(0, 0));
        bool found = false;
        for (const auto& a : list)
            if (a["id"] == kPending) found = a[column.toStdString()].get<std::string>() == stored;
        QVERIFY(found);
    }

    // Bytes that are not UTF-8. PostgreSQL itself refuses to hand them to a
    // UTF-8 client (a SQL_ASCII store fails the read with one line, below), and
    // the JSON readers refuse them too; what remains is text sealctl echoes,
    // such as the intent it was asked for, and the filter itself.
    void invalidUtf8IsNeutralised()
    {
        QCOMPARE(visibleText("pay\xff\xc0\xaf\xed\xa0\x80|\xe2\x80"),
                 std::string("pay\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD|\uFFFD\uFFFD"));
        QCOMPARE(visibleText("\xf4\x90\x80\x80\xf0\x9f\x98\x80"), std::string("\uFFFD\uFFFD\uFFFD\uFFFD\U0001F600"));
        QProcess proc; // raw bytes as an argument: QProcess would re-encode them, a shell does not
        proc.start(QStringLiteral("/bin/sh"),
                   {QStringLiteral("-c"),
                    QStringLiteral("exec \"$0\" verify-receipt \"$(printf '/nonexistent/r\\377\\300\\257\\033[2J.json')\""),
                    seal::test::qSealctl()});
        QVERIFY(proc.waitForFinished(60000));
        const std::string err = proc.readAllStandardError().toStdString();
        QCOMPARE(proc.exitCode(), 2);
        QVERIFY2(!has(err, "\xff") && !has(err, "\xc0") && !has(err, "\x1b"), err.c_str());
        QVERIFY2(has(err, "/nonexistent/r\uFFFD\uFFFD\uFFFD\u27E8U+001B\u27E9[2J.json"), err.c_str());

        // And the store's own bytes: a SQL_ASCII store holding them is refused in one line, nothing raw shown.
        auto db = TestDatabase::empty();
        const std::string name = db.name() + "_ascii";
        auto admin = Connection::open(adminDsn());
        admin.command("CREATE DATABASE " + quoteIdent(name) +
                      " TEMPLATE template0 ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C'");
        struct Drop
        {
            std::string name;
            ~Drop() { Connection::open(adminDsn()).command("DROP DATABASE IF EXISTS " + quoteIdent(name) + " WITH (FORCE)"); }
        } drop{name};
        {
            auto conn = Connection::open(dsnFor(name));
            createSchema(conn);
            conn.command("SET client_encoding = 'SQL_ASCII'");
            conn.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at,"
                      " expires_at) VALUES ('bad-utf8', 'i', $1, 10, 'm', 'DUAL', 'pending', 2, 1795946484, 2111306484)",
                      {param(std::string("pay\xff\x1b[2J"))});
        }
        const RunResult text = runSealctl({"--dsn", dsnFor(name), "approvals"});
        QVERIFY2(text.exitCode == 2, failure(text).c_str());
        QVERIFY2(rawControlIn(text.out + text.err).empty() && !has(text.err, "\xff"), failure(text).c_str());
    }

    void settlePrintsThePathAsText()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string role = ensureRole("hostile_text_operator");
        db.exec("UPDATE seal_intents SET domain = E'pay\\x1b]0;pwned\\x07\\u202eout' WHERE intent = '" + kHeld + "'");
        const RunResult r = runSealctl({"--dsn", db.dsn(role), "settle", kHeld, "--verdict", "unknown", "--evidence",
                                        "checked the provider dashboard"});
        QVERIFY2(r.exitCode == 0, failure(r).c_str());
        QVERIFY2(rawControlIn(r.out + r.err).empty(), failure(r).c_str());
        QVERIFY2(has(r.out, "pay⟨U+001B⟩]0;pwned⟨U+0007⟩⟨U+202E⟩out"), r.out.c_str());
    }

    // ---- item 7: the rules decide, not the row --------------------------------------
    // Issue 25 changed the answer (a request stays decidable): a row asking for fewer
    // approvers than the path requires needs the path's count, never the row's.
    void rowBelowThePathNeedsThePathsCount()
    {
        auto db = TestDatabase::writableStoreA();
        // The attack: one vote would approve a 900,000 ALWAYS_HUMAN request.
        db.exec("UPDATE seal_approvals SET required = 1, amount = 900000 WHERE id = '" + kAlwaysHuman + "'");
        const RunResult j = runSealctl({"--dsn", db.dsn(), "approvals", "--json"});
        QCOMPARE(j.exitCode, 0);
        for (const auto& a : json::parse(j.out)) {
            if (a["id"] == kAlwaysHuman) {
                QCOMPARE(a.value("required_now", 0), 3);
                QCOMPARE(a.value("required_note", std::string()),
                         std::string("the path now requires 3 approvers (its row says 1)"));
            } else {
                QVERIFY2(!a.contains("required_now"), a.dump().c_str()); // honest rows keep the reference's form
            }
        }
        const RunResult text = runSealctl({"--dsn", db.dsn(), "approvals"});
        QVERIFY2(has(text.out, kAlwaysHuman + " needs 3 approvals: the path now requires 3 approvers (its row says 1)"),
                 text.out.c_str());
        QVERIFY2(has(text.out, "0/3"), text.out.c_str());

        const std::string voter = ensureRole("hostile_req_voter_a");
        const RunResult vote =
            runSealctl({"--dsn", db.dsn(voter), "vote", kAlwaysHuman, "approve"}, {"SEAL_GOV_KEY=" + kGovKey});
        QVERIFY2(vote.exitCode == 0 && has(vote.out, "1 of 3"), failure(vote).c_str());
        // One vote does not approve it: still pending, no decision cert.
        QCOMPARE(count(db, "SELECT count(*) FROM seal_approvals WHERE state = 'pending' AND id = '" + kAlwaysHuman + "'"),
                 1LL);
        QCOMPARE(count(db, "SELECT count(*) FROM seal_certs WHERE intent = 'approval:" + kAlwaysHuman + "'"), 0LL);
        // Rejecting it stays possible.
        const std::string other = ensureRole("hostile_req_voter_b");
        const RunResult reject = runSealctl({"--dsn", db.dsn(other), "vote", kAlwaysHuman, "reject", "--reason", "no"},
                                            {"SEAL_GOV_KEY=" + kGovKey});
        QVERIFY2(reject.exitCode == 0, failure(reject).c_str());

        // Negative control: an honest request of the same store (one approve of two so far) is approved.
        const RunResult ok = runSealctl({"--dsn", db.dsn(voter), "vote", kPending, "approve"}, {"SEAL_GOV_KEY=" + kGovKey});
        QVERIFY2(ok.exitCode == 0 && has(ok.out, "approval approved"), failure(ok).c_str());
        QCOMPARE(count(db, "SELECT count(*) FROM seal_approvals WHERE state = 'approved' AND id = '" + kPending + "'"), 1LL);
    }

    // Raised after the request was made: the first approves count, the last one decides it.
    void raisedThresholdsKeepARequestDecidable()
    {
        auto db = TestDatabase::writableStoreA();
        db.exec("UPDATE seal_thresholds SET required_approvers = 4 WHERE path = 'wire'");
        const RunResult j = runSealctl({"--dsn", db.dsn(), "approvals", "--json", "--state", "pending"});
        bool seen = false;
        for (const auto& a : json::parse(j.out))
            if (a["id"] == kWirePending) {
                QCOMPARE(a.value("required_now", 0), 4);
                seen = true;
            }
        QVERIFY(seen);
        const std::string a = ensureRole("hostile_req_voter_a"), b = ensureRole("hostile_req_voter_b"),
                          c = ensureRole("hostile_req_voter_c");
        const RunResult first = runSealctl({"--dsn", db.dsn(a), "vote", kWirePending, "approve"}, {"SEAL_GOV_KEY=" + kGovKey});
        QVERIFY2(first.exitCode == 0 && has(first.out, "2 of 4"), failure(first).c_str());
        const RunResult second = runSealctl({"--dsn", db.dsn(b), "vote", kWirePending, "approve"}, {"SEAL_GOV_KEY=" + kGovKey});
        QVERIFY2(second.exitCode == 0 && has(second.out, "3 of 4"), failure(second).c_str());
        const RunResult deciding = runSealctl({"--dsn", db.dsn(c), "vote", kWirePending, "approve", "--json"},
                                              {"SEAL_GOV_KEY=" + kGovKey});
        QVERIFY2(deciding.exitCode == 0, failure(deciding).c_str());
        QCOMPARE(count(db, "SELECT count(*) FROM seal_approval_votes WHERE approval_id = '" + kWirePending + "'"), 4LL);
        QCOMPARE(count(db, "SELECT count(*) FROM seal_approvals WHERE state = 'approved' AND id = '" + kWirePending + "'"), 1LL);
    }

    // ---- item 9: one bad value costs one value ----------------------------------------
    void invalidApprovalValues_data()
    {
        QTest::addColumn<QByteArray>("set");
        QTest::addColumn<QByteArray>("named");
        const auto of = [](const char* column, const char* what) {
            return QByteArray("seal_approvals.") + column + " of id " + QByteArray::fromStdString(kPending) + " is " + what;
        };
        QTest::newRow("amount NaN") << QByteArray("amount = 'NaN'") << of("amount", "NaN");
        QTest::newRow("amount Infinity") << QByteArray("amount = 'Infinity'") << of("amount", "Infinity");
        QTest::newRow("amount -Infinity") << QByteArray("amount = '-Infinity'") << of("amount", "-Infinity");
        QTest::newRow("amount NULL") << QByteArray("amount = NULL") << of("amount", "NULL");
        QTest::newRow("created_at 1e308") << QByteArray("created_at = 1e308") << of("created_at", "not a time (1e+308)");
        QTest::newRow("expires_at NaN") << QByteArray("expires_at = 'NaN'") << of("expires_at", "NaN");
        QTest::newRow("tier NULL") << QByteArray("tier = NULL") << of("tier", "NULL");
    }

    void invalidApprovalValues()
    {
        QFETCH(QByteArray, set);
        QFETCH(QByteArray, named);
        auto db = TestDatabase::storeA();
        // A store the reference did not make: its NOT NULL constraints are gone.
        db.exec("ALTER TABLE seal_approvals ALTER COLUMN amount DROP NOT NULL, ALTER COLUMN tier DROP NOT NULL");
        db.exec("UPDATE seal_approvals SET " + set.toStdString() + " WHERE id = '" + kPending + "'");
        const RunResult text = runSealctl({"--dsn", db.dsn(), "approvals"});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(has(text.out, "invalid value: " + named.toStdString()), text.out.c_str());
        QVERIFY2(has(text.out, "20000.0") && has(text.out, "250000.0"), text.out.c_str()); // the other rows
        const std::string table = text.out.substr(0, text.out.find("invalid value:"));
        QVERIFY2(!has(table, "-219246529") && !has(table, "NaN") && !has(table, "Infinity"),
                 text.out.c_str());
        // The bad value's own cell says so (amount, created): the row's line holds the mark.
        const std::string line = table.substr(table.find(kPending), table.find('\n', table.find(kPending)) - table.find(kPending));
        QVERIFY2(has(line, "payout") && has(line, "agent:payouts-bot"), line.c_str()); // the rest of the row
        if (set.startsWith("amount") || set.startsWith("created_at"))
            QVERIFY2(has(line, "\u27E8invalid\u27E9"), line.c_str());
        const RunResult j = runSealctl({"--dsn", db.dsn(), "approvals", "--json"});
        QVERIFY2(j.exitCode == 0, failure(j).c_str());
        for (const auto& a : json::parse(j.out))
            if (a["id"] == kPending) QCOMPARE(a["invalid"][0].get<std::string>(), named.toStdString());
        const RunResult report = runSealctl({"--dsn", db.dsn(), "report", "--format", "json"});
        QVERIFY2(report.exitCode == 0, failure(report).c_str());
        const json r = json::parse(report.out);
        QVERIFY2(has(r["invalid_values"].dump(), named.toStdString()), r["invalid_values"].dump().c_str());
        for (const auto& [outcome, v] : r["approvals_by_outcome"].items())
            QVERIFY2(v["amount"].is_number(), r["approvals_by_outcome"].dump().c_str()); // no NaN total
        const RunResult csv = runSealctl({"--dsn", db.dsn(), "report", "--format", "csv"});
        QVERIFY2(csv.exitCode == 0 && has(csv.out, named.toStdString()), failure(csv).c_str());
    }

    void invalidHoldAndReceiptValues()
    {
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_intents SET lease_until = 'NaN', created_at = '-Infinity' WHERE intent = '" + kHeld + "'");
        db.exec("UPDATE seal_domains SET frozen_at = 'NaN' WHERE domain = 'charge'");
        const RunResult holds = runSealctl({"--dsn", db.dsn(), "holds"});
        QVERIFY2(holds.exitCode == 1, failure(holds).c_str()); // holds exist: still a hold, still listed
        QVERIFY2(has(holds.out, "invalid value: seal_intents.lease_until of intent " + kHeld + " is NaN"), holds.out.c_str());
        QVERIFY2(has(holds.out, "invalid value: seal_intents.created_at of intent " + kHeld + " is -Infinity"),
                 holds.out.c_str());
        QVERIFY2(has(holds.out, "lease_expired"), holds.out.c_str());
        const RunResult receipt = runSealctl({"--dsn", db.dsn(), "receipt", kFrozenIntent, "--format", "json"});
        QVERIFY2(receipt.exitCode == 0, failure(receipt).c_str());
        const json rc = json::parse(receipt.out);
        QVERIFY(rc["domain_frozen"]["frozen_at"].is_null());
        QCOMPARE(rc["invalid"][0].get<std::string>(), std::string("seal_domains.frozen_at of domain charge is NaN"));
        const RunResult summary = runSealctl({"--dsn", db.dsn(), "receipt", kFrozenIntent});
        QVERIFY2(summary.exitCode == 0 && has(summary.out, "seal_domains.frozen_at of domain charge is NaN"),
                 failure(summary).c_str());
        const RunResult div = runSealctl({"--dsn", db.dsn(), "divergences"});
        QVERIFY2(div.exitCode == 1 && has(div.out, "invalid value: seal_domains.frozen_at of domain charge is NaN"),
                 failure(div).c_str());
    }

    // NULLs in columns the reference declares NOT NULL (a store it did not make): the
    // receipts still come out, the value shows as null and is named; nothing else moves.
    void nullsInCertsAndClearanceCostOneValue()
    {
        auto db = TestDatabase::storeA();
        db.exec("ALTER TABLE seal_certs ALTER COLUMN body DROP NOT NULL, ALTER COLUMN created_at DROP NOT NULL");
        db.exec("ALTER TABLE seal_clearance ALTER COLUMN updated_at DROP NOT NULL");
        const long long firstSeq = db.scalar("SELECT min(seq) FROM seal_certs WHERE intent = '" + kFrozenIntent + "'");
        const long long lastSeq = db.scalar("SELECT max(seq) FROM seal_certs WHERE intent = '" + kFrozenIntent + "'");
        db.exec("UPDATE seal_certs SET body = NULL WHERE seq = " + std::to_string(firstSeq));
        db.exec("UPDATE seal_certs SET created_at = NULL WHERE seq = " + std::to_string(lastSeq));
        db.exec("UPDATE seal_clearance SET updated_at = NULL");

        const RunResult incident = runSealctl({"--dsn", db.dsn(), "receipt", kFrozenIntent, "--format", "json"});
        QVERIFY2(incident.exitCode == 1, failure(incident).c_str()); // written whole; exit 1: the chain is broken
        const json rc = json::parse(incident.out);
        QVERIFY(rc["certs"][0].is_null());
        QCOMPARE(rc["invalid"][0].get<std::string>(),
                 "seal_certs.body is NULL (seq " + std::to_string(firstSeq) + ")");
        QCOMPARE(rc["chain_verified"].get<bool>(), false); // the chain still says what a NULL body means

        const QString html = QDir::temp().filePath(QStringLiteral("hostile-nulls-%1.html").arg(QCoreApplication::applicationPid()));
        const RunResult auth = runSealctl({"--dsn", db.dsn(), "receipt", kFrozenIntent, "--format", "html", "-o", html.toStdString()});
        QVERIFY2(auth.exitCode <= 1, failure(auth).c_str());
        const std::string page = readFile(html);
        QVERIFY2(has(page, "seal_certs.created_at of seq " + std::to_string(lastSeq) + " is NULL"), page.c_str());
        QVERIFY2(has(page, "seal_clearance.updated_at of path"), page.c_str());
        // Negative control: the untouched store names nothing invalid.
        auto intact = TestDatabase::storeA();
        const RunResult clean = runSealctl({"--dsn", intact.dsn(), "receipt", kFrozenIntent, "--format", "html", "-o", html.toStdString()});
        QVERIFY2(clean.exitCode <= 1 && !has(readFile(html), "invalid"), failure(clean).c_str());
        QFile::remove(html);
    }

    void anchorRefusesAHeadItCannotRead()
    {
        auto db = TestDatabase::storeA();
        db.exec("ALTER TABLE seal_certs ALTER COLUMN hash DROP NOT NULL");
        db.exec("UPDATE seal_certs SET hash = NULL WHERE seq = (SELECT max(seq) FROM seal_certs)");
        const QString file = QDir::temp().filePath(QStringLiteral("hostile-anchor-%1.json").arg(QCoreApplication::applicationPid()));
        QFile::remove(file);
        const RunResult r = runSealctl({"--dsn", db.dsn(), "anchor", "record", "--file", file.toStdString()});
        QVERIFY2(r.exitCode == 1, failure(r).c_str());
        QVERIFY2(has(r.err, "is NULL") && has(r.err, "nothing recorded"), r.err.c_str());
        QVERIFY(!QFile::exists(file));
        // Negative control: an intact head is anchored.
        auto intact = TestDatabase::storeA();
        const RunResult ok = runSealctl({"--dsn", intact.dsn(), "anchor", "record", "--file", file.toStdString()});
        QVERIFY2(ok.exitCode == 0, failure(ok).c_str());
        QFile::remove(file);
    }

    // ---- item 9: sealctl grants -----------------------------------------------------------
    void grantsAreExactlyEnough_data()
    {
        QTest::addColumn<bool>("withSequences");
        QTest::newRow("as printed") << true;
        QTest::newRow("without the sequence grants") << false;
    }

    void grantsAreExactlyEnough()
    {
        QFETCH(bool, withSequences);
        auto db = TestDatabase::storeA(); // the fixture grants ordinary roles nothing
        const std::string suffix = withSequences ? "full" : "noseq";
        const std::string approver = ensureRole("grants_approver_" + suffix);
        const std::string second = ensureRole("grants_approver2_" + suffix);
        const std::string op = ensureRole("grants_operator_" + suffix);
        for (const auto& [role, flag] :
             {std::pair{approver, "--approver"}, std::pair{second, "--approver"}, std::pair{op, "--operator"}}) {
            const RunResult g = runSealctl({"--dsn", db.dsn(), "grants", role, flag});
            QVERIFY2(g.exitCode == 0, failure(g).c_str());
            QVERIFY2(has(g.out, "USAGE ON SEQUENCE public.seal_events_id_seq"), g.out.c_str());
            std::istringstream lines(g.out);
            for (std::string line; std::getline(lines, line);) {
                if (line.rfind("--", 0) == 0 || (!withSequences && has(line, "ON SEQUENCE"))) continue;
                db.exec(line);
            }
        }
        const auto env = std::vector<std::string>{"SEAL_GOV_KEY=" + kGovKey};
        const RunResult vote = runSealctl({"--dsn", db.dsn(approver), "vote", kPending, "approve"}, env);
        const RunResult policy = runSealctl({"--dsn", db.dsn(op), "policy", "refund", "HOLD", "--reason", "drill"});
        if (!withSequences) {
            QVERIFY2(vote.exitCode == 4 && has(vote.err, "seal_approval_votes_id_seq"), failure(vote).c_str());
            QVERIFY2(policy.exitCode == 4 && has(policy.err, "seal_events_id_seq"), failure(policy).c_str());
            return;
        }
        QVERIFY2(vote.exitCode == 0 && has(vote.out, "approval approved"), failure(vote).c_str()); // cert and event too
        const RunResult other = runSealctl({"--dsn", db.dsn(second), "vote", kWirePending, "approve"}, env);
        QVERIFY2(other.exitCode == 0, failure(other).c_str());
        QVERIFY2(policy.exitCode == 0, failure(policy).c_str());
        const RunResult settle =
            runSealctl({"--dsn", db.dsn(op), "settle", kHeld, "--verdict", "confirmed_one", "--evidence", "seen once"});
        QVERIFY2(settle.exitCode == 0, failure(settle).c_str());
        const RunResult unfreeze = runSealctl({"--dsn", db.dsn(op), "unfreeze", "charge", "--reason", "reconciled"});
        QVERIFY2(unfreeze.exitCode == 0, failure(unfreeze).c_str());
        for (const auto& role : {approver, op}) {
            const RunResult approvals = runSealctl({"--dsn", db.dsn(role), "approvals"});
            QVERIFY2(approvals.exitCode == 0, failure(approvals).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestHostileStore)
#include "test_hostile_store.moc"
