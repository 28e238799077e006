// Settling holds (SPEC-kernel.md §7) on copies of the reference store: each
// verdict leaves the store exactly as the SPEC says and the chain intact;
// racing settles of one hold yield one outcome; refusals change nothing; a
// lost connection is re-checked, never retried.
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/demo/agent.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"
#include "core/writes/settle.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <latch>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

// seal_intents without one row: what must stay exactly as it was.
std::string otherIntents(const TestDatabase& db, const std::string& intent)
{
    auto conn = db.connect();
    return std::string(conn.exec("SELECT string_agg(x::text, E'\\n' ORDER BY x.intent) FROM seal_intents x"
                                 " WHERE intent <> $1",
                                 {param(intent)})
                           .text(0, 0));
}

std::optional<json> intentRow(const TestDatabase& db, const std::string& intent)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT to_jsonb(x)::text FROM seal_intents x WHERE intent = $1", {param(intent)});
    if (r.rows() == 0) return std::nullopt;
    return json::parse(r.text(0, 0));
}

struct CertRow
{
    std::int64_t seq = 0;
    std::string hash;
    std::string prevHash;
    json body;
};

std::vector<CertRow> certsAfter(const TestDatabase& db, std::int64_t seq)
{
    auto conn = db.connect();
    Result r = conn.exec(
        "SELECT seq, hash, prev_hash, body::text FROM seal_certs WHERE seq > $1 ORDER BY seq", {param(seq)});
    std::vector<CertRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({r.integer(i, 0), std::string(r.text(i, 1)), std::string(r.text(i, 2)),
                       json::parse(r.text(i, 3))});
    return out;
}

std::pair<std::int64_t, std::string> head(const TestDatabase& db)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT seq, hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
    return {r.integer(0, 0), std::string(r.text(0, 1))};
}

struct EventRow
{
    std::optional<std::string> path;
    std::string kind;
    std::optional<std::string> intent;
    json detail;
};

std::vector<EventRow> eventsAfter(const TestDatabase& db, std::int64_t id)
{
    auto conn = db.connect();
    Result r = conn.exec("SELECT path, kind, intent, detail::text FROM seal_events WHERE id > $1 ORDER BY id",
                         {param(id)});
    std::vector<EventRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(
            {r.optText(i, 0), std::string(r.text(i, 1)), r.optText(i, 2), json::parse(r.text(i, 3))});
    return out;
}

constexpr std::int64_t kFixtureEvents = 14;
constexpr std::int64_t kFixtureCerts = 717;

std::set<std::string> keysOf(const json& o)
{
    std::set<std::string> k;
    for (const auto& [key, v] : o.items())
        k.insert(key);
    return k;
}

bool chainIntact(const TestDatabase& db, std::int64_t expectCerts)
{
    auto conn = db.connect();
    const ChainVerdict v = verifyChain(conn);
    return v.ok && v.reference.ok && v.certs == expectCerts;
}

SettleOutcome settleAs(const TestDatabase& db, const std::string& role, const std::string& intent,
                       WitnessVerdict verdict, const std::string& note, WritePause pause = {})
{
    auto conn = db.connect(role);
    SettleRequest req;
    req.intent = intent;
    req.answer = attestedAnswer(verdict, note, role);
    req.source = "operator";
    req.pause = std::move(pause);
    SettleOutcome out = settle(conn, req);
    // Every line has its phrase, for the console's language (issue 27): the same words.
    if (out.message != out.said.text())
        qFatal("settle's line has no phrase: %s | %s", out.message.c_str(), out.said.text().c_str());
    return out;
}

std::string hold(int i)
{
    return expectedStoreA()["holds"][i].get<std::string>();
}

HoldKind holdKindNow(const TestDatabase& db, const std::string& intent)
{
    const auto row = intentRow(db, intent);
    if (!row) return HoldKind::None;
    const auto tier = (*row)["tier"].is_null() ? std::nullopt : std::optional<std::string>((*row)["tier"]);
    return classifyIntent((*row)["state"].get<std::string>(), tier, (*row)["lease_until"].get<double>(),
                          nowEpoch());
}

