#include "models/chain_verification.hpp"

#include "core/base/clock.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "models/certificate_model.hpp"
#include "models/services/background_job.hpp"
#include "models/services/console_anchors.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"

#include <QStandardPaths>
#include <cstdint>
#include <string>

namespace seal {

namespace {
QStringList& pinnedKeyList()
{
    static QStringList keys;
    return keys;
}

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// The verdict as values for the GUI thread, made safe on the walker's.
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

// The walk, on the walker's connection: the chain from GENESIS or after an
// anchor, reporting every batch and stopping when cancelled.
VerifyOutcome walkChain(Connection& conn, VerifyOptions options, const WalkProgress& progress)
{
    options.cancel = progress.cancelFlag();
    options.progress = [&progress](std::int64_t done, std::int64_t total) { progress.report(done, total); };
    const ChainVerdict verdict = verifyChain(conn, options);
    // Counts cached below the head assume an intact chain (chain_aggregates.hpp).
    if (!verdict.breaks.empty()) AggregateCache::instance().forget(conn);
    return outcomeOf(verdict);
}
} // namespace

QString ChainVerification::setPinnedSignerKeys(const QString& commaSeparated)
{
    QStringList keys;
    QStringList bad;
    for (const QString& item : commaSeparated.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        try {
            for (const auto& k : parsePinnedKeys(item.trimmed().toStdString()))
                keys << QString::fromStdString(k);
        } catch (const std::invalid_argument&) {
            bad << safeText(item.trimmed().left(20));
        }
    }
    keys.removeDuplicates();
    pinnedKeyList() = keys;
    return bad.isEmpty() ? QString()
                         : tr("Not a signer key (64 hex digits), left out: %1").arg(bad.join(QStringLiteral(", ")));
}

QStringList ChainVerification::pinnedSignerKeys()
{
    return pinnedKeyList();
}

QString ChainVerification::signatureSummary() const
{
    if (!m_outcome || m_outcome->cancelled) return {};
    const SignatureCounts& s = m_outcome->signatures;
    QStringList lines;
    if (!s.pinnedFingerprints.isEmpty())
        lines << tr("%1 of %Ln cert(s) signed by the pinned key %2", nullptr, pluralCount(m_outcome->certs))
                     .arg(s.pinned)
                     .arg(s.pinnedFingerprints.join(QStringLiteral(", ")));
    else
        lines << tr("No signer key pinned (the profile's signer keys, or SEAL_SIGNER_KEY): each signature is "
                    "checked against its own signer only.");
    for (const SignerCount& c : s.unpinnedSigners)
        lines << tr("%1 signed by an unpinned key %2").arg(c.certs).arg(safeText(c.fingerprint));
    if (s.invalid > 0) lines << tr("%1 with a signature that does not verify").arg(s.invalid);
    lines << tr("%1 unsigned (%2 v1, %3 v2)").arg(s.unsignedV1 + s.unsignedV2).arg(s.unsignedV1).arg(s.unsignedV2);
    return lines.join(QLatin1Char('\n'));
}

ChainVerification* ChainVerification::forStore(StoreClient* store)
{
    if (auto* shared = store->findChild<ChainVerification*>(QString(), Qt::FindDirectChildrenOnly))
        return shared;
    return new ChainVerification(store, store);
}

ChainVerification::ChainVerification(StoreClient* store, QObject* parent) : QObject(parent), m_store(store)
{
    connect(m_store, &StoreClient::requestFailed, this, &ChainVerification::onFailed);
    connect(m_store, &StoreClient::connected, this, &ChainVerification::checkAnchors);
    if (m_store->isConnected()) checkAnchors();
}

QString ChainVerification::anchorDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/anchors");
}

void ChainVerification::start()
{
    startWalk(std::nullopt, {});
}

void ChainVerification::startIncremental()
{
    if (m_anchorState == AnchorState::Intact && m_anchorSeq)
        startWalk(m_anchorSeq, m_anchorHash);
    else
        startWalk(std::nullopt, {});
}

