#include "models/text/safe_text.hpp"

#include <QChar>
#include <QCoreApplication>
#include <QStringList>

namespace seal {
namespace {

void appendVisible(QString& out, char32_t cp)
{
    out += QString::fromStdString(visibleCodePoint(cp));
}

bool keptInMultiLine(char32_t cp)
{
    return cp == u'\n' || cp == u'\t';
}

} // namespace

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
    return QString::fromStdString(visibleText(utf8, lines));
}

QVariant invalidCellTip(const QVariant& shown, const std::vector<std::string>& problems)
{
    if (problems.empty() || shown.toString() != QCoreApplication::translate("seal", "⟨invalid⟩")) return {};
    QStringList lines;
    for (const auto& p : problems) lines << safeText(std::string_view(p));
    return QCoreApplication::translate("seal", "invalid value in the store: %1").arg(lines.join(QStringLiteral("; ")));
}

QVariant invalidCellTip(const QVariant& shown, const std::string& problem)
{
    return problem.empty() ? QVariant() : invalidCellTip(shown, std::vector<std::string>{problem});
}

} // namespace seal
