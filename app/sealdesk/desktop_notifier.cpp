#include "app/sealdesk/desktop_notifier.hpp"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QVariantMap>

namespace seal {
namespace {

const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");
constexpr int kCallTimeoutMs = 10'000;
constexpr qsizetype kMaxWaiting = 20;     // notices held until the service answers
constexpr qsizetype kMaxRemembered = 200; // clickable notices kept (a desktop shows far fewer at once)
constexpr qsizetype kMaxText = 1000;      // a notice is a line or three, whatever an agent wrote

QString bounded(const QString& text)
{
    return text.size() <= kMaxText ? text : text.left(kMaxText - 1) + QChar(0x2026);
}

} // namespace

DesktopNotifier::DesktopNotifier(QObject* parent) : QObject(parent), m_bus(QDBusConnection::sessionBus())
{
    if (!m_bus.isConnected()) {
        m_available = false;
        return;
    }
    m_bus.connect(QString(), kPath, kInterface, QStringLiteral("ActionInvoked"), this,
                  SLOT(onActionInvoked(uint, QString)));
    m_bus.connect(QString(), kPath, kInterface, QStringLiteral("NotificationClosed"), this,
                  SLOT(onClosed(uint, uint)));
    askCapabilities();
}

DesktopNotifier::~DesktopNotifier() = default;

void DesktopNotifier::askCapabilities()
{
    QDBusMessage ask =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("GetCapabilities"));
    auto* watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(ask, kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* w) {
        w->deleteLater();
        const QDBusPendingReply<QStringList> reply = *w;
        if (reply.isError()) {
            failAll();
            return;
        }
        m_available = true;
        m_markup = reply.value().contains(QStringLiteral("body-markup"));
        const QList<Notice> waiting = std::exchange(m_waiting, {});
        for (const Notice& n : waiting)
            send(n);
    });
}

void DesktopNotifier::failAll()
{
    m_available = false;
    const QList<Notice> waiting = std::exchange(m_waiting, {});
    for (const Notice& n : waiting)
        Q_EMIT undelivered(n.title, n.text, n.link);
}

void DesktopNotifier::notify(const QString& title, const QString& text, const QString& link)
{
    const Notice notice{bounded(title), bounded(text), link};
    if (m_available == false) {
        Q_EMIT undelivered(notice.title, notice.text, notice.link);
    } else if (!m_available) {
        if (m_waiting.size() >= kMaxWaiting) m_waiting.removeFirst(); // said in the message log anyway
        m_waiting.append(notice);
    } else {
        send(notice);
    }
}

void DesktopNotifier::send(const Notice& notice)
{
    // The specification lets a service read the body as markup: an agent's
    // "<b>" or "&amp;" is shown as written, never interpreted.
    const QString body = m_markup ? notice.text.toHtmlEscaped() : notice.text;
    const QStringList actions{QStringLiteral("default"), tr("Open"), QStringLiteral("open"), tr("Open")};
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("dev.sealdesk.SealDesk"));
    hints.insert(QStringLiteral("category"), QStringLiteral("x-sealdesk.alert"));
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    call << tr("Seal Desk") << uint(0) << QStringLiteral("dev.sealdesk.SealDesk") << notice.title << body
         << actions << hints << int(-1);
    auto* watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, notice](QDBusPendingCallWatcher* w) {
        w->deleteLater();
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isError()) {
            Q_EMIT undelivered(notice.title, notice.text, notice.link);
            return;
        }
        if (m_links.size() >= kMaxRemembered) m_links.erase(m_links.begin());
        m_links.insert(reply.value(), notice.link);
        Q_EMIT delivered(reply.value(), notice.title, notice.text);
    });
}

void DesktopNotifier::onActionInvoked(uint id, const QString& action)
{
    const auto it = m_links.constFind(id);
    if (it == m_links.constEnd()) return; // another application's notice, or one long gone
    if (action == QLatin1String("default") || action == QLatin1String("open")) Q_EMIT openRequested(*it);
}

void DesktopNotifier::onClosed(uint id, uint reason)
{
    Q_UNUSED(reason);
    m_links.remove(id);
}

} // namespace seal
