#include "http_client.hpp"

#include <algorithm>
#include <arpa/inet.h>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <memory>
#include <netdb.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <optional>
#include <poll.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

namespace seal {
namespace {

using Clock = std::chrono::steady_clock;

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::string sslErrorText()
{
    const unsigned long e = ERR_get_error();
    if (e == 0) return "TLS error";
    char buf[256];
    ERR_error_string_n(e, buf, sizeof buf);
    ERR_clear_error();
    return buf;
}

// Milliseconds left before the deadline, for poll(); HttpError once passed.
int msLeft(Clock::time_point deadline, const char* during)
{
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) throw HttpError(std::string("timed out ") + during);
    return static_cast<int>(std::min<long long>(left, 60000));
}

void waitFor(int fd, short events, Clock::time_point deadline, const char* during)
{
    for (;;) {
        pollfd p{fd, events, 0};
        const int n = ::poll(&p, 1, msLeft(deadline, during));
        if (n > 0) return;
        if (n < 0 && errno != EINTR)
            throw HttpError(std::string("poll failed ") + during + ": " + std::strerror(errno));
    }
}

// A writer to a peer that has closed raises SIGPIPE; block it in this thread
// for the exchange and swallow any that became pending (libcurl's approach),
// so a witness never kills the process that asked.
class SigpipeGuard
{
public:
    SigpipeGuard()
    {
        sigset_t pipe;
        sigemptyset(&pipe);
        sigaddset(&pipe, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe, &m_old);
    }
    ~SigpipeGuard()
    {
        sigset_t pipe;
        sigemptyset(&pipe);
        sigaddset(&pipe, SIGPIPE);
        const timespec zero{0, 0};
        while (sigtimedwait(&pipe, nullptr, &zero) > 0) {
        }
        pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
    }
    SigpipeGuard(const SigpipeGuard&) = delete;
    SigpipeGuard& operator=(const SigpipeGuard&) = delete;

private:
    sigset_t m_old;
};

class Socket
{
public:
    explicit Socket(int fd) : m_fd(fd) {}
    ~Socket()
    {
        if (m_fd >= 0) ::close(m_fd);
    }
    Socket(const Socket&) = delete;
    Socket& operator=(const Socket&) = delete;
    int fd() const { return m_fd; }

private:
    int m_fd;
};

// Non-blocking connect to the first address that answers before the deadline.
std::unique_ptr<Socket> connectTo(const Url& url, Clock::time_point deadline)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    const std::string port = std::to_string(url.port);
    if (const int rc = ::getaddrinfo(url.host.c_str(), port.c_str(), &hints, &found); rc != 0)
        throw HttpError("cannot resolve " + url.host + ": " + ::gai_strerror(rc));
    std::unique_ptr<addrinfo, decltype(&::freeaddrinfo)> list(found, ::freeaddrinfo);
    std::string lastError = "no address";
    for (addrinfo* a = list.get(); a; a = a->ai_next) {
        auto sock = std::make_unique<Socket>(
            ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol));
        if (sock->fd() < 0) {
            lastError = std::strerror(errno);
            continue;
        }
        if (::connect(sock->fd(), a->ai_addr, a->ai_addrlen) != 0 && errno != EINPROGRESS) {
            lastError = std::strerror(errno);
            continue;
        }
        waitFor(sock->fd(), POLLOUT, deadline, ("connecting to " + url.host).c_str());
        int err = 0;
        socklen_t len = sizeof err;
        ::getsockopt(sock->fd(), SOL_SOCKET, SO_ERROR, &err, &len);
        if (err == 0) return sock;
        lastError = std::strerror(err);
    }
    throw HttpError("cannot connect to " + url.host + ":" + port + ": " + lastError);
}

// The byte stream under HTTP: the socket itself, or TLS over it.
class Stream
{
public:
    virtual ~Stream() = default;
    virtual void writeAll(const std::string& bytes) = 0;
    // Appends what arrived; false at a clean end of stream.
    virtual bool readSome(std::string& into) = 0;
};

