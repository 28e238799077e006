// A cache is a hint, never an authority (issue 26; chain_aggregates.hpp,
// aggregate_cache_file.hpp), on copies of store-a with the indexes a large
// store has (so that a cache that is believed is used):
//  - a planted file with the real head hash and inflated counts is ignored and
//    the level stays the real one; the control: the same counts written under
//    this user's key are believed (what every planted file was before);
//  - a FIFO, a symbolic link to /dev/zero, a directory and a 2 GB sparse file
//    in the cache's place are refused by what they are (the verdict and its
//    reason say which check) and the counts come from the store;
//  - a key open to others, or another key, makes the cache ignored;
//  - a file for one store does not serve another with the very same chain;
//  - a clean full walk replaces believed, inflated counts with a recount.
#include "core/chain/chain_verifier.hpp"
#include "core/rules/aggregate_cache_file.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/rules/licence.hpp"
#include "core/store/indexes.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace seal;
using namespace seal::test;

namespace {

void createAdvisedIndexes(Connection& conn)
{
    for (const IndexAdvice& index : adviseIndexes(conn)) createIndex(conn, index);
}

bool same(const ChainAggregates& a, const ChainAggregates& b)
{
    return a.certs == b.certs && a.paths == b.paths && a.days == b.days;
}

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// The cache in a directory of its own, its key beside it; the process-wide
// cache is back to memory only when this ends.
struct CacheScope
{
    QTemporaryDir home;
    std::string dir = home.filePath(QStringLiteral("cache")).toStdString();
    std::string keyFile = home.filePath(QStringLiteral("data/sealdesk/cache.key")).toStdString();
    std::vector<std::string> warnings;

    CacheScope()
    {
        AggregateCache& cache = AggregateCache::instance();
        cache.clear();
        cache.setDirectory(dir);
        cache.setKeyFile(keyFile);
        cache.setKeyOverride(std::nullopt);
        cache.setWarningSink([this](const std::string& line) { warnings.push_back(line); });
    }
    ~CacheScope()
    {
        AggregateCache& cache = AggregateCache::instance();
        cache.setDirectory({});
        cache.setKeyFile({});
        cache.setWarningSink({});
        cache.clear();
    }
    // As a new process would: nothing in memory, the file and key read again.
    AggregateReading read(Connection& conn)
    {
        AggregateCache::instance().clear();
        ReadTransaction tx(conn);
        return AggregateCache::instance().read(conn);
    }
    std::string file() const
    {
        for (const auto& entry : std::filesystem::directory_iterator(dir))
            if (entry.path().extension() == ".json") return entry.path().string();
        return {};
    }
    std::string key() const { return readFile(keyFile); }
};

// The store identity in a genuine file's first line ("<format> <store> <mac>").
std::string storeOf(const std::string& file)
{
    const std::string header = readFile(file).substr(0, readFile(file).find('\n'));
    const size_t a = header.find(' ');
    return header.substr(a + 1, header.find(' ', a + 1) - a - 1);
}

std::map<std::string, int> levels(Connection& conn, bool clearFirst = true)
{
    if (clearFirst) AggregateCache::instance().clear();
    ReadTransaction tx(conn);
    LicenceEngine engine(conn);
    std::map<std::string, int> out;
    for (const auto& path : engine.knownPaths())
        out[path] = engine.licence(path).level;
    return out;
}

// The real prefix with every path's counts blown up: what an attacker plants.
AggregatePrefix inflated(AggregatePrefix prefix)
{
    for (auto& [path, effects] : prefix.counts.paths) {
        effects.proven += 100000;
        effects.confirmed += 100000;
    }
    return prefix;
}

// Store-a with the advised indexes and a cache file holding authentic but
// wrong counts (as a file written before the key was stolen, or by a bug):
// the levels they give differ from the real ones until a walk recounts.
struct PlantedCounts
{
    std::map<std::string, int> realLevels;
    AggregatePrefix genuine;
};

PlantedCounts plantAuthenticButWrongCounts(CacheScope& scope, Connection& conn)
{
    createAdvisedIndexes(conn);
    PlantedCounts planted{levels(conn), *scope.read(conn).prefix};
    writeBytes(scope.file(), cacheFileBytes(inflated(planted.genuine), scope.key(), storeOf(scope.file())));
    return planted;
}

} // namespace

