#include "core/base/clock.hpp"

#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>

namespace seal {
namespace {
std::mutex g_mutex;
std::function<double()> g_clock;
// NaN: not measured yet. Read on every nowEpoch(), so atomic rather than under the mutex.
std::atomic<double> g_offset{std::nan("")};
} // namespace

double workstationEpoch()
{
    using namespace std::chrono;
    return duration<double>(system_clock::now().time_since_epoch()).count();
}

double nowEpoch()
{
    {
        std::lock_guard lock(g_mutex);
        if (g_clock) return g_clock();
    }
    const double offset = g_offset.load(std::memory_order_relaxed);
    return workstationEpoch() + (std::isnan(offset) ? 0.0 : offset);
}

void setClockForTesting(std::function<double()> clock)
{
    std::lock_guard lock(g_mutex);
    g_clock = std::move(clock);
}

void noteStoreClock(double storeEpoch, double workstationBefore, double workstationAfter)
{
    const double offset = storeEpoch - (workstationBefore + workstationAfter) / 2;
    if (std::isfinite(offset)) g_offset.store(offset, std::memory_order_relaxed);
}

std::optional<double> storeClockOffset()
{
    const double offset = g_offset.load(std::memory_order_relaxed);
    if (std::isnan(offset)) return std::nullopt;
    return offset;
}

} // namespace seal
