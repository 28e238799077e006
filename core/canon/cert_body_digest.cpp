#include "core/canon/cert_body_digest.hpp"
#include "core/base/utf8.hpp"

#include "core/canon/canonical_sax.hpp"
#include "core/canon/rfc8785.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <openssl/evp.h>
#include <stdexcept>
#include <system_error>
#include <utility>

namespace seal {
namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendU16(std::string& out, unsigned v)
{
    const char esc[6] = {'\\', 'u', kHex[(v >> 12) & 0xF], kHex[(v >> 8) & 0xF], kHex[(v >> 4) & 0xF],
                         kHex[v & 0xF]};
    out.append(esc, sizeof esc);
}

// One code point as Python's json.dumps(ensure_ascii=True) writes it.
void appendPythonCodePoint(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        const auto c = static_cast<unsigned char>(cp);
        if (const char* escape = canon::shortEscape(c))
            out += escape;
        else if (c < 0x20 || c == 0x7F)
            appendU16(out, c);
        else
            out += static_cast<char>(c);
    } else if (cp >= 0x10000) {
        cp -= 0x10000;
        appendU16(out, 0xD800 + (cp >> 10));
        appendU16(out, 0xDC00 + (cp & 0x3FF));
    } else {
        appendU16(out, cp);
    }
}

