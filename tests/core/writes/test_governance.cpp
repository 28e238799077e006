// Operator and approver writes (SPEC-kernel.md §5, §6, §8) on copies of
// store-a, each rule through the core API and through sealctl (exit codes),
// each with a negative control: a refused write leaves every seal table
// byte-identical, a landed one changes exactly what SPEC says.
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/licence.hpp"
#include "core/writes/governance.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <map>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;
using nlohmann::json;

namespace {

const std::string kGovKey = "fixture-governance-key";
const std::string kSecond = "gov_second"; // a distinct non-superuser approver
const std::string kOps = "gov_ops";       // an operator

std::string s(const QString& q)
{
    return q.toStdString();
}
std::optional<std::string> optS(const QString& q)
{
    return q.isNull() ? std::nullopt : std::optional(s(q));
}
QString qs(const std::string& t)
{
    return QString::fromStdString(t);
}

std::string approvalId(const std::string& name)
{
    const json a = expectedStoreA()["approvals"];
    return a.contains(name) ? a[name]["id"].get<std::string>() : name;
}

// Written independently of the code under test: hex HMAC-SHA256.
std::string hmacHex(const std::string& key, const std::string& message)
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac, &len);
    std::string hex;
    char buf[3];
    for (unsigned int i = 0; i < len; ++i) {
        std::snprintf(buf, sizeof buf, "%02x", mac[i]);
        hex += buf;
    }
    return hex;
}

// The CLI's exit code for a core outcome: the contract both ways share.
int exitOf(WriteFate fate)
{
    switch (fate) {
    case WriteFate::Done:
        return 0;
    case WriteFate::Refused:
        return 4;
    case WriteFate::LostLanded:
        return 5;
    case WriteFate::LostNotLanded:
        return 6;
    case WriteFate::LostUnknown:
        return 7;
    }
    return -1;
}

struct WriteResult
{
    int exitCode = -1;
    std::string refusal;
    std::string message;
    std::string stdErr;
};

WriteResult fromCli(const RunResult& r)
{
    WriteResult w{r.exitCode, {}, r.out + r.err, r.err};
    try {
        const json j = json::parse(r.out);
        w.refusal = j.value("refusal", "");
        w.message = j.value("message", "");
    } catch (const json::exception&) { // usage errors print no JSON
    }
    return w;
}

// role "" is the admin DSN: a superuser.
std::string dsnAs(const TestDatabase& db, const std::string& role)
{
    return role.empty() ? db.dsn() : db.dsn(role);
}

WriteResult voteAs(const TestDatabase& db, bool cli, const std::string& role, const std::string& id,
                   const std::string& decision, const std::optional<std::string>& reason = std::nullopt)
{
    if (!role.empty()) ensureRole(role);
    if (cli) {
        std::vector<std::string> args = {"--dsn", dsnAs(db, role), "vote", id, decision, "--json"};
        if (reason) args.insert(args.end(), {"--reason", *reason});
        return fromCli(runSealctl(args, {"SEAL_GOV_KEY=" + kGovKey}));
    }
    auto conn = Connection::open(dsnAs(db, role));
    const VoteOutcome o = vote(conn, VoteRequest{id, decision, reason, kGovKey, {}});
    // Every line has its phrase, for the console's language (issue 27): the same words.
    // (A role that may not vote: the sentence about the role, after "approval ID: ".)
    if (o.said.pattern.empty() ||
        (o.message != o.said.text() && o.message != "approval " + id + ": " + o.said.text()))
        return WriteResult{-1, "no phrase", o.message + " | " + o.said.text(), {}};
    return WriteResult{exitOf(o.fate), refusalName(o.refusal), o.message, {}};
}

struct OpCall
{
    std::string command; // policy | revoke | revoke-all | unfreeze
    std::string subject; // path or domain
    std::string status;  // policy only
    std::optional<std::string> reason;
};

OperatorOutcome runCore(Connection& c, const OpCall& call)
{
    const std::string reason = call.reason.value_or("");
    if (call.command == "policy") return setPolicy(c, call.subject, call.status, call.reason);
    if (call.command == "revoke") return revoke(c, call.subject, reason);
    if (call.command == "revoke-all") return revokeAll(c, reason);
    return unfreeze(c, call.subject, reason);
}

WriteResult operateAs(const TestDatabase& db, bool cli, const std::string& role, const OpCall& call)
{
    if (!role.empty()) ensureRole(role);
    if (cli) {
        std::vector<std::string> args = {"--dsn", dsnAs(db, role), call.command};
        if (!call.subject.empty()) args.push_back(call.subject);
        if (!call.status.empty()) args.push_back(call.status);
        if (call.reason) args.insert(args.end(), {"--reason", *call.reason});
        if (call.command == "revoke-all") args.push_back("--yes");
        args.push_back("--json");
        return fromCli(runSealctl(args));
    }
    auto conn = Connection::open(dsnAs(db, role));
    const OperatorOutcome o = runCore(conn, call);
    // Every line has its phrase (issue 27): the whole line, or the line after "<subject>: ".
    if (o.said.pattern.empty() || (o.message != o.said.text() && o.message != o.subject + ": " + o.said.text()))
        return WriteResult{-1, "no phrase", o.message + " | " + o.said.text(), {}};
    return WriteResult{exitOf(o.fate), refusalName(o.refusal), o.message, {}};
}

struct Head
{
    std::int64_t seq = 0;
    std::string hash;
};

