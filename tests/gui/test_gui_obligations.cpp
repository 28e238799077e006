// Obligations (issue 13, item 8): the model (QAbstractItemModelTester) with
// overdue duties first, a store without seal_obligations said to be "not set
// up" (and left without it), an agent's hostile description shown as plain
// text, an operator cancelling through the confirmation, and the cancel
// offered to nobody else (approver, a finished duty).
#include "certificate_model.hpp"
#include "clock.hpp"
#include "confirm_write_dialog.hpp"
#include "gui_test_support.hpp"
#include "obligation_model.hpp"
#include "obligation_writes.hpp"
#include "obligations_page.hpp"
#include "store_client.hpp"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>
#include <optional>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
constexpr double kT = 1795950000.0;
const char* const kHostile = "<b>bold</b><img src=x>\u202etxt";
const std::string kOps = "gui_oblig_ops";
const std::string kApprover = "gui_oblig_approver";

// store-a with seal_obligations and five duties, one per state: 1 breached,
// 2 met, 3 open (due kT+3600), 4 cancelled, 5 overdue (due kT-100).
TestDatabase storeWithDuties()
{
    auto db = TestDatabase::storeA();
    auto admin = db.connect();
    setupObligations(admin);
    db.grantToEveryone();
    // Declared in another order than they are listed, so the order is the model's.
    admin.exec("INSERT INTO seal_obligations (kind, action, key, description, due_at, created_at, created_by, state, "
               "met_intent, breached_at, cancelled_at, cancelled_by, cancel_reason) VALUES "
               "('once', 'refund', 'rf-1', 'refund 1', $5, $3, 'agent-b', 'breached', NULL, $6, NULL, NULL, NULL),"
               "('once', 'refund', 'rf-2', 'refund 2', $4, $3, 'agent-b', 'met', 'abc', NULL, NULL, NULL, NULL),"
               "('once', 'payout', 'inv-2', 'pay invoice 2', $4, $3, 'agent-a', 'open', NULL, NULL, NULL, NULL, NULL),"
               "('once', 'refund', 'rf-3', 'refund 3', $4, $3, 'agent-b', 'cancelled', NULL, NULL, $6, 'ops', 'dup'),"
               "('once', 'payout', 'inv-1', $1, $2, $3, 'agent-a', 'open', NULL, NULL, NULL, NULL, NULL)",
               {param(std::string(kHostile)), param(kT - 100), param(kT - 1000), param(kT + 3600), param(kT - 500),
                param(kT - 50)});
    return db;
}

template <typename T> T* openDialog(const QWidget& page, const char* name)
{
    T* dialog = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            dialog = page.findChild<T*>(QLatin1String(name));
            return dialog && dialog->isVisible();
        },
        kWait);
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

std::string stateOf(const TestDatabase& db, int id)
{
    auto c = db.connect();
    Result r = c.exec("SELECT state || ' ' || coalesce(cancelled_by, '-') FROM seal_obligations WHERE id = $1",
                      {param(id)});
    return r.rows() ? std::string(r.text(0, 0)) : std::string("(none)");
}

} // namespace

