// The load cycle a store-backed model shares: one read in flight at a time,
// and a reload asked while it runs is read once it is back — whether it
// succeeded or failed. A failed read must never swallow the reload queued
// behind it: nothing would then ask again until the store changed once more,
// and a page could show a revoked path as healthy for as long as it stayed
// quiet (issue 26, item 0).
#pragma once

#include "models/store_client.hpp"

#include <QObject>
#include <QString>
#include <functional>
#include <utility>

namespace seal {

class Connection;

class ReadCycle : public QObject
{
    Q_OBJECT
public:
    // A child of the model it feeds: its reads count as the model's (the
    // foreground page's reads go first) and end with it.
    ReadCycle(StoreClient* store, QObject* model);

    // Reads now, or, while a read is in flight, once it is back (the newest
    // query asked meanwhile wins; the ones before it are not read at all).
    template <typename R> void read(std::function<R(Connection&)> query, std::function<void(R)> done)
    {
        if (m_pending != 0) {
            m_queued = [this, query = std::move(query), done = std::move(done)]() mutable {
                read<R>(std::move(query), std::move(done));
            };
            return;
        }
        m_pending = m_store->read<R>(parent(), std::move(query), [this, done = std::move(done)](R result) {
            m_pending = 0;
            m_error.clear();
            m_loaded = true;
            done(std::move(result));
            runQueued();
        });
    }

    // For a reload whose query depends on what the read in flight brings:
    // while one is in flight, `again` is queued (replacing any other) and the
    // answer is true; the caller then returns and asks again from `again`.
    bool deferWhileLoading(std::function<void()> again)
    {
        if (m_pending == 0) return false;
        m_queued = std::move(again);
        return true;
    }

    bool isLoading() const { return m_pending != 0; }
    bool hasLoaded() const { return m_loaded; } // a read has succeeded at least once
    bool hasQueued() const { return static_cast<bool>(m_queued); }
    const QString& error() const { return m_error; } // the last read's failure, empty after a success

Q_SIGNALS:
    // The read in flight failed; a reload queued behind it is read next.
    void failed(const QString& message);

private:
    void onRequestFailed(quint64 id, const QString& message);
    void runQueued();

    StoreClient* m_store;
    quint64 m_pending = 0;
    std::function<void()> m_queued;
    bool m_loaded = false;
    QString m_error;
};

} // namespace seal
