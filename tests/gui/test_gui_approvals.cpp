// The Approvals page on copies of the reference store, connected as real
// roles: an approver votes end to end through ConfirmWriteDialog; a reject
// cannot be confirmed without a reason; the maker, a superuser and a role
// outside seal_approver see disabled buttons that say why (and their click
// path writes nothing); a hostile maker is shown literally; a live refresh
// adds a new request and keeps the selection; the receipt export writes the
// same bytes as sealctl.
#include "models/approval_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/widgets/intent_purpose_pane.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const std::string kChecker = "gui_apr_checker"; // member of seal_approver
const std::string kMaker = "gui_apr_maker";     // member of seal_approver, maker of the fresh request
const std::string kOutsider = "gui_apr_outsider";
const QString kFresh = QStringLiteral("guiappr1");
// An intent store-a has (its approvals' own intents are not in seal_intents).
const std::string kIntent = "3881fbe74563b19a1eee35c69c5002621c305b152e0a8a017cd9dd9cf578187f";
const QString kApproved = QStringLiteral("4003925186ed41f1965aa828b2c39e0a");
const QString kPending13 = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6");

// store-a, granted to everyone as a deployment grants its people, with one
// fresh pending request made by kMaker (far from expiry).
TestDatabase storeWithFreshRequest()
{
    auto db = TestDatabase::writableStoreA();
    db.exec("INSERT INTO seal_approvals VALUES ('guiappr1', '" + kIntent + "', 'payout', 4321.5, '" + kMaker +
            "', 'DUAL', 'pending', 2, 1795946700, 4102444800, NULL, NULL)");
    return db;
}

// A page connected as `role` ("" = the admin DSN, a superuser), loaded, knowing who it is.
struct Session
{
    std::unique_ptr<StoreClient> store;
    std::unique_ptr<ApprovalsPage> page;
};

Session openPage(const TestDatabase& db, const std::string& role, const QString& select = kFresh)
{
    Session s;
    s.store = std::make_unique<StoreClient>(QString::fromStdString(role.empty() ? db.dsn() : db.dsn(role)));
    s.page = std::make_unique<ApprovalsPage>(s.store.get());
    s.page->resize(1200, 720);
    s.page->show();
    [&] {
        QTRY_VERIFY_WITH_TIMEOUT(s.page->hasData() && s.store->identity().has_value(), kWait);
        s.page->showKey(select);
        QCOMPARE(s.page->selectedId(), select);
    }();
    return s;
}

QPushButton* button(const QWidget& page, const char* name)
{
    auto* found = page.findChild<QPushButton*>(QLatin1String(name));
    if (!found) qFatal("no button %s", name);
    return found;
}

QLabel* label(const QWidget& page, const char* name)
{
    auto* found = page.findChild<QLabel*>(QLatin1String(name));
    if (!found) qFatal("no label %s", name);
    return found;
}

// Runs `act` on the ConfirmWriteDialog once it is the active modal widget
// (the click that opens it returns at once: the dialog is window-modal, not
// exec()). `seen` tells whether it came.
void whenDialog(std::function<void(ConfirmWriteDialog*)> act, std::shared_ptr<bool> seen, int triesLeft = 100)
{
    QTimer::singleShot(50, [act = std::move(act), seen, triesLeft]() mutable {
        if (auto* dialog = qobject_cast<ConfirmWriteDialog*>(QApplication::activeModalWidget())) {
            *seen = true;
            act(dialog);
            return;
        }
        if (triesLeft > 0) whenDialog(std::move(act), seen, triesLeft - 1);
    });
}

QStringList dialogTexts(const ConfirmWriteDialog* dialog)
{
    QStringList out;
    for (const QLabel* l : dialog->findChildren<QLabel*>())
        out << l->text();
    return out;
}

} // namespace

class TestGuiApprovals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void approveEndToEnd();
    void rejectNeedsReason();
    void whoMayNotVote_data();
    void whoMayNotVote();
    void hostileMakerLiteral();
    void liveRefreshKeepsSelection();
    void clickLandsOnTheRowUnderThePointer();
    void historyShowsDecisionCert();
    void exportsSealctlReceipt();
    void purposeBesideTheAmount();

private:
    std::unique_ptr<GroupScope> m_group;
};

void TestGuiApprovals::initTestCase()
{
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_group = std::make_unique<GroupScope>("seal_approver", std::vector<std::string>{kChecker, kMaker});
    ensureRole(kOutsider);
}

void TestGuiApprovals::cleanupTestCase()
{
    m_group.reset();
}

