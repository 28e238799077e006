// Digest v1 (SPEC-kernel.md §2): Python's json.dumps(sort_keys=True,
// separators=(",", ":")) over what json.loads returns for a stored JSONB text,
// then lowercase hex SHA-256.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <stdexcept>
#include <string>
#include <string_view>

namespace seal {

// A JSON text that cannot be canonicalised (syntax error, NaN, not an object
// where one is required).
class CanonError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

inline constexpr std::string_view kGenesis =
    "0000000000000000000000000000000000000000000000000000000000000000";

// Canonical v1 text of a JSON text. Integers keep their exact digits (any
// size); other numbers are doubles printed as Python's repr(float).
std::string canonicalV1(std::string_view jsonText);

// Canonical v1 text of a JSON object text with one top-level key left out
// (a cert body without "hash"). Throws CanonError when the text is not an object.
std::string canonicalV1Without(std::string_view objectText, std::string_view droppedKey);

// Python's repr(float): shortest round-trip digits, positional for decimal
// exponents in [-4, 16), else d.ddde±XX; whole numbers keep ".0".
std::string pythonFloatRepr(double value);

// Lowercase hex SHA-256 of bytes.
std::string sha256Hex(std::string_view bytes);

// digest(x) for a JSON text.
std::string digestV1(std::string_view jsonText);

// JSON text for values Seal Desk writes into JSONB: doubles are printed
// positionally with a fractional part and never as -0.0, so that what is read
// back digests the same as what was hashed (SPEC §2 "writers beware").
std::string writerJson(const nlohmann::json& value);

} // namespace seal
