#include "core/evidence/incident_receipt_check.hpp"

#include "core/canon/digest.hpp"
#include "core/canon/json_pretty.hpp"

#include <nlohmann/json.hpp>

#include <set>

namespace seal {
namespace {

std::optional<std::string> optString(const nlohmann::json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return std::nullopt;
    return it->get<std::string>();
}

std::optional<std::int64_t> optInteger(const nlohmann::json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer()) return std::nullopt;
    return it->get<std::int64_t>();
}

// The members an incident receipt always has (receiptBodyText, Receipt::text).
bool looksLikeIncidentReceipt(const nlohmann::json& j)
{
    return j.is_object() && !j.contains("format") && j.contains("intent") && j["intent"].is_string() &&
           j.contains("state") && j.contains("certs") && j["certs"].is_array() && j.contains("chain_verified") &&
           j.contains("chain_detail") && j.contains("receipt_digest") && j["receipt_digest"].is_string();
}

// What the document claims, read leniently: a wrong type is simply not shown.
void readClaims(const nlohmann::json& j, IncidentReceiptCheck& c)
{
    c.intent = j["intent"].get<std::string>();
    c.action = optString(j, "action").value_or(std::string());
    c.state = optString(j, "state").value_or(std::string());
    c.tier = optString(j, "tier");
    c.domain = optString(j, "domain");
    c.domainFrozen = j.contains("domain_frozen") && j["domain_frozen"].is_object();
    c.certs = j["certs"].size();
    c.chainVerified = j["chain_verified"].is_boolean() && j["chain_verified"].get<bool>();
    if (const auto& d = j["chain_detail"]; d.is_object()) {
        c.chainCerts = optInteger(d, "certs");
        c.chainBreakAt = optInteger(d, "at");
        c.chainWhy = optString(d, "why").value_or(std::string());
    }
    if (const auto it = j.find("generated_at"); it != j.end() && it->is_number()) c.generatedAt = it->get<double>();
    c.statedDigest = j["receipt_digest"].get<std::string>();
}

} // namespace

std::optional<IncidentReceiptCheck> checkIncidentReceipt(std::string_view text)
{
    if (jsonDeeperThan(text, kJsonTreeDepth)) return std::nullopt;
    // Top-level members named twice: which one was digested would be a guess.
    std::set<std::string> names;
    std::string twice;
    const nlohmann::json::parser_callback_t seen = [&](int depth, nlohmann::json::parse_event_t event,
                                                       nlohmann::json& parsed) {
        if (depth == 1 && event == nlohmann::json::parse_event_t::key && parsed.is_string() &&
            !names.insert(parsed.get<std::string>()).second && twice.empty())
            twice = parsed.get<std::string>();
        return true;
    };
    const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), seen, false);
    if (j.is_discarded() || !looksLikeIncidentReceipt(j)) return std::nullopt;

    IncidentReceiptCheck c;
    readClaims(j, c);
    try {
        // As makeReceipt: digest v1 of the document without generated_at and
        // receipt_digest (canonical v1 sorts members and ignores whitespace,
        // so the re-indented file digests as the compact text did).
        c.computedDigest = sha256Hex(canonicalV1Without(canonicalV1Without(text, "generated_at"), "receipt_digest"));
    } catch (const CanonError& e) {
        c.problem = std::string("the document cannot be digested: ") + e.what();
    }
    if (!twice.empty()) c.problem = "the document names the member \"" + twice + "\" twice";
    c.matches = c.problem.empty() && !c.computedDigest.empty() && c.computedDigest == c.statedDigest;
    return c;
}

} // namespace seal
