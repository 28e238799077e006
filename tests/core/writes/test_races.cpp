// Exactly once under races and faults (issue 3, item 6): many distinct roles
// voting on the same approvals at once decide each exactly once; a sealctl
// vote killed mid-write reports, after reconnecting, whether it landed, and
// never votes twice.
#include "core/chain/chain_verifier.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/writes/governance.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>
#include <algorithm>
#include <latch>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kGovKey = "fixture-governance-key";
constexpr int kVoters = 24; // at least 20 concurrent connections, each its own role
constexpr int kRounds = 20;

bool chainIntact(const TestDatabase& db)
{
    auto c = db.connect();
    const ChainVerdict v = verifyChain(c);
    return v.ok && v.reference.ok;
}

// Fresh pending approvals (made by an agent no voter is), one per `required`.
std::vector<std::string> insertApprovals(const TestDatabase& db, int round, const std::vector<int>& required)
{
    auto c = db.connect();
    std::vector<std::string> ids;
    const double now = 1795946500.0 + round;
    for (size_t k = 0; k < required.size(); ++k) {
        const std::string id = "race" + std::to_string(round) + "x" + std::to_string(k);
        c.exec(
            "INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at,"
            " expires_at, decided_at, consumed_at)"
            " VALUES ($1, $2, 'payout', 1000, 'agent:race-bot', 'DUAL', 'pending', $3, $4, $5, NULL, NULL)",
            {param(id), param("intent-" + id), param(required[k]), param(now), param(now + 1e9)});
        ids.push_back(id);
    }
    return ids;
}

// What the store says about one approval after a race.
struct Facts
{
    std::string state;
    std::int64_t approves = 0, rejects = 0, certs = 0, events = 0, certVotes = -1;
    int required = 0;
};

Facts factsOf(Connection& c, const std::string& id)
{
    Result r = c.exec(
        "SELECT a.state, a.required,"
        " (SELECT count(*) FROM seal_approval_votes v WHERE v.approval_id = a.id AND v.decision = 'approve'),"
        " (SELECT count(*) FROM seal_approval_votes v WHERE v.approval_id = a.id AND v.decision = 'reject'),"
        " (SELECT count(*) FROM seal_certs s WHERE s.intent = 'approval:' || a.id),"
        " (SELECT count(*) FROM seal_events e WHERE e.kind = 'approval_decided' AND e.detail->>'approval_id' "
        "= a.id),"
        " (SELECT jsonb_array_length(s.body->'votes') FROM seal_certs s WHERE s.intent = 'approval:' || a.id"
        "   ORDER BY seq LIMIT 1)"
        " FROM seal_approvals a WHERE a.id = $1",
        {param(id)});
    Facts f;
    f.state = std::string(r.text(0, 0));
    f.required = static_cast<int>(r.integer(0, 1));
    f.approves = r.integer(0, 2);
    f.rejects = r.integer(0, 3);
    f.certs = r.integer(0, 4);
    f.events = r.integer(0, 5);
    if (!r.isNull(0, 6)) f.certVotes = r.integer(0, 6);
    return f;
}

// Empty when the approval was decided exactly once and by the rules; else why not.
std::string exactlyOnceProblem(const Facts& f)
{
    if (f.certs != 1) return "decision certs: " + std::to_string(f.certs);
    if (f.events != 1) return "approval_decided events: " + std::to_string(f.events);
    if (f.certVotes != f.approves + f.rejects)
        return "cert carries " + std::to_string(f.certVotes) + " votes";
    if (f.state == "approved" && (f.approves != f.required || f.rejects != 0))
        return "approved with " + std::to_string(f.approves) + " approves, " + std::to_string(f.rejects) +
               " rejects";
    if (f.state == "rejected" && (f.rejects != 1 || f.approves >= f.required))
        return "rejected with " + std::to_string(f.approves) + " approves, " + std::to_string(f.rejects) +
               " rejects";
    if (f.state != "approved" && f.state != "rejected") return "state " + f.state;
    return {};
}

struct Landed
{
    std::map<std::string, int> done;    // approval -> votes that landed
    std::map<std::string, int> refused; // approval -> refused as not pending
    std::vector<std::string> unexpected;
};

