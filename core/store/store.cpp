#include "core/store/store.hpp"
#include "core/store/statement_count.hpp"

#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/base/visible_text.hpp"
#include "core/store/optional_tables.hpp"
#include "core/store/tables.hpp"
#include "core/store/write_errors.hpp"
#include "core/store/write_prologue.hpp"

#include "core/canon/digest.hpp"

#include <libpq-fe.h>

#include <algorithm>
#include <bit>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <regex>
#include <utility>

namespace seal {
namespace {

std::string firstLine(const char* message)
{
    std::string s = message ? message : "";
    if (const auto nl = s.find('\n'); nl != std::string::npos) s.erase(nl);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.pop_back();
    return s;
}

std::string describeConn(pg_conn* conn)
{
    if (!conn) return "(no connection)";
    const char* host = PQhost(conn);
    const char* db = PQdb(conn);
    std::string h = (host && *host) ? host : "local socket";
    std::string d = (db && *db) ? db : "(default db)";
    return h + "/" + d;
}

std::atomic<long long> g_timeoutMs{kDefaultStoreTimeout.count()};

// The seal tables a statement reads ("seal_a" or "one of seal_a, seal_b"):
// what a lock wait waited for.
std::string tablesOf(std::string_view sql)
{
    static const std::regex table(R"(\b(seal_[a-z_]+))");
    std::vector<std::string> names;
    for (std::regex_iterator<std::string_view::const_iterator> it(sql.begin(), sql.end(), table), end; it != end; ++it)
        if (std::find(names.begin(), names.end(), it->str(1)) == names.end()) names.push_back(it->str(1));
    if (names.size() <= 1) return names.empty() ? std::string() : names.front();
    std::string out = "one of ";
    for (size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
    return out;
}

bool hasExplicitConnectTimeout(const std::string& dsn)
{
    if (const char* env = std::getenv("PGCONNECT_TIMEOUT"); env && *env) return true;
    if (dsn.empty()) return false;
    char* error = nullptr;
    PQconninfoOption* opts = PQconninfoParse(dsn.c_str(), &error);
    PQfreemem(error);
    if (!opts) return false;
    bool found = false;
    for (PQconninfoOption* o = opts; o->keyword; ++o)
        if (std::strcmp(o->keyword, "connect_timeout") == 0 && o->val && *o->val) found = true;
    PQconninfoFree(opts);
    return found;
}

// libpq's connect_timeout is whole seconds, at least 2.
std::string connectTimeoutSeconds(std::chrono::milliseconds timeout)
{
    return std::to_string(std::max<long long>(2, (timeout.count() + 999) / 1000));
}

// libpq repeats a malformed URI, password and all, in its parse error.
std::string withoutSecrets(std::string message, const std::string& dsn)
{
    char* error = nullptr;
    if (PQconninfoOption* opts = PQconninfoParse(dsn.c_str(), &error)) {
        for (PQconninfoOption* o = opts; o->keyword; ++o)
            if (std::strcmp(o->keyword, "password") == 0 && o->val && *o->val)
                for (auto at = message.find(o->val); at != std::string::npos; at = message.find(o->val))
                    message.replace(at, std::strlen(o->val), "***");
        PQconninfoFree(opts);
    }
    PQfreemem(error);
    // A URI libpq could not parse: its userinfo's password, found by hand.
    if (const auto scheme = dsn.find("://"); scheme != std::string::npos) {
        const std::string rest = dsn.substr(scheme + 3);
        const auto at = rest.rfind('@', rest.find_first_of("/?#"));
        const auto colon = rest.find(':');
        if (at != std::string::npos && colon != std::string::npos && colon < at) {
            const std::string password = rest.substr(colon + 1, at - colon - 1);
            for (auto pos = message.find(password); !password.empty() && pos != std::string::npos;
                 pos = message.find(password))
                message.replace(pos, password.size(), "***");
        }
    }
    return redactDsn(message);
}

// Resolves the DSN the user meant: explicit, else $SEAL_DSN, else libpq's
// own environment and service files (an empty conninfo string).
std::string resolveDsn(const std::string& dsn)
{
    if (!dsn.empty()) return dsn;
    if (const char* env = std::getenv("SEAL_DSN"); env && *env) return env;
    return {};
}

} // namespace

void setStoreTimeout(std::chrono::milliseconds timeout) { g_timeoutMs = std::max<long long>(0, timeout.count()); }

std::chrono::milliseconds storeTimeout() { return std::chrono::milliseconds(g_timeoutMs.load()); }

std::optional<std::chrono::milliseconds> parseTimeoutSeconds(std::string_view text)
{
    double seconds = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(seconds) ||
        seconds < 0 || seconds > 86400)
        return std::nullopt;
    const auto ms = static_cast<long long>(std::llround(seconds * 1000));
    if (seconds > 0 && ms == 0) return std::nullopt; // below a millisecond is not a timeout anyone means
    return std::chrono::milliseconds(ms);
}

std::string timeoutText(std::chrono::milliseconds timeout)
{
    const long long ms = timeout.count();
    std::string text = std::to_string(ms / 1000);
    if (const long long frac = ms % 1000) {
        std::string digits = std::to_string(1000 + frac).substr(1);
        while (!digits.empty() && digits.back() == '0') digits.pop_back();
        text += "." + digits;
    }
    return text + " s";
}

std::string redactDsn(std::string_view dsn)
{
    std::string out(dsn);
    // URI userinfo: scheme://user:password@host
    static const std::regex uri(R"(((?:postgres|postgresql)://[^:@/?#\s]*:)([^@/?#\s]*)@)", std::regex::icase);
    out = std::regex_replace(out, uri, "$1***@");
    // URI query ?password=... / &password=...
    static const std::regex query(R"(([?&]password=)([^&#\s]*))", std::regex::icase);
    out = std::regex_replace(out, query, "$1***");
    // key=value: password=secret or password='quoted secret'
    static const std::regex keyword(R"(((?:^|\s)password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s']*))", std::regex::icase);
    return std::regex_replace(out, keyword, "$1***");
}

Param param(double value) { return pythonFloatRepr(value); }
Param param(std::int64_t value) { return std::to_string(value); }
Param param(int value) { return std::to_string(value); }
Param param(bool value) { return value ? "true" : "false"; }
Param param(std::string_view text) { return std::string(text); }
Param param(const char* text) { return std::string(text); }
Param param(const std::string& text) { return text; }

// ---- Result -------------------------------------------------------------

Result::Result(pg_result* res) : m_res(res) {}
Result::~Result()
{
    if (m_res) PQclear(m_res);
}
Result::Result(Result&& other) noexcept : m_res(std::exchange(other.m_res, nullptr)) {}
Result& Result::operator=(Result&& other) noexcept
{
    if (this != &other) {
        if (m_res) PQclear(m_res);
        m_res = std::exchange(other.m_res, nullptr);
    }
    return *this;
}

int Result::rows() const { return PQntuples(m_res); }
int Result::columns() const { return PQnfields(m_res); }

int Result::column(std::string_view name) const
{
    const int n = PQnfields(m_res);
    for (int i = 0; i < n; ++i)
        if (name == PQfname(m_res, i)) return i;
    throw StoreError(StoreError::Kind::Query, "result has no column " + std::string(name));
}

bool Result::isNull(int row, int col) const { return PQgetisnull(m_res, row, col) != 0; }

std::string_view Result::text(int row, int col) const
{
    if (isNull(row, col)) return {};
    return {PQgetvalue(m_res, row, col), static_cast<size_t>(PQgetlength(m_res, row, col))};
}

std::optional<std::string> Result::optText(int row, int col) const
{
    if (isNull(row, col)) return std::nullopt;
    return std::string(text(row, col));
}

namespace {

std::string invalidWhy(double v, RealKind kind)
{
    if (std::isnan(v)) return "NaN";
    if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
    if (kind == RealKind::Time && !isShowableTime(v)) return "not a time (" + pythonFloatRepr(v) + ")";
    return {};
}

} // namespace

double storeNow(Connection& conn)
{
    return conn.exec("SELECT extract(epoch FROM clock_timestamp())::float8").real(0, 0);
}

double Result::real(int row, int col) const
{
    if (isNull(row, col))
        throw StoreError(StoreError::Kind::Query, std::string("unexpected NULL in ") + PQfname(m_res, col));
    try {
        return parseFloat8(text(row, col));
    } catch (const std::invalid_argument& e) {
        throw StoreError(StoreError::Kind::Query, std::string(e.what()) + " in " + PQfname(m_res, col));
    }
}

std::string_view Result::columnName(int col) const
{
    const char* name = PQfname(m_res, col);
    return name ? name : "?";
}

CheckedReal Result::checkedReal(int row, int col, std::string_view table, std::string_view rowKey,
                                RealKind kind) const
{
    const auto where = [&] {
        return std::string(table) + "." + std::string(columnName(col)) + " of " + std::string(rowKey) + " is ";
    };
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    if (isNull(row, col)) return CheckedReal{nan, where() + "NULL"};
    double v = nan;
    try {
        v = parseFloat8(text(row, col));
    } catch (const std::invalid_argument&) {
        return CheckedReal{nan, where() + "not a number"};
    }
    if (std::string why = invalidWhy(v, kind); !why.empty()) return CheckedReal{nan, where() + why};
    return CheckedReal{v, {}};
}

std::optional<CheckedReal> Result::optCheckedReal(int row, int col, std::string_view table, std::string_view rowKey,
                                                  RealKind kind) const
{
    if (isNull(row, col)) return std::nullopt;
    return checkedReal(row, col, table, rowKey, kind);
}

std::optional<double> Result::optReal(int row, int col) const
{
    if (isNull(row, col)) return std::nullopt;
    return real(row, col);
}

std::int64_t Result::integer(int row, int col) const
{
    if (isNull(row, col))
        throw StoreError(StoreError::Kind::Query, std::string("unexpected NULL in ") + PQfname(m_res, col));
    return std::strtoll(PQgetvalue(m_res, row, col), nullptr, 10);
}

bool Result::boolean(int row, int col) const
{
    return !isNull(row, col) && PQgetvalue(m_res, row, col)[0] == 't';
}

long long Result::affected() const
{
    const char* n = PQcmdTuples(m_res);
    return (n && *n) ? std::strtoll(n, nullptr, 10) : 0;
}

double parseFloat8(std::string_view text)
{
    if (text == "NaN") return std::numeric_limits<double>::quiet_NaN();
    if (text == "Infinity") return std::numeric_limits<double>::infinity();
    if (text == "-Infinity") return -std::numeric_limits<double>::infinity();
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        throw std::invalid_argument("not a float8: '" + std::string(text.substr(0, 40)) + "'");
    return value;
}

// ---- Connection -----------------------------------------------------------

Connection::Connection(pg_conn* conn) : m_conn(conn) {}

Connection::~Connection()
{
    if (m_conn) PQfinish(m_conn);
}

Connection::Connection(Connection&& other) noexcept
    : m_conn(std::exchange(other.m_conn, nullptr)), m_writing(std::exchange(other.m_writing, false))
{
}

Connection& Connection::operator=(Connection&& other) noexcept
{
    if (this != &other) {
        if (m_conn) PQfinish(m_conn);
        m_conn = std::exchange(other.m_conn, nullptr);
        m_writing = std::exchange(other.m_writing, false);
    }
    return *this;
}

Connection Connection::open(const std::string& dsn)
{
    const std::string resolved = resolveDsn(dsn);
    char* parseError = nullptr;
    if (!resolved.empty()) {
        PQconninfoOption* opts = PQconninfoParse(resolved.c_str(), &parseError);
        if (!opts) {
            std::string why = parseError ? firstLine(parseError) : "out of memory";
            PQfreemem(parseError);
            throw StoreError(StoreError::Kind::Connect, "invalid DSN: " + withoutSecrets(why, resolved));
        }
        PQconninfoFree(opts);
    }
    // connect_timeout first, the DSN after it: a DSN's own connect_timeout wins.
    const auto timeout = storeTimeout();
    const bool bounded = timeout.count() > 0 && !hasExplicitConnectTimeout(resolved);
    const std::string seconds = connectTimeoutSeconds(timeout);
    const char* keywords[] = {"connect_timeout", "dbname", nullptr};
    const char* values[] = {bounded ? seconds.c_str() : "", resolved.c_str(), nullptr};
    pg_conn* raw = PQconnectdbParams(keywords, values, 1);
    if (!raw) throw StoreError(StoreError::Kind::Connect, "cannot connect to store: out of memory");
    if (PQstatus(raw) != CONNECTION_OK) {
        const std::string why = withoutSecrets(firstLine(PQerrorMessage(raw)), resolved);
        const std::string where = describeConn(raw);
        PQfinish(raw);
        if (why.find("timeout expired") != std::string::npos)
            throw StoreError(StoreError::Kind::Timeout,
                             Phrase{"timed out after %1 waiting for the store %2 to answer a connection (is the "
                                    "host up?)",
                                    {bounded ? seconds + " s" : "connect_timeout", where},
                                    {}});
        throw StoreError(StoreError::Kind::Connect, Phrase{"cannot connect to store %1: %2", {where, why}, {}});
    }
    Connection conn(raw);
    // Shortest-exact float8 text, whatever the server's default; UTF-8 text.
    // The same statement reads the store's clock: the offset nowEpoch()
    // corrects by costs no round trip of its own (clock.hpp).
    const double before = workstationEpoch();
    Result clock = conn.exec("SELECT set_config('extra_float_digits', '3', false),"
                             " extract(epoch FROM clock_timestamp())::float8");
    noteStoreClock(clock.real(0, 1), before, workstationEpoch());
    conn.command("SET client_encoding = 'UTF8'");
    return conn;
}

// Who holds what a timed-out statement waited for, as far as the server
// tells this role: "pid 4242 (role ops, psql) in a transaction since
// 2026-12-03T19:04:53Z". The timed-out transaction is lost anyway; it is
// rolled back first so that its own locks do not hide the holders. Best
// effort and bounded: any failure gives "".
std::string Connection::lockHolders(std::string_view sql)
{
    if (PQstatus(m_conn) != CONNECTION_OK) return {};
    static const std::regex table(R"(\b(seal_[a-z_]+|sealdesk_[a-z_]+))");
    std::string tables = "{";
    for (std::regex_iterator<std::string_view::const_iterator> it(sql.begin(), sql.end(), table), end; it != end; ++it)
        tables += (tables.size() > 1 ? "," : "") + it->str(1);
    tables += "}";
    const bool advisory = sql.find("pg_advisory") != std::string_view::npos;
    try {
        // The look runs in a transaction of its own; one is opened again
        // after it for the caller's ROLLBACK to end, as before.
        const bool inTransaction = PQtransactionStatus(m_conn) != PQTRANS_IDLE;
        if (inTransaction) exec("ROLLBACK");
        exec("BEGIN");
        exec("SET LOCAL statement_timeout = 2000");
        // Readers (AccessShareLock) block no write; a row lock shows as the
        // holder's lock on the table it updates.
        Result r = exec(
            "SELECT DISTINCT l.pid, coalesce(a.usename, ''), coalesce(a.application_name, ''), "
            "coalesce(to_char(a.xact_start AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), '') "
            "FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid "
            "WHERE l.granted AND l.pid <> pg_backend_pid() AND l.mode <> 'AccessShareLock' "
            "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
            "AND ((l.locktype = 'relation' AND l.relation IN "
            "      (SELECT to_regclass(t) FROM unnest($1::text[]) t)) OR (l.locktype = 'advisory' AND $2)) "
            "ORDER BY 1 LIMIT 3",
            {param(tables), param(advisory)});
        exec("ROLLBACK");
        if (inTransaction) exec("BEGIN");
        std::string out;
        for (int i = 0; i < r.rows(); ++i) {
            out += out.empty() ? "pid " : "; pid ";
            out += std::string(r.text(i, 0));
            std::string who = r.text(i, 1).empty() ? std::string() : "role " + std::string(r.text(i, 1));
            if (!r.text(i, 2).empty()) who += (who.empty() ? "" : ", ") + std::string(r.text(i, 2));
            if (!who.empty()) out += " (" + visibleText(who) + ")";
            if (!r.text(i, 3).empty()) out += " in a transaction since " + std::string(r.text(i, 3));
        }
        return out;
    } catch (const StoreError&) {
        return {};
    }
}

Phrase timedOutWaiting(const std::string& timeout, const std::string& store, bool lock, const std::string& table,
                       const std::string& holders, bool writing)
{
    Phrase said{"timed out after %1 waiting for the store %2 (", {timeout, store}, {}};
    const auto value = [&said](const std::string& v) {
        said.args.push_back(v);
        return "%" + std::to_string(said.args.size());
    };
    if (lock)
        said.pattern += table.empty() ? "a lock on a seal table" : "a lock on " + value(table);
    else
        said.pattern += table.empty() ? "a query" : "a query on " + value(table);
    said.pattern += lock ? " held by another session" : " (a lock held by another session, or a very large store?)";
    if (!holders.empty()) said.pattern += ": " + value(holders);
    said.pattern += ")";
    if (writing) said.pattern += "; nothing was written";
    return said;
}

void Connection::throwFor(pg_result* res, std::string_view sql)
{
    const char* state = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
    std::string sqlState = state ? state : "";
    std::string msg = firstLine(res ? PQresultErrorMessage(res) : PQerrorMessage(m_conn));
    if (msg.empty()) msg = firstLine(PQerrorMessage(m_conn));
    if (res) PQclear(res);
    if (PQstatus(m_conn) == CONNECTION_BAD || sqlState.starts_with("08") || sqlState == "57P01") {
        throw StoreError(StoreError::Kind::ConnectionLost,
                         Phrase{"connection to store %1 lost: %2", {describe(), msg}, {}}, sqlState);
    }
    const bool userCancel = sqlState == "57014" && msg.find("user request") != std::string::npos;
    if (userCancel && m_writing) {
        // The console's Cancel on a waiting write (PQcancel before COMMIT):
        // the transaction is rolled back, so the fate is known.
        const std::string holders = lockHolders(sql);
        throw NothingWrittenError(StoreError::Kind::Query,
                                  holders.empty()
                                      ? Phrase{"cancelled while waiting for the store %1; nothing was written",
                                               {describe()}, {}}
                                      : Phrase{"cancelled while waiting for the store %1 (held by %2); nothing was "
                                               "written",
                                               {describe(), holders}, {}},
                                  sqlState);
    }
    if (sqlState == "55P03" || (sqlState == "57014" && !userCancel)) {
        const std::string table = tablesOf(sql);
        const std::string holders = lockHolders(sql);
        // The write's transaction is rolled back (lockHolders, or the
        // WriteTransaction's destructor): a timed-out write lands nothing.
        const Phrase said =
            timedOutWaiting(timeoutText(storeTimeout()), describe(), sqlState == "55P03", table, holders, m_writing);
        if (m_writing) throw NothingWrittenError(StoreError::Kind::Timeout, said, sqlState);
        throw StoreError(StoreError::Kind::Timeout, said, sqlState);
    }
    if (sqlState == "42501") {
        throw StoreError(StoreError::Kind::Permission,
                         Phrase{"permission denied on store %1: %2", {describe(), msg}, {}}, sqlState);
    }
    throw StoreError(StoreError::Kind::Query, Phrase{"store %1: %2", {describe(), msg}, {}}, sqlState);
}

namespace {
std::atomic<std::uint64_t> g_statementsSent{0};
} // namespace

std::uint64_t statementsSent()
{
    return g_statementsSent.load(std::memory_order_relaxed);
}

Result Connection::exec(std::string_view sql, const std::vector<Param>& params)
{
    g_statementsSent.fetch_add(1, std::memory_order_relaxed);
    std::vector<const char*> values;
    values.reserve(params.size());
    for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
    const std::string text(sql);
    pg_result* res = PQexecParams(m_conn, text.c_str(), static_cast<int>(values.size()), nullptr,
                                  values.data(), nullptr, nullptr, 0);
    const auto status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) throwFor(res, sql);
    return Result(res);
}

