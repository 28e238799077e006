// Appending to the certificate chain and the event log (SPEC §3, §5-§8,
// §15.1). Both run inside the caller's write transaction, so a write and its
// cert and event land together or not at all.
#pragma once

#include "core/store/store.hpp"

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
    nlohmann::json body; // as stored, with prev_hash, cv, hash (and signer, sig)
};

// Where the key that signs appended certs comes from, as the kernel's
// configuration (§15.1): 64 hex digits are a 32-byte Ed25519 seed, anything
// else the path of a PEM file with an Ed25519 private key. Until this is
// called, the process's SEAL_SIGNING_KEY is read at the first append (unset
// or empty: certs are written unsigned). A key that cannot be loaded is
// remembered as such, and every append then refuses (StoreError Refused):
// a configured key never quietly gives unsigned certs.
void setCertSigningKeySource(std::optional<std::string> source);
// The public key certs are signed with (64 lowercase hex), "" when none is
// configured; throws StoreError (Refused) when the configured key cannot be loaded.
std::string certSigningPublicKey();

// Makes a body what the kernel hashes (§15.1): every string, member names
// included, made ASCII (dashes, curly quotes, ellipsis, right arrow and the
// no-break space folded, every other non-ASCII character dropped).
nlohmann::json asciiFolded(const nlohmann::json& value);
std::string asciiFold(std::string_view utf8);

// Takes the chain lock, links `body` to the current head and appends it as a
// v2 cert, as the kernel 0.3.x does: `cv: 2`, `signer` when a key is
// configured, ASCII-folded, hashed as RFC 8785 without hash and sig over the
// text JSONB will give back, `sig` = Ed25519 over the hash's 32 bytes.
// `body` must hold "at"; created_at is set from it. Refuses (StoreError
// Refused) a number of magnitude 1e16 or more, which JSONB cannot give back
// hashable, and a configured key that cannot be loaded.
AppendedCert appendCert(Connection& conn, nlohmann::json body, const std::string& intent);

// The v2 body, hash and signature appendCert would store after `prevHash`,
// without a database (the demo's and the benchmark's bulk writers use it).
// Returns the stored body (with hash, and sig when signed).
nlohmann::json sealCertBody(nlohmann::json body, const std::string& prevHash);

// Records one event row; `path` and `intent` may be NULL.
void recordEvent(Connection& conn, const std::optional<std::string>& path, const std::string& kind,
                 const std::optional<std::string>& intent, const nlohmann::json& detail, double at);

} // namespace seal
