// The store worker: answers come back on the GUI thread from another thread,
// identity is reported, and a lost connection is reported and reopened. A
// read whose context is gone is never sent; a walk reports progress and stops
// when cancelled.
#include "core/store/store.hpp"
#include "models/keyset_reads.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <tuple>
#include <utility>

using namespace seal;
using namespace seal::test;

namespace {
constexpr int kWait = 20000;
constexpr qint64 kSteps = 400; // a walk's steps, 20 ms each: long enough to cancel mid-way
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
    void readWhoseContextIsGoneIsNeverSent();
    void walkReportsProgressAndStopsWhenCancelled();
    void cancelRunningStopsAWalkInOneStatement();
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

// A read asked by a model or page that is gone before the read leaves the
// queue is dropped there: its query never runs on the reader (nor fails).
// Negative control: the same read with its context alive runs.
void TestModelStoreWorker::readWhoseContextIsGoneIsNeverSent()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    QSignalSpy connected(&store, &StoreClient::connected);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kWait);
    QSignalSpy failed(&store, &StoreClient::requestFailed);
    const auto round = [&](bool keepContext) {
        auto ran = std::make_shared<std::atomic<bool>>(false);
        bool answered = false;
        bool drained = false;
        const auto slow = [](Connection& conn) {
            conn.exec("SELECT pg_sleep(0.3)");
            return 0;
        };
        // Two slow reads fill the reader's two slots; the next waits in the queue.
        store.read<int>(this, slow, [](int) {});
        store.read<int>(this, slow, [](int) {});
        auto* context = new QObject;
        const quint64 id = store.read<int>(
            context,
            [ran](Connection& conn) {
                *ran = true;
                conn.exec("SELECT 1");
                return 1;
            },
            [&answered](int) { answered = true; });
        if (!keepContext) delete context;
        store.read<int>(this, [](Connection&) { return 0; }, [&drained](int) { drained = true; });
        const bool done = QTest::qWaitFor([&drained] { return drained; }, kWait);
        QTest::qWait(50); // an answer queued just behind the last one would be here by now
        const bool failedToo = std::any_of(failed.cbegin(), failed.cend(), [id](const QList<QVariant>& args) {
            return args.at(0).toULongLong() == id;
        });
        if (keepContext) delete context;
        return std::tuple{done, ran->load(), answered, failedToo};
    };
    // Drained; the query never ran, nothing answered, nothing failed.
    QCOMPARE(round(false), std::tuple(true, false, false, false));
    QCOMPARE(round(true), std::tuple(true, true, true, false)); // the negative control
}

// A walk runs on the walk connection (its own thread), not on the reader's:
// reads answer while it runs. Its progress reaches the GUI thread in order,
// and cancelWalk stops it at the work's next check, its result handed back
// as any other. Negative control: uncancelled, the same walk runs to its end.
void TestModelStoreWorker::walkReportsProgressAndStopsWhenCancelled()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    QSignalSpy connected(&store, &StoreClient::connected);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kWait);
    const auto steps = [](Connection& conn, WalkProgress& progress) {
        QString thread = QThread::currentThread()->objectName();
        qint64 done = 0;
        while (done < kSteps && !progress.cancelled()) {
            conn.exec("SELECT pg_sleep(0.02)");
            progress.report(++done, kSteps);
        }
        return std::pair{done, thread};
    };
    struct Run
    {
        QList<qint64> reported;
        QThread* reportedOn = nullptr;
        std::optional<std::pair<qint64, QString>> result;
    };
    const auto start = [&](Run& run) {
        return store.walk<std::pair<qint64, QString>>(
            this, steps,
            [&run](qint64 done, qint64 total) {
                QCOMPARE(total, kSteps);
                run.reported << done;
                run.reportedOn = QThread::currentThread();
            },
            [&run](std::pair<qint64, QString> result) { run.result = result; });
    };

    Run cancelled;
    const quint64 id = start(cancelled);
    QTRY_VERIFY_WITH_TIMEOUT(cancelled.reported.size() >= 3, kWait);
    bool readAnswered = false; // the reader is free while the walk runs
    store.read<int>(this, [](Connection&) { return 0; }, [&readAnswered](int) { readAnswered = true; });
    QTRY_VERIFY_WITH_TIMEOUT(readAnswered, kWait);
    QVERIFY(!cancelled.result);
    store.cancelWalk(id);
    QTRY_VERIFY_WITH_TIMEOUT(cancelled.result.has_value(), kWait);
    QVERIFY2(cancelled.result->first < kSteps, qPrintable(QString::number(cancelled.result->first)));
    QCOMPARE(cancelled.result->second, QStringLiteral("sealdesk-chain-walker"));
    QCOMPARE(cancelled.reportedOn, thread());
    QCOMPARE(cancelled.reported.last(), cancelled.result->first); // every report came, before the result
    for (qsizetype i = 0; i < cancelled.reported.size(); ++i)
        QCOMPARE(cancelled.reported.at(i), static_cast<qint64>(i + 1));

    // The negative control: not cancelled, it runs every step (a shorter walk's worth).
    Run whole;
    store.walk<std::pair<qint64, QString>>(
        this,
        [](Connection& conn, WalkProgress& progress) {
            qint64 done = 0;
            while (done < 5 && !progress.cancelled()) {
                conn.exec("SELECT 1");
                progress.report(++done, 5);
            }
            return std::pair{done, QString()};
        },
        [&whole](qint64 done, qint64) { whole.reported << done; },
        [&whole](std::pair<qint64, QString> result) { whole.result = result; });
    QTRY_VERIFY_WITH_TIMEOUT(whole.result.has_value(), kWait);
    QCOMPARE(whole.result->first, qint64(5));
    QCOMPARE(whole.reported, (QList<qint64>{1, 2, 3, 4, 5}));
    store.cancelWalk(id); // a walk that has ended: nothing to cancel, nothing happens
}

// A walk stuck in one long statement never reads its flag: cancelRunning
// (as closing and reconnecting do) cancels it on the server, and the walk
// fails like any request.
void TestModelStoreWorker::cancelRunningStopsAWalkInOneStatement()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    QSignalSpy connected(&store, &StoreClient::connected);
    QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kWait);
    QSignalSpy failed(&store, &StoreClient::requestFailed);
    auto started = std::make_shared<std::atomic<bool>>(false);
    bool answered = false;
    const quint64 id = store.walk<int>(
        this,
        [started](Connection& conn, WalkProgress&) {
            *started = true;
            conn.exec("SELECT pg_sleep(600)");
            return 0;
        },
        {}, [&answered](int) { answered = true; });
    QTRY_VERIFY_WITH_TIMEOUT(started->load(), kWait);
    QTest::qWait(200); // into the sleep
    store.cancelRunning();
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(failed.cbegin(), failed.cend(),
                                         [id](const QList<QVariant>& args) {
                                             return args.at(0).toULongLong() == id;
                                         }),
                             kWait);
    QVERIFY(!answered);
}

QTEST_GUILESS_MAIN(TestModelStoreWorker)
#include "test_model_store_worker.moc"
