// Ed25519 keys and signatures for portable receipts (OpenSSL EVP), and the
// strict base64 they are written in. The private key lives in a PEM file
// only its owner can read; the public key travels as base64 of its 32 raw
// bytes, short enough to read out over the phone.
#pragma once

#include <memory>
#include <optional>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

struct evp_pkey_st;

namespace seal {

// A key file that cannot be created, read or used; the message names the file.
class SigningError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

inline constexpr size_t kEd25519PublicKeyBytes = 32;
inline constexpr size_t kEd25519SignatureBytes = 64;

class SigningKey
{
public:
    // A new key written to `path` as PEM (PKCS#8), created with mode 0600 in
    // one step; refuses to overwrite an existing file.
    static SigningKey generateToFile(const std::string& path);
    // Loads an Ed25519 private key from a PEM file.
    static SigningKey load(const std::string& path);
    // The key of a 32-byte Ed25519 seed (RFC 8032's private key), as the
    // kernel's SEAL_SIGNING_KEY gives it in hex.
    static SigningKey fromSeed(std::string_view seed);

    ~SigningKey();
    SigningKey(SigningKey&&) noexcept;
    SigningKey& operator=(SigningKey&&) noexcept;
    SigningKey(const SigningKey&) = delete;
    SigningKey& operator=(const SigningKey&) = delete;

    std::string publicKeyRaw() const;              // 32 bytes
    std::string sign(std::string_view message) const; // 64 bytes

private:
    explicit SigningKey(evp_pkey_st* key) : m_key(key) {}
    evp_pkey_st* m_key = nullptr;
};

// True when `signature` is a valid Ed25519 signature of `message` by the
// 32-byte public key; false for any malformed input.
bool verifyEd25519(std::string_view publicKeyRaw, std::string_view message, std::string_view signature);

// Standard base64 with padding (RFC 4648 §4).
// Lowercase hex of `bytes` random bytes from OpenSSL's CSPRNG (fences,
// approval and settle ids, like the reference's uuid4().hex).
std::string randomHex(std::size_t bytes = 16);

// A governance key nobody keeps, for a vote cast while SEAL_GOV_KEY is not
// set: its signature can never be verified later (callers say so).
std::string throwawayGovernanceKey();

std::string base64Encode(std::string_view bytes);
// Decodes canonical padded base64 only (no whitespace, no missing padding,
// zero unused bits), so one value has exactly one text; nullopt otherwise.
std::optional<std::string> base64Decode(std::string_view text);

} // namespace seal
