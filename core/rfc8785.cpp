#include "rfc8785.hpp"

#include "digest.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
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
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 0xF];
            } else {
                out += ch;
            }
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
        for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
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

struct Member
{
    std::u16string order;
    std::string name;
    std::string text;
};

// Builds canonical text bottom-up from SAX events (no recursion, so a deep
// document cannot exhaust the stack; depth is bounded anyway).
class JcsSax
{
public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    explicit JcsSax(std::string_view dropTopKey) : m_drop(dropTopKey) {}

    std::string result;
    bool topWasObject = false;

    bool null() { return value("null"); }
    bool boolean(bool v) { return value(v ? "true" : "false"); }
    bool number_integer(number_integer_t v) { return value(ecmaNumber(static_cast<double>(v))); }
    bool number_unsigned(number_unsigned_t v) { return value(ecmaNumber(static_cast<double>(v))); }
    bool number_float(number_float_t v, const string_t& raw)
    {
        if (!std::isfinite(v)) throw CanonError("number out of the double range: " + raw.substr(0, 40));
        return value(ecmaNumber(v));
    }
    bool string(string_t& s)
    {
        std::string out;
        appendJcsString(out, s);
        return value(std::move(out));
    }
    bool binary(binary_t&) { throw CanonError("binary values are not JSON"); }
    bool start_object(std::size_t) { return open(true); }
    bool key(string_t& k)
    {
        m_stack.back().pendingKey = k;
        return true;
    }
    bool end_object();
    bool start_array(std::size_t) { return open(false); }
    bool end_array();
    bool parse_error(std::size_t pos, const std::string&, const nlohmann::detail::exception& ex)
    {
        throw CanonError("not valid JSON at byte " + std::to_string(pos) + ": " + ex.what());
    }

private:
    struct Frame
    {
        bool isObject;
        std::string pendingKey;
        std::vector<Member> members;
        std::vector<std::string> items;
    };

    bool open(bool isObject)
    {
        if (m_stack.size() >= static_cast<size_t>(kJcsMaxDepth))
            throw CanonError("nesting deeper than " + std::to_string(kJcsMaxDepth) + " levels");
        if (m_stack.empty()) topWasObject = isObject;
        m_stack.push_back(Frame{isObject, {}, {}, {}});
        return true;
    }

    bool value(std::string text);

    std::string m_drop;
    std::vector<Frame> m_stack;
};

bool JcsSax::end_object()
{
    Frame f = std::move(m_stack.back());
    m_stack.pop_back();
    std::sort(f.members.begin(), f.members.end(), [](const Member& a, const Member& b) { return a.order < b.order; });
    std::string out = "{";
    for (size_t i = 0; i < f.members.size(); ++i) {
        if (i > 0 && f.members[i].order == f.members[i - 1].order)
            throw CanonError("duplicate member name \"" + f.members[i].name.substr(0, 60) + "\" (not I-JSON)");
        if (m_stack.empty() && !m_drop.empty() && f.members[i].name == m_drop) continue;
        if (out.size() > 1) out += ',';
        appendJcsString(out, f.members[i].name);
        out += ':';
        out += f.members[i].text;
    }
    out += '}';
    return value(std::move(out));
}

bool JcsSax::end_array()
{
    Frame f = std::move(m_stack.back());
    m_stack.pop_back();
    std::string out = "[";
    for (size_t i = 0; i < f.items.size(); ++i) {
        if (i) out += ',';
        out += f.items[i];
    }
    out += ']';
    return value(std::move(out));
}

bool JcsSax::value(std::string text)
{
    if (m_stack.empty()) {
        result = std::move(text);
        return true;
    }
    Frame& f = m_stack.back();
    if (f.isObject) {
        std::u16string order = utf16Units(f.pendingKey);
        f.members.push_back(Member{std::move(order), std::move(f.pendingKey), std::move(text)});
    } else {
        f.items.push_back(std::move(text));
    }
    return true;
}

std::string canonicalise(std::string_view text, std::string_view drop, bool requireObject)
{
    JcsSax sax(drop);
    try {
        nlohmann::json::sax_parse(text.begin(), text.end(), &sax);
    } catch (const CanonError&) {
        throw;
    } catch (const std::exception& e) {
        throw CanonError(std::string("not valid JSON: ") + e.what());
    }
    if (requireObject && !sax.topWasObject) throw CanonError("not a JSON object");
    return std::move(sax.result);
}

} // namespace

std::string canonicalJcs(std::string_view jsonText) { return canonicalise(jsonText, {}, false); }

std::string canonicalJcsWithout(std::string_view objectText, std::string_view droppedKey)
{
    return canonicalise(objectText, droppedKey, true);
}

std::string ecmaNumber(double value)
{
    if (!std::isfinite(value)) throw CanonError("NaN and Infinity are not JSON numbers");
    if (value == 0) return "0"; // also -0
    // Shortest round-trip digits in scientific form: "d[.ddd]e±X".
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    (void)ec;
    const std::string_view sci(buf, static_cast<size_t>(end - buf));
    const size_t ePos = sci.find('e');
    int exp10 = 0;
    std::from_chars(sci.data() + ePos + (sci[ePos + 1] == '+' ? 2 : 1), sci.data() + sci.size(), exp10);
    std::string out = value < 0 ? "-" : "";
    std::string digits;
    for (const char c : sci.substr(0, ePos))
        if (c >= '0' && c <= '9') digits += c;
    // ECMA-262 Number::toString: s has k digits, the value is s × 10^(n−k).
    const int k = static_cast<int>(digits.size());
    const int n = exp10 + 1;
    if (k <= n && n <= 21) return out + digits + std::string(static_cast<size_t>(n - k), '0');
    if (0 < n && n <= 21) return out + digits.substr(0, static_cast<size_t>(n)) + "." + digits.substr(static_cast<size_t>(n));
    if (-6 < n && n <= 0) return out + "0." + std::string(static_cast<size_t>(-n), '0') + digits;
    out += digits.substr(0, 1);
    if (k > 1) out += "." + digits.substr(1);
    return out + "e" + (n - 1 >= 0 ? "+" : "-") + std::to_string(std::abs(n - 1));
}

} // namespace seal
