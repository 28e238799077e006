// Appending to the certificate chain and the event log (SPEC §3, §5-§8).
// Both run inside the caller's write transaction, so a write and its cert and
// event land together or not at all.
#pragma once

#include "store.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace seal {

// The advisory lock every chain writer takes (the reference kernel's too).
inline constexpr std::int64_t kChainLock = 0x5EA1C8A17;

struct AppendedCert
{
    std::int64_t seq = 0;
    std::string hash;
    nlohmann::json body; // as stored, with prev_hash and hash
};

// Takes the chain lock, links `body` to the current head, hashes it (digest
// v1 of the body without "hash", over the text JSONB will give back) and
// inserts it. `body` must hold "at"; created_at is set from it.
AppendedCert appendCert(Connection& conn, nlohmann::json body, const std::string& intent);

// Records one event row; `path` and `intent` may be NULL.
void recordEvent(Connection& conn, const std::optional<std::string>& path, const std::string& kind,
                 const std::optional<std::string>& intent, const nlohmann::json& detail, double at);

} // namespace seal
