#include "core/evidence/pdf_renderer.hpp"

#include "core/base/timefmt.hpp"
#include "core/base/visible_text.hpp"
#include "core/canon/json_pretty.hpp"

#include <algorithm>
#include <array>
#include <cairo-pdf.h>
#include <cairo.h>
#include <functional>
#include <memory>
#include <numeric>
#include <pango/pangocairo.h>
#include <stdexcept>

namespace seal::pdf {
namespace {

constexpr double kPageWidth = 595.28; // A4, in points
constexpr double kPageHeight = 841.89;
constexpr double kMargin = 50;
constexpr double kTop = 55;
constexpr double kBottom = kPageHeight - 55;
constexpr double kContentWidth = kPageWidth - 2 * kMargin;
constexpr double kLabelColumn = 140;
constexpr double kTitleSize = 16;
constexpr double kHeadingSize = 12;
constexpr double kBodySize = 9.5;
constexpr double kFieldSize = 9;
constexpr double kTableSize = 7.5;
constexpr double kFooterSize = 8;
constexpr double kMinTokenSize = 4; // a hash that would need a smaller size may break instead
constexpr double kCellPad = 3;
constexpr double kMinColumn = 12;      // a column is never narrower than this
constexpr double kMaxWordColumn = 100; // a table column need not be wider for one word
constexpr std::size_t kMaxWordBytes = 40;
constexpr double kTokenMinSize = 5.5; // a table squeezes a hash down to this before its words
constexpr const char* kSans = "DejaVu Sans";
constexpr const char* kMono = "DejaVu Sans Mono";
// No ligatures in any text: what pdftotext (or a copy) gives back is what the store holds.
constexpr const char* kNoLigatures = "liga=0,clig=0,dlig=0,hlig=0";

using LayoutRef = std::shared_ptr<PangoLayout>; // a layout's lines may land on two pages

struct Style
{
    double size = kBodySize;
    bool bold = false;
    bool mono = false;
};

struct PlacedLine
{
    LayoutRef layout;
    int line = 0;
    double x = 0;
    double baseline = 0;
};

struct Rule
{
    double x1, x2, y, width, gray;
};

struct Page
{
    std::vector<PlacedLine> lines;
    std::vector<Rule> rules;
};

struct Column
{
    LayoutRef layout;
    double x = 0;
};

struct LineBox
{
    double top, bottom, baseline, x;
};

std::vector<LineBox> lineBoxes(PangoLayout* layout)
{
    std::vector<LineBox> boxes;
    PangoLayoutIter* it = pango_layout_get_iter(layout);
    do {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(it, nullptr, &logical);
        boxes.push_back({double(logical.y) / PANGO_SCALE, double(logical.y + logical.height) / PANGO_SCALE,
                         double(pango_layout_iter_get_baseline(it)) / PANGO_SCALE,
                         double(logical.x) / PANGO_SCALE});
    } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
    return boxes;
}

// What is laid out of a store value: at most kTextBytes (cut at a UTF-8
// boundary, with the mark), control and bidi-override characters shown as
// ⟨U+XXXX⟩ rather than obeyed (an RLO would otherwise reverse a hash).
std::string shownText(std::string_view raw)
{
    if (raw.size() <= kTextBytes) return visibleText(raw, TextLines::Multi);
    std::size_t cut = kTextBytes;
    while (cut > 0 && (static_cast<unsigned char>(raw[cut]) & 0xC0) == 0x80)
        --cut;
    return visibleText(raw.substr(0, cut), TextLines::Multi) + " " + jsonTruncatedMark(raw.size(), cut);
}

void insertAttr(PangoAttrList* list, PangoAttribute* attr, std::size_t begin, std::size_t end)
{
    attr->start_index = static_cast<guint>(begin);
    attr->end_index = static_cast<guint>(end);
    pango_attr_list_insert(list, attr);
}

// Lays out every block of a document onto pages; drawing comes after, when
// the number of pages (for the footers) is known.
class Composer
{
public:
    Composer(PangoContext* context, const RenderOptions& options) : m_context(context), m_options(options)
    {
        newPage();
        // Every glyph of a hash-like token is ASCII in the monospace font: one advance each.
        m_monoAdvance = naturalWidth("0000000000", Style{100, false, true}) / 1000;
    }

    std::vector<Page> takePages() { return std::move(m_pages); }

