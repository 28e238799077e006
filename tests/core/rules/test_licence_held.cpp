// Licences as the 0.3.x kernel computes them (SPEC-kernel.md §4, §15.7) on
// store-e: held, held_reason, evidence.open_ambiguous_intents (a set),
// unattended, suspended_reason and the "does this need a human" answer, from
// the core and from sealctl, equal to store-e.expected.json per path.
// Negative controls move the hold: the held intent settled, an ambiguous
// execution on another path, and a suspension that outranks the hold.
#include "core/rules/licence.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

using namespace seal;
using namespace seal::test;

#define QCOMPARE_JSON(got, want)                                                                             \
    do {                                                                                                     \
        const nlohmann::json g_ = (got);                                                                     \
        const nlohmann::json w_ = (want);                                                                    \
        QVERIFY2(g_ == w_,                                                                                   \
                 qPrintable(QString::fromStdString("\n  got: " + g_.dump() + "\n want: " + w_.dump())));     \
    } while (false)

namespace {

// The kernel's open_ambiguous_intents is a set: compare sorted.
nlohmann::json asSets(nlohmann::json licence)
{
    auto& evidence = licence["evidence"];
    if (evidence.contains("open_ambiguous_intents")) {
        auto list = evidence["open_ambiguous_intents"].get<std::vector<std::string>>();
        std::sort(list.begin(), list.end());
        evidence["open_ambiguous_intents"] = list;
    }
    return licence;
}

nlohmann::json licenceOf(const TestDatabase& db, const std::string& path)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    return licenceJson(engine.licence(path));
}

std::string failure(const RunResult& rr)
{
    return "exit " + std::to_string(rr.exitCode) + "\nstdout: " + rr.out.substr(0, 2000) + "\nstderr: " + rr.err;
}

const char* kHeldReason1 = "hands off: 1 execution(s) on this path reached the provider with an unknown outcome "
                           "\u2014 settle (witness) them before any further unattended spend";

} // namespace

