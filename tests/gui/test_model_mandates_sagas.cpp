// Mandates and sagas (issue 13) as models, against the reference's own
// answers for store-c with the clock pinned at its generated_at: which paths
// require a mandate, each intent's mandate (the reference's for_intent) and
// spent ticket, each graph's evaluate verdict and children. Rows written
// behind a model's back show only after a reload (negative controls).
#include "core/base/clock.hpp"
#include "models/approval_model.hpp"
#include "models/mandate_model.hpp"
#include "models/saga_model.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <map>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

constexpr int kWait = 20000;

double generatedAt()
{
    return expectedStoreC()["generated_at"].get<double>();
}

// The first (newest) row of `intent`, or -1.
int rowOfIntent(const MandateModel& model, const std::string& intent)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, 0).data(MandateModel::IntentRole).toString().toStdString() == intent) return row;
    return -1;
}

QVariant number(const json& v)
{
    return v.is_null() ? QVariant() : QVariant(v.get<double>());
}

} // namespace

class TestModelMandatesSagas : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        const double at = generatedAt();
        setClockForTesting([at] { return at; });
    }
    void cleanupTestCase() { setClockForTesting({}); }
    void mandatesEqualReference();
    void newMandateShowsOnlyAfterReload();
    void sagasEqualReference();
    void divergedChildMovesGraphFirst();
    void doneGraphsFollowTheWindow();
};

void TestModelMandatesSagas::mandatesEqualReference()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    MandateModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester pathTester(model.paths(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const json expected = expectedStoreC();

    // Paths: the reference's required(path) for every path it asked about.
    for (const auto& [path, required] : expected["mandate_paths"].items())
        QVERIFY2(model.paths()->isRequired(QString::fromStdString(path)) == required.get<bool>(),
                 path.c_str());
    const int refund = model.paths()->rowOf(QStringLiteral("refund"));
    QVERIFY(refund >= 0);
    QCOMPARE(model.paths()->index(refund, MandatePathModel::RequiredColumn).data().toString(),
             QStringLiteral("required"));

    // Every mandate of the store is in the window (store-c has fewer than kNewest).
    QCOMPARE(model.total(), db.scalar("SELECT count(*) FROM seal_mandates"));
    QCOMPARE(model.rowCount(), static_cast<int>(model.total()));
    int compared = 0;
    for (const auto& [intent, m] : expected["mandates"].items()) {
        const int row = rowOfIntent(model, intent);
        if (m.is_null()) {
            QVERIFY2(row < 0, intent.c_str());
            continue;
        }
        QVERIFY2(row >= 0, intent.c_str());
        const MandateWithTicket* r = model.rowAt(row);
        QCOMPARE(r->mandate.mandateId, m["mandate_id"].get<std::string>());
        QCOMPARE(model.index(row, 0).data(MandateModel::RawStateRole).toString().toStdString(),
                 m["state"].get<std::string>());
        QCOMPARE(model.index(row, MandateModel::AmountColumn).data(MandateModel::SortRole),
                 number(m["amount"]));
        QCOMPARE(model.index(row, MandateModel::CreatedColumn).data(MandateModel::SortRole),
                 number(m["created_at"]));
        QCOMPARE(model.index(row, MandateModel::ExpiresColumn).data(MandateModel::SortRole),
                 number(m["expires_at"]));
        QCOMPARE(model.index(row, MandateModel::ConsumedColumn).data(MandateModel::SortRole),
                 number(m["consumed_at"]));
        QCOMPARE(
            model.index(row, MandateModel::TierColumn).data(MandateModel::SortRole).toString().toStdString(),
            m["tier"].is_null() ? std::string() : m["tier"].get<std::string>());
        QCOMPARE(model.index(row, MandateModel::ClearanceColumn)
                     .data(MandateModel::SortRole)
                     .toString()
                     .toStdString(),
                 m["clearance"].is_null() ? std::string() : m["clearance"].get<std::string>());
        QStringList approvers;
        for (const auto& a : m["approvers"])
            approvers << QString::fromStdString(a.get<std::string>());
        QCOMPARE(model.index(row, MandateModel::ApproversColumn).data().toString(),
                 approvers.isEmpty() ? QStringLiteral("(none)") : approvers.join(QStringLiteral(", ")));
        ++compared;
    }
    QVERIFY(compared > 60);
    // The wire mandate: three approvers, ALWAYS_HUMAN, the amount as money reads everywhere.
    const int wire = rowOfIntent(model, "8353c31e766e0ea1e69fad8210bcf34002a657a1b9a706dcbe6c538d7063dae3");
    QCOMPARE(model.index(wire, MandateModel::ApproversColumn).data().toString(),
             QStringLiteral("dana@finance, sam@ops, lee@risk"));
    QCOMPARE(model.index(wire, MandateModel::AmountColumn).data().toString(),
             amountText(120000, u"wire"));

    // Tickets: each intent's newest spent ticket, as the reference lists them.
    std::map<std::string, json> newest;
    for (const auto& t : expected["tickets"]) {
        const std::string intent = t["intent"].get<std::string>();
        if (!newest.count(intent) || newest[intent]["spent_at"].get<double>() < t["spent_at"].get<double>())
            newest[intent] = t;
    }
    int withTicket = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const MandateWithTicket* r = model.rowAt(row);
        const auto it = newest.find(r->mandate.intent);
        QCOMPARE(r->ticket.has_value(), it != newest.end());
        if (!r->ticket) {
            QCOMPARE(model.index(row, MandateModel::TicketColumn).data().toString(),
                     QStringLiteral("(none)"));
            continue;
        }
        ++withTicket;
        QCOMPARE(r->ticket->sig, it->second["sig"].get<std::string>());
        QCOMPARE(r->ticket->spentAt, it->second["spent_at"].get<double>());
    }
    QVERIFY(withTicket > 50);
    // The unspent ticket the reference left with its agent is no spent ticket here.
    const std::string unspent =
        expected["tickets_unspent"]["mandated_unexecuted"]["intent"].get<std::string>();
    const int unspentRow = rowOfIntent(model, unspent);
    QVERIFY(unspentRow >= 0);
    QVERIFY(!model.rowAt(unspentRow)->ticket);
    QVERIFY(MandateModel::describe(*model.rowAt(unspentRow)).contains(QStringLiteral("Ticket spent: none")));
}

