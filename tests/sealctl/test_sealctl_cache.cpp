// The licence cache through the real binary (issue 26, item 3), with its own
// SEAL_CACHE_DIR and key directory: a planted file with the real head hash is
// ignored with one line on stderr and the answer is the store's (control: the
// same counts under this user's key are believed); a clean `verify` replaces
// believed counts with a recount and `licences` says so; a FIFO in the file's
// place does not hang sealctl; SEAL_CACHE_DIR= keeps no file.
#include "core/rules/aggregate_cache_file.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/store/indexes.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

using namespace seal;
using namespace seal::test;

namespace {

bool contains(const std::string& s, const std::string& part)
{
    return s.find(part) != std::string::npos;
}

struct Home
{
    QTemporaryDir tmp;
    std::string cache = tmp.filePath(QStringLiteral("cache")).toStdString();
    std::string data = tmp.filePath(QStringLiteral("data")).toStdString();
    std::vector<std::string> env() const { return {"SEAL_CACHE_DIR=" + cache, "XDG_DATA_HOME=" + data}; }
    std::string file() const
    {
        for (const auto& entry : std::filesystem::directory_iterator(cache + "/chain-aggregates"))
            if (entry.path().extension() == ".json") return entry.path().string();
        return {};
    }
    std::string key() const { return readFile(data + "/sealdesk/cache.key"); }
};

std::string storeOf(const std::string& file)
{
    const std::string bytes = readFile(file);
    const std::string header = bytes.substr(0, bytes.find('\n'));
    const size_t a = header.find(' ');
    return header.substr(a + 1, header.find(' ', a + 1) - a - 1);
}

AggregatePrefix inflatedPrefixIn(const std::string& file)
{
    const std::string bytes = readFile(file);
    AggregatePrefix prefix = *aggregatePrefixFromJson(nlohmann::json::parse(bytes.substr(bytes.find('\n') + 1)));
    for (auto& [path, effects] : prefix.counts.paths) {
        effects.proven += 100000;
        effects.confirmed += 100000;
    }
    return prefix;
}

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

} // namespace

class TestSealctlCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aPlantedCacheIsIgnoredAndVerifyRecounts()
    {
        Home home;
        const auto db = TestDatabase::storeA();
        {
            Connection conn = db.connect();
            for (const IndexAdvice& index : adviseIndexes(conn)) createIndex(conn, index);
        }
        const std::vector<std::string> licences = {"--dsn", db.dsn(), "licences", "--json"};
        const RunResult real = runSealctl(licences, home.env());
        QCOMPARE(real.exitCode, 0);
        QVERIFY2(real.err.empty(), real.err.c_str());
        const std::string file = home.file();
        QVERIFY(!file.empty());
        const AggregatePrefix planted = inflatedPrefixIn(file);

        // Planted with the real head hash, without this user's key: ignored, one line says why.
        writeBytes(file, cacheFileBytes(planted, std::string(32, 'k'), storeOf(file)));
        const RunResult plantedRun = runSealctl(licences, home.env());
        QCOMPARE(plantedRun.exitCode, 0);
        QCOMPARE(plantedRun.out, real.out);
        QCOMPARE(plantedRun.err,
                 std::string("sealctl: licence cache ignored: not written by this user's Seal Desk (MAC mismatch)\n"));

        // Control: under this user's key the same counts are believed...
        writeBytes(home.file(), cacheFileBytes(planted, home.key(), storeOf(file)));
        const RunResult believed = runSealctl(licences, home.env());
        QVERIFY(believed.out != real.out);
        const RunResult text = runSealctl({"--dsn", db.dsn(), "licences"}, home.env());
        QVERIFY2(contains(text.out, "\ncounts: counted up to seq "), text.out.c_str());
        QVERIFY2(contains(text.out, "not walked"), text.out.c_str());
        // ... until a clean verify walk recounts them.
        const RunResult verify = runSealctl({"--dsn", db.dsn(), "verify"}, home.env());
        QCOMPARE(verify.exitCode, 0);
        QCOMPARE(runSealctl(licences, home.env()).out, real.out);
        const RunResult after = runSealctl({"--dsn", db.dsn(), "licences"}, home.env());
        QVERIFY2(contains(after.out, "; last recounted by a full walk at "), after.out.c_str());
    }

    void aFifoInTheCachesPlaceDoesNotHang()
    {
        Home home;
        const auto db = TestDatabase::storeA();
        const std::vector<std::string> licences = {"--dsn", db.dsn(), "licences", "--json"};
        const RunResult real = runSealctl(licences, home.env());
        const std::string file = home.file();
        std::filesystem::remove(file);
        QCOMPARE(::mkfifo(file.c_str(), 0600), 0);
        const RunResult r = runSealctl(licences, home.env()); // before: blocked on open() forever
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, real.out);
        QVERIFY2(contains(r.err, "licence cache ignored: ") && contains(r.err, " is a FIFO"), r.err.c_str());
    }

    void anEmptyCacheDirKeepsNoFile()
    {
        QTemporaryDir tmp;
        const auto db = TestDatabase::storeA();
        const std::string xdg = tmp.filePath(QStringLiteral("xdg")).toStdString();
        const RunResult r = runSealctl({"--dsn", db.dsn(), "licences"},
                                       {"SEAL_CACHE_DIR=", "XDG_CACHE_HOME=" + xdg, "XDG_DATA_HOME=" + xdg});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(contains(r.out, "\ncounts: counted from the store just now (no cache)\n"), r.out.c_str());
        QVERIFY(!std::filesystem::exists(xdg)); // neither a cache nor a key
        // Control: without SEAL_CACHE_DIR the XDG directory gets the file.
        runSealctl({"--dsn", db.dsn(), "licences"}, {"XDG_CACHE_HOME=" + xdg, "XDG_DATA_HOME=" + xdg});
        QVERIFY(std::filesystem::exists(xdg + "/sealdesk/chain-aggregates"));
        QVERIFY(std::filesystem::exists(xdg + "/sealdesk/cache.key"));
    }
};

QTEST_GUILESS_MAIN(TestSealctlCache)
#include "test_sealctl_cache.moc"
