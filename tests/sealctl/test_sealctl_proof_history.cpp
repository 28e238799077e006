// `sealctl proof history [PATH]` through the real binary on store-c, which
// the reference kernel wrote with proof history on 11 paths (three late
// proofs, red ones, a 1 s proof age, a default one, a path with no policy):
// every proof newest first with its exact values, each path's latest proof
// age against its max_proof_age_sec, --limit, --at, the text table, a proof
// recorded by an operator showing its role, and the usage errors. Times are
// pinned with --at (store-c's generated_at), so no verdict depends on today.
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <sstream>
#include <vector>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

std::string failure(const RunResult& r)
{
    return "exit " + std::to_string(r.exitCode) + "\nout: " + r.out + "\nerr: " + r.err;
}

double generatedAt()
{
    return expectedStoreC()["generated_at"].get<double>();
}

std::string number(double v)
{
    std::ostringstream out;
    out.precision(17);
    out << v;
    return out.str();
}

// Lines, each ending in a newline, as a command prints them.
std::string join(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& l : lines)
        out += l + "\n";
    return out;
}

std::vector<std::int64_t> ids(const json& entries)
{
    std::vector<std::int64_t> out;
    for (const auto& e : entries)
        out.push_back(e["id"].get<std::int64_t>());
    return out;
}

} // namespace

class TestSealctlProofHistory : public QObject
{
    Q_OBJECT

    std::optional<TestDatabase> m_db;

    RunResult run(std::vector<std::string> args, const std::string& role = {}) const
    {
        args.insert(args.begin(), {"--dsn", m_db->dsn(role), "proof", "history"});
        return runSealctl(args);
    }
    json history(std::vector<std::string> args) const
    {
        args.push_back("--json");
        const RunResult r = run(std::move(args));
        if (r.exitCode != 0) qFatal("%s", failure(r).c_str());
        return json::parse(r.out);
    }

private Q_SLOTS:
    void initTestCase() { m_db.emplace(TestDatabase::storeC()); }
    void cleanupTestCase() { m_db.reset(); }
    void onePathNewestFirstExactly();
    void everyPathAndItsProofAge();
    void limitAndAt();
    void textTable();
    void recordedProofNamesItsRole();
    void usageErrors();
};

void TestSealctlProofHistory::onePathNewestFirstExactly()
{
    const double at = generatedAt();
    const json h = history({"charge", "--at", number(at)});
    QCOMPARE(h["path"].get<std::string>(), std::string("charge"));
    QCOMPARE(h["at"].get<double>(), at);
    QCOMPARE(h["more"].get<bool>(), false);
    // store-c's seal_proof rows of charge, newest first, every column.
    const json expected = json::parse(R"([
      {"id": 19, "path": "charge", "green": true, "storm_n": 1000, "executions": 1,
       "at": 1796058337.6563814, "by": null, "detail": {"late": true}},
      {"id": 3, "path": "charge", "green": true, "storm_n": 100, "executions": 1,
       "at": 1796058320.847719, "by": null, "detail": {"seq": 2, "ci_run": 1503}},
      {"id": 2, "path": "charge", "green": true, "storm_n": 1000, "executions": 1,
       "at": 1796058320.8434017, "by": null, "detail": {"seq": 1, "ci_run": 8260}},
      {"id": 1, "path": "charge", "green": false, "storm_n": 1000, "executions": 2,
       "at": 1796058320.8386855, "by": null, "detail": {"seq": 0, "ci_run": 1236}}])");
    QCOMPARE(h["entries"].dump(), expected.dump());
    // The proof age: the latest proof (id 19) against the policy's 10-year max.
    QCOMPARE(h["ages"].size(), size_t(1));
    const json& a = h["ages"][0];
    QCOMPARE(a["path"].get<std::string>(), std::string("charge"));
    QCOMPARE(a["policy"].get<std::string>(), std::string("CLEARED"));
    QCOMPARE(a["latest_id"].get<int>(), 19);
    QCOMPARE(a["latest_at"].get<double>(), 1796058337.6563814);
    QCOMPARE(a["latest_green"].get<bool>(), true);
    QCOMPARE(a["age_sec"].get<double>(), at - 1796058337.6563814);
    QCOMPARE(a["max_proof_age_sec"].get<double>(), 315360000.0);
    QCOMPARE(a["max_proof_age_default"].get<bool>(), false);
    QCOMPARE(a["within_max"].get<bool>(), true);
    // The reference's own latest proof for the path agrees.
    QCOMPARE(expectedStoreC()["clearance"]["charge"]["proof"]["at"].get<double>(), a["latest_at"].get<double>());
}

