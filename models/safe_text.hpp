// Agent-written strings, made safe to show. Everything in the store was
// written by an agent or a kernel we do not control: a bidirectional override
// could reorder what an approver reads, an invisible character could make two
// different paths look equal. Such characters are shown as ⟨U+XXXX⟩, never
// obeyed. Callers still show the result as plain text (never markup).
#pragma once

#include <QString>
#include <QStringView>
#include <string_view>

namespace seal {

enum class TextLines
{
    Single, // a table cell or a one-line label: line breaks and tabs are made visible too
    Multi,  // a plain-text pane: line feeds and tabs are kept
};

// True for code points that are invisible or change how text around them is
// laid out: C0/C1 controls, format characters (Cf: the bidi embeddings,
// overrides and isolates, LRM/RLM/ALM, zero-width characters, tags, BOM),
// line/paragraph separators and the Hangul fillers that render as nothing.
bool isHiddenCodePoint(char32_t cp);

// `text` with every hidden code point (and every unpaired surrogate) replaced
// by a visible ⟨U+XXXX⟩.
QString safeText(QStringView text, TextLines lines = TextLines::Single);

// The same for UTF-8 bytes from the store (invalid bytes become U+FFFD).
QString safeText(std::string_view utf8, TextLines lines = TextLines::Single);

} // namespace seal