// One round: every voter votes on every approval, in its own order, all at once.
Landed race(std::vector<Connection>& voters, const std::vector<std::string>& ids, bool mixed, int round)
{
    Landed landed;
    std::mutex m;
    std::latch start(static_cast<std::ptrdiff_t>(voters.size()));
    std::vector<std::thread> threads;
    for (size_t t = 0; t < voters.size(); ++t) {
        threads.emplace_back([&, t] {
            std::mt19937 rng(static_cast<unsigned>(round * 1000 + static_cast<int>(t)));
            std::vector<std::string> order = ids;
            std::shuffle(order.begin(), order.end(), rng);
            start.arrive_and_wait();
            for (const auto& id : order) {
                const bool reject = mixed && rng() % 4 == 0;
                VoteRequest req{id, reject ? "reject" : "approve", std::string("race reason"), kGovKey, {}};
                try {
                    const VoteOutcome o = vote(voters[t], req);
                    std::lock_guard lock(m);
                    if (o.fate == WriteFate::Done)
                        ++landed.done[id];
                    else if (o.refusal == Refusal::NotPending)
                        ++landed.refused[id];
                    else
                        landed.unexpected.push_back(id + ": " + o.message);
                } catch (const std::exception& e) {
                    std::lock_guard lock(m);
                    landed.unexpected.push_back(id + ": " + e.what());
                }
            }
        });
    }
    for (auto& th : threads)
        th.join();
    return landed;
}

// A role whose backends are refused logins again restores itself.
struct LoginGuard
{
    std::string role;
    ~LoginGuard() { Connection::open(adminDsn()).command("ALTER ROLE " + quoteIdent(role) + " LOGIN"); }
};

} // namespace

