#include "chain_verification.hpp"

#include "certificate_model.hpp"
#include "clock.hpp"
#include "display_time.hpp"
#include "store_client.hpp"

namespace seal {

ChainVerification* ChainVerification::forStore(StoreClient* store)
{
    if (auto* shared = store->findChild<ChainVerification*>(QString(), Qt::FindDirectChildrenOnly)) return shared;
    return new ChainVerification(store, store);
}

ChainVerification::ChainVerification(StoreClient* store, QObject* parent) : QObject(parent), m_store(store)
{
    connect(m_store, &StoreClient::verifyProgress, this, &ChainVerification::onProgress);
    connect(m_store, &StoreClient::verifyFinished, this, &ChainVerification::onFinished);
    connect(m_store, &StoreClient::requestFailed, this, &ChainVerification::onFailed);
}

void ChainVerification::start()
{
    if (isRunning()) return;
    m_done = 0;
    m_total = 0;
    m_elapsedMs = 0;
    m_cancelling = false;
    m_error.clear();
    m_clock.start();
    m_request = m_store->verifyChain(VerifyRequest{m_batchRows});
    setState(State::Running);
    Q_EMIT progressChanged(m_done, m_total);
}

void ChainVerification::cancel()
{
    if (!isRunning()) return;
    m_cancelling = true;
    m_store->cancelVerification(m_request);
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

void ChainVerification::onProgress(quint64 id, qint64 done, qint64 total)
{
    if (id != m_request) return;
    m_done = done;
    m_total = total;
    Q_EMIT progressChanged(done, total);
}

void ChainVerification::onFinished(quint64 id, const VerifyOutcome& outcome)
{
    if (id != m_request) return;
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
        return tr("Chain intact: %1 certs, head seq %2; verified %3.")
            .arg(m_outcome->certs)
            .arg(head(), when);
    case State::Broken: {
        const ChainBreakInfo& first = m_outcome->breaks.front();
        return tr("Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %4 certs; verified %5.")
            .arg(first.seq)
            .arg(breakKindText(first.kind))
            .arg(m_outcome->breaks.size())
            .arg(m_outcome->certs)
            .arg(when);
    }
    case State::Cancelled:
        return tr("Verification cancelled after %1 certs: no verdict; breaks found so far: %2.")
            .arg(m_outcome->certs)
            .arg(m_outcome->breaks.size());
    case State::Failed:
        return tr("Verification failed: %1").arg(m_error);
    }
    return {};
}

} // namespace seal
