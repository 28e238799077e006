#include "models/store_worker.hpp"

#include "core/base/clock.hpp"
#include "core/chain/browse.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/store/identity.hpp"
#include "core/store/replica.hpp"
#include "core/store/write_errors.hpp"
#include "models/text/cert_fields.hpp"
#include "models/text/document_words.hpp"
#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <libpq-fe.h>
#include <QThread>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace seal {
namespace {

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// Characters of a member a table cell holds (an agent may write megabytes).
constexpr qsizetype kCellChars = 256;

// A member as the table shows it: strings as they are, anything else as JSON; cut to a cell.
QString member(const nlohmann::json& body, const char* key)
{
    const auto it = body.find(key);
    if (it == body.end() || it->is_null()) return {};
    if (it->is_string()) return previewText(it->get_ref<const std::string&>(), kCellChars);
    return previewText(it->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), kCellChars);
}

QString certKind(const nlohmann::json& body, const QString& action)
{
    if (action == QLatin1String("graduated_approval")) return QStringLiteral("approval");
    if (action == QLatin1String("obligation_breach")) return QStringLiteral("obligation_breach");
    if (const auto healed = body.find("healed");
        healed != body.end() && healed->is_boolean() && healed->get<bool>())
        return QStringLiteral("healed");
    if (body.contains("witness_state")) return QStringLiteral("witnessed");
    return QStringLiteral("sealed");
}

// Decodes what the table shows. A body that is not a JSON object stays a row:
// it is marked unreadable and the rest of the page works.
void decodeBody(CertRow& row)
{
    const auto body = nlohmann::json::parse(row.body.constBegin(), row.body.constEnd(), nullptr, false);
    if (body.is_discarded()) {
        row.problem = QCoreApplication::translate("seal::StoreWorker", "the body is not valid JSON");
        return;
    }
    if (!body.is_object()) {
        row.problem = QCoreApplication::translate("seal::StoreWorker", "the body is a JSON %1, not an object")
                          .arg(safeText(body.type_name()));
        return;
    }
    row.readable = true;
    row.tier = member(body, "tier");
    row.world = member(body, "world");
    row.action = member(body, "action");
    row.outcome = member(body, "outcome");
    row.kind = certKind(body, row.action);
    if (row.body.size() > kInlineBodyBytes)
        row.decoded = std::make_shared<const CertDecoded>(decodeCertFields(row.body));
}

CertRow certRow(StoredCert&& stored)
{
    CertRow row;
    row.seq = stored.seq;
    row.createdAt = stored.createdAt;
    row.intent = bytes(stored.intent);
    row.hash = bytes(stored.hash);
    row.prevHash = bytes(stored.prevHash);
    row.body = bytes(stored.body);
    stored.body = std::string(); // a large body is not held twice longer than it must be
    decodeBody(row);
    return row;
}

CertPageQuery coreQuery(const CertQuery& query)
{
    CertPageQuery q;
    q.newestFirst = query.order == CertOrder::NewestFirst;
    switch (query.filter.kind) {
    case CertFilter::Kind::None:
        q.filter = CertPageQuery::Filter::None;
        break;
    case CertFilter::Kind::Intent:
        q.filter = CertPageQuery::Filter::Intent;
        break;
    case CertFilter::Kind::Text:
        q.filter = CertPageQuery::Filter::Text;
        break;
    }
    q.text = query.filter.text.trimmed().toStdString();
    if (query.key) q.key = static_cast<std::int64_t>(*query.key);
    q.keyInclusive = query.keyInclusive;
    q.limit = query.limit;
    return q;
}

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