class PlainStream final : public Stream
{
public:
    PlainStream(int fd, Clock::time_point deadline) : m_fd(fd), m_deadline(deadline) {}
    void writeAll(const std::string& bytes) override
    {
        std::size_t off = 0;
        while (off < bytes.size()) {
            waitFor(m_fd, POLLOUT, m_deadline, "sending the request");
            const ssize_t n = ::send(m_fd, bytes.data() + off, bytes.size() - off, MSG_NOSIGNAL);
            if (n < 0 && errno != EAGAIN && errno != EINTR)
                throw HttpError(std::string("send failed: ") + std::strerror(errno));
            if (n > 0) off += static_cast<std::size_t>(n);
        }
    }
    bool readSome(std::string& into) override
    {
        for (;;) {
            waitFor(m_fd, POLLIN, m_deadline, "waiting for the response");
            char buf[16384];
            const ssize_t n = ::recv(m_fd, buf, sizeof buf, 0);
            if (n > 0) {
                into.append(buf, static_cast<std::size_t>(n));
                return true;
            }
            if (n == 0) return false;
            if (errno != EAGAIN && errno != EINTR)
                throw HttpError(std::string("receive failed: ") + std::strerror(errno));
        }
    }

private:
    int m_fd;
    Clock::time_point m_deadline;
};

class TlsStream final : public Stream
{
public:
    TlsStream(int fd, const Url& url, bool verifyPeer, Clock::time_point deadline)
        : m_fd(fd), m_deadline(deadline)
    {
        m_ctx.reset(SSL_CTX_new(TLS_client_method()));
        if (!m_ctx) throw HttpError("cannot create a TLS context: " + sslErrorText());
        SSL_CTX_set_min_proto_version(m_ctx.get(), TLS1_2_VERSION);
        if (verifyPeer) {
            SSL_CTX_set_default_verify_paths(m_ctx.get());
            SSL_CTX_set_verify(m_ctx.get(), SSL_VERIFY_PEER, nullptr);
        }
        m_ssl.reset(SSL_new(m_ctx.get()));
        if (!m_ssl || SSL_set_fd(m_ssl.get(), fd) != 1)
            throw HttpError("cannot set up TLS: " + sslErrorText());
        SSL_set_tlsext_host_name(m_ssl.get(), url.host.c_str());
        // The chain alone proves nothing about *which* host answered.
        if (verifyPeer && SSL_set1_host(m_ssl.get(), url.host.c_str()) != 1)
            throw HttpError("cannot set the TLS host name: " + sslErrorText());
        drive([&] { return SSL_connect(m_ssl.get()); }, "during the TLS handshake");
    }
    void writeAll(const std::string& bytes) override
    {
        std::size_t off = 0;
        while (off < bytes.size()) {
            const int n = drive(
                [&] {
                    return SSL_write(m_ssl.get(), bytes.data() + off, static_cast<int>(bytes.size() - off));
                },
                "sending the request");
            off += static_cast<std::size_t>(n);
        }
    }
    bool readSome(std::string& into) override
    {
        char buf[16384];
        const int n =
            drive([&] { return SSL_read(m_ssl.get(), buf, sizeof buf); }, "waiting for the response");
        if (n <= 0) return false;
        into.append(buf, static_cast<std::size_t>(n));
        return true;
    }

private:
    // Runs an SSL call until it completes, waiting on the socket as it asks.
    template <typename Op> int drive(Op op, const char* during)
    {
        for (;;) {
            ERR_clear_error();
            const int n = op();
            if (n > 0) return n;
            const int err = SSL_get_error(m_ssl.get(), n);
            if (err == SSL_ERROR_WANT_READ)
                waitFor(m_fd, POLLIN, m_deadline, during);
            else if (err == SSL_ERROR_WANT_WRITE)
                waitFor(m_fd, POLLOUT, m_deadline, during);
            else if (err == SSL_ERROR_ZERO_RETURN)
                return 0;
            else
                throw HttpError(std::string("TLS failed ") + during + ": " + verifyText(sslErrorText()));
        }
    }
    std::string verifyText(const std::string& fallback) const
    {
        const long v = SSL_get_verify_result(m_ssl.get());
        if (v != X509_V_OK)
            return std::string("certificate not trusted (") + X509_verify_cert_error_string(v) + ")";
        return fallback;
    }

