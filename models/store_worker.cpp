#include "models/store_worker.hpp"

#include "core/base/clock.hpp"
#include "core/store/identity.hpp"
#include "core/store/replica.hpp"
#include "core/store/write_errors.hpp"
#include "models/text/document_words.hpp"
#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <libpq-fe.h>
#include <QThread>
#include <cstdint>
#include <string>
#include <utility>

namespace seal {
namespace {

StoreIdentity identityOf(const Actor& actor, const Connection& conn)
{
    StoreIdentity id;
    id.role = safeText(actor.role);
    id.server = safeText(conn.describe());
    id.superuser = actor.superuser;
    id.approverGroup = actor.approverGroupExists;
    id.clockOffset = storeClockOffset(); // measured as this connection opened: no query of its own
    // Core's own rule and sentence (Actor::whyNot*Said), in the console's language.
    id.whyNotVote = safeText(phraseText(actor.whyNotVoteSaid()));
    id.whyNotOperate = safeText(phraseText(actor.whyNotOperateSaid()));
    return id;
}

} // namespace

StoreWorker::StoreWorker(QString dsn, QObject* parent) : QObject(parent), m_dsn(std::move(dsn)) {}

StoreWorker::~StoreWorker() { setConnection(std::nullopt); }

void StoreWorker::readYourWrites(std::shared_ptr<const std::atomic<std::uint64_t>> writtenLsn)
{
    m_writtenLsn = std::move(writtenLsn);
}

void StoreWorker::awaitOwnWrites(Connection& conn)
{
    if (!m_writtenLsn) return;
    const std::uint64_t target = m_writtenLsn->load();
    if (target == 0 || target <= m_replayedLsn) return;
    const ReplayWait wait = waitForReplay(conn, target, storeTimeout(), &m_closing);
    if (!wait.reached) throw StaleStandbyError(replayWaitFailure(conn.describe(), target, wait));
    m_replayedLsn = wait.last.replayed.value_or(target);
}

void StoreWorker::setConnection(std::optional<Connection> conn)
{
    pg_cancel* next = conn ? PQgetCancel(conn->raw()) : nullptr;
    pg_cancel* old = nullptr;
    {
        std::lock_guard lock(m_cancelMutex);
        old = std::exchange(m_cancel, next);
    }
    if (old) PQfreeCancel(old);
    m_conn = std::move(conn);
}

void StoreWorker::cancelRunning()
{
    std::lock_guard lock(m_cancelMutex);
    if (!m_cancel) return;
    char error[256];
    PQcancel(m_cancel, error, sizeof error); // best effort: a failed cancel changes nothing
}

void StoreWorker::cancelRequest(quint64 id)
{
    std::lock_guard lock(m_cancelMutex);
    if (id == 0 || m_running != id) return;
    m_cancelAsked = id; // still connecting: the write is not sent at all
    if (!m_cancel) return;
    char error[256];
    PQcancel(m_cancel, error, sizeof error); // best effort: a cancel that comes too late changes nothing
}

void StoreWorker::closeDown()
{
    m_closing = true;
    cancelRunning();
}

void StoreWorker::requireWorkerThread() const
{
    const auto* app = QCoreApplication::instance();
    if (app && QThread::currentThread() == app->thread())
        qFatal("StoreWorker called on the GUI thread: the GUI thread never touches the database");
}

Connection& StoreWorker::connection()
{
    if (m_conn && !m_conn->isOk()) setConnection(std::nullopt);
    if (!m_conn) {
        Connection conn = Connection::open(m_dsn.toStdString());
        {
            ReadTransaction tx(conn);
            requireSealTables(conn); // a store without them is named as such, table by table (SPEC §1)
        }
        setConnection(std::move(conn));
        m_replayedLsn = 0; // perhaps another server (failover): ask it afresh
        reportIdentity(*m_conn);
    }
    return *m_conn;
}

void StoreWorker::reportIdentity(Connection& conn)
{
    Actor actor;
    {
        ReadTransaction tx(conn);
        actor = whoAmI(conn);
    }
    Q_EMIT connected(identityOf(actor, conn));
}

template <typename Work> void StoreWorker::withConnection(quint64 id, Work&& work)
{
    requireWorkerThread();
    if (m_closing) return; // the console is closing: queued requests touch nothing
    // The request cancelRequest may cancel: set while it runs, under the
    // cancel's lock, so a Cancel never reaches the next request.
    struct Running
    {
        StoreWorker& worker;
        Running(StoreWorker& w, quint64 id) : worker(w) { set(id); }
        ~Running() { set(0); }
        void set(quint64 id)
        {
            std::lock_guard lock(worker.m_cancelMutex);
            worker.m_running = id;
        }
    } running(*this, id);
    try {
        Connection& conn = connection();
        if (const quint64 asked = m_cancelAsked.exchange(0); asked != 0 && asked == id)
            throw NothingWrittenError(
                StoreError::Kind::Query,
                Phrase{"cancelled before it was sent to the store %1; nothing was written", {conn.describe()}, {}},
                "57014");
        work(conn);
        Q_EMIT readSucceeded();
    } catch (const NothingWrittenError& e) {
        Q_EMIT writeRolledBack(id);
        Q_EMIT requestFailed(id, storeErrorText(e));
    } catch (const StoreError& e) {
        const QString message = storeErrorText(e);
        if (e.kind() == StoreError::Kind::ConnectionLost || e.kind() == StoreError::Kind::Connect ||
            e.kind() == StoreError::Kind::MissingTables || (m_conn && !m_conn->isOk())) {
            setConnection(std::nullopt); // the next request reconnects
            Q_EMIT connectionLost(message);
        }
        Q_EMIT requestFailed(id, message);
    } catch (const std::exception& e) {
        Q_EMIT requestFailed(id, QString::fromStdString(e.what()));
    }
}

void StoreWorker::run(quint64 id, const std::function<void(Connection&)>& work, bool readTransaction,
                      bool ownWrites)
{
    withConnection(id, [&work, readTransaction, ownWrites, this](Connection& conn) {
        if (ownWrites) awaitOwnWrites(conn); // before the snapshot, which then includes them
        if (readTransaction) {
            ReadTransaction tx(conn);
            work(conn);
            return;
        }
        work(conn);
        // A write that lost its connection reports it in its outcome, not by
        // throwing: the next request must still start from a fresh one.
        if (m_conn && !m_conn->isOk()) setConnection(std::nullopt);
    });
}

void StoreWorker::dropConnection()
{
    requireWorkerThread();
    setConnection(std::nullopt);
}

void StoreWorker::connectToStore()
{
    withConnection(0, [](Connection&) {});
}

} // namespace seal
