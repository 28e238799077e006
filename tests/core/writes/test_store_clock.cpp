// One clock, the store's (issue 26 item 1): votes and settles by a client whose
// clock is 3 h slow or fast judge expiry and leases by the store's clock and
// stamp the store's time; verify warns of certs whose time runs backwards
// without calling the chain broken; sealctl says when this machine's clock is
// off. The workstation's clock is skewed in process (setClockForTesting, the
// clock the writes used to read) and for sealctl by faketime (libfaketime
// shifts the real-time clock of the child only; the test cluster keeps its own).
#include "core/base/clock.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/writes/governance.hpp"
#include "core/writes/settle.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QDateTime>
#include <QProcess>
#include <QtTest>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kGovKey = "fixture-governance-key";
const std::string kVoter = "clock_voter";
constexpr double kThreeHours = 3 * 3600.0;
// A write's stamp must fall inside the store's clock read around it; the slack
// only absorbs float8 rounding, never an hour.
constexpr double kSlack = 0.01;

double storeClock(const TestDatabase& db)
{
    auto c = db.connect();
    return c.exec("SELECT extract(epoch FROM clock_timestamp())::float8").real(0, 0);
}

// Pins the clock the console used to stamp writes with `shift` off the real one.
struct SkewedWorkstation
{
    explicit SkewedWorkstation(double shift)
    {
        setClockForTesting([shift] { return workstationEpoch() + shift; });
    }
    ~SkewedWorkstation() { setClockForTesting({}); }
};

// sealctl with this machine's real-time clock shifted by `shift` ("-3h", "+3h").
RunResult sealctlShifted(const std::string& shift, const std::vector<std::string>& args,
                         const std::vector<std::string>& env = {})
{
    QProcess proc;
    QProcessEnvironment penv = QProcessEnvironment::systemEnvironment();
    penv.remove(QStringLiteral("SEAL_DSN"));
    penv.insert(QStringLiteral("FAKETIME_DONT_FAKE_MONOTONIC"), QStringLiteral("1"));
    for (const auto& kv : env) {
        const auto eq = kv.find('=');
        penv.insert(QString::fromStdString(kv.substr(0, eq)), QString::fromStdString(kv.substr(eq + 1)));
    }
    proc.setProcessEnvironment(penv);
    QStringList qargs{QStringLiteral("-f"), QString::fromStdString(shift), seal::test::qSealctl()};
    for (const auto& a : args)
        qargs << QString::fromStdString(a);
    proc.start(QStringLiteral("faketime"), qargs);
    RunResult rr;
    if (!proc.waitForFinished(120000)) {
        proc.kill();
        proc.waitForFinished();
        rr.err = "faketime sealctl timed out";
        return rr;
    }
    rr.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    rr.out = proc.readAllStandardOutput().toStdString();
    rr.err = proc.readAllStandardError().toStdString();
    return rr;
}

std::string approvalOf(const char* name)
{
    return expectedStoreA()["approvals"][name]["id"].get<std::string>();
}

// Moves a request's expiry to `delta` seconds from the store's now.
void expireIn(const TestDatabase& db, const std::string& id, double delta)
{
    auto c = db.connect(); // bound: the number's text is never the locale's
    c.exec("UPDATE seal_approvals SET expires_at = extract(epoch FROM clock_timestamp()) + $1 WHERE id = $2",
           {param(delta), param(id)});
}

std::string stateOf(const TestDatabase& db, const std::string& id)
{
    auto c = db.connect();
    return std::string(c.exec("SELECT state FROM seal_approvals WHERE id = $1", {param(id)}).text(0, 0));
}

VoteOutcome voteNow(const TestDatabase& db, const std::string& id)
{
    ensureRole(kVoter);
    auto c = db.connect(kVoter);
    return vote(c, VoteRequest{id, "approve", std::nullopt, kGovKey, {}});
}

// Every time the decision wrote: the vote's, the cert's body.at and
// created_at, decided_at, the event's.
std::vector<double> decisionTimes(const TestDatabase& db, const std::string& id)
{
    auto c = db.connect();
    Result r = c.exec(
        "SELECT (SELECT at FROM seal_approval_votes WHERE approval_id = $1 AND approver = $2),"
        " (SELECT (body->>'at')::float8 FROM seal_certs WHERE intent = 'approval:' || $1),"
        " (SELECT created_at FROM seal_certs WHERE intent = 'approval:' || $1),"
        " (SELECT decided_at FROM seal_approvals WHERE id = $1),"
        " (SELECT at FROM seal_events WHERE kind = 'approval_decided' AND detail->>'approval_id' = $1)",
        {param(id), param(kVoter)});
    std::vector<double> out;
    for (int col = 0; col < 5; ++col)
        out.push_back(r.isNull(0, col) ? -1 : r.real(0, col));
    return out;
}

