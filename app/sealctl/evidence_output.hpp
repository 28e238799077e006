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

struct Context;

// `sealctl receipt`'s options (registered in cmd_read.cpp): json|text are the
// incident receipt there, the other formats are evidenceReceipt's (cmd_evidence.cpp).
struct ReceiptOptions
{
    std::string intent;
    std::string format = "text";
    std::optional<std::string> key; // no longer used
    std::optional<double> window;
    std::optional<double> at;
    std::optional<std::string> output;
};
// html|pdf|authorization-json|portable
bool isEvidenceReceiptFormat(const std::string& format);
int evidenceReceipt(Context& ctx, const ReceiptOptions& o);

} // namespace seal::cli
