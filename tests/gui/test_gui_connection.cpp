// Around the pages: connection strings quoted the way libpq reads them,
// profiles saved without their password, the keychain's absence said in
// plain words, the production banner, and the read-only switch.
#include "app/sealdesk/session.hpp"
#include "core/store/store.hpp"
#include "models/services/secret_store.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/write_rules.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/dialogs/connection_dialog.hpp"
#include "views/dialogs/settings_dialog.hpp"
#include "views/main_window.hpp"
#include "views/widgets/console_page.hpp"
#include "views/widgets/environment_banner.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTemporaryDir>
#include <QTest>
#include <libpq-fe.h>
#include <map>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;

template <typename T> T* child(const QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no widget named %s", name);
    return found;
}

// What libpq itself makes of a connection string; {"error": …} when it refuses.
std::map<std::string, std::string> parsed(const QString& conninfo)
{
    char* error = nullptr;
    PQconninfoOption* options = PQconninfoParse(conninfo.toUtf8().constData(), &error);
    if (!options) {
        std::string message = error ? error : "?";
        PQfreemem(error);
        return {{"error", message}};
    }
    std::map<std::string, std::string> out;
    for (PQconninfoOption* o = options; o->keyword; ++o)
        if (o->val) out[o->keyword] = o->val;
    PQconninfoFree(options);
    return out;
}

// Optional pictures for the report: SEAL_SHOT_DIR=/tmp/shots.
void shoot(QWidget& widget, const char* name)
{
    const QString dir = qEnvironmentVariable("SEAL_SHOT_DIR");
    if (!dir.isEmpty()) widget.grab().save(QDir(dir).filePath(QLatin1String(name)), "PNG");
}

// Stands in for the Approvals page: only its approvalsArrived signal matters.
class FakeApprovalsPage : public ConsolePage
{
    Q_OBJECT
public:
    using ConsolePage::ConsolePage;
    void refresh() override {}
    bool hasData() const override { return true; }
    QString problem() const override { return {}; }
Q_SIGNALS:
    void approvalsArrived(const QStringList& ids, const QString& summary);
};

} // namespace

class TestGuiConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void conninfoQuoting();
    void profileSavedWithoutPassword();
    void readFromSavedWithoutItsPassword();
    void productionBanner();
    void readOnlySwitch();
    void settingsDialog();
    void timeoutFromTheEnvironment();
    void approvalNotification();
    void alertNotification();
};

void TestGuiConnection::initTestCase()
{
    // No session bus: no keychain service, whatever the machine running this has.
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sealdesk-test-bus");
}

void TestGuiConnection::conninfoQuoting()
{
    QCOMPARE(conninfoValue(QStringLiteral("plain")), QStringLiteral("'plain'"));
    QCOMPARE(conninfoValue(QStringLiteral("a b")), QStringLiteral("'a b'"));
    QCOMPARE(conninfoValue(QStringLiteral("it's")), QStringLiteral("'it\\'s'"));
    QCOMPARE(conninfoValue(QStringLiteral("C:\\x")), QStringLiteral("'C:\\\\x'"));
    QCOMPARE(conninfoValue(QString()), QStringLiteral("''"));

    ConnectionProfile p;
    p.host = QStringLiteral("/tmp/dir with space");
    p.port = 6543;
    p.dbname = QStringLiteral("d'b \\ x=1 user=postgres");
    p.user = QStringLiteral("o'brien\\");
    p.sslmode = QStringLiteral("verify-full");
    p.sslrootcert = QStringLiteral("/etc/ca's dir/root.crt");
    const QString password = QStringLiteral("p a's\\s' host=evil");
    const auto got = parsed(conninfo(p, password));
    QVERIFY2(!got.count("error"), got.count("error") ? got.at("error").c_str() : "");
    QCOMPARE(QString::fromStdString(got.at("host")), p.host);
    QCOMPARE(got.at("port"), std::string("6543"));
    QCOMPARE(QString::fromStdString(got.at("dbname")), p.dbname);
    QCOMPARE(QString::fromStdString(got.at("user")), p.user);
    QCOMPARE(QString::fromStdString(got.at("password")), password);
    QCOMPARE(got.at("sslmode"), std::string("verify-full"));
    QCOMPARE(QString::fromStdString(got.at("sslrootcert")), p.sslrootcert);

    // Negative control: the same values unquoted are not what libpq reads.
    const auto naive =
        parsed(QStringLiteral("host=%1 dbname=%2 password=%3").arg(p.host, p.dbname, password));
    QVERIFY(naive.count("error") || QString::fromStdString(naive.at("dbname")) != p.dbname);
    // Empty fields are left out (libpq's defaults apply).
    QVERIFY(!conninfo(ConnectionProfile{}).contains(QLatin1String("host=")));
}