void TestSealctlProofHistory::everyPathAndItsProofAge()
{
    const json h = history({"--at", number(generatedAt())});
    QCOMPARE(h["path"], json(nullptr));
    std::vector<std::int64_t> all;
    for (std::int64_t id = 21; id >= 1; --id)
        all.push_back(id); // store-c recorded them in time order, the three late ones last
    QCOMPARE(ids(h["entries"]), all);
    QCOMPARE(h["more"].get<bool>(), false);
    // path | policy | latest id | latest green | max | default | within max
    std::vector<std::string> lines;
    for (const auto& a : h["ages"]) {
        const double max = a["max_proof_age_sec"].get<double>();
        lines.push_back(a["path"].get<std::string>() + " | " +
                        (a["policy"].is_null() ? std::string("-") : a["policy"].get<std::string>()) + " | " +
                        std::to_string(a["latest_id"].get<int>()) + " | " +
                        (a["latest_green"].get<bool>() ? "green" : "RED") + " | " +
                        std::to_string(static_cast<long long>(max)) + " | " +
                        (a["max_proof_age_default"].get<bool>() ? "default" : "row") + " | " +
                        (a["within_max"].get<bool>() ? "within" : "older"));
    }
    QCOMPARE(lines, (std::vector<std::string>{
                        "charge | CLEARED | 19 | green | 315360000 | row | within",
                        "email | CLEARED | 15 | green | 86400 | row | within",
                        "fee | CLEARED | 21 | green | 315360000 | row | within",
                        "invoice | CLEARED | 10 | green | 315360000 | row | within",
                        "loan | CLEARED | 14 | green | 1 | row | older", // the 1 s proof age: stale
                        "payout | CLEARED | 4 | green | 315360000 | row | within",
                        "payroll | HOLD | 11 | RED | 86400 | row | within",
                        "refund | CLEARED | 9 | green | 315360000 | row | within",
                        "sms | - | 17 | RED | 86400 | default | within", // proofs, no policy
                        "topup | REVOKED | 18 | green | 86400 | row | within",
                        "wire | CLEARED | 20 | RED | 315360000 | row | within",
                    }));
    // A path with neither proof nor policy still has its line: the default applies.
    const json none = history({"teleport", "--at", number(generatedAt())});
    QVERIFY(none["entries"].empty());
    QCOMPARE(none["ages"].dump(), std::string(R"([{"age_sec":null,"latest_at":null,"latest_green":null,)"
                                              R"("latest_id":null,"max_proof_age_default":true,)"
                                              R"("max_proof_age_sec":86400.0,"path":"teleport",)"
                                              R"("policy":null,"within_max":false}])"));
}

void TestSealctlProofHistory::limitAndAt()
{
    const std::string at = number(generatedAt());
    json h = history({"--limit", "2", "--at", at});
    QCOMPARE(ids(h["entries"]), (std::vector<std::int64_t>{21, 20}));
    QCOMPARE(h["more"].get<bool>(), true);
    h = history({"--limit", "21", "--at", at});
    QCOMPARE(h["entries"].size(), size_t(21));
    QCOMPARE(h["more"].get<bool>(), false); // the control: exactly all of them
    // Before the late proofs were recorded they did not exist: fee's latest was RED.
    h = history({"fee", "--at", "1796058321"});
    QCOMPARE(ids(h["entries"]), (std::vector<std::int64_t>{13, 12}));
    QCOMPARE(h["ages"][0]["latest_id"].get<int>(), 13);
    QCOMPARE(h["ages"][0]["latest_green"].get<bool>(), false);
    QCOMPARE(h["ages"][0]["age_sec"].get<double>(), 1796058321.0 - 1796058320.8905485);
}

