// sealdesk --demo: the console's own demo store, a session as a demo
// approver, and Demo ▸ Act as… switching to another demo identity.
#include "certificates_page.hpp"
#include "demo_mode.hpp"
#include "events_page.hpp"
#include "main_window.hpp"
#include "session.hpp"
#include "settings.hpp"
#include "store_client.hpp"

#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace seal;

class TestDemoMode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void actAsAnotherRole();
};

void TestDemoMode::actAsAnotherRole()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString state = dir.filePath(QStringLiteral("demo"));
    {
        DemoMode demo(state);
        // Started as a background job: the GUI thread runs its events meanwhile.
        QSignalSpy started(&demo, &DemoMode::started);
        QSignalSpy failed(&demo, &DemoMode::failed);
        demo.start();
        QVERIFY(started.isEmpty()); // never before the event loop runs
        QTRY_VERIFY_WITH_TIMEOUT(started.size() + failed.size() > 0, 120000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QVERIFY(demo.startedHere());
        QVERIFY(!demo.server().govKey.empty());

        const auto identities = demo.identities();
        QVERIFY(identities.size() >= 2);
        for (const auto& who : identities)
            QVERIFY(who.kind == QLatin1String("approver") || who.kind == QLatin1String("operator") ||
                    who.kind == QLatin1String("maker"));
        // The maker of pending demo requests is offered, so its refusal can be seen.
        QVERIFY(std::any_of(identities.begin(), identities.end(),
                            [](const auto& who) { return who.kind == QLatin1String("maker"); }));
        QCOMPARE(identities.first().kind, QStringLiteral("approver"));
        const auto op = std::find_if(identities.begin(), identities.end(),
                                     [](const auto& who) { return who.kind == QLatin1String("operator"); });
        QVERIFY(op != identities.end());

        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        Session session(settings, [](MainWindow& window, StoreClient& store) {
            window.addPage(PageSlot::Certificates, QStringLiteral("Certificates"), {},
                           new CertificatesPage(&store));
            window.addPage(PageSlot::Events, QStringLiteral("Events"), {}, new EventsPage(&store));
        });
        session.setDemoIdentities(identities, identities.first().name);
        session.reconnect(identities.first().dsn, DemoMode::profile());
        QTRY_VERIFY_WITH_TIMEOUT(session.store()->identity().has_value(), 20000);
        QCOMPARE(session.store()->identity()->role, identities.first().name);
        QVERIFY(session.window()->findChild<QAction*>(QStringLiteral("actAs_") + op->name));
        session.window()->showPage(PageSlot::Events);
        session.window()->resize(900, 600);

        // A short simulated run keeps the store moving meanwhile.
        demo.startSimulation(2, 60);
        QVERIFY(session.actAs(op->name));
        QVERIFY(!session.actAs(QStringLiteral("agent_refunds"))); // agents are not offered
        QTRY_VERIFY_WITH_TIMEOUT(session.store()->identity().has_value(), 20000);
        QCOMPARE(session.store()->identity()->role, op->name);
        QCOMPARE(session.actingAs(), op->name);
        // The page and size carry over to the new window.
        QCOMPARE(session.window()->currentPage(), session.window()->page(PageSlot::Events));
        QCOMPARE(session.window()->size(), QSize(900, 600));
        demo.stopSimulation();

        // Connecting elsewhere hides the Demo menu and badge; back on the demo
        // server they return (they are not gone for good).
        QVERIFY(session.window()->findChild<QAction*>(QStringLiteral("actAs_") + op->name));
        ConnectionProfile elsewhere;
        elsewhere.environment = QStringLiteral("elsewhere");
        session.reconnect(QStringLiteral("host=/nonexistent dbname=none connect_timeout=1"), elsewhere);
        QVERIFY(!session.onDemoServer());
        QVERIFY(!session.window()->findChild<QMenu*>(QStringLiteral("demoMenu")));
        session.reconnect(op->dsn, elsewhere);
        QVERIFY(session.onDemoServer());
        QVERIFY(session.window()->findChild<QMenu*>(QStringLiteral("demoMenu")));
        QCOMPARE(session.profile().environment, DemoMode::profile().environment);
        QCOMPARE(session.actingAs(), op->name);
    } // session first, then the demo (which stops the server it started)
    DemoServerOptions options;
    options.dir = state.toStdString();
    QVERIFY(!demoServerStatus(options).running);
}

QTEST_MAIN(TestDemoMode)
#include "test_demo_mode.moc"
