#include "core/demo/demo_provider.hpp"

#include "core/canon/signing.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <stdexcept>
#include <thread>

namespace seal {
namespace {

using json = nlohmann::json;
using Params = std::vector<std::pair<std::string, std::string>>;

json object(const DemoCharge& c)
{
    json metadata = json::object();
    if (!c.intent.empty()) metadata["seal_intent"] = c.intent;
    return {{"id", c.id},         {"object", "payment_intent"}, {"amount", c.amountMinor},
            {"currency", c.currency}, {"status", c.status},      {"created", c.created},
            {"metadata", metadata}};
}

DemoProviderAnswer error(int status, const std::string& type, const std::string& message)
{
    return {status, json{{"error", {{"type", type}, {"message", message}}}}.dump()};
}

std::optional<std::string> param(const Params& params, const std::string& name)
{
    for (const auto& [k, v] : params)
        if (k == name) return v;
    return std::nullopt;
}

std::optional<long long> integer(const std::optional<std::string>& text)
{
    if (!text) return std::nullopt;
    long long v = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (ec != std::errc() || end != text->data() + text->size()) return std::nullopt;
    return v;
}

// metadata['seal_intent']:'VALUE', with \' and \\ inside VALUE: the only
// query the witness sends.
std::optional<std::string> intentOfQuery(const std::string& query)
{
    const std::string head = "metadata['seal_intent']:'";
    if (query.size() < head.size() + 1 || query.compare(0, head.size(), head) != 0 || query.back() != '\'')
        return std::nullopt;
    std::string value;
    for (std::size_t i = head.size(); i + 1 < query.size(); ++i) {
        char c = query[i];
        if (c == '\\') {
            if (i + 2 >= query.size()) return std::nullopt;
            c = query[++i];
        } else if (c == '\'') {
            return std::nullopt; // an unescaped quote ends the value early
        }
        value += c;
    }
    return value;
}

DemoProviderAnswer search(const DemoLedger& ledger, const Params& params)
{
    const auto query = param(params, "query");
    const auto intent = query ? intentOfQuery(*query) : std::nullopt;
    if (!intent) return error(400, "invalid_request_error", "query must be metadata['seal_intent']:'<intent>'");
    json data = json::array();
    for (const auto& c : ledger.byIntent(*intent))
        data.push_back(object(c));
    return {200, json{{"object", "search_result"}, {"data", data}, {"has_more", false}}.dump()};
}

// Newest first, as the provider lists; `starting_after` continues after that id.
DemoProviderAnswer list(const DemoLedger& ledger, const Params& params)
{
    const auto gte = integer(param(params, "created[gte]"));
    const auto lte = integer(param(params, "created[lte]"));
    const auto limit = integer(param(params, "limit")).value_or(10);
    if (limit < 1 || limit > 100) return error(400, "invalid_request_error", "limit must be 1..100");
    std::vector<DemoCharge> all = ledger.all();
    std::stable_sort(all.begin(), all.end(),
                     [](const DemoCharge& a, const DemoCharge& b) { return a.created > b.created; });
    std::vector<DemoCharge> window;
    for (auto& c : all)
        if ((!gte || c.created >= *gte) && (!lte || c.created <= *lte)) window.push_back(std::move(c));
    auto from = window.begin();
    if (const auto after = param(params, "starting_after")) {
        from = std::find_if(window.begin(), window.end(), [&](const DemoCharge& c) { return c.id == *after; });
        if (from == window.end())
            return error(400, "invalid_request_error", "no such object for starting_after: " + *after);
        ++from;
    }
    json data = json::array();
    for (auto it = from; it != window.end() && data.size() < static_cast<std::size_t>(limit); ++it)
        data.push_back(object(*it));
    const bool more = static_cast<std::size_t>(window.end() - from) > data.size();
    return {200, json{{"object", "list"}, {"data", data}, {"has_more", more}}.dump()};
}

} // namespace

std::string DemoLedger::charge(const std::string& intent, long long amountMinor, long long created)
{
    DemoCharge c;
    c.id = "pi_demo" + randomHex(8);
    c.intent = intent;
    c.amountMinor = amountMinor;
    c.created = created;
    std::lock_guard lock(m_mutex);
    m_charges.push_back(c);
    return c.id;
}

std::vector<DemoCharge> DemoLedger::byIntent(const std::string& intent) const
{
    std::lock_guard lock(m_mutex);
    std::vector<DemoCharge> out;
    for (const auto& c : m_charges)
        if (!c.intent.empty() && c.intent == intent) out.push_back(c);
    return out;
}

std::vector<DemoCharge> DemoLedger::all() const
{
    std::lock_guard lock(m_mutex);
    return m_charges;
}

std::size_t DemoLedger::size() const
{
    std::lock_guard lock(m_mutex);
    return m_charges.size();
}

DemoProviderAnswer answerDemoRequest(const DemoLedger& ledger, const std::string& path, const Params& params,
                                     const std::string& authorization, const std::string& apiKey)
{
    if (authorization != "Bearer " + apiKey)
        return error(401, "authentication_error", "Invalid API Key provided");
    if (path == "/v1/payment_intents/search") return search(ledger, params);
    if (path == "/v1/payment_intents") return list(ledger, params);
    return error(404, "invalid_request_error", "Unrecognized request URL (GET: " + path + ")");
}

struct DemoProvider::Server
{
    httplib::Server http;
    int port = 0;
    std::atomic<long long> requests{0};
    std::thread thread;
};

DemoProvider::DemoProvider(std::string apiKey) : m_apiKey(std::move(apiKey)), m_server(std::make_unique<Server>())
{
    Server& s = *m_server;
    s.http.new_task_queue = [] { return new httplib::ThreadPool(2); };
    s.http.set_read_timeout(5, 0);
    s.http.set_write_timeout(5, 0);
    s.http.Get(R"(/.*)", [this](const httplib::Request& req, httplib::Response& res) {
        ++m_server->requests;
        Params params(req.params.begin(), req.params.end());
        const auto a = answerDemoRequest(m_ledger, req.path, params, req.get_header_value("Authorization"), m_apiKey);
        res.status = a.status;
        res.set_content(a.body, "application/json");
    });
    s.port = s.http.bind_to_any_port("127.0.0.1");
    if (s.port <= 0) throw std::runtime_error("the demo provider could not listen on 127.0.0.1");
    s.thread = std::thread([&s] { s.http.listen_after_bind(); });
}

DemoProvider::~DemoProvider()
{
    m_server->http.stop();
    if (m_server->thread.joinable()) m_server->thread.join();
}

std::string DemoProvider::url() const
{
    return "http://127.0.0.1:" + std::to_string(m_server->port);
}

long long DemoProvider::requests() const
{
    return m_server->requests.load();
}

} // namespace seal