void TestGuiApprovals::approveEndToEnd()
{
    const auto db = storeWithFreshRequest();
    Session s = openPage(db, kChecker);
    if (QTest::currentTestFailed()) return;
    QPushButton* approve = button(*s.page, "approveButton");
    QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), kWait);
    QVERIFY(label(*s.page, "voteWhyNot")->isHidden());
    const std::string votes = "SELECT count(*) FROM seal_approval_votes WHERE approval_id = 'guiappr1'";

    // Negative control: cancelling the dialog writes nothing.
    auto seen = std::make_shared<bool>(false);
    whenDialog([](ConfirmWriteDialog* d) { d->reject(); }, seen);
    QTest::mouseClick(approve, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000); // the dialog opens without blocking the click
    QTest::qWait(300);
    QCOMPARE(db.scalar(votes), 0);

    seen = std::make_shared<bool>(false);
    QString role;
    QStringList texts;
    bool reasonField = true;
    whenDialog(
        [&](ConfirmWriteDialog* d) {
            role = d->findChild<QLabel*>(QStringLiteral("confirmRole"))->text();
            texts = dialogTexts(d);
            reasonField = d->reasonEdit() != nullptr;
            QVERIFY(d->confirmButton()->isEnabled());
            QTest::mouseClick(d->confirmButton(), Qt::LeftButton);
        },
        seen);
    QSignalSpy status(s.page.get(), &ConsolePage::statusMessage);
    QTest::mouseClick(approve, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000); // the dialog opens without blocking the click
    QCOMPARE(role, QString::fromStdString(kChecker));
    QVERIFY(texts.contains(kFresh));
    QVERIFY(texts.contains(QStringLiteral("4,321.50")));
    QVERIFY(texts.contains(QString::fromStdString(kMaker)));
    QVERIFY(texts.contains(QStringLiteral("approve")));
    QVERIFY(!reasonField); // an approve keeps no reason, so none is asked
    QTRY_COMPARE_WITH_TIMEOUT(db.scalar(votes), 1, kWait);
    QCOMPARE(
        db.scalar("SELECT count(*) FROM seal_approval_votes WHERE approval_id = 'guiappr1' AND approver = '" +
                  kChecker + "' AND decision = 'approve'"),
        1);
    QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty(), kWait);
    QVERIFY(status.last().at(0).toString().contains(QLatin1String("still pending")));
    // The page re-read the approvals: one of two, and this role may not vote again.
    const QModelIndex votesCell =
        s.page->model()->index(s.page->model()->rowOf(kFresh), ApprovalModel::VotesColumn);
    QTRY_COMPARE_WITH_TIMEOUT(votesCell.data().toString(), QStringLiteral("1 of 2"), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(!approve->isEnabled(), kWait);
    QVERIFY(approve->toolTip().contains(QLatin1String("already voted")));
}

void TestGuiApprovals::rejectNeedsReason()
{
    const auto db = storeWithFreshRequest();
    Session s = openPage(db, kChecker);
    if (QTest::currentTestFailed()) return;
    QPushButton* reject = button(*s.page, "rejectButton");
    QTRY_VERIFY_WITH_TIMEOUT(reject->isEnabled(), kWait);
    auto seen = std::make_shared<bool>(false);
    bool disabledEmpty = false, disabledBlank = false, enabledWithReason = false;
    whenDialog(
        [&](ConfirmWriteDialog* d) {
            QPlainTextEdit* reason = d->reasonEdit();
            if (!reason) {
                d->reject();
                return;
            }
            disabledEmpty = !d->confirmButton()->isEnabled();
            QTest::keyClicks(reason, QStringLiteral("   "));
            disabledBlank = !d->confirmButton()->isEnabled();
            QTest::keyClicks(reason, QStringLiteral("amount does not match the invoice"));
            enabledWithReason = d->confirmButton()->isEnabled();
            QTest::mouseClick(d->confirmButton(), Qt::LeftButton);
        },
        seen);
    QTest::mouseClick(reject, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000); // the dialog opens without blocking the click
    QVERIFY(disabledEmpty);
    QVERIFY(disabledBlank);
    QVERIFY(enabledWithReason);
    QTRY_COMPARE_WITH_TIMEOUT(db.scalar("SELECT count(*) FROM seal_approvals WHERE id = 'guiappr1'"
                                        " AND state = 'rejected'"),
                              1, kWait);
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_certs WHERE intent = 'approval:guiappr1'"
                       " AND body->>'reason' = 'amount does not match the invoice'"),
             1);
}

