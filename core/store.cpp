#include "store.hpp"

#include "digest.hpp"

#include <libpq-fe.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
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

// Resolves the DSN the user meant: explicit, else $SEAL_DSN, else libpq's
// own environment and service files (an empty conninfo string).
std::string resolveDsn(const std::string& dsn)
{
    if (!dsn.empty()) return dsn;
    if (const char* env = std::getenv("SEAL_DSN"); env && *env) return env;
    return {};
}

} // namespace

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

bool isShowableTime(double epoch)
{
    // 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59Z
    return std::isfinite(epoch) && epoch >= -62135596800.0 && epoch < 253402300800.0;
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

Connection::Connection(Connection&& other) noexcept : m_conn(std::exchange(other.m_conn, nullptr)) {}

Connection& Connection::operator=(Connection&& other) noexcept
{
    if (this != &other) {
        if (m_conn) PQfinish(m_conn);
        m_conn = std::exchange(other.m_conn, nullptr);
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
            throw StoreError(StoreError::Kind::Connect, "invalid DSN: " + why);
        }
        PQconninfoFree(opts);
    }
    pg_conn* raw = PQconnectdb(resolved.c_str());
    if (!raw) throw StoreError(StoreError::Kind::Connect, "cannot connect to store: out of memory");
    if (PQstatus(raw) != CONNECTION_OK) {
        const std::string msg = "cannot connect to store " + describeConn(raw) + ": " +
                                firstLine(PQerrorMessage(raw));
        PQfinish(raw);
        throw StoreError(StoreError::Kind::Connect, msg);
    }
    Connection conn(raw);
    // Shortest-exact float8 text, whatever the server's default; UTF-8 text.
    conn.command("SET extra_float_digits = 3");
    conn.command("SET client_encoding = 'UTF8'");
    return conn;
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
                         "connection to store " + describe() + " lost: " + msg, sqlState);
    }
    if (sqlState == "42501") {
        throw StoreError(StoreError::Kind::Permission, "permission denied on store " + describe() + ": " + msg,
                         sqlState);
    }
    (void)sql;
    throw StoreError(StoreError::Kind::Query, "store " + describe() + ": " + msg, sqlState);
}

Result Connection::exec(std::string_view sql, const std::vector<Param>& params)
{
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

ReadTransaction::ReadTransaction(Connection& conn) : m_conn(conn)
{
    m_conn.command("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
}

ReadTransaction::~ReadTransaction()
{
    try {
        if (m_conn.isOk()) m_conn.command("ROLLBACK");
    } catch (...) { // a lost connection has nothing to roll back
    }
}

WriteTransaction::WriteTransaction(Connection& conn) : m_conn(conn) { m_conn.command("BEGIN"); }

void WriteTransaction::commit()
{
    m_conn.command("COMMIT");
    m_done = true;
}

WriteTransaction::~WriteTransaction()
{
    if (m_done) return;
    try {
        if (m_conn.isOk()) m_conn.command("ROLLBACK");
    } catch (...) {
    }
}

// ---- Schema -------------------------------------------------------------------

const std::vector<std::string>& sealTables()
{
    static const std::vector<std::string> tables = {
        "seal_intents",   "seal_certs",     "seal_domains",   "seal_clearance",      "seal_proof",
        "seal_thresholds", "seal_approvals", "seal_approval_votes", "seal_events",
    };
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

void requireSealTables(Connection& conn)
{
    const auto missing = missingSealTables(conn);
    if (missing.empty()) return;
    std::string names;
    for (const auto& m : missing) names += (names.empty() ? "" : ", ") + m;
    throw StoreError(StoreError::Kind::MissingTables,
                     "store " + conn.describe() + " is not a seal store: missing table(s) " + names);
}

} // namespace seal
