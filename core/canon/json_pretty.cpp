#include "core/canon/json_pretty.hpp"

#include <algorithm>

namespace seal {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

// Whitespace the printer may skip before it stops looking (a preview's input
// budget: pretty output is never much shorter than its input otherwise).
constexpr std::size_t kScanPerShownByte = 8;

// Re-indents a JSON text token by token. Unbounded when maxOut is 0 (exact
// output, flushed to the sink in pieces); otherwise stops after maxOut bytes.
class Printer
{
public:
    // `depth`: the level the text sits at inside an enclosing value.
    Printer(std::string_view in, std::size_t maxOut, int maxDepth, std::string_view deeperMark,
            const std::function<void(std::string_view)>* sink, int depth = 0)
        : m_in(in), m_maxOut(maxOut), m_maxDepth(maxDepth), m_deeperMark(deeperMark), m_sink(sink),
          m_scanEnd(maxOut ? std::min(in.size(), maxOut * kScanPerShownByte) : in.size()), m_depth(depth)
    {
    }

    void run()
    {
        for (m_i = skipSpace(0); m_i < m_in.size(); m_i = skipSpace(m_i)) {
            if (m_i >= m_scanEnd) cut = true;
            if (full()) return;
            const char c = m_in[m_i];
            if (c == '"') {
                if (!copyString()) return;
                continue;
            }
            ++m_i;
            if (c == '{' || c == '[')
                open(c);
            else if (c == '}' || c == ']')
                close(c);
            else if (c == ',') {
                m_out += c;
                lineBreak(m_depth, m_depth);
            } else if (c == ':') {
                m_out += c;
                if (m_depth <= kJsonIndentLevels) m_out += ' ';
            } else
                m_out += c;
            flushIfLarge();
        }
    }

    void finish()
    {
        if (m_sink && !m_out.empty()) (*m_sink)(m_out);
    }

    std::string takeText()
    {
        trimPartialUtf8();
        return std::move(m_out);
    }

    bool cut = false;
    bool deepCut = false;

private:
    std::size_t skipSpace(std::size_t i) const
    {
        while (i < m_scanEnd && isSpace(m_in[i]))
            ++i;
        return i;
    }

    bool full()
    {
        if (m_maxOut && m_out.size() >= m_maxOut) cut = true;
        return cut;
    }

    void lineBreak(int contentLevel, int indentLevel)
    {
        if (contentLevel > kJsonIndentLevels) return; // compact below the indented levels
        m_out += '\n';
        m_out.append(static_cast<std::size_t>(std::max(indentLevel, 0)) * 2, ' ');
    }

    void open(char c)
    {
        const std::size_t next = skipSpace(m_i);
        if (next < m_in.size() && (m_in[next] == '}' || m_in[next] == ']')) {
            m_out += c; // an empty container stays "{}" / "[]"
            m_out += m_in[next];
            m_i = next + 1;
            return;
        }
        if (m_maxDepth > 0 && m_depth >= m_maxDepth) {
            m_out += m_deeperMark;
            deepCut = true;
            skipSubtree();
            return;
        }
        m_out += c;
        ++m_depth;
        lineBreak(m_depth, m_depth);
    }

    void close(char c)
    {
        const int content = m_depth;
        m_depth = std::max(0, m_depth - 1);
        lineBreak(content, m_depth);
        m_out += c;
    }

    // Skips what follows an opener up to its closer (the mark stands for it all).
    void skipSubtree()
    {
        int level = 1;
        JsonStringTracker strings;
        for (; m_i < m_scanEnd && level > 0; ++m_i) {
            const char c = m_in[m_i];
            if (strings.feed(c)) continue;
            if (c == '{' || c == '[')
                ++level;
            else if (c == '}' || c == ']')
                --level;
        }
        if (level > 0) cut = true;
    }

    // Copies the string token at m_i; false when the preview budget ran out inside it.
    bool copyString()
    {
        std::size_t end = m_i + 1;
        while (end < m_in.size()) {
            const char c = m_in[end++];
            if (c == '\\' && end < m_in.size())
                ++end;
            else if (c == '"')
                break;
            if (m_maxOut && end - m_i > m_maxOut) break; // no need to find the end of a huge string
        }
        std::size_t len = end - m_i;
        if (m_maxOut) {
            const std::size_t room = m_maxOut > m_out.size() ? m_maxOut - m_out.size() : 0;
            if (len > room) {
                m_out.append(m_in.substr(m_i, room));
                m_i += room;
                cut = true;
                return false;
            }
        }
        m_out.append(m_in.substr(m_i, len));
        m_i = end;
        flushIfLarge();
        return true;
    }

    void flushIfLarge()
    {
        if (m_sink && m_out.size() >= 64 * 1024) {
            (*m_sink)(m_out);
            m_out.clear();
        }
    }

    // A cut may fall inside a multi-byte UTF-8 character: drop its lead bytes.
    void trimPartialUtf8()
    {
        if (!cut) return;
        std::size_t k = 0; // continuation bytes at the end
        while (k < 4 && k < m_out.size() && (static_cast<unsigned char>(m_out[m_out.size() - 1 - k]) & 0xC0) == 0x80)
            ++k;
        if (k >= m_out.size()) return;
        const auto lead = static_cast<unsigned char>(m_out[m_out.size() - 1 - k]);
        const std::size_t want = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0;
        if (lead >= 0xC0 && k < want) m_out.resize(m_out.size() - 1 - k);
    }

