// A small PDF 1.4 writer for text documents (receipts, reports) so that
// sealctl, which links no Qt, can produce a PDF. It uses the standard Type1
// fonts (Helvetica, Helvetica-Bold, Courier) with WinAnsiEncoding, so nothing
// is embedded; characters WinAnsi cannot show become '?'. Content streams are
// left uncompressed: what the document says can be checked with grep.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace seal::pdf {

enum class Font { Helvetica, HelveticaBold, Courier };

// UTF-8 to WinAnsi (cp1252) bytes. Printable Latin-1 and the cp1252
// punctuation (— – ‘ ’ “ ” € …) map to one byte; control characters, invalid
// UTF-8 and everything else become '?'.
std::string toWinAnsi(std::string_view utf8);

// A PDF literal string "( ... )" of WinAnsi bytes with '(' ')' '\' escaped.
std::string literal(std::string_view winAnsi);

// Width in points of WinAnsi text in a font at a size (AFM metrics; an upper
// bound for the few glyphs above 0x7F).
double textWidth(Font font, double size, std::string_view winAnsi);

// Breaks WinAnsi text into lines no wider than maxWidth: at spaces where it
// can, inside a word (a hash, an id) where it must. Never loses a character.
std::vector<std::string> wrap(Font font, double size, std::string_view winAnsi, double maxWidth);

// A document written top to bottom on A4 pages; a new page starts whenever
// the next line would not fit. Text arguments are UTF-8.
class TextDocument
{
public:
    explicit TextDocument(std::string title);

    void heading(std::string_view text, double size = 12);
    void paragraph(std::string_view text, Font font = Font::Helvetica, double size = 9.5);
    // A label in a left column, the value wrapped in the right one.
    void field(std::string_view label, std::string_view value, bool monospaceValue = false);
    // A monospaced table; cells too wide for their column wrap inside it.
    void table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows);
    void space(double points);

    // The finished file: header, objects, xref, trailer. "page i of n" footers
    // are added here, when n is known.
    std::string finish() const;

    int pageCount() const { return static_cast<int>(m_pages.size()); }

private:
    void ensureRoom(double height);
    void place(Font font, double size, double x, std::string_view winAnsi);
    void newPage();
    std::vector<size_t> columnWidths(const std::vector<std::vector<std::string>>& rows, size_t maxChars) const;
    void tableRow(const std::vector<std::string>& cells, const std::vector<size_t>& widths, bool bold);

    std::string m_title;
    std::vector<std::string> m_pages; // content streams
    double m_y = 0;
};

} // namespace seal::pdf
