#include "core/canon/signing.hpp"

#include "core/sys/files.hpp"
#include "core/sys/secret_wipe.hpp"

#include <openssl/crypto.h>

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace seal {
namespace {

struct BioFree
{
    void operator()(BIO* b) const { BIO_free(b); }
};
struct CtxFree
{
    void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
struct KeyFree
{
    void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
using BioPtr = std::unique_ptr<BIO, BioFree>;
using CtxPtr = std::unique_ptr<EVP_MD_CTX, CtxFree>;
using KeyPtr = std::unique_ptr<EVP_PKEY, KeyFree>;

std::string openSslReason()
{
    const unsigned long e = ERR_get_error();
    ERR_clear_error();
    if (e == 0) return "unknown OpenSSL error";
    char buf[256];
    ERR_error_string_n(e, buf, sizeof buf);
    return buf;
}

std::string pemOf(EVP_PKEY* key)
{
    BioPtr bio(BIO_new(BIO_s_mem()));
    if (!bio || PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr) != 1)
        throw SigningError("cannot encode the new key: " + openSslReason());
    char* data = nullptr;
    const long len = BIO_get_mem_data(bio.get(), &data);
    return std::string(data, static_cast<size_t>(len));
}

// Never over an existing key (someone's only copy); mode 0600 from the first
// byte, so the key is never readable by others.
void writeNewPrivateFile(const std::string& path, const std::string& bytes)
{
    try {
        writeFileAtomically(path, bytes, 0600, FileReplace::Never);
    } catch (const AtomicWriteError& e) {
        if (e.error == EEXIST) throw SigningError("key file " + path + " already exists; not overwriting it");
        throw SigningError(std::string("key file: ") + e.what());
    }
}

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

} // namespace

std::string randomHex(std::size_t bytes)
{
    std::vector<unsigned char> buf(bytes);
    if (RAND_bytes(buf.data(), static_cast<int>(buf.size())) != 1)
        throw SigningError("the system random generator failed");
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (unsigned char c : buf) {
        out += hex[c >> 4];
        out += hex[c & 0xF];
    }
    OPENSSL_cleanse(buf.data(), buf.size());
    return out;
}

std::string throwawayGovernanceKey()
{
    return randomHex(32);
}

SigningKey SigningKey::generateToFile(const std::string& path)
{
    KeyPtr key(EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519"));
    if (!key) throw SigningError("cannot generate an Ed25519 key: " + openSslReason());
    writeNewPrivateFile(path, pemOf(key.get()));
    return SigningKey(key.release());
}

SigningKey SigningKey::load(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SigningError("cannot read key file " + path + ": " + std::strerror(errno));
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string pem = ss.str();
    BioPtr bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
    KeyPtr key(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr) : nullptr);
    if (!key) throw SigningError("key file " + path + " holds no PEM private key: " + openSslReason());
    if (!EVP_PKEY_is_a(key.get(), "ED25519")) throw SigningError("key file " + path + " is not an Ed25519 key");
    return SigningKey(key.release());
}

SigningKey SigningKey::fromSeed(std::string_view seed)
{
    if (seed.size() != 32) throw SigningError("an Ed25519 seed is 32 bytes");
    KeyPtr key(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr,
                                            reinterpret_cast<const unsigned char*>(seed.data()), seed.size()));
    if (!key) throw SigningError("cannot use the Ed25519 seed: " + openSslReason());
    return SigningKey(key.release());
}

SigningKey::~SigningKey() { EVP_PKEY_free(m_key); }

SigningKey::SigningKey(SigningKey&& other) noexcept : m_key(std::exchange(other.m_key, nullptr)) {}

SigningKey& SigningKey::operator=(SigningKey&& other) noexcept
{
    if (this != &other) {
        EVP_PKEY_free(m_key);
        m_key = std::exchange(other.m_key, nullptr);
    }
    return *this;
}

std::string SigningKey::publicKeyRaw() const
{
    std::string out(kEd25519PublicKeyBytes, '\0');
    size_t len = out.size();
    if (EVP_PKEY_get_raw_public_key(m_key, reinterpret_cast<unsigned char*>(out.data()), &len) != 1 ||
        len != kEd25519PublicKeyBytes)
        throw SigningError("cannot read the public key: " + openSslReason());
    return out;
}

std::string SigningKey::sign(std::string_view message) const
{
    CtxPtr ctx(EVP_MD_CTX_new());
    std::string sig(kEd25519SignatureBytes, '\0');
    size_t len = sig.size();
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, m_key) != 1 ||
        EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(sig.data()), &len,
                       reinterpret_cast<const unsigned char*>(message.data()), message.size()) != 1)
        throw SigningError("cannot sign: " + openSslReason());
    sig.resize(len);
    return sig;
}

bool verifyEd25519(std::string_view publicKeyRaw, std::string_view message, std::string_view signature)
{
    if (publicKeyRaw.size() != kEd25519PublicKeyBytes || signature.size() != kEd25519SignatureBytes) return false;
    KeyPtr key(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                           reinterpret_cast<const unsigned char*>(publicKeyRaw.data()),
                                           publicKeyRaw.size()));
    CtxPtr ctx(EVP_MD_CTX_new());
    const bool ok = key && ctx && EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) == 1 &&
                    EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char*>(signature.data()),
                                     signature.size(), reinterpret_cast<const unsigned char*>(message.data()),
                                     message.size()) == 1;
    ERR_clear_error();
    return ok;
}

std::string base64Encode(std::string_view bytes)
{
    static const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (size_t i = 0; i < bytes.size(); i += 3) {
        const size_t n = std::min<size_t>(3, bytes.size() - i);
        unsigned v = 0;
        for (size_t k = 0; k < 3; ++k) v = (v << 8) | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
        for (size_t k = 0; k < 4; ++k) out += k <= n ? alphabet[(v >> (18 - 6 * k)) & 0x3F] : '=';
    }
    return out;
}

std::optional<std::string> base64Decode(std::string_view text)
{
    if (text.size() % 4 != 0) return std::nullopt;
    std::string out;
    for (size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const size_t pad = last ? (text[i + 3] == '=') + (text[i + 2] == '=') : 0;
        if (pad == 1 && text[i + 2] == '=') return std::nullopt; // "x=y=" is not padding
        unsigned v = 0;
        for (size_t k = 0; k < 4; ++k) {
            const int d = k >= 4 - pad ? 0 : base64Value(text[i + k]);
            if (d < 0) return std::nullopt;
            v = (v << 6) | static_cast<unsigned>(d);
        }
        if ((pad == 1 && (v & 0xFF)) || (pad == 2 && (v & 0xFFFF))) return std::nullopt; // unused bits set
        for (size_t k = 0; k < 3 - pad; ++k) out += static_cast<char>((v >> (16 - 8 * k)) & 0xFF);
    }
    return out;
}

} // namespace seal