    std::string_view m_in;
    std::size_t m_maxOut;
    int m_maxDepth;
    std::string_view m_deeperMark;
    const std::function<void(std::string_view)>* m_sink;
    std::size_t m_scanEnd;
    int m_depth = 0;
    std::size_t m_i = 0;
    std::string m_out;
};

// True when a container inside `value` sits more than `levels` levels down (no recursion past that).
bool nestsDeeperThan(const nlohmann::json& value, int levels)
{
    if (!value.is_structured() || value.empty()) return false;
    if (levels <= 0) return true;
    for (const auto& child : value)
        if (nestsDeeperThan(child, levels - 1)) return true;
    return false;
}

std::string groupedNumber(std::size_t n)
{
    std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

} // namespace

void writePrettyJson(std::string_view json, const std::function<void(std::string_view)>& sink)
{
    Printer p(json, 0, 0, {}, &sink);
    p.run();
    p.finish();
}

std::string prettyJsonText(std::string_view json)
{
    std::string out;
    out.reserve(json.size() + json.size() / 2);
    writePrettyJson(json, [&out](std::string_view piece) { out.append(piece); });
    return out;
}

void writePrettyJsonValue(const nlohmann::json& value, const std::function<void(std::string_view)>& sink)
{
    writePrettyJson(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), sink);
}

PrettyJsonArrayWriter::PrettyJsonArrayWriter(std::function<void(std::string_view)> sink) : m_sink(std::move(sink)) {}

void PrettyJsonArrayWriter::add(const nlohmann::json& element)
{
    // What the whole array's printer writes before an element at level 1.
    m_sink(m_empty ? "[\n  " : ",\n  ");
    m_empty = false;
    if (!nestsDeeperThan(element, kJsonIndentLevels - 1)) {
        // Every level indented: nlohmann's own indenting printer writes the same
        // text (strings hold no raw newline), shifted one level to the right.
        const std::string text = element.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
        std::string shifted;
        shifted.reserve(text.size() + text.size() / 8);
        for (std::size_t at = 0;;) {
            const std::size_t nl = text.find('\n', at);
            if (nl == std::string::npos) {
                shifted.append(text, at, std::string::npos);
                break;
            }
            shifted.append(text, at, nl + 1 - at).append("  ");
            at = nl + 1;
        }
        m_sink(shifted);
        return;
    }
    const std::string compact = element.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    Printer p(compact, 0, 0, {}, &m_sink, 1);
    p.run();
    p.finish();
}

void PrettyJsonArrayWriter::addText(std::string_view elementText)
{
    m_sink(m_empty ? "[\n  " : ",\n  ");
    m_empty = false;
    m_sink(elementText);
}

void PrettyJsonArrayWriter::finish()
{
    m_sink(m_empty ? "[]" : "\n]");
}

JsonPreview previewPrettyJson(std::string_view json, std::string_view deeperMark, std::size_t maxBytes, int maxDepth)
{
    Printer p(json, std::max<std::size_t>(maxBytes, 1), maxDepth, deeperMark, nullptr);
    p.run();
    JsonPreview out;
    out.cut = p.cut;
    out.deepCut = p.deepCut;
    out.totalBytes = json.size();
    out.text = p.takeText();
    return out;
}

std::string jsonDeeperMark(int maxDepth)
{
    return "\xE2\x80\xA6 [nested deeper than " + std::to_string(maxDepth) + " levels]";
}

std::string jsonTruncatedMark(std::size_t totalBytes, std::size_t shownBytes)
{
    return "\xE2\x80\xA6 [truncated: " + groupedNumber(totalBytes) + " bytes, showing the first " +
           groupedNumber(shownBytes) + "]";
}

std::string previewPrettyJsonText(std::string_view json, std::size_t maxBytes)
{
    JsonPreview p = previewPrettyJson(json, jsonDeeperMark(), maxBytes);
    if (p.cut) p.text += "\n" + jsonTruncatedMark(p.totalBytes, p.text.size());
    return p.text;
}

std::string jsonCellText(std::string_view json, std::size_t maxBytes)
{
    if (json.size() <= maxBytes) return std::string(json);
    std::size_t cut = maxBytes;
    while (cut > 0 && (static_cast<unsigned char>(json[cut]) & 0xC0) == 0x80)
        --cut; // json[cut] starts the first character left out
    return std::string(json.substr(0, cut)) + " " + jsonTruncatedMark(json.size(), cut);
}

bool jsonDeeperThan(std::string_view json, int maxDepth)
{
    int depth = 0;
    JsonStringTracker strings;
    for (const char c : json) {
        if (strings.feed(c)) continue;
        if (c == '{' || c == '[') {
            if (++depth > maxDepth) return true;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return false;
}

std::string plainJsonValue(const nlohmann::json& value)
{
    if (value.is_string()) return value.get<std::string>();
    if (value.is_array() &&
        std::all_of(value.begin(), value.end(), [](const nlohmann::json& e) { return e.is_primitive(); })) {
        std::string out;
        for (const auto& e : value)
            out += (out.empty() ? "" : ", ") + (e.is_string() ? e.get<std::string>() : e.dump());
        return out;
    }
    return value.dump();
}

nlohmann::json parseJsonBounded(std::string_view json)
{
    if (jsonDeeperThan(json, kJsonTreeDepth)) return nlohmann::json(nlohmann::json::value_t::discarded);
    return nlohmann::json::parse(json.begin(), json.end(), nullptr, false);
}

} // namespace seal
