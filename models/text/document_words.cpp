#include "models/text/document_words.hpp"

#include "core/store/store.hpp"
#include "models/text/plural.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <array>

namespace seal {
namespace {

constexpr const char* kContext = "seal::Document";

// The documents' own wording (core/evidence: report_format, authorization_receipt, story_document).
constexpr std::array kWords = {
#include "models/text/document_words_list.hpp"
};

std::string translated(const std::string& english)
{
    return QCoreApplication::translate(kContext, english.c_str()).toStdString();
}

// A value with amountForPeople's note for a missing currency ("20,000.00
// (currency not recorded)"): the note in the reader's words, the rest as written.
std::string withCurrencyNote(std::string value)
{
    static const std::string marker = std::string("\u00a0") + kCurrencyNotRecorded;
    const std::string note = "\u00a0" + translated(kCurrencyNotRecorded);
    for (auto at = value.find(marker); at != std::string::npos; at = value.find(marker, at + note.size()))
        value.replace(at, marker.size(), note);
    return value;
}

// A sentence of the document's own: its pattern translated (Qt picks the plural
// form by the count and writes it for %n), then core fills in the same values in
// one pass, so a value's own "%2" stays as written. Untranslated, the result is
// core's English (text() also settles an English "(s)" by the count).
std::string translatedPhrase(const DocPhrase& phrase)
{
    const int n = phrase.count ? pluralCount(*phrase.count) : -1;
    const QString pattern = QCoreApplication::translate(kContext, phrase.pattern.c_str(), nullptr, n);
    std::vector<std::string> args;
    for (const std::string& a : phrase.args) args.push_back(withCurrencyNote(a));
    for (const std::size_t w : phrase.words)
        if (w < args.size()) args[w] = translated(args[w]); // a state word, listed like the table's
    return DocPhrase{pattern.toStdString(), std::move(args), phrase.count}.text();
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
    if (doc.titlePhrase) doc.title = translatedPhrase(*doc.titlePhrase);
    doc.pageLabel = translated(doc.pageLabel);
    for (DocSection& s : doc.sections) {
        s.heading = translated(s.heading);
        for (DocBlock& b : s.blocks) {
            switch (b.kind) {
            case DocBlock::Kind::Field:
                b.label = translated(b.label);
                b.text = b.phrase ? translatedPhrase(*b.phrase) : withCurrencyNote(std::move(b.text));
                break;
            case DocBlock::Kind::Note:
                b.text = b.phrase ? translatedPhrase(*b.phrase) : translated(b.text); // else a fixed note
                break;
            case DocBlock::Kind::Table:
                for (std::string& h : b.table.header) h = translated(h);
                for (auto& row : b.table.rows)
                    for (std::string& cell : row) cell = withCurrencyNote(std::move(cell));
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

QString outcomeText(const Phrase& said, const std::string& message)
{
    return said.pattern.empty() ? QString::fromStdString(message) : phraseText(said);
}

QString storeErrorText(const StoreError& error)
{
    return outcomeText(error.said(), error.what());
}

NumberMarks documentNumberMarks()
{
    const QLocale locale;
    return {locale.decimalPoint().toStdString(), locale.groupSeparator().toStdString()};
}

} // namespace seal
