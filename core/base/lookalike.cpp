#include "core/base/lookalike.hpp"
#include "core/base/utf8.hpp"
#include "core/base/visible_text.hpp"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>

namespace seal {
namespace {

constexpr std::size_t kNamedPerKind = 4; // distinct characters named per kind of note
constexpr std::size_t kLooksLikeNamed = 3;
constexpr std::size_t kBucketKept = 8;        // identifiers kept per skeleton
constexpr std::size_t kOtherShownBytes = 200; // a look-alike's name, cut with "…"

struct CheckerDeleter
{
    void operator()(USpoofChecker* sc) const { uspoof_close(sc); }
};

// One checker for the process: configured once, then only read, which ICU
// allows from several threads at once.
const USpoofChecker* checker()
{
    static const std::unique_ptr<USpoofChecker, CheckerDeleter> sc = [] {
        UErrorCode err = U_ZERO_ERROR;
        std::unique_ptr<USpoofChecker, CheckerDeleter> c(uspoof_open(&err));
        uspoof_setChecks(c.get(), USPOOF_RESTRICTION_LEVEL | USPOOF_INVISIBLE | USPOOF_MIXED_NUMBERS, &err);
        uspoof_setRestrictionLevel(c.get(), USPOOF_MODERATELY_RESTRICTIVE);
        if (U_FAILURE(err)) throw std::runtime_error(std::string("ICU spoof checker: ") + u_errorName(err));
        return c;
    }();
    return sc.get();
}

// A value as ICU examines it: at most kLookalikeExaminedBytes, cut on a
// character boundary, in UTF-16, with bytes that are not UTF-8 replaced.
struct Prepared
{
    std::u16string text;
    bool cut = false;
    bool notUtf8 = false;
};

Prepared prepare(std::string_view id)
{
    Prepared p;
    if (id.size() > kLookalikeExaminedBytes) {
        std::size_t end = kLookalikeExaminedBytes;
        while (end > 0 && (static_cast<unsigned char>(id[end]) & 0xC0) == 0x80) --end;
        id = id.substr(0, end);
        p.cut = true;
    }
    p.text.resize(id.size());
    int32_t len = 0, subs = 0;
    UErrorCode err = U_ZERO_ERROR;
    u_strFromUTF8WithSub(p.text.data(), static_cast<int32_t>(p.text.size()), &len, id.data(),
                         static_cast<int32_t>(id.size()), 0xFFFD, &subs, &err);
    p.text.resize(U_SUCCESS(err) ? static_cast<std::size_t>(len) : 0);
    p.notUtf8 = subs > 0;
    return p;
}

std::vector<char32_t> codePoints(const std::u16string& s)
{
    std::vector<char32_t> cps;
    cps.reserve(s.size());
    for (int32_t i = 0; i < static_cast<int32_t>(s.size());) {
        UChar32 c = 0;
        U16_NEXT(s.data(), i, static_cast<int32_t>(s.size()), c);
        cps.push_back(static_cast<char32_t>(c));
    }
    return cps;
}

std::string toUtf8(const std::u16string& s)
{
    std::string out;
    for (char32_t cp : codePoints(s)) appendUtf8(out, cp);
    return out;
}

bool scriptless(UScriptCode sc)
{
    return sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED || sc == USCRIPT_UNKNOWN;
}

UScriptCode scriptOf(char32_t cp)
{
    UErrorCode err = U_ZERO_ERROR;
    const UScriptCode sc = uscript_getScript(static_cast<UChar32>(cp), &err);
    return U_SUCCESS(err) ? sc : USCRIPT_UNKNOWN;
}

// The script most letters are in (Latin on a tie): the others are the odd ones.
UScriptCode mainScript(const std::vector<char32_t>& cps)
{
    std::map<UScriptCode, std::size_t> count;
    for (char32_t cp : cps)
        if (const UScriptCode sc = scriptOf(cp); !scriptless(sc)) ++count[sc];
    UScriptCode best = USCRIPT_LATIN;
    std::size_t most = 0;
    for (const auto& [sc, n] : count)
        if (n > most || (n == most && sc == USCRIPT_LATIN)) best = sc, most = n;
    return best;
}

std::string charName(char32_t cp)
{
    char buf[128];
    UErrorCode err = U_ZERO_ERROR;
    const int32_t n = u_charName(static_cast<UChar32>(cp), U_UNICODE_CHAR_NAME, buf, sizeof buf, &err);
    return U_SUCCESS(err) && n > 0 ? std::string(buf, static_cast<std::size_t>(std::min<int32_t>(n, 127))) : "";
}

void noteScripts(const std::vector<char32_t>& cps, std::vector<LookalikeNote>& notes)
{
    const UScriptCode main = mainScript(cps);
    std::set<char32_t> named;
    for (char32_t cp : cps) {
        const UScriptCode sc = scriptOf(cp);
        if (scriptless(sc) || sc == main || named.count(cp) || named.size() == kNamedPerKind) continue;
        named.insert(cp);
        notes.push_back({LookalikeNote::Kind::Script, cp, uscript_getName(sc), {}, {}, 0});
    }
}

void noteHidden(const std::vector<char32_t>& cps, std::vector<LookalikeNote>& notes)
{
    std::set<char32_t> named;
    for (char32_t cp : cps) {
        if (!isHiddenCodePoint(cp) || named.count(cp) || named.size() == kNamedPerKind) continue;
        named.insert(cp);
        notes.push_back({LookalikeNote::Kind::Hidden, cp, {}, charName(cp), {}, 0});
    }
}

void noteRepeatedMark(const std::vector<char32_t>& cps, std::vector<LookalikeNote>& notes)
{
    for (std::size_t i = 1; i < cps.size(); ++i) {
        if (cps[i] == cps[i - 1] && u_charType(static_cast<UChar32>(cps[i])) == U_NON_SPACING_MARK) {
            notes.push_back({LookalikeNote::Kind::RepeatedMark, cps[i], {}, {}, {}, 0});
            return;
        }
    }
}

// UTS #39's skeleton, of the value without its hidden code points (ICU 72
// keeps them, and "payouts.wire" with a zero-width space looks the same).
std::u16string skeletonOf(const std::vector<char32_t>& cps)
{
    std::u16string visible;
    for (char32_t cp : cps) {
        if (isHiddenCodePoint(cp)) continue;
        if (cp > 0xFFFF) {
            visible += static_cast<char16_t>(U16_LEAD(cp));
            visible += static_cast<char16_t>(U16_TRAIL(cp));
        } else {
            visible += static_cast<char16_t>(cp);
        }
    }
    UErrorCode err = U_ZERO_ERROR;
    std::u16string out(visible.size() * 2 + 8, u'\0');
    int32_t len = uspoof_getSkeleton(checker(), 0, visible.data(), static_cast<int32_t>(visible.size()),
                                     out.data(), static_cast<int32_t>(out.size()), &err);
    if (err == U_BUFFER_OVERFLOW_ERROR) {
        err = U_ZERO_ERROR;
        out.resize(static_cast<std::size_t>(len));
        len = uspoof_getSkeleton(checker(), 0, visible.data(), static_cast<int32_t>(visible.size()), out.data(),
                                 len, &err);
    }
    out.resize(U_SUCCESS(err) ? static_cast<std::size_t>(len) : 0);
    return out;
}

bool allAscii(const std::u16string& s)
{
    return std::all_of(s.begin(), s.end(), [](char16_t c) { return c < 0x80; });
}

// All letters in one script other than Latin, and yet it reads as Latin
// ("сор" in Cyrillic is "cop"): a whole-script look-alike.
void noteWholeScript(const Prepared& p, const std::vector<char32_t>& cps, std::vector<LookalikeNote>& notes)
{
    if (allAscii(p.text)) return;
    const UScriptCode main = mainScript(cps);
    if (main == USCRIPT_LATIN) return;
    const std::u16string skeleton = skeletonOf(cps);
    if (skeleton.empty() || !allAscii(skeleton)) return;
    notes.push_back({LookalikeNote::Kind::WholeScript, 0, uscript_getName(main), {}, visibleText(toUtf8(skeleton)), 0});
}

Lookalike examinePrepared(const Prepared& p, const std::vector<char32_t>& cps)
{
    Lookalike out;
    UErrorCode err = U_ZERO_ERROR;
    const int32_t result =
        uspoof_check2(checker(), p.text.data(), static_cast<int32_t>(p.text.size()), nullptr, &err);
    const int32_t flags = U_SUCCESS(err) ? result : 0;
    if (flags & USPOOF_RESTRICTION_LEVEL) noteScripts(cps, out.notes);
    else noteWholeScript(p, cps, out.notes);
    noteHidden(cps, out.notes);
    if (flags & USPOOF_INVISIBLE) noteRepeatedMark(cps, out.notes);
    if (flags & USPOOF_MIXED_NUMBERS) out.notes.push_back({LookalikeNote::Kind::MixedDigits, 0, {}, {}, {}, 0});
    if (p.notUtf8) out.notes.push_back({LookalikeNote::Kind::NotUtf8, 0, {}, {}, {}, 0});
    return out;
}

// A long value is not suspicious for its length alone; what was found in it says it was cut.
void noteCut(const Prepared& p, Lookalike& l)
{
    if (p.cut && l.suspicious()) l.notes.push_back({LookalikeNote::Kind::Cut, 0, {}, {}, {}, kLookalikeExaminedBytes});
}

std::string codePointText(char32_t cp)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

// Another identifier as a note names it: visible, its odd characters spelled
// out (else "looks like payouts.wіre" would read as the real one), and cut.
std::string shownOther(const std::string& other)
{
    std::string view = other.size() > kOtherShownBytes ? other.substr(0, kOtherShownBytes) : other;
    const Lookalike own = examineIdentifier(view);
    std::set<char32_t> odd;
    for (const LookalikeNote& n : own.notes)
        if (n.kind == LookalikeNote::Kind::Script) odd.insert(n.cp);
    std::string out;
    for (char32_t cp : codePoints(prepare(view).text)) {
        std::string one;
        appendUtf8(one, cp);
        out += visibleText(one);
        if (odd.count(cp)) out += "\u27E8" + codePointText(cp) + "\u27E9";
    }
    if (other.size() > kOtherShownBytes) out += "\u2026";
    return out;
}

} // namespace

std::string lookalikeNoteText(const LookalikeNote& n)
{
    using K = LookalikeNote::Kind;
    std::string glyph;
    if (n.cp) appendUtf8(glyph, n.cp);
    switch (n.kind) {
    case K::Script: return n.script + " " + visibleText(glyph) + " " + codePointText(n.cp);
    case K::Hidden: return "hidden " + codePointText(n.cp) + (n.name.empty() ? "" : " " + n.name);
    case K::RepeatedMark: return "combining mark " + codePointText(n.cp) + " repeated";
    case K::MixedDigits: return "digits of more than one number system";
    case K::WholeScript: return "all " + n.script + ", reads as Latin " + n.other;
    case K::LooksLike: return "looks like " + n.other;
    case K::MoreLookAlikes: return "and " + std::to_string(n.count) + " more look-alikes";
    case K::Cut: return "only the first " + std::to_string(n.count) + " bytes examined";
    case K::NotUtf8: return "bytes that are not UTF-8";
    }
    return {};
}

std::string Lookalike::text() const
{
    std::string out;
    for (const LookalikeNote& n : notes) {
        if (!out.empty()) out += "; ";
        out += lookalikeNoteText(n);
    }
    return out;
}

Lookalike examineIdentifier(std::string_view id)
{
    const Prepared p = prepare(id);
    Lookalike out = examinePrepared(p, codePoints(p.text));
    noteCut(p, out);
    return out;
}

LookalikeIndex::LookalikeIndex(const std::vector<std::string>& ids)
{
    m_bySkeleton.reserve(ids.size());
    for (const std::string& id : ids) add(id);
}

void LookalikeIndex::add(std::string_view id)
{
    std::vector<std::string>& bucket = m_bySkeleton[skeletonOf(codePoints(prepare(id).text))];
    if (bucket.size() >= kBucketKept || std::find(bucket.begin(), bucket.end(), id) != bucket.end()) return;
    bucket.emplace_back(id);
    ++m_size;
}

Lookalike LookalikeIndex::examine(std::string_view id) const
{
    const Prepared p = prepare(id);
    const std::vector<char32_t> cps = codePoints(p.text);
    Lookalike out = examinePrepared(p, cps);
    const auto it = m_bySkeleton.find(skeletonOf(cps));
    if (it == m_bySkeleton.end()) {
        noteCut(p, out);
        return out;
    }
    std::size_t named = 0, more = 0;
    for (const std::string& other : it->second) {
        if (other == id) continue;
        if (named == kLooksLikeNamed) {
            ++more;
            continue;
        }
        ++named;
        out.notes.push_back({LookalikeNote::Kind::LooksLike, 0, {}, {}, shownOther(other), 0});
    }
    if (more) out.notes.push_back({LookalikeNote::Kind::MoreLookAlikes, 0, {}, {}, {}, more});
    noteCut(p, out);
    return out;
}

} // namespace seal
