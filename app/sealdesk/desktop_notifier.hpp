// Desktop notifications through the desktop's own notification service
// (org.freedesktop.Notifications on the session bus: GNOME, KDE, XFCE, dunst,
// mako …), each with an Open action that brings its item up (issue 27 item 2).
// QSystemTrayIcon::showMessage has no actions and, without a tray, nothing at
// all; this is what the desktop offers every application instead.
//
// Nothing waits on the bus: the service's capabilities are asked once,
// asynchronously, and notices sent before the answer wait for it (a few at
// most). A notice the service cannot take (no session bus, no service, an
// error) is handed back through undelivered() so that the caller can show it
// some other way; nothing is lost.
#pragma once

#include <QDBusConnection>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <optional>

namespace seal {

class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    explicit DesktopNotifier(QObject* parent = nullptr);
    ~DesktopNotifier() override;

    // Sends a notice whose Open action (or a click on it) asks for `link`.
    // `title` and `text` are plain text: markup is escaped for a service that
    // would read it.
    void notify(const QString& title, const QString& text, const QString& link);
    // Whether the service answered (nullopt: not known yet).
    std::optional<bool> available() const { return m_available; }

Q_SIGNALS:
    void openRequested(const QString& link);
    // The service took the notice: its id there.
    void delivered(uint id, const QString& title, const QString& text);
    void undelivered(const QString& title, const QString& text, const QString& link);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString& action);
    void onClosed(uint id, uint reason);

private:
    struct Notice
    {
        QString title;
        QString text;
        QString link;
    };
    void askCapabilities();
    void send(const Notice& notice);
    void failAll();

    QDBusConnection m_bus;
    std::optional<bool> m_available;
    bool m_markup = true; // until the service says otherwise, escape
    QList<Notice> m_waiting;
    QHash<uint, QString> m_links; // notice id → link, while the notice may still be clicked
};

} // namespace seal
