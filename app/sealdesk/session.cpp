#include "app/sealdesk/session.hpp"

#include "app/sealdesk/demo_mode.hpp"
#include "app/sealdesk/desktop_notifier.hpp"
#include "core/evidence/item_link.hpp"
#include "core/store/store.hpp"
#include "models/autonomy_model.hpp"
#include "models/chain_verification.hpp"
#include "models/services/secret_store.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/dialogs/connection_dialog.hpp"
#include "views/dialogs/keys_dialog.hpp"
#include "views/dialogs/settings_dialog.hpp"
#include "views/main_window.hpp"
#include "views/widgets/console_page.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace seal {
namespace {

constexpr int kNoticeMs = 15'000;

// The application's icon with the number waiting in a red badge (none: the icon as it is).
QIcon badgedIcon(const QIcon& base, qint64 count)
{
    if (count <= 0) return base;
    constexpr int kSide = 64;
    QPixmap pixmap = base.pixmap(kSide, kSide);
    if (pixmap.isNull()) {
        pixmap = QPixmap(kSide, kSide);
        pixmap.fill(Qt::transparent);
    }
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF badge(kSide * 0.38, 0, kSide * 0.62, kSide * 0.5);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xC6, 0x28, 0x28));
    p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(kSide * 0.36));
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(badge, Qt::AlignCenter, count > 99 ? QStringLiteral("99+") : QString::number(count));
    return QIcon(pixmap);
}

} // namespace

Session::Session(Settings& settings, PageBuilder pages, QObject* parent)
    : QObject(parent), m_settings(settings), m_pages(std::move(pages))
{
    setStoreTimeout(m_settings.effectiveStoreTimeout()); // before any worker connects; SEAL_TIMEOUT wins
    auto& time = DisplayTime::instance();
    time.setZone(m_settings.utc() ? DisplayTime::Zone::Utc : DisplayTime::Zone::Local);
    connect(&time, &DisplayTime::zoneChanged, this, [this] {
        m_settings.setUtc(DisplayTime::instance().zone() == DisplayTime::Zone::Utc);
        m_settings.sync();
    });
}

Session::~Session()
{
    if (m_window) {
        m_settings.setWindowGeometry(m_window->saveGeometry());
        m_settings.sync();
    }
    m_alerts.reset();
    m_window.reset(); // the pages hold the store: they go first
    m_store.reset();
}

void Session::reconnect(const QString& dsn, const ConnectionProfile& profile, const QString& readDsn)
{
    QByteArray geometry = m_settings.windowGeometry();
    bool visible = false;
    QString pageId;
    if (m_window) {
        geometry = m_window->saveGeometry();
        visible = m_window->isVisible();
        pageId = m_window->currentPageId();
    }
    m_alerts.reset();
    m_window.reset();
    m_store.reset();

    m_dsn = dsn;
    m_profile = profile;
    // The kernel's signing key(s) the chain panel counts against: SEAL_SIGNER_KEY wins, as with sealctl.
    const QByteArray envKeys = qgetenv("SEAL_SIGNER_KEY");
    const QString badKeys = ChainVerification::setPinnedSignerKeys(
        envKeys.isEmpty() ? profile.signerKeys : QString::fromUtf8(envKeys));
    if (!badKeys.isEmpty()) qWarning("%s", qPrintable(badKeys));
    if (onDemoServer()) {
        // Back on the demo server (Act as…, or Connection ▸ Connect… to it
        // again): its identity and its badge, whatever the profile said.
        for (const DemoIdentity& who : std::as_const(m_demo))
            if (who.dsn == dsn) m_actingAs = who.name;
        if (m_demoProfile.environment.isEmpty() && !profile.environment.isEmpty()) m_demoProfile = profile;
        m_profile.environment = m_demoProfile.environment;
        m_profile.environmentColour = m_demoProfile.environmentColour;
        m_profile.production = false;
        m_profile.currency = m_demoProfile.currency; // the demo's agents pay in euros
    } else {
        m_actingAs.clear();
    }
    MoneyFormat::instance().setProfileCurrency(currencySetting(m_profile)); // before the pages exist
    AutonomyModel::setGatewayEarnedAutonomy(gatewayModeOf(m_profile.gatewayEarnedAutonomy));
    m_store = std::make_unique<StoreClient>(dsn, readDsn);
    m_store->setReadOnly(profile.readOnly);
    m_window = std::make_unique<MainWindow>(m_store.get());
    m_pages(*m_window, *m_store);
    m_window->setEnvironment(m_profile.environment, QColor(m_profile.environmentColour),
                             m_profile.production);
    buildMenus();
    watchApprovals();
    watchAlerts();
    connect(m_window.get(), &MainWindow::waitingForMeChanged, this, &Session::updateTray);
    updateTray(0);
    applySettings();
    if (!geometry.isEmpty()) m_window->restoreGeometry(geometry);
    if (!pageId.isEmpty()) m_window->showPage(pageId);
    if (visible) m_window->show();
    if (!m_notice.isEmpty()) {
        // After the identity line, which clears the status bar's message.
        QStatusBar* bar = m_window->statusBar();
        bar->showMessage(m_notice, kNoticeMs);
        connect(
            m_store.get(), &StoreClient::connected, bar,
            [bar, notice = m_notice] { bar->showMessage(notice, kNoticeMs); }, Qt::SingleShotConnection);
        m_notice.clear();
    }
    Q_EMIT windowBuilt(m_window.get());
}

