// sealdesk --demo: the console's own private PostgreSQL (core
// startDemoServer, like Akonadi's), started in a background thread, and a
// simulated agent (core simulate) that keeps the store moving in bounded
// runs until the console quits. The server is stopped on exit only if this
// process started it.
#pragma once

#include "demo_server.hpp"
#include "session.hpp"

#include <QObject>
#include <QString>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace seal {

class DemoMode : public QObject
{
    Q_OBJECT
public:
    // `dir` empty: defaultDemoDir().
    explicit DemoMode(QString dir = {}, QObject* parent = nullptr);
    ~DemoMode() override; // stops the simulation, then the server if ours

    // Starts (or finds) the demo server on a background thread while the GUI
    // thread keeps running its events (progress arrives as progress()).
    // False with `error` set when it could not.
    bool start(QString* error);
    bool startedHere() const { return m_startedHere; }
    const DemoServer& server() const { return m_server; }

    // Approvers and the operator (not agents or the admin), approvers first.
    QList<Session::DemoIdentity> identities() const;
    // The profile demo sessions show: environment "demo".
    static ConnectionProfile profile();

    // Simulated agents in bounded runs with pauses between, until stop().
    void startSimulation(double runSeconds = 30, double pauseSeconds = 30);
    void stopSimulation();
    // Stops the simulation and, if this process started it, the server.
    void stop();

Q_SIGNALS:
    void progress(const QString& line); // from the worker thread; queued to receivers

private:
    QString m_dir;
    DemoServer m_server;
    bool m_startedHere = false;
    std::thread m_simulation;
    std::atomic<bool> m_cancel{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
};

} // namespace seal
