// Output plumbing shared by the evidence commands (receipts, keys, anchors,
// reports, chain export): writing -o FILE or stdout, and making
// store strings safe for a terminal.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

namespace seal::cli {

// Writes bytes to the file, or to stdout when there is none (or "-").
// Prints one line naming the file and returns false when it cannot.
bool writeOutput(const std::optional<std::string>& path, const std::string& bytes);

// " — written to FILE", or "" for stdout: the end of a summary line.
std::string describeOutput(const std::optional<std::string>& path);

// Where a summary line goes: stdout, unless the document itself went there.
std::FILE* summaryStream(const std::optional<std::string>& path);

// Store strings are agent-written: printable() (cli.hpp), for the callers here.
std::string printableText(std::string_view text);

// A whole decimal number from the command line; UsageError when not one.
std::int64_t parseInteger(const std::string& text, const char* what);

} // namespace seal::cli
