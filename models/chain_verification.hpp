// One verification of the certificate chain, a walk on the store's walk
// connection (StoreClient::walk: its own connection and thread): progress,
// rate and ETA while it runs, the breaks by seq when it ends. The last result stays until the next
// verification ends, so the table keeps its marks while a new one runs.
//
// Anchors (SPEC-kernel.md §10): after every full walk that ends intact, the
// verified head is appended to an anchor file in the user's app data, one file
// per store; on connect the anchors are checked against the store (a cut-off
// tail or a rewritten head shows there, and nowhere in the chain itself). With
// an intact anchor, a walk can start after it (startIncremental()).
#pragma once

#include "models/store_types.hpp"

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

    enum class AnchorState
    {
        NotChecked,
        Checking,
        NoAnchors, // none recorded for this store yet
        Intact,    // every anchor of this store still matches
        Problem,   // anchor_broken or truncated: see anchorProblemText()
        Failed     // could not read the file or the store
    };

    // A full walk from GENESIS (appends an anchor when it ends intact).
    void start();
    // A walk of the certs after the newest intact anchor; a full walk when
    // there is none (or the anchors have a problem).
    void startIncremental();
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
    // The signatures of the last walk, one line each, never one word for all:
    // "N of M certs signed by the pinned key <fp>", "K signed by an unpinned
    // key <fp>", "I with a signature that does not verify", "U unsigned (X v1,
    // Y v2)" (<fp>: the key's first 16 hex digits). Empty before a walk.
    QString signatureSummary() const;

    // The kernel's signing keys walks count against (the profile's
    // signerKeys, or $SEAL_SIGNER_KEY when set; 64 hex each, comma
    // separated). Keys that are not 64 hex digits are left out and reported
    // by the returned text ("" when every key is good).
    static QString setPinnedSignerKeys(const QString& commaSeparated);
    static QStringList pinnedSignerKeys();

    // Rows per round trip (tests use small batches to watch progress).
    void setBatchRows(int rows) { m_batchRows = rows; }

    // Whether the running (or last) walk started after an anchor, and which seq.
    const std::optional<qint64>& startedAfter() const { return m_startedAfter; }

    // ---- anchors ----
    AnchorState anchorState() const { return m_anchorState; }
    // One line per anchor_broken / truncated finding, or why the check failed.
    const QString& anchorProblemText() const { return m_anchorProblem; }
    // The newest anchor that checked intact (incremental walks start after it).
    const std::optional<qint64>& anchoredSeq() const { return m_anchorSeq; }
    const QString& anchorFile() const { return m_anchorFile; }
    // One sentence for a status line about the anchors.
    QString anchorSummary() const;
    // Checks this store's anchors now (also done on every connect).
    void checkAnchors();
    // Where anchor files go: AppDataLocation + "/anchors" unless set (tests).
    static QString anchorDirectory();

Q_SIGNALS:
    void stateChanged(seal::ChainVerification::State state);
    void progressChanged(qint64 done, qint64 total);
    void finished(); // a new outcome (complete or cancelled) is in
    void anchorStateChanged(seal::ChainVerification::AnchorState state);
    // An anchor check found anchor_broken or truncated (or failed): shown loudly.
    void anchorProblem(const QString& text);
    // A full intact walk was anchored in `file` (or could not be: `error`).
    void anchorRecorded(const QString& file, const QString& error);

private:
    void onProgress(qint64 done, qint64 total);
    void onFinished(const VerifyOutcome& outcome);
    void recount(const VerifyOutcome& outcome);
    void onFailed(quint64 id, const QString& message);
    void setState(State state);
    void startWalk(std::optional<qint64> afterSeq, const QByteArray& afterHash);
    void recordAnchor(const VerifyOutcome& outcome);
    void setAnchorState(AnchorState state);

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
    std::optional<qint64> m_startedAfter;
    AnchorState m_anchorState = AnchorState::NotChecked;
    QString m_anchorProblem;
    QString m_anchorFile;
    std::optional<qint64> m_anchorSeq;
    QByteArray m_anchorHash;
    int m_anchorGeneration = 0; // a check started before a newer one is ignored
};

} // namespace seal
