// The console over a real primary and a real streaming standby, both private
// to this test (scripts/pg-cluster.sh start + standby), as a store's deployment
// has them:
//  - StoreClient(primary, standby) reads from the standby, writes to the
//    primary; after its own vote, a read waits until the standby has replayed
//    it. With the standby's replay paused the read fails with a message (no
//    stale answer); resumed, the same read includes the vote. The status bar
//    says where reads come from and how far behind the standby is.
//  - Failover: a StoreClient on a multi-host DSN (target_session_attrs=
//    read-write) loses the primary, stays offline while no server takes
//    writes (negative control), and once the standby is promoted reconnects
//    to it by itself, says so, and a vote then lands there.
//  - A vote in flight when the primary goes away (held by another session,
//    then the server halted): held before its INSERT was sent it did not land,
//    and says so for certain; held at its INSERT it is not known whether it
//    landed (no server takes writes to ask). Either way it is never retried by
//    itself: after the promotion the new primary has no such vote, and the
//    vote made again lands once.
// No check asserts a time; waits are bounded by QTRY's timeouts.
#include "core/rules/approvals.hpp"
#include "core/store/replica.hpp"
#include "core/writes/governance.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/support/test_paths.hpp"
#include "views/main_window.hpp"

#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>
#include <regex>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 60000;
const std::string kVoter = "standby_voter";
const std::string kPending = "9366f8d39a5b4a85b614bf24acf2cde6"; // pending_1_of_3 in store-a

std::optional<std::string> cluster(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("bash"), QStringList{seal::test::qSourcePath("scripts/pg-cluster.sh")} + args);
    if (!p.waitForFinished(120'000) || p.exitCode() != 0) {
        qWarning("pg-cluster.sh %s failed: %s", qPrintable(args.join(QLatin1Char(' '))),
                 p.readAllStandardError().constData());
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed().toStdString();
}

std::string field(const std::string& dsn, const std::string& key)
{
    std::smatch m;
    return std::regex_search(dsn, m, std::regex(key + "=(\\S+)")) ? m[1].str() : std::string();
}

std::string asVoter(const std::string& admin)
{
    std::string dsn = std::regex_replace(admin, std::regex("dbname=\\S+"), "dbname=standby_store");
    return std::regex_replace(dsn, std::regex("user=\\S+"), "user=" + kVoter);
}

bool hasVoteBy(const std::vector<Approval>& approvals, const std::string& id, const std::string& role)
{
    for (const auto& a : approvals)
        if (a.id == id)
            for (const auto& v : a.votes)
                if (v.approver == role) return true;
    return false;
}

} // namespace

class TestStoreStandby : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void readsFromStandbyIncludeOwnWrites();
    void failoverReconnectsToPromotedStandby();
    void voteInFlightAcrossFailover_data();
    void voteInFlightAcrossFailover();

private:
    bool catchUp();
    void setReplayPaused(bool paused);
    std::optional<VoteOutcome> voteThrough(StoreClient& store, const std::string& id);
    std::optional<std::vector<Approval>> approvalsThrough(StoreClient& store, QString* error);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::string m_primary; // admin DSNs
    std::string m_standby;
};

