// EventModel over a copy of the reference store: structure (tester), golden
// rows, kind and time-range filters run by the server, keyset paging on (at, id).
#include "models/event_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;

QList<qint64> ids(const EventModel& model)
{
    QList<qint64> out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, 0).data(EventModel::IdRole).toLongLong();
    return out;
}

void loadAll(EventModel& model)
{
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading(), kWait);
    while (model.canFetchMore({})) {
        model.fetchMore({});
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), kWait);
    }
}

} // namespace

class TestModelEvents : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }
    void goldenRowsNewestFirst();
    void kindsFromTheServer();
    void kindFilter();
    void timeRange();
    void pagesKeepTiesInOrder();
    void detailRoles();
};

void TestModelEvents::goldenRowsNewestFirst()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    EventModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), 14);
    QVERIFY(!model.canFetchMore({}));
    const QStringList expected = {
        QStringLiteral("14 | 2026-11-29 10:01:24Z | policy | wire |  | {\"by\": \"ciso\", \"reason\": "
                       "\"incident 7: wrong beneficiary\", \"status\": \"REVOKED\"}"),
        QStringLiteral("13 | 2026-11-29 10:01:24Z | policy | payout |  | {\"by\": \"ops-lead\", \"reason\": "
                       "\"new rail\", \"status\": \"HOLD\"}"),
        QStringLiteral("12 | 2026-11-29 10:01:24Z | policy | charge |  | {\"by\": \"ops-lead\", \"reason\": "
                       "null, \"status\": \"CLEARED\"}"),
        QStringLiteral("2 | 2026-11-29 10:01:23Z | out_of_band_spend | (all paths) |  | {\"ids\": "
                       "[\"pi_rogue_1\"], \"count\": 1, \"amount\": 25000, \"domain\": \"transfer\"}"),
        QStringLiteral("1 | 2026-11-29 10:01:10Z | reconcile_clean | (all paths) |  | {\"effects\": 0}"),
    };
    QCOMPARE(dumpRows(model, 0, 3) + dumpRows(model, 12, 2), expected);
}

void TestModelEvents::kindsFromTheServer()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    EventModel model(&store);
    QSignalSpy kinds(&model, &EventModel::kindsChanged);
    QTRY_COMPARE_WITH_TIMEOUT(kinds.count(), 1, kWait);
    QCOMPARE(model.kinds(),
             (QStringList{QStringLiteral("approval_decided"), QStringLiteral("approval_requested"),
                          QStringLiteral("out_of_band_spend"), QStringLiteral("policy"),
                          QStringLiteral("reconcile_clean")}));
}

void TestModelEvents::kindFilter()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    EventModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    model.setFilter({QStringLiteral("policy"), {}, {}});
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(ids(model), (QList<qint64>{14, 13, 12, 11}));
    model.setFilter({QStringLiteral("policy' OR '1'='1"), {}, {}}); // a bound value, never SQL
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), 0);
}

void TestModelEvents::timeRange()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    EventModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    // Event 2 is at 1795946483.9147947, event 3 at 1795946484.0511055: from is inclusive, to exclusive.
    model.setFilter({{}, 1795946483.9147947, 1795946484.0511055});
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(ids(model), QList<qint64>{2});
    model.setFilter({{}, std::nullopt, 1795946484.0});
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(ids(model), (QList<qint64>{2, 1}));
    model.setFilter({QStringLiteral("approval_requested"), 1795946484.2, std::nullopt});
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(ids(model), (QList<qint64>{10, 9, 8}));
}

void TestModelEvents::pagesKeepTiesInOrder()
{
    const auto db = TestDatabase::storeA();
    // Three events at the very same moment: the (at, id) key keeps each exactly once.
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES "
            "('refund', 'tie', NULL, '{}', 1795946480.5), ('refund', 'tie', NULL, '{}', 1795946480.5), "
            "('refund', 'tie', NULL, NULL, 1795946480.5)");
    StoreClient store(qdsn(db));
    EventModel model(&store);
    model.setPageSize(2);
    model.reload();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    loadAll(model);
    QCOMPARE(ids(model), (QList<qint64>{14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 17, 16, 15, 1}));
}

void TestModelEvents::detailRoles()
{
    const auto db = TestDatabase::storeA();
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES "
            "(NULL, 'note', '<b>x</b>', jsonb_build_object('maker', '<b>x</b><img src=q>' || chr(8238)), "
            "1795946490)");
    StoreClient store(qdsn(db));
    EventModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QModelIndex top = model.index(0, 0);
    QCOMPARE(top.data(EventModel::IdRole).toLongLong(), 15);
    QCOMPARE(model.index(0, EventModel::PathColumn).data().toString(), QStringLiteral("(all paths)"));
    QCOMPARE(model.index(0, EventModel::IntentColumn).data().toString(), QStringLiteral("<b>x</b>"));
    QCOMPARE(model.index(0, EventModel::DetailColumn).data().toString(),
             QStringLiteral("{\"maker\": \"<b>x</b><img src=q>⟨U+202E⟩\"}"));
    QCOMPARE(top.data(EventModel::PrettyDetailRole).toString(),
             QStringLiteral("{\n  \"maker\": \"<b>x</b><img src=q>⟨U+202E⟩\"\n}"));
    QCOMPARE(model.index(0, EventModel::TimeColumn).data(EventModel::SortRole).toDouble(), 1795946490.0);
    QCOMPARE(model.index(0, EventModel::TimeColumn).data().toString(),
             QStringLiteral("2026-11-29 10:01:30Z"));
}

QTEST_GUILESS_MAIN(TestModelEvents)
#include "test_model_events.moc"