void TestGuiApprovals::whoMayNotVote_data()
{
    QTest::addColumn<QString>("role");
    QTest::addColumn<QString>("approval");
    QTest::addColumn<QString>("why");
    QTest::newRow("maker") << QString::fromStdString(kMaker) << kFresh << QStringLiteral("maker");
    QTest::newRow("superuser") << QString() << kFresh << QStringLiteral("superuser");
    QTest::newRow("not an approver") << QString::fromStdString(kOutsider) << kFresh
                                     << QStringLiteral("not a member of seal_approver");
    QTest::newRow("decided") << QString::fromStdString(kChecker) << kApproved
                             << QStringLiteral("already decided");
}

void TestGuiApprovals::whoMayNotVote()
{
    QFETCH(QString, role);
    QFETCH(QString, approval);
    QFETCH(QString, why);
    const auto db = storeWithFreshRequest();
    Session s = openPage(db, role.toStdString(), approval);
    if (QTest::currentTestFailed()) return;
    QPushButton* approve = button(*s.page, "approveButton");
    QPushButton* reject = button(*s.page, "rejectButton");
    QLabel* whyNot = label(*s.page, "voteWhyNot");
    QTRY_VERIFY_WITH_TIMEOUT(approve->toolTip().contains(why), kWait);
    QVERIFY(!approve->isEnabled());
    QVERIFY(!reject->isEnabled());
    QVERIFY(reject->toolTip().contains(why));
    QVERIFY(whyNot->isVisible());
    QVERIFY(whyNot->text().contains(why));

    // Negative control: even a button forced on opens no dialog and writes no vote.
    const int before = db.scalar("SELECT count(*) FROM seal_approval_votes");
    auto seen = std::make_shared<bool>(false);
    whenDialog([](ConfirmWriteDialog* d) { d->reject(); }, seen, 10); // seen = failed: no dialog may open
    approve->setEnabled(true);
    QTest::mouseClick(approve, Qt::LeftButton);
    reject->setEnabled(true);
    QTest::mouseClick(reject, Qt::LeftButton);
    QTest::qWait(800);
    QVERIFY(!*seen);
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_approval_votes"), before);
    QVERIFY(!approve->isEnabled()); // and the click put the rule back on screen
}

void TestGuiApprovals::hostileMakerLiteral()
{
    const auto db = storeWithFreshRequest();
    db.exec("INSERT INTO seal_approvals VALUES ('hostile1', 'intent-<i>y</i>', 'payout', 10, '<b>x</b><img "
            "src=q>',"
            " 'DUAL', 'pending', 2, 1795946800, 4102444800, NULL, NULL)");
    Session s = openPage(db, kChecker, QStringLiteral("hostile1"));
    if (QTest::currentTestFailed()) return;
    const QString literal = QStringLiteral("<b>x</b><img src=q>");
    QTableView* table = s.page->table();
    QCOMPARE(table->currentIndex().siblingAtColumn(ApprovalModel::MakerColumn).data().toString(), literal);
    QLabel* maker = label(*s.page, "approvalDetail_maker");
    QCOMPARE(maker->text(), literal);
    QCOMPARE(maker->textFormat(), Qt::PlainText);
    QCOMPARE(label(*s.page, "approvalDetail_intent")->text(), QStringLiteral("intent-<i>y</i>"));
    for (const QLabel* l : s.page->findChildren<QLabel*>())
        QVERIFY2(l->textFormat() == Qt::PlainText, qPrintable(l->objectName()));
}

void TestGuiApprovals::liveRefreshKeepsSelection()
{
    const auto db = storeWithFreshRequest();
    Session s = openPage(db, kChecker, kPending13);
    if (QTest::currentTestFailed()) return;
    QSignalSpy arrived(s.page.get(), &ApprovalsPage::approvalsArrived);
    // The first look only records the stamp; changes are measured from it.
    QSignalSpy refreshed(s.store.get(), &StoreClient::refreshed);
    s.store->checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    QTest::qWait(100);

    db.exec("INSERT INTO seal_approvals VALUES ('guiappr2', 'intent-wire-999', 'wire', 777.25, 'agent:late', "
            "'DUAL',"
            " 'pending', 2, 1795946900, 4102444800, NULL, NULL)");
    QTRY_VERIFY_WITH_TIMEOUT(
        (s.store->checkForChanges(), s.page->model()->rowOf(QStringLiteral("guiappr2")) >= 0), kWait);
    QCOMPARE(s.page->selectedId(), kPending13);
    QCOMPARE(label(*s.page, "approvalDetail_id")->text(), kPending13);
    QTRY_COMPARE_WITH_TIMEOUT(arrived.count(), 1, kWait);
    QCOMPARE(arrived.at(0).at(0).toStringList(), QStringList{QStringLiteral("guiappr2")});
    QVERIFY(arrived.at(0).at(1).toString().contains(QLatin1String("777.25")));
    QVERIFY(arrived.at(0).at(1).toString().contains(QLatin1String("agent:late")));
}

