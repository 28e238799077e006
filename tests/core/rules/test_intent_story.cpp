// One intent's whole story (core/rules/intent_story, `sealctl intent`): each
// section's exact values from the reference fixtures (store-c for mandates,
// tickets, reservations and sagas; store-a for approvals without an intent
// row, holds and a divergence), the timeline in time order, caps that say
// "truncated", stores without the optional tables, an unknown intent, and
// agent-written strings that stay data. Times are pinned with --at / `now`.
#include "core/canon/digest.hpp"
#include "core/evidence/story_document.hpp"
#include "core/rules/intent_story.hpp"
#include "tests/support/hostile_values.hpp"
#include "tests/support/pdf_check.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <regex>

using namespace seal;
using namespace seal::test;

// Compares two JSON values as text (numbers keep int vs float) and shows both when they differ.
#define QCOMPARE_JSON(got, want)                                                                             \
    do {                                                                                                     \
        const std::string g_ = nlohmann::json(got).dump();                                                   \
        const std::string w_ = nlohmann::json(want).dump();                                                  \
        QVERIFY2(g_ == w_, qPrintable(QString::fromStdString("\n  got: " + g_ + "\n want: " + w_)));         \
    } while (false)

namespace {

// store-c: an ALWAYS_HUMAN wire approved by three, then minted a mandate, spent a ticket and reserved budget.
const std::string kWire = "8353c31e766e0ea1e69fad8210bcf34002a657a1b9a706dcbe6c538d7063dae3";
const std::string kWireApproval = "ff964777bc8740b7a0e2a0ac12b263a6";
// store-c: an intent with two reservations.
const std::string kTwoReservations = "62e1fcb36506edd97f83a75e2cae631b27be164ff0cbba79c79f83f3554d5db8";
// store-a: approvals for an intent that has no row; a hold; a divergence.
const std::string kApprovedNoRow = "intent-payout-367";
const std::string kHeld = "786a3266563dd48b62c7ae88c03482316d61a5a169f2f345cfa7db4375560ed7";
const std::string kDiverged = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8";
const std::string kWorldUnknown = "b3e6c8fb931b37c3792d0def52de1a2bddc26908956b4be72a3b0ebf1c4799c5";
const std::string kHostile = "k'\x1b[31m\xe2\x80\xae<b>\"\\";

std::string failure(const RunResult& rr)
{
    return "exit " + std::to_string(rr.exitCode) + "\nstdout: " + rr.out.substr(0, 3000) +
           "\nstderr: " + rr.err;
}

nlohmann::json parsed(const RunResult& rr)
{
    auto v = nlohmann::json::parse(rr.out, nullptr, false);
    return v.is_discarded() ? nlohmann::json("<not JSON: " + rr.out + rr.err + ">") : v;
}

std::string epochText(double at)
{
    return pythonFloatRepr(at);
}

IntentStory story(const TestDatabase& db, const std::string& intent, double now,
                  const IntentStoryLimits& limits = {})
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    auto s = readIntentStory(conn, intent, now, limits);
    if (!s) throw std::runtime_error("no story for " + intent);
    return std::move(*s);
}

std::vector<std::string> kinds(const nlohmann::json& timeline)
{
    std::vector<std::string> out;
    for (const auto& e : timeline)
        out.push_back(e["kind"].get<std::string>());
    return out;
}

// Every entry has a time, and each is at or after the one before.
bool sortedByAt(const nlohmann::json& timeline)
{
    for (std::size_t i = 0; i < timeline.size(); ++i) {
        if (!timeline[i]["at"].is_number()) return false;
        if (i > 0 && timeline[i]["at"].get<double>() < timeline[i - 1]["at"].get<double>()) return false;
    }
    return true;
}

} // namespace

class TestIntentStory : public QObject
{
    Q_OBJECT

    nlohmann::json m_c; // store-c.expected.json
    nlohmann::json m_a; // store-a.expected.json
    double m_at = 0;

    RunResult sealctl(const TestDatabase& db, std::vector<std::string> args) const
    {
        args.insert(args.begin(), {"--dsn", db.dsn()});
        return runSealctl(args);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_c = expectedStoreC();
        m_a = expectedStoreA();
        m_at = m_c["generated_at"].get<double>();
    }

