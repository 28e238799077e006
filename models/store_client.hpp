// The GUI thread's handle on the store: starts the three connection threads
// (reader, chain walker, writer), posts work to them and hands the answers
// back on the GUI thread. One API: read<R> (a query on the reader, the page on
// screen first), walk<R> (a long walk on the walker, with progress and
// cancel, so scrolling stays responsive while it runs) and write<R> (a core
// write on the writer). Failures of each arrive as requestFailed(id, message).
// The change watch (change_watch.hpp) and the read-source look
// (read_source.hpp) are its parts in their own files.
#pragma once

#include "models/change_watch.hpp"
#include "models/read_source.hpp"
#include "models/store_types.hpp"
#include "models/write_rules.hpp"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace seal {

class Connection;
class StoreWorker;

// What a walk's work sees of its run, on the walker's thread: it reports
// progress (handed to the GUI thread) and reads whether it was cancelled.
class WalkProgress
{
public:
    WalkProgress(std::shared_ptr<const std::atomic<bool>> cancel, std::function<void(qint64, qint64)> report)
        : m_cancel(std::move(cancel)), m_report(std::move(report))
    {
    }
    void report(qint64 done, qint64 total) const { m_report(done, total); }
    bool cancelled() const { return m_cancel->load(); }
    // For a core call that reads a flag of its own (VerifyOptions::cancel).
    const std::atomic<bool>* cancelFlag() const { return m_cancel.get(); }

private:
    std::shared_ptr<const std::atomic<bool>> m_cancel;
    std::function<void(qint64, qint64)> m_report;
};

class StoreClient : public QObject
{
    Q_OBJECT
public:
    // An empty DSN means $SEAL_DSN, else libpq's environment (PGHOST, ...).
    explicit StoreClient(QString dsn, QObject* parent = nullptr);
    // Reads (pages, verification, reports, exports) from `readDsn`, a
    // streaming standby, when it is not empty; writes to `dsn`. After a write,
    // reads wait (bounded) until the standby has replayed it.
    StoreClient(QString dsn, QString readDsn, QObject* parent = nullptr);
    ~StoreClient() override;

    const QString& dsn() const { return m_dsn; } // the primary: every write goes there
    // Where reads come from: the read DSN, else dsn(). Jobs that read use it.
    const QString& readDsn() const { return m_readDsn.isEmpty() ? m_dsn : m_readDsn; }
    bool readsFromStandby() const { return !m_readDsn.isEmpty(); }
    // Where reads come from and how far the standby lags (the status bar's
    // line), kept by the read-source watch (read_source.hpp).
    const std::optional<ReadSource>& readSource() const { return m_readSource->source(); }
    // Asks now; readSourceChanged answers. At a standby it runs every 5 s by itself.
    void checkReadSource() { m_readSource->check(); }
    const std::optional<StoreIdentity>& identity() const { return m_identity; }
    bool isConnected() const { return m_connected; }
    const QString& connectionProblem() const { return m_problem; }
    double lastRefreshed() const { return m_lastRefreshed; } // epoch, 0 before the first read

    // Offline: the store could not be reached (lost, or never reached). What
    // the pages show is then what was read at lastRefreshed(); the client
    // tries again every few seconds and sends no write until it is back.
    bool isOffline() const { return m_offline; }
    double offlineSince() const { return m_offlineSince; } // epoch, 0 while online
    int nextReconnectMs() const { return m_reconnectTimer.isActive() ? m_reconnectTimer.remainingTime() : 0; }
    // Everything a write button asks the session before the store's rules.
    WriteGate writeGate() const { return WriteGate{m_identity, m_readOnly, m_offline}; }

    // The page the user is looking at. The reader runs its reads (and those
    // of the models and widgets inside it) before the other pages', which
    // otherwise keep their order: the page shown is never queued behind six
    // others loading at start or refreshing. Null: first come, first served.
    void setForeground(QObject* page);

    // Cancels every read and walk the workers run now (PQcancel, from this
    // thread, without waiting for them) and sets every walk's cancel flag. The
    // destructor does it first, so closing or reconnecting never waits on the
    // database.
    void cancelRunning();
    // Cancels write `id` if the write connection runs it now: a write waiting
    // for a lock ends with nothing written (writeRolledBack). A cancel that
    // comes after its COMMIT began changes nothing: the write lands.
    void cancelWrite(quint64 id);

    // Each returns the request id a failure will carry (requestFailed).

