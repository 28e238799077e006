// AutonomyModel on copies of the reference store: structure (tester), every
// path's level, counts and effective answer equal to what
// `sealctl licences --effective --json` and `sealctl clearance --json` print
// for the same copy; a hostile path shown safely; a live refresh replacing
// rows by path. And levelHistory(): the replay's steps on hand-made input, its
// bound, and its last point equal to the licence the store answers now.
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/rules/level_history.hpp"
#include "core/store/indexes.hpp"
#include "models/autonomy_model.hpp"
#include "models/store_client.hpp"
#include "models/store_types.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAbstractItemModelTester>
#include <QPersistentModelIndex>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace seal;
using namespace seal::test;

// Compares two JSON values and shows both when they differ.
#define QCOMPARE_JSON(got, want)                                                                             \
    do {                                                                                                     \
        const nlohmann::json g_ = (got);                                                                     \
        const nlohmann::json w_ = (want);                                                                    \
        QVERIFY2(g_ == w_,                                                                                   \
                 qPrintable(QString::fromStdString("\n  got: " + g_.dump() + "\n want: " + w_.dump())));     \
    } while (false)

namespace {

constexpr int kWait = 20000;

nlohmann::json sealctlJson(const TestDatabase& db, const std::vector<std::string>& args)
{
    std::vector<std::string> all = {"--dsn", db.dsn()};
    all.insert(all.end(), args.begin(), args.end());
    const RunResult rr = runSealctl(all);
    auto v = nlohmann::json::parse(rr.out, nullptr, false);
    if (v.is_discarded()) qFatal("sealctl did not print JSON: %s %s", rr.out.c_str(), rr.err.c_str());
    return v;
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

BreachEvent breach(std::int64_t id, double at, std::optional<std::string> path, const char* kind,
                   std::optional<std::string> detail = std::nullopt)
{
    return BreachEvent{id, std::move(path), kind, at, std::move(detail)};
}

// n intents proven (and confirmed) one second apart from `from`.
void addConfirmed(LevelHistoryInput& in, int n, double from)
{
    for (int i = 0; i < n; ++i) {
        in.provenAt.push_back(from + i);
        in.confirmedAt.push_back(from + i);
    }
}

// The moment the reference answered about store-a: the effective answers
// (proof age, expiry) are judged at it, never at today's date.
double generatedAt()
{
    return expectedStoreA()["generated_at"].get<double>();
}

std::string epoch(double t)
{
    return pythonFloatRepr(t);
}

// The first look at the change stamp only records it; changes are measured
// from it (the reader answers in order).
void recordStamp(StoreClient& store)
{
    QSignalSpy refreshed(&store, &StoreClient::refreshed);
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
}

} // namespace

class TestModelAutonomy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        setClockForTesting([] { return generatedAt(); });
        // The golden strings below are written in en_US; CI also runs under de_DE.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void cleanupTestCase() { setClockForTesting({}); }
    void rowsMatchSealctl();
    void proofAgeIsJudgedByTheClock();
    void hostilePathShownSafely();
    void liveRefreshReplacesRowsByPath();
    void revokedAndSuspendedComeFirst();
    void whyNotReasonsInWords();
    void historyClimbsTheLadder();
    void historySuspendsOnlyOnItsOwnBreach();
    void historyIsBounded();
    void historyEndsAtTheStoresLicence();
    void countsSayWhereTheyComeFrom();
};

