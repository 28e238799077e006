// The authorization receipt against the reference's own answers on store-c
// (store-c.expected.json: `authorization_receipts`, window 3600 s, and
// `authorization_receipts_window_2s`): every intent of both maps, through the
// core function and through sealctl. receipt_id, receipt_digest and
// generated_at depend on the second the receipt is built: built at another
// time every other field is equal, and those three are self-consistent; built
// at the reference's own second (the clock pinned) they are equal too.
// Negative controls: a cert's tier tampered to WORLD_DIVERGED, an unreadable
// sweep in the window, the out-of-band sweep's domain changed.
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/evidence/authorization_receipt.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <cmath>
#include <ctime>
#include <iomanip>
#include <locale>
#include <sstream>

using namespace seal;
using namespace seal::test;

namespace {

const std::vector<std::string> kTimeFields = {"generated_at", "receipt_id", "receipt_digest"};
// A build time years away from the reference's: nothing but the three fields may depend on it.
constexpr double kLater = 1890000000.75;

struct Map
{
    const char* name;
    double window;
    const char* windowArg;
};
const std::vector<Map> kMaps = {{"authorization_receipts", 3600.0, "3600"},
                                {"authorization_receipts_window_2s", 2.0, "2"}};

nlohmann::json without(nlohmann::json doc, const std::vector<std::string>& keys)
{
    for (const auto& k : keys) doc.erase(k);
    return doc;
}

// The second the reference built a receipt: its generated_at, "YYYY-MM-DD HH:MM:SS UTC".
double builtAt(const nlohmann::json& receipt)
{
    std::tm tm{};
    std::istringstream in(receipt["generated_at"].get<std::string>());
    in.imbue(std::locale::classic());
    in >> std::get_time(&tm, "%Y-%m-%d %H:%M:%S UTC");
    if (in.fail()) throw std::runtime_error("test setup: generated_at unreadable");
    return static_cast<double>(timegm(&tm));
}

nlohmann::json build(const TestDatabase& db, const std::string& intent, double at, double window)
{
    auto conn = db.connect();
    const auto rc = buildAuthorizationReceipt(conn, intent, at, std::nullopt, window);
    if (!rc) throw std::runtime_error("no receipt for " + intent);
    return rc->document;
}

// The first intent of a map whose reference status is `status`.
std::string intentWithStatus(const char* map, const std::string& status)
{
    const auto expected = expectedStoreC();
    for (const auto& [intent, r] : expected[map].items())
        if (r["status"] == status) return intent;
    throw std::runtime_error(std::string("test setup: no ") + status + " in " + map);
}

QString diff(const nlohmann::json& got, const nlohmann::json& expected)
{
    return QString::fromStdString(nlohmann::json::diff(expected, got).dump());
}

// receipt_id, generated_at and receipt_digest as SPEC §13 defines them, from
// the document and the build time alone.
void checkSelfConsistent(const nlohmann::json& doc, const std::string& intent, double at)
{
    const auto second = static_cast<long long>(at);
    const std::string idText = "{\"at\":" + std::to_string(second) + ",\"intent\":\"" + intent + "\"}";
    QCOMPARE(doc["receipt_id"].get<std::string>(), sha256Hex(idText).substr(0, 12));
    std::time_t t = static_cast<std::time_t>(std::floor(at));
    char when[64];
    std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", std::gmtime(&t));
    QCOMPARE(doc["generated_at"].get<std::string>(), std::string(when));
    const nlohmann::json body = without(doc, {"generated_at", "receipt_digest", "console_checks"});
    QCOMPARE(doc["receipt_digest"].get<std::string>(), digestV1(body.dump()));
}

} // namespace

