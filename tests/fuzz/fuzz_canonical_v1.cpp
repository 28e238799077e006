// Digest v1 canonicalisation (Python json.dumps) of arbitrary bytes: either
// CanonError or a text that canonicalises to itself, and the cert form
// (without "hash") never throws anything else. The verifier's fast reader
// (CertBodyDigester) answers only where the cert form does, and identically.
#include "core/canon/cert_body_digest.hpp"
#include "core/canon/digest.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const std::string once = seal::canonicalV1(text);
        if (seal::canonicalV1(once) != once) __builtin_trap();
    } catch (const seal::CanonError&) {
    }
    std::optional<std::string> cert;
    try {
        cert = seal::canonicalV1Without(text, "hash");
        (void)seal::digestV1(*cert);
    } catch (const seal::CanonError&) {
    }
    static seal::CertBodyDigester fast;
    if (fast.read(text, "hash") && (!cert || fast.canonical() != *cert)) __builtin_trap();
    return 0;
}
