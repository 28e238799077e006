#include "views/main_window.hpp"

#include "core/base/clock.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/dialogs/intent_story_dialog.hpp"
#include "views/dialogs/witness_dialog.hpp"
#include "views/page_table.hpp"
#include "views/widgets/console_page.hpp"
#include "views/widgets/environment_banner.hpp"
#include "views/widgets/message_log.hpp"
#include "views/widgets/offline_banner.hpp"
#include "views/widgets/plain_label.hpp"

#include <QAction>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeySequence>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QPalette>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <cmath>

namespace seal {
namespace {

constexpr int kPageIdRole = Qt::UserRole + 1;

// Where the page table puts `id`: its row; pages the table lacks go after.
int placeOf(const QString& id)
{
    const auto& table = pageTable();
    for (size_t i = 0; i < table.size(); ++i)
        if (table[i].id == id) return static_cast<int>(i);
    return INT_MAX;
}

} // namespace

MainWindow::MainWindow(StoreClient* store, QWidget* parent) : QMainWindow(parent), m_store(store)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Seal Desk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/sealdesk.svg")));

    auto* central = new QWidget(this);
    m_banner = new EnvironmentBanner(central);
    m_banner->hide();
    m_offline = new OfflineBanner(store, central);
    auto* splitter = new QSplitter(Qt::Horizontal, central);
    m_sidebar = new QListWidget(splitter);
    m_sidebar->setObjectName(QStringLiteral("pageList"));
    m_sidebar->setAccessibleName(tr("Pages"));
    m_sidebar->setIconSize(QSize(20, 20));
    m_sidebar->setMaximumWidth(220);
    m_stack = new QStackedWidget(splitter);
    m_stack->setObjectName(QStringLiteral("pageStack"));
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({150, 1130});
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_banner);
    column->addWidget(m_offline);
    column->addWidget(splitter, 1);
    setCentralWidget(central);
    connect(m_sidebar, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    // The page on screen reads first; the others load behind it.
    connect(m_stack, &QStackedWidget::currentChanged, this,
            [this] { m_store->setForeground(m_stack->currentWidget()); });

    // Before the menus (View ▸ Message log) and the status bar (it follows its messages).
    m_messageLog = new MessageLog(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_messageLog);
    m_messageLog->hide();
    buildMenus();
    buildStatusBar();
    connect(m_store, &StoreClient::connected, this, &MainWindow::showIdentity);
    connect(m_store, &StoreClient::connectionLost, this, &MainWindow::showConnectionLost);
    connect(m_store, &StoreClient::refreshed, this, &MainWindow::showRefreshed);
    connect(m_store, &StoreClient::onlineChanged, this, &MainWindow::showOnline);
    connect(m_store, &StoreClient::readSourceChanged, this, &MainWindow::showReadSource);
    connect(m_store, &StoreClient::serverChanged, this, [this](const QString& before, const QString& now) {
        statusBar()->showMessage(tr("Reconnected to %1, another server than before (%2): a failover. Every page was read afresh.")
                                     .arg(safeText(now), safeText(before)));
    });
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, [this] {
        updateZoneToggle();
        showRefreshed();
    });
    if (m_store->identity()) showIdentity(*m_store->identity());
    resize(1280, 800);
}

