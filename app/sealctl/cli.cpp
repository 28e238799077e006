#include "cli.hpp"

#include "json_pretty.hpp"
#include "visible_text.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace seal::cli {

Args::Args(std::vector<std::string> words, std::set<std::string> flags, std::set<std::string> options)
{
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w.size() > 2 && w.rfind("--", 0) == 0) {
            std::string name = w.substr(2);
            std::optional<std::string> inlineValue;
            if (const auto eq = name.find('='); eq != std::string::npos) {
                inlineValue = name.substr(eq + 1);
                name.erase(eq);
            }
            if (flags.count(name) && !inlineValue) {
                m_flags.insert(name);
            } else if (options.count(name)) {
                if (inlineValue) {
                    m_options.emplace(name, *inlineValue);
                } else {
                    if (i + 1 >= words.size()) throw UsageError("--" + name + " needs a value");
                    m_options.emplace(name, words[++i]);
                }
            } else {
                throw UsageError("unknown option --" + name);
            }
        } else {
            m_positionals.push_back(w);
        }
    }
}

std::optional<std::string> Args::option(const std::string& name) const
{
    auto range = m_options.equal_range(name);
    if (range.first == range.second) return std::nullopt;
    return std::prev(range.second)->second;
}

std::vector<std::string> Args::all(const std::string& name) const
{
    std::vector<std::string> out;
    auto range = m_options.equal_range(name);
    for (auto it = range.first; it != range.second; ++it) out.push_back(it->second);
    return out;
}

std::string Args::positional(size_t i, const char* what) const
{
    if (i >= m_positionals.size()) throw UsageError(std::string("missing ") + what);
    return m_positionals[i];
}

void Args::expectPositionals(size_t min, size_t max) const
{
    if (m_positionals.size() < min) throw UsageError("missing argument");
    if (m_positionals.size() > max) throw UsageError("unexpected argument '" + m_positionals[max] + "'");
}

Connection Context::connect() const
{
    Connection conn = Connection::open(dsn);
    requireSealTables(conn);
    return conn;
}

std::string printable(std::string_view text)
{
    return visibleText(text);
}

void printJson(const nlohmann::json& value)
{
    // Indented for the first levels only, so the output grows linearly with the value.
    writePrettyJsonValue(value, [](std::string_view piece) { std::cout.write(piece.data(), static_cast<std::streamsize>(piece.size())); });
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
