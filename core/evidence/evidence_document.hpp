// A document of evidence (an authorization receipt, a range report) as plain
// structure: sections of labelled fields, tables and notes. One structure,
// rendered once, here in core, for sealctl and the console alike: HTML
// (renderHtml) and PDF (renderPdf, pdf_renderer.*: cairo and pango).
//
// Every string in it may come from the store, i.e. from an agent: renderers
// treat all of them as text, never as markup.
#pragma once

#include "core/base/phrase.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// A sentence of the document's own (core/canon/phrase.hpp).
using DocPhrase = Phrase;

struct DocTable
{
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    // A column (a hash) the PDF shows on a line of its own under each row,
    // "hash: …" across the table's width: whole, in one piece to copy, at
    // the table's size, instead of squeezed into a narrow column. HTML keeps
    // it as a column (a browser wraps it).
    std::optional<std::size_t> wholeLineColumn = std::nullopt;
    // Cells that are the document's own words or sentences ("yes", "since", a
    // step's summary), which a translation may change; each cell's text is its
    // phrase's English. Every other cell is a value.
    struct PhraseCell
    {
        std::size_t row = 0;
        std::size_t column = 0;
        DocPhrase phrase;
    };
    std::vector<PhraseCell> phraseCells = {};

    // Marks column c of every row so far as words (phrases without values).
    void wordColumn(std::size_t c);
};

struct DocBlock
{
    enum class Kind { Field, Note, Table };
    Kind kind = Kind::Note;
    std::string label; // Field
    std::string text;  // Field value, Note text
    bool monospace = false; // Field value is an id, a hash or JSON
    DocTable table;    // Table
    // The Field value or Note text when it is a sentence of the document's
    // own (text is then phrase->text()); none when it is a value.
    std::optional<DocPhrase> phrase = std::nullopt;
};

struct DocSection
{
    std::string heading;
    std::vector<DocBlock> blocks;

    DocSection& field(std::string label, std::string value, bool monospace = false);
    DocSection& field(std::string label, DocPhrase value, bool monospace = false);
    DocSection& note(std::string text);
    DocSection& note(DocPhrase text);
    DocSection& table(DocTable table);
};

struct EvidenceDocument
{
    std::string title; // the English title; titled() sets it with its phrase
    std::vector<DocSection> sections;
    // When the receipt or report was generated (epoch seconds): the PDF's
    // creation date, so that its bytes depend on the document, not the clock.
    double issuedAt = 0;
    // Each PDF page's footer: %1 the page, %2 the pages.
    std::string pageLabel = "page %1 of %2";
    // The title as a pattern and its values ("The story of intent %1"), for a
    // reader's language.
    std::optional<DocPhrase> titlePhrase = std::nullopt;

    // A document whose title is `title`'s English text.
    static EvidenceDocument titled(DocPhrase title, double issuedAt);
    DocSection& section(std::string heading);
};

// How a reader writes numbers: the decimal mark and the thousands separator
// (English by default; the console passes its locale's). Never the C
// library's locale.
struct NumberMarks
{
    std::string decimal = ".";
    std::string group = ",";
};

// An amount with a separator between thousands and two decimals (more when
// the amount has more), correctly rounded; "" for NaN or ±inf.
std::string groupedAmount(double amount, const NumberMarks& marks = {});
// What amountForPeople writes after the number when no currency was told.
inline constexpr const char* kCurrencyNotRecorded = "(currency not recorded)";
// An amount for people: "20,000.00 EUR" with the currency the reader was told
// (the store records none), else "20,000.00 (currency not recorded)"; never a
// guessed symbol.
std::string amountForPeople(double amount, std::string_view currency, const NumberMarks& marks = {});

// & < > " ' as entities: safe in element content and in quoted attributes.
std::string htmlEscape(std::string_view text);

// A standalone HTML page (UTF-8, inline style, a Content-Security-Policy
// that forbids scripts even if something slipped through).
std::string renderHtml(const EvidenceDocument& doc);

// A PDF 1.4 file on A4 pages, fonts embedded as subsets (pdf_renderer.hpp).
// Throws std::runtime_error when cairo cannot write it.
std::string renderPdf(const EvidenceDocument& doc);

} // namespace seal
