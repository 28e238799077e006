// sealdesk --demo: the console's own private PostgreSQL (core
// startDemoServer, like Akonadi's), started as a background job, and a
// simulated agent (core simulate) that keeps the store moving in bounded
// runs, on a pool thread of its own, until the console quits. The server is stopped on exit only if this
// process started it.
#pragma once

#include "demo_server.hpp"
#include "session.hpp"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>

namespace seal {

class DemoMode : public QObject
{
    Q_OBJECT
public:
    // `dir` empty: defaultDemoDir().
    explicit DemoMode(QString dir = {}, QObject* parent = nullptr);
    ~DemoMode() override; // stops the simulation, then the server if ours

    // Starts (or finds) the demo server as a background job; progress()
    // reports its steps, then started() or failed(why) follows on this thread.
    void start();
    bool startedHere() const { return m_startedHere; }
    const DemoServer& server() const { return m_server; }

    // Approvers and the operator, approvers first, then the maker of the
    // pending demo requests (kind "maker"); not other agents or the admin.
    QList<Session::DemoIdentity> identities() const;
    // The profile demo sessions show: environment "demo".
    static ConnectionProfile profile();

    // Simulated agents in bounded runs with pauses between, until stop().
    void startSimulation(double runSeconds = 30, double pauseSeconds = 30);
    void stopSimulation();
    // Stops the simulation and, if this process started it, the server.
    void stop();

Q_SIGNALS:
    void progress(const QString& line); // a step of starting the server, or a simulation problem
    void started();
    void failed(const QString& why);

private:
    // A line from a job's thread, handed to progress() on this object's thread.
    std::function<void(const std::string&)> progressSink();

    QString m_dir;
    DemoServer m_server;
    bool m_startedHere = false;
    QThreadPool m_simulationPool; // one thread, so the simulation never takes a job's place
    QFuture<void> m_simulation;
    std::atomic<bool> m_cancel{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
};

} // namespace seal
