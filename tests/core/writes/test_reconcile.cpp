// Reconcile sweeps and witnessing (SPEC-kernel.md §3, §4, §13) on copies of
// the reference store-c, against a local Stripe-compatible provider
// (tests/support/fake_provider.hpp): a clean sweep counts for every path's
// licence; untagged effects, unknown tags and tags of intents outside the
// ±3600 s window are out of band, with the reference's detail and freeze
// reason; a provider that cannot be enumerated (down, 500, bad JSON, page 2
// failing, endless pages) is reconcile_unknown, never clean; only operators
// sweep or witness. Every time is pinned by --since/--until (the store's own
// times), never by the time of day.
#include "core/base/clock.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/net/effect_list.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"
#include "core/writes/reconcile.hpp"
#include "core/writes/settle.hpp"
#include "tests/support/fake_provider.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <atomic>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

// store-c's intents were created between 1796058321 and 1796058333.
constexpr double kSince = 1796058300.0;
constexpr double kUntil = 1796058400.0;

// One payment intent as the provider lists it; tag null: no metadata.seal_intent.
json pi(const std::string& id, const std::string& status, double amount, const json& tag = nullptr)
{
    json o = {{"id", id},
              {"object", "payment_intent"},
              {"status", status},
              {"amount", amount},
              {"created", 1796058350}};
    o["metadata"] = tag.is_null() ? json::object() : json{{"seal_intent", tag}};
    return o;
}

// A page of the list (a vector, so that one object is never taken for the whole `data`).
std::string page(const std::vector<json>& objects, bool hasMore = false)
{
    json data = json::array();
    for (const auto& o : objects)
        data.push_back(o);
    return json{{"object", "list"}, {"data", data}, {"has_more", hasMore}, {"url", "/v1/payment_intents"}}
        .dump();
}

ProviderWitness witnessAt(const std::string& url)
{
    return ProviderWitness{url, "sk_test_reconcile", std::chrono::milliseconds(3000), true, {}};
}

TestDatabase writableStoreC()
{
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    return db;
}

// The first intent (by creation) matching `where`.
std::string intentWhere(const TestDatabase& db, const std::string& where)
{
    auto c = db.connect();
    Result r = c.exec("SELECT intent FROM seal_intents WHERE " + where + " ORDER BY created_at LIMIT 1");
    return r.rows() ? std::string(r.text(0, 0)) : std::string();
}

double createdAt(const TestDatabase& db, const std::string& intent)
{
    auto c = db.connect();
    return c.exec("SELECT created_at FROM seal_intents WHERE intent = $1", {param(intent)}).real(0, 0);
}

long long lastEventId(const TestDatabase& db)
{
    return db.scalar("SELECT coalesce(max(id), 0) FROM seal_events");
}

struct EventRow
{
    std::int64_t id = 0;
    std::optional<std::string> path;
    std::string kind;
    std::optional<std::string> intent;
    json detail;
    std::string detailText;
};

std::vector<EventRow> eventsAfter(const TestDatabase& db, long long id)
{
    auto c = db.connect();
    Result r =
        c.exec("SELECT id, path, kind, intent, detail::text FROM seal_events WHERE id > $1 ORDER BY id",
               {param(static_cast<std::int64_t>(id))});
    std::vector<EventRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({r.integer(i, 0), r.optText(i, 1), std::string(r.text(i, 2)), r.optText(i, 3),
                       json::parse(r.text(i, 4)), std::string(r.text(i, 4))});
    return out;
}

// Every row of the tables a sweep or a witness may touch, as text.
std::string snapshot(const TestDatabase& db)
{
    auto c = db.connect();
    std::string out;
    for (const char* t : {"seal_intents", "seal_certs", "seal_domains", "seal_events"})
        out +=
            std::string(c.exec(std::string("SELECT coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')"
                                           " FROM ") +
                               t + " x")
                            .text(0, 0));
    return out;
}

std::optional<std::pair<std::string, std::string>> domainRow(const TestDatabase& db,
                                                             const std::string& domain)
{
    auto c = db.connect();
    Result r = c.exec("SELECT frozen::text, reason FROM seal_domains WHERE domain = $1", {param(domain)});
    if (r.rows() == 0) return std::nullopt;
    return std::make_pair(std::string(r.text(0, 0)), std::string(r.text(0, 1)));
}

