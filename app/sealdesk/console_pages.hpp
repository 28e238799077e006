// The console's pages, each at its fixed place in the sidebar with its title
// and icon: what sealdesk builds for every connection (Session's PageBuilder),
// shared with the tests so that they see the same titles the user does.
#pragma once

namespace seal {

class MainWindow;
class StoreClient;

void addConsolePages(MainWindow& window, StoreClient& store);

} // namespace seal
