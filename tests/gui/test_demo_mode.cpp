// sealdesk --demo: the console's own demo store, a session as a demo
// approver, Demo ▸ Act as… switching to another demo identity, the demo's
// payment provider as the witness while on the demo server, and Demo ▸ Pause
// and Speed.
#include "app/sealdesk/demo_mode.hpp"
#include "app/sealdesk/session.hpp"
#include "core/base/clock.hpp"
#include "core/store/store.hpp"
#include "core/writes/reconcile.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "views/dialogs/settle_dialog.hpp"
#include "views/main_window.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/pages/events_page.hpp"

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

private:
    void checkProviderAndPause(DemoMode& demo, Session& session, const QString& dsn);
};

namespace {

long long certCount(const QString& dsn)
{
    Connection conn = Connection::open(dsn.toStdString());
    return conn.exec("SELECT count(*) FROM seal_certs").integer(0, 0);
}

} // namespace

// On the demo server the witness is the demo's provider (so Witness…, settle
// and sweep work out of the box); elsewhere it is not. Pause stops the agents'
// writes and Resume starts them again; Speed reaches the simulation.
void TestDemoMode::checkProviderAndPause(DemoMode& demo, Session& session, const QString& dsn)
{
    const DemoProvider* provider = demo.provider();
    QVERIFY(provider);
    // The charge nobody admitted is in the ledger from the start, for a sweep to find.
    const auto all = provider->ledger().all();
    QVERIFY(std::any_of(all.begin(), all.end(), [](const DemoCharge& c) {
        return c.intent.empty() && c.amountMinor == kDemoOutOfBandMinor;
    }));
    const WitnessSetting witness = configuredWitness();
    QVERIFY2(witness.witness, qPrintable(witness.whyNot));
    QCOMPARE(witness.witness->baseUrl, provider->url());
    QVERIFY(session.window()->findChild<QAction*>(QStringLiteral("demoProviderInfo")));

    // Paying through it: the simulated agents' effects become charges.
    const std::size_t before = provider->ledger().size();
    demo.startSimulation(60, 60);
    QTRY_VERIFY_WITH_TIMEOUT(provider->ledger().size() > before, 20000);
    auto* fast = session.window()->findChild<QAction*>(QStringLiteral("demoSpeed_fast"));
    QVERIFY(fast);
    fast->trigger();
    QCOMPARE(demo.speed(), 4.0);

    auto* pause = session.window()->findChild<QAction*>(QStringLiteral("demoPauseAction"));
    QVERIFY(pause && pause->isCheckable() && !pause->isChecked());
    pause->trigger();
    QVERIFY(demo.isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(!demo.isSimulating(), 20000);
    const long long certsPaused = certCount(dsn);
    const std::size_t chargesPaused = provider->ledger().size();
    // Negative control: at four times the speed, agents that kept going would
    // write several certs a second; paused ones write none.
    QTest::qWait(1500);
    QCOMPARE(certCount(dsn), certsPaused);
    QCOMPARE(provider->ledger().size(), chargesPaused);
    QVERIFY(!demo.isSimulating());

    // The sweep the operator runs (what Autonomy's sweep dialog does) finds the
    // one charge nobody admitted, in euros, and nothing else.
    {
        Connection conn = Connection::open(dsn.toStdString());
        ReconcileRequest sweep;
        sweep.since = lastSweepUntil(conn).value_or(0);
        sweep.until = storeNow(conn) + 1;
        const EffectListing listing = listProviderEffects(*witness.witness, sweep.since, sweep.until);
        QVERIFY2(listing.complete, listing.error.c_str());
        const ReconcileOutcome found = recordReconcile(conn, sweep, listing);
        QVERIFY2(found.landed(), found.write.message.c_str());
        QCOMPARE(sweepVerdictName(found.verdict), "out_of_band");
        QCOMPARE(found.untagged, 1);
        QCOMPARE(found.unknownTag, 0);
        QCOMPARE(found.outOfBandAmount, double(kDemoOutOfBandMinor));
    }

    pause->trigger(); // resume
    QVERIFY(!demo.isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(certCount(dsn) > certsPaused, 20000);
    demo.stopSimulation();

    // Elsewhere, the demo's provider is not the witness.
    ConnectionProfile elsewhere;
    session.reconnect(QStringLiteral("host=/nonexistent dbname=none connect_timeout=1"), elsewhere);
    const WitnessSetting away = configuredWitness();
    QVERIFY(!away.witness || away.witness->baseUrl != provider->url());
}

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
            window.addPage(QStringLiteral("certificates"), QStringLiteral("Certificates"), {},
                           new CertificatesPage(&store));
            window.addPage(QStringLiteral("events"), QStringLiteral("Events"), {}, new EventsPage(&store));
        });
        session.setDemoMode(&demo);
        session.setDemoIdentities(identities, identities.first().name);
        session.reconnect(identities.first().dsn, DemoMode::profile());
        QTRY_VERIFY_WITH_TIMEOUT(session.store()->identity().has_value(), 20000);
        QCOMPARE(session.store()->identity()->role, identities.first().name);
        QVERIFY(session.window()->findChild<QAction*>(QStringLiteral("actAs_") + op->name));
        session.window()->showPage(QStringLiteral("events"));
        session.window()->resize(900, 600);

        // A short simulated run keeps the store moving meanwhile.
        demo.startSimulation(2, 60);
        QVERIFY(session.actAs(op->name));
        QVERIFY(!session.actAs(QStringLiteral("agent_refunds"))); // agents are not offered
        QTRY_VERIFY_WITH_TIMEOUT(session.store()->identity().has_value(), 20000);
        QCOMPARE(session.store()->identity()->role, op->name);
        QCOMPARE(session.actingAs(), op->name);
        // The page and size carry over to the new window.
        QCOMPARE(session.window()->currentPage(), session.window()->page(QStringLiteral("events")));
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

        checkProviderAndPause(demo, session, op->dsn);
    } // session first, then the demo (which stops the server it started)
    DemoServerOptions options;
    options.dir = state.toStdString();
    QVERIFY(!demoServerStatus(options).running);
}

QTEST_MAIN(TestDemoMode)
#include "test_demo_mode.moc"
