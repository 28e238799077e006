// Votes with consequences (issue 14, item 2), on copies of the reference
// store as real roles: the confirmation says what the request will be after
// the vote (approvals, who is still needed, decided or not, the expiry on the
// page's clock) and names the identity once; after a vote the same request
// stays selected in the scope the reader chose, showing its new state; the
// detail pane lists every vote with the reject's reason from the decision
// cert, the decision, who decided and when; new requests are announced, in
// one sentence, only to a role that may vote on them.
#include "models/approval_model.hpp"
#include "models/approval_votes_text.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/write_rules.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QApplication>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

QString text(const char* utf8)
{
    return QString::fromUtf8(utf8);
}

constexpr int kWait = 20000;
const std::string kVoterA = "gui_vote_a";    // member of seal_approver
const std::string kVoterB = "gui_vote_b";    // member of seal_approver, voted on vote2 already
const std::string kMaker = "gui_vote_maker"; // member of seal_approver, maker of the fresh requests
const std::string kOutsider = "gui_vote_outsider";
const QString kThree = QStringLiteral("vote3"); // needs 3, no votes
const QString kTwo = QStringLiteral("vote2");   // needs 2, one approve by kVoterB
const QString kRejected = QStringLiteral("c295a6c5e22f427b824d9cd64f08593e"); // store-a: sam@ops rejected
const QString kApproved = QStringLiteral("4003925186ed41f1965aa828b2c39e0a"); // store-a: dana, then sam
const QString kPending13 = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6");
constexpr double kExpires = 4102444800;                      // 2100-01-01 00:00:00 UTC
constexpr double kNow = kExpires - (6 * 86400 + 3600 + 120); // 6 d 01:02:00 before it

std::string insertRequest(const QString& id, int required, const std::string& maker, double amount = 9500)
{
    return "INSERT INTO seal_approvals VALUES ('" + id.toStdString() + "', 'intent-" + id.toStdString() +
           "', 'payout', " + std::to_string(static_cast<long long>(amount)) + ", '" + maker +
           "', 'DUAL', 'pending', " + std::to_string(required) + ", 1795946700, 4102444800, NULL, NULL)";
}

TestDatabase storeWithRequests()
{
    auto db = TestDatabase::writableStoreA();
    db.exec(insertRequest(kThree, 3, kMaker));
    db.exec(insertRequest(kTwo, 2, kMaker));
    db.exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig) VALUES ('vote2', '" +
            kVoterB + "', 'approve', 1795946800, 'x')");
    return db;
}

struct Session
{
    std::unique_ptr<StoreClient> store;
    std::unique_ptr<ApprovalsPage> page;
};

Session openPage(const TestDatabase& db, const std::string& role, const QString& select)
{
    Session s;
    s.store = std::make_unique<StoreClient>(QString::fromStdString(role.empty() ? db.dsn() : db.dsn(role)));
    s.page = std::make_unique<ApprovalsPage>(s.store.get());
    s.page->model()->setClock([] { return kNow; });
    s.page->resize(1200, 720);
    s.page->show();
    [&] {
        QTRY_VERIFY_WITH_TIMEOUT(s.page->hasData() && s.store->identity().has_value(), kWait);
        s.page->showKey(select);
        QCOMPARE(s.page->selectedId(), select);
    }();
    return s;
}

template <typename T> T* child(const QWidget& parent, const char* name)
{
    auto* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no %s", name);
    return found;
}

QString detail(const QWidget& page, const char* key)
{
    return child<QLabel>(page, (QByteArray("approvalDetail_") + key).constData())->text();
}

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

// Clicks Approve or Reject, confirms (with `reason` for a reject) and waits until the store has the vote.
void vote(Session& s, const TestDatabase& db, const QString& id, const char* button,
          const QString& reason = {})
{
    auto seen = std::make_shared<bool>(false);
    whenDialog(
        [reason](ConfirmWriteDialog* d) {
            if (d->reasonEdit()) QTest::keyClicks(d->reasonEdit(), reason);
            QTest::mouseClick(d->confirmButton(), Qt::LeftButton);
        },
        seen);
    QPushButton* b = child<QPushButton>(*s.page, button);
    QTRY_VERIFY_WITH_TIMEOUT(b->isEnabled(), kWait);
    QTest::mouseClick(b, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(db.scalar("SELECT count(*) FROM seal_approval_votes WHERE approval_id = '" +
                                       id.toStdString() + "' AND approver = '" + kVoterA + "'") == 1,
                             kWait);
}

bool listed(const ApprovalsPage& page, const QString& id)
{
    const int row = page.model()->rowOf(id);
    return row >= 0 && page.filterProxy()->mapFromSource(page.model()->index(row, 0)).isValid();
}

} // namespace

