// The demo's payment provider, asked over real HTTP by core's own witness and
// sweep listing (the same code that asks a real provider): each verdict comes
// from its ledger, a wrong key is never an answer, the listing pages and
// keeps to its window, and the charge nobody admitted is there to be found.
#include "core/demo/demo_provider.hpp"
#include "core/net/effect_list.hpp"
#include "core/net/witness.hpp"

#include <QtTest>
#include <ctime>

using namespace seal;

class TestDemoProvider : public QObject
{
    Q_OBJECT

    static ProviderWitness witnessOf(const DemoProvider& p, std::string key = {})
    {
        return ProviderWitness{p.url(), key.empty() ? p.apiKey() : key, std::chrono::milliseconds(5000), true, {}};
    }

private Q_SLOTS:
    void verdictsFromItsLedger()
    {
        DemoProvider provider;
        provider.ledger().charge("intent-one", 12345, 1000);
        const std::string hostile = "it's a \\ test";
        provider.ledger().charge(hostile, 500, 1001);
        provider.ledger().charge("twice", 700, 1002);
        provider.ledger().charge("twice", 700, 1003);

        const WitnessAnswer one = askProvider(witnessOf(provider), "intent-one");
        QCOMPARE(verdictName(one.verdict), "confirmed_one");
        QCOMPARE(one.count, std::optional<int>(1));
        QCOMPARE(one.evidence["ids"][0].get<std::string>(), provider.ledger().byIntent("intent-one")[0].id);
        // The query's quoting survives the round trip: the provider finds the exact intent.
        QCOMPARE(verdictName(askProvider(witnessOf(provider), hostile).verdict), "confirmed_one");
        QCOMPARE(verdictName(askProvider(witnessOf(provider), "twice").verdict), "multiple");
        QCOMPARE(verdictName(askProvider(witnessOf(provider), "never-paid").verdict), "absent");
        // A prefix of a charged intent is another intent.
        QCOMPARE(verdictName(askProvider(witnessOf(provider), "intent-on").verdict), "absent");

        // Negative control: a wrong key is no answer (unknown), never "absent".
        const WitnessAnswer refused = askProvider(witnessOf(provider, "sk_wrong"), "never-paid");
        QCOMPARE(verdictName(refused.verdict), "unknown");
        QVERIFY(refused.evidence.contains("error"));
        QVERIFY(provider.requests() >= 6);
    }

    void listingPagesAndKeepsToItsWindow()
    {
        DemoProvider provider;
        for (int i = 0; i < 250; ++i)
            provider.ledger().charge("paid-" + std::to_string(i), 100 + i, 10'000 + i);
        provider.ledger().charge({}, kDemoOutOfBandMinor, 10'100); // nobody admitted it
        provider.ledger().charge("too-early", 1, 9'000);
        provider.ledger().charge("too-late", 1, 20'000);

        const EffectListing all = listProviderEffects(witnessOf(provider), 10'000, 10'249);
        QVERIFY2(all.complete, all.error.c_str());
        QCOMPARE(all.pages, 3);
        QCOMPARE(all.effects.size(), std::size_t(251));
        int untagged = 0;
        for (const auto& e : all.effects) {
            QVERIFY(e.tag != nlohmann::json("too-early") && e.tag != nlohmann::json("too-late"));
            if (e.tag.is_null()) {
                ++untagged;
                QCOMPARE(e.amount, double(kDemoOutOfBandMinor));
            }
        }
        QCOMPARE(untagged, 1);

        // Negative control: with the wrong key the listing is incomplete, never an empty "clean" list.
        const EffectListing refused = listProviderEffects(witnessOf(provider, "sk_wrong"), 10'000, 10'249);
        QVERIFY(!refused.complete);
        QVERIFY(!refused.error.empty());
    }

    void unknownRequestsAreRefused()
    {
        DemoLedger ledger;
        const auto key = std::string(kDemoProviderKey);
        QCOMPARE(answerDemoRequest(ledger, "/v1/charges", {}, "Bearer " + key, key).status, 404);
        QCOMPARE(answerDemoRequest(ledger, "/v1/payment_intents/search", {{"query", "status:'succeeded'"}},
                                   "Bearer " + key, key)
                     .status,
                 400);
        QCOMPARE(answerDemoRequest(ledger, "/v1/payment_intents", {{"limit", "0"}}, "Bearer " + key, key).status,
                 400);
        QCOMPARE(answerDemoRequest(ledger, "/v1/payment_intents", {}, "Bearer other", key).status, 401);
        QCOMPARE(answerDemoRequest(ledger, "/v1/payment_intents", {}, "Bearer " + key, key).status, 200);
    }
};

QTEST_GUILESS_MAIN(TestDemoProvider)
#include "test_demo_provider.moc"