class TestAggregateCacheTrust : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aCacheThisUserWroteIsUsed()
    {
        CacheScope scope;
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        createAdvisedIndexes(conn);
        const AggregateReading first = scope.read(conn);
        QCOMPARE(int(first.cacheFile), int(CacheFileVerdict::Absent));
        QVERIFY(!first.source().fromPrefix);
        QVERIFY(!scope.file().empty());
        // The key: 32 bytes, 0600, in a 0700 directory made for it.
        struct stat st = {};
        QCOMPARE(::stat(scope.keyFile.c_str(), &st), 0);
        QCOMPARE(unsigned(st.st_mode & 0777), 0600u);
        QCOMPARE(st.st_size, off_t(32));
        QCOMPARE(::stat(std::filesystem::path(scope.keyFile).parent_path().c_str(), &st), 0);
        QCOMPARE(unsigned(st.st_mode & 0777), 0700u);
        QCOMPARE(unsigned(::stat(scope.file().c_str(), &st) == 0 ? st.st_mode & 0777 : 0), 0600u);

        const AggregateReading again = scope.read(conn);
        QCOMPARE(int(again.cacheFile), int(CacheFileVerdict::Used));
        QCOMPARE(int(again.from), int(AggregateReading::From::Prefix));
        QVERIFY(same(again.counts, first.counts));
        const CountsSource source = again.source();
        QVERIFY(source.fromPrefix && source.origin && !source.origin->walked);
        QCOMPARE(source.seq, first.prefix->seq);
        QVERIFY(scope.warnings.empty());
        QVERIFY2(describeCountsSource(source).starts_with("counted up to seq " + std::to_string(source.seq) + ";"),
                 describeCountsSource(source).c_str());
        QCOMPARE(describeCountsSource(first.source()), std::string("counted from the store just now (no cache)"));
    }

    void aPlantedCacheIsIgnored()
    {
        CacheScope scope;
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        createAdvisedIndexes(conn);
        const std::map<std::string, int> real = levels(conn);
        const AggregatePrefix genuine = *scope.read(conn).prefix;
        const std::string file = scope.file();
        const std::string store = storeOf(file);
        const AggregatePrefix planted = inflated(genuine);

        // Control: the same counts under this user's key are believed, and
        // they do lift a level (what any planted file did before the MAC).
        writeBytes(file, cacheFileBytes(planted, scope.key(), store));
        const std::map<std::string, int> believed = levels(conn);
        QVERIFY(believed != real);

        // Planted without the key: as the old format (no MAC), and with a MAC under another key.
        const std::string otherKey(32, 'k');
        for (const std::string& bytes : {aggregatePrefixJson(planted).dump(), cacheFileBytes(planted, otherKey, store)}) {
            writeBytes(file, bytes);
            scope.warnings.clear();
            const AggregateReading r = scope.read(conn);
            QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::Unauthentic));
            QVERIFY(!r.source().fromPrefix);
            QVERIFY(same(r.counts, genuine.counts));
            QCOMPARE(scope.warnings.size(), size_t(1));
            QVERIFY2(scope.warnings[0].starts_with("licence cache ignored: not written by this user's Seal Desk ("),
                     scope.warnings[0].c_str());
            // The licence engine reads the same: the real levels.
            writeBytes(file, bytes);
            QVERIFY(levels(conn) == real);
        }
        QCOMPARE(scope.warnings.back(),
                 std::string("licence cache ignored: not written by this user's Seal Desk (MAC mismatch)"));
        // The ignored file was replaced by a genuine one.
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Used));

        // Edited after writing (one count changed, the MAC kept): ignored.
        std::string bytes = cacheFileBytes(genuine, scope.key(), store);
        const size_t digit = bytes.find_first_of("123456789", bytes.find('\n'));
        bytes[digit] = bytes[digit] == '9' ? '8' : char(bytes[digit] + 1);
        writeBytes(file, bytes);
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Unauthentic));
        // Truncated: ignored.
        const std::string whole = cacheFileBytes(genuine, scope.key(), store);
        writeBytes(file, whole.substr(0, whole.size() - 10));
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Unauthentic));
    }

    void aFifoADeviceADirectoryAndAHugeFileAreRefused()
    {
        CacheScope scope;
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        createAdvisedIndexes(conn);
        const AggregateReading genuine = scope.read(conn);
        const std::string file = scope.file();
        const long rssBefore = peakRssKiB();
        const auto refused = [&](const char* what, const std::string& reason) {
            scope.warnings.clear();
            const AggregateReading r = scope.read(conn); // returns: nothing blocks or grows
            QVERIFY2(r.cacheFile == CacheFileVerdict::Refused, what);
            QVERIFY2(r.cacheIgnored.find(reason) != std::string::npos, r.cacheIgnored.c_str());
            QVERIFY(same(r.counts, genuine.counts));
            QCOMPARE(scope.warnings.size(), size_t(1));
            std::filesystem::remove_all(file); // (a genuine file replaced it, but a directory stays)
        };
        std::filesystem::remove(file);
        QCOMPARE(::mkfifo(file.c_str(), 0600), 0);
        refused("FIFO", "is a FIFO");
        QCOMPARE(::symlink("/dev/zero", file.c_str()), 0);
        refused("/dev/zero", "is a symbolic link (not followed)");
        std::filesystem::create_directory(file);
        refused("directory", "is a directory");
        const int fd = ::open(file.c_str(), O_CREAT | O_WRONLY, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::ftruncate(fd, off_t(2) << 30), 0); // 2 GB, sparse
        ::close(fd);
        refused("2 GB", "is larger than 64 MiB");
        // None of them cost memory beyond the counts themselves (the 2 GB file cost 4.2 GB before).
        QVERIFY2(peakRssKiB() - rssBefore < 32 * 1024, std::to_string(peakRssKiB() - rssBefore).c_str());
        // Control: with the file gone a genuine one is written and used again.
        scope.read(conn);
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Used));
    }

    void aKeyOpenToOthersOrAnotherKeyIsNotTrusted()
    {
        CacheScope scope;
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        createAdvisedIndexes(conn);
        scope.read(conn);
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Used));

        QCOMPARE(::chmod(scope.keyFile.c_str(), 0644), 0);
        AggregateReading r = scope.read(conn);
        QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::NoKey));
        QVERIFY2(r.cacheIgnored.find("open to other users (mode 0644)") != std::string::npos, r.cacheIgnored.c_str());
        QVERIFY(!r.source().fromPrefix);
        QCOMPARE(::chmod(scope.keyFile.c_str(), 0600), 0); // control: the same key, private again
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Used));

        // Another key (a key file replaced, or SEAL_CACHE_KEY of someone else).
        const std::string original = scope.key();
        writeBytes(scope.keyFile, std::string(32, 'x'));
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Unauthentic));
        writeBytes(scope.keyFile, original);
        AggregateCache::instance().setKeyOverride(std::string(40, 'e'));
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Unauthentic));
        QCOMPARE(int(scope.read(conn).cacheFile), int(CacheFileVerdict::Used)); // rewritten under it
        AggregateCache::instance().setKeyOverride(std::string("short"));
        r = scope.read(conn);
        QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::NoKey));
        QVERIFY2(r.cacheIgnored.find("SEAL_CACHE_KEY is shorter than 32 bytes") != std::string::npos,
                 r.cacheIgnored.c_str());
        AggregateCache::instance().setKeyOverride(std::nullopt);

        // A key file that is a symbolic link to a readable 0600 file of ours: refused too.
        std::filesystem::rename(scope.keyFile, scope.keyFile + ".real");
        QCOMPARE(::symlink((scope.keyFile + ".real").c_str(), scope.keyFile.c_str()), 0);
        r = scope.read(conn);
        QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::NoKey));
        QVERIFY2(r.cacheIgnored.find("symbolic link") != std::string::npos, r.cacheIgnored.c_str());
    }

    void aCacheForOneStoreDoesNotServeAnother()
    {
        CacheScope scope;
        const auto x = TestDatabase::storeA();
        const auto y = TestDatabase::storeA(); // the very same chain: the head check alone would pass
        Connection cx = x.connect();
        Connection cy = y.connect();
        createAdvisedIndexes(cx);
        createAdvisedIndexes(cy);
        const AggregatePrefix fromX = inflated(*scope.read(cx).prefix);
        const std::string fileX = scope.file();
        const std::string storeX = storeOf(fileX);
        std::filesystem::remove(fileX);
        scope.read(cy);
        const std::string fileY = scope.file();
        QVERIFY(fileY != fileX);
        writeBytes(fileY, cacheFileBytes(fromX, scope.key(), storeX)); // X's file under Y's name
        const AggregateReading r = scope.read(cy);
        QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::OtherStore));
        QVERIFY(r.counts.certs == fromX.counts.certs && r.counts.paths != fromX.counts.paths);
        // Control: written for Y, the same counts are believed.
        writeBytes(fileY, cacheFileBytes(fromX, scope.key(), storeOf(scope.file())));
        const AggregateReading believed = scope.read(cy);
        QCOMPARE(int(believed.cacheFile), int(CacheFileVerdict::Used));
        QVERIFY(believed.counts.paths == fromX.counts.paths);
    }

    void aCleanFullWalkReplacesTheCounts()
    {
        CacheScope scope;
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        // Counts that are authentic but wrong are believed until a walk recounts.
        const auto [real, genuine] = plantAuthenticButWrongCounts(scope, conn);
        QVERIFY(levels(conn) != real);
        const ChainVerdict verdict = verifyChain(conn);
        QVERIFY(verdict.ok && verdict.head);
        QVERIFY(AggregateCache::instance().recountAfterWalk(conn, verdict.head->seq, verdict.head->hash));
        QVERIFY(levels(conn, false) == real); // in memory at once
        const AggregateReading r = scope.read(conn); // and in the file
        QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::Used));
        QVERIFY(same(r.counts, genuine.counts));
        const CountsSource source = r.source();
        QVERIFY(source.fromPrefix && source.origin && source.origin->walked);
        QCOMPARE(source.origin->seq, verdict.head->seq);
        QVERIFY2(describeCountsSource(source).find("; last recounted by a full walk at ") != std::string::npos,
                 describeCountsSource(source).c_str());
        // A walk whose head has since been rewritten records nothing.
        QVERIFY(!AggregateCache::instance().recountAfterWalk(conn, verdict.head->seq, std::string(64, '0')));
    }

    // sealctl verify recounts beside the walk (countWhole) and keeps the recount
    // afterwards (keepRecount): the same replacement, and the same refusals.
    void aRecountBesideTheWalkReplacesTheCounts()
    {
        CacheScope scope;
        const auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        const auto [real, genuine] = plantAuthenticButWrongCounts(scope, conn);
        QVERIFY(levels(conn) != real);
        Connection beside = db.connect();
        const AggregateReading recount = AggregateCache::countWhole(beside);
        const ChainVerdict verdict = verifyChain(conn);
        QVERIFY(verdict.ok && verdict.head);
        // Refused: a rewritten walked head; a recount that saw more than the walk did.
        QVERIFY(!AggregateCache::instance().keepRecount(conn, recount, verdict.head->seq, std::string(64, '0')));
        const std::string beforeHead(
            conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(verdict.head->seq - 1)}).text(0, 0));
        QVERIFY(!AggregateCache::instance().keepRecount(conn, recount, verdict.head->seq - 1, beforeHead));
        QVERIFY(levels(conn, false) != real); // nothing kept so far
        QVERIFY(AggregateCache::instance().keepRecount(conn, recount, verdict.head->seq, verdict.head->hash));
        QVERIFY(levels(conn, false) == real);
        const AggregateReading r = scope.read(conn);
        QCOMPARE(int(r.cacheFile), int(CacheFileVerdict::Used));
        QVERIFY(same(r.counts, genuine.counts));
        QVERIFY(r.source().origin && r.source().origin->walked);
    }

    void theCacheDirectoryFollowsTheEnvironment()
    {
        // The one function sealctl and sealdesk both call (configureFromEnvironment).
        qputenv("SEAL_CACHE_DIR", "/tmp/own-cache");
        QCOMPARE(cacheDirectoryFromEnvironment(), std::string("/tmp/own-cache/chain-aggregates"));
        qputenv("SEAL_CACHE_DIR", "");
        QCOMPARE(cacheDirectoryFromEnvironment(), std::string()); // set but empty: no cache file
        qunsetenv("SEAL_CACHE_DIR");
        qputenv("XDG_CACHE_HOME", "/tmp/xdg-cache");
        QCOMPARE(cacheDirectoryFromEnvironment(), std::string("/tmp/xdg-cache/sealdesk/chain-aggregates"));
        qputenv("XDG_DATA_HOME", "/tmp/xdg-data");
        QCOMPARE(cacheKeyFileFromEnvironment(), std::string("/tmp/xdg-data/sealdesk/cache.key"));
        qputenv("SEAL_CACHE_DIR", "");
        AggregateCache::instance().configureFromEnvironment();
        QCOMPARE(AggregateCache::instance().directory(), std::string());
        AggregateCache::instance().setWarningSink({});
    }
};

QTEST_GUILESS_MAIN(TestAggregateCacheTrust)
#include "test_aggregate_cache_trust.moc"
