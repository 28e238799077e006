#include "core/chain/chain_writer.hpp"

#include "core/canon/cert_digest.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/rfc8785.hpp"

#include <cmath>
#include <cstdlib>
#include <memory>
#include <mutex>

namespace seal {
namespace {

// The key appends sign with, loaded once per configuration.
struct SigningConfig
{
    bool configured = false; // setCertSigningKeySource was called, or the environment was read
    std::shared_ptr<const SigningKey> key;
    std::string publicHex;
    std::string error; // the configured key cannot be loaded
};

std::mutex g_signingMutex;
SigningConfig g_signing;

SigningConfig load(const std::optional<std::string>& source)
{
    SigningConfig c;
    c.configured = true;
    if (!source || source->empty()) return c;
    try {
        c.key = std::make_shared<const SigningKey>(loadCertSigningKey(*source));
        c.publicHex = encodeHex(c.key->publicKeyRaw());
    } catch (const SigningError& e) {
        c.key.reset();
        c.error = e.what();
    }
    return c;
}

SigningConfig currentSigning()
{
    std::lock_guard lock(g_signingMutex);
    if (!g_signing.configured) {
        const char* env = std::getenv("SEAL_SIGNING_KEY");
        g_signing = load(env ? std::optional<std::string>(env) : std::nullopt);
    }
    if (!g_signing.error.empty())
        throw StoreError(StoreError::Kind::Refused,
                         "the cert signing key (SEAL_SIGNING_KEY) cannot be loaded, so nothing is written: " +
                             g_signing.error);
    return g_signing;
}

// What JSONB cannot give back hashable under v2 (§15.1 "read-back hazard").
void refuseHugeNumbers(const nlohmann::json& v)
{
    if (v.is_structured()) {
        for (const auto& item : v)
            refuseHugeNumbers(item);
        return;
    }
    if (v.is_number() && std::fabs(v.get<double>()) >= 1e16)
        throw StoreError(StoreError::Kind::Refused,
                         "a cert cannot hold a number of magnitude 1e16 or more (" + v.dump() +
                             "): read back from the store it could never be verified");
}

} // namespace

void setCertSigningKeySource(std::optional<std::string> source)
{
    SigningConfig c = load(source);
    std::lock_guard lock(g_signingMutex);
    g_signing = std::move(c);
}

std::string certSigningPublicKey()
{
    return currentSigning().publicHex;
}

std::string asciiFold(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
            continue;
        }
        const size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
        char32_t cp = len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        i += len;
        switch (cp) {
        case 0x2013: case 0x2014: out += '-'; break;     // en and em dash
        case 0x2018: case 0x2019: out += '\''; break;    // curly single quotes
        case 0x201C: case 0x201D: out += '"'; break;     // curly double quotes
        case 0x2026: out += "..."; break;                // ellipsis
        case 0x2192: out += "->"; break;                 // right arrow
        case 0x00A0: out += ' '; break;                  // no-break space
        default: break;                                  // every other non-ASCII character is dropped
        }
    }
    return out;
}

nlohmann::json asciiFolded(const nlohmann::json& v)
{
    if (v.is_string()) return asciiFold(v.get_ref<const std::string&>());
    if (v.is_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& item : v)
            out.push_back(asciiFolded(item));
        return out;
    }
    if (v.is_object()) {
        nlohmann::json out = nlohmann::json::object();
        for (auto it = v.begin(); it != v.end(); ++it)
            out[asciiFold(it.key())] = asciiFolded(it.value());
        return out;
    }
    return v;
}

nlohmann::json sealCertBody(nlohmann::json body, const std::string& prevHash)
{
    const SigningConfig signing = currentSigning();
    body.erase("hash");
    body.erase("sig");
    body.erase("signer");
    body["prev_hash"] = prevHash;
    body["cv"] = 2;
    if (signing.key) body["signer"] = signing.publicHex;
    body = asciiFolded(body);
    refuseHugeNumbers(body);
    // Hashed over the text as the store will give it back (writerJson: doubles
    // positional with a fraction), not over the DOM.
    const std::string hash = sha256Hex(canonicalCertV2(writerJson(body)));
    if (signing.key) body["sig"] = encodeHex(signing.key->sign(hashBytes(hash)));
    body["hash"] = hash;
    return body;
}

AppendedCert appendCert(Connection& conn, nlohmann::json body, const std::string& intent)
{
    if (!body.is_object() || !body.contains("at") || !body["at"].is_number())
        throw std::invalid_argument("a cert body needs a numeric \"at\"");
    currentSigning(); // a key that cannot be loaded refuses before the lock is taken
    conn.exec("SELECT pg_advisory_xact_lock($1)", {param(kChainLock)});
    Result head = conn.exec("SELECT hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
    const std::string prev = head.rows() ? std::string(head.text(0, 0)) : std::string(kGenesis);
    body = sealCertBody(std::move(body), prev);
    const std::string hash = body["hash"].get<std::string>();
    Result ins = conn.exec(
        "INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at)"
        " VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING seq",
        {param(intent), param(hash), param(prev), param(writerJson(body)), param(body["at"].get<double>())});
    return AppendedCert{ins.integer(0, 0), hash, std::move(body)};
}

void recordEvent(Connection& conn, const std::optional<std::string>& path, const std::string& kind,
                 const std::optional<std::string>& intent, const nlohmann::json& detail, double at)
{
    conn.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ($1, $2, $3, $4::jsonb, $5)",
              {path, param(kind), intent, param(writerJson(detail)), param(at)});
}

} // namespace seal
