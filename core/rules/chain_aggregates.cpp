#include "core/rules/chain_aggregates.hpp"

#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/rules/aggregate_cache_file.hpp"
#include "core/sys/files.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sys/stat.h>

namespace seal {
namespace {

constexpr std::string_view kFormat = "seal-chain-aggregates/3";

// The whole chain in one pass (issue 26: a new desktop pays one read of the
// chain, not three): one scan of seal_certs grouped three ways at once.
//  - per intent with certs: is any of them world-confirmed (bool_or ignores
//    the NULL of a body without "world"), with its intent row's path;
//    approval-decision certs ("approval:<id>") have none. The path is joined
//    to each cert before grouping, not to each group after: grouped first,
//    the planner could not count the groups and probed seal_intents' index
//    once per intent (7.3 s at 1M certs against 3.8 s joined first);
//  - per UTC day and tier, as the report counts them (kNoTier without one);
//    a created_at that is no time (NaN, ±Infinity, year 10000) is in no day;
//  - all certs.
// Rows: (0, path, NULL, proven, confirmed), (1, tier, day, count, NULL), (2, NULL, NULL, certs, NULL).
// GROUPING(domain, intent, day, tier) is 3 for the intent set, 12 for (day, tier), 15 for ().
constexpr const char* kWholeSql =
    "WITH g AS ("
    "  SELECT GROUPING(domain, intent, day, tier) AS grp, domain, day, tier, count(*) AS n,"
    "         bool_or(confirmed) AS confirmed"
    "  FROM (SELECT c.intent, i.domain, c.body->>'world' = 'confirmed' AS confirmed,"
    "               CASE WHEN c.created_at >= -62135596800.0 AND c.created_at < 253402300800.0"
    "                    THEN floor(c.created_at / 86400.0)::bigint END AS day,"
    "               COALESCE(c.body->>'tier', '(none)') AS tier"
    "        FROM seal_certs c LEFT JOIN seal_intents i ON i.intent = c.intent) c"
    "  GROUP BY GROUPING SETS ((domain, intent), (day, tier), ())) "
    "SELECT 0, g.domain, NULL::bigint, count(*), count(*) FILTER (WHERE g.confirmed) "
    "  FROM g WHERE g.grp = 3 AND g.domain IS NOT NULL GROUP BY g.domain "
    "UNION ALL SELECT 1, g.tier, g.day, g.n, NULL FROM g WHERE g.grp = 12 AND g.day IS NOT NULL "
    "UNION ALL SELECT 2, NULL, NULL, g.n, NULL FROM g WHERE g.grp = 15";

// Only the certs after the prefix's head; an intent counts as new when it had
// no cert (no confirmed cert) up to the head.
constexpr const char* kAfterSql =
    "SELECT i.domain, "
    "       count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM seal_certs p "
    "                                          WHERE p.intent = s.intent AND p.seq <= $1)), "
    "       count(*) FILTER (WHERE s.confirmed AND NOT EXISTS (SELECT 1 FROM seal_certs p "
    "                        WHERE p.intent = s.intent AND p.seq <= $1 AND p.body->>'world' = 'confirmed')) "
    "FROM (SELECT intent, bool_or(body->>'world' = 'confirmed') AS confirmed FROM seal_certs "
    "      WHERE seq > $1 GROUP BY intent) s "
    "JOIN seal_intents i ON i.intent = s.intent WHERE i.domain IS NOT NULL GROUP BY i.domain";

// Certs after the head per UTC day and tier, as kWholeSql counts them.
constexpr const char* kDaysAfterSql =
    "SELECT floor(created_at / 86400.0)::bigint, COALESCE(body->>'tier', '(none)'), count(*) FROM seal_certs "
    "WHERE created_at >= -62135596800.0 AND created_at < 253402300800.0 AND seq > $1 GROUP BY 1, 2";

void addPaths(const Result& r, std::map<std::string, PathEffects>& paths)
{
    for (int i = 0; i < r.rows(); ++i) {
        PathEffects& p = paths[std::string(r.text(i, 0))];
        p.proven += r.integer(i, 1);
        p.confirmed += r.integer(i, 2);
    }
}

void addDays(const Result& r, ChainAggregates& counts)
{
    for (int i = 0; i < r.rows(); ++i)
        counts.days[{r.integer(i, 0), std::string(r.text(i, 1))}] += r.integer(i, 2);
}

void addWhole(const Result& r, ChainAggregates& counts)
{
    for (int i = 0; i < r.rows(); ++i) {
        switch (r.integer(i, 0)) {
        case 0: {
            PathEffects& p = counts.paths[std::string(r.text(i, 1))];
            p.proven += r.integer(i, 3);
            p.confirmed += r.integer(i, 4);
            break;
        }
        case 1: counts.days[{r.integer(i, 2), std::string(r.text(i, 1))}] += r.integer(i, 3); break;
        default: counts.certs += r.integer(i, 3); break;
        }
    }
}

// Why a cached prefix cannot be used here, or empty when it can.
std::string whyNotUse(Connection& conn, const AggregatePrefix& cached, std::int64_t headSeq)
{
    if (cached.seq > headSeq) return "the chain is shorter than the cached head (seq " + std::to_string(cached.seq) + ")";
    Result at = conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(cached.seq)});
    if (at.rows() != 1 || at.isNull(0, 0) || at.text(0, 0) != cached.hash)
        return "the cert at the cached head (seq " + std::to_string(cached.seq) + ") is gone or has another hash";
    // Without the index each probe would read the chain: one whole read is cheaper.
    Result ix = conn.exec("SELECT to_regclass('seal_certs_intent_seq') IS NOT NULL");
    if (ix.text(0, 0) != "t") return "no index on seal_certs (intent, seq) (sealctl indexes)";
    return {};
}

