#include "views/widgets/field_form.hpp"

#include "views/widgets/plain_label.hpp"

#include <QFormLayout>
#include <QLabel>

namespace seal {

FieldForm::FieldForm(QWidget* parent, QString namePrefix) : QWidget(parent), m_prefix(std::move(namePrefix))
{
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

QLabel* FieldForm::addField(const QString& label, const QString& value, const QString& key)
{
    QLabel* shown = plainLabel(value, this, key.isEmpty() ? QString() : m_prefix + key);
    shown->setWordWrap(true);
    shown->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QLabel* name = plainLabel(label, this);
    name->setBuddy(shown);
    m_form->addRow(name, shown);
    if (!key.isEmpty()) m_values.insert(key, shown);
    return shown;
}

void FieldForm::setValue(const QString& key, const QString& value)
{
    if (QLabel* shown = m_values.value(key)) shown->setText(value);
}

void FieldForm::clearValues()
{
    for (QLabel* shown : std::as_const(m_values))
        shown->clear();
}

} // namespace seal