void MainWindow::buildMenus()
{
    buildFileMenu();
    buildEditMenu();
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    QAction* refresh = view->addAction(tr("&Refresh"));
    refresh->setObjectName(QStringLiteral("refreshAction"));
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QAction::triggered, this, [this] {
        if (ConsolePage* p = currentPage()) p->refresh();
    });
    QAction* utc = view->addAction(tr("Times in &UTC"));
    utc->setObjectName(QStringLiteral("utcAction"));
    utc->setCheckable(true);
    utc->setChecked(DisplayTime::instance().zone() == DisplayTime::Zone::Utc);
    connect(utc, &QAction::toggled, this, [](bool on) {
        DisplayTime::instance().setZone(on ? DisplayTime::Zone::Utc : DisplayTime::Zone::Local);
    });
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, utc,
            [utc] { utc->setChecked(DisplayTime::instance().zone() == DisplayTime::Zone::Utc); });
    QAction* story = view->addAction(tr("&Intent story…"));
    story->setObjectName(QStringLiteral("intentStoryAction"));
    story->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    story->setToolTip(tr("Everything the store knows about the selected row's intent, in time order"));
    connect(story, &QAction::triggered, this, [this] { showIntentStory(); });
    QAction* log = m_messageLog->toggleViewAction();
    log->setText(tr("&Message log"));
    log->setObjectName(QStringLiteral("messageLogAction"));
    log->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    log->setToolTip(tr("Every message the status bar has shown, whole, with its time"));
    view->addAction(log);
    m_goMenu = menuBar()->addMenu(tr("&Go"));
    m_goMenu->setObjectName(QStringLiteral("goMenu"));
    buildHelpMenu();
}

void MainWindow::logMessage(const QString& message)
{
    m_messageLog->append(message);
}

void MainWindow::showIntentStory(const QString& intent)
{
    QString which = intent;
    if (which.isEmpty() && currentPage()) which = currentPage()->currentIntent();
    if (which.isEmpty()) {
        // Nothing selected: ask, without a nested event loop.
        auto* ask = new QInputDialog(this);
        ask->setObjectName(QStringLiteral("intentStoryAsk"));
        ask->setAttribute(Qt::WA_DeleteOnClose);
        ask->setWindowTitle(tr("Intent story"));
        ask->setLabelText(tr("The intent's id (or approval:ID for an approval request's intent):"));
        connect(ask, &QInputDialog::textValueSelected, this, [this](const QString& text) {
            if (!text.trimmed().isEmpty()) showIntentStory(text.trimmed());
        });
        ask->open();
        return;
    }
    auto* dialog = new IntentStoryDialog(m_store, which, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &IntentStoryDialog::witnessRequested, this, [this, dialog](const QString& asked) {
        // The certificates page tells the write's outcome (its status line, its outcome box).
        ConsolePage* reporter = page(QStringLiteral("certificates")) ? page(QStringLiteral("certificates")) : currentPage();
        if (!reporter) return;
        auto* witness = new WitnessDialog(reporter, m_store, asked, dialog);
        witness->setAttribute(Qt::WA_DeleteOnClose);
        connect(witness, &WitnessDialog::recorded, dialog, [this, dialog] {
            m_store->checkForChanges();
            dialog->reload();
        });
        witness->open();
    });
    dialog->show();
}

