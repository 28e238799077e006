#include "core/canon/cert_digest.hpp"

#include "core/canon/digest.hpp"
#include "core/canon/rfc8785.hpp"

#include <nlohmann/json.hpp>

namespace seal {

CertVersion certVersionOf(const nlohmann::json& body)
{
    if (!body.is_object()) return CertVersion::V1;
    const auto cv = body.find("cv");
    if (cv == body.end() || !cv->is_number()) return CertVersion::V1;
    return cv->get<double>() == 2.0 ? CertVersion::V2 : CertVersion::V1;
}

CertHash recomputeCertHash(std::string_view bodyText)
{
    const auto body = nlohmann::json::parse(bodyText.begin(), bodyText.end(), nullptr, false);
    if (body.is_discarded() || !body.is_object()) throw CanonError("the cert body is not a JSON object");
    CertHash out;
    out.version = certVersionOf(body);
    const std::string text =
        out.version == CertVersion::V2 ? canonicalCertV2(bodyText) : canonicalV1Without(bodyText, "hash");
    out.hash = sha256Hex(text);
    return out;
}

std::string hashBytes(std::string_view hashHex)
{
    if (hashHex.size() != 64) return {};
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::string out(32, '\0');
    for (size_t i = 0; i < 32; ++i) {
        const int hi = nibble(hashHex[2 * i]), lo = nibble(hashHex[2 * i + 1]);
        if (hi < 0 || lo < 0) return {};
        out[i] = static_cast<char>(hi << 4 | lo);
    }
    return out;
}

} // namespace seal
