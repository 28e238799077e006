// readOverview on copies of the reference store: every count is the size of
// what core's own read function returns (and what sealctl reports), the
// chart data sums to SQL totals, the day window and the folding of many
// agent-written tiers.
#include "core/base/clock.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"
#include "models/overview_data.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QTest>
#include <cmath>
#include <numeric>

using namespace seal;
using namespace seal::test;

namespace {

OverviewData read(const TestDatabase& db, double now, int maxDays = kOverviewDays)
{
    Connection conn = db.connect();
    ReadTransaction tx(conn);
    return readOverview(conn, now, maxDays);
}

qint64 sqlCount(const TestDatabase& db, const std::string& sql)
{
    Connection conn = db.connect();
    return conn.exec(sql).integer(0, 0);
}

qint64 windowTotal(const OverviewData& data)
{
    qint64 total = 0;
    for (const auto& perDay : data.certsByTier)
        total += std::accumulate(perDay.begin(), perDay.end(), qint64(0));
    return total;
}

} // namespace

class TestModelOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void countsAreCoreReadSizes();
    void countsMatchSealctl();
    void chartDataSumsToSqlTotals();
    void windowKeepsTheNewestDaysWithCerts();
    void manyTiersFoldIntoOther();
    void judgesNowByTheStoresClock();
};

void TestModelOverview::countsAreCoreReadSizes()
{
    const auto db = TestDatabase::storeA();
    const double now = nowEpoch();
    const OverviewData data = read(db, now);

    Connection conn = db.connect();
    ReadTransaction tx(conn);
    const auto pending = readApprovals(conn, std::string("pending"));
    QCOMPARE(data.pendingApprovals, qint64(pending.size()));
    QCOMPARE(data.pendingPastExpiry,
             qint64(std::count_if(pending.begin(), pending.end(),
                                  [now](const Approval& a) { return a.pendingButExpired(now); })));
    const HoldsReport holds = readHolds(conn, now);
    QCOMPARE(data.holds, qint64(holds.holds.size()));
    QCOMPARE(data.inFlight, qint64(holds.inFlight.size()));
    const DivergenceReport divergences = readDivergences(conn);
    QCOMPARE(data.divergences(),
             qint64(divergences.divergedIntents.size() + divergences.outOfBandSpend.size()));
    QCOMPARE(data.frozenDomains, qint64(divergences.frozenDomains.size()));
    LicenceEngine engine(conn);
    qint64 suspended = 0, revoked = 0;
    for (const auto& path : engine.knownPaths()) {
        suspended += engine.licence(path).suspended ? 1 : 0;
        revoked += readClearance(conn, path, now).status == "REVOKED" ? 1 : 0;
    }
    QCOMPARE(data.suspendedPaths, suspended);
    QCOMPARE(data.revokedPaths, revoked);

    // The fixture has something in every column that matters, so a count
    // stuck at zero fails here (negative control for the comparisons above).
    QCOMPARE(data.pendingApprovals, 4);
    QCOMPARE(data.frozenDomains, 2);
    QCOMPARE(data.revokedPaths, 1);
    QVERIFY(data.divergences() > 0);
    QVERIFY(data.suspendedPaths > 0);
    QCOMPARE(data.certCount, 717);
    QCOMPARE(data.headSeq, qint64(717));
}

void TestModelOverview::countsMatchSealctl()
{
    const auto db = TestDatabase::storeA();
    const OverviewData data = read(db, nowEpoch());
    const RunResult r = runSealctl({"--dsn", db.dsn(), "divergences", "--json"});
    const auto json = nlohmann::json::parse(r.out);
    QCOMPARE(data.divergences(),
             qint64(json.at("diverged_intents").size() + json.at("out_of_band_spend").size()));
    QCOMPARE(data.frozenDomains, qint64(json.at("frozen_domains").size()));

    // Unfreezing by hand moves both: the page is not reading a cached answer.
    db.exec("UPDATE seal_domains SET frozen = false WHERE domain = 'transfer'");
    QCOMPARE(read(db, nowEpoch()).frozenDomains, data.frozenDomains - 1);
}