std::string storeKey(Connection& conn)
{
    // pg_control_system() only when this role may call it: an error would end the transaction.
    Result r = conn.exec("SELECT CASE WHEN has_function_privilege('pg_control_system()', 'EXECUTE') "
                         "            THEN (SELECT system_identifier::text FROM pg_control_system()) END, "
                         "       d.oid::bigint, d.datname FROM pg_database d WHERE d.datname = current_database()");
    const std::string who = std::string(r.optText(0, 0).value_or("-")) + "/" + std::string(r.text(0, 1)) + "/" +
                            std::string(r.text(0, 2));
    return sha256Hex(who).substr(0, 32);
}

std::string cacheFileOf(const std::string& dir, const std::string& store)
{
    return dir.empty() ? std::string() : dir + "/" + store + ".json";
}

void saveFile(const std::string& dir, const std::string& store, const AggregatePrefix& prefix, const std::string& key)
{
    try {
        const std::string bytes = cacheFileBytes(prefix, key, store);
        if (bytes.size() > kCacheFileMaxBytes) return; // it would be refused: memory only
        std::error_code ignored;
        std::filesystem::create_directories(dir, ignored);
        writeFileAtomically(cacheFileOf(dir, store), bytes, 0600, FileReplace::Allowed);
    } catch (const AtomicWriteError&) { // a cache that cannot be kept costs time next run, nothing else
    }
}

} // namespace

AggregateReading readAggregates(Connection& conn, const std::optional<AggregatePrefix>& cached)
{
    AggregateReading out;
    // now(): the transaction's start on the store's clock, the time of a whole count.
    Result head = conn.exec("SELECT seq, hash, extract(epoch FROM now())::float8 FROM seal_certs "
                            "ORDER BY seq DESC LIMIT 1");
    if (head.rows() == 0) return out; // no certs: nothing proven, nothing to keep
    const std::int64_t headSeq = head.integer(0, 0);
    if (cached) out.whyWhole = whyNotUse(conn, *cached, headSeq);
    if (cached && out.whyWhole.empty()) {
        out.counts = cached->counts;
        out.from = AggregateReading::From::Prefix;
        if (cached->seq < headSeq) {
            const std::vector<Param> after{param(cached->seq)};
            addPaths(conn.exec(kAfterSql, after), out.counts.paths);
            addDays(conn.exec(kDaysAfterSql, after), out.counts);
            out.counts.certs += conn.exec("SELECT count(*) FROM seal_certs WHERE seq > $1", after).integer(0, 0);
        }
    } else {
        addWhole(conn.exec(kWholeSql), out.counts);
    }
    if (!head.isNull(0, 1)) {
        out.prefix = AggregatePrefix{headSeq, std::string(head.text(0, 1)), out.counts, std::nullopt};
        out.prefix->origin = out.from == AggregateReading::From::Prefix ? cached->origin
                                                                         : CountOrigin{head.real(0, 2), headSeq, false};
    }
    return out;
}

nlohmann::json aggregatePrefixJson(const AggregatePrefix& prefix)
{
    nlohmann::json paths = nlohmann::json::object();
    for (const auto& [path, counts] : prefix.counts.paths) paths[path] = {counts.proven, counts.confirmed};
    nlohmann::json days = nlohmann::json::array();
    for (const auto& [key, certs] : prefix.counts.days) days.push_back({key.first, key.second, certs});
    nlohmann::json out = {{"format", kFormat}, {"seq", prefix.seq},   {"hash", prefix.hash},
                          {"certs", prefix.counts.certs}, {"paths", paths}, {"days", days}};
    if (prefix.origin)
        out["origin"] = {{"at", prefix.origin->at}, {"seq", prefix.origin->seq}, {"walked", prefix.origin->walked}};
    return out;
}

