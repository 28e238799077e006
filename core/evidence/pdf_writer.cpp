#include "pdf_writer.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <utility>

namespace seal::pdf {
namespace {

constexpr double kPageWidth = 595.28; // A4
constexpr double kPageHeight = 841.89;
constexpr double kMargin = 50;
constexpr double kTop = kPageHeight - 60;
constexpr double kBottom = 60;
constexpr double kContentWidth = kPageWidth - 2 * kMargin;
constexpr double kLabelColumn = 140;
constexpr double kTableSize = 7.5;
constexpr double kCourierAdvance = 0.6; // every Courier glyph is 600/1000 em

// Glyph widths (per 1000 em) of ASCII 32..126, from the Adobe AFM files.
constexpr std::array<std::uint16_t, 95> kHelvetica = {
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778,
    722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
    278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584};
constexpr std::array<std::uint16_t, 95> kHelveticaBold = {
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778,
    722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
    278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584};
constexpr std::uint16_t kUpperBoundWidth = 1000; // no WinAnsi glyph above 0x7F is wider

// cp1252's 0x80..0x9F block; 0 where cp1252 has no glyph.
constexpr std::array<char32_t, 32> kCp1252High = {
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178};

char winAnsiByte(char32_t cp)
{
    if (cp >= 0x20 && cp < 0x7F) return static_cast<char>(cp);
    if (cp >= 0xA0 && cp <= 0xFF) return static_cast<char>(cp);
    for (size_t i = 0; i < kCp1252High.size(); ++i)
        if (kCp1252High[i] == cp) return static_cast<char>(0x80 + i);
    return '?';
}

// Decodes one UTF-8 sequence at s[i]; returns the code point (U+FFFD for
// malformed input) and advances i past what it consumed.
char32_t nextCodePoint(std::string_view s, size_t& i)
{
    const auto c = static_cast<unsigned char>(s[i++]);
    if (c < 0x80) return c;
    const size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || i + len - 1 > s.size()) return 0xFFFD;
    char32_t cp = len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    for (size_t k = 1; k < len; ++k) {
        const auto cc = static_cast<unsigned char>(s[i]);
        if ((cc & 0xC0) != 0x80) return 0xFFFD;
        cp = (cp << 6) | (cc & 0x3F);
        ++i;
    }
    return cp;
}

double glyphWidth(Font font, unsigned char c)
{
    if (font == Font::Courier) return 600;
    if (c < 32 || c > 126) return kUpperBoundWidth;
    return (font == Font::HelveticaBold ? kHelveticaBold : kHelvetica)[c - 32];
}

const char* fontResource(Font font)
{
    switch (font) {
    case Font::Helvetica: return "/F1";
    case Font::HelveticaBold: return "/F2";
    case Font::Courier: return "/F3";
    }
    return "/F1";
}

// Fixed two decimals without the C locale's help (a GUI may have set
// LC_NUMERIC to one with a decimal comma).
std::string num(double v)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, 2);
    (void)ec;
    return std::string(buf, end);
}

// Splits a word that is wider than maxWidth into pieces that fit.
void breakWord(Font font, double size, std::string_view word, double maxWidth, std::vector<std::string>& out)
{
    std::string piece;
    double w = 0;
    for (const char c : word) {
        const double cw = glyphWidth(font, static_cast<unsigned char>(c)) * size / 1000;
        if (!piece.empty() && w + cw > maxWidth) {
            out.push_back(std::move(piece));
            piece.clear();
            w = 0;
        }
        piece += c;
        w += cw;
    }
    if (!piece.empty()) out.push_back(std::move(piece));
}

std::string padRight(std::string s, size_t width)
{
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

} // namespace

std::string toWinAnsi(std::string_view utf8)
{
    std::string out;
    out.reserve(utf8.size());
    for (size_t i = 0; i < utf8.size();) out += winAnsiByte(nextCodePoint(utf8, i));
    return out;
}