    void title(std::string_view text)
    {
        placeBlock({{layout(shownText(text), Style{kTitleSize, true}, kContentWidth), kMargin}}, 0);
        m_y += 6;
    }

    void heading(std::string_view text)
    {
        m_y += 8;
        const LayoutRef l = layout(shownText(text), Style{kHeadingSize, true}, kContentWidth);
        if (room() < height(l.get()) + 40) newPage(); // never a heading alone at the foot of a page
        placeBlock({{l, kMargin}}, 0);
        rule(kMargin, kMargin + kContentWidth, m_y + 1.5, 0.5, 0.6);
        m_y += 5;
    }

    void field(std::string_view label, std::string_view value, bool mono)
    {
        placeBlock({{layout(shownText(label), Style{kFieldSize, true}, kLabelColumn - 8), kMargin},
                    {layout(shownText(value), Style{kFieldSize, false, mono}, kContentWidth - kLabelColumn),
                     kMargin + kLabelColumn}},
                   1.5);
    }

    void note(std::string_view text)
    {
        placeBlock({{layout(shownText(text), Style{kBodySize}, kContentWidth), kMargin}}, 1.5);
    }

    void table(const DocTable& t);

private:
    LayoutRef layout(const std::string& shown, Style style, double width) const;
    double naturalWidth(const std::string& shown, Style style) const;
    void keepWordsWhole(PangoAttrList* attrs, const std::string& shown, Style style, double width) const;
    std::array<double, 3> narrowest(const std::string& shown, Style style) const;
    void markToken(PangoAttrList* attrs, std::size_t begin, std::size_t end, Style style, double width) const;
    std::vector<std::pair<double, double>> placeBlock(const std::vector<Column>& columns, double pad);
    static double height(PangoLayout* l)
    {
        int w = 0, h = 0;
        pango_layout_get_size(l, &w, &h);
        return double(h) / PANGO_SCALE;
    }
    double room() const { return kBottom - m_y; }
    void rule(double x1, double x2, double y, double width, double gray)
    {
        m_pages.back().rules.push_back({x1, x2, y, width, gray});
    }
    void newPage()
    {
        m_pages.emplace_back();
        m_y = kTop;
        if (m_continuation) {
            const auto again = std::exchange(m_continuation, {});
            again();
            m_continuation = again;
        }
    }

