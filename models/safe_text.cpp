#include "safe_text.hpp"

#include <QChar>

namespace seal {
namespace {

// Letters by category, but they render as nothing (used to fake blank names).
bool isInvisibleFiller(char32_t cp)
{
    return cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0 || cp == 0x034F;
}

void appendVisible(QString& out, char32_t cp)
{
    out += QChar(0x27E8); // ⟨
    out += QStringLiteral("U+%1").arg(static_cast<uint>(cp), 4, 16, QLatin1Char('0')).toUpper();
    out += QChar(0x27E9); // ⟩
}

bool keptInMultiLine(char32_t cp)
{
    return cp == u'\n' || cp == u'\t';
}

} // namespace

bool isHiddenCodePoint(char32_t cp)
{
    switch (QChar::category(cp)) {
    case QChar::Other_Control: // C0, DEL, C1
    case QChar::Other_Format:  // U+200B..U+200F, U+202A..U+202E, U+2060..U+2069, U+061C, U+FEFF, tags
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:      // U+2028
    case QChar::Separator_Paragraph: // U+2029
        return true;
    default:
        return isInvisibleFiller(cp);
    }
}

QString safeText(QStringView text, TextLines lines)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        char32_t cp = c.unicode();
        const bool pair = c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate();
        if (pair) cp = QChar::surrogateToUcs4(c, text[i + 1]);
        const bool hidden = isHiddenCodePoint(cp) && !(lines == TextLines::Multi && keptInMultiLine(cp));
        if (hidden) {
            appendVisible(out, cp);
        } else {
            out += c;
            if (pair) out += text[i + 1];
        }
        if (pair) ++i;
    }
    return out;
}

QString safeText(std::string_view utf8, TextLines lines)
{
    return safeText(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())), lines);
}

} // namespace seal
