// The console's pages, one row each: everything the console says about a
// page is registered here and nowhere else. The sidebar and its order, the
// Go menu and its Ctrl+digit shortcuts, `--page NAME` and its help, links
// to a page, Help ▸ Keyboard shortcuts (read off the Go menu) and the man
// page's PAGES section (test_gui_help checks it against this table) all come
// from it. A new page is one row in page_table.cpp, its class and its icon.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace seal {

class ConsolePage;
class MainWindow;
class StoreClient;

struct PageSpec
{
    QString id;         // "certificates": --page NAME, the Go action's object name (goTocertificates)
    const char* title;  // English; shown as QApplication::translate("main", title)
    QString icon;       // a resource, ":/icons/certificates.svg"
    int shortcut = -1;  // the digit of Ctrl+digit (1…9, 0), or -1 for none
    const char* help;   // one sentence: what the page is for (context "main"), the man page's too
    std::function<ConsolePage*(StoreClient& store)> make;
    // Connections between the page and the window beyond what every page has
    // (a count in the sidebar, a page that opens another); may be empty.
    std::function<void(MainWindow& window, ConsolePage& page)> wire = {};
};

// The pages in the sidebar's order.
const std::vector<PageSpec>& pageTable();
// The row for `id` (case-insensitive, as --page takes it); nullptr for none.
const PageSpec* findPage(const QString& id);
// Every page's id, in order: "overview, autonomy, …" for --page's help and errors.
QStringList pageIds();
// The title and the help sentence as the user's language says them.
QString pageTitle(const PageSpec& spec);
QString pageHelp(const PageSpec& spec);

// Builds every page of the table for `store` and adds it to `window`: what
// sealdesk does for each connection (Session's PageBuilder), and the tests with it.
void addConsolePages(MainWindow& window, StoreClient& store);

// For tests: a page of their own appended to the table, as a page of the
// console is registered (nothing else names it).
void addPageForTesting(PageSpec spec);

} // namespace seal
