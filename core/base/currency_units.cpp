#include "core/base/currency_units.hpp"

#include <unicode/ucurr.h>

#include <algorithm>
#include <cmath>

namespace seal {

namespace {

bool threeCapitals(std::string_view code)
{
    return code.size() == 3 && std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// Whether ICU lists `code` among the currencies of `kind` (UCurrCurrencyType flags).
bool listedByIcu(std::string_view code, uint32_t kind)
{
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration* all = ucurr_openISOCurrencies(kind, &status);
    bool known = false;
    if (U_SUCCESS(status)) {
        int32_t length = 0;
        while (const char* listed = uenum_next(all, &length, &status)) {
            if (U_FAILURE(status)) break;
            if (length == 3 && std::string_view(listed, 3) == code) {
                known = true;
                break;
            }
        }
        uenum_close(all);
    }
    return known;
}

} // namespace

bool isCurrencyCode(std::string_view code)
{
    return threeCapitals(code) && listedByIcu(code, UCURR_COMMON | UCURR_NON_DEPRECATED);
}

std::optional<int> currencyMinorDigits(std::string_view code)
{
    if (!threeCapitals(code)) return std::nullopt;
    UChar iso[4] = {0, 0, 0, 0};
    for (int i = 0; i < 3; ++i)
        iso[i] = static_cast<UChar>(code[static_cast<std::size_t>(i)]);
    // ICU answers 2 for a code it has no data for: only a code it lists is known.
    if (!listedByIcu(code, UCURR_ALL)) return std::nullopt;
    UErrorCode status = U_ZERO_ERROR;
    const int32_t digits = ucurr_getDefaultFractionDigits(iso, &status);
    if (U_FAILURE(status) || digits < 0 || digits > 4) return std::nullopt;
    return static_cast<int>(digits);
}

std::optional<double> majorUnits(double minor, std::string_view code)
{
    const std::optional<int> digits = currencyMinorDigits(code);
    if (!digits) return std::nullopt;
    return minor / std::pow(10.0, *digits);
}

} // namespace seal
