// sealctl against a real primary and a real streaming standby (the `standby`
// CTest fixture, tests/support/pg-standby-fixture.sh: pg_basebackup -R, hot
// standby): reads served by the standby while --dsn points nowhere; a vote
// through the primary seen by the next read through the standby; a standby
// whose replay is paused gives the bounded wait, exit 8 and its message, not
// a stale answer (resumed, the same read succeeds and includes the vote);
// and, last because it uses the pair up, the standby promoted after the
// primary stops, reached through a multi-host DSN. No check asserts a time.
#include "core/store/replica.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QProcess>
#include <QtTest>
#include <regex>

using namespace seal;
using namespace seal::test;

namespace {

const std::string kVoter = "sb_voter";
const std::string kNowhere = "host=/nonexistent-sealctl-standby dbname=none connect_timeout=2";

std::string stateDir()
{
    const char* dir = std::getenv("SEAL_TEST_STANDBYDIR");
    return dir ? dir : "";
}

std::string trimmed(std::string s)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    return s;
}

std::string standbyAdminDsn()
{
    return trimmed(readFile(stateDir() + "/standby/dsn"));
}

std::string withDb(const std::string& admin, const std::string& db, const std::string& user = {})
{
    std::string dsn = std::regex_replace(admin, std::regex("dbname=\\S+"), "dbname=" + db);
    if (!user.empty()) dsn = std::regex_replace(dsn, std::regex("user=\\S+"), "user=" + user);
    return dsn;
}

std::string standbyDsn(const TestDatabase& db, const std::string& user = {})
{
    return withDb(standbyAdminDsn(), db.name(), user);
}

std::string field(const std::string& dsn, const std::string& key)
{
    std::smatch m;
    return std::regex_search(dsn, m, std::regex(key + "=(\\S+)")) ? m[1].str() : std::string();
}

// Both servers, primary first, for libpq to pick the one that takes writes.
std::string multiHostDsn(const TestDatabase& db, const std::string& user)
{
    const std::string p = adminDsn();
    const std::string s = standbyAdminDsn();
    return "host=" + field(p, "host") + "," + field(s, "host") + " port=" + field(p, "port") + "," +
           field(s, "port") + " user=" + user + " dbname=" + db.name() + " target_session_attrs=read-write";
}

// Until the standby has everything the primary committed (a fresh database included).
bool catchUp()
{
    Connection primary = Connection::open(adminDsn());
    Connection standby = Connection::open(standbyAdminDsn());
    return waitForReplay(standby, committedLsn(primary), std::chrono::seconds(120)).reached;
}

void setReplayPaused(bool paused)
{
    Connection standby = Connection::open(standbyAdminDsn());
    standby.command(paused ? "SELECT pg_wal_replay_pause()" : "SELECT pg_wal_replay_resume()");
}

// Resumes replay however the test ends, so that a failure leaves the pair usable.
struct ResumeReplay
{
    ~ResumeReplay()
    {
        try {
            setReplayPaused(false);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "could not resume replay: %s\n", e.what());
        }
    }
};

std::string approvalId(const std::string& name)
{
    return expectedStoreA()["approvals"][name]["id"].get<std::string>();
}

// The approvals as JSON, read through the standby (--read-dsn).
RunResult approvalsThroughStandby(const TestDatabase& db, const std::vector<std::string>& extra = {})
{
    std::vector<std::string> args = {"--dsn", db.dsn(kVoter), "--read-dsn", standbyDsn(db, kVoter)};
    args.insert(args.end(), extra.begin(), extra.end());
    args.insert(args.end(), {"approvals", "--json"});
    return runSealctl(args);
}

bool hasVoteBy(const std::string& approvalsJson, const std::string& id, const std::string& role)
{
    const auto all = nlohmann::json::parse(approvalsJson);
    for (const auto& a : all)
        if (a.value("id", "") == id)
            for (const auto& v : a.value("votes", nlohmann::json::array()))
                if (v.value("approver", "") == role) return true;
    return false;
}

std::string failure(const RunResult& r)
{
    return "exit " + std::to_string(r.exitCode) + "\nout: " + r.out.substr(0, 2000) + "\nerr: " + r.err;
}

} // namespace

