// sealctl indexes (issue 12): lists what a large store needs and why; builds
// them only when asked (--create, CONCURRENTLY); reading never creates one;
// an invalid leftover of a failed build is named and rebuilt.
#include "tests/support/test_store.hpp"

#include <QtTest>

using namespace seal;
using namespace seal::test;

namespace {

nlohmann::json indexesJson(const TestDatabase& db, bool create = false)
{
    std::vector<std::string> args = {"--dsn", db.dsn(), "indexes", "--json"};
    if (create) args.push_back("--create");
    const RunResult r = runSealctl(args);
    if (r.exitCode != 0) qWarning("sealctl indexes: exit %d: %s", r.exitCode, r.err.c_str());
    return r.exitCode == 0 ? nlohmann::json::parse(r.out) : nlohmann::json();
}

long long advisedPresent(const TestDatabase& db)
{
    return db.scalar("SELECT count(*) FROM pg_indexes WHERE indexname IN ('seal_certs_intent_seq', "
                     "'seal_certs_world_confirmed', 'seal_certs_created_at', 'seal_certs_witness_unknown', "
                     "'seal_intents_domain', "
                     "'seal_intents_unsettled', 'seal_events_kind_at', 'seal_events_path', "
                     "'seal_events_intent', 'seal_approvals_state', "
                     "'seal_approvals_path', 'seal_approvals_pending_expiry', 'seal_approvals_decided', "
                     "'seal_approvals_changed', 'seal_intents_updated_at')");
}

} // namespace

class TestSealctlIndexes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsWhatIsMissingAndWhy()
    {
        const auto db = TestDatabase::storeA();
        const nlohmann::json j = indexesJson(db);
        QVERIFY(j.is_object());
        QCOMPARE(j["indexes"].size(), size_t(15));
        for (const auto& index : j["indexes"]) {
            QCOMPARE(index["state"].get<std::string>(), std::string("missing"));
            QVERIFY(index["sql"].get<std::string>().starts_with("CREATE INDEX CONCURRENTLY IF NOT EXISTS "));
            QVERIFY(!index["why"].get<std::string>().empty());
        }
        QVERIFY(j["created"].empty());
        QCOMPARE(advisedPresent(db), 0LL);
    }

    void readingNeverCreatesOne()
    {
        const auto db = TestDatabase::storeA();
        const long long before = db.scalar("SELECT count(*) FROM pg_indexes WHERE schemaname = 'public'");
        for (const auto& command : {"licences", "holds", "approvals", "divergences", "verify", "report"})
            runSealctl({"--dsn", db.dsn(), command});
        QCOMPARE(db.scalar("SELECT count(*) FROM pg_indexes WHERE schemaname = 'public'"), before);
        // Control: the count does see a new index.
        db.exec("CREATE INDEX control_index ON seal_events (kind)");
        QCOMPARE(db.scalar("SELECT count(*) FROM pg_indexes WHERE schemaname = 'public'"), before + 1);
    }

    void createBuildsThemOnceAndRebuildsAnInvalidOne()
    {
        const auto db = TestDatabase::storeA();
        const nlohmann::json made = indexesJson(db, true);
        QCOMPARE(made["created"].size(), size_t(15));
        for (const auto& index : made["indexes"])
            QCOMPARE(index["state"].get<std::string>(), std::string("present"));
        QCOMPARE(advisedPresent(db), 15LL);
        QCOMPARE(indexesJson(db, true)["created"].size(), size_t(0)); // nothing left to build

        // What a failed CONCURRENTLY build leaves: an index marked invalid.
        db.exec("UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'seal_events_kind_at'::regclass");
        const nlohmann::json seen = indexesJson(db);
        bool namedInvalid = false;
        for (const auto& index : seen["indexes"])
            if (index["name"] == "seal_events_kind_at") namedInvalid = index["state"] == "invalid";
        QVERIFY(namedInvalid);
        const nlohmann::json fixed = indexesJson(db, true);
        QCOMPARE(fixed["created"], nlohmann::json::array({"seal_events_kind_at"}));
        QCOMPARE(db.scalar("SELECT count(*) FROM pg_index WHERE indexrelid = 'seal_events_kind_at'::regclass "
                           "AND indisvalid"),
                 1LL);
    }

    void theReadsStillAnswerTheSameWithThem()
    {
        const auto plain = TestDatabase::storeA();
        const auto indexed = TestDatabase::storeA();
        indexesJson(indexed, true);
        const std::string at = "1795946484";
        for (const auto& command : {"licences", "holds", "approvals", "divergences", "clearance"}) {
            std::vector<std::string> args = {command, "--json"};
            if (std::string(command) == "holds" || std::string(command) == "clearance")
                args.insert(args.end(), {"--at", at});
            auto on = [&args](const TestDatabase& db) {
                std::vector<std::string> all = {"--dsn", db.dsn()};
                all.insert(all.end(), args.begin(), args.end());
                return runSealctl(all);
            };
            const RunResult a = on(plain);
            const RunResult b = on(indexed);
            QCOMPARE(b.exitCode, a.exitCode);
            QVERIFY2(a.out == b.out, command);
        }
    }
};

QTEST_GUILESS_MAIN(TestSealctlIndexes)
#include "test_sealctl_indexes.moc"