    // Runs `query` on the read connection inside a read-only transaction and
    // hands its result to `done` on the GUI thread, unless `context` is gone
    // by then. `context` (the model or page that asks) is also the requester:
    // a read of the page on screen goes first (setForeground), and a read
    // whose context is gone before it leaves the queue is not sent at all.
    template <typename R>
    quint64 read(QObject* context, std::function<R(Connection&)> query, std::function<void(R)> done)
    {
        return runOn(m_reader, context, std::move(query), std::move(done), true, false);
    }
    // Runs `work` on the walk connection, its own thread, so that a walk of
    // millions of rows never holds up the pages' reads. The work opens its
    // own transaction (a walk may want a lock-only bound), reports progress,
    // which reaches `progress` on the GUI thread (may be empty), and reads
    // WalkProgress::cancelled(), set by cancelWalk(id) and cancelRunning();
    // its result goes to `done` on the GUI thread. Both only while `context` lives.
    template <typename R>
    quint64 walk(QObject* context, std::function<R(Connection&, WalkProgress&)> work,
                 std::function<void(qint64 done, qint64 total)> progress, std::function<void(R)> done);
    // Sets walk `id`'s cancel flag: the work stops at its next check (a
    // verification between batches, with the verdict so far). Nothing when
    // the walk has ended.
    void cancelWalk(quint64 id);
    // Runs a core write on the write connection (its own, so that a write
    // never waits behind a page of certificates). The core call owns its
    // transaction and its re-check after a lost connection. While offline
    // nothing is sent: the request fails at once with requestFailed.
    template <typename R>
    quint64 write(QObject* context, std::function<R(Connection&)> action, std::function<void(R)> done)
    {
        if (m_offline) return refuseWhileOffline();
        return runOn(m_writer, context, std::move(action), std::move(done), false, true);
    }

    // Read-only sessions offer no write at all (the connection dialog's switch).
    bool isReadOnly() const { return m_readOnly; }
    void setReadOnly(bool readOnly);

    // Live refresh (the change watch, change_watch.hpp): the change stamp is
    // read every `ms` (0 stops it).
    void setRefreshInterval(int ms) { m_changes->setInterval(ms); }
    int refreshInterval() const { return m_changes->interval(); }
    // Reads the change stamp now (tests call this instead of waiting).
    void checkForChanges() { m_changes->look(); }

Q_SIGNALS:
    void connected(const seal::StoreIdentity& identity);
    void connectionLost(const QString& message);
    void refreshed(double epoch); // any read came back
    void requestFailed(quint64 id, const QString& message);
    // Just before requestFailed for a write that timed out or was cancelled
    // before its COMMIT: its fate is known, nothing was written.
    void writeRolledBack(quint64 id);
    void readOnlyChanged(bool readOnly);
    // The store became unreachable (false) or reachable again (true). Back
    // online, pages reload what they show.
    void onlineChanged(bool online);
    // Identity, read-only or reachability moved: write buttons ask writeGate() again.
    void writeGateChanged();
    // The stamp moved: pages whose data it covers reload what they show
    // (ChangeWatch::changed, repeated).
    void storeChanged(const seal::ChangeStamp& before, const seal::ChangeStamp& after);
    void readSourceChanged(const seal::ReadSource& source); // ReadSourceWatch::changed, repeated
    // Back after losing the store, on another server than before (a standby
    // promoted after a failover, reached through a multi-host DSN).
    void serverChanged(const QString& before, const QString& now);

private:
    // The watches read through the private forms below.
    friend class ChangeWatch;
    friend class ReadSourceWatch;

    StoreWorker* startWorker(QThread* thread, const QString& name, const QString& dsn);
    void goOffline(const QString& message);
    void comeBack();
    void tryReconnect();
    quint64 refuseWhileOffline();
    void forward(StoreWorker* worker);
    // The reader's requests wait here, on the GUI thread, and go to the
    // worker at most kReadsInFlight at a time, foreground first (setForeground),
    // none before the first connect has answered (m_readsHeld).
    // `first`: ahead of every queued read, the foreground page's included
    // (the baseline change stamp, which must be older than any page's read).
    void queueRead(std::function<void(StoreWorker*)> job, QObject* requester, bool first = false);
    void dispatchReads();
    bool inForeground(const QObject* requester) const;
    // OwnWrites: a read from the standby first waits for the console's writes
    // (every read but the look at the standby's own state, which must not).
    enum class Freshness { OwnWrites, AsItIs };
    void postWork(StoreWorker* worker, quint64 id, std::function<void(Connection&)> work, bool readTx,
                  Freshness freshness, QObject* requester, bool first = false);
    // After a write, on the writer's thread: the primary's WAL position, which
    // reads from the standby then wait for (best effort: never fails the write).
    static void noteWritten(Connection& conn, std::atomic<std::uint64_t>& writtenLsn);
    // A read ahead of every queued one (the baseline change stamp).
    template <typename R>
    quint64 readFirst(QObject* context, std::function<R(Connection&)> query, std::function<void(R)> done)
    {
        return runOn(m_reader, context, std::move(query), std::move(done), true, false, Freshness::OwnWrites, true);
    }
    // A read that does not wait for the console's writes (the standby's own state).
    template <typename R>
    quint64 readAsItIs(QObject* context, std::function<R(Connection&)> query, std::function<void(R)> done)
    {
        return runOn(m_reader, context, std::move(query), std::move(done), true, false, Freshness::AsItIs);
    }
    // A look at the primary through the write connection that is no write
    // (its WAL position): reads do not wait for it afterwards.
    template <typename R>
    quint64 lookAtPrimary(QObject* context, std::function<R(Connection&)> query, std::function<void(R)> done)
    {
        return runOn(m_writer, context, std::move(query), std::move(done), false, false);
    }
    template <typename R>
    quint64 runOn(StoreWorker* worker, QObject* context, std::function<R(Connection&)> fn,
                  std::function<void(R)> done, bool readTx, bool isWrite,
                  Freshness freshness = Freshness::OwnWrites, bool first = false)
    {
        const quint64 id = m_nextId++;
        QPointer<QObject> guard(context);
        QPointer<StoreClient> self(this);
        auto written = isWrite && !m_readDsn.isEmpty() ? m_writtenLsn : nullptr;
        postWork(
            worker, id,
            [fn = std::move(fn), done = std::move(done), guard, self, written](Connection& conn) {
                auto result = std::make_shared<R>(fn(conn));
                if (written) noteWritten(conn, *written); // before the answer: pages read after it
                if (!self) return;
                // Back on the GUI thread; the context may have gone meanwhile.
                QMetaObject::invokeMethod(
                    self.data(),
                    [done, result, guard] {
                        if (guard) done(std::move(*result));
                    },
                    Qt::QueuedConnection);
            },
            readTx, freshness, context, first);
        return id;
    }