void Connection::command(std::string_view sql) { exec(sql); }

std::string Connection::describe() const { return describeConn(m_conn); }

std::string Connection::user() const
{
    const char* u = PQuser(m_conn);
    return u ? u : "";
}

bool Connection::isOk() const { return m_conn && PQstatus(m_conn) == CONNECTION_OK; }

int Connection::backendPid() const { return PQbackendPID(m_conn); }

// ---- Transactions -----------------------------------------------------------

ReadTransaction::ReadTransaction(Connection& conn, Bound bound) : ReadTransaction(conn, bound, {}) {}

ReadTransaction::ReadTransaction(Connection& conn, Bound bound, std::string_view snapshotId) : m_conn(conn)
{
    // A snapshot id is hex digits and dashes ("00000003-0000001B-1"); SET
    // TRANSACTION SNAPSHOT takes no bound parameter, so nothing else is spliced.
    if (snapshotId.find_first_not_of("0123456789ABCDEFabcdef-") != std::string_view::npos)
        throw std::invalid_argument("not a snapshot id");
    m_conn.command("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // Before any query of the transaction, as PostgreSQL requires.
    if (!snapshotId.empty()) m_conn.command("SET TRANSACTION SNAPSHOT '" + std::string(snapshotId) + "'");
    const long long ms = storeTimeout().count();
    if (ms <= 0) return;
    // SET takes no bound parameters; an integer printed by to_string is safe.
    // The lock wait ends a little first, so that a lock is named as the cause.
    m_conn.command("SET LOCAL lock_timeout = " + std::to_string(std::max(1LL, ms - std::min(500LL, ms / 10))));
    if (bound == Bound::Statement) m_conn.command("SET LOCAL statement_timeout = " + std::to_string(ms));
}

ReadTransaction::~ReadTransaction()
{
    try {
        if (m_conn.isOk()) m_conn.command("ROLLBACK");
    } catch (...) { // a lost connection has nothing to roll back
    }
}

// ---- Cursor --------------------------------------------------------------------

Cursor::Cursor(Connection& conn, std::string_view name, std::string_view sql, const std::vector<Param>& params,
               int batchRows)
    : m_conn(conn), m_name(name)
{
    if (m_name.empty() || m_name.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") != std::string::npos)
        throw std::invalid_argument("a cursor name is lower-case letters and '_'");
    m_fetch = "FETCH FORWARD " + std::to_string(std::max(batchRows, 1)) + " FROM " + m_name;
    if (PQtransactionStatus(m_conn.raw()) == PQTRANS_IDLE) {
        m_conn.command("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
        m_ownTransaction = true;
    }
    try {
        m_conn.exec("DECLARE " + m_name + " NO SCROLL CURSOR FOR " + std::string(sql), params);
    } catch (...) {
        if (m_ownTransaction) m_conn.command("ROLLBACK");
        throw;
    }
}

Cursor::~Cursor()
{
    try {
        if (m_conn.isOk()) m_conn.command(m_ownTransaction ? "ROLLBACK" : "CLOSE " + m_name);
    } catch (...) { // an aborted transaction or a lost connection closed it already
    }
}

Result Cursor::fetch()
{
    return m_conn.exec(m_fetch);
}

// ---- CopyRows ------------------------------------------------------------------

namespace {

std::uint16_t be16(const char* p)
{
    return static_cast<std::uint16_t>((static_cast<unsigned char>(p[0]) << 8) | static_cast<unsigned char>(p[1]));
}

std::uint32_t be32(const char* p)
{
    return (std::uint32_t(be16(p)) << 16) | be16(p + 2);
}

constexpr char kCopySignature[] = "PGCOPY\n\377\r\n"; // and a NUL: 11 bytes

} // namespace

CopyRows::CopyRows(Connection& conn, std::string sql) : m_conn(conn), m_sql(std::move(sql))
{
    g_statementsSent.fetch_add(1, std::memory_order_relaxed);
    pg_result* res = PQexec(m_conn.m_conn, m_sql.c_str());
    if (!res || PQresultStatus(res) != PGRES_COPY_OUT) m_conn.throwFor(res, m_sql);
    PQclear(res);
}

CopyRows::~CopyRows()
{
    try {
        if (!m_done) stop();
    } catch (...) { // a lost connection has nothing left to drain
    }
    release();
}

void CopyRows::release()
{
    if (m_buffer) PQfreemem(m_buffer);
    m_buffer = nullptr;
}

void CopyRows::malformed()
{
    stop();
    throw StoreError(StoreError::Kind::Query, "store " + m_conn.describe() + ": unexpected COPY data");
}

bool CopyRows::next()
{
    release();
    if (m_done) return false;
    pg_conn* raw = m_conn.m_conn;
    const int len = PQgetCopyData(raw, &m_buffer, 0);
    if (len < 0) {
        m_done = true;
        pg_result* res = PQgetResult(raw); // the COPY's own outcome
        if (len == -2 || !res || PQresultStatus(res) != PGRES_COMMAND_OK) m_conn.throwFor(res, m_sql);
        PQclear(res);
        while (pg_result* more = PQgetResult(raw)) PQclear(more);
        return false;
    }
    // One CopyData message per row; the first also carries the file header.
    const char* p = m_buffer;
    const char* end = p + len;
    if (!m_headerRead) {
        if (len < 19 || std::memcmp(p, kCopySignature, 11) != 0) malformed();
        const std::uint32_t extension = be32(p + 15);
        if (extension > static_cast<std::uint32_t>(len - 19)) malformed();
        p += 19 + extension;
        m_headerRead = true;
    }
    if (end - p < 2) malformed();
    const auto count = static_cast<std::int16_t>(be16(p));
    p += 2;
    if (count == -1) return next(); // the trailer: the end follows
    m_fields.assign(static_cast<size_t>(std::max<std::int16_t>(count, 0)), {});
    m_null.assign(m_fields.size(), false);
    for (size_t i = 0; i < m_fields.size(); ++i) {
        if (end - p < 4) malformed();
        const auto n = static_cast<std::int32_t>(be32(p));
        p += 4;
        if (n < 0) {
            m_null[i] = true;
            continue;
        }
        if (end - p < n) malformed();
        m_fields[i] = std::string_view(p, static_cast<size_t>(n));
        p += n;
    }
    return true;
}

std::string_view CopyRows::text(int col) const
{
    return m_fields.at(static_cast<size_t>(col));
}

std::int64_t CopyRows::int8(int col) const
{
    const std::string_view f = m_fields.at(static_cast<size_t>(col));
    if (m_null[static_cast<size_t>(col)] || f.size() != 8)
        throw StoreError(StoreError::Kind::Query, "store " + m_conn.describe() + ": a bigint column is NULL");
    return static_cast<std::int64_t>((std::uint64_t(be32(f.data())) << 32) | be32(f.data() + 4));
}

std::optional<double> CopyRows::float8(int col) const
{
    const std::string_view f = m_fields.at(static_cast<size_t>(col));
    if (m_null[static_cast<size_t>(col)]) return std::nullopt;
    if (f.size() != 8)
        throw StoreError(StoreError::Kind::Query, "store " + m_conn.describe() + ": a float8 column is not 8 bytes");
    const std::uint64_t bits = (std::uint64_t(be32(f.data())) << 32) | be32(f.data() + 4);
    return std::bit_cast<double>(bits);
}

void CopyRows::stop()
{
    if (m_done) return;
    m_done = true;
    release();
    pg_conn* raw = m_conn.m_conn;
    if (PGcancel* cancel = PQgetCancel(raw)) {
        char err[256];
        PQcancel(cancel, err, sizeof err);
        PQfreeCancel(cancel);
    }
    char* buffer = nullptr;
    while (PQgetCopyData(raw, &buffer, 0) > 0) // what the server sent before it stopped
        PQfreemem(buffer);
    while (pg_result* res = PQgetResult(raw)) PQclear(res);
}

namespace {
thread_local WritePrologue* t_prologue = nullptr; // the newest armed on this thread
} // namespace

WritePrologue::WritePrologue(Connection& conn, std::function<void(Connection&)> work)
    : m_conn(&conn), m_work(std::move(work)), m_outer(t_prologue)
{
    t_prologue = this;
}

WritePrologue::~WritePrologue()
{
    t_prologue = m_outer;
}

bool writePrologueArmed(const Connection& conn)
{
    for (const WritePrologue* p = t_prologue; p; p = p->m_outer)
        if (p->m_conn == &conn) return true;
    return false;
}

WriteTransaction::WriteTransaction(Connection& conn) : m_conn(conn)
{
    m_conn.command("BEGIN");
    m_conn.m_writing = true;
    try {
        // A write waits no longer than a read: every lock wait (the chain's
        // advisory lock included) and every statement is bounded by the store
        // timeout, and a write that gives up has written nothing (issue 26).
        if (const long long ms = storeTimeout().count(); ms > 0) {
            m_conn.command("SET LOCAL lock_timeout = " +
                           std::to_string(std::max(1LL, ms - std::min(500LL, ms / 10))));
            m_conn.command("SET LOCAL statement_timeout = " + std::to_string(ms));
        }
        for (WritePrologue* p = t_prologue; p; p = p->m_outer)
            if (p->m_conn == &m_conn && !p->m_ran) {
                p->m_ran = true;
                p->m_work(m_conn);
                break;
            }
    } catch (...) {
        // The destructor of an object whose constructor threw never runs.
        m_conn.m_writing = false;
        if (m_conn.isOk()) {
            try {
                m_conn.command("ROLLBACK");
            } catch (...) {
            }
        }
        throw;
    }
}

void WriteTransaction::commit()
{
    // A COMMIT that fails is not known to have landed or not: the caller's
    // re-check decides, so the flag goes before it.
    m_conn.m_writing = false;
    m_conn.command("COMMIT");
    m_done = true;
}

WriteTransaction::~WriteTransaction()
{
    m_conn.m_writing = false;
    if (m_done) return;
    try {
        if (m_conn.isOk()) m_conn.command("ROLLBACK");
    } catch (...) {
    }
}

// ---- Schema -------------------------------------------------------------------

// The registry's core tables (tables.hpp), in its order.
const std::vector<std::string>& sealTables()
{
    static const std::vector<std::string> tables = [] {
        std::vector<std::string> core;
        for (const KernelTable& t : kernelTables())
            if (t.presence == TablePresence::Core) core.emplace_back(t.name);
        return core;
    }();
    return tables;
}

std::vector<std::string> missingSealTables(Connection& conn)
{
    std::vector<std::string> missing;
    for (const auto& table : sealTables()) {
        // to_regclass needs no privilege on the table and never creates anything.
        Result r = conn.exec("SELECT to_regclass($1) IS NULL", {param(table)});
        if (r.boolean(0, 0)) missing.push_back(table);
    }
    return missing;
}

bool hasTable(Connection& conn, const std::string& table)
{
    return !conn.exec("SELECT to_regclass($1) IS NULL", {param(table)}).boolean(0, 0);
}

void requireSealTables(Connection& conn)
{
    const auto missing = missingSealTables(conn);
    if (missing.empty()) return;
    std::string names;
    for (const auto& m : missing) names += (names.empty() ? "" : ", ") + m;
    throw StoreError(StoreError::Kind::MissingTables,
                     Phrase{"store %1 is not a seal store: missing table(s) %2", {conn.describe(), names},
                            static_cast<long long>(missing.size())});
}

} // namespace seal