void TestGuiConnection::profileSavedWithoutPassword()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("sealdesk.ini"));
    const QString password = QStringLiteral("Hunter2-secret-%1").arg(QCoreApplication::applicationPid());
    {
        Settings settings(ini);
        ConnectionDialog dialog(settings);
        dialog.show();
        child<QLineEdit>(dialog, "profileName")->setText(QStringLiteral("staging eu"));
        child<QLineEdit>(dialog, "hostEdit")->setText(QStringLiteral("db.staging.example"));
        child<QSpinBox>(dialog, "portSpin")->setValue(6432);
        child<QLineEdit>(dialog, "dbnameEdit")->setText(QStringLiteral("seal"));
        child<QLineEdit>(dialog, "userEdit")->setText(QStringLiteral("dana"));
        child<QLineEdit>(dialog, "passwordEdit")->setText(password);
        child<QCheckBox>(dialog, "rememberPassword")->setChecked(true);
        child<QComboBox>(dialog, "sslmodeCombo")->setCurrentText(QStringLiteral("verify-full"));
        child<QLineEdit>(dialog, "environmentEdit")->setText(QStringLiteral("staging"));
        child<QCheckBox>(dialog, "readOnlyCheck")->setChecked(true);
        QTest::mouseClick(child<QPushButton>(dialog, "saveButton"), Qt::LeftButton);

        // No keychain service runs here: the dialog says the password was not
        // saved, once the keychain has answered (it never makes the GUI wait).
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(dialog, "keychainMessage")->text().contains(QLatin1String("NOT saved")),
                                 20000);
        const QString said = child<QLabel>(dialog, "keychainMessage")->text();
        QVERIFY2(said.contains(QLatin1String("password was NOT saved")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("no keychain service")), qPrintable(said));
        QCOMPARE(dialog.keychainMessage(), said);
        QVERIFY(!said.contains(password));
        shoot(dialog, "connection_dialog.png");

        // The password still reaches libpq, in the in-memory string only.
        const auto got = parsed(dialog.connectionString());
        QCOMPARE(QString::fromStdString(got.at("password")), password);
        QCOMPARE(got.at("sslmode"), std::string("verify-full"));
    }
    Settings reread(ini);
    const auto p = reread.profile(QStringLiteral("staging eu"));
    QVERIFY(p);
    QCOMPARE(p->host, QStringLiteral("db.staging.example"));
    QCOMPARE(p->port, 6432);
    QCOMPARE(p->user, QStringLiteral("dana"));
    QCOMPARE(p->sslmode, QStringLiteral("verify-full"));
    QCOMPARE(p->environment, QStringLiteral("staging"));
    QVERIFY(p->readOnly);
    QVERIFY(!p->production);
    QCOMPARE(reread.lastProfile(), QStringLiteral("staging eu"));

    QFile file(ini);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("db.staging.example")); // positive control: this is the file
    QVERIFY(!bytes.contains(password.toUtf8()));
    QVERIFY(!bytes.toLower().contains("password"));
    QVERIFY(!bytes.contains("Hunter2"));
}

