#include "core/base/timefmt.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <ctime>

namespace seal {
namespace {

// Breaks an epoch down in UTC; floor, not truncation, so a time just before
// 1970 still names the second it falls in.
std::tm utcParts(double epoch)
{
    const auto whole = static_cast<std::time_t>(std::floor(epoch));
    std::tm parts{};
    gmtime_r(&whole, &parts);
    return parts;
}

// strftime with a literal format (checked by -Wformat), one per shape.
std::string utcText(double epoch, bool iso)
{
    if (!isShowableTime(epoch)) return kInvalidMark;
    const std::tm parts = utcParts(epoch);
    char buf[64];
    const size_t n = iso ? std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &parts)
                         : std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S", &parts);
    return std::string(buf, n);
}

} // namespace

bool isShowableTime(double epoch)
{
    // 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59Z
    return std::isfinite(epoch) && epoch >= -62135596800.0 && epoch < 253402300800.0;
}

std::string utcSeconds(double epoch)
{
    return utcText(epoch, false);
}

std::string utcIso(double epoch)
{
    return utcText(epoch, true);
}

std::string utcIsoOr(const std::optional<double>& epoch, const char* missing)
{
    return epoch ? utcIso(*epoch) : std::string(missing);
}

std::string moneyText(double amount)
{
    if (!std::isfinite(amount)) return kInvalidMark;
    char buf[400];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, amount, std::chars_format::fixed, 2);
    if (ec != std::errc()) return kInvalidMark;
    return std::string(buf, end);
}

std::string shortDuration(double seconds)
{
    if (!std::isfinite(seconds) || std::abs(seconds) > 1e15) return kInvalidMark;
    if (seconds < 0) return "-" + shortDuration(-seconds);
    const auto s = static_cast<long long>(seconds);
    char buf[48];
    if (s < 60)
        std::snprintf(buf, sizeof buf, "%llds", s);
    else if (s < 3600)
        std::snprintf(buf, sizeof buf, "%lldm %02llds", s / 60, s % 60);
    else if (s < 86400)
        std::snprintf(buf, sizeof buf, "%lldh %02lldm", s / 3600, (s % 3600) / 60);
    else
        std::snprintf(buf, sizeof buf, "%lldd %lldh", s / 86400, (s % 86400) / 3600);
    return buf;
}

} // namespace seal
