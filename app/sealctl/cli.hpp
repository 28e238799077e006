// sealctl's command plumbing: options, output mode, exit codes.
#pragma once

#include "core/base/lookalike.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/store/store.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace CLI {
class App;
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

// What a command reads from its command line, parsed once by CLI11 from the
// options its row in the command table (main.cpp) declares. Names are spelled
// as declared: "--json", "--output", a positional's "INTENT".
struct Context
{
    std::string dsn;                   // --dsn, else SEAL_DSN, else libpq's environment
    std::string readDsn;               // --read-dsn, else SEAL_READ_DSN: a standby for reads (empty: none)
    std::vector<std::string> signerKeys; // --signer-key (repeatable, comma separated), as given
    const CLI::App* command = nullptr; // the command, parsed

    bool flag(const char* name) const;
    std::optional<std::string> value(const char* name) const; // the last one given
    std::vector<std::string> values(const char* name) const;  // a repeatable option, in order
    std::string positional(const char* name) const;           // declared, so always given
                                                              // (an OptionalPositional: value())

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
void setCurrency(std::string code); // three capital letters (UsageError otherwise)
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
// Parses a number given on the command line; UsageError when it is not one.
double parseNumber(const std::string& text, const char* what);
// A number option (--at, --until …) when given, parsed; UsageError when it is
// not a number. Parse before connecting: a usage error never waits on the store.
std::optional<double> numberOption(const Context& ctx, const char* name);
// The verb of `mandate require|release`, `change list|show|…`: the positional
// ACTION when it is one of `allowed`, else a UsageError naming them.
std::string actionOf(const Context& ctx, const char* command, std::initializer_list<const char*> allowed);
// `given`, else now by the store's clock. It takes the open connection because
// "now" is the store's only once Connection::open has measured that clock;
// asked before, nowEpoch() is this machine's.
double givenOrStoreNow(const std::optional<double>& given, const Connection& conn);

// One option or positional of a command. CLI11 parses it; help shows `value`
// (the value's name, e.g. "EPOCH"; none for a flag) and `help`.
struct OptionSpec
{
    enum Kind { Flag, Value, Repeated, Positional, OptionalPositional }; // the last: read with value()
    Kind kind;
    const char* names; // "--json", "-o,--output", or a positional's name "INTENT"
    const char* value;
    const char* help;
};

using CommandFn = int (*)(Context&);
struct Command
{
    const char* name;
    const char* usage; // the synopsis, for `sealctl --help` and `sealctl NAME --help`
    const char* summary;
    CommandFn run;
    std::vector<OptionSpec> options;
};

// The command line of the commands in `table`, with the global options --dsn,
// --read-dsn, --timeout and --version. Runs the command given and returns its exit code;
// a usage error (CLI11's own included) is one line on stderr and exit 2.
int runCommandLine(int argc, char** argv, const std::vector<Command>& table, void (*printUsage)(std::FILE*));

// Defined by the command files; listed in main.cpp.
int cmdVerify(Context&);
int cmdLicences(Context&);
int cmdClearance(Context&);
int cmdApprovals(Context&);
int cmdHolds(Context&);
int cmdWatch(Context&);
int cmdDivergences(Context&);
int cmdBudgets(Context&);
int cmdMandates(Context&);
int cmdSagas(Context&);
int cmdIntent(Context&);
int cmdReceipt(Context&);
int cmdCheck(Context&);
int cmdGrants(Context&);
int cmdIndexes(Context&);
int cmdVote(Context&);
int cmdPolicy(Context&);
int cmdRevoke(Context&);
int cmdRevokeAll(Context&);
int cmdUnfreeze(Context&);
int cmdFreeze(Context&);
int cmdMandate(Context&);
int cmdBudget(Context&);
int cmdThresholds(Context&);
int cmdProof(Context&);        // record (a write) or history (cmd_proof.cpp)
int cmdProofHistory(Context&);
int cmdSettle(Context&);
int cmdWitness(Context&);
int cmdReconcile(Context&);
int cmdDemoServer(Context&);
int cmdSimulate(Context&);
int cmdKeygen(Context&);
int cmdVerifyReceipt(Context&);
int cmdVerifySignature(Context&);
int cmdAnchor(Context&);
int cmdReport(Context&);
int cmdExportChain(Context&);
int cmdObligations(Context&);
int cmdObligation(Context&);
int cmdDualControl(Context&); // cmd_change.cpp
int cmdChange(Context&);
// How every write command ends (cmd_write.cpp): the JSON report, or the
// message (stdout when it landed, stderr otherwise), and the write's exit code.
int reportWrite(WriteFate fate, const std::string& message, const nlohmann::json& json, bool asJson);
// receipt --format html|pdf|portable (cmd_evidence.cpp); json|text stay in cmdReceipt.
bool isEvidenceReceiptFormat(const std::string& format);
int cmdEvidenceReceipt(Context&);

} // namespace seal::cli
