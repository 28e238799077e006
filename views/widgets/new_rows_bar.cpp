#include "views/widgets/new_rows_bar.hpp"

#include "models/text/plural.hpp"

#include <QHBoxLayout>
#include <QPushButton>
#include <algorithm>

namespace seal {

NewRowsBar::NewRowsBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("newRowsBar"));
    m_show = new QPushButton(this);
    m_show->setObjectName(QStringLiteral("newRowsShow"));
    m_show->setToolTip(tr("New rows arrived above the ones you are reading. They stay out of the list, so "
                          "that nothing moves under you, until you show them."));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addStretch(1);
    layout->addWidget(m_show);
    layout->addStretch(1);
    connect(m_show, &QPushButton::clicked, this, &NewRowsBar::showRequested);
    hide();
}

void NewRowsBar::setCount(qint64 count)
{
    m_count = std::max<qint64>(0, count);
    // %n takes an int; a count past that is still "many".
    const int shown = static_cast<int>(std::min<qint64>(m_count, 999999999));
    m_show->setText(tr("%n new \u2014 show", nullptr, pluralCount(shown)));
    m_show->setAccessibleName(tr("Show %n new row(s)", nullptr, pluralCount(shown)));
    setVisible(m_count > 0);
}

QString NewRowsBar::text() const
{
    return m_show->text();
}

} // namespace seal