void Session::reconnectLater(const QString& dsn, const ConnectionProfile& profile, const QString& readDsn)
{
    // Menus and dialogs live in the window reconnect() deletes: let them return first.
    QTimer::singleShot(0, this, [this, dsn, profile, readDsn] { reconnect(dsn, profile, readDsn); });
}

void Session::applySettings()
{
    // Core reads it at each connect and transaction (thread-safe): the next read uses it.
    setStoreTimeout(m_settings.effectiveStoreTimeout());
    if (m_store) m_store->setRefreshInterval(m_settings.refreshSeconds() * 1000);
    if (m_alerts) {
        m_alerts->setExpiringWithin(m_settings.alertExpiringMinutes() * 60.0);
        // Alerts are looked for even with live refresh off: that is what they are for.
        m_alerts->start(std::max(2, m_settings.refreshSeconds() > 0 ? m_settings.refreshSeconds() : 5) *
                        1000);
    }
}

void Session::buildMenus()
{
    MainWindow& w = *m_window;
    auto* menu = new QMenu(tr("&Connection"), &w);
    menu->setObjectName(QStringLiteral("connectionMenu"));
    QAction* open = menu->addAction(tr("&Connect\u2026"));
    open->setObjectName(QStringLiteral("connectAction"));
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(open, &QAction::triggered, this, &Session::openConnectionDialog);
    QAction* readOnly = menu->addAction(tr("&Read-only"));
    readOnly->setObjectName(QStringLiteral("readOnlyAction"));
    readOnly->setCheckable(true);
    readOnly->setChecked(m_store->isReadOnly());
    readOnly->setToolTip(tr("Offer no writes in this session"));
    StoreClient* store = m_store.get();
    connect(readOnly, &QAction::toggled, store, &StoreClient::setReadOnly);
    connect(store, &StoreClient::readOnlyChanged, readOnly, &QAction::setChecked);
    // Edit ▸ Preferences… and File ▸ Quit are the window's; the settings are the session's.
    connect(&w, &MainWindow::preferencesRequested, this, &Session::openSettingsDialog);
    connect(&w, &MainWindow::signingKeysRequested, this, &Session::openKeysDialog);
    // After File and Edit, before View.
    const auto menuAction = [&w](const char* name) {
        auto* m = w.menuBar()->findChild<QMenu*>(QLatin1String(name));
        return m ? m->menuAction() : nullptr;
    };
    w.menuBar()->insertMenu(menuAction("viewMenu"), menu);

    chooseWitness();
    if (!onDemoServer()) return; // elsewhere now; shown again when back on the demo server
    auto* demo = new QMenu(tr("&Demo"), &w);
    demo->setObjectName(QStringLiteral("demoMenu"));
    w.menuBar()->insertMenu(menuAction("helpMenu"), demo); // Help stays last
    QMenu* actAsMenu = demo->addMenu(tr("&Act as\u2026"));
    actAsMenu->setObjectName(QStringLiteral("actAsMenu"));
    actAsMenu->setToolTipsVisible(true);
    auto* group = new QActionGroup(actAsMenu);
    for (const DemoIdentity& who : std::as_const(m_demo)) {
        const QString kind = who.kind == QLatin1String("operator")
                                 ? tr("operator: sets policy, revokes, settles")
                             : who.kind == QLatin1String("maker")
                                 ? tr("maker: made pending requests, sees its own vote refused")
                                 : tr("approver: votes on approvals");
        QAction* a = actAsMenu->addAction(tr("%1 (%2)").arg(who.name, kind));
        a->setObjectName(QStringLiteral("actAs_") + who.name);
        a->setCheckable(true);
        a->setChecked(who.name == m_actingAs);
        group->addAction(a);
        const QString name = who.name;
        connect(a, &QAction::triggered, this, [this, name] {
            if (name == m_actingAs) return;
            QTimer::singleShot(0, this, [this, name] { actAs(name); });
        });
    }
    addDemoControls(demo);
}

