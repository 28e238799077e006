// A private PostgreSQL for the demo (`sealctl demo-server`, `sealdesk
// --demo`): its own cluster in a private directory, Unix socket only unless
// TCP is asked for, demo roles (approvers, an operator, agents) and a
// realistic history written through the agent side of the core.
//
// As root, initdb and pg_ctl run as an unprivileged system user (initdb
// refuses root), like scripts/pg-cluster.sh does.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace seal {

// A demo server could not be started, stopped or read; says what to do next.
class DemoServerError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

struct DemoServerOptions
{
    std::string dir;                             // state directory; empty: defaultDemoDir()
    int port = 5432;                             // names the socket file; a TCP port only with tcp
    bool tcp = false;                            // also listen on 127.0.0.1 (password authentication)
    std::function<void(const std::string&)> log; // progress lines; may be empty
};

struct DemoRole
{
    std::string name;
    std::string kind;   // approver | operator | agent | admin
    std::string path;   // for an agent: the path it spends on
    std::string dsn;    // over the Unix socket
    std::string tcpDsn; // over 127.0.0.1 with the role's password; empty without tcp
};

struct DemoServer
{
    bool running = false;
    std::string dir;  // state directory (demo.json)
    std::string base; // private directory: data, socket, logs
    std::string database;
    int port = 0;
    bool tcp = false;
    std::string govKey; // SEAL_GOV_KEY the demo votes are signed with
    std::vector<DemoRole> roles;

    std::string dsnFor(const std::string& role) const; // "" when no such role
    std::vector<std::string> agentDsns() const;
    nlohmann::json toJson() const;
};

// $XDG_RUNTIME_DIR/sealdesk/demo, else ~/.local/share/sealdesk/demo.
std::string defaultDemoDir();

// Starts the demo server, or finds it already running in options.dir. A new
// one gets the schema, the roles and the history before this returns.
DemoServer startDemoServer(const DemoServerOptions& options);

// What options.dir records, with running set by asking the server.
DemoServer demoServerStatus(const DemoServerOptions& options);

// Stops the server and removes its private directory and state. False when
// there was nothing to stop.
bool stopDemoServer(const DemoServerOptions& options);

} // namespace seal
