// Access to a seal store (PostgreSQL) through libpq. No Qt.
#pragma once

#include "core/base/phrase.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;

namespace seal {

// One line a user can act on; never contains a password.
class StoreError : public std::runtime_error
{
public:
    // Timeout: a connect, a lock wait or a statement ran past the store timeout.
    enum class Kind { Connect, Permission, MissingTables, Query, ConnectionLost, Refused, Timeout };
    StoreError(Kind kind, const std::string& message, std::string sqlState = {})
        : std::runtime_error(message), m_kind(kind), m_sqlState(std::move(sqlState))
    {
    }
    // Seal Desk's own sentence: what() is its English, said() its pattern and
    // values for the console's language (the server's own words stay a value).
    StoreError(Kind kind, Phrase said, std::string sqlState = {})
        : std::runtime_error(said.text()), m_kind(kind), m_sqlState(std::move(sqlState)), m_said(std::move(said))
    {
    }
    Kind kind() const { return m_kind; }
    const std::string& sqlState() const { return m_sqlState; }
    const Phrase& said() const { return m_said; } // empty pattern: what() alone

private:
    Kind m_kind;
    std::string m_sqlState;
    Phrase m_said;
};

// A float8 as PostgreSQL prints it ("1795946484.4442582", "1e+308", "NaN",
// "Infinity", "-Infinity"), read the same whatever the process locale is.
// Throws std::invalid_argument when the text is not one.
double parseFloat8(std::string_view text);

// A bound query parameter: text, or SQL NULL.
using Param = std::optional<std::string>;
Param param(double value);
Param param(std::int64_t value);
Param param(int value);
Param param(bool value);
Param param(std::string_view text);
Param param(const char* text);
Param param(const std::string& text);
inline Param nullParam() { return std::nullopt; }

// A number from the store where the reference always writes a finite one.
// NULL, NaN, ±Infinity, and for a time anything outside the years 1..9999,
// make it invalid: `problem` then names the table, column and row ("
// seal_approvals.amount of id 42 is NaN") and `value` is NaN, so no sum or
// comparison quietly uses it. One bad value costs that value, not the row.
struct CheckedReal
{
    double value = 0;
    std::string problem; // empty when valid
    bool valid() const { return problem.empty(); }
};

enum class RealKind
{
    Number, // an amount, a count: any finite double
    Time,   // epoch seconds: finite and within the years 1..9999
};

// How long anything may wait on the store (0: forever). It bounds connecting
// (connect_timeout, unless the DSN gives its own), lock waits in every read
// (lock_timeout) and each statement of a bounded read (statement_timeout).
// Process-wide and thread-safe: sealctl sets it once from --timeout or
// SEAL_TIMEOUT, the console from Settings; a change applies to the next
// connection or transaction.
constexpr std::chrono::milliseconds kDefaultStoreTimeout{30000};
void setStoreTimeout(std::chrono::milliseconds timeout);
std::chrono::milliseconds storeTimeout();
// Parses SECONDS (decimal, '.' whatever the locale, 0 < s <= 86400, or 0 for
// no timeout); nullopt when it is not such a number.
std::optional<std::chrono::milliseconds> parseTimeoutSeconds(std::string_view text);
// "2 s", "0.5 s": a timeout as the error messages say it.
std::string timeoutText(std::chrono::milliseconds timeout);

// "timed out after 2 s waiting for the store S (a lock on T held by another
// session: holders)", for a lock wait or a statement timeout; a write's ends
// "; nothing was written" (its transaction is rolled back).
Phrase timedOutWaiting(const std::string& timeout, const std::string& store, bool lock, const std::string& table,
                       const std::string& holders, bool writing);

// The DSN (key=value or postgresql:// URI) with its password replaced by
// "***", for any message that must show it. Never fails.
std::string redactDsn(std::string_view dsn);

class Result
{
public:
    explicit Result(pg_result* res);
    ~Result();
    Result(Result&&) noexcept;
    Result& operator=(Result&&) noexcept;
    Result(const Result&) = delete;
    Result& operator=(const Result&) = delete;

    int rows() const;
    int columns() const;
    int column(std::string_view name) const; // throws StoreError when absent
    bool isNull(int row, int col) const;
    std::string_view text(int row, int col) const; // "" when NULL
    std::optional<std::string> optText(int row, int col) const;
    double real(int row, int col) const;            // float8 column; throws when NULL
    std::optional<double> optReal(int row, int col) const;
    // real(), checked: never throws for NULL or a non-finite value (see
    // CheckedReal); `table` and `rowKey` ("id 42") name where it came from.
    CheckedReal checkedReal(int row, int col, std::string_view table, std::string_view rowKey,
                            RealKind kind = RealKind::Number) const;
    // The same where NULL is legitimate (decided_at of a pending request).
    std::optional<CheckedReal> optCheckedReal(int row, int col, std::string_view table, std::string_view rowKey,
                                              RealKind kind = RealKind::Number) const;
    std::string_view columnName(int col) const;
    std::int64_t integer(int row, int col) const;   // int/bigint column; throws when NULL
    bool boolean(int row, int col) const;           // 't' / 'f'
    long long affected() const;                      // rows touched by INSERT/UPDATE/DELETE

private:
    pg_result* m_res;
};

class Connection
{
public:
    // Connects with `dsn`; when empty, with $SEAL_DSN; when that is unset too,
    // with libpq's own environment (PGHOST, PGSERVICE, ~/.pg_service.conf, ...).
    static Connection open(const std::string& dsn = {});