class TestLicenceHeld : public QObject
{
    Q_OBJECT
    nlohmann::json m_expected = expectedStoreE();

private Q_SLOTS:
    void coreMatchesTheKernelOnStoreE()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        QCOMPARE(m_expected["licences"].size(), size_t(5));
        for (const auto& [path, want] : m_expected["licences"].items()) {
            const Licence l = engine.licence(path);
            QCOMPARE_JSON(asSets(licenceJson(l)), asSets(want));
            QCOMPARE_JSON(requiresHumanJson(l), m_expected["requires_human_amount_1"][path]);
            QCOMPARE_JSON(l.openAmbiguousIntents, m_expected["open_ambiguous_intents"][path]);
        }
        const Licence charge = engine.licence("charge");
        QVERIFY(charge.held);
        QVERIFY(!charge.unattended); // L3 and not suspended: only the hold takes it away
        QCOMPARE(charge.level, 3);
        QCOMPARE(charge.heldReason->text(), std::string(kHeldReason1));
    }

    void sealctlMatchesTheKernelOnStoreE()
    {
        auto db = TestDatabase::storeE();
        const std::string at = m_expected["generated_at"].dump();
        const auto rr = runSealctl({"--dsn", db.dsn(), "licences", "--json", "--at", at});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        const auto got = nlohmann::json::parse(rr.out);
        size_t compared = 0;
        for (const auto& l : got) {
            const std::string path = l["path"].get<std::string>();
            if (!m_expected["licences"].contains(path)) continue;
            QCOMPARE_JSON(asSets(l), asSets(m_expected["licences"][path]));
            ++compared;
        }
        QCOMPARE(compared, size_t(5));

        const auto human = runSealctl({"--dsn", db.dsn(), "licences", "--requires-human", "--json"});
        QVERIFY2(human.exitCode == 0, failure(human).c_str());
        const auto answers = nlohmann::json::parse(human.out);
        for (const auto& [path, want] : m_expected["requires_human_amount_1"].items())
            QCOMPARE_JSON(answers[path], want);

        const auto text = runSealctl({"--dsn", db.dsn(), "licences"});
        QVERIFY2(text.out.find("no (held)") != std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find(m_expected["intents"]["held_ambiguous"].get<std::string>()) != std::string::npos,
                 text.out.c_str());
    }

    void effectiveNamesTheHold()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        const auto answer = engine.effective(engine.licence("charge"), m_expected["generated_at"].get<double>());
        QVERIFY(!answer.unattended);
        QCOMPARE(std::string(whyNotCode(answer.whyNot.at(0).code)), std::string("held"));
        QCOMPARE(answer.whyNot.at(0).detail.text(), std::string(kHeldReason1));
    }

    // Negative control: the intent leaves `open` (as settle takes it out) and the hold lifts.
    void holdLiftsWhenTheIntentIsNoLongerOpen()
    {
        auto db = TestDatabase::storeE();
        const std::string held = m_expected["intents"]["held_ambiguous"].get<std::string>();
        db.exec("UPDATE seal_intents SET state = 'sealed', tier = 'WORLD_FINAL' WHERE intent = '" + held + "'");
        const auto charge = licenceOf(db, "charge");
        QCOMPARE(charge["held"], nlohmann::json(false));
        QCOMPARE(charge["held_reason"], nlohmann::json(nullptr));
        QCOMPARE(charge["unattended"], nlohmann::json(true));
        QVERIFY(!charge["evidence"].contains("open_ambiguous_intents"));
    }

    // An ambiguous execution on payout holds payout; its lease does not matter (§15.7).
    void anAmbiguousExecutionHoldsItsPathOnly()
    {
        auto db = TestDatabase::storeE();
        const std::string inFlight = m_expected["intents"]["payout_in_flight"].get<std::string>();
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('payout', "
                "'ambiguous_outcome', '" + inFlight + "', '{\"cause\": \"timeout\"}', 1796324670)");
        // a second event for the same intent counts once; an event for a sealed intent not at all
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('payout', "
                "'ambiguous_outcome', '" + inFlight + "', '{}', 1796324671), ('payout', 'ambiguous_outcome', '" +
                m_expected["intents"]["payout_executed"].get<std::string>() + "', '{}', 1796324672)");
        const auto payout = licenceOf(db, "payout");
        QCOMPARE(payout["held"], nlohmann::json(true));
        QCOMPARE(payout["evidence"]["open_ambiguous_intents"], nlohmann::json::array({inFlight}));
        QCOMPARE(payout["level"], nlohmann::json("L1")); // held does not change the level
        QCOMPARE_JSON(asSets(licenceOf(db, "charge")), asSets(m_expected["licences"]["charge"]));
        QCOMPARE_JSON(licenceOf(db, "wire"), m_expected["licences"]["wire"]);
    }

    // A suspension outranks the hold: held false, no evidence member (§15.7).
    void aSuspendedPathIsNotHeld()
    {
        auto db = TestDatabase::storeE();
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (NULL, 'diverged', 'x', "
                "'{\"count\": 2, \"via\": \"settle\"}', 1796324680)");
        const auto charge = licenceOf(db, "charge");
        QCOMPARE(charge["suspended"], nlohmann::json(true));
        QCOMPARE(charge["held"], nlohmann::json(false));
        QCOMPARE(charge["held_reason"], nlohmann::json(nullptr));
        QVERIFY(!charge["evidence"].contains("open_ambiguous_intents"));
    }

    // 0.2.0 stores never held a path: every licence is held false (what 0.3.x answers there).
    void storeAHasNoHold()
    {
        auto db = TestDatabase::storeA();
        for (const auto& [path, want] : expectedStoreA()["licences"].items()) {
            auto got = licenceOf(db, path);
            QCOMPARE(got["held"], nlohmann::json(false));
            got.erase("held");
            got.erase("held_reason");
            QCOMPARE_JSON(got, want);
        }
    }
};

QTEST_GUILESS_MAIN(TestLicenceHeld)
#include "test_licence_held.moc"