class TestGuiVotes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void confirmationSaysWhatFollows_data();
    void confirmationSaysWhatFollows();
    void defaultViewIsMyQueue_data();
    void defaultViewIsMyQueue();
    void sameRequestStaysSelected_data();
    void sameRequestStaysSelected();
    void filterNeverMovesTheSelection();
    void detailFromTheChain_data();
    void detailFromTheChain();
    void arrivalsOnlyForVoters_data();
    void arrivalsOnlyForVoters();
    void arrivalSentence();

private:
    std::unique_ptr<GroupScope> m_group;
};

void TestGuiVotes::initTestCase()
{
    pinEnglishUtcDisplay();
    m_group =
        std::make_unique<GroupScope>("seal_approver", std::vector<std::string>{kVoterA, kVoterB, kMaker});
    ensureRole(kOutsider);
}

void TestGuiVotes::cleanupTestCase()
{
    m_group.reset();
}

void TestGuiVotes::confirmationSaysWhatFollows_data()
{
    QTest::addColumn<QString>("approval");
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("needed");
    QTest::addColumn<QString>("expires");
    const QString at = text("2100-01-01 00:00:00.000Z (6 d 01:02:00 left)");
    const QString decides = at + text("; your vote decides the request before then");
    const QString nobody = text("nobody: your vote decides the request");
    QTest::newRow("first of three")
        << kThree << text("approveButton")
        << text("Approve approval request vote3. After your vote: 1 of 3 approvals, 2 more needed.")
        << text("1 of 3 approvals, 2 more needed: the request stays pending")
        << text("2 more distinct approvers, from members of seal_approver other than the maker "
                "(gui_vote_maker) "
                "and those who voted (you (gui_vote_a))")
        << at + text("; if it is not decided by then, it expires and cannot be approved");
    QTest::newRow("deciding approve")
        << kTwo << text("approveButton")
        << text("Approve approval request vote2. Your approve decides it: approved.")
        << text("approved (2 of 2 approvals): your approve decides it") << nobody << decides;
    QTest::newRow("reject")
        << kThree << text("rejectButton")
        << text("Reject approval request vote3. A reject decides the request at once: rejected.")
        << text("rejected: a reject decides the request at once") << nobody << decides;
}

void TestGuiVotes::confirmationSaysWhatFollows()
{
    QFETCH(QString, approval);
    QFETCH(QString, button);
    QFETCH(QString, action);
    QFETCH(QString, after);
    QFETCH(QString, needed);
    QFETCH(QString, expires);
    const auto db = storeWithRequests();
    Session s = openPage(db, kVoterA, approval);
    if (QTest::currentTestFailed()) return;
    QPushButton* b = child<QPushButton>(*s.page, button.toLatin1().constData());
    QTRY_VERIFY_WITH_TIMEOUT(b->isEnabled(), kWait);
    auto seen = std::make_shared<bool>(false);
    QString gotSubject, gotAction, gotAfter, gotNeeded, gotExpires;
    int roleShown = 0;
    bool yourRole = false;
    whenDialog(
        [&](ConfirmWriteDialog* d) {
            gotSubject = child<QLabel>(*d, "confirmSubject")->text();
            gotAction = child<QLabel>(*d, "confirmAction")->text();
            gotAfter = child<QLabel>(*d, "confirmAfterVote")->text();
            gotNeeded = child<QLabel>(*d, "confirmStillNeeded")->text();
            gotExpires = child<QLabel>(*d, "confirmExpires")->text();
            // With SEAL_GUI_SHOTS=DIR set, the dialog is saved there to look at.
            const QString shots = qEnvironmentVariable("SEAL_GUI_SHOTS");
            if (!shots.isEmpty())
                d->grab().save(shots + QStringLiteral("/vote-%1.png").arg(QLatin1String(QTest::currentDataTag())));
            for (const QLabel* l : d->findChildren<QLabel*>()) {
                roleShown += l->text() == QString::fromStdString(kVoterA);
                yourRole = yourRole || l->text() == QStringLiteral("Your role:");
            }
            d->reject(); // negative control: what was said wrote nothing
        },
        seen);
    QTest::mouseClick(b, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000);
    // Issue 46 item 1: the first line names the request by amount, path and maker.
    QCOMPARE(gotSubject, QStringLiteral("9,500.00 on payout, made by gui_vote_maker"));
    QCOMPARE(gotAction, action);
    QCOMPARE(gotAfter, after);
    QCOMPARE(gotNeeded, needed);
    QCOMPARE(gotExpires, expires);
    QCOMPARE(roleShown, 1); // "Written as: gui_vote_a", once
    QVERIFY(!yourRole);
    QTest::qWait(200);
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_approval_votes WHERE approver = '" + kVoterA + "'"), 0);
}

