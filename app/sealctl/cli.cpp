#include "app/sealctl/cli.hpp"

#include "core/base/clock.hpp"
#include "core/base/visible_text.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/store/replica.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace seal::cli {

namespace {

// "365 d 0 h", "2 h 0 min", "3 min 12 s", "7 s": how far this machine's clock is off.
std::string skewAmount(double seconds)
{
    const long long s = std::llround(std::fabs(seconds));
    if (s >= 2 * 86400) return std::to_string(s / 86400) + " d " + std::to_string(s % 86400 / 3600) + " h";
    if (s >= 3600) return std::to_string(s / 3600) + " h " + std::to_string(s % 3600 / 60) + " min";
    if (s >= 60) return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
    return std::to_string(s) + " s";
}

// Once per run, after the first connection measured the store's clock
// (Connection::open does): every time sealctl judges or writes is the store's.
void sayClockSkew()
{
    static bool said = false;
    const auto offset = storeClockOffset();
    if (said || !offset || std::fabs(*offset) <= kClockSkewWorthSaying) return;
    said = true;
    std::fprintf(stderr, "sealctl: this machine's clock is %s %s the store's; times are the store's\n",
                 skewAmount(*offset).c_str(), *offset > 0 ? "behind" : "ahead of");
}

} // namespace

Connection Context::connect() const
{
    Connection conn = Connection::open(dsn);
    sayClockSkew();
    requireSealTables(conn);
    return conn;
}

Connection Context::connectForRead() const
{
    if (readDsn.empty()) return connect();
    FreshRead read = openFreshRead(dsn, readDsn);
    sayClockSkew();
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

std::string LookalikeNotes::cell(const std::string& id)
{
    const Lookalike l = m_index.examine(id);
    if (!l.suspicious()) return printable(id);
    if (m_noted.insert(id).second) m_lines.push_back("  " + printable(id) + "  [look-alike: " + l.text() + "]");
    return printable(id) + " [look-alike]";
}

void LookalikeNotes::print() const
{
    for (const auto& line : m_lines)
        std::printf("%s\n", line.c_str());
}

namespace {
std::string& currencyCode()
{
    static std::string code;
    return code;
}
} // namespace

const std::string& currency()
{
    return currencyCode();
}

void setCurrency(std::string code)
{
    const bool iso = code.size() == 3 &&
                     std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!iso)
        throw UsageError("--currency wants an ISO 4217 code such as EUR or USD, not '" + printable(code) +
                         "'");
    currencyCode() = std::move(code);
}

std::string amountTitle(const char* title)
{
    return currency().empty() ? std::string(title) : std::string(title) + " (" + currency() + ")";
}

void tagCurrency(nlohmann::json& objectOrList)
{
    if (currency().empty()) return;
    if (objectOrList.is_object()) objectOrList["currency"] = currency();
    if (objectOrList.is_array())
        for (auto& item : objectOrList)
            if (item.is_object()) item["currency"] = currency();
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

std::optional<double> numberOption(const Context& ctx, const char* name)
{
    const auto v = ctx.value(name);
    if (!v) return std::nullopt;
    return parseNumber(*v, name);
}

double givenOrStoreNow(const std::optional<double>& given, const Connection& /*measuredTheClock*/)
{
    return given ? *given : nowEpoch();
}

namespace {

// Display width in code points, so "→" and "—" do not skew columns.
size_t displayWidth(std::string_view s)
{
    return static_cast<size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

} // namespace

void printTable(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<size_t> widths;
    for (const auto& row : rows)
        for (size_t i = 0; i < row.size(); ++i) {
            if (widths.size() <= i) widths.push_back(0);
            widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
    for (const auto& row : rows) {
        std::string line;
        for (size_t i = 0; i < row.size(); ++i) {
            line += row[i];
            if (i + 1 < row.size()) line.append(widths[i] - displayWidth(row[i]) + 2, ' ');
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        std::printf("%s\n", line.c_str());
    }
}

std::string actionOf(const Context& ctx, const char* command, std::initializer_list<const char*> allowed)
{
    const std::string verb = ctx.positional("ACTION");
    std::string list;
    for (const char* a : allowed) {
        if (verb == a) return verb;
        list += (list.empty() ? "" : " or ") + std::string(a);
    }
    throw UsageError(std::string(command) + " takes " + list + ", not '" + verb + "'");
}

} // namespace seal::cli