    PangoContext* m_context;
    RenderOptions m_options;
    std::vector<Page> m_pages;
    double m_y = kTop;
    double m_monoAdvance = 0.6;           // em
    std::function<void()> m_continuation; // what a page continuing a table starts with: its header
};

LayoutRef Composer::layout(const std::string& shown, Style style, double width) const
{
    LayoutRef l(pango_layout_new(m_context), g_object_unref);
    PangoFontDescription* font = pango_font_description_new();
    pango_font_description_set_family(font, style.mono ? kMono : kSans);
    pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_size(font, static_cast<gint>(style.size * PANGO_SCALE));
    pango_layout_set_font_description(l.get(), font);
    pango_font_description_free(font);
    pango_layout_set_text(l.get(), shown.data(), static_cast<int>(shown.size())); // text, never markup
    if (width > 0) {
        pango_layout_set_width(l.get(), static_cast<int>(width * PANGO_SCALE));
        pango_layout_set_wrap(l.get(), PANGO_WRAP_WORD_CHAR);
    }
    PangoAttrList* attrs = pango_attr_list_new();
    pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(FALSE)); // a hyphen inside a value is a lie
    pango_attr_list_insert(attrs, pango_attr_font_features_new(kNoLigatures));
    if (!m_options.fontFallback) pango_attr_list_insert(attrs, pango_attr_fallback_new(FALSE));
    for (const auto& [begin, end] : unbreakableRuns(shown))
        markToken(attrs, begin, end, style, width);
    if (m_options.wholeTimes)
        for (const auto& [begin, end] : timeRuns(shown))
            insertAttr(attrs, pango_attr_allow_breaks_new(FALSE), begin, end);
    if (width > 0 && m_options.wholeWords) keepWordsWhole(attrs, shown, style, width);
    pango_layout_set_attributes(l.get(), attrs);
    pango_attr_list_unref(attrs);
    return l;
}

// A hash-like token: monospace, unbreakable, and as much smaller than the
// text around it as it must be to fit the width on one line.
void Composer::markToken(PangoAttrList* attrs, std::size_t begin, std::size_t end, Style style,
                         double width) const
{
    if (!style.mono) insertAttr(attrs, pango_attr_family_new(kMono), begin, end);
    const double natural = double(end - begin) * m_monoAdvance * style.size;
    double size = style.size;
    bool keep = true;
    if (width > 0 && natural > width * 0.98) {
        size = style.size * width * 0.98 / natural;
        if (size < kMinTokenSize) {
            size = kMinTokenSize; // a column this narrow cannot hold it: it wraps, smaller
            keep = false;
        }
        insertAttr(attrs, pango_attr_size_new(static_cast<int>(size * PANGO_SCALE)), begin, end);
    }
    if (keep) insertAttr(attrs, pango_attr_allow_breaks_new(FALSE), begin, end);
}

// A word with a hyphen or a slash in it ("intent-payout-367", "a/b") may be
// broken there by the line breaker: it is kept whole when it fits the width,
// so an id is never split in two where a reader would take the pieces for two.
void Composer::keepWordsWhole(PangoAttrList* attrs, const std::string& shown, Style style, double width) const
{
    for (std::size_t i = 0; i < shown.size();) {
        const std::size_t end = std::min(shown.find_first_of(" \n\t", i), shown.size());
        const std::string_view word = std::string_view(shown).substr(i, end - i);
        if (word.size() > 1 && word.size() <= kMaxWordBytes * 4 && word.find_first_of("-/") != std::string_view::npos &&
            naturalWidth(std::string(word), style) <= width)
            insertAttr(attrs, pango_attr_allow_breaks_new(FALSE), i, end);
        i = end + 1;
    }
}

double Composer::naturalWidth(const std::string& shown, Style style) const
{
    const LayoutRef l = layout(shown, style, -1);
    int w = 0, h = 0;
    pango_layout_get_size(l.get(), &w, &h);
    return double(w) / PANGO_SCALE;
}

// How narrow a table column may get for this cell, in steps that each give
// up more: its words whole (up to kMaxWordColumn) and its hashes at
// kTokenMinSize; then the hashes at kMinTokenSize; then anything.
std::array<double, 3> Composer::narrowest(const std::string& shown, Style style) const
{
    std::size_t longestToken = 0;
    for (const auto& [begin, end] : unbreakableRuns(shown))
        longestToken = std::max(longestToken, end - begin);
    std::string_view longestWord;
    for (std::size_t i = 0; i < shown.size();) {
        const std::size_t end = std::min(shown.find_first_of(" \n\t", i), shown.size());
        if (end - i > longestWord.size()) longestWord = std::string_view(shown).substr(i, end - i);
        i = end + 1;
    }
    const double word = longestWord.empty() ? 0
                                            : naturalWidth(std::string(longestWord.substr(0, kMaxWordBytes)),
                                                           Style{style.size, style.bold});
    const double token = double(longestToken) * m_monoAdvance;
    double time = 0; // a time is never broken: its column is at least as wide at every step
    if (m_options.wholeTimes)
        for (const auto& [begin, end] : timeRuns(shown))
            time = std::max(time, naturalWidth(shown.substr(begin, end - begin), style));
    const double least = std::max({token * kMinTokenSize, kMinColumn, time});
    return {std::max({token * kTokenMinSize, std::min(word, kMaxWordColumn), least}),
            std::max(std::min(word, kMaxWordColumn), least), least};
}

// Column widths that fill `avail`: the natural ones when they fit, else the
// first step of narrowing that fits, widened towards the step before it.
std::vector<double> columnWidths(std::vector<std::vector<double>> steps, double avail)
{
    for (std::size_t k = 0; k < steps.size(); ++k) {
        if (k > 0)
            for (std::size_t c = 0; c < steps[k].size(); ++c)
                steps[k][c] = std::min(steps[k][c], steps[k - 1][c]);
        const double total = std::accumulate(steps[k].begin(), steps[k].end(), 0.0);
        if (total > avail) continue;
        if (k == 0) return steps[0];
        const double flex = std::accumulate(steps[k - 1].begin(), steps[k - 1].end(), 0.0) - total;
        std::vector<double> widths = steps[k];
        for (std::size_t c = 0; c < widths.size(); ++c)
            if (flex > 0) widths[c] += (avail - total) * (steps[k - 1][c] - steps[k][c]) / flex;
        return widths;
    }
    std::vector<double> widths = steps.back(); // too many columns: everything narrower, hashes wrap
    const double total = std::accumulate(widths.begin(), widths.end(), 0.0);
    for (double& w : widths)
        w *= avail / total;
    return widths;
}

// Places columns side by side at the current position, each line at its own
// height. The block moves to a new page whole when it fits on one; only a
// block taller than a page is cut, between lines. Returns the (top, bottom)
// of each piece on its page (the last piece is on the current page).
std::vector<std::pair<double, double>> Composer::placeBlock(const std::vector<Column>& columns, double pad)
{
    std::vector<std::vector<LineBox>> boxes;
    double total = 0;
    for (const auto& c : columns) {
        boxes.push_back(lineBoxes(c.layout.get()));
        total = std::max(total, boxes.back().back().bottom);
    }
    if (total + 2 * pad > room() && total + 2 * pad <= kBottom - kTop) newPage();
    std::vector<std::size_t> next(columns.size(), 0);
    std::vector<std::pair<double, double>> pieces;
    double offset = 0; // the layout y shown at this piece's top
    for (;;) {
        const double end = offset + (kBottom - m_y - 2 * pad);
        const bool freshPage = m_y == kTop;
        double used = 0;
        bool placedAny = false;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            auto& k = next[c];
            while (k < boxes[c].size() && (boxes[c][k].bottom <= end || (freshPage && !placedAny))) {
                const LineBox& b = boxes[c][k];
                m_pages.back().lines.push_back({columns[c].layout, static_cast<int>(k), columns[c].x + b.x,
                                                m_y + pad + b.baseline - offset});
                used = std::max(used, b.bottom - offset);
                placedAny = true;
                ++k;
            }
        }
        pieces.emplace_back(m_y, m_y + used + 2 * pad);
        m_y += used + 2 * pad;
        double nextTop = -1;
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (next[c] < boxes[c].size())
                nextTop = nextTop < 0 ? boxes[c][next[c]].top : std::min(nextTop, boxes[c][next[c]].top);
        if (nextTop < 0) return pieces;
        newPage();
        offset = nextTop;
    }
}

