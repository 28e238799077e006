// Reading from a streaming standby while writing to the primary: WAL
// positions, how far a standby lags, and the bounded wait that makes a read
// on the standby include everything the primary had committed (read your own
// writes). No Qt.
#pragma once

#include "core/store/store.hpp"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seal {

// A WAL position (pg_lsn): 64 bits, printed by PostgreSQL as "16/B374D848".
using Lsn = std::uint64_t;
std::optional<Lsn> parseLsn(std::string_view text);
std::string lsnText(Lsn lsn);

// Everything the server has committed so far: pg_current_wal_insert_lsn() on
// a primary (read right after a commit, it is past that commit's record, even
// one not yet written under synchronous_commit=off),
// pg_last_wal_replay_lsn() on a server in recovery. Cheap: no table is read.
Lsn committedLsn(Connection& conn);

// Where a server stands as a source of reads.
struct ReplicaState
{
    bool inRecovery = false;        // a standby (false: a primary, or promoted)
    std::optional<Lsn> replayed;    // standby: replayed up to here
    std::optional<Lsn> received;    // standby: received (streamed) up to here
    bool replayPaused = false;      // pg_wal_replay_pause() is in effect
    std::optional<double> lagSeconds; // standby: age of the last replayed commit, 0 when nothing waits
};
ReplicaState readReplicaState(Connection& conn);

// Waits until `standby` has replayed past `target` (immediately true on a
// server not in recovery: it has what it has). Polls, backing off from 10 ms
// to 200 ms, for at most `timeout` (0: forever) or until `cancel` is set.
struct ReplayWait
{
    bool reached = false;
    ReplicaState last;              // the standby as last seen
    std::chrono::milliseconds waited{0};
};
ReplayWait waitForReplay(Connection& standby, Lsn target, std::chrono::milliseconds timeout,
                         const std::atomic<bool>* cancel = nullptr);

// One line for a wait that did not get there: "the standby host/db has replayed
// up to 0/3000060 (replay is paused), not yet 0/3000148 that the primary had
// committed; waited 2 s. Its data would be stale: ...".
std::string replayWaitFailure(const std::string& standby, Lsn target, const ReplayWait& wait);

// A read that waited for the standby and did not get there.
class StaleStandbyError : public StoreError
{
public:
    explicit StaleStandbyError(const std::string& message) : StoreError(Kind::Timeout, message) {}
};

// The read connection for a store read from a standby, made fresh first:
// asks `primaryDsn` for committedLsn() (when it cannot be reached,
// `freshnessUnknown` says why and the standby is used as it is), then waits
// for the standby, bounded by the store timeout; throws StaleStandbyError
// when it does not get there.
struct FreshRead
{
    Connection conn;
    std::optional<Lsn> target;    // what the standby was made to include
    std::string freshnessUnknown; // empty unless the primary could not be asked
};
FreshRead openFreshRead(const std::string& primaryDsn, const std::string& standbyDsn);

} // namespace seal
