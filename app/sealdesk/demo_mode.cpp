#include "demo_mode.hpp"

#include "simulator.hpp"

#include <QCoreApplication>
#include <QEventLoop>
#include <chrono>
#include <cstdio>
#include <exception>

namespace seal {

DemoMode::DemoMode(QString dir, QObject* parent) : QObject(parent), m_dir(std::move(dir)) {}

DemoMode::~DemoMode()
{
    stop();
}

bool DemoMode::start(QString* error)
{
    DemoServerOptions options;
    options.dir = m_dir.toStdString();
    options.log = [this](const std::string& line) { Q_EMIT progress(QString::fromStdString(line)); };

    QEventLoop loop;
    DemoServer server;
    bool ours = false;
    std::string problem;
    std::thread worker([&] {
        try {
            ours = !demoServerStatus(options).running;
            server = startDemoServer(options);
        } catch (const std::exception& e) {
            problem = e.what();
        }
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    loop.exec();
    worker.join();
    if (!problem.empty() || !server.running) {
        if (error)
            *error = problem.empty()
                         ? QCoreApplication::translate("seal::DemoMode", "the demo server did not start")
                         : QString::fromStdString(problem);
        return false;
    }
    m_server = std::move(server);
    m_startedHere = ours;
    m_dir = QString::fromStdString(m_server.dir);
    return true;
}

QList<Session::DemoIdentity> DemoMode::identities() const
{
    QList<Session::DemoIdentity> list;
    for (const char* kind : {"approver", "operator"})
        for (const DemoRole& r : m_server.roles)
            if (r.kind == kind)
                list.append({QString::fromStdString(r.name), QString::fromStdString(r.kind),
                             QString::fromStdString(r.dsn)});
    return list;
}

ConnectionProfile DemoMode::profile()
{
    ConnectionProfile p;
    p.environment = QCoreApplication::translate("seal::DemoMode", "demo");
    p.environmentColour = QStringLiteral("#2e7d6b");
    return p;
}

void DemoMode::startSimulation(double runSeconds, double pauseSeconds)
{
    if (m_simulation.joinable() || !m_server.running) return;
    m_cancel = false;
    SimulationOptions options;
    options.agentDsns = m_server.agentDsns();
    options.agents = 2;
    options.seconds = runSeconds;
    options.cancel = &m_cancel;
    m_simulation = std::thread([this, options, pauseSeconds] {
        while (!m_cancel) {
            try {
                simulate(options);
            } catch (const std::exception& e) {
                Q_EMIT progress(QString::fromStdString(e.what()));
            }
            std::unique_lock lock(m_mutex);
            m_wake.wait_for(lock, std::chrono::duration<double>(pauseSeconds),
                            [this] { return m_cancel.load(); });
        }
    });
}

void DemoMode::stopSimulation()
{
    {
        std::lock_guard lock(m_mutex);
        m_cancel = true;
    }
    m_wake.notify_all();
    if (m_simulation.joinable()) m_simulation.join();
}

void DemoMode::stop()
{
    stopSimulation();
    if (!m_startedHere) return;
    m_startedHere = false;
    DemoServerOptions options;
    options.dir = m_dir.toStdString();
    try {
        stopDemoServer(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sealdesk: stopping the demo server: %s\n", e.what());
    }
}

} // namespace seal
