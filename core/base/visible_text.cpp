#include "core/base/visible_text.hpp"
#include "core/base/utf8.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <iterator>

namespace seal {
namespace {

struct Range
{
    char32_t first, last;
};

// Unicode general category Cf (format), as of Unicode 15.
constexpr std::array<Range, 21> kFormat = {{
    {0x00AD, 0x00AD},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD},   {0x070F, 0x070F},
    {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x180E, 0x180E},   {0x200B, 0x200F},   {0x202A, 0x202E},
    {0x2060, 0x2064},   {0x2066, 0x206F},   {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD},
    {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
    {0xE0020, 0xE007F},
}};

bool isFormat(char32_t cp)
{
    const auto it = std::upper_bound(kFormat.begin(), kFormat.end(), cp,
                                     [](char32_t c, const Range& r) { return c < r.first; });
    return it != kFormat.begin() && cp <= std::prev(it)->last;
}

// Letters by category, but they render as nothing (used to fake blank names).
bool isInvisibleFiller(char32_t cp)
{
    return cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0 || cp == 0x034F;
}

constexpr char32_t kReplacement = 0xFFFD;

// Decodes one well-formed UTF-8 sequence at s[i] (RFC 3629: no overlongs, no
// surrogates, nothing above U+10FFFF). Returns its length, or 0 when the
// bytes there are not one; then a single byte is replaced.
size_t decodeOne(std::string_view s, size_t i, char32_t& cp)
{
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    size_t len = 0;
    char32_t min = 0;
    if ((b0 & 0xE0) == 0xC0) len = 2, cp = b0 & 0x1F, min = 0x80;
    else if ((b0 & 0xF0) == 0xE0) len = 3, cp = b0 & 0x0F, min = 0x800;
    else if ((b0 & 0xF8) == 0xF0) len = 4, cp = b0 & 0x07, min = 0x10000;
    else return 0;
    if (i + len > s.size()) return 0;
    for (size_t k = 1; k < len; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return len;
}

} // namespace

bool isHiddenCodePoint(char32_t cp)
{
    if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F)) return true; // C0, DEL, C1
    if (cp >= 0xD800 && cp <= 0xDFFF) return true;             // surrogates
    if (cp == 0x2028 || cp == 0x2029) return true;             // line and paragraph separators
    return isFormat(cp) || isInvisibleFiller(cp);
}

std::string visibleCodePoint(char32_t cp)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return "\u27E8" + std::string(buf) + "\u27E9";
}

std::string visibleText(std::string_view utf8, TextLines lines)
{
    std::string out;
    out.reserve(utf8.size());
    for (size_t i = 0; i < utf8.size();) {
        char32_t cp = 0;
        const size_t len = decodeOne(utf8, i, cp);
        if (len == 0) {
            appendUtf8(out, kReplacement);
            ++i;
            continue;
        }
        const bool kept = lines == TextLines::Multi && (cp == U'\n' || cp == U'\t');
        if (isHiddenCodePoint(cp) && !kept)
            out += visibleCodePoint(cp);
        else
            out.append(utf8.substr(i, len));
        i += len;
    }
    return out;
}

} // namespace seal