// A profile's "read from" standby: saved without the password typed into it;
// the read connection inherits the profile's fields and the standby's win.
void TestGuiConnection::readFromSavedWithoutItsPassword()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("sealdesk.ini"));
    const QString secret = QStringLiteral("Standby-secret-%1").arg(QCoreApplication::applicationPid());
    {
        Settings settings(ini);
        ConnectionDialog dialog(settings);
        dialog.show();
        child<QLineEdit>(dialog, "profileName")->setText(QStringLiteral("with standby"));
        child<QLineEdit>(dialog, "hostEdit")->setText(QStringLiteral("db1.example,db2.example"));
        child<QLineEdit>(dialog, "dbnameEdit")->setText(QStringLiteral("seal"));
        child<QLineEdit>(dialog, "userEdit")->setText(QStringLiteral("dana"));
        child<QCheckBox>(dialog, "rememberPassword")->setChecked(true);
        child<QLineEdit>(dialog, "readFromEdit")
            ->setText(QStringLiteral("host=standby.example port=5433 password=") + secret);
        QTest::mouseClick(child<QPushButton>(dialog, "saveButton"), Qt::LeftButton);
        QVERIFY(!child<QLineEdit>(dialog, "readFromEdit")->text().contains(secret));
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(dialog, "keychainMessage")->text().contains(QLatin1String("read-from")),
                                 20000);
        const QString said = child<QLabel>(dialog, "keychainMessage")->text();
        QVERIFY2(said.contains(QLatin1String("read-from password was NOT saved")), qPrintable(said));
        // Connect: the read connection string carries it, in memory only.
        QTest::mouseClick(child<QPushButton>(dialog, "connectButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.readConnectionString().isEmpty(), 20000); // after the keychain's answer
        const auto read = parsed(dialog.readConnectionString());
        QVERIFY2(!read.count("error"), qPrintable(dialog.readConnectionString()));
        QCOMPARE(read.at("host"), std::string("standby.example"));
        QCOMPARE(read.at("port"), std::string("5433"));
        QCOMPARE(read.at("dbname"), std::string("seal"));
        QCOMPARE(read.at("user"), std::string("dana"));
        QCOMPARE(QString::fromStdString(read.at("password")), secret);
        QCOMPARE(read.at("target_session_attrs"), std::string("any"));
        // The store itself: both hosts, and only the one that takes writes.
        const auto main = parsed(dialog.connectionString());
        QCOMPARE(main.at("host"), std::string("db1.example,db2.example"));
        QCOMPARE(main.at("target_session_attrs"), std::string("read-write"));
    }
    Settings reread(ini);
    const auto p = reread.profile(QStringLiteral("with standby"));
    QVERIFY(p);
    QVERIFY2(p->readFrom.contains(QLatin1String("standby.example")), qPrintable(p->readFrom));
    QFile file(ini);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("standby.example")); // positive control: this is the file
    QVERIFY(!bytes.contains(secret.toUtf8()));
    QVERIFY(!bytes.toLower().contains("password"));
    // Without a read-from, no read connection at all.
    QVERIFY(readConninfo(ConnectionProfile{}, QString()).isEmpty());
}