// Python's repr(float) for a finite double, appended: the same text as
// pythonFloatRepr (digest.cpp), without its temporaries.
void appendPythonFloat(std::string& out, double value)
{
    if (value == 0) {
        out += std::signbit(value) ? "-0.0" : "0.0";
        return;
    }
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    (void)ec;
    const char* p = buf;
    if (*p == '-') {
        out += '-';
        ++p;
    }
    const char* e = std::find(p, static_cast<const char*>(end), 'e');
    char digits[32];
    size_t nd = 0;
    for (const char* q = p; q < e; ++q)
        if (*q != '.') digits[nd++] = *q;
    int exp10 = 0;
    std::from_chars(e + (e[1] == '+' ? 2 : 1), end, exp10);
    if (exp10 >= -4 && exp10 < 16) {
        if (exp10 < 0) {
            out += "0.";
            out.append(static_cast<size_t>(-exp10 - 1), '0');
            out.append(digits, nd);
            return;
        }
        const size_t intLen = static_cast<size_t>(exp10) + 1;
        if (nd <= intLen) {
            out.append(digits, nd);
            out.append(intLen - nd, '0');
            out += ".0";
        } else {
            out.append(digits, intLen);
            out += '.';
            out.append(digits + intLen, nd - intLen);
        }
        return;
    }
    out += digits[0];
    if (nd > 1) {
        out += '.';
        out.append(digits + 1, nd - 1);
    }
    const int a = exp10 < 0 ? -exp10 : exp10;
    out += 'e';
    out += exp10 < 0 ? '-' : '+';
    if (a < 10) out += '0';
    char eb[8];
    const auto r = std::to_chars(eb, eb + sizeof eb, a);
    out.append(eb, r.ptr);
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool read4Hex(const char*& p, const char* end, unsigned& v)
{
    if (end - p < 4) return false;
    v = 0;
    for (int i = 0; i < 4; ++i) {
        const int h = hexValue(p[i]);
        if (h < 0) return false;
        v = (v << 4) | static_cast<unsigned>(h);
    }
    p += 4;
    return true;
}

// One UTF-8 sequence, as strictly as RFC 3629 (and nlohmann's lexer) allow:
// no overlong forms, no surrogates, nothing above U+10FFFF.
bool decodeUtf8(const char*& p, const char* end, char32_t& cp)
{
    const auto b = [&](std::ptrdiff_t i) { return static_cast<unsigned char>(p[i]); };
    const unsigned c0 = b(0);
    const auto cont = [&](std::ptrdiff_t i, unsigned lo = 0x80, unsigned hi = 0xBF) {
        return p + i < end && b(i) >= lo && b(i) <= hi;
    };
    if (c0 >= 0xC2 && c0 <= 0xDF) {
        if (!cont(1)) return false;
        cp = ((c0 & 0x1F) << 6) | (b(1) & 0x3F);
        p += 2;
        return true;
    }
    if (c0 >= 0xE0 && c0 <= 0xEF) {
        const unsigned lo = c0 == 0xE0 ? 0xA0 : 0x80;
        const unsigned hi = c0 == 0xED ? 0x9F : 0xBF;
        if (!cont(1, lo, hi) || !cont(2)) return false;
        cp = ((c0 & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
        p += 3;
        return true;
    }
    if (c0 >= 0xF0 && c0 <= 0xF4) {
        const unsigned lo = c0 == 0xF0 ? 0x90 : 0x80;
        const unsigned hi = c0 == 0xF4 ? 0x8F : 0xBF;
        if (!cont(1, lo, hi) || !cont(2) || !cont(3)) return false;
        cp = ((c0 & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
        p += 4;
        return true;
    }
    return false;
}

// One code point as RFC 8785 writes it: short escapes, other controls as
// \u00xx, everything else literal UTF-8 (U+007F included).
void appendJcsCodePoint(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        const auto c = static_cast<unsigned char>(cp);
        if (const char* escape = canon::shortEscape(c))
            out += escape;
        else if (c < 0x20)
            appendU16(out, c);
        else
            out += static_cast<char>(c);
        return;
    }
    appendUtf8(out, cp);
}

// The order of UTF-16 code units over valid UTF-8: code points below U+D800,
// then the astral ones (surrogate pairs), then U+E000..U+FFFF.
std::uint32_t utf16Weight(const char*& p, const char* end)
{
    char32_t cp = static_cast<unsigned char>(*p);
    if (cp < 0x80 || !decodeUtf8(p, end, cp)) {
        ++p;
        return cp;
    }
    if (cp >= 0x10000) return 0xD800 + (cp - 0x10000);
    if (cp >= 0xE000) return cp + 0x200000;
    return cp;
}

bool utf16Less(std::string_view a, std::string_view b)
{
    const char *p = a.data(), *pe = p + a.size(), *q = b.data(), *qe = q + b.size();
    while (p < pe && q < qe) {
        const std::uint32_t x = utf16Weight(p, pe), y = utf16Weight(q, qe);
        if (x != y) return x < y;
    }
    return p == pe && q < qe;
}

// What Python finds falsy, as canonical text in either version.
bool truthyText(std::string_view text)
{
    return !(text == "null" || text == "false" || text == "0" || text == "0.0" || text == "-0.0" ||
             text == "\"\"" || text == "[]" || text == "{}");
}

constexpr std::int64_t kMaxSafeInteger = 9007199254740992; // 2^53: beyond it v2 cannot canonicalise

bool plainAscii(unsigned char c)
{
    return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
}

} // namespace

struct CertBodyDigester::Sha
{
    EVP_MD* md = EVP_MD_fetch(nullptr, "SHA256", nullptr); // fetched once, not per body
    EVP_MD_CTX* ctx = EVP_MD_CTX_new();
    ~Sha()
    {
        EVP_MD_CTX_free(ctx);
        EVP_MD_free(md);
    }
};

CertBodyDigester::CertBodyDigester() : m_sha(std::make_unique<Sha>())
{
    if (!m_sha->md || !m_sha->ctx) throw std::runtime_error("SHA-256 is not available");
}
CertBodyDigester::~CertBodyDigester() = default;
CertBodyDigester::CertBodyDigester(CertBodyDigester&&) noexcept = default;
CertBodyDigester& CertBodyDigester::operator=(CertBodyDigester&&) noexcept = default;

std::string_view CertBodyDigester::digestHex()
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    if (EVP_DigestInit_ex(m_sha->ctx, m_sha->md, nullptr) != 1 ||
        EVP_DigestUpdate(m_sha->ctx, m_out.data(), m_out.size()) != 1 ||
        EVP_DigestFinal_ex(m_sha->ctx, md, &len) != 1 || len != 32)
        throw std::runtime_error("SHA-256 failed");
    for (unsigned i = 0; i < 32; ++i) {
        m_hex[2 * i] = kHex[md[i] >> 4];
        m_hex[2 * i + 1] = kHex[md[i] & 0xF];
    }
    return std::string_view(m_hex, 64);
}

bool CertBodyDigester::read(std::string_view objectText, std::string_view droppedKey)
{
    m_drop = droppedKey;
    return readAs(objectText, CertVersion::V1);
}

bool CertBodyDigester::readCert(std::string_view bodyText)
{
    m_drop = "hash";
    const CertVersion first = m_version;
    if (readAs(bodyText, first) && (declaredV2() ? CertVersion::V2 : CertVersion::V1) == first) return true;
    const CertVersion other = first == CertVersion::V1 ? CertVersion::V2 : CertVersion::V1;
    if (!readAs(bodyText, other)) return false;
    m_version = declaredV2() ? CertVersion::V2 : CertVersion::V1;
    return m_version == other;
}

// The body's "cv" is the number 2 (SPEC §15.2): as canonical text, "2" in
// either version or v1's "2.0" (a string "2" prints with its quotes).
bool CertBodyDigester::declaredV2() const
{
    return m_cvText == "2" || (m_mode == CertVersion::V1 && m_cvText == "2.0");
}

bool CertBodyDigester::readAs(std::string_view text, CertVersion mode)
{
    m_p = text.data();
    m_end = m_p + text.size();
    m_mode = mode;
    m_capture = nullptr;
    m_out.clear();
    m_keys.clear();
    m_keyText.clear();
    m_stack.clear();
    m_members.clear();
    m_cvText.clear();
    m_sigTruthy = false;
    m_utf16Order = false;
    for (BodyHashField* f : {&m_hash, &m_sig, &m_signer}) {
        f->found = BodyHashField::Found::Missing;
        f->value.clear();
    }
    skipSpace();
    if (m_p == m_end || *m_p != '{') return false; // not an object: the slow path says why
    return parse();
}

// A top-level member just read: what the walk needs to know besides the text.
void CertBodyDigester::noteTopMember(const std::string_view name, size_t valueOff, size_t valueLen)
{
    const std::string_view text = std::string_view(m_out).substr(valueOff, valueLen);
    const auto take = [&](BodyHashField& field, std::string& raw) {
        const bool isString = text.front() == '"';
        field.found = isString ? BodyHashField::Found::String : BodyHashField::Found::NotString;
        if (isString) field.value.swap(raw);
    };
    if (name == "hash") {
        take(m_hash, m_hashValue);
    } else if (name == "sig") {
        take(m_sig, m_sigValue);
        m_sigTruthy = truthyText(text);
    } else if (name == "signer") {
        take(m_signer, m_signerValue);
    } else if (name == "cv") {
        m_cvText.assign(text);
    }
}

bool CertBodyDigester::parse()
{
    for (;;) {
        bool complete = false;
        if (!startValue(complete)) return false;
        if (!complete) continue; // a container opened; its first value is next
        bool finished = false;
        if (!afterValue(finished)) return false;
        if (finished) return true;
    }
}

void CertBodyDigester::skipSpace()
{
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
        ++m_p;
}

// After '{' (or ','): a member name, ':', and the value's start.
bool CertBodyDigester::readKey()
{
    skipSpace();
    if (m_p == m_end || *m_p != '"') return false;
    Frame& f = m_stack.back();
    f.keyOff = m_keys.size();
    f.keyTextOff = m_keyText.size();
    if (!readString(&m_keys, &m_keyText)) return false;
    f.keyLen = m_keys.size() - f.keyOff;
    f.keyTextLen = m_keyText.size() - f.keyTextOff;
    skipSpace();
    if (m_p == m_end || *m_p != ':') return false;
    ++m_p;
    skipSpace();
    f.valueStart = m_out.size();
    m_capture = nullptr;
    if (m_stack.size() == 1) {
        // Only a string straight after a top-level "hash", "sig" or "signer" is kept unescaped.
        const std::string_view name = std::string_view(m_keys).substr(f.keyOff, f.keyLen);
        if (name == "hash") m_capture = &m_hashValue;
        if (name == "sig") m_capture = &m_sigValue;
        if (name == "signer") m_capture = &m_signerValue;
    }
    if (m_mode == CertVersion::V2 && !m_utf16Order)
        for (size_t i = f.keyOff; i < f.keyOff + f.keyLen; ++i)
            if (static_cast<unsigned char>(m_keys[i]) >= 0xEE) m_utf16Order = true; // U+E000 and above
    return true;
}

bool CertBodyDigester::startValue(bool& complete)
{
    if (m_p == m_end) return false;
    std::string* const capture = std::exchange(m_capture, nullptr);
    if (m_mode == CertVersion::V2 && m_stack.size() >= static_cast<size_t>(kJcsMaxDepth) &&
        (*m_p == '{' || *m_p == '['))
        return false; // deeper than RFC 8785's reader goes: the slow path refuses it
    switch (*m_p) {
    case '{':
        ++m_p;
        m_stack.push_back(Frame{true, m_out.size(), m_members.size()});
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            m_stack.pop_back();
            m_out += "{}";
            complete = true;
            return true;
        }
        complete = false;
        return readKey();
    case '[':
        ++m_p;
        m_stack.push_back(Frame{false, m_out.size(), 0});
        m_out += '[';
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            m_stack.pop_back();
            m_out += ']';
            complete = true;
            return true;
        }
        complete = false;
        return true;
    case '"':
        complete = true;
        if (capture) {
            capture->clear();
            return readString(capture, &m_out);
        }
        return readString(nullptr, &m_out);
    case 't':
        complete = true;
        return readLiteral("true");
    case 'f':
        complete = true;
        return readLiteral("false");
    case 'n':
        complete = true;
        return readLiteral("null");
    default:
        complete = true;
        return readNumber();
    }
}

