// Parity with the reference kernel on its own store (store-a): licences,
// clearance, approvals and their signatures, holds, divergences and incident
// receipts, computed by the core and by sealctl, compared with what the
// reference answered (store-a.expected.json). Negative controls tamper with a
// copy and show each answer moves; and every read command leaves the store
// byte-identical.
#include "core/canon/digest.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/evidence/receipt.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/licence.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <map>
#include <set>

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

const std::string kGovKey = "fixture-governance-key";

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

double generatedAt(const nlohmann::json& expected)
{
    return expected["generated_at"].get<double>();
}

// Parses sealctl's stdout; a parse failure yields a value no test expects.
nlohmann::json parsed(const RunResult& rr)
{
    auto v = nlohmann::json::parse(rr.out, nullptr, false);
    return v.is_discarded() ? nlohmann::json("<not JSON: " + rr.out + rr.err + ">") : v;
}

std::string failure(const RunResult& rr)
{
    return "exit " + std::to_string(rr.exitCode) + "\nstdout: " + rr.out.substr(0, 2000) +
           "\nstderr: " + rr.err;
}

nlohmann::json byKey(const nlohmann::json& array, const char* key)
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto& e : array)
        out[e[key].get<std::string>()] = e;
    return out;
}

// The reference keys its approvals by role ("approved", "rejected", ...).
nlohmann::json valuesOf(const nlohmann::json& object)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& v : object)
        out.push_back(v);
    return out;
}

// store-a was answered by 0.2.0; 0.3.x adds `held` and `held_reason` (SPEC §15.7),
// which are false and null on a store without ambiguous executions.
nlohmann::json as030(nlohmann::json licence)
{
    licence["held"] = false;
    licence["held_reason"] = nullptr;
    return licence;
}

nlohmann::json licenceAt(Connection& conn, const std::string& path)
{
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    return licenceJson(engine.licence(path));
}

std::vector<std::string> intentsOf(const std::vector<HeldIntent>& list, HoldKind kind)
{
    std::vector<std::string> out;
    for (const auto& h : list)
        if (h.kind == kind) out.push_back(h.intent);
    return out;
}

std::vector<std::string> strings(const nlohmann::json& array)
{
    std::vector<std::string> out;
    for (const auto& s : array)
        out.push_back(s.get<std::string>());
    return out;
}

// A fingerprint of everything a read could change: every row of every user
// table (md5 of the rows in order), sequence positions, the column and index
// layout, and the server's cumulative insert/update/delete counters. Table
// names come back already quoted by the server (format %I): identifiers
// cannot be bound parameters.
std::string storeSnapshot(Connection& c)
{
    std::string snap;
    Result tables = c.exec("SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c "
                           "JOIN pg_namespace n ON n.oid = c.relnamespace "
                           "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') "
                           "AND n.nspname NOT LIKE 'pg_toast%' AND c.relkind IN ('r', 'p') ORDER BY 1");
    for (int i = 0; i < tables.rows(); ++i) {
        const std::string name(tables.text(i, 0));
        Result rows =
            c.exec("SELECT count(*), md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) "
                   "FROM " +
                   name + " t");
        snap += name + " " + std::string(rows.text(0, 0)) + " " + std::string(rows.text(0, 1)) + "\n";
    }
    for (const char* sql :
         {"SELECT string_agg(format('%s.%s %s', schemaname, sequencename, last_value), E'\\n' ORDER BY 1) "
          "FROM pg_sequences",
          "SELECT string_agg(format('%s.%s %s %s %s %s', table_schema, table_name, column_name, data_type, "
          "is_nullable, column_default), E'\\n' ORDER BY table_schema, table_name, ordinal_position) "
          "FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
          "SELECT string_agg(indexdef, E'\\n' ORDER BY indexdef) FROM pg_indexes "
          "WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
          "SELECT string_agg(format('%s %s/%s/%s', relname, n_tup_ins, n_tup_upd, n_tup_del), E'\\n' "
          "ORDER BY relname) FROM pg_stat_user_tables"})
        snap += std::string(c.exec(sql).text(0, 0)) + "\n";
    return snap;
}

} // namespace

