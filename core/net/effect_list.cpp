#include "core/net/effect_list.hpp"

#include "core/net/http_client.hpp"
#include "core/net/provider_request.hpp"

#include <cmath>
#include <stdexcept>

namespace seal {
namespace {

using nlohmann::json;

bool isSpend(const std::string& status)
{
    return status == "succeeded" || status == "processing";
}

// created[gte]/[lte] are whole seconds; the provider's `created` is too.
std::string wholeSeconds(double t)
{
    return std::to_string(static_cast<long long>(std::floor(t)));
}

ProviderEffect effectOf(const json& object, std::size_t index)
{
    const std::string where = "object " + std::to_string(index) + " of the page";
    ProviderEffect e;
    e.status = object["status"].get<std::string>();
    if (object.contains("id")) {
        if (!object["id"].is_string()) throw std::runtime_error(where + " has an id that is not a string");
        e.id = object["id"].get<std::string>();
    }
    if (object.contains("amount") && !object["amount"].is_null()) {
        if (!object["amount"].is_number())
            throw std::runtime_error(where + " (" + e.id + ") has an amount that is not a number");
        e.amount = object["amount"].get<double>();
    }
    if (object.contains("metadata") && object["metadata"].is_object() &&
        object["metadata"].contains("seal_intent"))
        e.tag = object["metadata"]["seal_intent"];
    return e;
}

} // namespace

std::string listTarget(const std::string& pathPrefix, double since, double until,
                       const std::optional<std::string>& startingAfter)
{
    std::string prefix = pathPrefix;
    while (!prefix.empty() && prefix.back() == '/')
        prefix.pop_back();
    std::string target = prefix + "/v1/payment_intents?created%5Bgte%5D=" + wholeSeconds(since) +
                         "&created%5Blte%5D=" + wholeSeconds(until) +
                         "&limit=" + std::to_string(kListPageLimit);
    if (startingAfter) target += "&starting_after=" + percentEncode(*startingAfter);
    return target;
}

std::string readListPage(std::string_view body, EffectListing& into)
{
    const auto doc = json::parse(body, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        throw std::runtime_error("the provider answered with a body that is not a JSON object");
    if (!doc.contains("data") || !doc["data"].is_array())
        throw std::runtime_error("the provider's answer has no \"data\" list");
    const json& data = doc["data"];
    for (std::size_t i = 0; i < data.size(); ++i) {
        const json& object = data[i];
        if (!object.is_object() || !object.contains("status") || !object["status"].is_string())
            throw std::runtime_error("object " + std::to_string(i) + " of the page has no status");
        ProviderEffect e = effectOf(object, i);
        if (isSpend(e.status))
            into.effects.push_back(std::move(e));
        else
            ++into.ignored;
    }
    const json hasMore = doc.contains("has_more") ? doc["has_more"] : json(false);
    if (!hasMore.is_boolean()) throw std::runtime_error("the provider's has_more is not true or false");
    if (!hasMore.get<bool>()) return {};
    // The cursor is the last object of the page, whatever its state.
    if (data.empty() || !data.back().is_object() || !data.back().contains("id") ||
        !data.back()["id"].is_string() || data.back()["id"].get<std::string>().empty())
        throw std::runtime_error(
            "the provider says it has more but its page ends without an id to continue after");
    return data.back()["id"].get<std::string>();
}

EffectListing listProviderEffects(const ProviderWitness& witness, double since, double until, int maxPages,
                                  const ListProgress& progress)
{
    EffectListing out;
    std::optional<std::string> after;
    auto fail = [&out](const std::string& why) {
        out.complete = false;
        out.error = "GET /v1/payment_intents page " + std::to_string(out.pages + 1) + ": " + why;
        return out;
    };
    auto stopped = [&out, &fail] {
        out.stopped = true;
        return fail("stopped by the operator after " + std::to_string(out.pages) + " page(s)");
    };
    while (true) {
        if (witness.stop && witness.stop()) return stopped();
        if (out.pages >= maxPages)
            return fail("the provider has more than " + std::to_string(maxPages) + " pages of " +
                        std::to_string(kListPageLimit) + " in this window; sweep a narrower window");
        try {
            const HttpResponse response = detail::providerGet(
                witness, [&](const std::string& prefix) { return listTarget(prefix, since, until, after); });
            if (response.status < 200 || response.status > 299)
                return fail("the provider answered HTTP " + std::to_string(response.status));
            const std::string next = readListPage(response.body, out);
            ++out.pages;
            if (progress) progress(out);
            if (next.empty()) break;
            if (after && *after == next) return fail("the provider's cursor did not move (" + next + ")");
            after = next;
        } catch (const HttpStopped&) {
            return stopped();
        } catch (const HttpError& e) {
            return fail(e.what());
        } catch (const std::exception& e) {
            return fail(e.what());
        }
    }
    out.complete = true;
    return out;
}

} // namespace seal
