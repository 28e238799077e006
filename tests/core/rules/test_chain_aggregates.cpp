// The chain's aggregates (core/rules/chain_aggregates.hpp): a cached prefix
// plus the certs after it gives exactly what a whole read gives; a prefix whose
// head was rewritten is not used; and the cache does get used (negative
// control: a planted prefix with the right head hash is believed, which is why
// the head check, and forgetting on a broken chain, matter).
#include "core/rules/activity.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/rules/licence.hpp"
#include "core/store/indexes.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>

using namespace seal;
using namespace seal::test;

namespace {

ChainAggregates wholeOf(Connection& conn)
{
    ReadTransaction tx(conn);
    return readAggregates(conn, std::nullopt).counts;
}

void createAdvisedIndexes(Connection& conn)
{
    for (const IndexAdvice& index : adviseIndexes(conn)) createIndex(conn, index);
}

bool same(const ChainAggregates& a, const ChainAggregates& b)
{
    return a.certs == b.certs && a.paths == b.paths && a.days == b.days;
}

} // namespace

class TestChainAggregates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AggregateCache::instance().clear(); }

    void aPrefixPlusTheRestEqualsTheWhole()
    {
        const auto full = TestDatabase::storeA();
        const auto cut = TestDatabase::storeA();
        const long long head = full.scalar("SELECT max(seq) FROM seal_certs");
        const long long middle = full.scalar("SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY seq) FROM seal_certs");
        // The case that needs care: intents with certs on both sides of the prefix's head.
        QVERIFY(full.scalar("SELECT count(*) FROM (SELECT intent FROM seal_certs GROUP BY intent "
                            "HAVING min(seq) <= " + std::to_string(middle) + " AND max(seq) > " +
                            std::to_string(middle) + ") x") > 0);
        QVERIFY(full.scalar("SELECT count(*) FROM (SELECT intent FROM seal_certs GROUP BY intent "
                            "HAVING bool_or(body->>'world' = 'confirmed' AND seq > " + std::to_string(middle) +
                            ")) x") > 0);
        cut.exec("DELETE FROM seal_certs WHERE seq > " + std::to_string(middle));
        Connection cutConn = cut.connect();
        AggregateReading prefixReading;
        {
            ReadTransaction tx(cutConn);
            prefixReading = readAggregates(cutConn, std::nullopt);
        }
        QVERIFY(prefixReading.prefix);
        QCOMPARE(prefixReading.prefix->seq, static_cast<std::int64_t>(middle));

        Connection conn = full.connect();
        createAdvisedIndexes(conn);
        const ChainAggregates whole = wholeOf(conn);
        QVERIFY(!same(whole, prefixReading.counts)); // the second half counts for something
        ReadTransaction tx(conn);
        const AggregateReading r = readAggregates(conn, prefixReading.prefix);
        QCOMPARE(int(r.from), int(AggregateReading::From::Prefix));
        QVERIFY2(r.whyWhole.empty(), r.whyWhole.c_str());
        QCOMPARE(r.counts.certs, whole.certs);
        QVERIFY(r.counts.paths == whole.paths);
        QVERIFY(r.counts.days == whole.days);
        QCOMPARE(r.prefix->seq, static_cast<std::int64_t>(head));
    }

    void withoutTheIndexTheWholeIsRead()
    {
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        ReadTransaction tx(conn);
        const AggregateReading first = readAggregates(conn, std::nullopt);
        AggregatePrefix older = *first.prefix;
        const AggregateReading again = readAggregates(conn, older);
        QCOMPARE(int(again.from), int(AggregateReading::From::Whole));
        QVERIFY2(again.whyWhole.find("sealctl indexes") != std::string::npos, again.whyWhole.c_str());
        QVERIFY(same(again.counts, first.counts));
    }

    void aRewrittenHeadIsNotTrusted()
    {
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        createAdvisedIndexes(conn);
        AggregatePrefix planted;
        {
            ReadTransaction tx(conn);
            planted = *readAggregates(conn, std::nullopt).prefix;
        }
        planted.counts.certs += 1000; // what a stale or forged cache would say
        planted.counts.paths["refund"].proven += 7;
        {
            // Negative control: with the head's hash unchanged, the prefix is believed.
            ReadTransaction tx(conn);
            const AggregateReading believed = readAggregates(conn, planted);
            QCOMPARE(int(believed.from), int(AggregateReading::From::Prefix));
            QCOMPARE(believed.counts.certs, planted.counts.certs);
        }
        // The chain rewritten from the head on (its hash changes): read whole again.
        db.exec("UPDATE seal_certs SET hash = repeat('0', 64) WHERE seq = " + std::to_string(planted.seq));
        ReadTransaction tx(conn);
        const AggregateReading r = readAggregates(conn, planted);
        QCOMPARE(int(r.from), int(AggregateReading::From::Whole));
        QVERIFY2(r.whyWhole.find("another hash") != std::string::npos, r.whyWhole.c_str());
        QCOMPARE(r.counts.certs, planted.counts.certs - 1000);
        QCOMPARE(r.counts.paths.at("refund").proven, planted.counts.paths.at("refund").proven - 7);
    }

    void theCacheKeepsAFileAndForgetsIt()
    {
        QTemporaryDir dir;
        AggregateCache::instance().setDirectory(dir.path().toStdString());
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        {
            ReadTransaction tx(conn);
            AggregateCache::instance().read(conn);
        }
        const auto files = [&dir] {
            int n = 0;
            for (const auto& entry : std::filesystem::directory_iterator(dir.path().toStdString()))
                n += entry.path().extension() == ".json" ? 1 : 0;
            return n;
        };
        QCOMPARE(files(), 1);
        AggregateCache::instance().forget(conn);
        QCOMPARE(files(), 0);
        AggregateCache::instance().setDirectory({});
        QVERIFY(!aggregatePrefixFromJson(nlohmann::json::parse(R"({"format":"seal-chain-aggregates/1","seq":1})")));
        QVERIFY(!aggregatePrefixFromJson(nlohmann::json::parse(R"([1,2])")));
    }

    void certsByDayAsTheChartAlwaysCountedThem()
    {
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        ReadTransaction tx(conn);
        const Result r = conn.exec(
            "WITH c AS (SELECT floor(created_at / 86400.0)::bigint AS day, body->>'tier' AS tier "
            "           FROM seal_certs WHERE created_at IS NOT NULL), "
            "w AS (SELECT DISTINCT day FROM c ORDER BY day DESC LIMIT 3) "
            "SELECT c.day, COALESCE(c.tier, ''), count(*) FROM c JOIN w USING (day) GROUP BY 1, 2 ORDER BY 1, COALESCE(c.tier, '') COLLATE \"C\"");
        const auto days = readCertsByDay(conn, 3);
        QCOMPARE(static_cast<int>(days.size()), r.rows());
        QVERIFY(r.rows() > 0);
        for (int i = 0; i < r.rows(); ++i) {
            QCOMPARE(days[static_cast<size_t>(i)].day, r.integer(i, 0));
            QCOMPARE(days[static_cast<size_t>(i)].tier, std::string(r.text(i, 1)));
            QCOMPARE(days[static_cast<size_t>(i)].certs, r.integer(i, 2));
        }
        const ChainSize size = readChainSize(conn);
        QCOMPARE(size.certs, conn.exec("SELECT count(*) FROM seal_certs").integer(0, 0));
    }
};

QTEST_GUILESS_MAIN(TestChainAggregates)
#include "test_chain_aggregates.moc"
