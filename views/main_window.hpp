// The console's window: a sidebar of pages, the page on show, and a status
// bar saying who you are, which server, and when data was last refreshed.
// MainWindow only arranges pages; each page is its own class.
#pragma once

#include <QMainWindow>
#include <utility>
#include <vector>
#include <optional>

class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;
class QToolButton;
class QColor;
class QDragEnterEvent;
class QDropEvent;

namespace seal {

class ConsolePage;
class EnvironmentBanner;
class MessageLog;
class OfflineBanner;
class StoreClient;
struct StoreIdentity;
struct ReadSource;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(StoreClient* store, QWidget* parent = nullptr);

    // Adds the page of the page table's row `id` at its place, with the
    // row's title, icon and shortcut (the window takes ownership).
    void addPage(const QString& id, ConsolePage* page);
    // The same with a title and icon of the caller's (tests); a page the
    // table does not have goes after those it has, with no shortcut.
    void addPage(const QString& id, const QString& title, const QIcon& icon, ConsolePage* page);
    void showPage(const QString& id);
    ConsolePage* page(const QString& id) const; // nullptr when not added
    ConsolePage* currentPage() const;
    QString currentPageId() const; // empty when none

    // The connection profile's environment: label (and colour) in the title
    // and a status bar chip; a production session also gets the red banner.
    // An empty label and no production flag clear both.
    void setEnvironment(const QString& label, const QColor& colour, bool production);
    // Requests waiting for this role's vote: in the Approvals entry of the
    // sidebar and in the window title (none: neither says anything).
    void setWaitingForMe(qint64 count);
    // Dual control's changes proposed by others, pending: the Changes page's sidebar entry counts them.
    void setChangesWaiting(qint64 count);

    // File menu (main_window_evidence.cpp): a portable receipt's verdict
    // (Ctrl+O, or drop a .json file on the window) and the range report.
    void openReceipt(const QString& path = {});
    void openReport();
    // View ▸ Intent story… (Ctrl+I): the inspector for `intent`, or for the
    // intent of the row selected on the page shown (asked for when none).
    void showIntentStory(const QString& intent = {});
    // Help menu (main_window_help.cpp): About, the README's guides for each
    // reader, and every shortcut the window has.
    void showAbout();
    void showDocumentation();
    void showShortcuts();
    // Keeps `message` whole in View ▸ Message log without showing it in the status bar.
    void logMessage(const QString& message);
    // A sealdesk:// link (main_window_links.cpp): shows its page and selects
    // the item (an intent link opens its story). Empty when it was opened,
    // else why not, which the status bar also says.
    QString openLink(const QString& link);
    qint64 waitingForMe() const { return m_waitingForMe; }

Q_SIGNALS:
    // The count setWaitingForMe() was given changed (the tray shows it too).
    void waitingForMeChanged(qint64 count);
    // Edit ▸ Preferences… was chosen: the session owns the settings and opens them.
    void preferencesRequested();
    // File ▸ Signing keys… was chosen: the session (which knows the profile) opens them.
    void signingKeysRequested();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // A page's sidebar entry as "Title (count)", or its title alone when the count is 0.
    void showCountInSidebar(const QString& id, qint64 count);
    void buildFileMenu();
    void buildEditMenu();
    void buildHelpMenu();
    void buildMenus();
    void buildStatusBar();
    void showIdentity(const StoreIdentity& identity);
    void showClockSkew(std::optional<double> offset);
    void showConnectionLost(const QString& message);
    void showRefreshed();
    void showReadSource(const ReadSource& source);
    void showOnline(bool online);
    void updateZoneToggle();
    void updateTitle();

    StoreClient* m_store;
    QListWidget* m_sidebar = nullptr;
    QStackedWidget* m_stack = nullptr;
    QMenu* m_goMenu = nullptr;
    std::vector<std::pair<QString, ConsolePage*>> m_pages; // by id, as added
    QLabel* m_identity = nullptr;
    QLabel* m_server = nullptr;
    QLabel* m_refreshed = nullptr;
    QLabel* m_readSource = nullptr;
    QLabel* m_clockSkew = nullptr; // this computer's clock is off the store's
    QToolButton* m_zone = nullptr;
    QLabel* m_currencyHint = nullptr;
    EnvironmentBanner* m_banner = nullptr;
    OfflineBanner* m_offline = nullptr;
    QLabel* m_environment = nullptr;
    MessageLog* m_messageLog = nullptr;
    QToolButton* m_messageCount = nullptr;
    QString m_environmentTitle; // the environment's label, or empty
    qint64 m_waitingForMe = 0;
};

} // namespace seal
