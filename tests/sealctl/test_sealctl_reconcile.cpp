// `sealctl reconcile` and `sealctl witness` through the real binary: usage
// errors exit 2 with one line before anything is asked or written, and the
// exit codes of a run: 0 clean / world-confirmed, 1 out of band, unknown or
// diverged, 2 no store, 4 refused (superuser, non-operator). Each check has a
// negative control. Times are pinned with --since/--until.
#include "tests/support/fake_provider.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <algorithm>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

const std::string kNoStore = "host=/nonexistent-sealctl-cli-test dbname=none connect_timeout=2";
const std::vector<std::string> kKey = {"SEAL_WITNESS_KEY=sk_cli"};

std::string failure(const RunResult& r)
{
    return "exit " + std::to_string(r.exitCode) + "\nout: " + r.out + "\nerr: " + r.err;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

std::string listPage(const std::vector<json>& objects)
{
    json data = json::array();
    for (const auto& o : objects)
        data.push_back(o);
    return json{{"object", "list"}, {"data", data}, {"has_more", false}}.dump();
}

json effect(const std::string& id, const json& tag = nullptr)
{
    return {{"id", id},
            {"status", "succeeded"},
            {"amount", 1500},
            {"metadata", tag.is_null() ? json::object() : json{{"seal_intent", tag}}}};
}

} // namespace

class TestSealctlReconcile : public QObject
{
    Q_OBJECT

    std::optional<GroupScope> m_group;
    std::optional<TestDatabase> m_db;
    std::string m_op;

    long long events() const { return m_db->scalar("SELECT count(*) FROM seal_events"); }

private Q_SLOTS:
    void initTestCase()
    {
        m_group.emplace("seal_operator");
        m_op = m_group->add("cli_reconcile_ops");
        m_db.emplace(TestDatabase::storeC());
        m_db->grantToEveryone();
    }
    void cleanupTestCase()
    {
        m_db.reset();
        m_group.reset();
    }

    void usageErrorsExitTwoBeforeAnything_data()
    {
        QTest::addColumn<QByteArrayList>("args");
        QTest::addColumn<bool>("withKey");
        QTest::addColumn<QByteArray>("message");
        using L = QByteArrayList;
        const QByteArray url = "http://127.0.0.1:9";
        QTest::newRow("reconcile without --since")
            << L{"reconcile", "--witness", url} << true << QByteArray("--since");
        QTest::newRow("reconcile without --witness")
            << L{"reconcile", "--since", "1796058300"} << true << QByteArray("--witness URL is required");
        QTest::newRow("--since not a number") << L{"reconcile", "--since", "yesterday", "--witness", url}
                                              << true << QByteArray("--since must be a number");
        QTest::newRow("--since negative") << L{"reconcile", "--since", "-5", "--witness", url} << true
                                          << QByteArray("--since must be seconds");
        QTest::newRow("--until before --since")
            << L{"reconcile", "--since", "200", "--until", "100", "--witness", url} << true
            << QByteArray("--until must not be before --since");
        QTest::newRow("empty --freeze-domain")
            << L{"reconcile", "--since", "1", "--freeze-domain", "", "--witness", url} << true
            << QByteArray("--freeze-domain needs a domain");
        QTest::newRow("reconcile without SEAL_WITNESS_KEY")
            << L{"reconcile", "--since", "1", "--witness", url} << false << QByteArray("SEAL_WITNESS_KEY");
        QTest::newRow("reconcile, a URL that is not http(s)")
            << L{"reconcile", "--since", "1", "--witness", "ftp://example.com"} << true
            << QByteArray("--witness:");
        QTest::newRow("reconcile, --timeout out of range")
            << L{"reconcile", "--since", "1", "--witness", url, "--timeout", "900"} << true
            << QByteArray("--timeout");
        QTest::newRow("witness without INTENT")
            << L{"witness", "--witness", url} << true << QByteArray("INTENT");
        QTest::newRow("witness without --witness")
            << L{"witness", "abc"} << true << QByteArray("--witness URL is required");
        QTest::newRow("witness without SEAL_WITNESS_KEY")
            << L{"witness", "abc", "--witness", url} << false << QByteArray("SEAL_WITNESS_KEY");
        QTest::newRow("witness takes no --verdict")
            << L{"witness", "abc", "--witness", url, "--verdict", "absent"} << true
            << QByteArray("unknown option --verdict");
    }
    void usageErrorsExitTwoBeforeAnything()
    {
        QFETCH(QByteArrayList, args);
        QFETCH(bool, withKey);
        QFETCH(QByteArray, message);
        std::vector<std::string> argv = {"--dsn", m_db->dsn(m_op)};
        for (const auto& a : args)
            argv.push_back(a.toStdString());
        const long long before = events();
        const RunResult r = runSealctl(argv, withKey ? kKey : std::vector<std::string>{});
        QVERIFY2(r.exitCode == 2, failure(r).c_str());
        QCOMPARE(std::count(r.err.begin(), r.err.end(), '\n'), 1L);
        QVERIFY2(r.err.rfind("sealctl: ", 0) == 0, r.err.c_str());
        QVERIFY2(contains(r.err, message.toStdString()), r.err.c_str());
        QVERIFY2(r.out.empty(), r.out.c_str());
        QCOMPARE(events(), before);
    }

