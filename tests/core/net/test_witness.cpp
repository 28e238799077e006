// The provider witness against a real local HTTP(S) server this test runs on
// 127.0.0.1: each kind of answer gives its verdict, anything doubtful is
// unknown (never absent), the request path, query encoding and bearer key
// are what the provider expects; then `sealctl settle --witness` end to end.
#include "core/net/http_client.hpp"
#include "core/net/witness.hpp"
#include "core/writes/settle.hpp"
#include "tests/support/fake_provider.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <netinet/in.h>
#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

std::string search(std::initializer_list<std::pair<const char*, const char*>> objects, bool hasMore = false)
{
    json data = json::array();
    for (const auto& [id, status] : objects)
        data.push_back({{"id", id}, {"object", "payment_intent"}, {"status", status}});
    return json{{"object", "search_result"},
                {"data", data},
                {"has_more", hasMore},
                {"url", "/v1/payment_intents/search"}}
        .dump();
}

ProviderWitness witnessAt(const std::string& url, int timeoutMs = 3000)
{
    return ProviderWitness{url, "sk_test_key", std::chrono::milliseconds(timeoutMs), true, {}};
}

const char* kIntent = "786a3266563dd48b62c7ae88c03482316d61a5a169f2f345cfa7db4375560ed7";

// The peak resident set since the last reset, in KiB (VmHWM; "5" to
// clear_refs resets it, so each case is measured on its own). 0 when unknown.
long peakRssKib(bool reset)
{
    if (reset) {
        if (FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
            std::fputs("5", f);
            std::fclose(f);
        }
        return 0;
    }
    FILE* f = std::fopen("/proc/self/status", "r");
    if (!f) return 0;
    char line[256];
    long kib = 0;
    while (std::fgets(line, sizeof line, f))
        if (std::sscanf(line, "VmHWM: %ld kB", &kib) == 1) break;
    std::fclose(f);
    return kib;
}

std::string rawResponse(const std::string& head, const std::string& body)
{
    return "HTTP/1.1 " + head + "\r\nConnection: close\r\n" + body;
}

} // namespace

