// Anchors: a head recorded outside the store catches what the chain walk
// cannot see. A truncated tail and a rewritten head both verify intact, and
// `anchor verify` names them (truncated, anchor_broken); an unreachable store
// is exit 2, not tampering; anchors of another store are not judged.
#include "core/canon/digest.hpp"
#include "core/chain/anchor.hpp"
#include "core/chain/chain_verifier.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <cstdio>
#include <fstream>

using namespace seal;
using namespace seal::test;

namespace {

std::string hashAt(Connection& conn, std::int64_t seq)
{
    return std::string(conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(seq)}).text(0, 0));
}

// Replaces the head (seq 717) with a forged cert that links correctly: the
// chain still verifies, but seq 717 now has another hash.
void rewriteHead(const TestDatabase& db)
{
    auto conn = db.connect();
    nlohmann::json body = {{"intent", "forged"}, {"action", "refund"}, {"at", 1795946484.25},
                           {"prev_hash", hashAt(conn, 716)}};
    const std::string hash = digestV1(writerJson(body));
    body["hash"] = hash;
    db.exec("DELETE FROM seal_certs WHERE seq = 717");
    conn.exec("INSERT INTO seal_certs (seq, intent, hash, prev_hash, body, created_at) "
              "VALUES (717, 'forged', $1, $2, $3::jsonb, 1795946484.25)",
              {param(hash), param(body["prev_hash"].get<std::string>()), param(writerJson(body))});
}

bool chainVerifies(const TestDatabase& db)
{
    auto conn = db.connect();
    return verifyChain(conn).ok;
}

} // namespace

class TestAnchor : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string file(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)).toStdString(); }

private Q_SLOTS:
    void recordAndVerifyIntact()
    {
        const auto db = TestDatabase::storeA();
        const std::string f = file("intact.json");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "record", "--file", f}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "record", "--file", f}).exitCode, 0);
        const auto anchors = readAnchorFile(f, false);
        QCOMPARE(anchors.size(), size_t(2)); // recording appends
        QCOMPARE(anchors[0].seq, std::int64_t(717));
        QCOMPARE(anchors[0].rows, std::int64_t(717));
        QCOMPARE(anchors[0].recordedBy, std::string("postgres"));
        QVERIFY(anchors[0].store.systemIdentifier.has_value());
        const RunResult v = runSealctl({"--dsn", db.dsn(), "anchor", "verify", "--file", f});
        QVERIFY2(v.exitCode == 0, v.out.c_str());
        QVERIFY(v.out.find("intact: anchor 0") != std::string::npos);
    }

    void tampering_data()
    {
        QTest::addColumn<QString>("tamper");
        QTest::addColumn<bool>("chainStillVerifies");
        QTest::addColumn<QString>("finding");
        QTest::newRow("nothing (control)") << "" << true << "intact";
        QTest::newRow("tail truncated") << "DELETE FROM seal_certs WHERE seq > 700" << true << "truncated";
        QTest::newRow("everything deleted") << "DELETE FROM seal_certs" << true << "truncated";
        QTest::newRow("head rewritten") << "rewrite" << true << "anchor_broken";
        QTest::newRow("a row before the head deleted") << "DELETE FROM seal_certs WHERE seq = 5" << false << "truncated";
        QTest::newRow("head altered in place") << "UPDATE seal_certs SET hash = repeat('0', 64) WHERE seq = 717" << false
                                               << "anchor_broken";
    }
    void tampering()
    {
        QFETCH(QString, tamper);
        QFETCH(bool, chainStillVerifies);
        QFETCH(QString, finding);
        const auto db = TestDatabase::storeA();
        const std::string f = file("tamper.json");
        std::remove(f.c_str());
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "record", "--file", f}).exitCode, 0);
        if (tamper == u"rewrite") rewriteHead(db);
        else if (!tamper.isEmpty()) db.exec(tamper.toStdString());
        QCOMPARE(chainVerifies(db), chainStillVerifies); // what `verify` alone would say
        const RunResult v = runSealctl({"--dsn", db.dsn(), "anchor", "verify", "--file", f});
        QCOMPARE(v.exitCode, finding == u"intact" ? 0 : 1);
        QVERIFY2(v.out.rfind(finding.toStdString() + ":", 0) == 0, v.out.c_str());
        QVERIFY(v.out.find("717") != std::string::npos); // names the anchored seq
    }

    void unreachableStoreIsNotTampering()
    {
        const auto db = TestDatabase::storeA();
        const std::string f = file("unreachable.json");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "record", "--file", f}).exitCode, 0);
        const RunResult v = runSealctl({"--dsn", "host=/nonexistent-seal-socket dbname=x connect_timeout=2", "anchor",
                                        "verify", "--file", f});
        QCOMPARE(v.exitCode, 2);
        QVERIFY(v.out.find("truncated") == std::string::npos);
        QVERIFY(v.out.find("anchor_broken") == std::string::npos);
    }

    void anchorsOfAnotherStoreAreNotJudged()
    {
        const auto a = TestDatabase::storeA();
        const auto b = TestDatabase::storeA(); // same content, another database
        const std::string f = file("other.json");
        QCOMPARE(runSealctl({"--dsn", a.dsn(), "anchor", "record", "--file", f}).exitCode, 0);
        b.exec("DELETE FROM seal_certs WHERE seq > 700");
        const RunResult v = runSealctl({"--dsn", b.dsn(), "anchor", "verify", "--file", f});
        QCOMPARE(v.exitCode, 2);
        QVERIFY(v.err.find("none of the 1 anchor(s)") != std::string::npos);
        // Control: the store it was recorded for checks fine.
        QCOMPARE(runSealctl({"--dsn", a.dsn(), "anchor", "verify", "--file", f}).exitCode, 0);
    }

    void identity()
    {
        DatabaseIdentity x{std::string("7"), 10, "db", "h/db"};
        DatabaseIdentity y = x;
        y.connection = "other/db";
        QVERIFY(x.sameAs(y)); // how one connected does not matter
        y.databaseOid = 11;
        QVERIFY(!x.sameAs(y));
        y = x;
        y.systemIdentifier = "8";
        QVERIFY(!x.sameAs(y));
        y.systemIdentifier.reset();
        QVERIFY(x.sameAs(y)); // without a system identifier, name and oid decide
        y.database = "other";
        QVERIFY(!x.sameAs(y));
    }

    void badFiles()
    {
        const auto db = TestDatabase::storeA();
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "verify", "--file", file("absent.json")}).exitCode, 2);
        const std::string junk = file("junk.json");
        {
            std::ofstream out(junk);
            out << "{\"anchors\": []}";
        }
        const RunResult r = runSealctl({"--dsn", db.dsn(), "anchor", "verify", "--file", junk});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.find("is not an anchor file") != std::string::npos);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "record", "--file", junk}).exitCode, 2); // never clobbered
        QCOMPARE(readFile(junk), std::string("{\"anchors\": []}"));
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "anchor", "check", "--file", junk}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestAnchor)
#include "test_anchor.moc"