// SEAL_TIMEOUT wins over the stored setting for a scripted run, as with
// sealctl; a malformed one is ignored (the setting stands).
void TestGuiConnection::timeoutFromTheEnvironment()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    settings.setStoreTimeoutSeconds(30);
    const auto restore = qScopeGuard([] {
        qunsetenv("SEAL_TIMEOUT");
        setStoreTimeout(kDefaultStoreTimeout);
    });
    // Set while no worker runs: nothing else reads the environment now.
    qputenv("SEAL_TIMEOUT", "2.5");
    {
        Session session(settings, [](MainWindow&, StoreClient&) {});
        QCOMPARE(storeTimeout(), std::chrono::milliseconds(2500));
        session.applySettings();
        QCOMPARE(storeTimeout(), std::chrono::milliseconds(2500));
        SettingsDialog dialog(settings);
        QCOMPARE(child<QLabel>(dialog, "timeoutOverrideLabel")->text(),
                 QStringLiteral("For this run SEAL_TIMEOUT=2.5 s from the environment is used instead."));
        QCOMPARE(child<QSpinBox>(dialog, "timeoutSpin")->value(), 30); // the stored setting stays what it was
    }
    qputenv("SEAL_TIMEOUT", "soon");
    {
        Session session(settings, [](MainWindow&, StoreClient&) {});
        QCOMPARE(storeTimeout(), std::chrono::milliseconds(30000));
    }
    qunsetenv("SEAL_TIMEOUT"); // negative control: the setting alone
    settings.setStoreTimeoutSeconds(7);
    {
        Session session(settings, [](MainWindow&, StoreClient&) {});
        QCOMPARE(storeTimeout(), std::chrono::milliseconds(7000));
    }
}

void TestGuiConnection::productionBanner()
{
    const auto db = TestDatabase::storeA();
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    Session session(settings, [](MainWindow&, StoreClient&) {});
    ConnectionProfile staging;
    staging.environment = QStringLiteral("staging");
    staging.environmentColour = QStringLiteral("#1565c0");
    session.reconnect(qdsn(db), staging);
    MainWindow* window = session.window();
    window->show();
    auto* banner = child<EnvironmentBanner>(*window, "environmentBanner");
    QVERIFY(!banner->isVisible()); // negative control: not production
    QCOMPARE(child<QLabel>(*window, "environmentChip")->text(), QStringLiteral("staging"));
    QVERIFY(window->windowTitle().contains(QLatin1String("staging")));

    ConnectionProfile production;
    production.environment = QStringLiteral("prod-eu");
    production.environmentColour = QStringLiteral("#c62828");
    production.production = true;
    session.reconnect(qdsn(db), production);
    window = session.window();
    QVERIFY(QTest::qWaitForWindowExposed(window)); // shown again: visibility carries over
    banner = child<EnvironmentBanner>(*window, "environmentBanner");
    QVERIFY(banner->isVisible());
    QCOMPARE(child<QLabel>(*banner, "bannerText")->text(),
             QStringLiteral("PRODUCTION \u2014 writes here move real money"));
    auto* icon = child<QLabel>(*banner, "bannerIcon");
    QVERIFY(icon->isVisible());
    QVERIFY(!icon->pixmap().isNull());
    QVERIFY(banner->y() < 5 && banner->width() > window->width() / 2); // across the top
    auto* chip = child<QLabel>(*window, "environmentChip");
    QCOMPARE(chip->text(), QStringLiteral("prod-eu"));
    QVERIFY(chip->isVisible());
    QVERIFY(window->windowTitle().contains(QLatin1String("prod-eu")));
    QTRY_VERIFY_WITH_TIMEOUT(session.store()->identity().has_value(), kWait);
    shoot(*window, "production_banner.png");
}

void TestGuiConnection::readOnlySwitch()
{
    const auto db = TestDatabase::storeA();
    ensureRole("gui_conn_operator");
    db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO gui_conn_operator");
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    Session session(settings, [](MainWindow&, StoreClient&) {});
    ConnectionProfile p;
    p.readOnly = true;
    session.reconnect(QString::fromStdString(db.dsn("gui_conn_operator")), p);
    StoreClient* store = session.store();
    QTRY_VERIFY_WITH_TIMEOUT(store->identity().has_value(), kWait);
    QVERIFY(store->isReadOnly());
    const QString why = whyNotOperate(store->writeGate());
    QVERIFY2(why.contains(QLatin1String("read-only")), qPrintable(why));

    auto* action = session.window()->findChild<QAction*>(QStringLiteral("readOnlyAction"));
    QVERIFY(action);
    QVERIFY(action->isChecked());
    action->setChecked(false); // Connection ▸ Read-only off: writes offered again
    QVERIFY(!store->isReadOnly());
    QVERIFY(!whyNotOperate(store->writeGate()).contains(QLatin1String("read-only")));
    store->setReadOnly(true); // and the menu follows the store
    QVERIFY(action->isChecked());
}