VerifyOutcome outcomeOf(const ChainVerdict& verdict)
{
    VerifyOutcome out;
    out.ok = verdict.ok;
    out.cancelled = verdict.cancelled;
    out.certs = verdict.certs;
    if (verdict.head) {
        out.headSeq = verdict.head->seq;
        out.headHash = bytes(verdict.head->hash);
    }
    for (const auto& b : verdict.breaks)
        out.breaks.push_back({b.seq, safeText(b.kind), safeText(b.detail)});
    out.referenceWhy = safeText(verdict.reference.why);
    out.referenceAt = verdict.reference.at;
    const SignatureTally& t = verdict.signatures;
    SignatureCounts& s = out.signatures;
    s.withSig = t.withSig;
    s.pinned = t.pinned;
    s.unpinned = t.unpinned;
    s.invalid = t.invalid;
    s.unsignedV1 = t.unsignedV1;
    s.unsignedV2 = t.unsignedV2;
    for (const auto& k : t.pinnedKeys)
        s.pinnedFingerprints << QString::fromStdString(keyFingerprint(k));
    for (const auto& signer : t.signers)
        if (!signer.pinned) s.unpinnedSigners.push_back({QString::fromStdString(keyFingerprint(signer.key)), signer.certs});
    return out;
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

template <typename Read> void StoreWorker::read(quint64 id, Read&& read, bool ownWrites)
{
    withConnection(id, [&read, ownWrites, this](Connection& conn) {
        if (ownWrites) awaitOwnWrites(conn); // before the snapshot, which then includes them
        ReadTransaction tx(conn);
        read(conn);
    });
}

void StoreWorker::run(quint64 id, const std::function<void(Connection&)>& work, bool readTransaction,
                      bool ownWrites)
{
    if (readTransaction) {
        read(id, work, ownWrites);
        return;
    }
    withConnection(id, [&work, this](Connection& conn) {
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

void StoreWorker::fetchCertificates(quint64 id, const CertQuery& query)
{
    read(id, [&](Connection& conn) {
        CertPageRows stored = readCertPage(conn, coreQuery(query));
        CertPage page;
        page.atEnd = stored.atEnd;
        page.rows.reserve(static_cast<qsizetype>(stored.rows.size()));
        for (StoredCert& cert : stored.rows)
            page.rows.push_back(certRow(std::move(cert)));
        Q_EMIT certificatesReady(id, page);
    });
}

void StoreWorker::findCertByHash(quint64 id, const QByteArray& hash)
{
    read(id, [&](Connection& conn) {
        Q_EMIT certFound(id, findCertSeqByHash(conn, hash.toStdString()).value_or(-1));
    });
}

void StoreWorker::fetchEvents(quint64 id, const EventQuery& query)
{
    read(id, [&](Connection& conn) {
        EventPageQuery q;
        if (!query.filter.kind.isEmpty()) q.kind = query.filter.kind.toStdString();
        q.from = query.filter.from;
        q.to = query.filter.to;
        if (query.after) q.after = EventPageQuery::Key{query.after->at, static_cast<std::int64_t>(query.after->id)};
        if (query.newer)
            q.newer = EventPageQuery::Key{query.newer->at, static_cast<std::int64_t>(query.newer->id)};
        q.limit = query.limit;
        const EventPageRows stored = readEventPage(conn, q);
        EventPage page;
        page.atEnd = stored.atEnd;
        page.rows.reserve(static_cast<qsizetype>(stored.rows.size()));
        for (const StoredEvent& e : stored.rows) {
            EventRow row{e.id, e.at, safeText(e.kind), {}, {}, {}};
            if (e.path) row.path = safeText(*e.path);
            if (e.intent) row.intent = safeText(*e.intent);
            if (e.detail) row.detail = bytes(*e.detail);
            page.rows.push_back(std::move(row));
        }
        Q_EMIT eventsReady(id, page);
    });
}

void StoreWorker::fetchEventKinds(quint64 id)
{
    read(id, [&](Connection& conn) {
        QStringList kinds;
        for (const std::string& kind : readEventKinds(conn))
            kinds << safeText(kind);
        Q_EMIT eventKindsReady(id, kinds);
    });
}

void StoreWorker::verifyChain(quint64 id, const VerifyRequest& request,
                              std::shared_ptr<const std::atomic<bool>> cancel)
{
    // verifyChain opens its own read-only transaction and streams in batches.
    withConnection(id, [&](Connection& conn) {
        awaitOwnWrites(conn);
        VerifyOptions options;
        options.batchRows = request.batchRows;
        if (request.startAfterSeq)
            options.startAfter = ChainHead{*request.startAfterSeq, request.startAfterHash.toStdString()};
        options.cancel = cancel.get();
        for (const QString& k : request.pinnedKeys)
            options.signatures.pinnedKeys.push_back(k.toStdString());
        options.progress = [this, id](std::int64_t done, std::int64_t total) {
            Q_EMIT verifyProgress(id, done, total);
        };
        const ChainVerdict verdict = seal::verifyChain(conn, options);
        // Counts cached below the head assume an intact chain (chain_aggregates.hpp).
        if (!verdict.breaks.empty()) AggregateCache::instance().forget(conn);
        Q_EMIT verifyFinished(id, outcomeOf(verdict));
        // A clean walk of the whole chain: the cached counts give way to a
        // whole recount (after the verdict is shown; the walk itself reads no paths).
        if (verdict.ok && !verdict.cancelled && !request.startAfterSeq && verdict.head) {
            try {
                AggregateCache::instance().recountAfterWalk(conn, verdict.head->seq, verdict.head->hash);
            } catch (const StoreError&) { // the verdict is out; the next read counts (and reconnects) as ever
            }
        }
    });
}

} // namespace seal
