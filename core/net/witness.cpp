#include "core/net/witness.hpp"

#include "core/net/http_client.hpp"
#include "core/net/provider_request.hpp"
#include "core/sys/secret_wipe.hpp"

namespace seal {
namespace {

WitnessAnswer unknownBecause(const std::string& why)
{
    return WitnessAnswer{WitnessVerdict::Unknown, std::nullopt, nlohmann::json{{"error", why}}};
}

// The provider's query language quotes with ' and escapes with \.
std::string quoteForQuery(const std::string& value)
{
    std::string out;
    for (char c : value) {
        if (c == '\'' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

bool counts(const nlohmann::json& status)
{
    return status == "succeeded" || status == "processing";
}

} // namespace

const char* verdictName(WitnessVerdict verdict)
{
    switch (verdict) {
    case WitnessVerdict::ConfirmedOne:
        return "confirmed_one";
    case WitnessVerdict::Absent:
        return "absent";
    case WitnessVerdict::Multiple:
        return "multiple";
    case WitnessVerdict::Unknown:
        return "unknown";
    }
    return "unknown";
}

std::optional<WitnessVerdict> verdictFromName(std::string_view name)
{
    for (auto v : {WitnessVerdict::ConfirmedOne, WitnessVerdict::Absent, WitnessVerdict::Multiple,
                   WitnessVerdict::Unknown})
        if (name == verdictName(v)) return v;
    return std::nullopt;
}

std::string searchTarget(const std::string& pathPrefix, const std::string& intent)
{
    std::string prefix = pathPrefix;
    while (!prefix.empty() && prefix.back() == '/')
        prefix.pop_back();
    const std::string query = "metadata['seal_intent']:'" + quoteForQuery(intent) + "'";
    return prefix + "/v1/payment_intents/search?query=" + percentEncode(query);
}

WitnessAnswer judgeSearchBody(std::string_view body)
{
    const auto doc = nlohmann::json::parse(body, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        return unknownBecause("provider answered with a body that is not a JSON object");
    if (!doc.contains("data") || !doc["data"].is_array())
        return unknownBecause("provider answer has no \"data\" list");
    nlohmann::json ids = nlohmann::json::array();
    int others = 0;
    for (const auto& object : doc["data"]) {
        if (!object.is_object() || !object.contains("status") || !object["status"].is_string())
            return unknownBecause("provider answer lists an object without a status");
        if (!counts(object["status"])) {
            ++others;
            continue;
        }
        ids.push_back(object.contains("id") && object["id"].is_string() ? object["id"]
                                                                        : nlohmann::json(nullptr));
    }
    const int n = static_cast<int>(ids.size());
    if (n < 2 && doc.value("has_more", false))
        return unknownBecause("provider has more results than one page and fewer than two counted so far");
    const std::string note =
        std::to_string(n) + " payment intent(s) succeeded or processing" +
        (others ? ", " + std::to_string(others) + " in other states ignored" : std::string());
    const WitnessVerdict v = n == 0   ? WitnessVerdict::Absent
                             : n == 1 ? WitnessVerdict::ConfirmedOne
                                      : WitnessVerdict::Multiple;
    return WitnessAnswer{v, n, nlohmann::json{{"ids", ids}, {"note", note}}};
}

WitnessAnswer askProvider(const ProviderWitness& witness, const std::string& intent)
{
    try {
        const HttpResponse response = detail::providerGet(
            witness, [&intent](const std::string& prefix) { return searchTarget(prefix, intent); });
        if (response.status < 200 || response.status > 299)
            return unknownBecause("provider answered HTTP " + std::to_string(response.status));
        return judgeSearchBody(response.body);
    } catch (const HttpStopped&) {
        throw;
    } catch (const HttpError& e) {
        return unknownBecause(e.what());
    }
}

namespace detail {

HttpResponse providerGet(const ProviderWitness& witness,
                         const std::function<std::string(const std::string& prefix)>& target)
{
    const Url base = parseUrl(witness.baseUrl);
    const auto queryAt = base.target.find('?');
    const std::string prefix = base.target.substr(0, queryAt);
    // The base URL's own query (an API gateway's key=...) and userinfo go along.
    const std::string extra = queryAt == std::string::npos ? "" : "&" + base.target.substr(queryAt + 1);
    const bool v6 = base.host.find(':') != std::string::npos;
    HttpRequest request;
    request.url = base.scheme + "://" + (base.userinfo.empty() ? "" : base.userinfo + "@") +
                  (v6 ? "[" + base.host + "]" : base.host) + ":" + std::to_string(base.port) +
                  target(prefix) + (extra == "&" ? "" : extra);
    request.headers = {{"Accept", "application/json"}};
    if (!witness.apiKey.empty()) request.headers.emplace_back("Authorization", "Bearer " + witness.apiKey);
    request.timeout = witness.timeout;
    request.verifyPeer = witness.verifyPeer;
    request.stop = witness.stop;
    auto wipe = [&request] {
        for (auto& header : request.headers)
            wipeSecret(header.second);
        wipeSecret(request.url); // it may carry the URL's credentials
    };
    try {
        HttpResponse response = httpGet(request);
        wipe();
        return response;
    } catch (...) {
        wipe();
        throw;
    }
}

} // namespace detail
} // namespace seal
