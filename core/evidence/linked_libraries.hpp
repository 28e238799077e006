// The libraries core is linked with, and their versions as the running
// process reports them (libpq, OpenSSL, libcurl, cairo, pango) or as they were
// compiled in (nlohmann_json, header-only): for Help ▸ About and bug reports.
// It lives in evidence/ because this is the one sealcore folder that links
// all of them.
#pragma once

#include <string>
#include <vector>

namespace seal {

struct LinkedLibrary
{
    std::string name;    // "libpq"
    std::string version; // "15.18"
};

// In a fixed order: libpq, OpenSSL, libcurl, nlohmann_json, cairo, pango.
std::vector<LinkedLibrary> linkedLibraries();

} // namespace seal
