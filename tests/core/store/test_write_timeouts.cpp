// Every write is bounded (issue 26, item 2): --timeout and SEAL_TIMEOUT bound
// each lock wait and statement of a write as they bound reads. A write that
// gives up exits 2 naming the session that held it (its pid, as the server
// tells) and has written nothing; with no timeout the same write really
// waits, and once the lock is gone it lands.
#include "core/chain/chain_writer.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

using namespace seal;
using namespace seal::test;

namespace {

const std::string kOperator = "timeout_ops";

struct Run
{
    bool finished = false;
    int exitCode = -1;
    QString err;
};

Run sealctl(const QStringList& args, const QString& timeoutEnv = {}, int boundMs = 20000)
{
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SEAL_DSN"));
    env.remove(QStringLiteral("SEAL_TIMEOUT"));
    if (!timeoutEnv.isEmpty()) env.insert(QStringLiteral("SEAL_TIMEOUT"), timeoutEnv);
    proc.setProcessEnvironment(env);
    proc.start(seal::test::qSealctl(), args);
    proc.closeWriteChannel();
    Run r;
    r.finished = proc.waitForFinished(boundMs);
    if (!r.finished) {
        proc.kill();
        proc.waitForFinished();
    }
    r.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    r.err = QString::fromUtf8(proc.readAllStandardError());
    return r;
}

QStringList revokeRefund(const TestDatabase& db, const QString& timeout)
{
    QStringList args;
    if (!timeout.isEmpty()) args << QStringLiteral("--timeout") << timeout;
    return args << QStringLiteral("--dsn") << QString::fromStdString(db.dsn(kOperator)) << QStringLiteral("revoke")
                << QStringLiteral("refund") << QStringLiteral("--reason") << QStringLiteral("drill");
}

} // namespace

class TestWriteTimeouts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writeUnderALockGivesUp_data();
    void writeUnderALockGivesUp();
    void chainLockBoundsAnAppend();
};

void TestWriteTimeouts::writeUnderALockGivesUp_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("env");
    QTest::newRow("--timeout 2") << QStringLiteral("2") << QString();
    QTest::newRow("SEAL_TIMEOUT=2") << QString() << QStringLiteral("2");
}

void TestWriteTimeouts::writeUnderALockGivesUp()
{
    QFETCH(QString, flag);
    QFETCH(QString, env);
    GroupScope operators("seal_operator", {kOperator});
    const auto db = TestDatabase::writableStoreA();
    const auto before = storeSnapshot(db);
    Connection holder = db.connect();
    holder.command("BEGIN");
    holder.command("LOCK TABLE seal_clearance IN ACCESS EXCLUSIVE MODE");

    QElapsedTimer clock;
    clock.start();
    const Run r = sealctl(revokeRefund(db, flag), env);
    QVERIFY2(r.finished, "the write still waited after 20 s");
    QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("timed out after 2 s")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("held by another session: pid %1 (role ").arg(holder.backendPid())),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("nothing was written")), qPrintable(r.err));

    // Negative control: without a timeout the write really waits for the lock.
    const Run forever = sealctl(revokeRefund(db, QStringLiteral("0")), {}, 3000);
    QVERIFY2(!forever.finished, qPrintable(forever.err));
    holder.command("ROLLBACK");
    QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{}); // nothing was written

    // Once the lock is gone the same write lands.
    const Run after = sealctl(revokeRefund(db, flag), env);
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_clearance WHERE path = 'refund' AND status = 'REVOKED'"), 1LL);
}

void TestWriteTimeouts::chainLockBoundsAnAppend()
{
    const auto db = TestDatabase::storeA();
    const long long certs = db.scalar("SELECT count(*) FROM seal_certs");
    Connection holder = db.connect();
    holder.command("BEGIN");
    holder.command("SELECT pg_advisory_xact_lock(" + std::to_string(kChainLock) + ")");
    Connection writer = db.connect();
    setStoreTimeout(std::chrono::milliseconds(500));
    bool timedOut = false;
    try {
        WriteTransaction tx(writer);
        appendCert(writer, nlohmann::json{{"intent", "t"}, {"at", 1.5}}, "t");
        tx.commit();
    } catch (const StoreError& e) {
        timedOut = e.kind() == StoreError::Kind::Timeout;
        const std::string what = e.what();
        QVERIFY2(what.find("pid " + std::to_string(holder.backendPid())) != std::string::npos, e.what());
    }
    setStoreTimeout(kDefaultStoreTimeout);
    QVERIFY(timedOut);
    holder.command("ROLLBACK");
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs"), certs);
}

QTEST_GUILESS_MAIN(TestWriteTimeouts)
#include "test_write_timeouts.moc"