void TestModelMandatesSagas::newMandateShowsOnlyAfterReload()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    MandateModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const int before = model.rowCount();
    db.connect().exec("INSERT INTO seal_mandates (mandate_id, intent, path, args_digest, amount, created_at, "
                      "expires_at) VALUES ('m-new', 'intent-new', 'refund', 'd', 42, $1::float8, $2::float8)",
                      {param(generatedAt() - 1), param(generatedAt() + 600)});
    QTest::qWait(100);
    QCOMPARE(model.rowCount(), before); // not read again: not there (negative control)
    QCOMPARE(rowOfIntent(model, "intent-new"), -1);
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), before + 1, kWait);
    QCOMPARE(rowOfIntent(model, "intent-new"), 0); // newest first
    QCOMPARE(model.index(0, 0).data(MandateModel::RawStateRole).toString(), QStringLiteral("active"));
}

void TestModelMandatesSagas::sagasEqualReference()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    SagaModel model(&store);
    SagaChildModel children;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester childTester(&children, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const json graphs = expectedStoreC()["graphs"];
    QCOMPARE(model.rowCount(), static_cast<int>(graphs.size()));
    // Diverged first, then the unfinished, then the done.
    QCOMPARE(model.index(0, 0).data(SagaModel::GraphRole).toString(), QStringLiteral("order-1004"));
    QCOMPARE(model.index(1, 0).data(SagaModel::GraphRole).toString(), QStringLiteral("order-1003"));
    for (const auto& [graph, g] : graphs.items()) {
        const int row = model.rowOf(QString::fromStdString(graph));
        QVERIFY2(row >= 0, graph.c_str());
        const json& evaluated = g["evaluate"];
        QCOMPARE(model.index(row, 0).data(SagaModel::EvaluatedRole).toString().toStdString(),
                 evaluated["state"].get<std::string>());
        QCOMPARE(model.index(row, 0).data(SagaModel::StoredRole).toString().toStdString(),
                 g["get"]["state"].get<std::string>());
        QStringList tiers;
        for (const auto& [key, tier] : evaluated["required_tiers"].items())
            tiers << QStringLiteral("%1: %2").arg(QString::fromStdString(key),
                                                  tier.is_null()
                                                      ? QStringLiteral("no intent")
                                                      : QString::fromStdString(tier.get<std::string>()));
        QCOMPARE(model.index(row, SagaModel::RequiredTiersColumn).data().toString(),
                 tiers.join(QStringLiteral(", ")));

        children.setGraph(model.rowAt(row));
        QCOMPARE(children.rowCount(), static_cast<int>(evaluated["children"].size()));
        int i = 0;
        for (const auto& c : evaluated["children"]) {
            const auto cellOf = [&](int column) { return children.index(i, column).data().toString(); };
            QCOMPARE(children.index(i, 0).data(SagaChildModel::ChildKeyRole).toString().toStdString(),
                     c["child_key"].get<std::string>());
            QCOMPARE(cellOf(SagaChildModel::ActionColumn).toStdString(), c["action"].get<std::string>());
            QCOMPARE(cellOf(SagaChildModel::RequiredColumn),
                     c["required"].get<bool>() ? QStringLiteral("required") : QStringLiteral("optional"));
            QCOMPARE(cellOf(SagaChildModel::StateColumn).toStdString(), c["state"].get<std::string>());
            QCOMPARE(children.index(i, 0).data(SagaChildModel::IntentRole).toString().toStdString(),
                     c["intent"].is_null() ? std::string() : c["intent"].get<std::string>());
            if (!c["compensates_key"].is_null())
                QCOMPARE(cellOf(SagaChildModel::CompensationColumn),
                         QStringLiteral("reverses %1")
                             .arg(QString::fromStdString(c["compensates_key"].get<std::string>())));
            ++i;
        }
    }
    // The compensation link read both ways in order-1002.
    children.setGraph(model.rowAt(model.rowOf(QStringLiteral("order-1002"))));
    QCOMPARE(children.index(children.rowOf(QStringLiteral("charge")), SagaChildModel::CompensationColumn)
                 .data()
                 .toString(),
             QStringLiteral("reversed by refund-charge"));
}

