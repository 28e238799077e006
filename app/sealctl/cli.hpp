// sealctl's command plumbing: options, output mode, exit codes.
#pragma once

#include "core/base/lookalike.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/store/store.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
class Validator;
}

namespace seal {
enum class WriteFate; // governance.hpp
}

namespace seal::cli {

// Exit codes (README): 0 fine, 1 the store is not fine, 2 usage or
// connection error, 3 internal error. Writes add their own (4..7, see
// cmd_write); a read from --read-dsn whose standby did not catch up with the
// primary in time exits 8.
// A governed write under dual control that was proposed to a second operator,
// not written, exits 9 (dual_control.hpp).
enum Exit : int { Ok = 0, StoreNotFine = 1, UsageOrConnection = 2, Internal = 3, StandbyBehind = 8, Proposed = 9 };

class UsageError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// What every command shares: the store it talks to and the keys pinned
// globally. A command's own options live in its own struct (cmd_*.cpp).
struct Context
{
    std::string dsn;                   // --dsn, else SEAL_DSN, else libpq's environment
    std::string readDsn;               // --read-dsn, else SEAL_READ_DSN: a standby for reads (empty: none)
    std::vector<std::string> signerKeys; // --signer-key (repeatable, comma separated), as given

    // Connects to the primary (--dsn) and checks the seal tables exist
    // (reports missing ones by name). Every write uses it.
    Connection connect() const;
    // The connection a read command reads from: the standby (--read-dsn),
    // once it has replayed what the primary had committed (bounded by
    // --timeout; StaleStandbyError when not), else connect().
    Connection connectForRead() const;
    // The kernel's public signing keys the user pins: --signer-key, else
    // $SEAL_SIGNER_KEY; each 64 hex digits, lowercase (UsageError otherwise).
    std::vector<std::string> pinnedSignerKeys() const;
};

// Store text (agent-written) for a terminal: controls, bidi and zero-width
// characters shown as ⟨U+XXXX⟩, bytes that are not UTF-8 as U+FFFD (core's
// visible_text, the console's filter). JSON output never goes through it.
std::string printable(std::string_view text);

// The currency of the store's amounts (--currency, else SEAL_CURRENCY; ""
// when neither is given): the store records none. Amounts stay exact
// numbers; a table's amount columns say the code in their title
// ("AMOUNT (EUR)") and JSON objects with amounts gain "currency".
const std::string& currency();
void setCurrency(std::string code); // an ISO 4217 code in use (core's isCurrencyCode; UsageError otherwise)
std::string amountTitle(const char* title);
// Adds "currency" to each object of `list` (or to `object` itself) when one is set.
void tagCurrency(nlohmann::json& objectOrList);

// Look-alikes (issue 26, item 4): identifiers of one kind that an output shows
// (paths; makers and approvers; budget keys; domains), each examined against
// all the others. A value that mixes scripts or reads as another is marked in
// its cell and explained under the table. --json never carries the mark.
class LookalikeNotes
{
public:
    explicit LookalikeNotes(const std::vector<std::string>& ids) : m_index(ids) {}
    // The cell: printable(id), and " [look-alike]" when it is one (noted for print()).
    std::string cell(const std::string& id);
    std::string cell(const std::optional<std::string>& id) { return id ? cell(*id) : std::string("-"); }
    // One line per marked value: "  payouts.wіre  [look-alike: Cyrillic і U+0456; looks like payouts.wire]".
    void print() const;

private:
    LookalikeIndex m_index;
    std::set<std::string> m_noted;
    std::vector<std::string> m_lines;
};

// Prints rows as left-aligned columns, two spaces apart, widths in code points
// (so "→" does not skew them); the last column is not padded. Cells are
// already printable().
void printTable(const std::vector<std::vector<std::string>>& rows);

// Writes a JSON value to stdout, pretty, UTF-8 as is.
void printJson(const nlohmann::json& value);
// The same for an array printed element by element (a list too long to hold).
class JsonArrayOutput
{
public:
    JsonArrayOutput();
    void add(const nlohmann::json& element) { m_writer.add(element); }
    void addText(std::string_view elementText) { m_writer.addText(elementText); }
    void finish();

private:
    PrettyJsonArrayWriter m_writer;
};
// `given`, else now by the store's clock. It takes the open connection because
// "now" is the store's only once Connection::open has measured that clock;
// asked before, nowEpoch() is this machine's.
double givenOrStoreNow(const std::optional<double>& given, const Connection& conn);

// sealctl's commands are CLI11 subcommands. Each cmd_*.cpp registers its own
// (the register* functions below) with typed options bound to a struct of its
// own, and says what runs it; runCommandLine runs the one given.
using Run = std::function<int(Context&)>;
class CommandTable
{
public:
    explicit CommandTable(CLI::App& top) : m_top(top) {}
    // `sealctl NAME`, or `sealctl PARENT NAME` under a group: the global
    // options may follow it, its help ends with where they are.
    CLI::App* add(const std::string& name, const std::string& summary, Run run, CLI::App* parent = nullptr);
    // A command whose actions are its subcommands (`change approve ID`): one of them is required.
    CLI::App* addGroup(const std::string& name, const std::string& summary);
    // What runs `command` (null for a group, which runs nothing itself).
    const Run* runOf(const CLI::App* command) const;

private:
    CLI::App& m_top;
    std::map<const CLI::App*, Run> m_runs;
};

// Options every command spells the same way. A flag refuses a value
// (--json=false); the last of a repeated single-valued option counts.
CLI::Option* addFlag(CLI::App& command, const std::string& name, bool& into, const std::string& help);
CLI::Option* addJson(CLI::App& command, bool& into); // --json
CLI::Option* addText(CLI::App& command, const std::string& names, std::optional<std::string>& into,
                     const std::string& valueName, const std::string& help);
// -o,--output FILE (- is stdout): every command that writes a file takes it so.
CLI::Option* addOutput(CLI::App& command, std::optional<std::string>& into, const std::string& valueName = "FILE");
CLI::Option* addReason(CLI::App& command, std::optional<std::string>& into); // --reason TEXT
// A positional argument, always given.
CLI::Option* addArgument(CLI::App& command, const std::string& name, std::string& into, const std::string& help);
// Numbers are read the same under every locale (std::from_chars: "1.5", never
// "1,5"; CLI11 2.1 converts with strtold, which follows LC_NUMERIC), finite,
// before anything connects; a bad one is "NAME must be a number, not 'TEXT'".
CLI::Option* addNumber(CLI::App& command, const std::string& name, std::optional<double>& into,
                       const std::string& valueName, const std::string& help);
// --at EPOCH: as of this time (seconds since 1970, UTC; default now).
CLI::Option* addAt(CLI::App& command, std::optional<double>& into,
                   const std::string& help = "as of this time (seconds since 1970, UTC; default now)");
// A whole number (from_chars too): "NAME must be a whole number, not 'TEXT'".
CLI::Option* addWhole(CLI::App& command, const std::string& name, std::optional<std::int64_t>& into,
                      const std::string& valueName, const std::string& help);
// A CLI11 check that a whole number lies in [low, high].
CLI::Validator wholeIn(std::int64_t low, std::int64_t high);

// The command line of the commands the register* functions add, with the
// global options --dsn, --read-dsn, --timeout, --currency, --signer-key and
// --version. Runs the command given and returns its exit code; a usage error
// (CLI11's own included) is one line on stderr and exit 2.
// `sealctl --list-commands` (hidden) prints every command and its options, one
// line each ("change approve --json"), for the test that holds the man page to them.
int runCommandLine(int argc, char** argv, void (*registerCommands)(CommandTable&));

// Each command file registers its commands (main.cpp calls them in help's order).
void registerCheck(CommandTable& table);     // check, grants, indexes
void registerVerify(CommandTable& table);    // verify
void registerReads(CommandTable& table);     // licences, clearance, approvals, holds, divergences
void registerWatch(CommandTable& table);     // watch
void registerSpend(CommandTable& table);     // budgets, mandates, sagas
void registerIntent(CommandTable& table);    // intent
void registerReceipt(CommandTable& table);   // receipt (cmd_read.cpp, its evidence formats in cmd_evidence.cpp)
void registerWrites(CommandTable& table);    // vote, policy, revoke, revoke-all, freeze, unfreeze, mandate, budget,
                                             // thresholds, proof record
// proof history (cmd_proof.cpp), under the proof group registerWrites makes
void registerProofHistory(CLI::App& proof, CommandTable& table);
void registerSettle(CommandTable& table);    // settle, witness, reconcile
void registerObligations(CommandTable& table); // obligations, obligation
void registerChange(CommandTable& table);    // dual-control, change
void registerDemo(CommandTable& table);      // demo-server, simulate
void registerEvidence(CommandTable& table);  // keygen, verify-signature, verify-receipt
void registerExport(CommandTable& table);    // anchor, report, export-chain

// How every write command ends (cmd_write.cpp): the JSON report, or the
// message (stdout when it landed, stderr otherwise), and the write's exit code.
int reportWrite(WriteFate fate, const std::string& message, const nlohmann::json& json, bool asJson);

} // namespace seal::cli
