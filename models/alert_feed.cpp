#include "models/alert_feed.hpp"

#include "core/base/clock.hpp"
#include "core/evidence/alerts.hpp"
#include "core/evidence/item_link.hpp"
#include "core/writes/dual_control.hpp"
#include "models/store_client.hpp"
#include "models/text/safe_text.hpp"

namespace seal {

namespace {

// What the console's watch looks at: the alerts, and dual control's guard.
AlertWatchOptions watchOptions(double expiringWithin)
{
    AlertWatchOptions o;
    o.expiringWithin = expiringWithin;
    o.guardDigest = dualControlWatchDigest;
    o.guardProblems = dualControlProblemsLine;
    return o;
}

} // namespace

AlertFeed::AlertFeed(StoreClient* store, double expiringWithinSeconds, QObject* parent)
    : QObject(parent), m_store(store), m_expiringWithin(expiringWithinSeconds),
      m_watch(std::make_shared<AlertWatch>(watchOptions(expiringWithinSeconds)))
{
    connect(&m_timer, &QTimer::timeout, this, &AlertFeed::lookNow);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString&) {
        if (id == m_looking) m_looking = 0; // offline or a timeout: the next tick looks again
    });
}

AlertFeed::~AlertFeed() = default;

void AlertFeed::setExpiringWithin(double seconds)
{
    if (seconds == m_expiringWithin) return;
    // A new watch learns the present again (tells nothing of it); the look in
    // flight, if any, finishes on the old one, which it holds.
    m_expiringWithin = seconds;
    m_watch = std::make_shared<AlertWatch>(watchOptions(seconds));
}

void AlertFeed::start(int intervalMs)
{
    m_timer.start(intervalMs);
    lookNow();
}

void AlertFeed::stop()
{
    m_timer.stop();
}

void AlertFeed::lookNow()
{
    if (m_looking) return; // the watch is not for two looks at once
    std::shared_ptr<AlertWatch> watch = m_watch;
    m_looking = m_store->read<std::vector<Alert>>(
        this, [watch](Connection& conn) { return watch->poll(conn, nowEpoch()); },
        [this](std::vector<Alert> alerts) {
            m_looking = 0;
            ++m_looks;
            QList<AlertNotice> notices;
            const QString me = m_store->identity() ? m_store->identity()->role : QString();
            for (const Alert& a : alerts)
                if (!(a.kind == "change_proposed" && a.by && QString::fromStdString(*a.by) == me))
                    notices << notice(a); // not your own proposal: it waits for someone else
            if (!notices.isEmpty()) Q_EMIT alerted(notices);
        });
}

AlertNotice AlertFeed::notice(const Alert& a)
{
    AlertNotice n;
    n.kind = QString::fromStdString(a.kind);
    if (a.kind == "hold")
        n.title = tr("New hold");
    else if (a.kind == "divergence")
        n.title = tr("The world and the chain disagree");
    else if (a.kind == "out_of_band_spend")
        n.title = tr("Out-of-band spend");
    else if (a.kind == "chain_break")
        n.title = tr("The certificate chain is broken");
    else if (a.kind == "approval_expiring")
        n.title = tr("An approval request expires soon");
    else if (a.kind == "obligation_breached")
        n.title = tr("An obligation was breached");
    else if (a.kind == "change_proposed")
        n.title = tr("A change waits for a second operator");
    else if (a.kind == "dual_control_off")
        n.title = tr("Dual control is not in force");
    else
        n.title = safeText(a.kind);
    QStringList where;
    if (a.path) where << tr("path %1").arg(safeText(*a.path));
    if (a.intent) where << tr("intent %1").arg(safeText(*a.intent));
    if (a.seq) where << tr("cert %1").arg(*a.seq);
    // core's summary is English and names stored values; shown as data.
    n.text = where.isEmpty() ? safeText(a.summary)
                             : tr("%1: %2").arg(where.join(QStringLiteral(", ")), safeText(a.summary));
    n.intent = a.intent ? QString::fromStdString(*a.intent) : QString();
    if (const auto item = alertItem(a)) n.link = QString::fromStdString(itemLink(*item));
    return n;
}

} // namespace seal
