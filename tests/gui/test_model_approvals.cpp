// ApprovalModel over a copy of the reference store: structure (tester),
// pending first then oldest first, decision certs, the countdown, filters,
// hostile strings kept literal, and a live refresh that keeps a persistent
// index on its row and reports the request that arrived.
#include "core/canon/digest.hpp"
#include "models/approval_model.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/write_rules.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;

// store-a's approvals (store-a.expected.json).
const QString kApproved = QStringLiteral("4003925186ed41f1965aa828b2c39e0a");
const QString kRejected = QStringLiteral("c295a6c5e22f427b824d9cd64f08593e");
const QString kPending12 = QStringLiteral("246f963deb9944f795a305876d764958");
const QString kPending13 = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6");
const QString kAlwaysHuman = QStringLiteral("80a54caa196346f7808dc91272c707df");
const QString kExpired = QStringLiteral("fcaf3bf59caa44349b46e6b2a7da0f82");

QStringList ids(const QAbstractItemModel& model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, 0).data(ApprovalModel::ApprovalIdRole).toString();
    return out;
}

QModelIndex cell(const ApprovalModel& model, const QString& id, int column)
{
    return model.index(model.rowOf(id), column);
}

void insertPending(const TestDatabase& db, const std::string& id, const std::string& maker, double createdAt)
{
    db.exec("INSERT INTO seal_approvals VALUES ('" + id + "', 'intent-" + id + "', 'payout', 1234.5, $$" +
            maker + "$$, 'DUAL', 'pending', 2, " + pythonFloatRepr(createdAt) + ", " +
            pythonFloatRepr(createdAt + 86400) + ", NULL, NULL)");
}

// A copy of store-a listed through the filter proxy, checked by the model tester.
struct Filtered
{
    TestDatabase db = TestDatabase::storeA();
    StoreClient store{qdsn(db)};
    ApprovalModel model{&store};
    ApprovalFilterProxy proxy;
    std::unique_ptr<QAbstractItemModelTester> tester;
    Filtered()
    {
        proxy.setSourceModel(&model);
        tester = std::make_unique<QAbstractItemModelTester>(&proxy,
                                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    }
};

} // namespace

class TestModelApprovals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void pendingFirstOldestFirst();
    void columnsAndCountdown();
    void texts();
    void filters();
    void myScopes();
    void hostileMakerLiteral();
    void defectiveAndInvalidCells();
    void makerRefusalComesFirst();
    void refreshKeepsPersistentIndex();
    void windowFollowsTheListNotTheStore();
};

void TestModelApprovals::pendingFirstOldestFirst()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(ids(model), (QStringList{kPending12, kPending13, kAlwaysHuman, kExpired, kApproved, kRejected}));
    // Decision certs: the graduated_approval certs 716 and 717; none while pending.
    QCOMPARE(cell(model, kApproved, 0).data(ApprovalModel::DecisionSeqRole).toLongLong(), 716);
    QCOMPARE(cell(model, kRejected, 0).data(ApprovalModel::DecisionSeqRole).toLongLong(), 717);
    QVERIFY(cell(model, kPending12, 0).data(ApprovalModel::DecisionSeqRole).isNull());
}

