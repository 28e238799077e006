// Small JSON helpers shared by the evidence exports (receipts, report, chain
// export): nullable values, raw jsonb text as a value, and a JSON string
// literal for exports that splice raw bodies into text.
#pragma once

#include "core/canon/json_pretty.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace seal::evidence {

inline nlohmann::json orNull(const std::optional<std::string>& s) { return s ? nlohmann::json(*s) : nlohmann::json(); }
inline nlohmann::json orNull(const std::optional<double>& d) { return d ? nlohmann::json(*d) : nlohmann::json(); }

// A raw jsonb text as a JSON value; kept as a string if it does not parse or
// nests deeper than kJsonTreeDepth (a tree that deep would be copied recursively).
inline nlohmann::json jsonbValue(const std::optional<std::string>& text)
{
    if (!text) return nullptr;
    auto v = parseJsonBounded(*text);
    return v.is_discarded() ? nlohmann::json(*text) : v;
}

// "…" with JSON escapes; invalid UTF-8 replaced rather than thrown on.
inline std::string stringLiteral(std::string_view s)
{
    return nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace seal::evidence
