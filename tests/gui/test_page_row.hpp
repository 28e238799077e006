// A page of the tests' own (test_page_row.cpp), added to the page table.
#pragma once

#include <QString>

namespace seal::test {

inline const QString kLedgerPageId = QStringLiteral("ledger");

// Appends the Ledger page to the page table, once per process.
void registerLedgerPage();

} // namespace seal::test