void TestModelApprovals::columnsAndCountdown()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const double expires = 2111306484.162704; // kPending12
    model.setClock([expires] { return expires - 90061.5; });
    const auto text = [&](const QString& id, int column) {
        return cell(model, id, column).data().toString();
    };
    QCOMPARE(text(kPending12, ApprovalModel::StateColumn), QStringLiteral("pending"));
    QCOMPARE(text(kPending12, ApprovalModel::AmountColumn), QStringLiteral("9,500.00"));
    QCOMPARE(text(kPending12, ApprovalModel::PathColumn), QStringLiteral("payout"));
    QCOMPARE(text(kPending12, ApprovalModel::TierColumn), QStringLiteral("DUAL"));
    QCOMPARE(text(kPending12, ApprovalModel::MakerColumn), QStringLiteral("agent:payouts-bot"));
    QCOMPARE(text(kPending12, ApprovalModel::VotesColumn), QStringLiteral("1 of 2"));
    QCOMPARE(text(kPending12, ApprovalModel::TimeLeftColumn), QStringLiteral("1 d 01:01:01"));
    QCOMPARE(text(kPending12, ApprovalModel::IntentColumn), QStringLiteral("intent-payout-369"));
    QCOMPARE(text(kPending12, ApprovalModel::CreatedColumn), QStringLiteral("2026-11-29 10:01:24Z"));
    QVERIFY(cell(model, kPending12, ApprovalModel::VotesColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QLatin1String("dana@finance: approved at 2026-11-29 10:01:24Z")));
    QVERIFY(cell(model, kPending12, 0).data(ApprovalModel::ActionableRole).toBool());
    QCOMPARE(text(kApproved, ApprovalModel::TimeLeftColumn), QString()); // decided: no countdown
    QCOMPARE(text(kApproved, ApprovalModel::VotesColumn), QStringLiteral("2 of 2"));
    QCOMPARE(text(kAlwaysHuman, ApprovalModel::AmountColumn), QStringLiteral("250,000.00"));
    // The fixture's short-lived request is past its expiry: shown as expired, not actionable.
    QCOMPARE(text(kExpired, ApprovalModel::StateColumn), QStringLiteral("expired"));
    QCOMPARE(cell(model, kExpired, 0).data(ApprovalModel::StateRole).toString(), QStringLiteral("pending"));
    QCOMPARE(text(kExpired, ApprovalModel::TimeLeftColumn), QStringLiteral("expired"));
    QVERIFY(!cell(model, kExpired, 0).data(ApprovalModel::ActionableRole).toBool());

    // The countdown moves with the clock, and says so to the view.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setClock([expires] { return expires - 59.2; });
    QVERIFY(!changed.isEmpty());
    QCOMPARE(text(kPending12, ApprovalModel::TimeLeftColumn), QStringLiteral("00:00:59"));
    model.setClock([expires] { return expires + 1; });
    QCOMPARE(text(kPending12, ApprovalModel::TimeLeftColumn), QStringLiteral("expired"));
    QCOMPARE(text(kPending12, ApprovalModel::StateColumn), QStringLiteral("expired"));
    QVERIFY(!cell(model, kPending12, 0).data(ApprovalModel::ActionableRole).toBool());
    model.setClock({});
}

void TestModelApprovals::texts()
{
    QCOMPARE(amountText(9500), QStringLiteral("9,500.00"));
    QCOMPARE(amountText(0.125), QStringLiteral("0.125")); // exact: never rounded to 0.13
    QCOMPARE(amountText(1234567.5), QStringLiteral("1,234,567.50"));
    QCOMPARE(timeLeftText(100, 100), QStringLiteral("expired"));
    QCOMPARE(timeLeftText(100, 101), QStringLiteral("expired"));
    QCOMPARE(timeLeftText(100 + 3 * 86400 + 4 * 3600 + 5 * 60 + 6, 100), QStringLiteral("3 d 04:05:06"));
}

