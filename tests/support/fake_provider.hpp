// A Stripe-compatible provider for tests, on 127.0.0.1 (plain HTTP, or TLS
// with a self-signed certificate made at run time): it answers every request
// the same way, or each one by its target (a Handler), and records what it was
// asked. Used by the witness, settle, witness and reconcile tests.
#pragma once

#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <mutex>
#include <netinet/in.h>
#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <tuple>
#include <unistd.h>
#include <utility>
#include <vector>

namespace seal::test {

// A self-signed certificate for 127.0.0.1, made at run time.
struct TlsIdentity
{
    TlsIdentity()
    {
        key = EVP_EC_gen("P-256");
        cert = X509_new();
        X509_set_version(cert, 2);
        ASN1_INTEGER_set(X509_get_serialNumber(cert), 1);
        X509_gmtime_adj(X509_getm_notBefore(cert), 0);
        X509_gmtime_adj(X509_getm_notAfter(cert), 3600);
        X509_set_pubkey(cert, key);
        X509_NAME* name = X509_get_subject_name(cert);
        X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                                   reinterpret_cast<const unsigned char*>("127.0.0.1"), -1, -1, 0);
        X509_set_issuer_name(cert, name);
        X509_sign(cert, key, EVP_sha256());
        ctx = SSL_CTX_new(TLS_server_method());
        SSL_CTX_use_certificate(ctx, cert);
        SSL_CTX_use_PrivateKey(ctx, key);
    }
    ~TlsIdentity()
    {
        SSL_CTX_free(ctx);
        X509_free(cert);
        EVP_PKEY_free(key);
    }
    TlsIdentity(const TlsIdentity&) = delete;
    TlsIdentity& operator=(const TlsIdentity&) = delete;
    EVP_PKEY* key = nullptr;
    X509* cert = nullptr;
    SSL_CTX* ctx = nullptr;
};

// A one-thread provider on 127.0.0.1 that answers every request the same way
// and records what it was asked.
class FakeProvider
{
public:
    enum class Mode
    {
        Answer,
        Chunked,
        Silent,
        Raw,           // `body` is the whole response, sent as is
        EndlessBody,   // a 200 head, then body bytes until the client hangs up
        EndlessHeaders // a 200 status line, then header lines until the client hangs up
    };

    // The status and body for a request target ("/v1/...?..."): a provider
    // that answers each request on its own (pages of a list, a failure on page 2).
    using Handler = std::function<std::pair<int, std::string>(const std::string& target)>;

