#include "views/dialogs/thresholds_dialog.hpp"

#include "models/actions/store_action.hpp" // thresholdsProblem: core's rule
#include "models/text/document_words.hpp"
#include "models/text/money_format.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/plain_label.hpp"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace seal {

ThresholdsDialog::ThresholdsDialog(const QString& path, const std::optional<Thresholds>& current, QWidget* parent)
    : QDialog(parent), m_path(path)
{
    setObjectName(QStringLiteral("thresholdsDialog"));
    setWindowTitle(tr("Set thresholds"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = plainLabel(tr("Approval thresholds of path %1: amounts up to AUTO need no approval, up to DUAL "
                                "need the approvers below, anything above always a human.")
                                 .arg(safeText(path)),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    const auto withEcho = [this, form](const QString& label, QLineEdit* edit, QLabel*& shown, const char* name) {
        shown = plainLabel(QString(), this, QLatin1String(name));
        auto* row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(shown, 1);
        form->addRow(label, row);
    };
    m_auto = amountEdit("thresholdsAuto", tr("AUTO up to"), current ? std::optional(current->autoCeiling) : std::nullopt);
    m_dual = amountEdit("thresholdsDual", tr("DUAL up to"), current ? std::optional(current->dualCeiling) : std::nullopt);
    withEcho(tr("AUTO up to:"), m_auto, m_autoShown, "thresholdsAutoShown");
    withEcho(tr("DUAL up to:"), m_dual, m_dualShown, "thresholdsDualShown");
    m_approvers = new QSpinBox(this);
    m_approvers->setObjectName(QStringLiteral("thresholdsApprovers"));
    m_approvers->setAccessibleName(tr("Approvers a DUAL request needs"));
    m_approvers->setRange(0, 99); // below 2 is shown and refused, as sealctl refuses it
    m_approvers->setValue(current ? current->requiredApprovers : 2);
    form->addRow(tr("Approvers for DUAL:"), m_approvers);
    layout->addLayout(form);

    m_why = plainLabel(QString(), this, QStringLiteral("thresholdsWhyNot"));
    m_why->setWordWrap(true);
    layout->addWidget(m_why);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_continue = buttons->addButton(tr("Continue\u2026"), QDialogButtonBox::AcceptRole);
    m_continue->setObjectName(QStringLiteral("thresholdsContinue"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_continue->isEnabled()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_auto, &QLineEdit::textChanged, this, &ThresholdsDialog::update);
    connect(m_dual, &QLineEdit::textChanged, this, &ThresholdsDialog::update);
    connect(m_approvers, &QSpinBox::valueChanged, this, &ThresholdsDialog::update);
    update();
}

QLineEdit* ThresholdsDialog::amountEdit(const char* name, const QString& accessible, std::optional<double> value)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(QLatin1String(name));
    edit->setAccessibleName(accessible);
    edit->setPlaceholderText(amountInput(0));
    if (value) edit->setText(amountInput(*value));
    return edit;
}

std::optional<double> ThresholdsDialog::parseAmount(const QString& text)
{
    bool ok = false;
    const double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(v)) return std::nullopt;
    return v;
}

QString ThresholdsDialog::amountInput(double amount)
{
    return QLocale().toString(amount, 'f', QLocale::FloatingPointShortest);
}

std::optional<Thresholds> ThresholdsDialog::thresholds() const
{
    const auto a = parseAmount(m_auto->text());
    const auto d = parseAmount(m_dual->text());
    if (!a || !d) return std::nullopt;
    const Thresholds t{*a, *d, m_approvers->value()};
    if (!thresholdsProblem(t).pattern.empty()) return std::nullopt; // core's rule, the one sealctl applies
    return t;
}

QString ThresholdsDialog::whyNot() const
{
    const auto a = parseAmount(m_auto->text());
    const auto d = parseAmount(m_dual->text());
    const QString example = amountInput(12345.67);
    if (!a) return tr("AUTO is not an amount: type it as %1").arg(example);
    if (!d) return tr("DUAL is not an amount: type it as %1").arg(example);
    if (*a < 0) return tr("AUTO must be 0 or more");
    if (*d < *a) return tr("DUAL must be at least AUTO (%1)").arg(MoneyFormat::instance().text(*a, m_path));
    if (m_approvers->value() < 2)
        return tr("a DUAL request needs at least 2 approvers (one approver is no maker-checker)");
    // Anything else core's rule refuses, in its words.
    const Phrase problem = thresholdsProblem({*a, *d, m_approvers->value()});
    return problem.pattern.empty() ? QString() : safeText(phraseText(problem));
}

void ThresholdsDialog::update()
{
    const auto echo = [this](QLineEdit* edit, QLabel* shown) {
        const auto v = parseAmount(edit->text());
        shown->setText(v ? QStringLiteral("= %1").arg(MoneyFormat::instance().text(*v, m_path)) : QString());
    };
    echo(m_auto, m_autoShown);
    echo(m_dual, m_dualShown);
    const QString why = whyNot();
    m_why->setText(why);
    m_why->setVisible(!why.isEmpty());
    m_continue->setEnabled(why.isEmpty());
    m_continue->setToolTip(why);
}

} // namespace seal
