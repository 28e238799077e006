// The main window: pages at their fixed places (Ctrl+6, Ctrl+7), and the
// status bar saying who you are, which server, and when data was refreshed.
#include "certificates_page.hpp"
#include "display_time.hpp"
#include "events_page.hpp"
#include "gui_test_support.hpp"
#include "main_window.hpp"
#include "store_client.hpp"

#include <QLabel>
#include <QListWidget>
#include <QStackedWidget>
#include <QTest>
#include <QToolButton>

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

} // namespace

class TestGuiMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }
    void pagesAndStatusBar();
};

void TestGuiMainWindow::pagesAndStatusBar()
{
    const auto db = TestDatabase::storeA();
    // No seal_approver / seal_operator group: those are cluster-wide and would
    // change the rules for every other test (see RESOURCE_LOCK in CMake).
    ensureRole("gui_test_approver");
    db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO gui_test_approver");
    StoreClient store(QString::fromStdString(db.dsn("gui_test_approver")));
    MainWindow window(&store);
    // Registered out of order: each lands at its fixed place.
    window.addPage(PageSlot::Events, QStringLiteral("Events"), {}, new EventsPage(&store));
    window.addPage(PageSlot::Certificates, QStringLiteral("Certificates"), {}, new CertificatesPage(&store));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto* list = child<QListWidget>(window, "pageList");
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Certificates"));
    QCOMPARE(list->item(1)->text(), QStringLiteral("Events"));

    QTest::keyClick(&window, Qt::Key_7, Qt::ControlModifier);
    QCOMPARE(window.currentPage(), window.page(PageSlot::Events));
    QTest::keyClick(&window, Qt::Key_6, Qt::ControlModifier);
    QCOMPARE(window.currentPage(), window.page(PageSlot::Certificates));
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier); // Approvals: not built yet, nothing happens
    QCOMPARE(window.currentPage(), window.page(PageSlot::Certificates));
    QCOMPARE(pageSlotFromName(QStringLiteral("Events")), std::optional<PageSlot>(PageSlot::Events));
    QCOMPARE(pageSlotFromName(QStringLiteral("nope")), std::nullopt);

    auto* identity = child<QLabel>(window, "identityLabel");
    QTRY_COMPARE_WITH_TIMEOUT(identity->text(),
                              QStringLiteral("Role gui_test_approver: may vote and operate"), kWait);
    QVERIFY(child<QLabel>(window, "serverLabel")->text().endsWith(QString::fromStdString("/" + db.name())));
    auto* refreshed = child<QLabel>(window, "refreshedLabel");
    QTRY_VERIFY_WITH_TIMEOUT(refreshed->text().startsWith(QLatin1String("Refreshed 20")), kWait);
    QVERIFY(refreshed->text().endsWith(QLatin1Char('Z')));

    auto* zone = child<QToolButton>(window, "timeZoneToggle");
    QCOMPARE(zone->text(), QStringLiteral("UTC"));
    QTest::mouseClick(zone, Qt::LeftButton);
    QCOMPARE(DisplayTime::instance().zone(), DisplayTime::Zone::Local);
    QCOMPARE(zone->text(), QStringLiteral("Local time"));
    QVERIFY(!refreshed->text().endsWith(QLatin1Char('Z')));
    QTest::mouseClick(zone, Qt::LeftButton);
    QCOMPARE(DisplayTime::instance().zone(), DisplayTime::Zone::Utc);
}

QTEST_MAIN(TestGuiMainWindow)
#include "test_gui_main_window.moc"