void TestGuiVotes::sameRequestStaysSelected_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("votes");
    QTest::addColumn<QString>("decided");
    QTest::newRow("reject") << text("rejectButton") << text("rejected")
                            << text("gui_vote_b — approved — 2026-11-29 10:06:40.000Z\n"
                                    "gui_vote_a — rejected — X — reason: amount does not match the invoice")
                            << text("rejected by gui_vote_a at X");
    QTest::newRow("deciding approve") << text("approveButton") << text("approved")
                                      << text("gui_vote_b — approved — 2026-11-29 10:06:40.000Z\n"
                                              "gui_vote_a — approved — X")
                                      << text("approved by gui_vote_a at X");
}

void TestGuiVotes::defaultViewIsMyQueue_data()
{
    QTest::addColumn<QString>("role");
    QTest::addColumn<int>("scope");
    QTest::addColumn<QStringList>("waiting");
    const int mine = static_cast<int>(ApprovalFilter::Scope::WaitingForMe);
    // At kNow store-a's own pending requests have expired: only the fresh ones can be decided.
    QTest::newRow("an approver who has not voted") << QString::fromStdString(kVoterA) << mine
                                                   << QStringList{kTwo, kThree}; // same created_at: by id
    QTest::newRow("an approver who voted on one") << QString::fromStdString(kVoterB) << mine << QStringList{kThree};
    QTest::newRow("the maker of both") << QString::fromStdString(kMaker) << mine << QStringList{};
    QTest::newRow("a role outside seal_approver")
        << QString::fromStdString(kOutsider) << static_cast<int>(ApprovalFilter::Scope::Pending) << QStringList{};
}

// An approver's list opens at the requests they may vote on, exactly those
// (judged by the same rules as the Approve button), with the count the
// sidebar and the window title show.
void TestGuiVotes::defaultViewIsMyQueue()
{
    QFETCH(QString, role);
    QFETCH(int, scope);
    QFETCH(QStringList, waiting);
    const auto db = storeWithRequests();
    StoreClient store(QString::fromStdString(db.dsn(role.toStdString())));
    ApprovalsPage page(&store);
    page.model()->setClock([] { return kNow; });
    QSignalSpy counted(&page, &ApprovalsPage::waitingChanged);
    page.resize(1200, 720);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
    QCOMPARE(static_cast<int>(page.scope()), scope);
    QCOMPARE(page.waitingCount(), qint64(waiting.size()));
    QVERIFY(!counted.isEmpty());
    QCOMPARE(counted.last().at(0).toLongLong(), qint64(waiting.size()));
    QStringList shown;
    for (int row = 0; row < page.filterProxy()->rowCount(); ++row)
        shown << page.filterProxy()->index(row, 0).data(ApprovalModel::ApprovalIdRole).toString();
    if (page.scope() == ApprovalFilter::Scope::WaitingForMe) {
        QCOMPARE(shown, waiting);
        // The same rules as the vote buttons: every row may be voted on, and no other row of the store may.
        QStringList mayVote;
        for (int row = 0; row < page.model()->rowCount(); ++row) {
            const ApprovalRow* r = page.model()->rowAt(row);
            if (whyNotVote(store.writeGate(), r->approval, kNow).isEmpty()) mayVote << QString::fromStdString(r->approval.id);
        }
        QCOMPARE(mayVote, waiting);
    }
}

