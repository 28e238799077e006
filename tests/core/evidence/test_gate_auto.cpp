// The gate as the gateway applies it (issue 25, SPEC §6, §15.8) on store-e: a
// path without a seal_thresholds row is AUTO at the gateway, so the
// authorization receipt of an intent executed there with no human approval
// carries the finding auto_without_thresholds; an intent on a path with
// thresholds, or one a human approved, does not. sealctl says AUTO in the
// gateway's words and shows both unattended answers where only the licence
// says no (earned autonomy on or off is not recorded in the store).
#include "core/evidence/authorization_receipt.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <algorithm>

using namespace seal;
using namespace seal::test;

namespace {

bool hasFinding(const AuthorizationReceipt& rc, const std::string& kind)
{
    return std::any_of(rc.findings.begin(), rc.findings.end(), [&](const ConsoleFinding& f) { return f.kind == kind; });
}

} // namespace

class TestGateAuto : public QObject
{
    Q_OBJECT
    nlohmann::json m_expected = expectedStoreE();

    AuthorizationReceipt receiptOf(const TestDatabase& db, const char* name)
    {
        auto conn = db.connect();
        auto rc = buildAuthorizationReceipt(conn, m_expected["intents"][name].get<std::string>(),
                                            m_expected["generated_at"].get<double>(), std::nullopt);
        if (!rc) qFatal("no receipt for %s", name);
        return *rc;
    }

private Q_SLOTS:
    void noThresholdsIsAFinding()
    {
        auto db = TestDatabase::storeE();
        const auto charge = receiptOf(db, "gw_executed"); // charge: no thresholds, executed unattended
        QVERIFY2(hasFinding(charge, "auto_without_thresholds"), consoleChecksJson(charge).dump().c_str());
        const auto& f = *std::find_if(charge.findings.begin(), charge.findings.end(),
                                      [](const ConsoleFinding& x) { return x.kind == "auto_without_thresholds"; });
        QVERIFY2(f.detail.find("the amount 120.0 as AUTO") != std::string::npos, f.detail.c_str());
        // Negative controls: a path with thresholds, and an execution a human approved (LICENCE tier).
        QVERIFY(!hasFinding(receiptOf(db, "payout_executed"), "auto_without_thresholds"));
        QVERIFY(!hasFinding(receiptOf(db, "licence_approved_executed"), "auto_without_thresholds"));
        // With a thresholds row on charge, the same receipt has no such finding.
        db.exec("INSERT INTO seal_thresholds (path, auto_ceiling, dual_ceiling, required_approvers, updated_at, "
                "updated_by) VALUES ('charge', 1000, 5000, 2, 1796324670, 'ops')");
        QVERIFY(!hasFinding(receiptOf(db, "gw_executed"), "auto_without_thresholds"));
    }

    void sealctlSaysAutoAndBothAnswers()
    {
        auto db = TestDatabase::storeE();
        const auto text = runSealctl({"--dsn", db.dsn(), "licences", "--effective", "--at",
                                      m_expected["generated_at"].dump()});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.find("charge: no thresholds: AUTO at the gateway") != std::string::npos, text.out.c_str());
        QVERIFY2(text.out.find("payout: no thresholds") == std::string::npos, text.out.c_str());
        const auto json = nlohmann::json::parse(runSealctl({"--dsn", db.dsn(), "licences", "--json", "--effective",
                                                            "--at",
                                                            m_expected["generated_at"].dump()})
                                                    .out);
        for (const auto& l : json) {
            const auto& e = l["effective"];
            QCOMPARE(e["gateway_amount_tiers"].get<std::string>(),
                     std::string(l["path"] == "payout" ? "thresholds" : "AUTO: no thresholds"));
            if (l["path"] == "charge") {
                // Held: no with earned autonomy on; its other answers stand without it.
                QCOMPARE(e["why_not"][0]["code"], "held");
                for (const auto& r : e["earned_autonomy_off"]["why_not"])
                    QVERIFY(r["code"] != "held" && r["code"] != "not_earned" && r["code"] != "suspended");
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestGateAuto)
#include "test_gate_auto.moc"
