#include "models/store_client.hpp"

#include "core/base/clock.hpp"
#include "core/store/change_stamp.hpp"
#include "core/store/replica.hpp"
#include "core/store/store.hpp"
#include "models/services/background_job.hpp"
#include "models/store_worker.hpp"

#include <QDeadlineTimer>
#include <algorithm>
#include <utility>

namespace seal {
namespace {

constexpr int kCloseWaitMs = 2000;
constexpr int kReadSourceMs = 5000;
// Reads handed to the reader at once: one running, one waiting behind it so
// the reader never idles while the GUI thread is busy; any more wait in the
// client's queue, where the foreground page can still overtake them.
constexpr int kReadsInFlight = 2;

void registerValueTypes()
{
    qRegisterMetaType<seal::StoreIdentity>();
    qRegisterMetaType<seal::CertPage>();
    qRegisterMetaType<seal::EventPage>();
    qRegisterMetaType<seal::VerifyOutcome>();
    qRegisterMetaType<seal::ChangeStamp>();
    qRegisterMetaType<seal::ReadSource>();
}

struct StandbyLook
{
    QString server;
    ReplicaState state;
};

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

StoreClient::StoreClient(QString dsn, QObject* parent) : StoreClient(std::move(dsn), QString(), parent) {}

StoreClient::StoreClient(QString dsn, QString readDsn, QObject* parent)
    : QObject(parent), m_dsn(std::move(dsn)), m_readDsn(std::move(readDsn))
{
    registerValueTypes();
    m_readThread = new QThread;
    m_walkThread = new QThread;
    m_writeThread = new QThread;
    m_reader = startWorker(m_readThread, QStringLiteral("sealdesk-reader"), this->readDsn());
    m_walker = startWorker(m_walkThread, QStringLiteral("sealdesk-chain-walker"), this->readDsn());
    m_writer = startWorker(m_writeThread, QStringLiteral("sealdesk-writer"), m_dsn);
    if (readsFromStandby())
        for (StoreWorker* worker : {m_reader, m_walker})
            worker->readYourWrites(m_writtenLsn);
    m_readSourceTimer.setTimerType(Qt::VeryCoarseTimer);
    connect(&m_readSourceTimer, &QTimer::timeout, this, &StoreClient::checkReadSource);
    m_refreshTimer.setTimerType(Qt::VeryCoarseTimer);
    connect(&m_refreshTimer, &QTimer::timeout, this, &StoreClient::checkForChanges);
    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &StoreClient::tryReconnect);
    connect(m_reader, &StoreWorker::connected, this, [this](const StoreIdentity& identity) {
        const QString before = std::exchange(m_lastServer, identity.server);
        m_identity = identity;
        m_connected = true;
        m_problem.clear();
        const bool wasOffline = m_offline;
        m_offline = false;
        takeBaselineStamp(); // before any page's read, the reloads after a reconnect included
        Q_EMIT connected(identity);
        if (wasOffline) comeBack();
        Q_EMIT writeGateChanged();
        // After comeBack(): what is said last is that the server changed.
        if (!before.isEmpty() && before != identity.server) Q_EMIT serverChanged(before, identity.server);
        // Only a standby needs watching; the primary is simply where reads come from.
        if (readsFromStandby() && !m_readSourceTimer.isActive()) m_readSourceTimer.start(kReadSourceMs);
        checkReadSource();
    });
    // The first answer to the connect, either way, lets the queued reads go
    // (a lost connection fails them at once, as before).
    const auto releaseReads = [this] {
        if (!std::exchange(m_readsHeld, false)) return;
        dispatchReads();
    };
    connect(m_reader, &StoreWorker::connected, this, releaseReads);
    connect(m_reader, &StoreWorker::connectionLost, this, releaseReads);
    connect(m_reader, &StoreWorker::requestFailed, this, releaseReads); // any other failure of the connect
    connect(m_reader, &StoreWorker::connectionLost, this, &StoreClient::goOffline);
    connect(m_reader, &StoreWorker::readSucceeded, this, [this] {
        m_lastRefreshed = nowEpoch();
        Q_EMIT refreshed(m_lastRefreshed);
    });
    forward(m_reader);
    forward(m_walker);
    forward(m_writer);
    auto* reader = m_reader;
    QMetaObject::invokeMethod(
        reader, [reader] { reader->connectToStore(); }, Qt::QueuedConnection);
}

StoreClient::~StoreClient()
{
    for (const auto& flag : std::as_const(m_cancelFlags))
        flag->store(true);
    // Not the writer: a cancel racing a commit would leave "not known whether
    // it landed"; a write is short and bounded by its own lock waits. The
    // reader and walker also skip whatever is still queued for them.
    for (StoreWorker* worker : {m_reader, m_walker})
        worker->closeDown();
    cancelStoreJobs(m_dsn); // reports, exports, anchors on their own connections
    if (readsFromStandby()) cancelStoreJobs(m_readDsn);
    const QList<QThread*> threads = {m_readThread, m_walkThread, m_writeThread};
    for (QThread* thread : threads)
        thread->quit();
    // A cancelled query ends at once; only a connect in progress may take
    // longer (up to connect_timeout). Such a thread is not waited for: it
    // deletes itself when it ends, and its answers go nowhere.
    QDeadlineTimer deadline(kCloseWaitMs);
    for (QThread* thread : threads) {
        if (thread->wait(deadline)) {
            delete thread;
            continue;
        }
        qWarning("sealdesk: %s is still connecting; not waiting for it", qPrintable(thread->objectName()));
        connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    }
}

void StoreClient::cancelRunning()
{
    for (const auto& flag : std::as_const(m_cancelFlags))
        flag->store(true);
    // Not the writer: a cancel racing a commit would leave "not known whether
    // it landed"; a write is short and bounded by its own lock waits.
    for (StoreWorker* worker : {m_reader, m_walker})
        worker->cancelRunning();
}

void StoreClient::cancelWrite(quint64 id) { m_writer->cancelRequest(id); }

StoreWorker* StoreClient::startWorker(QThread* thread, const QString& name, const QString& dsn)
{
    auto* worker = new StoreWorker(dsn);
    worker->moveToThread(thread);
    // The worker (and its connection) is destroyed in its own thread.
    connect(thread, &QThread::finished, worker, &QObject::deleteLater);
    thread->setObjectName(name);
    thread->start();
    return worker;
}

void StoreClient::forward(StoreWorker* worker)
{
    connect(worker, &StoreWorker::requestFailed, this, [this](quint64 id, const QString& message) {
        m_cancelFlags.remove(id);
        if (id == m_stampRequest) m_stampPending = false; // a failed look must not stop the next
        if (id == m_readSourceRequest) m_readSourcePending = false;
        Q_EMIT requestFailed(id, message);
    });
    connect(worker, &StoreWorker::writeRolledBack, this, &StoreClient::writeRolledBack);
    connect(worker, &StoreWorker::certificatesReady, this, &StoreClient::certificatesReady);
    connect(worker, &StoreWorker::certFound, this, &StoreClient::certFound);
    connect(worker, &StoreWorker::eventsReady, this, &StoreClient::eventsReady);
    connect(worker, &StoreWorker::eventKindsReady, this, &StoreClient::eventKindsReady);
    connect(worker, &StoreWorker::verifyProgress, this, &StoreClient::verifyProgress);
    connect(worker, &StoreWorker::verifyFinished, this, [this](quint64 id, const VerifyOutcome& outcome) {
        m_cancelFlags.remove(id);
        Q_EMIT verifyFinished(id, outcome);
    });
}

template <typename Call> quint64 StoreClient::post(StoreWorker* worker, Call call, QObject* requester)
{
    const quint64 id = m_nextId++;
    if (worker == m_reader) {
        queueRead([id, call](StoreWorker* w) { call(w, id); }, requester);
        return id;
    }
    QMetaObject::invokeMethod(
        worker, [worker, id, call] { call(worker, id); }, Qt::QueuedConnection);
    return id;
}

void StoreClient::setForeground(QObject* page)
{
    m_foreground = page;
}

bool StoreClient::inForeground(const QObject* requester) const
{
    const QObject* page = m_foreground.data();
    if (!page) return false;
    for (const QObject* o = requester; o; o = o->parent())
        if (o == page) return true;
    return false;
}

void StoreClient::queueRead(std::function<void(StoreWorker*)> job, QObject* requester, bool first)
{
    QueuedRead read;
    read.job = std::move(job);
    read.requester = requester;
    read.asked = requester != nullptr;
    read.first = first;
    if (first)
        m_readQueue.push_front(std::move(read));
    else
        m_readQueue.push_back(std::move(read));
    dispatchReads();
}

// Called on the GUI thread; the next reads leave in queue order, except that
// the foreground page's go first. A read asked by something gone is dropped:
// its answer would go nowhere.
void StoreClient::dispatchReads()
{
    if (m_readsHeld) return;
    while (m_readsInFlight < kReadsInFlight && !m_readQueue.empty()) {
        auto next = m_readQueue.front().first
                        ? m_readQueue.begin()
                        : std::find_if(m_readQueue.begin(), m_readQueue.end(), [this](const QueuedRead& r) {
                              return r.requester && inForeground(r.requester);
                          });
        if (next == m_readQueue.end()) next = m_readQueue.begin();
        QueuedRead read = std::move(*next);
        m_readQueue.erase(next);
        if (read.asked && !read.requester) continue;
        ++m_readsInFlight;
        auto* reader = m_reader;
        QPointer<StoreClient> self(this);
        QMetaObject::invokeMethod(
            reader,
            [reader, job = std::move(read.job), self] {
                job(reader);
                if (!self) return;
                // After the job's own answers, which were queued first.
                QMetaObject::invokeMethod(
                    self.data(),
                    [self] {
                        if (!self) return;
                        --self->m_readsInFlight;
                        self->dispatchReads();
                    },
                    Qt::QueuedConnection);
            },
            Qt::QueuedConnection);
    }
}

quint64 StoreClient::fetchCertificates(const CertQuery& query, QObject* requester)
{
    return post(m_reader, [query](StoreWorker* w, quint64 id) { w->fetchCertificates(id, query); }, requester);
}

quint64 StoreClient::findCertByHash(const QByteArray& hash, QObject* requester)
{
    return post(m_reader, [hash](StoreWorker* w, quint64 id) { w->findCertByHash(id, hash); }, requester);
}

quint64 StoreClient::fetchEvents(const EventQuery& query, QObject* requester)
{
    return post(m_reader, [query](StoreWorker* w, quint64 id) { w->fetchEvents(id, query); }, requester);
}

quint64 StoreClient::fetchEventKinds(QObject* requester)
{
    return post(m_reader, [](StoreWorker* w, quint64 id) { w->fetchEventKinds(id); }, requester);
}

quint64 StoreClient::verifyChain(const VerifyRequest& request)
{
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 id = post(m_walker, [request, cancel](StoreWorker* w, quint64 requestId) {
        w->verifyChain(requestId, request, cancel);
    });
    m_cancelFlags.insert(id, cancel);
    return id;
}

void StoreClient::cancelVerification(quint64 id)
{
    if (const auto flag = m_cancelFlags.value(id)) flag->store(true);
}

} // namespace seal

