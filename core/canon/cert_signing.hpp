// Cert signatures (SPEC-kernel.md §15.1): the kernel's signing key as its
// configuration gives it, hex keys and signatures, a checker that keeps the
// last signer's key between certs (a chain has one signer, and the walk checks
// a million signatures), and the fingerprint people read.
#pragma once

#include "core/canon/signing.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// The kernel's key configuration (SEAL_SIGNING_KEY): 64 hex digits are a
// 32-byte Ed25519 seed; anything else is the path of a PEM file holding an
// Ed25519 private key. Throws SigningError naming what is wrong (never the seed).
SigningKey loadCertSigningKey(const std::string& source);

// `bytes` raw bytes from exactly 2*bytes hex digits (either case); nullopt otherwise.
std::optional<std::string> decodeHex(std::string_view hex, size_t bytes);
std::string encodeHex(std::string_view bytes); // lowercase

// What a pinned or signing key is shown as: the first 16 hex digits of its
// 32 raw bytes, lowercase (the kernel's receipt verifier prints signers so).
std::string keyFingerprint(std::string_view publicKeyHex);

// Pinned keys from "HEX[,HEX...]" (one option or variable may hold several):
// each 64 hex digits, returned lowercase. Throws std::invalid_argument naming
// the bad entry.
std::vector<std::string> parsePinnedKeys(std::string_view text);

class Ed25519Checker
{
public:
    Ed25519Checker();
    ~Ed25519Checker();
    Ed25519Checker(const Ed25519Checker&) = delete;
    Ed25519Checker& operator=(const Ed25519Checker&) = delete;
    Ed25519Checker(Ed25519Checker&&) noexcept;
    Ed25519Checker& operator=(Ed25519Checker&&) noexcept;

    // True when `signature` (64 raw bytes) is `publicKey`'s (32 raw bytes)
    // over `message`; false for anything malformed.
    bool verify(std::string_view publicKey, std::string_view message, std::string_view signature);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace seal
