// PostgreSQL's COPY text format, for tests and benchmarks that stream rows:
// backslash and the row and column separators must be escaped.
#pragma once

#include <string>
#include <string_view>

namespace seal::test {

inline void appendCopyField(std::string& out, std::string_view field)
{
    for (char c : field) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
}

} // namespace seal::test
