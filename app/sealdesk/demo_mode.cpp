#include "app/sealdesk/demo_mode.hpp"

#include "core/base/clock.hpp"
#include "core/demo/demo_history.hpp"
#include "core/demo/simulator.hpp"
#include "models/services/background_job.hpp"

#include <QCoreApplication>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
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
            startProvider();
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

void DemoMode::startProvider()
{
    try {
        m_provider = std::make_unique<DemoProvider>();
    } catch (const std::exception& e) {
        Q_EMIT progress(tr("The demo's payment provider did not start (%1): sweep, Witness… and settling by "
                           "asking the provider need one.")
                            .arg(QString::fromUtf8(e.what())));
        return;
    }
    // One charge nobody admitted: what a reconcile sweep is for. Made now, so
    // it falls in the sweep's next window (which starts where the last ended).
    m_provider->ledger().charge({}, kDemoOutOfBandMinor, static_cast<long long>(nowEpoch()));
}

void DemoMode::startSimulation(double runSeconds, double pauseSeconds)
{
    if (m_simulation.isRunning() || !m_server.running) return;
    m_cancel = false;
    m_halt = m_paused.load();
    SimulationOptions options;
    options.agentDsns = m_server.agentDsns();
    options.agents = 2;
    options.seconds = runSeconds;
    options.cancel = &m_halt;
    options.speed = &m_speed;
    options.ledger = m_provider ? &m_provider->ledger() : nullptr;
    m_simulation = QtConcurrent::run(&m_simulationPool, [this, options, pauseSeconds, report = progressSink()] {
        while (!m_cancel) {
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [this] { return m_cancel || !m_paused; });
            }
            if (m_cancel) break;
            m_running = true;
            try {
                simulate(options);
            } catch (const std::exception& e) {
                report(e.what());
            }
            m_running = false;
            std::unique_lock lock(m_mutex);
            m_wake.wait_for(lock, std::chrono::duration<double>(pauseSeconds / m_speed.load()),
                            [this] { return m_cancel || m_paused; });
        }
    });
}

void DemoMode::setPaused(bool paused)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_paused == paused) return;
        m_paused = paused;
        m_halt = paused || m_cancel;
    }
    m_wake.notify_all();
    Q_EMIT pausedChanged(paused);
}

void DemoMode::setSpeed(double speed)
{
    m_speed = std::clamp(speed, 0.05, 20.0);
}

void DemoMode::stopSimulation()
{
    {
        std::lock_guard lock(m_mutex);
        m_cancel = true;
        m_halt = true;
    }
    m_wake.notify_all();
    m_simulation.waitForFinished(); // a run ends within a step once cancelled
}

void DemoMode::stop()
{
    stopSimulation();
    m_provider.reset();
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