class TestRaces : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void racingVotersDecideEachApprovalOnce_data()
    {
        QTest::addColumn<bool>("mixed");
        QTest::newRow("all approve") << false;
        QTest::newRow("approve and reject") << true;
    }
    void racingVotersDecideEachApprovalOnce()
    {
        QFETCH(bool, mixed);
        auto db = TestDatabase::writableStoreA();
        std::vector<Connection> voters;
        for (int t = 0; t < kVoters; ++t)
            voters.push_back(db.connect(ensureRole("race_voter_" + std::to_string(t))));
        int decided = 0;
        for (int round = 0; round < kRounds; ++round) {
            const auto ids = insertApprovals(db, round, {2, 3, 2, 3});
            const Landed landed = race(voters, ids, mixed, round);
            QVERIFY2(landed.unexpected.empty(),
                     landed.unexpected.empty() ? "" : landed.unexpected[0].c_str());
            auto c = db.connect();
            for (const auto& id : ids) {
                const Facts f = factsOf(c, id);
                const std::string problem = exactlyOnceProblem(f);
                QVERIFY2(problem.empty(), (id + ": " + problem).c_str());
                if (!mixed) QCOMPARE(f.state, std::string("approved"));
                // Every voter got an answer: its vote landed, or it was told the request is decided.
                const int done = landed.done.count(id) ? landed.done.at(id) : 0;
                const int refused = landed.refused.count(id) ? landed.refused.at(id) : 0;
                QCOMPARE(done, int(f.approves + f.rejects));
                QCOMPARE(done + refused, kVoters);
                ++decided;
            }
        }
        QCOMPARE(decided, kRounds * 4);
        QVERIFY(chainIntact(db));
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify"}).exitCode, 0);
    }

    void exactlyOnceCheckCatchesDuplicates()
    {
        // Negative control: the counting above sees a second decision cert, a
        // vote beyond `required` and a cert that lost a vote.
        auto db = TestDatabase::writableStoreA();
        auto c = db.connect(ensureRole("race_voter_0"));
        const auto ids = insertApprovals(db, 99, {2});
        auto c1 = db.connect(ensureRole("race_voter_1"));
        QCOMPARE(int(vote(c, {ids[0], "approve", std::nullopt, kGovKey, {}}).fate), int(WriteFate::Done));
        QCOMPARE(int(vote(c1, {ids[0], "approve", std::nullopt, kGovKey, {}}).fate), int(WriteFate::Done));
        auto admin = db.connect();
        QVERIFY(exactlyOnceProblem(factsOf(admin, ids[0])).empty());
        {
            WriteTransaction tx(admin);
            json body = json::parse(admin
                                        .exec("SELECT body::text FROM seal_certs WHERE intent = $1",
                                              {param("approval:" + ids[0])})
                                        .text(0, 0));
            appendCert(admin, body, "approval:" + ids[0]);
            tx.commit();
        }
        QVERIFY(!exactlyOnceProblem(factsOf(admin, ids[0])).empty());
        admin.exec("DELETE FROM seal_certs WHERE seq = (SELECT max(seq) FROM seal_certs)");
        QVERIFY(exactlyOnceProblem(factsOf(admin, ids[0])).empty());
        admin.exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig)"
                   " VALUES ($1, 'race_voter_2', 'approve', 1795946600.5, 'x')",
                   {param(ids[0])});
        QVERIFY(!exactlyOnceProblem(factsOf(admin, ids[0])).empty());
    }

    void killedVoteReportsWhetherItLanded_data()
    {
        QTest::addColumn<QString>("pause");
        QTest::addColumn<bool>("kill");
        QTest::addColumn<bool>("blockLogin");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("fate");
        QTest::newRow("killed before commit") << "before-commit" << true << false << 6 << "not_landed";
        QTest::newRow("killed after commit") << "after-commit" << true << false << 5 << "landed";
        QTest::newRow("killed, cannot reconnect") << "before-commit" << true << true << 7 << "unknown";
        // Negative control: the same paused vote, not killed, simply lands.
        QTest::newRow("paused, not killed") << "before-commit" << false << false << 0 << "done";
    }
    void killedVoteReportsWhetherItLanded()
    {
        QFETCH(QString, pause);
        QFETCH(bool, kill);
        QFETCH(bool, blockLogin);
        QFETCH(int, exitCode);
        QFETCH(QString, fate);
        auto db = TestDatabase::writableStoreA();
        const std::string role = ensureRole("race_killed");
        LoginGuard loginGuard{role};
        const std::string id = expectedStoreA()["approvals"]["pending_1_of_2"]["id"];
        const auto before = storeSnapshot(db);

        QProcess proc;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SEAL_DSN"));
        env.insert(QStringLiteral("SEAL_GOV_KEY"), QString::fromStdString(kGovKey));
        env.insert(QStringLiteral("SEALCTL_TEST_PAUSE"), pause);
        proc.setProcessEnvironment(env);
        proc.start(seal::test::qSealctl(),
                   {QStringLiteral("--dsn"), QString::fromStdString(db.dsn(role)), QStringLiteral("vote"),
                    QString::fromStdString(id), QStringLiteral("approve"), QStringLiteral("--json")});
        QVERIFY(proc.waitForStarted());

        auto admin = Connection::open(adminDsn());
        int pid = 0;
        for (int i = 0; i < 500 && pid == 0; ++i) {
            Result r =
                admin.exec("SELECT pid FROM pg_stat_activity WHERE application_name = 'sealctl-vote-paused'"
                           " AND datname = $1",
                           {param(db.name())});
            if (r.rows())
                pid = static_cast<int>(r.integer(0, 0));
            else
                QTest::qSleep(20);
        }
        QVERIFY2(pid != 0, "sealctl never reached its pause");
        // The pause is where the row says: before COMMIT the vote is invisible, after it is there.
        auto other = db.connect();
        const auto visible =
            other.exec("SELECT count(*) FROM seal_approval_votes WHERE approver = $1", {param(role)})
                .integer(0, 0);
        QCOMPARE(visible, pause == QLatin1String("after-commit") ? std::int64_t(1) : std::int64_t(0));
        if (blockLogin) admin.command("ALTER ROLE " + quoteIdent(role) + " NOLOGIN");
        if (kill) admin.exec("SELECT pg_terminate_backend($1)", {param(pid)});

        QVERIFY(proc.waitForFinished(60000));
        const std::string out = proc.readAllStandardOutput().toStdString();
        const std::string err = proc.readAllStandardError().toStdString();
        QVERIFY2(proc.exitCode() == exitCode, (std::to_string(proc.exitCode()) + " " + out + err).c_str());
        const json result = json::parse(out);
        QCOMPARE(result["fate"].get<std::string>(), fate.toStdString());
        QVERIFY2(result["message"].get<std::string>().find(id) != std::string::npos, out.c_str());

        const auto votes =
            other.exec("SELECT count(*) FROM seal_approval_votes WHERE approver = $1", {param(role)})
                .integer(0, 0);
        if (exitCode == 5 || exitCode == 0) {
            QCOMPARE(votes, std::int64_t(1)); // landed once, never twice
            QCOMPARE(
                std::string(
                    other.exec("SELECT state FROM seal_approvals WHERE id = $1", {param(id)}).text(0, 0)),
                std::string("approved"));
        } else {
            QCOMPARE(votes, std::int64_t(0));
            QCOMPARE(storeSnapshot(db), before);
        }
        QVERIFY(chainIntact(db));
    }
};

QTEST_GUILESS_MAIN(TestRaces)
#include "test_races.moc"
