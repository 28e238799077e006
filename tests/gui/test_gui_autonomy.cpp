// The Autonomy page on writable copies of the reference store, as an
// operator (a member of seal_operator), an outsider and the superuser:
// "Revoke everything" needs a reason and the word REVOKE typed exactly and
// then revokes every policy with one store-wide event; "Revoke path" cannot
// be confirmed without a reason; setting a policy lands; a role that may not
// operate sees every action disabled with the reason; the chart replays the
// selected path's level.
#include "core/base/clock.hpp"
#include "models/autonomy_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/widgets/level_bar_delegate.hpp"
#include "views/widgets/status_palette.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QAction>
#include <QDeadlineTimer>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyleOptionViewItem>
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
    void revokedPathLeadsWithItsState();
    void revokedLevelBarIsNotGreen();
    void revokeIsDisabledOnARevokedPath();
    void smallWindowKeepsTheLevelWhole();
    void heldPathLinksToHolds();
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
    // Issue 27 item 5: the count is the store's, the one this write changes.
    QStringList texts;
    for (const QLabel* l : dialog->findChildren<QLabel*>())
        texts << l->text();
    const QString said = QStringLiteral("policies set to REVOKED: %1").arg(QString::fromStdString(scalar(db, notRevoked)));
    QVERIFY2(texts.join(QLatin1Char('|')).contains(said), qPrintable(texts.join(QLatin1Char('|'))));
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
        const QString level = model->index(i, AutonomyModel::LevelColumn).data().toString();
        QVERIFY2(level.contains(QLatin1String("SUSPENDED")) &&
                     level.endsWith(QString::fromUtf8("\u00B7 earned L0 OBSERVED")),
                 qPrintable(level));
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
        QStringLiteral("no: an operator revoked the path"), kWait);
    QCOMPARE(page.currentPath(), QStringLiteral("refund")); // the refresh kept the selection
    // Revoked now: revoking it again is not offered, and the page says why.
    QTRY_VERIFY_WITH_TIMEOUT(!revoke->isEnabled(), kWait);
    QVERIFY2(revoke->toolTip().contains(QLatin1String("already REVOKED")), qPrintable(revoke->toolTip()));
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
    // The kernel's need in English with its plural settled (sealctl keeps the kernel's "(s)").
    QVERIFY2(detail->toPlainText().contains(QString::fromUtf8("Next level L5 AUTONOMOUS needs:\n"
                                                              "  \u2022 738 more world-confirmed effects")),
             qPrintable(detail->toPlainText()));
    QVERIFY(detail->toPlainText().contains(QLatin1String("May it spend unattended now? yes")));
}

// wire is REVOKED by policy in store-a (its licence is not suspended): the
// detail pane says so before the earned level, "Suspended" agrees with the
// licence, and every reason is in words with its code beside it.
void TestGuiAutonomy::revokedPathLeadsWithItsState()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyPage page(&store);
    page.resize(1200, 800);
    page.show();
    waitForPage(page, store);
    auto* detail = child<QPlainTextEdit>(page, "autonomyDetail");
    page.showKey(QStringLiteral("wire"));
    QTRY_VERIFY_WITH_TIMEOUT(detail->toPlainText().startsWith(QLatin1String("Path: wire\n")), kWait);
    const QStringList lines = detail->toPlainText().split(QLatin1Char('\n'));
    QVERIFY2(lines.value(1).startsWith(QString::fromUtf8("\u2716 REVOKED by policy")),
             qPrintable(lines.value(1)));
    QCOMPARE(lines.value(2), QString::fromUtf8("State: REVOKED \u00B7 earned L1 SUPERVISED"));
    QVERIFY(lines.indexOf(QStringLiteral("Suspended: no; REVOKED by policy")) > 0);
    QVERIFY(lines.contains(QStringLiteral("  \u2022 an operator revoked the path (revoked): %1")
                               .arg(lines.filter(QStringLiteral("(revoked): "))
                                        .value(0)
                                        .section(QStringLiteral("(revoked): "), 1))));
    QVERIFY2(
        !lines
             .filter(QStringLiteral("  \u2022 the path has not earned an unattended level (L3 or higher) "
                                    "yet (not_earned): "))
             .isEmpty(),
        qPrintable(detail->toPlainText()));
    // The table's level cell and its row say it too.
    const QModelIndex level = page.table()->currentIndex().siblingAtColumn(AutonomyModel::LevelColumn);
    QCOMPARE(level.data().toString(), QString::fromUtf8("REVOKED \u00B7 earned L1 SUPERVISED"));
    QVERIFY(!level.siblingAtColumn(AutonomyModel::UnattendedColumn).data(Qt::DecorationRole).isNull());

    // Negative control: refund is in force; no state line, its level first.
    page.showKey(QStringLiteral("refund"));
    QTRY_VERIFY_WITH_TIMEOUT(detail->toPlainText().startsWith(QLatin1String("Path: refund\n")), kWait);
    const QStringList refund = detail->toPlainText().split(QLatin1Char('\n'));
    QCOMPARE(refund.value(1), QStringLiteral("State: L4 TRUSTED"));
    QVERIFY(refund.contains(QStringLiteral("Suspended: no")));
}

