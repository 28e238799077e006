// The first step of "Max proof age…" (SPEC-kernel.md §5): how old a path's
// latest green storm proof may be before its CLEARED policy lapses to HOLD,
// typed as a number in the reader's language and a unit. It must be a
// positive number of seconds, as sealctl's --max-proof-age. Nothing is
// written here: the page shows the exact change in a ConfirmWriteDialog next.
#pragma once

#include <QDialog>
#include <QString>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace seal {

class ProofAgeDialog : public QDialog
{
    Q_OBJECT
public:
    ProofAgeDialog(const QString& path, double currentSec, bool isDefault, QWidget* parent = nullptr);

    // The seconds typed, when positive and finite.
    std::optional<double> seconds() const;

    QLineEdit* valueEdit() const { return m_value; }
    QComboBox* unitBox() const { return m_unit; }
    QPushButton* continueButton() const { return m_continue; }

    // "24 h (86,400 s)": a proof age in the largest whole unit, with the seconds the store keeps.
    static QString ageText(double seconds);

private:
    void update();

    QLineEdit* m_value = nullptr;
    QComboBox* m_unit = nullptr;
    QLabel* m_shown = nullptr;
    QPushButton* m_continue = nullptr;
};

} // namespace seal
