// Witness… (SPEC-kernel.md §3, §4, `sealctl witness`): for a sealed intent
// whose world nobody has confirmed, ask the provider witness
// (configuredWitness(): URL and key from the environment or the keychain)
// off the GUI thread, with a Cancel that stops the question at once (within
// the CLI's 10 s timeout otherwise), show what it found, and — once the
// operator confirms — record it as core's witnessSealed() does: a witnessed
// cert, WORLD_FINAL when exactly one effect was found (the confirmation ratio
// rises), WORLD_DIVERGED and the domain frozen when none or several were,
// WORLD_UNKNOWN (a hold) when the provider could not say.
#pragma once

#include "models/actions/provider_actions.hpp"

#include <QDialog>
#include <QString>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace seal {

class ConsolePage;
class StoreClient;

class WitnessDialog : public QDialog
{
    Q_OBJECT
public:
    // `page` reports the write's outcome (status bar or an outcome box).
    WitnessDialog(ConsolePage* page, StoreClient* store, const QString& intent, QWidget* parent = nullptr);
    ~WitnessDialog() override;

    const QString& intent() const { return m_intent; }
    QPushButton* askButton() const { return m_ask; }
    QPushButton* recordButton() const { return m_record; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    QString whyNotAsk() const; // empty when Ask is enabled
    bool isBusy() const { return m_stage != Stage::Idle; }
    const std::optional<WitnessAnswer>& answer() const { return m_answer; }

Q_SIGNALS:
    // The witnessing was recorded (or may have been): lists that show it reload.
    void recorded(const seal::SettleOutcome& outcome);

protected:
    void reject() override; // Cancel / Escape while asking: stops the question first

private:
    enum class Stage
    {
        Idle,
        Asking,
        Confirming,
        Recording
    };
    void update();
    void ask();
    void onAsked(const actions::WitnessQuestion& asked);
    void confirm();
    void showOutcome(const SettleOutcome& out);
    void setStage(Stage stage);

    ConsolePage* m_page;
    StoreClient* m_store;
    QString m_intent;
    QString m_source;
    Stage m_stage = Stage::Idle;
    CancelFlag m_stop;
    std::optional<WitnessAnswer> m_answer;
    bool m_recorded = false; // a witnessing landed: not asked again from here
    QLabel* m_provider = nullptr;
    QLabel* m_role = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QPlainTextEdit* m_found = nullptr;
    QLabel* m_why = nullptr;
    QPushButton* m_ask = nullptr;
    QPushButton* m_record = nullptr;
    QPushButton* m_cancel = nullptr;
};

// What recording `verdict` does to a sealed intent, in one sentence.
QString witnessMeaning(WitnessVerdict verdict);

} // namespace seal
