#include "clock.hpp"

#include <chrono>
#include <mutex>

namespace seal {
namespace {
std::mutex g_mutex;
std::function<double()> g_clock;
} // namespace

double nowEpoch()
{
    {
        std::lock_guard lock(g_mutex);
        if (g_clock) return g_clock();
    }
    using namespace std::chrono;
    return duration<double>(system_clock::now().time_since_epoch()).count();
}

void setClockForTesting(std::function<double()> clock)
{
    std::lock_guard lock(g_mutex);
    g_clock = std::move(clock);
}

} // namespace seal
