#include "core/net/http_client.hpp"

#include "core/sys/secret_wipe.hpp"

#include <curl/curl.h>
#include <openssl/crypto.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <memory>
#include <mutex>

namespace seal {
namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

bool isSecretParameter(const std::string& name)
{
    static const std::array<const char*, 9> names = {"key",    "api_key", "apikey",   "token", "access_token",
                                                     "secret", "password", "passwd", "sig"};
    const std::string n = lower(name);
    return std::any_of(names.begin(), names.end(), [&n](const char* s) { return n == s; });
}

std::string redactQuery(const std::string& query)
{
    std::string out;
    std::size_t pos = 0;
    while (pos <= query.size()) {
        const std::size_t amp = std::min(query.find('&', pos), query.size());
        const std::string part = query.substr(pos, amp - pos);
        const auto eq = part.find('=');
        if (!out.empty() || pos > 0) out += '&';
        out += (eq != std::string::npos && isSecretParameter(part.substr(0, eq))) ? part.substr(0, eq) + "=***"
                                                                                 : part;
        pos = amp + 1;
    }
    return out;
}

bool isLoopback(const std::string& host)
{
    const std::string h = lower(host);
    if (h == "localhost" || h == "::1") return true;
    if (h.rfind("127.", 0) != 0) return false;
    // A dotted IPv4 literal in 127.0.0.0/8, not a name like 127.example.com.
    return std::all_of(h.begin(), h.end(), [](unsigned char c) { return std::isdigit(c) || c == '.'; }) &&
           std::count(h.begin(), h.end(), '.') == 3;
}

// libcurl's global state is set up once per process, before any thread uses it.
void initCurlOnce()
{
    static std::once_flag once;
    std::call_once(once, [] {
        if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) throw HttpError("cannot initialise libcurl");
    });
}

struct Exchange
{
    const HttpRequest* request = nullptr;
    HttpResponse response;
    std::size_t headerBytes = 0;
    std::string aborted; // why a callback stopped the transfer
    bool stopped = false; // HttpRequest::stop said so
};

// libcurl's progress callback: non-zero aborts the transfer.
int onProgress(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t)
{
    auto* ex = static_cast<Exchange*>(user);
    if (ex->request->stop && ex->request->stop()) {
        ex->stopped = true;
        return 1;
    }
    return 0;
}

// Both callbacks stop the transfer as soon as a cap is passed, so an endless
// body or endless headers cost at most the cap, never memory without bound.
size_t onBody(char* data, size_t size, size_t count, void* user)
{
    auto* ex = static_cast<Exchange*>(user);
    const size_t n = size * count;
    if (ex->response.body.size() + n > ex->request->maxBodyBytes) {
        ex->aborted = "response body larger than " + std::to_string(ex->request->maxBodyBytes) + " bytes";
        return CURL_WRITEFUNC_ERROR;
    }
    ex->response.body.append(data, n);
    return n;
}

size_t onHeader(char* data, size_t size, size_t count, void* user)
{
    auto* ex = static_cast<Exchange*>(user);
    const size_t n = size * count;
    ex->headerBytes += n;
    if (ex->headerBytes > ex->request->maxHeaderBytes) {
        ex->aborted = "response headers larger than " + std::to_string(ex->request->maxHeaderBytes) + " bytes";
        return 0;
    }
    const std::string line(data, n);
    if (line.rfind("HTTP/", 0) == 0) {
        ex->response.headers.clear(); // a new response head (after a 1xx)
        return n;
    }
    if (const auto colon = line.find(':'); colon != std::string::npos)
        ex->response.headers[lower(trim(line.substr(0, colon)))] = trim(line.substr(colon + 1));
    return n;
}

// Header lines carry the API key: overwritten before they are freed.
void freeWiped(curl_slist* list)
{
    for (curl_slist* node = list; node; node = node->next)
        if (node->data) OPENSSL_cleanse(node->data, std::strlen(node->data));
    curl_slist_free_all(list);
}

using Easy = std::unique_ptr<CURL, decltype(&curl_easy_cleanup)>;
using Headers = std::unique_ptr<curl_slist, decltype(&freeWiped)>;

void configure(CURL* curl, const HttpRequest& request, Exchange& ex, curl_slist* headers, char* errorBuffer)
{
    const long timeoutMs = static_cast<long>(std::max<long long>(1, request.timeout.count()));
    curl_easy_setopt(curl, CURLOPT_URL, request.url.c_str());
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L); // a redirect is an answer we do not trust
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);       // no SIGALRM for DNS: we run in worker threads
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeoutMs); // the whole exchange, name resolution included
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, timeoutMs);
    curl_easy_setopt(curl, CURLOPT_HTTP_VERSION, static_cast<long>(CURL_HTTP_VERSION_1_1));
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, request.verifyPeer ? 1L : 0L);
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, request.verifyPeer ? 2L : 0L);
    curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(request.maxBodyBytes));
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &ex);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, onHeader);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &ex);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errorBuffer);
    if (request.stop) {
        curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
        curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, onProgress);
        curl_easy_setopt(curl, CURLOPT_XFERINFODATA, &ex);
    }
}

} // namespace