void TestModelAutonomy::rowsMatchSealctl()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);

    const auto licences = sealctlJson(db, {"licences", "--effective", "--json", "--at", epoch(generatedAt())});
    const auto clearance = sealctlJson(db, {"clearance", "--json", "--at", epoch(generatedAt())});
    QCOMPARE(model.rowCount(), int(licences.size()));
    QCOMPARE(model.rowCount(), 5); // email is in the reference's answer only because it asked for it
    for (int i = 0; i < model.rowCount(); ++i) {
        const auto& want = licences[size_t(i)];
        const auto& c = clearance[size_t(i)];
        const auto cell = [&](int column) { return model.index(i, column).data().toString(); };
        const AutonomyRow* row = model.rowAt(i);
        QVERIFY(row);
        QCOMPARE(model.index(i, 0).data(AutonomyModel::KeyRole).toString(), q(want["path"]));
        QCOMPARE(AutonomyModel::levelText(row->licence),
                 q(want["level"].get<std::string>() + " " + want["name"].get<std::string>()));
        QVERIFY2(cell(AutonomyModel::LevelColumn).endsWith(AutonomyModel::levelText(row->licence)),
                 qPrintable(cell(AutonomyModel::LevelColumn)));
        QCOMPARE(cell(AutonomyModel::ProvenColumn), QString::number(want["proven"].get<qint64>()));
        QCOMPARE(cell(AutonomyModel::SweepsColumn), QString::number(want["clean_sweeps"].get<qint64>()));
        QCOMPARE(row->licence.confirmedRatio, want["confirmed_ratio"].get<double>());
        QCOMPARE(cell(AutonomyModel::SuspendedColumn).startsWith(QLatin1String("yes")),
                 want["suspended"].get<bool>());
        auto plain = want;
        plain.erase("effective");
        QCOMPARE_JSON(licenceJson(row->licence), plain);
        auto effective = want["effective"];
        effective.erase("gateway_amount_tiers"); // sealctl's line beside the core's answer (issue 25)
        QCOMPARE_JSON(effectiveJson(row->effective), effective);
        QCOMPARE(model.index(i, 0).data(AutonomyModel::UnattendedRole).toBool(),
                 want["effective"]["unattended"].get<bool>());
        // The cell is a plain summary; the tooltip has every reason with its code.
        const QString tip = model.index(i, AutonomyModel::UnattendedColumn).data(Qt::ToolTipRole).toString();
        const auto& whyNot = want["effective"]["why_not"];
        QCOMPARE(cell(AutonomyModel::UnattendedColumn).startsWith(QLatin1String("no: ")), !whyNot.empty());
        for (const auto& r : whyNot) {
            QVERIFY2(!cell(AutonomyModel::UnattendedColumn).contains(QLatin1Char('_')), // no snake_case codes
                     qPrintable(cell(AutonomyModel::UnattendedColumn)));
            QVERIFY2(tip.contains(QStringLiteral("(%1): ").arg(q(r["code"]))), qPrintable(tip));
        }
        QCOMPARE(q(row->clearance.status), q(c["status"]));
        QCOMPARE(q(row->clearance.effective), q(c["effective"]));
        QCOMPARE(row->clearance.reason.value_or(""),
                 c["reason"].is_null() ? "" : c["reason"].get<std::string>());
    }
    // The reference's own levels (store-a.expected.json), by name.
    const auto expected = expectedStoreA()["licences"];
    // A revoked or suspended path says so before its earned level.
    const QStringList golden = {QStringLiteral("charge | L3 DELEGATED"),
                                QStringLiteral("payout | L2 ASSISTED"), QStringLiteral("refund | L4 TRUSTED"),
                                QString::fromUtf8("transfer | SUSPENDED \u00B7 earned L0 OBSERVED"),
                                QString::fromUtf8("wire | REVOKED \u00B7 earned L1 SUPERVISED")};
    for (int i = 0; i < model.rowCount(); ++i) {
        const std::string path = model.rowAt(i)->path;
        QCOMPARE(model.index(i, 0).data().toString() + QStringLiteral(" | ") +
                     model.index(i, AutonomyModel::LevelColumn).data().toString(),
                 golden[i]);
        auto want = expected[path]; // 0.2.0's answer; 0.3.x adds held false (SPEC §15.7)
        want["held"] = false;
        want["held_reason"] = nullptr;
        QCOMPARE_JSON(licenceJson(model.rowAt(i)->licence), want);
    }
    // Thresholds as every amount is written (money_format); the other effective answers as the parity test pins them.
    const int refund = model.rowOf(QStringLiteral("refund"));
    QVERIFY(!model.rowAt(refund)->thresholds.has_value());
    QCOMPARE(model.index(refund, AutonomyModel::ThresholdsColumn).data().toString(),
             QStringLiteral("none: AUTO at the gateway, no maker-checker (only the licence gates it)"));
    QCOMPARE(
        model.index(model.rowOf(QStringLiteral("payout")), AutonomyModel::ThresholdsColumn).data().toString(),
        QString::fromUtf8("auto \u2264 100.00 \u00B7 dual \u2264 10,000.00 \u00B7 2 approvers"));
    QCOMPARE(model.index(refund, AutonomyModel::UnattendedColumn).data().toString(), QStringLiteral("yes"));
    QCOMPARE(
        model.index(model.rowOf(QStringLiteral("wire")), AutonomyModel::UnattendedColumn).data().toString(),
        QStringLiteral("no: the path has not earned an unattended level (L3 or higher) yet (+1 more)"));
    // Negative control: a tampered copy answers differently, and the model follows.
    recordStamp(store);
    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('refund', 'out_of_band_spend', "
            "NULL, '{\"domain\": \"refund\", \"count\": 1}', 1795946500)");
    QTRY_COMPARE_WITH_TIMEOUT(
        (store.checkForChanges(), model.index(refund, AutonomyModel::LevelColumn).data().toString()),
        QString::fromUtf8("SUSPENDED \u00B7 earned L0 OBSERVED"), kWait);
    QCOMPARE(model.index(refund, AutonomyModel::SuspendedColumn).data().toString(),
             QStringLiteral("yes: licence suspended: out_of_band_spend at 2026-11-29 10:01:40Z"));
    // SPEC §15.8: only the licence says no, and the store does not record whether the gateway
    // applies it (earned autonomy on or off): both answers, never one confident wrong one.
    QCOMPARE(model.index(refund, AutonomyModel::UnattendedColumn).data().toString(),
             QString::fromUtf8("earned autonomy on: no: the licence is suspended by a breach \u00B7 off: yes"));
    AutonomyModel::setGatewayEarnedAutonomy(GatewayMode::EarnedAutonomyOn);
    QCOMPARE(model.index(refund, AutonomyModel::UnattendedColumn).data().toString(),
             QStringLiteral("no: the licence is suspended by a breach"));
    AutonomyModel::setGatewayEarnedAutonomy(GatewayMode::EarnedAutonomyOff);
    QCOMPARE(model.index(refund, AutonomyModel::UnattendedColumn).data().toString(), QStringLiteral("yes"));
    AutonomyModel::setGatewayEarnedAutonomy(GatewayMode::Unknown);
    QVERIFY(licenceJson(model.rowAt(refund)->licence) != expected["refund"]);
}

