#include "core/chain/chain_signatures.hpp"

#include "core/canon/cert_digest.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/canon/digest.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace seal {
namespace {

bool pythonTruthy(const nlohmann::json& v)
{
    if (v.is_null()) return false;
    if (v.is_boolean()) return v.get<bool>();
    if (v.is_number()) return v.get<double>() != 0;
    if (v.is_string() || v.is_array() || v.is_object()) return !v.empty();
    return true;
}

void fieldOf(const nlohmann::json& body, const char* name, BodyHashField& out)
{
    out.value.clear();
    const auto it = body.find(name);
    if (it == body.end()) {
        out.found = BodyHashField::Found::Missing;
    } else if (it->is_string()) {
        out.found = BodyHashField::Found::String;
        out.value = it->get<std::string>();
    } else {
        out.found = BodyHashField::Found::NotString;
    }
}

// Enough of a stored value for a one-line detail: printable ASCII only.
std::string shown(std::string_view text)
{
    std::string out;
    for (const char c : text.substr(0, 16))
        out += (c >= 0x20 && c < 0x7F) ? c : '?';
    return out + (text.size() > 16 ? "\u2026" : "");
}

SignerTally* findSigner(SignatureTally& tally, std::string_view key)
{
    for (auto& s : tally.signers)
        if (s.key == key) return &s;
    return nullptr;
}

} // namespace

void copyField(BodyHashField& to, const BodyHashField& from)
{
    to.found = from.found;
    to.value.assign(from.value); // reuses the buffer: no allocation per row
}

void readCertFacts(std::string_view bodyText, CertVersion& version, bool& sigTruthy, BodyHashField& sig,
                   BodyHashField& signer)
{
    const auto body = nlohmann::json::parse(bodyText.begin(), bodyText.end(), nullptr, false);
    if (body.is_discarded() || !body.is_object()) throw CanonError("the cert body is not a JSON object");
    version = certVersionOf(body);
    const auto it = body.find("sig");
    sigTruthy = it != body.end() && pythonTruthy(*it);
    fieldOf(body, "sig", sig);
    fieldOf(body, "signer", signer);
}

std::int64_t kernelSignedCount(const SignatureTally& tally)
{
    return tally.withSig;
}

void mergeTally(SignatureTally& into, const SignatureTally& later)
{
    into.withSig += later.withSig;
    into.pinned += later.pinned;
    into.unpinned += later.unpinned;
    into.invalid += later.invalid;
    into.unsignedV1 += later.unsignedV1;
    into.unsignedV2 += later.unsignedV2;
    into.moreSignersCerts += later.moreSignersCerts;
    for (const auto seq : later.unsignedV2Seqs)
        if (into.unsignedV2Seqs.size() < kSignerSeqsKept) into.unsignedV2Seqs.push_back(seq);
    for (const auto& s : later.signers) {
        SignerTally* mine = findSigner(into, s.key);
        if (!mine && into.signers.size() >= kSignersKept) {
            into.moreSignersCerts += s.certs;
            continue;
        }
        if (!mine) {
            into.signers.push_back(SignerTally{s.key, s.pinned, 0, {}});
            mine = &into.signers.back();
        }
        mine->certs += s.certs;
        for (const auto seq : s.seqs)
            if (mine->seqs.size() < kSignerSeqsKept) mine->seqs.push_back(seq);
    }
}