void TestModelApprovals::filters()
{
    Filtered list;
    QTRY_VERIFY_WITH_TIMEOUT(list.model.hasLoaded(), kWait);
    ApprovalModel& model = list.model;
    ApprovalFilterProxy& proxy = list.proxy;
    QCOMPARE(proxy.rowCount(), 6);
    const auto shown = [&](const ApprovalFilter& filter) {
        proxy.setFilter(filter);
        return ids(proxy);
    };
    ApprovalFilter f;
    f.scope = ApprovalFilter::Scope::Pending;
    QCOMPARE(shown(f), (QStringList{kPending12, kPending13, kAlwaysHuman, kExpired}));
    f.scope = ApprovalFilter::Scope::History;
    QCOMPARE(shown(f), (QStringList{kApproved, kRejected}));
    f = {};
    f.path = QStringLiteral("wire");
    QCOMPARE(shown(f), (QStringList{kPending13, kAlwaysHuman}));
    f = {};
    f.tier = QStringLiteral("ALWAYS_HUMAN");
    QCOMPARE(shown(f), (QStringList{kAlwaysHuman}));
    f = {};
    f.state = QStringLiteral("rejected");
    QCOMPARE(shown(f), (QStringList{kRejected}));
    f = {};
    f.minAmount = 8000;
    f.maxAmount = 20000;
    QCOMPARE(shown(f), (QStringList{kPending12, kPending13, kRejected})); // bounds included
    f = {};
    f.maker = QStringLiteral("agent:treasury");
    QCOMPARE(shown(f), (QStringList{kPending13, kAlwaysHuman}));
    f = {};
    f.search = QStringLiteral("PAYOUT-36");
    QCOMPARE(shown(f), (QStringList{kPending12, kApproved, kRejected}));
    f.search = QStringLiteral("80a54c");
    QCOMPARE(shown(f), (QStringList{kAlwaysHuman}));
    f.search = QStringLiteral("DANA"); // a voter (issue 27: searching an approver found nothing)
    QCOMPARE(shown(f), (QStringList{kPending12, kPending13, kApproved}));
    f.search = QStringLiteral("treasury"); // a maker
    QCOMPARE(shown(f), (QStringList{kPending13, kAlwaysHuman}));
    f.search = QStringLiteral("nothing-like-this");
    QCOMPARE(shown(f), QStringList());
    QCOMPARE(shown({}).size(), 6);
    QCOMPARE(model.paths(), (QStringList{QStringLiteral("payout"), QStringLiteral("wire")}));
}

// The scopes that are the session's own (issue 27): each holds exactly what
// the store's votes say, judged for the role, never for a typed name.
void TestModelApprovals::myScopes()
{
    Filtered list;
    QTRY_VERIFY_WITH_TIMEOUT(list.model.hasLoaded(), kWait);
    ApprovalModel& model = list.model;
    ApprovalFilterProxy& proxy = list.proxy;
    const auto shown = [&](ApprovalFilter::Scope scope, const QString& me, bool mayVote = true) {
        ApprovalFilter f;
        f.scope = scope;
        f.me = me;
        f.meMayVote = mayVote;
        proxy.setFilter(f);
        return ids(proxy);
    };
    using Scope = ApprovalFilter::Scope;
    const QString dana = QStringLiteral("dana@finance");
    const QString sam = QStringLiteral("sam@ops");
    // dana approved three; of the pending ones only the ALWAYS_HUMAN request
    // waits for her (the expired one can no longer be decided).
    QCOMPARE(shown(Scope::WaitingForMe, dana), (QStringList{kAlwaysHuman}));
    QCOMPARE(shown(Scope::WaitingForMe, sam), (QStringList{kPending12, kPending13, kAlwaysHuman}));
    // The maker's own request never waits for the maker.
    QCOMPARE(shown(Scope::WaitingForMe, QStringLiteral("agent:treasury")), (QStringList{kPending12}));
    // Negative controls: a role that may not vote, and no role at all, have no queue.
    QCOMPARE(shown(Scope::WaitingForMe, sam, false), QStringList());
    QCOMPARE(shown(Scope::WaitingForMe, QString()), QStringList());
    QCOMPARE(shown(Scope::MyVotes, dana), (QStringList{kPending12, kPending13, kApproved}));
    QCOMPARE(shown(Scope::MyVotes, QString()), QStringList());
    // sam's second approve decided 4003…; his reject decided c295…. dana voted on 4003… but did not decide it.
    QCOMPARE(shown(Scope::DecidedByMe, sam), (QStringList{kApproved, kRejected}));
    QCOMPARE(shown(Scope::DecidedByMe, dana), QStringList());

    // The columns say the same: my vote, decided at, decided by.
    model.setMe(dana);
    QCOMPARE(cell(model, kPending12, ApprovalModel::MyVoteColumn).data().toString(), QStringLiteral("approved"));
    QCOMPARE(cell(model, kAlwaysHuman, ApprovalModel::MyVoteColumn).data().toString(), QString());
    QCOMPARE(cell(model, kApproved, 0).data(ApprovalModel::MyVoteRole).toString(),
             QStringLiteral("approve"));
    QCOMPARE(cell(model, kApproved, ApprovalModel::DecidedByColumn).data().toString(),
             QStringLiteral("approved by sam@ops"));
    QCOMPARE(cell(model, kRejected, ApprovalModel::DecidedByColumn).data().toString(),
             QStringLiteral("rejected by sam@ops"));
    QCOMPARE(cell(model, kRejected, 0).data(ApprovalModel::DecidedByRole).toString(), sam);
    QCOMPARE(cell(model, kPending12, ApprovalModel::DecidedByColumn).data().toString(), QString());
    QCOMPARE(cell(model, kRejected, ApprovalModel::DecidedColumn).data().toString(),
             DisplayTime::instance().format(1795946484.1331637));

    // A date range: decided at (created at, while undecided), bounds included.
    ApprovalFilter f;
    f.scope = Scope::History;
    f.from = 1795946484.1;
    proxy.setFilter(f);
    QCOMPARE(ids(proxy), (QStringList{kRejected}));
    f.from.reset();
    f.to = 1795946484.0802717;
    proxy.setFilter(f);
    QCOMPARE(ids(proxy), (QStringList{kApproved}));
    f.scope = Scope::All;
    f.to.reset();
    f.from = 1795946484.2;
    proxy.setFilter(f);
    QCOMPARE(ids(proxy), (QStringList{kPending13, kAlwaysHuman, kExpired}));
}

