// UTC formatting of the store's epoch-second doubles. The reference kernel
// prints times in UTC to the second; everything here does the same so that
// wording that embeds a time (a suspension reason) matches it exactly.
#pragma once

#include <optional>
#include <string>

namespace seal {

// True when `epoch` names a second a calendar can show (years 1..9999).
bool isShowableTime(double epoch);

// What every formatter here prints for a value that is not one (NaN,
// ±Infinity, a time outside the years 1..9999): never a made-up date.
inline constexpr const char* kInvalidMark = "\u27E8invalid\u27E9";

// "YYYY-MM-DD HH:MM:SS" in UTC, the fraction dropped (floor), as the
// reference's strftime over a UTC time does. Used inside parity wording.
std::string utcSeconds(double epoch);

// "YYYY-MM-DDTHH:MM:SSZ": for human tables, unambiguous and sortable.
// kInvalidMark for a time no calendar shows (this and utcSeconds).
std::string utcIso(double epoch);

// utcIso, or "-" for a missing time, so table columns never go empty.
std::string utcIsoOr(const std::optional<double>& epoch, const char* missing = "-");

// A duration in seconds as a short human text ("3h 05m", "42s", "2d 4h"):
// lease left, proof age. Negative durations are shown as "-" + the positive.
std::string shortDuration(double seconds);

// An amount of money with two decimals ("9500.75"), locale-independent;
// kInvalidMark when it is not a finite number.
std::string moneyText(double amount);

} // namespace seal
