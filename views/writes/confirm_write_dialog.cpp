#include "views/writes/confirm_write_dialog.hpp"

#include "models/text/lookalike_text.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/field_form.hpp"
#include "views/widgets/plain_label.hpp"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace seal {

ConfirmWriteDialog::ConfirmWriteDialog(Spec spec, QWidget* parent) : QDialog(parent), m_spec(std::move(spec))
{
    setWindowTitle(m_spec.title);
    setObjectName(QStringLiteral("confirmWriteDialog"));
    auto* layout = new QVBoxLayout(this);

    if (!m_spec.subject.isEmpty()) {
        auto* subject = plainLabel(elidedForDialog(m_spec.subject), this, QStringLiteral("confirmSubject"));
        subject->setWordWrap(true);
        QFont larger = subject->font();
        larger.setBold(true);
        larger.setPointSizeF(larger.pointSizeF() * 1.15);
        subject->setFont(larger);
        layout->addWidget(subject);
    }
    auto* action = plainLabel(elidedForDialog(m_spec.action), this, QStringLiteral("confirmAction"));
    action->setWordWrap(true);
    QFont bold = action->font();
    bold.setBold(true);
    action->setFont(bold);
    layout->addWidget(action);

    auto* form = new FieldForm(this, QStringLiteral("confirm"));
    m_fullValues = new QHBoxLayout;
    addValue(form, tr("Written as:"), safeText(m_spec.role), QStringLiteral("Role"));
    for (const auto& [label, value] : std::as_const(m_spec.what))
        addValue(form, label, value, {});
    for (const Field& field : std::as_const(m_spec.warnings))
        addValue(form, field.label, field.value, field.key);
    for (const Field& field : std::as_const(m_spec.outcome))
        addValue(form, field.label, field.value, field.key);
    layout->addWidget(form);
    m_fullValues->addStretch();
    layout->addLayout(m_fullValues);

    if (m_spec.reason != Reason::None) {
        auto* label =
            plainLabel(m_spec.reason == Reason::Required ? tr("Reason (required, kept in the store):")
                                                         : tr("Reason (optional, kept in the store):"),
                       this);
        layout->addWidget(label);
        m_reasonEdit = new QPlainTextEdit(this);
        m_reasonEdit->setObjectName(QStringLiteral("reasonEdit"));
        m_reasonEdit->setTabChangesFocus(true);
        m_reasonEdit->setFixedHeight(m_reasonEdit->fontMetrics().lineSpacing() * 4);
        label->setBuddy(m_reasonEdit);
        layout->addWidget(m_reasonEdit);
        connect(m_reasonEdit, &QPlainTextEdit::textChanged, this, &ConfirmWriteDialog::updateConfirm);
    }
    if (!m_spec.typedWord.isEmpty()) {
        auto* label = plainLabel(tr("Type %1 to confirm:").arg(m_spec.typedWord), this);
        layout->addWidget(label);
        m_typedEdit = new QLineEdit(this);
        m_typedEdit->setObjectName(QStringLiteral("typedConfirmEdit"));
        label->setBuddy(m_typedEdit);
        layout->addWidget(m_typedEdit);
        connect(m_typedEdit, &QLineEdit::textChanged, this, &ConfirmWriteDialog::updateConfirm);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_confirm = buttons->addButton(m_spec.confirmText, QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    if (m_spec.destructive) m_confirm->setIcon(QIcon(QStringLiteral(":/icons/broken.svg")));
    // The safe choice is the default: Enter cancels until the user means it.
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_confirm->isEnabled()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateConfirm();
}

void ConfirmWriteDialog::addValue(FieldForm* form, const QString& label, const QString& value, const QString& key)
{
    const QString shown = elidedForDialog(value);
    QLabel* field = form->addField(label, shown, key);
    if (shown == value) return;
    field->setToolTip(tr("Cut to fit: %1 characters in all").arg(value.size()));
    QString name = label;
    if (name.endsWith(QLatin1Char(':'))) name.chop(1);
    auto* button = new QPushButton(tr("Show whole value (%1)…").arg(name), this);
    button->setObjectName(QStringLiteral("showFullValue%1").arg(m_elided++));
    button->setAutoDefault(false);
    connect(button, &QPushButton::clicked, this, [this, label, value] { showFullValue(label, value); });
    m_fullValues->addWidget(button);
}

void ConfirmWriteDialog::showFullValue(const QString& label, const QString& value)
{
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("fullValueDialog"));
    dialog->setWindowTitle(label);
    auto* layout = new QVBoxLayout(dialog);
    auto* edit = new QPlainTextEdit(dialog);
    edit->setObjectName(QStringLiteral("fullValueEdit"));
    edit->setReadOnly(true);
    edit->setPlainText(value); // already made safe by the caller; plain text, never markup
    layout->addWidget(edit);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(close, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(close);
    dialog->resize(640, 360);
    dialog->open(); // window-modal over the confirmation, never a nested loop
}

QString ConfirmWriteDialog::reason() const
{
    return m_reasonEdit ? m_reasonEdit->toPlainText().trimmed() : QString();
}

void ConfirmWriteDialog::updateConfirm()
{
    QString why;
    if (m_spec.reason == Reason::Required && reason().isEmpty())
        why = tr("a reason is required");
    else if (m_typedEdit && m_typedEdit->text() != m_spec.typedWord)
        why = tr("type %1 exactly to confirm").arg(m_spec.typedWord);
    m_confirm->setEnabled(why.isEmpty());
    m_confirm->setToolTip(why);
}

} // namespace seal