// The same store a day and a second later: refund's storm proof (86,400 s
// proof age) has gone stale, so it may no longer spend unattended. The
// model, like sealctl, answers as of the clock it is given.
void TestModelAutonomy::proofAgeIsJudgedByTheClock()
{
    const auto db = TestDatabase::storeA();
    const auto refundUnattended = [&](double at) -> std::pair<bool, QString> {
        setClockForTesting([at] { return at; });
        StoreClient store(qdsn(db));
        AutonomyModel model(&store);
        if (!QTest::qWaitFor([&] { return model.hasLoaded(); }, kWait)) qFatal("the model did not load");
        for (int i = 0; i < model.rowCount(); ++i)
            if (model.rowAt(i)->path == "refund")
                return std::make_pair(model.index(i, 0).data(AutonomyModel::UnattendedRole).toBool(),
                                      model.index(i, AutonomyModel::UnattendedColumn).data().toString());
        qFatal("no refund row");
    };
    const double stale = generatedAt() + 86400 + 1;
    QCOMPARE(refundUnattended(generatedAt()), std::make_pair(true, QStringLiteral("yes")));
    const auto later = refundUnattended(stale);
    setClockForTesting([] { return generatedAt(); });
    QCOMPARE(later.first, false);
    QVERIFY2(later.second.contains(QLatin1String("the path is not cleared")), qPrintable(later.second));
    // sealctl --at agrees on both sides of the proof age.
    const auto at = [&](double t) {
        return sealctlJson(db, {"licences", "--effective", "--json", "--path", "refund", "--only", "--at", epoch(t)})
            .at(0)["effective"]["unattended"]
            .get<bool>();
    };
    QVERIFY(at(generatedAt()));
    QVERIFY(!at(stale));
}