std::vector<std::string> describeSignatures(const SignatureTally& t, std::int64_t certs)
{
    const auto n = [](std::int64_t v) { return std::to_string(v); };
    std::vector<std::string> lines;
    if (!t.checked) {
        lines.push_back(n(t.withSig) + " of " + n(certs) + " certs carry a signature (not checked)");
        lines.push_back(n(t.unsignedV1 + t.unsignedV2) + " unsigned (" + n(t.unsignedV1) + " v1, " +
                        n(t.unsignedV2) + " v2)");
        return lines;
    }
    if (!t.pinnedKeys.empty()) {
        std::string fps;
        for (const auto& k : t.pinnedKeys)
            fps += (fps.empty() ? "" : ", ") + keyFingerprint(k);
        lines.push_back(n(t.pinned) + " of " + n(certs) + " certs signed by the pinned key" +
                        (t.pinnedKeys.size() > 1 ? "s " : " ") + fps);
    } else {
        lines.push_back("no signer key pinned (--signer-key or SEAL_SIGNER_KEY): each signature checked "
                        "against its own signer only");
    }
    for (const auto& s : t.signers) {
        if (s.pinned) continue;
        std::string seqs;
        for (const auto seq : s.seqs)
            seqs += (seqs.empty() ? "seq " : ", ") + n(seq);
        if (s.certs > static_cast<std::int64_t>(s.seqs.size())) seqs += ", …";
        lines.push_back(n(s.certs) + (t.pinnedKeys.empty() ? " of " + n(certs) + " certs" : std::string()) +
                        " signed by an unpinned key " + keyFingerprint(s.key) + " (" + seqs + ")");
    }
    if (t.moreSignersCerts > 0)
        lines.push_back(n(t.moreSignersCerts) + " signed by further unpinned keys");
    if (t.pinned > 0 && t.unsignedV2 > 0) {
        // A kernel with its key configured never writes unsigned: say where.
        std::string seqs;
        for (const auto seq : t.unsignedV2Seqs)
            seqs += (seqs.empty() ? "seq " : ", ") + n(seq);
        if (t.unsignedV2 > static_cast<std::int64_t>(t.unsignedV2Seqs.size())) seqs += ", \u2026";
        lines.push_back(n(t.unsignedV2) + " v2 cert(s) unsigned among certs signed by the pinned key: " + seqs);
    }
    if (t.invalid > 0) lines.push_back(n(t.invalid) + " with a signature that does not verify (signature_invalid)");
    lines.push_back(n(t.unsignedV1 + t.unsignedV2) + " unsigned (" + n(t.unsignedV1) + " v1, " + n(t.unsignedV2) +
                    " v2)");
    return lines;
}

bool signedByUnpinnedKey(const SignatureTally& t)
{
    return !t.pinnedKeys.empty() && t.unpinned > 0;
}

// ---- the walker's signature check ------------------------------------------------

void ChainWalker::checkSignature(std::int64_t seq, std::string_view hash)
{
    if (!m_rowReadable) return; // the kernel gives no verdict on this row at all
    SignatureTally& t = m_verdict.signatures;
    if (!m_rowSigTruthy) {
        ++(m_rowVersion == CertVersion::V2 ? t.unsignedV2 : t.unsignedV1);
        if (m_rowVersion == CertVersion::V2 && t.unsignedV2Seqs.size() < kSignerSeqsKept)
            t.unsignedV2Seqs.push_back(seq);
        return;
    }
    ++t.withSig;
    if (!t.checked) return;
    const auto invalid = [&](std::string detail) {
        ++t.invalid;
        addBreak(seq, kSignatureInvalid, std::move(detail));
    };
    if (m_rowSigner.found != BodyHashField::Found::String) return invalid("signed, but the body has no signer");
    const auto key = decodeHex(m_rowSigner.value, kEd25519PublicKeyBytes);
    if (!key) return invalid("signer '" + shown(m_rowSigner.value) + "' is not 64 hex digits");
    const auto sig = m_rowSig.found == BodyHashField::Found::String
                         ? decodeHex(m_rowSig.value, kEd25519SignatureBytes)
                         : std::nullopt;
    if (!sig) return invalid("sig is not 128 hex digits");
    const std::string message = hashBytes(hash);
    if (message.empty() || !m_checker.verify(*key, message, *sig))
        return invalid("sig does not verify with its signer " + keyFingerprint(m_rowSigner.value) +
                       " over the hash");
    countValid(seq, m_rowSigner.value);
}

void ChainWalker::countValid(std::int64_t seq, std::string_view signerHex)
{
    SignatureTally& t = m_verdict.signatures;
    std::string key(signerHex);
    std::transform(key.begin(), key.end(), key.begin(), [](char c) {
        return (c >= 'A' && c <= 'F') ? static_cast<char>(c - 'A' + 'a') : c;
    });
    const bool pinned = std::find(t.pinnedKeys.begin(), t.pinnedKeys.end(), key) != t.pinnedKeys.end();
    ++(pinned ? t.pinned : t.unpinned);
    SignerTally* s = findSigner(t, key);
    if (!s && t.signers.size() >= kSignersKept && !pinned) {
        ++t.moreSignersCerts;
        return;
    }
    if (!s) {
        t.signers.push_back(SignerTally{key, pinned, 0, {}});
        s = &t.signers.back();
    }
    ++s->certs;
    if (s->seqs.size() < kSignerSeqsKept) s->seqs.push_back(seq);
}

} // namespace seal
