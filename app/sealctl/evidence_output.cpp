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

std::int64_t parseInteger(const std::string& text, const char* what)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        throw UsageError(std::string(what) + " must be a whole number, not '" + text + "'");
    return v;
}

} // namespace seal::cli
