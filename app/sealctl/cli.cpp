#include "app/sealctl/cli.hpp"

#include "core/base/clock.hpp"
#include "core/base/currency_units.hpp"
#include "core/base/visible_text.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/store/replica.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
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
    if (!isCurrencyCode(code))
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

namespace {

// A number on the command line, the same under every locale; only finite ones.
double parseNumber(const std::string& text, const std::string& what)
{
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        throw UsageError(what + " must be a number, not '" + text + "'");
    return v;
}

std::int64_t parseWhole(const std::string& text, const std::string& what)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        throw UsageError(what + " must be a whole number, not '" + text + "'");
    return v;
}

// The option's long name for its messages: "--output" of "-o,--output".
std::string longName(const std::string& names)
{
    const auto comma = names.rfind(',');
    return comma == std::string::npos ? names : names.substr(comma + 1);
}

} // namespace

CLI::Option* addFlag(CLI::App& command, const std::string& name, bool& into, const std::string& help)
{
    return command.add_flag(name, into, help)->disable_flag_override(); // --json=false is refused
}

CLI::Option* addJson(CLI::App& command, bool& into)
{
    return addFlag(command, "--json", into, "JSON for machines instead of text");
}

CLI::Option* addText(CLI::App& command, const std::string& names, std::optional<std::string>& into,
                     const std::string& valueName, const std::string& help)
{
    return command.add_option(names, into, help)->type_name(valueName);
}

CLI::Option* addOutput(CLI::App& command, std::optional<std::string>& into, const std::string& valueName)
{
    return addText(command, "-o,--output", into, valueName,
                   "write to " + valueName + " instead of stdout (- is stdout)");
}

CLI::Option* addReason(CLI::App& command, std::optional<std::string>& into)
{
    return addText(command, "--reason", into, "TEXT", "why, recorded with the write");
}

CLI::Option* addArgument(CLI::App& command, const std::string& name, std::string& into, const std::string& help)
{
    return command.add_option(name, into, help)->required();
}

CLI::Option* addNumber(CLI::App& command, const std::string& name, std::optional<double>& into,
                       const std::string& valueName, const std::string& help)
{
    const std::string what = longName(name);
    return command
        .add_option_function<std::string>(
            name, [&into, what](const std::string& text) { into = parseNumber(text, what); }, help)
        ->type_name(valueName);
}

CLI::Option* addAt(CLI::App& command, std::optional<double>& into, const std::string& help)
{
    return addNumber(command, "--at", into, "EPOCH", help);
}

CLI::Option* addWhole(CLI::App& command, const std::string& name, std::optional<std::int64_t>& into,
                      const std::string& valueName, const std::string& help)
{
    const std::string what = longName(name);
    return command
        .add_option_function<std::string>(
            name, [&into, what](const std::string& text) { into = parseWhole(text, what); }, help)
        ->type_name(valueName);
}

CLI::Validator wholeIn(std::int64_t low, std::int64_t high)
{
    const std::string range = std::to_string(low) + ".." + std::to_string(high);
    return CLI::Validator( // the option's help says the range in words
        [low, high, range](std::string& text) -> std::string {
            std::int64_t v = 0;
            const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
            if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < low || v > high)
                return "must be a whole number from " + range + ", not '" + text + "'";
            return {};
        },
        "");
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

} // namespace seal::cli
