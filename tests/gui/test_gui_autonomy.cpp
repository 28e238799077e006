// The Autonomy page on writable copies of the reference store, as an
// operator (a member of seal_operator), an outsider and the superuser:
// "Revoke everything" needs a reason and the word REVOKE typed exactly and
// then revokes every policy with one store-wide event; "Revoke path" cannot
// be confirmed without a reason; setting a policy lands; a role that may not
// operate sees every action disabled with the reason; the chart replays the
// selected path's level.
#include "autonomy_model.hpp"
#include "autonomy_page.hpp"
#include "clock.hpp"
#include "confirm_write_dialog.hpp"
#include "display_time.hpp"
#include "gui_test_support.hpp"
#include "store_client.hpp"

#include <QAction>
#include <QDeadlineTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const std::string kOperator = "autonomy_ops";
const std::string kOutsider = "autonomy_outsider";

template <typename T> T* child(const QObject& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no child named %s", name);
    return found;
}

std::string scalar(const TestDatabase& db, const std::string& sql)
{
    auto conn = db.connect();
    return std::string(conn.exec(sql).text(0, 0));
}

void waitForPage(AutonomyPage& page, StoreClient& store)
{
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
}

// The confirm dialog the page has open (it opens window-modal, not blocking).
ConfirmWriteDialog* openDialog(const AutonomyPage& page)
{
    QDeadlineTimer deadline(kWait);
    while (!deadline.hasExpired()) {
        for (auto* dialog : page.findChildren<ConfirmWriteDialog*>())
            if (dialog->isVisible()) return dialog;
        QTest::qWait(20);
    }
    qFatal("no confirm dialog opened");
}

} // namespace

class TestGuiAutonomy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
        // Proof age and expiry are judged when the reference answered, not today.
        const double at = expectedStoreA()["generated_at"].get<double>();
        setClockForTesting([at] { return at; });
    }
    void cleanupTestCase() { setClockForTesting({}); }
    void revokeEverythingNeedsTheTypedWord();
    void revokePathNeedsAReason();
    void setPolicyLands();
    void nonOperatorsSeeWhyNot();
    void chartAndDetailFollowTheSelection();
};