std::string redactedUrl(const std::string& text)
{
    const auto sep = text.find("://");
    const std::size_t authorityStart = sep == std::string::npos ? 0 : sep + 3;
    const std::size_t authorityEnd = std::min(text.find_first_of("/?#", authorityStart), text.size());
    std::string out = text.substr(0, authorityStart);
    std::string authority = text.substr(authorityStart, authorityEnd - authorityStart);
    if (const auto at = authority.rfind('@'); sep != std::string::npos && at != std::string::npos) {
        const std::string userinfo = authority.substr(0, at);
        const auto colon = userinfo.find(':');
        // "user:password" keeps the user; a bare userinfo is often a token itself.
        out += (colon == std::string::npos ? std::string("***") : userinfo.substr(0, colon) + ":***") +
               authority.substr(at);
    } else {
        out += authority;
    }
    const std::string rest = text.substr(authorityEnd);
    const auto q = rest.find('?');
    if (q == std::string::npos) return out + rest;
    const auto hash = std::min(rest.find('#', q), rest.size());
    return out + rest.substr(0, q + 1) + redactQuery(rest.substr(q + 1, hash - q - 1)) + rest.substr(hash);
}

bool urlHasSecrets(const std::string& text) { return redactedUrl(text) != text; }

Url parseUrl(const std::string& text)
{
    const std::string shown = redactedUrl(text);
    Url url;
    const auto sep = text.find("://");
    if (sep == std::string::npos) throw HttpError("not a URL (no scheme): " + shown);
    url.scheme = lower(text.substr(0, sep));
    if (url.scheme != "http" && url.scheme != "https")
        throw HttpError("unsupported URL scheme " + url.scheme + " (use https://)");
    std::string rest = text.substr(sep + 3);
    const auto slash = rest.find_first_of("/?#");
    std::string authority = rest.substr(0, slash);
    url.target = slash == std::string::npos ? "/" : rest.substr(slash);
    url.target.erase(std::min(url.target.find('#'), url.target.size()));
    if (url.target.empty() || url.target[0] != '/') url.target.insert(0, "/");
    if (const auto at = authority.rfind('@'); at != std::string::npos) {
        url.userinfo = authority.substr(0, at);
        authority.erase(0, at + 1);
    }
    std::string portText;
    if (!authority.empty() && authority[0] == '[') {
        const auto close = authority.find(']');
        if (close == std::string::npos) throw HttpError("bad IPv6 address in URL: " + shown);
        url.host = authority.substr(1, close - 1);
        if (close + 1 < authority.size() && authority[close + 1] == ':') portText = authority.substr(close + 2);
    } else {
        const auto colon = authority.rfind(':');
        url.host = authority.substr(0, colon);
        if (colon != std::string::npos) portText = authority.substr(colon + 1);
    }
    if (url.host.empty()) throw HttpError("no host in URL: " + shown);
    url.port = url.scheme == "https" ? 443 : 80;
    if (!portText.empty()) {
        if (!std::all_of(portText.begin(), portText.end(), [](unsigned char c) { return std::isdigit(c); }) ||
            portText.size() > 5 || std::stoi(portText) == 0 || std::stoi(portText) > 65535)
            throw HttpError("bad port in URL: " + shown);
        url.port = std::stoi(portText);
    }
    if (url.scheme == "http" && !isLoopback(url.host))
        throw HttpError("plain http:// is only for a loopback host (127.0.0.1, localhost, [::1]); use https:// for " +
                        url.host);
    return url;
}

std::string percentEncode(const std::string& text)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : text) {
        if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 0xF];
        }
    }
    return out;
}

HttpResponse httpGet(const HttpRequest& request)
{
    parseUrl(request.url); // our policy first: scheme, loopback-only http
    initCurlOnce();
    Easy curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) throw HttpError("cannot start an HTTP request (libcurl)");
    curl_slist* list = nullptr;
    for (const auto& [name, value] : request.headers) {
        std::string line = name + ": " + value;
        curl_slist* grown = curl_slist_append(list, line.c_str());
        wipeSecret(line); // it may be "Authorization: Bearer <key>"
        if (!grown) {
            freeWiped(list);
            throw HttpError("out of memory for HTTP headers");
        }
        list = grown;
    }
    const Headers headers(list, freeWiped);
    Exchange ex;
    ex.request = &request;
    char errorBuffer[CURL_ERROR_SIZE] = {};
    configure(curl.get(), request, ex, headers.get(), errorBuffer);
    if (request.stop && request.stop()) throw HttpStopped();
    const CURLcode rc = curl_easy_perform(curl.get());
    if (rc != CURLE_OK) {
        if (ex.stopped) throw HttpStopped();
        if (!ex.aborted.empty()) throw HttpError(ex.aborted);
        const std::string why = errorBuffer[0] ? errorBuffer : curl_easy_strerror(rc);
        throw HttpError(redactedUrl(trim(why)));
    }
    long status = 0;
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
    ex.response.status = static_cast<int>(status);
    return std::move(ex.response);
}

} // namespace seal
