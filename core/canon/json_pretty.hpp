// Agent-written JSON made readable at a bounded cost (README "Showing JSON").
//
// One streaming printer for every place that re-indents stored JSON: sealctl,
// receipts and reports, and the console's panes. It works on the text, never a
// parsed tree (numbers, escapes and key order stay as stored), keeps no stack
// (any depth), and indents only the first kJsonIndentLevels levels: below them
// a subtree is printed compactly, so the output is at most a fixed multiple of
// the input however deep it is nested.
#pragma once

#include <cstddef>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace seal {

// Levels that get their own indentation; deeper subtrees are printed on one line.
inline constexpr int kJsonIndentLevels = 16;
// A display shows at most this many bytes of re-indented text ...
inline constexpr std::size_t kJsonShowBytes = 64 * 1024;
// ... and replaces subtrees nested deeper than this with a mark.
inline constexpr int kJsonShowDepth = 64;
// A table cell of a human-readable export (CSV, HTML, PDF) holds at most this
// many bytes of a stored JSON text; the JSON exports carry it whole.
inline constexpr std::size_t kJsonCellBytes = 4096;
// Stored JSON is parsed into a tree (nlohmann, whose copies recurse: ~200
// bytes of stack a level) only up to this depth; a deeper value is carried in
// JSON outputs as a string holding its stored text, as text that is not JSON is.
inline constexpr int kJsonTreeDepth = 4096;

// The exact value re-indented: only whitespace outside strings changes, so it
// parses to the same value (text that is not JSON is re-indented as far as it
// goes). Written to `sink` in pieces, so the whole output is never held.
void writePrettyJson(std::string_view json, const std::function<void(std::string_view)>& sink);
std::string prettyJsonText(std::string_view json);

// A tree printed the same way (compact dump, then re-indented).
void writePrettyJsonValue(const nlohmann::json& value, const std::function<void(std::string_view)>& sink);

// A top-level array printed one element at a time: byte for byte what
// writePrettyJsonValue prints for the whole array, while only one element is
// ever held (an export of a list that does not fit in memory).
class PrettyJsonArrayWriter
{
public:
    explicit PrettyJsonArrayWriter(std::function<void(std::string_view)> sink);
    void add(const nlohmann::json& element);
    // An element already printed as add() would print it: nlohmann's dump(2)
    // with every line after the first indented two more spaces.
    void addText(std::string_view elementText);
    void finish(); // the closing bracket; call once, after the last element

private:
    std::function<void(std::string_view)> m_sink;
    bool m_empty = true;
};

// What a display shows of a value: the re-indented text cut at `maxBytes`
// (at a UTF-8 boundary) with subtrees deeper than `maxDepth` replaced by
// `deeperMark`. Costs O(maxBytes) whatever the size of `json`.
struct JsonPreview
{
    std::string text;
    bool cut = false;       // text ends before the value does
    bool deepCut = false;   // a subtree was replaced by deeperMark
    std::size_t totalBytes = 0; // the stored text's size
    bool truncated() const { return cut || deepCut; }
};
JsonPreview previewPrettyJson(std::string_view json, std::string_view deeperMark,
                              std::size_t maxBytes = kJsonShowBytes, int maxDepth = kJsonShowDepth);

// The English marks sealctl prints: "… [truncated: 52,428,800 bytes, showing
// the first 65,536]" and "… [nested deeper than 64 levels]".
std::string jsonDeeperMark(int maxDepth = kJsonShowDepth);
std::string jsonTruncatedMark(std::size_t totalBytes, std::size_t shownBytes);
// `json` as stored when it fits kJsonCellBytes, else its first bytes (at a
// UTF-8 boundary) and the truncated mark. No parse: any depth.
std::string jsonCellText(std::string_view json, std::size_t maxBytes = kJsonCellBytes);
// A preview with the English marks, for text output.
std::string previewPrettyJsonText(std::string_view json, std::size_t maxBytes = kJsonShowBytes);

// Follows JSON text byte by byte and says which bytes belong to a string
// (its quotes and escapes included), so that a scan can find structure
// without parsing. The one place that knows JSON's string escapes for scans.
class JsonStringTracker
{
public:
    bool feed(char c)
    {
        if (m_inString) {
            if (m_escaped)
                m_escaped = false;
            else if (c == '\\')
                m_escaped = true;
            else if (c == '"')
                m_inString = false;
            return true;
        }
        m_inString = c == '"';
        return m_inString;
    }

private:
    bool m_inString = false;
    bool m_escaped = false;
};

// True when the text nests deeper than `maxDepth` (strings are skipped). O(n), no recursion.
bool jsonDeeperThan(std::string_view json, int maxDepth);

// Stored JSON as a tree: discarded when not JSON or nested deeper than kJsonTreeDepth.
nlohmann::json parseJsonBounded(std::string_view json);

// A JSON value as a person reads it: a string without quotes, an array of
// scalars joined with ", " (strings unquoted), anything else as compact JSON.
std::string plainJsonValue(const nlohmann::json& value);

} // namespace seal