    QString m_dsn;
    QString m_readDsn;
    std::shared_ptr<std::atomic<std::uint64_t>> m_writtenLsn = std::make_shared<std::atomic<std::uint64_t>>(0);
    QString m_lastServer; // the server of the last connection, to tell a failover
    // On the heap: a thread still stuck in a connect when the client goes is
    // left to end by itself (bounded by connect_timeout) instead of waited for.
    QThread* m_readThread = nullptr;
    QThread* m_walkThread = nullptr;
    QThread* m_writeThread = nullptr;
    StoreWorker* m_reader = nullptr;
    StoreWorker* m_walker = nullptr;
    StoreWorker* m_writer = nullptr;
    ChangeWatch* m_changes = nullptr;        // a child
    ReadSourceWatch* m_readSource = nullptr; // a child
    bool m_readOnly = false;
    quint64 m_nextId = 1;
    QHash<quint64, std::shared_ptr<std::atomic<bool>>> m_cancelFlags; // the walks', until they answer
    struct QueuedRead
    {
        std::function<void(StoreWorker*)> job;
        QPointer<QObject> requester;
        bool asked = false; // a requester was named (and may since have gone)
        bool first = false; // leaves before every other queued read
    };
    std::deque<QueuedRead> m_readQueue;
    int m_readsInFlight = 0;
    // Until the reader's first connect has answered (connected or lost), no
    // read leaves the queue: by then the window has said which page is on
    // screen, and its reads go first instead of behind whatever page was
    // built first (a whole-chain count on a large store).
    bool m_readsHeld = true;
    QPointer<QObject> m_foreground;
    std::optional<StoreIdentity> m_identity;
    bool m_connected = false;
    QString m_problem;
    double m_lastRefreshed = 0;
    bool m_offline = false;
    double m_offlineSince = 0;
    QTimer m_reconnectTimer;
    int m_reconnectDelayMs = 0;
};

template <typename R>
quint64 StoreClient::walk(QObject* context, std::function<R(Connection&, WalkProgress&)> work,
                          std::function<void(qint64 done, qint64 total)> progress, std::function<void(R)> done)
{
    const quint64 id = m_nextId++;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancelFlags.insert(id, cancel);
    QPointer<QObject> guard(context);
    QPointer<StoreClient> self(this);
    auto report = [progress = std::move(progress), guard, self](qint64 walked, qint64 total) {
        if (!progress || !self) return;
        QMetaObject::invokeMethod(
            self.data(),
            [progress, guard, walked, total] {
                if (guard) progress(walked, total);
            },
            Qt::QueuedConnection);
    };
    postWork(
        m_walker, id,
        [work = std::move(work), done = std::move(done), report = std::move(report), cancel, guard, self,
         id](Connection& conn) {
            WalkProgress walkProgress(cancel, report);
            auto result = std::make_shared<R>(work(conn, walkProgress));
            if (!self) return;
            // Back on the GUI thread, after every progress report (queued first).
            QMetaObject::invokeMethod(
                self.data(),
                [done, result, guard, self, id] {
                    if (self) self->m_cancelFlags.remove(id);
                    if (guard) done(std::move(*result));
                },
                Qt::QueuedConnection);
        },
        false, Freshness::OwnWrites, context);
    return id;
}

} // namespace seal
