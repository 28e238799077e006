#include "views/widgets/offline_banner.hpp"

#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/plain_label.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPalette>
#include <QStyle>

namespace seal {

OfflineBanner::OfflineBanner(StoreClient* store, QWidget* parent) : QWidget(parent), m_store(store)
{
    setObjectName(QStringLiteral("offlineBanner"));
    setAccessibleName(tr("Store unreachable"));
    // Amber with black text: a warning, distinct from production's red.
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xf5, 0xb0, 0x29));
    p.setColor(QPalette::WindowText, Qt::black);
    setPalette(p);
    setAutoFillBackground(true);

    m_icon = new QLabel(this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(20, 20));
    m_text = plainLabel(QString(), this, QStringLiteral("offlineBannerText"));
    m_text->setWordWrap(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 5, 10, 5);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);

    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &OfflineBanner::update);
    connect(m_store, &StoreClient::onlineChanged, this, &OfflineBanner::update);
    connect(m_store, &StoreClient::connectionLost, this, &OfflineBanner::update);
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, &OfflineBanner::update);
    update();
}

QString OfflineBanner::text() const
{
    return m_text->text();
}

void OfflineBanner::update()
{
    if (!m_store->isOffline()) {
        m_tick.stop();
        hide();
        return;
    }
    const auto& time = DisplayTime::instance();
    const QString read = m_store->lastRefreshed() > 0
                             ? tr("What you see was read at %1 and may be out of date.")
                                   .arg(time.format(m_store->lastRefreshed()))
                             : tr("Nothing has been read from it yet.");
    const int seconds = (m_store->nextReconnectMs() + 999) / 1000;
    const QString again = seconds > 0
                              ? tr("Reconnecting (next try in %n s)\u2026", nullptr, pluralCount(seconds))
                              : tr("Reconnecting\u2026");
    m_text->setText(tr("The store is unreachable since %1. %2 Writes are off. %3")
                        .arg(time.format(m_store->offlineSince()), read, again));
    m_text->setToolTip(safeText(m_store->connectionProblem()));
    if (!m_tick.isActive()) m_tick.start();
    show();
}

} // namespace seal