LicenceCounts counts(const TestDatabase& db, const std::string& path)
{
    auto c = db.connect();
    ReadTransaction tx(c);
    LicenceEngine engine(c);
    return engine.licence(path).counts;
}

ReconcileOutcome sweepAs(const TestDatabase& db, const std::string& role, const std::string& url,
                         double since, double until, std::optional<std::string> freeze = std::nullopt,
                         int maxPages = 10)
{
    const EffectListing listing = listProviderEffects(witnessAt(url), since, until, maxPages);
    auto conn = db.connect(role);
    ReconcileRequest req;
    req.since = since;
    req.until = until;
    req.freezeDomain = std::move(freeze);
    return recordReconcile(conn, req, listing);
}

SettleOutcome witnessAs(const TestDatabase& db, const std::string& role, const std::string& intent,
                        const std::string& url)
{
    auto conn = db.connect(role);
    SettleRequest req;
    req.intent = intent;
    req.answer = askProvider(witnessAt(url), intent);
    req.source = url;
    return witnessSealed(conn, req);
}

bool chainIntact(const TestDatabase& db)
{
    auto c = db.connect();
    return verifyChain(c).ok;
}

} // namespace

class TestReconcile : public QObject
{
    Q_OBJECT

    std::unique_ptr<GroupScope> m_group;
    std::string m_op;

private Q_SLOTS:
    void initTestCase()
    {
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("reconcile_ops");
    }
    void cleanupTestCase() { m_group.reset(); }

    // ---- listing ------------------------------------------------------------------

    // A cancel (witness.stop) between pages or during a slow page: never a complete
    // listing, told as stopped; the progress callback sees every page read.
    void listingStopsWhenTold()
    {
        std::atomic<int> served{0};
        FakeProvider provider([&served](const std::string& target) -> std::pair<int, std::string> {
            const int n = ++served;
            if (target.find("starting_after=pi_s2") != std::string::npos) // the third page is slow
                std::this_thread::sleep_for(std::chrono::milliseconds(4000));
            return {200, page({pi("pi_s" + std::to_string(n), "succeeded", 100)}, n < 3)};
        });
        ProviderWitness w = witnessAt(provider.url());
        w.timeout = std::chrono::milliseconds(10000); // longer than the slow page
        std::vector<int> seen;
        const EffectListing all = listProviderEffects(w, kSince, kUntil, 10,
                                                      [&seen](const EffectListing& so) { seen.push_back(so.pages); });
        QVERIFY(all.complete);
        QVERIFY(!all.stopped);
        QCOMPARE(seen, (std::vector<int>{1, 2, 3}));

        served = 0;
        std::atomic<bool> cancel{false};
        w.stop = [&cancel] { return cancel.load(); };
        const EffectListing first = listProviderEffects(w, kSince, kUntil, 10,
                                                        [&cancel](const EffectListing& so) {
                                                            if (so.pages == 1) cancel = true;
                                                        });
        QVERIFY(!first.complete);
        QVERIFY(first.stopped);
        QCOMPARE(first.pages, 1);
        QVERIFY2(first.error.find("stopped by the operator after 1 page(s)") != std::string::npos,
                 first.error.c_str());

        served = 0;
        cancel = false;
        std::thread canceller;
        const auto started = std::chrono::steady_clock::now();
        const EffectListing slow = listProviderEffects(w, kSince, kUntil, 10, [&](const EffectListing& so) {
            if (so.pages == 2) canceller = std::thread([&cancel] {
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
                cancel = true;
            });
        });
        const auto took = std::chrono::steady_clock::now() - started;
        canceller.join();
        QVERIFY(slow.stopped);
        QCOMPARE(slow.pages, 2);
        // libcurl asks its progress callback about once a second while it waits.
        QVERIFY2(took < std::chrono::milliseconds(2500), "the slow page was not stopped while it ran");
    }