// Demo ▸ Pause the simulated agents, their speed, and where the demo's
// provider listens (what sweep, Witness… and settle ask).
void Session::addDemoControls(QMenu* demo)
{
    if (!m_demoMode) return;
    demo->addSeparator();
    QAction* pause = demo->addAction(tr("&Pause the simulated agents"));
    pause->setObjectName(QStringLiteral("demoPauseAction"));
    pause->setCheckable(true);
    pause->setChecked(m_demoMode->isPaused());
    pause->setToolTip(tr("The agents write nothing until this is unticked; the store and the console stay up."));
    connect(pause, &QAction::toggled, m_demoMode.data(), &DemoMode::setPaused);
    connect(m_demoMode.data(), &DemoMode::pausedChanged, pause, [this, pause](bool paused) {
        pause->setChecked(paused);
        if (m_window)
            m_window->statusBar()->showMessage(paused ? tr("Demo paused: the simulated agents write nothing until "
                                                           "Demo \u25B8 Pause is unticked.")
                                                      : tr("Demo resumed: the simulated agents are at work again."));
    });
    QMenu* speedMenu = demo->addMenu(tr("Agents' &speed"));
    speedMenu->setObjectName(QStringLiteral("demoSpeedMenu"));
    auto* speeds = new QActionGroup(speedMenu);
    const struct
    {
        const char* name;
        QString label;
        double factor;
    } choices[] = {{"slow", tr("&Slow (a quarter as often)"), 0.25},
                   {"normal", tr("&Normal"), 1.0},
                   {"fast", tr("&Fast (four times as often)"), 4.0}};
    for (const auto& c : choices) {
        QAction* a = speedMenu->addAction(c.label);
        a->setObjectName(QStringLiteral("demoSpeed_") + QLatin1String(c.name));
        a->setCheckable(true);
        a->setChecked(qFuzzyCompare(m_demoMode->speed(), c.factor));
        speeds->addAction(a);
        connect(a, &QAction::triggered, m_demoMode.data(), [demoMode = m_demoMode, f = c.factor] {
            if (demoMode) demoMode->setSpeed(f);
        });
    }
    if (const DemoProvider* provider = m_demoMode->provider()) {
        QAction* where = demo->addAction(tr("Payment provider: %1").arg(QString::fromStdString(provider->url())));
        where->setObjectName(QStringLiteral("demoProviderInfo"));
        where->setEnabled(false);
        where->setToolTip(tr("The demo's own provider, a local HTTP server: Holds' Witness… and Settle, and "
                             "Autonomy's sweep ask it as they would ask a real one. It holds one charge "
                             "nobody admitted, for a sweep to find."));
    }
}

void Session::setDemoMode(DemoMode* demo)
{
    m_demoMode = demo;
    m_ownWitnessUrl = SessionKeys::witnessUrl();
    m_ownWitnessKey = SessionKeys::witnessKey();
}