bool CertBodyDigester::afterValue(bool& finished)
{
    for (;;) {
        skipSpace();
        if (m_stack.empty()) {
            finished = m_p == m_end;
            return finished; // anything after the document is a syntax error
        }
        Frame& f = m_stack.back();
        if (f.isObject) {
            m_members.push_back(Member{f.keyOff, f.keyLen, f.keyTextOff, f.keyTextLen, f.valueStart,
                                       m_out.size() - f.valueStart});
            if (m_stack.size() == 1)
                noteTopMember(std::string_view(m_keys).substr(f.keyOff, f.keyLen), f.valueStart,
                              m_out.size() - f.valueStart);
            if (m_p == m_end) return false;
            if (*m_p == ',') {
                ++m_p;
                finished = false;
                return readKey();
            }
            if (*m_p != '}') return false;
            ++m_p;
            if (!closeObject()) return false;
            continue;
        }
        if (m_p == m_end) return false;
        if (*m_p == ',') {
            ++m_p;
            m_out += ',';
            skipSpace();
            finished = false;
            return true;
        }
        if (*m_p != ']') return false;
        ++m_p;
        m_out += ']';
        m_stack.pop_back();
    }
}

// Members sorted by name (code point order is byte order in UTF-8), stably:
// of a repeated name the last is kept, as Python's dict does (v1); RFC 8785
// refuses a repeated name (v2: declined, the slow path says so). The top
// object of a v2 body leaves out "sig" as well as "hash".
bool CertBodyDigester::closeObject()
{
    const Frame f = m_stack.back();
    m_stack.pop_back();
    const bool top = m_stack.empty();
    const size_t n = m_members.size() - f.firstMember;
    m_order.resize(n);
    for (size_t i = 0; i < n; ++i)
        m_order[i] = f.firstMember + i;
    // RFC 8785 sorts by UTF-16 code units, which differs from UTF-8 byte
    // order only where a name holds U+E000 or above (m_utf16Order).
    const bool utf16 = m_mode == CertVersion::V2 && m_utf16Order;
    const auto less = [this, utf16](size_t a, size_t b) {
        return utf16 ? utf16Less(key(m_members[a]), key(m_members[b])) : key(m_members[a]) < key(m_members[b]);
    };
    if (n <= 32) {
        for (size_t i = 1; i < n; ++i) // insertion sort: stable, and no allocation
            for (size_t j = i; j > 0 && less(m_order[j], m_order[j - 1]); --j)
                std::swap(m_order[j], m_order[j - 1]);
    } else {
        std::stable_sort(m_order.begin(), m_order.end(), less);
    }
    m_tmp.clear();
    m_tmp += '{';
    const bool v2 = m_mode == CertVersion::V2;
    for (size_t i = 0; i < n; ++i) {
        const Member& m = m_members[m_order[i]];
        if (i + 1 < n && key(m_members[m_order[i + 1]]) == key(m)) {
            if (v2) return false;
            continue;
        }
        if (top && !m_drop.empty() && key(m) == m_drop) continue;
        if (top && v2 && key(m) == "sig") continue;
        if (m_tmp.size() > 1) m_tmp += ',';
        m_tmp.append(m_keyText, m.keyTextOff, m.keyTextLen);
        m_tmp += ':';
        m_tmp.append(m_out, m.valueOff, m.valueLen);
    }
    m_tmp += '}';
    m_out.resize(f.start);
    m_out += m_tmp;
    m_members.resize(f.firstMember);
    return true;
}

