#include "core/evidence/portable_receipt.hpp"

#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/evidence_json.hpp"
#include "core/canon/rfc8785.hpp"
#include "core/evidence/receipt.hpp"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace seal {
namespace {

using evidence::stringLiteral;

std::string headText(const std::optional<ChainHead>& head)
{
    if (!head) return "null";
    return "{\"seq\":" + std::to_string(head->seq) + ",\"hash\":" + stringLiteral(head->hash) + "}";
}

// The receipt without "signature", as JSON text with the bodies spliced in raw.
std::string unsignedText(const PortableReceiptParts& p, const std::string& publicKeyB64)
{
    std::string certs, seqs;
    for (size_t i = 0; i < p.certBodies.size(); ++i) {
        certs += (i ? "," : "") + p.certBodies[i];
        seqs += (i ? "," : "") + std::to_string(p.seqs[i]);
    }
    return "{\"format\":" + stringLiteral(kPortableReceiptFormat) + ",\"intent\":" + stringLiteral(p.intent) +
           ",\"certs\":[" + certs + "],\"seqs\":[" + seqs + "],\"chain\":{\"head\":" + headText(p.head) +
           ",\"verdict\":{\"ok\":" + (p.chainOk ? "true" : "false") + ",\"certs\":" + std::to_string(p.chainCerts) +
           ",\"breaks\":" + std::to_string(p.chainBreaks) + "}},\"exported_by\":" + stringLiteral(p.exportedBy) +
           ",\"exported_at\":" + pythonFloatRepr(p.exportedAt) + ",\"public_key\":" + stringLiteral(publicKeyB64) + "}";
}

// ---- a raw scan of an already-parsed JSON text ------------------------------

size_t skipSpace(std::string_view s, size_t i)
{
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
    return i;
}

size_t skipString(std::string_view s, size_t i) // s[i] is the opening quote
{
    for (++i; i < s.size(); ++i) {
        if (s[i] == '\\') ++i;
        else if (s[i] == '"') return i + 1;
    }
    return s.size();
}

// Index just past the value starting at s[i]. Iterative: depth cannot hurt.
size_t skipValue(std::string_view s, size_t i)
{
    if (i >= s.size()) return s.size();
    if (s[i] == '"') return skipString(s, i);
    if (s[i] != '{' && s[i] != '[') {
        while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']' && s[i] != ' ' && s[i] != '\n' &&
               s[i] != '\r' && s[i] != '\t')
            ++i;
        return i;
    }
    size_t depth = 0;
    while (i < s.size()) {
        const char c = s[i];
        if (c == '"') {
            i = skipString(s, i);
            continue;
        }
        if (c == '{' || c == '[') ++depth;
        if ((c == '}' || c == ']') && --depth == 0) return i + 1;
        ++i;
    }
    return s.size();
}

std::vector<std::string_view> arrayElements(std::string_view s, size_t i) // s[i] is '['
{
    std::vector<std::string_view> out;
    i = skipSpace(s, i + 1);
    while (i < s.size() && s[i] != ']') {
        const size_t end = skipValue(s, i);
        out.push_back(s.substr(i, end - i));
        i = skipSpace(s, end);
        if (i < s.size() && s[i] == ',') i = skipSpace(s, i + 1);
    }
    return out;
}

// ---- verification steps -----------------------------------------------------

void fail(PortableVerdict& v, std::string kind, std::string detail, std::optional<size_t> index = std::nullopt,
          std::optional<std::int64_t> seq = std::nullopt)
{
    v.failures.push_back(PortableFailure{std::move(kind), index, seq, std::move(detail)});
}

std::string certName(size_t index, const std::optional<std::int64_t>& seq)
{
    return "cert at index " + std::to_string(index) + (seq ? " (seq " + std::to_string(*seq) + ")" : "");
}

void readSeqs(const nlohmann::json& j, PortableVerdict& v)
{
    const auto& seqs = j.contains("seqs") ? j["seqs"] : nlohmann::json();
    if (!seqs.is_array()) return fail(v, "malformed", "\"seqs\" is not an array");
    for (const auto& s : seqs) {
        if (!s.is_number_integer()) return fail(v, "malformed", "\"seqs\" holds something that is not an integer");
        const auto seq = s.get<std::int64_t>();
        if (!v.seqs.empty() && seq <= v.seqs.back())
            return fail(v, "malformed", "\"seqs\" is not ascending at seq " + std::to_string(seq));
        v.seqs.push_back(seq);
    }
}

