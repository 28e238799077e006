// The console never waits on the database: with an ACCESS EXCLUSIVE lock held
// by another session, a page whose reads wait for it keeps the GUI thread
// responsive (a heartbeat measures the gaps), closing cancels the waiting
// query on the server (PQcancel) and returns promptly, and a read that hits
// the store timeout says in one line what it waited for.
#include "core/store/store.hpp"
#include "models/services/background_job.hpp"
#include "models/store_client.hpp"
#include "tests/support/test_store.hpp"
#include "views/pages/certificates_page.hpp"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

// Backends of `db` waiting for a lock (the console's reads behind the lock).
long long lockWaiters(const TestDatabase& db)
{
    Connection admin = Connection::open(adminDsn());
    return admin
        .exec("SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
              {param(db.name())})
        .integer(0, 0);
}

// The longest time the GUI thread went without running its timers.
class Heartbeat
{
public:
    Heartbeat()
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            if (m_clock.isValid()) m_worst = std::max(m_worst, m_clock.restart());
            else m_clock.start();
        });
        m_timer.start();
    }
    qint64 worstGapMs() const { return m_worst; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_worst = 0;
};

} // namespace

class TestGuiStoreTimeouts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { setStoreTimeout(kDefaultStoreTimeout); }

    // A report or export on its own connection is cancelled on the server when
    // the console closes (or reconnects: the same StoreClient goes away).
    void storeJobsAreCancelledOnClose()
    {
        auto db = TestDatabase::storeA();
        setStoreTimeout(std::chrono::milliseconds(0)); // nothing but the cancel ends this query
        QObject context;
        bool ended = false;
        QString error;
        auto store = std::make_unique<StoreClient>(QString::fromStdString(db.dsn()));
        runStoreJob<int>(
            &context, store->dsn(),
            [](Connection& conn) {
                ReadTransaction tx(conn);
                conn.exec("SELECT pg_sleep(60)");
                return 1;
            },
            [&ended](int) { ended = true; },
            [&ended, &error](const QString& e) {
                ended = true;
                error = e;
            });
        const auto sleeping = [&db] {
            Connection admin = Connection::open(adminDsn());
            return admin
                .exec("SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND query = 'SELECT pg_sleep(60)'",
                      {param(db.name())})
                .integer(0, 0);
        };
        QTRY_COMPARE_WITH_TIMEOUT(sleeping(), 1LL, 10000);
        QTest::qWait(1000);
        QVERIFY(!ended); // negative control: it runs until something cancels it
        QElapsedTimer closing;
        closing.start();
        store.reset();
        QTRY_VERIFY_WITH_TIMEOUT(ended, 10000);
        QVERIFY2(closing.elapsed() < 10000, "the job outlived the console by seconds");
        QVERIFY2(error.contains(QLatin1String("cancel")), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(sleeping(), 0LL, 5000);
    }

    void responsiveUnderALockAndClosesPromptly()
    {
        auto db = TestDatabase::storeA();
        Connection holder = db.connect();
        holder.command("BEGIN");
        holder.command("LOCK TABLE seal_certs IN ACCESS EXCLUSIVE MODE");
        setStoreTimeout(std::chrono::seconds(120)); // the reads would wait two minutes

        Heartbeat heartbeat;
        auto store = std::make_unique<StoreClient>(QString::fromStdString(db.dsn()));
        auto page = std::make_unique<CertificatesPage>(store.get());
        page->resize(1000, 600);
        page->show();
        store->checkForChanges(); // the change stamp reads seal_certs too
        QTRY_VERIFY_WITH_TIMEOUT(lockWaiters(db) >= 1, 10000); // a read waits behind the lock
        QTest::qWait(1000);
        QVERIFY2(heartbeat.worstGapMs() < 500, qPrintable(QString::number(heartbeat.worstGapMs())));

        QElapsedTimer closing;
        closing.start();
        page.reset();
        store.reset();
        const qint64 closeMs = closing.elapsed();
        qInfo("closing with a read waiting on the lock took %lld ms; worst GUI gap %lld ms",
              static_cast<long long>(closeMs), static_cast<long long>(heartbeat.worstGapMs()));
        QVERIFY2(closeMs < 5000, qPrintable(QString::number(closeMs)));
        // The server stopped waiting too: the query was cancelled, not abandoned.
        QTRY_COMPARE_WITH_TIMEOUT(lockWaiters(db), 0LL, 3000);
        holder.command("ROLLBACK");
    }

    void aTimedOutReadSaysWhatItWaitedFor()
    {
        auto db = TestDatabase::storeA();
        Connection holder = db.connect();
        holder.command("BEGIN");
        holder.command("LOCK TABLE seal_approvals IN ACCESS EXCLUSIVE MODE");
        setStoreTimeout(std::chrono::seconds(1));
        StoreClient store(QString::fromStdString(db.dsn()));
        QSignalSpy failed(&store, &StoreClient::requestFailed);
        bool answered = false;
        const quint64 id = store.read<long long>(
            &store, [](Connection& c) { return c.exec("SELECT count(*) FROM seal_approvals").integer(0, 0); },
            [&answered](long long) { answered = true; });
        // The change stamp's baseline (the first read after connecting) waits
        // on the same lock and fails too: the read asked here is the one looked at.
        const auto failureOf = [&failed](quint64 request) -> QString {
            for (const auto& f : failed)
                if (f.at(0).value<quint64>() == request) return f.at(1).toString();
            return {};
        };
        QTRY_VERIFY_WITH_TIMEOUT(!failureOf(id).isEmpty(), 10000);
        const QString message = failureOf(id);
        QVERIFY2(message.startsWith(QLatin1String("timed out after 1 s waiting for the store ")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("a lock on seal_approvals held by another session")),
                 qPrintable(message));
        QVERIFY(!message.contains(QLatin1Char('\n')));
        QVERIFY(!answered);
        QVERIFY(store.isConnected()); // a timeout is not a lost connection
        holder.command("ROLLBACK");
    }
};

QTEST_MAIN(TestGuiStoreTimeouts)
#include "test_gui_store_timeouts.moc"