Head headOf(const TestDatabase& db)
{
    auto c = db.connect();
    Result r = c.exec("SELECT seq, hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
    return Head{r.integer(0, 0), std::string(r.text(0, 1))};
}

std::int64_t lastEventId(const TestDatabase& db)
{
    auto c = db.connect();
    return c.exec("SELECT coalesce(max(id), 0) FROM seal_events").integer(0, 0);
}

struct EventRow
{
    std::optional<std::string> path;
    std::string kind;
    std::optional<std::string> intent;
    json detail;
    double at = 0;
};

std::vector<EventRow> eventsAfter(const TestDatabase& db, std::int64_t id)
{
    auto c = db.connect();
    Result r =
        c.exec("SELECT path, kind, intent, detail::text, at FROM seal_events WHERE id > $1 ORDER BY id",
               {param(id)});
    std::vector<EventRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({r.optText(i, 0), std::string(r.text(i, 1)), r.optText(i, 2), json::parse(r.text(i, 3)),
                       r.real(i, 4)});
    return out;
}

struct CertRow
{
    std::int64_t seq = 0;
    std::string intent, hash, prevHash, bodyText;
    double createdAt = 0;
};

std::vector<CertRow> certsAfter(const TestDatabase& db, std::int64_t seq)
{
    auto c = db.connect();
    Result r =
        c.exec("SELECT seq, intent, hash, prev_hash, body::text, created_at FROM seal_certs WHERE seq > $1"
               " ORDER BY seq",
               {param(seq)});
    std::vector<CertRow> out;
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({r.integer(i, 0), std::string(r.text(i, 1)), std::string(r.text(i, 2)),
                       std::string(r.text(i, 3)), std::string(r.text(i, 4)), r.real(i, 5)});
    return out;
}

json votesRows(const TestDatabase& db, const std::string& id)
{
    auto c = db.connect();
    Result r = c.exec("SELECT approver, decision, at, sig FROM seal_approval_votes WHERE approval_id = $1"
                      " ORDER BY at, id",
                      {param(id)});
    json out = json::array();
    for (int i = 0; i < r.rows(); ++i)
        out.push_back({{"approver", r.text(i, 0)},
                       {"decision", r.text(i, 1)},
                       {"at", r.real(i, 2)},
                       {"sig", r.text(i, 3)}});
    return out;
}

std::string approvalState(const TestDatabase& db, const std::string& id)
{
    auto c = db.connect();
    return std::string(c.exec("SELECT state FROM seal_approvals WHERE id = $1", {param(id)}).text(0, 0));
}

bool chainIntact(const TestDatabase& db)
{
    auto c = db.connect();
    const ChainVerdict v = verifyChain(c);
    return v.ok && v.reference.ok;
}

// Every known path's parity licence JSON, from one snapshot.
json licences(const TestDatabase& db)
{
    auto c = db.connect();
    ReadTransaction tx(c);
    LicenceEngine engine(c);
    json out = json::object();
    for (const auto& p : engine.knownPaths())
        out[p] = licenceJson(engine.licence(p));
    return out;
}

std::set<WhyNot> whyNotNow(const TestDatabase& db, const std::string& path)
{
    auto c = db.connect();
    ReadTransaction tx(c);
    LicenceEngine engine(c);
    std::set<WhyNot> out;
    for (const auto& r : engine.effective(engine.licence(path), nowEpoch()).whyNot)
        out.insert(r.code);
    return out;
}

// The decision cert's exact field set (SPEC §3), plus "reason" for a reject.
void checkDecisionCert(const CertRow& cert, const Head& before, const std::string& id, const json& approval,
                       const std::string& outcome, const std::optional<std::string>& reason,
                       const json& votes)
{
    const json body = json::parse(cert.bodyText);
    std::set<std::string> keys;
    for (const auto& [k, v] : body.items())
        keys.insert(k);
    std::set<std::string> expected = {"intent",    "action",  "args_digest", "result_digest",
                                      "tier",      "world",   "approval_id", "underlying_intent",
                                      "path",      "outcome", "votes",       "at",
                                      "prev_hash", "hash",        "cv"}; // v2, unsigned (no key configured): SPEC §3, §15.1
    if (reason) expected.insert("reason");
    QCOMPARE(keys, expected);
    QCOMPARE(cert.intent, "approval:" + id);
    QCOMPARE(body["intent"].get<std::string>(), "approval:" + id);
    QCOMPARE(body["action"].get<std::string>(), std::string("graduated_approval"));
    QCOMPARE(body["args_digest"].get<std::string>(), id);
    QVERIFY(body["result_digest"].is_null());
    QCOMPARE(body["tier"].get<std::string>(), std::string("SEALED"));
    QCOMPARE(body["world"].get<std::string>(), std::string("unconfirmed"));
    QCOMPARE(body["approval_id"].get<std::string>(), id);
    QCOMPARE(body["underlying_intent"].get<std::string>(), approval["intent"].get<std::string>());
    QCOMPARE(body["path"].get<std::string>(), approval["path"].get<std::string>());
    QCOMPARE(body["outcome"].get<std::string>(), outcome);
    QCOMPARE(body["votes"].dump(), votes.dump());
    if (reason) QCOMPARE(body["reason"].get<std::string>(), *reason);
    QCOMPARE(body["at"].get<double>(), cert.createdAt);
    QCOMPARE(body["prev_hash"].get<std::string>(), before.hash);
    QCOMPARE(cert.prevHash, before.hash);
    QCOMPARE(body["hash"].get<std::string>(), cert.hash);
    QCOMPARE(sha256Hex(canonicalV1Without(cert.bodyText, "hash")), cert.hash);
}

// One event approval_decided, shaped like the reference's (fixture event 4).
void checkDecidedEvent(const std::vector<EventRow>& events, const std::string& id, const json& approval,
                       const std::string& outcome)
{
    QCOMPARE(events.size(), size_t(1));
    const EventRow& e = events[0];
    QCOMPARE(e.kind, std::string("approval_decided"));
    QCOMPARE(e.path, std::optional<std::string>(approval["path"].get<std::string>()));
    QCOMPARE(e.intent, std::optional<std::string>(approval["intent"].get<std::string>()));
    QCOMPARE(e.detail.dump(), json({{"approval_id", id}, {"outcome", outcome}}).dump());
}

void addViaRows(const char* name)
{
    QTest::newRow((std::string(name) + " core").c_str()) << false;
    QTest::newRow((std::string(name) + " sealctl").c_str()) << true;
}

// Restores the system clock when a test set its own.
struct ClockGuard
{
    ~ClockGuard() { setClockForTesting({}); }
};

} // namespace

