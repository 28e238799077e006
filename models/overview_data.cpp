#include "overview_data.hpp"

#include "approvals.hpp"
#include "clearance.hpp"
#include "holds.hpp"
#include "licence.hpp"
#include "store.hpp"

#include <QHash>
#include <algorithm>
#include <map>

namespace seal {
namespace {

qint64 countOf(const auto& list)
{
    return static_cast<qint64>(list.size());
}

QString fromStore(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

void readCounts(Connection& conn, double now, OverviewData& data)
{
    const auto pending = readApprovals(conn, std::string("pending"));
    data.pendingApprovals = countOf(pending);
    data.pendingPastExpiry = std::count_if(pending.begin(), pending.end(),
                                           [now](const Approval& a) { return a.pendingButExpired(now); });

    const HoldsReport holds = readHolds(conn, now);
    data.holds = countOf(holds.holds);
    data.inFlight = countOf(holds.inFlight);

    const DivergenceReport divergences = readDivergences(conn);
    data.divergedIntents = countOf(divergences.divergedIntents);
    data.outOfBandSpend = countOf(divergences.outOfBandSpend);
    data.frozenDomains = countOf(divergences.frozenDomains);

    LicenceEngine engine(conn);
    const auto paths = engine.knownPaths();
    data.knownPaths = countOf(paths);
    for (const std::string& path : paths) {
        if (engine.licence(path).suspended) ++data.suspendedPaths;
        if (readClearance(conn, path, now).status == "REVOKED") ++data.revokedPaths;
    }
}

void readHead(Connection& conn, OverviewData& data)
{
    const Result r = conn.exec("SELECT count(*), max(seq) FROM seal_certs");
    data.certCount = r.integer(0, 0);
    if (!r.isNull(0, 1)) data.headSeq = r.integer(0, 1);
}

// The most frequent tiers keep their own bar set; the rest fold into one.
QStringList chartTiers(const QHash<QString, qint64>& totals)
{
    QStringList tiers = totals.keys();
    std::sort(tiers.begin(), tiers.end(), [&totals](const QString& a, const QString& b) {
        const qint64 ca = totals.value(a), cb = totals.value(b);
        return ca != cb ? ca > cb : a < b;
    });
    if (tiers.size() > kMaxChartTiers) {
        tiers = tiers.mid(0, kMaxChartTiers - 1);
        tiers.sort();
        tiers << kOtherTier;
    } else {
        tiers.sort();
    }
    return tiers;
}

// Certs per UTC day and tier, over the newest `maxDays` days that have certs.
void readCertsByDay(Connection& conn, int maxDays, OverviewData& data)
{
    const Result r =
        conn.exec("WITH c AS (SELECT floor(created_at / 86400.0)::bigint AS day, body->>'tier' AS tier "
                  "           FROM seal_certs WHERE created_at IS NOT NULL), "
                  "w AS (SELECT DISTINCT day FROM c ORDER BY day DESC LIMIT $1) "
                  "SELECT c.day, COALESCE(c.tier, ''), count(*) FROM c JOIN w USING (day) "
                  "GROUP BY 1, 2 ORDER BY 1, 2",
                  {param(maxDays)});
    std::map<qint64, int> dayIndex;
    QHash<QString, qint64> tierTotals;
    for (int row = 0; row < r.rows(); ++row) {
        dayIndex.emplace(r.integer(row, 0), 0);
        tierTotals[fromStore(r.text(row, 1))] += r.integer(row, 2);
    }
    int next = 0;
    for (auto& [day, index] : dayIndex) {
        index = next++;
        data.days << day;
    }
    data.tiers = chartTiers(tierTotals);
    data.certsByTier = QList<QList<qint64>>(data.tiers.size(), QList<qint64>(data.days.size(), 0));
    for (int row = 0; row < r.rows(); ++row) {
        qsizetype tier = data.tiers.indexOf(fromStore(r.text(row, 1)));
        if (tier < 0) tier = data.tiers.size() - 1; // folded into "other"
        const qint64 count = r.integer(row, 2);
        data.certsByTier[tier][dayIndex.at(r.integer(row, 0))] += count;
        data.certsInWindow += count;
    }
}

int outcomeRank(const QString& outcome)
{
    static const QStringList order = {QStringLiteral("pending"),  QStringLiteral("pending_expired"),
                                      QStringLiteral("approved"), QStringLiteral("consumed"),
                                      QStringLiteral("rejected"), QStringLiteral("expired")};
    const qsizetype rank = order.indexOf(outcome);
    return rank < 0 ? static_cast<int>(order.size()) : static_cast<int>(rank);
}

// Approvals by outcome in money: an approved request the gateway used is
// "consumed"; a pending one past its expiry is told apart (it expires on the
// next vote, SPEC §6) but still counts as pending.
void readApprovalMoney(Connection& conn, double now, OverviewData& data)
{
    const Result r =
        conn.exec("SELECT CASE WHEN state = 'approved' AND consumed_at IS NOT NULL THEN 'consumed' "
                  "            WHEN state = 'pending' AND $1::float8 > expires_at THEN 'pending_expired' "
                  "            ELSE COALESCE(state, '') END AS outcome, "
                  "       count(*), COALESCE(sum(amount), 0)::float8 "
                  "FROM seal_approvals GROUP BY 1",
                  {param(now)});
    for (int row = 0; row < r.rows(); ++row) {
        ApprovalMoney money{fromStore(r.text(row, 0)), r.integer(row, 1), r.real(row, 2)};
        data.approvalCount += money.count;
        data.approvalAmount += money.amount;
        data.approvals << money;
    }
    std::sort(data.approvals.begin(), data.approvals.end(),
              [](const ApprovalMoney& a, const ApprovalMoney& b) {
                  const int ra = outcomeRank(a.outcome), rb = outcomeRank(b.outcome);
                  return ra != rb ? ra < rb : a.outcome < b.outcome;
              });
}

} // namespace

OverviewData readOverview(Connection& conn, double now, int maxDays)
{
    OverviewData data;
    data.at = now;
    readCounts(conn, now, data);
    readHead(conn, data);
    readCertsByDay(conn, std::max(1, maxDays), data);
    readApprovalMoney(conn, now, data);
    return data;
}

} // namespace seal