    void listingFollowsPagesAndAsksWhatTheProviderExpects()
    {
        FakeProvider provider([](const std::string& target) -> std::pair<int, std::string> {
            if (target.find("starting_after=pi_2") != std::string::npos)
                return {200, page({pi("pi_3", "processing", 300)})};
            return {200, page({pi("pi_1", "succeeded", 100), pi("pi_x", "canceled", 5),
                               pi("pi_2", "succeeded", 200)},
                              true)};
        });
        const EffectListing l = listProviderEffects(witnessAt(provider.url()), 1796058300.9, 1796058400.2);
        QVERIFY2(l.complete, l.error.c_str());
        QCOMPARE(l.pages, 2);
        QCOMPARE(static_cast<int>(l.effects.size()), 3); // pi_x is not spend
        QCOMPARE(l.ignored, 1);
        const auto targets = provider.targets();
        QCOMPARE(static_cast<int>(targets.size()), 2);
        QCOMPARE(targets[0], std::string("/v1/payment_intents?created%5Bgte%5D=1796058300"
                                         "&created%5Blte%5D=1796058400&limit=100"));
        QCOMPARE(targets[1],
                 targets[0] + "&starting_after=pi_2"); // the page's last object, whatever its state
        QVERIFY(provider.lastRequest().find("Authorization: Bearer sk_test_reconcile\r\n") !=
                std::string::npos);
    }

    // ---- clean ---------------------------------------------------------------------

    void cleanSweepCountsForEveryPath()
    {
        auto db = writableStoreC();
        const std::string a = intentWhere(db, "domain = 'charge' AND state = 'sealed'");
        const std::string b = intentWhere(db, "domain = 'refund' AND state = 'sealed'");
        FakeProvider provider(200,
                              page({pi("pi_a", "succeeded", 1000, a), pi("pi_b", "processing", 2000, b),
                                    pi("pi_c", "canceled", 3000), pi("pi_d", "requires_payment_method", 9)}));
        const auto chargeBefore = counts(db, "charge");
        const auto payrollBefore = counts(db, "payroll");
        const long long last = lastEventId(db);

        const auto out = sweepAs(db, m_op, provider.url(), kSince, kUntil, std::string("payroll"));
        QVERIFY2(out.write.fate == WriteFate::Done, out.write.message.c_str());
        QVERIFY(out.verdict == SweepVerdict::Clean);
        QCOMPARE(out.effects, 2);
        QCOMPARE(out.ours, 2);
        QCOMPARE(out.outOfBand(), 0);
        QVERIFY(!out.frozenDomain); // nothing out of band: --freeze-domain does nothing

        const auto events = eventsAfter(db, last);
        QCOMPARE(static_cast<int>(events.size()), 1);
        QCOMPARE(events[0].kind, std::string("reconcile_clean"));
        QVERIFY(!events[0].path && !events[0].intent);
        QCOMPARE(events[0].detail, (json{{"effects", 2},
                                         {"by", m_op},
                                         {"sweep_id", out.sweepId},
                                         {"since", kSince},
                                         {"until", kUntil}}));
        QCOMPARE(out.eventId.value_or(-1), events[0].id);
        QVERIFY(!domainRow(db, "payroll"));
        // §4: a reconcile_clean with path NULL counts for every path.
        QCOMPARE(counts(db, "charge").cleanSweeps, chargeBefore.cleanSweeps + 1);
        QCOMPARE(counts(db, "payroll").cleanSweeps, payrollBefore.cleanSweeps + 1);
        QVERIFY(chainIntact(db));
    }

    // ---- out of band ---------------------------------------------------------------

