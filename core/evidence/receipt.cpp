#include "core/evidence/receipt.hpp"

#include "core/canon/digest.hpp"
#include "core/store/optional_tables.hpp"

#include <nlohmann/json.hpp>

namespace seal {
namespace {

std::string jsonString(std::string_view s)
{
    return nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string jsonStringOrNull(const std::optional<std::string>& s)
{
    return s ? jsonString(*s) : "null";
}

// A float column as Python would hold it: always a float, never an int.
std::string floatOrNull(const std::optional<double>& v)
{
    return v ? pythonFloatRepr(*v) : "null";
}

std::string frozenText(const std::optional<ReceiptParts::Frozen>& f)
{
    if (!f) return "null";
    return "{\"reason\":" + jsonStringOrNull(f->reason) +
           ",\"evidence\":" + f->evidenceText.value_or("null") +
           ",\"frozen_at\":" + (f->invalid.empty() ? floatOrNull(f->frozenAt) : "null") + "}";
}

// Beyond the reference, only for a store holding what it never writes: the
// values shown as null, each naming table, column and row.
std::string invalidText(const ReceiptParts& p)
{
    std::vector<std::string> notes;
    if (p.domainFrozen && !p.domainFrozen->invalid.empty()) notes.push_back(p.domainFrozen->invalid);
    notes.insert(notes.end(), p.invalid.begin(), p.invalid.end());
    if (notes.empty()) return {};
    std::string out = ",\"invalid\":[";
    for (size_t i = 0; i < notes.size(); ++i)
        out += (i ? "," : "") + jsonString(notes[i]);
    return out + "]";
}

std::string certsText(const std::vector<std::string>& bodies)
{
    std::string out = "[";
    for (size_t i = 0; i < bodies.size(); ++i)
        out += (i ? "," : "") + bodies[i];
    return out + "]";
}

std::optional<ReceiptParts::Frozen> readFrozen(Connection& conn, const std::optional<std::string>& domain)
{
    if (!domain) return std::nullopt;
    Result r =
        conn.exec("SELECT reason, evidence::text, frozen_at FROM seal_domains WHERE domain = $1 AND frozen",
                  {param(*domain)});
    if (r.rows() == 0) return std::nullopt;
    const auto at = r.optCheckedReal(0, 2, "seal_domains", "domain " + *domain, RealKind::Time);
    return ReceiptParts::Frozen{r.optText(0, 0), r.optText(0, 1), at ? std::optional(at->value) : std::nullopt,
                                at ? at->problem : std::string()};
}

} // namespace

bool chainDetailHasSigned(Connection& conn, const ReferenceVerdict& chain)
{
    return chain.signedCerts > 0 || hasTable(conn, "seal_ticket_pending");
}

std::string unknownIntentMessage(std::string_view intent)
{
    // The kernel cuts the id at 12 characters (Python's intent[:12]: code points).
    size_t end = 0;
    for (int n = 0; n < 12 && end < intent.size(); ++n) {
        ++end;
        while (end < intent.size() && (static_cast<unsigned char>(intent[end]) & 0xC0) == 0x80) ++end;
    }
    return "unknown intent " + std::string(intent.substr(0, end)) + "\u2026";
}

std::string Receipt::text() const
{
    std::string out = bodyText.substr(0, bodyText.size() - 1);
    out += ",\"generated_at\":" + pythonFloatRepr(generatedAt) + ",\"receipt_digest\":" + jsonString(digest) +
           "}";
    return out;
}

std::string chainDetailText(const ReferenceVerdict& v, bool withSigned)
{
    if (v.ok && withSigned)
        return "{\"ok\":true,\"certs\":" + std::to_string(v.certs) + ",\"signed\":" + std::to_string(v.signedCerts) +
               "}";
    if (v.ok) return "{\"ok\":true,\"certs\":" + std::to_string(v.certs) + "}";
    return "{\"ok\":false,\"at\":" + std::to_string(v.at) + ",\"why\":" + jsonString(v.why) + "}";
}

std::string receiptBodyText(const ReceiptParts& p)
{
    return "{\"intent\":" + jsonString(p.intent) + ",\"action\":" + jsonString(p.action) +
           ",\"state\":" + jsonString(p.state) + ",\"tier\":" + jsonStringOrNull(p.tier) +
           ",\"domain\":" + jsonStringOrNull(p.domain) + ",\"domain_frozen\":" + frozenText(p.domainFrozen) +
           ",\"certs\":" + certsText(p.certBodies) +
           ",\"chain_verified\":" + (p.chain.ok ? "true" : "false") +
           ",\"chain_detail\":" + chainDetailText(p.chain, p.signedInDetail) + invalidText(p) + "}";
}

Receipt makeReceipt(const ReceiptParts& parts, double generatedAt)
{
    Receipt r;
    r.intent = parts.intent;
    r.bodyText = receiptBodyText(parts);
    r.generatedAt = generatedAt;
    r.digest = digestV1(r.bodyText);
    r.chainVerified = parts.chain.ok;
    return r;
}

std::optional<ReceiptParts> readReceiptParts(Connection& conn, const std::string& intent,
                                             ReferenceVerdict chain)
{
    Result row = conn.exec("SELECT intent, action, state, tier, domain FROM seal_intents WHERE intent = $1",
                           {param(intent)});
    if (row.rows() == 0) return std::nullopt;
    ReceiptParts p{std::string(row.text(0, 0)),
                   std::string(row.text(0, 1)),
                   std::string(row.text(0, 2)),
                   row.optText(0, 3),
                   row.optText(0, 4),
                   std::nullopt,
                   {},
                   std::move(chain),
                   {}};
    p.domainFrozen = readFrozen(conn, p.domain);
    p.signedInDetail = chainDetailHasSigned(conn, p.chain);
    Result certs =
        conn.exec("SELECT body::text, seq FROM seal_certs WHERE intent = $1 ORDER BY seq", {param(intent)});
    for (int i = 0; i < certs.rows(); ++i) {
        if (certs.isNull(i, 0)) {
            p.certBodies.emplace_back("null");
            p.invalid.push_back("seal_certs.body is NULL (seq " + std::string(certs.text(i, 1)) + ")");
        } else {
            p.certBodies.emplace_back(certs.text(i, 0));
        }
    }
    return p;
}

std::optional<Receipt> buildReceipt(Connection& conn, const std::string& intent, double generatedAt)
{
    const ChainVerdict verdict = verifyChain(conn);
    ReadTransaction tx(conn);
    auto parts = readReceiptParts(conn, intent, verdict.reference);
    if (!parts) return std::nullopt;
    return makeReceipt(*parts, generatedAt);
}

} // namespace seal
