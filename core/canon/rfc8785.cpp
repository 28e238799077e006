#include "core/canon/rfc8785.hpp"

#include "core/canon/canonical_sax.hpp"
#include "core/canon/digest.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

namespace seal {
namespace {

// JSON.stringify's string form: only '"', '\\' and the controls below 0x20
// are escaped; everything else (0x7F, U+0080.., astral) is literal UTF-8.
void appendJcsString(std::string& out, std::string_view s)
{
    static const char* hex = "0123456789abcdef";
    out += '"';
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (const char* escape = canon::shortEscape(c)) {
            out += escape;
        } else if (c < 0x20) {
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xF];
        } else {
            out += ch;
        }
    }
    out += '"';
}

// UTF-16 code units of a UTF-8 string nlohmann has already validated: the
// order RFC 8785 §3.2.3 sorts member names by.
std::u16string utf16Units(std::string_view s)
{
    std::u16string out;
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
        if (i + len > s.size()) throw CanonError("truncated UTF-8 in a member name");
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (size_t k = 1; k < len; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        i += len;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out += static_cast<char16_t>(0xD800 + (cp >> 10));
            out += static_cast<char16_t>(0xDC00 + (cp & 0x3FF));
        } else {
            out += static_cast<char16_t>(cp);
        }
    }
    return out;
}

// RFC 8785's rules for the shared skeleton: ECMAScript numbers, JSON.stringify
// strings, members sorted by UTF-16 code units, duplicate names refused.
struct JcsRules
{
    static constexpr int kMaxDepth = kJcsMaxDepth;
    static std::string integer(std::int64_t v) { return ecmaNumber(static_cast<double>(v)); }
    static std::string unsignedInteger(std::uint64_t v) { return ecmaNumber(static_cast<double>(v)); }
    static std::string floating(double v, const std::string& raw)
    {
        if (!std::isfinite(v)) throw CanonError("number out of the double range: " + raw.substr(0, 40));
        return ecmaNumber(v);
    }
    static void appendString(std::string& out, std::string_view s) { appendJcsString(out, s); }
    static std::string object(std::vector<canon::CanonMember>& members, std::string_view drop)
    {
        std::vector<std::pair<std::u16string, size_t>> order;
        order.reserve(members.size());
        for (size_t i = 0; i < members.size(); ++i)
            order.emplace_back(utf16Units(members[i].name), i);
        std::sort(order.begin(), order.end());
        std::string out = "{";
        for (size_t i = 0; i < order.size(); ++i) {
            const auto& m = members[order[i].second];
            if (i > 0 && order[i].first == order[i - 1].first)
                throw CanonError("duplicate member name \"" + m.name.substr(0, 60) + "\" (not I-JSON)");
            if (!drop.empty() && m.name == drop) continue;
            if (out.size() > 1) out += ',';
            appendJcsString(out, m.name);
            out += ':';
            out += m.text;
        }
        out += '}';
        return out;
    }
};

std::string canonicalise(std::string_view text, std::string_view drop, bool requireObject)
{
    return canon::canonicalise<JcsRules>(text, drop, requireObject);
}

// A v2 cert body as the kernel hashes it (SPEC §15.1): RFC 8785, but an
// integer token beyond ±2^53 cannot be canonicalised (the kernel raises), and
// the top object leaves out "sig" as well as "hash".
struct CertV2Rules : JcsRules
{
    static constexpr std::int64_t kMaxSafe = 9007199254740992; // 2^53
    static std::string integer(std::int64_t v)
    {
        if (v > kMaxSafe || v < -kMaxSafe) throw tooLarge(std::to_string(v));
        return JcsRules::integer(v);
    }
    static std::string unsignedInteger(std::uint64_t v)
    {
        if (v > static_cast<std::uint64_t>(kMaxSafe)) throw tooLarge(std::to_string(v));
        return JcsRules::unsignedInteger(v);
    }
    static std::string floating(double v, const std::string& raw)
    {
        // An integer token too long for 64 bits arrives here as a double. Decide
        // by digits, not by looking for '.': nlohmann's lexer hands over its
        // token with the C runtime locale's decimal point, a ',' under de_DE.
        if (raw.find_first_not_of("-0123456789") == std::string::npos) throw tooLarge(raw);
        return JcsRules::floating(v, raw);
    }
    static std::string object(std::vector<canon::CanonMember>& members, std::string_view drop)
    {
        if (!drop.empty())
            members.erase(std::remove_if(members.begin(), members.end(),
                                         [](const canon::CanonMember& m) { return m.name == "sig"; }),
                          members.end());
        return JcsRules::object(members, drop);
    }
    static CanonError tooLarge(const std::string& digits)
    {
        return CanonError("integer " + digits.substr(0, 40) + " is beyond +/-2^53: a v2 cert holding it cannot be canonicalised");
    }
};

} // namespace

std::string canonicalJcs(std::string_view jsonText)
{
    return canonicalise(jsonText, {}, false);
}

std::string canonicalJcsWithout(std::string_view objectText, std::string_view droppedKey)
{
    return canonicalise(objectText, droppedKey, true);
}

std::string canonicalCertV2(std::string_view bodyText)
{
    return canon::canonicalise<CertV2Rules>(bodyText, "hash", true);
}

std::string ecmaNumber(double value)
{
    if (!std::isfinite(value)) throw CanonError("NaN and Infinity are not JSON numbers");
    std::string out;
    appendEcmaNumber(out, value);
    return out;
}

void appendEcmaNumber(std::string& out, double value)
{
    if (value == 0) { // also -0
        out += '0';
        return;
    }
    // Shortest round-trip digits in scientific form: "d[.ddd]e±X".
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    (void)ec;
    const char* e = std::find(static_cast<const char*>(buf), static_cast<const char*>(end), 'e');
    int exp10 = 0;
    std::from_chars(e + (e[1] == '+' ? 2 : 1), end, exp10);
    if (value < 0) out += '-';
    char digits[32];
    int k = 0;
    for (const char* q = buf; q < e; ++q)
        if (*q >= '0' && *q <= '9') digits[k++] = *q;
    // ECMA-262 Number::toString: s has k digits, the value is s × 10^(n−k).
    const int n = exp10 + 1;
    const auto count = [](int c) { return static_cast<size_t>(c); };
    if (k <= n && n <= 21) {
        out.append(digits, count(k));
        out.append(count(n - k), '0');
    } else if (0 < n && n <= 21) {
        out.append(digits, count(n));
        out += '.';
        out.append(digits + n, count(k - n));
    } else if (-6 < n && n <= 0) {
        out += "0.";
        out.append(count(-n), '0');
        out.append(digits, count(k));
    } else {
        out += digits[0];
        if (k > 1) {
            out += '.';
            out.append(digits + 1, count(k - 1));
        }
        out += 'e';
        out += n - 1 >= 0 ? '+' : '-';
        char eb[8];
        const auto r = std::to_chars(eb, eb + sizeof eb, std::abs(n - 1));
        out.append(eb, r.ptr);
    }
}

} // namespace seal