std::optional<AggregatePrefix> aggregatePrefixFromJson(const nlohmann::json& json)
{
    if (!json.is_object() || json.value("format", std::string()) != kFormat) return std::nullopt;
    const auto integer = [&json](const char* key) -> std::optional<std::int64_t> {
        const auto it = json.find(key);
        if (it == json.end() || !it->is_number_integer()) return std::nullopt;
        return it->get<std::int64_t>();
    };
    const auto seq = integer("seq");
    const auto certs = integer("certs");
    const auto hash = json.find("hash");
    const auto paths = json.find("paths");
    const auto days = json.find("days");
    if (!seq || !certs || hash == json.end() || !hash->is_string() || paths == json.end() || !paths->is_object() ||
        days == json.end() || !days->is_array())
        return std::nullopt;
    AggregatePrefix prefix{*seq, hash->get<std::string>(), {}, std::nullopt};
    prefix.counts.certs = *certs;
    for (const auto& [path, counts] : paths->items()) {
        if (!counts.is_array() || counts.size() != 2 || !counts[0].is_number_integer() ||
            !counts[1].is_number_integer())
            return std::nullopt;
        prefix.counts.paths[path] = PathEffects{counts[0].get<std::int64_t>(), counts[1].get<std::int64_t>()};
    }
    for (const auto& day : *days) {
        if (!day.is_array() || day.size() != 3 || !day[0].is_number_integer() || !day[1].is_string() ||
            !day[2].is_number_integer())
            return std::nullopt;
        prefix.counts.days[{day[0].get<std::int64_t>(), day[1].get<std::string>()}] = day[2].get<std::int64_t>();
    }
    if (const auto origin = json.find("origin"); origin != json.end()) {
        if (!origin->is_object() || !origin->value("at", nlohmann::json()).is_number() ||
            !origin->value("seq", nlohmann::json()).is_number_integer() ||
            !origin->value("walked", nlohmann::json()).is_boolean())
            return std::nullopt;
        prefix.origin = CountOrigin{(*origin)["at"].get<double>(), (*origin)["seq"].get<std::int64_t>(),
                                    (*origin)["walked"].get<bool>()};
    }
    return prefix;
}

CountsSource AggregateReading::source() const
{
    CountsSource out;
    out.fromPrefix = from == From::Prefix;
    if (prefix) {
        out.seq = prefix->seq;
        out.origin = prefix->origin;
    }
    out.cacheIgnored = cacheIgnored;
    return out;
}

std::string describeCountsSource(const CountsSource& source)
{
    std::string out;
    if (!source.fromPrefix)
        out = "counted from the store just now (no cache)";
    else if (!source.origin)
        out = "counted up to seq " + std::to_string(source.seq) + " from kept counts of unknown origin";
    else
        out = "counted up to seq " + std::to_string(source.seq) + "; last " +
              (source.origin->walked ? "recounted by a full walk" : "counted whole from the store (not walked)") +
              " at " + utcIso(source.origin->at) + " up to seq " + std::to_string(source.origin->seq);
    if (!source.cacheIgnored.empty()) out += "; cache ignored: " + source.cacheIgnored;
    return out;
}

// The user's key wherever the cache is kept (setDirectory alone gives a cache with a key).
AggregateCache::AggregateCache() : m_keyFile(cacheKeyFileFromEnvironment()) {}

AggregateCache& AggregateCache::instance()
{
    static AggregateCache cache;
    return cache;
}

void AggregateCache::configureFromEnvironment()
{
    setDirectory(cacheDirectoryFromEnvironment());
    setKeyFile(cacheKeyFileFromEnvironment());
    const char* key = std::getenv("SEAL_CACHE_KEY");
    setKeyOverride(key && *key ? std::optional<std::string>(key) : std::nullopt);
    setWarningSink([](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); });
}

void AggregateCache::setDirectory(std::string dir)
{
    const std::lock_guard lock(m_mutex);
    m_dir = std::move(dir);
}

std::string AggregateCache::directory() const
{
    const std::lock_guard lock(m_mutex);
    return m_dir;
}

void AggregateCache::setKeyFile(std::string path)
{
    const std::lock_guard lock(m_mutex);
    m_keyFile = std::move(path);
    m_key.reset();
}

void AggregateCache::setKeyOverride(std::optional<std::string> key)
{
    const std::lock_guard lock(m_mutex);
    m_keyOverride = std::move(key);
    m_key.reset();
}