    void outOfBandHasTheReferencesDetail()
    {
        auto db = writableStoreC();
        const std::string ours = intentWhere(db, "domain = 'charge' AND state = 'sealed'");
        const std::string unknownTag = std::string(64, 'e'); // no such intent in the store
        FakeProvider provider(200,
                              page({pi("pi_ok", "succeeded", 500, ours), pi("pi_rogue_1", "succeeded", 12995),
                                    pi("pi_rogue_2", "processing", 12995, unknownTag)}));
        const auto before = counts(db, "payroll");
        const std::string domainsBefore =
            std::string(db.connect()
                            .exec("SELECT string_agg(x::text, ',' ORDER BY domain) FROM seal_domains x")
                            .text(0, 0));
        const long long last = lastEventId(db);

        const auto out = sweepAs(db, m_op, provider.url(), kSince, kUntil);
        QVERIFY2(out.write.fate == WriteFate::Done, out.write.message.c_str());
        QVERIFY(out.verdict == SweepVerdict::OutOfBand);
        QCOMPARE(out.ours, 1);
        QCOMPARE(out.untagged, 1);
        QCOMPARE(out.unknownTag, 1);
        const auto events = eventsAfter(db, last);
        QCOMPARE(static_cast<int>(events.size()), 1);
        QCOMPARE(events[0].kind, std::string("out_of_band_spend"));
        QVERIFY(!events[0].path && !events[0].intent);
        QCOMPARE(events[0].detail, (json{{"count", 2},
                                         {"amount", 25990.0},
                                         {"ids", {"pi_rogue_1", "pi_rogue_2"}},
                                         {"domain", nullptr},
                                         {"by", m_op},
                                         {"sweep_id", out.sweepId},
                                         {"since", kSince},
                                         {"until", kUntil}}));
        // The amount is the provider's minor units, summed, a float: as store-c's own event has it.
        QVERIFY2(events[0].detailText.find("\"amount\": 25990.0") != std::string::npos,
                 events[0].detailText.c_str());
        auto c = db.connect();
        const json reference = json::parse(
            c.exec("SELECT detail::text FROM seal_events WHERE kind = 'out_of_band_spend' AND id < $1",
                   {param(events[0].id)})
                .text(0, 0));
        for (const auto& [key, value] : reference.items()) {
            QVERIFY2(events[0].detail.contains(key), key.c_str());
            if (key != "domain") QCOMPARE(events[0].detail[key].type_name(), value.type_name());
        }
        // No domain given: nothing frozen; a store-wide breach suspends every path's licence.
        QCOMPARE(
            std::string(
                c.exec("SELECT string_agg(x::text, ',' ORDER BY domain) FROM seal_domains x").text(0, 0)),
            domainsBefore);
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        const Licence payroll = engine.licence("payroll");
        QVERIFY(payroll.suspended);
        QCOMPARE(payroll.counts.cleanSweeps, before.cleanSweeps);
    }

    void outOfBandFreezesTheGivenDomain()
    {
        auto db = writableStoreC();
        FakeProvider provider(
            200, page({pi("pi_rogue_1", "succeeded", 12995), pi("pi_rogue_2", "succeeded", 12995)}));
        const auto out = sweepAs(db, m_op, provider.url(), kSince, kUntil, std::string("payroll"));
        QVERIFY2(out.write.fate == WriteFate::Done, out.write.message.c_str());
        QVERIFY(out.froze);
        QCOMPARE(out.frozenDomain.value_or(""), std::string("payroll"));
        const auto row = domainRow(db, "payroll");
        QVERIFY(row);
        QCOMPARE(row->first, std::string("true"));
        // Word for word the reference's reason (its own sweep froze `transfer` for 2 effects).
        QCOMPARE(row->second, domainRow(db, "transfer")->second);
        QCOMPARE(row->second,
                 std::string("out-of-band spend detected: 2 effect(s) the gateway never admitted"));
        const auto e = eventsAfter(db, out.eventId.value_or(0) - 1);
        QCOMPARE(e.front().detail["domain"], json("payroll"));
        auto c = db.connect();
        QCOMPARE(
            json::parse(
                c.exec("SELECT evidence::text FROM seal_domains WHERE domain = 'payroll'").text(0, 0))["by"],
            json(m_op));

        // A domain frozen already keeps its standing reason; the spend is still recorded.
        const auto again = sweepAs(db, m_op, provider.url(), kSince, kUntil, std::string("fx"));
        QVERIFY(again.verdict == SweepVerdict::OutOfBand && !again.froze);
        QVERIFY(domainRow(db, "fx")->second.rfind("manual freeze: ", 0) == 0);
    }

