// What reaches the person outside the window (issue 27 item 2), on a real
// session bus: this suite runs under dbus-run-session (its own dbus-daemon),
// and a test notification server here owns org.freedesktop.Notifications on
// a second connection to that bus, as a desktop's would.
//  - A link opens its item: sealdesk://approval/ID selects that request in a
//    full console, a decided one too; a broken link says why and moves nothing.
//  - `sealdesk --open LINK` (the built program, a second process) hands the
//    link to the console running in this session and exits 0; that console
//    selects it. A broken link exits non-zero and selects nothing.
//  - A request arriving for this approver reaches the notification server
//    with an Open action, the agent's markup escaped; invoking Open selects it.
//  - Alerts go only to a role that may act on them: a superuser (who may do
//    nothing) gets the new hold in the message log, not as a notification;
//    a role that may operate gets it, and its Open selects the hold.
#include "app/sealdesk/link_service.hpp"
#include "app/sealdesk/session.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/main_window.hpp"
#include "views/page_table.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/pages/holds_page.hpp"

#include <QAction>
#include <QClipboard>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QGuiApplication>
#include <QListWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const QString kPending13 = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6");
const QString kApproved = QStringLiteral("4003925186ed41f1965aa828b2c39e0a");
const char* kServerConnection = "test-notification-server";

struct Notice
{
    QString summary;
    QString body;
    QStringList actions;
    QVariantMap hints;
    uint id = 0;
};

// The desktop's notification service, as the specification describes it.
class NotificationServer : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QList<Notice> received;

    bool start()
    {
        QDBusConnection bus = QDBusConnection::connectToBus(QDBusConnection::SessionBus, QLatin1String(kServerConnection));
        return bus.isConnected() &&
               bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), this,
                                  QDBusConnection::ExportAllSlots) &&
               bus.registerService(QStringLiteral("org.freedesktop.Notifications"));
    }
    // What a person's click on a notice's action sends.
    void invoke(uint id, const QString& action)
    {
        QDBusMessage signal = QDBusMessage::createSignal(QStringLiteral("/org/freedesktop/Notifications"),
                                                         QStringLiteral("org.freedesktop.Notifications"),
                                                         QStringLiteral("ActionInvoked"));
        signal << id << action;
        QDBusConnection(QLatin1String(kServerConnection)).send(signal);
    }

public Q_SLOTS:
    QStringList GetCapabilities()
    {
        return {QStringLiteral("actions"), QStringLiteral("body"), QStringLiteral("body-markup")};
    }
    uint Notify(const QString& app, uint replaces, const QString& icon, const QString& summary, const QString& body,
                const QStringList& actions, const QVariantMap& hints, int timeout)
    {
        Q_UNUSED(app);
        Q_UNUSED(replaces);
        Q_UNUSED(icon);
        Q_UNUSED(timeout);
        received.append(Notice{summary, body, actions, hints, static_cast<uint>(100 + received.size())});
        return received.last().id;
    }
    void CloseNotification(uint id) { Q_UNUSED(id); }
};

// A whole console (every page) on `dsn`, refreshing each second.
struct Console
{
    QTemporaryDir dir;
    std::unique_ptr<Settings> settings;
    std::unique_ptr<Session> session;

    explicit Console(const std::string& dsn)
    {
        settings = std::make_unique<Settings>(dir.filePath(QStringLiteral("s.ini")));
        settings->setRefreshSeconds(1);
        session = std::make_unique<Session>(*settings, addConsolePages);
        session->reconnect(QString::fromStdString(dsn), ConnectionProfile{});
        session->window()->resize(1280, 800);
        session->window()->show();
    }
    ApprovalsPage* approvals() const
    {
        return qobject_cast<ApprovalsPage*>(session->window()->page(QStringLiteral("approvals")));
    }
    HoldsPage* holds() const { return qobject_cast<HoldsPage*>(session->window()->page(QStringLiteral("holds"))); }
};

std::string approverRole(const TestDatabase& db)
{
    Q_UNUSED(db);
    return ensureRole("gui_desk_approver");
}

} // namespace

class TestGuiDesktop : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void linkSelectsItsItem();
    void sealdeskOpenGoesToTheRunningConsole();
    void arrivalNotifiedWithOpen();
    void alertsOnlyForWhoActs();

private:
    NotificationServer m_server;
};

