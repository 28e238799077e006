#include "models/read_source.hpp"

#include "core/store/replica.hpp"
#include "core/store/store.hpp"
#include "models/store_client.hpp"

#include <utility>

namespace seal {
namespace {

constexpr int kReadSourceMs = 5000;

struct StandbyLook
{
    QString server;
    ReplicaState state;
};

} // namespace

ReadSourceWatch::ReadSourceWatch(StoreClient* store) : QObject(store), m_store(store)
{
    qRegisterMetaType<seal::ReadSource>();
    m_timer.setTimerType(Qt::VeryCoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ReadSourceWatch::check);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id) {
        if (id == m_request) m_pending = false;
    });
}

void ReadSourceWatch::onConnected()
{
    // Only a standby needs watching; the primary is simply where reads come from.
    if (m_store->readsFromStandby() && !m_timer.isActive()) m_timer.start(kReadSourceMs);
    check();
}

void ReadSourceWatch::publish(const ReadSource& source)
{
    m_pending = false;
    m_source = source;
    Q_EMIT changed(source);
}

// The standby's state on the reader, then (to tell the lag in bytes) the
// primary's position on the writer.
void ReadSourceWatch::check()
{
    if (m_pending || m_store->isOffline()) return;
    const bool standby = m_store->readsFromStandby();
    if (!standby) {
        ReadSource source;
        if (m_store->identity()) source.server = m_store->identity()->server;
        publish(source);
        return;
    }
    m_pending = true;
    m_request = m_store->readAsItIs<StandbyLook>(
        this,
        [](Connection& conn) { return StandbyLook{QString::fromStdString(conn.describe()), readReplicaState(conn)}; },
        [this](StandbyLook look) {
            ReadSource source;
            source.server = look.server;
            source.standby = true;
            source.inRecovery = look.state.inRecovery;
            source.lagSeconds = look.state.lagSeconds;
            source.replayPaused = look.state.replayPaused;
            if (!look.state.inRecovery || !look.state.replayed) {
                publish(source);
                return;
            }
            const Lsn replayed = *look.state.replayed;
            using PrimaryLook = std::optional<std::pair<QString, Lsn>>;
            m_request = m_store->lookAtPrimary<PrimaryLook>(
                this,
                [](Connection& conn) -> PrimaryLook {
                    try {
                        return std::pair{QString::fromStdString(conn.describe()), committedLsn(conn)};
                    } catch (const StoreError&) {
                        return std::nullopt;
                    }
                },
                [this, source, replayed](PrimaryLook primary) mutable {
                    if (primary) {
                        source.primary = primary->first;
                        source.lagBytes =
                            static_cast<qint64>(primary->second > replayed ? primary->second - replayed : 0);
                    }
                    publish(source);
                });
        });
}

} // namespace seal
