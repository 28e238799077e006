// The kernel's tables as core knows them, in one registry (issue 29, item 5):
// for each table, whether every store has it, the columns core's SQL names,
// who decodes its rows, what it feeds into the change stamp, the privileges a
// person's role needs on it and the indexes Seal Desk offers for it. The
// GRANTs (grants.*), the wanted indexes (indexes.*), the change stamp
// (change_stamp.*) and the core-table check (sealTables()) are generated from
// it, so a new kernel table is one entry here plus its rules.
#pragma once

#include "core/store/store.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

enum class TablePresence
{
    Core,     // every kernel store has it; missing, the store is not a seal store (sealTables())
    Optional, // only some kernels or setups create it: its readers answer "none" without it (hasTable)
};

// The parts of StoreStamp (change_stamp.hpp), in its column order.
enum class StampPart
{
    Certs,
    Events,
    Approvals,
    Intents,
    Policy,
};

// Where an item stands in its generated list. Today's lists keep today's order
// (each item says its place); an item left at kAfterToday follows them in
// registry order, so a new table need not pick numbers.
inline constexpr int kAfterToday = 1000;

// One SQL expression (text) of a stamp part; a part's terms are joined by || '/' ||.
struct StampTerm
{
    StampPart part;
    const char* sql;
    int place = kAfterToday;
};

// The privileges a role needs beyond SELECT (a person's role reads every table).
struct TableGrant
{
    const char* privileges; // e.g. "INSERT, UPDATE"; an optional table's grant names SELECT too
    const char* why;        // which write needs it
    int place = kAfterToday;
};

struct SequenceGrant
{
    const char* column; // the serial column: pg_get_serial_sequence(table, column)
    int place = kAfterToday;
};

struct WantedIndex
{
    const char* name;       // fixed: presence is judged by name
    const char* definition; // what follows "CREATE INDEX name ON table"
    const char* why;        // one line: which reads it serves
    int place = kAfterToday;
};

struct KernelTable
{
    const char* name;
    TablePresence presence;
    const char* createdBy; // the kernel call that creates it, and since which kernel where the code knows
    std::span<const char* const> columns; // the columns core's SQL names (reads and writes)
    const char* decodedBy;                // the core function that decodes its rows -> the struct
    std::span<const StampTerm> stamp = {};
    std::span<const TableGrant> approver = {}; // GrantFor::Approver (votes)
    std::span<const TableGrant> operatorRole = {};
    std::span<const SequenceGrant> approverSequences = {};
    std::span<const SequenceGrant> operatorSequences = {};
    std::span<const WantedIndex> indexes = {};
    std::span<const TableGrant> agent = {}; // GrantFor::Agent (the kernel: its writes, sweeps, freezes)
    std::span<const SequenceGrant> agentSequences = {};
};

// Every kernel table core knows, core tables first in sealTables()'s order.
std::span<const KernelTable> kernelTables();

// The entry for a table, or nullptr for a table the registry does not know.
const KernelTable* kernelTable(std::string_view name);

// The columns of `table` that the store lacks (to_regclass/pg_attribute: needs
// no privilege, creates nothing); all of them when the store lacks the table.
std::vector<std::string> missingColumns(Connection& conn, const KernelTable& table);

} // namespace seal
