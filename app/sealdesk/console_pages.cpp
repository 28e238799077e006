#include "app/sealdesk/console_pages.hpp"

#include "views/pages/approvals_page.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/pages/budgets_page.hpp"
#include "views/pages/changes_page.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/pages/divergences_page.hpp"
#include "views/pages/events_page.hpp"
#include "views/pages/holds_page.hpp"
#include "views/main_window.hpp"
#include "views/pages/mandates_page.hpp"
#include "views/pages/obligations_page.hpp"
#include "views/pages/overview_page.hpp"
#include "views/pages/sagas_page.hpp"

#include <QApplication>
#include <QIcon>

namespace seal {

// The titles keep the translation context "main" they had in main.cpp.
void addConsolePages(MainWindow& window, StoreClient& store)
{
    window.addPage(PageSlot::Overview, QApplication::translate("main", "Overview"),
                   QIcon(QStringLiteral(":/icons/overview.svg")), new OverviewPage(&store));
    auto* autonomy = new AutonomyPage(&store);
    window.addPage(PageSlot::Autonomy, QApplication::translate("main", "Autonomy"),
                   QIcon(QStringLiteral(":/icons/autonomy.svg")), autonomy);
    auto* approvals = new ApprovalsPage(&store);
    window.addPage(PageSlot::Approvals, QApplication::translate("main", "Approvals"),
                   QIcon(QStringLiteral(":/icons/approvals.svg")), approvals);
    QObject::connect(approvals, &ApprovalsPage::waitingChanged, &window, &MainWindow::setWaitingForMe);
    window.addPage(PageSlot::Holds, QApplication::translate("main", "Holds"),
                   QIcon(QStringLiteral(":/icons/holds.svg")), new HoldsPage(&store));
    window.addPage(PageSlot::Divergences, QApplication::translate("main", "Divergences"),
                   QIcon(QStringLiteral(":/icons/divergences.svg")), new DivergencesPage(&store));
    window.addPage(PageSlot::Certificates, QApplication::translate("main", "Certificates"),
                   QIcon(QStringLiteral(":/icons/certificates.svg")), new CertificatesPage(&store));
    window.addPage(PageSlot::Events, QApplication::translate("main", "Events"),
                   QIcon(QStringLiteral(":/icons/events.svg")), new EventsPage(&store));
    window.addPage(PageSlot::Budgets, QApplication::translate("main", "Budgets"),
                   QIcon(QStringLiteral(":/icons/budgets.svg")), new BudgetsPage(&store));
    window.addPage(PageSlot::Mandates, QApplication::translate("main", "Mandates"),
                   QIcon(QStringLiteral(":/icons/mandates.svg")), new MandatesPage(&store));
    window.addPage(PageSlot::Sagas, QApplication::translate("main", "Sagas"),
                   QIcon(QStringLiteral(":/icons/sagas.svg")), new SagasPage(&store));
    window.addPage(PageSlot::Obligations, QApplication::translate("main", "Obligations"),
                   QIcon(QStringLiteral(":/icons/obligations.svg")), new ObligationsPage(&store));
    auto* changes = new ChangesPage(&store);
    window.addPage(PageSlot::Changes, QApplication::translate("main", "Changes"),
                   QIcon(QStringLiteral(":/icons/changes.svg")), changes);
    QObject::connect(changes, &ChangesPage::waitingChanged, &window, &MainWindow::setChangesWaiting);
    // A held path's executions with an unknown outcome are settled on the Holds page.
    QObject::connect(autonomy, &AutonomyPage::holdsRequested, &window, [&window](const QString& intent) {
        window.showPage(PageSlot::Holds);
        window.page(PageSlot::Holds)->showKey(intent);
    });
}

} // namespace seal
