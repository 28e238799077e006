// sealdesk --demo: the console's own private PostgreSQL (core
// startDemoServer, like Akonadi's), started as a background job; the demo's
// payment provider (core DemoProvider, a local HTTP server the witness, the
// sweep and settle ask); and simulated agents (core simulate) that pay
// through it and keep the store moving in bounded runs, on a pool thread of
// their own, until the console quits or Demo ▸ Pause. The server is stopped
// on exit only if this process started it.
#pragma once

#include "app/sealdesk/session.hpp"
#include "core/demo/demo_provider.hpp"
#include "core/demo/demo_server.hpp"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
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

    // The demo's provider, listening once the server started (null before,
    // or when it could not listen: progress() said why).
    const DemoProvider* provider() const { return m_provider.get(); }
    DemoProvider* provider() { return m_provider.get(); }

    // Simulated agents in bounded runs with pauses between, until stop().
    void startSimulation(double runSeconds = 30, double pauseSeconds = 30);
    void stopSimulation();

    // Demo ▸ Pause: the agents stop within a step and write nothing until
    // resumed; the store, the console and the provider stay up.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // True while a run of the agents is under way (false soon after a pause).
    bool isSimulating() const { return m_running; }
    // Demo ▸ Speed: 1 normal; 0.25 slow; 4 fast. Applies from the next step.
    void setSpeed(double speed);
    double speed() const { return m_speed; }
    // Stops the simulation and, if this process started it, the server.
    void stop();

Q_SIGNALS:
    void progress(const QString& line); // a step of starting the server, or a simulation problem
    void started();
    void failed(const QString& why);
    void pausedChanged(bool paused);

private:
    void startProvider();
    // A line from a job's thread, handed to progress() on this object's thread.
    std::function<void(const std::string&)> progressSink();

    QString m_dir;
    DemoServer m_server;
    bool m_startedHere = false;
    QThreadPool m_simulationPool; // one thread, so the simulation never takes a job's place
    QFuture<void> m_simulation;
    std::unique_ptr<DemoProvider> m_provider;
    std::atomic<bool> m_cancel{false}; // stop(): the loop ends
    std::atomic<bool> m_paused{false};
    std::atomic<bool> m_halt{false}; // the current run stops: cancelled or paused
    std::atomic<bool> m_running{false};
    std::atomic<double> m_speed{1.0};
    std::mutex m_mutex;
    std::condition_variable m_wake;
};

} // namespace seal
