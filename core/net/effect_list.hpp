// What a Stripe-compatible provider says it did in a window (SPEC-kernel.md
// §13, the reconcile sweep): GET /v1/payment_intents?created[gte]=…&
// created[lte]=…&limit=100, following `starting_after` while `has_more`, a
// bounded number of pages. Only status succeeded or processing is spend. A
// listing that did not complete is a failure with its reason, never a
// shorter list: an empty list must mean "the provider answered, none".
#pragma once

#include "core/net/witness.hpp"

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

inline constexpr int kListPageLimit = 100;       // objects per page asked for
inline constexpr int kDefaultMaxListPages = 100; // 10 000 effects; past that, narrow the window

// One effect that moved money (status succeeded or processing).
struct ProviderEffect
{
    std::string id;    // "" when the provider gave none
    double amount = 0; // the provider's `amount` in its minor units (cents); 0 when absent or null
    std::string status;
    nlohmann::json tag; // metadata.seal_intent as given: null when untagged
};

struct EffectListing
{
    bool complete = false;               // every page read and understood
    std::string error;                   // why not, when not complete
    std::vector<ProviderEffect> effects; // spend only (other statuses are dropped)
    int pages = 0;                       // pages read
    int ignored = 0;                     // objects in other states (not spend)
    bool stopped = false;                // witness.stop stopped it (the operator cancelled)
};

// Told after each page is read (the listing so far), on the listing's thread.
using ListProgress = std::function<void(const EffectListing& sofar)>;

// The request target for one page: {prefix}/v1/payment_intents?created%5Bgte%5D=<floor(since)>
// &created%5Blte%5D=<floor(until)>&limit=100[&starting_after=<id>] (brackets
// percent-encoded, as the provider's own clients send them).
std::string listTarget(const std::string& pathPrefix, double since, double until,
                       const std::optional<std::string>& startingAfter);

// One page's body (pure, for tests): appends its spend to `into` and returns
// the id to continue after when the page says has_more ("" when it does not),
// or throws std::runtime_error saying what is wrong with it.
std::string readListPage(std::string_view body, EffectListing& into);

// Lists the window page by page. Never throws for the provider's sake: a
// transport error, a non-2xx status, a body it cannot read, or more pages
// than `maxPages` make it incomplete with the reason (naming the page).
// witness.stop is asked during each request and before the next one: when it
// says stop, the listing is incomplete and `stopped` (no partial list is ever
// complete, so a stopped listing can never read as clean).
EffectListing listProviderEffects(const ProviderWitness& witness, double since, double until,
                                  int maxPages = kDefaultMaxListPages, const ListProgress& progress = {});

} // namespace seal