    struct CtxFree
    {
        void operator()(SSL_CTX* c) const { SSL_CTX_free(c); }
    };
    struct SslFree
    {
        void operator()(SSL* s) const { SSL_free(s); }
    };
    int m_fd;
    Clock::time_point m_deadline;
    std::unique_ptr<SSL_CTX, CtxFree> m_ctx;
    std::unique_ptr<SSL, SslFree> m_ssl;
};

std::string hostHeader(const Url& url)
{
    const bool v6 = url.host.find(':') != std::string::npos;
    std::string h = v6 ? "[" + url.host + "]" : url.host;
    const int defaultPort = url.scheme == "https" ? 443 : 80;
    if (url.port != defaultPort) h += ":" + std::to_string(url.port);
    return h;
}

std::string requestText(const HttpRequest& request, const Url& url, const std::string& target)
{
    std::string text = "GET " + target + " HTTP/1.1\r\nHost: " + hostHeader(url) + "\r\n";
    for (const auto& [name, value] : request.headers) {
        // A header value with a line break would smuggle in a second header.
        if (value.find_first_of("\r\n") != std::string::npos ||
            name.find_first_of("\r\n:") != std::string::npos)
            throw HttpError("header " + name + " contains a line break");
        text += name + ": " + value + "\r\n";
    }
    text += "Connection: close\r\nUser-Agent: sealdesk/" SEAL_VERSION "\r\n\r\n";
    return text;
}

// Parsed head of a response; `bodyStart` is the offset after the blank line.
struct Head
{
    int status = 0;
    std::map<std::string, std::string> headers;
    std::size_t bodyStart = 0;
};

Head parseHead(const std::string& raw, std::size_t end)
{
    Head head;
    const std::size_t lineEnd = raw.find("\r\n");
    const std::string statusLine = raw.substr(0, lineEnd);
    if (statusLine.rfind("HTTP/1.", 0) != 0 || statusLine.size() < 12)
        throw HttpError("not an HTTP/1.x response: " + statusLine.substr(0, 60));
    const std::string code = statusLine.substr(9, 3);
    if (!std::all_of(code.begin(), code.end(), [](unsigned char c) { return std::isdigit(c); }))
        throw HttpError("bad HTTP status line: " + statusLine.substr(0, 60));
    head.status = std::stoi(code);
    std::size_t pos = lineEnd + 2;
    while (pos < end) {
        const std::size_t eol = raw.find("\r\n", pos);
        const std::string line = raw.substr(pos, eol - pos);
        pos = eol + 2;
        const auto colon = line.find(':');
        if (colon == std::string::npos) throw HttpError("malformed HTTP header line");
        head.headers[lower(trim(line.substr(0, colon)))] = trim(line.substr(colon + 1));
    }
    head.bodyStart = end + 4;
    return head;
}

// Decodes a chunked body; nullopt while more bytes are needed.
std::optional<std::string> dechunk(const std::string& raw, std::size_t from)
{
    std::string body;
    std::size_t pos = from;
    for (;;) {
        const std::size_t eol = raw.find("\r\n", pos);
        if (eol == std::string::npos) return std::nullopt;
        std::size_t size = 0;
        try {
            size = std::stoul(raw.substr(pos, eol - pos), nullptr, 16);
        } catch (const std::exception&) {
            throw HttpError("malformed chunk size in HTTP response");
        }
        pos = eol + 2;
        if (size == 0) return body; // trailers, if any, are ignored
        if (raw.size() < pos + size + 2) return std::nullopt;
        body.append(raw, pos, size);
        pos += size + 2;
    }
}

