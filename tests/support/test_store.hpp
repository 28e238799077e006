// Test support: throwaway databases on the cluster the `pg` CTest fixture
// started, copies of the reference store, and running sealctl.
#pragma once

#include "core/store/store.hpp"

#include <nlohmann/json.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace seal::test {

// The admin (superuser) DSN of the test cluster: $SEAL_TEST_ADMIN_DSN, else
// the dsn file in $SEAL_TEST_PGDIR. Aborts the test run when neither exists.
std::string adminDsn();
// DSN with dbname (and user, if given) replaced.
std::string dsnFor(const std::string& dbname, const std::string& user = {});

std::string fixturePath(const std::string& name); // ../shared/fixtures/reference/<name>
nlohmann::json expectedStoreA();                  // store-a.expected.json
nlohmann::json expectedStoreC();                  // store-c.expected.json
nlohmann::json expectedStoreE();                  // store-e.expected.json (0.2.0 then 0.3.x, signed v2 certs)
std::string readFile(const std::string& path);

// A database that lives as long as the object: empty, or a copy of store-a or store-c.
class TestDatabase
{
public:
    static TestDatabase empty();
    static TestDatabase storeA();
    // store-c: budgets, mandates, sagas, sweeps (tests/fixtures/reference/README.md).
    static TestDatabase storeC();
    // store-e: written by 0.2.0, then upgraded and written on by 0.3.x with a
    // signing key (v1 and v2 certs side by side; SPEC §15, the fixtures README).
    static TestDatabase storeE();
    // store-a with the table privileges a deployment grants its people (the
    // fixture grants ordinary roles nothing, so every write would be refused).
    static TestDatabase writableStoreA();
    ~TestDatabase();
    TestDatabase(TestDatabase&&) noexcept;
    TestDatabase(const TestDatabase&) = delete;
    TestDatabase& operator=(const TestDatabase&) = delete;
    TestDatabase& operator=(TestDatabase&&) = delete;

    const std::string& name() const { return m_name; }
    std::string dsn(const std::string& user = {}) const { return dsnFor(m_name, user); }
    Connection connect(const std::string& user = {}) const { return Connection::open(dsn(user)); }
    // Runs SQL as the superuser (tampering, setting up roles).
    void exec(const std::string& sql) const;
    // The first column of the first row of `sql` as a number (a count(*)).
    long long scalar(const std::string& sql) const;
    // The table privileges a deployment grants its people, to every role.
    void grantToEveryone() const;

private:
    explicit TestDatabase(std::string name) : m_name(std::move(name)) {}
    std::string m_name;
};

// Runs a script of several statements one by one on `conn` (libpq's extended
// protocol takes one statement a call): split at each `;` outside quotes,
// quoted identifiers, dollar quotes and comments.
void execScript(Connection& conn, const std::string& script);
std::vector<std::string> splitStatements(const std::string& script);

// The owner weakening an installed function: every `from` in its source
// replaced by `to` (a negative control of a guard). False when `from` is not there.
bool weakenFunction(const TestDatabase& db, const std::string& signature, const std::string& from,
                    const std::string& to);

// Creates a login role (no superuser) if missing; returns its name.
std::string ensureRole(const std::string& role, const std::vector<std::string>& memberOf = {});

std::string quoteIdent(const std::string& name); // "name", for role names in DDL

// Every seal table -> "rows:md5 of its rows in text order" ("absent" for a
// table the store lacks). Equal snapshots: the store's rows are byte-identical
// (sequence positions are not rows and may move).
std::map<std::string, std::string> storeSnapshot(const TestDatabase& db);
// The tables whose snapshots differ.
std::set<std::string> changedTables(const std::map<std::string, std::string>& before,
                                    const std::map<std::string, std::string>& after);

// A cluster-wide group (seal_approver, seal_operator) that exists while this
// lives and is dropped again if this created it, so that its existence does
// not change the rules for other tests. Tests using one take CMake's
// RESOURCE_LOCK seal_role_groups.
class GroupScope
{
public:
    explicit GroupScope(std::string group, const std::vector<std::string>& members = {});
    ~GroupScope();
    GroupScope(const GroupScope&) = delete;
    GroupScope& operator=(const GroupScope&) = delete;

    // Creates the login role if missing and makes it a member; returns its name.
    std::string add(const std::string& role) const;

private:
    std::string m_group;
    bool m_created = false;
};

struct RunResult
{
    int exitCode = -1;
    std::string out;
    std::string err;       // stderr without the clock note below
    std::string clockNote; // "sealctl: this machine's clock is … the store's; …" when sealctl said so
};
// Runs the built sealctl with args (no shell), capturing output. The line in
// which sealctl says this machine's clock is off the store's is kept apart in
// clockNote: it is information, not part of an error's one line, and it is
// said whenever the test process's clock is off the server's (CI's faketime
// pass moves the tests a year ahead, not the server).
RunResult runSealctl(const std::vector<std::string>& args, const std::vector<std::string>& env = {});

// Peak resident set (VmHWM) of this process in KiB.
long peakRssKiB();

} // namespace seal::test
