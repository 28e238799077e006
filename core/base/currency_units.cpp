#include "core/base/currency_units.hpp"

#include <unicode/ucurr.h>

#include <cmath>

namespace seal {

std::optional<int> currencyMinorDigits(std::string_view code)
{
    if (code.size() != 3) return std::nullopt;
    UChar iso[4] = {0, 0, 0, 0};
    for (int i = 0; i < 3; ++i) {
        const char c = code[static_cast<std::size_t>(i)];
        if (c < 'A' || c > 'Z') return std::nullopt;
        iso[i] = static_cast<UChar>(c);
    }
    // ICU answers 2 for a code it has no data for: only a code it lists is known.
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration* all = ucurr_openISOCurrencies(UCURR_ALL, &status);
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
    if (!known) return std::nullopt;
    status = U_ZERO_ERROR;
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
