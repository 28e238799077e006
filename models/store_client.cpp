#include "store_client.hpp"

#include "change_stamp.hpp"
#include "clock.hpp"
#include "background_job.hpp"
#include "store.hpp"
#include "store_worker.hpp"

#include <QDeadlineTimer>
#include <algorithm>
#include <utility>

namespace seal {
namespace {

constexpr int kCloseWaitMs = 2000;

void registerValueTypes()
{
    qRegisterMetaType<seal::StoreIdentity>();
    qRegisterMetaType<seal::CertPage>();
    qRegisterMetaType<seal::EventPage>();
    qRegisterMetaType<seal::VerifyOutcome>();
    qRegisterMetaType<seal::ChangeStamp>();
}

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

StoreClient::StoreClient(QString dsn, QObject* parent) : QObject(parent), m_dsn(std::move(dsn))
{
    registerValueTypes();
    m_readThread = new QThread;
    m_walkThread = new QThread;
    m_writeThread = new QThread;
    m_reader = startWorker(m_readThread, QStringLiteral("sealdesk-reader"));
    m_walker = startWorker(m_walkThread, QStringLiteral("sealdesk-chain-walker"));
    m_writer = startWorker(m_writeThread, QStringLiteral("sealdesk-writer"));
    m_refreshTimer.setTimerType(Qt::VeryCoarseTimer);
    connect(&m_refreshTimer, &QTimer::timeout, this, &StoreClient::checkForChanges);
    m_reconnectTimer.setSingleShot(true);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &StoreClient::tryReconnect);
    connect(m_reader, &StoreWorker::connected, this, [this](const StoreIdentity& identity) {
        m_identity = identity;
        m_connected = true;
        m_problem.clear();
        const bool wasOffline = m_offline;
        m_offline = false;
        Q_EMIT connected(identity);
        if (wasOffline) comeBack();
        Q_EMIT writeGateChanged();
    });
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

StoreWorker* StoreClient::startWorker(QThread* thread, const QString& name)
{
    auto* worker = new StoreWorker(m_dsn);
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
        Q_EMIT requestFailed(id, message);
    });
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

template <typename Call> quint64 StoreClient::post(StoreWorker* worker, Call call)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(
        worker, [worker, id, call] { call(worker, id); }, Qt::QueuedConnection);
    return id;
}

quint64 StoreClient::fetchCertificates(const CertQuery& query)
{
    return post(m_reader, [query](StoreWorker* w, quint64 id) { w->fetchCertificates(id, query); });
}

quint64 StoreClient::findCertByHash(const QByteArray& hash)
{
    return post(m_reader, [hash](StoreWorker* w, quint64 id) { w->findCertByHash(id, hash); });
}

quint64 StoreClient::fetchEvents(const EventQuery& query)
{
    return post(m_reader, [query](StoreWorker* w, quint64 id) { w->fetchEvents(id, query); });
}

quint64 StoreClient::fetchEventKinds()
{
    return post(m_reader, [](StoreWorker* w, quint64 id) { w->fetchEventKinds(id); });
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
                           bool readTx)
{
    QMetaObject::invokeMethod(
        worker, [worker, id, work = std::move(work), readTx] { worker->run(id, work, readTx); },
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
        const auto before = m_stamp;
        m_stamp = stamp;
        if (before && !(*before == stamp)) Q_EMIT storeChanged(*before, stamp);
    });
}

} // namespace seal