class TestWitness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictPerAnswer_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("chunked");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("count");
        auto row = [](const char* name, int status, const std::string& body, bool chunked,
                      const char* verdict, int count) {
            QTest::newRow(name) << status << QString::fromStdString(body) << chunked
                                << QString::fromLatin1(verdict) << count;
        };
        row("one succeeded", 200, search({{"pi_1", "succeeded"}}), false, "confirmed_one", 1);
        row("one processing", 200, search({{"pi_1", "processing"}}), false, "confirmed_one", 1);
        row("two", 200, search({{"pi_1", "succeeded"}, {"pi_2", "processing"}}), false, "multiple", 2);
        row("none", 200, search({}), false, "absent", 0);
        row("canceled only", 200, search({{"pi_c", "canceled"}}), false, "absent", 0);
        row("one and a canceled", 200, search({{"pi_1", "succeeded"}, {"pi_c", "canceled"}}), false,
            "confirmed_one", 1);
        row("chunked one", 200, search({{"pi_1", "succeeded"}}), true, "confirmed_one", 1);
        row("500", 500, R"({"error":{"message":"boom"}})", false, "unknown", -1);
        row("404", 404, "{}", false, "unknown", -1);
        row("401", 401, R"({"error":{"type":"invalid_request_error"}})", false, "unknown", -1);
        row("garbage", 200, "<html>gateway says hi", false, "unknown", -1);
        row("no data", 200, R"({"object":"search_result"})", false, "unknown", -1);
        row("status missing", 200, R"({"data":[{"id":"pi_1"}]})", false, "unknown", -1);
        row("more pages, none yet", 200, search({}, true), false, "unknown", -1);
        row("more pages, two already", 200, search({{"pi_1", "succeeded"}, {"pi_2", "succeeded"}}, true),
            false, "multiple", 2);
    }
    void verdictPerAnswer()
    {
        QFETCH(int, status);
        QFETCH(QString, body);
        QFETCH(bool, chunked);
        QFETCH(QString, verdict);
        QFETCH(int, count);
        FakeProvider provider(status, body.toStdString(),
                              chunked ? FakeProvider::Mode::Chunked : FakeProvider::Mode::Answer);
        const WitnessAnswer a = askProvider(witnessAt(provider.url()), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), verdict);
        if (count >= 0) {
            QCOMPARE(a.count, std::optional<int>(count));
            QVERIFY(a.evidence.contains("ids") && a.evidence.contains("note"));
            QCOMPARE(static_cast<int>(a.evidence["ids"].size()), count);
        } else {
            QVERIFY(!a.count);
            QVERIFY2(a.evidence.contains("error"), a.evidence.dump().c_str());
        }
        QVERIFY(!provider.lastRequest().empty()); // it really asked
    }

    void requestIsWhatTheProviderExpects()
    {
        FakeProvider provider(200, search({{"pi_1", "succeeded"}}));
        const WitnessAnswer a = askProvider(witnessAt(provider.url()), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("confirmed_one"));
        QCOMPARE(a.evidence["ids"], json::array({"pi_1"}));
        const std::string req = provider.lastRequest();
        const std::string line = req.substr(0, req.find("\r\n"));
        // metadata['seal_intent']:'<intent>' percent-encoded, nothing else in the query.
        QCOMPARE(line, "GET /v1/payment_intents/search?query=metadata%5B%27seal_intent%27%5D%3A%27" +
                           std::string(kIntent) + "%27 HTTP/1.1");
        QVERIFY2(req.find("\r\nAuthorization: Bearer sk_test_key\r\n") != std::string::npos, req.c_str());
        QVERIFY2(req.find("\r\nHost: 127.0.0.1:" + std::to_string(provider.port()) + "\r\n") !=
                     std::string::npos,
                 req.c_str());
    }

    void queryEscapesQuotesAndKeepsAPathPrefix()
    {
        FakeProvider provider(200, search({}));
        askProvider(witnessAt(provider.url() + "/stripe/"), "it's\\x y");
        const std::string req = provider.lastRequest();
        // ' and \ escaped with \ for the query language, then everything percent-encoded.
        QCOMPARE(
            req.substr(0, req.find("\r\n")),
            std::string(
                "GET /stripe/v1/payment_intents/search?query=metadata%5B%27seal_intent%27%5D%3A%27it%5C%27s"
                "%5C%5Cx%20y%27 HTTP/1.1"));
        QCOMPARE(searchTarget("", "a"),
                 std::string("/v1/payment_intents/search?query=metadata%5B%27seal_intent%27%5D%3A%27a%27"));
    }

    void connectionRefusedIsUnknown()
    {
        int port = 0;
        {
            FakeProvider gone(200, "{}");
            port = gone.port();
        } // closed: nothing listens there now
        const WitnessAnswer a = askProvider(witnessAt("http://127.0.0.1:" + std::to_string(port)), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("unknown"));
        QVERIFY2(a.evidence["error"].get<std::string>().find("connect") != std::string::npos,
                 a.evidence.dump().c_str());
    }

    void silentProviderTimesOutAsUnknown()
    {
        FakeProvider silent(200, "{}", FakeProvider::Mode::Silent);
        const auto start = std::chrono::steady_clock::now();
        const WitnessAnswer a = askProvider(witnessAt(silent.url(), 300), kIntent);
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
                .count();
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("unknown"));
        QVERIFY2(a.evidence["error"].get<std::string>().find("timed out") != std::string::npos,
                 a.evidence.dump().c_str());
        QVERIFY2(ms >= 250 && ms < 3000, std::to_string(ms).c_str());
    }

    void badUrlIsUnknown()
    {
        const WitnessAnswer a = askProvider(witnessAt("ftp://127.0.0.1"), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("unknown"));
    }

    // Plain http is refused before anything is sent, except to loopback.
    void plainHttpOnlyToLoopback_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("127.0.0.1") << QStringLiteral("http://127.0.0.1:1") << true;
        QTest::newRow("127.1.2.3") << QStringLiteral("http://127.1.2.3:1/x") << true;
        QTest::newRow("localhost") << QStringLiteral("http://localhost:8080") << true;
        QTest::newRow("[::1]") << QStringLiteral("http://[::1]:8080") << true;
        QTest::newRow("https anywhere") << QStringLiteral("https://api.example.com") << true;
        QTest::newRow("http name") << QStringLiteral("http://api.example.com") << false;
        QTest::newRow("http 127 name") << QStringLiteral("http://127.example.com") << false;
        QTest::newRow("http 10.0.0.1") << QStringLiteral("http://10.0.0.1:80") << false;
        QTest::newRow("HTTP upper") << QStringLiteral("HTTP://Example.COM") << false;
    }
    void plainHttpOnlyToLoopback()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        bool parsed = true;
        try {
            parseUrl(url.toStdString());
        } catch (const HttpError&) {
            parsed = false;
        }
        QCOMPARE(parsed, allowed);
    }

    // Every hostile answer is unknown, within the deadline, in bounded memory.
    void hostileProviderIsUnknown_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("errorHas");
        auto row = [](const char* name, FakeProvider::Mode mode, const std::string& raw, const char* errorHas) {
            QTest::newRow(name) << static_cast<int>(mode) << QString::fromStdString(raw)
                                << QString::fromLatin1(errorHas);
        };
        const std::string one = search({{"pi_1", "succeeded"}});
        row("chunk size -1", FakeProvider::Mode::Raw,
            rawResponse("200 OK", "Transfer-Encoding: chunked\r\n\r\n-1\r\n" + one + "\r\n0\r\n\r\n"), "");
        row("chunk size 2^64-1", FakeProvider::Mode::Raw,
            rawResponse("200 OK", "Transfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\n" + one + "\r\n"), "");
        row("chunk size not hex", FakeProvider::Mode::Raw,
            rawResponse("200 OK", "Transfer-Encoding: chunked\r\n\r\nzz\r\n" + one + "\r\n0\r\n\r\n"), "");
        row("content-length over the cap", FakeProvider::Mode::Raw,
            rawResponse("200 OK", "Content-Length: 999999999999\r\n\r\n" + one), "");
        row("content-length shorter than promised", FakeProvider::Mode::Raw,
            rawResponse("200 OK", "Content-Length: 100000\r\n\r\n" + one), "");
        row("not HTTP", FakeProvider::Mode::Raw, "SSH-2.0-OpenSSH_9.2\r\n", "");
        row("endless body", FakeProvider::Mode::EndlessBody, "", "larger than");
        row("endless headers (10 MB and more)", FakeProvider::Mode::EndlessHeaders, "", "");
        row("one 1 MB header line", FakeProvider::Mode::Raw,
            rawResponse("200 OK", "X-Big: " + std::string(1 << 20, 'b') + "\r\nContent-Length: " +
                                      std::to_string(one.size()) + "\r\n\r\n" + one),
            "");
        row("302 redirect", FakeProvider::Mode::Raw,
            rawResponse("302 Found", "Location: /v1/elsewhere\r\nContent-Length: " + std::to_string(one.size()) +
                                         "\r\n\r\n" + one),
            "HTTP 302");
    }
    void hostileProviderIsUnknown()
    {
        QFETCH(int, mode);
        QFETCH(QString, raw);
        QFETCH(QString, errorHas);
        FakeProvider provider(200, raw.toStdString(), static_cast<FakeProvider::Mode>(mode));
        peakRssKib(true);
        const long before = peakRssKib(false);
        const auto start = std::chrono::steady_clock::now();
        const WitnessAnswer a = askProvider(witnessAt(provider.url(), 5000), kIntent);
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        const long peak = peakRssKib(false);
        qInfo("%s: %lld ms, peak RSS %ld KiB (%ld KiB before), error: %s", QTest::currentDataTag(),
              static_cast<long long>(ms), peak, before, a.evidence.value("error", std::string("-")).c_str());
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("unknown"));
        QVERIFY2(a.evidence.contains("error"), a.evidence.dump().c_str());
        if (!errorHas.isEmpty())
            QVERIFY2(a.evidence["error"].get<std::string>().find(errorHas.toStdString()) != std::string::npos,
                     a.evidence.dump().c_str());
        QVERIFY2(ms < 5000 + 2000, std::to_string(ms).c_str()); // within the deadline, plus slack
        // The caps (8 MiB body, 64 KiB headers) bound memory, whatever the provider sends.
        if (peak > 0) QVERIFY2(peak - before < 48 * 1024, std::to_string(peak - before).c_str());
        QVERIFY(!provider.lastRequest().empty());
    }

    // No redirect is followed: a provider that sends us elsewhere is not an answer.
    void redirectIsNotFollowed()
    {
        FakeProvider target(200, search({{"pi_elsewhere", "succeeded"}}));
        FakeProvider redirector(200, rawResponse("307 Temporary Redirect", "Location: " + target.url() +
                                                                             "/v1/x\r\nContent-Length: 0\r\n\r\n"),
                                FakeProvider::Mode::Raw);
        const WitnessAnswer a = askProvider(witnessAt(redirector.url()), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("unknown"));
        QVERIFY2(a.evidence["error"].get<std::string>().find("307") != std::string::npos, a.evidence.dump().c_str());
        QVERIFY(target.lastRequest().empty()); // never asked
    }

    // The witness URL's userinfo and query go to the provider, and nowhere else.
    void urlSecretsAreSentAndRedacted()
    {
        FakeProvider provider(200, search({{"pi_1", "succeeded"}}));
        const std::string url = "http://u:pw-secret@127.0.0.1:" + std::to_string(provider.port()) + "/p?key=k-secret";
        const WitnessAnswer a = askProvider(witnessAt(url), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("confirmed_one"));
        const std::string req = provider.lastRequest();
        QVERIFY2(req.find("&key=k-secret HTTP/1.1") != std::string::npos, req.c_str());
        QVERIFY2(req.find("Authorization: Bearer sk_test_key") != std::string::npos, req.c_str());

        QCOMPARE(redactedUrl("https://user:pw@host:8443/a?x=1&key=abc&token=t#f"),
                 std::string("https://user:***@host:8443/a?x=1&key=***&token=***#f"));
        QCOMPARE(redactedUrl("https://sk_live_123@host/"), std::string("https://***@host/"));
        QCOMPARE(redactedUrl("https://host/v1?API_KEY=1&apikey=2&k=3"),
                 std::string("https://host/v1?API_KEY=***&apikey=***&k=3"));
        QCOMPARE(redactedUrl("https://host/v1"), std::string("https://host/v1"));
        QVERIFY(urlHasSecrets("https://a:b@h") && !urlHasSecrets("https://h/?q=1"));
        // A URL that does not parse never shows its password either.
        try {
            parseUrl("http://u:pw-secret@127.0.0.1:notaport/");
            QFAIL("a bad port parsed");
        } catch (const HttpError& e) {
            QVERIFY2(std::string(e.what()).find("pw-secret") == std::string::npos, e.what());
        }
    }

    void httpsVerifiesThePeer()
    {
        TlsIdentity identity;
        FakeProvider provider(200, search({{"pi_tls", "succeeded"}}), FakeProvider::Mode::Answer,
                              identity.ctx);
        // A self-signed certificate is not trusted: unknown, never absent.
        const WitnessAnswer refused = askProvider(witnessAt(provider.url("https")), kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(refused.verdict)), QStringLiteral("unknown"));
        QVERIFY2(refused.evidence["error"].get<std::string>().find("certificate") != std::string::npos,
                 refused.evidence.dump().c_str());
        // Negative control: with verification off, the same server answers over TLS.
        ProviderWitness insecure = witnessAt(provider.url("https"));
        insecure.verifyPeer = false;
        const WitnessAnswer a = askProvider(insecure, kIntent);
        QCOMPARE(QString::fromLatin1(verdictName(a.verdict)), QStringLiteral("confirmed_one"));
        QCOMPARE(a.evidence["ids"], json::array({"pi_tls"}));
        QVERIFY(provider.lastRequest().find("Authorization: Bearer sk_test_key") != std::string::npos);
    }

    void sealctlSettleAsksTheWitness()
    {
        GroupScope group("seal_operator"); // cluster-wide; CMake gives its users one RESOURCE_LOCK
        const std::string op = group.add("witness_ops");
        auto db = TestDatabase::writableStoreA();
        const auto exp = expectedStoreA();
        const std::string hold0 = exp["holds"][0], hold1 = exp["holds"][1], hold2 = exp["holds"][2];
        const std::vector<std::string> key = {"SEAL_WITNESS_KEY=sk_e2e"};

        FakeProvider one(200, search({{"pi_e2e", "succeeded"}}));
        const auto healed = runSealctl({"--dsn", db.dsn(op), "settle", hold0, "--witness", one.url()}, key);
        QVERIFY2(healed.exitCode == 0, (healed.out + healed.err).c_str());
        QVERIFY2(healed.out.find("healed") != std::string::npos, healed.out.c_str());
        QVERIFY(one.lastRequest().find("Authorization: Bearer sk_e2e\r\n") != std::string::npos);
        QVERIFY(one.lastRequest().find(hold0) != std::string::npos);
        auto conn = db.connect();
        Result cert = conn.exec("SELECT body::text FROM seal_certs WHERE intent = $1", {param(hold0)});
        QCOMPARE(cert.rows(), 1);
        const json body = json::parse(cert.text(0, 0));
        QCOMPARE(body["witness_evidence"]["ids"], json::array({"pi_e2e"}));
        QVERIFY(body["healed"].get<bool>());

        FakeProvider broken(500, "{}");
        const auto unknown =
            runSealctl({"--dsn", db.dsn(op), "settle", hold1, "--witness", broken.url(), "--json"}, key);
        QCOMPARE(unknown.exitCode, 0);
        QCOMPARE(json::parse(unknown.out)["event"].get<std::string>(), std::string(kSettleUnknownEvent));
        QCOMPARE(conn.exec("SELECT state FROM seal_intents WHERE intent = $1", {param(hold1)}).text(0, 0),
                 std::string_view("open")); // a provider error never releases a claim

        FakeProvider none(200, search({{"pi_x", "canceled"}}));
        const auto released =
            runSealctl({"--dsn", db.dsn(op), "settle", hold1, "--witness", none.url()}, key);
        QCOMPARE(released.exitCode, 0);
        QCOMPARE(
            conn.exec("SELECT count(*) FROM seal_intents WHERE intent = $1", {param(hold1)}).integer(0, 0),
            std::int64_t(0));

        // No key: a usage error before anything is asked or written.
        const auto noKey = runSealctl({"--dsn", db.dsn(op), "settle", hold2, "--witness", one.url()});
        QCOMPARE(noKey.exitCode, 2);
        QVERIFY2(noKey.err.find("SEAL_WITNESS_KEY") != std::string::npos, noKey.err.c_str());

        // A URL with credentials: they reach the provider, never stdout, the event or the chain.
        const std::string secretUrl =
            "http://u:pw-secret-1@127.0.0.1:" + std::to_string(one.port()) + "/?key=k-secret-2";
        const auto redacted = runSealctl({"--dsn", db.dsn(op), "settle", hold2, "--witness", secretUrl}, key);
        QVERIFY2(redacted.exitCode == 0, (redacted.out + redacted.err).c_str());
        QVERIFY2(redacted.out.find("witness http://u:***@127.0.0.1:") != std::string::npos, redacted.out.c_str());
        QVERIFY(one.lastRequest().find("k-secret-2") != std::string::npos); // it was sent
        for (const char* secret : {"pw-secret-1", "k-secret-2"}) {
            QVERIFY2((redacted.out + redacted.err).find(secret) == std::string::npos, redacted.out.c_str());
            QCOMPARE(db.scalar(std::string("SELECT count(*) FROM seal_events WHERE detail::text LIKE '%") + secret +
                               "%'"),
                     0LL);
            QCOMPARE(db.scalar(std::string("SELECT count(*) FROM seal_certs WHERE body::text LIKE '%") + secret + "%'"),
                     0LL);
        }
        QCOMPARE(runSealctl({"--dsn", db.dsn(op), "verify"}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestWitness)
#include "test_witness.moc"