void TestGuiDesktop::initTestCase()
{
    pinEnglishUtcDisplay();
    // A real bus, or the suite proves nothing: tests/gui/CMakeLists.txt runs it under dbus-run-session.
    QVERIFY2(QDBusConnection::sessionBus().isConnected(),
             "no session bus: run this suite under dbus-run-session (ctest does)");
    QVERIFY(m_server.start());
}

void TestGuiDesktop::linkSelectsItsItem()
{
    const auto db = TestDatabase::writableStoreA();
    Console c(db.dsn(approverRole(db)));
    QTRY_VERIFY_WITH_TIMEOUT(c.approvals()->hasData() && c.session->store()->identity(), kWait);
    QCOMPARE(c.session->openLink(QStringLiteral("sealdesk://approval/") + kPending13), QString());
    QCOMPARE(c.session->window()->currentPage(), c.approvals());
    QCOMPARE(c.approvals()->selectedId(), kPending13);
    // A decided request is not in the default queue: the link still finds it.
    QCOMPARE(c.session->openLink(QStringLiteral("sealdesk://approval/") + kApproved), QString());
    QCOMPARE(c.approvals()->selectedId(), kApproved);
    // Edit ▸ Copy link gives the link that brought it here, for chat or mail.
    auto* copy = c.session->window()->findChild<QAction*>(QStringLiteral("copyLinkAction"));
    QVERIFY(copy);
    copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("sealdesk://approval/") + kApproved);
    // Negative control: a broken link says why and selects nothing else.
    const QString problem = c.session->openLink(QStringLiteral("sealdesk://wire/") + kPending13);
    QVERIFY2(problem.contains(QLatin1String("unknown kind")), qPrintable(problem));
    QCOMPARE(c.session->window()->statusBar()->currentMessage(), problem);
    QCOMPARE(c.approvals()->selectedId(), kApproved);
}

void TestGuiDesktop::sealdeskOpenGoesToTheRunningConsole()
{
    const QString sealdesk = qEnvironmentVariable("SEAL_SEALDESK");
    QVERIFY2(QFile::exists(sealdesk), "SEAL_SEALDESK names the built sealdesk (tests/gui/CMakeLists.txt)");
    const auto db = TestDatabase::writableStoreA();
    Console c(db.dsn(approverRole(db)));
    LinkService service;
    connect(&service, &LinkService::openRequested, c.session.get(),
            [&c](const QString& link, QString* problem) { *problem = c.session->openLink(link); });
    QVERIFY(service.registerOnSessionBus());
    QTRY_VERIFY_WITH_TIMEOUT(c.approvals()->hasData() && c.session->store()->identity(), kWait);
    c.session->window()->showPage(QStringLiteral("overview"));

    // The event loop runs while the second process waits for this console's answer.
    const auto run = [&sealdesk](const QStringList& args, int* code, QByteArray* err) {
        QProcess p;
        p.start(sealdesk, args);
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, kWait);
        *code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        *err = p.readAllStandardError();
    };
    int code = -1;
    QByteArray err;
    run({QStringLiteral("--open"), QStringLiteral("sealdesk://approval/") + kPending13}, &code, &err);
    QVERIFY2(code == 0, err.constData());
    QCOMPARE(c.session->window()->currentPage(), c.approvals());
    QTRY_COMPARE_WITH_TIMEOUT(c.approvals()->selectedId(), kPending13, kWait);
    // The form the desktop's URL handler uses (Exec=sealdesk %u).
    run({QStringLiteral("sealdesk://approval/") + kApproved}, &code, &err);
    QVERIFY2(code == 0, err.constData());
    QTRY_COMPARE_WITH_TIMEOUT(c.approvals()->selectedId(), kApproved, kWait);
    // Negative control: a broken link is refused before it goes anywhere.
    run({QStringLiteral("--open"), QStringLiteral("sealdesk://approval/a%zz")}, &code, &err);
    QVERIFY2(code != 0 && err.contains("broken %-escape"), err.constData());
    QCOMPARE(c.approvals()->selectedId(), kApproved);
}

