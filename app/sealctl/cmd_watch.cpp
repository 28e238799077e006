// sealctl watch: alerts as they happen, one line each (JSON lines with
// --json), for cron, systemd and chat hooks. Runs until stopped; a lost store
// is said once on stderr and reconnected with backoff, and the watch carries
// on from where it was (core's AlertWatch keeps what it has told).
#include "alerts.hpp"
#include "cli.hpp"
#include "clock.hpp"
#include "digest.hpp"
#include "timefmt.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

namespace seal::cli {
namespace {

std::string field(const char* name, const std::optional<std::string>& value)
{
    return value ? std::string("  ") + name + "=" + printable(*value) : std::string();
}

void printAlert(const Alert& a, bool json)
{
    if (json) {
        std::printf("%s\n", alertJson(a).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    } else {
        std::string line = utcIso(a.at) + "  " + a.kind + field("path", a.path) + field("intent", a.intent);
        if (a.seq) line += "  seq=" + std::to_string(*a.seq);
        if (a.eventId) line += "  event=" + std::to_string(*a.eventId);
        std::printf("%s  %s\n", line.c_str(), printable(a.summary).c_str());
    }
    std::fflush(stdout);
}

double boundedSeconds(const Context& ctx, const char* name, double fallback, double low, double high)
{
    const auto text = ctx.value(name);
    if (!text) return fallback;
    const double v = parseNumber(*text, name);
    if (!(v >= low && v <= high))
        throw UsageError(std::string(name) + " must be between " + pythonFloatRepr(low) + " and " +
                         pythonFloatRepr(high) + " seconds");
    return v;
}

void sleepSeconds(double s)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<long long>(s * 1000)));
}

} // namespace

int cmdWatch(Context& ctx)
{
    AlertWatchOptions options;
    if (const auto since = ctx.value("--since")) {
        const double seq = parseNumber(*since, "--since");
        if (!(seq >= 0 && seq == static_cast<double>(static_cast<std::int64_t>(seq))))
            throw UsageError("--since takes a cert's seq (a whole number, 0 or more)");
        options.sinceSeq = static_cast<std::int64_t>(seq);
    }
    options.expiringWithin = boundedSeconds(ctx, "--expiring-within", 3600, 0, 365.0 * 86400);
    const double interval = boundedSeconds(ctx, "--interval", 2, 0.1, 3600);
    const bool json = ctx.flag("--json");
    const bool once = ctx.flag("--once");
    AlertWatch watch(options);
    std::optional<Connection> conn;
    double backoff = 1;
    bool lost = false;
    for (;;) {
        try {
            if (!conn) conn.emplace(ctx.connectForRead());
            if (lost) std::fprintf(stderr, "sealctl watch: connected again; carrying on after seq %lld\n",
                                   static_cast<long long>(watch.watchedSeq()));
            lost = false;
            backoff = 1;
            std::vector<Alert> alerts;
            {
                ReadTransaction tx(*conn);
                alerts = watch.poll(*conn, nowEpoch());
            }
            for (const Alert& a : alerts) printAlert(a, json);
        } catch (const StoreError& e) {
            const bool gone = e.kind() == StoreError::Kind::Connect || e.kind() == StoreError::Kind::ConnectionLost ||
                              e.kind() == StoreError::Kind::Timeout || (conn && !conn->isOk());
            if (once || !gone) throw; // a refusal or a broken query is not cured by waiting
            if (!lost) std::fprintf(stderr, "sealctl watch: %s; reconnecting\n", printable(e.what()).c_str());
            lost = true;
            conn.reset();
            sleepSeconds(backoff);
            backoff = std::min(backoff * 2, 30.0);
            continue;
        }
        if (once) return Ok;
        sleepSeconds(interval);
    }
}

} // namespace seal::cli
