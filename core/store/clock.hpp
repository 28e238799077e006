// The time the kernel rules use. A test can set it (KeePassXC's
// Clock::setInstance idea) so expiry, leases and proof age are testable.
#pragma once

#include <functional>

namespace seal {

// Unix epoch seconds with sub-second precision, like the reference's time.time().
double nowEpoch();

// Replaces the clock; pass an empty function to restore the system clock.
void setClockForTesting(std::function<double()> clock);

} // namespace seal