void readChain(const nlohmann::json& j, PortableVerdict& v)
{
    const auto& chain = j.contains("chain") ? j["chain"] : nlohmann::json();
    if (!chain.is_object()) return fail(v, "malformed", "\"chain\" is not an object");
    const auto& head = chain.contains("head") ? chain["head"] : nlohmann::json();
    if (head.is_object() && head.contains("seq") && head["seq"].is_number_integer() && head.contains("hash") &&
        head["hash"].is_string())
        v.head = ChainHead{head["seq"].get<std::int64_t>(), head["hash"].get<std::string>()};
    else if (!head.is_null()) fail(v, "malformed", "\"chain.head\" is not {seq, hash}");
    const auto& verdict = chain.contains("verdict") ? chain["verdict"] : nlohmann::json();
    if (verdict.is_object() && verdict.contains("ok") && verdict["ok"].is_boolean()) v.chainOk = verdict["ok"].get<bool>();
    else fail(v, "malformed", "\"chain.verdict\" has no boolean \"ok\"");
}

void readClaims(const nlohmann::json& j, PortableVerdict& v)
{
    auto str = [&](const char* key) -> std::string {
        if (j.contains(key) && j[key].is_string()) return j[key].get<std::string>();
        fail(v, "malformed", std::string("\"") + key + "\" is missing or not a string");
        return {};
    };
    v.intent = str("intent");
    v.exportedBy = str("exported_by");
    v.publicKey = str("public_key");
    if (j.contains("exported_at") && j["exported_at"].is_number()) v.exportedAt = j["exported_at"].get<double>();
    else fail(v, "malformed", "\"exported_at\" is missing or not a number");
    readSeqs(j, v);
    readChain(j, v);
}

void checkCert(const nlohmann::json& body, std::string_view raw, size_t i, PortableVerdict& v)
{
    const auto seq = i < v.seqs.size() ? std::optional<std::int64_t>(v.seqs[i]) : std::nullopt;
    if (!body.is_object() || !body.contains("hash") || !body["hash"].is_string())
        return fail(v, "malformed", certName(i, seq) + " is not a cert body with a \"hash\"", i, seq);
    const std::string claimed = body["hash"].get<std::string>();
    std::string actual;
    try {
        actual = recomputeCertHash(raw).hash; // v1 or v2 by the body's cv: a signed v2 cert is not "altered"
    } catch (const CanonError& e) {
        return fail(v, "altered_cert", certName(i, seq) + " cannot be canonicalised: " + e.what(), i, seq);
    }
    if (actual != claimed)
        return fail(v, "altered_cert",
                    certName(i, seq) + " was altered: its content digests to " + actual.substr(0, 16) +
                        "…, its hash says " + claimed.substr(0, 16) + "…",
                    i, seq);
    if (!body.contains("intent") || body["intent"] != v.intent)
        fail(v, "foreign_cert", certName(i, seq) + " is not a cert of intent " + v.intent.substr(0, 80), i, seq);
}

void checkCerts(std::string_view text, const nlohmann::json& j, PortableVerdict& v)
{
    const auto raws = rawTopLevelArray(text, "certs");
    if (!j.contains("certs") || !j["certs"].is_array() || !raws || raws->size() != j["certs"].size())
        return fail(v, "malformed", "\"certs\" is missing or not an array");
    v.certs = raws->size();
    if (v.certs != v.seqs.size())
        fail(v, "malformed", std::to_string(v.certs) + " certs but " + std::to_string(v.seqs.size()) + " seqs");
    for (size_t i = 0; i < raws->size(); ++i) checkCert(j["certs"][i], (*raws)[i], i, v);
}

void checkSignature(const nlohmann::json& j, const std::optional<std::string>& signedBytes, PortableVerdict& v)
{
    const auto key = base64Decode(v.publicKey);
    if (!key || key->size() != kEd25519PublicKeyBytes)
        return fail(v, "malformed", "\"public_key\" is not base64 of a 32-byte Ed25519 key");
    const bool hasSig = j.contains("signature") && j["signature"].is_string();
    const auto sig = hasSig ? base64Decode(j["signature"].get<std::string>()) : std::nullopt;
    if (!sig || sig->size() != kEd25519SignatureBytes)
        return fail(v, "bad_signature", "\"signature\" is missing or not base64 of a 64-byte Ed25519 signature");
    if (!signedBytes) return; // not I-JSON: already a failure, nothing well-defined was signed
    if (!verifyEd25519(*key, *signedBytes, *sig))
        fail(v, "bad_signature",
             "the signature does not match the receipt's content under its public key " + v.publicKey);
}

void checkSigner(const std::optional<std::string>& expected, PortableVerdict& v)
{
    if (!expected) return;
    v.signerChecked = true;
    const auto want = base64Decode(*expected);
    const auto have = base64Decode(v.publicKey);
    if (!want || want->size() != kEd25519PublicKeyBytes)
        return fail(v, "wrong_key", "the expected public key is not base64 of a 32-byte Ed25519 key");
    if (!have || *have != *want)
        fail(v, "wrong_key", "signed with public key " + v.publicKey + ", not the expected " + *expected);
}

