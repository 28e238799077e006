// The first step of settling a hold (SPEC-kernel.md §7): the operator either
// attests what the world did (a verdict and the evidence they checked, which
// is required), or asks the provider witness, configured as for sealctl's
// `settle --witness URL` (key in SEAL_WITNESS_KEY): the URL from
// SEAL_WITNESS_URL, else Settings' witness URL; the key from SEAL_WITNESS_KEY
// (where start-up puts the keychain's). Nothing is written here: the page
// shows the exact write in a ConfirmWriteDialog next.
#pragma once

#include "core/rules/holds.hpp"
#include "models/actions/provider_actions.hpp" // WitnessSetting, configuredWitness()

#include <QDialog>
#include <QString>
#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;

namespace seal {

class SettleDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Choice
    {
        Attest,
        AskWitness
    };

    SettleDialog(const HeldIntent& held, const WitnessSetting& witness, QWidget* parent = nullptr);

    Choice choice() const;
    // The verdict the operator chose; none until one is chosen (there is no default).
    std::optional<WitnessVerdict> verdict() const;
    QString evidence() const; // trimmed

    QRadioButton* attestChoice() const { return m_attest; }
    QRadioButton* witnessChoice() const { return m_askWitness; }
    QComboBox* verdictBox() const { return m_verdict; }
    QPlainTextEdit* evidenceEdit() const { return m_evidence; }
    QPushButton* continueButton() const { return m_continue; }

private:
    void update();

    QRadioButton* m_attest = nullptr;
    QRadioButton* m_askWitness = nullptr;
    QComboBox* m_verdict = nullptr;
    QLabel* m_verdictMeaning = nullptr;
    QPlainTextEdit* m_evidence = nullptr;
    QLabel* m_why = nullptr;
    QPushButton* m_continue = nullptr;
};

} // namespace seal
