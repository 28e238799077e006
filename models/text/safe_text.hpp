// Agent-written strings, made safe to show. Everything in the store was
// written by an agent or a kernel we do not control: a bidirectional override
// could reorder what an approver reads, an invisible character could make two
// different paths look equal. Such characters are shown as ⟨U+XXXX⟩, never
// obeyed. Callers still show the result as plain text (never markup).
#pragma once

// The rule itself (which code points are hidden, how they are shown) is
// core's visible_text, shared with sealctl's text output.
#include "core/base/visible_text.hpp"

#include <QString>
#include <QStringView>
#include <QVariant>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// `text` with every hidden code point (and every unpaired surrogate) replaced
// by a visible ⟨U+XXXX⟩.
QString safeText(QStringView text, TextLines lines = TextLines::Single);

// The same for UTF-8 bytes from the store (invalid bytes become U+FFFD).
QString safeText(std::string_view utf8, TextLines lines = TextLines::Single);
// The same for a std::string and a C string (without these, such an argument
// would be ambiguous between the two above).
inline QString safeText(const std::string& utf8, TextLines lines = TextLines::Single)
{
    return safeText(std::string_view(utf8), lines);
}
inline QString safeText(const char* utf8, TextLines lines = TextLines::Single)
{
    return safeText(std::string_view(utf8), lines);
}
// A value that may be SQL NULL: `missing` when it is.
inline QString safeText(const std::optional<std::string>& utf8, const QString& missing)
{
    return utf8 ? safeText(std::string_view(*utf8)) : missing;
}

// The tooltip of a cell that shows the invalid mark: each value the store
// holds that the reference never writes, naming table, column and row (as
// core names them). Null when `shown` is not the mark or nothing is invalid.
QVariant invalidCellTip(const QVariant& shown, const std::vector<std::string>& problems);
QVariant invalidCellTip(const QVariant& shown, const std::string& problem);

} // namespace seal
