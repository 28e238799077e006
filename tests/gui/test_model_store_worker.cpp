// The store worker: answers come back on the GUI thread from another thread,
// identity is reported, and a lost connection is reported and reopened.
#include "core/store/store.hpp"
#include "gui_test_support.hpp"
#include "models/keyset_reads.hpp"
#include "models/store_client.hpp"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace seal;
using namespace seal::test;

namespace {
constexpr int kWait = 20000;
}

class TestModelStoreWorker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reportsIdentity();
    void answersArriveOnTheGuiThreadFromAnother();
    void lostConnectionIsReportedAndReopened();
    void unreachableStoreIsOneLine();
    void foregroundPageReadsFirst();
    void readsWaitForTheFirstConnect();
};

void TestModelStoreWorker::reportsIdentity()
{
    const auto db = TestDatabase::storeA();
    ensureRole("gui_test_clerk");
    db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO gui_test_clerk");
    StoreClient store(QString::fromStdString(db.dsn("gui_test_clerk")));
    QSignalSpy connected(&store, &StoreClient::connected);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kWait);
    const auto identity = connected.first().first().value<StoreIdentity>();
    QCOMPARE(identity.role, QStringLiteral("gui_test_clerk"));
    QVERIFY(!identity.superuser);
    QVERIFY(identity.server.endsWith(QString::fromStdString("/" + db.name())));
    QVERIFY(store.isConnected());
    QVERIFY(store.identity().has_value());
}

void TestModelStoreWorker::answersArriveOnTheGuiThreadFromAnother()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    QThread* answeredOn = nullptr;
    QSignalSpy refreshed(&store, &StoreClient::refreshed);
    const quint64 id = store.read<QStringList>(this, readEventKindNames,
                                               [&answeredOn](QStringList) { answeredOn = QThread::currentThread(); });
    QVERIFY(id > 0);
    QTRY_VERIFY_WITH_TIMEOUT(answeredOn != nullptr, kWait);
    QCOMPARE(answeredOn, thread());
    QVERIFY(refreshed.count() >= 1);
    QVERIFY(store.lastRefreshed() > 0);
}

void TestModelStoreWorker::lostConnectionIsReportedAndReopened()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    QSignalSpy connected(&store, &StoreClient::connected);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kWait);
    auto admin = Connection::open(adminDsn());
    admin.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> "
               "pg_backend_pid()",
               {param(db.name())});

    QSignalSpy lost(&store, &StoreClient::connectionLost);
    QSignalSpy failed(&store, &StoreClient::requestFailed);
    QList<quint64> kinds; // the reads whose kinds came back
    quint64 first = 0;
    first = store.read<QStringList>(this, readEventKindNames, [&kinds, &first](QStringList) { kinds << first; });
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWait);
    QCOMPARE(failed.first().at(0).toULongLong(), first);
    const QString message = failed.first().at(1).toString();
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
    QCOMPARE(lost.count(), 1);
    QVERIFY(!store.isConnected());

    quint64 second = 0;
    second = store.read<QStringList>(this, readEventKindNames,
                                     [&kinds, &second](QStringList) { kinds << second; }); // reconnects
    QTRY_COMPARE_WITH_TIMEOUT(kinds.count(), 1, kWait);
    QCOMPARE(kinds.first(), second);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 2, kWait);
    QVERIFY(store.isConnected());
}

void TestModelStoreWorker::unreachableStoreIsOneLine()
{
    StoreClient store(QStringLiteral("host=/nonexistent-socket-dir dbname=nothing connect_timeout=2"));
    QSignalSpy lost(&store, &StoreClient::connectionLost);
    QTRY_COMPARE_WITH_TIMEOUT(lost.count(), 1, kWait);
    const QString message = lost.first().first().toString();
    QVERIFY2(message.startsWith(QLatin1String("cannot connect to store")) &&
                 !message.contains(QLatin1Char('\n')),
             qPrintable(message));
}

// The page on screen does not wait behind the others: its reads overtake
// those queued before them (but not the ones already handed to the reader),
// and without a foreground the order is first come, first served.
void TestModelStoreWorker::foregroundPageReadsFirst()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    QSignalSpy connected(&store, &StoreClient::connected);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kWait);
    QObject shownPage;
    QObject hiddenPage;
    auto* modelOnShownPage = new QObject(&shownPage);
    QStringList order;
    const auto ask = [&store, &order](QObject* who, const QString& name, bool slow) {
        store.read<int>(
            who,
            [slow](Connection& conn) {
                conn.exec(slow ? "SELECT pg_sleep(0.3)" : "SELECT 1");
                return 0;
            },
            [&order, name](int) { order << name; });
    };
    const auto round = [&] {
        order.clear();
        ask(&hiddenPage, QStringLiteral("hidden1"), true); // running while the rest queue up
        ask(&hiddenPage, QStringLiteral("hidden2"), false);
        ask(&hiddenPage, QStringLiteral("hidden3"), false);
        ask(modelOnShownPage, QStringLiteral("shown"), false);
    };

    store.setForeground(&shownPage);
    round();
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 4, kWait);
    // The shown page's read overtakes what is still queued (hidden3, and
    // hidden2 too when the change stamp's baseline read, the first after
    // connecting, still held the reader's second slot); never what was
    // already handed to the reader (hidden1).
    QCOMPARE(order.first(), QStringLiteral("hidden1"));
    QVERIFY2(order.indexOf(QStringLiteral("shown")) < order.indexOf(QStringLiteral("hidden3")),
             qPrintable(order.join(QLatin1Char(' '))));
    // Negative control: nothing in the foreground, nothing overtakes.
    store.setForeground(nullptr);
    round();
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 4, kWait);
    QCOMPARE(order, (QStringList{QStringLiteral("hidden1"), QStringLiteral("hidden2"), QStringLiteral("hidden3"),
                                   QStringLiteral("shown")}));
}

// At start every page asks before the window says which one is on screen:
// nothing leaves the queue until the first connect has answered, so the page
// named in between still reads first. A connect that fails lets them go too
// (they fail at once rather than wait).
void TestModelStoreWorker::readsWaitForTheFirstConnect()
{
    const auto db = TestDatabase::storeA();
    QObject shownPage;
    QObject builtFirst;
    QStringList order;
    StoreClient store(qdsn(db));
    for (QObject* who : {&builtFirst, &builtFirst, &shownPage})
        store.read<int>(
            who,
            [](Connection& conn) {
                conn.exec("SELECT 1");
                return 0;
            },
            [&order, who, &shownPage](int) {
                order << (who == &shownPage ? QStringLiteral("shown") : QStringLiteral("first"));
            });
    store.setForeground(&shownPage); // as MainWindow::showPage does, before the event loop runs
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 3, kWait);
    QCOMPARE(order, (QStringList{QStringLiteral("shown"), QStringLiteral("first"), QStringLiteral("first")}));

    // A store that cannot be reached: the held read is failed, not kept.
    StoreClient nowhere(
        QStringLiteral("host=/nonexistent-sealdesk-socket-dir dbname=none connect_timeout=2"));
    QSignalSpy failed(&nowhere, &StoreClient::requestFailed);
    const quint64 id = nowhere.read<int>(
        this, [](Connection&) { return 0; }, [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(
        std::any_of(failed.cbegin(), failed.cend(),
                    [id](const QList<QVariant>& args) { return args.at(0).toULongLong() == id; }),
        kWait);
}

QTEST_GUILESS_MAIN(TestModelStoreWorker)
#include "test_model_store_worker.moc"
