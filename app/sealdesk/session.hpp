// One connection of the console: the StoreClient and the MainWindow over it,
// with the menus around the pages (Connection ▸ Connect…, Read-only; Demo ▸
// Act as… in demo mode; the window's Edit ▸ Preferences… opens the settings)
// and the desktop notification for
// new approvals. reconnect() tears both down and builds new ones (the pages
// through the PageBuilder), keeping the window's geometry and current page.
#pragma once

#include "alert_feed.hpp"
#include "main_window.hpp"
#include "settings.hpp"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

class QActionGroup;
class QSystemTrayIcon;

namespace seal {

class StoreClient;

class Session : public QObject
{
    Q_OBJECT
public:
    using PageBuilder = std::function<void(MainWindow&, StoreClient&)>;

    // Someone the demo lets you be (Demo ▸ Act as…).
    struct DemoIdentity
    {
        QString name;
        QString kind; // approver | operator | maker
        QString dsn;
    };

    Session(Settings& settings, PageBuilder pages, QObject* parent = nullptr);
    ~Session() override;

    // Builds a new store connection and window for `dsn` (which may carry a
    // password: it is kept in memory only), reading from `readDsn` (a
    // standby) when it is given. The old window's geometry, visibility and
    // page carry over.
    void reconnect(const QString& dsn, const ConnectionProfile& profile, const QString& readDsn = {});

    StoreClient* store() const { return m_store.get(); }
    MainWindow* window() const { return m_window.get(); }
    const ConnectionProfile& profile() const { return m_profile; }

    // Demo mode: the identities Demo ▸ Act as… offers, and who is acting now.
    void setDemoIdentities(const QList<DemoIdentity>& identities, const QString& current);
    // Reconnects as a demo identity; false for an unknown name.
    bool actAs(const QString& name);
    QString actingAs() const { return m_actingAs; }
    // Whether the current connection is the demo server's (one of the demo
    // identities' DSNs): the Demo menu and badge are shown exactly then.
    bool onDemoServer() const;

    void openConnectionDialog();
    void openSettingsDialog();
    // Applies the settings that act on a running session (refresh interval).
    void applySettings();

Q_SIGNALS:
    void windowBuilt(seal::MainWindow* window);
    // A desktop notification (or status bar message) was shown.
    void notified(const QString& title, const QString& text);

private Q_SLOTS:
    void notifyApprovals(const QStringList& ids, const QString& summary);
    void notifyAlerts(const QList<seal::AlertNotice>& notices);

private:
    void buildMenus();
    void watchApprovals();
    void watchAlerts();
    // A desktop notification (the status bar where no tray exists); a click
    // on it shows `page`.
    void showNotice(const QString& title, const QString& text, PageSlot page);
    void reconnectLater(const QString& dsn, const ConnectionProfile& profile, const QString& readDsn);

    Settings& m_settings;
    PageBuilder m_pages;
    std::unique_ptr<StoreClient> m_store;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<AlertFeed> m_alerts; // reads through m_store: reset before it
    ConnectionProfile m_profile;
    QList<DemoIdentity> m_demo;      // kept while the demo server runs, across reconnects
    ConnectionProfile m_demoProfile; // the badge a demo connection shows
    QString m_dsn;                   // of the current connection
    QString m_actingAs;
    QString m_notice; // said in the new window's status bar once it is built
    QSystemTrayIcon* m_tray = nullptr;
    PageSlot m_noticePage = PageSlot::Approvals; // what a click on the notification shows
};

} // namespace seal
