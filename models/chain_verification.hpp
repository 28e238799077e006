// One verification of the certificate chain, run by the store's chain walker
// (its own connection and thread): progress, rate and ETA while it runs, the
// breaks by seq when it ends. The last result stays until the next
// verification ends, so the table keeps its marks while a new one runs.
#pragma once

#include "store_types.hpp"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QString>
#include <optional>

namespace seal {

class StoreClient;

class ChainVerification : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        NotVerified,
        Running,
        Intact,
        Broken,
        Cancelled,
        Failed
    };

    // The one verification of this store's chain that every page shares (the
    // certificates page runs it, the overview shows its verdict).
    static ChainVerification* forStore(StoreClient* store);

    explicit ChainVerification(StoreClient* store, QObject* parent = nullptr);

    void start();
    void cancel();
    bool isRunning() const { return m_request != 0; }
    bool isCancelling() const { return m_cancelling; }
    State state() const { return m_state; }

    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; }
    double ratePerSecond() const;             // certs/s of the running (or last) walk
    std::optional<double> etaSeconds() const; // while running, once a rate is known

    // The last finished (or cancelled) walk.
    const std::optional<VerifyOutcome>& outcome() const { return m_outcome; }
    const QHash<qint64, ChainBreakInfo>& breaksBySeq() const { return m_breaks; }
    double finishedAt() const { return m_finishedAt; } // epoch
    const QString& error() const { return m_error; }

    // One sentence for a status line: "Chain intact: 717 certs, head seq 717."
    QString summary() const;

    // Rows per round trip (tests use small batches to watch progress).
    void setBatchRows(int rows) { m_batchRows = rows; }

Q_SIGNALS:
    void stateChanged(seal::ChainVerification::State state);
    void progressChanged(qint64 done, qint64 total);
    void finished(); // a new outcome (complete or cancelled) is in

private:
    void onProgress(quint64 id, qint64 done, qint64 total);
    void onFinished(quint64 id, const VerifyOutcome& outcome);
    void onFailed(quint64 id, const QString& message);
    void setState(State state);

    StoreClient* m_store;
    State m_state = State::NotVerified;
    quint64 m_request = 0;
    bool m_cancelling = false;
    int m_batchRows = 2000;
    qint64 m_done = 0;
    qint64 m_total = 0;
    QElapsedTimer m_clock;
    qint64 m_elapsedMs = 0;
    std::optional<VerifyOutcome> m_outcome;
    QHash<qint64, ChainBreakInfo> m_breaks;
    double m_finishedAt = 0;
    QString m_error;
};

} // namespace seal
