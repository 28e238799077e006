// Key material is overwritten once used, not left for the allocator to hand out.
#pragma once

#include <string>

namespace seal {

// Overwrites a secret's bytes (OPENSSL_cleanse: not optimised away) and empties it.
void wipeSecret(std::string& secret);

} // namespace seal
