#include "core/evidence/linked_libraries.hpp"

#include <cairo.h>
#include <curl/curl.h>
#include <libpq-fe.h>
#include <nlohmann/json.hpp>
#include <openssl/crypto.h>
#include <pango/pango.h>
#include <unicode/uversion.h>

namespace seal {
namespace {

// PQlibVersion() is 150018 for 15.18 (from PostgreSQL 10 on: major * 10000 + minor).
std::string libpqVersion()
{
    const int v = PQlibVersion();
    return std::to_string(v / 10000) + "." + std::to_string(v % 10000);
}

std::string opensslVersion()
{
    return std::to_string(OPENSSL_version_major()) + "." + std::to_string(OPENSSL_version_minor()) + "." +
           std::to_string(OPENSSL_version_patch());
}

std::string curlVersion()
{
    const curl_version_info_data* info = curl_version_info(CURLVERSION_NOW);
    return info && info->version ? info->version : "?";
}

std::string icuVersion()
{
    UVersionInfo version;
    u_getVersion(version); // the library loaded, not the headers built against
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    return text;
}

} // namespace

std::vector<LinkedLibrary> linkedLibraries()
{
    return {
        {"libpq", libpqVersion()},
        {"OpenSSL", opensslVersion()},
        {"libcurl", curlVersion()},
        {"nlohmann_json", std::to_string(NLOHMANN_JSON_VERSION_MAJOR) + "." +
                              std::to_string(NLOHMANN_JSON_VERSION_MINOR) + "." +
                              std::to_string(NLOHMANN_JSON_VERSION_PATCH)},
        {"cairo", cairo_version_string()},
        {"pango", pango_version_string()},
        {"ICU", icuVersion()},
    };
}

} // namespace seal
