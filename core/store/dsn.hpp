// Splitting a libpq DSN: what may be saved, and the password, which may not.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seal {

// A DSN split into everything but its password (key='value' pairs, the same
// whether it was a URI or key=value) and the password (empty when none), so
// that the password can go to a keychain and the rest to settings. nullopt
// when libpq cannot parse it.
struct SplitDsn
{
    std::string dsn;
    std::string password;
};
std::optional<SplitDsn> splitDsnPassword(std::string_view dsn);

} // namespace seal