// The body, once complete; nullopt while more is needed (or to EOF).
std::optional<std::string> completeBody(const Head& head, const std::string& raw)
{
    if (auto te = head.headers.find("transfer-encoding");
        te != head.headers.end() && lower(te->second).find("chunked") != std::string::npos)
        return dechunk(raw, head.bodyStart);
    if (auto cl = head.headers.find("content-length"); cl != head.headers.end()) {
        std::size_t length = 0;
        try {
            length = std::stoul(cl->second);
        } catch (const std::exception&) {
            throw HttpError("malformed Content-Length in HTTP response");
        }
        if (raw.size() < head.bodyStart + length) return std::nullopt;
        return raw.substr(head.bodyStart, length);
    }
    return std::nullopt; // delimited by the end of the connection
}

HttpResponse readResponse(Stream& stream, std::size_t maxBytes)
{
    std::string raw;
    std::optional<Head> head;
    for (;;) {
        const bool more = stream.readSome(raw);
        if (raw.size() > maxBytes + 65536)
            throw HttpError("HTTP response larger than " + std::to_string(maxBytes) + " bytes");
        if (!head) {
            if (const auto end = raw.find("\r\n\r\n"); end != std::string::npos) head = parseHead(raw, end);
        }
        if (head) {
            if (auto body = completeBody(*head, raw))
                return HttpResponse{head->status, head->headers, std::move(*body)};
        }
        if (!more) break;
    }
    if (!head) throw HttpError("connection closed before a complete HTTP response");
    const bool delimitedByClose =
        !head->headers.count("content-length") && !head->headers.count("transfer-encoding");
    if (!delimitedByClose) throw HttpError("connection closed in the middle of the HTTP response body");
    return HttpResponse{head->status, head->headers, raw.substr(head->bodyStart)};
}

} // namespace

Url parseUrl(const std::string& text)
{
    Url url;
    const auto sep = text.find("://");
    if (sep == std::string::npos) throw HttpError("not a URL (no scheme): " + text);
    url.scheme = lower(text.substr(0, sep));
    if (url.scheme != "http" && url.scheme != "https")
        throw HttpError("unsupported URL scheme " + url.scheme + " (use http:// or https://)");
    std::string rest = text.substr(sep + 3);
    const auto slash = rest.find_first_of("/?#");
    std::string authority = rest.substr(0, slash);
    url.target = slash == std::string::npos ? "/" : rest.substr(slash);
    url.target.erase(std::min(url.target.find('#'), url.target.size()));
    if (url.target.empty() || url.target[0] != '/') url.target.insert(0, "/");
    if (authority.find('@') != std::string::npos)
        throw HttpError("credentials in the URL are not supported: " + text);
    std::string portText;
    if (!authority.empty() && authority[0] == '[') {
        const auto close = authority.find(']');
        if (close == std::string::npos) throw HttpError("bad IPv6 address in URL: " + text);
        url.host = authority.substr(1, close - 1);
        if (close + 1 < authority.size() && authority[close + 1] == ':')
            portText = authority.substr(close + 2);
    } else {
        const auto colon = authority.rfind(':');
        url.host = authority.substr(0, colon);
        if (colon != std::string::npos) portText = authority.substr(colon + 1);
    }
    if (url.host.empty()) throw HttpError("no host in URL: " + text);
    url.port = url.scheme == "https" ? 443 : 80;
    if (!portText.empty()) {
        if (!std::all_of(portText.begin(), portText.end(), [](unsigned char c) { return std::isdigit(c); }) ||
            portText.size() > 5 || std::stoi(portText) == 0 || std::stoi(portText) > 65535)
            throw HttpError("bad port in URL: " + text);
        url.port = std::stoi(portText);
    }
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
    const Url url = parseUrl(request.url);
    const auto deadline = Clock::now() + request.timeout;
    SigpipeGuard sigpipe;
    auto sock = connectTo(url, deadline);
    std::unique_ptr<Stream> stream;
    if (url.scheme == "https")
        stream = std::make_unique<TlsStream>(sock->fd(), url, request.verifyPeer, deadline);
    else
        stream = std::make_unique<PlainStream>(sock->fd(), deadline);
    stream->writeAll(requestText(request, url, url.target));
    return readResponse(*stream, request.maxBodyBytes);
}

} // namespace seal