void AggregateCache::setWarningSink(std::function<void(const std::string&)> sink)
{
    const std::lock_guard lock(m_mutex);
    m_warn = std::move(sink);
}

void AggregateCache::warn(const std::string& line)
{
    std::function<void(const std::string&)> sink;
    {
        const std::lock_guard lock(m_mutex);
        sink = m_warn;
    }
    if (sink) sink(line);
}

void AggregateCache::clear()
{
    const std::lock_guard lock(m_mutex);
    m_prefixes.clear();
    m_key.reset();
}

// The key, loaded once (and created first when `create` and there is none);
// empty when none is usable (m_keyProblem says why).
std::string AggregateCache::key(bool create)
{
    const std::lock_guard lock(m_mutex);
    if (!m_key || (m_key->empty() && create)) {
        const CacheKey loaded = loadCacheKey(m_keyFile, m_keyOverride, create);
        m_key = loaded.bytes;
        m_keyProblem = loaded.problem;
    }
    return *m_key;
}

void AggregateCache::keep(const std::string& store, const AggregatePrefix& prefix, bool toFile)
{
    std::string dir;
    {
        const std::lock_guard lock(m_mutex);
        m_prefixes[store] = prefix;
        dir = m_dir;
    }
    if (!toFile || dir.empty()) return;
    const std::string k = key(true);
    if (!k.empty()) saveFile(dir, store, prefix, k); // without a trustworthy key, memory only
}

void AggregateCache::forget(Connection& conn)
{
    const std::string store = storeKey(conn);
    const std::string dir = directory();
    {
        const std::lock_guard lock(m_mutex);
        m_prefixes.erase(store);
    }
    if (!dir.empty()) {
        std::error_code ignored;
        std::filesystem::remove(cacheFileOf(dir, store), ignored);
    }
}

AggregateReading AggregateCache::read(Connection& conn)
{
    const std::string store = storeKey(conn);
    const std::string file = cacheFileOf(directory(), store);
    std::optional<AggregatePrefix> cached;
    {
        const std::lock_guard lock(m_mutex);
        if (const auto it = m_prefixes.find(store); it != m_prefixes.end()) cached = it->second;
    }
    CacheFileRead fromFile;
    if (!cached && !file.empty()) {
        // The key only when there is a file to check (a missing key is made when one is written).
        struct stat st = {};
        if (::lstat(file.c_str(), &st) == 0) {
            const std::string k = key(false);
            CacheKey withKey{k, {}};
            if (k.empty()) {
                const std::lock_guard lock(m_mutex);
                withKey.problem = m_keyProblem;
            }
            fromFile = readCacheFile(file, withKey, store);
            cached = fromFile.prefix;
            if (!fromFile.why.empty()) warn("licence cache ignored: " + fromFile.why);
        }
    }
    AggregateReading reading = readAggregates(conn, cached);
    reading.cacheFile = fromFile.verdict;
    reading.cacheIgnored = fromFile.why;
    if (reading.prefix) {
        const bool moved = !cached || cached->seq != reading.prefix->seq || !reading.whyWhole.empty() ||
                           (fromFile.verdict != CacheFileVerdict::Absent && fromFile.verdict != CacheFileVerdict::Used);
        keep(store, *reading.prefix, moved);
    }
    return reading;
}

bool AggregateCache::recountAfterWalk(Connection& conn, std::int64_t walkedSeq, const std::string& walkedHash)
{
    const std::string store = storeKey(conn);
    AggregateReading whole;
    {
        ReadTransaction tx(conn);
        Result at = conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(walkedSeq)});
        if (at.rows() != 1 || at.isNull(0, 0) || at.text(0, 0) != walkedHash) return false;
        whole = readAggregates(conn, std::nullopt);
    }
    if (!whole.prefix || !whole.prefix->origin) return false;
    whole.prefix->origin->walked = true;
    keep(store, *whole.prefix, true);
    return true;
}

AggregateReading AggregateCache::countWhole(Connection& conn)
{
    ReadTransaction tx(conn);
    return readAggregates(conn, std::nullopt);
}

bool AggregateCache::keepRecount(Connection& conn, const AggregateReading& recount, std::int64_t walkedSeq,
                                 const std::string& walkedHash)
{
    if (!recount.prefix || !recount.prefix->origin || recount.prefix->seq > walkedSeq) return false;
    const std::string store = storeKey(conn);
    {
        ReadTransaction tx(conn);
        Result at = conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(walkedSeq)});
        if (at.rows() != 1 || at.isNull(0, 0) || at.text(0, 0) != walkedHash) return false;
    }
    AggregatePrefix prefix = *recount.prefix;
    prefix.origin->walked = true;
    keep(store, prefix, true);
    return true;
}

} // namespace seal
