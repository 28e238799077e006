#include "core/store/replica.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <thread>

namespace seal {

std::optional<Lsn> parseLsn(std::string_view text)
{
    const auto slash = text.find('/');
    if (slash == std::string_view::npos || slash == 0 || slash + 1 == text.size()) return std::nullopt;
    std::uint32_t hi = 0;
    std::uint32_t lo = 0;
    const auto a = std::from_chars(text.data(), text.data() + slash, hi, 16);
    const auto b = std::from_chars(text.data() + slash + 1, text.data() + text.size(), lo, 16);
    if (a.ec != std::errc() || a.ptr != text.data() + slash || b.ec != std::errc() ||
        b.ptr != text.data() + text.size())
        return std::nullopt;
    return (static_cast<Lsn>(hi) << 32) | lo;
}

std::string lsnText(Lsn lsn)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%X/%X", static_cast<unsigned>(lsn >> 32), static_cast<unsigned>(lsn & 0xffffffffU));
    return buf;
}

namespace {

std::optional<Lsn> lsnAt(const Result& r, int col)
{
    if (r.isNull(0, col)) return std::nullopt;
    return parseLsn(r.text(0, col));
}

} // namespace

Lsn committedLsn(Connection& conn)
{
    // The insert position, not pg_current_wal_lsn() (written so far): with
    // synchronous_commit=off a commit returns before its record is written.
    Result r = conn.exec("SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() "
                         "ELSE pg_current_wal_insert_lsn() END)::text");
    const auto lsn = lsnAt(r, 0);
    if (!lsn) throw StoreError(StoreError::Kind::Query, "store " + conn.describe() + " reports no WAL position");
    return *lsn;
}

ReplicaState readReplicaState(Connection& conn)
{
    // pg_is_wal_replay_paused() raises outside recovery: CASE keeps it from running there.
    // Lag in seconds is the age of the last replayed commit, unless nothing
    // received waits for replay (an idle primary is not a lagging standby).
    Result r = conn.exec(
        "SELECT pg_is_in_recovery(), pg_last_wal_replay_lsn()::text, pg_last_wal_receive_lsn()::text, "
        "CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END, "
        "CASE WHEN NOT pg_is_in_recovery() THEN NULL "
        "WHEN pg_last_wal_receive_lsn() IS NOT NULL AND pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() "
        "THEN 0::float8 "
        "ELSE greatest(0, extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()))::float8 END");
    ReplicaState s;
    s.inRecovery = r.boolean(0, 0);
    s.replayed = lsnAt(r, 1);
    s.received = lsnAt(r, 2);
    s.replayPaused = !r.isNull(0, 3) && r.boolean(0, 3);
    s.lagSeconds = r.optReal(0, 4);
    return s;
}

ReplayWait waitForReplay(Connection& standby, Lsn target, std::chrono::milliseconds timeout,
                         const std::atomic<bool>* cancel)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    auto pause = std::chrono::milliseconds(10);
    ReplayWait wait;
    for (;;) {
        wait.last = readReplicaState(standby);
        wait.waited = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
        if (!wait.last.inRecovery || (wait.last.replayed && *wait.last.replayed >= target)) {
            wait.reached = true;
            return wait;
        }
        if (cancel && cancel->load()) return wait;
        if (timeout.count() > 0 && wait.waited >= timeout) return wait;
        auto next = pause;
        if (timeout.count() > 0) next = std::min(next, timeout - wait.waited);
        std::this_thread::sleep_for(next);
        pause = std::min(pause * 2, std::chrono::milliseconds(200));
    }
}

std::string replayWaitFailure(const std::string& standby, Lsn target, const ReplayWait& wait)
{
    const std::string replayed = wait.last.replayed ? lsnText(*wait.last.replayed) : std::string("nothing yet");
    return "the standby " + standby + " has replayed up to " + replayed +
           (wait.last.replayPaused ? " (its replay is paused)" : "") + ", not yet " + lsnText(target) +
           " that the primary had committed; waited " + timeoutText(wait.waited) +
           ". Its answer would be stale: try again, raise --timeout, or read from the primary";
}

FreshRead openFreshRead(const std::string& primaryDsn, const std::string& standbyDsn)
{
    std::optional<Lsn> target;
    std::string unknown;
    try {
        Connection primary = Connection::open(primaryDsn);
        target = committedLsn(primary);
    } catch (const StoreError& e) {
        unknown = e.what();
    }
    Connection standby = Connection::open(standbyDsn);
    if (target) {
        const ReplayWait wait = waitForReplay(standby, *target, storeTimeout());
        if (!wait.reached) throw StaleStandbyError(replayWaitFailure(standby.describe(), *target, wait));
    }
    return FreshRead{std::move(standby), target, std::move(unknown)};
}

} // namespace seal