void MainWindow::buildStatusBar()
{
    m_identity = plainLabel(tr("Connecting\u2026"), this, QStringLiteral("identityLabel"));
    m_server = plainLabel(QString(), this, QStringLiteral("serverLabel"));
    m_refreshed = plainLabel(tr("Not refreshed yet"), this, QStringLiteral("refreshedLabel"));
    m_readSource = plainLabel(QString(), this, QStringLiteral("readSourceLabel"));
    m_readSource->hide();
    m_clockSkew = plainLabel(QString(), this, QStringLiteral("clockSkewLabel"));
    m_clockSkew->hide();
    m_environment = plainLabel(QString(), this, QStringLiteral("environmentChip"));
    m_environment->setAutoFillBackground(true);
    m_environment->setContentsMargins(6, 0, 6, 0);
    m_environment->hide();
    m_zone = new QToolButton(this);
    m_zone->setObjectName(QStringLiteral("timeZoneToggle"));
    m_zone->setCheckable(true);
    m_zone->setAutoRaise(true);
    connect(m_zone, &QToolButton::clicked, this, [] {
        auto& time = DisplayTime::instance();
        time.setZone(time.zone() == DisplayTime::Zone::Utc ? DisplayTime::Zone::Local
                                                           : DisplayTime::Zone::Utc);
    });
    updateZoneToggle();
    // The store records no currency: while none is set, amounts are plain
    // numbers and this says so, rather than a guessed symbol.
    m_currencyHint = plainLabel(tr("Currency not set"), this, QStringLiteral("currencyHint"));
    m_currencyHint->setToolTip(tr("Amounts are shown as plain numbers: the store does not record a currency. "
                                  "Set one in the connection profile (Connection \u25B8 Connect\u2026) or "
                                  "start with --currency CODE."));
    const auto showCurrency = [this] { m_currencyHint->setVisible(!MoneyFormat::instance().currencySet()); };
    showCurrency();
    connect(&MoneyFormat::instance(), &MoneyFormat::changed, this, showCurrency);
    // The status bar cuts long messages and forgets them: the log keeps each whole.
    m_messageLog->follow(statusBar());
    m_messageCount = new QToolButton(this);
    m_messageCount->setObjectName(QStringLiteral("messageLogButton"));
    m_messageCount->setAutoRaise(true);
    m_messageCount->setCheckable(true);
    m_messageCount->setText(tr("Messages"));
    m_messageCount->setToolTip(tr("Show every message the status bar has shown (Ctrl+Shift+M)"));
    connect(m_messageCount, &QToolButton::clicked, m_messageLog, &QDockWidget::setVisible);
    connect(m_messageLog->toggleViewAction(), &QAction::toggled, m_messageCount, &QToolButton::setChecked);
    connect(m_messageLog, &MessageLog::countChanged, this, [this](int n) {
        m_messageCount->setText(tr("Messages (%1)").arg(QLocale().toString(n)));
    });
    statusBar()->addPermanentWidget(m_messageCount);
    statusBar()->addPermanentWidget(m_currencyHint);
    statusBar()->addPermanentWidget(m_environment);
    statusBar()->addPermanentWidget(m_identity);
    statusBar()->addPermanentWidget(m_server);
    statusBar()->addPermanentWidget(m_readSource);
    statusBar()->addPermanentWidget(m_clockSkew);
    statusBar()->addPermanentWidget(m_refreshed);
    statusBar()->addPermanentWidget(m_zone);
}

void MainWindow::addPage(const QString& id, ConsolePage* page)
{
    const PageSpec* spec = findPage(id);
    Q_ASSERT(spec);
    addPage(spec->id, pageTitle(*spec), QIcon(spec->icon), page);
}

void MainWindow::addPage(const QString& id, const QString& title, const QIcon& icon, ConsolePage* page)
{
    Q_ASSERT(!this->page(id));
    const int place = placeOf(id);
    int row = 0;
    for (const auto& [added, unused] : m_pages)
        row += placeOf(added) <= place ? 1 : 0;
    m_pages.emplace_back(id, page);
    page->setWindowTitle(title); // where Help ▸ Keyboard shortcuts says a page's own shortcuts work
    auto* item = new QListWidgetItem(icon, title);
    item->setData(kPageIdRole, id);
    const PageSpec* spec = findPage(id);
    const int digit = spec ? spec->shortcut : -1;
    item->setToolTip(digit >= 0 ? tr("%1 (Ctrl+%2)").arg(title).arg(digit) : title);
    if (spec) item->setStatusTip(pageHelp(*spec));
    m_sidebar->insertItem(row, item);
    m_stack->insertWidget(row, page);
    connect(page, &ConsolePage::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 15'000); });
    connect(page, &ConsolePage::navigationRequested, this, [this](const QString& name, const QString& key) {
        if (name == QLatin1String("story")) { // not a page: the intent inspector
            showIntentStory(key);
            return;
        }
        ConsolePage* target = this->page(name);
        if (!target) return;
        showPage(name);
        if (!key.isEmpty()) target->showKey(key);
    });

    auto* go = new QAction(icon, title, this);
    go->setObjectName(QStringLiteral("goTo%1").arg(id));
    if (spec) go->setStatusTip(pageHelp(*spec));
    if (digit >= 0) go->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_0 + digit)));
    connect(go, &QAction::triggered, this, [this, id] { showPage(id); });
    addAction(go); // shortcuts work while the menu is closed
    const auto actions = m_goMenu->actions();
    m_goMenu->insertAction(row < actions.size() ? actions[row] : nullptr, go);
    if (m_sidebar->currentRow() < 0) m_sidebar->setCurrentRow(0);
}

