// The skeleton both canonical forms share (digest v1 and RFC 8785): a SAX
// handler that builds canonical text bottom-up, each finished value a string,
// without recursion (a deep document cannot exhaust the stack). What differs
// between the forms — numbers, string escapes, member order and duplicates —
// comes from a Rules type:
//
//   static std::string integer(std::int64_t), unsignedInteger(std::uint64_t);
//   static std::string floating(double value, const std::string& raw);
//   static void appendString(std::string& out, std::string_view utf8);
//   static std::string object(std::vector<CanonMember>& members, std::string_view drop);
//       (drop: the member name left out, non-empty only for the top object)
//   static constexpr int kMaxDepth; // 0: no limit
//
// Internal to core; included by digest.cpp and rfc8785.cpp only.
#pragma once

#include "core/canon/digest.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace seal::canon {

// The two-character escape both forms use for `c` (backslash n, backslash quote, ...), or
// nullptr when JSON has none for it.
inline const char* shortEscape(unsigned char c)
{
    switch (c) {
    case '"':
        return "\\\"";
    case '\\':
        return "\\\\";
    case '\b':
        return "\\b";
    case '\f':
        return "\\f";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        return nullptr;
    }
}

struct CanonMember
{
    std::string name;
    std::string text; // the member's canonical value
};

template <typename Rules> class CanonicalSax
{
public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    explicit CanonicalSax(std::string_view dropTopKey) : m_drop(dropTopKey) {}

    std::string result;
    bool topWasObject = false;

    bool null() { return value("null"); }
    bool boolean(bool v) { return value(v ? "true" : "false"); }
    bool number_integer(number_integer_t v) { return value(Rules::integer(v)); }
    bool number_unsigned(number_unsigned_t v) { return value(Rules::unsignedInteger(v)); }
    bool number_float(number_float_t v, const string_t& raw) { return value(Rules::floating(v, raw)); }
    bool string(string_t& s)
    {
        std::string out;
        Rules::appendString(out, s);
        return value(std::move(out));
    }
    bool binary(binary_t&) { throw CanonError("binary values are not JSON"); }
    bool start_object(std::size_t) { return open(true); }
    bool key(string_t& k)
    {
        m_stack.back().pendingKey = k;
        return true;
    }
    bool end_object()
    {
        Frame f = std::move(m_stack.back());
        m_stack.pop_back();
        return value(
            Rules::object(f.members, m_stack.empty() ? std::string_view(m_drop) : std::string_view()));
    }
    bool start_array(std::size_t) { return open(false); }
    bool end_array()
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
    bool parse_error(std::size_t pos, const std::string&, const nlohmann::detail::exception& ex)
    {
        throw CanonError("not valid JSON at byte " + std::to_string(pos) + ": " + ex.what());
    }

private:
    struct Frame
    {
        bool isObject;
        std::string pendingKey;
        std::vector<CanonMember> members;
        std::vector<std::string> items;
    };

    bool open(bool isObject)
    {
        if (Rules::kMaxDepth > 0 && m_stack.size() >= static_cast<size_t>(Rules::kMaxDepth))
            throw CanonError("nesting deeper than " + std::to_string(Rules::kMaxDepth) + " levels");
        if (m_stack.empty()) topWasObject = isObject;
        m_stack.push_back(Frame{isObject, {}, {}, {}});
        return true;
    }

    bool value(std::string text)
    {
        if (m_stack.empty()) {
            result = std::move(text);
            return true;
        }
        Frame& f = m_stack.back();
        if (f.isObject)
            f.members.push_back(CanonMember{std::move(f.pendingKey), std::move(text)});
        else
            f.items.push_back(std::move(text));
        return true;
    }

    std::string m_drop;
    std::vector<Frame> m_stack;
};

// The canonical text of `text` under Rules; with `requireObject`, a document
// that is not an object is refused. Throws CanonError.
template <typename Rules>
std::string canonicalise(std::string_view text, std::string_view drop, bool requireObject)
{
    CanonicalSax<Rules> sax(drop);
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

} // namespace seal::canon