void TestModelApprovals::hostileMakerLiteral()
{
    const auto db = TestDatabase::storeA();
    const std::string hostile = "<b>x</b><img src=q>";
    insertPending(db, "hostile1", hostile, 1795946500);
    db.exec("INSERT INTO seal_approvals VALUES ('bidi1', 'intent-bidi', 'payout', 1, E'ab\\u202Ecd', 'DUAL',"
            " 'pending', 2, 1795946501, 2111306484, NULL, NULL)");
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QString literal = QString::fromStdString(hostile);
    QCOMPARE(cell(model, QStringLiteral("hostile1"), ApprovalModel::MakerColumn).data().toString(), literal);
    QCOMPARE(cell(model, QStringLiteral("hostile1"), 0).data(ApprovalModel::MakerRole).toString(), literal);
    // A bidi override is shown, not obeyed, and marked as a look-alike (issue 26, item 4).
    QCOMPARE(cell(model, QStringLiteral("bidi1"), ApprovalModel::MakerColumn).data().toString(),
             QStringLiteral("⚠ ab⟨U+202E⟩cd"));
    QCOMPARE(cell(model, QStringLiteral("bidi1"), ApprovalModel::MakerColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("look-alike: hidden U+202E RIGHT-TO-LEFT OVERRIDE"));
}

// The most specific refusal first: an agent that made the request (and may
// not vote at all) is told it is the maker, not only that it may not vote;
// the same agent on someone else's request gets the generic reason (control).
void TestModelApprovals::makerRefusalComesFirst()
{
    const StoreIdentity agent{QStringLiteral("agent_payouts"),
                              QStringLiteral("db"),
                              false,
                              QStringLiteral("role agent_payouts is not in seal_approver"),
                              {},
                              true,
                              std::nullopt};
    Approval own;
    own.id = "a1";
    own.maker = "agent_payouts";
    own.state = "pending";
    own.expiresAt = 4102444800;
    const QString why = whyNotVote(WriteGate{agent, false, false}, own, 1795946500);
    QVERIFY2(why.contains(QStringLiteral("made this request")), qPrintable(why));
    Approval other = own;
    other.maker = "agent_treasury";
    QCOMPARE(whyNotVote(WriteGate{agent, false, false}, other, 1795946500),
             QStringLiteral("role agent_payouts is not in seal_approver"));
}

// A row whose `required` is below the path's count needs the path's count
// (issue 25: it stays decidable, it is not refused); a value no number or time
// can be is marked in its own cell only, naming table, column and row, and the
// rest of the row still reads.
void TestModelApprovals::defectiveAndInvalidCells()
{
    const auto db = TestDatabase::storeA();
    db.exec("UPDATE seal_approvals SET required = 1 WHERE id = '" + kAlwaysHuman.toStdString() + "'");
    db.exec("UPDATE seal_approvals SET amount = 'NaN', created_at = 1e308 WHERE id = '" + kPending12.toStdString() +
            "'");
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), 6);

    QCOMPARE(cell(model, kAlwaysHuman, ApprovalModel::VotesColumn).data().toString(), QStringLiteral("0 of 3 (row: 1)"));
    QCOMPARE(cell(model, kAlwaysHuman, 0).data(ApprovalModel::DefectRole).toString(),
             QStringLiteral("the path now requires 3 approvers (its row says 1)"));
    QCOMPARE(cell(model, kPending13, ApprovalModel::VotesColumn).data().toString(), QStringLiteral("1 of 3"));
    QVERIFY(cell(model, kPending13, 0).data(ApprovalModel::DefectRole).toString().isEmpty());
    const StoreIdentity voter{QStringLiteral("someone"), QStringLiteral("db"), false, {}, {}, false, std::nullopt};
    const ApprovalRow* defective = model.rowAt(model.rowOf(kAlwaysHuman));
    QVERIFY(whyNotVote(WriteGate{voter, false, false}, defective->approval, 1795946500).isEmpty()); // a reject is fine
    QVERIFY(whyNotApprove(WriteGate{voter, false, false}, defective->approval, 1795946500).isEmpty()); // it needs 3
    QCOMPARE(defective->approval.approvalsNeeded(), 3);
    QVERIFY(whyNotApprove(WriteGate{voter, false, false}, model.rowAt(model.rowOf(kPending13))->approval, 1795946500).isEmpty());

    const QString invalid = QStringLiteral("⟨invalid⟩");
    QCOMPARE(cell(model, kPending12, ApprovalModel::AmountColumn).data().toString(), invalid);
    QCOMPARE(cell(model, kPending12, ApprovalModel::CreatedColumn).data().toString(), invalid);
    QVERIFY(cell(model, kPending12, ApprovalModel::AmountColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("seal_approvals.amount of id ") + kPending12 + QStringLiteral(" is NaN")));
    QCOMPARE(cell(model, kPending12, ApprovalModel::PathColumn).data().toString(), QStringLiteral("payout"));
    QCOMPARE(cell(model, kPending12, ApprovalModel::TierColumn).data().toString(), QStringLiteral("DUAL"));
    QCOMPARE(cell(model, kPending13, ApprovalModel::AmountColumn).data().toString(), QStringLiteral("20,000.00"));
    QVERIFY(cell(model, kPending13, ApprovalModel::CreatedColumn).data().toString() != invalid);
}

