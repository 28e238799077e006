// Links to one item (issue 27 item 2): `sealdesk --open sealdesk://approval/ID`,
// a desktop notification's Open, a link pasted from chat. Core parses the
// link (item_link.hpp); the window shows the page and lets it select the key,
// as a click on the page's own row would.
#include "core/evidence/item_link.hpp"
#include "models/text/safe_text.hpp"
#include "views/main_window.hpp"
#include "views/widgets/console_page.hpp"

#include <QStatusBar>

namespace seal {
namespace {

constexpr int kLinkMessageMs = 15'000;

// The page a link of `kind` opens.
QString pageOf(ItemKind kind)
{
    switch (kind) {
    case ItemKind::Approval:
        return QStringLiteral("approvals");
    case ItemKind::Hold:
        return QStringLiteral("holds");
    case ItemKind::Divergence:
        return QStringLiteral("divergences");
    case ItemKind::Obligation:
        return QStringLiteral("obligations");
    case ItemKind::Cert:
        return QStringLiteral("certificates");
    case ItemKind::Path:
        return QStringLiteral("autonomy");
    case ItemKind::Change:
        return QStringLiteral("changes");
    case ItemKind::Intent:
        break;
    }
    return QStringLiteral("overview");
}

} // namespace

QString MainWindow::openLink(const QString& link)
{
    std::string why;
    const std::optional<ItemLink> item = parseItemLink(link.trimmed().toStdString(), &why);
    QString problem;
    if (!item) {
        problem =
            tr("Cannot open the link %1: %2").arg(safeText(link.left(200)), QString::fromStdString(why));
    } else if (item->kind == ItemKind::Intent) {
        showIntentStory(QString::fromStdString(item->key));
        return {};
    } else if (ConsolePage* shown = page(pageOf(item->kind))) {
        showPage(pageOf(item->kind));
        shown->showKey(QString::fromStdString(item->key));
        return {};
    } else {
        problem =
            tr("Cannot open the link %1: this console has no page for it").arg(safeText(link.left(200)));
    }
    statusBar()->showMessage(problem, kLinkMessageMs);
    logMessage(problem);
    return problem;
}

} // namespace seal
