// Agent-written strings, made safe to show: the one filter that both the
// console (models/safe_text) and sealctl's text output use. Everything in the
// store was written by an agent or a kernel we do not control: a terminal
// control sequence could clear an operator's screen or retitle the window, a
// bidirectional override could reorder what an approver reads, an invisible
// character could make two different paths look equal. Such characters are
// shown as ⟨U+XXXX⟩, never obeyed; bytes that are not UTF-8 become U+FFFD.
#pragma once

#include <string>
#include <string_view>

namespace seal {

enum class TextLines
{
    Single, // a table cell or a one-line label: line breaks and tabs are made visible too
    Multi,  // a plain-text pane: line feeds and tabs are kept
};

// True for code points that are invisible or change how text around them is
// laid out: C0/C1 controls and DEL, format characters (Cf: the bidi
// embeddings, overrides and isolates, LRM/RLM/ALM, zero-width characters,
// tags, BOM), surrogates, line/paragraph separators and the Hangul fillers
// that render as nothing.
bool isHiddenCodePoint(char32_t cp);

// "⟨U+202E⟩": how a hidden code point is shown (upper-case hex, at least 4 digits).
std::string visibleCodePoint(char32_t cp);

// `utf8` with every hidden code point shown as ⟨U+XXXX⟩ and every byte that is
// not part of a well-formed UTF-8 sequence (overlong forms and encoded
// surrogates included) replaced by U+FFFD. The result is valid UTF-8.
std::string visibleText(std::string_view utf8, TextLines lines = TextLines::Single);

} // namespace seal
