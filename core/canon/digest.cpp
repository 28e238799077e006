#include "core/canon/digest.hpp"

#include "core/canon/canonical_sax.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <openssl/evp.h>
#include <utility>
#include <vector>

namespace seal {
namespace {

// Appends s as Python's json.dumps(ensure_ascii=True) would write it.
void appendPythonString(std::string& out, std::string_view s)
{
    static const char* hex = "0123456789abcdef";
    auto u16 = [&](unsigned v) {
        out += "\\u";
        out += hex[(v >> 12) & 0xF];
        out += hex[(v >> 8) & 0xF];
        out += hex[(v >> 4) & 0xF];
        out += hex[v & 0xF];
    };
    out += '"';
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            if (const char* escape = canon::shortEscape(c))
                out += escape;
            else if (c < 0x20 || c == 0x7F)
                u16(c);
            else
                out += static_cast<char>(c);
            ++i;
            continue;
        }
        // nlohmann has validated the UTF-8 already; decode one code point.
        unsigned cp = 0;
        int len = 0;
        if ((c & 0xE0) == 0xC0) {
            cp = c & 0x1F;
            len = 2;
        } else if ((c & 0xF0) == 0xE0) {
            cp = c & 0x0F;
            len = 3;
        } else if ((c & 0xF8) == 0xF0) {
            cp = c & 0x07;
            len = 4;
        } else
            throw CanonError("invalid UTF-8 in string");
        if (i + static_cast<size_t>(len) > s.size()) throw CanonError("truncated UTF-8 in string");
        for (int k = 1; k < len; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        i += static_cast<size_t>(len);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            u16(0xD800 + (cp >> 10));
            u16(0xDC00 + (cp & 0x3FF));
        } else {
            u16(cp);
        }
    }
    out += '"';
}

// Digest v1's rules for the shared skeleton: Python's json.dumps(sort_keys,
// ensure_ascii, separators (",", ":")). Members sort by code point (byte
// order for UTF-8); of duplicate names Python's dict keeps the last.
struct V1Rules
{
    static constexpr int kMaxDepth = 0;
    static std::string integer(std::int64_t v) { return std::to_string(v); }
    static std::string unsignedInteger(std::uint64_t v) { return std::to_string(v); }
    static std::string floating(double v, const std::string& raw)
    {
        // An integer too large for 64 bits arrives here; Python keeps its digits.
        // (Decide by digits, not by looking for '.': nlohmann's lexer hands
        // over its token with the C runtime locale's decimal point, a ','
        // under de_DE.)
        if (raw.find_first_not_of("-0123456789") == std::string::npos) {
            const bool allZero = raw.find_first_not_of("-0") == std::string::npos;
            return allZero ? std::string("0") : raw;
        }
        if (!std::isfinite(v)) throw CanonError("number out of range: " + raw);
        return pythonFloatRepr(v);
    }
    static void appendString(std::string& out, std::string_view s) { appendPythonString(out, s); }
    static std::string object(std::vector<canon::CanonMember>& members, std::string_view drop)
    {
        std::stable_sort(members.begin(), members.end(),
                         [](const auto& a, const auto& b) { return a.name < b.name; });
        std::string out = "{";
        for (size_t i = 0; i < members.size(); ++i) {
            if (i + 1 < members.size() && members[i + 1].name == members[i].name) continue;
            if (!drop.empty() && members[i].name == drop) continue;
            if (out.size() > 1) out += ',';
            appendPythonString(out, members[i].name);
            out += ':';
            out += members[i].text;
        }
        out += '}';
        return out;
    }
};

std::string canonicalise(std::string_view text, std::string_view drop, bool requireObject)
{
    return canon::canonicalise<V1Rules>(text, drop, requireObject);
}

} // namespace

std::string canonicalV1(std::string_view jsonText)
{
    return canonicalise(jsonText, {}, false);
}

std::string canonicalV1Without(std::string_view objectText, std::string_view droppedKey)
{
    return canonicalise(objectText, droppedKey, true);
}

std::string pythonFloatRepr(double value)
{
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    if (value == 0) return std::signbit(value) ? "-0.0" : "0.0";
    // Shortest round-trip digits in scientific form, e.g. "1.7976931348623157e+308".
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    (void)ec;
    std::string_view sci(buf, static_cast<size_t>(end - buf));
    const auto ePos = sci.find('e');
    std::string_view mant = sci.substr(0, ePos);
    const int exp10 = std::stoi(std::string(sci.substr(ePos + 1)));
    std::string sign;
    if (mant.front() == '-') {
        sign = "-";
        mant.remove_prefix(1);
    }
    std::string digits;
    for (char c : mant)
        if (c != '.') digits += c;
    std::string out = sign;
    if (exp10 >= -4 && exp10 < 16) {
        if (exp10 < 0) {
            out += "0.";
            out.append(static_cast<size_t>(-exp10 - 1), '0');
            out += digits;
        } else {
            const size_t intLen = static_cast<size_t>(exp10) + 1;
            if (digits.size() <= intLen) {
                out += digits;
                out.append(intLen - digits.size(), '0');
                out += ".0";
            } else {
                out += digits.substr(0, intLen);
                out += '.';
                out += digits.substr(intLen);
            }
        }
        return out;
    }
    out += digits.substr(0, 1);
    if (digits.size() > 1) {
        out += '.';
        out += digits.substr(1);
    }
    char expBuf[16];
    std::snprintf(expBuf, sizeof expBuf, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
    out += expBuf;
    return out;
}

std::string sha256Hex(std::string_view bytes)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    if (EVP_Digest(bytes.data(), bytes.size(), md, &len, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 failed");
    static const char* hex = "0123456789abcdef";
    std::string out;
    out.reserve(len * 2);
    for (unsigned i = 0; i < len; ++i) {
        out += hex[md[i] >> 4];
        out += hex[md[i] & 0xF];
    }
    return out;
}

std::string digestV1(std::string_view jsonText)
{
    return sha256Hex(canonicalV1(jsonText));
}

namespace {
void writeValue(std::string& out, const nlohmann::json& v)
{
    using T = nlohmann::json::value_t;
    switch (v.type()) {
    case T::object: {
        out += '{';
        bool first = true;
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (!first) out += ',';
            first = false;
            out += nlohmann::json(it.key()).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            out += ':';
            writeValue(out, it.value());
        }
        out += '}';
        break;
    }
    case T::array: {
        out += '[';
        for (size_t i = 0; i < v.size(); ++i) {
            if (i) out += ',';
            writeValue(out, v[i]);
        }
        out += ']';
        break;
    }
    case T::number_float: {
        double d = v.get<double>();
        if (!std::isfinite(d)) throw CanonError("cannot store a non-finite number");
        if (d == 0) d = 0.0; // never -0.0: JSONB reads it back as 0.0
        std::string repr = pythonFloatRepr(d);
        if (repr.find('e') != std::string::npos) {
            // JSONB drops notation: write the exact positional digits with a
            // fractional part so the value reads back as the same double.
            // (A finite double has at most 309 integral digits; shortest
            // fixed form never needs more than this buffer.)
            char buf[512];
            const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
            if (ec != std::errc()) throw CanonError("cannot print " + repr + " positionally");
            std::string fixed(buf, end);
            if (fixed.find('.') == std::string::npos) fixed += ".0";
            out += fixed;
        } else {
            out += repr;
        }
        break;
    }
    default:
        out += v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
}
} // namespace

std::string writerJson(const nlohmann::json& value)
{
    std::string out;
    writeValue(out, value);
    return out;
}

} // namespace seal
