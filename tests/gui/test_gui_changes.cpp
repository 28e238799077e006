// Dual control in the console (issue 28) on store-e with real roles: a
// governance confirmation says, before the click, that its loosening act
// will be proposed and who is asked; the proposal lands as a change and
// nothing else; the Changes page shows it with its before and after, refuses
// the proposer's own approval, counts it as waiting for the other operator,
// who approves it there, and only then is the act written. With dual control
// off the same confirmation says nothing of it (a negative control). With
// SEAL_GUI_SHOTS=DIR the proposing confirmation is saved there to look at.
#include "core/writes/dual_control.hpp"
#include "models/change_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/changes_page.hpp"
#include "views/pages/obligations_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const std::string kOp1 = "gui_dual_op1";
const std::string kOp2 = "gui_dual_op2";

QString pendingDuty()
{
    return QString::fromStdString(expectedStoreE()["obligation_ids"]["pending"].get<std::string>());
}

TestDatabase store(bool on)
{
    auto db = TestDatabase::storeE();
    ensureRole(kOp1);
    ensureRole(kOp2);
    db.grantToEveryone();
    if (on) {
        auto owner = db.connect();
        applyDualControlSetup(owner, 3600);
        for (const auto& r : {kOp1, kOp2})
            for (const auto& g : dualControlGrantStatements(quoteIdent(r))) db.exec(g);
    }
    return db;
}

// Opens the obligation's cancel confirmation as `page`'s operator.
ConfirmWriteDialog* askCancel(ObligationsPage& page)
{
    page.showKey(pendingDuty());
    if (!page.cancelButton()->isEnabled()) return nullptr;
    QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
    return waitForDialog<ConfirmWriteDialog>(page, "confirmCancelObligationDialog");
}

} // namespace

class TestGuiChanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }

    void aLooseningActIsProposedAndDecidedByAnother()
    {
        const auto db = store(true);
        const std::string duty = pendingDuty().toStdString();
        StoreClient first(QString::fromStdString(db.dsn(kOp1)));
        first.setRefreshInterval(300); // as the console does: pages follow the store's changes
        ChangesPage firstChanges(&first);
        QTRY_VERIFY_WITH_TIMEOUT(firstChanges.hasData() && DualControlState::instance().on(), kWait);
        ObligationsPage obligations(&first);
        obligations.resize(1100, 800);
        obligations.show();
        QTRY_VERIFY_WITH_TIMEOUT(obligations.hasData() && first.identity().has_value(), kWait);

        auto* confirm = askCancel(obligations);
        QVERIFY(confirm);
        auto* note = confirm->findChild<QLabel*>(QStringLiteral("confirmDualControl"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("proposed, not written")), qPrintable(note->text()));
        QVERIFY2(note->text().contains(QString::fromStdString(kOp1)), qPrintable(note->text())); // "any role but gui_dual_op1"
        QCOMPARE(note->textFormat(), Qt::PlainText);
        QCOMPARE(confirm->confirmButton()->text(), QStringLiteral("Propose"));
        auto* after = confirm->findChild<QLabel*>(QStringLiteral("confirmState"));
        QVERIFY(after && after->text().startsWith(QStringLiteral("once a second operator approves: ")));
        if (qEnvironmentVariableIsSet("SEAL_GUI_SHOTS")) // to look at: SEAL_GUI_SHOTS=DIR
            confirm->grab().save(qEnvironmentVariable("SEAL_GUI_SHOTS") + QStringLiteral("/propose-cancel.png"));
        confirm->reasonEdit()->setPlainText(QStringLiteral("duty moved to the new desk"));
        QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(db.scalar("SELECT count(*) FROM sealdesk_change_requests WHERE state = 'pending' "
                                            "AND kind = 'obligation_cancel'"),
                                  1LL, kWait);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_obligations WHERE obligation_id = '" + duty + "' AND active"), 1LL);
        const QString id = QString::number(db.scalar("SELECT max(id) FROM sealdesk_change_requests"));

        // The proposer sees it, and may withdraw it but not approve it.
        QTRY_VERIFY_WITH_TIMEOUT(firstChanges.model()->rowOf(id) >= 0, kWait);
        firstChanges.showKey(id);
        QTRY_VERIFY_WITH_TIMEOUT(firstChanges.withdrawButton()->isEnabled(), kWait);
        QVERIFY(!firstChanges.approveButton()->isEnabled());
        QVERIFY2(firstChanges.approveButton()->toolTip().contains(QStringLiteral("another operator")),
                 qPrintable(firstChanges.approveButton()->toolTip()));

        // The other operator: waiting for them, with its before and after.
        StoreClient second(QString::fromStdString(db.dsn(kOp2)));
        second.setRefreshInterval(300);
        ChangesPage changes(&second);
        QSignalSpy waiting(&changes, &ChangesPage::waitingChanged);
        changes.resize(1100, 800);
        changes.show();
        QTRY_VERIFY_WITH_TIMEOUT(changes.hasData() && second.identity().has_value() && changes.model()->rowOf(id) >= 0,
                                 kWait);
        QTRY_VERIFY_WITH_TIMEOUT(!waiting.isEmpty() && waiting.last().at(0).toLongLong() == 1, kWait);
        changes.showKey(id);
        auto* detail = changes.findChild<QPlainTextEdit*>(QStringLiteral("changeDetail"));
        QVERIFY(detail);
        QVERIFY2(detail->toPlainText().contains(QStringLiteral("active: true → false")), qPrintable(detail->toPlainText()));
        QVERIFY2(detail->toPlainText().contains(QStringLiteral("duty moved to the new desk")), qPrintable(detail->toPlainText()));
        QTRY_VERIFY_WITH_TIMEOUT(changes.approveButton()->isEnabled(), kWait);
        QVERIFY(!changes.withdrawButton()->isEnabled());
        QTest::mouseClick(changes.approveButton(), Qt::LeftButton);
        auto* approve = waitForDialog<ConfirmWriteDialog>(changes, "confirmChangeDialog");
        QVERIFY(approve);
        QTest::mouseClick(approve->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(db.scalar("SELECT count(*) FROM seal_obligations WHERE obligation_id = '" + duty +
                                            "' AND NOT active AND deactivated_by = '" + kOp2 + "'"),
                                  1LL, kWait);
        QCOMPARE(db.scalar("SELECT count(*) FROM sealdesk_change_requests WHERE state = 'applied' AND decided_by = '" +
                           kOp2 + "'"),
                 1LL);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs WHERE intent = 'change:" + id.toStdString() + "'"), 1LL);
        QTRY_COMPARE_WITH_TIMEOUT(
            changes.model()->index(changes.model()->rowOf(id), ChangeModel::StateColumn).data().toString(),
            QStringLiteral("applied"), kWait);
    }

    // Off: the same confirmation says nothing of dual control, and the act is written at once.
    void offTheConfirmationIsAsBefore()
    {
        const auto db = store(false);
        StoreClient first(QString::fromStdString(db.dsn(kOp1)));
        ChangesPage changes(&first);
        QTRY_VERIFY_WITH_TIMEOUT(changes.hasData(), kWait);
        QVERIFY(!DualControlState::instance().on());
        auto* summary = changes.findChild<QLabel*>(QStringLiteral("changesSummary"));
        QVERIFY(summary && summary->text().contains(QStringLiteral("Dual control is off")));
        ObligationsPage obligations(&first);
        obligations.show();
        QTRY_VERIFY_WITH_TIMEOUT(obligations.hasData() && first.identity().has_value(), kWait);
        auto* confirm = askCancel(obligations);
        QVERIFY(confirm);
        QVERIFY(!confirm->findChild<QLabel*>(QStringLiteral("confirmDualControl")));
        QCOMPARE(confirm->confirmButton()->text(), QStringLiteral("Cancel obligation"));
        confirm->reject();
    }
};

QTEST_MAIN(TestGuiChanges)
#include "test_gui_changes.moc"
