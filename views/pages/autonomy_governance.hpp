// The Autonomy page's governance settings (SPEC-kernel.md §5, §6, §13):
// "Set thresholds…", "Max proof age…" and "Freeze domain…", each through the
// confirm-then-write flow (what changes from → to, the role it is written
// as, a required reason, the outcome and the re-check after a lost
// connection are views/writes'); and the detail pane's block on the selected
// path's thresholds, proof age against its max and proof history, read off
// the GUI thread when the selection moves.
#pragma once

#include "core/rules/approvals.hpp"
#include "core/rules/proof_history.hpp"

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

namespace seal {

class ConsolePage;
class ReadCycle;
class StoreClient;
struct AutonomyRow;

class AutonomyGovernance : public QObject
{
    Q_OBJECT
public:
    // Dialogs open on `page`, which reports the outcome; `written` runs after each write.
    AutonomyGovernance(ConsolePage* page, StoreClient* store, std::function<void()> written);

    void askThresholds(const AutonomyRow& row);
    void askProofAge(const AutonomyRow& row);
    void askFreeze(const AutonomyRow& row);

    // Reads `path`'s newest proofs and proof age as of `at` (empty path: forget them).
    void loadProofs(const QString& path, double at);
    // The proofs read for `path`, or null while none are (or they are another path's).
    const ProofHistory* proofs(const QString& path) const;
    // Why `path`'s proofs could not be read (empty: they were, or are being read).
    QString proofsProblem(const QString& path) const;

    // The detail pane's lines for the row: the thresholds, proof age against
    // the max and the proof history (newest first); `proofs` null while being
    // read, or `problem` says why they could not be.
    static QStringList detailLines(const AutonomyRow& row, const ProofHistory* proofs, const QString& problem = {});

    static constexpr int kProofsShown = 10;

    // What new thresholds do to the path's pending requests, one line (issue 25).
    static QString pendingChangesText(const std::vector<PendingRequirementChange>& changes);

Q_SIGNALS:
    void proofsShown();

private:
    void confirmThresholds(const QString& path, const std::optional<Thresholds>& now, const Thresholds& t,
                           const std::vector<PendingRequirementChange>& changes);

    ConsolePage* m_page;
    StoreClient* m_store;
    std::function<void()> m_written;
    QString m_proofsPath;
    std::optional<ProofHistory> m_proofs;
    QString m_proofsProblem;
    ReadCycle* m_proofReads = nullptr; // one path's proofs at a time
};

} // namespace seal
