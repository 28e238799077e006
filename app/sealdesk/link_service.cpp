#include "app/sealdesk/link_service.hpp"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusReply>

namespace seal {
namespace {

const QString kObjectPath = QStringLiteral("/dev/sealdesk/SealDesk");
constexpr int kForwardTimeoutMs = 5'000;

} // namespace

LinkService::LinkService(QObject* parent) : QObject(parent) {}

LinkService::~LinkService()
{
    if (!m_registered) return;
    QDBusConnection bus = QDBusConnection::sessionBus();
    bus.unregisterObject(kObjectPath);
    bus.unregisterService(QLatin1String(kLinkServiceName));
}

bool LinkService::registerOnSessionBus()
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) return false;
    if (!bus.registerObject(kObjectPath, this, QDBusConnection::ExportScriptableSlots)) return false;
    if (!bus.registerService(QLatin1String(kLinkServiceName))) { // another console has it
        bus.unregisterObject(kObjectPath);
        return false;
    }
    m_registered = true;
    return true;
}

QString LinkService::Open(const QString& link)
{
    QString problem = tr("no console window takes links yet");
    Q_EMIT openRequested(link, &problem);
    return problem;
}

bool LinkService::forward(const QString& link, QString* why)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        *why = tr("no desktop session bus");
        return false;
    }
    // Before any window exists: a plain call with its own timeout is fine here.
    QDBusMessage call =
        QDBusMessage::createMethodCall(QLatin1String(kLinkServiceName), kObjectPath,
                                       QLatin1String(kLinkServiceName), QStringLiteral("Open"));
    call << link;
    const QDBusReply<QString> reply = bus.call(call, QDBus::Block, kForwardTimeoutMs);
    if (!reply.isValid()) {
        *why = reply.error().message();
        return false;
    }
    *why = reply.value();
    return true; // taken; *why says when the running console could not open it
}

} // namespace seal