void Composer::table(const DocTable& t)
{
    std::size_t all = t.header.size();
    for (const auto& row : t.rows)
        all = std::max(all, row.size());
    const std::optional<std::size_t> whole =
        t.wholeLineColumn && *t.wholeLineColumn < all ? t.wholeLineColumn : std::nullopt;
    const std::size_t n = all - (whole ? 1 : 0);
    if (n == 0) return;
    std::vector<std::vector<std::string>> cells; // row 0: the header
    std::vector<std::string> lines;             // each row's whole-line cell, "hash: …"
    const auto cellOf = [](const std::vector<std::string>& row, std::size_t c) {
        return c < row.size() ? shownText(row[c]) : std::string();
    };
    const auto shownRow = [&](const std::vector<std::string>& row) {
        std::vector<std::string> out;
        for (std::size_t c = 0; c < all; ++c)
            if (c != whole) out.push_back(cellOf(row, c));
        return out;
    };
    cells.push_back(shownRow(t.header));
    lines.emplace_back();
    for (const auto& row : t.rows) {
        cells.push_back(shownRow(row));
        lines.push_back(whole && !cellOf(row, *whole).empty() ? cellOf(t.header, *whole) + ": " + cellOf(row, *whole)
                                                               : std::string());
    }
    std::vector<std::vector<double>> steps(4, std::vector<double>(n, 0)); // natural, then narrowest()
    for (std::size_t r = 0; r < cells.size(); ++r)
        for (std::size_t c = 0; c < n; ++c) {
            const Style s{kTableSize, r == 0};
            steps[0][c] = std::max(steps[0][c], naturalWidth(cells[r][c], s));
            const auto narrow = narrowest(cells[r][c], s);
            for (std::size_t k = 0; k < narrow.size(); ++k)
                steps[k + 1][c] = std::max(steps[k + 1][c], narrow[k]);
        }
    const std::vector<double> widths =
        columnWidths(std::move(steps), kContentWidth - double(n) * 2 * kCellPad);
    // A table with a whole-line column is as wide as the page, for the line to fit.
    const double right = whole ? kMargin + kContentWidth
                               : kMargin + std::accumulate(widths.begin(), widths.end(), 0.0) + double(n) * 2 * kCellPad;
    const auto placeRow = [&](std::size_t r) {
        std::vector<Column> columns;
        double x = kMargin;
        for (std::size_t c = 0; c < n; ++c) {
            columns.push_back({layout(cells[r][c], Style{kTableSize, r == 0}, widths[c]), x + kCellPad});
            x += widths[c] + 2 * kCellPad;
        }
        return placeBlock(columns, 1.5);
    };
    const auto header = [&] {
        placeRow(0);
        rule(kMargin, right, m_y, 0.6, 0.3);
    };
    m_y += 3;
    if (room() < 48) newPage(); // never a header alone at the foot of a page
    header();
    m_continuation = header;
    for (std::size_t r = 1; r < cells.size(); ++r) {
        auto pieces = placeRow(r);
        if (!lines[r].empty()) { // under its row, indented, as wide as the table
            const double indent = kMargin + kCellPad + 8;
            pieces = placeBlock({{layout(lines[r], Style{kTableSize}, right - indent - kCellPad), indent}}, 1);
        }
        if (r + 1 < cells.size()) rule(kMargin, right, pieces.back().second, 0.3, 0.75);
    }
    m_continuation = {};
    rule(kMargin, right, m_y, 0.6, 0.3);
    m_y += 6;
}

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length)
{
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

void drawFooter(cairo_t* cr, PangoContext* context, const std::string& label, std::size_t page,
                std::size_t pages)
{
    LayoutRef l(pango_layout_new(context), g_object_unref);
    PangoFontDescription* font = pango_font_description_from_string(kSans);
    pango_font_description_set_size(font, static_cast<gint>(kFooterSize * PANGO_SCALE));
    pango_layout_set_font_description(l.get(), font);
    pango_font_description_free(font);
    const std::string text =
        shownText(DocPhrase{label, {std::to_string(page), std::to_string(pages)}, std::nullopt}.text());
    pango_layout_set_text(l.get(), text.data(), static_cast<int>(text.size()));
    cairo_move_to(cr, kMargin, kPageHeight - 38);
    pango_cairo_show_layout(cr, l.get());
}

void drawPage(cairo_t* cr, const Page& page)
{
    for (const auto& r : page.rules) {
        cairo_set_source_rgb(cr, r.gray, r.gray, r.gray);
        cairo_set_line_width(cr, r.width);
        cairo_move_to(cr, r.x1, r.y);
        cairo_line_to(cr, r.x2, r.y);
        cairo_stroke(cr);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (const auto& l : page.lines) {
        cairo_move_to(cr, l.x, l.baseline);
        pango_cairo_show_layout_line(cr, pango_layout_get_line_readonly(l.layout.get(), l.line));
    }
}

// The PDF's creation date is the document's own time (when the receipt or
// report was generated), never the clock at rendering: the bytes depend on
// the document alone.
std::string creationDate(double issuedAt)
{
    const std::string iso = utcIso(issuedAt);
    return iso.size() == 20 && iso[4] == '-' ? iso : std::string("1970-01-01T00:00:00Z");
}

std::string draw(const std::vector<Page>& pages, const EvidenceDocument& doc, PangoContext* context)
{
    std::string out;
    cairo_surface_t* surface =
        cairo_pdf_surface_create_for_stream(appendBytes, &out, kPageWidth, kPageHeight);
    cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_4);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, shownText(doc.title).c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Seal Desk");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE,
                                   creationDate(doc.issuedAt).c_str());
    cairo_t* cr = cairo_create(surface);
    for (std::size_t p = 0; p < pages.size(); ++p) {
        drawPage(cr, pages[p]);
        drawFooter(cr, context, doc.pageLabel, p + 1, pages.size());
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS)
        throw std::runtime_error(std::string("cannot write the PDF: ") + cairo_status_to_string(status));
    return out;
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
bool isBase64(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '/';
}

constexpr std::size_t kLongestToken = 256; // longer is a blob, not an id: it may wrap

// Maximal runs of `inRun` characters in `text`, with up to `padding` '=' after each.
template <typename Pred, typename Accept>
void findRuns(std::string_view text, Pred inRun, std::size_t padding, Accept accept)
{
    for (std::size_t i = 0; i < text.size();) {
        if (!inRun(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && inRun(text[end]))
            ++end;
        const std::size_t word = end;
        while (end < text.size() && end - word < padding && text[end] == '=')
            ++end;
        accept(i, word, end);
        i = end;
    }
}

bool mixesCaseAndDigits(std::string_view run)
{
    const auto has = [run](char lo, char hi) {
        return std::any_of(run.begin(), run.end(), [=](char c) { return c >= lo && c <= hi; });
    };
    return has('0', '9') && has('a', 'z') && has('A', 'Z');
}

} // namespace

std::vector<std::pair<std::size_t, std::size_t>> unbreakableRuns(std::string_view text)
{
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    // Keys and signatures: base64 words that mix upper case, lower case and digits.
    findRuns(text, isBase64, 2, [&](std::size_t begin, std::size_t word, std::size_t end) {
        if (word - begin >= 40 && end - begin <= kLongestToken &&
            mixesCaseAndDigits(text.substr(begin, word - begin)))
            runs.emplace_back(begin, end);
    });
    // Hashes and hex ids, wherever they stand (not inside a key already found).
    const std::size_t keys = runs.size();
    findRuns(text, isHex, 0, [&](std::size_t begin, std::size_t, std::size_t end) {
        const bool inKey = std::any_of(runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(keys),
                                       [&](const auto& k) { return begin >= k.first && end <= k.second; });
        if (end - begin >= 16 && end - begin <= kLongestToken && !inKey) runs.emplace_back(begin, end);
    });
    std::sort(runs.begin(), runs.end());
    return runs;
}

std::vector<std::pair<std::size_t, std::size_t>> timeRuns(std::string_view text)
{
    const auto digits = [&](std::size_t at, std::size_t n) {
        if (at + n > text.size()) return false;
        for (std::size_t k = at; k < at + n; ++k)
            if (text[k] < '0' || text[k] > '9') return false;
        return true;
    };
    const auto is = [&](std::size_t at, char c) { return at < text.size() && text[at] == c; };
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    for (std::size_t i = 0; i + 19 <= text.size(); ++i) {
        if (i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9') continue;
        // YYYY-MM-DD[T ]HH:MM:SS
        if (!(digits(i, 4) && is(i + 4, '-') && digits(i + 5, 2) && is(i + 7, '-') && digits(i + 8, 2) &&
              (is(i + 10, 'T') || is(i + 10, ' ')) && digits(i + 11, 2) && is(i + 13, ':') && digits(i + 14, 2) &&
              is(i + 16, ':') && digits(i + 17, 2)))
            continue;
        std::size_t end = i + 19;
        if (is(end, '.') && digits(end + 1, 1)) {
            ++end;
            while (digits(end, 1))
                ++end;
        }
        if (is(end, 'Z')) ++end;
        else if (text.substr(end, 4) == " UTC") end += 4;
        runs.emplace_back(i, end);
        i = end - 1;
    }
    return runs;
}

std::string render(const EvidenceDocument& doc, const RenderOptions& options)
{
    // A font map of its own: safe on any thread (the console renders on a worker).
    std::unique_ptr<PangoFontMap, decltype(&g_object_unref)> fonts(pango_cairo_font_map_new(),
                                                                   g_object_unref);
    std::unique_ptr<PangoContext, decltype(&g_object_unref)> context(
        pango_font_map_create_context(fonts.get()), g_object_unref);
    pango_cairo_context_set_resolution(context.get(), 72); // pango's points are the PDF's
    cairo_font_options_t* hinting = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(hinting,
                                        CAIRO_HINT_METRICS_OFF); // widths as designed, no screen grid
    cairo_font_options_set_hint_style(hinting, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(context.get(), hinting);
    cairo_font_options_destroy(hinting);
    // Not the process locale's language: the same document is the same bytes everywhere.
    pango_context_set_language(context.get(), pango_language_from_string("en"));
    pango_context_set_base_dir(context.get(), PANGO_DIRECTION_LTR);

    Composer composer(context.get(), options);
    composer.title(doc.title);
    for (const auto& s : doc.sections) {
        composer.heading(s.heading);
        for (const auto& b : s.blocks) {
            switch (b.kind) {
            case DocBlock::Kind::Field:
                composer.field(b.label, b.text, b.monospace);
                break;
            case DocBlock::Kind::Note:
                composer.note(b.text);
                break;
            case DocBlock::Kind::Table:
                composer.table(b.table);
                break;
            }
        }
    }
    return draw(composer.takePages(), doc, context.get());
}

} // namespace seal::pdf

namespace seal {

std::string renderPdf(const EvidenceDocument& doc)
{
    return pdf::render(doc);
}

} // namespace seal