// Issue 46, item 1: in "Waiting for my vote", the request the reader had selected stays listed
// (pinned) after they voted on it elsewhere; clicking a row below it must highlight, show and act
// on the row clicked. Unpinning the old row inside the click moved the rows up under the pointer,
// so the highlight landed on the next request while the pane and the buttons were for the one
// clicked.
void TestGuiApprovals::clickLandsOnTheRowUnderThePointer()
{
    const auto db = storeWithFreshRequest();
    for (int i = 0; i < 8; ++i)
        db.exec("INSERT INTO seal_approvals VALUES ('guirow" + std::to_string(i) + "', '" + kIntent + "', 'payout', " +
                std::to_string(1000 * (i + 2)) + ", '" + kMaker + "', 'DUAL', 'pending', 2, " +
                std::to_string(1795946800 + i) + ", 4102444800, NULL, NULL)");
    Session s = openPage(db, kChecker);
    if (QTest::currentTestFailed()) return;
    s.page->setScope(ApprovalFilter::Scope::WaitingForMe);
    QTableView* table = s.page->table();
    QAbstractItemModel* shown = table->model();
    QTRY_VERIFY_WITH_TIMEOUT(shown->rowCount() >= 9, kWait);
    const auto keyAt = [shown](int row) {
        return shown->index(row, 0).data(ApprovalModel::ApprovalIdRole).toString();
    };
    const auto highlighted = [table]() {
        const QModelIndexList rows = table->selectionModel()->selectedRows();
        return rows.size() == 1 ? rows.front().data(ApprovalModel::ApprovalIdRole).toString()
                                : QStringLiteral("(%1 rows)").arg(rows.size());
    };
    // Select the third row, then vote on it from elsewhere: it no longer waits for my vote, but stays (pinned).
    const QString voted = keyAt(2);
    table->setCurrentIndex(shown->index(2, 0));
    QTRY_COMPARE_WITH_TIMEOUT(s.page->selectedId(), voted, kWait);
    db.exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig) VALUES ('" +
            voted.toStdString() + "', '" + kChecker + "', 'approve', extract(epoch FROM now()), 'x')");
    QTRY_VERIFY_WITH_TIMEOUT((s.store->checkForChanges(), s.page->model()->rowAt(s.page->model()->rowOf(voted)) &&
                              !s.page->model()->rowAt(s.page->model()->rowOf(voted))->approval.votes.empty()),
                             kWait);
    // Still listed (pinned), and still the current row.
    QTRY_COMPARE_WITH_TIMEOUT(keyAt(table->selectionModel()->currentIndex().row()), voted, kWait);
    const int pinnedRow = table->selectionModel()->currentIndex().row();
    // Click two rows below it.
    const int target = pinnedRow + 2;
    const QString clicked = keyAt(target);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(shown->index(target, 1)).center());
    // The old pin goes, and the highlight, the current row, the pane and the buttons are the row clicked.
    QTRY_VERIFY_WITH_TIMEOUT(
        shown->match(shown->index(0, 0), ApprovalModel::ApprovalIdRole, voted, 1, Qt::MatchExactly).isEmpty(), kWait);
    QCOMPARE(s.page->selectedId(), clicked);
    QCOMPARE(highlighted(), clicked);
    QCOMPARE(label(*s.page, "approvalDetail_id")->text(), clicked);
    QCOMPARE(table->currentIndex().data(ApprovalModel::ApprovalIdRole).toString(), clicked);
    // Negative control of the measure: the row under the pointer now is another request.
    QVERIFY(keyAt(target) != clicked);
}

void TestGuiApprovals::historyShowsDecisionCert()
{
    const auto db = storeWithFreshRequest();
    Session s = openPage(db, kChecker, kApproved);
    if (QTest::currentTestFailed()) return;
    QPushButton* show = button(*s.page, "showDecisionCert");
    QVERIFY(show->isEnabled());
    QCOMPARE(label(*s.page, "approvalDetail_cert")->text(), QStringLiteral("seq 716"));
    QSignalSpy nav(s.page.get(), &ConsolePage::navigationRequested);
    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(nav.count(), 1);
    QCOMPARE(nav.at(0).at(0).toString(), QStringLiteral("certificates"));
    QCOMPARE(nav.at(0).at(1).toString(), QStringLiteral("716"));
    // A pending request has no decision cert.
    s.page->showKey(kFresh);
    QVERIFY(!show->isEnabled());
}

