// RFC 8785, the JSON Canonicalization Scheme (JCS): what portable receipts
// are signed over. Unlike digest v1 (Python's json.dumps, see digest.hpp),
// every number is an IEEE double printed as ECMAScript's
// Number.prototype.toString, strings are UTF-8 with minimal escaping, and
// object members are sorted by their UTF-16 code units.
#pragma once

#include <string>
#include <string_view>

namespace seal {

// Canonical JCS text of a JSON text. Throws CanonError (digest.hpp) for what
// is not I-JSON: a syntax error, a duplicate member name, a lone surrogate,
// a number beyond the double range, nesting deeper than kJcsMaxDepth.
std::string canonicalJcs(std::string_view jsonText);

// The same for an object text with one top-level member left out (a signed
// document without its "signature"). Throws CanonError when not an object.
std::string canonicalJcsWithout(std::string_view objectText, std::string_view droppedKey);

// The text a v2 cert's hash is taken over (SPEC-kernel.md §15.1): the body's
// RFC 8785 text without its top-level "hash" and "sig". Throws CanonError for
// what the kernel cannot canonicalise either (an integer beyond ±2^53, a lone
// surrogate, a body that is not an object).
std::string canonicalCertV2(std::string_view bodyText);

// ECMAScript Number.prototype.toString(x) for a finite double: shortest
// round-trip digits, positional for 1e-7 < |x| < 1e21, else "de+N"/"d.ddde-N";
// -0 is "0". Throws CanonError for NaN and infinities (not JSON).
std::string ecmaNumber(double value);
// The same text appended to `out`, for a finite double (no check: the chain
// walk's fast reader calls it per number).
void appendEcmaNumber(std::string& out, double value);

// Nesting limit: a signed receipt is a few levels deep; a hostile file is not
// allowed to make the reader recurse or allocate without bound.
inline constexpr int kJcsMaxDepth = 200;

} // namespace seal
