// JSON from the store, as text a person can read — at a bounded cost: every
// function here reads at most a fixed prefix of the stored text (core's
// json_pretty.hpp caps), so it is cheap enough for the GUI thread whatever an
// agent wrote.
#pragma once

#include "core/canon/json_pretty.hpp"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <string_view>

namespace seal {

// The stored JSON text as a pane shows it: re-indented (only whitespace
// outside strings changes: numbers, escapes and key order stay exactly as
// stored), subtrees deeper than kJsonShowDepth replaced by a mark, cut after
// kJsonShowBytes with a mark saying how much there is. `truncated` says that
// the pane does not show the whole value (offer to save it). Any line longer
// than kJsonPaneLineBytes is cut with a mark too.
struct JsonShown
{
    QByteArray text;
    bool truncated = false;
};
JsonShown showJson(std::string_view text, std::size_t maxBytes = kJsonShowBytes);
inline JsonShown showJson(const QByteArray& text)
{
    return showJson(std::string_view(text.constData(), static_cast<size_t>(text.size())));
}

// What a wrapped summary pane (Autonomy's path detail) shows of a value: a
// wrapped line is laid out at a cost that grows faster than its length (a
// 64 KiB string took 0.8 s), so such panes show this much and point to the
// page that shows the value itself.
inline constexpr std::size_t kJsonSummaryBytes = 4 * 1024;

// showJson also cuts any one line of the shown text after this many bytes
// (with a mark): a pane lays out a long line at a cost that grows with it.
inline constexpr std::size_t kJsonPaneLineBytes = 4 * 1024;

// showJson(text).text. Text that is not valid JSON is re-indented as far as
// it goes, never rejected.
QByteArray prettyJson(const QByteArray& text);

// One line, for a table cell or a label: whitespace outside strings becomes
// one space after each ',' and ':' (so a label can wrap), nothing else; cut
// at `maxChars` characters with an ellipsis (0: never cut — only for text
// already known to be small).
QByteArray oneLineJson(const QByteArray& text, qsizetype maxChars = 0);

} // namespace seal
