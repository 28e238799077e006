#include "views/widgets/environment_banner.hpp"

#include "views/widgets/plain_label.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPalette>
#include <QStyle>

namespace seal {

EnvironmentBanner::EnvironmentBanner(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("environmentBanner"));
    setAccessibleName(tr("Production warning"));
    // A deep red with white text reads the same in light and dark themes.
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xb0, 0x1c, 0x1c));
    p.setColor(QPalette::WindowText, Qt::white);
    setPalette(p);
    setAutoFillBackground(true);

    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("bannerIcon"));
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(20, 20));
    m_text =
        plainLabel(tr("PRODUCTION \u2014 writes here move real money"), this, QStringLiteral("bannerText"));
    QFont bold = m_text->font();
    bold.setBold(true);
    m_text->setFont(bold);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 5, 10, 5);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
}

QString EnvironmentBanner::text() const
{
    return m_text->text();
}

QColor readableOn(const QColor& background)
{
    const double luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace seal
