// The portable receipt reader on arbitrary bytes: a verdict or a
// PortableReadError, never anything else; and a valid verdict only when every
// cert's digest and the signature really check out (the reader is the only
// thing between a forged file and a "valid" printed for a bank).
#include "core/evidence/portable_receipt.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const seal::PortableVerdict v = seal::verifyPortableReceipt(text);
        if (v.valid != v.failures.empty()) __builtin_trap();
        const seal::PortableVerdict pinned =
            seal::verifyPortableReceipt(text, std::string("M1HSJmSksUu4hfXygHGNdz86DrwadbArjJRmKxD1DrI="));
        if (pinned.valid && pinned.publicKey != "M1HSJmSksUu4hfXygHGNdz86DrwadbArjJRmKxD1DrI=") __builtin_trap();
    } catch (const seal::PortableReadError&) {
    }
    return 0;
}