void Session::chooseWitness()
{
    if (!m_demoMode) return;
    const DemoProvider* provider = onDemoServer() ? m_demoMode->provider() : nullptr;
    SessionKeys::setWitnessUrl(provider ? provider->url() : m_ownWitnessUrl);
    SessionKeys::setWitnessKey(provider ? provider->apiKey() : m_ownWitnessKey);
}

void Session::setDemoIdentities(const QList<DemoIdentity>& identities, const QString& current)
{
    m_demo = identities;
    m_actingAs = current;
}

bool Session::actAs(const QString& name)
{
    for (const DemoIdentity& who : std::as_const(m_demo)) {
        if (who.name != name) continue;
        m_actingAs = name;
        ConnectionProfile p = m_profile;
        p.user = name;
        m_notice = tr("Now acting as %1 (%2)").arg(name, who.kind);
        reconnect(who.dsn, p);
        return true;
    }
    return false;
}

bool Session::onDemoServer() const
{
    return !m_dsn.isEmpty() && std::any_of(m_demo.begin(), m_demo.end(),
                                           [this](const DemoIdentity& who) { return who.dsn == m_dsn; });
}

void Session::openConnectionDialog()
{
    auto* dialog = new ConnectionDialog(m_settings, m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!m_profile.name.isEmpty()) dialog->selectProfile(m_profile.name);
    connect(dialog, &ConnectionDialog::connectRequested, this,
            [this, dialog](const QString& dsn, const ConnectionProfile& profile) {
                m_notice = dialog->keychainMessage();
                // The demo identities stay while the demo server runs:
                // reconnect() shows the Demo menu whenever it is connected to it.
                reconnectLater(dsn, profile, dialog->readConnectionString());
            });
    dialog->open();
}

