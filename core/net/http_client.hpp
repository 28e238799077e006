// One bounded HTTP GET for the provider witness, on libcurl (a maintained
// client: TLS, chunked encoding, proxies and timeouts done by people who do
// nothing else). The policy is ours: https only, except to a loopback host;
// the peer verified; no redirect followed; body and headers capped while they
// arrive; one deadline over resolving, connecting, TLS, sending and receiving.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace seal {

// Anything that kept a full, well-formed response from arriving: a bad URL,
// DNS, connect, TLS, a timeout, a malformed or oversized response.
class HttpError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

struct Url
{
    std::string scheme;   // "http" | "https"
    std::string userinfo; // "user:password" as written, or empty
    std::string host;     // without brackets for IPv6 literals
    int port = 0;
    std::string target;   // path and query as sent ("/" at least); no fragment
};
// Parses http(s)://[userinfo@]host[:port][/path][?query]; HttpError when it is
// anything else, or plain http:// to a host other than loopback (127.0.0.0/8,
// localhost, [::1]). The message never repeats the URL's secrets.
Url parseUrl(const std::string& text);

// The URL with its secrets replaced by "***": the password of the userinfo
// and the values of key=, api_key=, apikey=, token=, access_token=, secret=,
// password= and sig= query parameters. Safe for stdout, logs and settings.
std::string redactedUrl(const std::string& text);
// Whether redactedUrl changes anything (the URL carries a secret).
bool urlHasSecrets(const std::string& text);

// RFC 3986 percent-encoding of a query value: unreserved characters kept,
// every other byte as %XX.
std::string percentEncode(const std::string& text);

struct HttpRequest
{
    std::string url; // full URL including the query
    std::vector<std::pair<std::string, std::string>> headers;
    std::chrono::milliseconds timeout{10000}; // over resolve, connect, TLS, send and receive
    bool verifyPeer = true;                   // https: certificate chain and host name
    std::size_t maxBodyBytes = 8u << 20;
    std::size_t maxHeaderBytes = 64u << 10;   // all response header lines together
    // Asked several times a second while the exchange runs (any thread may
    // set what it reads): true stops it at once with HttpStopped. Empty: never.
    std::function<bool()> stop;
};

// The exchange was stopped by HttpRequest::stop (the operator cancelled): not
// an answer, and nothing to judge the provider by.
class HttpStopped : public HttpError
{
public:
    HttpStopped() : HttpError("stopped before the provider answered") {}
};

struct HttpResponse
{
    int status = 0;
    std::map<std::string, std::string> headers; // names lower-cased
    std::string body;                           // de-chunked
};

// One GET. Throws HttpError for any transport failure; a non-2xx status
// (a redirect too: none is followed) is a response, not an error.
HttpResponse httpGet(const HttpRequest& request);

} // namespace seal
