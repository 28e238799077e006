// The demo's payment provider (sealdesk --demo, tests): a local HTTP server on
// 127.0.0.1 that speaks the part of a Stripe-compatible API the witness and
// the reconcile sweep ask (core/net witness.hpp, effect_list.hpp), over a
// ledger the simulated agents charge. It stands for what is outside the
// machine; the console asks it exactly as it asks a real provider, over HTTP
// with a bearer key. cpp-httplib (Debian's libcpp-httplib) serves it.
#pragma once

#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

// The demo provider's API key: public, like the demo's other keys.
inline constexpr const char* kDemoProviderKey = "sk_demo_sealdesk";

// The demo ledger's one charge nobody admitted (untagged, made when the
// console started): €1,234.56, in cents, for a reconcile sweep to find.
inline constexpr long long kDemoOutOfBandMinor = 123456;

struct DemoCharge
{
    std::string id;               // pi_…
    std::string intent;           // metadata.seal_intent; "" for a charge nobody admitted
    long long amountMinor = 0;    // in cents
    std::string currency = "eur"; // the demo's agents pay in euros
    std::string status = "succeeded";
    long long created = 0; // epoch seconds
};

// What the provider did, in the order it did it. Thread-safe.
class DemoLedger
{
public:
    // Records a charge and returns its id.
    std::string charge(const std::string& intent, long long amountMinor, long long created);
    std::vector<DemoCharge> byIntent(const std::string& intent) const;
    std::vector<DemoCharge> all() const;
    std::size_t size() const;

private:
    mutable std::mutex m_mutex;
    std::vector<DemoCharge> m_charges;
};

// One request's answer (pure, for tests): `target` is the path and query as
// sent ("/v1/payment_intents/search?query=…"), `authorization` the header.
struct DemoProviderAnswer
{
    int status = 200;
    std::string body;
};
DemoProviderAnswer answerDemoRequest(const DemoLedger& ledger, const std::string& path,
                                     const std::vector<std::pair<std::string, std::string>>& params,
                                     const std::string& authorization, const std::string& apiKey);

class DemoProvider
{
public:
    // Listens on 127.0.0.1, on a port the system picks; throws
    // std::runtime_error when it cannot.
    explicit DemoProvider(std::string apiKey = kDemoProviderKey);
    ~DemoProvider(); // stops serving, then returns
    DemoProvider(const DemoProvider&) = delete;
    DemoProvider& operator=(const DemoProvider&) = delete;

    std::string url() const; // http://127.0.0.1:PORT
    const std::string& apiKey() const { return m_apiKey; }
    DemoLedger& ledger() { return m_ledger; }
    const DemoLedger& ledger() const { return m_ledger; }
    // Requests answered so far (any status).
    long long requests() const;

private:
    struct Server;
    std::string m_apiKey;
    DemoLedger m_ledger;
    std::unique_ptr<Server> m_server;
};

} // namespace seal
