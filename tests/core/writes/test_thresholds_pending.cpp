// Changing a path's thresholds never strands a pending request (issue 25,
// SPEC §6): it needs the larger of its own `required` and the path's current
// required_approvers, and stays decidable. `thresholds set` says how many
// pending requests it changes and how, before (--dry-run) and when it writes.
// On store-e's pending payout request (required 2, one approve so far).
#include "core/rules/approvals.hpp"
#include "core/writes/governance.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

class TestThresholdsPending : public QObject
{
    Q_OBJECT
    json m_expected = expectedStoreE();
    std::unique_ptr<GroupScope> m_group;
    std::string m_op;

    std::string pending() const { return m_expected["named_approvals"]["pending_approval"].get<std::string>(); }
    std::string govKey() const { return m_expected["keys"]["governance_key"].get<std::string>(); }

    VoteOutcome voteAs(const TestDatabase& db, const std::string& role, const std::string& decision)
    {
        auto conn = db.connect(role);
        return vote(conn, VoteRequest{pending(), decision,
                                      decision == "reject" ? std::optional<std::string>("no") : std::nullopt,
                                      govKey(), {}});
    }

    OperatorOutcome setApprovers(const TestDatabase& db, int approvers)
    {
        auto conn = db.connect(m_op);
        return setThresholds(conn, "payout", Thresholds{100.0, 10000.0, approvers}, "issue 25");
    }

    std::string state(const TestDatabase& db)
    {
        auto conn = db.connect();
        return std::string(
            conn.exec("SELECT state FROM seal_approvals WHERE id = $1", {param(pending())}).text(0, 0));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("thresholds_pending_op");
    }
    void cleanupTestCase() { m_group.reset(); }

    void raisingKeepsThePendingRequestDecidable()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        // Before confirming: the dry run names the request and writes nothing.
        const auto before = storeSnapshot(db);
        const auto dry = runSealctl({"--dsn", db.dsn(m_op), "thresholds", "set", "payout", "--auto", "100",
                                     "--dual", "10000", "--approvers", "3", "--dry-run", "--json"});
        QVERIFY2(dry.exitCode == 0, (dry.out + dry.err).c_str());
        const json changes = json::parse(dry.out)["pending_changes"];
        QCOMPARE(changes, json::array({{{"id", pending()}, {"approves", 1}, {"before", 2}, {"after", 3}}}));
        QCOMPARE(storeSnapshot(db), before);

        const auto set = setApprovers(db, 3);
        QVERIFY2(set.fate == WriteFate::Done, set.message.c_str());
        // The line names the request whose count changed (before and after: the dry run above).
        QVERIFY2(set.message.find("the approvals needed changed for 1 pending request: " + pending()) !=
                     std::string::npos,
                 set.message.c_str());

        // Negative control: the maker still may not vote on their own request.
        const std::string maker = ensureRole("agent-9");
        QVERIFY(voteAs(db, maker, "approve").refusal == Refusal::SelfApproval);

        const auto first = voteAs(db, ensureRole("thresholds_voter_a"), "approve");
        QVERIFY2(first.fate == WriteFate::Done, first.message.c_str());
        QVERIFY2(first.message.find("2 of 3") != std::string::npos, first.message.c_str());
        QCOMPARE(state(db), std::string("pending"));
        const auto second = voteAs(db, ensureRole("thresholds_voter_b"), "approve");
        QVERIFY2(second.fate == WriteFate::Done, second.message.c_str());
        QCOMPARE(second.state, std::string("approved"));
        QVERIFY(second.certSeq.has_value());
        QCOMPARE(state(db), std::string("approved"));
    }

    // Lowering never goes below the request's own `required`.
    void loweringDecidesByTheRequestsOwnCount()
    {
        auto db = TestDatabase::storeE();
        db.grantToEveryone();
        db.exec("UPDATE seal_approvals SET required = 3 WHERE id = '" + pending() + "'");
        {
            auto conn = db.connect();
            ReadTransaction tx(conn);
            QVERIFY(readPendingRequirementChanges(conn, "payout", 2, m_expected["generated_at"].get<double>())
                        .empty()); // 3 before (its row), 3 after
        }
        const auto set = setApprovers(db, 2);
        QVERIFY2(set.message.find("no pending request changes") != std::string::npos, set.message.c_str());
        const auto first = voteAs(db, ensureRole("thresholds_voter_a"), "approve");
        QVERIFY2(first.message.find("2 of 3") != std::string::npos, first.message.c_str());
        QCOMPARE(state(db), std::string("pending"));
        const auto second = voteAs(db, ensureRole("thresholds_voter_b"), "approve");
        QCOMPARE(second.state, std::string("approved"));
    }

    // Pure rule: max(row, path, 2), and the note that says why.
    void requiredNowIsTheLarger()
    {
        QCOMPARE(requiredNow(2, 3), 3);
        QCOMPARE(requiredNow(3, 2), 3);
        QCOMPARE(requiredNow(1, std::nullopt), 2);
        QCOMPARE(requiredNote(2, 3), std::string("the path now requires 3 approvers (its row says 2)"));
        QVERIFY(requiredNote(3, 2).empty());
    }
};

QTEST_GUILESS_MAIN(TestThresholdsPending)
#include "test_thresholds_pending.moc"
