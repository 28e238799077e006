// What the overview page shows, read in one snapshot: the counts that need an
// operator (each the size of what a core read function returns), certs per
// UTC day by tier, and approvals by outcome in money. Read on the reader
// thread; a plain value for the GUI thread.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace seal {

class Connection;

// One approval outcome: how many requests, and their amounts summed.
struct ApprovalMoney
{
    QString outcome; // pending | pending_expired | approved | consumed | rejected | expired | as stored
    qint64 count = 0;
    double amount = 0;
};

struct OverviewData
{
    double at = 0; // the time holds and expiry were judged against

    qint64 pendingApprovals = 0;  // rows in state pending (countPendingApprovals)
    qint64 pendingPastExpiry = 0; // of those, past expires_at (expire on the next vote)
    qint64 holds = 0;             // readHolds(...).holds
    qint64 inFlight = 0;          // readHolds(...).inFlight
    qint64 divergedIntents = 0;   // readDivergences(...).divergedIntents
    qint64 outOfBandSpend = 0;    // readDivergences(...).outOfBandSpend
    qint64 frozenDomains = 0;     // readDivergences(...).frozenDomains
    qint64 knownPaths = 0;        // LicenceEngine::knownPaths
    qint64 suspendedPaths = 0;    // licence(path).suspended
    qint64 revokedPaths = 0;      // clearance policy REVOKED
    qint64 openBreaches = 0;      // countOpenBreaches: obligations breached and not resolved

    qint64 certCount = 0;          // every cert in the chain
    std::optional<qint64> headSeq; // max(seq), nullopt for an empty chain

    // Certs per UTC day (oldest first, at most the newest `maxDays` days that
    // have certs) by tier: certsByTier[t][d] for tiers[t] and days[d].
    QList<qint64> days; // UTC days since 1970-01-01
    QStringList tiers;  // as stored (raw); "" for a cert without a tier; "\x01other" folds the rest
    QList<QList<qint64>> certsByTier;
    qint64 certsInWindow = 0;

    QList<ApprovalMoney> approvals; // in outcome order (pending first), only outcomes that occur
    qint64 approvalCount = 0;
    double approvalAmount = 0;

    qint64 divergences() const { return divergedIntents + outOfBandSpend; }
};

// The tier name OverviewData uses for the tiers beyond kMaxChartTiers.
inline const QString kOtherTier = QStringLiteral("\x01other");
// Tiers are agent-written: a chart shows the most frequent ones and folds the rest.
inline constexpr int kMaxChartTiers = 8;
inline constexpr int kOverviewDays = 30;

// Reads everything as of `now`. The caller holds a ReadTransaction (the
// StoreClient's read() does).
OverviewData readOverview(Connection& conn, double now, int maxDays = kOverviewDays);

} // namespace seal
