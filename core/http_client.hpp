// A minimal HTTP/1.1 GET client on POSIX sockets, http:// and https://
// (OpenSSL, peer verified by default). Just enough for a provider witness:
// one request per connection, a hard deadline over the whole exchange, a
// bounded response. No Qt and no libcurl, so the core stays a small library.
#pragma once

#include <chrono>
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
    std::string scheme; // "http" | "https"
    std::string host;   // without brackets for IPv6 literals
    int port = 0;
    std::string target; // path and query as sent ("/" at least); no fragment
};
// Parses http(s)://host[:port][/path][?query]; HttpError when it is anything else.
Url parseUrl(const std::string& text);

// RFC 3986 percent-encoding of a query value: unreserved characters kept,
// every other byte as %XX.
std::string percentEncode(const std::string& text);

struct HttpRequest
{
    std::string url; // full URL including the query
    std::vector<std::pair<std::string, std::string>> headers;
    std::chrono::milliseconds timeout{10000}; // over connect, TLS, send and receive
    bool verifyPeer = true;                   // https: certificate chain and host name
    std::size_t maxBodyBytes = 8u << 20;
};

struct HttpResponse
{
    int status = 0;
    std::map<std::string, std::string> headers; // names lower-cased
    std::string body;                           // de-chunked
};

// One GET. Throws HttpError for any transport failure; a non-2xx status is a
// response, not an error. Name resolution is not covered by the timeout
// (getaddrinfo cannot be bounded portably); a literal address never resolves.
HttpResponse httpGet(const HttpRequest& request);

} // namespace seal