void TestGuiConnection::settingsDialog()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("s.ini"));
    const QByteArray key = "gov-key-" + QByteArray::number(QCoreApplication::applicationPid());
    const QByteArray before = qgetenv("SEAL_GOV_KEY");
    {
        Settings settings(ini);
        QCOMPARE(settings.refreshSeconds(), 5); // the default
        SettingsDialog dialog(settings);
        dialog.show();
        child<QComboBox>(dialog, "languageCombo")->setCurrentIndex(2); // Deutsch
        child<QComboBox>(dialog, "zoneCombo")->setCurrentIndex(1);     // local time
        child<QSpinBox>(dialog, "refreshSpin")->setValue(12);
        child<QCheckBox>(dialog, "notificationsCheck")->setChecked(false);
        child<QLineEdit>(dialog, "govKeyEdit")->setText(QString::fromLatin1(key));
        child<QSpinBox>(dialog, "timeoutSpin")->setValue(7);
        // A witness URL with credentials: userinfo and a key= query parameter.
        child<QLineEdit>(dialog, "witnessUrlEdit")
            ->setText(QStringLiteral("https://user:pw-secret-1@api.provider.example/v1?key=k-secret-2&x=1"));
        QSignalSpy answered(&dialog, &SettingsDialog::keychainAnswered);
        QCOMPARE(dialog.apply(), 2); // the governance key and the witness URL's credentials
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 20000);
        const QString said = answered.at(0).at(0).toString();
        QVERIFY2(said.contains(QLatin1String("was NOT saved")), qPrintable(said));
        // Used for this session all the same, as a value: the environment is never written.
        QCOMPARE(SessionKeys::governanceKey(), std::optional<std::string>(key.toStdString()));
        QCOMPARE(qgetenv("SEAL_GOV_KEY"), before);
        QCOMPARE(SessionKeys::witnessUrl(),
                 std::optional<std::string>("https://user:pw-secret-1@api.provider.example/v1?key=k-secret-2&x=1"));
        QCOMPARE(settings.witnessUrl(), QStringLiteral("https://user:***@api.provider.example/v1?key=***&x=1"));
        QCOMPARE(DisplayTime::instance().zone(), DisplayTime::Zone::Local);
        shoot(dialog, "settings_dialog.png");
    }
    Settings reread(ini);
    QCOMPARE(reread.language(), QStringLiteral("de"));
    QVERIFY(!reread.utc());
    QCOMPARE(reread.refreshSeconds(), 12);
    QVERIFY(!reread.notifications());
    QFile file(ini);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("refreshSeconds=12")); // positive control
    QVERIFY(bytes.contains("storeTimeoutSeconds=7"));
    QVERIFY2(bytes.contains("api.provider.example"), bytes.constData());
    QVERIFY(!bytes.contains(key));
    QVERIFY2(!bytes.contains("pw-secret-1") && !bytes.contains("k-secret-2"), bytes.constData());
    QCOMPARE(reread.storeTimeoutSeconds(), 7);

    // The status bar's zone toggle is remembered too (Session saves it).
    Session session(reread, [](MainWindow&, StoreClient&) {});
    QCOMPARE(DisplayTime::instance().zone(), DisplayTime::Zone::Local); // loaded at start
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
    QVERIFY(Settings(ini).utc());
    QCOMPARE(storeTimeout(), std::chrono::milliseconds(7000)); // the session applied the setting
    setStoreTimeout(kDefaultStoreTimeout);
    SessionKeys::setGovernanceKey(std::nullopt);
    SessionKeys::setWitnessUrl(std::nullopt);
}

