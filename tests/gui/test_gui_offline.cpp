// The console when its store goes away and comes back. A private PostgreSQL
// (scripts/pg-cluster.sh, not the shared test cluster) holds a copy of
// store-a; the window is open on Approvals as a role that may vote. The server
// is stopped: a banner says the store is unreachable, what is shown is marked
// stale with the time it was read, every write is disabled and a write asked
// for anyway is not sent. The server is started again: the banner goes, the
// pages read afresh (a request added meanwhile appears) and writes return.
#include "models/approval_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/support/test_paths.hpp"
#include "views/main_window.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/widgets/offline_banner.hpp"

#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <optional>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 30000;
const QString kPending = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6"); // pending in store-a

QString clusterScript()
{
    return seal::test::qSourcePath("scripts/pg-cluster.sh");
}

// Runs pg-cluster.sh; its stdout (the admin DSN for start), or nullopt on failure.
std::optional<QString> cluster(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("bash"), QStringList{clusterScript()} + args);
    if (!p.waitForFinished(120'000) || p.exitCode() != 0) {
        qWarning("pg-cluster.sh %s failed: %s", qPrintable(args.join(QLatin1Char(' '))),
                 p.readAllStandardError().constData());
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

bool psql(const QString& dsn, const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("psql"), QStringList{dsn, QStringLiteral("-qtA"), QStringLiteral("-v"),
                                                QStringLiteral("ON_ERROR_STOP=1")} +
                                        args);
    const bool ok = p.waitForFinished(120'000) && p.exitCode() == 0;
    if (!ok) qWarning("psql failed: %s", p.readAllStandardError().constData());
    return ok;
}

} // namespace

class TestGuiOffline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void storeGoesAwayAndComesBack();

private:
    QTemporaryDir m_dir;
    QString m_state;
    QString m_storeDsn;
    QString m_adminDsn;
};

void TestGuiOffline::initTestCase()
{
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
    QVERIFY(m_dir.isValid());
    m_state = m_dir.filePath(QStringLiteral("cluster"));
    const QString admin = cluster({QStringLiteral("start"), m_state}).value_or(QString());
    QVERIFY(!admin.isEmpty());
    QVERIFY(psql(admin, {QStringLiteral("-c"), QStringLiteral("CREATE DATABASE offline_store")}));
    m_adminDsn = QString(admin).replace(QStringLiteral("dbname=postgres"), QStringLiteral("dbname=offline_store"));
    QVERIFY(psql(m_adminDsn, {QStringLiteral("-f"), QString::fromStdString(fixturePath("store-a.sql"))}));
    // A person who may vote: not a superuser, with a deployment's table rights.
    QVERIFY(psql(m_adminDsn,
                 {QStringLiteral("-c"),
                  QStringLiteral("CREATE ROLE offline_checker LOGIN; "
                                 "GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO offline_checker; "
                                 "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO offline_checker")}));
    m_storeDsn = QString(m_adminDsn).replace(QStringLiteral("user=postgres"), QStringLiteral("user=offline_checker"));
}

void TestGuiOffline::cleanupTestCase()
{
    if (!m_state.isEmpty()) cluster({QStringLiteral("stop"), m_state});
}

void TestGuiOffline::storeGoesAwayAndComesBack()
{
    StoreClient store(m_storeDsn);
    MainWindow window(&store);
    auto* page = new ApprovalsPage(&store);
    window.addPage(QStringLiteral("approvals"), QStringLiteral("Approvals"), {}, page);
    window.resize(1280, 800);
    window.show();
    auto* banner = window.findChild<OfflineBanner*>(QStringLiteral("offlineBanner"));
    auto* refreshed = window.findChild<QLabel*>(QStringLiteral("refreshedLabel"));
    QVERIFY(banner && refreshed);
    QTRY_VERIFY_WITH_TIMEOUT(page->hasData() && store.identity().has_value(), kWait);
    page->showKey(kPending);
    auto* approve = page->findChild<QPushButton*>(QStringLiteral("approveButton"));
    QVERIFY(approve);
    QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), kWait);
    QVERIFY(!banner->isVisible());
    QVERIFY(!store.isOffline());
    const double readAt = store.lastRefreshed();
    QVERIFY(readAt > 0);

    // The server goes away.
    QVERIFY(cluster({QStringLiteral("halt"), m_state}));
    QSignalSpy online(&store, &StoreClient::onlineChanged);
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(store.isOffline(), kWait);
    QCOMPARE(online.count(), 1);
    QCOMPARE(online.first().at(0).toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), kWait);
    const QString text = banner->text();
    QVERIFY2(text.contains(QLatin1String("unreachable")), qPrintable(text));
    QVERIFY2(text.contains(DisplayTime::instance().format(store.lastRefreshed())), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Writes are off")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Reconnecting")), qPrintable(text));
    QVERIFY2(refreshed->text().startsWith(QLatin1String("Stale")), qPrintable(refreshed->text()));
    // With SEAL_GUI_SHOTS=DIR the offline window is saved there to look at.
    if (const QString dir = qEnvironmentVariable("SEAL_GUI_SHOTS"); !dir.isEmpty())
        QVERIFY(window.grab().save(dir + QStringLiteral("/offline.png")));
    // Every write is disabled, and says why.
    QTRY_VERIFY_WITH_TIMEOUT(!approve->isEnabled(), kWait);
    QVERIFY2(approve->toolTip().contains(QLatin1String("unreachable")), qPrintable(approve->toolTip()));
    QVERIFY(!whyNotOperate(store.writeGate()).isEmpty());
    // A write asked for anyway is refused here, never sent.
    auto ran = std::make_shared<std::atomic<bool>>(false);
    QSignalSpy failed(&store, &StoreClient::requestFailed);
    const quint64 id = store.write<int>(
        &window,
        [ran](Connection&) {
            ran->store(true);
            return 0;
        },
        [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), kWait);
    QCOMPARE(failed.last().at(0).toULongLong(), id);
    QVERIFY2(failed.last().at(1).toString().contains(QLatin1String("Not sent")),
             qPrintable(failed.last().at(1).toString()));
    QTest::qWait(200);
    QVERIFY(!ran->load());

    // It comes back, with a request added while the console could not look.
    QVERIFY(cluster({QStringLiteral("resume"), m_state}));
    QVERIFY(psql(m_adminDsn, {QStringLiteral("-c"),
                              QStringLiteral("INSERT INTO seal_approvals SELECT 'offline1', intent, path, 777.5, "
                                             "maker, tier, 'pending', required, created_at + 1, expires_at, "
                                             "NULL, NULL FROM seal_approvals WHERE id = '") +
                                  kPending + QStringLiteral("'")}));
    QTRY_VERIFY_WITH_TIMEOUT(!store.isOffline(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(!banner->isVisible(), kWait);
    QCOMPARE(online.last().at(0).toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->rowOf(QStringLiteral("offline1")) >= 0, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(refreshed->text().startsWith(QLatin1String("Refreshed")), kWait);
    page->showKey(kPending);
    QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), kWait);
    // A write goes through a fresh connection, not the one the server dropped.
    auto landed = std::make_shared<std::atomic<bool>>(false);
    store.write<int>(
        &window,
        [landed](Connection& conn) {
            conn.exec("SELECT 1");
            landed->store(true);
            return 0;
        },
        [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(landed->load(), kWait);
}

QTEST_MAIN(TestGuiOffline)
#include "test_gui_offline.moc"