std::string literal(std::string_view winAnsi)
{
    std::string out = "(";
    for (const char c : winAnsi) {
        if (c == '(' || c == ')' || c == '\\') out += '\\';
        out += c;
    }
    return out + ")";
}

double textWidth(Font font, double size, std::string_view winAnsi)
{
    double units = 0;
    for (const char c : winAnsi) units += glyphWidth(font, static_cast<unsigned char>(c));
    return units * size / 1000;
}

std::vector<std::string> wrap(Font font, double size, std::string_view winAnsi, double maxWidth)
{
    std::vector<std::string> lines;
    std::string line;
    size_t i = 0;
    while (i < winAnsi.size()) {
        const size_t space = winAnsi.find(' ', i);
        const size_t end = space == std::string_view::npos ? winAnsi.size() : space;
        const std::string_view word = winAnsi.substr(i, end - i);
        const std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
        if (textWidth(font, size, candidate) <= maxWidth) {
            line = candidate;
        } else {
            if (!line.empty()) lines.push_back(std::move(line));
            line.clear();
            std::vector<std::string> pieces;
            breakWord(font, size, word, maxWidth, pieces);
            for (size_t p = 0; p + 1 < pieces.size(); ++p) lines.push_back(std::move(pieces[p]));
            if (!pieces.empty()) line = std::move(pieces.back());
        }
        i = end + 1;
    }
    if (!line.empty() || lines.empty()) lines.push_back(std::move(line));
    return lines;
}

TextDocument::TextDocument(std::string title) : m_title(std::move(title))
{
    newPage();
    for (const auto& l : wrap(Font::HelveticaBold, 16, toWinAnsi(m_title), kContentWidth)) {
        ensureRoom(20);
        place(Font::HelveticaBold, 16, kMargin, l);
    }
    space(6);
}

void TextDocument::newPage()
{
    m_pages.emplace_back();
    m_y = kTop;
}

void TextDocument::ensureRoom(double height)
{
    if (m_y - height < kBottom) newPage();
    m_y -= height;
}

void TextDocument::place(Font font, double size, double x, std::string_view winAnsi)
{
    m_pages.back() += "BT " + std::string(fontResource(font)) + " " + num(size) + " Tf " + num(x) + " " + num(m_y) +
                      " Td " + literal(winAnsi) + " Tj ET\n";
}

void TextDocument::heading(std::string_view text, double size)
{
    space(8);
    for (const auto& l : wrap(Font::HelveticaBold, size, toWinAnsi(text), kContentWidth)) {
        ensureRoom(size * 1.3);
        place(Font::HelveticaBold, size, kMargin, l);
    }
    space(3);
}

void TextDocument::paragraph(std::string_view text, Font font, double size)
{
    for (const auto& l : wrap(font, size, toWinAnsi(text), kContentWidth)) {
        ensureRoom(size * 1.35);
        place(font, size, kMargin, l);
    }
}

void TextDocument::field(std::string_view label, std::string_view value, bool monospaceValue)
{
    constexpr double size = 9;
    const Font valueFont = monospaceValue ? Font::Courier : Font::Helvetica;
    const auto labels = wrap(Font::HelveticaBold, size, toWinAnsi(label), kLabelColumn - 8);
    const auto values = wrap(valueFont, size, toWinAnsi(value), kContentWidth - kLabelColumn);
    for (size_t i = 0; i < std::max(labels.size(), values.size()); ++i) {
        ensureRoom(size * 1.4);
        if (i < labels.size()) place(Font::HelveticaBold, size, kMargin, labels[i]);
        if (i < values.size()) place(valueFont, size, kMargin + kLabelColumn, values[i]);
    }
}

