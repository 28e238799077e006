#include "models/store_table_model.hpp"

#include <algorithm>

namespace seal {

StoreTableModel::StoreTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void StoreTableModel::readFrom(StoreClient* store)
{
    m_store = store;
}

ReadCycle* StoreTableModel::cycle()
{
    if (!m_cycle) {
        m_cycle = new ReadCycle(m_store, this);
        connect(m_cycle, &ReadCycle::failed, this, [this](const QString& message) {
            m_error = message;
            Q_EMIT failed(message);
        });
    }
    return m_cycle;
}

void StoreTableModel::reloadWhenChanged(std::initializer_list<StampPart> parts)
{
    m_parts.assign(parts.begin(), parts.end());
    connect(m_store, &StoreClient::storeChanged, this, [this](const ChangeStamp& before, const ChangeStamp& after) {
        if (std::any_of(m_parts.begin(), m_parts.end(),
                        [&](StampPart part) { return before.*part != after.*part; }))
            reload();
    });
}

} // namespace seal