void ChainVerification::startWalk(std::optional<qint64> afterSeq, const QByteArray& afterHash)
{
    if (isRunning()) return;
    m_done = 0;
    m_total = 0;
    m_elapsedMs = 0;
    m_cancelling = false;
    m_error.clear();
    m_clock.start();
    m_startedAfter = afterSeq;
    VerifyOptions options;
    options.batchRows = m_batchRows;
    if (afterSeq) options.startAfter = ChainHead{*afterSeq, afterHash.toStdString()};
    for (const QString& k : pinnedSignerKeys())
        options.signatures.pinnedKeys.push_back(k.toStdString());
    m_request = m_store->walk<VerifyOutcome>(
        this, [options](Connection& conn, WalkProgress& progress) { return walkChain(conn, options, progress); },
        [this](qint64 done, qint64 total) { onProgress(done, total); },
        [this](VerifyOutcome outcome) { onFinished(outcome); });
    setState(State::Running);
    Q_EMIT progressChanged(m_done, m_total);
}

void ChainVerification::cancel()
{
    if (!isRunning()) return;
    m_cancelling = true;
    m_store->cancelWalk(m_request);
    Q_EMIT stateChanged(m_state); // views show "cancelling"
}

double ChainVerification::ratePerSecond() const
{
    const qint64 ms = isRunning() ? m_clock.elapsed() : m_elapsedMs;
    return ms > 0 ? static_cast<double>(m_done) * 1000.0 / static_cast<double>(ms) : 0.0;
}

std::optional<double> ChainVerification::etaSeconds() const
{
    const double rate = ratePerSecond();
    if (!isRunning() || rate <= 0 || m_total < m_done) return std::nullopt;
    return static_cast<double>(m_total - m_done) / rate;
}

void ChainVerification::onProgress(qint64 done, qint64 total)
{
    if (!isRunning()) return;
    m_done = done;
    m_total = total;
    Q_EMIT progressChanged(done, total);
}

void ChainVerification::onFinished(const VerifyOutcome& outcome)
{
    m_request = 0;
    m_elapsedMs = m_clock.elapsed();
    m_done = outcome.certs;
    m_outcome = outcome;
    m_breaks.clear();
    for (const auto& b : outcome.breaks)
        m_breaks.insert(b.seq, b);
    m_finishedAt = nowEpoch();
    setState(outcome.cancelled ? State::Cancelled : (outcome.ok ? State::Intact : State::Broken));
    Q_EMIT finished();
    if (outcome.ok && !outcome.cancelled && !m_startedAfter && outcome.headSeq) {
        recordAnchor(outcome);
        recount(outcome);
    }
}

// A clean walk of the whole chain: the cached counts give way to a whole
// recount, on the walk connection once the verdict is shown (the walk itself
// reads no paths, so it cannot count them).
void ChainVerification::recount(const VerifyOutcome& outcome)
{
    const qint64 seq = *outcome.headSeq;
    const std::string hash = outcome.headHash.toStdString();
    m_store->walk<bool>(
        this,
        [seq, hash](Connection& conn, WalkProgress&) {
            try {
                return AggregateCache::instance().recountAfterWalk(conn, seq, hash);
            } catch (const StoreError&) { // the verdict stands; the next read counts (and reconnects) as ever
                return false;
            }
        },
        {}, [](bool) {});
}

// The anchor is the head this walk verified (not whatever the head is by now).
void ChainVerification::recordAnchor(const VerifyOutcome& outcome)
{
    const qint64 seq = *outcome.headSeq;
    const QByteArray hash = outcome.headHash;
    const qint64 rows = outcome.certs;
    const QString dir = anchorDirectory();
    runStoreJob<QString>(
        this, m_store->readDsn(),
        [dir, seq, hash, rows](Connection& conn) { return appendConsoleAnchor(conn, dir, seq, hash, rows); },
        [this, seq, hash](const QString& file) {
            m_anchorFile = file;
            // Still intact after an append only if nothing else was wrong.
            if (m_anchorState != AnchorState::Problem && m_anchorState != AnchorState::Failed) {
                m_anchorSeq = seq;
                m_anchorHash = hash;
                setAnchorState(AnchorState::Intact);
            }
            Q_EMIT anchorRecorded(file, QString());
        },
        [this](const QString& error) { Q_EMIT anchorRecorded(QString(), error); });
}

