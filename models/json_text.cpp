#include "json_text.hpp"

#include "json_pretty.hpp"

#include <QCoreApplication>
#include <QLocale>

namespace seal {
namespace {

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// Walks `text`, calling emit(c, inString) for each character outside
// insignificant whitespace; tracks strings and their escapes.
template <typename Emit> void walkJson(std::string_view text, Emit emit)
{
    JsonStringTracker strings;
    for (const char c : text) {
        const bool inString = strings.feed(c);
        if (!inString && isJsonSpace(c)) continue;
        emit(c, inString);
    }
}

QString trJson(const char* text)
{
    return QCoreApplication::translate("seal::JsonText", text);
}

} // namespace

JsonShown showJson(std::string_view text, std::size_t maxBytes)
{
    const QByteArray deeper = trJson("\u2026 [nested deeper than %1 levels]").arg(kJsonShowDepth).toUtf8();
    JsonPreview p =
        previewPrettyJson(text, std::string_view(deeper.constData(), static_cast<size_t>(deeper.size())), maxBytes);
    JsonShown out{QByteArray::fromStdString(p.text), p.truncated()};
    if (p.cut) {
        const QLocale locale;
        out.text += '\n';
        out.text += trJson("\u2026 [truncated: %1 bytes, showing the first %2]")
                        .arg(locale.toString(static_cast<qlonglong>(p.totalBytes)),
                             locale.toString(static_cast<qlonglong>(p.text.size())))
                        .toUtf8();
    }
    return out;
}

QByteArray prettyJson(const QByteArray& text)
{
    return showJson(text).text;
}

QByteArray oneLineJson(const QByteArray& text, qsizetype maxChars)
{
    // A UTF-8 character is at most 4 bytes: this prefix always holds maxChars of them.
    const qsizetype scan = maxChars > 0 ? qMin(text.size(), 4 * maxChars + 4) : text.size();
    const std::string_view prefix(text.constData(), static_cast<size_t>(scan));
    QByteArray out;
    out.reserve(scan);
    walkJson(prefix, [&out](char c, bool inString) {
        out += c;
        if (!inString && (c == ',' || c == ':')) out += ' ';
    });
    if (maxChars <= 0) return out;
    QString cut = QString::fromUtf8(out);
    if (scan < text.size() && !cut.isEmpty() && cut.back() == QChar::ReplacementCharacter)
        cut.chop(1); // the prefix ended inside a character
    if (cut.size() <= maxChars && scan == text.size()) return out;
    cut.truncate(maxChars);
    if (!cut.isEmpty() && cut.back().isHighSurrogate()) cut.chop(1);
    return cut.toUtf8() + "\xE2\x80\xA6"; // …
}

} // namespace seal