// A JSON string at m_p: its unescaped UTF-8 to `raw` (when given) and its
// canonical form, quotes included, to `canonical`.
bool CertBodyDigester::readString(std::string* raw, std::string* canonical)
{
    ++m_p; // the opening quote
    *canonical += '"';
    for (;;) {
        const char* run = m_p;
        while (m_p < m_end && plainAscii(static_cast<unsigned char>(*m_p)))
            ++m_p;
        if (const auto n = static_cast<size_t>(m_p - run)) {
            canonical->append(run, n);
            if (raw) raw->append(run, n);
        }
        if (m_p == m_end) return false;
        const auto c = static_cast<unsigned char>(*m_p);
        char32_t cp = 0;
        if (c == '"') {
            ++m_p;
            *canonical += '"';
            return true;
        }
        if (c == '\\') {
            if (m_end - m_p < 2) return false;
            const char e = m_p[1];
            m_p += 2;
            switch (e) {
            case '"': cp = '"'; break;
            case '\\': cp = '\\'; break;
            case '/': cp = '/'; break;
            case 'b': cp = '\b'; break;
            case 'f': cp = '\f'; break;
            case 'n': cp = '\n'; break;
            case 'r': cp = '\r'; break;
            case 't': cp = '\t'; break;
            case 'u': {
                unsigned u = 0;
                if (!read4Hex(m_p, m_end, u)) return false;
                if (u >= 0xDC00 && u <= 0xDFFF) return false; // a lone low surrogate
                if (u >= 0xD800 && u <= 0xDBFF) {
                    unsigned low = 0;
                    if (m_end - m_p < 2 || m_p[0] != '\\' || m_p[1] != 'u') return false;
                    m_p += 2;
                    if (!read4Hex(m_p, m_end, low) || low < 0xDC00 || low > 0xDFFF) return false;
                    cp = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
                } else {
                    cp = u;
                }
                break;
            }
            default:
                return false;
            }
            if (raw) appendUtf8(*raw, cp);
        } else if (c < 0x20) {
            return false; // a raw control character is not JSON
        } else if (c == 0x7F) {
            cp = c;
            ++m_p;
            if (raw) *raw += static_cast<char>(c);
        } else {
            const char* start = m_p;
            if (!decodeUtf8(m_p, m_end, cp)) return false;
            if (raw) raw->append(start, m_p);
            if (m_mode == CertVersion::V2) { // literal UTF-8, as read
                canonical->append(start, m_p);
                continue;
            }
        }
        if (m_mode == CertVersion::V2)
            appendJcsCodePoint(*canonical, cp);
        else
            appendPythonCodePoint(*canonical, cp);
    }
}