json payoutLicence(const TestDatabase& db)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    return licenceJson(engine.licence("payout"));
}

int decisiveEvents(const TestDatabase& db, const std::string& intent)
{
    auto conn = db.connect();
    return static_cast<int>(conn.exec("SELECT count(*) FROM seal_events WHERE intent = $1"
                                      " AND kind IN ('healed', 'settled_released', 'diverged')",
                                      {param(intent)})
                                .integer(0, 0));
}

const std::string kSealedParent = "2df1b5dfa87877193f9d38848d75ef5e52648c95427707a597040ce17e10c211";

} // namespace

class TestSettle : public QObject
{
    Q_OBJECT

    std::unique_ptr<GroupScope> m_group;
    std::string m_op;

private Q_SLOTS:
    void initTestCase()
    {
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("settle_ops");
    }
    void cleanupTestCase() { m_group.reset(); }

    void confirmedOneHealsAnOpenHold()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = hold(0);
        const auto before = storeSnapshot(db);
        const std::string others = otherIntents(db, intent);
        const auto [headSeq, headHash] = head(db);

        const auto out =
            settleAs(db, m_op, intent, WitnessVerdict::ConfirmedOne, "pi_77 succeeded in the dashboard");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Healed);
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_intents", "seal_certs", "seal_events"}));
        QCOMPARE(otherIntents(db, intent), others);

        const auto certs = certsAfter(db, headSeq);
        QCOMPARE(certs.size(), size_t(1));
        const json& body = certs[0].body;
        QCOMPARE(keysOf(body),
                 (std::set<std::string>{"intent", "action", "args_digest", "result_digest", "tier", "world",
                                        "healed", "witness_state", "witness_count", "witness_evidence", "at",
                                        "prev_hash", "hash", "cv"}));
        QCOMPARE(body["intent"].get<std::string>(), intent);
        QCOMPARE(body["action"].get<std::string>(), std::string("payout"));
        QCOMPARE(body["args_digest"].get<std::string>(),
                 std::string("aef2b5678abb454305312db9a0fdc68547c39b29e9e641194d1a542cd9652a5d"));
        QCOMPARE(body["tier"].get<std::string>(), std::string("WORLD_FINAL"));
        QCOMPARE(body["world"].get<std::string>(), std::string("confirmed"));
        QCOMPARE(body["healed"], json(true));
        QCOMPARE(body["witness_state"].get<std::string>(), std::string("confirmed_one"));
        QCOMPARE(body["witness_count"], json(1));
        const json evidence = {
            {"attested_by", m_op}, {"note", "pi_77 succeeded in the dashboard"}, {"settle_id", out.settleId}};
        QCOMPARE(body["witness_evidence"], evidence);
        // The canonical text written out by hand, not by the code under test.
        const std::string canonical = "{\"healed_from_world\":{\"attested_by\":\"" + m_op +
                                      "\",\"note\":\"pi_77 succeeded in the dashboard\",\"settle_id\":\"" +
                                      out.settleId + "\"}}";
        QCOMPARE(body["result_digest"].get<std::string>(), sha256Hex(canonical));
        QCOMPARE(body["prev_hash"].get<std::string>(), headHash);
        QCOMPARE(certs[0].prevHash, headHash);
        QCOMPARE(body["hash"].get<std::string>(), certs[0].hash);
        QCOMPARE(body["at"].get<double>(), out.at);

        const auto row = intentRow(db, intent);
        QVERIFY(row.has_value());
        QCOMPARE((*row)["state"].get<std::string>(), std::string("sealed"));
        QCOMPARE((*row)["tier"].get<std::string>(), std::string("WORLD_FINAL"));
        QCOMPARE((*row)["cert"], body);
        QCOMPARE((*row)["updated_at"].get<double>(), out.at);

        const auto events = eventsAfter(db, kFixtureEvents);
        QCOMPARE(events.size(), size_t(1));
        // The kernel's event (SPEC §15.3, §15.9): path NULL, detail {count}.
        QCOMPARE(events[0].kind, std::string("healed"));
        QCOMPARE(events[0].path, std::optional<std::string>());
        QCOMPARE(events[0].intent, std::optional<std::string>(intent));
        QCOMPARE(events[0].detail, json({{"count", 1}}));

        QVERIFY(holdKindNow(db, intent) == HoldKind::None);
        QVERIFY(chainIntact(db, kFixtureCerts + 1));
    }

    void absentReleasesAnOpenHold()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = hold(1);
        const auto before = storeSnapshot(db);
        const std::string others = otherIntents(db, intent);
        const auto out = settleAs(db, m_op, intent, WitnessVerdict::Absent, "no payment intent carries it");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Released);
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_intents", "seal_events"}));
        QVERIFY(!intentRow(db, intent).has_value());
        QCOMPARE(otherIntents(db, intent), others);
        const auto events = eventsAfter(db, kFixtureEvents);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string("settled_released"));
        QCOMPARE(events[0].path, std::optional<std::string>());
        QCOMPARE(events[0].detail["witness_evidence"]["attested_by"].get<std::string>(), m_op);
        QCOMPARE(events[0].detail["witness_evidence"]["settle_id"].get<std::string>(), out.settleId);
        QVERIFY(chainIntact(db, kFixtureCerts));
    }

    void unknownChangesNothingButTheAttempt()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = hold(2);
        const auto before = storeSnapshot(db);
        const json licenceBefore = payoutLicence(db);
        const auto out = settleAs(db, m_op, intent, WitnessVerdict::Unknown, "provider dashboard is down");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::AttemptRecorded);
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_events"}));
        const auto events = eventsAfter(db, kFixtureEvents);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string(kSettleUnknownEvent));
        QCOMPARE(events[0].path, std::optional<std::string>());
        QCOMPARE(events[0].detail["evidence"]["attested_by"].get<std::string>(), m_op);
        QCOMPARE(events[0].detail["evidence"]["note"].get<std::string>(), std::string("provider dashboard is down"));
        QVERIFY(holdKindNow(db, intent) == HoldKind::LeaseExpired); // the hold stands
        QCOMPARE(payoutLicence(db), licenceBefore);                 // an attempt is not a breach
        QVERIFY(chainIntact(db, kFixtureCerts));
        // Unknown is never absent: settling again is still allowed, and still changes only events.
        QVERIFY(settleAs(db, m_op, intent, WitnessVerdict::Unknown, "still down").fate == WriteFate::Done);
        QVERIFY(intentRow(db, intent).has_value());
    }

    void absentOnASealedIntentDiverges()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = expectedStoreA()["world_unknown_intent"];
        const auto before = storeSnapshot(db);
        const json certColumn = (*intentRow(db, intent))["cert"];
        QVERIFY(!payoutLicence(db)["suspended"].get<bool>());
        const auto out = settleAs(db, m_op, intent, WitnessVerdict::Absent, "provider has no such payout");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Diverged);
        QVERIFY(out.froze);
        // A sealed intent: the verdict is its witnessed cert, and the kernel records no event (§15.3).
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_intents", "seal_certs", "seal_domains"}));
        const auto certs = certsAfter(db, kFixtureCerts);
        QCOMPARE(certs.size(), size_t(1));
        const json& body = certs[0].body;
        QCOMPARE(keysOf(body),
                 (std::set<std::string>{"intent", "action", "args_digest", "tier", "world", "observed_tier",
                                        "witness_state", "witness_count", "witness_evidence", "parent_cert",
                                        "at", "prev_hash", "hash", "cv"}));
        QCOMPARE(body["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QCOMPARE(body["world"].get<std::string>(), std::string("diverged"));
        QCOMPARE(body["observed_tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QCOMPARE(body["witness_state"].get<std::string>(), std::string("absent"));
        QCOMPARE(body["witness_count"], json(0));
        QCOMPARE(body["parent_cert"].get<std::string>(), kSealedParent);
        QCOMPARE(body["args_digest"].get<std::string>(),
                 std::string("89698b336c0b9229743410091c5b3d7555bc04ad1329abe6b769248f2cbdad3c"));

        const auto row = *intentRow(db, intent);
        QCOMPARE(row["state"].get<std::string>(), std::string("sealed"));
        QCOMPARE(row["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QCOMPARE(row["cert"], certColumn); // the cert column is the seal/heal cert

        auto conn = db.connect();
        Result d = conn.exec(
            "SELECT frozen, reason, evidence::text, frozen_at FROM seal_domains WHERE domain = 'payout'");
        QCOMPARE(d.rows(), 1);
        QVERIFY(d.boolean(0, 0));
        const std::string reason(d.text(0, 1));
        QVERIFY2(reason.find("absent for intent b3e6c8fb931b") != std::string::npos, reason.c_str());
        QVERIFY2(reason.find(m_op) != std::string::npos, reason.c_str());
        QCOMPARE(json::parse(d.text(0, 2)), body["witness_evidence"]);
        QCOMPARE(d.real(0, 3), out.at);

        QVERIFY(eventsAfter(db, kFixtureEvents).empty());
        QVERIFY(!payoutLicence(db)["suspended"].get<bool>()); // no event, no suspension; the domain is frozen
        QVERIFY(chainIntact(db, kFixtureCerts + 1));
    }

    void confirmedOneOnASealedIntentIsWorldFinal()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = expectedStoreA()["world_unknown_intent"];
        const auto before = storeSnapshot(db);
        const auto out = settleAs(db, m_op, intent, WitnessVerdict::ConfirmedOne, "pi_5 succeeded");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Healed);
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_intents", "seal_certs"}));
        const json body = certsAfter(db, kFixtureCerts).at(0).body;
        QCOMPARE(body["tier"].get<std::string>(), std::string("WORLD_FINAL"));
        QCOMPARE(body["observed_tier"].get<std::string>(), std::string("WORLD_FINAL"));
        QCOMPARE(body["world"].get<std::string>(), std::string("confirmed"));
        QCOMPARE(body["witness_count"], json(1));
        QCOMPARE(body["parent_cert"].get<std::string>(), kSealedParent);
        QCOMPARE((*intentRow(db, intent))["tier"].get<std::string>(), std::string("WORLD_FINAL"));
        QVERIFY(eventsAfter(db, kFixtureEvents).empty()); // the kernel writes none for a sealed intent
        QVERIFY(chainIntact(db, kFixtureCerts + 1));
    }

    void multipleOnAnOpenHoldDivergesAndFreezes()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string intent = hold(0);
        const auto out = settleAs(db, m_op, intent, WitnessVerdict::Multiple, "pi_1 and pi_2 both carry it");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Diverged);
        const json body = certsAfter(db, kFixtureCerts).at(0).body;
        // The settle-diverged cert (§15.3): settled true, no result_digest, no parent_cert.
        QCOMPARE(keysOf(body), (std::set<std::string>{"intent", "action", "args_digest", "tier", "world", "settled",
                                                      "witness_state", "witness_count", "witness_evidence", "at",
                                                      "prev_hash", "cv", "hash"})); // v2, unsigned: no key here
        QCOMPARE(body["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QCOMPARE(body["settled"], json(true));
        QCOMPARE(body["witness_state"].get<std::string>(), std::string("multiple"));
        QVERIFY(body["witness_count"].is_null()); // an attestation does not count
        const auto row = *intentRow(db, intent);
        QCOMPARE(row["state"].get<std::string>(), std::string("sealed"));
        QCOMPARE(row["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QCOMPARE(row["cert"], body);
        auto conn = db.connect();
        QVERIFY(conn.exec("SELECT frozen FROM seal_domains WHERE domain = 'payout'").boolean(0, 0));
        const auto event = eventsAfter(db, kFixtureEvents).at(0);
        QCOMPARE(event.kind, std::string("diverged"));
        QCOMPARE(event.path, std::optional<std::string>()); // NULL: it suspends every path (§4)
        QCOMPARE(event.detail, json({{"count", nullptr}, {"via", "settle"}}));
        QVERIFY(holdKindNow(db, intent) == HoldKind::None);
        QVERIFY(chainIntact(db, kFixtureCerts + 1));
    }

    void divergenceIsSticky()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string diverged = expectedStoreA()["diverged_intent"];
        // The agent's witness on the diverged charge: observed final, tier stays diverged.
        {
            auto conn = db.connect(m_op);
            const auto w = agent::witness(
                conn, diverged, {WitnessVerdict::ConfirmedOne, 1, {{"ids", {"pi_a"}}, {"note", "late"}}});
            QCOMPARE(w.observedTier, std::string("WORLD_FINAL"));
            QCOMPARE(w.tier, std::string("WORLD_DIVERGED"));
            QCOMPARE(w.cert.body["world"].get<std::string>(), std::string("diverged"));
        }
        QCOMPARE((*intentRow(db, diverged))["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        // A writer that forgot stickiness put the row back to WORLD_UNKNOWN: the
        // chain remembers, so a settle's witnessed cert stays diverged.
        db.exec("UPDATE seal_intents SET tier = 'WORLD_UNKNOWN' WHERE intent = '" + diverged + "'");
        const auto out = settleAs(db, m_op, diverged, WitnessVerdict::ConfirmedOne, "one charge now");
        QVERIFY2(out.fate == WriteFate::Done, out.message.c_str());
        const json body = certsAfter(db, kFixtureCerts + 1).at(0).body;
        QCOMPARE(body["observed_tier"].get<std::string>(), std::string("WORLD_FINAL"));
        QCOMPARE(body["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QCOMPARE((*intentRow(db, diverged))["tier"].get<std::string>(), std::string("WORLD_DIVERGED"));
        QVERIFY(chainIntact(db, kFixtureCerts + 2));
        // Negative control: a never-diverged WORLD_UNKNOWN intent heals to WORLD_FINAL.
        const std::string unknown = expectedStoreA()["world_unknown_intent"];
        QVERIFY(settleAs(db, m_op, unknown, WitnessVerdict::ConfirmedOne, "ok").fate == WriteFate::Done);
        QCOMPARE((*intentRow(db, unknown))["tier"].get<std::string>(), std::string("WORLD_FINAL"));
    }

    void racingSettlesYieldOneOutcome_data()
    {
        QTest::addColumn<int>("holdIndex");
        QTest::addColumn<int>("round");
        for (int h = 0; h < 3; ++h)
            for (int r = 0; r < 2; ++r)
                QTest::addRow("hold %d round %d", h, r) << h << r;
    }
    void racingSettlesYieldOneOutcome()
    {
        QFETCH(int, holdIndex);
        QFETCH(int, round);
        auto db = TestDatabase::writableStoreA();
        const std::string intent = hold(holdIndex);
        constexpr int kThreads = 8;
        const WitnessVerdict verdicts[] = {WitnessVerdict::ConfirmedOne, WitnessVerdict::Absent,
                                           WitnessVerdict::Multiple, WitnessVerdict::Unknown};
        std::vector<std::string> roles;
        for (int i = 0; i < kThreads; ++i)
            roles.push_back(m_group->add("settle_race_" + std::to_string(i)));
        std::vector<SettleOutcome> outcomes(kThreads);
        std::latch start(kThreads);
        std::vector<std::thread> threads;
        for (int i = 0; i < kThreads; ++i)
            threads.emplace_back([&, i] {
                auto conn = db.connect(roles[i]);
                SettleRequest req{
                    intent, attestedAnswer(verdicts[(i + round) % 4], "race", roles[i]), "operator", {}, {}};
                start.arrive_and_wait();
                outcomes[i] = settle(conn, req);
            });
        for (auto& t : threads)
            t.join();

        int decisive = 0, attempts = 0;
        for (const auto& o : outcomes) {
            if (o.fate == WriteFate::Done && o.effect == SettleEffect::AttemptRecorded)
                ++attempts;
            else if (o.fate == WriteFate::Done)
                ++decisive;
            else
                QVERIFY2(o.refusal == SettleRefusal::NotAHold || o.refusal == SettleRefusal::UnknownIntent,
                         o.message.c_str());
        }
        QCOMPARE(decisive, 1);
        QCOMPARE(decisiveEvents(db, intent), 1);
        auto conn = db.connect();
        QCOMPARE(conn.exec("SELECT count(*) FROM seal_events WHERE id > $1", {param(kFixtureEvents)})
                     .integer(0, 0),
                 std::int64_t(decisive + attempts));
        QVERIFY(conn.exec("SELECT count(*) FROM seal_certs").integer(0, 0) <= kFixtureCerts + 1);
        QVERIFY(holdKindNow(db, intent) == HoldKind::None);
        QVERIFY(chainIntact(db, conn.exec("SELECT count(*) FROM seal_certs").integer(0, 0)));
    }

    void refusalsChangeNothing()
    {
        auto db = TestDatabase::writableStoreA();
        const auto before = storeSnapshot(db);
        const auto exp = expectedStoreA();
        // A superuser is an account, not a person.
        auto su = settleAs(db, "", hold(0), WitnessVerdict::ConfirmedOne, "x");
        QVERIFY(su.refusal == SettleRefusal::NotPermitted);
        QVERIFY2(su.message.find("superuser") != std::string::npos, su.message.c_str());
        // Not a member of seal_operator (which exists).
        const std::string outsider = ensureRole("settle_outsider");
        auto nm = settleAs(db, outsider, hold(0), WitnessVerdict::ConfirmedOne, "x");
        QVERIFY(nm.refusal == SettleRefusal::NotPermitted);
        QVERIFY2(nm.message.find("seal_operator") != std::string::npos, nm.message.c_str());
        // Not holds: in flight, diverged, world-final, unknown id.
        auto inFlight = settleAs(db, m_op, exp["in_flight"].get<std::string>(), WitnessVerdict::Absent, "x");
        QVERIFY(inFlight.refusal == SettleRefusal::NotAHold);
        QVERIFY2(inFlight.message.find("still within its lease") != std::string::npos, inFlight.message.c_str());
        QVERIFY(settleAs(db, m_op, exp["diverged_intent"].get<std::string>(), WitnessVerdict::Absent, "x")
                    .refusal == SettleRefusal::NotAHold);
        const std::string worldFinal = "fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00";
        QVERIFY(settleAs(db, m_op, worldFinal, WitnessVerdict::Multiple, "x").refusal ==
                SettleRefusal::NotAHold);
        auto missing = settleAs(db, m_op, "no-such-intent", WitnessVerdict::Absent, "x");
        QVERIFY(missing.refusal == SettleRefusal::UnknownIntent);
        QCOMPARE(missing.message, std::string("unknown intent no-such-inte\u2026")); // the kernel's words
        QCOMPARE(storeSnapshot(db), before);
        // Negative control: the operator settling a real hold does change the store.
        QVERIFY(settleAs(db, m_op, hold(0), WitnessVerdict::ConfirmedOne, "x").fate == WriteFate::Done);
        QVERIFY(storeSnapshot(db) != before);
        // A settled hold is no longer one: the second settle is refused.
        QVERIFY(settleAs(db, m_op, hold(0), WitnessVerdict::Absent, "x").refusal == SettleRefusal::NotAHold);
    }

    void missingPrivilegeIsARefusal()
    {
        auto db = TestDatabase::storeA(); // ordinary roles may read only
        db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO PUBLIC");
        const auto before = storeSnapshot(db);
        const auto out = settleAs(db, m_op, hold(0), WitnessVerdict::ConfirmedOne, "x");
        QVERIFY2(out.refusal == SettleRefusal::Privilege, out.message.c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    void lostBeforeCommitDidNotLand()
    {
        auto db = TestDatabase::writableStoreA();
        const auto before = storeSnapshot(db);
        const auto out =
            settleAs(db, m_op, hold(0), WitnessVerdict::ConfirmedOne, "x", [](Connection& c, WritePoint p) {
                if (p != WritePoint::BeforeCommit) return;
                Connection::open(adminDsn())
                    .exec("SELECT pg_terminate_backend($1, 5000)", {param(c.backendPid())});
            });
        QVERIFY2(out.fate == WriteFate::LostNotLanded, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::None && !out.certSeq);
        QVERIFY2(out.message.find("did not land") != std::string::npos, out.message.c_str());
        QCOMPARE(storeSnapshot(db), before);
        // Nothing landed, so settling again is safe and lands once.
        QVERIFY(settleAs(db, m_op, hold(0), WitnessVerdict::ConfirmedOne, "x").fate == WriteFate::Done);
        QCOMPARE(decisiveEvents(db, hold(0)), 1);
    }

    void lostAfterCommitLanded()
    {
        auto db = TestDatabase::writableStoreA();
        const auto out =
            settleAs(db, m_op, hold(1), WitnessVerdict::Absent, "x", [](Connection& c, WritePoint p) {
                if (p != WritePoint::AfterCommit) return;
                // The COMMIT's answer is lost with the connection.
                Connection::open(adminDsn())
                    .exec("SELECT pg_terminate_backend($1, 5000)", {param(c.backendPid())});
                throw StoreError(StoreError::Kind::ConnectionLost, "connection lost (test)");
            });
        QVERIFY2(out.fate == WriteFate::LostLanded, out.message.c_str());
        QVERIFY(out.effect == SettleEffect::Released);
        QVERIFY(!intentRow(db, hold(1)).has_value());
        QCOMPARE(decisiveEvents(db, hold(1)), 1); // re-checked, never retried
        QVERIFY(chainIntact(db, kFixtureCerts));
    }

    void lostWithoutReconnectIsNotKnown()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string role = m_group->add("settle_lost");
        const auto out =
            settleAs(db, role, hold(2), WitnessVerdict::ConfirmedOne, "x", [&](Connection& c, WritePoint p) {
                if (p != WritePoint::BeforeCommit) return;
                auto admin = Connection::open(adminDsn());
                admin.command(
                    "ALTER ROLE settle_lost NOLOGIN"); // the store cannot be reached again as this role
                admin.exec("SELECT pg_terminate_backend($1, 5000)", {param(c.backendPid())});
            });
        Connection::open(adminDsn()).command("ALTER ROLE settle_lost LOGIN");
        QVERIFY2(out.fate == WriteFate::LostUnknown, out.message.c_str());
        QVERIFY2(out.message.find("not known") != std::string::npos, out.message.c_str());
        QCOMPARE(decisiveEvents(db, hold(2)), 0);
    }

    void sealctlSettle()
    {
        auto db = TestDatabase::writableStoreA();
        const auto healed = runSealctl({"--dsn", db.dsn(m_op), "settle", hold(0), "--verdict",
                                        "confirmed_one", "--evidence", "pi_9 in dashboard"});
        QVERIFY2(healed.exitCode == 0, healed.err.c_str());
        QVERIFY2(healed.out.find("healed") != std::string::npos, healed.out.c_str());
        QVERIFY2(healed.out.find("open -> sealed") != std::string::npos, healed.out.c_str());
        const auto again =
            runSealctl({"--dsn", db.dsn(m_op), "settle", hold(0), "--verdict", "absent", "--evidence", "x"});
        QCOMPARE(again.exitCode, 4);
        QVERIFY2(again.err.find("not a hold") != std::string::npos, again.err.c_str());
        const auto released = runSealctl({"--dsn", db.dsn(m_op), "settle", hold(1), "--verdict", "absent",
                                          "--evidence", "nothing there", "--json"});
        QCOMPARE(released.exitCode, 0);
        const json j = json::parse(released.out);
        QCOMPARE(j["event"].get<std::string>(), std::string("settled_released"));
        QCOMPARE(j["fate"].get<std::string>(), std::string("done"));
        QCOMPARE(
            runSealctl({"--dsn", db.dsn(m_op), "settle", hold(2), "--verdict", "maybe", "--evidence", "x"})
                .exitCode,
            2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(m_op), "settle", hold(2), "--verdict", "absent"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(m_op), "settle", hold(2)}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "settle", hold(2), "--verdict", "absent", "--evidence", "x"})
                     .exitCode,
                 4);
        QVERIFY(intentRow(db, hold(2)).has_value());
        QCOMPARE(runSealctl({"--dsn", db.dsn(m_op), "verify"}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestSettle)
#include "test_settle.moc"
