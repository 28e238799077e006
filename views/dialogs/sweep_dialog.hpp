// Run reconcile sweep… (SPEC-kernel.md §13, `sealctl reconcile`): the
// operator picks a window (by default from where the last sweep ended, or the
// last 24 h) and, optionally, a domain to freeze if spend turns up behind the
// gateway. Run lists the provider witness (configuredWitness(): URL and key
// from the environment or the keychain) page by page off the GUI thread, with
// the pages and effects read so far and a Cancel that stops the listing at
// once — a cancelled sweep records nothing. The operator then confirms the
// write (ConfirmWriteDialog), core records reconcile_clean /
// out_of_band_spend / reconcile_unknown as the session role, and the dialog
// says which in plain words, with the counts.
#pragma once

#include "models/actions/provider_actions.hpp"

#include <QDialog>
#include <QPointer>
#include <functional>

class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace seal {

class ConsolePage;
class StoreClient;

class SweepDialog : public QDialog
{
    Q_OBJECT
public:
    // `page` reports the write's outcome (status bar or an outcome box).
    SweepDialog(ConsolePage* page, StoreClient* store, QWidget* parent = nullptr);
    ~SweepDialog() override;

    QDateTimeEdit* sinceEdit() const { return m_since; }
    QDateTimeEdit* untilEdit() const { return m_until; }
    QLineEdit* freezeEdit() const { return m_freeze; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    QString whyNotRun() const; // empty when Run is enabled
    bool isBusy() const { return m_stage != Stage::Idle; }

Q_SIGNALS:
    // A sweep was recorded (or may have been): lists that show its effect reload.
    void recorded(const seal::ReconcileOutcome& outcome);
    // The listing stopped, the confirmation was declined, or the write failed: idle again.
    void idle();

protected:
    void reject() override; // Cancel / Escape while listing: stops the listing first

private:
    enum class Stage
    {
        Idle,
        Listing,
        Confirming,
        Recording
    };
    void update();
    void readLastSweep();
    void run();
    void onProgress(int pages, int effects, int ignored);
    void onListed(const EffectListing& listing, const ReconcileRequest& request, const QString& source);
    void confirm(const EffectListing& listing, const ReconcileRequest& request, const QString& source);
    void showOutcome(const ReconcileOutcome& out);
    void setStage(Stage stage);

    ConsolePage* m_page;
    StoreClient* m_store;
    Stage m_stage = Stage::Idle;
    CancelFlag m_stop;
    QDateTimeEdit* m_since = nullptr;
    QDateTimeEdit* m_until = nullptr;
    QLabel* m_sinceNote = nullptr;
    QLineEdit* m_freeze = nullptr;
    QLabel* m_provider = nullptr;
    QLabel* m_role = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QPlainTextEdit* m_result = nullptr;
    QLabel* m_why = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
};

// The result of a sweep as the console says it: what the provider showed, the
// verdict recorded, the counts (plain text, agent-written values made safe).
QString sweepResultText(const ReconcileOutcome& out);

} // namespace seal
