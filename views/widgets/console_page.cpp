#include "views/widgets/console_page.hpp"

#include "core/evidence/item_link.hpp"

#include <QLabel>
#include <QResizeEvent>
#include <QShowEvent>
#include <algorithm>

namespace seal {

QString ConsolePage::currentLink() const
{
    const QString intent = currentIntent();
    return intent.isEmpty() ? QString() : QString::fromStdString(itemLink(ItemKind::Intent, intent.toStdString()));
}

ConsolePage::ConsolePage(QWidget* parent) : QWidget(parent)
{
    // Over the page, not in its layout: every page gets it without arranging
    // it, and nothing moves when it goes.
    m_loading = new QLabel(tr("Loading\u2026"), this);
    m_loading->setObjectName(QStringLiteral("pageLoading"));
    m_loading->setTextFormat(Qt::PlainText);
    m_loading->setAlignment(Qt::AlignCenter);
    m_loading->setAccessibleName(tr("Loading the page's data"));
    m_loading->setAutoFillBackground(true);
    m_loading->setFrameShape(QFrame::StyledPanel);
    m_loading->setMargin(12);
    m_loading->setAttribute(Qt::WA_TransparentForMouseEvents);
    connect(this, &ConsolePage::dataShown, m_loading, &QWidget::hide);
    connect(this, &ConsolePage::problemOccurred, m_loading, &QWidget::hide);
    placeLoading();
}

bool ConsolePage::isShowingLoading() const
{
    return !m_loading->isHidden();
}

void ConsolePage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeLoading();
}

void ConsolePage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    placeLoading();
}

void ConsolePage::placeLoading()
{
    if (m_loading->isHidden()) return;
    m_loading->adjustSize();
    const QSize size = m_loading->sizeHint();
    // Centred, a third of the way down: over the table, under the toolbar.
    m_loading->setGeometry((width() - size.width()) / 2, std::max(0, height() / 3 - size.height() / 2),
                           size.width(), size.height());
    m_loading->raise(); // above the page's own widgets, built after it
}

} // namespace seal
