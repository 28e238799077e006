#include "document_words.hpp"

#include "plural.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <array>

namespace seal {
namespace {

constexpr const char* kContext = "seal::Document";

// The documents' own wording (core/evidence: report_format, authorization_receipt, story_document).
constexpr std::array kWords = {
#include "document_words_list.hpp"
};

std::string translated(const std::string& english)
{
    return QCoreApplication::translate(kContext, english.c_str()).toStdString();
}

// A sentence of the document's own: its pattern translated (Qt picks the plural
// form by the count and writes it for %n), then core fills in the same values in
// one pass, so a value's own "%2" stays as written. Untranslated, the result is
// core's English (text() also settles an English "(s)" by the count).
std::string translatedPhrase(const DocPhrase& phrase)
{
    const int n = phrase.count ? pluralCount(*phrase.count) : -1;
    const QString pattern = QCoreApplication::translate(kContext, phrase.pattern.c_str(), nullptr, n);
    return DocPhrase{pattern.toStdString(), phrase.args, phrase.count}.text();
}

// A title with a value in it: the pattern is translated, the value kept.
std::string translatedTitle(const std::string& title)
{
    static const std::array<std::pair<QRegularExpression, const char*>, 3> patterns = {{
        {QRegularExpression(QStringLiteral("^Seal store report, (.*) to (.*)$")),
         QT_TRANSLATE_NOOP("seal::Document", "Seal store report, %1 to %2")},
        {QRegularExpression(QStringLiteral("^Agent Authorization Receipt for intent (.*)$")),
         QT_TRANSLATE_NOOP("seal::Document", "Agent Authorization Receipt for intent %1")},
        {QRegularExpression(QStringLiteral("^The story of intent (.*)$")),
         QT_TRANSLATE_NOOP("seal::Document", "The story of intent %1")},
    }};
    const QString text = QString::fromStdString(title);
    for (const auto& [pattern, format] : patterns) {
        const auto m = pattern.match(text);
        if (!m.hasMatch()) continue;
        QString out = QCoreApplication::translate(kContext, format);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
            QString value = m.captured(i);
            if (value == QLatin1String("the beginning"))
                value = QCoreApplication::translate(kContext, "the beginning");
            out = out.arg(value);
        }
        return out.toStdString();
    }
    return title;
}

} // namespace

const QStringList& documentWords()
{
    static const QStringList words = [] {
        QStringList out;
        for (const char* w : kWords) out << QString::fromUtf8(w);
        return out;
    }();
    return words;
}

void translateDocument(EvidenceDocument& doc)
{
    doc.title = translatedTitle(doc.title);
    doc.pageLabel = translated(doc.pageLabel);
    for (DocSection& s : doc.sections) {
        s.heading = translated(s.heading);
        for (DocBlock& b : s.blocks) {
            switch (b.kind) {
            case DocBlock::Kind::Field:
                b.label = translated(b.label);
                if (b.phrase) b.text = translatedPhrase(*b.phrase);
                break;
            case DocBlock::Kind::Note:
                b.text = b.phrase ? translatedPhrase(*b.phrase) : translated(b.text); // else a fixed note
                break;
            case DocBlock::Kind::Table:
                for (std::string& h : b.table.header) h = translated(h);
                for (const auto& cell : b.table.phraseCells)
                    if (cell.row < b.table.rows.size() && cell.column < b.table.rows[cell.row].size())
                        b.table.rows[cell.row][cell.column] = translatedPhrase(cell.phrase);
                break;
            }
        }
    }
}

QString phraseText(const Phrase& phrase)
{
    return QString::fromStdString(translatedPhrase(phrase));
}

NumberMarks documentNumberMarks()
{
    const QLocale locale;
    return {locale.decimalPoint().toStdString(), locale.groupSeparator().toStdString()};
}

} // namespace seal