    ~Connection();
    Connection(Connection&&) noexcept;
    Connection& operator=(Connection&&) noexcept;
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // Runs one statement with bound parameters (never spliced into SQL).
    Result exec(std::string_view sql, const std::vector<Param>& params = {});
    // Runs a statement that returns no rows (BEGIN, COMMIT, SET ...).
    void command(std::string_view sql);

    // "host/db" (or "socket dir/db"): what the user connected to, no password.
    std::string describe() const;
    std::string user() const;       // the authenticated role (session_user)
    bool isOk() const;
    pg_conn* raw() { return m_conn; }
    int backendPid() const;

private:
    friend class CopyRows;
    friend class WriteTransaction;
    explicit Connection(pg_conn* conn);
    [[noreturn]] void throwFor(pg_result* res, std::string_view sql);
    std::string lockHolders(std::string_view sql);
    pg_conn* m_conn = nullptr;
    bool m_writing = false; // inside a WriteTransaction: a timeout says nothing was written
};

// The store's clock inside the caller's write transaction, as epoch seconds.
// clock_timestamp(), read once per write and shared by every row the write
// stamps. Writes that judge time (a vote's expiry, a settle's lease) read it
// after locking the row they judge: one that waited for another's lock judges
// at the moment it decides, where now(), the transaction's start, would be
// as old as the wait, and certs appended behind one another keep their order.
double storeNow(Connection& conn);

// The rows of `COPY (SELECT ...) TO STDOUT (FORMAT binary)`, one at a time.
// The server keeps streaming while the caller works on a row (a paged SELECT
// leaves it idle between pages, and pays for each page's query), and memory
// holds one row, whatever the table's size. COPY takes no bound parameters:
// the caller splices only numbers it printed itself. A COPY not read to its
// end is cancelled on the server and drained, so the connection stays usable
// (its transaction then needs a ROLLBACK, which ReadTransaction does).
class CopyRows
{
public:
    CopyRows(Connection& conn, std::string sql);
    ~CopyRows();
    CopyRows(const CopyRows&) = delete;
    CopyRows& operator=(const CopyRows&) = delete;

    // Moves to the next row; false after the last. Throws StoreError.
    bool next();
    int columns() const { return static_cast<int>(m_fields.size()); }
    std::string_view text(int col) const; // a text column's bytes; "" when NULL
    std::int64_t int8(int col) const;      // a bigint column; throws when NULL
    std::optional<double> float8(int col) const; // a double precision column; nullopt when NULL
    // Stops early: cancels the COPY and discards what is still in flight.
    void stop();

private:
    void release();
    [[noreturn]] void malformed();

    Connection& m_conn;
    std::string m_sql;
    char* m_buffer = nullptr;
    bool m_headerRead = false;
    bool m_done = false;
    std::vector<std::string_view> m_fields;
    std::vector<bool> m_null;
};

// A query read in batches through a server-side cursor: memory holds one
// batch, whatever the result's size, and the query is planned and sorted once
// (a keyset page would pay for that per page). Inside the caller's
// transaction; outside one, in a read-only transaction of its own, ended when
// the cursor is. `name` is a fixed identifier of the caller's (it is
// spliced); parameters are bound. Closed when destroyed.
class Cursor
{
public:
    Cursor(Connection& conn, std::string_view name, std::string_view sql, const std::vector<Param>& params = {},
           int batchRows = 2000);
    ~Cursor();
    Cursor(const Cursor&) = delete;
    Cursor& operator=(const Cursor&) = delete;

    // The next batch of rows; one with no rows after the last.
    Result fetch();

private:
    Connection& m_conn;
    std::string m_name;
    std::string m_fetch;
    bool m_ownTransaction = false;
};

// BEGIN READ ONLY ... ROLLBACK. Every read of the store runs inside one, so a
// read can never create, alter or migrate anything. Every read waits for a lock
// at most the store timeout; a bounded read (the default) also runs each
// statement at most that long. A chain walk or an export may take longer than
// any timeout a user would set, so it is unbounded (and cancellable: the
// verifier's flag, PQcancel, Ctrl-C), but never waits for a lock forever.
class ReadTransaction
{
public:
    enum class Bound { Statement, LockOnly };
    explicit ReadTransaction(Connection& conn, Bound bound = Bound::Statement);
    // The same on a snapshot another transaction exported (pg_export_snapshot()),
    // so that several connections read one state of the store. Throws
    // std::invalid_argument when `snapshotId` is not one PostgreSQL prints.
    ReadTransaction(Connection& conn, Bound bound, std::string_view snapshotId);
    ~ReadTransaction();
    ReadTransaction(const ReadTransaction&) = delete;
    ReadTransaction& operator=(const ReadTransaction&) = delete;

private:
    Connection& m_conn;
};

// BEGIN ... COMMIT for a write; rolls back when destroyed uncommitted.
class WriteTransaction
{
public:
    explicit WriteTransaction(Connection& conn);
    ~WriteTransaction();
    void commit();
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;

private:
    Connection& m_conn;
    bool m_done = false;
};

// The tables of the v1 layout that Seal Desk reads (SPEC §1).
const std::vector<std::string>& sealTables();
// Which of them the store lacks (empty when complete).
std::vector<std::string> missingSealTables(Connection& conn);
// Throws StoreError(MissingTables) naming each missing table.
void requireSealTables(Connection& conn);

} // namespace seal