void TestGuiAutonomy::revokeEverythingNeedsTheTypedWord()
{
    GroupScope group("seal_operator", {kOperator});
    const auto db = TestDatabase::writableStoreA();
    const std::string notRevoked = "SELECT count(*) FROM seal_clearance WHERE status <> 'REVOKED'";
    QVERIFY(scalar(db, notRevoked) != "0"); // negative control: something to revoke
    StoreClient store(QString::fromStdString(db.dsn(kOperator)));
    AutonomyPage page(&store);
    page.resize(1200, 800);
    page.show();
    waitForPage(page, store);
    auto* revokeAll = child<QPushButton>(page, "revokeAllButton");
    QTRY_VERIFY_WITH_TIMEOUT(revokeAll->isEnabled(), kWait);
    QVERIFY(!child<QLabel>(page, "autonomyWhyNot")->isVisible());

    QTest::mouseClick(revokeAll, Qt::LeftButton);
    ConfirmWriteDialog* dialog = openDialog(page);
    QVERIFY(dialog->typedEdit() && dialog->reasonEdit());
    QPushButton* confirm = dialog->confirmButton();
    QVERIFY(!confirm->isEnabled());
    dialog->typedEdit()->setText(QStringLiteral("REVOKE"));
    QVERIFY(!confirm->isEnabled()); // the reason is required too
    dialog->reasonEdit()->setPlainText(QStringLiteral("incident drill"));
    for (const char* wrong : {"", "revoke", "REVOKE ", " REVOKE", "REVOK"}) {
        dialog->typedEdit()->setText(QLatin1String(wrong));
        QVERIFY2(!confirm->isEnabled(), wrong);
    }
    dialog->typedEdit()->setText(QStringLiteral("REVOKE"));
    QVERIFY(confirm->isEnabled());

    QSignalSpy status(&page, &ConsolePage::statusMessage);
    QTest::mouseClick(confirm, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(status.size(), 1, kWait);
    QVERIFY2(status[0][0].toString().startsWith(QLatin1String("Revoke everything: written")),
             qPrintable(status[0][0].toString()));
    QCOMPARE(scalar(db, notRevoked), std::string("0"));
    QCOMPARE(scalar(db, "SELECT count(*) FROM seal_events WHERE kind = 'revoked' AND path IS NULL "
                        "AND detail->>'scope' = 'ALL' AND detail->>'reason' = 'incident drill' "
                        "AND detail->>'by' = '" +
                            kOperator + "'"),
             std::string("1"));
    // The page follows: every licence suspended, nothing unattended.
    AutonomyModel* model = page.model();
    QTRY_VERIFY_WITH_TIMEOUT(
        model->index(model->rowOf(QStringLiteral("refund")), 0).data(AutonomyModel::SuspendedRole).toBool(),
        kWait);
    for (int i = 0; i < model->rowCount(); ++i) {
        QVERIFY(!model->index(i, 0).data(AutonomyModel::UnattendedRole).toBool());
        QCOMPARE(model->index(i, AutonomyModel::LevelColumn).data().toString(),
                 QStringLiteral("L0 OBSERVED"));
    }
}

void TestGuiAutonomy::revokePathNeedsAReason()
{
    GroupScope group("seal_operator", {kOperator});
    const auto db = TestDatabase::writableStoreA();
    const std::string refundStatus = "SELECT status FROM seal_clearance WHERE path = 'refund'";
    QCOMPARE(scalar(db, refundStatus), std::string("CLEARED"));
    StoreClient store(QString::fromStdString(db.dsn(kOperator)));
    AutonomyPage page(&store);
    page.resize(1200, 800);
    page.show();
    waitForPage(page, store);
    page.showKey(QStringLiteral("refund"));
    QCOMPARE(page.currentPath(), QStringLiteral("refund"));
    auto* revoke = child<QPushButton>(page, "revokePathButton");
    QTRY_VERIFY_WITH_TIMEOUT(revoke->isEnabled(), kWait);

    QTest::mouseClick(revoke, Qt::LeftButton);
    ConfirmWriteDialog* dialog = openDialog(page);
    QVERIFY(!dialog->typedEdit()); // one path: a reason, no typed word
    QVERIFY(!dialog->confirmButton()->isEnabled());
    dialog->reasonEdit()->setPlainText(QStringLiteral("   \n\t "));
    QVERIFY(!dialog->confirmButton()->isEnabled());
    QPointer<ConfirmWriteDialog> first(dialog);
    QTest::keyClick(dialog, Qt::Key_Return); // a quick Enter cancels, it never confirms
    QTest::qWait(300);
    QCOMPARE(scalar(db, refundStatus), std::string("CLEARED"));
    if (first) first->reject();
    QTRY_VERIFY_WITH_TIMEOUT(first.isNull(), kWait); // closed and gone

    // With a reason it lands (the negative control for the refusal above).
    QTest::mouseClick(revoke, Qt::LeftButton);
    dialog = openDialog(page);
    dialog->reasonEdit()->setPlainText(QStringLiteral("refunds look odd"));
    QVERIFY(dialog->confirmButton()->isEnabled());
    QTest::mouseClick(dialog->confirmButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(scalar(db, refundStatus), std::string("REVOKED"), kWait);
    QCOMPARE(scalar(db, "SELECT reason FROM seal_clearance WHERE path = 'refund'"),
             std::string("refunds look odd"));
    QCOMPARE(scalar(db, "SELECT count(*) FROM seal_clearance WHERE status = 'REVOKED'"),
             std::string("2")); // wire already was; nothing else touched
    QTRY_COMPARE_WITH_TIMEOUT(
        page.model()
            ->index(page.model()->rowOf(QStringLiteral("refund")), AutonomyModel::UnattendedColumn)
            .data()
            .toString(),
        QStringLiteral("no (revoked)"), kWait);
    QCOMPARE(page.currentPath(), QStringLiteral("refund")); // the refresh kept the selection
}

void TestGuiAutonomy::setPolicyLands()
{
    GroupScope group("seal_operator", {kOperator});
    const auto db = TestDatabase::writableStoreA();
    StoreClient store(QString::fromStdString(db.dsn(kOperator)));
    AutonomyPage page(&store);
    page.show();
    waitForPage(page, store);
    page.showKey(QStringLiteral("transfer")); // no policy row yet
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(page, "setPolicyButton")->isEnabled(), kWait);
    child<QAction>(page, "policyHold")->trigger();
    ConfirmWriteDialog* dialog = openDialog(page);
    QVERIFY(dialog->confirmButton()->isEnabled()); // HOLD: the reason is optional
    QVERIFY(!dialog->typedEdit());
    QTest::mouseClick(dialog->confirmButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(scalar(db, "SELECT count(*) FROM seal_clearance WHERE path = 'transfer'"),
                              std::string("1"), kWait);
    QCOMPARE(scalar(db, "SELECT status || ' ' || coalesce(updated_by, '-') FROM seal_clearance "
                        "WHERE path = 'transfer'"),
             "HOLD " + kOperator);
    QCOMPARE(scalar(db, "SELECT count(*) FROM seal_events WHERE kind = 'policy' AND path = 'transfer'"),
             std::string("1"));
}

void TestGuiAutonomy::nonOperatorsSeeWhyNot()
{
    GroupScope group("seal_operator", {kOperator});
    ensureRole(kOutsider);
    const auto db = TestDatabase::writableStoreA();
    const auto check = [&](const QString& dsn, const char* mustSay, bool readOnly) {
        StoreClient store(dsn);
        store.setReadOnly(readOnly);
        AutonomyPage page(&store);
        page.show();
        waitForPage(page, store);
        auto* why = child<QLabel>(page, "autonomyWhyNot");
        QTRY_VERIFY_WITH_TIMEOUT(why->isVisible(), kWait);
        QVERIFY2(why->text().contains(QLatin1String(mustSay)), qPrintable(why->text()));
        for (const char* name : {"setPolicyButton", "revokePathButton", "revokeAllButton"}) {
            auto* button = child<QPushButton>(page, name);
            QVERIFY2(!button->isEnabled(), name);
            QVERIFY2(button->toolTip().contains(QLatin1String(mustSay)), qPrintable(button->toolTip()));
        }
        QTest::mouseClick(child<QPushButton>(page, "revokeAllButton"), Qt::LeftButton);
        QTest::qWait(100);
        QVERIFY(!page.findChild<ConfirmWriteDialog*>());
    };
    check(QString::fromStdString(db.dsn(kOutsider)), "is not a member of seal_operator", false);
    check(QString::fromStdString(db.dsn()), "is a superuser", false);
    check(QString::fromStdString(db.dsn(kOperator)), "read-only", true);
    // Negative control: the same operator in a writable session may act.
    StoreClient store(QString::fromStdString(db.dsn(kOperator)));
    AutonomyPage page(&store);
    page.show();
    waitForPage(page, store);
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(page, "revokeAllButton")->isEnabled(), kWait);
    QVERIFY(child<QPushButton>(page, "revokePathButton")->isEnabled()); // the first row is selected
    QVERIFY(!child<QLabel>(page, "autonomyWhyNot")->isVisible());
}

void TestGuiAutonomy::chartAndDetailFollowTheSelection()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyPage page(&store);
    page.resize(1200, 800);
    page.show();
    QSignalSpy shown(&page, &AutonomyPage::historyShown);
    waitForPage(page, store);
    page.showKey(QStringLiteral("transfer"));
    QTRY_VERIFY_WITH_TIMEOUT(!page.history().empty() && page.history().back().suspended, kWait);
    auto* detail = child<QPlainTextEdit>(page, "autonomyDetail");
    const QString text = detail->toPlainText();
    QVERIFY2(text.contains(QLatin1String("Breach evidence: licence suspended: out_of_band_spend at "
                                         "2026-11-29 10:01:23Z")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("\"ids\": [")), qPrintable(text)); // the detail, pretty and plain
    QVERIFY(text.contains(QLatin1String("operator review")));

    page.showKey(QStringLiteral("refund"));
    QTRY_VERIFY_WITH_TIMEOUT(!page.history().empty() && page.history().back().level == 4, kWait);
    QVERIFY(!page.history().back().suspended);
    QVERIFY(page.history().front().level < 4); // it climbed
    QVERIFY(detail->toPlainText().contains(QString::fromUtf8("Next level L5 AUTONOMOUS needs:\n"
                                                             "  \u2022 738 more world-confirmed effect(s)")));
    QVERIFY(detail->toPlainText().contains(QLatin1String("May it spend unattended now? yes")));
}

QTEST_MAIN(TestGuiAutonomy)
#include "test_gui_autonomy.moc"
