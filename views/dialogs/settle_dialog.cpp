#include "views/dialogs/settle_dialog.hpp"

#include "models/text/safe_text.hpp"
#include "views/widgets/plain_label.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

// What the verdict does to this intent, as settle() will apply it.
QString meaning(std::optional<WitnessVerdict> chosen, bool open)
{
    if (!chosen) return tr("No verdict chosen yet: pick the one you checked at the provider.");
    switch (*chosen) {
    case WitnessVerdict::ConfirmedOne:
        return open ? tr("Exactly one effect happened: a healed cert is appended, the intent is sealed "
                         "WORLD_FINAL, its budget reservations become settled, and event healed is recorded.")
                    : tr("Exactly one effect happened: a witnessed cert is appended and the tier becomes "
                         "WORLD_FINAL.");
    case WitnessVerdict::Absent:
        return open ? tr("Nothing happened: the claim is released (the intent row and its budget "
                         "reservations are deleted) so a clean retry is legitimate; event settled_released.")
                    : tr("The chain sealed it but the world has nothing: a witnessed cert marks it "
                         "WORLD_DIVERGED and the domain is frozen.");
    case WitnessVerdict::Multiple:
        return open ? tr("More than one effect happened: a settle-diverged cert marks it WORLD_DIVERGED, its "
                         "budget reservations become settled, the domain is frozen, and event diverged "
                         "suspends every path's licence until an operator reviews it.")
                    : tr("More than one effect happened: a witnessed cert marks it WORLD_DIVERGED and the "
                         "domain is frozen.");
    case WitnessVerdict::Unknown:
        return open ? tr("Still not known: nothing changes but a recorded attempt (event settle_unknown); the "
                         "hold stands and its budget reservation stays reserved.")
                    : tr("Still not known: a witnessed cert records WORLD_UNKNOWN; the hold stands.");
    }
    return {};
}

// The verdict in people's words, with the kernel's name for it (what sealctl
// settle and the store's events say) in brackets.
QString verdictLabel(WitnessVerdict v)
{
    const QString name = QString::fromLatin1(verdictName(v));
    switch (v) {
    case WitnessVerdict::ConfirmedOne:
        return tr("Exactly one payment happened (%1)").arg(name);
    case WitnessVerdict::Absent:
        return tr("No payment happened (%1)").arg(name);
    case WitnessVerdict::Multiple:
        return tr("More than one payment happened (%1)").arg(name);
    case WitnessVerdict::Unknown:
        return tr("Still not known (%1)").arg(name);
    }
    return name;
}

constexpr WitnessVerdict kVerdicts[] = {WitnessVerdict::ConfirmedOne, WitnessVerdict::Absent,
                                        WitnessVerdict::Multiple, WitnessVerdict::Unknown};

