#include "core/sys/secret_wipe.hpp"

#include <openssl/crypto.h>

namespace seal {

void wipeSecret(std::string& secret)
{
    if (!secret.empty()) OPENSSL_cleanse(secret.data(), secret.size());
    secret.clear();
}

} // namespace seal
