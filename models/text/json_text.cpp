#include "models/text/json_text.hpp"

#include "core/canon/json_pretty.hpp"

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

// Cuts every line longer than kJsonPaneLineBytes (at a UTF-8 boundary) with a
// mark: a text pane lays out one long line at a cost that grows with it (a
// 64 KiB line took 85 ms, 4 KiB 8 ms), where many short lines cost little.
bool cutLongLines(QByteArray& text)
{
    if (text.size() <= static_cast<qsizetype>(kJsonPaneLineBytes)) return false;
    QByteArray out;
    out.reserve(text.size());
    bool cut = false;
    const QLocale locale;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0) end = text.size();
        qsizetype keep = end - start;
        if (keep > static_cast<qsizetype>(kJsonPaneLineBytes)) {
            keep = static_cast<qsizetype>(kJsonPaneLineBytes);
            while (keep > 0 && (static_cast<unsigned char>(text[start + keep]) & 0xC0) == 0x80)
                --keep; // never inside a UTF-8 sequence
            out += QByteArrayView(text.constData() + start, keep);
            out += trJson(QT_TRANSLATE_NOOP("seal::JsonText", "\u2026 [line cut: %1 more bytes]"))
                       .arg(locale.toString(static_cast<qlonglong>(end - start - keep)))
                       .toUtf8();
            cut = true;
        } else {
            out += QByteArrayView(text.constData() + start, keep);
        }
        if (end < text.size()) out += '\n';
        start = end + 1;
    }
    text = std::move(out);
    return cut;
}

} // namespace

JsonShown showJson(std::string_view text, std::size_t maxBytes)
{
    const QByteArray deeper = trJson(QT_TRANSLATE_NOOP("seal::JsonText", "\u2026 [nested deeper than %1 levels]")).arg(kJsonShowDepth).toUtf8();
    JsonPreview p =
        previewPrettyJson(text, std::string_view(deeper.constData(), static_cast<size_t>(deeper.size())), maxBytes);
    JsonShown out{QByteArray::fromStdString(p.text), p.truncated()};
    if (cutLongLines(out.text)) out.truncated = true;
    if (p.cut) {
        const QLocale locale;
        out.text += '\n';
        out.text += trJson(QT_TRANSLATE_NOOP("seal::JsonText", "\u2026 [truncated: %1 bytes, showing the first %2]"))
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
