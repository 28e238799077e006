// Which digest a stored cert body is hashed with, and that hash (SPEC-kernel.md
// §15.2): a body whose "cv" is the number 2 is a v2 cert (RFC 8785 text without
// "hash" and "sig"); every other body is v1 (digest v1 without "hash"; a "sig"
// on a v1 body is hashed). This is the plain reference form, parsed into a
// DOM; the chain walk's streaming digester must agree with it byte for byte.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace seal {

enum class CertVersion
{
    V1,
    V2
};

// The version a parsed body declares: V2 exactly when its "cv" member is the
// number 2 (2 or 2.0; the string "2" does not count).
CertVersion certVersionOf(const nlohmann::json& body);

struct CertHash
{
    CertVersion version = CertVersion::V1;
    std::string hash; // lowercase hex SHA-256 of the canonical text
};

// The hash `bodyText` (a JSON object as stored) should carry. Throws
// CanonError when the body cannot be canonicalised under its version.
CertHash recomputeCertHash(std::string_view bodyText);

// The bytes a v2 signature covers: the 32 raw bytes of a 64-hex hash (SPEC
// §15.1); empty when `hashHex` is not 64 lowercase or uppercase hex digits.
std::string hashBytes(std::string_view hashHex);

} // namespace seal