void TestGuiVotes::sameRequestStaysSelected()
{
    QFETCH(QString, button);
    QFETCH(QString, state);
    QFETCH(QString, votes);
    QFETCH(QString, decided);
    const auto db = storeWithRequests();
    Session s = openPage(db, kVoterA, kTwo);
    if (QTest::currentTestFailed()) return;
    // An approver's default list: what waits for their vote. A request they
    // voted on (or that is decided) is outside it.
    QCOMPARE(s.page->scope(), ApprovalFilter::Scope::WaitingForMe);
    QVERIFY(listed(*s.page, kThree));
    vote(s, db, kTwo, button.toLatin1().constData(), QStringLiteral("amount does not match the invoice"));
    QTRY_COMPARE_WITH_TIMEOUT(detail(*s.page, "state"), state, kWait);
    QCOMPARE(s.page->selectedId(), kTwo);
    QVERIFY(listed(*s.page, kTwo));
    QCOMPARE(s.page->scope(), ApprovalFilter::Scope::WaitingForMe); // the scope the reader was in
    QVERIFY(s.page->table()->selectionModel()->isRowSelected(s.page->table()->currentIndex().row()));
    // The detail pane: every vote, the reject's reason from the decision cert, who decided and when.
    const auto withoutTimes = [](QString text) {
        static const QRegularExpression now(
            QStringLiteral("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z"));
        return text.replace(QStringLiteral("2026-11-29 10:06:40.000Z"), QStringLiteral("KEEP"))
            .replace(now, QStringLiteral("X"))
            .replace(QStringLiteral("KEEP"), QStringLiteral("2026-11-29 10:06:40.000Z"));
    };
    QTRY_COMPARE_WITH_TIMEOUT(withoutTimes(detail(*s.page, "votes")), votes, kWait);
    QCOMPARE(withoutTimes(detail(*s.page, "decided")), decided);
    QVERIFY(!detail(*s.page, "cert").startsWith(QLatin1String("none"))); // seq N

    // Negative control: the pin is the selection's. Selecting another request
    // lets the voted one leave Waiting for my vote as the filter says.
    const QModelIndex other = s.page->table()->model()->index(
        s.page->filterProxy()
            ->mapFromSource(s.page->model()->index(s.page->model()->rowOf(kThree), 0))
            .row(),
        0);
    s.page->table()->setCurrentIndex(other);
    QCOMPARE(s.page->selectedId(), kThree);
    QVERIFY(!listed(*s.page, kTwo));
}

// A filter that hides the selected request ends the selection: the pane
// says nothing is selected instead of describing a neighbour nobody chose.
void TestGuiVotes::filterNeverMovesTheSelection()
{
    const auto db = storeWithRequests();
    Session s = openPage(db, kVoterA, kTwo);
    if (QTest::currentTestFailed()) return;
    s.page->setScope(ApprovalFilter::Scope::All); // it still matches, so it stays (negative control)
    QCOMPARE(s.page->selectedId(), kTwo);
    QCOMPARE(detail(*s.page, "id"), kTwo);
    s.page->setScope(ApprovalFilter::Scope::History); // a pending request is not in it
    QVERIFY(!listed(*s.page, kTwo));
    QCOMPARE(s.page->selectedId(), QString());
    QCOMPARE(detail(*s.page, "id"), QStringLiteral("No approval request selected."));
    QVERIFY(!child<QPushButton>(*s.page, "approveButton")->isEnabled());
}

void TestGuiVotes::detailFromTheChain_data()
{
    QTest::addColumn<QString>("approval");
    QTest::addColumn<QByteArray>("tamper");
    QTest::addColumn<QString>("votes");
    QTest::addColumn<QString>("decided");
    QTest::newRow("reference reject, no reason in its cert")
        << kRejected << QByteArray()
        << text("sam@ops — rejected — 2026-11-29 10:01:24.127Z — no reason recorded in the decision cert")
        << text("rejected by sam@ops at 2026-11-29 10:01:24.133Z");
    QTest::newRow("the reason is read from the cert")
        << kRejected
        << QByteArray("UPDATE seal_certs SET body = body || '{\"reason\": \"<b>from the cert</b>\"}' WHERE "
                      "seq = 717")
        << text("sam@ops — rejected — 2026-11-29 10:01:24.127Z — reason: <b>from the cert</b>")
        << text("rejected by sam@ops at 2026-11-29 10:01:24.133Z");
    QTest::newRow("approved: the second approve decided")
        << kApproved << QByteArray()
        << text("dana@finance — approved — 2026-11-29 10:01:24.059Z\nsam@ops — approved — 2026-11-29 "
                "10:01:24.073Z")
        << text("approved by sam@ops at 2026-11-29 10:01:24.080Z");
    QTest::newRow("pending: nobody yet")
        << kTwo << QByteArray() << text("gui_vote_b — approved — 2026-11-29 10:06:40.000Z") << text("not yet");
}

