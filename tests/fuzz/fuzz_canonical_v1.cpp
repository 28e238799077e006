// Digest v1 canonicalisation (Python json.dumps) of arbitrary bytes: either
// CanonError or a text that canonicalises to itself, and the cert form
// (without "hash") never throws anything else.
#include "digest.hpp"

#include <cstddef>
#include <cstdint>
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
    try {
        (void)seal::digestV1(seal::canonicalV1Without(text, "hash"));
    } catch (const seal::CanonError&) {
    }
    return 0;
}
