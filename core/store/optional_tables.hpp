// The tables only some kernels create (SPEC-kernel.md §11-§13: budgets,
// mandates, sagas): their readers answer "none" when a table is absent, where
// a missing core table (sealTables()) is an error.
#pragma once

#include "core/store/store.hpp"

#include <string>

namespace seal {

// Whether the store has this table (to_regclass: needs no privilege, creates nothing).
bool hasTable(Connection& conn, const std::string& table);

} // namespace seal