void TestModelMandatesSagas::divergedChildMovesGraphFirst()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    SagaModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const auto verdict = [&model] {
        return model.index(model.rowOf(QStringLiteral("order-1001")), 0)
            .data(SagaModel::EvaluatedRole)
            .toString();
    };
    QCOMPARE(verdict(), QStringLiteral("GRAPH_FINAL"));
    // A required child's intent diverges; the stored graph state is not touched.
    db.exec("UPDATE seal_intents SET tier = 'WORLD_DIVERGED' WHERE intent = (SELECT intent FROM "
            "seal_graph_children "
            "WHERE graph_id = 'order-1001' AND child_key = 'fulfil')");
    QTest::qWait(100);
    QCOMPARE(verdict(), QStringLiteral("GRAPH_FINAL")); // negative control: not read again yet
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(verdict(), QStringLiteral("GRAPH_DIVERGED"), kWait);
    QCOMPARE(model.index(model.rowOf(QStringLiteral("order-1001")), 0).data(SagaModel::StoredRole).toString(),
             QStringLiteral("GRAPH_FINAL"));
    QVERIFY(model.rowOf(QStringLiteral("order-1001")) < model.rowOf(QStringLiteral("order-1003")));
    QCOMPARE(
        db.scalar("SELECT count(*) FROM seal_graphs WHERE graph_id = 'order-1001' AND state = 'GRAPH_FINAL'"),
        1LL); // evaluate writes nothing
}

// Every graph that needs attention and only the newest done ones: the list
// follows its window, not the store's age.
void TestModelMandatesSagas::doneGraphsFollowTheWindow()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    SagaModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), 4); // control: the default window holds them all
    QCOMPARE(model.doneInStore(), qint64(2));
    QCOMPARE(model.doneListed(), qint64(2));
    QSignalSpy loaded(&model, &SagaModel::loaded);
    model.setDoneLimit(1);
    model.reload();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kWait);
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, SagaModel::GraphColumn).data().toString();
    // order-1002 (compensated) is newer than order-1001 (final), which is left out.
    QCOMPARE(ids, (QStringList{QStringLiteral("order-1004"), QStringLiteral("order-1003"),
                               QStringLiteral("order-1002")}));
    QCOMPARE(model.doneInStore(), qint64(2));
    QCOMPARE(model.doneListed(), qint64(1));
}

QTEST_MAIN(TestModelMandatesSagas)
#include "test_model_mandates_sagas.moc"
