// sealctl watch: alerts as they happen, one line each (JSON lines with
// --json), for cron, systemd and chat hooks. Runs until stopped; a lost store
// is said once on stderr and reconnected with backoff, and the watch carries
// on from where it was (core's AlertWatch keeps what it has told).
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/evidence/alerts.hpp"
#include "core/writes/dual_control.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <memory>
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

double boundedSeconds(const std::optional<double>& given, const char* name, double fallback, double low, double high)
{
    if (!given) return fallback;
    const double v = *given;
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

struct WatchCommand
{
    bool json = false;
    std::optional<double> since;
    std::optional<double> interval;
    std::optional<double> expiringWithin;
    bool once = false;
};

int watch(Context& ctx, const WatchCommand& o)
{
    AlertWatchOptions options;
    if (const auto& since = o.since) {
        const double seq = *since;
        if (!(seq >= 0 && seq == static_cast<double>(static_cast<std::int64_t>(seq))))
            throw UsageError("--since takes a cert's seq (a whole number, 0 or more)");
        options.sinceSeq = static_cast<std::int64_t>(seq);
    }
    options.expiringWithin = boundedSeconds(o.expiringWithin, "--expiring-within", 3600, 0, 365.0 * 86400);
    options.guardDigest = dualControlWatchDigest;
    options.guardProblems = dualControlProblemsLine;
    const double interval = boundedSeconds(o.interval, "--interval", 2, 0.1, 3600);
    const bool json = o.json;
    const bool once = o.once;
    AlertWatch alerts(options);
    std::optional<Connection> conn;
    double backoff = 1;
    bool lost = false;
    for (;;) {
        try {
            if (!conn) conn.emplace(ctx.connectForRead());
            if (lost) std::fprintf(stderr, "sealctl watch: connected again; carrying on after seq %lld\n",
                                   static_cast<long long>(alerts.watchedSeq()));
            lost = false;
            backoff = 1;
            std::vector<Alert> news;
            {
                ReadTransaction tx(*conn);
                news = alerts.poll(*conn, nowEpoch());
            }
            for (const Alert& a : news) printAlert(a, json);
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

} // namespace

void registerWatch(CommandTable& table)
{
    auto o = std::make_shared<WatchCommand>();
    CLI::App* command = table.add(
        "watch",
        "alerts as they happen, one line each (JSON lines with --json: kind, path, intent, seq, event_id, "
        "approval_id, at, summary): a new hold, a divergence, out-of-band spend, a chain break, an approval expiring "
        "soon, an obligation breached, a change waiting for a second operator (dual control: change_id, by); runs "
        "until stopped and reconnects by itself",
        [o](Context& ctx) { return watch(ctx, *o); });
    addJson(*command, o->json);
    addNumber(*command, "--since", o->since, "SEQ",
              "also report what came after this cert (and the events since its time)");
    addNumber(*command, "--interval", o->interval, "SECONDS", "between looks at the store (default 2)");
    addNumber(*command, "--expiring-within", o->expiringWithin, "SECONDS",
              "a pending approval expiring within this is an alert (default 3600)");
    addFlag(*command, "--once", o->once, "look once, print what is new since --since, and exit");
}

} // namespace seal::cli
