// UTC formatting of the store's epoch-second doubles. The reference kernel
// prints times in UTC to the second; everything here does the same so that
// wording that embeds a time (a suspension reason) matches it exactly.
#pragma once

#include <optional>
#include <string>

namespace seal {

// "YYYY-MM-DD HH:MM:SS" in UTC, the fraction dropped (floor), as the
// reference's strftime over a UTC time does. Used inside parity wording.
std::string utcSeconds(double epoch);

// "YYYY-MM-DDTHH:MM:SSZ": for human tables, unambiguous and sortable.
std::string utcIso(double epoch);

// utcIso, or "-" for a missing time, so table columns never go empty.
std::string utcIsoOr(const std::optional<double>& epoch, const char* missing = "-");

// A duration in seconds as a short human text ("3h 05m", "42s", "2d 4h"):
// lease left, proof age. Negative durations are shown as "-" + the positive.
std::string shortDuration(double seconds);

} // namespace seal