void TestModelAutonomy::hostilePathShownSafely()
{
    const auto db = TestDatabase::storeA();
    const std::string hostile = "a\u202Etxt.exe\n<b>x</b>";
    {
        auto conn = db.connect();
        conn.exec("INSERT INTO seal_clearance (path, status, reason, updated_at, updated_by) "
                  "VALUES ($1, 'HOLD', $2, 1795946400, 'ops')",
                  {param(hostile), param(std::string("why\u200B\nnot"))});
    }
    StoreClient store(qdsn(db));
    AutonomyModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), 6);
    const int row = model.rowOf(q(hostile));
    QCOMPARE(row, 0);                                                                  // "a..." sorts first
    QCOMPARE(model.index(row, 0).data(AutonomyModel::KeyRole).toString(), q(hostile)); // raw, for writes
    const QString shown = model.index(row, 0).data().toString();
    QVERIFY2(shown.contains(QString::fromUtf8("\u27E8U+202E\u27E9")), qPrintable(shown));
    QVERIFY(!shown.contains(QChar(0x202E)));
    QVERIFY(!shown.contains(QLatin1Char('\n')));
    QVERIFY(shown.contains(QLatin1String("<b>x</b>"))); // plain text: shown, never markup
    const QString tip = model.index(row, AutonomyModel::ClearanceColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QString::fromUtf8("\u27E8U+200B\u27E9")) && !tip.contains(QChar(0x200B)),
             qPrintable(tip));
    QCOMPARE(model.index(row, AutonomyModel::LevelColumn).data().toString(), QStringLiteral("L0 OBSERVED"));
}

void TestModelAutonomy::liveRefreshReplacesRowsByPath()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QPersistentModelIndex wire = model.index(model.rowOf(QStringLiteral("wire")), 0);
    const QPersistentModelIndex refund = model.index(model.rowOf(QStringLiteral("refund")), 0);
    QCOMPARE(wire.row(), 4);
    recordStamp(store);
    db.exec("INSERT INTO seal_clearance (path, status, reason, updated_at, updated_by) "
            "VALUES ('aaa', 'HOLD', NULL, 1795946400, 'ops')");
    db.exec("UPDATE seal_clearance SET status = 'REVOKED', reason = 'drill' WHERE path = 'refund'");
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), model.rowCount()), 6, kWait);
    QCOMPARE(wire.row(), 5); // moved down by the new path, still on its path
    QCOMPARE(wire.data(AutonomyModel::KeyRole).toString(), QStringLiteral("wire"));
    QCOMPARE(refund.data(AutonomyModel::KeyRole).toString(), QStringLiteral("refund"));
    QTRY_COMPARE_WITH_TIMEOUT(model.index(refund.row(), AutonomyModel::UnattendedColumn).data().toString(),
                              QStringLiteral("no: an operator revoked the path"), kWait);
    QCOMPARE(model.index(refund.row(), AutonomyModel::ClearanceColumn).data().toString(),
             QStringLiteral("REVOKED"));
    // The earned level is the parity number, untouched; the state comes first.
    QCOMPARE(model.index(refund.row(), AutonomyModel::LevelColumn).data().toString(),
             QString::fromUtf8("REVOKED \u00B7 earned L4 TRUSTED"));
    QCOMPARE(model.index(refund.row(), 0).data(AutonomyModel::LevelRole).toInt(), 4);
}