    void windowEdgesDecideOurs_data()
    {
        QTest::addColumn<double>("sinceOffset"); // from the intent's created_at
        QTest::addColumn<double>("untilOffset");
        QTest::addColumn<bool>("ours");
        QTest::newRow("inside") << -10.0 << 10.0 << true;
        QTest::newRow("created 3590 s before since") << 3590.0 << 3700.0 << true;
        QTest::newRow("created 3610 s before since") << 3610.0 << 3700.0 << false;
        QTest::newRow("created 3590 s after until") << -3700.0 << -3590.0 << true;
        QTest::newRow("created 3610 s after until") << -3700.0 << -3610.0 << false;
    }
    void windowEdgesDecideOurs()
    {
        QFETCH(double, sinceOffset);
        QFETCH(double, untilOffset);
        QFETCH(bool, ours);
        auto db = writableStoreC();
        const std::string intent = intentWhere(db, "domain = 'refund' AND state = 'sealed'");
        const double t = createdAt(db, intent);
        FakeProvider provider(200, page({pi("pi_edge", "succeeded", 700, intent)}));
        const auto out = sweepAs(db, m_op, provider.url(), t + sinceOffset, t + untilOffset);
        QVERIFY2(out.write.fate == WriteFate::Done, out.write.message.c_str());
        QCOMPARE(out.verdict == SweepVerdict::Clean, ours);
        QCOMPARE(out.unknownTag, ours ? 0 : 1);
        QCOMPARE(out.write.eventKind, std::string(ours ? "reconcile_clean" : "out_of_band_spend"));
    }

    // ---- unknown: never clean -------------------------------------------------------

