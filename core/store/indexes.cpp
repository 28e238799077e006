#include "core/store/indexes.hpp"

#include "core/store/tables.hpp"

#include <algorithm>

namespace seal {
namespace {

struct Wanted
{
    const char* table;
    const WantedIndex* index;
};

// Every table's wanted indexes in their places (tables.cpp). Names are fixed:
// presence is judged by name, so an operator who builds one by hand under this
// name is not asked again.
std::vector<Wanted> wantedIndexes()
{
    std::vector<Wanted> out;
    for (const KernelTable& t : kernelTables())
        for (const WantedIndex& w : t.indexes) out.push_back({t.name, &w});
    std::stable_sort(out.begin(), out.end(),
                     [](const Wanted& a, const Wanted& b) { return a.index->place < b.index->place; });
    return out;
}

} // namespace

std::vector<IndexAdvice> adviseIndexes(Connection& conn)
{
    std::vector<IndexAdvice> out;
    for (const Wanted& w : wantedIndexes()) {
        IndexAdvice a{w.index->name, w.table, w.index->definition, w.index->why};
        Result r = conn.exec("SELECT x.indisvalid FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid "
                             "WHERE c.relname = $1 AND c.relnamespace = to_regnamespace(current_schema())",
                             {param(w.index->name)});
        if (r.rows() == 1) a.state = r.text(0, 0) == "t" ? IndexAdvice::State::Present : IndexAdvice::State::Invalid;
        out.push_back(std::move(a));
    }
    return out;
}

std::string createIndexSql(const IndexAdvice& index)
{
    // Names and definitions come from the table registry (tables.cpp), never from input.
    return "CREATE INDEX CONCURRENTLY IF NOT EXISTS " + index.name + " ON " + index.table + " " + index.definition;
}

void createIndex(Connection& conn, const IndexAdvice& index)
{
    const long long ms = storeTimeout().count();
    conn.command("SET statement_timeout = 0");
    conn.command("SET lock_timeout = " + std::to_string(std::max(0LL, ms)));
    if (index.state == IndexAdvice::State::Invalid) conn.command("DROP INDEX CONCURRENTLY IF EXISTS " + index.name);
    conn.command(createIndexSql(index));
}

const char* indexStateName(IndexAdvice::State state)
{
    switch (state) {
    case IndexAdvice::State::Present:
        return "present";
    case IndexAdvice::State::Invalid:
        return "invalid";
    case IndexAdvice::State::Missing:
        break;
    }
    return "missing";
}

} // namespace seal