// A revoked or suspended path leads with that state (text, RevokedRole,
// RowStateRole Broken), and "Suspended" says what the licence says: a
// per-path revoke changes the policy, not the licence; a revoke-all event
// suspends it too.
void TestModelAutonomy::revokedAndSuspendedComeFirst()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const int refund = model.rowOf(QStringLiteral("refund"));
    const auto at = [&](int column, int role = Qt::DisplayRole) {
        return model.index(refund, column).data(role);
    };
    const auto rowState = [&] { return static_cast<RowState>(at(0, AutonomyModel::RowStateRole).toInt()); };
    // Negative control: refund is CLEARED, L4 and may run.
    QCOMPARE(at(AutonomyModel::LevelColumn).toString(), QStringLiteral("L4 TRUSTED"));
    QCOMPARE(at(0, AutonomyModel::RevokedRole).toBool(), false);
    QCOMPARE(rowState(), RowState::Intact);
    QCOMPARE(at(AutonomyModel::SuspendedColumn).toString(), QStringLiteral("no"));

    recordStamp(store);
    db.exec("UPDATE seal_clearance SET status = 'REVOKED', reason = 'drill', updated_at = updated_at + 1 "
            "WHERE path = 'refund'");
    QTRY_VERIFY_WITH_TIMEOUT((store.checkForChanges(), at(0, AutonomyModel::RevokedRole).toBool()), kWait);
    QCOMPARE(at(AutonomyModel::LevelColumn).toString(),
             QString::fromUtf8("REVOKED \u00B7 earned L4 TRUSTED"));
    QCOMPARE(rowState(), RowState::Broken);
    QCOMPARE(at(0, AutonomyModel::SuspendedRole).toBool(), false); // the store's licence: not suspended
    QCOMPARE(at(AutonomyModel::SuspendedColumn).toString(), QStringLiteral("no; REVOKED by policy"));

    db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (NULL, 'revoked', NULL, "
            "'{\"scope\": \"ALL\"}', 1795946500)");
    QTRY_VERIFY_WITH_TIMEOUT((store.checkForChanges(), at(0, AutonomyModel::SuspendedRole).toBool()), kWait);
    QCOMPARE(at(AutonomyModel::LevelColumn).toString(),
             QString::fromUtf8("REVOKED, SUSPENDED \u00B7 earned L0 OBSERVED"));
    QCOMPARE(at(AutonomyModel::SuspendedColumn).toString(),
             QStringLiteral("yes: licence suspended: revoked at 2026-11-29 10:01:40Z"));
    QCOMPARE(rowState(), RowState::Broken);
}

// Every reason has its own words (never the code), the cell names the first
// and counts the rest, the tooltip lists them all with their codes.
void TestModelAutonomy::whyNotReasonsInWords()
{
    QSet<QString> seen;
    for (WhyNot code : {WhyNot::NotEarned, WhyNot::Suspended, WhyNot::Revoked, WhyNot::NotCleared,
                        WhyNot::DomainFrozen, WhyNot::OpenHold, WhyNot::DivergedIntent}) {
        const QString words = AutonomyModel::whyNotText(code);
        QVERIFY2(words != QLatin1String(whyNotCode(code)) && !words.contains(QLatin1Char('_')),
                 qPrintable(words));
        QVERIFY2(words.contains(QLatin1Char(' ')), qPrintable(words));
        seen.insert(words);
    }
    QCOMPARE(seen.size(), 7);
    QCOMPARE(AutonomyModel::whyNotText(WhyNot::NotEarned),
             QStringLiteral("the path has not earned an unattended level (L3 or higher) yet"));

    EffectiveAnswer answer;
    answer.whyNot = {{WhyNot::NotEarned, Phrase{"level L1 SUPERVISED", {}, {}}},
                     {WhyNot::NotCleared, Phrase{"policy HOLD", {}, {}}},
                     {WhyNot::OpenHold, Phrase{"1 open hold", {}, {}}}};
    QCOMPARE(AutonomyModel::effectiveText(answer),
             QStringLiteral("no: the path has not earned an unattended level (L3 or higher) yet (+2 more)"));
    QCOMPARE(AutonomyModel::whyNotLines(answer),
             (QStringList{QStringLiteral("the path has not earned an unattended level (L3 or higher) yet "
                                         "(not_earned): level L1 SUPERVISED"),
                          QStringLiteral("the path is not cleared (no policy, no fresh green proof, or HOLD) "
                                         "(not_cleared): policy HOLD"),
                          QStringLiteral("the path has an open hold (open_hold): 1 open hold")}));
    answer.whyNot.resize(1);
    QCOMPARE(AutonomyModel::effectiveText(answer),
             QStringLiteral("no: the path has not earned an unattended level (L3 or higher) yet"));
}

