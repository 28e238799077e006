#include "views/page_table.hpp"

#include "views/main_window.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/pages/budgets_page.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/pages/changes_page.hpp"
#include "views/pages/divergences_page.hpp"
#include "views/pages/events_page.hpp"
#include "views/pages/holds_page.hpp"
#include "views/pages/mandates_page.hpp"
#include "views/pages/obligations_page.hpp"
#include "views/pages/overview_page.hpp"
#include "views/pages/sagas_page.hpp"

#include <QApplication>
#include <QIcon>

namespace seal {
namespace {

template <typename Page>
std::function<ConsolePage*(StoreClient&)> made()
{
    return [](StoreClient& store) -> ConsolePage* { return new Page(&store); };
}

// The rows, in the sidebar's order. A new page goes last, so the Ctrl+digit
// shortcuts people know keep their pages; titles and help sentences are
// translated in the context "main" the titles always had.
std::vector<PageSpec> builtInPages()
{
    return {
        {QStringLiteral("overview"), QT_TRANSLATE_NOOP("main", "Overview"), QStringLiteral(":/icons/overview.svg"), 1,
         QT_TRANSLATE_NOOP("main", "What the agents did lately, what waits for people, and whether the chain is intact."),
         made<OverviewPage>()},
        {QStringLiteral("autonomy"), QT_TRANSLATE_NOOP("main", "Autonomy"), QStringLiteral(":/icons/autonomy.svg"), 2,
         QT_TRANSLATE_NOOP("main", "Each payment path's autonomy level and why, with its levers: policy, thresholds, "
                                   "revoke."),
         made<AutonomyPage>(),
         [](MainWindow& window, ConsolePage& page) {
             // A held path's executions with an unknown outcome are settled on the Holds page.
             QObject::connect(static_cast<AutonomyPage*>(&page), &AutonomyPage::holdsRequested, &window,
                              [&window](const QString& intent) {
                                  window.showPage(QStringLiteral("holds"));
                                  window.page(QStringLiteral("holds"))->showKey(intent);
                              });
         }},
        {QStringLiteral("approvals"), QT_TRANSLATE_NOOP("main", "Approvals"), QStringLiteral(":/icons/approvals.svg"),
         3,
         QT_TRANSLATE_NOOP("main", "Requests waiting for maker-checker votes: amount, path, maker and the votes so "
                                   "far."),
         made<ApprovalsPage>(),
         [](MainWindow& window, ConsolePage& page) {
             QObject::connect(static_cast<ApprovalsPage*>(&page), &ApprovalsPage::waitingChanged, &window,
                              &MainWindow::setWaitingForMe);
         }},
        {QStringLiteral("holds"), QT_TRANSLATE_NOOP("main", "Holds"), QStringLiteral(":/icons/holds.svg"), 4,
         QT_TRANSLATE_NOOP("main", "Effects whose outcome is not known, held until someone settles them."),
         made<HoldsPage>()},
        {QStringLiteral("divergences"), QT_TRANSLATE_NOOP("main", "Divergences"),
         QStringLiteral(":/icons/divergences.svg"), 5,
         QT_TRANSLATE_NOOP("main", "Where the provider's ledger contradicts the chain, and the domains frozen for it."),
         made<DivergencesPage>()},
        {QStringLiteral("certificates"), QT_TRANSLATE_NOOP("main", "Certificates"),
         QStringLiteral(":/icons/certificates.svg"), 6,
         QT_TRANSLATE_NOOP("main", "The certificate chain, newest first: verify it and export receipts."),
         made<CertificatesPage>()},
        {QStringLiteral("events"), QT_TRANSLATE_NOOP("main", "Events"), QStringLiteral(":/icons/events.svg"), 7,
         QT_TRANSLATE_NOOP("main", "The kernel's event log, newest first."), made<EventsPage>()},
        {QStringLiteral("budgets"), QT_TRANSLATE_NOOP("main", "Budgets"), QStringLiteral(":/icons/budgets.svg"), 8,
         QT_TRANSLATE_NOOP("main", "Spending limits per window: spent, reserved and what remains."),
         made<BudgetsPage>()},
        {QStringLiteral("mandates"), QT_TRANSLATE_NOOP("main", "Mandates"), QStringLiteral(":/icons/mandates.svg"), 9,
         QT_TRANSLATE_NOOP("main", "The paths that need a mandate, and the mandates that allow agents to spend."),
         made<MandatesPage>()},
        {QStringLiteral("sagas"), QT_TRANSLATE_NOOP("main", "Sagas"), QStringLiteral(":/icons/sagas.svg"), 0,
         QT_TRANSLATE_NOOP("main", "Payments of several steps, with their children and the kernel's verdict."),
         made<SagasPage>()},
        {QStringLiteral("obligations"), QT_TRANSLATE_NOOP("main", "Obligations"),
         QStringLiteral(":/icons/obligations.svg"), -1,
         QT_TRANSLATE_NOOP("main", "What the kernel expects to happen by a deadline, and the breaches."),
         made<ObligationsPage>()},
        {QStringLiteral("changes"), QT_TRANSLATE_NOOP("main", "Changes"), QStringLiteral(":/icons/changes.svg"), -1,
         QT_TRANSLATE_NOOP("main", "Dual control: changes that loosen a control, proposed by one operator and "
                                   "waiting for a second."),
         made<ChangesPage>(),
         [](MainWindow& window, ConsolePage& page) {
             QObject::connect(static_cast<ChangesPage*>(&page), &ChangesPage::waitingChanged, &window,
                              &MainWindow::setChangesWaiting);
         }},
    };
}

std::vector<PageSpec>& table()
{
    static std::vector<PageSpec> pages = builtInPages();
    return pages;
}

} // namespace

const std::vector<PageSpec>& pageTable()
{
    return table();
}

const PageSpec* findPage(const QString& id)
{
    for (const PageSpec& spec : table())
        if (spec.id.compare(id, Qt::CaseInsensitive) == 0) return &spec;
    return nullptr;
}

QStringList pageIds()
{
    QStringList ids;
    for (const PageSpec& spec : table())
        ids << spec.id;
    return ids;
}

QString pageTitle(const PageSpec& spec)
{
    return QApplication::translate("main", spec.title);
}

QString pageHelp(const PageSpec& spec)
{
    return QApplication::translate("main", spec.help);
}

void addConsolePages(MainWindow& window, StoreClient& store)
{
    for (const PageSpec& spec : table()) {
        ConsolePage* page = spec.make(store);
        window.addPage(spec.id, page);
        if (spec.wire) spec.wire(window, *page);
    }
}

void addPageForTesting(PageSpec spec)
{
    table().push_back(std::move(spec));
}

} // namespace seal
