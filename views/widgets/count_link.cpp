#include "views/widgets/count_link.hpp"

#include "views/widgets/plain_label.hpp"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>

namespace seal {

CountLink::CountLink(QWidget* parent) : QPushButton(parent)
{
    setFlat(true);
    setCursor(Qt::PointingHandCursor);
    m_icon = new QLabel(this);
    m_number = plainLabel(QString(), this);
    QFont big = m_number->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_number->setFont(big);
    m_caption = plainLabel(QString(), this);
    m_caption->setWordWrap(true);
    for (QLabel* label : {m_icon, m_number, m_caption})
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
    auto* text = new QVBoxLayout;
    text->setSpacing(0);
    text->addWidget(m_number);
    text->addWidget(m_caption);
    text->addStretch(1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
}

void CountLink::setCount(const QString& number, const QString& caption, const QIcon& icon)
{
    m_icon->setPixmap(icon.pixmap(20, 20));
    m_number->setText(number);
    m_caption->setText(caption);
    setAccessibleName(QStringLiteral("%1 %2").arg(number, caption));
    updateGeometry();
}

void CountLink::setSeverity(Severity severity)
{
    m_severity = severity;
    setProperty("severity", severity == Severity::Fire   ? QStringLiteral("fire")
                            : severity == Severity::Work ? QStringLiteral("work")
                                                         : QStringLiteral("calm"));
    QPalette tint = parentWidget() ? parentWidget()->palette() : QPalette();
    QPalette number = tint;
    if (severity == Severity::Fire) {
        // A light red under the theme's text, the number in a red dark enough to read on it.
        tint.setColor(QPalette::Button, QColor(0xfd, 0xe2, 0xe1));
        tint.setColor(QPalette::Window, QColor(0xfd, 0xe2, 0xe1));
        tint.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
        number.setColor(QPalette::WindowText, QColor(0xa3, 0x12, 0x12));
    }
    setPalette(tint);
    setAutoFillBackground(severity == Severity::Fire);
    setFlat(severity != Severity::Fire);
    m_number->setPalette(severity == Severity::Fire ? number : tint);
    m_caption->setPalette(tint);
    m_number->setEnabled(severity != Severity::Calm); // a zero is greyed, never coloured
}

QString CountLink::number() const
{
    return m_number->text();
}

QString CountLink::caption() const
{
    return m_caption->text();
}

QSize CountLink::sizeHint() const
{
    return layout()->sizeHint();
}

QSize CountLink::minimumSizeHint() const
{
    return layout()->minimumSize();
}

} // namespace seal
