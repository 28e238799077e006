#include "core/canon/cert_signing.hpp"

#include <openssl/err.h>
#include <openssl/evp.h>

#include <stdexcept>

namespace seal {
namespace {

int nibble(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

} // namespace

std::optional<std::string> decodeHex(std::string_view hex, size_t bytes)
{
    if (hex.size() != 2 * bytes) return std::nullopt;
    std::string out(bytes, '\0');
    for (size_t i = 0; i < bytes; ++i) {
        const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return std::nullopt;
        out[i] = static_cast<char>(hi << 4 | lo);
    }
    return out;
}

std::string encodeHex(std::string_view bytes)
{
    static const char* hex = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        out += hex[c >> 4];
        out += hex[c & 0xF];
    }
    return out;
}

SigningKey loadCertSigningKey(const std::string& source)
{
    if (const auto seed = decodeHex(source, 32)) return SigningKey::fromSeed(*seed);
    if (source.size() == 64) throw SigningError("the signing key is 64 characters but not hex");
    return SigningKey::load(source);
}

std::string keyFingerprint(std::string_view publicKeyHex)
{
    std::string out(publicKeyHex.substr(0, 16));
    for (char& c : out)
        if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::vector<std::string> parsePinnedKeys(std::string_view text)
{
    std::vector<std::string> keys;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t comma = text.find(',', start);
        std::string_view item = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
        if (!item.empty()) {
            const auto raw = decodeHex(item, 32);
            if (!raw)
                throw std::invalid_argument("a pinned signer key is 64 hex digits (the raw Ed25519 public key), not '" +
                                            std::string(item.substr(0, 80)) + "'");
            const std::string hex = encodeHex(*raw);
            bool seen = false;
            for (const auto& k : keys) seen = seen || k == hex;
            if (!seen) keys.push_back(hex);
        }
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return keys;
}

struct Ed25519Checker::State
{
    std::string key;
    EVP_PKEY* pkey = nullptr;
    EVP_MD_CTX* ctx = EVP_MD_CTX_new();
    ~State()
    {
        EVP_PKEY_free(pkey);
        EVP_MD_CTX_free(ctx);
    }
};

Ed25519Checker::Ed25519Checker() : m_state(std::make_unique<State>())
{
    if (!m_state->ctx) throw std::runtime_error("OpenSSL cannot allocate a digest context");
}
Ed25519Checker::~Ed25519Checker() = default;
Ed25519Checker::Ed25519Checker(Ed25519Checker&&) noexcept = default;
Ed25519Checker& Ed25519Checker::operator=(Ed25519Checker&&) noexcept = default;

bool Ed25519Checker::verify(std::string_view publicKey, std::string_view message, std::string_view signature)
{
    if (publicKey.size() != kEd25519PublicKeyBytes || signature.size() != kEd25519SignatureBytes) return false;
    State& s = *m_state;
    if (!s.pkey || s.key != publicKey) {
        EVP_PKEY_free(s.pkey);
        s.key.assign(publicKey);
        s.pkey = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                             reinterpret_cast<const unsigned char*>(publicKey.data()),
                                             publicKey.size());
        if (!s.pkey) {
            ERR_clear_error();
            s.key.clear();
            return false; // not a point on the curve
        }
    }
    const bool ok =
        EVP_MD_CTX_reset(s.ctx) == 1 && EVP_DigestVerifyInit(s.ctx, nullptr, nullptr, nullptr, s.pkey) == 1 &&
        EVP_DigestVerify(s.ctx, reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
                         reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1;
    ERR_clear_error();
    return ok;
}

} // namespace seal
