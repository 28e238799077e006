// Values a hostile agent writes, shared by the tests that bound their cost.
#pragma once

#include <cstddef>
#include <string>

namespace seal::test {

// A JSON object nested `levels` deep: {"deep_evidence_level": {... 1 ...}}.
inline std::string deepValue(int levels)
{
    std::string s;
    for (int i = 0; i < levels; ++i) s += "{\"deep_evidence_level\": ";
    s += "1";
    s.append(static_cast<std::size_t>(levels), '}');
    return s;
}

} // namespace seal::test
