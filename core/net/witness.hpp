// What the world says about an intent (SPEC-kernel.md §3, §7): the four
// verdicts, and a Stripe-compatible provider witness that asks the provider
// itself. Any doubt is `unknown`, never `absent`: an absent verdict releases
// a claim, so it must only come from a provider that answered clearly.
#pragma once

#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace seal {

enum class WitnessVerdict
{
    ConfirmedOne,
    Absent,
    Multiple,
    Unknown
};

// "confirmed_one" | "absent" | "multiple" | "unknown" (the cert's witness_state).
const char* verdictName(WitnessVerdict verdict);
std::optional<WitnessVerdict> verdictFromName(std::string_view name);

// One answer from the world: the verdict, how many effects were counted (null
// when not known) and the evidence kept in the cert ({ids, note} or {error}).
struct WitnessAnswer
{
    WitnessVerdict verdict = WitnessVerdict::Unknown;
    std::optional<int> count;
    nlohmann::json evidence = nlohmann::json::object();
};

struct ProviderWitness
{
    std::string baseUrl; // e.g. https://api.stripe.com (a path prefix is kept)
    std::string apiKey;  // sent as "Authorization: Bearer <key>" (SEAL_WITNESS_KEY)
    std::chrono::milliseconds timeout{10000};
    bool verifyPeer = true;
    // Asked while a request runs and between requests: true stops the
    // question (the operator cancelled; see HttpStopped). Empty: never.
    std::function<bool()> stop;
};

// The request target: {path prefix}/v1/payment_intents/search?query=<encoded
// metadata['seal_intent']:'<intent>'>, with ' and \ in the intent escaped for
// the provider's query language.
std::string searchTarget(const std::string& pathPrefix, const std::string& intent);

// Asks the provider. Never throws for the provider's sake: a transport
// error, a non-2xx status, a timeout or an unparseable body is Unknown with
// {error} evidence. Throws HttpStopped when witness.stop stopped it: that is
// no answer at all, and must not be recorded as one.
WitnessAnswer askProvider(const ProviderWitness& witness, const std::string& intent);

// The verdict for a search response body (pure, for tests): objects in
// `data` whose `status` is succeeded or processing are counted; 0 absent,
// 1 confirmed_one, more multiple. A page that says has_more while fewer than
// two were counted is Unknown: the rest could hold a match.
WitnessAnswer judgeSearchBody(std::string_view body);

} // namespace seal