void TestStoreStandby::init()
{
    setStoreTimeout(std::chrono::seconds(2)); // the bounded wait for a paused standby
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QString p = m_dir->filePath(QStringLiteral("primary"));
    const QString s = m_dir->filePath(QStringLiteral("standby"));
    m_primary = cluster({QStringLiteral("start"), p, QStringLiteral("--port"), QStringLiteral("5451")}).value_or("");
    QVERIFY(!m_primary.empty());
    Connection admin = Connection::open(m_primary);
    admin.command("CREATE DATABASE standby_store");
    admin.command("CREATE ROLE " + kVoter + " LOGIN");
    const std::string storeAdmin = std::regex_replace(m_primary, std::regex("dbname=\\S+"), "dbname=standby_store");
    QProcess load;
    load.start(QStringLiteral("psql"), {QString::fromStdString(storeAdmin), QStringLiteral("-q"), QStringLiteral("-v"),
                                        QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-f"),
                                        QString::fromStdString(fixturePath("store-a.sql"))});
    QVERIFY(load.waitForFinished(120'000) && load.exitCode() == 0);
    Connection store = Connection::open(storeAdmin);
    store.command("GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO " + kVoter);
    store.command("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO " + kVoter);
    m_standby =
        cluster({QStringLiteral("standby"), s, p, QStringLiteral("--port"), QStringLiteral("5452")}).value_or("");
    QVERIFY(!m_standby.empty());
    QVERIFY(catchUp());
}

void TestStoreStandby::cleanup()
{
    setStoreTimeout(kDefaultStoreTimeout);
    if (!m_dir) return;
    cluster({QStringLiteral("stop"), m_dir->filePath(QStringLiteral("standby"))});
    cluster({QStringLiteral("stop"), m_dir->filePath(QStringLiteral("primary"))});
    m_dir.reset();
}

bool TestStoreStandby::catchUp()
{
    Connection primary = Connection::open(m_primary);
    Connection standby = Connection::open(m_standby);
    return waitForReplay(standby, committedLsn(primary), std::chrono::seconds(120)).reached;
}

void TestStoreStandby::setReplayPaused(bool paused)
{
    Connection standby = Connection::open(m_standby);
    standby.command(paused ? "SELECT pg_wal_replay_pause()" : "SELECT pg_wal_replay_resume()");
}

std::optional<VoteOutcome> TestStoreStandby::voteThrough(StoreClient& store, const std::string& id)
{
    auto outcome = std::make_shared<std::optional<VoteOutcome>>();
    store.write<VoteOutcome>(
        this,
        [id](Connection& conn) {
            VoteRequest request;
            request.approvalId = id;
            request.decision = "approve";
            request.govKey = "standby-test-key";
            return vote(conn, request);
        },
        [outcome](VoteOutcome o) { *outcome = std::move(o); });
    if (!QTest::qWaitFor([&] { return outcome->has_value(); }, kWait)) return std::nullopt;
    return *outcome;
}

// The approvals as the console reads them, or the read's failure in `error`.
std::optional<std::vector<Approval>> TestStoreStandby::approvalsThrough(StoreClient& store, QString* error)
{
    auto result = std::make_shared<std::optional<std::vector<Approval>>>();
    QSignalSpy failed(&store, &StoreClient::requestFailed);
    const quint64 id = store.read<std::vector<Approval>>(
        this, [](Connection& conn) { return readApprovals(conn); },
        [result](std::vector<Approval> a) { *result = std::move(a); });
    const bool ended = QTest::qWaitFor(
        [&] {
            if (result->has_value()) return true;
            for (const auto& f : failed)
                if (f.at(0).toULongLong() == id) return true;
            return false;
        },
        kWait);
    if (!ended) return std::nullopt;
    for (const auto& f : failed)
        if (f.at(0).toULongLong() == id && error) *error = f.at(1).toString();
    return *result;
}

void TestStoreStandby::readsFromStandbyIncludeOwnWrites()
{
    StoreClient store(QString::fromStdString(asVoter(m_primary)), QString::fromStdString(asVoter(m_standby)));
    MainWindow window(&store);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(store.identity().has_value(), kWait);
    QVERIFY(store.readsFromStandby());
    QCOMPARE(store.identity()->server.toStdString(), field(m_standby, "host") + "/standby_store");
    // The status bar: reads from the standby, and how far behind it is.
    auto* label = window.findChild<QLabel*>(QStringLiteral("readSourceLabel"));
    QVERIFY(label);
    store.checkReadSource();
    QTRY_VERIFY_WITH_TIMEOUT(store.readSource() && store.readSource()->lagBytes.has_value(), kWait);
    QVERIFY(store.readSource()->standby && store.readSource()->inRecovery);
    QVERIFY(label->isVisible());
    QVERIFY2(label->text().contains(QLatin1String("standby")) &&
                 label->text().contains(QString::fromStdString(field(m_standby, "host"))),
             qPrintable(label->text()));

    // Replay paused: the vote lands on the primary, the next read cannot include it and says so.
    setReplayPaused(true);
    const auto voted = voteThrough(store, kPending);
    QVERIFY(voted && voted->landed());
    QString error;
    const auto stale = approvalsThrough(store, &error);
    QVERIFY2(!stale.has_value(), "a read answered from a standby that had not replayed the vote");
    QVERIFY2(error.contains(QLatin1String("paused")) && error.contains(QLatin1String("stale")), qPrintable(error));
    store.checkReadSource();
    QTRY_VERIFY_WITH_TIMEOUT(store.readSource() && store.readSource()->replayPaused, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(QLatin1String("paused")), kWait);
    QVERIFY(!store.isOffline()); // a lagging standby is not a lost store

    // Negative control: resumed, the same read succeeds and includes the vote.
    setReplayPaused(false);
    error.clear();
    const auto fresh = approvalsThrough(store, &error);
    QVERIFY2(fresh.has_value(), qPrintable(error));
    QVERIFY(hasVoteBy(*fresh, kPending, kVoter));
    QVERIFY(!hasVoteBy(*fresh, expectedStoreA()["approvals"]["always_human"]["id"].get<std::string>(), kVoter));
}

void TestStoreStandby::failoverReconnectsToPromotedStandby()
{
    const std::string multi = "host=" + field(m_primary, "host") + "," + field(m_standby, "host") + " port=" +
                              field(m_primary, "port") + "," + field(m_standby, "port") + " user=" + kVoter +
                              " dbname=standby_store target_session_attrs=read-write";
    StoreClient store(QString::fromStdString(multi));
    MainWindow window(&store);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(store.identity().has_value(), kWait);
    const QString before = store.identity()->server;
    QCOMPARE(before.toStdString(), field(m_primary, "host") + "/standby_store");
    QSignalSpy changed(&store, &StoreClient::serverChanged);

    // The primary goes away: offline, and no server takes writes (the standby refuses: read-only).
    QVERIFY(cluster({QStringLiteral("halt"), m_dir->filePath(QStringLiteral("primary"))}));
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(store.isOffline(), kWait);
    QTest::qWait(1500); // at least one reconnect attempt against the standby alone
    QVERIFY(store.isOffline());
    QVERIFY(changed.isEmpty());

    // The standby is promoted: the console reconnects to it by itself and says so.
    Connection standby = Connection::open(m_standby);
    QVERIFY(standby.exec("SELECT pg_promote(true, 60)").boolean(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(!store.isOffline(), kWait);
    QCOMPARE(store.identity()->server.toStdString(), field(m_standby, "host") + "/standby_store");
    QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, kWait);
    QCOMPARE(changed.first().at(0).toString(), before);
    QVERIFY2(window.statusBar()->currentMessage().contains(QString::fromStdString(field(m_standby, "host"))),
             qPrintable(window.statusBar()->currentMessage()));
    // A vote then lands on the new primary.
    const auto voted = voteThrough(store, kPending);
    QVERIFY(voted.has_value());
    QVERIFY2(voted->landed(), voted->message.c_str());
    QString error;
    const auto after = approvalsThrough(store, &error);
    QVERIFY2(after.has_value(), qPrintable(error));
    QVERIFY(hasVoteBy(*after, kPending, kVoter));
}

void TestStoreStandby::voteInFlightAcrossFailover_data()
{
    QTest::addColumn<QString>("holdAt");
    QTest::addColumn<int>("fate");
    // The request's row lock: the vote waits before anything of it is sent.
    QTest::newRow("before the insert") << QStringLiteral("row") << static_cast<int>(WriteFate::LostNotLanded);
    // The same (request, approver) row inserted and not committed: the vote's
    // INSERT is sent and waits on it, so whether it landed cannot be known
    // while no server takes writes.
    QTest::newRow("at the insert") << QStringLiteral("insert") << static_cast<int>(WriteFate::LostUnknown);
}

void TestStoreStandby::voteInFlightAcrossFailover()
{
    const std::string multi = "host=" + field(m_primary, "host") + "," + field(m_standby, "host") + " port=" +
                              field(m_primary, "port") + "," + field(m_standby, "port") + " user=" + kVoter +
                              " dbname=standby_store target_session_attrs=read-write";
    StoreClient store(QString::fromStdString(multi));
    QTRY_VERIFY_WITH_TIMEOUT(store.identity().has_value(), kWait);

    // Another session holds the request's row: the vote waits inside its transaction.
    const std::string storeAdmin = std::regex_replace(m_primary, std::regex("dbname=\\S+"), "dbname=standby_store");
    auto holder = std::make_unique<Connection>(Connection::open(storeAdmin));
    QFETCH(QString, holdAt);
    QFETCH(int, fate);
    holder->command("BEGIN");
    if (holdAt == QLatin1String("row"))
        holder->exec("SELECT 1 FROM seal_approvals WHERE id = $1 FOR UPDATE", {param(kPending)});
    else
        holder->exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig) "
                     "VALUES ($1, $2, 'approve', 0, 'held')",
                     {param(kPending), param(kVoter)});
    auto outcome = std::make_shared<std::optional<VoteOutcome>>();
    store.write<VoteOutcome>(
        this,
        [](Connection& conn) {
            VoteRequest request;
            request.approvalId = kPending;
            request.decision = "approve";
            request.govKey = "standby-test-key";
            return vote(conn, request);
        },
        [outcome](VoteOutcome o) { *outcome = std::move(o); });
    Connection watcher = Connection::open(storeAdmin);
    QTRY_VERIFY_WITH_TIMEOUT(watcher
                                     .exec("SELECT count(*) FROM pg_stat_activity WHERE usename = $1 "
                                           "AND wait_event_type = 'Lock'",
                                           {param(kVoter)})
                                     .integer(0, 0) == 1,
                             kWait);
    QVERIFY(!outcome->has_value());

    // The primary goes away mid-write (the lock still held), with no server taking writes yet.
    QVERIFY(cluster({QStringLiteral("halt"), m_dir->filePath(QStringLiteral("primary"))}));
    holder.reset();
    QTRY_VERIFY_WITH_TIMEOUT(outcome->has_value(), kWait);
    QVERIFY2((*outcome)->fate == static_cast<WriteFate>(fate),
             ((*outcome)->message + " (" + fateName((*outcome)->fate) + ")").c_str());
    QVERIFY(!(*outcome)->landed());
    const std::string said = (*outcome)->message;
    QVERIFY2(said.find(fate == static_cast<int>(WriteFate::LostUnknown) ? "not known" : "did not land") !=
                 std::string::npos,
             said.c_str());

    // Promoted: the new primary says the vote did not land (it was never retried)…
    Connection standby = Connection::open(m_standby);
    QVERIFY(standby.exec("SELECT pg_promote(true, 60)").boolean(0, 0));
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!store.isOffline() && store.identity().has_value(), kWait);
    QString error;
    const auto after = approvalsThrough(store, &error);
    QVERIFY2(after.has_value(), qPrintable(error));
    QVERIFY(!hasVoteBy(*after, kPending, kVoter));
    // …and made again, it lands once.
    const auto again = voteThrough(store, kPending);
    QVERIFY(again.has_value());
    QVERIFY2(again->landed(), again->message.c_str());
    const auto finally = approvalsThrough(store, &error);
    QVERIFY2(finally.has_value(), qPrintable(error));
    int votes = 0;
    for (const auto& a : *finally)
        if (a.id == kPending)
            for (const auto& v : a.votes) votes += v.approver == kVoter ? 1 : 0;
    QCOMPARE(votes, 1);
}

QTEST_MAIN(TestStoreStandby)
#include "test_store_standby.moc"
