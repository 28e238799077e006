#include "models/overview_data.hpp"

#include "core/rules/activity.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"
#include "core/rules/obligations.hpp"
#include "core/store/store.hpp"

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
    const PendingCount pending = countPendingApprovals(conn, now);
    data.pendingApprovals = pending.pending;
    data.pendingPastExpiry = pending.pastExpiry;

    const HoldsReport holds = readHolds(conn, now);
    data.holds = countOf(holds.holds);
    data.inFlight = countOf(holds.inFlight);

    const DivergenceReport divergences = readDivergences(conn);
    data.divergedIntents = countOf(divergences.divergedIntents);
    data.outOfBandSpend = countOf(divergences.outOfBandSpend);
    data.frozenDomains = countOf(divergences.frozenDomains);

    data.openBreaches = countOpenBreaches(conn);

    LicenceEngine engine(conn);
    const auto paths = engine.knownPaths();
    data.knownPaths = countOf(paths);
    for (const std::string& path : paths) {
        if (engine.licence(path).suspended) ++data.suspendedPaths;
        if (engine.clearance(path, now).status == "REVOKED") ++data.revokedPaths;
    }
}

void readHead(Connection& conn, OverviewData& data)
{
    const ChainSize size = readChainSize(conn);
    data.certCount = size.certs;
    if (size.headSeq) data.headSeq = *size.headSeq;
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
    const std::vector<DayTierCount> counts = seal::readCertsByDay(conn, maxDays);
    std::map<qint64, int> dayIndex;
    QHash<QString, qint64> tierTotals;
    for (const DayTierCount& c : counts) {
        dayIndex.emplace(c.day, 0);
        tierTotals[fromStore(c.tier)] += c.certs;
    }
    int next = 0;
    for (auto& [day, index] : dayIndex) {
        index = next++;
        data.days << day;
    }
    data.tiers = chartTiers(tierTotals);
    data.certsByTier = QList<QList<qint64>>(data.tiers.size(), QList<qint64>(data.days.size(), 0));
    for (const DayTierCount& c : counts) {
        qsizetype tier = data.tiers.indexOf(fromStore(c.tier));
        if (tier < 0) tier = data.tiers.size() - 1; // folded into "other"
        data.certsByTier[tier][dayIndex.at(c.day)] += c.certs;
        data.certsInWindow += c.certs;
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

// Approvals by outcome in money (core's readApprovalMoney), pending first.
void readApprovalMoney(Connection& conn, double now, OverviewData& data)
{
    for (const OutcomeMoney& m : seal::readApprovalMoney(conn, now)) {
        ApprovalMoney money{fromStore(m.outcome), m.count, m.amount};
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
