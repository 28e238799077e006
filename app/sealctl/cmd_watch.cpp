// sealctl watch: alerts as they happen, one line each (JSON lines with
// --json), for cron, systemd and chat hooks. Runs until stopped; a lost store
// is said once on stderr and reconnected with backoff, and the watch carries
// on from where it was (core's AlertWatch keeps what it has told).
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/evidence/alerts.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <poll.h>
#include <thread>
#include <unistd.h>

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

// Waits `s` seconds, or less when stdout's reader has gone (`watch | head -1`
// after head exits): a pipe whose read end is closed reports POLLERR at once,
// so the watch ends now instead of at its next alert. A terminal or a file
// reports nothing and the wait is a plain sleep.
bool readerGoneWithin(double s)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<long long>(s * 1000));
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        pollfd out{STDOUT_FILENO, 0, 0};
        const int n = ::poll(&out, 1, static_cast<int>(std::min<long long>(left.count(), 60'000)));
        if (n > 0 && (out.revents & (POLLERR | POLLHUP | POLLNVAL))) return true;
        if (n > 0) { // readiness we did not ask for: sleep the rest instead of spinning
            std::this_thread::sleep_for(left);
            return false;
        }
        if (n < 0 && errno != EINTR) {
            std::this_thread::sleep_for(left);
            return false;
        }
    }
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
            if (readerGoneWithin(backoff)) return Ok;
            backoff = std::min(backoff * 2, 30.0);
            continue;
        }
        if (once) return Ok;
        if (readerGoneWithin(interval)) return Ok; // nobody reads the alerts any more
    }
}

} // namespace seal::cli