void checkWithin(const std::vector<double>& times, double from, double to)
{
    for (double t : times)
        QVERIFY2(t >= from - kSlack && t <= to + kSlack,
                 (std::to_string(t) + " is not the store's time in [" + std::to_string(from) + ", " +
                  std::to_string(to) + "]")
                     .c_str());
}

std::string leaseHold(int i)
{
    return expectedStoreA()["holds"][i].get<std::string>();
}

} // namespace

class TestStoreClock : public QObject
{
    Q_OBJECT

    std::unique_ptr<GroupScope> m_group;
    std::string m_op;

private Q_SLOTS:
    void initTestCase()
    {
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("clock_ops");
    }
    void cleanupTestCase() { m_group.reset(); }

    // A slow client thinks a request valid that expired an hour ago by the
    // store's clock: the vote is refused and the request recorded expired.
    void slowClientCannotApproveWhatTheStoreCallsExpired()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string id = approvalOf("pending_1_of_2");
        expireIn(db, id, -3600);
        SkewedWorkstation slow(-kThreeHours);
        const VoteOutcome o = voteNow(db, id);
        QVERIFY2(o.fate == WriteFate::Refused && o.refusal == Refusal::Expired, o.message.c_str());
        QCOMPARE(stateOf(db, id), std::string("expired"));
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_approval_votes WHERE approver = '" + kVoter + "'"), 0LL);
    }

    // A fast client thinks a valid request expired: the vote lands, decides,
    // and every time it writes is the store's.
    void fastClientApprovesWhatTheStoreCallsValid()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string id = approvalOf("pending_1_of_2");
        expireIn(db, id, 3600);
        SkewedWorkstation fast(kThreeHours);
        const double from = storeClock(db);
        const VoteOutcome o = voteNow(db, id);
        const double to = storeClock(db);
        QVERIFY2(o.fate == WriteFate::Done, o.message.c_str());
        QCOMPARE(stateOf(db, id), std::string("approved"));
        checkWithin(decisionTimes(db, id), from, to);
        QVERIFY(std::abs(o.at - from) < 60);
    }

    // The same through sealctl with its real-time clock shifted by faketime.
    void sealctlVotesUnderFaketime_data()
    {
        QTest::addColumn<QString>("shift");
        QTest::addColumn<double>("expiresIn");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("state");
        QTest::newRow("3 h slow, expired an hour ago") << QStringLiteral("-3h") << -3600.0 << 4 << "expired";
        QTest::newRow("3 h fast, valid for an hour") << QStringLiteral("+3h") << 3600.0 << 0 << "approved";
    }
    void sealctlVotesUnderFaketime()
    {
        QFETCH(QString, shift);
        QFETCH(double, expiresIn);
        QFETCH(int, exitCode);
        QFETCH(QString, state);
        auto db = TestDatabase::writableStoreA();
        const std::string id = approvalOf("pending_1_of_2");
        expireIn(db, id, expiresIn);
        ensureRole(kVoter);
        const double from = storeClock(db);
        const RunResult r = sealctlShifted(shift.toStdString(), {"--dsn", db.dsn(kVoter), "vote", id, "approve", "--json"},
                                           {"SEAL_GOV_KEY=" + kGovKey});
        const double to = storeClock(db);
        QVERIFY2(r.exitCode == exitCode, (r.out + r.err).c_str());
        QCOMPARE(stateOf(db, id), state.toStdString());
        QVERIFY2(r.err.find("clock is 3 h 0 min") != std::string::npos, r.err.c_str());
        if (exitCode == 0) checkWithin(decisionTimes(db, id), from, to);
    }

    // A settle by a slow client stamps the store's time on its cert, its row and its event.
    void settleUnderSkewStampsTheStoresTime()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = leaseHold(0);
        SkewedWorkstation slow(-kThreeHours);
        const double from = storeClock(db);
        auto c = db.connect(m_op);
        SettleRequest req;
        req.intent = intent;
        req.answer = attestedAnswer(WitnessVerdict::ConfirmedOne, "pi_1 in the dashboard", m_op);
        req.source = "operator";
        const SettleOutcome o = settle(c, req);
        const double to = storeClock(db);
        QVERIFY2(o.fate == WriteFate::Done, o.message.c_str());
        auto a = db.connect();
        Result r = a.exec("SELECT (SELECT max((body->>'at')::float8) FROM seal_certs WHERE intent = $1),"
                          " (SELECT max(created_at) FROM seal_certs WHERE intent = $1),"
                          " (SELECT updated_at FROM seal_intents WHERE intent = $1),"
                          " (SELECT max(at) FROM seal_events WHERE intent = $1)",
                          {param(intent)});
        checkWithin({r.real(0, 0), r.real(0, 1), r.real(0, 2), r.real(0, 3), o.at}, from, to);
    }

    // A lease still running by the store's clock is no hold, however late a fast client thinks it.
    void fastClientCannotSettleALiveLease()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = leaseHold(1);
        db.exec("UPDATE seal_intents SET lease_until = extract(epoch FROM clock_timestamp()) + 3600"
                " WHERE intent = '" + intent + "'");
        const auto before = storeSnapshot(db);
        const RunResult r = sealctlShifted("+3h", {"--dsn", db.dsn(m_op), "settle", intent, "--verdict", "absent",
                                                   "--evidence", "nothing there"});
        QVERIFY2(r.exitCode == 4, (r.out + r.err).c_str());
        QVERIFY2(r.err.find("still within its lease") != std::string::npos, r.err.c_str());
        QCOMPARE(storeSnapshot(db), before);
        // Negative control: the lease run out by the store's clock, a slow client settles it.
        db.exec("UPDATE seal_intents SET lease_until = extract(epoch FROM clock_timestamp()) - 60"
                " WHERE intent = '" + intent + "'");
        const RunResult ok = sealctlShifted("-3h", {"--dsn", db.dsn(m_op), "settle", intent, "--verdict", "absent",
                                                    "--evidence", "nothing there"});
        QVERIFY2(ok.exitCode == 0, (ok.out + ok.err).c_str());
    }

    // A cert stamped two hours before the one it follows: a warning naming its
    // seq, exit 0, the kernel's verdict untouched, in one walk and in ranges.
    void verifyWarnsOfTimeRunningBackwards()
    {
        auto db = TestDatabase::storeA();
        const auto clean = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QCOMPARE(clean.exitCode, 0);
        const json before = json::parse(clean.out);
        QCOMPARE(before["time_backwards_count"].get<long long>(), 0LL); // negative control
        QVERIFY(runSealctl({"--dsn", db.dsn(), "verify"}).out.find("WARNING") == std::string::npos);
        // created_at is not hashed: the chain stays intact, only its time runs backwards.
        db.exec("UPDATE seal_certs SET created_at = created_at - 7200 WHERE seq = 300");
        for (const char* jobs : {"1", "3"}) {
            const auto j = runSealctl({"--dsn", db.dsn(), "verify", "--json", "--jobs", jobs});
            QVERIFY2(j.exitCode == 0, j.err.c_str());
            const json v = json::parse(j.out);
            QCOMPARE(v["ok"], before["ok"]);
            QCOMPARE(v["kernel"], before["kernel"]);
            QCOMPARE(v["intact"], json(true));
            QCOMPARE(v["time_backwards_count"].get<long long>(), 1LL);
            QCOMPARE(v["time_backwards"][0]["seq"].get<long long>(), 300LL);
            QCOMPARE(v["time_backwards"][0]["prev_seq"].get<long long>(), 299LL);
            QVERIFY(v["time_backwards"][0]["prev_at"].get<double>() - v["time_backwards"][0]["at"].get<double>() >
                    7000);
        }
        const auto text = runSealctl({"--dsn", db.dsn(), "verify", "--jobs", "2"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.find("WARNING: 1 cert(s) stamped earlier") != std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find("seq 300 (") != std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find("chain VERIFIED") != std::string::npos, text.out.c_str());
    }

    // The walker at a range's edge: the time of each range's first row is
    // judged against the row before it, in the range before.
    void walkerJudgesTimeAcrossRanges()
    {
        auto db = TestDatabase::storeA();
        const long long certs = db.scalar("SELECT count(*) FROM seal_certs");
        // Rows at the split of 4 ranges and one inside: each runs backwards.
        const long long splitSeq = db.scalar("SELECT seq FROM seal_certs ORDER BY seq OFFSET " +
                                             std::to_string(certs / 4) + " LIMIT 1");
        db.exec("UPDATE seal_certs SET created_at = created_at - 100 WHERE seq IN (" + std::to_string(splitSeq) +
                ", 10)");
        const auto connect = [&] { return db.connect(); };
        for (int jobs : {1, 4}) {
            const ChainVerdict v = verifyChainParallel(connect, jobs);
            QVERIFY(v.ok);
            QCOMPARE(v.timeBackwards.count, std::int64_t(2));
            QCOMPARE(v.timeBackwards.first.at(0).seq, std::int64_t(10));
            QCOMPARE(v.timeBackwards.first.at(1).seq, std::int64_t(splitSeq));
        }
    }

    // sealctl says once, on stderr, when this machine's clock is off the store's.
    void skewLineOnlyWhenTheClockIsOff()
    {
        auto db = TestDatabase::storeA();
        const auto slow = sealctlShifted("-3h", {"--dsn", db.dsn(), "approvals", "--json"});
        QVERIFY2(slow.exitCode == 0, slow.err.c_str());
        QVERIFY2(slow.err.find("sealctl: this machine's clock is 3 h 0 min behind the store's; times are the "
                               "store's") != std::string::npos,
                 slow.err.c_str());
        QVERIFY(json::parse(slow.out).is_object() || json::parse(slow.out).is_array()); // stdout stays JSON
        const auto fast = sealctlShifted("+3h", {"--dsn", db.dsn(), "approvals"});
        QVERIFY2(fast.err.find("3 h 0 min ahead of the store's") != std::string::npos, fast.err.c_str());
        // Unshifted, sealctl shares this process's clock: silent when that agrees
        // with the store's, and saying so when it does not (CI's faketime pass
        // runs the tests, not necessarily the server, a year ahead).
        const double offset = [&] {
            auto conn = db.connect();
            return storeNow(conn) - workstationEpoch();
        }();
        const auto right = runSealctl({"--dsn", db.dsn(), "approvals"});
        QCOMPARE(right.exitCode, 0);
        QVERIFY2(right.err.find("clock is") == std::string::npos, right.err.c_str()); // the helper keeps it apart
        if (std::abs(offset) <= 4.0)
            QVERIFY2(right.clockNote.empty(), right.clockNote.c_str());
        else if (std::abs(offset) >= 6.0)
            QVERIFY2(right.clockNote.find(offset > 0 ? "behind the store's" : "ahead of the store's") !=
                         std::string::npos,
                     right.clockNote.c_str());
    }

    // Every read command's "now" is the store's, however far this machine's
    // clock is off: each prints the second it judged, and that second is the
    // store's. Negative control: asked before connecting (nowEpoch() before
    // Connection::open measured the offset), it would be three hours off.
    void everyReadCommandJudgesAtTheStoresNow()
    {
        auto db = TestDatabase::storeE(); // 0.3.x: its obligations tables too
        const std::vector<std::vector<std::string>> commands = {
            {"budgets"}, {"mandates"}, {"clearance"}, {"holds"}, {"proof", "history"}, {"obligations"}};
        for (const char* shift : {"-3h", "+3h"})
            for (const auto& command : commands) {
                std::vector<std::string> args = {"--dsn", db.dsn()};
                args.insert(args.end(), command.begin(), command.end());
                const double from = storeClock(db);
                const RunResult r = sealctlShifted(shift, args);
                const double to = storeClock(db);
                const std::string what = std::string(shift) + " " + command.front() + ": " + r.out + r.err;
                QVERIFY2(r.exitCode == 0 || r.exitCode == 1, what.c_str()); // 1: holds, breaches found
                const auto at = r.out.find(" as of ");
                QVERIFY2(at != std::string::npos, what.c_str());
                const QDateTime judged = QDateTime::fromString(
                    QString::fromStdString(r.out.substr(at + 7, 20)), Qt::ISODate);
                QVERIFY2(judged.isValid(), what.c_str());
                const double second = double(judged.toSecsSinceEpoch());
                QVERIFY2(second >= std::floor(from) - 1 && second <= to + 1, what.c_str());
            }
    }

    // Reads judge "now" by the store's clock too: a request the store calls
    // expired reads as expired to a slow machine, one it calls open reads as
    // open to a fast one.
    void readsJudgeByTheStoresClock()
    {
        auto db = TestDatabase::storeA();
        const std::string expired = approvalOf("pending_1_of_2");
        const std::string open = approvalOf("pending_1_of_3");
        expireIn(db, expired, -3600);
        expireIn(db, open, 3600);
        const auto stateLine = [](const std::string& out, const std::string& id) {
            const auto at = out.find(id);
            return at == std::string::npos ? std::string() : out.substr(at, out.find('\n', at) - at);
        };
        for (const char* shift : {"-3h", "+3h"}) {
            const auto r = sealctlShifted(shift, {"--dsn", db.dsn(), "approvals"});
            QVERIFY2(r.exitCode == 0, r.err.c_str());
            QVERIFY2(stateLine(r.out, expired).find("pending (expired)") != std::string::npos, r.out.c_str());
            QVERIFY2(stateLine(r.out, open).find("pending") != std::string::npos &&
                         stateLine(r.out, open).find("(expired)") == std::string::npos,
                     r.out.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestStoreClock)
#include "test_store_clock.moc"