class TestAuthorizationParity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every intent of both maps through the core function, built long after the
    // reference built them: every field but the three time-dependent ones equal.
    void everyIntentBothWindows()
    {
        const auto db = TestDatabase::storeC();
        const auto expected = expectedStoreC();
        for (const auto& map : kMaps) {
            QCOMPARE(expected[map.name].size(), size_t(21));
            for (const auto& [intent, ref] : expected[map.name].items()) {
                const auto got = build(db, intent, kLater, map.window);
                QVERIFY2(without(got, kTimeFields) == without(ref, kTimeFields),
                         qPrintable(QString::fromLatin1(map.name) + QLatin1Char(' ') + QString::fromStdString(intent) +
                                    QLatin1Char(' ') + diff(without(got, kTimeFields), without(ref, kTimeFields))));
                QCOMPARE(got.size(), ref.size()); // no field of ours in the reference's document
                checkSelfConsistent(got, intent, kLater);
            }
        }
    }

    // The clock pinned at the second the reference built each receipt: all of
    // it equal, receipt_id and receipt_digest included.
    void pinnedAtTheReferenceSecondIsExact()
    {
        const auto db = TestDatabase::storeC();
        const auto expected = expectedStoreC();
        for (const auto& map : kMaps)
            for (const auto& [intent, ref] : expected[map.name].items()) {
                const auto got = build(db, intent, builtAt(ref) + 0.5, map.window);
                QVERIFY2(got == ref, qPrintable(QString::fromStdString(intent) + QLatin1Char(' ') + diff(got, ref)));
            }
    }

    // The digest is over the document: a changed field no longer matches it,
    // and a receipt built a second later has another id and digest, nothing else.
    void receiptDigestIsSelfConsistent()
    {
        const auto db = TestDatabase::storeC();
        const std::string intent = intentWithStatus("authorization_receipts_window_2s", "allowed_once");
        const auto doc = build(db, intent, kLater, 2.0);
        checkSelfConsistent(doc, intent, kLater);
        QCOMPARE(authorizationReceiptDigest(doc), doc["receipt_digest"].get<std::string>());
        auto tampered = doc;
        tampered["status"] = "allowed_once_world_unknown";
        QVERIFY(authorizationReceiptDigest(tampered) != doc["receipt_digest"].get<std::string>());
        tampered = doc;
        tampered["generated_at"] = "2000-01-01 00:00:00 UTC"; // not covered, as in the reference
        QCOMPARE(authorizationReceiptDigest(tampered), doc["receipt_digest"].get<std::string>());
        const auto next = build(db, intent, kLater + 1, 2.0);
        QVERIFY(next["receipt_id"] != doc["receipt_id"]);
        QVERIFY(next["receipt_digest"] != doc["receipt_digest"]);
        QCOMPARE(without(next, kTimeFields), without(doc, kTimeFields));
        checkSelfConsistent(next, intent, kLater + 1);
    }

    // sealctl --format authorization-json --window W for every intent: the
    // reference's fields, with console_checks beside them. With --at at the
    // reference's second, exact; without, all but the three and self-consistent.
    void sealctlBothWindows()
    {
        const auto db = TestDatabase::storeC();
        const auto expected = expectedStoreC();
        for (const auto& map : kMaps)
            for (const auto& [intent, ref] : expected[map.name].items()) {
                const RunResult r = runSealctl({"--dsn", db.dsn(), "receipt", intent, "--format", "authorization-json",
                                                "--window", map.windowArg, "--at", pythonFloatRepr(builtAt(ref) + 0.5)});
                QVERIFY2(r.exitCode == 0, r.err.c_str());
                auto got = nlohmann::json::parse(r.out);
                QVERIFY(got["console_checks"]["findings"].is_array());
                QCOMPARE(got["console_checks"]["claim_row"], true);
                got.erase("console_checks");
                QVERIFY2(got == ref, qPrintable(QString::fromStdString(intent) + QLatin1Char(' ') + diff(got, ref)));
            }
        // Now, unpinned: every other field equal, the three consistent with some second of the run.
        const std::string intent = intentWithStatus("authorization_receipts", "diverged");
        const double before = std::floor(nowEpoch());
        const RunResult r = runSealctl({"--dsn", db.dsn(), "receipt", intent, "--format", "authorization-json"});
        const double after = nowEpoch();
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        auto got = nlohmann::json::parse(r.out);
        got.erase("console_checks");
        QCOMPARE(without(got, kTimeFields), without(expected["authorization_receipts"][intent], kTimeFields));
        bool consistent = false;
        for (double s = before; s <= after && !consistent; s += 1)
            consistent = got["receipt_id"] == build(db, intent, s, 3600.0)["receipt_id"];
        QVERIFY(consistent);
        QCOMPARE(authorizationReceiptDigest(got), got["receipt_digest"].get<std::string>());
        // --window and --at are the authorization receipt's; a window is a number of seconds.
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", intent, "--format", "json", "--window", "2"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", intent, "--format", "authorization-json", "--window=-1"})
                     .exitCode,
                 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", intent, "--format", "authorization-json", "--window", "x"})
                     .exitCode,
                 2);
    }

    // The reference reads the latest cert's tier: a cert tampered to
    // WORLD_DIVERGED makes it diverged (and the chain no longer verifies);
    // the intent row's tier alone does not.
    void tamperedTierIsDiverged()
    {
        const std::string intent = intentWithStatus("authorization_receipts_window_2s", "allowed_once");
        const auto db = TestDatabase::storeC();
        QCOMPARE(build(db, intent, kLater, 2.0)["status"], "allowed_once"); // control
        db.exec("UPDATE seal_intents SET tier = 'WORLD_DIVERGED' WHERE intent = '" + intent + "'");
        QCOMPARE(build(db, intent, kLater, 2.0)["status"], "allowed_once");
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{tier}', '\"WORLD_DIVERGED\"') WHERE seq = "
                "(SELECT max(seq) FROM seal_certs WHERE intent = '" + intent + "')");
        auto conn = db.connect();
        const auto rc = buildAuthorizationReceipt(conn, intent, kLater, std::nullopt, 2.0);
        QCOMPARE(rc->document["status"], "diverged");
        QCOMPARE(rc->document["status_label"], "Diverged \u2014 the provider's record contradicts the ledger");
        QCOMPARE(rc->document["world_id"]["state"], "WORLD_DIVERGED");
        QCOMPARE(rc->document["once"]["chain_verified"], false);
        QVERIFY(std::any_of(rc->findings.begin(), rc->findings.end(),
                            [](const ConsoleFinding& f) { return f.kind == "chain_not_verified"; }));
        QVERIFY(rc->chain.breaks.size() == 1); // the break is at this intent's cert
    }

    // A reconcile sweep that could not reach the provider inside the window
    // makes it allowed_once_world_unknown; outside the window it does not.
    void unreadableSweepIsWorldUnknown()
    {
        const std::string intent = intentWithStatus("authorization_receipts_window_2s", "allowed_once");
        const auto db = TestDatabase::storeC();
        const std::string createdAt = "(SELECT created_at FROM seal_intents WHERE intent = '" + intent + "')";
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (NULL, 'reconcile_unknown', NULL, "
                "'{\"error\": \"provider down\"}', " + createdAt + " + 3)");
        QCOMPARE(build(db, intent, kLater, 2.0)["status"], "allowed_once"); // control: 3 s away, outside ±2 s
        db.exec("UPDATE seal_events SET at = at - 1.5 WHERE kind = 'reconcile_unknown' AND detail->>'error' = "
                "'provider down'");
        const auto doc = build(db, intent, kLater, 2.0);
        QCOMPARE(doc["status"], "allowed_once_world_unknown");
        QCOMPARE(doc["status_label"], "Allowed, ran once \u2014 provider confirmation unavailable");
        const nlohmann::json offRail = {
            {"swept", true},
            {"readable", false},
            {"note", "A reconciliation sweep in this window could not reach the provider. This is reported as "
                     "UNKNOWN, not as clean."}};
        QCOMPARE(doc["off_rail_check"], offRail);
    }

    // Out-of-band spend counts on the intent's own domain or untagged, never on another domain.
    void outOfBandDomain()
    {
        const std::string intent = intentWithStatus("authorization_receipts_window_2s", "off_rail");
        {
            const auto db = TestDatabase::storeC();
            db.exec("UPDATE seal_events SET detail = jsonb_set(detail, '{domain}', '\"elsewhere\"') "
                    "WHERE kind = 'out_of_band_spend'");
            const auto doc = build(db, intent, kLater, 2.0);
            QVERIFY(doc["status"] != "off_rail");
            QCOMPARE(doc["off_rail_check"]["out_of_band_found"], 0);
            QCOMPARE(doc["off_rail_check"]["note"], "No spend outside the gateway detected in the window.");
        }
        const auto db = TestDatabase::storeC();
        db.exec("UPDATE seal_events SET detail = detail - 'domain' WHERE kind = 'out_of_band_spend'");
        const auto doc = build(db, intent, kLater, 2.0);
        QCOMPARE(doc["status"], "off_rail");
        QCOMPARE(doc["off_rail_check"]["unscoped_in_window"], 2);
        QCOMPARE(doc["off_rail_check"]["domain_matched"], 0);
        QCOMPARE(doc["off_rail_check"]["note"],
                 "2 effect(s) found out-of-band in the window; 2 not domain-tagged and included conservatively "
                 "\u2014 review before treating as unrelated.");
    }
};

QTEST_GUILESS_MAIN(TestAuthorizationParity)
#include "test_authorization_parity.moc"
