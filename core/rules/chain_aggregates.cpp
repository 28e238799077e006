#include "chain_aggregates.hpp"

#include "digest.hpp"
#include "files.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace seal {
namespace {

constexpr std::string_view kFormat = "seal-chain-aggregates/2";

// Per intent with certs: is any of them world-confirmed (bool_or ignores the
// NULL of a body without "world"). Joined to its intent row for the path;
// approval-decision certs ("approval:<id>") join none.
constexpr const char* kWholeSql =
    "SELECT i.domain, count(*), count(*) FILTER (WHERE s.confirmed) "
    "FROM (SELECT intent, bool_or(body->>'world' = 'confirmed') AS confirmed FROM seal_certs GROUP BY intent) s "
    "JOIN seal_intents i ON i.intent = s.intent WHERE i.domain IS NOT NULL GROUP BY i.domain";

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

// Certs per UTC day and tier, as the report counts them (kNoTier without one);
// a created_at that is no time (NaN, ±Infinity, year 10000) is in no day.
constexpr const char* kDaysWholeSql =
    "SELECT floor(created_at / 86400.0)::bigint, COALESCE(body->>'tier', '(none)'), count(*) FROM seal_certs "
    "WHERE created_at >= -62135596800.0 AND created_at < 253402300800.0 GROUP BY 1, 2";
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

std::optional<AggregatePrefix> loadFile(const std::string& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    const nlohmann::json json = nlohmann::json::parse(bytes.str(), nullptr, false);
    return aggregatePrefixFromJson(json);
}

void saveFile(const std::string& dir, const std::string& file, const AggregatePrefix& prefix)
{
    try {
        std::error_code ignored;
        std::filesystem::create_directories(dir, ignored);
        writeFileAtomically(file, aggregatePrefixJson(prefix).dump(), 0600, FileReplace::Allowed);
    } catch (const AtomicWriteError&) { // a cache that cannot be kept costs time next run, nothing else
    }
}

} // namespace

AggregateReading readAggregates(Connection& conn, const std::optional<AggregatePrefix>& cached)
{
    AggregateReading out;
    Result head = conn.exec("SELECT seq, hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
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
        addPaths(conn.exec(kWholeSql), out.counts.paths);
        addDays(conn.exec(kDaysWholeSql), out.counts);
        out.counts.certs = conn.exec("SELECT count(*) FROM seal_certs").integer(0, 0);
    }
    if (!head.isNull(0, 1)) out.prefix = AggregatePrefix{headSeq, std::string(head.text(0, 1)), out.counts};
    return out;
}

nlohmann::json aggregatePrefixJson(const AggregatePrefix& prefix)
{
    nlohmann::json paths = nlohmann::json::object();
    for (const auto& [path, counts] : prefix.counts.paths) paths[path] = {counts.proven, counts.confirmed};
    nlohmann::json days = nlohmann::json::array();
    for (const auto& [key, certs] : prefix.counts.days) days.push_back({key.first, key.second, certs});
    return {{"format", kFormat}, {"seq", prefix.seq},   {"hash", prefix.hash},
            {"certs", prefix.counts.certs}, {"paths", paths}, {"days", days}};
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
    AggregatePrefix prefix{*seq, hash->get<std::string>(), {}};
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
    return prefix;
}

AggregateCache& AggregateCache::instance()
{
    static AggregateCache cache;
    return cache;
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

void AggregateCache::clear()
{
    const std::lock_guard lock(m_mutex);
    m_prefixes.clear();
}

void AggregateCache::forget(Connection& conn)
{
    const std::string key = storeKey(conn);
    const std::string dir = directory();
    {
        const std::lock_guard lock(m_mutex);
        m_prefixes.erase(key);
    }
    if (!dir.empty()) {
        std::error_code ignored;
        std::filesystem::remove(dir + "/" + key + ".json", ignored);
    }
}

AggregateReading AggregateCache::read(Connection& conn)
{
    const std::string key = storeKey(conn);
    const std::string dir = directory();
    const std::string file = dir.empty() ? std::string() : dir + "/" + key + ".json";
    std::optional<AggregatePrefix> cached;
    {
        const std::lock_guard lock(m_mutex);
        if (const auto it = m_prefixes.find(key); it != m_prefixes.end()) cached = it->second;
    }
    if (!cached && !file.empty()) cached = loadFile(file);
    AggregateReading reading = readAggregates(conn, cached);
    if (reading.prefix) {
        const bool moved = !cached || cached->seq != reading.prefix->seq || !reading.whyWhole.empty();
        {
            const std::lock_guard lock(m_mutex);
            m_prefixes[key] = *reading.prefix;
        }
        if (moved && !file.empty()) saveFile(dir, file, *reading.prefix);
    }
    return reading;
}

} // namespace seal