void Session::openKeysDialog()
{
    auto* dialog = new KeysDialog(m_store.get(), m_settings, m_profile, m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The dialog saved and applied them; the session's copy follows for the next reconnect.
    connect(dialog, &KeysDialog::pinnedKeysChanged, this,
            [this](const QString& signerKeys) { m_profile.signerKeys = signerKeys; });
    dialog->open();
}

void Session::openSettingsDialog()
{
    auto* dialog = new SettingsDialog(m_settings, m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::applied, this, &Session::applySettings);
    connect(dialog, &SettingsDialog::profilesRequested, this, [this, dialog] {
        dialog->reject();
        QTimer::singleShot(0, this, &Session::openConnectionDialog);
    });
    dialog->open();
}

// The Approvals page (another file) says when approvals arrive; connected by
// name so that the session does not depend on its header.
void Session::watchApprovals()
{
    ConsolePage* page = m_window->page(QStringLiteral("approvals"));
    if (!page || page->metaObject()->indexOfSignal("approvalsArrived(QStringList,QString)") < 0) return;
    connect(page, SIGNAL(approvalsArrived(QStringList, QString)), this,
            SLOT(notifyApprovals(QStringList, QString)));
}

void Session::notifyApprovals(const QStringList& ids, const QString& summary)
{
    if (!m_settings.notifications() || ids.isEmpty()) return;
    // The page says it in one sentence, count included, and only to a role
    // that may vote on them; the title only names what it is about. Open
    // selects the newest: the queue shows the others around it.
    showNotice(tr("Approvals waiting for your vote"), safeText(summary),
               QString::fromStdString(itemLink(ItemKind::Approval, ids.first().toStdString())));
}

void Session::watchAlerts()
{
    m_alerts = std::make_unique<AlertFeed>(m_store.get(), m_settings.alertExpiringMinutes() * 60.0);
    connect(m_alerts.get(), &AlertFeed::alerted, this, &Session::notifyAlerts);
}

bool Session::actsOn(const QString& kind) const
{
    const std::optional<StoreIdentity>& who = m_store ? m_store->identity() : std::optional<StoreIdentity>();
    if (!who) return true; // not known yet: told rather than lost
    if (kind == QLatin1String("approval_expiring")) return who->mayVote();
    return who->mayOperate();
}

void Session::notifyAlerts(const QList<AlertNotice>& all)
{
    // Every alert is kept whole in the window's message log; only what this
    // role may act on becomes a notification.
    QList<AlertNotice> notices;
    for (const AlertNotice& n : all) {
        if (m_settings.notifications() && actsOn(n.kind))
            notices << n;
        else if (m_window)
            m_window->logMessage(tr("%1: %2").arg(n.title, n.text));
    }
    if (notices.isEmpty()) return;
    if (notices.size() == 1) {
        showNotice(notices.first().title, notices.first().text, notices.first().link);
        return;
    }
    constexpr int kNamed = 3;
    QStringList lines;
    for (int i = 0; i < std::min<int>(kNamed, notices.size()); ++i)
        lines << tr("%1: %2").arg(notices[i].title, notices[i].text);
    if (notices.size() > kNamed)
        lines << tr("and %n more", nullptr, pluralCount(static_cast<qint64>(notices.size()) - kNamed));
    for (int i = kNamed; i < notices.size(); ++i)
        if (m_window) m_window->logMessage(tr("%1: %2").arg(notices[i].title, notices[i].text));
    showNotice(tr("%n new alert(s)", nullptr, pluralCount(static_cast<qint64>(notices.size()))),
               lines.join(QStringLiteral("; ")), notices.first().link);
}

void Session::showNotice(const QString& title, const QString& text, const QString& link)
{
    if (!m_notifier) {
        m_notifier = new DesktopNotifier(this);
        connect(m_notifier, &DesktopNotifier::openRequested, this, [this](const QString& l) { openLink(l); });
        connect(m_notifier, &DesktopNotifier::undelivered, this, &Session::showFallbackNotice);
        connect(m_notifier, &DesktopNotifier::delivered, this,
                [this](uint, const QString& t, const QString& x) {
                    if (m_window) m_window->logMessage(x.isEmpty() ? t : tr("%1: %2").arg(t, x));
                });
    }
    m_notifier->notify(title, text, link);
    Q_EMIT notified(title, text);
}

void Session::showFallbackNotice(const QString& title, const QString& text, const QString& link)
{
    m_noticeLink = link;
    if (m_tray) {
        m_tray->showMessage(title, text, QSystemTrayIcon::Information);
        if (m_window) m_window->logMessage(text.isEmpty() ? title : tr("%1: %2").arg(title, text));
    } else if (m_window) {
        // The status bar keeps one line; the message log keeps them all.
        m_window->statusBar()->showMessage(text.isEmpty() ? title : text, kNoticeMs);
    }
}

QString Session::openLink(const QString& link)
{
    if (!m_window) return tr("no console window is open");
    const QString problem = m_window->openLink(link);
    bringUp();
    return problem;
}

void Session::bringUp()
{
    if (!m_window) return;
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

QString Session::trayToolTip() const
{
    const qint64 waiting = m_window ? m_window->waitingForMe() : 0;
    if (waiting <= 0) return tr("Seal Desk");
    return tr("Seal Desk \u2014 %n waiting for your vote", nullptr, pluralCount(waiting));
}

void Session::updateTray(qint64 waiting)
{
    if (!QSystemTrayIcon::isSystemTrayAvailable()) return;
    if (!m_tray) {
        m_tray = new QSystemTrayIcon(this);
        auto* menu = new QMenu; // the tray owns no widgets: deleted with the session below
        menu->setObjectName(QStringLiteral("trayMenu"));
        connect(this, &QObject::destroyed, menu, &QObject::deleteLater);
        connect(menu->addAction(tr("Show Seal Desk")), &QAction::triggered, this, &Session::bringUp);
        connect(menu->addAction(tr("Approvals waiting for my vote")), &QAction::triggered, this, [this] {
            if (m_window) m_window->showPage(QStringLiteral("approvals"));
            bringUp();
        });
        m_tray->setContextMenu(menu);
        connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason why) {
            if (why != QSystemTrayIcon::Trigger || !m_window) return;
            m_window->setVisible(!m_window->isVisible() || m_window->isMinimized());
            if (m_window->isVisible()) m_window->activateWindow();
        });
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_noticeLink.isEmpty()) openLink(m_noticeLink);
        });
    }
    m_tray->setIcon(badgedIcon(QApplication::windowIcon(), waiting));
    m_tray->setToolTip(trayToolTip());
    m_tray->show();
}

} // namespace seal