class TestGovernance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void snapshotDetectsAnyRowChange()
    {
        // Negative control for every "nothing changed" below.
        auto db = TestDatabase::writableStoreA();
        const auto before = storeSnapshot(db);
        QCOMPARE(storeSnapshot(db), before);
        db.exec("UPDATE seal_events SET detail = '{\"by\": \"ops-lead\", \"reason\": \"x\", \"status\": "
                "\"HOLD\"}'"
                " WHERE id = 13");
        QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{"seal_events"});
        db.exec("UPDATE seal_approvals SET state = 'expired' WHERE id = '" + approvalId("expired_unvoted") +
                "'");
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_approvals", "seal_events"}));
    }

    void secondRoleCompletesPending_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("pending_1_of_2");
    }
    void secondRoleCompletesPending()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const json approval = expectedStoreA()["approvals"]["pending_1_of_2"];
        const std::string id = approval["id"];
        const Head head = headOf(db);
        const auto lastEvent = lastEventId(db);
        const auto before = storeSnapshot(db);

        const WriteResult r = voteAs(db, cli, kSecond, id, "approve");
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        QVERIFY2(r.message.find(id) != std::string::npos && r.message.find(kSecond) != std::string::npos,
                 r.message.c_str());

        QCOMPARE(approvalState(db, id), std::string("approved"));
        const json votes = votesRows(db, id);
        QCOMPARE(votes.size(), size_t(2));
        QCOMPARE(votes[0]["approver"].get<std::string>(), std::string("dana@finance"));
        QCOMPARE(votes[0]["at"].get<double>(), approval["votes"][0]["at"].get<double>());
        const json& mine = votes[1];
        QCOMPARE(mine["approver"].get<std::string>(), kSecond);
        QCOMPARE(mine["decision"].get<std::string>(), std::string("approve"));
        // The new vote verifies with SEAL_GOV_KEY, recomputed here.
        const std::string message =
            id + "|" + kSecond + "|approve|" + pythonFloatRepr(mine["at"].get<double>());
        QCOMPARE(mine["sig"].get<std::string>(), hmacHex(kGovKey, message));
        QVERIFY(mine["sig"].get<std::string>() != hmacHex("another-key", message));

        const auto certs = certsAfter(db, head.seq);
        QCOMPARE(certs.size(), size_t(1));
        checkDecisionCert(certs[0], head, id, approval, "approved", std::nullopt, votes);
        {
            auto c = db.connect();
            QCOMPARE(c.exec("SELECT decided_at FROM seal_approvals WHERE id = $1", {param(id)}).real(0, 0),
                     certs[0].createdAt);
        }
        checkDecidedEvent(eventsAfter(db, lastEvent), id, approval, "approved");
        QCOMPARE(
            changedTables(before, storeSnapshot(db)),
            (std::set<std::string>{"seal_approvals", "seal_approval_votes", "seal_certs", "seal_events"}));
        QVERIFY(chainIntact(db));
        if (cli) QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify"}).exitCode, 0);
    }

    void refusedVotesChangeNothing_data()
    {
        QTest::addColumn<bool>("cli");
        QTest::addColumn<QString>("role");     // "" = the admin superuser
        QTest::addColumn<QString>("approval"); // fixture name or literal id
        QTest::addColumn<QString>("decision");
        QTest::addColumn<QString>("reason"); // null = none
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<QString>("says"); // part of the message
        const QString none;
        for (bool cli : {false, true}) {
            const std::string via = cli ? " sealctl" : " core";
            auto row = [&](const char* name) -> QTestData& {
                return QTest::newRow((name + via).c_str()) << cli;
            };
            row("maker") << "agent:payouts-bot"
                         << "pending_1_of_2"
                         << "approve" << none << "SelfApproval"
                         << "maker";
            row("maker of a wire") << "agent:treasury"
                                   << "pending_1_of_3"
                                   << "approve" << none << "SelfApproval"
                                   << "agent:treasury";
            row("superuser") << ""
                             << "pending_1_of_2"
                             << "approve" << none << "NotPermitted"
                             << "not a person";
            row("duplicate vote") << "dana@finance"
                                  << "pending_1_of_2"
                                  << "approve" << none << "AlreadyVoted"
                                  << "dana@finance";
            row("duplicate as reject") << "dana@finance"
                                       << "pending_1_of_2"
                                       << "reject"
                                       << "changed my mind"
                                       << "AlreadyVoted"
                                       << "one approver, one vote";
            row("reject without reason") << qs(kSecond) << "pending_1_of_2"
                                         << "reject" << none << "ReasonRequired"
                                         << "reason";
            row("reject with blank reason") << qs(kSecond) << "pending_1_of_2"
                                            << "reject"
                                            << "   "
                                            << "ReasonRequired"
                                            << "reason";
            row("unknown id") << qs(kSecond) << "0123456789abcdef0123456789abcdef"
                              << "approve" << none << "UnknownApproval"
                              << "does not exist";
            row("approved request") << qs(kSecond) << "approved"
                                    << "approve" << none << "NotPending"
                                    << "already approved";
            row("rejected request") << qs(kSecond) << "rejected"
                                    << "reject"
                                    << "late"
                                    << "NotPending"
                                    << "already rejected";
        }
    }
    void refusedVotesChangeNothing()
    {
        QFETCH(bool, cli);
        QFETCH(QString, role);
        QFETCH(QString, approval);
        QFETCH(QString, decision);
        QFETCH(QString, reason);
        QFETCH(QString, refusal);
        QFETCH(QString, says);
        auto db = TestDatabase::writableStoreA();
        const std::string id = approvalId(s(approval));
        const auto before = storeSnapshot(db);
        const WriteResult r = voteAs(db, cli, s(role), id, s(decision), optS(reason));
        QVERIFY2(r.exitCode == 4, (std::to_string(r.exitCode) + " " + r.message).c_str());
        QCOMPARE(r.refusal, s(refusal));
        QVERIFY2(r.message.find(id) != std::string::npos, r.message.c_str());
        QVERIFY2(r.message.find(s(says)) != std::string::npos, r.message.c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    void selfApprovalHasTheReferenceName()
    {
        QCOMPARE(std::string(refusalName(Refusal::SelfApproval)),
                 expectedStoreA()["maker_self_vote_error"].get<std::string>());
    }

    void approverGroupDecidesWhoVotes_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("seal_approver");
    }
    void approverGroupDecidesWhoVotes()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const std::string id = approvalId("pending_1_of_2");
        const std::string outsider = ensureRole("gov_outsider");
        {
            GroupScope group("seal_approver", {"gov_member"});
            const auto before = storeSnapshot(db);
            const WriteResult refusedVote = voteAs(db, cli, outsider, id, "approve");
            QCOMPARE(refusedVote.exitCode, 4);
            QCOMPARE(refusedVote.refusal, std::string("NotPermitted"));
            QVERIFY2(refusedVote.message.find("seal_approver") != std::string::npos,
                     refusedVote.message.c_str());
            QCOMPARE(storeSnapshot(db), before);
            QCOMPARE(voteAs(db, cli, "gov_member", id, "approve").exitCode, 0);
            QCOMPARE(approvalState(db, id), std::string("approved"));
        }
        // Negative control: without the group, the same outsider may vote.
        const std::string other = approvalId("pending_1_of_3");
        QCOMPARE(voteAs(db, cli, outsider, other, "approve").exitCode, 0);
        QCOMPARE(approvalState(db, other), std::string("pending"));
    }

    void expiryIsRecordedThenRefused_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("expired_unvoted");
    }
    void expiryIsRecordedThenRefused()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const json approval = expectedStoreA()["approvals"]["expired_unvoted"];
        const std::string id = approval["id"];
        const auto before = storeSnapshot(db);
        const WriteResult r = voteAs(db, cli, kSecond, id, "approve");
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(r.refusal, std::string("Expired"));
        QCOMPARE(approvalState(db, id), std::string("expired"));
        // Only the state changed: no vote, no cert, no event, no decided_at.
        QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{"seal_approvals"});
        {
            auto c = db.connect();
            Result row = c.exec("SELECT decided_at IS NULL, expires_at FROM seal_approvals WHERE id = $1",
                                {param(id)});
            QVERIFY(row.boolean(0, 0));
            QCOMPARE(row.real(0, 1), approval["expires_at"].get<double>());
        }
        const auto expired = storeSnapshot(db);
        const WriteResult again = voteAs(db, cli, kSecond, id, "approve");
        QCOMPARE(again.exitCode, 4);
        QCOMPARE(again.refusal, std::string("NotPending"));
        QCOMPARE(storeSnapshot(db), expired);
        QCOMPARE(approvalState(db, id), std::string("expired"));
    }

    void expiryFollowsTheClock()
    {
        // Negative control: before expires_at, the same vote lands. The store's
        // clock judges (issue 26), so the request is moved, not the clock: a
        // clock pinned on this side no longer reaches a write.
        ClockGuard restore;
        auto db = TestDatabase::writableStoreA();
        const json approval = expectedStoreA()["approvals"]["expired_unvoted"];
        db.exec("UPDATE seal_approvals SET expires_at = extract(epoch FROM clock_timestamp()) + 60 WHERE id = '" +
                approval["id"].get<std::string>() + "'");
        const double expiresAt = approval["expires_at"].get<double>();
        setClockForTesting([expiresAt] { return expiresAt + 3600; }); // this side thinks it expired
        const WriteResult r = voteAs(db, false, kSecond, approval["id"], "approve");
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        QCOMPARE(approvalState(db, approval["id"]), std::string("pending"));
    }

    void rejectWithReasonDecidesAtOnce_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("pending_1_of_3");
    }
    void rejectWithReasonDecidesAtOnce()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const json approval = expectedStoreA()["approvals"]["pending_1_of_3"];
        const std::string id = approval["id"];
        const std::string reason = "beneficiary does not match the invoice";
        const Head head = headOf(db);
        const auto lastEvent = lastEventId(db);
        const WriteResult r = voteAs(db, cli, kSecond, id, "reject", reason);
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        QCOMPARE(approvalState(db, id), std::string("rejected"));
        const json votes = votesRows(db, id);
        QCOMPARE(votes.size(), size_t(2)); // dana's approve, then this reject
        QCOMPARE(votes[1]["decision"].get<std::string>(), std::string("reject"));
        const auto certs = certsAfter(db, head.seq);
        QCOMPARE(certs.size(), size_t(1));
        checkDecisionCert(certs[0], head, id, approval, "rejected", reason, votes);
        checkDecidedEvent(eventsAfter(db, lastEvent), id, approval, "rejected");
        QVERIFY(chainIntact(db));
    }

    void fixtureVoteSignaturesVerify()
    {
        auto db = TestDatabase::writableStoreA();
        auto c = db.connect();
        Result r =
            c.exec("SELECT approval_id, approver, decision, at, sig FROM seal_approval_votes ORDER BY id");
        QCOMPARE(r.rows(), 5);
        for (int i = 0; i < r.rows(); ++i) {
            const std::string id(r.text(i, 0));
            const Vote v{std::string(r.text(i, 1)), std::string(r.text(i, 2)), r.real(i, 3),
                         std::string(r.text(i, 4))};
            const std::string message =
                id + "|" + v.approver + "|" + v.decision + "|" + pythonFloatRepr(v.at);
            QCOMPARE(hmacHex(kGovKey, message), v.sig);
            QCOMPARE(voteSignature(kGovKey, id, v), v.sig); // what vote() signs with
            QVERIFY(voteSignature("not-the-key", id, v) != v.sig);
        }
    }

    void sealctlWithoutGovKeySaysSoAndSignsWithAThrowawayKey()
    {
        auto db = TestDatabase::writableStoreA();
        ensureRole(kSecond);
        const std::string id = approvalId("pending_1_of_3");
        const RunResult r = runSealctl({"--dsn", db.dsn(kSecond), "vote", id, "approve"}, {"SEAL_GOV_KEY="});
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        QVERIFY2(r.err.find("throwaway") != std::string::npos &&
                     r.err.find("cannot be verified") != std::string::npos,
                 r.err.c_str());
        const json votes = votesRows(db, id);
        const json& mine = votes.back();
        QCOMPARE(mine["approver"].get<std::string>(), kSecond);
        const Vote v{kSecond, "approve", mine["at"].get<double>(), mine["sig"].get<std::string>()};
        QCOMPARE(verifyVote(kGovKey, id, v), SigCheck::Invalid);
        // With the key set, no warning.
        const RunResult keyed =
            runSealctl({"--dsn", db.dsn(kSecond), "vote", approvalId("always_human"), "approve"},
                       {"SEAL_GOV_KEY=" + kGovKey});
        QCOMPARE(keyed.exitCode, 0);
        QVERIFY2(keyed.err.find("throwaway") == std::string::npos, keyed.err.c_str());
    }

    void theUniqueConstraintIsTheGuard()
    {
        // Negative control for "the database decides": with the constraint
        // dropped, dana's second vote lands, so no racy pre-check stands in for it.
        auto db = TestDatabase::writableStoreA();
        db.exec(
            "ALTER TABLE seal_approval_votes DROP CONSTRAINT seal_approval_votes_approval_id_approver_key");
        const std::string id = approvalId("pending_1_of_2");
        QCOMPARE(voteAs(db, false, "dana@finance", id, "approve").exitCode, 0);
        QCOMPARE(votesRows(db, id).size(), size_t(2));
    }

    void revokePayout_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("revoke payout");
    }
    void revokePayout()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        db.exec("UPDATE seal_clearance SET max_proof_age_sec = 3600 WHERE path = 'payout'");
        const auto before = storeSnapshot(db);
        const json licencesBefore = licences(db);
        const auto lastEvent = lastEventId(db);
        const std::string reason = "incident 9: duplicate payouts";
        const WriteResult r = operateAs(db, cli, kOps, {"revoke", "payout", "", reason});
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        QVERIFY2(r.message.find("payout") != std::string::npos && r.message.find(kOps) != std::string::npos,
                 r.message.c_str());

        auto c = db.connect();
        Result row =
            c.exec("SELECT status, reason, max_proof_age_sec, updated_at, updated_by FROM seal_clearance"
                   " WHERE path = 'payout'");
        QCOMPARE(std::string(row.text(0, 0)), std::string("REVOKED"));
        QCOMPARE(std::string(row.text(0, 1)), reason);
        QCOMPARE(row.real(0, 2), 3600.0); // kept
        QCOMPARE(std::string(row.text(0, 4)), kOps);
        const auto events = eventsAfter(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string("policy"));
        QCOMPARE(events[0].path, std::optional<std::string>("payout"));
        QVERIFY(!events[0].intent);
        QCOMPARE(events[0].detail.dump(),
                 json({{"status", "REVOKED"}, {"reason", reason}, {"by", kOps}}).dump());
        QCOMPARE(events[0].at, row.real(0, 3));
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_clearance", "seal_events"}));
        // §4: a path's revoke is a `policy` event, not a breach: every earned
        // level stays; the effective answer says REVOKED.
        QCOMPARE(licences(db).dump(), licencesBefore.dump());
        QVERIFY(whyNotNow(db, "payout").count(WhyNot::Revoked));
        QVERIFY(chainIntact(db));
        if (cli) QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify"}).exitCode, 0);
    }

    void policyUpserts_data()
    {
        QTest::addColumn<bool>("cli");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<double>("maxAge");
        for (bool cli : {false, true}) {
            const std::string via = cli ? " sealctl" : " core";
            QTest::newRow(("new row" + via).c_str()) << cli << "email"
                                                     << "CLEARED" << QString() << 86400.0;
            QTest::newRow(("existing row" + via).c_str()) << cli << "payout"
                                                          << "HOLD"
                                                          << "waiting for the bank" << 86400.0;
        }
    }
    void policyUpserts()
    {
        QFETCH(bool, cli);
        QFETCH(QString, path);
        QFETCH(QString, status);
        QFETCH(QString, reason);
        QFETCH(double, maxAge);
        auto db = TestDatabase::writableStoreA();
        const auto lastEvent = lastEventId(db);
        const WriteResult r = operateAs(db, cli, kOps, {"policy", s(path), s(status), optS(reason)});
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        auto c = db.connect();
        Result row =
            c.exec("SELECT status, reason, max_proof_age_sec, updated_by FROM seal_clearance WHERE path = $1",
                   {param(s(path))});
        QCOMPARE(row.rows(), 1);
        QCOMPARE(std::string(row.text(0, 0)), s(status));
        QCOMPARE(row.optText(0, 1), optS(reason));
        QCOMPARE(row.real(0, 2), maxAge);
        QCOMPARE(std::string(row.text(0, 3)), kOps);
        const auto events = eventsAfter(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        const json expected = {{"status", s(status)},
                               {"reason", reason.isNull() ? json(nullptr) : json(s(reason))},
                               {"by", kOps}};
        QCOMPARE(events[0].detail.dump(), expected.dump());
        QCOMPARE(events[0].path, std::optional<std::string>(s(path)));
    }

    void sealctlPolicyRefusesRevokedAsUsage()
    {
        auto db = TestDatabase::writableStoreA();
        ensureRole(kOps);
        const auto before = storeSnapshot(db);
        const RunResult r =
            runSealctl({"--dsn", db.dsn(kOps), "policy", "payout", "REVOKED", "--reason", "x"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.find("sealctl revoke") != std::string::npos, r.err.c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    void revokeAllRevokesEveryPath_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("revoke-all");
    }
    void revokeAllRevokesEveryPath()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const auto lastEvent = lastEventId(db);
        const auto before = storeSnapshot(db);
        const std::string reason = "kill switch: suspected key leak";
        const WriteResult r = operateAs(db, cli, kOps, {"revoke-all", "", "", reason});
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        auto c = db.connect();
        QCOMPARE(c.exec("SELECT count(*) FROM seal_clearance WHERE status <> 'REVOKED'").integer(0, 0), 0);
        // wire was REVOKED by ciso already: that row is left as it was.
        QCOMPARE(std::string(c.exec("SELECT updated_by FROM seal_clearance WHERE path = 'wire'").text(0, 0)),
                 std::string("ciso"));
        QCOMPARE(
            c.exec("SELECT count(*) FROM seal_clearance WHERE updated_by = $1", {param(kOps)}).integer(0, 0),
            3);
        const auto events = eventsAfter(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string("revoked"));
        QVERIFY(!events[0].path);
        QVERIFY(!events[0].intent);
        QCOMPARE(events[0].detail.dump(),
                 json({{"scope", "ALL"}, {"reason", reason}, {"by", kOps}, {"paths", 3}}).dump());
        QCOMPARE(changedTables(before, storeSnapshot(db)),
                 (std::set<std::string>{"seal_clearance", "seal_events"}));
        // §4/§5: the store-wide `revoked` event suspends every path's licence.
        const json after = licences(db);
        for (const char* path : {"refund", "charge", "payout", "wire", "transfer"})
            QVERIFY2(after.contains(path), path);
        for (const auto& [path, lic] : after.items()) {
            QVERIFY2(lic["suspended"].get<bool>(), path.c_str());
            QCOMPARE(lic["level"].get<std::string>(), std::string("L0"));
            QCOMPARE(lic["evidence"]["breach"]["kind"].get<std::string>(), std::string("revoked"));
        }
        QVERIFY(chainIntact(db));
    }

    void sealctlRevokeAllNeedsYes()
    {
        auto db = TestDatabase::writableStoreA();
        ensureRole(kOps);
        const auto before = storeSnapshot(db);
        const RunResult r = runSealctl({"--dsn", db.dsn(kOps), "revoke-all", "--reason", "drill"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.find("--yes") != std::string::npos, r.err.c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    void unfreezeTransfer_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("unfreeze transfer");
    }
    void unfreezeTransfer()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const auto lastEvent = lastEventId(db);
        const auto before = storeSnapshot(db);
        const json licencesBefore = licences(db);
        const std::string reason = "reconciled with the bank: pi_rogue_1 refunded";
        const WriteResult r = operateAs(db, cli, kOps, {"unfreeze", "transfer", "", reason});
        QVERIFY2(r.exitCode == 0, r.message.c_str());
        QVERIFY2(r.message.find("transfer") != std::string::npos && r.message.find(kOps) != std::string::npos,
                 r.message.c_str());
        auto c = db.connect();
        Result row = c.exec(
            "SELECT frozen, reason, evidence::text, frozen_at FROM seal_domains WHERE domain = 'transfer'");
        QVERIFY(!row.boolean(0, 0));
        QCOMPARE(std::string(row.text(0, 1)),
                 std::string("out-of-band spend detected: 1 effect(s) the gateway never admitted")); // kept
        QCOMPARE(row.real(0, 3), 1795946483.916506);
        const auto events = eventsAfter(db, lastEvent);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, std::string("unfrozen"));
        QCOMPARE(events[0].path, std::optional<std::string>("transfer"));
        QVERIFY(!events[0].intent);
        QCOMPARE(events[0].detail.dump(),
                 json({{"domain", "transfer"}, {"reason", reason}, {"by", kOps}}).dump());
        QCOMPARE(changedTables(before, storeSnapshot(db)), (std::set<std::string>{"seal_domains", "seal_events"}));
        // The out-of-band spend still suspends transfer's licence (§4): an
        // unfreeze is not an absolution.
        QCOMPARE(licences(db).dump(), licencesBefore.dump());
        QVERIFY(chainIntact(db));

        // Unfreezing again, or a domain never frozen, is refused and changes nothing.
        const auto unfrozen = storeSnapshot(db);
        const WriteResult again = operateAs(db, cli, kOps, {"unfreeze", "transfer", "", reason});
        QCOMPARE(again.exitCode, 4);
        QCOMPARE(again.refusal, std::string("NotFrozen"));
        const WriteResult never = operateAs(db, cli, kOps, {"unfreeze", "refund", "", reason});
        QCOMPARE(never.exitCode, 4);
        QCOMPARE(never.refusal, std::string("UnknownDomain"));
        QCOMPARE(storeSnapshot(db), unfrozen);
    }

    void refusedOperatorWritesChangeNothing_data()
    {
        QTest::addColumn<bool>("cli");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString none;
        for (bool cli : {false, true}) {
            const std::string via = cli ? " sealctl" : " core";
            auto row = [&](const char* name) -> QTestData& {
                return QTest::newRow((name + via).c_str()) << cli;
            };
            row("superuser policy") << ""
                                    << "policy"
                                    << "refund"
                                    << "HOLD" << none << 4 << "not a person";
            row("superuser revoke") << ""
                                    << "revoke"
                                    << "payout"
                                    << ""
                                    << "x" << 4 << "not a person";
            row("superuser revoke-all") << ""
                                        << "revoke-all"
                                        << ""
                                        << ""
                                        << "x" << 4 << "not a person";
            row("superuser unfreeze") << ""
                                      << "unfreeze"
                                      << "transfer"
                                      << ""
                                      << "x" << 4 << "not a person";
            // The CLI will not even connect without --reason: a usage error.
            row("revoke without reason") << qs(kOps) << "revoke"
                                         << "payout"
                                         << "" << none << (cli ? 2 : 4) << "reason";
            row("unfreeze without reason") << qs(kOps) << "unfreeze"
                                           << "transfer"
                                           << "" << none << (cli ? 2 : 4) << "reason";
            row("revoke-all without reason") << qs(kOps) << "revoke-all"
                                             << ""
                                             << "" << none << (cli ? 2 : 4) << "reason";
        }
    }
    void refusedOperatorWritesChangeNothing()
    {
        QFETCH(bool, cli);
        QFETCH(QString, role);
        QFETCH(QString, command);
        QFETCH(QString, subject);
        QFETCH(QString, status);
        QFETCH(QString, reason);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        auto db = TestDatabase::writableStoreA();
        const auto before = storeSnapshot(db);
        const WriteResult r = operateAs(db, cli, s(role), {s(command), s(subject), s(status), optS(reason)});
        QVERIFY2(r.exitCode == exitCode, (std::to_string(r.exitCode) + " " + r.message).c_str());
        QVERIFY2(r.message.find(s(says)) != std::string::npos, r.message.c_str());
        QCOMPARE(storeSnapshot(db), before);
    }

    void superuserMayStillRead()
    {
        auto db = TestDatabase::writableStoreA();
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "clearance", "--json"}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify"}).exitCode, 0);
    }

    void operatorGroupDecidesWhoOperates_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("seal_operator");
    }
    void operatorGroupDecidesWhoOperates()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::writableStoreA();
        const std::string outsider = ensureRole("gov_outsider");
        {
            GroupScope group("seal_operator", {"gov_opmember"});
            const auto before = storeSnapshot(db);
            const WriteResult refusedWrite = operateAs(db, cli, outsider, {"revoke", "payout", "", "x"});
            QCOMPARE(refusedWrite.exitCode, 4);
            QCOMPARE(refusedWrite.refusal, std::string("NotPermitted"));
            QVERIFY2(refusedWrite.message.find("seal_operator") != std::string::npos,
                     refusedWrite.message.c_str());
            QCOMPARE(operateAs(db, cli, outsider, {"unfreeze", "transfer", "", "x"}).exitCode, 4);
            QCOMPARE(storeSnapshot(db), before);
            QCOMPARE(operateAs(db, cli, "gov_opmember", {"revoke", "payout", "", "x"}).exitCode, 0);
        }
        // Negative control: without the group, the same outsider may operate.
        QCOMPARE(operateAs(db, cli, outsider, {"unfreeze", "transfer", "", "x"}).exitCode, 0);
    }

    void privilegeDeniedIsARefusal_data()
    {
        QTest::addColumn<bool>("cli");
        addViaRows("no grants");
    }
    void privilegeDeniedIsARefusal()
    {
        QFETCH(bool, cli);
        auto db = TestDatabase::storeA(); // the fixture grants ordinary roles nothing
        db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO PUBLIC");
        const auto before = storeSnapshot(db);
        const WriteResult v = voteAs(db, cli, kSecond, approvalId("pending_1_of_2"), "approve");
        QVERIFY2(v.exitCode == 4, v.message.c_str());
        QCOMPARE(v.refusal, std::string("PrivilegeDenied"));
        const WriteResult p = operateAs(db, cli, kOps, {"revoke", "payout", "", "x"});
        QVERIFY2(p.exitCode == 4, p.message.c_str());
        QCOMPARE(p.refusal, std::string("PrivilegeDenied"));
        QCOMPARE(storeSnapshot(db), before);
    }

    void humanOutputNamesTheThingAndTheRole()
    {
        auto db = TestDatabase::writableStoreA();
        ensureRole(kSecond);
        const std::string id = approvalId("pending_1_of_3");
        const RunResult ok =
            runSealctl({"--dsn", db.dsn(kSecond), "vote", id, "approve"}, {"SEAL_GOV_KEY=" + kGovKey});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(std::count(ok.out.begin(), ok.out.end(), '\n'), 1L);
        QVERIFY2(ok.out.find(id) != std::string::npos && ok.out.find(kSecond) != std::string::npos,
                 ok.out.c_str());
        const RunResult dup =
            runSealctl({"--dsn", db.dsn(kSecond), "vote", id, "approve"}, {"SEAL_GOV_KEY=" + kGovKey});
        QCOMPARE(dup.exitCode, 4);
        QVERIFY(dup.out.empty());
        QVERIFY2(dup.err.find("refused") != std::string::npos && dup.err.find(id) != std::string::npos &&
                     dup.err.find(kSecond) != std::string::npos,
                 dup.err.c_str());
        const RunResult help = runSealctl({"--help"});
        for (const char* code : {"4 refused", "5 it landed", "6 it did", "7 could not re-check"})
            QVERIFY2(help.out.find(code) != std::string::npos, code);
    }

    void lostConnectionIsReCheckedNeverRetried_data()
    {
        QTest::addColumn<QString>("write");
        QTest::addColumn<bool>("afterCommit");
        QTest::addColumn<bool>("blockLogin");
        QTest::addColumn<int>("fate");
        for (const char* w : {"vote", "policy", "revoke-all", "unfreeze"}) {
            const std::string n = w;
            QTest::newRow((n + " killed before commit").c_str())
                << w << false << false << int(WriteFate::LostNotLanded);
            QTest::newRow((n + " killed after commit").c_str())
                << w << true << false << int(WriteFate::LostLanded);
            QTest::newRow((n + " killed, cannot reconnect").c_str())
                << w << false << true << int(WriteFate::LostUnknown);
        }
    }
    void lostConnectionIsReCheckedNeverRetried()
    {
        QFETCH(QString, write);
        QFETCH(bool, afterCommit);
        QFETCH(bool, blockLogin);
        QFETCH(int, fate);
        auto db = TestDatabase::writableStoreA();
        const std::string role = ensureRole("gov_lost");
        const std::string id = approvalId("pending_1_of_2");
        struct LoginGuard
        {
            std::string role;
            ~LoginGuard()
            {
                Connection::open(adminDsn()).command("ALTER ROLE " + quoteIdent(role) + " LOGIN");
            }
        } loginGuard{role};
        const WritePoint at = afterCommit ? WritePoint::AfterCommit : WritePoint::BeforeCommit;
        // Kills this write's own backend at the chosen point, as a crash or a
        // dropped network would, and waits until it is gone.
        WritePause kill = [&](Connection& conn, WritePoint now) {
            if (now != at) return;
            auto admin = Connection::open(adminDsn());
            if (blockLogin) admin.command("ALTER ROLE " + quoteIdent(role) + " NOLOGIN");
            const int pid = conn.backendPid();
            admin.exec("SELECT pg_terminate_backend($1)", {param(pid)});
            for (int i = 0;
                 i < 200 && admin.exec("SELECT 1 FROM pg_stat_activity WHERE pid = $1", {param(pid)}).rows();
                 ++i)
                QTest::qSleep(20);
            conn.exec("SELECT 1");
        };
        const auto before = storeSnapshot(db);
        const auto lastEvent = lastEventId(db);
        auto conn = db.connect(role);
        WriteFate got;
        std::string message;
        if (write == QLatin1String("vote")) {
            const VoteOutcome o = vote(conn, VoteRequest{id, "approve", std::nullopt, kGovKey, kill});
            got = o.fate;
            message = o.message;
        } else {
            const OperatorOutcome o =
                write == QLatin1String("policy")       ? setPolicy(conn, "payout", "CLEARED", "x", kill)
                : write == QLatin1String("revoke-all") ? revokeAll(conn, "x", kill)
                                                       : unfreeze(conn, "transfer", "x", kill);
            got = o.fate;
            message = o.message;
        }
        QVERIFY2(int(got) == fate, message.c_str());
        QVERIFY2(message.find("connection lost") != std::string::npos, message.c_str());
        if (got == WriteFate::LostLanded) {
            // Landed exactly once: one write, never a second attempt.
            if (write == QLatin1String("vote")) {
                auto c = db.connect();
                QCOMPARE(
                    c.exec(
                         "SELECT count(*) FROM seal_approval_votes WHERE approval_id = $1 AND approver = $2",
                         {param(id), param(role)})
                        .integer(0, 0),
                    1);
                QCOMPARE(approvalState(db, id), std::string("approved"));
            }
            QCOMPARE(eventsAfter(db, lastEvent).size(), size_t(1));
        } else {
            QCOMPARE(storeSnapshot(db), before);
        }
        if (got != WriteFate::LostUnknown)
            QCOMPARE(std::string(conn.exec("SELECT 'back'").text(0, 0)), std::string("back"));
        QVERIFY(chainIntact(db));
    }

    void everySealctlWriteLeavesVerifyIntact()
    {
        auto db = TestDatabase::writableStoreA();
        ensureRole(kSecond);
        ensureRole(kOps);
        const std::vector<std::string> key = {"SEAL_GOV_KEY=" + kGovKey};
        const std::vector<std::vector<std::string>> writes = {
            {"--dsn", db.dsn(kSecond), "vote", approvalId("pending_1_of_2"), "approve"},
            {"--dsn", db.dsn(kSecond), "vote", approvalId("pending_1_of_3"), "reject", "--reason",
             "wrong amount"},
            {"--dsn", db.dsn(kSecond), "vote", approvalId("always_human"), "approve"},
            {"--dsn", db.dsn(kOps), "policy", "email", "CLEARED"},
            {"--dsn", db.dsn(kOps), "policy", "refund", "HOLD", "--reason", "audit"},
            {"--dsn", db.dsn(kOps), "revoke", "payout", "--reason", "incident"},
            {"--dsn", db.dsn(kOps), "unfreeze", "transfer", "--reason", "reconciled"},
            {"--dsn", db.dsn(kOps), "unfreeze", "charge", "--reason", "reconciled"},
            {"--dsn", db.dsn(kOps), "revoke-all", "--reason", "drill", "--yes"},
        };
        for (const auto& w : writes) {
            const RunResult r = runSealctl(w, key);
            QVERIFY2(r.exitCode == 0, (w[2] + ": " + r.err).c_str());
            const RunResult v = runSealctl({"--dsn", db.dsn(), "verify"});
            QVERIFY2(v.exitCode == 0, (w[2] + ": " + v.out + v.err).c_str());
        }
        QVERIFY(chainIntact(db));
        // Negative control: the same check sees a tampered decision cert.
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{outcome}', '\"rejected\"')"
                " WHERE intent = 'approval:" +
                approvalId("pending_1_of_2") + "'");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify"}).exitCode, 1);
        QVERIFY(!chainIntact(db));
    }
};

QTEST_GUILESS_MAIN(TestGovernance)
#include "test_governance.moc"
