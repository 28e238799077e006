#include "models/store_client.hpp"

#include "core/base/clock.hpp"
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
// Reads handed to the reader at once: one running, one waiting behind it so
// the reader never idles while the GUI thread is busy; any more wait in the
// client's queue, where the foreground page can still overtake them.
constexpr int kReadsInFlight = 2;

void registerValueTypes()
{
    qRegisterMetaType<seal::StoreIdentity>();
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
    // First to hear requestFailed: a failed look must not hold back the next.
    m_changes = new ChangeWatch(this);
    connect(m_changes, &ChangeWatch::changed, this, &StoreClient::storeChanged);
    m_readSource = new ReadSourceWatch(this);
    connect(m_readSource, &ReadSourceWatch::changed, this, &StoreClient::readSourceChanged);
    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &StoreClient::tryReconnect);
    connect(m_reader, &StoreWorker::connected, this, [this](const StoreIdentity& identity) {
        const QString before = std::exchange(m_lastServer, identity.server);
        m_identity = identity;
        m_connected = true;
        m_problem.clear();
        const bool wasOffline = m_offline;
        m_offline = false;
        m_changes->takeBaseline(); // before any page's read, the reloads after a reconnect included
        Q_EMIT connected(identity);
        if (wasOffline) comeBack();
        Q_EMIT writeGateChanged();
        // After comeBack(): what is said last is that the server changed.
        if (!before.isEmpty() && before != identity.server) Q_EMIT serverChanged(before, identity.server);
        m_readSource->onConnected();
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
        m_cancelFlags.remove(id); // a walk that failed
        Q_EMIT requestFailed(id, message);
    });
    connect(worker, &StoreWorker::writeRolledBack, this, &StoreClient::writeRolledBack);
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

void StoreClient::cancelWalk(quint64 id)
{
    if (const auto flag = m_cancelFlags.value(id)) flag->store(true);
}

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
    m_changes->forgetPendingLook();
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

} // namespace seal