void TestModelAutonomy::historyClimbsTheLadder()
{
    QVERIFY(levelHistory("p", {}, 100).empty());

    LevelHistoryInput one;
    one.provenAt = {10};
    QCOMPARE(levelHistory("p", one, 20), (std::vector<LevelPoint>{{10, 1, false}, {20, 1, false}}));
    QCOMPARE(levelHistory("p", one, 5), (std::vector<LevelPoint>{{10, 1, false}})); // `until` before: no tail

    LevelHistoryInput in;
    addConfirmed(in, 50, 1); // intents 1..50 at t = 1..50
    in.sweepAt = {100};
    const auto points = levelHistory("p", in, 200);
    QCOMPARE(points,
             (std::vector<LevelPoint>{{1, 1, false}, {10, 2, false}, {100, 3, false}, {200, 3, false}}));

    // Ratio drops below 0.5: 10 proven, 4 confirmed stays L1 until confirmations arrive.
    LevelHistoryInput ratio;
    for (int i = 0; i < 10; ++i)
        ratio.provenAt.push_back(1 + i);
    ratio.confirmedAt = {1, 2, 3, 4, 30};
    QCOMPARE(levelHistory("p", ratio, 30), (std::vector<LevelPoint>{{1, 1, false}, {30, 2, false}}));
}

void TestModelAutonomy::historySuspendsOnlyOnItsOwnBreach()
{
    LevelHistoryInput in;
    addConfirmed(in, 12, 1);
    // Negative controls: another domain's rogue spend, a non-breach kind.
    in.events.push_back(breach(1, 20, std::nullopt, "out_of_band_spend", R"({"domain": "other"})"));
    in.events.push_back(breach(2, 21, std::string("p"), "policy"));
    const std::vector<LevelPoint> calm = {{1, 1, false}, {10, 2, false}, {40, 2, false}};
    QCOMPARE(levelHistory("p", in, 40), calm);
    // Its own domain's rogue spend suspends from that moment, for good.
    in.events.push_back(breach(3, 30, std::nullopt, "out_of_band_spend", R"({"domain": "p"})"));
    QCOMPARE(levelHistory("p", in, 40),
             (std::vector<LevelPoint>{{1, 1, false}, {10, 2, false}, {30, 0, true}, {40, 0, true}}));
    // A diverged event suspends whatever its domain says.
    LevelHistoryInput d;
    addConfirmed(d, 1, 1);
    d.events.push_back(breach(4, 5, std::string("p"), "diverged", R"({"domain": "elsewhere"})"));
    QCOMPARE(levelHistory("p", d, 5), (std::vector<LevelPoint>{{1, 1, false}, {5, 0, true}}));
}

void TestModelAutonomy::historyIsBounded()
{
    // The ratio sways around 0.5: each cycle two unconfirmed intents take it
    // below (L1), one confirmation brings it back to exactly 0.5 (L2).
    LevelHistoryInput in;
    for (int i = 0; i < 10; ++i)
        in.provenAt.push_back(1 + i);
    for (int i = 0; i < 5; ++i)
        in.confirmedAt.push_back(1 + i);
    double t = 100;
    for (int i = 0; i < 300; ++i, t += 3) {
        in.provenAt.push_back(t);
        in.provenAt.push_back(t + 1);
        in.confirmedAt.push_back(t + 2);
    }
    const auto all = levelHistory("p", in, 2000, 100000);
    const auto bounded = levelHistory("p", in, 2000);
    QVERIFY2(all.size() > 200, qPrintable(QString::number(all.size())));
    QCOMPARE(bounded.size(), size_t(200));
    QCOMPARE(bounded.front(), all.front());
    QCOMPARE(bounded.back(), all.back());
    for (const auto& p : bounded) // every kept point is a true point of the full history
        QVERIFY(std::find(all.begin(), all.end(), p) != all.end());
    QCOMPARE(levelHistory("p", in, 2000, 2).size(), size_t(2));
}