void TestModelOverview::chartDataSumsToSqlTotals()
{
    const auto db = TestDatabase::storeA();
    const OverviewData data = read(db, nowEpoch());
    QCOMPARE(data.certsInWindow, sqlCount(db, "SELECT count(*) FROM seal_certs"));
    QCOMPARE(windowTotal(data), data.certsInWindow);
    for (qsizetype t = 0; t < data.tiers.size(); ++t) {
        Connection conn = db.connect();
        const qint64 expected =
            conn.exec("SELECT count(*) FROM seal_certs WHERE COALESCE(body->>'tier', '') = $1",
                      {param(data.tiers[t].toStdString())})
                .integer(0, 0);
        QCOMPARE(std::accumulate(data.certsByTier[t].begin(), data.certsByTier[t].end(), qint64(0)),
                 expected);
    }
    QCOMPARE(data.tiers, (QStringList{QStringLiteral("SEALED"), QStringLiteral("WORLD_DIVERGED"),
                                      QStringLiteral("WORLD_FINAL"), QStringLiteral("WORLD_UNKNOWN")}));

    Connection conn = db.connect();
    const Result sums = conn.exec("SELECT count(*), sum(amount) FROM seal_approvals");
    QCOMPARE(data.approvalCount, sums.integer(0, 0));
    QCOMPARE(data.approvalAmount, sums.real(0, 1));
    double bucketSum = 0;
    QStringList outcomes;
    for (const ApprovalMoney& m : data.approvals) {
        bucketSum += m.amount;
        outcomes << m.outcome;
    }
    QCOMPARE(bucketSum, sums.real(0, 1));
    QVERIFY(outcomes.indexOf(QStringLiteral("approved")) > outcomes.indexOf(QStringLiteral("pending")));

    // A used approval is told apart from one still waiting to be used.
    db.exec("UPDATE seal_approvals SET consumed_at = created_at + 1 WHERE state = 'approved'");
    const OverviewData used = read(db, nowEpoch());
    QVERIFY(std::any_of(used.approvals.begin(), used.approvals.end(), [](const ApprovalMoney& m) {
        return m.outcome == QLatin1String("consumed") && m.amount == 5000;
    }));
    QVERIFY(std::none_of(used.approvals.begin(), used.approvals.end(),
                         [](const ApprovalMoney& m) { return m.outcome == QLatin1String("approved"); }));
}

void TestModelOverview::windowKeepsTheNewestDaysWithCerts()
{
    const auto db = TestDatabase::storeA();
    // One cert ten days before the others (the chain breaks; the chart does not care).
    db.exec("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) "
            "SELECT 'old', 'h', 'p', '{\"tier\": \"SEALED\"}', min(created_at) - 10 * 86400 FROM seal_certs");
    const OverviewData all = read(db, nowEpoch());
    QCOMPARE(all.days.size(), 2);
    QCOMPARE(all.days.back() - all.days.front(), 10);
    QCOMPARE(all.certsInWindow, 718);
    const OverviewData newest = read(db, nowEpoch(), 1);
    QCOMPARE(newest.days.size(), 1);
    QCOMPARE(newest.days.front(), all.days.back());
    QCOMPARE(newest.certsInWindow, 717);
    QCOMPARE(windowTotal(newest), 717);
    QCOMPARE(newest.certCount, 718);
}

void TestModelOverview::manyTiersFoldIntoOther()
{
    const auto db = TestDatabase::storeA();
    db.exec("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) "
            "SELECT 'x' || i, 'h', 'p', jsonb_build_object('tier', 'T' || i), "
            "       (SELECT max(created_at) FROM seal_certs) FROM generate_series(1, 12) AS i");
    db.exec("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) "
            "SELECT 'n', 'h', 'p', '[1]', max(created_at) FROM seal_certs");
    const OverviewData data = read(db, nowEpoch());
    QCOMPARE(data.tiers.size(), kMaxChartTiers);
    QCOMPARE(data.tiers.back(), kOtherTier);
    QVERIFY(data.tiers.contains(QStringLiteral("SEALED")));
    QCOMPARE(data.certsInWindow, 717 + 13);
    QCOMPARE(windowTotal(data), 717 + 13);
}

QTEST_GUILESS_MAIN(TestModelOverview)
#include "test_model_overview.moc"

// Issue 45, item 10: the Overview judges "now" (a request past its expiry, a lease run out) by the
// store's clock, as writes do. CTest runs this suite again with this machine's clock 3 h behind and
// 3 h ahead (faketime; the server keeps the real time): a request that expires one hour from the
// store's now, and one that expired one hour ago, are judged the same in all three runs. Negative
// control: judged by this machine's own clock, a run 3 h off counts them differently.
void TestModelOverview::judgesNowByTheStoresClock()
{
    const auto db = TestDatabase::writableStoreA();
    const std::string store = "extract(epoch FROM clock_timestamp())";
    db.exec("INSERT INTO seal_approvals VALUES ('clock_soon', 'intent-clock-1', 'payout', 10, 'agent:clock', 'DUAL', "
            "'pending', 2, " + store + " - 60, " + store + " + 3600, NULL, NULL)");
    db.exec("INSERT INTO seal_approvals VALUES ('clock_gone', 'intent-clock-2', 'payout', 10, 'agent:clock', 'DUAL', "
            "'pending', 2, " + store + " - 7200, " + store + " - 3600, NULL, NULL)");
    const qint64 pastBySql = sqlCount(db, "SELECT count(*) FROM seal_approvals WHERE state = 'pending' AND expires_at < " +
                                              store);
    const OverviewData data = read(db, nowEpoch()); // its connection measured the store's clock
    QCOMPARE(data.pendingPastExpiry, pastBySql);
    const double skew = workstationEpoch() - nowEpoch();
    if (std::abs(skew) > 1800) {
        // This run's clock is hours off the store's: by it alone, the counts would differ.
        QVERIFY(read(db, workstationEpoch()).pendingPastExpiry != pastBySql);
    }
}