namespace {

// The level cell as the table's delegate paints it, unselected.
QImage paintLevelCell(QTableView* table, const QModelIndex& index)
{
    QImage image(320, 24, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    QStyleOptionViewItem option;
    option.initFrom(table);
    option.rect = image.rect();
    option.widget = table;
    option.state &= ~QStyle::State_Selected;
    table->itemDelegateForColumn(AutonomyModel::LevelColumn)->paint(&painter, option, index);
    painter.end();
    return image;
}

bool hasColour(const QImage& image, const QColor& colour)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).rgb() == colour.rgb()) return true;
    return false;
}

} // namespace

// The earned L4 of a revoked path is drawn muted and struck, never green.
void TestGuiAutonomy::revokedLevelBarIsNotGreen()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyPage page(&store);
    page.resize(1200, 800);
    page.show();
    waitForPage(page, store);
    const auto refundLevel = [&] {
        return page.table()->model()->index(page.model()->rowOf(QStringLiteral("refund")),
                                            AutonomyModel::LevelColumn);
    };
    const QColor green = LevelBarDelegate::fillFor(4, false, false);
    const QColor muted = LevelBarDelegate::fillFor(4, false, true);
    QVERIFY(green != muted);
    QCOMPARE(green, toneColour(Tone::Good));
    // Negative control: in force, L4 is green.
    QVERIFY(hasColour(paintLevelCell(page.table(), refundLevel()), green));

    QSignalSpy refreshed(&store, &StoreClient::refreshed);
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    db.exec("UPDATE seal_clearance SET status = 'REVOKED', reason = 'drill', updated_at = updated_at + 1 "
            "WHERE path = 'refund'");
    QTRY_VERIFY_WITH_TIMEOUT(
        (store.checkForChanges(), refundLevel().data(AutonomyModel::RevokedRole).toBool()), kWait);
    const QImage revoked = paintLevelCell(page.table(), refundLevel());
    QVERIFY(!hasColour(revoked, green));
    QVERIFY(hasColour(revoked, muted));
    QVERIFY(hasColour(revoked, toneColour(Tone::Bad))); // the words in red
}

// Revoke path (and the REVOKED policy) is not offered on a path already
// REVOKED, with the reason on the button and on the page.
void TestGuiAutonomy::revokeIsDisabledOnARevokedPath()
{
    GroupScope group("seal_operator", {kOperator});
    const auto db = TestDatabase::writableStoreA();
    StoreClient store(QString::fromStdString(db.dsn(kOperator)));
    AutonomyPage page(&store);
    page.show();
    waitForPage(page, store);
    auto* revoke = child<QPushButton>(page, "revokePathButton");
    auto* why = child<QLabel>(page, "autonomyWhyNot");
    page.showKey(QStringLiteral("refund")); // negative control: CLEARED, may be revoked
    QTRY_VERIFY_WITH_TIMEOUT(revoke->isEnabled(), kWait);
    QVERIFY(child<QAction>(page, "policyRevoked")->isEnabled());
    QVERIFY(!why->isVisible());

    page.showKey(QStringLiteral("wire"));
    QCOMPARE(page.currentPath(), QStringLiteral("wire"));
    QVERIFY(!revoke->isEnabled());
    const QString says = QStringLiteral("path wire is already REVOKED");
    QVERIFY2(revoke->toolTip().contains(says), qPrintable(revoke->toolTip()));
    QVERIFY(why->isVisible());
    QVERIFY2(why->text().contains(says), qPrintable(why->text()));
    auto* policyRevoked = child<QAction>(page, "policyRevoked");
    QVERIFY(!policyRevoked->isEnabled());
    QVERIFY2(policyRevoked->toolTip().contains(says), qPrintable(policyRevoked->toolTip()));
    // Lifting it stays possible.
    QVERIFY(child<QAction>(page, "policyCleared")->isEnabled());
    QVERIFY(child<QAction>(page, "policyHold")->isEnabled());
    QVERIFY(child<QPushButton>(page, "setPolicyButton")->isEnabled());
}

