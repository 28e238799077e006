#include "core/base/phrase.hpp"

#include <string_view>

namespace seal {

std::string Phrase::text() const
{
    std::string out;
    out.reserve(pattern.size() + 32);
    const bool one = count && *count == 1;
    const bool settlePlural = count && !kernelWording;
    std::size_t i = 0;
    while (i < pattern.size()) {
        const std::string_view rest = std::string_view(pattern).substr(i);
        if (count && rest.starts_with("%n")) {
            out += std::to_string(*count);
            i += 2;
        } else if (rest.size() > 1 && rest[0] == '%' && rest[1] >= '1' && rest[1] <= '9' &&
                   static_cast<std::size_t>(rest[1] - '1') < args.size()) {
            out += args[static_cast<std::size_t>(rest[1] - '1')];
            i += 2;
        } else if (settlePlural && rest.starts_with("(s)")) {
            if (!one) out += "s";
            i += 3;
        } else if (settlePlural && rest.starts_with("(es)")) {
            if (!one) out += "es";
            i += 4;
        } else {
            out += pattern[i++];
        }
    }
    return out;
}

} // namespace seal
