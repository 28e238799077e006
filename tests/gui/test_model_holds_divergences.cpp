// HoldsModel and DivergenceModel over a copy of the reference store:
// structure (tester, every table), rows equal to core's readHolds() and
// readDivergences(), hostile strings shown literally, and a live refresh that
// keeps the selection on its key; a hold's amount (its newest approval
// request's, "—" when none) and age on a pinned clock; a diverged intent
// reviewed by the unfreeze of its domain after it diverged, and only then.
#include "core/base/clock.hpp"
#include "core/rules/holds.hpp"
#include "models/approval_model.hpp"
#include "models/divergence_model.hpp"
#include "models/holds_model.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAbstractItemModelTester>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const char* const kHostile = "<b>x</b><img src=q>";

QStringList keys(const QAbstractItemModel& model, int role)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, 0).data(role).toString();
    return out;
}

QStringList column(const QAbstractItemModel& model, int col)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, col).data().toString();
    return out;
}

template <typename Row> QStringList intentsOf(const std::vector<Row>& rows)
{
    QStringList out;
    for (const Row& row : rows)
        out << QString::fromStdString(row.intent);
    return out;
}

HoldsReport coreHolds(const TestDatabase& db)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    return readHolds(conn, nowEpoch());
}

DivergenceReport coreDivergences(const TestDatabase& db)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    return readDivergences(conn);
}

} // namespace

class TestModelHoldsDivergences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }
    void holdsEqualCore();
    void divergencesEqualCore();
    void hostileStringsAreLiteral();
    void invalidValuesNameThemselves();
    void refreshKeepsSelection();
    void reloadsWhenItsPartOfTheStoreChanges();
    void holdsShowAmountAndAge();
    void reviewedAfterUnfreeze();
};

void TestModelHoldsDivergences::holdsEqualCore()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    HoldsModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester inFlightTester(model.inFlight(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);

    const HoldsReport core = coreHolds(db);
    QCOMPARE(keys(model, HoldsModel::IntentRole), intentsOf(core.holds));
    QCOMPARE(keys(*model.inFlight(), HoldsModel::IntentRole), intentsOf(core.inFlight));
    // What the fixture says: three expired leases and one WORLD_UNKNOWN, one in flight.
    const auto expected = expectedStoreA();
    QCOMPARE(model.rowCount(), 4);
    for (const auto& hold : expected["holds"])
        QVERIFY(model.rowOf(QString::fromStdString(hold.get<std::string>())) >= 0);
    QVERIFY(model.rowOf(QString::fromStdString(expected["world_unknown_intent"].get<std::string>())) >= 0);
    QCOMPARE(model.inFlight()->rowCount(), 1);
    QCOMPARE(keys(*model.inFlight(), HoldsModel::IntentRole).value(0),
             QString::fromStdString(expected["in_flight"].get<std::string>()));
    QVERIFY(!model.inFlight()->index(0, 0).data(HoldsModel::ActionableRole).toBool());
    QVERIFY(model.index(0, 0).data(HoldsModel::ActionableRole).toBool());

    // Every cell as core has it.
    for (int row = 0; row < model.rowCount(); ++row) {
        const HeldIntent& h = core.holds[static_cast<size_t>(row)];
        QCOMPARE(model.index(row, HoldsModel::StateColumn).data().toString(),
                 QString::fromStdString(h.state));
        QCOMPARE(model.index(row, HoldsModel::ActionColumn).data().toString(),
                 QString::fromStdString(h.action));
        QCOMPARE(model.index(row, HoldsModel::PathColumn).data().toString(),
                 QString::fromStdString(h.path.value_or("")));
        QCOMPARE(model.index(row, HoldsModel::TierColumn).data().toString(),
                 QString::fromStdString(h.tier.value_or("")));
        QCOMPARE(model.index(row, HoldsModel::LeaseColumn).data().toString(),
                 DisplayTime::instance().format(h.leaseUntil));
        QCOMPARE(model.index(row, HoldsModel::CertSeqColumn).data().toString(),
                 h.lastCert ? QString::number(h.lastCert->seq) : QString());
        QCOMPARE(model.index(row, HoldsModel::KindColumn).data().toString(),
                 h.kind == HoldKind::WorldUnknown ? QStringLiteral("World unknown")
                                                  : QStringLiteral("Lease expired"));
    }
    // Oldest first.
    for (int row = 1; row < model.rowCount(); ++row)
        QVERIFY(model.rowAt(row - 1)->createdAt <= model.rowAt(row)->createdAt);

    // Negative control: a settled-away hold is still shown until the model reloads.
    db.exec("DELETE FROM seal_intents WHERE intent = '" + expected["holds"][0].get<std::string>() + "'");
    QVERIFY(keys(model, HoldsModel::IntentRole) != intentsOf(coreHolds(db).holds));
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 3, kWait);
    QCOMPARE(keys(model, HoldsModel::IntentRole), intentsOf(coreHolds(db).holds));
}

