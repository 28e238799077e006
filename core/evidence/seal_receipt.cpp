#include "core/evidence/seal_receipt.hpp"

#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/evidence_json.hpp"
#include "core/canon/signing.hpp"
#include "core/evidence/portable_receipt.hpp"
#include "core/evidence/receipt.hpp"
#include "core/rules/mandates.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <set>

namespace seal {
namespace {

using evidence::stringLiteral;

// The kernel's three notes, word for word (store-e.expected.json).
constexpr std::string_view kNotePinned =
    "Verified against a pinned key: these certs were produced by its holder and are unaltered since. This "
    "receipt cannot prove completeness \u2014 whether OTHER certs exist takes the full chain check against the "
    "store.";
constexpr std::string_view kNoteUnpinned =
    "Internally consistent only: hashes hold, but no key was pinned, so authorship is NOT established. Obtain "
    "the gateway's public key out of band and pass it to make this evidence.";
constexpr std::string_view kNoteFailed = "Verification FAILED \u2014 treat this receipt as no evidence at all.";

std::string orNull(const std::optional<std::string>& s)
{
    return s ? stringLiteral(*s) : "null";
}

// The first n code points, as Python's s[:n].
std::string firstCodePoints(std::string_view s, int n)
{
    size_t end = 0;
    for (int k = 0; k < n && end < s.size(); ++k) {
        ++end;
        while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) ++end;
    }
    return std::string(s.substr(0, end));
}

// Python's str() of a JSON value the kernel formats into a problem.
std::string pythonText(const nlohmann::json& v)
{
    if (v.is_string()) return v.get<std::string>();
    if (v.is_null()) return "None";
    return v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// Python's truthiness, as the kernel tests a cert's sig and parent_cert.
bool truthy(const nlohmann::json* v)
{
    if (!v || v->is_null()) return false;
    if (v->is_boolean()) return v->get<bool>();
    if (v->is_number()) return v->get<double>() != 0.0;
    if (v->is_string() || v->is_array() || v->is_object()) return !v->empty();
    return true;
}

const nlohmann::json* member(const nlohmann::json& object, const char* name)
{
    if (!object.is_object()) return nullptr;
    const auto it = object.find(name);
    return it == object.end() ? nullptr : &*it;
}

std::optional<std::string> hexDecode(std::string_view hex)
{
    if (hex.size() % 2 != 0) return std::nullopt;
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::string out(hex.size() / 2, '\0');
    for (size_t i = 0; i < out.size(); ++i) {
        const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return std::nullopt;
        out[i] = static_cast<char>(hi << 4 | lo);
    }
    return out;
}

// The cert's hash when its body matches it under its own version (v2 when cv
// is 2, else v1: §15.2), else nullopt.
std::optional<std::string> matchingHash(const nlohmann::json& cert, std::string_view raw)
{
    const nlohmann::json* hash = member(cert, "hash");
    if (!hash || !hash->is_string()) return std::nullopt;
    try {
        if (recomputeCertHash(raw).hash == hash->get<std::string>()) return hash->get<std::string>();
    } catch (const CanonError&) {
        // The kernel raises here; for a verdict, a body that cannot be hashed does not match.
    }
    return std::nullopt;
}

// Step 4: the signature over the hash's 32 bytes, by the pinned key or else
// the cert's own signer. Empty when it verifies, else the problem's tail.
std::string signatureProblem(const nlohmann::json& cert, const std::string& hash,
                             const std::optional<std::string>& pinnedKeyHex)
{
    const nlohmann::json* signer = member(cert, "signer");
    const nlohmann::json* sig = member(cert, "sig");
    const std::string keyHex = pinnedKeyHex ? *pinnedKeyHex : (signer && signer->is_string() ? signer->get<std::string>() : "");
    if (!pinnedKeyHex && !(signer && signer->is_string()))
        return "malformed key or signature: the cert names no signer key";
    const auto key = hexDecode(keyHex);
    if (!key) return "malformed key or signature: the key is not hex";
    if (key->size() != kEd25519PublicKeyBytes) return "malformed key or signature: an Ed25519 public key is 32 bytes long";
    const auto sigBytes = sig->is_string() ? hexDecode(sig->get<std::string>()) : std::nullopt;
    if (!sigBytes) return "malformed key or signature: the signature is not hex";
    return verifyEd25519(*key, hashBytes(hash), *sigBytes) ? std::string() : "signature does not verify";
}

// One cert, in the kernel's order of checks. Returns true when it counts in `signed`.
bool checkCert(const nlohmann::json& cert, std::string_view raw, size_t index, std::set<std::string>& seen,
               const std::optional<std::string>& pinnedKeyHex, std::vector<std::string>& problems)
{
    const std::string name = "cert " + std::to_string(index) + ": ";
    const auto hash = matchingHash(cert, raw);
    if (!hash) {
        problems.push_back(name + "body does not match its hash");
        return false;
    }
    seen.insert(*hash);
    if (const nlohmann::json* parent = member(cert, "parent_cert"); truthy(parent)) {
        const std::string text = pythonText(*parent);
        if (!seen.count(text))
            problems.push_back(name + "parent_cert " + firstCodePoints(text, 12) +
                               "\u2026 is not an earlier cert in this receipt");
    }
    const nlohmann::json* sig = member(cert, "sig");
    if (pinnedKeyHex) {
        if (!truthy(sig)) {
            problems.push_back(name + "unsigned, but a public key was pinned \u2014 an unsigned cert proves nothing "
                                      "to a third party");
            return false;
        }
        const nlohmann::json* signer = member(cert, "signer");
        if (!signer || !signer->is_string() || signer->get<std::string>() != *pinnedKeyHex) {
            problems.push_back(name + "signed by " + firstCodePoints(signer ? pythonText(*signer) : "None", 16) +
                               "\u2026, not the pinned key");
            return false;
        }
    }
    if (!truthy(sig)) return false;
    const std::string problem = signatureProblem(cert, *hash, pinnedKeyHex);
    if (problem.empty()) return true;
    problems.push_back(name + problem);
    return false;
}

std::string intentHeader(const Result& row)
{
    return "{\"action\": " + stringLiteral(row.text(0, 1)) + ", \"domain\": " + orNull(row.optText(0, 4)) +
           ", \"intent\": " + stringLiteral(row.text(0, 0)) + ", \"state\": " + stringLiteral(row.text(0, 2)) +
           ", \"tier\": " + orNull(row.optText(0, 3)) + "}";
}

} // namespace

SealReceiptExport exportSealReceipt(Connection& conn, const std::string& intent, double generatedAt)
{
    SealReceiptExport out;
    Result row = conn.exec("SELECT intent, action, state, tier, domain FROM seal_intents WHERE intent = $1",
                           {param(intent)});
    if (row.rows() == 0) {
        out.refusal = unknownIntentMessage(intent);
        return out;
    }
    Result certs = conn.exec("SELECT body::text FROM seal_certs WHERE intent = $1 ORDER BY seq", {param(intent)});
    if (certs.rows() == 0) {
        out.refusal = "intent " + firstCodePoints(intent, 12) +
                      "\u2026 has no certs yet \u2014 there is nothing provable to export; settle() it first";
        return out;
    }
    std::string bodies;
    for (int i = 0; i < certs.rows(); ++i) // a NULL body stays null: the verdict names it
        bodies += (i ? ", " : "") + (certs.isNull(i, 0) ? std::string("null") : std::string(certs.text(i, 0)));
    const auto mandate = readMandateForIntent(conn, intent, generatedAt);
    // Members sorted as the kernel's json.dumps(sort_keys=True) prints them.
    out.text = "{\"certs\": [" + bodies + "], \"format\": " + stringLiteral(kSealReceiptFormat) +
               ", \"generated_at\": " + pythonFloatRepr(generatedAt) + ", \"intent\": " + intentHeader(row) +
               ", \"mandate\": " + (mandate ? mandateJson(*mandate).dump() : std::string("null")) + "}\n";
    out.ok = true;
    out.certs = static_cast<std::size_t>(certs.rows());
    out.hasMandate = mandate.has_value();
    return out;
}

std::string_view sealReceiptNote(bool ok, bool pinned)
{
    if (!ok) return kNoteFailed;
    return pinned ? kNotePinned : kNoteUnpinned;
}

SealReceiptVerdict verifySealReceipt(std::string_view text, const std::optional<std::string>& pinnedKeyHex)
{
    const auto bundle = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (bundle.is_discarded()) throw PortableReadError("not a JSON document");
    SealReceiptVerdict v;
    const nlohmann::json* format = member(bundle, "format");
    if (!format || *format != kSealReceiptFormat) {
        v.problems.emplace_back("not a seal-receipt/1 bundle");
        return v;
    }
    v.recognised = true;
    v.pinnedKey = pinnedKeyHex.has_value();
    const nlohmann::json* certs = member(bundle, "certs");
    const auto raws = certs && certs->is_array() ? rawTopLevelArray(text, "certs") : std::nullopt;
    const size_t count = raws && raws->size() == certs->size() ? raws->size() : 0;
    if (count == 0) v.problems.emplace_back("bundle contains no certs");
    std::set<std::string> seen;
    for (size_t i = 0; i < count; ++i)
        v.signedCount += checkCert((*certs)[i], (*raws)[i], i, seen, pinnedKeyHex, v.problems) ? 1 : 0;
    v.certs = static_cast<std::int64_t>(count);
    v.ok = v.problems.empty();
    v.note = std::string(sealReceiptNote(v.ok, v.pinnedKey));
    return v;
}

std::string sealReceiptVerdictText(const SealReceiptVerdict& v)
{
    nlohmann::json j = {{"ok", v.ok}, {"problems", v.problems}};
    if (v.recognised) {
        j["certs"] = v.certs;
        j["signed"] = v.signedCount;
        j["pinned_key"] = v.pinnedKey;
        j["note"] = v.note;
    }
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

ReceiptFileFormat receiptFileFormat(std::string_view text)
{
    const auto j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    const nlohmann::json* format = member(j, "format");
    if (format && *format == kSealReceiptFormat) return ReceiptFileFormat::SealReceipt;
    if (format && *format == kPortableReceiptFormat) return ReceiptFileFormat::EarlierPortable;
    return ReceiptFileFormat::Other;
}

std::optional<std::string> resolvePublicKeyBytes(const std::string& keyOrFile)
{
    std::string text = keyOrFile;
    std::error_code ec;
    if (std::filesystem::is_regular_file(keyOrFile, ec)) {
        try {
            text = readPortableReceiptFile(keyOrFile);
        } catch (const PortableReadError&) {
            return std::nullopt;
        }
        if (const auto at = text.find("public key:"); at != std::string::npos) text = text.substr(at + 11);
    }
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return std::nullopt;
    text = text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
    if (text.size() == 2 * kEd25519PublicKeyBytes)
        if (auto raw = hexDecode(text)) return raw;
    const auto raw = base64Decode(text);
    if (!raw || raw->size() != kEd25519PublicKeyBytes) return std::nullopt;
    return raw;
}

std::string toHex(std::string_view bytes)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        out += kDigits[u >> 4];
        out += kDigits[u & 0xF];
    }
    return out;
}

} // namespace seal
