// The time the kernel rules use, and the store's clock behind it (storeNow, in
// core/store/store.hpp, reads it inside a write).
//
// One clock decides: the store's (issue 26). A write reads it inside its own
// transaction (storeNow). A read judges "now" by nowEpoch(), which is this
// workstation's clock corrected by the offset to the store's clock measured
// when this process last opened a connection (Connection::open measures it in
// a query it makes anyway), so reads cost no round trip and still agree with
// the store when the workstation's clock is off. A test can pin nowEpoch
// (KeePassXC's Clock::setInstance idea) so expiry, leases and proof age are
// judged at a fixed time; a pinned clock never reaches a write.
#pragma once

#include <functional>
#include <optional>

namespace seal {

// Unix epoch seconds with sub-second precision, like the reference's
// time.time(), by the store's clock: the workstation's plus the measured
// offset (none measured yet: the workstation's). A test's pinned clock wins.
double nowEpoch();

// Replaces the clock; pass an empty function to restore the system clock.
void setClockForTesting(std::function<double()> clock);

// The workstation's own clock, uncorrected and unpinned.
double workstationEpoch();


// Offsets by which the workstation's clock may be off before it is said.
inline constexpr double kClockSkewWorthSaying = 5.0;

// Records a reading of the store's clock taken between two readings of the
// workstation's (Connection::open does): offset = store - midpoint.
void noteStoreClock(double storeEpoch, double workstationBefore, double workstationAfter);
// Store minus workstation, in seconds, as last measured; nullopt before any.
// Positive: this workstation's clock is behind the store's.
std::optional<double> storeClockOffset();

} // namespace seal