void TestGuiApprovals::exportsSealctlReceipt()
{
    const auto db = storeWithFreshRequest();
    Session s = openPage(db, kChecker);
    if (QTest::currentTestFailed()) return;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("receipt.json"));
    QSignalSpy done(s.page.get(), &ApprovalsPage::receiptExported);
    const QString intent =
        s.page->model()->index(s.page->model()->rowOf(kFresh), 0).data(ApprovalModel::IntentRole).toString();
    QCOMPARE(intent, QString::fromStdString(kIntent));
    s.page->exportReceipt(intent, file);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kWait);
    QVERIFY2(done.at(0).at(1).toBool(), qPrintable(done.at(0).at(2).toString()));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray ours = f.readAll();
    const RunResult cli = runSealctl({"--dsn", db.dsn(), "receipt", kIntent, "--format", "json"});
    QCOMPARE(cli.exitCode, 0);
    // Only generated_at (the moment of building; not digested) may differ.
    const auto withoutGenerated = [](QByteArray text) {
        static const QRegularExpression at(QStringLiteral("\"generated_at\": [0-9.e+]+"));
        return QString::fromUtf8(text).replace(at, QStringLiteral("\"generated_at\": X"));
    };
    QCOMPARE(withoutGenerated(ours), withoutGenerated(QByteArray::fromStdString(cli.out)));
    QVERIFY(ours.endsWith("}\n"));

    // Negative control: an intent the store does not have (store-a's approvals
    // name intents that are not in seal_intents) writes nothing.
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    s.page->exportReceipt(QStringLiteral("intent-payout-367"), missing);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, kWait);
    QVERIFY(!done.at(1).at(1).toBool());
    QVERIFY(!QFile::exists(missing));
}

// Issue 27 item 3: what a request is for, beside its amount — the intent's
// action, arguments digest and state, and what the gateway recorded for it
// (the reason, agent-written, shown as written); the story one click away.
void TestGuiApprovals::purposeBesideTheAmount()
{
    const auto db = storeWithFreshRequest();
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('payout', 'approval_required', '" +
            kIntent + "', '{\"reason\": \"amount 4321.5 over the AUTO ceiling <b>0</b>\"}', 1795946700)");
    Session s = openPage(db, kChecker, QStringLiteral("guiappr1"));
    if (QTest::currentTestFailed()) return;
    auto* pane = s.page->findChild<IntentPurposePane*>(QStringLiteral("intentPurpose"));
    QVERIFY(pane);
    QTRY_VERIFY_WITH_TIMEOUT(pane->isLoaded(), kWait);
    QCOMPARE(label(*s.page, "purpose_action")->text(), QStringLiteral("refund"));
    QCOMPARE(label(*s.page, "purpose_args")->text(),
             QStringLiteral("77c0bf019e8b85b8c4852a259887a73be9c1b394dce12bb5768a4e0abeb80b03"));
    QLabel* gateway = label(*s.page, "purpose_gateway");
    QVERIFY2(gateway->text().contains(QLatin1String("approval_required: amount 4321.5 over the AUTO ceiling <b>0</b>")),
             qPrintable(gateway->text()));
    QCOMPARE(gateway->textFormat(), Qt::PlainText);
    QSignalSpy nav(s.page.get(), &ConsolePage::navigationRequested);
    QTest::mouseClick(button(*s.page, "purposeStory"), Qt::LeftButton);
    QCOMPARE(nav.count(), 1);
    QCOMPARE(nav.at(0).at(0).toString(), QStringLiteral("story"));
    QCOMPARE(nav.at(0).at(1).toString(), QString::fromStdString(kIntent));
    // Negative control: another request's intent has no row, only the kernel's
    // approval_requested event; nothing of the first request stays.
    s.page->showKey(kPending13);
    QTRY_VERIFY_WITH_TIMEOUT(pane->isLoaded(), kWait);
    QVERIFY(!s.page->findChild<QLabel*>(QStringLiteral("purpose_action")));
    QVERIFY(label(*s.page, "purpose_state")->text().startsWith(QLatin1String("no intent row")));
    const QString other = label(*s.page, "purpose_gateway")->text();
    QVERIFY2(other.endsWith(QLatin1String("approval_requested")) && !other.contains(QLatin1String("AUTO")),
             qPrintable(other));
}

QTEST_MAIN(TestGuiApprovals)
#include "test_gui_approvals.moc"
