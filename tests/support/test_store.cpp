#include "tests/support/test_store.hpp"
#include "tests/support/test_paths.hpp"

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string_view>
#include <unistd.h>

namespace seal::test {

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "test support: cannot read %s\n", path.c_str());
        std::abort();
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string adminDsn()
{
    if (const char* dsn = std::getenv("SEAL_TEST_ADMIN_DSN"); dsn && *dsn) return dsn;
    const char* dir = std::getenv("SEAL_TEST_PGDIR");
    if (!dir) {
        std::fprintf(stderr, "test support: SEAL_TEST_PGDIR is unset; run the tests with ctest\n");
        std::abort();
    }
    std::string dsn = readFile(std::string(dir) + "/dsn");
    while (!dsn.empty() && (dsn.back() == '\n' || dsn.back() == ' '))
        dsn.pop_back();
    return dsn;
}

std::string dsnFor(const std::string& dbname, const std::string& user)
{
    std::string dsn = std::regex_replace(adminDsn(), std::regex("dbname=\\S+"), "dbname=" + dbname);
    if (!user.empty()) dsn = std::regex_replace(dsn, std::regex("user=\\S+"), "user=" + user);
    return dsn;
}

std::string fixturePath(const std::string& name)
{
    return seal::test::fixturesDir() + "/" + name;
}

nlohmann::json expectedStoreA()
{
    return nlohmann::json::parse(readFile(fixturePath("store-a.expected.json")));
}

nlohmann::json expectedStoreC()
{
    return nlohmann::json::parse(readFile(fixturePath("store-c.expected.json")));
}

nlohmann::json expectedStoreE()
{
    return nlohmann::json::parse(readFile(fixturePath("store-e.expected.json")));
}

namespace {
std::string uniqueName(const char* prefix)
{
    static std::atomic<int> counter{0};
    return std::string(prefix) + "_" + std::to_string(::getpid()) + "_" + std::to_string(++counter);
}
} // namespace

std::string quoteIdent(const std::string& name)
{
    return "\"" + name + "\"";
}

std::map<std::string, std::string> storeSnapshot(const TestDatabase& db)
{
    static const std::vector<std::string> tables = {
        "seal_intents",        "seal_certs",          "seal_domains", "seal_graphs",
        "seal_graph_children", "seal_clearance",      "seal_proof",   "seal_thresholds",
        "seal_approvals",      "seal_approval_votes", "seal_events",  "seal_tickets",
        "seal_mandate_paths",  "seal_mandates",       "seal_budget",  "seal_spend",
        "seal_obligations",    "seal_obligation_breaches",
    };
    auto c = db.connect();
    std::map<std::string, std::string> out;
    for (const auto& t : tables) {
        if (c.exec("SELECT to_regclass($1) IS NULL", {seal::param(t)}).boolean(0, 0)) {
            out[t] = "absent";
            continue;
        }
        const seal::Result r = c.exec("SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' "
                                      "ORDER BY t::text)), '') FROM " +
                                      quoteIdent(t) + " t");
        out[t] = std::string(r.text(0, 0));
    }
    return out;
}

std::set<std::string> changedTables(const std::map<std::string, std::string>& before,
                                    const std::map<std::string, std::string>& after)
{
    std::set<std::string> out;
    for (const auto& [t, v] : before)
        if (after.at(t) != v) out.insert(t);
    return out;
}

void TestDatabase::grantToEveryone() const
{
    exec("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO PUBLIC");
    exec("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO PUBLIC");
}

long long TestDatabase::scalar(const std::string& sql) const
{
    auto conn = connect();
    return conn.exec(sql).integer(0, 0);
}

TestDatabase TestDatabase::writableStoreA()
{
    auto db = storeA();
    db.grantToEveryone();
    return db;
}

TestDatabase TestDatabase::empty()
{
    auto admin = Connection::open(adminDsn());
    std::string name = uniqueName("t_empty");
    admin.command("CREATE DATABASE " + quoteIdent(name));
    return TestDatabase(name);
}

TestDatabase TestDatabase::storeA()
{
    auto admin = Connection::open(adminDsn());
    std::string name = uniqueName("t_store_a");
    admin.command("CREATE DATABASE " + quoteIdent(name) + " TEMPLATE seal_store_a_tpl");
    return TestDatabase(name);
}

TestDatabase TestDatabase::storeC()
{
    auto admin = Connection::open(adminDsn());
    std::string name = uniqueName("t_store_c");
    admin.command("CREATE DATABASE " + quoteIdent(name) + " TEMPLATE seal_store_c_tpl");
    return TestDatabase(name);
}

TestDatabase TestDatabase::storeE()
{
    auto admin = Connection::open(adminDsn());
    std::string name = uniqueName("t_store_e");
    admin.command("CREATE DATABASE " + quoteIdent(name) + " TEMPLATE seal_store_e_tpl");
    return TestDatabase(name);
}

TestDatabase::TestDatabase(TestDatabase&& other) noexcept : m_name(std::move(other.m_name))
{
    other.m_name.clear();
}

TestDatabase::~TestDatabase()
{
    if (m_name.empty()) return;
    try {
        auto admin = Connection::open(adminDsn());
        admin.command("DROP DATABASE IF EXISTS " + quoteIdent(m_name) + " WITH (FORCE)");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "test support: could not drop %s: %s\n", m_name.c_str(), e.what());
    }
}

void TestDatabase::exec(const std::string& sql) const
{
    auto conn = Connection::open(dsn());
    conn.command(sql);
}

