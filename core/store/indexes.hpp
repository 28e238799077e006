// The indexes a large store needs (issue 12), offered, never imposed: the
// reference kernel creates none beyond its keys, and reading never creates
// one. `sealctl indexes` lists what is missing and why; `--create` builds
// them CONCURRENTLY, so the agents writing the store are not blocked.
#pragma once

#include "core/store/store.hpp"

#include <string>
#include <vector>

namespace seal {

struct IndexAdvice
{
    std::string name;       // e.g. seal_certs_intent_seq
    std::string table;      // e.g. seal_certs
    std::string definition; // what follows "CREATE INDEX name ON table" (columns, WHERE)
    std::string why;        // one line: which reads it serves
    enum class State { Missing, Present, Invalid } state = State::Missing; // Invalid: a failed CONCURRENTLY build
};

// Every advised index with its state in this store (read-only).
std::vector<IndexAdvice> adviseIndexes(Connection& conn);

// The statement that builds it: CREATE INDEX CONCURRENTLY IF NOT EXISTS ...
std::string createIndexSql(const IndexAdvice& index);

// Builds one index outside any transaction (CONCURRENTLY cannot run in one);
// an invalid leftover of an earlier failed build is dropped first. Waits for
// locks no longer than the store timeout; the build itself is not bounded
// (minutes at ten million certs), so the caller says so.
void createIndex(Connection& conn, const IndexAdvice& index);

const char* indexStateName(IndexAdvice::State state);

} // namespace seal
