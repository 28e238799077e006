#include "models/text/lookalike_text.hpp"

#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <QStringList>

namespace seal {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("seal::Lookalike", text);
}

QString codePoint(char32_t cp)
{
    return QStringLiteral("U+%1").arg(static_cast<uint>(cp), 4, 16, QLatin1Char('0')).toUpper();
}

QString glyph(char32_t cp)
{
    const char32_t one[1] = {cp};
    return safeText(QString::fromUcs4(one, 1));
}

QString noteText(const LookalikeNote& n)
{
    using K = LookalikeNote::Kind;
    switch (n.kind) {
    case K::Script:
        return tr("%1 %2 %3").arg(QString::fromStdString(n.script), glyph(n.cp), codePoint(n.cp));
    case K::Hidden:
        return tr("hidden %1 %2").arg(codePoint(n.cp), QString::fromStdString(n.name)).trimmed();
    case K::RepeatedMark: return tr("combining mark %1 repeated").arg(codePoint(n.cp));
    case K::MixedDigits: return tr("digits of more than one number system");
    case K::WholeScript:
        return tr("all %1, reads as Latin %2").arg(QString::fromStdString(n.script), safeText(n.other));
    case K::LooksLike: return tr("looks like %1").arg(safeText(n.other));
    case K::MoreLookAlikes: return tr("and %1 more look-alikes").arg(n.count);
    case K::Cut: return tr("only the first %1 bytes examined").arg(n.count);
    case K::NotUtf8: return tr("bytes that are not UTF-8");
    }
    return {};
}

QString elideWord(const QString& word)
{
    if (word.size() <= kElidedWordChars) return word;
    qsizetype head = kElidedWordChars / 2;
    qsizetype tail = kElidedWordChars / 2 - 1;
    if (word.at(head - 1).isHighSurrogate()) --head; // never half of a pair
    if (word.at(word.size() - tail).isLowSurrogate()) --tail;
    return word.left(head) + QChar(0x2026) + word.right(tail);
}

} // namespace

QString lookalikeMark()
{
    return QStringLiteral("\u26A0");
}

QString lookalikeText(const Lookalike& lookalike)
{
    QStringList parts;
    for (const LookalikeNote& n : lookalike.notes) parts << noteText(n);
    return parts.join(QStringLiteral("; "));
}

QString lookalikeExplanation(const Lookalike& lookalike)
{
    return lookalike.suspicious() ? tr("look-alike: %1").arg(lookalikeText(lookalike)) : QString();
}

QString markedText(const QString& shown, const Lookalike& lookalike)
{
    return lookalike.suspicious() ? lookalikeMark() + QLatin1Char(' ') + shown : shown;
}

void LookalikeMarks::rebuild(const std::vector<std::string>& ids)
{
    const LookalikeIndex index(ids);
    m_marks.clear();
    for (const std::string& id : ids)
        if (Lookalike l = index.examine(id); l.suspicious()) m_marks.insert(QString::fromStdString(id), std::move(l));
}

const Lookalike& LookalikeMarks::of(const std::string& id) const
{
    static const Lookalike none;
    if (m_marks.isEmpty()) return none;
    const auto it = m_marks.constFind(QString::fromStdString(id));
    return it == m_marks.cend() ? none : it.value();
}

const Lookalike& LookalikeMarks::of(const std::optional<std::string>& id) const
{
    static const Lookalike none;
    return id ? of(*id) : none;
}

QString elidedForDialog(const QString& value)
{
    QString out;
    QString word;
    const auto flush = [&] {
        out += elideWord(word);
        word.clear();
    };
    for (const QChar c : value) {
        if (c.isSpace()) {
            flush();
            out += c;
        } else {
            word += c;
        }
    }
    flush();
    if (out.size() > kElidedValueChars) out = out.left(kElidedValueChars - 1) + QChar(0x2026);
    return out;
}

} // namespace seal
