// Agent-written strings, made safe to show. Everything in the store was
// written by an agent or a kernel we do not control: a bidirectional override
// could reorder what an approver reads, an invisible character could make two
// different paths look equal. Such characters are shown as ⟨U+XXXX⟩, never
// obeyed. Callers still show the result as plain text (never markup).
#pragma once

// The rule itself (which code points are hidden, how they are shown) is
// core's visible_text, shared with sealctl's text output.
#include "visible_text.hpp"

#include <QString>
#include <QStringView>
#include <string_view>

namespace seal {

// `text` with every hidden code point (and every unpaired surrogate) replaced
// by a visible ⟨U+XXXX⟩.
QString safeText(QStringView text, TextLines lines = TextLines::Single);

// The same for UTF-8 bytes from the store (invalid bytes become U+FFFD).
QString safeText(std::string_view utf8, TextLines lines = TextLines::Single);

} // namespace seal
