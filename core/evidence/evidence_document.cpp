#include "core/evidence/evidence_document.hpp"

#include "core/canon/digest.hpp"

#include <charconv>
#include <cmath>

#include <utility>

namespace seal {

// An amount with marks.group between thousands and two decimals after
// marks.decimal (more when the amount has more), correctly rounded; never the C
// library's locale. "" for NaN or ±inf.
std::string groupedAmount(double amount, const NumberMarks& marks)
{
    if (!std::isfinite(amount)) return {};
    int decimals = 2;
    if (const std::string repr = pythonFloatRepr(amount); repr.find('e') == std::string::npos)
        if (const auto dot = repr.find('.'); dot != std::string::npos && repr.size() - dot - 1 > 2 && repr != "0.0")
            decimals = static_cast<int>(repr.size() - dot - 1);
    char buf[512];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, amount, std::chars_format::fixed, decimals);
    std::string digits = ec == std::errc() ? std::string(buf, end) : std::string("nan");
    const bool negative = digits.front() == '-';
    if (negative) digits.erase(0, 1);
    const auto dot = digits.find('.');
    std::string whole = digits.substr(0, dot);
    for (auto i = static_cast<std::ptrdiff_t>(whole.size()) - 3; i > 0; i -= 3)
        whole.insert(static_cast<size_t>(i), marks.group);
    return (negative ? "-" : "") + whole +
           (dot == std::string::npos ? std::string() : marks.decimal + digits.substr(dot + 1));
}

// An amount for people: "20,000.00 EUR" with the currency the reader was
// told (the store records none), else "20,000.00 (currency not recorded)";
// never a guessed symbol.
std::string amountForPeople(double amount, std::string_view currency, const NumberMarks& marks)
{
    const std::string number = std::isfinite(amount) ? groupedAmount(amount, marks) : pythonFloatRepr(amount);
    // A no-break space: the currency stays on the amount's line.
    return number + "\u00a0" + (currency.empty() ? std::string(kCurrencyNotRecorded) : std::string(currency));
}

void DocTable::wordColumn(std::size_t c)
{
    for (std::size_t r = 0; r < rows.size(); ++r)
        if (c < rows[r].size()) phraseCells.push_back({r, c, DocPhrase{rows[r][c], {}, std::nullopt}});
}

namespace {

constexpr const char* kHtmlHead =
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
    "<style>\n"
    "body{font-family:Helvetica,Arial,sans-serif;font-size:14px;margin:2em auto;max-width:60em;color:#111}\n"
    "h1{font-size:1.5em}h2{font-size:1.15em;border-bottom:1px solid #999;margin-top:1.6em}\n"
    "dl{display:grid;grid-template-columns:14em 1fr;gap:.2em 1em}dt{font-weight:bold}dd{margin:0}\n"
    ".mono{font-family:Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}\n"
    "table{border-collapse:collapse;font-size:.9em}td,th{border:1px solid #bbb;padding:.2em .5em;"
    "text-align:left;vertical-align:top;overflow-wrap:anywhere}\n"
    "</style>\n";

void htmlTable(std::string& out, const DocTable& t)
{
    out += "<table>\n<tr>";
    for (const auto& h : t.header) out += "<th>" + htmlEscape(h) + "</th>";
    out += "</tr>\n";
    for (const auto& row : t.rows) {
        out += "<tr>";
        for (const auto& cell : row) out += "<td>" + htmlEscape(cell) + "</td>";
        out += "</tr>\n";
    }
    out += "</table>\n";
}

void htmlSection(std::string& out, const DocSection& s)
{
    out += "<section>\n<h2>" + htmlEscape(s.heading) + "</h2>\n";
    bool inList = false;
    for (const auto& b : s.blocks) {
        const bool isField = b.kind == DocBlock::Kind::Field;
        if (isField != inList) out += isField ? "<dl>\n" : "</dl>\n";
        inList = isField;
        if (isField) {
            out += "<dt>" + htmlEscape(b.label) + "</dt><dd" + (b.monospace ? " class=\"mono\"" : "") + ">" +
                   htmlEscape(b.text) + "</dd>\n";
        } else if (b.kind == DocBlock::Kind::Note) {
            out += "<p>" + htmlEscape(b.text) + "</p>\n";
        } else {
            htmlTable(out, b.table);
        }
    }
    if (inList) out += "</dl>\n";
    out += "</section>\n";
}

} // namespace

DocSection& DocSection::field(std::string label, std::string value, bool monospace)
{
    DocBlock b;
    b.kind = DocBlock::Kind::Field;
    b.label = std::move(label);
    b.text = std::move(value);
    b.monospace = monospace;
    blocks.push_back(std::move(b));
    return *this;
}

DocSection& DocSection::field(std::string label, DocPhrase value, bool monospace)
{
    field(std::move(label), value.text(), monospace);
    blocks.back().phrase = std::move(value);
    return *this;
}

DocSection& DocSection::note(DocPhrase text)
{
    note(text.text());
    blocks.back().phrase = std::move(text);
    return *this;
}

DocSection& DocSection::note(std::string text)
{
    DocBlock b;
    b.kind = DocBlock::Kind::Note;
    b.text = std::move(text);
    blocks.push_back(std::move(b));
    return *this;
}

DocSection& DocSection::table(DocTable t)
{
    DocBlock b;
    b.kind = DocBlock::Kind::Table;
    b.table = std::move(t);
    blocks.push_back(std::move(b));
    return *this;
}

EvidenceDocument EvidenceDocument::titled(DocPhrase title, double issuedAt)
{
    EvidenceDocument doc;
    doc.title = title.text();
    doc.titlePhrase = std::move(title);
    doc.issuedAt = issuedAt;
    return doc;
}

DocSection& EvidenceDocument::section(std::string heading)
{
    sections.push_back(DocSection{std::move(heading), {}});
    return sections.back();
}

std::string htmlEscape(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string renderHtml(const EvidenceDocument& doc)
{
    std::string out = kHtmlHead;
    out += "<title>" + htmlEscape(doc.title) + "</title>\n</head>\n<body>\n<h1>" + htmlEscape(doc.title) + "</h1>\n";
    for (const auto& s : doc.sections) htmlSection(out, s);
    out += "</body>\n</html>\n";
    return out;
}

} // namespace seal
