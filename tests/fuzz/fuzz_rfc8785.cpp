// RFC 8785 canonicalisation of arbitrary bytes: either CanonError or a text
// that canonicalises to itself. Any other exception, a crash, a leak or
// undefined behaviour is a finding.
#include "core/canon/digest.hpp"
#include "core/canon/rfc8785.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const std::string once = seal::canonicalJcs(text);
        if (seal::canonicalJcs(once) != once) __builtin_trap();
        (void)seal::canonicalJcsWithout(text, "signature");
    } catch (const seal::CanonError&) {
    }
    return 0;
}