    // ---- store-c: every section of one intent, exactly ----------------------------------
    void wireStorySections()
    {
        auto db = TestDatabase::storeC();
        const nlohmann::json j = intentStoryJson(story(db, kWire, m_at));
        QCOMPARE_JSON(j["intent"], nlohmann::json::parse(R"({
            "intent": "8353c31e766e0ea1e69fad8210bcf34002a657a1b9a706dcbe6c538d7063dae3", "action": "wire",
            "args_digest": "b64f35833a0deed3e3dc8d00cbfceb781f4e32b6e60f3b1bd87a873d3ec43936", "state": "sealed",
            "fence": "968998cbaf6c43f1ba9e085699fb93b5", "lease_until": 2111418327.0547733, "domain": "wire",
            "tier": "SEALED", "graph_id": null, "created_at": 1796058327.0547733, "updated_at": 1796058327.1326025})"));
        QCOMPARE_JSON(j["certs"], nlohmann::json::parse(R"([{"seq": 108,
            "hash": "70b626f4745efb5a543cb137076e294a5ffa3e0eadcf47771ad17038bd63fd1e", "tier": "SEALED",
            "world": "unconfirmed", "kind": "sealed", "witness_state": null, "at": 1796058327.1326025}])"));
        // The approval as the reference answered it, plus its decision cert.
        QCOMPARE(j["approvals"].size(), size_t(1));
        const auto& want = m_c["approvals"]["always_human_approved_consumed"];
        for (const auto& [key, value] : want.items())
            QCOMPARE_JSON(j["approvals"][0][key], value);
        QCOMPARE_JSON(j["approvals"][0]["decision_seq"], 107);
        QCOMPARE_JSON(j["approvals"][0]["votes_truncated"], false);
        QCOMPARE_JSON(j["mandate"], m_c["mandates"][kWire]);
        QCOMPARE_JSON(j["mandate"]["state"], "consumed");
        QCOMPARE_JSON(j["ticket"], nlohmann::json::parse(R"({"sig":
            "9e882fd4e6021e7d5331a84432b3699ca127ca8fb91329450a6ee29db2ad6d9c", "path": "wire",
            "spent_at": 1796058327.1133978})"));
        QCOMPARE_JSON(j["reservations"],
                      nlohmann::json::parse(R"([{"id": 61, "budget_key": "agent:refunds-bot",
            "amount": 2500.0, "state": "settled", "at": 1796058328.8009584}])"));
        std::vector<std::int64_t> ids;
        for (const auto& e : j["events"])
            ids.push_back(e["id"].get<std::int64_t>());
        QCOMPARE(ids, (std::vector<std::int64_t>{179, 180, 181, 182, 183, 184, 185}));
        QCOMPARE_JSON(j["events"][6],
                      nlohmann::json::parse(R"({"id": 185, "kind": "mandate_consumed", "path": "wire",
            "at": 1796058327.1273186, "detail": {"mandate_id": "298136b87119411b99eafc843258b742"}})"));
        QCOMPARE_JSON(j["hold"], nullptr);
        QCOMPARE_JSON(j["in_flight"], false);
        QCOMPARE_JSON(j["diverged"], false);
        QCOMPARE_JSON(j["domain_frozen"], nullptr);
        QCOMPARE_JSON(j["sagas"], nlohmann::json::array());
        QCOMPARE_JSON(j["truncated"],
                      nlohmann::json::parse(R"({"certs": false, "approvals": false, "votes": false,
            "events": false, "reservations": false, "tickets": false, "sagas": false})"));
        QVERIFY(!j.contains("invalid"));
    }

    void wireTimelineInTimeOrder()
    {
        auto db = TestDatabase::storeC();
        const nlohmann::json j = intentStoryJson(story(db, kWire, m_at));
        const auto& t = j["timeline"];
        QVERIFY2(sortedByAt(t), t.dump(1).c_str());
        // created, updated, 1 cert, requested, 3 votes, decided, consumed, minted, consumed, ticket,
        // reservation, 7 events.
        QCOMPARE(t.size(), size_t(20));
        auto k = kinds(t);
        std::sort(k.begin(), k.end());
        QCOMPARE(k, (std::vector<std::string>{"approval_consumed",
                                              "approval_decided",
                                              "approval_requested",
                                              "cert",
                                              "event",
                                              "event",
                                              "event",
                                              "event",
                                              "event",
                                              "event",
                                              "event",
                                              "intent_created",
                                              "intent_updated",
                                              "mandate_consumed",
                                              "mandate_minted",
                                              "spend_reserved",
                                              "ticket_spent",
                                              "vote",
                                              "vote",
                                              "vote"}));
        // The first thing that happened was the admission event, before the row's created_at.
        QCOMPARE_JSON(t[0]["kind"], "event");
        QCOMPARE_JSON(t[0]["ref"]["id"], 179);
        QCOMPARE_JSON(t[0]["at"], 1796058326.978453);
        // The reservation came last (after the cert).
        QCOMPARE_JSON(t.back()["kind"], "spend_reserved");
        QCOMPARE_JSON(t.back()["ref"],
                      nlohmann::json::parse(R"({"id": 61, "budget_key": "agent:refunds-bot"})"));
        for (const auto& e : t)
            if (e["kind"] == "approval_decided") {
                QCOMPARE_JSON(e["at"], 1796058327.0426714);
                QCOMPARE_JSON(e["ref"]["seq"], 107);
                QCOMPARE_JSON(e["summary"], "approval ff964777bc8740b7a0e2a0ac12b263a6 decided: approved "
                                            "(decision cert seq 107)");
            }
        // The core's timeline is the JSON's, in the same order.
        const IntentStory s = story(db, kWire, m_at);
        QCOMPARE(s.timeline.size(), t.size());
        for (std::size_t i = 0; i < t.size(); ++i)
            QCOMPARE(s.timeline[i].kind, t[i]["kind"].get<std::string>());
    }

    // Negative control for the order: an event moved earlier leads the timeline.
    void timelineFollowsTheTimes()
    {
        auto db = TestDatabase::storeC();
        db.exec("UPDATE seal_events SET at = 1700000000.5 WHERE id = 185");
        const nlohmann::json t = intentStoryJson(story(db, kWire, m_at))["timeline"];
        QVERIFY(sortedByAt(t));
        QCOMPARE_JSON(t[0]["ref"]["id"], 185);
        QCOMPARE_JSON(t[0]["at"], 1700000000.5);
        // A time that is no time goes last, null, and is named.
        db.exec("UPDATE seal_events SET at = 'NaN' WHERE id = 180");
        const nlohmann::json j = intentStoryJson(story(db, kWire, m_at));
        QCOMPARE_JSON(j["timeline"].back()["ref"]["id"], 180);
        QCOMPARE_JSON(j["timeline"].back()["at"], nullptr);
        QCOMPARE_JSON(j["invalid"], nlohmann::json::array({"seal_events.at of id 180 is NaN"}));
        const RunResult text = sealctl(db, {"intent", kWire, "--at", epochText(m_at)});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(text.out.find("invalid value: seal_events.at of id 180 is NaN\n") != std::string::npos,
                 text.out.c_str());
        QVERIFY2(text.out.find("  \u27E8invalid\u27E9  event ") != std::string::npos, text.out.c_str());
    }

    void sealctlJsonIsTheCoresJson()
    {
        auto db = TestDatabase::storeC();
        const RunResult rr = sealctl(db, {"intent", kWire, "--json", "--at", epochText(m_at)});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        QCOMPARE_JSON(parsed(rr), intentStoryJson(story(db, kWire, m_at)));
        // approval:<id> names the intent of that request.
        const RunResult byApproval =
            sealctl(db, {"intent", "approval:" + kWireApproval, "--json", "--at", epochText(m_at)});
        QVERIFY2(byApproval.exitCode == 0, failure(byApproval).c_str());
        QCOMPARE_JSON(parsed(byApproval), parsed(rr));
    }

    void reservationsAndMandateStateFollowTheClock()
    {
        auto db = TestDatabase::storeC();
        const nlohmann::json j = intentStoryJson(story(db, kTwoReservations, m_at));
        nlohmann::json want = nlohmann::json::array();
        for (const auto& row : m_c["spend_rows"])
            if (row["intent"] == kTwoReservations)
                want.push_back({{"id", row["id"]},
                                {"budget_key", row["budget_key"]},
                                {"amount", row["amount"]},
                                {"state", row["state"]},
                                {"at", row["at"]}});
        QCOMPARE(want.size(), size_t(2));
        QCOMPARE_JSON(j["reservations"], want);
        QCOMPARE_JSON(j["mandate"], m_c["mandates"][kTwoReservations]);
        // An unconsumed gateway mandate is active for 900 s, then expired, and says so in the timeline.
        std::string unconsumed;
        for (const auto& [intent, m] : m_c["mandates"].items())
            if (!m.is_null() && m["consumed_at"].is_null() && m["state"] == "active") unconsumed = intent;
        QVERIFY(!unconsumed.empty());
        const nlohmann::json now = intentStoryJson(story(db, unconsumed, m_at));
        QCOMPARE_JSON(now["mandate"]["state"], "active");
        const nlohmann::json later = intentStoryJson(story(db, unconsumed, m_at + 901));
        QCOMPARE_JSON(later["mandate"]["state"], "expired");
        const auto laterKinds = kinds(later["timeline"]);
        QCOMPARE(std::count(laterKinds.begin(), laterKinds.end(), "mandate_expired"), 1L);
        const auto nowKinds = kinds(now["timeline"]);
        QCOMPARE(std::count(nowKinds.begin(), nowKinds.end(), "mandate_expired"), 0L);
    }

    // Every saga child's intent names its graph, with the reference's stored and evaluated states.
    void sagaMembership()
    {
        auto db = TestDatabase::storeC();
        int checked = 0;
        for (const auto& [graphId, g] : m_c["graphs"].items())
            for (const auto& child : g["evaluate"]["children"]) {
                if (child["intent"].is_null()) continue;
                const nlohmann::json j = intentStoryJson(story(db, child["intent"].get<std::string>(), m_at));
                nlohmann::json want = {{"graph_id", graphId},
                                       {"child_key", child["child_key"]},
                                       {"state", child["state"]},
                                       {"required", child["required"]},
                                       {"graph_state", g["get"]["state"]},
                                       {"evaluated_state", g["evaluate"]["state"]}};
                QCOMPARE_JSON(j["sagas"], nlohmann::json::array({want}));
                QVERIFY(sortedByAt(j["timeline"]));
                ++checked;
            }
        QVERIFY(checked >= 6);
        // The evaluated state follows the other children's intents (negative control).
        const std::string fulfil = "1b5ecd1665d559ceabdff92b993c047b6696eb4276ff75f8165c8f832921bd18";
        db.exec("UPDATE seal_intents SET tier = 'WORLD_DIVERGED' WHERE intent = '" + fulfil + "'");
        for (const auto& child : m_c["graphs"]["order-1001"]["evaluate"]["children"]) {
            if (child["intent"].is_null() || child["intent"] == fulfil) continue;
            const nlohmann::json j = intentStoryJson(story(db, child["intent"].get<std::string>(), m_at));
            QCOMPARE_JSON(j["sagas"][0]["evaluated_state"], "GRAPH_DIVERGED");
            QCOMPARE_JSON(j["sagas"][0]["graph_state"], "GRAPH_FINAL");
            QCOMPARE_JSON(j["diverged"], false);
        }
    }

    // ---- store-a: approvals, holds, divergence --------------------------------------------
    void approvalsWithoutAnIntentRow()
    {
        auto db = TestDatabase::storeA();
        const nlohmann::json j = intentStoryJson(story(db, kApprovedNoRow, m_at));
        QCOMPARE_JSON(j["intent"], nullptr);
        QCOMPARE_JSON(j["intent_id"], kApprovedNoRow);
        QCOMPARE(j["approvals"].size(), size_t(1));
        for (const auto& [key, value] : m_a["approvals"]["approved"].items())
            QCOMPARE_JSON(j["approvals"][0][key], value);
        QCOMPARE_JSON(j["approvals"][0]["decision_seq"], 716);
        QCOMPARE_JSON(j["mandate"], nullptr);
        QCOMPARE_JSON(j["ticket"], nullptr);
        QCOMPARE_JSON(j["reservations"], nlohmann::json::array()); // store-a has no seal_spend
        QCOMPARE(j["events"].size(), size_t(2));
        QCOMPARE_JSON(j["hold"], nullptr);
        const auto k = kinds(j["timeline"]);
        QCOMPARE(k, (std::vector<std::string>{"approval_requested", "event", "vote", "vote",
                                              "approval_decided", "event"}));
        QVERIFY(sortedByAt(j["timeline"]));
    }

    void heldIntentWithAnApproval()
    {
        auto db = TestDatabase::storeA();
        // Give the held intent the pending 1-of-2 request.
        db.exec("UPDATE seal_approvals SET intent = '" + kHeld +
                "' WHERE id = '246f963deb9944f795a305876d764958'");
        const nlohmann::json j = intentStoryJson(story(db, kHeld, m_at));
        QCOMPARE_JSON(j["hold"], nlohmann::json::parse(
                                     R"({"kind": "lease_expired", "lease_until": 1795946483.9764102})"));
        QCOMPARE_JSON(j["in_flight"], false);
        QCOMPARE_JSON(j["intent"]["state"], "open");
        QCOMPARE(j["approvals"].size(), size_t(1));
        QCOMPARE_JSON(j["approvals"][0]["state"], "pending");
        QCOMPARE_JSON(
            j["approvals"][0]["votes"],
            nlohmann::json::parse(
                R"([{"approver": "dana@finance", "decision": "approve", "at": 1795946484.1815772}])"));
        QCOMPARE_JSON(j["approvals"][0]["decision_seq"], nullptr);
        QVERIFY(sortedByAt(j["timeline"]));
        // The same lease judged before it ended: in flight, not held.
        const nlohmann::json before = intentStoryJson(story(db, kHeld, 1795946483.97));
        QCOMPARE_JSON(before["hold"], nullptr);
        QCOMPARE_JSON(before["in_flight"], true);
        const RunResult text = sealctl(db, {"intent", kHeld});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(text.out.find("HELD: lease_expired") != std::string::npos, text.out.c_str());

        const nlohmann::json unknown = intentStoryJson(story(db, kWorldUnknown, m_at));
        QCOMPARE_JSON(unknown["hold"]["kind"], "world_unknown");
    }

    // Who did each step, with what evidence (issue 27 item 6): the maker and
    // approvers from the request and its votes; the provider that answered a
    // witness (its error kept); the operator a settle event names, and the
    // operator whose attestation a cert carries, with their note. As text,
    // JSON and PDF.
    void eachStepSaysWhoAndWithWhat()
    {
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_approvals SET intent = '" + kHeld + "' WHERE id = '246f963deb9944f795a305876d764958'");
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('payout', 'settle_unknown', '" +
                kHeld +
                "', '{\"by\": \"ops_ana\", \"verdict\": \"unknown\", \"source\": \"operator\", "
                "\"evidence\": {\"note\": \"dashboard <b>down</b>\", \"attested_by\": \"ops_ana\"}}', "
                "1795946490)");
        IntentStory s = story(db, kHeld, m_at);
        const auto find = [&s](const std::string& kind) -> const StoryEntry* {
            for (const auto& e : s.timeline)
                if (e.kind == kind) return &e;
            return nullptr;
        };
        QVERIFY(find("approval_requested"));
        QCOMPARE(find("approval_requested")->by, std::string("agent:payouts-bot"));
        QVERIFY(find("vote"));
        QCOMPARE(find("vote")->by, std::string("dana@finance"));
        const StoryEntry* settle = find("event");
        QVERIFY(settle);
        QCOMPARE(settle->by, std::string("ops_ana"));
        QVERIFY2(settle->evidence.find("verdict: unknown") != std::string::npos, settle->evidence.c_str());
        QVERIFY2(settle->evidence.find("note: dashboard <b>down</b>") != std::string::npos, settle->evidence.c_str());
        // The intent's own admission: the store names nobody.
        QVERIFY(find("intent_created"));
        QVERIFY(find("intent_created")->by.empty());

        // A cert's witness: the provider that answered, or the operator who attested.
        StoryCert provider;
        provider.seq = 900;
        provider.kind = "witnessed";
        provider.witnessEvidenceText = R"({"error": "provider 503"})";
        StoryCert attested = provider;
        attested.seq = 901;
        attested.witnessEvidenceText = R"({"note": "pi_3Q succeeded", "attested_by": "ops_ana", "settle_id": "x"})";
        s.certs = {provider, attested};
        s.timeline = storyTimeline(s);
        std::vector<const StoryEntry*> certs;
        for (const auto& e : s.timeline)
            if (e.kind == "cert") certs.push_back(&e);
        QCOMPARE(certs.size(), std::size_t(2));
        QCOMPARE(certs[0]->by, std::string("the provider (witness)"));
        QCOMPARE(certs[0]->evidence, std::string("error: provider 503"));
        QCOMPARE(certs[1]->by, std::string("ops_ana (operator)"));
        QCOMPARE(certs[1]->evidence, std::string("note: pi_3Q succeeded")); // not the settle id

        const nlohmann::json j = intentStoryJson(s);
        bool byInJson = false;
        for (const auto& e : j["timeline"])
            byInJson |= e.value("by", "") == "ops_ana (operator)" && e.value("evidence", "") == "note: pi_3Q succeeded";
        QVERIFY(byInJson);
        const std::string pdf = pdfcheck::text(renderPdf(intentStoryDocument(s, "EUR")));
        QVERIFY2(pdf.find("ops_ana") != std::string::npos, pdf.c_str());
        QVERIFY2(pdf.find("<b>down</b>") != std::string::npos, pdf.c_str()); // as text, never markup

        // The store's own reading of a cert's witness evidence (store-e's seq 109: the provider's 503).
        auto e = TestDatabase::storeE();
        const IntentStory fromStore =
            story(e, "c55ba9af3414f79d9bfb819f6e1ce91e032ad696cf5582a420bb2bc260ab80de", m_at);
        bool providerAnswered = false;
        for (const auto& entry : fromStore.timeline)
            providerAnswered |= entry.by == "the provider (witness)" && entry.evidence == "error: provider 503";
        QVERIFY(providerAnswered);
        // sealctl's text shows them, and --format pdf writes the document.
        const RunResult text = sealctl(db, {"intent", kHeld});
        QVERIFY2(text.out.find("by ops_ana; evidence: verdict: unknown") != std::string::npos, text.out.c_str());
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("story.pdf")).toStdString();
        QCOMPARE(sealctl(db, {"intent", kHeld, "--format", "pdf", "-o", file}).exitCode, 0);
        QVERIFY(pdfcheck::text(readFile(file)).find("Every step, oldest first") != std::string::npos);
        QCOMPARE(sealctl(db, {"intent", kHeld, "--format", "pdf"}).exitCode, 2); // a PDF needs a file
    }

    void divergedIntentAndFrozenDomain()
    {
        auto db = TestDatabase::storeA();
        const nlohmann::json j = intentStoryJson(story(db, kDiverged, m_at));
        QCOMPARE_JSON(j["diverged"], true);
        QCOMPARE_JSON(j["domain_frozen"], nlohmann::json::parse(R"({"domain": "charge",
            "reason": "witness returned multiple for intent ebbb5104fe8c…", "frozen_at": 1795946483.9342275})"));
        std::vector<std::int64_t> seqs;
        std::vector<std::string> certKinds;
        for (const auto& c : j["certs"]) {
            seqs.push_back(c["seq"].get<std::int64_t>());
            certKinds.push_back(c["kind"].get<std::string>());
        }
        QCOMPARE(seqs, (std::vector<std::int64_t>{629, 713, 714}));
        QCOMPARE(certKinds, (std::vector<std::string>{"sealed", "witnessed", "witnessed"}));
        QCOMPARE_JSON(j["certs"][1]["tier"], "WORLD_DIVERGED");
        QCOMPARE_JSON(j["certs"][1]["witness_state"], "multiple");
        const auto k = kinds(j["timeline"]);
        QCOMPARE(std::count(k.begin(), k.end(), "domain_frozen"), 1L);
        QVERIFY(sortedByAt(j["timeline"]));
        // Negative control: unfrozen, the domain says so.
        db.exec("UPDATE seal_domains SET frozen = false WHERE domain = 'charge'");
        QCOMPARE_JSON(intentStoryJson(story(db, kDiverged, m_at))["domain_frozen"], nullptr);
    }

    // ---- unknown, absent tables, caps, hostile strings -------------------------------------
    void unknownIntent()
    {
        auto db = TestDatabase::storeC();
        {
            auto conn = db.connect();
            ReadTransaction tx(conn);
            QVERIFY(!readIntentStory(conn, "no-such-intent", m_at));
            QVERIFY(!readIntentStory(conn, "approval:no-such-approval", m_at));
            QVERIFY(readIntentStory(conn, kWire, m_at)); // control
        }
        const RunResult rr = sealctl(db, {"intent", "no-such-intent", "--json"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY2(rr.out.empty(), rr.out.c_str());
        QVERIFY2(rr.err.find("no intent 'no-such-intent'") != std::string::npos, rr.err.c_str());
    }

    void absentOptionalTablesMeanNone()
    {
        auto db = TestDatabase::storeC();
        db.exec("DROP TABLE seal_budget, seal_spend, seal_mandates, seal_mandate_paths, seal_graphs, "
                "seal_graph_children, seal_tickets");
        const nlohmann::json j = intentStoryJson(story(db, kWire, m_at));
        QCOMPARE_JSON(j["mandate"], nullptr);
        QCOMPARE_JSON(j["ticket"], nullptr);
        QCOMPARE_JSON(j["reservations"], nlohmann::json::array());
        QCOMPARE_JSON(j["sagas"], nlohmann::json::array());
        QCOMPARE(j["approvals"].size(), size_t(1)); // the core tables still tell their part
        QCOMPARE(j["events"].size(), size_t(7));
        for (const auto& args :
             std::vector<std::vector<std::string>>{{"intent", kWire}, {"intent", kWire, "--json"}}) {
            const RunResult rr = sealctl(db, args);
            QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        }
    }

    void capsSayTruncated()
    {
        auto db = TestDatabase::storeC();
        // 1001 events for one intent: one more than sealctl shows.
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) SELECT 'wire', 'spam', '" + kWire +
                "', NULL, 1796058400 + g FROM generate_series(1, 994) g"); // 7 of its own + 994 = 1001
        const RunResult rr = sealctl(db, {"intent", kWire, "--json", "--at", epochText(m_at)});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        const nlohmann::json j = parsed(rr);
        QCOMPARE(j["events"].size(), size_t(1000));
        QCOMPARE_JSON(j["truncated"]["events"], true);
        QCOMPARE_JSON(j["truncated"]["certs"], false);
        QVERIFY(sortedByAt(j["timeline"]));
        QCOMPARE_JSON(j["events"][0]["id"], 179); // the first ones, from the start of the story
        const RunResult text = sealctl(db, {"intent", kWire, "--at", epochText(m_at)});
        QVERIFY2(text.out.find("truncated     events (first 1000)") != std::string::npos, text.out.c_str());
        // Exactly at the cap is not truncated (negative control).
        db.exec("DELETE FROM seal_events WHERE id = (SELECT max(id) FROM seal_events WHERE kind = 'spam')");
        const nlohmann::json full = parsed(sealctl(db, {"intent", kWire, "--json", "--at", epochText(m_at)}));
        QCOMPARE(full["events"].size(), size_t(1000));
        QCOMPARE_JSON(full["truncated"]["events"], false);

        // Each other cap, at a small limit.
        IntentStoryLimits small;
        small.certs = 0;
        small.events = 3;
        small.votesPerApproval = 2;
        small.reservations = 0;
        small.approvals = 1;
        const IntentStory s = story(db, kWire, m_at, small);
        QVERIFY(s.truncated.certs && s.certs.empty());
        QVERIFY(s.truncated.events && s.events.size() == 3);
        QVERIFY(s.truncated.votes && s.approvals.at(0).votesTruncated &&
                s.approvals[0].approval.votes.size() == 2);
        QVERIFY(s.truncated.reservations && s.reservations.empty());
        QVERIFY(!s.truncated.approvals); // one request, limit one
        QVERIFY(!s.truncated.tickets && !s.truncated.sagas);
    }

    void bigEventDetailIsLeftOut()
    {
        auto db = TestDatabase::storeC();
        auto conn = db.connect();
        const std::string big = "{\"blob\": \"" + std::string(70000, 'x') + "\"}";
        conn.exec(
            "INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('wire', 'big', $1, $2::jsonb, "
            "1796058400)",
            {param(kWire), param(big)});
        conn.exec(
            "INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('wire', 'deep', $1, $2::jsonb, "
            "1796058401)",
            {param(kWire), param(deepValue(200))});
        const nlohmann::json j = intentStoryJson(story(db, kWire, m_at));
        const auto& events = j["events"];
        QCOMPARE(events.size(), size_t(9));
        QCOMPARE_JSON(events[7]["kind"], "big");
        QCOMPARE_JSON(events[7]["detail"], nullptr);
        QCOMPARE_JSON(events[7]["detail_omitted_bytes"], big.size());
        QCOMPARE_JSON(events[8]["detail"], nlohmann::json::parse(deepValue(200))); // within the limit: whole
        QVERIFY(!events[8].contains("detail_omitted_bytes"));
    }

    void agentStringsStayData()
    {
        auto db = TestDatabase::storeC();
        auto conn = db.connect();
        conn.exec("UPDATE seal_approvals SET maker = $1 WHERE id = $2",
                  {param(kHostile), param(kWireApproval)});
        conn.exec("UPDATE seal_events SET kind = $1, path = $1 WHERE id = 183", {param(kHostile)});
        conn.exec("UPDATE seal_spend SET budget_key = $1 WHERE id = 61", {param(kHostile)});
        conn.exec("UPDATE seal_intents SET action = $1 WHERE intent = $2", {param(kHostile), param(kWire)});
        // An intent whose id is itself hostile, bound and never spliced.
        conn.exec(
            "INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ($1, 'x', $1, NULL, 1796058400)",
            {param(kHostile)});

        const RunResult json = sealctl(db, {"intent", kWire, "--json", "--at", epochText(m_at)});
        QVERIFY2(json.exitCode == 0, failure(json).c_str());
        const nlohmann::json j = parsed(json);
        QCOMPARE_JSON(j["approvals"][0]["maker"], kHostile);
        QCOMPARE_JSON(j["intent"]["action"], kHostile);
        QCOMPARE_JSON(j["reservations"][0]["budget_key"], kHostile);
        bool found = false;
        for (const auto& e : j["events"])
            found = found || (e["id"] == 183 && e["kind"] == kHostile && e["path"] == kHostile);
        QVERIFY(found);

        const RunResult text = sealctl(db, {"intent", kWire, "--at", epochText(m_at)});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(text.out.find('\x1b') == std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find("\xe2\x80\xae") == std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find("\u27E8U+202E\u27E9") != std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find("\u27E8U+001B\u27E9[31m") != std::string::npos, text.out.c_str());

        const RunResult byHostileId = sealctl(db, {"intent", "--json", "--", kHostile});
        QVERIFY2(byHostileId.exitCode == 0, failure(byHostileId).c_str());
        QCOMPARE_JSON(parsed(byHostileId)["intent_id"], kHostile);
        QCOMPARE(parsed(byHostileId)["events"].size(), size_t(1));
        const RunResult hostileText = sealctl(db, {"intent", "--", kHostile});
        QVERIFY2(hostileText.exitCode == 0, failure(hostileText).c_str());
        QVERIFY2(hostileText.out.find('\x1b') == std::string::npos, hostileText.out.c_str());
        QVERIFY2(hostileText.out.find("no seal_intents row") != std::string::npos, hostileText.out.c_str());
    }

    void humanText()
    {
        auto db = TestDatabase::storeC();
        const RunResult rr = sealctl(db, {"intent", kWire, "--at", epochText(m_at)});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        QVERIFY2(rr.out.rfind("intent " + kWire + "\n", 0) == 0, rr.out.c_str());
        QVERIFY2(rr.out.find("  mandate       298136b87119411b99eafc843258b742 consumed\n") !=
                     std::string::npos,
                 rr.out.c_str());
        QVERIFY2(rr.out.find("timeline: 20 entries, as of ") != std::string::npos, rr.out.c_str());
        // One line per entry, times as the reference's receipts print them.
        QVERIFY2(rr.out.find("\n  2026-11-30 17:05:26 UTC  event ") != std::string::npos, rr.out.c_str());
        const std::regex decided(
            " UTC  approval_decided +approval ff964777bc8740b7a0e2a0ac12b263a6 decided: approved "
            "\\(decision cert seq 107\\)  \\[approval_id ff964777bc8740b7a0e2a0ac12b263a6, seq 107\\]\n");
        QVERIFY2(std::regex_search(rr.out, decided), rr.out.c_str());
        const auto start = rr.out.find("timeline: ");
        const std::string timeline = rr.out.substr(rr.out.find('\n', start) + 1);
        // One line per entry, and under an entry whose actor or evidence the store names, one "by" line.
        long byLines = 0;
        for (auto at = timeline.find("  by "); at != std::string::npos; at = timeline.find("  by ", at + 1)) ++byLines;
        QVERIFY(byLines > 0);
        QCOMPARE(std::count(timeline.begin(), timeline.end(), '\n'), 20L + byLines);
    }
};

QTEST_GUILESS_MAIN(TestIntentStory)
#include "test_intent_story.moc"
