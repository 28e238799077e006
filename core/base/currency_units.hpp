// A provider lists amounts in its currency's minor units (cents); people read
// major units. How many minor digits a currency has is ISO 4217's (EUR 2,
// JPY 0, KWD 3), as ICU's currency data says, never guessed.
#pragma once

#include <optional>
#include <string_view>

namespace seal {

// Whether `code` names a currency money is kept in today: three capital
// letters (ISO 4217) that ICU lists as in common use and not withdrawn ("EUR",
// "JPY"; never "eur", "EURO", "XQZ" or "DEM"). Every --currency, SEAL_CURRENCY
// and console setting is checked by it, in sealctl and sealdesk alike.
bool isCurrencyCode(std::string_view code);

// The ISO 4217 minor-unit digits of `code` (three letters); nullopt for a
// code ICU does not know.
std::optional<int> currencyMinorDigits(std::string_view code);

// `minor` in major units of `code` (12345 EUR cents → 123.45); nullopt when
// the code is unknown.
std::optional<double> majorUnits(double minor, std::string_view code);

} // namespace seal