void TestGuiConnection::approvalNotification()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    FakeApprovalsPage* page = nullptr;
    Session session(settings, [&page](MainWindow& window, StoreClient&) {
        page = new FakeApprovalsPage;
        window.addPage(QStringLiteral("approvals"), QStringLiteral("Approvals"), {}, page);
    });
    session.reconnect(QStringLiteral("host=/nonexistent-sealdesk-test"), ConnectionProfile{});
    QSignalSpy notified(&session, &Session::notified);
    const QString hostile = QStringLiteral("refund 40 EUR\n<b>line</b>");
    Q_EMIT page->approvalsArrived({QStringLiteral("a1"), QStringLiteral("a2")}, hostile);
    QCOMPARE(notified.size(), 1);
    QCOMPARE(notified.at(0).at(0).toString(), QStringLiteral("Approvals waiting for your vote"));
    const QString text = notified.at(0).at(1).toString();
    QVERIFY(!text.contains(QLatin1Char('\n')));
    // One sentence: the page's, as it said it (count included), never "N … waiting: N …".
    QVERIFY(text.startsWith(QLatin1String("refund 40 EUR")));
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        QCOMPARE(session.window()->statusBar()->currentMessage(), text);

    settings.setNotifications(false); // negative control: off means silent
    Q_EMIT page->approvalsArrived({QStringLiteral("a3")}, QStringLiteral("x"));
    QCOMPARE(notified.size(), 1);
}

// Issue 13 item 9: alerts reach the person whatever page is open: a new hold
// written by another session is notified (the status bar here, where neither
// a notification service nor a tray exists) and kept whole in the message
// log; what was there before is not. The role may operate (issue 27 item 2:
// only a role that may act on a hold is notified of one; test_gui_desktop
// has the superuser's negative control).
void TestGuiConnection::alertNotification()
{
    const auto db = TestDatabase::writableStoreA();
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    settings.setRefreshSeconds(1);
    Session session(settings, [](MainWindow&, StoreClient&) {});
    QSignalSpy notified(&session, &Session::notified);
    session.reconnect(QString::fromStdString(db.dsn(ensureRole("gui_alert_operator"))), ConnectionProfile{});
    QTRY_VERIFY_WITH_TIMEOUT(session.store()->identity().has_value(), 20000);
    // At least one look: store-a's own holds and divergences are not news.
    QTRY_VERIFY_WITH_TIMEOUT(session.alerts()->lookCount() > 0, 20000);
    QCOMPARE(notified.size(), 0);

    const QString hostile = QString::fromUtf8("alert-\u202Eheld");
    db.exec("INSERT INTO seal_intents VALUES ('" + hostile.toStdString() +
            "', 'payout', 'd', 'open', 'f', 0, NULL, 'payout', NULL, NULL, NULL, 1, 1)");
    QTRY_COMPARE_WITH_TIMEOUT(notified.size(), 1, 20000);
    QCOMPARE(notified.at(0).at(0).toString(), QStringLiteral("New hold"));
    const QString text = notified.at(0).at(1).toString();
    QVERIFY2(text.contains(QString::fromUtf8("alert-\u27E8U+202E\u27E9held")), qPrintable(text)); // made visible
    QVERIFY2(!text.contains(QChar(0x202E)), qPrintable(text));
    auto* log = session.window()->findChild<QListWidget*>(QStringLiteral("messageLogList"));
    QVERIFY(log && log->count() > 0);
    QVERIFY2(log->item(log->count() - 1)->text().contains(QLatin1String("held")),
             qPrintable(log->item(log->count() - 1)->text()));
    // Told once: later looks add nothing.
    QTest::qWait(2500);
    QCOMPARE(notified.size(), 1);
}

QTEST_MAIN(TestGuiConnection)
#include "test_gui_connection.moc"