void ChainVerification::checkAnchors()
{
    const int generation = ++m_anchorGeneration;
    setAnchorState(AnchorState::Checking);
    const QString dir = anchorDirectory();
    runStoreJob<AnchorCheckResult>(
        this, m_store->readDsn(), [dir](Connection& conn) { return checkConsoleAnchors(conn, dir); },
        [this, generation](const AnchorCheckResult& r) {
            if (generation != m_anchorGeneration) return;
            m_anchorFile = r.file;
            m_anchorProblem = r.problems.join(QLatin1Char('\n'));
            m_anchorSeq = r.problems.isEmpty() ? r.newestSeq : std::nullopt;
            m_anchorHash = r.problems.isEmpty() ? r.newestHash : QByteArray();
            if (!r.problems.isEmpty()) {
                setAnchorState(AnchorState::Problem);
                Q_EMIT anchorProblem(m_anchorProblem);
            } else {
                setAnchorState(r.anchors == 0 ? AnchorState::NoAnchors : AnchorState::Intact);
            }
        },
        [this, generation](const QString& error) {
            if (generation != m_anchorGeneration) return;
            m_anchorProblem = tr("Could not check the anchors: %1").arg(error);
            m_anchorSeq.reset();
            setAnchorState(AnchorState::Failed);
            Q_EMIT anchorProblem(m_anchorProblem);
        });
}

void ChainVerification::setAnchorState(AnchorState state)
{
    m_anchorState = state;
    Q_EMIT anchorStateChanged(state);
}

QString ChainVerification::anchorSummary() const
{
    switch (m_anchorState) {
    case AnchorState::NotChecked:
        return tr("Anchors not checked yet.");
    case AnchorState::Checking:
        return tr("Checking the anchors\u2026");
    case AnchorState::NoAnchors:
        return tr("No anchor recorded for this store yet; a full verification that ends intact records one.");
    case AnchorState::Intact:
        return m_anchorSeq
                   ? tr("Anchors intact: the chain still holds anchored seq %1 unchanged.").arg(*m_anchorSeq)
                   : tr("Anchors intact.");
    case AnchorState::Problem:
        return tr("ANCHOR CHECK FAILED: the chain no longer matches a head recorded outside the store "
                  "(cut off or rewritten): %1")
            .arg(m_anchorProblem);
    case AnchorState::Failed:
        return m_anchorProblem;
    }
    return {};
}

void ChainVerification::onFailed(quint64 id, const QString& message)
{
    if (id != m_request) return;
    m_request = 0;
    m_elapsedMs = m_clock.elapsed();
    m_error = message;
    setState(State::Failed);
}

void ChainVerification::setState(State state)
{
    m_state = state;
    Q_EMIT stateChanged(state);
}

QString ChainVerification::summary() const
{
    const auto head = [this] {
        return m_outcome && m_outcome->headSeq ? QString::number(*m_outcome->headSeq) : tr("none");
    };
    const QString when = m_finishedAt > 0 ? DisplayTime::instance().format(m_finishedAt) : QString();
    switch (m_state) {
    case State::NotVerified:
        return tr("Chain not verified yet.");
    case State::Running:
        return m_cancelling ? tr("Cancelling verification\u2026") : tr("Verifying the chain\u2026");
    case State::Intact:
        if (m_startedAfter)
            return tr("Chain intact after anchored seq %1: %Ln new cert(s), head seq %2; verified %3.",
                      nullptr, pluralCount(m_outcome->certs))
                .arg(*m_startedAfter)
                .arg(head(), when);
        return tr("Chain intact: %Ln cert(s), head seq %1; verified %2.", nullptr,
                  pluralCount(m_outcome->certs))
            .arg(head(), when);
    case State::Broken: {
        const ChainBreakInfo& first = m_outcome->breaks.front();
        return tr("Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %Ln cert(s); verified %4.",
                  nullptr, pluralCount(m_outcome->certs))
            .arg(first.seq)
            .arg(breakKindText(first.kind))
            .arg(m_outcome->breaks.size())
            .arg(when);
    }
    case State::Cancelled:
        return tr("Verification cancelled after %Ln cert(s): no verdict; breaks found so far: %1.", nullptr,
                  pluralCount(m_outcome->certs))
            .arg(m_outcome->breaks.size());
    case State::Failed:
        return tr("Verification failed: %1").arg(m_error);
    }
    return {};
}

} // namespace seal
