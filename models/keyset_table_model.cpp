#include "models/keyset_table_model.hpp"

#include <utility>

namespace seal {

KeysetTableModel::KeysetTableModel(QObject* parent) : StoreTableModel(parent) {}

void KeysetTableModel::start(StoreClient* store, StampPart part)
{
    readFrom(store);
    connect(store, &StoreClient::requestFailed, this, &KeysetTableModel::onFailed);
    connect(store, &StoreClient::storeChanged, this, [this, part](const ChangeStamp& before, const ChangeStamp& after) {
        if (before.*part != after.*part) takeNew();
    });
    request();
}

bool KeysetTableModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && !m_atEnd && error().isEmpty();
}

void KeysetTableModel::fetchMore(const QModelIndex& parent)
{
    if (parent.isValid() || m_pending || m_atEnd || !error().isEmpty()) return;
    request();
}

void KeysetTableModel::reload()
{
    restart();
}

void KeysetTableModel::request()
{
    setPending(readNextPage());
}

void KeysetTableModel::setPending(quint64 id)
{
    const bool was = m_pending != 0;
    m_pending = id;
    if (was != (id != 0)) Q_EMIT loadingChanged(id != 0);
}

void KeysetTableModel::restart()
{
    beginResetModel();
    clearRows();
    m_atEnd = false;
    forgetLoaded();
    clearError();
    m_pending = 0; // an answer to the old query is ignored when it comes
    m_newerPending = 0;
    m_newerAgain = false; // the head is read again anyway
    endResetModel();
    clearHeld();
    request();
}

void KeysetTableModel::takeNew()
{
    switch (newRows()) {
    case NewRows::ReadOnAtEnd:
        if (m_atEnd && hasLoaded() && error().isEmpty()) m_atEnd = false; // fetchMore reads on from the end
        return;
    case NewRows::Ignore:
        return;
    case NewRows::HoldAbove:
        break;
    }
    if (!error().isEmpty()) return;
    if (m_newerPending || !hasLoaded()) {
        // A read is in flight whose snapshot may predate what changed: look
        // again once it is back, or the new rows wait for the next change.
        m_newerAgain = true;
        return;
    }
    aboutToReadNewer();
    if (!hasRows()) {
        restart();
        return;
    }
    m_newerPending = readNewer();
}

KeysetTableModel::Answer KeysetTableModel::answerTo(quint64 id) const
{
    if (id == 0) return Answer::Stale;
    if (id == m_newerPending) return Answer::Newer;
    if (id == m_pending) return Answer::Page;
    return Answer::Stale;
}

void KeysetTableModel::newerApplied(bool atEnd, bool anyHeld, qint64 count)
{
    m_newerPending = 0;
    if (anyHeld) Q_EMIT heldChanged(count);
    if (!atEnd || std::exchange(m_newerAgain, false)) takeNew(); // more above, or asked meanwhile
}

void KeysetTableModel::pageApplied(bool atEnd)
{
    m_atEnd = atEnd;
    const bool first = !hasLoaded();
    markLoaded();
    setPending(0);
    if (first && std::exchange(m_newerAgain, false)) takeNew(); // changed while the first page was read
    Q_EMIT loaded();
    afterPage();
}

void KeysetTableModel::onFailed(quint64 id, const QString& message)
{
    switch (answerTo(id)) {
    case Answer::Stale:
        return;
    case Answer::Newer:
        m_newerPending = 0; // the rows shown stay
        if (std::exchange(m_newerAgain, false)) takeNew(); // a change came meanwhile: never dropped
        return;
    case Answer::Page:
        setError(message); // no more paging until reload(): a broken query is not retried in a loop
        setPending(0);
        Q_EMIT failed(message);
        afterFailure();
        return;
    }
}

} // namespace seal