std::vector<size_t> TextDocument::columnWidths(const std::vector<std::vector<std::string>>& rows,
                                               size_t maxChars) const
{
    std::vector<size_t> widths;
    for (const auto& row : rows)
        for (size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) widths.push_back(1);
            widths[c] = std::max(widths[c], row[c].size());
        }
    // Narrow the widest column until the row fits (two spaces between columns).
    auto total = [&] {
        size_t t = widths.empty() ? 0 : 2 * (widths.size() - 1);
        for (const size_t w : widths) t += w;
        return t;
    };
    while (total() > maxChars) {
        auto widest = std::max_element(widths.begin(), widths.end());
        if (*widest <= 4) break;
        --*widest;
    }
    return widths;
}

void TextDocument::tableRow(const std::vector<std::string>& cells, const std::vector<size_t>& widths, bool bold)
{
    std::vector<std::vector<std::string>> pieces(widths.size());
    size_t height = 1;
    for (size_t c = 0; c < widths.size(); ++c) {
        const std::string cell = c < cells.size() ? cells[c] : std::string();
        for (size_t at = 0; at < cell.size(); at += widths[c]) pieces[c].push_back(cell.substr(at, widths[c]));
        height = std::max(height, pieces[c].size());
    }
    for (size_t line = 0; line < height; ++line) {
        std::string text;
        for (size_t c = 0; c < widths.size(); ++c) {
            const std::string part = line < pieces[c].size() ? pieces[c][line] : std::string();
            text += c + 1 < widths.size() ? padRight(part, widths[c] + 2) : part;
        }
        ensureRoom(kTableSize * 1.35);
        place(Font::Courier, kTableSize, kMargin, text);
        if (bold) place(Font::Courier, kTableSize, kMargin + 0.3, text); // Courier over itself: a cheap bold
    }
}

void TextDocument::table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::vector<std::string>> all;
    all.push_back({});
    for (const auto& h : header) all.back().push_back(toWinAnsi(h));
    for (const auto& row : rows) {
        all.push_back({});
        for (const auto& cell : row) all.back().push_back(toWinAnsi(cell));
    }
    const auto maxChars = static_cast<size_t>(kContentWidth / (kCourierAdvance * kTableSize));
    const auto widths = columnWidths(all, maxChars);
    for (size_t r = 0; r < all.size(); ++r) tableRow(all[r], widths, r == 0);
    space(4);
}

void TextDocument::space(double points) { m_y -= points; }

std::string TextDocument::finish() const
{
    std::vector<std::string> objects; // objects[i] is object number i + 1
    const size_t n = m_pages.size();
    std::string kids;
    for (size_t p = 0; p < n; ++p) kids += std::to_string(7 + 2 * p) + " 0 R ";
    objects.push_back("<< /Type /Catalog /Pages 2 0 R >>");
    objects.push_back("<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(n) + " >>");
    for (const char* base : {"Helvetica", "Helvetica-Bold", "Courier"})
        objects.push_back(std::string("<< /Type /Font /Subtype /Type1 /BaseFont /") + base +
                          " /Encoding /WinAnsiEncoding >>");
    objects.push_back("<< /Title " + literal(toWinAnsi(m_title)) + " /Producer (Seal Desk) >>");
    for (size_t p = 0; p < n; ++p) {
        const std::string footer = "BT /F1 8.00 Tf " + num(kMargin) + " 30.00 Td " +
                                    literal("page " + std::to_string(p + 1) + " of " + std::to_string(n)) + " Tj ET\n";
        const std::string content = m_pages[p] + footer;
        objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + num(kPageWidth) + " " + num(kPageHeight) +
                          "] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents " +
                          std::to_string(8 + 2 * p) + " 0 R >>");
        objects.push_back("<< /Length " + std::to_string(content.size()) + " >>\nstream\n" + content + "endstream");
    }
    std::string out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    std::vector<size_t> offsets;
    for (size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(out.size());
        out += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const size_t xref = out.size();
    out += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const size_t off : offsets) {
        std::string digits = std::to_string(off);
        out += std::string(10 - digits.size(), '0') + digits + " 00000 n \n";
    }
    out += "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R /Info 6 0 R >>\nstartxref\n" +
           std::to_string(xref) + "\n%%EOF\n";
    return out;
}

} // namespace seal::pdf
