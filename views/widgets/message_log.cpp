#include "views/widgets/message_log.hpp"

#include "core/base/clock.hpp"
#include "models/text/display_time.hpp"

#include <QListWidget>
#include <QStatusBar>

namespace seal {

namespace {
// A message from the store can be any length; the log keeps a bounded copy.
constexpr int kMaxMessageChars = 4096;
} // namespace

MessageLog::MessageLog(QWidget* parent) : QDockWidget(tr("Message log"), parent)
{
    setObjectName(QStringLiteral("messageLog"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("messageLogList"));
    m_list->setAccessibleName(tr("Messages"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setUniformItemSizes(false);
    setWidget(m_list);
    setAllowedAreas(Qt::BottomDockWidgetArea | Qt::TopDockWidgetArea);
}

void MessageLog::follow(QStatusBar* bar)
{
    connect(bar, &QStatusBar::messageChanged, this, [this](const QString& message) {
        if (!message.isEmpty()) append(message);
    });
}

void MessageLog::append(const QString& message)
{
    QString text = message.left(kMaxMessageChars);
    if (message.size() > kMaxMessageChars) text += QStringLiteral("\u2026");
    const QString at = DisplayTime::instance().format(nowEpoch()); // core's clock, as every time the console shows
    // The same message again (a page repeating "saved"): one line, counted.
    if (text == m_last && m_list->count() > 0) {
        ++m_repeats;
        QListWidgetItem* item = m_list->item(m_list->count() - 1);
        item->setText(tr("%1  %2 (\u00D7%3)").arg(at, text).arg(m_repeats));
        return;
    }
    m_last = text;
    m_repeats = 1;
    auto* item = new QListWidgetItem(tr("%1  %2").arg(at, text));
    item->setToolTip(text);
    m_list->addItem(item);
    while (m_list->count() > kMaxEntries)
        delete m_list->takeItem(0);
    m_list->scrollToBottom();
    Q_EMIT countChanged(m_list->count());
}

int MessageLog::count() const
{
    return m_list->count();
}

} // namespace seal
