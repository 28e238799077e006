#include "core/demo/demo_server.hpp"

#include "core/demo/demo_history.hpp"
#include "core/demo/schema.hpp"
#include "core/store/store.hpp"
#include "core/writes/obligation_writes.hpp"
#include "core/writes/world.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <glob.h>
#include <pwd.h>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace seal {
namespace {

constexpr const char* kServerUser = "sealdesk-pg"; // the same account scripts/pg-cluster.sh uses
constexpr const char* kDatabase = "sealdesk_demo";
constexpr const char* kStateFile = "demo.json";
constexpr const char* kBasePrefix = "sealdesk-demo.";

struct RoleSpec
{
    const char* name;
    const char* kind;
    const char* path;
};

const std::vector<RoleSpec>& roleSpecs()
{
    static const std::vector<RoleSpec> specs = {
        {"dana", "approver", ""},
        {"sam", "approver", ""},
        {"lee", "approver", ""},
        {"ops", "operator", ""},
        {"agent_refunds", "agent", "refund"},
        {"agent_charges", "agent", "charge"},
        {"agent_payouts", "agent", "payout"},
        {"agent_treasury", "agent", "wire"},
    };
    return specs;
}

// The group each kind of role joins, and what that group may write. Reads
// are granted on every table; writes only where the role's acts land.
struct Group
{
    const char* kind;
    const char* name;
    const char* writes;
};

const std::vector<Group>& groups()
{
    static const std::vector<Group> list = {
        {"approver", "seal_approver",
         "GRANT INSERT, UPDATE ON seal_approvals, seal_approval_votes, seal_certs, seal_events TO "
         "seal_approver"},
        {"operator", "seal_operator",
         "GRANT INSERT, UPDATE, DELETE ON seal_intents, seal_certs, seal_events, seal_domains, "
         "seal_clearance, seal_thresholds TO seal_operator"},
        {"agent", "seal_agent",
         "GRANT INSERT, UPDATE ON seal_intents, seal_certs, seal_events, seal_domains, "
         "seal_approvals, seal_proof TO seal_agent"},
    };
    return list;
}

void say(const DemoServerOptions& o, const std::string& line)
{
    if (o.log) o.log(line);
}

std::string stateDir(const DemoServerOptions& o)
{
    return o.dir.empty() ? defaultDemoDir() : o.dir;
}

// The newest installed server's binaries (Debian layout), else PATH.
std::string findPgBin()
{
    glob_t g{};
    std::vector<std::string> found;
    if (::glob("/usr/lib/postgresql/*/bin/initdb", 0, nullptr, &g) == 0)
        for (size_t i = 0; i < g.gl_pathc; ++i)
            found.emplace_back(g.gl_pathv[i]);
    ::globfree(&g);
    std::sort(found.begin(), found.end(), [](const std::string& a, const std::string& b) {
        return std::atoi(a.c_str() + 20) < std::atoi(b.c_str() + 20); // after "/usr/lib/postgresql/"
    });
    if (!found.empty()) return fs::path(found.back()).parent_path().string();
    if (const char* path = std::getenv("PATH")) {
        std::istringstream dirs(path);
        for (std::string dir; std::getline(dirs, dir, ':');)
            if (!dir.empty() && ::access((dir + "/initdb").c_str(), X_OK) == 0) return dir;
    }
    throw DemoServerError(
        "no PostgreSQL server binaries found (looked in /usr/lib/postgresql/*/bin and PATH): "
        "install postgresql (scripts/install-deps.sh)");
}

// A program's full path from PATH (and the sbin directories root's tools
// live in), resolved before fork: the child only execs.
std::string programPath(const std::string& name)
{
    if (name.find('/') != std::string::npos) return name;
    const char* env = std::getenv("PATH");
    std::istringstream dirs(std::string(env ? env : "") + ":/usr/sbin:/sbin:/usr/bin:/bin");
    for (std::string dir; std::getline(dirs, dir, ':');)
        if (!dir.empty() && ::access((dir + "/" + name).c_str(), X_OK) == 0) return dir + "/" + name;
    throw DemoServerError("cannot find the program " + name + " in PATH");
}

// Runs a program (no shell) with output appended to `logPath`; its exit code.
int runTool(const std::vector<std::string>& argv, const std::string& logPath, const std::string& cwd)
{
    const std::string program = programPath(argv.at(0));
    std::vector<char*> args;
    args.reserve(argv.size() + 1);
    for (const auto& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int log = ::open(logPath.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (log < 0) throw DemoServerError("cannot write " + logPath);
    const pid_t pid = ::fork();
    if (pid == 0) {
        // Only async-signal-safe calls here. Nothing of ours (store
        // connections) may leak into a server that outlives us.
        const int devnull = ::open("/dev/null", O_RDONLY);
        ::dup2(devnull, 0);
        ::dup2(log, 1);
        ::dup2(log, 2);
        if (::close_range(3, ~0U, 0) != 0)
            for (int fd = 3; fd < 1024; ++fd) ::close(fd);
        if (::chdir(cwd.c_str()) != 0) ::_exit(126);
        ::execv(program.c_str(), args.data());
        ::_exit(127);
    }
    ::close(log);
    if (pid < 0) throw DemoServerError("cannot start " + argv[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

std::string tail(const std::string& path, size_t maxChars = 600)
{
    std::ifstream in(path);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return text.size() > maxChars ? text.substr(text.size() - maxChars) : text;
}

bool asRoot()
{
    return ::geteuid() == 0;
}

// initdb refuses root: as root, the cluster belongs to a system account.
void ensureServerUser(const std::string& logPath)
{
    if (!asRoot() || ::getpwnam(kServerUser)) return;
    const int rc =
        runTool({"useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", kServerUser},
                logPath, "/");
    if (rc != 0 || !::getpwnam(kServerUser))
        throw DemoServerError(std::string("cannot create the system user ") + kServerUser +
                              " to run PostgreSQL: " + tail(logPath));
}

// A PostgreSQL tool, run as the cluster's owner.
int runPg(const nlohmann::json& st, std::vector<std::string> argv, const std::string& logName)
{
    argv[0] = st["bin"].get<std::string>() + "/" + argv[0];
    if (asRoot()) argv.insert(argv.begin(), {"runuser", "-u", kServerUser, "--"});
    const std::string base = st["base"].get<std::string>();
    return runTool(argv, base + "/" + logName, base);
}

std::string makeBase()
{
    const char* tmp = std::getenv("TMPDIR");
    std::string templ = std::string(tmp && *tmp ? tmp : "/tmp") + "/" + kBasePrefix + "XXXXXX";
    if (!::mkdtemp(templ.data())) throw DemoServerError("cannot create a private directory under " + templ);
    if (asRoot()) {
        const passwd* pw = ::getpwnam(kServerUser);
        if (!pw || ::chown(templ.c_str(), pw->pw_uid, pw->pw_gid) != 0)
            throw DemoServerError("cannot give " + templ + " to " + kServerUser);
    }
    ::chmod(templ.c_str(), 0700); // the socket lives here: private to its owner
    return templ;
}

std::string quoteConf(const std::string& v)
{
    std::string out = "'";
    for (char c : v)
        out += (c == '\'') ? std::string("''") : std::string(1, c);
    return out + "'";
}

void writeConf(const nlohmann::json& st)
{
    const std::string base = st["base"].get<std::string>();
    std::ofstream conf(base + "/data/postgresql.conf", std::ios::app);
    conf << "\n# sealdesk demo server\n"
         << "listen_addresses = " << quoteConf(st["tcp"].get<bool>() ? "127.0.0.1" : "") << "\n"
         << "port = " << st["port"].get<int>() << "\n"
         << "unix_socket_directories = " << quoteConf(base) << "\n"
         << "unix_socket_permissions = 0700\n"
         << "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n";
    if (!conf) throw DemoServerError("cannot write " + base + "/data/postgresql.conf");
}

std::string socketDsn(const nlohmann::json& st, const std::string& role, const std::string& db)
{
    return "host=" + st["base"].get<std::string>() + " port=" + std::to_string(st["port"].get<int>()) +
           " dbname=" + db + " user=" + role;
}

nlohmann::json readState(const std::string& dir)
{
    std::ifstream in(dir + "/" + kStateFile);
    if (!in) return nullptr;
    auto st = nlohmann::json::parse(in, nullptr, false);
    if (st.is_discarded() || !st.is_object() || !st.contains("base"))
        throw DemoServerError(dir + "/" + kStateFile +
                              " is not a demo server state file; remove it or use another --dir");
    return st;
}

void writeState(const std::string& dir, const nlohmann::json& st)
{
    fs::create_directories(dir);
    const std::string path = dir + "/" + kStateFile;
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600); // holds passwords
    if (fd < 0) throw DemoServerError("cannot write " + path);
    const std::string text = st.dump(2) + "\n";
    const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    if (!ok) throw DemoServerError("cannot write " + path);
}

bool serverRunning(const nlohmann::json& st)
{
    if (!fs::exists(st["base"].get<std::string>() + "/data")) return false;
    return runPg(st, {"pg_ctl", "status", "-D", st["base"].get<std::string>() + "/data"}, "ctl.log") == 0;
}

DemoServer describe(const std::string& dir, const nlohmann::json& st, bool running)
{
    DemoServer s;
    s.running = running;
    s.dir = dir;
    s.base = st["base"].get<std::string>();
    s.database = st.value("database", std::string(kDatabase));
    s.port = st["port"].get<int>();
    s.tcp = st["tcp"].get<bool>();
    s.govKey = st.value("gov_key", std::string());
    for (const auto& r : st["roles"]) {
        DemoRole role;
        role.name = r["name"].get<std::string>();
        role.kind = r["kind"].get<std::string>();
        role.path = r.value("path", std::string());
        role.dsn = socketDsn(st, role.name, s.database);
        if (s.tcp && !r.value("password", std::string()).empty()) // the superuser has no TCP login
            role.tcpDsn = "host=127.0.0.1 port=" + std::to_string(s.port) + " dbname=" + s.database +
                          " user=" + role.name + " password=" + r.value("password", std::string());
        s.roles.push_back(std::move(role));
    }
    return s;
}

// Role names are identifiers, which SQL cannot bind: the server's own
// format() quotes them from bound parameters, and the result is run.
void execFormatted(Connection& conn, const std::string& templ, const std::vector<Param>& args)
{
    std::string sql = "SELECT format($1::text";
    std::vector<Param> params{param(templ)};
    for (const auto& a : args) {
        params.push_back(a);
        sql += ", $" + std::to_string(params.size()) + "::text";
    }
    Result r = conn.exec(sql + ")", params);
    conn.command(r.text(0, 0));
}

void createRoles(Connection& db, nlohmann::json& st)
{
    for (const auto& g : groups()) {
        execFormatted(db, "CREATE ROLE %I NOLOGIN", {param(g.name)});
        execFormatted(db, "GRANT SELECT ON ALL TABLES IN SCHEMA public TO %I", {param(g.name)});
        execFormatted(db, "GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %I", {param(g.name)});
        db.command(g.writes);
    }
    st["roles"] = nlohmann::json::array();
    for (const auto& spec : roleSpecs()) {
        const std::string password = randomHex(12);
        const auto group = std::find_if(groups().begin(), groups().end(),
                                        [&](const Group& g) { return spec.kind == std::string(g.kind); });
        execFormatted(db, "CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I",
                      {param(spec.name), param(password), param(group->name)});
        st["roles"].push_back(
            {{"name", spec.name}, {"kind", spec.kind}, {"path", spec.path}, {"password", password}});
    }
    st["roles"].push_back({{"name", "postgres"}, {"kind", "admin"}, {"path", ""}, {"password", ""}});
}

// The kernel's obligation tables, as its Obligations.setup() creates them
// (SPEC §14), with what operators and agents write there.
void setUpObligations(Connection& db)
{
    const SetupOutcome setup = setupObligations(db);
    if (!setup.landed()) throw DemoServerError(setup.message);
}

// Two duties the demo's agents and operator declared, so the Obligations page has something to judge.
void declareDemoDuties(const DemoCast& cast)
{
    Connection agent = Connection::open(cast.dsn("agent_refunds"));
    expectOnce(agent, OnceDuty{"refund", "return-42", std::nullopt, 3600.0, 0, false,
                               std::string("refund return 42 within the statutory window")});
    Connection ops = Connection::open(cast.dsn("ops"));
    expectRecurring(ops, RecurringDuty{"payout", 86400, 1, 0, false, std::string("supplier payouts, daily"), {}});
}

void initAndStart(const DemoServerOptions& o, const nlohmann::json& st)
{
    const std::string base = st["base"].get<std::string>();
    say(o, "initdb in " + base);
    if (runPg(st,
              {"initdb", "-D", base + "/data", "-U", "postgres", "--auth-local=trust",
               "--auth-host=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"},
              "initdb.log") != 0)
        throw DemoServerError("initdb failed: " + tail(base + "/initdb.log"));
    writeConf(st);
    say(o, "starting PostgreSQL");
    if (runPg(st, {"pg_ctl", "start", "-D", base + "/data", "-w", "-t", "60", "-l", base + "/server.log"},
              "ctl.log") != 0)
        throw DemoServerError("PostgreSQL did not start (is port " + std::to_string(st["port"].get<int>()) +
                              " taken? try --port): " + tail(base + "/server.log"));
}

void populate(const DemoServerOptions& o, nlohmann::json& st)
{
    {
        Connection admin = Connection::open(socketDsn(st, "postgres", "postgres"));
        execFormatted(admin, "CREATE DATABASE %I", {param(kDatabase)});
    }
    Connection db = Connection::open(socketDsn(st, "postgres", kDatabase));
    say(o, "creating the v1 seal schema and the demo roles");
    createSchema(db);
    setUpObligations(db); // before the roles: their grants on every table and sequence cover it
    createRoles(db, st);
    db.command("GRANT INSERT, UPDATE ON seal_obligations, seal_obligation_breaches TO seal_operator, seal_agent");
    st["gov_key"] = "demo-" + randomHex(16);
    DemoCast cast;
    cast.dsn = [&st](const std::string& role) { return socketDsn(st, role, kDatabase); };
    cast.govKey = st["gov_key"].get<std::string>();
    cast.log = o.log;
    loadDemoHistory(cast);
    declareDemoDuties(cast);
}

} // namespace

std::string DemoServer::dsnFor(const std::string& role) const
{
    for (const auto& r : roles)
        if (r.name == role) return r.dsn;
    return {};
}

std::vector<std::string> DemoServer::agentDsns() const
{
    std::vector<std::string> out;
    for (const auto& r : roles)
        if (r.kind == "agent") out.push_back(r.dsn);
    return out;
}

nlohmann::json DemoServer::toJson() const
{
    nlohmann::json rs = nlohmann::json::array();
    for (const auto& r : roles)
        rs.push_back({{"role", r.name},
                      {"kind", r.kind},
                      {"path", r.path.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.path)},
                      {"dsn", r.dsn},
                      {"tcp_dsn", r.tcpDsn.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.tcpDsn)}});
    return {{"running", running}, {"dir", dir}, {"base", base},      {"database", database},
            {"port", port},       {"tcp", tcp}, {"gov_key", govKey}, {"roles", rs}};
}

std::string defaultDemoDir()
{
    if (const char* xdg = std::getenv("XDG_RUNTIME_DIR"); xdg && *xdg)
        return std::string(xdg) + "/sealdesk/demo";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.local/share/sealdesk/demo";
    return "/tmp/sealdesk-demo-state-" + std::to_string(::geteuid());
}

DemoServer startDemoServer(const DemoServerOptions& o)
{
    const std::string dir = stateDir(o);
    if (auto st = readState(dir); !st.is_null()) {
        if (serverRunning(st)) {
            say(o, "demo server already running");
            return describe(dir, st, true);
        }
        stopDemoServer(o); // stale state from a server that is gone
    }
    nlohmann::json st = {{"bin", findPgBin()},
                         {"port", o.port},
                         {"tcp", o.tcp},
                         {"database", kDatabase},
                         {"roles", nlohmann::json::array()}};
    fs::create_directories(dir);
    ensureServerUser(dir + "/useradd.log");
    st["base"] = makeBase();
    writeState(dir, st); // first, so a failed start can still be stopped
    try {
        initAndStart(o, st);
        populate(o, st);
        writeState(dir, st);
    } catch (const std::exception& e) {
        stopDemoServer(o);
        throw DemoServerError(std::string("demo server did not start: ") + e.what());
    }
    return describe(dir, st, true);
}

DemoServer demoServerStatus(const DemoServerOptions& o)
{
    const std::string dir = stateDir(o);
    const auto st = readState(dir);
    if (st.is_null()) {
        DemoServer none;
        none.dir = dir;
        return none;
    }
    return describe(dir, st, serverRunning(st));
}

bool stopDemoServer(const DemoServerOptions& o)
{
    const std::string dir = stateDir(o);
    const auto st = readState(dir);
    if (st.is_null()) return false;
    const std::string base = st["base"].get<std::string>();
    if (fs::exists(base + "/data")) {
        say(o, "stopping PostgreSQL");
        runPg(st, {"pg_ctl", "stop", "-D", base + "/data", "-m", "fast", "-w"}, "ctl.log");
    }
    // Only ever delete a directory this code made.
    if (fs::path(base).filename().string().rfind(kBasePrefix, 0) == 0) fs::remove_all(base);
    fs::remove(dir + "/" + kStateFile);
    return true;
}

} // namespace seal
