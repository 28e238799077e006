// The GUI thread's handle on the store: starts the workers in their threads,
// posts requests to them and hands their answers back on the GUI thread.
// Paging reads and the long chain walk use separate connections, so scrolling
// stays responsive while a verification runs.
#pragma once

#include "models/store_types.hpp"
#include "models/write_rules.hpp"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
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

// What changed in the store since the last look, judged cheaply from
// append-only maxima and small counts (never a full read).
struct ChangeStamp
{
    QByteArray certs;     // newest cert seq
    QByteArray events;    // newest event id
    QByteArray approvals; // approvals, votes and their newest decision
    QByteArray intents;   // open intents and their newest update
    QByteArray policy;    // clearance, thresholds, proofs, frozen domains
    bool operator==(const ChangeStamp&) const = default;
};

// Where the console's reads come from, as the status bar says it.
struct ReadSource
{
    QString server;                  // "host/db" of the reading connection
    bool standby = false;            // a read DSN is set (reads do not load the primary)
    bool inRecovery = false;         // that server is a standby now (false: promoted, or a primary)
    std::optional<qint64> lagBytes;  // WAL the primary has and the standby has not replayed
    std::optional<double> lagSeconds; // age of the last replayed commit (0 when nothing waits)
    bool replayPaused = false;
    QString primary;                 // "host/db" writes go to (empty until asked, or unreachable)
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
    const std::optional<ReadSource>& readSource() const { return m_readSource; }
    // Asks where reads come from and how far the standby lags (the status
    // bar's line); readSourceChanged answers. Runs every 5 s by itself.
    void checkReadSource();
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

    // Each returns the request id its answer will carry. `requester` (the
    // model or page that asks) decides whether the read is in the foreground;
    // a read whose requester is gone before it runs is not sent at all.
    quint64 fetchCertificates(const CertQuery& query, QObject* requester = nullptr);
    quint64 findCertByHash(const QByteArray& hash, QObject* requester = nullptr);
    quint64 fetchEvents(const EventQuery& query, QObject* requester = nullptr);
    quint64 fetchEventKinds(QObject* requester = nullptr);
    quint64 verifyChain(const VerifyRequest& request);
    void cancelVerification(quint64 id);
    // Cancels every read and chain walk the workers run now (PQcancel, from
    // this thread, without waiting for them) and every verification. The destructor does
    // it first, so closing or reconnecting never waits on the database.
    void cancelRunning();
    // Cancels write `id` if the write connection runs it now: a write waiting
    // for a lock ends with nothing written (writeRolledBack). A cancel that
    // comes after its COMMIT began changes nothing: the write lands.
    void cancelWrite(quint64 id);

    // Runs `query` on the read connection inside a read-only transaction and
    // hands its result to `done` on the GUI thread, unless `context` is gone
    // by then. Failures arrive as requestFailed(id, message).
    template <typename R>
    quint64 read(QObject* context, std::function<R(Connection&)> query, std::function<void(R)> done)
    {
        return runOn(m_reader, context, std::move(query), std::move(done), true, false);
    }
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

    // Live refresh: the change stamp is read every `ms` (0 stops it).
    void setRefreshInterval(int ms);
    int refreshInterval() const { return m_refreshTimer.isActive() ? m_refreshTimer.interval() : 0; }
    // Reads the change stamp now (tests call this instead of waiting).
    void checkForChanges();

Q_SIGNALS:
    void connected(const seal::StoreIdentity& identity);
    void connectionLost(const QString& message);
    void refreshed(double epoch); // any read came back
    void requestFailed(quint64 id, const QString& message);
    // Just before requestFailed for a write that timed out or was cancelled
    // before its COMMIT: its fate is known, nothing was written.
    void writeRolledBack(quint64 id);
    void certificatesReady(quint64 id, const seal::CertPage& page);
    void certFound(quint64 id, qint64 seq);
    void eventsReady(quint64 id, const seal::EventPage& page);
    void eventKindsReady(quint64 id, const QStringList& kinds);
    void verifyProgress(quint64 id, qint64 done, qint64 total);
    void verifyFinished(quint64 id, const seal::VerifyOutcome& outcome);
    void readOnlyChanged(bool readOnly);
    // The store became unreachable (false) or reachable again (true). Back
    // online, pages reload what they show.
    void onlineChanged(bool online);
    // Identity, read-only or reachability moved: write buttons ask writeGate() again.
    void writeGateChanged();
    // The stamp moved: pages whose data it covers reload what they show.
    void storeChanged(const seal::ChangeStamp& before, const seal::ChangeStamp& after);
    void readSourceChanged(const seal::ReadSource& source);
    // Back after losing the store, on another server than before (a standby
    // promoted after a failover, reached through a multi-host DSN).
    void serverChanged(const QString& before, const QString& now);

private:
    StoreWorker* startWorker(QThread* thread, const QString& name, const QString& dsn);
    void goOffline(const QString& message);
    void comeBack();
    void tryReconnect();
    quint64 refuseWhileOffline();
    void forward(StoreWorker* worker);
    template <typename Call> quint64 post(StoreWorker* worker, Call call, QObject* requester = nullptr);
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
    QTimer m_readSourceTimer;
    quint64 m_readSourceRequest = 0;
    bool m_readSourcePending = false;
    std::optional<ReadSource> m_readSource;
    QString m_lastServer; // the server of the last connection, to tell a failover
    // On the heap: a thread still stuck in a connect when the client goes is
    // left to end by itself (bounded by connect_timeout) instead of waited for.
    QThread* m_readThread = nullptr;
    QThread* m_walkThread = nullptr;
    QThread* m_writeThread = nullptr;
    StoreWorker* m_reader = nullptr;
    StoreWorker* m_walker = nullptr;
    StoreWorker* m_writer = nullptr;
    QTimer m_refreshTimer;
    // Reads the change stamp as the first read after each connect: every
    // page's read then sees a store at least as new as the stamp, so a change
    // that lands after a page read is always seen as a change by the next look.
    void takeBaselineStamp();
    void onStamp(const ChangeStamp& stamp, bool baseline);
    std::optional<ChangeStamp> m_stamp;
    bool m_stampPending = false;
    quint64 m_stampRequest = 0;
    bool m_readOnly = false;
    quint64 m_nextId = 1;
    QHash<quint64, std::shared_ptr<std::atomic<bool>>> m_cancelFlags;
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

} // namespace seal

Q_DECLARE_METATYPE(seal::ChangeStamp)
Q_DECLARE_METATYPE(seal::ReadSource)