    void unenumerableProviderIsUnknown_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("down") << "down";
        QTest::newRow("HTTP 500") << "500";
        QTest::newRow("not JSON") << "badjson";
        QTest::newRow("no data list") << "nodata";
        QTest::newRow("amount not a number") << "badamount";
        QTest::newRow("page 2 fails") << "page2";
        QTest::newRow("has_more without an id") << "noid";
        QTest::newRow("more pages than the bound") << "endless";
    }
    void unenumerableProviderIsUnknown()
    {
        QFETCH(QString, how);
        const std::string h = how.toStdString();
        auto db = writableStoreC();
        std::string url;
        std::optional<FakeProvider> provider;
        if (h == "down") {
            FakeProvider gone(200, "{}");
            url = gone.url(); // closed again when `gone` ends: connection refused
        } else {
            provider.emplace([h](const std::string& target) -> std::pair<int, std::string> {
                const bool second = target.find("starting_after=") != std::string::npos;
                if (h == "500") return {500, R"({"error":{"message":"boom"}})"};
                if (h == "badjson") return {200, "{\"data\": [oops"};
                if (h == "nodata") return {200, R"({"object":"list"})"};
                if (h == "badamount") {
                    json o = pi("pi_1", "succeeded", 1);
                    o["amount"] = "1";
                    return {200, page({o})};
                }
                if (h == "page2")
                    return second ? std::make_pair(503, std::string("{}"))
                                  : std::make_pair(200, page({pi("pi_1", "succeeded", 1)}, true));
                if (h == "noid") return {200, page({json{{"status", "succeeded"}, {"amount", 1}}}, true)};
                // endless: every page says there is more, with a fresh cursor
                static int n = 0;
                return {200, page({pi("pi_" + std::to_string(++n), "succeeded", 1)}, true)};
            });
            url = provider->url();
        }
        const auto cleanBefore = counts(db, "charge").cleanSweeps;
        const long long last = lastEventId(db);
        const auto out = sweepAs(db, m_op, url, kSince, kUntil, std::string("payroll"), 3);
        QVERIFY2(out.write.fate == WriteFate::Done, out.write.message.c_str());
        QVERIFY(out.verdict == SweepVerdict::Unknown);
        QVERIFY(!out.error.empty());
        QVERIFY2(out.write.message.find("NOT a clean result") != std::string::npos,
                 out.write.message.c_str());
        const auto events = eventsAfter(db, last);
        QCOMPARE(static_cast<int>(events.size()), 1);
        QCOMPARE(events[0].kind, std::string("reconcile_unknown"));
        QVERIFY(!events[0].path);
        QCOMPARE(events[0].detail["error"], json(out.error));
        QCOMPARE(events[0].detail.size(), std::size_t(5)); // {error, by, sweep_id, since, until}
        QVERIFY(!domainRow(db, "payroll"));                // unknown never freezes
        QCOMPARE(counts(db, "charge").cleanSweeps, cleanBefore);
    }

    // ---- who may sweep --------------------------------------------------------------

    void sweepIsRefusedToNonOperatorsAndSuperusers_data()
    {
        QTest::addColumn<QString>("who");
        QTest::newRow("not in seal_operator") << "outsider";
        QTest::newRow("superuser") << "superuser";
    }
    void sweepIsRefusedToNonOperatorsAndSuperusers()
    {
        QFETCH(QString, who);
        const bool superuser = who == QStringLiteral("superuser");
        auto db = writableStoreC();
        FakeProvider provider(200, page({pi("pi_rogue", "succeeded", 10)}));
        const std::string role = superuser ? std::string() : ensureRole("reconcile_outsider");
        const std::string before = snapshot(db);
        const EffectListing listing = listProviderEffects(witnessAt(provider.url()), kSince, kUntil);
        auto conn = superuser ? Connection::open(db.dsn()) : db.connect(role);
        ReconcileRequest req;
        req.since = kSince;
        req.until = kUntil;
        req.freezeDomain = "payroll";
        const auto out = recordReconcile(conn, req, listing);
        QVERIFY2(out.write.fate == WriteFate::Refused, out.write.message.c_str());
        QVERIFY(out.write.refusal == Refusal::NotPermitted);
        QVERIFY(!out.eventId);
        QCOMPARE(snapshot(db), before);
        // Negative control: the same sweep by an operator lands.
        QVERIFY(sweepAs(db, m_op, provider.url(), kSince, kUntil, std::string("payroll")).write.fate ==
                WriteFate::Done);
        QVERIFY(snapshot(db) != before);
    }

    void lostAfterCommitIsRecheckedNotRepeated()
    {
        auto db = writableStoreC();
        FakeProvider provider(200, page({}));
        const EffectListing listing = listProviderEffects(witnessAt(provider.url()), kSince, kUntil);
        auto conn = db.connect(m_op);
        ReconcileRequest req;
        req.since = kSince;
        req.until = kUntil;
        req.pause = [](Connection& c, WritePoint p) {
            if (p != WritePoint::AfterCommit) return;
            Connection::open(adminDsn())
                .exec("SELECT pg_terminate_backend($1, 5000)", {param(c.backendPid())});
            throw StoreError(StoreError::Kind::ConnectionLost, "connection lost (test)");
        };
        const long long last = lastEventId(db);
        const auto out = recordReconcile(conn, req, listing);
        QVERIFY2(out.write.fate == WriteFate::LostLanded, out.write.message.c_str());
        QCOMPARE(static_cast<int>(eventsAfter(db, last).size()), 1);
    }

    // ---- witness --------------------------------------------------------------------

    void witnessConfirmedOneIsWorldFinal()
    {
        auto db = writableStoreC();
        const std::string intent =
            intentWhere(db, "domain = 'refund' AND state = 'sealed' AND tier = 'SEALED'");
        QVERIFY(!intent.empty());
        auto c = db.connect();
        const std::string parent = std::string(
            c.exec("SELECT cert->>'hash' FROM seal_intents WHERE intent = $1", {param(intent)}).text(0, 0));
        const auto before = counts(db, "refund");
        const long long last = lastEventId(db);
        FakeProvider provider(200, json{{"object", "search_result"},
                                        {"data", {{{"id", "pi_w"}, {"status", "succeeded"}}}},
                                        {"has_more", false}}
                                       .dump());
        const auto out = witnessAs(db, m_op, intent, provider.url());
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Witnessed);
        QCOMPARE(out.tierAfter.value_or(""), std::string("WORLD_FINAL"));
        QVERIFY(!out.froze);
        Result cert = c.exec("SELECT body::text FROM seal_certs WHERE seq = $1", {param(*out.certSeq)});
        const json body = json::parse(cert.text(0, 0));
        std::vector<std::string> keys;
        for (const auto& [k, v] : body.items())
            keys.push_back(k);
        // SPEC §3, the witnessed kind: exactly these fields.
        QCOMPARE(keys,
                 (std::vector<std::string>{"action", "args_digest", "at", "cv", "hash", "intent", "observed_tier",
                                           "parent_cert", "prev_hash", "tier", "witness_count",
                                           "witness_evidence", "witness_state", "world"})); // v2: + cv (§15.1)
        QCOMPARE(body["tier"], json("WORLD_FINAL"));
        QCOMPARE(body["world"], json("confirmed"));
        QCOMPARE(body["witness_state"], json("confirmed_one"));
        QCOMPARE(body["parent_cert"], json(parent));
        QVERIFY(chainIntact(db));
        // The confirmation ratio rises: one more world-confirmed intent on the path.
        QCOMPARE(counts(db, "refund").confirmed, before.confirmed + 1);
        const auto events = eventsAfter(db, last);
        QCOMPARE(static_cast<int>(events.size()), 1);
        QCOMPARE(events[0].kind, std::string("witnessed"));
        QCOMPARE(events[0].detail["by"], json(m_op));
        QCOMPARE(events[0].detail["witness_id"], json(out.settleId));
        // Witnessed already: a second witness is refused.
        const auto again = witnessAs(db, m_op, intent, provider.url());
        QVERIFY(again.refusal == SettleRefusal::NotWitnessable);
    }

    void witnessAbsentDivergesAndFreezes()
    {
        auto db = writableStoreC();
        const std::string intent =
            intentWhere(db, "domain = 'refund' AND state = 'sealed' AND tier = 'SEALED'");
        FakeProvider provider(200, R"({"object":"search_result","data":[],"has_more":false})");
        const auto out = witnessAs(db, m_op, intent, provider.url());
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Diverged);
        QCOMPARE(out.tierAfter.value_or(""), std::string("WORLD_DIVERGED"));
        QVERIFY(out.froze);
        QVERIFY2(out.message.find(" witnessed absent by " + m_op + ": diverged, domain refund frozen") !=
                     std::string::npos,
                 out.message.c_str());
        const auto row = domainRow(db, "refund");
        QVERIFY(row && row->first == "true");
        QVERIFY2(row->second.rfind("witness returned absent for intent " + intent.substr(0, 12), 0) == 0,
                 row->second.c_str());
        QVERIFY(chainIntact(db));
        auto c = db.connect();
        QCOMPARE(c.exec("SELECT kind FROM seal_events ORDER BY id DESC LIMIT 1").text(0, 0),
                 std::string_view("diverged"));
    }

    void witnessUnknownMakesAHold()
    {
        auto db = writableStoreC();
        const std::string intent =
            intentWhere(db, "domain = 'refund' AND state = 'sealed' AND tier = 'SEALED'");
        FakeProvider provider(500, "{}");
        const auto out = witnessAs(db, m_op, intent, provider.url());
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QCOMPARE(out.tierAfter.value_or(""), std::string("WORLD_UNKNOWN"));
        QVERIFY(!out.froze && !domainRow(db, "refund"));
        QVERIFY(classifyIntent("sealed", out.tierAfter, 0, nowEpoch()) == HoldKind::WorldUnknown);
    }

    void witnessRefusesWhatIsNotSealedAndUnconfirmed_data()
    {
        QTest::addColumn<QString>("where");
        QTest::newRow("open") << "state = 'open'";
        QTest::newRow("WORLD_FINAL") << "state = 'sealed' AND tier = 'WORLD_FINAL'";
        QTest::newRow("WORLD_DIVERGED") << "tier = 'WORLD_DIVERGED'";
        QTest::newRow("WORLD_UNKNOWN (a hold)") << "tier = 'WORLD_UNKNOWN'";
    }
    void witnessRefusesWhatIsNotSealedAndUnconfirmed()
    {
        QFETCH(QString, where);
        auto db = writableStoreC();
        const std::string intent = intentWhere(db, where.toStdString());
        QVERIFY(!intent.empty());
        FakeProvider provider(200, R"({"data":[{"id":"pi_1","status":"succeeded"}],"has_more":false})");
        const std::string before = snapshot(db);
        const auto out = witnessAs(db, m_op, intent, provider.url());
        QVERIFY2(out.refusal == SettleRefusal::NotWitnessable, out.message.c_str());
        QVERIFY2(out.message.find(intent) != std::string::npos, out.message.c_str());
        QCOMPARE(snapshot(db), before);
        auto c = db.connect();
        QCOMPARE(witnessProblem(c, intent).text(), out.message); // the same words before asking
    }

    void witnessIsRefusedToNonOperators()
    {
        auto db = writableStoreC();
        const std::string intent =
            intentWhere(db, "domain = 'refund' AND state = 'sealed' AND tier = 'SEALED'");
        FakeProvider provider(200, R"({"data":[{"id":"pi_1","status":"succeeded"}],"has_more":false})");
        const std::string before = snapshot(db);
        const auto out = witnessAs(db, ensureRole("reconcile_outsider"), intent, provider.url());
        QVERIFY(out.refusal == SettleRefusal::NotPermitted);
        QCOMPARE(snapshot(db), before);
        QVERIFY(witnessAs(db, m_op, intent, provider.url()).fate == WriteFate::Done); // negative control
    }

    // ---- sealctl end to end -----------------------------------------------------------

    void sealctlReconcileAndWitness()
    {
        auto db = writableStoreC();
        const std::vector<std::string> key = {"SEAL_WITNESS_KEY=sk_e2e"};
        const std::string since = "1796058300", until = "1796058400";
        const std::string ours = intentWhere(db, "domain = 'charge' AND state = 'sealed'");

        FakeProvider clean(200, page({pi("pi_ok", "succeeded", 100, ours)}));
        auto r = runSealctl({"--dsn", db.dsn(m_op), "reconcile", "--since", since, "--until", until,
                             "--witness", clean.url(), "--json"},
                            key);
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        json j = json::parse(r.out);
        QCOMPARE(j["verdict"], json("clean"));
        QCOMPARE(j["effects"], json(1));
        QCOMPARE(j["ours"], json(1));
        QCOMPARE(j["out_of_band"]["count"], json(0));
        QCOMPARE(j["event"], json("reconcile_clean"));
        QVERIFY(j["event_id"].is_number_integer());
        QVERIFY(j["frozen_domain"].is_null());

        FakeProvider rogue(200, page({pi("pi_rogue", "succeeded", 4200)}));
        r = runSealctl({"--dsn", db.dsn(m_op), "reconcile", "--since", since, "--until", until,
                        "--freeze-domain", "payroll", "--witness", rogue.url()},
                       key);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.rfind("out_of_band: ", 0) == 0, r.out.c_str());
        QVERIFY2(r.out.find("pi_rogue") != std::string::npos, r.out.c_str());
        QVERIFY(domainRow(db, "payroll"));

        FakeProvider down(503, "{}");
        r = runSealctl({"--dsn", db.dsn(m_op), "reconcile", "--since", since, "--until", until, "--witness",
                        down.url(), "--json"},
                       key);
        QCOMPARE(r.exitCode, 1);
        j = json::parse(r.out);
        QCOMPARE(j["verdict"], json("unknown"));
        QCOMPARE(j["event"], json("reconcile_unknown"));
        QVERIFY(j["error"].get<std::string>().find("503") != std::string::npos);

        // Refused before the provider is asked: nothing requested, nothing written.
        FakeProvider untouched(200, page({}));
        const long long last = lastEventId(db);
        r = runSealctl({"--dsn", db.dsn(ensureRole("reconcile_outsider")), "reconcile", "--since", since,
                        "--until", until, "--witness", untouched.url()},
                       key);
        QCOMPARE(r.exitCode, 4);
        QVERIFY(untouched.targets().empty());
        QCOMPARE(lastEventId(db), last);

        const std::string sealed =
            intentWhere(db, "domain = 'refund' AND state = 'sealed' AND tier = 'SEALED'");
        FakeProvider one(200, R"({"data":[{"id":"pi_w","status":"succeeded"}],"has_more":false})");
        r = runSealctl({"--dsn", db.dsn(m_op), "witness", sealed, "--witness", one.url(), "--json"}, key);
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        j = json::parse(r.out);
        QCOMPARE(j["event"], json("witnessed"));
        QCOMPARE(j["after"]["tier"], json("WORLD_FINAL"));
        QVERIFY(j.contains("witness_id") && !j.contains("settle_id"));
        // Again: WORLD_FINAL now, refused before the provider is asked.
        r = runSealctl({"--dsn", db.dsn(m_op), "witness", sealed, "--witness", one.url()}, key);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.find("world-confirmed already") != std::string::npos, r.err.c_str());

        const std::string other =
            intentWhere(db, "domain = 'invoice' AND state = 'sealed' AND tier = 'SEALED'");
        FakeProvider none(200, R"({"data":[],"has_more":false})");
        r = runSealctl({"--dsn", db.dsn(m_op), "witness", other, "--witness", none.url()}, key);
        QCOMPARE(r.exitCode, 1); // diverged: the store is not fine
        QVERIFY2(r.out.find("diverged") != std::string::npos, r.out.c_str());
        QCOMPARE(runSealctl({"--dsn", db.dsn(m_op), "verify"}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestReconcile)
#include "test_reconcile.moc"