    // The exit codes of a run, with the negative controls side by side.
    void reconcileExitCodes()
    {
        const std::string ours = std::string(
            m_db->connect()
                .exec("SELECT intent FROM seal_intents WHERE domain = 'charge' ORDER BY created_at LIMIT 1")
                .text(0, 0));
        const std::vector<std::string> window = {"--since", "1796058300", "--until", "1796058400"};
        auto run = [&](const std::string& dsn, const std::string& url, std::vector<std::string> extra = {}) {
            std::vector<std::string> argv = {"--dsn", dsn, "reconcile"};
            argv.insert(argv.end(), window.begin(), window.end());
            argv.insert(argv.end(), {"--witness", url});
            argv.insert(argv.end(), extra.begin(), extra.end());
            return runSealctl(argv, kKey);
        };
        FakeProvider clean(200, listPage({effect("pi_ok", ours)}));
        FakeProvider rogue(200, listPage({effect("pi_ok", ours), effect("pi_rogue")}));
        FakeProvider broken(500, "{}");

        RunResult r = run(m_db->dsn(m_op), clean.url());
        QVERIFY2(r.exitCode == 0, failure(r).c_str());
        QVERIFY2(r.out.rfind("clean: ", 0) == 0, r.out.c_str());
        r = run(m_db->dsn(m_op), rogue.url(), {"--json"});
        QVERIFY2(r.exitCode == 1, failure(r).c_str());
        const json j = json::parse(r.out);
        QCOMPARE(j["verdict"], json("out_of_band"));
        QCOMPARE(j["out_of_band"], (json{{"count", 1},
                                         {"amount", 1500.0},
                                         {"ids", {"pi_rogue"}},
                                         {"untagged", 1},
                                         {"unknown_tag", 0}}));
        QCOMPARE(j["provider"]["source"], json(rogue.url()));
        r = run(m_db->dsn(m_op), broken.url());
        QVERIFY2(r.exitCode == 1, failure(r).c_str());
        QVERIFY2(r.out.rfind("unknown: ", 0) == 0, r.out.c_str());

        // Refused (4) before the provider is asked; the store unchanged.
        const long long before = events();
        FakeProvider untouched(200, listPage({}));
        for (const std::string& dsn : {m_db->dsn(), m_db->dsn(ensureRole("cli_reconcile_outsider"))}) {
            r = run(dsn, untouched.url());
            QVERIFY2(r.exitCode == 4, failure(r).c_str());
            QVERIFY2(r.err.rfind("sealctl: refused: ", 0) == 0, r.err.c_str());
        }
        QVERIFY(untouched.targets().empty());
        QCOMPARE(events(), before);
        // No store: 2, and the provider is not asked.
        r = run(kNoStore, untouched.url());
        QVERIFY2(r.exitCode == 2, failure(r).c_str());
        QVERIFY(untouched.targets().empty());
    }

    void witnessExitCodes()
    {
        auto c = m_db->connect();
        const std::string sealed = std::string(c.exec("SELECT intent FROM seal_intents WHERE tier = 'SEALED' "
                                                      "AND domain = 'crypto' ORDER BY created_at")
                                                   .text(0, 0));
        const std::string sealed2 =
            std::string(c.exec("SELECT intent FROM seal_intents WHERE tier = 'SEALED' AND domain = 'crypto' "
                               "ORDER BY created_at DESC")
                            .text(0, 0));
        QVERIFY(sealed != sealed2);
        FakeProvider one(200, R"({"data":[{"id":"pi_1","status":"succeeded"}],"has_more":false})");
        FakeProvider broken(500, "{}");
        RunResult r = runSealctl({"--dsn", m_db->dsn(m_op), "witness", sealed, "--witness", one.url()}, kKey);
        QVERIFY2(r.exitCode == 0, failure(r).c_str());
        QVERIFY2(contains(r.out, "witnessed: intent " + sealed + " witnessed confirmed_one"), r.out.c_str());
        r = runSealctl({"--dsn", m_db->dsn(m_op), "witness", sealed2, "--witness", broken.url()}, kKey);
        QVERIFY2(r.exitCode == 1, failure(r).c_str()); // WORLD_UNKNOWN: a hold now
        QVERIFY2(contains(r.out, "WORLD_UNKNOWN"), r.out.c_str());
        // Not witnessable any more (final, a hold), or unknown: refused, 4.
        for (const std::string& intent : {sealed, sealed2, std::string(64, '0')}) {
            r = runSealctl({"--dsn", m_db->dsn(m_op), "witness", intent, "--witness", one.url()}, kKey);
            QVERIFY2(r.exitCode == 4, failure(r).c_str());
        }
        r = runSealctl({"--dsn", m_db->dsn(), "witness", sealed, "--witness", one.url()}, kKey);
        QVERIFY2(r.exitCode == 4 && contains(r.err, "superuser"), failure(r).c_str());
    }
};

QTEST_GUILESS_MAIN(TestSealctlReconcile)
#include "test_sealctl_reconcile.moc"
