#include "models/services/background_job.hpp"

#include "models/text/safe_text.hpp"

#include <libpq-fe.h>
#include <map>
#include <mutex>

namespace seal {
namespace {

struct JobCancel
{
    QString dsn;
    PGcancel* cancel = nullptr;
};

std::mutex& jobsMutex()
{
    static std::mutex m;
    return m;
}

std::map<std::uint64_t, JobCancel>& runningJobs()
{
    static std::map<std::uint64_t, JobCancel> jobs;
    return jobs;
}

} // namespace

QString jobErrorText(const std::exception& e)
{
    return safeText(std::string_view(e.what()));
}

int cancelStoreJobs(const QString& dsn)
{
    std::lock_guard lock(jobsMutex());
    int reached = 0;
    for (auto& [id, job] : runningJobs()) {
        if (job.dsn != dsn || !job.cancel) continue;
        char error[256];
        PQcancel(job.cancel, error, sizeof error); // best effort: a failed cancel changes nothing
        ++reached;
    }
    return reached;
}

namespace detail {

RegisteredJob::RegisteredJob(const QString& dsn, Connection& conn)
{
    static std::uint64_t next = 0;
    std::lock_guard lock(jobsMutex());
    m_id = ++next;
    runningJobs()[m_id] = JobCancel{dsn, PQgetCancel(conn.raw())};
}

RegisteredJob::~RegisteredJob()
{
    std::lock_guard lock(jobsMutex());
    const auto it = runningJobs().find(m_id);
    if (it == runningJobs().end()) return;
    if (it->second.cancel) PQfreeCancel(it->second.cancel);
    runningJobs().erase(it);
}

} // namespace detail
} // namespace seal
