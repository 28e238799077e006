// Obligations, the kernel's (issue 25 item 4): the model over store-e
// (QAbstractItemModelTester) with each duty's evaluated status and the
// breaches; a store with Seal Desk's withdrawn layout named, not crashed on
// and not touched; a store without the tables "not set up"; an agent's hostile
// description as plain text; an operator cancelling a duty and resolving a
// breach through the confirmation, and neither offered to anyone else.
#include "core/base/clock.hpp"
#include "core/writes/obligation_writes.hpp"
#include "models/obligation_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/obligations_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

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
using nlohmann::json;

namespace {

constexpr int kWait = 20000;
const char* const kHostile = "<b>bold</b><img src=x>\u202etxt";
const std::string kOps = "gui_oblig_ops";
const std::string kApprover = "gui_oblig_approver";

const json& expected()
{
    static const json e = expectedStoreE();
    return e;
}

QString idOf(const char* name)
{
    return QString::fromStdString(expected()["obligation_ids"][name].get<std::string>());
}

QString statusOf(const ObligationModel& model, const char* name)
{
    return model.index(model.rowOf(idOf(name)), ObligationModel::StatusColumn).data().toString();
}

const char* const kWithdrawnDdl =
    "CREATE TABLE seal_obligations (id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, action TEXT NOT NULL, key TEXT, "
    "description TEXT, due_at DOUBLE PRECISION, every_sec DOUBLE PRECISION, min_count INT, created_at DOUBLE "
    "PRECISION NOT NULL, created_by TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'open', met_intent TEXT, breached_at "
    "DOUBLE PRECISION, cancelled_at DOUBLE PRECISION, cancelled_by TEXT, cancel_reason TEXT)";

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
        // Judged as of the moment the kernel answered (the pending charge is pending then).
        setClockForTesting([] { return expected()["generated_at"].get<double>(); });
        m_operators.emplace("seal_operator", std::vector<std::string>{kOps});
        m_approvers.emplace("seal_approver", std::vector<std::string>{kApprover});
    }
    void cleanupTestCase()
    {
        m_approvers.reset();
        m_operators.reset();
        setClockForTesting({});
    }

    void theModelReadsTheKernelsLayout()
    {
        const auto db = TestDatabase::storeE();
        db.grantToEveryone();
        StoreClient store(qdsn(db));
        ObligationModel model(&store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester breachTester(model.breaches(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
        QVERIFY(model.isSetUp());
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(statusOf(model, "met"), QStringLiteral("satisfied"));
        QCOMPARE(statusOf(model, "breached"), QStringLiteral("BREACHED"));
        QCOMPARE(statusOf(model, "cured"), QStringLiteral("cured"));
        QCOMPARE(statusOf(model, "late"), QStringLiteral("late"));
        QCOMPARE(statusOf(model, "unconfirmed"), QStringLiteral("satisfied, unconfirmed"));
        QCOMPARE(statusOf(model, "pending"), QStringLiteral("pending"));
        QCOMPARE(statusOf(model, "deactivated"), QStringLiteral("cancelled"));
        QCOMPARE(statusOf(model, "recurring"), QStringLiteral("active"));
        const int recurring = model.rowOf(idOf("recurring"));
        QCOMPARE(model.index(recurring, ObligationModel::KindColumn).data().toString(), QStringLiteral("recurring"));
        QVERIFY(model.index(recurring, ObligationModel::DueColumn).data().toString().contains(QStringLiteral("next window 2")));
        QCOMPARE(model.index(recurring, ObligationModel::BreachesColumn).data().toString(), QStringLiteral("1 (0 open)"));
        QVERIFY(model.index(model.rowOf(idOf("met")), ObligationModel::SatisfiedColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral("(SEALED)")));
        QCOMPARE(model.evaluation().verdict, std::string("breached"));

        ObligationBreachModel* breaches = model.breaches();
        QCOMPARE(breaches->rowCount(), 3);
        const int third = breaches->rowOf(QStringLiteral("3"));
        QCOMPARE(breaches->index(third, ObligationBreachModel::StateColumn).data().toString(), QStringLiteral("resolved"));
        QCOMPARE(breaches->index(third, ObligationBreachModel::WindowColumn).data().toString(), QStringLiteral("0"));
        QCOMPARE(breaches->index(third, ObligationBreachModel::ResolutionColumn).data().toString(),
                 QStringLiteral("ops: renewals run by hand for that window"));
        const int first = breaches->rowOf(QStringLiteral("1"));
        QCOMPARE(breaches->index(first, ObligationBreachModel::StateColumn).data().toString(), QStringLiteral("OPEN"));
        QCOMPARE(breaches->index(first, ObligationBreachModel::CertColumn).data().toString(),
                 QString::fromStdString(expected()["sql_obligation_breaches_rows"][0]["cert_hash"].get<std::string>()));

        // A resolve behind the model's back shows after a reload (a negative control: not before).
        auto ops = db.connect(kOps);
        QCOMPARE(resolveBreach(ops, 1, "refunded by hand").fate, WriteFate::Done);
        QCOMPARE(breaches->index(first, ObligationBreachModel::StateColumn).data().toString(), QStringLiteral("OPEN"));
        model.reload();
        QTRY_COMPARE_WITH_TIMEOUT(
            breaches->index(breaches->rowOf(QStringLiteral("1")), ObligationBreachModel::StateColumn).data().toString(),
            QStringLiteral("resolved"), kWait);
    }

    void theWithdrawnLayoutIsNamedNotCrashedOn()
    {
        const auto db = TestDatabase::storeA();
        db.exec(kWithdrawnDdl);
        db.exec("INSERT INTO seal_obligations (kind, action, key, due_at, created_at, created_by) "
                "VALUES ('once', 'refund', 'r-1', 1000000000, 999999000, 'agent')");
        const auto before = storeSnapshot(db);
        StoreClient store(qdsn(db));
        ObligationsPage page(&store);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
        QVERIFY(!page.model()->isSetUp());
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY2(page.message()->text().contains(QStringLiteral("seal_obligations has Seal Desk's withdrawn layout, "
                                                                "not the kernel's")),
                 qPrintable(page.message()->text()));
        QVERIFY(!page.cancelButton()->isEnabled());
        QVERIFY(!page.resolveButton()->isEnabled());
        QCOMPARE(storeSnapshot(db), before);
    }

    void aStoreWithoutTheTablesIsNotSetUp()
    {
        const auto db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        ObligationsPage page(&store);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
        QVERIFY(page.problem().isEmpty());
        QVERIFY(!page.model()->isSetUp());
        QVERIFY(page.message()->isVisible());
        QVERIFY2(page.message()->text().contains(QStringLiteral("not set up")), qPrintable(page.message()->text()));
        QVERIFY(page.message()->text().contains(QStringLiteral("sealctl obligations setup")));
        QVERIFY(!page.cancelButton()->isEnabled());
        QCOMPARE(db.scalar("SELECT count(*) FROM pg_class WHERE relname LIKE 'seal_obligation%'"), 0LL);
    }

    void aHostileDescriptionIsPlainText()
    {
        const auto db = TestDatabase::storeE();
        db.grantToEveryone();
        auto admin = db.connect();
        admin.exec("UPDATE seal_obligations SET description = $1 WHERE obligation_id = $2",
                   {param(std::string(kHostile)), param(idOf("pending").toStdString())});
        StoreClient store(QString::fromStdString(db.dsn(kOps)));
        ObligationsPage page(&store);
        page.resize(1100, 800);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        const int row = page.model()->rowOf(idOf("pending"));
        const QString shown = page.model()->index(row, ObligationModel::DescriptionColumn).data().toString();
        QVERIFY2(shown.startsWith(QStringLiteral("<b>bold</b><img src=x>")), qPrintable(shown));
        QVERIFY(!shown.contains(QChar(0x202e)));
        page.showKey(idOf("pending"));
        QTRY_VERIFY_WITH_TIMEOUT(page.detail()->toPlainText().contains(QStringLiteral("Description: <b>bold</b>")),
                                 kWait);
        QVERIFY(!page.detail()->toPlainText().contains(QChar(0x202e)));
        QCOMPARE(page.message()->textFormat(), Qt::PlainText);
        QVERIFY2(page.cancelButton()->isEnabled(), qPrintable(page.whyNotCancel()));
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        auto* confirm = waitForDialog<ConfirmWriteDialog>(page, "confirmCancelObligationDialog");
        QVERIFY(confirm);
        bool literal = false;
        for (QLabel* label : confirm->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("<b>bold</b>"))) {
                literal = true;
                QCOMPARE(label->textFormat(), Qt::PlainText);
            }
        QVERIFY(literal);
        confirm->reject();
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_obligations WHERE active"), 7LL);
    }

    void anOperatorCancelsAndResolvesThroughTheConfirmation()
    {
        const auto db = TestDatabase::storeE();
        db.grantToEveryone();
        StoreClient store(QString::fromStdString(db.dsn(kOps)));
        ObligationsPage page(&store);
        page.resize(1100, 800);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        QSignalSpy status(&page, &ConsolePage::statusMessage);
        page.showKey(idOf("pending"));
        QCOMPARE(page.table()->currentIndex().data(ObligationModel::IdRole).toString(), idOf("pending"));
        QVERIFY2(page.cancelButton()->isEnabled(), qPrintable(page.whyNotCancel()));
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        auto* confirm = waitForDialog<ConfirmWriteDialog>(page, "confirmCancelObligationDialog");
        QVERIFY(confirm);
        QVERIFY(!confirm->confirmButton()->isEnabled()); // no reason, no cancel
        confirm->reasonEdit()->setPlainText(QStringLiteral("order 9001 was withdrawn"));
        QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
        const std::string pending = idOf("pending").toStdString();
        QTRY_COMPARE_WITH_TIMEOUT(db.scalar("SELECT count(*) FROM seal_obligations WHERE obligation_id = '" + pending +
                                            "' AND NOT active AND deactivated_by = '" + kOps + "'"),
                                  1LL, kWait);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_events WHERE kind = 'obligation_released' AND path IS NULL "
                           "AND detail->>'reason' = 'order 9001 was withdrawn'"),
                 1LL);
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(*page.model(), "pending"), QStringLiteral("cancelled"), kWait);
        page.showKey(idOf("pending"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.cancelButton()->isEnabled(), kWait);
        QVERIFY2(page.whyNotCancel().contains(QStringLiteral("already cancelled")), qPrintable(page.whyNotCancel()));

        // Resolve the open breach 1; the resolved breach 3 is not offered.
        QVERIFY(page.showBreach(3));
        QTRY_VERIFY_WITH_TIMEOUT(!page.resolveButton()->isEnabled(), kWait);
        QVERIFY(page.whyNotResolve().contains(QStringLiteral("already resolved")));
        QVERIFY(page.showBreach(1));
        QTRY_VERIFY_WITH_TIMEOUT(page.resolveButton()->isEnabled(), kWait);
        QVERIFY(page.detail()->toPlainText().contains(QStringLiteral("Breach 1 of obligation")));
        QTest::mouseClick(page.resolveButton(), Qt::LeftButton);
        auto* resolve = waitForDialog<ConfirmWriteDialog>(page, "confirmResolveBreachDialog");
        QVERIFY(resolve);
        QVERIFY(!resolve->confirmButton()->isEnabled());
        resolve->reasonEdit()->setPlainText(QStringLiteral("refunded by hand"));
        QTest::mouseClick(resolve->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(db.scalar("SELECT count(*) FROM seal_obligation_breaches WHERE id = 1 AND "
                                            "resolution = 'refunded by hand' AND resolved_by = '" + kOps + "'"),
                                  1LL, kWait);
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_events WHERE kind = 'obligation_breach_resolved'"), 1LL);
        QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty(), kWait);
    }

    void cancelAndResolveAreOfferedToOperatorsOnly()
    {
        const auto db = TestDatabase::storeE();
        db.grantToEveryone();
        const auto before = storeSnapshot(db);
        StoreClient store(QString::fromStdString(db.dsn(kApprover)));
        ObligationsPage page(&store);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        page.showKey(idOf("pending"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.whyNotCancel().isEmpty(), kWait);
        QVERIFY(!page.cancelButton()->isEnabled());
        QVERIFY2(page.whyNotCancel().contains(QStringLiteral("seal_operator")), qPrintable(page.whyNotCancel()));
        QVERIFY(page.showBreach(1));
        QVERIFY(!page.resolveButton()->isEnabled());
        QVERIFY(page.whyNotResolve().contains(QStringLiteral("seal_operator")));
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        QTest::mouseClick(page.resolveButton(), Qt::LeftButton);
        QTest::qWait(100);
        QVERIFY(!page.findChild<ConfirmWriteDialog*>());
        QCOMPARE(storeSnapshot(db), before);
    }
};

QTEST_MAIN(TestGuiObligations)
#include "test_gui_obligations.moc"
