// Chain export: a range of certs as JSON lines, one cert a line
//   {"seq", "intent", "hash", "prev_hash", "created_at", "body"}
// with each body exactly as the store prints it, so every line can be
// re-digested (digest v1 of body without "hash" equals hash) and consecutive
// lines re-linked (prev_hash equals the previous line's hash) by anyone.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace seal {

struct ChainExportStats
{
    std::int64_t rows = 0;
    std::optional<std::int64_t> firstSeq;
    std::optional<std::int64_t> lastSeq;
};

// One exported line (without the newline). Pure.
std::string chainExportLine(std::int64_t seq, const std::optional<std::string>& intent, std::string_view hash,
                            const std::optional<std::string>& prevHash, const std::optional<double>& createdAt,
                            std::string_view bodyText);

// Streams certs with from <= seq <= to to `out`, `batchRows` per round trip
// (keyset pagination) inside one read-only snapshot: memory does not grow
// with the range and the export is one consistent moment of the chain.
ChainExportStats exportChain(Connection& conn, std::int64_t from, std::int64_t to, std::ostream& out,
                             std::int64_t batchRows = 2000);

} // namespace seal