void TestModelAutonomy::historyEndsAtTheStoresLicence()
{
    const auto db = TestDatabase::storeA();
    auto conn = db.connect();
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    const double until = expectedStoreA()["generated_at"].get<double>() + 3600;
    for (const auto& path : engine.knownPaths()) {
        const Licence l = engine.licence(path);
        const auto points = levelHistory(path, readLevelHistoryInput(conn, path), until);
        if (points.empty()) { // nothing ever happened on the path
            QCOMPARE(l.level, 0);
            QVERIFY(!l.suspended);
            continue;
        }
        QCOMPARE(points.back().level, l.level);
        QCOMPARE(points.back().suspended, l.suspended);
        QCOMPARE(points.back().at, until);
    }
    // Negative control: without its sweep, refund's history ends at L2, not L4.
    auto input = readLevelHistoryInput(conn, "refund");
    QCOMPARE(levelHistory("refund", input, until).back().level, 4);
    input.sweepAt.clear();
    QCOMPARE(levelHistory("refund", input, until).back().level, 2);
    // transfer climbed (its sweep came first, at L0) before its rogue spend suspended it.
    const auto transfer = levelHistory("transfer", readLevelHistoryInput(conn, "transfer"), until);
    QVERIFY(transfer.size() >= 3);
    QCOMPARE(transfer.front(), (LevelPoint{1795946470.5054355, 0, false}));
    QVERIFY(std::any_of(transfer.begin(), transfer.end(), [](const LevelPoint& p) { return p.level >= 1; }));
    QCOMPARE(transfer[transfer.size() - 2], (LevelPoint{1795946483.9147947, 0, true}));
    QVERIFY(transfer.back().suspended);
}

// The Autonomy detail's "where the counts come from" (issue 26 item 3): the
// store when nothing was kept, the kept counts with their head and origin
// after, and an ignored cache file's reason.
void TestModelAutonomy::countsSayWhereTheyComeFrom()
{
    AggregateCache::instance().clear();
    const auto db = TestDatabase::storeA();
    Connection conn = db.connect();
    for (const IndexAdvice& index : adviseIndexes(conn)) createIndex(conn, index); // kept counts are used
    const auto snapshot = [&conn] {
        ReadTransaction tx(conn);
        return readAutonomy(conn, generatedAt());
    };
    const AutonomySnapshot first = snapshot();
    QVERIFY(first.countsSource && !first.countsSource->fromPrefix);
    QCOMPARE(AutonomyModel::countsSourceText(first.countsSource), QStringLiteral("counted from the store just now (no cache)"));
    const AutonomySnapshot second = snapshot(); // this process's own counts, kept in memory
    QVERIFY(second.countsSource && second.countsSource->fromPrefix);
    const QString text = AutonomyModel::countsSourceText(second.countsSource);
    QVERIFY2(text.startsWith(QStringLiteral("counted up to seq %1; counted whole from the store at ")
                                 .arg(second.countsSource->seq)),
             qPrintable(text));
    CountsSource walked = *second.countsSource;
    walked.origin->walked = true;
    QVERIFY(AutonomyModel::countsSourceText(walked).contains(QStringLiteral("; last recounted by a full walk at ")));
    CountsSource ignored = *first.countsSource;
    ignored.cacheIgnored = "not written by this user's Seal Desk (MAC mismatch)\x1b[31m";
    QVERIFY(AutonomyModel::countsSourceText(ignored).contains(QStringLiteral("MAC mismatch)")));
    QVERIFY(!AutonomyModel::countsSourceText(ignored).contains(QChar(0x1b))); // plain, filtered
    QCOMPARE(AutonomyModel::countsSourceText(std::nullopt), QStringLiteral("not counted yet"));
    AggregateCache::instance().clear();
}

QTEST_MAIN(TestModelAutonomy)
#include "test_model_autonomy.moc"