std::vector<std::string> splitStatements(const std::string& script)
{
    std::vector<std::string> out;
    std::string current;
    std::size_t i = 0;
    auto flush = [&] {
        if (current.find_first_not_of(" \t\r\n") != std::string::npos) out.push_back(current);
        current.clear();
    };
    while (i < script.size()) {
        const char c = script[i];
        if (c == '\'' || c == '"') { // a string or a quoted identifier; a doubled quote stays inside
            const std::size_t end = script.find(c, i + 1);
            const std::size_t stop = end == std::string::npos ? script.size() : end + 1;
            current.append(script, i, stop - i);
            i = stop;
        } else if (c == '-' && i + 1 < script.size() && script[i + 1] == '-') {
            const std::size_t end = script.find('\n', i);
            const std::size_t stop = end == std::string::npos ? script.size() : end;
            current.append(script, i, stop - i);
            i = stop;
        } else if (c == '$') { // $tag$ ... $tag$
            const std::size_t close = script.find('$', i + 1);
            const std::string tag =
                close == std::string::npos ? std::string() : script.substr(i, close - i + 1);
            const bool isTag =
                !tag.empty() &&
                tag.find_first_not_of("$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789") ==
                    std::string::npos;
            if (!isTag) {
                current += c;
                ++i;
                continue;
            }
            const std::size_t end = script.find(tag, close + 1);
            const std::size_t stop = end == std::string::npos ? script.size() : end + tag.size();
            current.append(script, i, stop - i);
            i = stop;
        } else if (c == ';') {
            flush();
            ++i;
        } else {
            current += c;
            ++i;
        }
    }
    flush();
    return out;
}

void execScript(Connection& conn, const std::string& script)
{
    for (const std::string& statement : splitStatements(script))
        conn.exec(statement);
}

bool weakenFunction(const TestDatabase& db, const std::string& signature, const std::string& from,
                    const std::string& to)
{
    auto c = db.connect();
    Result r = c.exec("SELECT pg_get_functiondef(to_regprocedure($1))", {param(signature)});
    std::string def(r.text(0, 0));
    if (def.find(from) == std::string::npos) return false;
    for (auto at = def.find(from); at != std::string::npos; at = def.find(from, at + to.size()))
        def.replace(at, from.size(), to);
    c.command(def);
    return true;
}

std::string ensureRole(const std::string& role, const std::vector<std::string>& memberOf)
{
    auto admin = Connection::open(adminDsn());
    auto r = admin.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(role)});
    if (r.rows() == 0) {
        try {
            admin.command("CREATE ROLE " + quoteIdent(role) + " LOGIN");
        } catch (const StoreError&) { // a parallel test created it first
        }
    }
    for (const auto& group : memberOf) {
        auto g = admin.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(group)});
        if (g.rows() == 0) {
            try {
                admin.command("CREATE ROLE " + quoteIdent(group) + " NOLOGIN");
            } catch (const StoreError&) {
            }
        }
        admin.command("GRANT " + quoteIdent(group) + " TO " + quoteIdent(role));
    }
    return role;
}

RunResult runSealctl(const std::vector<std::string>& args, const std::vector<std::string>& env)
{
    QProcess proc;
    QProcessEnvironment penv = QProcessEnvironment::systemEnvironment();
    penv.remove(QStringLiteral("SEAL_DSN"));
    for (const auto& kv : env) {
        const auto eq = kv.find('=');
        penv.insert(QString::fromStdString(kv.substr(0, eq)),
                    eq == std::string::npos ? QString() : QString::fromStdString(kv.substr(eq + 1)));
    }
    proc.setProcessEnvironment(penv);
    QStringList qargs;
    for (const auto& a : args)
        qargs << QString::fromStdString(a);
    proc.start(seal::test::qSealctl(), qargs);
    proc.closeWriteChannel();
    RunResult rr;
    if (!proc.waitForFinished(300000)) {
        proc.kill();
        proc.waitForFinished();
        rr.err = "sealctl timed out";
        return rr;
    }
    rr.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    rr.out = proc.readAllStandardOutput().toStdString();
    rr.err = proc.readAllStandardError().toStdString();
    static constexpr std::string_view kNote = "sealctl: this machine's clock is ";
    if (const auto at = rr.err.find(kNote); at != std::string::npos && (at == 0 || rr.err[at - 1] == '\n')) {
        const auto end = rr.err.find('\n', at);
        const auto stop = end == std::string::npos ? rr.err.size() : end + 1;
        rr.clockNote = rr.err.substr(at, stop - at);
        rr.err.erase(at, stop - at);
    }
    return rr;
}

long peakRssKiB()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::strtol(line.c_str() + 6, nullptr, 10);
    return -1;
}

GroupScope::GroupScope(std::string group, const std::vector<std::string>& members) : m_group(std::move(group))
{
    auto admin = Connection::open(adminDsn());
    if (admin.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(m_group)}).rows() == 0) {
        admin.command("CREATE ROLE " + quoteIdent(m_group) + " NOLOGIN");
        m_created = true;
    }
    for (const auto& member : members)
        add(member);
}

GroupScope::~GroupScope()
{
    if (m_created) Connection::open(adminDsn()).command("DROP ROLE IF EXISTS " + quoteIdent(m_group));
}

std::string GroupScope::add(const std::string& role) const
{
    ensureRole(role);
    Connection::open(adminDsn()).command("GRANT " + quoteIdent(m_group) + " TO " + quoteIdent(role));
    return role;
}

} // namespace seal::test
