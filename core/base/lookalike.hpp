// Look-alike identifiers: a path, maker, approver, domain or budget key that
// reads as another one. An agent can name a path `payouts.wіre` (Cyrillic і)
// that an approver takes for `payouts.wire`; the console and sealctl mark such
// a value wherever they show it, with what it contains.
//
// The rules are Unicode's (UTS #39), through ICU's spoof checker, not a table
// of our own: mixed scripts by the restriction level (moderately restrictive:
// Latin with one other script, but never with Cyrillic or Greek), confusables
// by the skeleton ("payouts.wіre" and "payouts.wire" have the same one).
// Hidden code points (bidi overrides, zero-width characters) are named too.
// The cost is bounded: only the first kLookalikeExaminedBytes of a value are
// examined, and a value cut there says so.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace seal {

inline constexpr std::size_t kLookalikeExaminedBytes = 4096;

struct LookalikeNote
{
    enum class Kind
    {
        Script,       // a character of a script other than the value's main one: script, cp
        Hidden,       // an invisible or layout-changing code point: cp, name
        RepeatedMark, // the same combining mark twice in a row (hides as one): cp
        MixedDigits,  // digits from more than one number system
        WholeScript,  // all in one non-Latin script that reads as Latin: other = the Latin reading
        LooksLike,    // the same skeleton as another identifier: other (shown visibly)
        MoreLookAlikes, // count more identifiers beyond the ones named
        Cut,          // only the first count bytes were examined
        NotUtf8,      // bytes that are not UTF-8
    };
    Kind kind;
    char32_t cp = 0;
    std::string script; // Script: the script's English name ("Cyrillic")
    std::string name;   // Hidden: the Unicode name ("RIGHT-TO-LEFT OVERRIDE")
    std::string other;  // WholeScript, LooksLike: already made visible (visibleText)
    std::size_t count = 0;
};

struct Lookalike
{
    std::vector<LookalikeNote> notes;
    bool suspicious() const { return !notes.empty(); }
    // One line in English for sealctl: "Cyrillic і U+0456; looks like payouts.wire".
    std::string text() const;
};

// "Cyrillic і U+0456" and the like: one note as sealctl prints it.
std::string lookalikeNoteText(const LookalikeNote& note);

// What is suspicious about `id` on its own (no other identifiers compared).
Lookalike examineIdentifier(std::string_view id);

// Identifiers of one kind (all paths, all makers...) by their skeleton, so
// that each value is compared with all the others at the cost of one lookup:
// building it for N identifiers costs O(N), not O(N²).
class LookalikeIndex
{
public:
    LookalikeIndex() = default;
    explicit LookalikeIndex(const std::vector<std::string>& ids);
    void add(std::string_view id);
    // examineIdentifier(id) and "looks like <other>" for every other identifier
    // the index holds with the same skeleton (the first three named).
    Lookalike examine(std::string_view id) const;
    std::size_t size() const { return m_size; }

private:
    std::unordered_map<std::u16string, std::vector<std::string>> m_bySkeleton;
    std::size_t m_size = 0;
};

} // namespace seal
