#include "json_text.hpp"

namespace seal {
namespace {

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// Walks `text`, calling emit(c, inString) for each character outside
// insignificant whitespace; tracks strings and their escapes.
template <typename Emit> void walkJson(const QByteArray& text, Emit emit)
{
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            emit(c, true);
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (isJsonSpace(c)) continue;
        if (c == '"') inString = true;
        emit(c, false);
    }
}

} // namespace

QByteArray prettyJson(const QByteArray& text)
{
    QByteArray out;
    out.reserve(text.size() + text.size() / 2);
    int depth = 0;
    bool openedEmpty = false; // just after '{' or '[': a closer right away stays "{}"
    const auto newline = [&out](int level) {
        out += '\n';
        out += QByteArray(2 * qMax(level, 0), ' ');
    };
    walkJson(text, [&](char c, bool inString) {
        if (inString) {
            if (openedEmpty) newline(depth);
            openedEmpty = false;
            out += c;
            return;
        }
        const bool closer = c == '}' || c == ']';
        if (closer) {
            --depth;
            if (!openedEmpty) newline(depth);
            openedEmpty = false;
            out += c;
            return;
        }
        if (openedEmpty) newline(depth);
        openedEmpty = false;
        out += c;
        if (c == '{' || c == '[') {
            ++depth;
            openedEmpty = true;
        } else if (c == ',') {
            newline(depth);
        } else if (c == ':') {
            out += ' ';
        }
    });
    return out;
}

QByteArray oneLineJson(const QByteArray& text, qsizetype maxChars)
{
    QByteArray out;
    out.reserve(text.size());
    walkJson(text, [&out](char c, bool inString) {
        out += c;
        if (!inString && (c == ',' || c == ':')) out += ' ';
    });
    if (maxChars <= 0) return out;
    QString cut = QString::fromUtf8(out);
    if (cut.size() <= maxChars) return out;
    cut.truncate(maxChars);
    if (cut.back().isHighSurrogate()) cut.chop(1);
    return cut.toUtf8() + "\xE2\x80\xA6"; // …
}

} // namespace seal