void TestGuiVotes::detailFromTheChain()
{
    QFETCH(QString, approval);
    QFETCH(QByteArray, tamper);
    QFETCH(QString, votes);
    QFETCH(QString, decided);
    const auto db = storeWithRequests();
    if (!tamper.isEmpty()) db.exec(tamper.toStdString());
    Session s = openPage(db, kVoterA, approval);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(detail(*s.page, "votes"), votes);
    QCOMPARE(detail(*s.page, "decided"), decided);
}

void TestGuiVotes::arrivalsOnlyForVoters_data()
{
    QTest::addColumn<QString>("role");
    QTest::addColumn<bool>("readOnly");
    QTest::addColumn<QStringList>("announced");
    QTest::addColumn<QString>("sentence");
    const QString late = text("777.25 on wire (DUAL tier) from agent:late");
    QTest::newRow("approver") << QString::fromStdString(kVoterA) << false
                              << QStringList{text("arrival1"), text("arrival2")}
                              << text("2 new approval requests wait for your vote: "
                                      "120.00 on payout (DUAL tier) from gui_vote_maker; %1.")
                                     .arg(late);
    QTest::newRow("maker of one") << QString::fromStdString(kMaker) << false << QStringList{text("arrival2")}
                                  << text("A new approval request waits for your vote: %1.").arg(late);
    QTest::newRow("read-only approver")
        << QString::fromStdString(kVoterA) << true << QStringList() << QString();
    QTest::newRow("not an approver") << QString::fromStdString(kOutsider) << false << QStringList()
                                     << QString();
    QTest::newRow("superuser") << QString() << false << QStringList() << QString();
}

void TestGuiVotes::arrivalsOnlyForVoters()
{
    QFETCH(QString, role);
    QFETCH(bool, readOnly);
    QFETCH(QStringList, announced);
    QFETCH(QString, sentence);
    const auto db = storeWithRequests();
    Session s = openPage(db, role.toStdString(), kPending13);
    if (QTest::currentTestFailed()) return;
    s.store->setReadOnly(readOnly);
    QSignalSpy arrived(s.page.get(), &ApprovalsPage::approvalsArrived);
    QSignalSpy refreshed(s.store.get(), &StoreClient::refreshed);
    s.store->checkForChanges(); // the first look records the stamp
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    QTest::qWait(100);
    db.exec(insertRequest(QStringLiteral("arrival1"), 2, kMaker, 120)); // the maker's own
    db.exec("INSERT INTO seal_approvals VALUES ('arrival2', 'intent-wire-999', 'wire', 777.25, 'agent:late', "
            "'DUAL', 'pending', 2, 1795946900, 4102444800, NULL, NULL)");
    QTRY_VERIFY_WITH_TIMEOUT(
        (s.store->checkForChanges(), s.page->model()->rowOf(QStringLiteral("arrival2")) >= 0), kWait);
    QTest::qWait(300);
    QCOMPARE(s.page->selectedId(), kPending13);
    if (announced.isEmpty()) {
        QCOMPARE(arrived.count(), 0);
        return;
    }
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(arrived.at(0).at(0).toStringList(), announced);
    QCOMPARE(arrived.at(0).at(1).toString(), sentence);
}

void TestGuiVotes::arrivalSentence()
{
    const QString a = QStringLiteral("1.00 on a (DUAL tier) from x");
    QCOMPARE(seal::arrivalSentence({}), QString());
    QCOMPARE(seal::arrivalSentence({a, a}),
             QStringLiteral("2 new approval requests wait for your vote: %1; %1.").arg(a));
    QCOMPARE(seal::arrivalSentence({a, a, a, a, a}),
             QStringLiteral("5 new approval requests wait for your vote: %1; %1; %1; and 2 more.").arg(a));
}

QTEST_MAIN(TestGuiVotes)
#include "test_gui_votes.moc"
