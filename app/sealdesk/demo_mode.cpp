#include "demo_mode.hpp"

#include "background_job.hpp"
#include "demo_history.hpp"
#include "simulator.hpp"

#include <QCoreApplication>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <chrono>
#include <cstdio>
#include <exception>
#include <stdexcept>

namespace seal {

DemoMode::DemoMode(QString dir, QObject* parent) : QObject(parent), m_dir(std::move(dir))
{
    m_simulationPool.setMaxThreadCount(1);
    m_simulationPool.setObjectName(QStringLiteral("sealdesk-demo-simulation"));
}

DemoMode::~DemoMode()
{
    stop();
}

std::function<void(const std::string&)> DemoMode::progressSink()
{
    // The pointer is only read on this object's thread, inside the queued call.
    return [self = QPointer<DemoMode>(this)](const std::string& line) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, text = QString::fromStdString(line)] {
                if (self) Q_EMIT self->progress(text);
            },
            Qt::QueuedConnection);
    };
}

namespace {

struct StartedServer
{
    DemoServer server;
    bool ours = false;
};

} // namespace

void DemoMode::start()
{
    DemoServerOptions options;
    options.dir = m_dir.toStdString();
    options.log = progressSink();
    runFileJob<StartedServer>(
        this,
        [options] {
            StartedServer s;
            s.ours = !demoServerStatus(options).running;
            s.server = startDemoServer(options);
            if (!s.server.running)
                throw std::runtime_error(
                    QCoreApplication::translate("seal::DemoMode", "the demo server did not start").toStdString());
            return s;
        },
        [this](StartedServer s) {
            m_server = std::move(s.server);
            m_startedHere = s.ours;
            m_dir = QString::fromStdString(m_server.dir);
            Q_EMIT started();
        },
        [this](const QString& why) { Q_EMIT failed(why); });
}

QList<Session::DemoIdentity> DemoMode::identities() const
{
    QList<Session::DemoIdentity> list;
    for (const char* kind : {"approver", "operator"})
        for (const DemoRole& r : m_server.roles)
            if (r.kind == kind)
                list.append({QString::fromStdString(r.name), QString::fromStdString(r.kind),
                             QString::fromStdString(r.dsn)});
    // The maker of pending requests, last: a newcomer sees their vote refused.
    for (const DemoRole& r : m_server.roles)
        if (r.name == kDemoMakerRole)
            list.append(
                {QString::fromStdString(r.name), QStringLiteral("maker"), QString::fromStdString(r.dsn)});
    return list;
}

ConnectionProfile DemoMode::profile()
{
    ConnectionProfile p;
    p.environment = QCoreApplication::translate("seal::DemoMode", "demo");
    p.environmentColour = QStringLiteral("#2e7d6b");
    p.currency = QStringLiteral("EUR"); // the simulated agents pay in euros: known, not guessed
    return p;
}

void DemoMode::startSimulation(double runSeconds, double pauseSeconds)
{
    if (m_simulation.isRunning() || !m_server.running) return;
    m_cancel = false;
    SimulationOptions options;
    options.agentDsns = m_server.agentDsns();
    options.agents = 2;
    options.seconds = runSeconds;
    options.cancel = &m_cancel;
    m_simulation = QtConcurrent::run(&m_simulationPool, [this, options, pauseSeconds, report = progressSink()] {
        while (!m_cancel) {
            try {
                simulate(options);
            } catch (const std::exception& e) {
                report(e.what());
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
    m_simulation.waitForFinished(); // a run ends within a step once cancelled
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