class TestSealctlStandby : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!stateDir().empty(), "SEAL_TEST_STANDBYDIR is unset; run with ctest (fixture standby)");
        Connection standby = Connection::open(standbyAdminDsn());
        QVERIFY(readReplicaState(standby).inRecovery); // a real standby, not a second primary
        ensureRole(kVoter);
    }

    void lsnTextRoundTrips()
    {
        QCOMPARE(parseLsn("16/B374D848").value_or(0), (Lsn{0x16} << 32) | 0xB374D848U);
        QCOMPARE(lsnText((Lsn{0x16} << 32) | 0xB374D848U), std::string("16/B374D848"));
        QCOMPARE(lsnText(0), std::string("0/0"));
        QVERIFY(!parseLsn("16B374D848"));
        QVERIFY(!parseLsn("16/"));
        QVERIFY(!parseLsn("x/1"));
    }

    void readsFromStandbyWhilePrimaryIsNowhere()
    {
        auto db = TestDatabase::storeA();
        QVERIFY(catchUp());
        const RunResult r = runSealctl({"--dsn", kNowhere, "--read-dsn", standbyDsn(db), "verify"});
        QVERIFY2(r.exitCode == 0, failure(r).c_str());
        QVERIFY2(r.out.find("chain intact") != std::string::npos, failure(r).c_str());
        // It says the answer's freshness is unknown, and which server answered.
        QVERIFY2(r.err.find("freshness unknown") != std::string::npos, failure(r).c_str());
        QVERIFY2(r.err.find(field(standbyAdminDsn(), "host")) != std::string::npos, failure(r).c_str());
        // The same through SEAL_READ_DSN.
        const RunResult env = runSealctl({"--dsn", kNowhere, "verify"}, {"SEAL_READ_DSN=" + standbyDsn(db)});
        QVERIFY2(env.exitCode == 0, failure(env).c_str());
        // Negative control: without the standby, nothing answers.
        const RunResult alone = runSealctl({"--dsn", kNowhere, "verify"}, {"SEAL_READ_DSN="});
        QVERIFY2(alone.exitCode == 2, failure(alone).c_str());
    }

    void voteThroughPrimarySeenThroughStandby()
    {
        auto db = TestDatabase::writableStoreA();
        QVERIFY(catchUp()); // the new database itself, before anyone connects to it there
        const std::string id = approvalId("pending_1_of_3");
        const RunResult before = approvalsThroughStandby(db);
        QVERIFY2(before.exitCode == 0, failure(before).c_str());
        QVERIFY2(before.err.empty(), failure(before).c_str()); // the primary answered: fresh, no warning
        QVERIFY(!hasVoteBy(before.out, id, kVoter));
        const RunResult vote = runSealctl({"--dsn", db.dsn(kVoter), "vote", id, "approve"}, {"SEAL_GOV_KEY=k"});
        QVERIFY2(vote.exitCode == 0, failure(vote).c_str());
        const RunResult after = approvalsThroughStandby(db);
        QVERIFY2(after.exitCode == 0, failure(after).c_str());
        QVERIFY2(hasVoteBy(after.out, id, kVoter), failure(after).c_str());
    }

    void pausedStandbyWaitsBoundedThenFailsNotStale()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string id = approvalId("pending_1_of_3");
        QVERIFY(catchUp());
        ResumeReplay resume;
        setReplayPaused(true);
        const RunResult vote = runSealctl({"--dsn", db.dsn(kVoter), "vote", id, "approve"}, {"SEAL_GOV_KEY=k"});
        QVERIFY2(vote.exitCode == 0, failure(vote).c_str());
        // The standby cannot include the vote: a bounded wait, exit 8, one line, no answer.
        const RunResult stale = approvalsThroughStandby(db, {"--timeout", "1"});
        QVERIFY2(stale.exitCode == 8, failure(stale).c_str());
        QVERIFY2(stale.out.empty(), failure(stale).c_str());
        QVERIFY2(stale.err.find("paused") != std::string::npos && stale.err.find("stale") != std::string::npos,
                 failure(stale).c_str());
        QCOMPARE(std::count(stale.err.begin(), stale.err.end(), '\n'), 1L);
        // What that read would have shown, had it not waited: the standby as it is lacks the vote.
        const RunResult asIs = runSealctl({"--dsn", kNowhere, "--read-dsn", standbyDsn(db, kVoter), "approvals",
                                           "--json"});
        QVERIFY2(asIs.exitCode == 0 && !hasVoteBy(asIs.out, id, kVoter), failure(asIs).c_str());
        // Negative control: replay resumed, the same read succeeds and includes the vote.
        setReplayPaused(false);
        const RunResult fresh = approvalsThroughStandby(db, {"--timeout", "60"});
        QVERIFY2(fresh.exitCode == 0, failure(fresh).c_str());
        QVERIFY2(hasVoteBy(fresh.out, id, kVoter), failure(fresh).c_str());
    }

    // Last: it stops the primary and promotes the standby for good.
    void promotedStandbyTakesWritesThroughMultiHostDsn()
    {
        auto db = TestDatabase::writableStoreA();
        QVERIFY(catchUp());
        const std::string multi = multiHostDsn(db, kVoter);
        const std::string id = approvalId("pending_1_of_3");
        const std::string other = approvalId("always_human");
        QProcess halt;
        halt.start(QStringLiteral("bash"), {seal::test::qSourcePath("scripts/pg-cluster.sh"),
                                            QStringLiteral("halt"),
                                            QString::fromStdString(stateDir() + "/primary")});
        QVERIFY(halt.waitForFinished(120'000) && halt.exitCode() == 0);
        // Negative control: no server takes writes now, so the vote is refused.
        const RunResult none = runSealctl({"--dsn", multi, "vote", id, "approve"}, {"SEAL_GOV_KEY=k"});
        QVERIFY2(none.exitCode == 2, failure(none).c_str());
        Connection standby = Connection::open(standbyAdminDsn());
        QVERIFY(standby.exec("SELECT pg_promote(true, 60)").boolean(0, 0));
        const RunResult vote = runSealctl({"--dsn", multi, "vote", id, "approve"}, {"SEAL_GOV_KEY=k"});
        QVERIFY2(vote.exitCode == 0, failure(vote).c_str());
        // Reads through the same DSN (and the new primary as --read-dsn) include it.
        const RunResult read = runSealctl({"--dsn", multi, "--read-dsn", standbyDsn(db, kVoter), "approvals", "--json"});
        QVERIFY2(read.exitCode == 0 && read.err.empty(), failure(read).c_str());
        QVERIFY2(hasVoteBy(read.out, id, kVoter), failure(read).c_str());
        QVERIFY2(!hasVoteBy(read.out, other, kVoter), failure(read).c_str());
        const RunResult verify = runSealctl({"--dsn", multi, "verify"});
        QVERIFY2(verify.exitCode == 0, failure(verify).c_str());
        // The database lives on the promoted server now; drop it there.
        standby.command("DROP DATABASE IF EXISTS " + quoteIdent(db.name()) + " WITH (FORCE)");
    }
};

QTEST_GUILESS_MAIN(TestSealctlStandby)
#include "test_sealctl_standby.moc"