void TestSealctlProofHistory::textTable()
{
    const RunResult r = run({"loan", "--at", number(generatedAt())});
    QVERIFY2(r.exitCode == 0, failure(r).c_str());
    QCOMPARE(r.out,
             join({"1 proof(s) of path loan as of 2026-11-30T17:05:38Z, newest first",
                          "ID  PATH  PROOF  STORM N  EXECUTIONS  AT                    BY",
                          "14  loan  green  100      1           2026-11-30T17:05:20Z  -",
                          "",
                          "proof age per path (1):",
                          "PATH  POLICY   LATEST  AT                    AGE  MAX AGE  PROOF",
                          "loan  CLEARED  green   2026-11-30T17:05:20Z  17s  1s       stale"}));
}

void TestSealctlProofHistory::recordedProofNamesItsRole()
{
    GroupScope group("seal_operator");
    const std::string op = group.add("proof_history_ops");
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    const RunResult rec = runSealctl({"--dsn", db.dsn(op), "proof", "record", "sms", "--green", "--storm-n", "50",
                                      "--executions", "1"});
    QVERIFY2(rec.exitCode == 0, failure(rec).c_str());
    const RunResult r = runSealctl({"--dsn", db.dsn(), "proof", "history", "sms", "--json"});
    QVERIFY2(r.exitCode == 0, failure(r).c_str());
    const json h = json::parse(r.out);
    QCOMPARE(ids(h["entries"]), (std::vector<std::int64_t>{22, 17, 16}));
    const json& newest = h["entries"][0];
    QCOMPARE(newest["by"].get<std::string>(), op);
    QCOMPARE(newest["detail"].dump(), (json{{"by", op}}.dump()));
    QCOMPARE(newest["storm_n"].get<int>(), 50);
    QCOMPARE(h["ages"][0]["latest_id"].get<int>(), 22);
    QCOMPARE(h["ages"][0]["latest_green"].get<bool>(), true);
    QVERIFY(h["ages"][0]["within_max"].get<bool>()); // now, against the default 24 h
    QCOMPARE(h["entries"][1]["by"], json(nullptr)); // the reference's rows name nobody
}

void TestSealctlProofHistory::usageErrors()
{
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"--limit", "0"}, {"--limit", "10001"}, {"--limit", "x"}, {"--red"}, {"--storm-n", "3"}, {"--at", "soon"}}) {
        const RunResult r = run(args);
        QVERIFY2(r.exitCode == 2 && r.out.empty(), failure(r).c_str());
    }
    const RunResult noPath = runSealctl({"--dsn", m_db->dsn(), "proof", "record", "--green"});
    QVERIFY2(noPath.exitCode == 2 && noPath.err.find("needs the PATH") != std::string::npos,
             failure(noPath).c_str());
    const RunResult limitOnRecord = runSealctl({"--dsn", m_db->dsn(), "proof", "record", "x", "--green", "--limit", "3"});
    QVERIFY2(limitOnRecord.exitCode == 2, failure(limitOnRecord).c_str());
    const RunResult verb = runSealctl({"--dsn", m_db->dsn(), "proof", "list"});
    QVERIFY2(verb.exitCode == 2, failure(verb).c_str());
    QVERIFY(run({"--limit", "10000"}).exitCode == 0); // the control: the largest allowed
}

QTEST_GUILESS_MAIN(TestSealctlProofHistory)
#include "test_sealctl_proof_history.moc"