// Issue 14 item 6: at 1024×700 (about 850 px for the page) a suspended path's
// level cell ("SUSPENDED · earned L0 OBSERVED", after its icon and bar) is
// whole; the other columns give the room. Wide, they have theirs (the control).
void TestGuiAutonomy::smallWindowKeepsTheLevelWhole()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyPage page(&store);
    page.resize(1700, 800);
    page.show();
    waitForPage(page, store);
    auto* table = child<QTableView>(page, "autonomyTable");
    QHeaderView* header = table->horizontalHeader();
    QCoreApplication::processEvents();
    const int wideLevel = header->sectionSize(AutonomyModel::LevelColumn);
    const int wideUnattended = header->sectionSize(AutonomyModel::UnattendedColumn);
    page.resize(850, 700);
    QTRY_VERIFY(header->sectionSize(AutonomyModel::UnattendedColumn) < wideUnattended);
    QCOMPARE(header->sectionSize(AutonomyModel::LevelColumn), wideLevel);
    const QFontMetrics fm = table->fontMetrics();
    QVERIFY(wideLevel >= fm.horizontalAdvance(QString::fromUtf8("SUSPENDED \u00B7 earned L0 OBSERVED")) +
                             LevelBarDelegate::barWidth() + fm.height());
}

// store-e (SPEC §15.7, §15.8): charge is held by an execution with an unknown
// outcome. The page says HELD in the level cell and the detail, lists the
// execution, and offers it on the Holds page; charge has no thresholds, which
// is AUTO at the gateway. Negative control: payout is neither held nor AUTO.
void TestGuiAutonomy::heldPathLinksToHolds()
{
    const auto expected = expectedStoreE();
    const double at = expected["generated_at"].get<double>();
    setClockForTesting([at] { return at; });
    const auto db = TestDatabase::storeE();
    StoreClient store(qdsn(db));
    AutonomyPage page(&store);
    page.resize(1200, 800);
    page.show();
    waitForPage(page, store);
    auto* detail = child<QPlainTextEdit>(page, "autonomyDetail");
    page.showKey(QStringLiteral("charge"));
    QTRY_VERIFY_WITH_TIMEOUT(detail->toPlainText().startsWith(QLatin1String("Path: charge\n")), kWait);
    const QString held = QString::fromStdString(expected["intents"]["held_ambiguous"].get<std::string>());
    const QString text = detail->toPlainText();
    QVERIFY2(text.contains(QString::fromUtf8("\u2716 HELD: hands off: 1 execution on this path reached the "
                                             "provider with an unknown outcome \u2014 settle (witness) it")),
             qPrintable(text));
    QVERIFY2(text.contains(held), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("AUTO, with no maker-checker")), qPrintable(text));
    const QModelIndex level = page.table()->currentIndex().siblingAtColumn(AutonomyModel::LevelColumn);
    QCOMPARE(level.data().toString(), QString::fromUtf8("HELD \u00B7 earned L3 DELEGATED"));
    QCOMPARE(level.data(AutonomyModel::HeldIntentsRole).toStringList(), QStringList{held});
    QVERIFY(level.siblingAtColumn(AutonomyModel::UnattendedColumn)
                .data()
                .toString()
                .startsWith(QLatin1String("no: the licence is held")));
    QCOMPARE(level.siblingAtColumn(AutonomyModel::ThresholdsColumn).data().toString(),
             QStringLiteral("none: AUTO at the gateway, no maker-checker (only the licence gates it)"));
    auto* open = page.openHeldButton();
    QTRY_VERIFY_WITH_TIMEOUT(open->isVisible(), kWait);
    QSignalSpy requested(&page, &AutonomyPage::holdsRequested);
    QTest::mouseClick(open, Qt::LeftButton);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), held);

    page.showKey(QStringLiteral("payout"));
    QTRY_VERIFY_WITH_TIMEOUT(detail->toPlainText().startsWith(QLatin1String("Path: payout\n")), kWait);
    QVERIFY(!open->isVisible());
    QVERIFY(!detail->toPlainText().contains(QLatin1String("HELD")));
    QVERIFY(!page.table()->currentIndex().siblingAtColumn(AutonomyModel::LevelColumn).data(AutonomyModel::HeldRole).toBool());
    const double a = expectedStoreA()["generated_at"].get<double>();
    setClockForTesting([a] { return a; });
}

QTEST_MAIN(TestGuiAutonomy)
#include "test_gui_autonomy.moc"
