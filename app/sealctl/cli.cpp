#include "cli.hpp"

#include "json_pretty.hpp"
#include "replica.hpp"
#include "visible_text.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace seal::cli {

Connection Context::connect() const
{
    Connection conn = Connection::open(dsn);
    requireSealTables(conn);
    return conn;
}

Connection Context::connectForRead() const
{
    if (readDsn.empty()) return connect();
    FreshRead read = openFreshRead(dsn, readDsn);
    if (!read.freshnessUnknown.empty())
        std::fprintf(stderr, "sealctl: reading from the standby %s as it is, freshness unknown: %s\n",
                     printable(read.conn.describe()).c_str(), printable(read.freshnessUnknown).c_str());
    requireSealTables(read.conn);
    return std::move(read.conn);
}

std::string printable(std::string_view text)
{
    return visibleText(text);
}

namespace {
void writeStdout(std::string_view piece)
{
    std::cout.write(piece.data(), static_cast<std::streamsize>(piece.size()));
}
} // namespace

void printJson(const nlohmann::json& value)
{
    // Indented for the first levels only, so the output grows linearly with the value.
    writePrettyJsonValue(value, writeStdout);
    std::cout << '\n';
}

JsonArrayOutput::JsonArrayOutput() : m_writer(writeStdout) {}

void JsonArrayOutput::finish()
{
    m_writer.finish();
    std::cout << '\n';
}

double parseNumber(const std::string& text, const char* what)
{
    errno = 0;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || errno == ERANGE)
        throw UsageError(std::string(what) + " must be a number, not '" + text + "'");
    return v;
}

} // namespace seal::cli