// Integers keep their digits (Python's int has any size; "-0" is 0); other
// numbers are doubles printed as repr(float).
bool CertBodyDigester::readNumber()
{
    const char* start = m_p;
    const auto digit = [this] { return m_p < m_end && *m_p >= '0' && *m_p <= '9'; };
    if (m_p < m_end && *m_p == '-') ++m_p;
    if (!digit()) return false;
    if (*m_p == '0')
        ++m_p;
    else
        while (digit())
            ++m_p;
    bool isFloat = false;
    if (m_p < m_end && *m_p == '.') {
        ++m_p;
        if (!digit()) return false;
        while (digit())
            ++m_p;
        isFloat = true;
    }
    if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
        ++m_p;
        if (m_p < m_end && (*m_p == '+' || *m_p == '-')) ++m_p;
        if (!digit()) return false;
        while (digit())
            ++m_p;
        isFloat = true;
    }
    const std::string_view token(start, static_cast<size_t>(m_p - start));
    if (!isFloat) {
        if (m_mode == CertVersion::V2) { // digits up to ±2^53; beyond, the slow path refuses
            std::int64_t v = 0;
            const auto [end, ec] = std::from_chars(start, m_p, v);
            if (ec != std::errc() || end != m_p || v > kMaxSafeInteger || v < -kMaxSafeInteger) return false;
        }
        m_out += token == "-0" ? std::string_view("0") : token;
        return true;
    }
    double value = 0;
    const auto [end, ec] = std::from_chars(start, m_p, value);
    if (ec != std::errc() || end != m_p || !std::isfinite(value)) return false; // out of range: the slow path
    if (m_mode == CertVersion::V2)
        appendEcmaNumber(m_out, value);
    else
        appendPythonFloat(m_out, value);
    return true;
}

bool CertBodyDigester::readLiteral(std::string_view word)
{
    if (static_cast<size_t>(m_end - m_p) < word.size() || std::memcmp(m_p, word.data(), word.size()) != 0)
        return false;
    m_p += word.size();
    m_out += word;
    return true;
}

} // namespace seal
