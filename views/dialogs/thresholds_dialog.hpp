// The first step of "Set thresholds…" (SPEC-kernel.md §6): the operator types
// a path's AUTO and DUAL ceilings and how many approvers a DUAL request needs.
// The dialog refuses what sealctl refuses (0 ≤ auto ≤ dual, approvers ≥ 2,
// finite amounts) before anything is confirmed. Amounts are read in the
// reader's language ("12.345,67" in German) and go to the store as numbers;
// each is echoed as the console writes money. Nothing is written here: the
// page shows the exact change in a ConfirmWriteDialog next.
#pragma once

#include "core/rules/approvals.hpp"

#include <QDialog>
#include <QString>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace seal {

class ThresholdsDialog : public QDialog
{
    Q_OBJECT
public:
    ThresholdsDialog(const QString& path, const std::optional<Thresholds>& current, QWidget* parent = nullptr);

    // The values typed, when the rules accept them.
    std::optional<Thresholds> thresholds() const;
    // Why Continue is disabled (empty when it is not).
    QString whyNot() const;

    QLineEdit* autoEdit() const { return m_auto; }
    QLineEdit* dualEdit() const { return m_dual; }
    QSpinBox* approversBox() const { return m_approvers; }
    QPushButton* continueButton() const { return m_continue; }

    // An amount typed in the reader's language (group separators allowed), or
    // nullopt when it is not a finite number.
    static std::optional<double> parseAmount(const QString& text);
    // The amount as the reader's language types it, parsing back to exactly `amount`.
    static QString amountInput(double amount);

private:
    void update();
    QLineEdit* amountEdit(const char* name, const QString& accessible, std::optional<double> value);

    QString m_path;
    QLineEdit* m_auto = nullptr;
    QLineEdit* m_dual = nullptr;
    QLabel* m_autoShown = nullptr;
    QLabel* m_dualShown = nullptr;
    QSpinBox* m_approvers = nullptr;
    QLabel* m_why = nullptr;
    QPushButton* m_continue = nullptr;
};

} // namespace seal
