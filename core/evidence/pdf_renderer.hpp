// Evidence documents as PDF, through pango (shaping, bidi, font fallback) and
// cairo (embedded font subsets, text that pdftotext gives back as stored).
// sealctl and the console both call renderPdf() (evidence_document.hpp);
// these are the pieces its tests look at.
//
// A4 pages. Body text in DejaVu Sans, falling back per character (WenQuanYi
// Micro Hei for CJK); ids and hashes in DejaVu Sans Mono. No ligatures
// anywhere: a hash copied out of the PDF is the hash. A hash is never split
// across lines (it is set smaller when its column is narrow), nor is a time; a
// table row and a field never across pages unless one alone is taller than a
// page.
#pragma once

#include "core/evidence/evidence_document.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace seal::pdf {

// One text (a value, a cell, a note) is laid out from at most this many bytes;
// the rest is replaced by the truncated mark. Laying out a long line costs
// time (pango is superlinear in it); the JSON exports carry every value whole.
inline constexpr std::size_t kTextBytes = 8 * 1024;

// Byte ranges [first, second) of the hash-like tokens in `text`: runs of at
// least 16 hex digits, or of at least 40 base64 characters mixing upper case,
// lower case and digits (a key, a signature), at most 256 bytes long. These
// are set in the monospace font and never broken across lines.
std::vector<std::pair<std::size_t, std::size_t>> unbreakableRuns(std::string_view text);

// Byte ranges [first, second) of the times in `text`, as receipts and
// reports print them: "2026-11-30T16:52:26Z" (fractions allowed) and the
// reference's "2026-11-30 16:52:26 UTC". A time is never broken across lines:
// a table column is at least as wide as its longest time.
std::vector<std::pair<std::size_t, std::size_t>> timeRuns(std::string_view text);

struct RenderOptions
{
    // Off: every glyph must come from the named fonts (a test's negative
    // control: CJK then has no glyph, and pdftotext must notice).
    bool fontFallback = true;
    // Off: times may break like any word (a test's negative control).
    bool wholeTimes = true;
    // Off: a word with a hyphen or slash may break there although it fits
    // its line ("intent-" / "payout-367"; a test's negative control).
    bool wholeWords = true;
};

std::string render(const EvidenceDocument& doc, const RenderOptions& options = {});

} // namespace seal::pdf