void MainWindow::showPage(const QString& id)
{
    for (int row = 0; row < m_sidebar->count(); ++row) {
        if (m_sidebar->item(row)->data(kPageIdRole).toString().compare(id, Qt::CaseInsensitive) == 0) {
            m_sidebar->setCurrentRow(row);
            return;
        }
    }
}

ConsolePage* MainWindow::page(const QString& id) const
{
    for (const auto& [added, page] : m_pages)
        if (added.compare(id, Qt::CaseInsensitive) == 0) return page;
    return nullptr;
}

QString MainWindow::currentPageId() const
{
    for (const auto& [id, page] : m_pages)
        if (page == currentPage()) return id;
    return {};
}

ConsolePage* MainWindow::currentPage() const
{
    return qobject_cast<ConsolePage*>(m_stack->currentWidget());
}

void MainWindow::setEnvironment(const QString& label, const QColor& colour, bool production)
{
    QString shown = safeText(label);
    if (shown.isEmpty() && production) shown = tr("production");
    m_environmentTitle = shown;
    updateTitle();
    m_environment->setText(shown);
    m_environment->setToolTip(production ? tr("Environment %1: a production store").arg(shown)
                                         : tr("Environment %1").arg(shown));
    QPalette chip = statusBar()->palette();
    if (colour.isValid()) {
        chip.setColor(QPalette::Window, colour);
        chip.setColor(QPalette::WindowText, readableOn(colour));
    }
    m_environment->setPalette(chip);
    m_environment->setAutoFillBackground(colour.isValid());
    m_environment->setVisible(!shown.isEmpty());
    m_banner->setVisible(production);
}

void MainWindow::setWaitingForMe(qint64 count)
{
    if (count == m_waitingForMe) return;
    m_waitingForMe = count;
    showCountInSidebar(QStringLiteral("approvals"), count);
    updateTitle();
    Q_EMIT waitingForMeChanged(count);
}

void MainWindow::setChangesWaiting(qint64 count)
{
    showCountInSidebar(QStringLiteral("changes"), count);
}

void MainWindow::showCountInSidebar(const QString& id, qint64 count)
{
    for (int row = 0; row < m_sidebar->count(); ++row) {
        QListWidgetItem* item = m_sidebar->item(row);
        if (item->data(kPageIdRole).toString() != id) continue;
        const QString title = page(id)->windowTitle();
        item->setText(count > 0 ? tr("%1 (%2)").arg(title, QLocale().toString(count)) : title);
    }
}

void MainWindow::updateTitle()
{
    QString title = m_environmentTitle.isEmpty() ? tr("Seal Desk") : tr("Seal Desk \u2014 %1").arg(m_environmentTitle);
    if (m_waitingForMe > 0)
        title = tr("%1 \u2014 %n waiting for your vote", "", pluralCount(m_waitingForMe)).arg(title);
    setWindowTitle(title);
}

void MainWindow::showIdentity(const StoreIdentity& identity)
{
    QString rights;
    if (identity.mayVote() && identity.mayOperate())
        rights = tr("may vote and operate");
    else if (identity.mayVote())
        rights = tr("may vote; may not operate");
    else if (identity.mayOperate())
        rights = tr("may operate; may not vote");
    else
        rights = tr("read only: may not vote or operate");
    const QString role = safeText(identity.role);
    m_identity->setText(identity.superuser ? tr("Role %1 (superuser): %2").arg(role, rights)
                                           : tr("Role %1: %2").arg(role, rights));
    QStringList why;
    if (!identity.mayVote()) why << safeText(identity.whyNotVote);
    if (!identity.mayOperate()) why << safeText(identity.whyNotOperate);
    m_identity->setToolTip(why.join(QLatin1Char('\n')));
    m_server->setText(tr("Server %1").arg(safeText(identity.server)));
    showClockSkew(identity.clockOffset);
    statusBar()->clearMessage();
}