void TestModelHoldsDivergences::divergencesEqualCore()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    DivergenceModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester spendTester(model.spend(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester frozenTester(model.frozen(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);

    const DivergenceReport core = coreDivergences(db);
    QCOMPARE(keys(model, DivergenceModel::IntentRole), intentsOf(core.divergedIntents));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(keys(model, DivergenceModel::IntentRole).value(0),
             QString::fromStdString(expectedStoreA()["diverged_intent"].get<std::string>()));
    QCOMPARE(model.index(0, DivergenceModel::ObservationsColumn).data().toString(),
             QString::number(core.divergedIntents[0].observations.size()));

    QStringList domains;
    for (const FrozenDomain& f : core.frozenDomains)
        domains << QString::fromStdString(f.domain);
    QCOMPARE(column(*model.frozen(), FrozenDomainModel::DomainColumn), domains);
    QCOMPARE(domains, (QStringList{QStringLiteral("transfer"), QStringLiteral("charge")}));
    QCOMPARE(model.frozen()->index(1, FrozenDomainModel::ReasonColumn).data().toString(),
             QString::fromStdString(*core.frozenDomains[1].reason));

    QStringList spendIds;
    for (const OutOfBandSpend& s : core.outOfBandSpend)
        spendIds << QString::number(s.id);
    QCOMPARE(column(*model.spend(), OutOfBandSpendModel::IdColumn), spendIds);
    QVERIFY(!spendIds.isEmpty());

    // The detail names every observation with its evidence, multi-line.
    const QString detail = DivergenceModel::describe(*model.rowAt(0));
    QCOMPARE(detail.count(QLatin1String("Observation: cert #")),
             static_cast<qsizetype>(core.divergedIntents[0].observations.size()));
    QVERIFY2(detail.contains(QLatin1String("two charges carry this intent")), qPrintable(detail));
    QVERIFY(detail.contains(QLatin1Char('\n')));

    // Negative control: an unfreeze the model has not read yet.
    db.exec("UPDATE seal_domains SET frozen = false WHERE domain = 'transfer'");
    QCOMPARE(model.frozen()->rowCount(), 2);
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(model.frozen()->rowCount(), 1, kWait);
    QCOMPARE(model.frozen()->rowOf(QStringLiteral("transfer")), -1);
}

void TestModelHoldsDivergences::hostileStringsAreLiteral()
{
    const auto db = TestDatabase::storeA();
    const std::string h = kHostile;
    db.exec("INSERT INTO seal_intents (intent, action, args_digest, state, fence, lease_until, domain, "
            "created_at,"
            " updated_at) VALUES ('" +
            h + "', '" + h + "', 'x', 'open', 'f', 1, '" + h + "', 1, 1)");
    db.exec("INSERT INTO seal_domains VALUES ('" + h + "', true, '" + h + "', jsonb_build_object('note', '" +
            h + "'), 1795946499)");
    StoreClient store(qdsn(db));
    HoldsModel holds(&store);
    DivergenceModel divergences(&store);
    QAbstractItemModelTester tester(&holds, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(holds.hasLoaded() && divergences.hasLoaded(), kWait);

    const QString hostile = QString::fromLatin1(kHostile);
    QCOMPARE(holds.rowCount(), 5);
    QCOMPARE(holds.index(0, HoldsModel::IntentColumn).data().toString(), hostile); // oldest first
    QCOMPARE(holds.index(0, HoldsModel::PathColumn).data().toString(), hostile);
    QCOMPARE(holds.index(0, HoldsModel::ActionColumn).data().toString(), hostile);
    QVERIFY(holds.describe(*holds.rowAt(0)).contains(QLatin1String("Path: <b>x</b><img src=q>\n")));

    const int row = divergences.frozen()->rowOf(hostile);
    QVERIFY(row >= 0);
    QCOMPARE(divergences.frozen()->index(row, FrozenDomainModel::DomainColumn).data().toString(), hostile);
    QCOMPARE(divergences.frozen()->index(row, FrozenDomainModel::ReasonColumn).data().toString(), hostile);
    QCOMPARE(divergences.frozen()->index(row, FrozenDomainModel::EvidenceColumn).data().toString(),
             QStringLiteral("{\"note\": \"<b>x</b><img src=q>\"}"));
    QVERIFY(divergences.frozen()->describe(*divergences.frozen()->rowAt(row))
                .contains(QLatin1String("\"note\": \"<b>x</b><img src=q>\"")));
}

// A NaN time costs that cell: it shows the mark, and its tooltip names table,
// column and row; the rest of the row reads as before.
void TestModelHoldsDivergences::invalidValuesNameThemselves()
{
    const auto db = TestDatabase::storeA();
    const HoldsReport before = coreHolds(db);
    QVERIFY(!before.holds.empty());
    const std::string held = before.holds.front().intent;
    db.exec("UPDATE seal_intents SET lease_until = 'NaN' WHERE intent = '" + held + "'");
    db.exec("UPDATE seal_domains SET frozen_at = 'Infinity' WHERE domain = 'charge'");
    StoreClient store(qdsn(db));
    HoldsModel holds(&store);
    DivergenceModel divergences(&store);
    QTRY_VERIFY_WITH_TIMEOUT(holds.hasLoaded() && divergences.hasLoaded(), kWait);

    const QString mark = QStringLiteral("⟨invalid⟩");
    const int row = holds.rowOf(QString::fromStdString(held));
    QVERIFY(row >= 0);
    QCOMPARE(holds.index(row, HoldsModel::LeaseColumn).data().toString(), mark);
    QCOMPARE(holds.index(row, HoldsModel::LeaseColumn).data(Qt::ToolTipRole).toString(),
             QString::fromStdString("invalid value in the store: seal_intents.lease_until of intent " + held + " is NaN"));
    QCOMPARE(holds.index(row, HoldsModel::IntentColumn).data().toString(), QString::fromStdString(held));
    QVERIFY(holds.index(row, HoldsModel::CreatedColumn).data().toString() != mark);
    // Negative control: a valid cell of the same row names nothing invalid.
    QVERIFY(!holds.index(row, HoldsModel::CreatedColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("invalid")));

    const int frozen = divergences.frozen()->rowOf(QStringLiteral("charge"));
    QVERIFY(frozen >= 0);
    QCOMPARE(divergences.frozen()->index(frozen, FrozenDomainModel::SinceColumn).data().toString(), mark);
    QCOMPARE(divergences.frozen()->index(frozen, FrozenDomainModel::SinceColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("invalid value in the store: seal_domains.frozen_at of domain charge is Infinity"));
    QVERIFY(!divergences.frozen()->index(frozen, FrozenDomainModel::ReasonColumn).data().toString().isEmpty());
}

// A store-backed model owns the parts of the change stamp it depends on
// (models/store_table_model.*): a new policy is no part of the holds and
// reads nothing (the negative control); a touched intent reloads them.
void TestModelHoldsDivergences::reloadsWhenItsPartOfTheStoreChanges()
{
    const auto db = TestDatabase::writableStoreA(); // the change stamp reads every table
    StoreClient store(qdsn(db));
    HoldsModel holds(&store);
    QTRY_VERIFY_WITH_TIMEOUT(holds.hasLoaded() && !holds.isLoading(), kWait);
    QSignalSpy refreshed(&store, &StoreClient::refreshed);
    store.checkForChanges(); // the baseline, if the client has none yet
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    QSignalSpy changed(&store, &StoreClient::storeChanged);
    QSignalSpy loaded(&holds, &HoldsModel::loaded);

    db.exec("INSERT INTO seal_clearance (path, status, reason, updated_at, updated_by) "
            "VALUES ('zzz-unrelated', 'HOLD', NULL, 1795946400, 'ops')");
    QTRY_VERIFY_WITH_TIMEOUT((store.checkForChanges(), !changed.isEmpty()), kWait);
    QVERIFY(!holds.isLoading()); // a reload is asked inside storeChanged: none was
    QCOMPARE(loaded.count(), 0);

    changed.clear();
    db.exec("UPDATE seal_intents SET updated_at = (SELECT max(updated_at) + 1 FROM seal_intents) "
            "WHERE intent = (SELECT intent FROM seal_intents ORDER BY intent LIMIT 1)"); // the newest change
    QTRY_VERIFY_WITH_TIMEOUT((store.checkForChanges(), !changed.isEmpty()), kWait);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWait);
}

void TestModelHoldsDivergences::refreshKeepsSelection()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    HoldsModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QPersistentModelIndex last(model.index(model.rowCount() - 1, HoldsModel::IntentColumn));
    const QString key = last.data(HoldsModel::IntentRole).toString();
    const std::string first = model.index(0, 0).data(HoldsModel::IntentRole).toString().toStdString();
    db.exec("DELETE FROM seal_intents WHERE intent = '" + first + "'");
    store.checkForChanges(); // storeChanged → the page reloads; here the model is asked directly
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 3, kWait);
    QVERIFY(last.isValid());
    QCOMPARE(last.data(HoldsModel::IntentRole).toString(), key);
    QCOMPARE(last.row(), 2);
}

void TestModelHoldsDivergences::holdsShowAmountAndAge()
{
    const auto db = TestDatabase::storeA();
    const auto expected = expectedStoreA();
    const std::string priced = expected["holds"][0].get<std::string>();
    const std::string unpriced = expected["holds"][1].get<std::string>();
    const std::string inFlight = expected["in_flight"].get<std::string>();
    // Two requests for one hold: the newer one's amount is the hold's.
    const auto request = [&db](const std::string& id, const std::string& intent, const char* amount,
                               const char* at) {
        db.exec("INSERT INTO seal_approvals VALUES ('" + id + "', '" + intent + "', 'payout', " + amount +
                ", 'agent:bot', 'DUAL', 'pending', 2, " + at + ", 2111306484, NULL, NULL)");
    };
    request("apr-old", priced, "99", "1795946400");
    request("apr-new", priced, "1234.5", "1795946401");
    request("apr-flight", inFlight, "42.25", "1795946402");
    // An age of 2 d 03:04:05 on the pinned clock, whatever day the test runs.
    const double now = std::floor(nowEpoch());
    const std::string aged = expected["holds"][2].get<std::string>();
    db.exec("UPDATE seal_intents SET created_at = " +
            // Whole seconds as an integer: std::to_string(double) follows the C locale (a decimal comma under de_DE).
            std::to_string(static_cast<long long>(now) - (2 * 86400 + 3 * 3600 + 4 * 60 + 5)) +
            " WHERE intent = '" + aged + "'");
    setClockForTesting([now] { return now; });
    StoreClient store(qdsn(db));
    HoldsModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester inFlightTester(model.inFlight(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    setClockForTesting({});
    QCOMPARE(model.judgedAt(), now);

    const auto cell = [](const QAbstractItemModel& m, int row, int column) {
        return m.index(row, column).data().toString();
    };
    const int pricedRow = model.rowOf(QString::fromStdString(priced));
    const int unpricedRow = model.rowOf(QString::fromStdString(unpriced));
    QCOMPARE(cell(model, pricedRow, HoldsModel::AmountColumn), amountText(1234.5));
    QVERIFY(cell(model, pricedRow, HoldsModel::AmountColumn) != amountText(99));
    // No request names it: not known, never 0.
    QCOMPARE(cell(model, unpricedRow, HoldsModel::AmountColumn), QStringLiteral("—"));
    QVERIFY(model.index(unpricedRow, HoldsModel::AmountColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("not known")));
    QCOMPARE(cell(*model.inFlight(), 0, HoldsModel::AmountColumn), amountText(42.25));
    QVERIFY(model.describe(*model.rowAt(pricedRow))
                .contains(QStringLiteral("Amount: ") + amountText(1234.5)));
    QVERIFY(model.describe(*model.rowAt(unpricedRow)).contains(QLatin1String("Amount: not known")));

    // Age = the pinned now − created_at; oldest first, so the youngest is last.
    const int agedRow = model.rowOf(QString::fromStdString(aged));
    QCOMPARE(agedRow, model.rowCount() - 1);
    QCOMPARE(cell(model, agedRow, HoldsModel::AgeColumn), QStringLiteral("2 d 03:04:05"));
    QVERIFY(model.describe(*model.rowAt(agedRow)).contains(QLatin1String("(age 2 d 03:04:05)")));
    const HeldIntent& oldest = *model.rowAt(0);
    QCOMPARE(cell(model, 0, HoldsModel::AgeColumn), ageText(oldest.createdAt, now));
    QVERIFY(cell(model, 0, HoldsModel::AgeColumn)
                .startsWith(QString::number(static_cast<qint64>((now - oldest.createdAt) / 86400)) +
                            QLatin1String(" d ")));
    QCOMPARE(ageText(now - 59.9, now), QStringLiteral("00:00:59"));
    QCOMPARE(ageText(now + 10, now), QStringLiteral("00:00:00")); // a clock ahead of ours: never negative
}

void TestModelHoldsDivergences::reviewedAfterUnfreeze()
{
    const auto db = TestDatabase::storeA();
    const std::string diverged = expectedStoreA()["diverged_intent"].get<std::string>();
    // Before it diverged (its last observation at 1795946483.94): that review was of something else.
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('charge', 'unfrozen', NULL, "
            "'{\"domain\": \"charge\", \"reason\": \"earlier\", \"by\": \"ops_early\"}', 1795946483.5)");
    // Another domain's unfreeze reviews nothing here.
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('transfer', 'unfrozen', NULL, "
            "'{\"domain\": \"transfer\", \"reason\": \"other\", \"by\": \"ops_other\"}', 1796123999)");
    StoreClient store(qdsn(db));
    DivergenceModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const int row = model.rowOf(QString::fromStdString(diverged));
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, DivergenceModel::ReviewedColumn).data().toString(), QString());
    QVERIFY(DivergenceModel::describe(*model.rowAt(row)).contains(QLatin1String("Review: none yet")));

    // The unfreeze after it diverged, as governance's unfreeze records it.
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('charge', 'unfrozen', NULL, "
            "'{\"domain\": \"charge\", \"reason\": \"refunded\", \"by\": \"ops_dana\"}', 1796123456)");
    model.reload();
    QTRY_VERIFY_WITH_TIMEOUT(model.rowAt(row)->reviewed.has_value(), kWait);
    QCOMPARE(model.index(row, DivergenceModel::ReviewedColumn).data().toString(),
             QStringLiteral("reviewed by ops_dana at 2026-12-01 11:10:56Z"));
    QVERIFY(model.index(row, DivergenceModel::ReviewedColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("refunded")));
    const QString detail = DivergenceModel::describe(*model.rowAt(row));
    QVERIFY2(detail.contains(QLatin1String("Review: reviewed by ops_dana at 2026-12-01 11:10:56Z")),
             qPrintable(detail));
    QVERIFY(detail.contains(QLatin1String("reason: refunded")));
}

QTEST_MAIN(TestModelHoldsDivergences)
#include "test_model_holds_divergences.moc"
