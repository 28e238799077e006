// Chain export: every line of the reference chain re-digests and re-links on
// its own (what a third party does with the file), small batches give the
// same bytes as one big batch, a range is exactly its seqs, and an altered
// cert shows in its line.
#include "core/canon/digest.hpp"
#include "core/chain/chain_export.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <sstream>

using namespace seal;
using namespace seal::test;

namespace {

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::string exportRange(const TestDatabase& db, std::int64_t from, std::int64_t to, std::int64_t batch)
{
    auto conn = db.connect();
    std::ostringstream out;
    exportChain(conn, from, to, out, batch);
    return out.str();
}

// Seqs whose line does not re-digest or re-link, as a third party would check.
QList<qint64> badLines(const std::vector<std::string>& ls)
{
    QList<qint64> bad;
    std::string prev(kGenesis);
    for (const auto& line : ls) {
        const auto j = nlohmann::json::parse(line);
        // The body's own text, as exported (a parsed value could lose digits).
        const auto bodyAt = line.find("\"body\":") + 7;
        const std::string body = line.substr(bodyAt, line.size() - bodyAt - 1);
        const bool digestOk = sha256Hex(canonicalV1Without(body, "hash")) == j["hash"].get<std::string>();
        if (!digestOk || j["prev_hash"] != prev) bad << j["seq"].get<qint64>();
        prev = j["hash"].get<std::string>();
    }
    return bad;
}

} // namespace

class TestEvidenceExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeChainChecksOut()
    {
        const auto db = TestDatabase::storeA();
        const std::string text = exportRange(db, 1, 717, 2000);
        const auto ls = lines(text);
        QCOMPARE(ls.size(), size_t(717));
        QCOMPARE(badLines(ls), QList<qint64>{});
        const auto first = nlohmann::json::parse(ls.front());
        for (const char* key : {"seq", "intent", "hash", "prev_hash", "created_at", "body"}) QVERIFY(first.contains(key));
        QCOMPARE(first["created_at"], 1795946470.520368);
        QCOMPARE(exportRange(db, 1, 717, 7), text); // batches do not change a byte
    }

    void rangeIsExact_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<int>("count");
        QTest::newRow("middle") << qint64(700) << qint64(705) << 6;
        QTest::newRow("one") << qint64(717) << qint64(717) << 1;
        QTest::newRow("past the head") << qint64(716) << qint64(10000) << 2;
        QTest::newRow("before the chain") << qint64(-5) << qint64(0) << 0;
    }
    void rangeIsExact()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QFETCH(int, count);
        const auto db = TestDatabase::storeA();
        const auto ls = lines(exportRange(db, from, to, 3));
        QCOMPARE(int(ls.size()), count);
        if (count) QCOMPARE(nlohmann::json::parse(ls.front())["seq"].get<qint64>(), std::max<qint64>(from, 1));
    }

    void alteredCertShows()
    {
        const auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{action}', '\"refunc\"') WHERE seq = 3");
        QCOMPARE(badLines(lines(exportRange(db, 1, 10, 4))), QList<qint64>{3});
    }

    void sealctl()
    {
        QTemporaryDir dir;
        const auto db = TestDatabase::storeA();
        const std::string file = dir.filePath(QStringLiteral("chain.jsonl")).toStdString();
        const RunResult r = runSealctl({"--dsn", db.dsn(), "export-chain", "--from", "10", "--to", "19", "-o", file});
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        QVERIFY(r.out.find("exported 10 cert(s), seq 10..19") != std::string::npos);
        QCOMPARE(readFile(file), exportRange(db, 10, 19, 2000));
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "export-chain", "--from", "19", "--to", "10"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "export-chain", "--from", "x", "--to", "10"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "export-chain", "--from", "1"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestEvidenceExport)
#include "test_evidence_export.moc"
