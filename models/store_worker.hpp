// The worker that owns a database connection, off the GUI thread. It lives in
// its own QThread (StoreClient starts it); work arrives as queued invocations
// of run() and hands its result back itself (StoreClient's read, walk and
// write do). A read runs in a ReadTransaction. Errors leave as one line
// (requestFailed); a lost connection is reported and reopened on the next
// request.
#pragma once

#include "core/store/store.hpp"
#include "models/store_types.hpp"

#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

struct pg_cancel;

namespace seal {

class StoreWorker : public QObject
{
    Q_OBJECT
public:
    explicit StoreWorker(QString dsn, QObject* parent = nullptr);
    // A worker reading from a standby: before each read it waits (bounded by
    // the store timeout) until the standby has replayed past `writtenLsn`,
    // the position after the console's last write; a read that cannot include
    // that write fails with a message instead of answering stale.
    void readYourWrites(std::shared_ptr<const std::atomic<std::uint64_t>> writtenLsn);
    ~StoreWorker() override;
    const QString& dsn() const { return m_dsn; }

    // Asks the server to cancel whatever this worker's connection runs now
    // (PQcancel). Thread-safe, meant for the GUI thread: it never waits for
    // the worker, and a worker between requests has nothing to cancel.
    void cancelRunning();
    // Cancels request `id` on the server if it is the one running now (from
    // any thread): a write waiting for a lock then ends with nothing written.
    // A request already finished, or one not started yet, is left alone.
    void cancelRequest(quint64 id);
    // For closing: cancels what runs now and makes every request still queued
    // return at once without touching the store. Thread-safe.
    void closeDown();

    // Each runs in the worker's thread; calling one from the GUI thread is a
    // programming error and aborts.
    void connectToStore();
    // Any core call: inside a ReadTransaction for a read; bare for a write or
    // a walk, whose work owns its transaction (and a write its re-check).
    // `ownWrites`: it first waits for the console's writes (readYourWrites;
    // a worker not told to has nothing to wait for).
    void run(quint64 id, const std::function<void(Connection&)>& work, bool readTransaction, bool ownWrites = true);
    // Forgets the connection (the server went away); the next request opens a new one.
    void dropConnection();

Q_SIGNALS:
    void connected(const seal::StoreIdentity& identity);
    void connectionLost(const QString& message); // also: could not connect
    void readSucceeded();
    void requestFailed(quint64 id, const QString& message);
    // Just before requestFailed: the write ended before its COMMIT (timed
    // out, or cancelled while it waited) and was rolled back.
    void writeRolledBack(quint64 id);

private:
    void requireWorkerThread() const;
    Connection& connection();
    template <typename Work> void withConnection(quint64 id, Work&& work);
    void reportIdentity(Connection& conn);
    void awaitOwnWrites(Connection& conn);

    void setConnection(std::optional<Connection> conn);

    QString m_dsn;
    std::optional<Connection> m_conn;
    std::shared_ptr<const std::atomic<std::uint64_t>> m_writtenLsn; // null: reads the primary itself
    std::uint64_t m_replayedLsn = 0; // the standby has replayed at least this far
    std::mutex m_cancelMutex; // guards m_cancel, which the GUI thread uses
    std::atomic<bool> m_closing{false};
    pg_cancel* m_cancel = nullptr;
    quint64 m_running = 0; // the request on the connection now (guarded by m_cancelMutex)
    std::atomic<quint64> m_cancelAsked{0}; // cancelRequest's id, for a request still connecting
};

} // namespace seal