class TestGuiObligations : public QObject
{
    Q_OBJECT
    std::optional<GroupScope> m_operators;
    std::optional<GroupScope> m_approvers;

private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        setClockForTesting([] { return kT; });
        m_operators.emplace("seal_operator", std::vector<std::string>{kOps});
        m_approvers.emplace("seal_approver", std::vector<std::string>{kApprover});
    }
    void cleanupTestCase()
    {
        m_approvers.reset();
        m_operators.reset();
        setClockForTesting({});
    }

    void modelListsOverdueFirst()
    {
        const auto db = storeWithDuties();
        StoreClient store(qdsn(db));
        ObligationModel model(&store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
        QVERIFY(model.isSetUp());
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.dueCount(), 1);
        QStringList order;
        for (int row = 0; row < model.rowCount(); ++row)
            order << model.index(row, ObligationModel::IdColumn).data().toString() + QLatin1Char(' ') +
                         model.index(row, ObligationModel::StateColumn).data().toString();
        QCOMPARE(order, (QStringList{QStringLiteral("5 OVERDUE"), QStringLiteral("3 open"),
                                     QStringLiteral("1 breached"), QStringLiteral("2 met"),
                                     QStringLiteral("4 cancelled")}));
        QCOMPARE(model.index(0, ObligationModel::DueColumn).data().toString(),
                 DisplayTime::instance().format(kT - 100));
        QVERIFY(model.index(0, 0).data(ObligationModel::DueRole).toBool());
        QCOMPARE(model.index(2, 0).data(ObligationModel::StateRole).toString(), QStringLiteral("breached"));

        // A sweep behind the model's back shows after a reload (a negative control: not before).
        auto c = db.connect();
        QCOMPARE(sweepObligations(c, kT).breached.size(), std::size_t(1));
        QCOMPARE(model.index(0, ObligationModel::StateColumn).data().toString(), QStringLiteral("OVERDUE"));
        model.reload();
        QTRY_COMPARE_WITH_TIMEOUT(model.dueCount(), 0, kWait);
        QCOMPARE(model.index(model.rowOf(QStringLiteral("5")), ObligationModel::StateColumn).data().toString(),
                 QStringLiteral("breached"));
        // The Certificates page names the breach cert's kind (newest first: it is row 0).
        CertificateModel certs(&store);
        QTRY_VERIFY_WITH_TIMEOUT(certs.hasLoaded(), kWait);
        QCOMPARE(certs.index(0, CertificateModel::KindColumn).data().toString(), QStringLiteral("obligation breached"));
        QCOMPARE(certs.index(0, CertificateModel::IntentColumn).data().toString(), QStringLiteral("obligation:5"));
    }

    // Every open duty and only the newest closed ones: what the page lists
    // follows its window, not the store's age.
    void closedDutiesFollowTheWindow()
    {
        const auto db = storeWithDuties();
        StoreClient store(qdsn(db));
        ObligationModel model(&store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
        QCOMPARE(model.closedInStore(), qint64(3)); // control: the default window holds them all
        QCOMPARE(model.closedListed(), qint64(3));
        QSignalSpy loaded(&model, &ObligationModel::loaded);
        model.setClosedLimit(2);
        model.reload();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWait);
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row, ObligationModel::IdColumn).data().toString();
        QCOMPARE(ids, (QStringList{QStringLiteral("5"), QStringLiteral("3"), QStringLiteral("2"),
                                   QStringLiteral("4")})); // 1, the oldest closed, is left out
        QCOMPARE(model.closedInStore(), qint64(3));
        QCOMPARE(model.closedListed(), qint64(2));
    }

    void aStoreWithoutTheTableIsNotSetUp()
    {
        const auto db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        ObligationsPage page(&store);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
        QVERIFY(page.problem().isEmpty());
        QVERIFY(!page.model()->isSetUp());
        QCOMPARE(page.model()->rowCount(), 0);
        auto* message = page.findChild<QLabel*>(QStringLiteral("obligationsMessage"));
        QVERIFY(message && message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("not set up")), qPrintable(message->text()));
        QVERIFY(message->text().contains(QStringLiteral("sealctl obligations setup")));
        QVERIFY(!page.cancelButton()->isEnabled());
        QCOMPARE(db.scalar("SELECT count(*) FROM pg_class WHERE relname = 'seal_obligations'"), 0LL);
    }

    void aHostileDescriptionIsPlainText()
    {
        const auto db = storeWithDuties();
        StoreClient store(QString::fromStdString(db.dsn(kOps)));
        ObligationsPage page(&store);
        page.resize(1100, 700);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        const int row = page.model()->rowOf(QStringLiteral("5"));
        const QString shown = page.model()->index(row, ObligationModel::DescriptionColumn).data().toString();
        QVERIFY2(shown.startsWith(QStringLiteral("<b>bold</b><img src=x>")), qPrintable(shown));
        QVERIFY(!shown.contains(QChar(0x202e)));
        page.showKey(QStringLiteral("5"));
        QTRY_VERIFY_WITH_TIMEOUT(page.detail()->toPlainText().contains(QStringLiteral("Description: <b>bold</b>")),
                                 kWait);
        QVERIFY(!page.detail()->toPlainText().contains(QChar(0x202e)));
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("obligationsMessage"))->textFormat(), Qt::PlainText);
        // The confirmation shows it as text too.
        QVERIFY2(page.cancelButton()->isEnabled(), qPrintable(page.whyNotCancel()));
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        auto* confirm = openDialog<ConfirmWriteDialog>(page, "confirmCancelObligationDialog");
        QVERIFY(confirm);
        bool literal = false;
        for (QLabel* label : confirm->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("<b>bold</b>"))) {
                literal = true;
                QCOMPARE(label->textFormat(), Qt::PlainText);
            }
        QVERIFY(literal);
        confirm->reject();
        QCOMPARE(stateOf(db, 5), std::string("open -"));
    }

    void anOperatorCancelsThroughTheConfirmation()
    {
        const auto db = storeWithDuties();
        StoreClient store(QString::fromStdString(db.dsn(kOps)));
        ObligationsPage page(&store);
        page.resize(1100, 700);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        QSignalSpy status(&page, &ConsolePage::statusMessage);
        page.showKey(QStringLiteral("3"));
        QCOMPARE(page.table()->currentIndex().data(ObligationModel::IdRole).toLongLong(), 3);
        QVERIFY2(page.cancelButton()->isEnabled(), qPrintable(page.whyNotCancel()));
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        auto* confirm = openDialog<ConfirmWriteDialog>(page, "confirmCancelObligationDialog");
        QVERIFY(confirm);
        QVERIFY(!confirm->confirmButton()->isEnabled()); // no reason, no cancel
        confirm->reasonEdit()->setPlainText(QStringLiteral("invoice 2 was withdrawn"));
        QVERIFY(confirm->confirmButton()->isEnabled());
        QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(db, 3), "cancelled " + kOps, kWait);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_events WHERE kind = 'obligation_cancelled' AND path = 'payout' "
                           "AND detail->>'reason' = 'invoice 2 was withdrawn'"),
                 1LL);
        QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty(), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(
            page.model()->index(page.model()->rowOf(QStringLiteral("3")), ObligationModel::StateColumn).data().toString(),
            QStringLiteral("cancelled"), kWait);
        // Now finished: no second cancel offered.
        page.showKey(QStringLiteral("3"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.cancelButton()->isEnabled(), kWait);
        QVERIFY2(page.whyNotCancel().contains(QStringLiteral("already cancelled")), qPrintable(page.whyNotCancel()));
        auto* whyNot = page.findChild<QLabel*>(QStringLiteral("cancelObligationWhyNot"));
        QVERIFY(whyNot && !whyNot->text().isEmpty());
    }

    void cancelIsOfferedToOperatorsOnly()
    {
        const auto db = storeWithDuties();
        StoreClient store(QString::fromStdString(db.dsn(kApprover)));
        ObligationsPage page(&store);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        page.showKey(QStringLiteral("3"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.whyNotCancel().isEmpty(), kWait);
        QVERIFY(!page.cancelButton()->isEnabled());
        QVERIFY2(page.whyNotCancel().contains(QStringLiteral("seal_operator")), qPrintable(page.whyNotCancel()));
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        QTest::qWait(100);
        QVERIFY(!page.findChild<ConfirmWriteDialog*>());
        QCOMPARE(stateOf(db, 3), std::string("open -"));
    }
};

QTEST_MAIN(TestGuiObligations)
#include "test_gui_obligations.moc"
