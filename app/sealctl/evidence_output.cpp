#include "app/sealctl/evidence_output.hpp"

#include "app/sealctl/cli.hpp"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace seal::cli {

bool writeOutput(const std::optional<std::string>& path, const std::string& bytes)
{
    if (!path || *path == "-") {
        std::fwrite(bytes.data(), 1, bytes.size(), stdout);
        return std::fflush(stdout) == 0;
    }
    std::ofstream out(*path, std::ios::binary | std::ios::trunc);
    if (out) out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (out) out.close();
    if (!out) {
        std::fprintf(stderr, "sealctl: cannot write %s: %s\n", printable(*path).c_str(), std::strerror(errno));
        return false;
    }
    return true;
}

std::string describeOutput(const std::optional<std::string>& path)
{
    return !path || *path == "-" ? std::string() : " \u2014 written to " + printable(*path);
}

std::FILE* summaryStream(const std::optional<std::string>& path)
{
    return !path || *path == "-" ? stderr : stdout;
}

std::string printableText(std::string_view text)
{
    return printable(text);
}

} // namespace seal::cli
