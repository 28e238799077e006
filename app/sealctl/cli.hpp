// sealctl's command plumbing: options, output mode, exit codes.
#pragma once

#include "store.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace seal::cli {

// Exit codes (README): 0 fine, 1 the store is not fine, 2 usage or
// connection error, 3 internal error. Writes add their own (see cmd_write).
enum Exit : int { Ok = 0, StoreNotFine = 1, UsageOrConnection = 2, Internal = 3 };

class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The words after the command name: --flags, --options VALUE and positionals.
class Args
{
public:
    Args(std::vector<std::string> words, std::set<std::string> flags, std::set<std::string> options);
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> option(const std::string& name) const;
    std::vector<std::string> all(const std::string& name) const; // repeatable option
    const std::vector<std::string>& positionals() const { return m_positionals; }
    std::string positional(size_t i, const char* what) const; // UsageError when missing
    void expectPositionals(size_t min, size_t max) const;

private:
    std::set<std::string> m_flags;
    std::multimap<std::string, std::string> m_options;
    std::vector<std::string> m_positionals;
};

struct Context
{
    std::string dsn;                // --dsn, else SEAL_DSN, else libpq's environment
    std::vector<std::string> words; // after the command name

    // Connects and checks the seal tables exist (reports missing ones by name).
    Connection connect() const;
};

// Store text (agent-written) for a terminal: controls, bidi and zero-width
// characters shown as ⟨U+XXXX⟩, bytes that are not UTF-8 as U+FFFD (core's
// visible_text, the console's filter). JSON output never goes through it.
std::string printable(std::string_view text);

// Writes a JSON value to stdout, pretty, UTF-8 as is.
void printJson(const nlohmann::json& value);
// Parses a number given on the command line; UsageError when it is not one.
double parseNumber(const std::string& text, const char* what);

using CommandFn = int (*)(Context&);
struct Command
{
    const char* name;
    const char* usage;
    const char* summary;
    CommandFn run;
};

// Defined by the command files; listed in main.cpp.
int cmdVerify(Context&);
int cmdLicences(Context&);
int cmdClearance(Context&);
int cmdApprovals(Context&);
int cmdHolds(Context&);
int cmdDivergences(Context&);
int cmdReceipt(Context&);
int cmdCheck(Context&);
int cmdGrants(Context&);
int cmdVote(Context&);
int cmdPolicy(Context&);
int cmdRevoke(Context&);
int cmdRevokeAll(Context&);
int cmdUnfreeze(Context&);
int cmdSettle(Context&);
int cmdDemoServer(Context&);
int cmdSimulate(Context&);
int cmdKeygen(Context&);
int cmdVerifyReceipt(Context&);
int cmdAnchor(Context&);
int cmdReport(Context&);
int cmdExportChain(Context&);
// receipt --format html|pdf|portable (cmd_evidence.cpp); json|text stay in cmdReceipt.
bool isEvidenceReceiptFormat(const std::vector<std::string>& words);
int cmdEvidenceReceipt(Context&);

} // namespace seal::cli