// Every time the console judges or records is the store's (issue 26); when
// this computer's clock is off by more than a few seconds, say by how much.
void MainWindow::showClockSkew(std::optional<double> offset)
{
    const bool off = offset && std::fabs(*offset) > kClockSkewWorthSaying;
    m_clockSkew->setVisible(off);
    if (!off) return;
    const qint64 s = std::llround(std::fabs(*offset));
    QString amount;
    if (s >= 3600)
        amount = tr("%1 h %2 min").arg(QLocale().toString(s / 3600), QLocale().toString(s % 3600 / 60));
    else if (s >= 60)
        amount = tr("%1 min %2 s").arg(QLocale().toString(s / 60), QLocale().toString(s % 60));
    else
        amount = tr("%1 s").arg(QLocale().toString(s));
    m_clockSkew->setText(*offset > 0 ? tr("This computer's clock is %1 behind the store's; times are the store's")
                                           .arg(amount)
                                     : tr("This computer's clock is %1 ahead of the store's; times are the store's")
                                           .arg(amount));
    m_clockSkew->setToolTip(tr("Expiry, leases and every time Seal Desk records are judged by the store's "
                               "clock, not this computer's."));
}

// Reads from a standby: which one, and how far it is behind the primary.
void MainWindow::showReadSource(const ReadSource& source)
{
    m_readSource->setVisible(source.standby);
    if (!source.standby) return;
    const QString server = safeText(source.server);
    QString text;
    if (!source.inRecovery) {
        text = tr("Reads from %1 (no longer a standby)").arg(server);
    } else {
        const QString bytes = source.lagBytes ? QLocale().formattedDataSize(*source.lagBytes)
                                              : tr("unknown (primary unreachable)");
        const QString seconds = source.lagSeconds ? tr("%1 s").arg(QLocale().toString(*source.lagSeconds, 'f', 1))
                                                  : tr("unknown");
        text = source.replayPaused ? tr("Reads from standby %1: behind by %2, %3 (replay paused)")
                                         .arg(server, bytes, seconds)
                                   : tr("Reads from standby %1: behind by %2, %3").arg(server, bytes, seconds);
    }
    m_readSource->setText(text);
    m_readSource->setToolTip(source.primary.isEmpty()
                                 ? tr("Writes go to the primary; it could not be asked just now.")
                                 : tr("Writes go to the primary %1.").arg(safeText(source.primary)));
}

void MainWindow::showConnectionLost(const QString& message)
{
    m_identity->setText(tr("Not connected"));
    m_identity->setToolTip(safeText(message));
    statusBar()->showMessage(safeText(message));
}

void MainWindow::showRefreshed()
{
    if (m_store->lastRefreshed() <= 0) return;
    const QString at = DisplayTime::instance().format(m_store->lastRefreshed());
    m_refreshed->setText(m_store->isOffline() ? tr("Stale: read %1").arg(at) : tr("Refreshed %1").arg(at));
}

// Back online every page reads again what it shows; offline the status bar
// marks the data stale (the banner says the rest).
void MainWindow::showOnline(bool online)
{
    showRefreshed();
    if (!online) return;
    statusBar()->showMessage(tr("The store is reachable again; every page was read afresh."), 15'000);
    for (const auto& [id, page] : m_pages)
        page->refresh();
}

void MainWindow::updateZoneToggle()
{
    const bool utc = DisplayTime::instance().zone() == DisplayTime::Zone::Utc;
    m_zone->setChecked(utc);
    m_zone->setText(utc ? tr("UTC") : tr("Local time"));
    m_zone->setToolTip(utc ? tr("Times are shown in UTC; click for local time")
                           : tr("Times are shown in local time; click for UTC"));
}

} // namespace seal