void TestGuiDesktop::arrivalNotifiedWithOpen()
{
    const auto db = TestDatabase::writableStoreA();
    Console c(db.dsn(approverRole(db)));
    QTRY_VERIFY_WITH_TIMEOUT(c.approvals()->hasData() && c.session->store()->identity(), kWait);
    // Only a role that may vote hears of requests (no seal_approver group: RESOURCE_LOCK in CMake).
    QVERIFY2(c.session->store()->identity()->mayVote(), qPrintable(c.session->store()->identity()->whyNotVote));
    // The first look only records the stamp; arrivals are measured from it.
    QSignalSpy refreshed(c.session->store(), &StoreClient::refreshed);
    c.session->store()->checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    m_server.received.clear();
    db.exec("INSERT INTO seal_approvals VALUES ('guidesk1', 'intent-desk-1', 'wire', 777.25, '<b>agent</b> & co', "
            "'DUAL', 'pending', 2, 1795946900, 4102444800, NULL, NULL)");
    QTRY_VERIFY_WITH_TIMEOUT((c.session->store()->checkForChanges(), !m_server.received.isEmpty()), kWait);
    const Notice n = m_server.received.first();
    QCOMPARE(n.summary, QStringLiteral("Approvals waiting for your vote"));
    QVERIFY2(n.body.contains(QLatin1String("&lt;b&gt;agent&lt;/b&gt; &amp; co")), qPrintable(n.body));
    QVERIFY2(!n.body.contains(QLatin1String("<b>")), qPrintable(n.body)); // never read as markup
    QVERIFY2(n.actions.contains(QLatin1String("default")) && n.actions.contains(QLatin1String("open")),
             qPrintable(n.actions.join(QLatin1Char(','))));
    QCOMPARE(n.hints.value(QStringLiteral("desktop-entry")).toString(), QStringLiteral("dev.sealdesk.SealDesk"));

    c.session->window()->showPage(QStringLiteral("overview"));
    QVERIFY(c.approvals()->selectedId() != QLatin1String("guidesk1"));
    // Negative control: another notice's action (not ours) opens nothing.
    m_server.invoke(n.id + 1000, QStringLiteral("open"));
    QTest::qWait(300);
    QVERIFY(c.session->window()->currentPage() != c.approvals());
    m_server.invoke(n.id, QStringLiteral("open"));
    QTRY_COMPARE_WITH_TIMEOUT(c.approvals()->selectedId(), QStringLiteral("guidesk1"), kWait);
    QCOMPARE(c.session->window()->currentPage(), c.approvals());
}

void TestGuiDesktop::alertsOnlyForWhoActs()
{
    const auto db = TestDatabase::writableStoreA();
    Console superuser(db.dsn());     // may neither vote nor operate
    Console op(db.dsn(approverRole(db))); // no seal_operator group: may operate
    // Each feed's first look learns the present: store-a's own holds are not news.
    for (Console* c : {&superuser, &op})
        QTRY_VERIFY_WITH_TIMEOUT(c->session->store()->identity() && c->holds()->hasData() &&
                                     c->session->alerts()->lookCount() > 0,
                                 kWait);
    QVERIFY2(op.session->store()->identity()->mayOperate(), qPrintable(op.session->store()->identity()->whyNotOperate));
    m_server.received.clear();
    db.exec("INSERT INTO seal_intents VALUES ('desk-held', 'payout', 'd', 'open', 'f', 0, NULL, 'payout', NULL, "
            "NULL, NULL, 1, 1)");
    QTRY_COMPARE_WITH_TIMEOUT(m_server.received.size(), 1, kWait);
    QCOMPARE(m_server.received.first().summary, QStringLiteral("New hold"));
    // The superuser's console logged it and notified nothing (one notice in all: the operator's).
    auto* log = superuser.session->window()->findChild<QListWidget*>(QStringLiteral("messageLogList"));
    QVERIFY(log);
    QTRY_VERIFY_WITH_TIMEOUT(log->count() > 0 && log->item(log->count() - 1)->text().contains(QLatin1String("desk-held")),
                             kWait);
    QTest::qWait(1500);
    QCOMPARE(m_server.received.size(), 1);
    m_server.invoke(m_server.received.first().id, QStringLiteral("default"));
    QTRY_COMPARE_WITH_TIMEOUT(op.session->window()->currentPage(), op.holds(), kWait);
    QTRY_COMPARE_WITH_TIMEOUT(op.holds()->currentIntent(), QStringLiteral("desk-held"), kWait);
    QCOMPARE(superuser.session->window()->currentPage() == superuser.holds(), false);
}

QTEST_MAIN(TestGuiDesktop)
#include "test_gui_desktop.moc"
