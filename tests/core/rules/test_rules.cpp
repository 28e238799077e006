// The kernel rules as pure functions (SPEC-kernel.md §4–§9): ladder
// boundaries, the reference's wording and Python's rounding, tiers, clearance
// at a given time, breach and hold rules, vote signatures, the effective
// answer and the receipt text. No store: every case is a row in a table.
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/evidence/receipt.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"

#include <QtTest>
#include <nlohmann/json.hpp>

using namespace seal;

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString joinedNeeds(const std::vector<Phrase>& needs)
{
    QStringList parts;
    for (const auto& n : needs)
        parts << q(n.text());
    return parts.join(QLatin1Char('|'));
}

std::optional<std::string> optString(const QString& s)
{
    if (s == QLatin1String("<null>")) return std::nullopt;
    return s.toStdString();
}

constexpr double kT = 1795946484.4442582; // the fixture's generated_at

ClearancePolicy cleared(std::optional<double> maxAge = std::nullopt)
{
    return ClearancePolicy{"CLEARED", std::nullopt, maxAge, kT - 100, std::string("ops-lead")};
}

ClearanceProof proof(double at, bool green)
{
    return ClearanceProof{at, green, 1000, 1, std::nullopt};
}

BreachEvent breachEvent(std::int64_t id, const char* path, const char* kind, double at, const char* detail)
{
    return BreachEvent{id, path ? std::optional<std::string>(path) : std::nullopt, kind, at,
                       detail ? std::optional<std::string>(detail) : std::nullopt};
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- §4 ladder ------------------------------------------------------------
    void ladder_data()
    {
        QTest::addColumn<qint64>("proven");
        QTest::addColumn<qint64>("confirmed");
        QTest::addColumn<qint64>("sweeps");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QString>("next");
        QTest::addColumn<QString>("needs");
        const QString r = QStringLiteral(" (settlements the provider agrees happened)");
        const QString sweep = QString::fromUtf8(kSweepNeed);
        QTest::newRow("nothing yet") << 0LL << 0LL << 0LL << "L0"
                                     << "L1"
                                     << "1 more world-confirmed effect(s)";
        QTest::newRow("one effect, none confirmed: L1 needs ratio 0.0")
            << 1LL << 0LL << 0LL << "L1"
            << "L2" << QStringLiteral("9 more world-confirmed effect(s)|confirmation ratio 0% → 50%") + r;
        QTest::newRow("9 effects stays L1") << 9LL << 9LL << 1LL << "L1"
                                            << "L2"
                                            << "1 more world-confirmed effect(s)";
        QTest::newRow("L2 exactly at ratio 0.5, no sweep")
            << 10LL << 5LL << 0LL << "L2"
            << "L3"
            << QStringLiteral("40 more world-confirmed effect(s)|confirmation ratio 50% → 80%") + r +
                   QLatin1Char('|') + sweep;
        QTest::newRow("ratio just short of L2") << 10LL << 4LL << 0LL << "L1"
                                                << "L2" << QStringLiteral("confirmation ratio 40% → 50%") + r;
        QTest::newRow("enough for L3 but no sweep") << 50LL << 40LL << 0LL << "L2"
                                                    << "L3" << sweep;
        QTest::newRow("L3 at its boundary")
            << 50LL << 40LL << 1LL << "L3"
            << "L4" << QStringLiteral("200 more world-confirmed effect(s)|confirmation ratio 80% → 90%") + r;
        QTest::newRow("L4 at its boundary")
            << 250LL << 225LL << 1LL << "L4"
            << "L5" << QStringLiteral("750 more world-confirmed effect(s)|confirmation ratio 90% → 95%") + r;
        QTest::newRow("ratio 0.949 shows 95% → 95%")
            << 1000LL << 949LL << 1LL << "L4"
            << "L5" << QStringLiteral("confirmation ratio 95% → 95%") + r;
        QTest::newRow("L5: nothing next") << 1000LL << 950LL << 1LL << "L5"
                                          << "<null>"
                                          << "";
        QTest::newRow("many sweeps do not replace effects") << 49LL << 49LL << 7LL << "L2"
                                                            << "L3"
                                                            << "1 more world-confirmed effect(s)";
    }
    void ladder()
    {
        QFETCH(qint64, proven);
        QFETCH(qint64, confirmed);
        QFETCH(qint64, sweeps);
        QFETCH(QString, level);
        QFETCH(QString, next);
        QFETCH(QString, needs);
        const Licence l = evaluateLicence("p", LicenceCounts{proven, confirmed, sweeps}, std::nullopt);
        QCOMPARE(QString::fromLatin1(l.spec().id), level);
        const QString gotNext = l.nextLevel ? QString::fromLatin1(levelLadder()[size_t(*l.nextLevel)].id)
                                            : QStringLiteral("<null>");
        QCOMPARE(gotNext, next);
        QCOMPARE(joinedNeeds(l.needs), needs);
        QCOMPARE(l.unattended, l.level >= 3);
        QVERIFY(!l.suspended);
        const auto j = licenceJson(l);
        QCOMPARE(j["level"].get<std::string>(), level.toStdString());
        QCOMPARE(j["evidence"]["proven_effects"].get<qint64>(), proven);
        QVERIFY(j["suspended_reason"].is_null());
    }

    void ladderNames()
    {
        const char* names[] = {"OBSERVED", "SUPERVISED", "ASSISTED", "DELEGATED", "TRUSTED", "AUTONOMOUS"};
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(levelLadder()[size_t(i)].level, i);
            QCOMPARE(QString::fromLatin1(levelLadder()[size_t(i)].name), QString::fromLatin1(names[i]));
        }
    }

    // ---- Python's rounding --------------------------------------------------------
    void pythonRound3_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("expected"); // what CPython's round(x, 3) returns
        QTest::newRow("0.0005 is above the tie in binary") << 0.0005 << 0.001;
        QTest::newRow("0.0015") << 0.0015 << 0.002;
        QTest::newRow("exact tie 0.0625 → even") << 0.0625 << 0.062;
        QTest::newRow("0.1235 is below the tie in binary") << 0.1235 << 0.123;
        QTest::newRow("2/3") << 2.0 / 3.0 << 0.667;
        QTest::newRow("7/12 (payout)") << 7.0 / 12.0 << 0.583;
        QTest::newRow("0.9995 rounds up to 1.0") << 0.9995 << 1.0;
        QTest::newRow("1.0005 is below the tie") << 1.0005 << 1.0;
        QTest::newRow("0.9625") << 0.9625 << 0.963;
        QTest::newRow("252/262 (refund)") << 252.0 / 262.0 << 0.962;
    }
    void pythonRound3()
    {
        QFETCH(double, x);
        QFETCH(double, expected);
        QCOMPARE(pythonRound(x, 3), expected);
    }

    void pythonPercent_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<QString>("expected"); // CPython's format(x, ".0%")
        QTest::newRow("exact tie 12.5 → even") << 0.125 << "12%";
        QTest::newRow("0.135*100 is exactly 13.5 → even 14") << 0.135 << "14%";
        QTest::newRow("0.5 → 0") << 0.005 << "0%";
        QTest::newRow("1.5 → 2") << 0.015 << "2%";
        QTest::newRow("94.5 → 94") << 0.945 << "94%";
        QTest::newRow("99.5 → 100") << 0.995 << "100%";
        QTest::newRow("0.285*100 is 28.4999…") << 0.285 << "28%";
        QTest::newRow("0.575*100 is 57.4999…") << 0.575 << "57%";
        QTest::newRow("7/12") << 7.0 / 12.0 << "58%";
        QTest::newRow("zero") << 0.0 << "0%";
        QTest::newRow("one") << 1.0 << "100%";
    }
    void pythonPercent()
    {
        QFETCH(double, x);
        QFETCH(QString, expected);
        QCOMPARE(q(pythonPercent0(x)), expected);
    }

    // ---- time formatting --------------------------------------------------------------
    void utc_data()
    {
        QTest::addColumn<double>("epoch");
        QTest::addColumn<QString>("seconds");
        QTest::addColumn<QString>("iso");
        QTest::newRow("epoch") << 0.0 << "1970-01-01 00:00:00"
                               << "1970-01-01T00:00:00Z";
        QTest::newRow("fraction dropped, not rounded") << 1795946483.9147947 << "2026-11-29 10:01:23"
                                                       << "2026-11-29T10:01:23Z";
        QTest::newRow("before 1970 floors") << -0.5 << "1969-12-31 23:59:59"
                                            << "1969-12-31T23:59:59Z";
    }
    void utc()
    {
        QFETCH(double, epoch);
        QFETCH(QString, seconds);
        QFETCH(QString, iso);
        QCOMPARE(q(utcSeconds(epoch)), seconds);
        QCOMPARE(q(utcIso(epoch)), iso);
    }

    // ---- §4 breach ----------------------------------------------------------------------
    void breach_data()
    {
        QTest::addColumn<QString>("eventPath"); // "<null>" for path NULL
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("detail"); // "<null>" for SQL NULL
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("suspends");
        const QString revokeAll = QStringLiteral(R"({"scope":"ALL","reason":"x","by":"ciso","paths":4})");
        QTest::newRow("revoke-all (path NULL) suspends refund") << "<null>"
                                                                << "revoked" << revokeAll << "refund" << true;
        QTest::newRow("revoke-all (path NULL) suspends wire") << "<null>"
                                                              << "revoked" << revokeAll << "wire" << true;
        QTest::newRow("revoke-all suspends a path never seen") << "<null>"
                                                               << "revoked" << revokeAll << "email" << true;
        QTest::newRow("oob store-wide, domain transfer: transfer") << "<null>"
                                                                   << "out_of_band_spend"
                                                                   << R"({"domain":"transfer"})"
                                                                   << "transfer" << true;
        QTest::newRow("oob store-wide, domain transfer: not refund") << "<null>"
                                                                     << "out_of_band_spend"
                                                                     << R"({"domain":"transfer"})"
                                                                     << "refund" << false;
        QTest::newRow("diverged with another domain still suspends") << "<null>"
                                                                     << "diverged"
                                                                     << R"({"domain":"charge"})"
                                                                     << "refund" << true;
        QTest::newRow("diverged on refund, domain charge: refund") << "refund"
                                                                   << "diverged"
                                                                   << R"({"domain":"charge"})"
                                                                   << "refund" << true;
        QTest::newRow("diverged on refund does not touch wire") << "refund"
                                                                << "diverged"
                                                                << R"({"domain":"charge"})"
                                                                << "wire" << false;
        QTest::newRow("revoked on wire only") << "wire"
                                              << "revoked"
                                              << "{}"
                                              << "wire" << true;
        QTest::newRow("revoked on wire, asking refund") << "wire"
                                                        << "revoked"
                                                        << "{}"
                                                        << "refund" << false;
        QTest::newRow("detail SQL NULL = any domain") << "<null>"
                                                      << "out_of_band_spend"
                                                      << "<null>"
                                                      << "payout" << true;
        QTest::newRow("detail JSON null") << "<null>"
                                          << "out_of_band_spend"
                                          << "null"
                                          << "payout" << true;
        QTest::newRow("detail not an object") << "<null>"
                                              << "out_of_band_spend"
                                              << "[1,2]"
                                              << "payout" << true;
        QTest::newRow("domain null") << "<null>"
                                     << "revoked"
                                     << R"({"domain":null})"
                                     << "payout" << true;
        QTest::newRow("domain not a string") << "<null>"
                                             << "revoked"
                                             << R"({"domain":7})"
                                             << "payout" << false;
        QTest::newRow("policy events never suspend") << "wire"
                                                     << "policy"
                                                     << R"({"status":"REVOKED"})"
                                                     << "wire" << false;
        QTest::newRow("reconcile_clean never suspends") << "<null>"
                                                        << "reconcile_clean"
                                                        << "{}"
                                                        << "wire" << false;
    }
    void breach()
    {
        QFETCH(QString, eventPath);
        QFETCH(QString, kind);
        QFETCH(QString, detail);
        QFETCH(QString, path);
        QFETCH(bool, suspends);
        const BreachEvent e{1, optString(eventPath), kind.toStdString(), 1795946483.9147947,
                            optString(detail)};
        QCOMPARE(isBreachFor(e, path.toStdString()), suspends);
        const Licence l = evaluateLicence(path.toStdString(), LicenceCounts{262, 252, 1},
                                          findBreach({e}, path.toStdString()));
        QCOMPARE(l.suspended, suspends);
        QCOMPARE(QString::fromLatin1(l.spec().id), suspends ? QStringLiteral("L0") : QStringLiteral("L4"));
        if (suspends)
            QCOMPARE(q(l.suspendedReason->text()), QStringLiteral("licence suspended: ") + kind +
                                                QStringLiteral(" at 2026-11-29 10:01:23Z"));
    }

    void breachRespectsSince()
    {
        const auto e = breachEvent(1, nullptr, "revoked", 1000.0, "{}");
        QVERIFY(isBreachFor(e, "wire", 1000.0));  // at >= since counts
        QVERIFY(!isBreachFor(e, "wire", 1000.5)); // older than since does not
        QVERIFY(!findBreach({e}, "wire", 2000.0));
    }

    void newestBreachWins()
    {
        const std::vector<BreachEvent> events = {
            breachEvent(1, nullptr, "out_of_band_spend", 100.0, R"({"domain":"wire"})"),
            breachEvent(2, "wire", "revoked", 300.0, "{}"),
            breachEvent(3, nullptr, "out_of_band_spend", 500.0, R"({"domain":"other"})"), // newer, not wire's
            breachEvent(4, "wire", "diverged", 200.0, "{}"),
        };
        const auto b = findBreach(events, "wire");
        QVERIFY(b);
        QCOMPARE(b->id, std::int64_t(2));
        const auto tie = findBreach({breachEvent(5, nullptr, "revoked", 300.0, "{}"),
                                     breachEvent(9, nullptr, "revoked", 300.0, "{}")},
                                    "wire");
        QCOMPARE(tie->id, std::int64_t(9)); // the later row of two at the same time
    }

    void suspendedJson()
    {
        const auto e =
            breachEvent(2, nullptr, "out_of_band_spend", 1795946483.9147947,
                        R"({"ids": ["pi_rogue_1"], "count": 1, "amount": 25000, "domain": "transfer"})");
        const Licence l = evaluateLicence("transfer", LicenceCounts{30, 30, 1}, e);
        const auto j = licenceJson(l);
        QCOMPARE(j["name"].get<std::string>(), std::string("OBSERVED"));
        QVERIFY(j["next_level"].is_null());
        QCOMPARE(j["needs"], nlohmann::json::array({kSuspensionNeed}));
        QCOMPARE(j["confirmed_ratio"].get<double>(), 1.0);
        QCOMPARE(j["evidence"]["breach"]["kind"].get<std::string>(), std::string("out_of_band_spend"));
        QCOMPARE(j["evidence"]["breach"]["detail"]["amount"].get<int>(), 25000);
        QVERIFY(!j["evidence"].contains("proven_effects"));
        QVERIFY(!j["unattended"].get<bool>());
    }

    // ---- beyond: effective unattended --------------------------------------------------
    void effective_data()
    {
        QTest::addColumn<qint64>("proven");
        QTest::addColumn<bool>("breach");
        QTest::addColumn<QString>("policy"); // "<null>": no row
        QTest::addColumn<bool>("greenProof");
        QTest::addColumn<bool>("frozen");
        QTest::addColumn<int>("holds");
        QTest::addColumn<int>("diverged");
        QTest::addColumn<QString>("codes");
        QTest::newRow("all clear") << 300LL << false << "CLEARED" << true << false << 0 << 0 << "";
        QTest::newRow("earned but REVOKED")
            << 300LL << false << "REVOKED" << true << false << 0 << 0 << "revoked";
        QTest::newRow("earned but red proof")
            << 300LL << false << "CLEARED" << false << false << 0 << 0 << "not_cleared";
        QTest::newRow("earned, no policy row")
            << 300LL << false << "<null>" << true << false << 0 << 0 << "not_cleared";
        QTest::newRow("frozen domain")
            << 300LL << false << "CLEARED" << true << true << 0 << 0 << "domain_frozen";
        QTest::newRow("open hold") << 300LL << false << "CLEARED" << true << false << 2 << 0 << "open_hold";
        QTest::newRow("diverged intent")
            << 300LL << false << "CLEARED" << true << false << 0 << 1 << "diverged_intent";
        QTest::newRow("not earned") << 20LL << false << "CLEARED" << true << false << 0 << 0 << "not_earned";
        QTest::newRow("suspended and everything else")
            << 300LL << true << "HOLD" << true << true << 1 << 1
            << "suspended,not_cleared,domain_frozen,open_hold,diverged_intent";
    }
    void effective()
    {
        QFETCH(qint64, proven);
        QFETCH(bool, breach);
        QFETCH(QString, policy);
        QFETCH(bool, greenProof);
        QFETCH(bool, frozen);
        QFETCH(int, holds);
        QFETCH(int, diverged);
        QFETCH(QString, codes);
        std::optional<BreachEvent> b;
        if (breach) b = breachEvent(1, nullptr, "revoked", kT - 10, "{}");
        const Licence l = evaluateLicence("p", LicenceCounts{proven, proven, 1}, b);
        std::optional<ClearancePolicy> pol;
        if (policy != QLatin1String("<null>"))
            pol = ClearancePolicy{policy.toStdString(), std::string("why"), {}, kT, {}};
        EffectiveInputs in{evaluateClearance("p", pol, proof(kT - 60, greenProof), kT), std::nullopt, {}, {}};
        if (frozen) in.frozenReason = "witness returned multiple";
        for (int i = 0; i < holds; ++i)
            in.heldIntents.push_back("h" + std::to_string(i));
        for (int i = 0; i < diverged; ++i)
            in.divergedIntents.push_back("d" + std::to_string(i));
        const EffectiveAnswer a = effectiveUnattended(l, in);
        QStringList got;
        for (const auto& r : a.whyNot)
            got << QString::fromLatin1(whyNotCode(r.code));
        QCOMPARE(got.join(QLatin1Char(',')), codes);
        QCOMPARE(a.unattended, codes.isEmpty());
        QCOMPARE(effectiveJson(a)["why_not"].size(), size_t(got.size()));
        // The effective answer never changes the earned (parity) level.
        QCOMPARE(l.unattended, !breach && proven >= 50);
    }

    // ---- §5 clearance ----------------------------------------------------------------------
    void clearance_data()
    {
        QTest::addColumn<QString>("policy");  // "<null>" for no row
        QTest::addColumn<double>("maxAge");   // < 0: NULL (default 86400)
        QTest::addColumn<double>("proofAge"); // < 0: no proof
        QTest::addColumn<bool>("green");
        QTest::addColumn<QString>("effective");
        QTest::addColumn<QString>("reason");
        const QString stale = QStringLiteral("proof is stale (%1h old) — clearance expired");
        QTest::newRow("no row: safe default") << "<null>" << -1.0 << -1.0 << true << "HOLD"
                                              << "no policy set — safe default";
        QTest::newRow("HOLD policy keeps its reason") << "HOLD" << -1.0 << 10.0 << true << "HOLD"
                                                      << "policy reason";
        QTest::newRow("REVOKED policy") << "REVOKED" << -1.0 << 10.0 << true << "REVOKED"
                                        << "policy reason";
        QTest::newRow("CLEARED, no proof")
            << "CLEARED" << -1.0 << -1.0 << true << "HOLD"
            << "cleared by policy but NO proof recorded — clearance not earned";
        QTest::newRow("CLEARED, red proof") << "CLEARED" << -1.0 << 10.0 << false << "HOLD"
                                            << "last storm on this path was RED — clearance withdrawn";
        QTest::newRow("CLEARED, fresh green") << "CLEARED" << -1.0 << 10.0 << true << "CLEARED"
                                              << "policy reason";
        QTest::newRow("exactly the default age is not stale")
            << "CLEARED" << -1.0 << 86400.0 << true << "CLEARED"
            << "policy reason";
        QTest::newRow("25h: stale by default")
            << "CLEARED" << -1.0 << 90000.0 << true << "HOLD" << stale.arg(25);
        QTest::newRow("hours round down") << "CLEARED" << 3600.0 << 7199.9 << true << "HOLD" << stale.arg(1);
        QTest::newRow("red beats stale") << "CLEARED" << 3600.0 << 7200.0 << false << "HOLD"
                                         << "last storm on this path was RED — clearance withdrawn";
        QTest::newRow("a week old, 7-day limit") << "CLEARED" << 604800.0 << 604800.0 << true << "CLEARED"
                                                 << "policy reason";
    }
    void clearance()
    {
        QFETCH(QString, policy);
        QFETCH(double, maxAge);
        QFETCH(double, proofAge);
        QFETCH(bool, green);
        QFETCH(QString, effective);
        QFETCH(QString, reason);
        std::optional<ClearancePolicy> pol;
        if (policy != QLatin1String("<null>"))
            pol = ClearancePolicy{policy.toStdString(), std::string("policy reason"),
                                  maxAge < 0 ? std::nullopt : std::optional<double>(maxAge), kT - 5,
                                  std::string("me")};
        std::optional<ClearanceProof> pr;
        if (proofAge >= 0) pr = proof(kT - proofAge, green);
        const Clearance c = evaluateClearance("p", pol, pr, kT);
        QCOMPARE(q(c.effective), effective);
        QCOMPARE(q(c.reason.value_or("<null>")), reason);
        QCOMPARE(q(c.status), policy == QLatin1String("<null>") ? QStringLiteral("HOLD") : policy);
        const auto j = clearanceJson(c);
        QCOMPARE(j.contains("updated_at"), pol.has_value());
        QCOMPARE(j.contains("updated_by"), pol.has_value());
        // Only a CLEARED policy looks at proof; the others report none.
        QCOMPARE(j["proof"].is_null(), !(policy == QLatin1String("CLEARED") && pr));
    }

    void clearanceAtTime()
    {
        // One green proof, evaluated at three moments: fresh, at the limit, expired.
        const auto p = proof(1000.0, true);
        QCOMPARE(q(evaluateClearance("p", cleared(), p, 1000.0).effective), QStringLiteral("CLEARED"));
        QCOMPARE(q(evaluateClearance("p", cleared(), p, 1000.0 + 86400).effective),
                 QStringLiteral("CLEARED"));
        const Clearance later = evaluateClearance("p", cleared(), p, 1000.0 + 86400 + 3 * 86400);
        QCOMPARE(q(later.effective), QStringLiteral("HOLD"));
        QCOMPARE(q(*later.reason), QStringLiteral("proof is stale (96h old) — clearance expired"));
        QVERIFY(later.ruledReason && later.ruledReason->text() == *later.reason); // the same words, as a phrase
    }

    void clearanceProofJson()
    {
        ClearanceProof p{1795946484.3518865, true, 1000, std::nullopt, std::string(R"({"storm": "ok"})")};
        const auto j = clearanceJson(evaluateClearance("refund", cleared(), p, 1795946484.4));
        QCOMPARE(
            j["proof"],
            nlohmann::json::parse(
                R"({"at":1795946484.3518865,"detail":{"storm":"ok"},"executions":null,"green":true,"storm_n":1000})"));
        QVERIFY(j["reason"].is_null());
        QCOMPARE(j["updated_by"].get<std::string>(), std::string("ops-lead"));
    }

    // ---- §6 tiers and signatures ------------------------------------------------------------
    void tier_data()
    {
        QTest::addColumn<bool>("hasThresholds");
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("tier");
        QTest::newRow("no thresholds row") << false << 1.0 << "ALWAYS_HUMAN";
        QTest::newRow("below auto") << true << 50.0 << "AUTO";
        QTest::newRow("at auto ceiling") << true << 100.0 << "AUTO";
        QTest::newRow("just above auto") << true << 100.01 << "DUAL";
        QTest::newRow("at dual ceiling") << true << 10000.0 << "DUAL";
        QTest::newRow("above dual") << true << 10000.01 << "ALWAYS_HUMAN";
    }
    void tier()
    {
        QFETCH(bool, hasThresholds);
        QFETCH(double, amount);
        QFETCH(QString, tier);
        std::optional<Thresholds> t;
        if (hasThresholds) t = Thresholds{100, 10000, 2};
        QCOMPARE(q(tierFor(amount, t)), tier);
    }

    void tierWithZeroAutoCeiling()
    {
        const Thresholds wire{0, 50000, 3};
        QCOMPARE(q(tierFor(0, wire)), QStringLiteral("AUTO"));
        QCOMPARE(q(tierFor(20000, wire)), QStringLiteral("DUAL"));
        QCOMPARE(q(tierFor(250000, wire)), QStringLiteral("ALWAYS_HUMAN"));
        QCOMPARE(requiredApprovers(wire), 3);
        QCOMPARE(requiredApprovers(Thresholds{0, 1, 1}), 2);
        QCOMPARE(requiredApprovers(Thresholds{0, 1, 0}), 2);
    }

    void voteSignatures_data()
    {
        QTest::addColumn<QString>("decision");
        QTest::addColumn<double>("at");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("check");
        const QString key = QStringLiteral("fixture-governance-key");
        QTest::newRow("as signed") << "approve" << 1795946484.0597775 << key << "valid";
        QTest::newRow("decision changed") << "reject" << 1795946484.0597775 << key << "invalid";
        QTest::newRow("time changed by one ulp-ish") << "approve" << 1795946484.0597777 << key << "invalid";
        QTest::newRow("wrong key") << "approve" << 1795946484.0597775 << "not-the-key"
                                   << "invalid";
        QTest::newRow("no key") << "approve" << 1795946484.0597775 << "<null>"
                                << "unverifiable";
    }
    void voteSignatures()
    {
        QFETCH(QString, decision);
        QFETCH(double, at);
        QFETCH(QString, key);
        QFETCH(QString, check);
        // Vote 1 of the fixture, as the reference kernel signed it.
        const Vote v{"dana@finance", decision.toStdString(), at,
                     "6f773d1619f085be9ca7b53eb066dd706529bdb85a035773071a980457b1e9bc"};
        QCOMPARE(QString::fromLatin1(
                     sigCheckName(verifyVote(optString(key), "4003925186ed41f1965aa828b2c39e0a", v))),
                 check);
    }

    // SPEC §6.3: a reject decides at once, an approve when the approvals reach `required`.
    void decidingVote_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<int>("required");
        QTest::addColumn<QString>("votes"); // approver:decision, in time order
        QTest::addColumn<QString>("decider");
        QTest::newRow("reject after an approve") << "rejected" << 2 << "a:approve b:reject" << "b";
        QTest::newRow("the required-th approve") << "approved" << 2 << "a:approve b:approve" << "b";
        QTest::newRow("three needed") << "approved" << 3 << "a:approve b:approve c:approve" << "c";
        QTest::newRow("pending") << "pending" << 2 << "a:approve" << "";
        QTest::newRow("expired") << "expired" << 2 << "" << "";
        QTest::newRow("approved, votes do not show it") << "approved" << 2 << "a:approve" << "";
        QTest::newRow("rejected without a reject") << "rejected" << 2 << "a:approve" << "";
    }
    void decidingVote()
    {
        QFETCH(QString, state);
        QFETCH(int, required);
        QFETCH(QString, votes);
        QFETCH(QString, decider);
        Approval a;
        a.state = state.toStdString();
        a.required = required;
        for (const QString& v : votes.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            a.votes.push_back(Vote{v.section(QLatin1Char(':'), 0, 0).toStdString(),
                                   v.section(QLatin1Char(':'), 1).toStdString(), 0, ""});
        const Vote* got = a.decidingVote();
        QCOMPARE(got ? q(got->approver) : QString(), decider);
    }

    void voteMessageUsesPythonRepr()
    {
        const Vote v{"a", "approve", 1e16, ""};
        QCOMPARE(q(voteMessage("id", v)), QStringLiteral("id|a|approve|1e+16"));
        const Vote w{"a", "reject", 5.0, ""};
        QCOMPARE(q(voteMessage("id", w)), QStringLiteral("id|a|reject|5.0"));
    }

    // ---- §7 holds -------------------------------------------------------------------------
    void holdKind_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("tier");
        QTest::addColumn<double>("lease");
        QTest::addColumn<QString>("kind");
        QTest::newRow("open, lease passed") << "open"
                                            << "<null>" << kT - 1 << "lease_expired";
        QTest::newRow("open, lease ends now: still in flight") << "open"
                                                               << "<null>" << kT << "in_flight";
        QTest::newRow("open, lease live") << "open"
                                          << "<null>" << kT + 30 << "in_flight";
        QTest::newRow("sealed, WORLD_UNKNOWN") << "sealed"
                                               << "WORLD_UNKNOWN" << kT - 1 << "world_unknown";
        QTest::newRow("sealed, WORLD_FINAL") << "sealed"
                                             << "WORLD_FINAL" << kT - 1 << "";
        QTest::newRow("sealed, WORLD_DIVERGED is a divergence, not a hold")
            << "sealed"
            << "WORLD_DIVERGED" << kT - 1 << "";
        QTest::newRow("failed") << "failed"
                                << "<null>" << kT - 1 << "";
    }
    void holdKind()
    {
        QFETCH(QString, state);
        QFETCH(QString, tier);
        QFETCH(double, lease);
        QFETCH(QString, kind);
        QCOMPARE(QString::fromLatin1(
                     holdKindName(classifyIntent(state.toStdString(), optString(tier), lease, kT))),
                 kind);
    }

    // ---- §9 receipt text ---------------------------------------------------------------------
    void receiptKeepsBigIntegers()
    {
        ReceiptParts p;
        p.intent = "i";
        p.action = "pay";
        p.state = "sealed";
        p.domain = "refund";
        p.certBodies = {R"({"n": 1180591620717411303424, "at": 1.5})"}; // 2^70: no double holds it
        p.chain = ReferenceVerdict{.ok = true, .certs = 3, .signedCerts = 0, .at = -1, .why = {}};
        const Receipt r = makeReceipt(p, 7.25);
        QVERIFY(r.bodyText.find("1180591620717411303424") != std::string::npos);
        QCOMPARE(q(r.digest), q(digestV1(r.bodyText)));
        QCOMPARE(
            q(canonicalV1(r.bodyText)),
            QStringLiteral(R"({"action":"pay","certs":[{"at":1.5,"n":1180591620717411303424}],)"
                           R"("chain_detail":{"certs":3,"ok":true},"chain_verified":true,"domain":"refund",)"
                           R"("domain_frozen":null,"intent":"i","state":"sealed","tier":null})"));
        // generated_at is outside the digest.
        QCOMPARE(makeReceipt(p, 99.0).digest, r.digest);
        const auto full = nlohmann::json::parse(r.text());
        QCOMPARE(full["generated_at"].get<double>(), 7.25);
        QCOMPARE(full["receipt_digest"].get<std::string>(), r.digest);
    }

    void receiptChainDetail()
    {
        QCOMPARE(q(chainDetailText(ReferenceVerdict{.ok = true, .certs = 717, .signedCerts = 0, .at = -1, .why = {}})),
                 QStringLiteral(R"({"ok":true,"certs":717})"));
        QCOMPARE(q(chainDetailText(ReferenceVerdict{.ok = false, .certs = 717, .signedCerts = 0, .at = 12, .why = "cert altered since written"})),
                 QStringLiteral(R"({"ok":false,"at":12,"why":"cert altered since written"})"));
        ReceiptParts p{"i",
                       "a",
                       "open",
                       {},
                       std::string("d"),
                       ReceiptParts::Frozen{"r", std::nullopt, 5.0, {}},
                       {},
                       ReferenceVerdict{.ok = false, .certs = 2, .signedCerts = 0, .at = 1, .why = "chain link broken"},
                       {}};
        const auto j = nlohmann::json::parse(receiptBodyText(p));
        QCOMPARE(j["chain_verified"].get<bool>(), false);
        QCOMPARE(j["domain_frozen"],
                 nlohmann::json::parse(R"({"reason":"r","evidence":null,"frozen_at":5.0})"));
        QVERIFY(receiptBodyText(p).find("\"frozen_at\":5.0") != std::string::npos); // a float stays a float
    }

    void prettyText_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("numbers kept verbatim") << R"({"a": 1180591620717411303424, "b":1e+16})"
                                               << "{\n  \"a\": 1180591620717411303424,\n  \"b\": 1e+16\n}";
        QTest::newRow("empty containers") << R"({"a":[],"b":{ }})"
                                          << "{\n  \"a\": [],\n  \"b\": {}\n}";
        // A plain literal: moc (6.4) stops parsing the class at a raw string holding \".
        QTest::newRow("structure inside strings untouched") << "[\"{,:}\", \"q\\\"[x\"]"
                                                            << "[\n  \"{,:}\",\n  \"q\\\"[x\"\n]";
    }
    void prettyText()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        const std::string got = prettyJsonText(in.toStdString());
        QCOMPARE(q(got), out);
        QCOMPARE(canonicalV1(got), canonicalV1(in.toStdString()));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "test_rules.moc"
