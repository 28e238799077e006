// The tables only some kernels create (SPEC-kernel.md §11-§14: budgets,
// mandates, sagas, obligations; TablePresence::Optional in tables.cpp): their
// readers answer "none" when a table is absent, where a missing core table
// (sealTables()) is an error. test_tables checks that every hasTable("...") in
// core names an optional table of the registry (or Seal Desk's own sealdesk_ ones).
#pragma once

#include "core/store/store.hpp"

#include <string>

namespace seal {

// Whether the store has this table (to_regclass: needs no privilege, creates nothing).
bool hasTable(Connection& conn, const std::string& table);

} // namespace seal
