// JSON from the store, as text a person can read.
#pragma once

#include <QByteArray>
#include <QString>

namespace seal {

// The stored JSON text re-indented two spaces per level. Only whitespace
// outside strings changes: numbers, escapes and key order stay exactly as
// stored, so what the operator reads is what the chain hashed. Text that is
// not valid JSON is re-indented as far as it goes, never rejected.
QByteArray prettyJson(const QByteArray& text);

// One line, for a table cell or a label: whitespace outside strings becomes
// one space after each ',' and ':' (so a label can wrap), nothing else; cut
// at `maxChars` characters with an ellipsis (0: never cut).
QByteArray oneLineJson(const QByteArray& text, qsizetype maxChars = 0);

} // namespace seal