// Before a choice: every verdict and what it would write, so none is chosen blind.
QString allMeanings(bool open)
{
    QStringList lines{tr("Pick the verdict you checked at the provider. Each writes:")};
    for (const WitnessVerdict v : kVerdicts)
        lines << QStringLiteral("\u2022 %1 \u2014 %2").arg(verdictLabel(v), meaning(v, open));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

SettleDialog::SettleDialog(const HeldIntent& held, const WitnessSetting& witness, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settleDialog"));
    setWindowTitle(tr("Settle hold"));
    const bool open = held.state == "open";
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        plainLabel(tr("Say what the world did for intent %1 (path %2, action %3, state %4).")
                       .arg(safeText(std::string_view(held.intent)),
                            held.path ? safeText(std::string_view(*held.path)) : tr("(none)"),
                            safeText(std::string_view(held.action)), safeText(std::string_view(held.state))),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_attest = new QRadioButton(tr("&Attest a verdict (I checked at the provider)"), this);
    m_attest->setObjectName(QStringLiteral("settleAttest"));
    m_attest->setChecked(true);
    layout->addWidget(m_attest);

    auto* form = new QFormLayout;
    m_verdict = new QComboBox(this);
    m_verdict->setObjectName(QStringLiteral("settleVerdict"));
    m_verdict->setAccessibleName(tr("Verdict"));
    for (const WitnessVerdict v : kVerdicts) {
        m_verdict->addItem(verdictLabel(v), static_cast<int>(v));
        m_verdict->setItemData(m_verdict->count() - 1, meaning(v, open), Qt::ToolTipRole);
    }
    // No default: a verdict is an attestation, so the operator picks one.
    m_verdict->setPlaceholderText(tr("Choose what the world did…"));
    m_verdict->setCurrentIndex(-1);
    form->addRow(tr("&Verdict:"), m_verdict);
    m_verdictMeaning = plainLabel(QString(), this, QStringLiteral("settleVerdictMeaning"));
    m_verdictMeaning->setWordWrap(true);
    form->addRow(QString(), m_verdictMeaning);
    m_evidence = new QPlainTextEdit(this);
    m_evidence->setObjectName(QStringLiteral("settleEvidence"));
    m_evidence->setAccessibleName(tr("Evidence"));
    m_evidence->setTabChangesFocus(true);
    m_evidence->setPlaceholderText(
        tr("What you checked at the provider (required, kept in the cert or event)"));
    m_evidence->setFixedHeight(m_evidence->fontMetrics().lineSpacing() * 4 + 12);
    form->addRow(tr("&Evidence:"), m_evidence);
    layout->addLayout(form);

    m_askWitness = new QRadioButton(tr("Ask the provider &witness"), this);
    m_askWitness->setObjectName(QStringLiteral("settleAskWitness"));
    layout->addWidget(m_askWitness);
    auto* witnessNote = plainLabel(
        witness.witness ? tr("Asks %1 for payment intents carrying this intent; its answer is shown "
                             "before anything is written.")
                              .arg(safeText(witness.source))
                        : witness.whyNot,
        this, QStringLiteral("settleWitnessNote"));
    witnessNote->setWordWrap(true);
    witnessNote->setIndent(20);
    layout->addWidget(witnessNote);
    if (!witness.witness) {
        m_askWitness->setEnabled(false);
        m_askWitness->setToolTip(witness.whyNot);
    }

    m_why = plainLabel(QString(), this, QStringLiteral("settleWhyNot"));
    m_why->setWordWrap(true);
    layout->addWidget(m_why);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_continue = buttons->addButton(tr("&Continue…"), QDialogButtonBox::AcceptRole);
    m_continue->setObjectName(QStringLiteral("settleContinue"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_continue->isEnabled()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_attest, &QRadioButton::toggled, this, &SettleDialog::update);
    connect(m_verdict, &QComboBox::currentIndexChanged, this, [this, open] {
        m_verdictMeaning->setText(verdict() ? meaning(verdict(), open) : allMeanings(open));
        update();
    });
    connect(m_evidence, &QPlainTextEdit::textChanged, this, &SettleDialog::update);
    m_verdictMeaning->setText(verdict() ? meaning(verdict(), open) : allMeanings(open));
    resize(560, sizeHint().height());
    update();
}

SettleDialog::Choice SettleDialog::choice() const
{
    return m_askWitness->isChecked() ? Choice::AskWitness : Choice::Attest;
}

std::optional<WitnessVerdict> SettleDialog::verdict() const
{
    // Index -1 has no data, and 0 would read as confirmed_one: never guess a verdict.
    if (m_verdict->currentIndex() < 0) return std::nullopt;
    return static_cast<WitnessVerdict>(m_verdict->currentData().toInt());
}

QString SettleDialog::evidence() const
{
    return m_evidence->toPlainText().trimmed();
}

void SettleDialog::update()
{
    const bool attest = choice() == Choice::Attest;
    m_verdict->setEnabled(attest);
    m_evidence->setEnabled(attest);
    QString why;
    if (attest && !verdict())
        why = tr("Choose a verdict: say what the world did for this intent.");
    else if (attest && evidence().isEmpty())
        why = tr("Evidence is required: say what you checked at the provider.");
    m_continue->setEnabled(why.isEmpty());
    m_continue->setToolTip(why);
    m_why->setText(why);
    m_why->setVisible(!why.isEmpty());
}

} // namespace seal
