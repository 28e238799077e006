#include "models/read_cycle.hpp"

namespace seal {

ReadCycle::ReadCycle(StoreClient* store, QObject* model) : QObject(model), m_store(store)
{
    connect(m_store, &StoreClient::requestFailed, this, &ReadCycle::onRequestFailed);
}

void ReadCycle::onRequestFailed(quint64 id, const QString& message)
{
    if (id == 0 || id != m_pending) return;
    m_pending = 0;
    m_error = message;
    Q_EMIT failed(message);
    runQueued();
}

void ReadCycle::runQueued()
{
    if (!m_queued) return;
    auto next = std::exchange(m_queued, nullptr);
    next();
}

} // namespace seal
