#include "models/change_watch.hpp"

#include "core/store/change_stamp.hpp"
#include "models/store_client.hpp"

#include <string>
#include <utility>

namespace seal {
namespace {

QByteArray bytes(const std::string& text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

ChangeStamp readStamp(Connection& conn)
{
    const StoreStamp s = readStoreStamp(conn);
    return ChangeStamp{bytes(s.certs), bytes(s.events), bytes(s.approvals), bytes(s.intents), bytes(s.policy)};
}

} // namespace

ChangeWatch::ChangeWatch(StoreClient* store) : QObject(store), m_store(store)
{
    qRegisterMetaType<seal::ChangeStamp>();
    m_timer.setTimerType(Qt::VeryCoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ChangeWatch::look);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id) {
        if (id == m_request) m_pending = false; // a failed look must not stop the next
    });
}

void ChangeWatch::setInterval(int ms)
{
    if (ms <= 0) {
        m_timer.stop();
        return;
    }
    m_timer.start(ms);
}

void ChangeWatch::look()
{
    if (m_pending) return; // the last look has not come back yet
    m_pending = true;
    m_request = m_store->read<ChangeStamp>(this, readStamp, [this](ChangeStamp stamp) {
        m_pending = false;
        onStamp(stamp, false);
    });
}

void ChangeWatch::takeBaseline()
{
    m_store->readFirst<ChangeStamp>(this, readStamp, [this](ChangeStamp stamp) { onStamp(stamp, true); });
}

void ChangeWatch::onStamp(const ChangeStamp& stamp, bool baseline)
{
    const auto before = std::exchange(m_stamp, stamp);
    if (before) {
        if (!(*before == stamp)) Q_EMIT changed(*before, stamp);
        return;
    }
    // No baseline (its read failed): pages may have read before this stamp,
    // so whatever changed in between is unknown. Everything reads again once.
    if (!baseline) Q_EMIT changed(ChangeStamp{}, stamp);
}

} // namespace seal
