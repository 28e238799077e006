#include "views/dialogs/proof_age_dialog.hpp"

#include "models/actions/store_action.hpp" // maxProofAgeProblem: core's rule
#include "models/text/safe_text.hpp"
#include "views/widgets/plain_label.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace seal {
namespace {

constexpr double kUnits[] = {1, 60, 3600, 86400}; // the unit box's order

// The largest unit in which `seconds` is a whole number (seconds otherwise).
int wholeUnit(double seconds)
{
    for (int i = 3; i > 0; --i)
        if (std::fmod(seconds, kUnits[i]) == 0) return i;
    return 0;
}

QString number(double v)
{
    return QLocale().toString(v, 'f', QLocale::FloatingPointShortest);
}

} // namespace

ProofAgeDialog::ProofAgeDialog(const QString& path, double currentSec, bool isDefault, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("proofAgeDialog"));
    setWindowTitle(tr("Max proof age"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = plainLabel(tr("How old the latest green storm proof of path %1 may be before its CLEARED policy "
                                "lapses to HOLD. Now: %2%3.")
                                 .arg(safeText(path), ageText(currentSec),
                                      isDefault ? tr(" (the default)") : QString()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_value = new QLineEdit(this);
    m_value->setObjectName(QStringLiteral("proofAgeValue"));
    m_value->setAccessibleName(tr("Max proof age"));
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("proofAgeUnit"));
    m_unit->setAccessibleName(tr("Unit"));
    m_unit->addItems({tr("seconds"), tr("minutes"), tr("hours"), tr("days")});
    const int unit = std::isfinite(currentSec) && currentSec > 0 ? wholeUnit(currentSec) : 2;
    m_unit->setCurrentIndex(unit);
    if (std::isfinite(currentSec) && currentSec > 0) m_value->setText(number(currentSec / kUnits[unit]));
    auto* row = new QHBoxLayout;
    row->addWidget(m_value, 1);
    row->addWidget(m_unit);
    auto* form = new QFormLayout;
    form->addRow(tr("At most:"), row);
    layout->addLayout(form);
    m_shown = plainLabel(QString(), this, QStringLiteral("proofAgeShown"));
    m_shown->setWordWrap(true);
    layout->addWidget(m_shown);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_continue = buttons->addButton(tr("Continue\u2026"), QDialogButtonBox::AcceptRole);
    m_continue->setObjectName(QStringLiteral("proofAgeContinue"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_continue->isEnabled()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_value, &QLineEdit::textChanged, this, &ProofAgeDialog::update);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ProofAgeDialog::update);
    update();
}

std::optional<double> ProofAgeDialog::seconds() const
{
    bool ok = false;
    const double v = QLocale().toDouble(m_value->text().trimmed(), &ok);
    const int unit = m_unit->currentIndex();
    if (!ok || unit < 0 || unit > 3) return std::nullopt;
    const double s = v * kUnits[unit];
    if (!maxProofAgeProblem(s).pattern.empty()) return std::nullopt; // core's rule, the one sealctl applies
    return s;
}

QString ProofAgeDialog::ageText(double seconds)
{
    if (!std::isfinite(seconds) || seconds <= 0) return tr("\u27E8invalid\u27E9");
    static const char* const units[] = {QT_TR_NOOP("%1 s"), QT_TR_NOOP("%1 min"), QT_TR_NOOP("%1 h"),
                                        QT_TR_NOOP("%1 d")};
    const int unit = wholeUnit(seconds);
    const QString whole = tr(units[unit]).arg(number(seconds / kUnits[unit]));
    return unit == 0 ? whole : tr("%1 (%2)").arg(whole, tr(units[0]).arg(number(seconds)));
}

void ProofAgeDialog::update()
{
    const auto s = seconds();
    m_shown->setText(s ? tr("= %1").arg(ageText(*s))
                       : tr("Type a positive number, as %1 or %2.").arg(number(24), number(1.5)));
    m_continue->setEnabled(s.has_value());
    m_continue->setToolTip(s ? QString() : m_shown->text());
}

} // namespace seal
