// Creating an empty seal store: the exact v1 layout of the reference kernel
// (SPEC-kernel.md §1), statement for statement as pg_dump shows it in
// store-a.sql. Used ONLY by the demo server and by tests: reading a store
// never creates anything, and Seal Desk never migrates a real one.
#pragma once

#include "core/store/store.hpp"

namespace seal {

// Creates every seal_* table, sequence, constraint and index in one
// transaction. False when the store already has all of them (nothing done);
// StoreError(Refused) when it has only some: a half store is not ours to fix.
bool createSchema(Connection& conn);

} // namespace seal