void TestModelApprovals::refreshKeepsPersistentIndex()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy arrived(&model, &ApprovalModel::pendingArrived);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(arrived.count(), 0); // the first load is not news
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    const QPersistentModelIndex approved(cell(model, kApproved, ApprovalModel::MakerColumn));
    QCOMPARE(approved.row(), 4);

    insertPending(db, "fresh1", "agent:new", 1795946600); // newest pending: after the other pending rows
    QSignalSpy loaded(&model, &ApprovalModel::loaded);
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWait);
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(ids(model).indexOf(QStringLiteral("fresh1")), 4);
    QVERIFY(approved.isValid());
    QCOMPARE(approved.row(), 5);
    QCOMPARE(approved.data(ApprovalModel::ApprovalIdRole).toString(), kApproved);
    QCOMPARE(approved.column(), int(ApprovalModel::MakerColumn));
    QCOMPARE(resets.count(), 0);
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(arrived.at(0).at(0).toStringList(), QStringList{QStringLiteral("fresh1")});

    // Nothing new: no news, rows unchanged.
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, kWait);
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(model.rowCount(), 7);
}

// A queue longer than the window: the oldest pending and newest decided rows,
// server-side filters that find rows outside it, a request fetched by id, and
// arrivals past the window still read and reported.
void TestModelApprovals::windowFollowsTheListNotTheStore()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &ApprovalModel::loaded);
    QSignalSpy arrived(&model, &ApprovalModel::pendingArrived);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QVERIFY(!model.partial()); // control: store-a fits the default window
    model.setWindowLimits(2, 1);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, kWait);
    QVERIFY(model.partial());
    QCOMPARE(model.pendingInStore(), qint64(4));
    QCOMPARE(model.decidedInStore(), qint64(2));
    QCOMPARE(ids(model), (QStringList{kPending12, kPending13, kRejected}));

    // The server finds what the window does not hold.
    ApprovalQuery query;
    query.search = kExpired.left(10).toUpper().toStdString();
    model.setServerFilter(query);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, kWait);
    QCOMPARE(ids(model), QStringList{kExpired});
    query = {};
    query.state = "approved";
    model.setServerFilter(query);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 4, kWait);
    QCOMPARE(ids(model), QStringList{kApproved});
    // The session's own scopes run in the server too (issue 27): what waits
    // for dana (expiry is the list's to judge), what sam voted on (the newest
    // decided one fits the window), and a date range.
    query = {};
    query.search = "Sam@"; // a voter, as the list's own search finds it
    model.setServerFilter(query);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 5, kWait);
    QCOMPARE(ids(model), QStringList{kRejected});
    query = {};
    query.awaitingVoteOf = "dana@finance";
    model.setServerFilter(query);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 6, kWait);
    QCOMPARE(ids(model), (QStringList{kAlwaysHuman, kExpired}));
    query = {};
    query.votedBy = "sam@ops";
    model.setServerFilter(query);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 7, kWait);
    QCOMPARE(ids(model), QStringList{kRejected});
    query = {};
    query.timeFrom = 1795946484.1;
    query.timeTo = 1795946484.2;
    model.setServerFilter(query);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 8, kWait);
    QCOMPARE(ids(model), (QStringList{kPending12, kRejected}));
    QCOMPARE(arrived.count(), 0); // rows a filter brings in are not news
    model.setServerFilter({});
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 9, kWait);
    QCOMPARE(ids(model), (QStringList{kPending12, kPending13, kRejected}));

    // A link to a request outside the window reads it.
    QSignalSpy fetched(&model, &ApprovalModel::fetched);
    model.fetchOne(kAlwaysHuman);
    QTRY_COMPARE_WITH_TIMEOUT(fetched.count(), 1, kWait);
    QCOMPARE(fetched.at(0).at(1).toBool(), true);
    QVERIFY(model.rowOf(kAlwaysHuman) >= 0);
    model.fetchOne(QStringLiteral("no-such-request"));
    QTRY_COMPARE_WITH_TIMEOUT(fetched.count(), 2, kWait);
    QCOMPARE(fetched.at(1).at(1).toBool(), false);

    // An arrival far past the window is read and reported; the fetched row stays.
    insertPending(db, "late1", "agent:late", 1795946700);
    model.reload();
    QTRY_VERIFY_WITH_TIMEOUT(arrived.count() == 1, kWait);
    QCOMPARE(arrived.at(0).at(0).toStringList(), QStringList{QStringLiteral("late1")});
    QCOMPARE(ids(model), (QStringList{kPending12, kPending13, kAlwaysHuman, QStringLiteral("late1"), kRejected}));
}

QTEST_MAIN(TestModelApprovals)
#include "test_model_approvals.moc"