    FakeProvider(int status, std::string body, Mode mode = Mode::Answer, SSL_CTX* tls = nullptr)
        : m_status(status), m_body(std::move(body)), m_mode(mode), m_tls(tls)
    {
        start();
    }
    explicit FakeProvider(Handler handler, SSL_CTX* tls = nullptr)
        : m_status(200), m_mode(Mode::Answer), m_tls(tls), m_handler(std::move(handler))
    {
        start();
    }
    void start()
    {
        m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        ::bind(m_listen, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
        ::listen(m_listen, 16);
        socklen_t len = sizeof addr;
        ::getsockname(m_listen, reinterpret_cast<sockaddr*>(&addr), &len);
        m_port = ntohs(addr.sin_port);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeProvider()
    {
        m_stop = true;
        m_thread.join();
        for (int fd : m_held)
            ::close(fd);
        ::close(m_listen);
    }
    FakeProvider(const FakeProvider&) = delete;
    FakeProvider& operator=(const FakeProvider&) = delete;

    int port() const { return m_port; }
    std::string url(const std::string& scheme = "http") const
    {
        return scheme + "://127.0.0.1:" + std::to_string(m_port);
    }
    std::string lastRequest() const
    {
        std::lock_guard lock(m_mutex);
        return m_request;
    }
    // Every request's target (path and query), in order.
    std::vector<std::string> targets() const
    {
        std::lock_guard lock(m_mutex);
        return m_targets;
    }

private:
    void serve()
    {
        while (!m_stop) {
            pollfd p{m_listen, POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0) continue;
            const int fd = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC);
            if (fd < 0) continue;
            if (m_mode == Mode::Silent) {
                m_held.push_back(fd);
                continue;
            } // never answers
            if (m_tls)
                serveTls(fd);
            else
                servePlain(fd);
            ::close(fd);
        }
    }
    // Sends until the client hangs up, or 60 s / 1 GiB at most (a test bound).
    static void flood(int fd, const std::string& first, const std::string& unit)
    {
        if (::send(fd, first.data(), first.size(), MSG_NOSIGNAL) < 0) return;
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        for (std::size_t sent = 0; sent < (1u << 30) && std::chrono::steady_clock::now() < until;
             sent += unit.size()) {
            pollfd p{fd, POLLOUT, 0};
            if (::poll(&p, 1, 1000) <= 0) continue;
            if (::send(fd, unit.data(), unit.size(), MSG_NOSIGNAL) < 0) return;
        }
    }
    static std::string targetOf(const std::string& request)
    {
        const auto sp = request.find(' ');
        const auto end = request.find(' ', sp + 1);
        return sp == std::string::npos || end == std::string::npos ? std::string()
                                                                   : request.substr(sp + 1, end - sp - 1);
    }
    std::string response(const std::string& request) const
    {
        if (m_mode == Mode::Raw) return m_body;
        int status = m_status;
        std::string body = m_body;
        if (m_handler) std::tie(status, body) = m_handler(targetOf(request));
        std::string head = "HTTP/1.1 " + std::to_string(status) +
                           " Test\r\nContent-Type: application/json\r\n"
                           "Connection: close\r\n";
        if (m_mode == Mode::Chunked) {
            const size_t half = body.size() / 2;
            auto chunk = [](const std::string& s) {
                char size[16];
                std::snprintf(size, sizeof size, "%zx", s.size());
                return std::string(size) + "\r\n" + s + "\r\n";
            };
            return head + "Transfer-Encoding: chunked\r\n\r\n" + chunk(body.substr(0, half)) +
                   chunk(body.substr(half)) + "0\r\n\r\n";
        }
        return head + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    }
    void record(const std::string& request)
    {
        std::lock_guard lock(m_mutex);
        m_request = request;
        m_targets.push_back(targetOf(request));
    }
    void servePlain(int fd)
    {
        std::string req;
        char buf[4096];
        while (req.find("\r\n\r\n") == std::string::npos) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 2000) <= 0) return;
            const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
            if (n <= 0) return;
            req.append(buf, static_cast<size_t>(n));
        }
        record(req);
        if (m_mode == Mode::EndlessBody) {
            flood(fd, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n",
                  std::string(64 << 10, ' '));
            return;
        }
        if (m_mode == Mode::EndlessHeaders) {
            flood(fd, "HTTP/1.1 200 OK\r\n", "X-Filler: " + std::string(1000, 'a') + "\r\n");
            return;
        }
        const std::string resp = response(req);
        ::send(fd, resp.data(), resp.size(), MSG_NOSIGNAL);
        ::shutdown(fd, SHUT_WR);
    }
    void serveTls(int fd)
    {
        SSL* ssl = SSL_new(m_tls);
        SSL_set_fd(ssl, fd);
        timeval tv{2, 0};
        ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
        if (SSL_accept(ssl) == 1) {
            std::string req;
            char buf[4096];
            int n = 0;
            while (req.find("\r\n\r\n") == std::string::npos && (n = SSL_read(ssl, buf, sizeof buf)) > 0)
                req.append(buf, static_cast<size_t>(n));
            record(req);
            const std::string resp = response(req);
            SSL_write(ssl, resp.data(), static_cast<int>(resp.size()));
            SSL_shutdown(ssl);
        }
        SSL_free(ssl);
    }

    int m_status;
    std::string m_body;
    Mode m_mode;
    SSL_CTX* m_tls;
    int m_listen = -1;
    int m_port = 0;
    std::atomic<bool> m_stop{false};
    std::vector<int> m_held;
    std::thread m_thread;
    Handler m_handler;
    mutable std::mutex m_mutex;
    std::string m_request;
    std::vector<std::string> m_targets;
};

} // namespace seal::test
