#include "core/evidence/detached_signature.hpp"

#include "core/canon/cert_signing.hpp"
#include "core/sys/bounded_read.hpp"
#include "core/sys/files.hpp"

#include <nlohmann/json.hpp>
#include <openssl/evp.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <memory>
#include <vector>

namespace seal {
namespace {

constexpr std::size_t kMaxSignatureFile = 64 * 1024;

std::string baseName(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

SignatureCheck refused(SignatureVerdict verdict, std::string why)
{
    SignatureCheck c;
    c.verdict = verdict;
    c.why = std::move(why);
    return c;
}

// A member that must be a string of exactly `hexDigits` lowercase hex digits.
std::optional<std::string> hexMember(const nlohmann::json& doc, const char* name, size_t bytes)
{
    const auto it = doc.find(name);
    if (it == doc.end() || !it->is_string()) return std::nullopt;
    const std::string text = it->get<std::string>();
    if (!decodeHex(text, bytes) || encodeHex(*decodeHex(text, bytes)) != text) return std::nullopt;
    return text;
}

} // namespace

std::string fileSha256Hex(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SignatureFileError(path + ": cannot be read: " + std::strerror(errno));
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 failed");
    std::vector<char> buffer(1 << 16);
    while (in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        if (in.gcount() > 0 && EVP_DigestUpdate(ctx.get(), buffer.data(), static_cast<size_t>(in.gcount())) != 1)
            throw std::runtime_error("SHA-256 failed");
    }
    if (in.bad()) throw SignatureFileError(path + ": read failed");
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    if (EVP_DigestFinal_ex(ctx.get(), md, &len) != 1) throw std::runtime_error("SHA-256 failed");
    return encodeHex(std::string_view(reinterpret_cast<const char*>(md), len));
}

std::string makeDetachedSignature(const std::string& path, const SigningKey& key)
{
    const std::string sha = fileSha256Hex(path);
    const nlohmann::json doc = {{"format", kDetachedSignatureFormat},
                                {"file", baseName(path)},
                                {"sha256", sha},
                                {"signer", encodeHex(key.publicKeyRaw())},
                                {"sig", encodeHex(key.sign(*decodeHex(sha, 32)))}};
    // A file name is not always UTF-8: replaced, never refused (the name is informational).
    return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string writeDetachedSignature(const std::string& path, const SigningKey& key)
{
    const std::string sigPath = path + ".sig";
    try {
        writeFileAtomically(sigPath, makeDetachedSignature(path, key), 0644, FileReplace::Allowed);
    } catch (const AtomicWriteError& e) {
        throw SignatureFileError(e.what());
    }
    return sigPath;
}

SignatureCheck checkDetachedSignature(std::string_view sigText, std::string_view fileSha256,
                                      const std::optional<std::string>& pinnedKeyHex)
{
    const nlohmann::json doc = nlohmann::json::parse(sigText, nullptr, false);
    const auto format = doc.is_object() ? doc.find("format") : doc.end();
    if (!doc.is_object() || format == doc.end() || *format != kDetachedSignatureFormat)
        return refused(SignatureVerdict::NotASignature, "not a sealdesk-signature/1 document");
    const auto sha = hexMember(doc, "sha256", 32);
    const auto signer = hexMember(doc, "signer", kEd25519PublicKeyBytes);
    const auto sig = hexMember(doc, "sig", kEd25519SignatureBytes);
    if (!sha || !signer || !sig)
        return refused(SignatureVerdict::NotASignature,
                       "not a sealdesk-signature/1 document: sha256, signer or sig missing or not lowercase hex");
    SignatureCheck c;
    c.signer = *signer;
    if (const auto file = doc.find("file"); file != doc.end() && file->is_string()) c.file = file->get<std::string>();
    if (*sha != fileSha256) {
        c.verdict = SignatureVerdict::FileAltered;
        c.why = "file altered: its SHA-256 is not the one signed";
    } else if (pinnedKeyHex && *signer != *pinnedKeyHex) {
        c.verdict = SignatureVerdict::NotPinnedSigner;
        c.why = "not signed by the pinned key: signed by " + keyFingerprint(*signer) + "\u2026, pinned " +
                keyFingerprint(*pinnedKeyHex) + "\u2026";
    } else if (!verifyEd25519(*decodeHex(*signer, 32), *decodeHex(*sha, 32), *decodeHex(*sig, 64))) {
        c.verdict = SignatureVerdict::BadSignature;
        c.why = "bad signature: sig does not verify with the signer's key over the SHA-256";
    } else {
        c.verdict = SignatureVerdict::Valid;
    }
    return c;
}

SignatureCheck checkDetachedSignatureFile(const std::string& path, const std::string& sigPath,
                                          const std::optional<std::string>& pinnedKeyHex)
{
    const std::string sigFile = sigPath.empty() ? path + ".sig" : sigPath;
    const BoundedRead read = readRegularFileBounded(sigFile, kMaxSignatureFile);
    if (read.status == BoundedRead::Status::Missing) throw SignatureFileError(sigFile + ": no such file");
    if (read.status != BoundedRead::Status::Read) throw SignatureFileError(sigFile + ": " + read.why());
    return checkDetachedSignature(read.bytes, fileSha256Hex(path), pinnedKeyHex);
}

const char* signatureVerdictCode(SignatureVerdict verdict)
{
    switch (verdict) {
    case SignatureVerdict::Valid:
        return "valid";
    case SignatureVerdict::NotASignature:
        return "not_a_signature";
    case SignatureVerdict::FileAltered:
        return "file_altered";
    case SignatureVerdict::NotPinnedSigner:
        return "not_pinned_signer";
    case SignatureVerdict::BadSignature:
        return "bad_signature";
    }
    return "not_a_signature";
}

} // namespace seal