nlohmann::json parseReceipt(std::string_view text)
{
    nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded()) throw PortableReadError("not a JSON document");
    if (!j.is_object() || !j.contains("format") || j["format"] != kPortableReceiptFormat)
        throw PortableReadError("not a seal portable receipt (no \"format\": \"" + std::string(kPortableReceiptFormat) +
                                "\")");
    return j;
}

std::string trim(std::string s)
{
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

} // namespace

std::string writePortableReceipt(const PortableReceiptParts& parts, const SigningKey& key)
{
    const std::string body = unsignedText(parts, base64Encode(key.publicKeyRaw()));
    const std::string signature = base64Encode(key.sign(canonicalJcs(body)));
    const std::string signedText = body.substr(0, body.size() - 1) + ",\"signature\":" + stringLiteral(signature) + "}";
    return prettyJsonText(signedText) + "\n";
}

std::optional<PortableReceiptParts> readPortableReceiptParts(Connection& conn, const std::string& intent,
                                                             double exportedAt)
{
    const ChainVerdict verdict = verifyChain(conn);
    ReadTransaction tx(conn);
    PortableReceiptParts p{intent, {}, {}, verdict.head, verdict.ok, verdict.certs,
                           static_cast<std::int64_t>(verdict.breaks.size()), conn.user(), exportedAt};
    Result certs = conn.exec("SELECT seq, body::text FROM seal_certs WHERE intent = $1 ORDER BY seq", {param(intent)});
    for (int i = 0; i < certs.rows(); ++i) {
        p.seqs.push_back(certs.integer(i, 0));
        p.certBodies.emplace_back(certs.isNull(i, 1) ? std::string_view("null") : certs.text(i, 1)); // the offline check names it
    }
    if (p.seqs.empty() && conn.exec("SELECT 1 FROM seal_intents WHERE intent = $1", {param(intent)}).rows() == 0)
        return std::nullopt;
    return p;
}

PortableVerdict verifyPortableReceipt(std::string_view text, const std::optional<std::string>& expectedPublicKeyBase64)
{
    const nlohmann::json j = parseReceipt(text);
    PortableVerdict v;
    readClaims(j, v);
    std::optional<std::string> signedBytes;
    try {
        signedBytes = canonicalJcsWithout(text, "signature");
    } catch (const CanonError& e) {
        fail(v, "duplicate_key", std::string("not I-JSON, so what was signed is ambiguous: ") + e.what());
    }
    checkCerts(text, j, v);
    checkSignature(j, signedBytes, v);
    checkSigner(expectedPublicKeyBase64, v);
    v.valid = v.failures.empty();
    return v;
}

std::string readPortableReceiptFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw PortableReadError("cannot read " + path + ": " + std::strerror(errno));
    std::stringstream ss;
    ss << in.rdbuf();
    if (in.bad()) throw PortableReadError("cannot read " + path);
    std::string text = ss.str();
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        throw PortableReadError(path + " starts with a UTF-8 byte-order mark (bytes EF BB BF): save it as UTF-8 "
                                       "without one and verify again");
    return text;
}

std::optional<std::string> resolvePublicKey(const std::string& base64OrFile)
{
    std::string text = base64OrFile;
    std::error_code ec;
    if (std::filesystem::is_regular_file(base64OrFile, ec)) {
        try {
            text = readPortableReceiptFile(base64OrFile);
        } catch (const PortableReadError&) {
            return std::nullopt;
        }
        if (const auto at = text.find("public key:"); at != std::string::npos) text = text.substr(at + 11);
    }
    text = trim(text);
    const auto raw = base64Decode(text);
    if (!raw || raw->size() != kEd25519PublicKeyBytes) return std::nullopt;
    return text;
}

std::optional<std::vector<std::string_view>> rawTopLevelArray(std::string_view s, std::string_view key)
{
    size_t i = skipSpace(s, 0);
    if (i >= s.size() || s[i] != '{') return std::nullopt;
    std::optional<std::vector<std::string_view>> found;
    for (i = skipSpace(s, i + 1); i < s.size() && s[i] == '"';) {
        const size_t keyEnd = skipString(s, i);
        const auto name = nlohmann::json::parse(s.substr(i, keyEnd - i), nullptr, false);
        i = skipSpace(s, keyEnd);
        if (i >= s.size() || s[i] != ':') return std::nullopt;
        i = skipSpace(s, i + 1);
        const size_t valueEnd = skipValue(s, i);
        // The last of duplicate members wins, as it does for the parser.
        if (name.is_string() && name.get<std::string>() == key)
            found = i < s.size() && s[i] == '[' ? std::optional(arrayElements(s, i)) : std::nullopt;
        i = skipSpace(s, valueEnd);
        if (i < s.size() && s[i] == ',') i = skipSpace(s, i + 1);
    }
    return found;
}

} // namespace seal
