// One connection of the console: the StoreClient and the MainWindow over it,
// with the menus around the pages (Connection ▸ Connect…, Read-only; Demo ▸
// Act as… in demo mode; the window's Edit ▸ Preferences… opens the settings)
// and what reaches the person outside the window: desktop notifications
// (each with an Open action that selects its item), the tray icon with the
// count waiting for this role's vote, and sealdesk:// links. reconnect() tears both down and builds new ones
// (the pages through the PageBuilder), keeping the window's geometry and current page.
#pragma once

#include "models/alert_feed.hpp"
#include "models/services/settings.hpp"
#include "views/main_window.hpp"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>
#include <string>

class QActionGroup;
class QSystemTrayIcon;

namespace seal {

class DemoMode;
class DesktopNotifier;
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
    const AlertFeed* alerts() const { return m_alerts.get(); }
    const ConnectionProfile& profile() const { return m_profile; }

    // Demo mode: the identities Demo ▸ Act as… offers, and who is acting now.
    void setDemoIdentities(const QList<DemoIdentity>& identities, const QString& current);
    // The running demo, for Demo ▸ Pause and Speed (the menu shows them while
    // it is set). On the demo server the provider witness is the demo's own
    // provider; elsewhere it is the user's again (the one this call found).
    void setDemoMode(DemoMode* demo);
    // Reconnects as a demo identity; false for an unknown name.
    bool actAs(const QString& name);
    QString actingAs() const { return m_actingAs; }
    // Whether the current connection is the demo server's (one of the demo
    // identities' DSNs): the Demo menu and badge are shown exactly then.
    bool onDemoServer() const;

    void openConnectionDialog();
    void openSettingsDialog();
    void openKeysDialog();
    // Applies the settings that act on a running session (refresh interval).
    void applySettings();
    // A sealdesk:// link: the window comes up with its item selected. Empty
    // when opened, else why not.
    QString openLink(const QString& link);
    // Whether this role acts on an alert of core's `kind` (approvers on
    // requests; operators on holds, divergences, breaches and the chain):
    // only those become desktop notifications; the rest go to the message log.
    bool actsOn(const QString& kind) const;
    // The tray's tooltip (and its badge's number): what waits for this role.
    QString trayToolTip() const;

Q_SIGNALS:
    void windowBuilt(seal::MainWindow* window);
    // A desktop notification (or status bar message) was shown.
    void notified(const QString& title, const QString& text);

private Q_SLOTS:
    void notifyApprovals(const QStringList& ids, const QString& summary);
    void notifyAlerts(const QList<seal::AlertNotice>& notices);

private:
    void buildMenus();
    void addDemoControls(QMenu* demo);
    void chooseWitness();
    void watchApprovals();
    void watchAlerts();
    // A desktop notification whose Open shows `link`; where the desktop has
    // no notification service, the tray's balloon, else the status bar.
    void showNotice(const QString& title, const QString& text, const QString& link);
    void showFallbackNotice(const QString& title, const QString& text, const QString& link);
    void updateTray(qint64 waiting);
    // The window shown, raised and active (a notification's Open, the tray).
    void bringUp();
    void reconnectLater(const QString& dsn, const ConnectionProfile& profile, const QString& readDsn);

    Settings& m_settings;
    PageBuilder m_pages;
    std::unique_ptr<StoreClient> m_store;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<AlertFeed> m_alerts; // reads through m_store: reset before it
    ConnectionProfile m_profile;
    QList<DemoIdentity> m_demo;      // kept while the demo server runs, across reconnects
    QPointer<DemoMode> m_demoMode;
    std::optional<std::string> m_ownWitnessUrl; // the user's, while the demo's provider answers
    std::optional<std::string> m_ownWitnessKey;
    ConnectionProfile m_demoProfile; // the badge a demo connection shows
    QString m_dsn;                   // of the current connection
    QString m_actingAs;
    QString m_notice; // said in the new window's status bar once it is built
    QSystemTrayIcon* m_tray = nullptr;
    DesktopNotifier* m_notifier = nullptr;
    QString m_noticeLink; // what a click on the tray's balloon opens
};

} // namespace seal