class TestParity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_expected = expectedStoreA(); }

    // ---- §4 licences ---------------------------------------------------------------
    void licencesMatchReference()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        QCOMPARE(m_expected["licences"].size(), size_t(6));
        for (const auto& [path, want] : m_expected["licences"].items()) {
            const Licence l = engine.licence(path);
            QCOMPARE_JSON(licenceJson(l), as030(want));
            QCOMPARE(l.unattended, want["unattended"].get<bool>());
        }
    }

    void knownPathsAreWhatTheStoreMentions()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        const std::vector<std::string> want = {"charge", "payout", "refund", "transfer", "wire"};
        QCOMPARE(engine.knownPaths(), want); // "email" appears nowhere in the store
    }

    void sealctlLicencesMatchReference()
    {
        auto db = TestDatabase::storeA();
        const auto rr = runSealctl({"--dsn", db.dsn(), "licences", "--json", "--path", "email"});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        const auto got = parsed(rr);
        QVERIFY(got.is_array());
        QCOMPARE(got.size(), size_t(6));
        std::vector<std::string> paths;
        for (const auto& l : got) {
            paths.push_back(l["path"].get<std::string>());
            QCOMPARE_JSON(l, as030(m_expected["licences"][paths.back()]));
        }
        QVERIFY(std::is_sorted(paths.begin(), paths.end()));
        QCOMPARE_JSON(got, nlohmann::json::parse(runSealctl({"--dsn", db.dsn(), "licences", "--json",
                                                             "--path", "email", "--path", "refund"})
                                                     .out));
        const auto only =
            parsed(runSealctl({"--dsn", db.dsn(), "licences", "--json", "--only", "--path", "email"}));
        QCOMPARE(only.size(), size_t(1));
        QCOMPARE_JSON(only[0], as030(m_expected["licences"]["email"]));
    }

    void sinceNarrowsTheEvidence()
    {
        auto db = TestDatabase::storeA();
        const auto all = byKey(parsed(runSealctl({"--dsn", db.dsn(), "licences", "--json"})), "path");
        // After the last cert and event nothing counts: every known path is back to L0.
        const auto later =
            parsed(runSealctl({"--dsn", db.dsn(), "licences", "--json", "--since", "1795946500"}));
        QCOMPARE(later.size(), size_t(5));
        for (const auto& l : later) {
            QCOMPARE(l["level"].get<std::string>(), std::string("L0"));
            QCOMPARE(l["proven"].get<int>(), 0);
            QCOMPARE(l["clean_sweeps"].get<int>(), 0);
            QVERIFY(!l["suspended"].get<bool>()); // transfer's breach is older than since
        }
        QCOMPARE(all["transfer"]["suspended"].get<bool>(), true);
        const auto bad = runSealctl({"--dsn", db.dsn(), "licences", "--since", "yesterday"});
        QCOMPARE(bad.exitCode, 2);
    }

    // §4 beyond: not part of the parity JSON unless asked for.
    void effectiveAnswerIsSeparate()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        const double at = generatedAt(m_expected);
        auto codes = [&](const std::string& path) {
            std::vector<std::string> out;
            for (const auto& r : engine.effective(engine.licence(path), at).whyNot)
                out.emplace_back(whyNotCode(r.code));
            return out;
        };
        QCOMPARE(codes("refund"),
                 std::vector<std::string>{}); // L4, CLEARED, green proof, in-flight is not a hold
        QCOMPARE(codes("charge"),
                 (std::vector<std::string>{"not_cleared", "domain_frozen", "diverged_intent"}));
        QCOMPARE(codes("payout"), (std::vector<std::string>{"not_earned", "not_cleared", "open_hold"}));
        QCOMPARE(codes("transfer"), (std::vector<std::string>{"suspended", "not_cleared", "domain_frozen"}));
        QCOMPARE(codes("wire"), (std::vector<std::string>{"not_earned", "revoked"}));
        QVERIFY(engine.licence("charge").unattended); // the earned answer stays the reference's

        const auto plain = parsed(runSealctl({"--dsn", db.dsn(), "licences", "--json"}));
        const auto withEffective =
            parsed(runSealctl({"--dsn", db.dsn(), "licences", "--json", "--effective"}));
        QCOMPARE(plain.size(), withEffective.size());
        for (size_t i = 0; i < plain.size(); ++i) {
            QVERIFY(!plain[i].contains("effective"));
            QVERIFY(withEffective[i]["effective"].contains("why_not"));
            auto stripped = withEffective[i];
            stripped.erase("effective");
            QCOMPARE_JSON(stripped, plain[i]);
        }
        QCOMPARE(withEffective[0]["path"].get<std::string>(), std::string("charge"));
        QVERIFY(!withEffective[0]["effective"]["unattended"].get<bool>());
    }

    // ---- §5 clearance ------------------------------------------------------------------
    void clearanceMatchesReferenceAtGeneratedAt()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        QCOMPARE(m_expected["clearance"].size(), size_t(6));
        for (const auto& [path, want] : m_expected["clearance"].items())
            QCOMPARE_JSON(clearanceJson(readClearance(conn, path, generatedAt(m_expected))), want);
    }

    void sealctlClearanceMatchesReference()
    {
        auto db = TestDatabase::storeA();
        const auto rr = runSealctl({"--dsn", db.dsn(), "clearance", "--json", "--at",
                                    pythonFloatRepr(generatedAt(m_expected)), "--path", "email"});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        const auto got = parsed(rr);
        QCOMPARE(got.size(), size_t(6));
        for (const auto& c : got)
            QCOMPARE_JSON(c, m_expected["clearance"][c["path"].get<std::string>()]);
    }

    void clearanceGoesStaleLater()
    {
        auto db = TestDatabase::storeA();
        const double proofAt = m_expected["clearance"]["refund"]["proof"]["at"].get<double>();
        const auto rr = runSealctl({"--dsn", db.dsn(), "clearance", "--json", "--only", "--path", "refund",
                                    "--at", pythonFloatRepr(proofAt + 26 * 3600 + 0.5)});
        const auto got = parsed(rr);
        QCOMPARE(got.size(), size_t(1));
        QCOMPARE(got[0]["status"].get<std::string>(), std::string("CLEARED"));
        QCOMPARE(got[0]["effective"].get<std::string>(), std::string("HOLD"));
        QCOMPARE(q(got[0]["reason"].get<std::string>()),
                 QStringLiteral("proof is stale (26h old) — clearance expired"));
    }

    void clearanceUsesTheProofKnownAtThatTime()
    {
        auto db = TestDatabase::storeA();
        const double at = generatedAt(m_expected);
        // A green storm on charge recorded after generated_at, and a proof on payout, whose policy is HOLD.
        db.exec(
            "INSERT INTO seal_proof (path, green, storm_n, executions, detail, at) VALUES "
            "('charge', true, 1000, 3, NULL, 1795946494.5), ('payout', true, 1000, 1, NULL, 1795946480.0)");
        auto conn = db.connect();
        ReadTransaction tx(conn);
        QCOMPARE_JSON(clearanceJson(readClearance(conn, "charge", at)), m_expected["clearance"]["charge"]);
        const Clearance later = readClearance(conn, "charge", at + 20);
        QCOMPARE(later.effective, std::string("CLEARED"));
        QCOMPARE(later.proof->executions.value_or(0), std::int64_t(3));
        // Only a CLEARED policy consults proof (SPEC §5); a HOLD path reports none.
        QCOMPARE_JSON(clearanceJson(readClearance(conn, "payout", at)), m_expected["clearance"]["payout"]);
    }

    // ---- §6 approvals ---------------------------------------------------------------------
    void approvalsMatchReference()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        const auto want = byKey(valuesOf(m_expected["approvals"]), "id");
        const auto list = readApprovals(conn);
        QCOMPARE(list.size(), want.size());
        for (const auto& a : list)
            QCOMPARE_JSON(approvalJson(a), want[a.id]);
        QCOMPARE(readApprovals(conn, std::string("pending")).size(),
                 size_t(4)); // expired_unvoted is still pending
        QCOMPARE(readApprovals(conn, std::string("approved")).size(), size_t(1));
    }

    // The decision cert's body beyond the row: a reject's reason (the
    // reference writes none), the seq readDecisionSeqs gives; who decided, from the votes.
    void decisionsFromTheirCerts()
    {
        auto db = TestDatabase::writableStoreA();
        const std::string rejected = "c295a6c5e22f427b824d9cd64f08593e";
        const std::string approved = "4003925186ed41f1965aa828b2c39e0a";
        auto conn = db.connect();
        {
            ReadTransaction tx(conn);
            const auto d = readApprovalDecisions(conn, {rejected, approved, "no-such-request"});
            QCOMPARE(d.size(), size_t(2));
            QCOMPARE(d.at(rejected).seq, std::int64_t(717));
            QVERIFY(!d.at(rejected).reason); // the reference keeps none
            QCOMPARE(d.at(approved).seq, readDecisionSeqs(conn, {approved}).at(approved));
            for (const Approval& a : readApprovals(conn)) {
                const Vote* decider = a.decidingVote();
                if (a.id == rejected || a.id == approved) {
                    QVERIFY(decider);
                    QCOMPARE(decider->approver, std::string("sam@ops"));
                } else {
                    QVERIFY(!decider); // pending or expired: nobody decided
                }
            }
        }
        db.exec("UPDATE seal_certs SET body = body || '{\"reason\": \"no invoice\"}' WHERE seq = 717");
        ReadTransaction tx(conn);
        QCOMPARE(readApprovalDecisions(conn, {rejected}).at(rejected).reason, std::optional<std::string>("no invoice"));
    }

    // Requests and votes stream through two cursors in batches and are merged
    // on the way: across many batch boundaries, with requests of zero to three
    // votes and created_at ties broken by id, each request gets exactly its own
    // votes in order, and `sealctl approvals --json` prints what one array of
    // the same requests prints.
    void approvalsStreamAcrossBatches()
    {
        auto db = TestDatabase::storeA();
        db.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
                "expires_at) SELECT 'bulk-' || g, 'i-' || g, 'payout', g, 'm', 'DUAL', 'pending', 2, "
                "1795000000 + g / 3, 1899000000 FROM generate_series(1, 4500) g");
        db.exec("INSERT INTO seal_approval_votes (id, approval_id, approver, decision, at, sig) "
                "SELECT 100000 + g * 4 + v, 'bulk-' || g, 'approver-' || v, 'approve', 1795000000 + g + v, '' "
                "FROM generate_series(1, 4500) g, generate_series(1, 3) v WHERE v <= g % 4");
        auto conn = db.connect();
        ReadTransaction tx(conn);
        const auto list = readApprovals(conn);
        std::map<std::string, std::vector<std::string>> want;
        const Result votes = conn.exec("SELECT approval_id, approver FROM seal_approval_votes ORDER BY approval_id, at, id");
        for (int i = 0; i < votes.rows(); ++i) want[std::string(votes.text(i, 0))].emplace_back(votes.text(i, 1));
        QCOMPARE(list.size(), size_t(4506));
        std::size_t voteCount = 0;
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::vector<std::string> got;
            for (const auto& v : list[i].votes) got.push_back(v.approver);
            QVERIFY2(got == want[list[i].id], list[i].id.c_str());
            voteCount += got.size();
            if (i > 0) // oldest first, ties by id
                QVERIFY(std::make_pair(list[i - 1].createdAt, list[i - 1].id) < std::make_pair(list[i].createdAt, list[i].id));
        }
        QCOMPARE(static_cast<int>(voteCount), votes.rows());
        const auto rr = runSealctl({"--dsn", db.dsn(), "approvals", "--json"});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        nlohmann::json whole = nlohmann::json::array();
        for (const auto& a : list) whole.push_back(approvalJson(a));
        std::string expected;
        writePrettyJsonValue(whole, [&expected](std::string_view piece) { expected.append(piece); });
        QVERIFY(rr.out == expected + "\n");
    }

    // sealctl writes each request's JSON without a tree: byte for byte what
    // the tree prints, for hostile and invalid values too (escapes, UTF-8,
    // control characters, NaN and infinities, a defective row, signatures).
    void approvalsJsonTextIsWhatTheTreePrints()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        conn.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
                  "expires_at, decided_at, consumed_at) VALUES "
                  "('hostile-1', $1, $2, 'NaN', $3, 'DUAL', 'pending', 1, 1795000001, 'Infinity', NULL, NULL), "
                  "('hostile-2', 'i', 'payout', 1e21, 'm', 'ALWAYS_HUMAN', 'approved', 2, 1795000002.125, "
                  "1899000000, 1795000003.5, 1795000004)",
                  {param("i-\"quoted\"\\back\x01\x1f"), param("pa\u00efd \u20ac \U0001F600"), param("m\n<b>x</b>\t")});
        conn.exec("INSERT INTO seal_approval_votes (id, approval_id, approver, decision, at, sig) VALUES "
                  "(900001, 'hostile-1', $1, 'approve', 'NaN', 'zz'), (900002, 'hostile-2', 'a', 'approve', 1795000003.25, ''), "
                  "(900003, 'hostile-2', 'b', 'reject', 1795000003.5, '')",
                  {param("\u00e9\"v\"")});
        const std::vector<std::string> env = {"SEAL_GOV_KEY=k"};
        for (const bool sigs : {false, true}) {
            std::vector<Approval> list;
            {
                ReadTransaction tx(conn);
                list = readApprovals(conn);
            }
            std::optional<std::optional<std::string>> key;
            if (sigs) key = std::optional<std::string>("k");
            nlohmann::json whole = nlohmann::json::array();
            for (const auto& a : list) whole.push_back(approvalJson(a, key));
            std::string expected;
            writePrettyJsonValue(whole, [&expected](std::string_view piece) { expected.append(piece); });
            std::vector<std::string> args = {"--dsn", db.dsn(), "approvals", "--json"};
            if (sigs) args.push_back("--verify-sigs");
            const auto rr = runSealctl(args, env);
            QVERIFY2(rr.exitCode == (sigs ? 1 : 0), failure(rr).c_str()); // sigs: the forged ones are invalid
            QCOMPARE(QString::fromStdString(rr.out), QString::fromStdString(expected + "\n"));
            QVERIFY(rr.out.find("\"hostile-1\"") != std::string::npos);
        }
    }

    void sealctlApprovalsMatchReference()
    {
        auto db = TestDatabase::storeA();
        const auto want = byKey(valuesOf(m_expected["approvals"]), "id");
        const auto rr = runSealctl({"--dsn", db.dsn(), "approvals", "--json"});
        QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
        const auto got = parsed(rr);
        QCOMPARE(got.size(), size_t(6));
        for (const auto& a : got)
            QCOMPARE_JSON(a, want[a["id"].get<std::string>()]);
        const auto rejected =
            parsed(runSealctl({"--dsn", db.dsn(), "approvals", "--json", "--state", "rejected"}));
        QCOMPARE(rejected.size(), size_t(1));
        QCOMPARE_JSON(rejected[0], m_expected["approvals"]["rejected"]);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "approvals", "--state", "bogus"}).exitCode, 2);
    }

    void voteSignatures_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("fixture key") << q(kGovKey) << "valid" << 0;
        QTest::newRow("wrong key") << "some-other-key"
                                   << "invalid" << 1;
        QTest::newRow("no key") << ""
                                << "unverifiable" << 0;
    }
    void voteSignatures()
    {
        QFETCH(QString, key);
        QFETCH(QString, verdict);
        QFETCH(int, exitCode);
        QCOMPARE(m_expected["governance_key"].get<std::string>(), kGovKey);
        auto db = TestDatabase::storeA();
        const std::vector<std::string> env = {"SEAL_GOV_KEY=" + key.toStdString()};
        const auto rr = runSealctl({"--dsn", db.dsn(), "approvals", "--json", "--verify-sigs"}, env);
        QVERIFY2(rr.exitCode == exitCode, failure(rr).c_str());
        int votes = 0;
        for (const auto& a : parsed(rr))
            for (const auto& v : a["votes"]) {
                QCOMPARE(q(v["sig"].get<std::string>()), verdict);
                ++votes;
            }
        QCOMPARE(votes, 5);
        const auto human = runSealctl({"--dsn", db.dsn(), "approvals", "--verify-sigs"}, env);
        QCOMPARE(human.out.find("SEAL_GOV_KEY is not set") != std::string::npos, key.isEmpty());
        QVERIFY(human.out.find("sig " + verdict.toStdString()) != std::string::npos);
    }

    void tamperedVoteIsInvalid()
    {
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_approval_votes SET decision = 'reject' WHERE approver = 'sam@ops' AND decision "
                "= 'approve'");
        auto conn = db.connect();
        ReadTransaction tx(conn);
        std::map<std::string, int> counts;
        for (const auto& a : readApprovals(conn))
            for (const auto& v : a.votes)
                ++counts[sigCheckName(verifyVote(kGovKey, a.id, v))];
        QCOMPARE(counts["valid"], 4);
        QCOMPARE(counts["invalid"], 1);
    }

    // ---- §7 holds ---------------------------------------------------------------------------
    void holdsMatchReference()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        ReadTransaction tx(conn);
        const HoldsReport r = readHolds(conn, generatedAt(m_expected));
        QCOMPARE(intentsOf(r.holds, HoldKind::LeaseExpired), strings(m_expected["holds"])); // oldest first
        QCOMPARE(intentsOf(r.holds, HoldKind::WorldUnknown),
                 std::vector<std::string>{m_expected["world_unknown_intent"].get<std::string>()});
        QCOMPARE(intentsOf(r.inFlight, HoldKind::InFlight),
                 std::vector<std::string>{m_expected["in_flight"].get<std::string>()});
        for (const auto& h : r.holds)
            QCOMPARE(h.path.value_or("?"), std::string("payout"));
        QVERIFY(r.holds.front().lastCert); // the world-unknown intent has certs, the dead claims none
        QCOMPARE(r.holds.front().lastCert->tier.value_or("?"), std::string("WORLD_UNKNOWN"));
    }

    void sealctlHoldsMatchReference()
    {
        auto db = TestDatabase::storeA();
        const auto rr = runSealctl(
            {"--dsn", db.dsn(), "holds", "--json", "--at", pythonFloatRepr(generatedAt(m_expected))});
        QVERIFY2(rr.exitCode == 1, failure(rr).c_str()); // holds exist: the store is not fine
        const auto got = parsed(rr);
        std::vector<std::string> expired;
        std::set<std::string> unknown;
        for (const auto& h : got["holds"]) {
            if (h["kind"] == "lease_expired") expired.push_back(h["intent"].get<std::string>());
            if (h["kind"] == "world_unknown") unknown.insert(h["intent"].get<std::string>());
        }
        QCOMPARE(expired, strings(m_expected["holds"]));
        QCOMPARE(unknown, std::set<std::string>{m_expected["world_unknown_intent"].get<std::string>()});
        QCOMPARE(got["in_flight"].size(), size_t(1));
        QCOMPARE_JSON(got["in_flight"][0]["intent"], m_expected["in_flight"]);
        QCOMPARE_JSON(got["in_flight"][0]["kind"], "in_flight");
    }

    void expiredLeaseBecomesAHold()
    {
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_intents SET lease_until = 1795946484.0 WHERE intent = '" +
                m_expected["in_flight"].get<std::string>() + "'");
        auto conn = db.connect();
        ReadTransaction tx(conn);
        const HoldsReport r = readHolds(conn, generatedAt(m_expected));
        QVERIFY(r.inFlight.empty());
        QCOMPARE(intentsOf(r.holds, HoldKind::LeaseExpired).size(), size_t(4));
    }

    // ---- §8 divergences ----------------------------------------------------------------------
    void divergencesListed()
    {
        auto db = TestDatabase::storeA();
        const auto rr = runSealctl({"--dsn", db.dsn(), "divergences", "--json"});
        QVERIFY2(rr.exitCode == 1, failure(rr).c_str());
        const auto got = parsed(rr);
        QCOMPARE(got["diverged_intents"].size(), size_t(1));
        const auto& d = got["diverged_intents"][0];
        QCOMPARE_JSON(d["intent"], m_expected["diverged_intent"]);
        QCOMPARE_JSON(d["path"], "charge");
        QCOMPARE(d["observations"].size(), size_t(2));
        QCOMPARE_JSON(
            d["observations"][0]["witness_evidence"],
            nlohmann::json::parse(R"({"ids":["pi_a","pi_b"],"note":"two charges carry this intent"})"));
        QCOMPARE_JSON(d["observations"][0]["witness_state"], "multiple");
        QCOMPARE_JSON(d["observations"][1]["witness_evidence"]["note"], "index lag");
        QCOMPARE_JSON(d["observations"][1]["observed_tier"], "WORLD_FINAL");
        QCOMPARE(got["out_of_band_spend"].size(), size_t(1));
        QCOMPARE_JSON(got["out_of_band_spend"][0]["domain"], "transfer");
        QCOMPARE_JSON(got["out_of_band_spend"][0]["detail"]["ids"], nlohmann::json::array({"pi_rogue_1"}));
        std::set<std::string> frozen;
        for (const auto& f : got["frozen_domains"])
            frozen.insert(f["domain"].get<std::string>());
        QCOMPARE(frozen, (std::set<std::string>{"charge", "transfer"}));
    }

    // ---- §9 receipts ---------------------------------------------------------------------------
    void receiptsMatchReference()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        QCOMPARE(m_expected["incident_receipts"].size(), size_t(3));
        for (const auto& [intent, want] : m_expected["incident_receipts"].items()) {
            const auto r = buildReceipt(conn, intent, want["generated_at"].get<double>());
            QVERIFY(r);
            QCOMPARE(r->digest, want["receipt_digest"].get<std::string>());
            QCOMPARE_JSON(nlohmann::json::parse(r->text()),
                          want); // generated_at included: we used the reference's
        }
    }

    void sealctlReceiptsMatchReference()
    {
        auto db = TestDatabase::storeA();
        for (const auto& [intent, reference] : m_expected["incident_receipts"].items()) {
            const auto rr = runSealctl({"--dsn", db.dsn(), "receipt", intent, "--format", "json"});
            QVERIFY2(rr.exitCode == 0, failure(rr).c_str());
            auto got = parsed(rr);
            auto want = reference;
            QVERIFY(got.contains("generated_at"));
            got.erase("generated_at");
            want.erase("generated_at");
            QCOMPARE_JSON(got, want);
        }
    }

    void unknownIntentReceipt()
    {
        auto db = TestDatabase::storeA();
        const auto rr = runSealctl({"--dsn", db.dsn(), "receipt", "no-such-intent", "--format", "json"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY(rr.out.empty());
        QVERIFY2(rr.err.find("no-such-intent") != std::string::npos, rr.err.c_str());
        QCOMPARE(std::count(rr.err.begin(), rr.err.end(), '\n'), 1L);
    }

    // ---- negative controls: tampering moves the parity values --------------------------------
    void cleanSweepEventMovesLicence()
    {
        auto db = TestDatabase::storeA();
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) "
                "VALUES ('payout', 'reconcile_clean', NULL, '{\"effects\": 0}', 1795946484.5)");
        auto conn = db.connect();
        const auto payout = licenceAt(conn, "payout");
        QVERIFY(payout != m_expected["licences"]["payout"]);
        QCOMPARE(payout["clean_sweeps"].get<int>(), 2);
        QCOMPARE(payout["evidence"]["clean_sweeps"].get<int>(), 2);
        QCOMPARE_JSON(licenceAt(conn, "refund"), as030(m_expected["licences"]["refund"])); // other paths untouched
    }

    void revokeAllEventSuspendsEveryPath()
    {
        auto db = TestDatabase::storeA();
        db.exec(
            "INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (NULL, 'revoked', NULL, "
            "'{\"scope\": \"ALL\", \"reason\": \"drill\", \"by\": \"ciso\", \"paths\": 4}', 1795946490.25)");
        auto conn = db.connect();
        for (const auto& [path, want] : m_expected["licences"].items()) {
            const auto got = licenceAt(conn, path);
            QCOMPARE(got["level"].get<std::string>(), std::string("L0"));
            QCOMPARE(got["suspended_reason"].get<std::string>(),
                     std::string("licence suspended: revoked at 2026-11-29 10:01:30Z"));
            QCOMPARE_JSON(got["evidence"]["breach"]["detail"]["scope"], "ALL");
            QCOMPARE(got["proven"], want["proven"]); // the counts are still shown
        }
    }

    void changedWorldMovesLicenceAndBreaksReceiptChain()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        // The first cert of a wire intent the world never confirmed, and its 0-based row index in the chain.
        Result pick = conn.exec(
            "SELECT c.seq, (SELECT count(*) FROM seal_certs x WHERE x.seq < c.seq), c.intent "
            "FROM seal_certs c JOIN seal_intents i ON i.intent = c.intent "
            "WHERE i.domain = 'wire' AND NOT EXISTS (SELECT 1 FROM seal_certs y WHERE y.intent = c.intent "
            "AND y.body->>'world' = 'confirmed') ORDER BY c.seq LIMIT 1");
        QCOMPARE(pick.rows(), 1);
        const std::int64_t seq = pick.integer(0, 0);
        const std::int64_t index = pick.integer(0, 1);
        const std::string intent(pick.text(0, 2));
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{world}', '\"confirmed\"') WHERE seq = " +
                std::to_string(seq));

        const auto wire = licenceAt(conn, "wire");
        QCOMPARE(wire["confirmed"].get<int>(), 2);
        QCOMPARE(wire["confirmed_ratio"].get<double>(), 0.667);
        QCOMPARE_JSON(wire["needs"], nlohmann::json::array({"7 more world-confirmed effect(s)"}));

        const auto r = buildReceipt(conn, intent, 1795946600.0);
        QVERIFY(r);
        const auto j = nlohmann::json::parse(r->text());
        QCOMPARE_JSON(j["chain_verified"], false);
        QCOMPARE_JSON(j["chain_detail"],
                      (nlohmann::json{{"ok", false}, {"at", index}, {"why", "cert altered since written"}}));

        // A receipt the reference made before the tampering no longer reproduces.
        const auto first = m_expected["incident_receipts"].begin();
        const std::string refIntent = first.key();
        const nlohmann::json reference = first.value();
        const auto again = buildReceipt(conn, refIntent, reference["generated_at"].get<double>());
        QVERIFY(again->digest != reference["receipt_digest"].get<std::string>());
        const auto rr = runSealctl({"--dsn", db.dsn(), "receipt", refIntent, "--format", "json"});
        QCOMPARE(rr.exitCode, 1); // printed, but the chain does not verify
        QCOMPARE_JSON(parsed(rr)["chain_detail"]["ok"], false);
    }

    // ---- reads never write -------------------------------------------------------------------
    void readCommandsLeaveStoreByteIdentical()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        const std::string before = storeSnapshot(conn);
        const std::string dsn = db.dsn();
        std::vector<std::vector<std::string>> commands = {
            {"check"},
            {"verify"},
            {"verify", "--json"},
            {"licences"},
            {"licences", "--json", "--path", "email", "--effective"},
            {"licences", "--effective"},
            {"clearance"},
            {"clearance", "--json", "--path", "email"},
            {"approvals"},
            {"approvals", "--json", "--verify-sigs"},
            {"approvals", "--verify-sigs"},
            {"holds"},
            {"holds", "--json"},
            {"divergences"},
            {"divergences", "--json"},
        };
        for (const auto& [intent, unused] : m_expected["incident_receipts"].items()) {
            commands.push_back({"receipt", intent, "--format", "json"});
            commands.push_back({"receipt", intent});
        }
        for (auto args : commands) {
            args.insert(args.begin(), {"--dsn", dsn});
            const auto rr = runSealctl(args, {"SEAL_GOV_KEY=" + kGovKey});
            QVERIFY2((rr.exitCode == 0 || rr.exitCode == 1) && !rr.out.empty(), failure(rr).c_str());
        }
        QCOMPARE(q(storeSnapshot(conn)), q(before));
    }

    void snapshotSeesAOneRowChange()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        const std::string before = storeSnapshot(conn);
        QCOMPARE(q(storeSnapshot(conn)), q(before)); // stable when nothing changes
        db.exec("UPDATE seal_proof SET executions = executions + 1 WHERE path = 'refund'");
        QVERIFY(storeSnapshot(conn) != before);
    }

private:
    nlohmann::json m_expected;
};

QTEST_GUILESS_MAIN(TestParity)
#include "test_parity.moc"
