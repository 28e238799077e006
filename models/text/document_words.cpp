#include "document_words.hpp"

#include <QCoreApplication>
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
    for (DocSection& s : doc.sections) {
        s.heading = translated(s.heading);
        for (DocBlock& b : s.blocks) {
            switch (b.kind) {
            case DocBlock::Kind::Field:
                b.label = translated(b.label);
                break;
            case DocBlock::Kind::Note:
                b.text = translated(b.text); // a fixed note; one with a value in it stays as written
                break;
            case DocBlock::Kind::Table:
                for (std::string& h : b.table.header) h = translated(h);
                break;
            }
        }
    }
}

} // namespace seal
