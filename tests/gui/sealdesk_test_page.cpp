// The test build of sealdesk: app/sealdesk/main.cpp as it is, plus the
// Ledger page registered before main() runs, through the page table alone.
#include "tests/gui/test_page_row.hpp"

namespace {
const bool g_registered = [] {
    seal::test::registerLedgerPage();
    return true;
}();
} // namespace