namespace seal {

void StoreClient::postWork(StoreWorker* worker, quint64 id, std::function<void(Connection&)> work,
                           bool readTx, Freshness freshness, QObject* requester, bool first)
{
    const bool own = freshness == Freshness::OwnWrites;
    if (worker == m_reader) {
        queueRead([id, work = std::move(work), readTx, own](StoreWorker* w) { w->run(id, work, readTx, own); },
                  requester, first);
        return;
    }
    QMetaObject::invokeMethod(
        worker, [worker, id, work = std::move(work), readTx, own] { worker->run(id, work, readTx, own); },
        Qt::QueuedConnection);
}

void StoreClient::setReadOnly(bool readOnly)
{
    if (m_readOnly == readOnly) return;
    m_readOnly = readOnly;
    Q_EMIT readOnlyChanged(readOnly);
    Q_EMIT writeGateChanged();
}

// Reconnect attempts back off from 1 s to 15 s; each one is a single
// connection attempt on the reader (bounded by its connect timeout).
void StoreClient::goOffline(const QString& message)
{
    m_connected = false;
    m_problem = message;
    const bool wasOnline = !m_offline;
    if (wasOnline) {
        m_offline = true;
        m_offlineSince = nowEpoch();
        m_reconnectDelayMs = 1000;
    } else {
        m_reconnectDelayMs = std::min(m_reconnectDelayMs * 2, 15'000);
    }
    m_reconnectTimer.start(m_reconnectDelayMs);
    Q_EMIT connectionLost(message);
    if (wasOnline) {
        Q_EMIT onlineChanged(false);
        Q_EMIT writeGateChanged();
    }
}

void StoreClient::tryReconnect()
{
    auto* reader = m_reader;
    QMetaObject::invokeMethod(
        reader, [reader] { reader->connectToStore(); }, Qt::QueuedConnection);
}

void StoreClient::comeBack()
{
    m_offlineSince = 0;
    m_reconnectTimer.stop();
    // The walker's and writer's connections died with the server: drop them
    // so that the next request opens a fresh one instead of sending a write
    // down a dead socket.
    for (StoreWorker* worker : {m_walker, m_writer})
        QMetaObject::invokeMethod(
            worker, [worker] { worker->dropConnection(); }, Qt::QueuedConnection);
    m_stampPending = false;
    Q_EMIT onlineChanged(true);
}

quint64 StoreClient::refuseWhileOffline()
{
    const quint64 id = m_nextId++;
    QPointer<StoreClient> self(this);
    QMetaObject::invokeMethod(
        this,
        [self, id] {
            if (self)
                Q_EMIT self->requestFailed(
                    id, tr("Not sent: the store is unreachable, so nothing was written. Try again once it is back."));
        },
        Qt::QueuedConnection);
    return id;
}

void StoreClient::setRefreshInterval(int ms)
{
    if (ms <= 0) {
        m_refreshTimer.stop();
        return;
    }
    m_refreshTimer.start(ms);
}

void StoreClient::checkForChanges()
{
    if (m_stampPending) return; // the last look has not come back yet
    m_stampPending = true;
    m_stampRequest = read<ChangeStamp>(this, readStamp, [this](ChangeStamp stamp) {
        m_stampPending = false;
        onStamp(stamp, false);
    });
}

void StoreClient::takeBaselineStamp()
{
    runOn<ChangeStamp>(
        m_reader, this, readStamp, [this](ChangeStamp stamp) { onStamp(stamp, true); }, true, false,
        Freshness::OwnWrites, true);
}

void StoreClient::onStamp(const ChangeStamp& stamp, bool baseline)
{
    const auto before = std::exchange(m_stamp, stamp);
    if (before) {
        if (!(*before == stamp)) Q_EMIT storeChanged(*before, stamp);
        return;
    }
    // No baseline (its read failed): pages may have read before this stamp,
    // so whatever changed in between is unknown. Everything reads again once.
    if (!baseline) Q_EMIT storeChanged(ChangeStamp{}, stamp);
}

void StoreClient::noteWritten(Connection& conn, std::atomic<std::uint64_t>& writtenLsn)
{
    if (!conn.isOk()) return; // lost mid-write: the outcome says so; nothing newer to wait for
    try {
        const std::uint64_t lsn = committedLsn(conn);
        std::uint64_t seen = writtenLsn.load();
        while (seen < lsn && !writtenLsn.compare_exchange_weak(seen, lsn)) {
        }
    } catch (const StoreError&) { // the write's own outcome stands
    }
}

// Where reads come from: the standby's state on the reader, then (to tell the
// lag in bytes) the primary's position on the writer.
void StoreClient::checkReadSource()
{
    if (m_readSourcePending || m_offline) return;
    const bool standby = readsFromStandby();
    if (!standby) {
        ReadSource source;
        if (m_identity) source.server = m_identity->server;
        m_readSource = source;
        Q_EMIT readSourceChanged(source);
        return;
    }
    m_readSourcePending = true;
    m_readSourceRequest = runOn<StandbyLook>(
        m_reader, this,
        [](Connection& conn) { return StandbyLook{QString::fromStdString(conn.describe()), readReplicaState(conn)}; },
        [this, standby](StandbyLook look) {
            ReadSource source;
            source.server = look.server;
            source.standby = standby;
            source.inRecovery = look.state.inRecovery;
            source.lagSeconds = look.state.lagSeconds;
            source.replayPaused = look.state.replayPaused;
            if (!standby || !look.state.inRecovery || !look.state.replayed) {
                m_readSourcePending = false;
                m_readSource = source;
                Q_EMIT readSourceChanged(source);
                return;
            }
            const Lsn replayed = *look.state.replayed;
            using PrimaryLook = std::optional<std::pair<QString, Lsn>>;
            m_readSourceRequest = runOn<PrimaryLook>(
                m_writer, this,
                [](Connection& conn) -> PrimaryLook {
                    try {
                        return std::pair{QString::fromStdString(conn.describe()), committedLsn(conn)};
                    } catch (const StoreError&) {
                        return std::nullopt;
                    }
                },
                [this, source, replayed](PrimaryLook primary) mutable {
                    m_readSourcePending = false;
                    if (primary) {
                        source.primary = primary->first;
                        source.lagBytes =
                            static_cast<qint64>(primary->second > replayed ? primary->second - replayed : 0);
                    }
                    m_readSource = source;
                    Q_EMIT readSourceChanged(source);
                },
                false, false);
        },
        true, false, Freshness::AsItIs);
}

} // namespace seal
