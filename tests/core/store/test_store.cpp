// Store access: how sealctl finds the store, how it reports what is wrong
// with it, and that reading can never change it.
#include "core/store/store.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>
#include <fstream>
#include <regex>

using namespace seal;
using namespace seal::test;

namespace {
std::string currentDb(Connection& c) { return std::string(c.exec("SELECT current_database()").text(0, 0)); }

std::string dsnField(const std::string& dsn, const std::string& key)
{
    std::smatch m;
    const std::regex re(key + "=(\\S+)");
    return std::regex_search(dsn, m, re) ? m[1].str() : std::string();
}

// Restores environment variables a test changed.
class EnvGuard
{
public:
    explicit EnvGuard(std::vector<std::string> names) : m_names(std::move(names))
    {
        for (const auto& n : m_names) {
            const char* v = std::getenv(n.c_str());
            m_saved.emplace_back(v ? std::optional<std::string>(v) : std::nullopt);
        }
    }
    ~EnvGuard()
    {
        for (size_t i = 0; i < m_names.size(); ++i) {
            if (m_saved[i]) ::setenv(m_names[i].c_str(), m_saved[i]->c_str(), 1);
            else ::unsetenv(m_names[i].c_str());
        }
    }

private:
    std::vector<std::string> m_names;
    std::vector<std::optional<std::string>> m_saved;
};
} // namespace

class TestStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void connectsWithExplicitDsn()
    {
        auto db = TestDatabase::storeA();
        auto conn = Connection::open(db.dsn());
        QCOMPARE(currentDb(conn), db.name());
        QCOMPARE(conn.user(), dsnField(adminDsn(), "user"));
    }

    void connectsWithSealDsnEnvironment()
    {
        auto db = TestDatabase::storeA();
        EnvGuard guard({"SEAL_DSN"});
        ::setenv("SEAL_DSN", db.dsn().c_str(), 1);
        auto conn = Connection::open();
        QCOMPARE(currentDb(conn), db.name());
        // An explicit DSN wins over the environment.
        auto other = TestDatabase::empty();
        auto conn2 = Connection::open(other.dsn());
        QCOMPARE(currentDb(conn2), other.name());
    }

    void connectsWithLibpqEnvironmentAndServiceFile()
    {
        auto db = TestDatabase::storeA();
        EnvGuard guard({"SEAL_DSN", "PGHOST", "PGPORT", "PGUSER", "PGDATABASE", "PGSERVICEFILE"});
        ::unsetenv("SEAL_DSN");
        const std::string dsn = db.dsn();
        ::setenv("PGHOST", dsnField(dsn, "host").c_str(), 1);
        ::setenv("PGPORT", dsnField(dsn, "port").c_str(), 1);
        ::setenv("PGUSER", dsnField(dsn, "user").c_str(), 1);
        ::setenv("PGDATABASE", db.name().c_str(), 1);
        {
            auto conn = Connection::open();
            QCOMPARE(currentDb(conn), db.name());
        }
        ::unsetenv("PGDATABASE");
        QTemporaryDir tmp;
        const std::string svc = tmp.filePath(QStringLiteral("pg_service.conf")).toStdString();
        std::ofstream(svc) << "[sealtest]\nhost=" << dsnField(dsn, "host") << "\nport=" << dsnField(dsn, "port")
                           << "\nuser=" << dsnField(dsn, "user") << "\ndbname=" << db.name() << "\n";
        ::setenv("PGSERVICEFILE", svc.c_str(), 1);
        auto conn = Connection::open("service=sealtest");
        QCOMPARE(currentDb(conn), db.name());
        // The same through sealctl: SEAL_DSN names the service.
        auto rr = runSealctl({"check"}, {"SEAL_DSN=service=sealtest", "PGSERVICEFILE=" + svc});
        QCOMPARE(rr.exitCode, 0);
        QVERIFY2(rr.out.find("all seal tables present") != std::string::npos, rr.out.c_str());
    }

    void reportsMissingTablesByName()
    {
        auto empty = TestDatabase::empty();
        auto conn = empty.connect();
        QCOMPARE(missingSealTables(conn), sealTables());

        auto store = TestDatabase::storeA();
        auto sconn = store.connect();
        QVERIFY(missingSealTables(sconn).empty());
        store.exec("DROP TABLE seal_proof");
        QCOMPARE(missingSealTables(sconn), std::vector<std::string>{"seal_proof"});

        auto rr = runSealctl({"--dsn", store.dsn(), "verify"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY2(rr.err.find("missing table seal_proof") != std::string::npos, rr.err.c_str());
        QCOMPARE(std::count(rr.err.begin(), rr.err.end(), '\n'), 1L);
        auto check = runSealctl({"--dsn", store.dsn(), "check"});
        QCOMPARE(check.exitCode, 2);
        QVERIFY2(check.out.find("missing table: seal_proof") != std::string::npos, check.out.c_str());
    }

    void checkingTablesCreatesNothing()
    {
        auto empty = TestDatabase::empty();
        auto conn = empty.connect();
        auto rr = runSealctl({"--dsn", empty.dsn(), "verify"});
        QCOMPARE(rr.exitCode, 2);
        auto tables = conn.exec("SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace");
        QCOMPARE(tables.integer(0, 0), std::int64_t(0));
    }

    void readTransactionRefusesWrites()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        {
            ReadTransaction tx(conn);
            bool refused = false;
            try {
                conn.exec("INSERT INTO seal_events (kind, at) VALUES ('x', 1)");
            } catch (const StoreError& e) {
                refused = std::string(e.what()).find("read-only transaction") != std::string::npos;
            }
            QVERIFY(refused);
        }
        // Negative control: the same insert in a write transaction lands, so
        // the refusal above came from the read-only transaction.
        {
            WriteTransaction tx(conn);
            conn.exec("INSERT INTO seal_events (kind, at) VALUES ('x', 1)");
            tx.commit();
        }
        QCOMPARE(conn.exec("SELECT count(*) FROM seal_events WHERE kind = 'x'").integer(0, 0), std::int64_t(1));
    }

    void connectionErrorIsOneLineWithoutPassword()
    {
        const std::string dsn = "host=/nonexistent/socket/dir port=5999 dbname=ledger user=alice password=hunter2";
        bool threw = false;
        try {
            Connection::open(dsn);
        } catch (const StoreError& e) {
            threw = true;
            const std::string msg = e.what();
            QCOMPARE(e.kind(), StoreError::Kind::Connect);
            QVERIFY2(msg.find("/nonexistent/socket/dir/ledger") != std::string::npos, msg.c_str());
            QVERIFY(msg.find("hunter2") == std::string::npos);
            QVERIFY(msg.find('\n') == std::string::npos);
        }
        QVERIFY(threw);
        auto rr = runSealctl({"--dsn", dsn, "verify"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY(rr.err.find("hunter2") == std::string::npos);
        QVERIFY2(rr.err.find("cannot connect to store /nonexistent/socket/dir/ledger") != std::string::npos,
                 rr.err.c_str());
        QCOMPARE(std::count(rr.err.begin(), rr.err.end(), '\n'), 1L);
    }

    void invalidDsnIsAUsageLine()
    {
        auto rr = runSealctl({"--dsn", "host=x password=hunter2 bogus_option=1", "verify"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY(rr.err.find("hunter2") == std::string::npos);
        QVERIFY2(rr.err.find("invalid DSN") != std::string::npos, rr.err.c_str());
    }

    void permissionErrorNamesTheStore()
    {
        auto db = TestDatabase::storeA();
        const std::string role = ensureRole("sealtest_nobody");
        db.exec("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC");
        auto rr = runSealctl({"--dsn", db.dsn(role), "verify"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY2(rr.err.find("permission denied on store") != std::string::npos, rr.err.c_str());
        QVERIFY2(rr.err.find("/" + db.name()) != std::string::npos, rr.err.c_str());
        QCOMPARE(std::count(rr.err.begin(), rr.err.end(), '\n'), 1L);
        // Negative control: granted SELECT, the same role reads the chain.
        db.exec("GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + role);
        auto ok = runSealctl({"--dsn", db.dsn(role), "verify"});
        QCOMPARE(ok.exitCode, 0);
    }

    void usageErrorsExitTwoInOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("verify"), QStringLiteral("--bogus")};
        QTest::newRow("dsn without value") << QStringList{QStringLiteral("--dsn")};
    }
    void usageErrorsExitTwoInOneLine()
    {
        QFETCH(QStringList, args);
        std::vector<std::string> a;
        for (const auto& s : args) a.push_back(s.toStdString());
        auto rr = runSealctl(a);
        QCOMPARE(rr.exitCode, 2);
        QCOMPARE(std::count(rr.err.begin(), rr.err.end(), '\n'), 1L);
        QVERIFY(rr.err.rfind("sealctl: ", 0) == 0);
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "test_store.moc"
