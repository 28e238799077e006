// sealctl's command line on CLI11: the global options, the subcommands the
// command files register (cli.hpp's register*), help from CLI11's formatter.
// Every usage error, CLI11's own included, is one line on stderr and exit 2
// (never CLI11's exit codes); --help and --version exit 0.
#include "app/sealctl/cli.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/store/replica.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>

namespace seal::cli {
namespace {

constexpr const char* kGlobalOptions = "Global options, before the command or after it: --dsn DSN, --read-dsn DSN, "
                                       "--timeout SECONDS, --currency CODE, --signer-key HEX. Exit codes: "
                                       "sealctl --help.";

// What `sealctl --help` says before its options and commands.
constexpr const char* kAbout =
    "sealctl: the command line over the seal core, for scripts and CI.\n\n"
    "The store is --dsn, else $SEAL_DSN, else libpq's environment (PGHOST, PGSERVICE, ...).\n"
    "Reads may come from a streaming standby: --read-dsn, else $SEAL_READ_DSN; writes still go to\n"
    "the store. A read first asks the store for its WAL position and waits (at most --timeout) for\n"
    "the standby to replay past it; when the store cannot be asked it reads the standby as it is\n"
    "and says so on stderr.\n"
    "--timeout (else $SEAL_TIMEOUT, else 30; 0 waits forever) bounds connecting, every lock wait\n"
    "and every query; verify, receipts, report and export-chain walk as long as the chain is.\n"
    "The store records no currency: --currency CODE (ISO 4217, else $SEAL_CURRENCY) names it in\n"
    "amount column titles and adds \"currency\" to JSON objects with amounts; amounts stay exact.\n"
    "--dsn, --read-dsn, --timeout and --currency may also follow the command. -- ends the options: what follows\n"
    "is an argument even when it starts with - (sealctl revoke --reason R -- -PATH).\n"
    "Files: -o FILE, or - for stdout. `sealctl COMMAND --help`: that command's options.\n"
    "Licence counts are cached per store in $SEAL_CACHE_DIR (else $XDG_CACHE_HOME/sealdesk, else\n"
    "~/.cache/sealdesk; SEAL_CACHE_DIR= keeps none), believed only when written under this user's key\n"
    "($SEAL_CACHE_KEY, else $XDG_DATA_HOME/sealdesk/cache.key) and checked against the chain's head;\n"
    "a clean verify recounts them.\n"
    "Exit codes: 0 fine, 1 the store is not fine, 2 usage or connection error, 3 internal error.\n"
    "Writes (vote, policy, revoke, revoke-all, freeze, unfreeze, mandate, budget, thresholds, proof,\n"
    "settle, witness, reconcile, obligations setup|sweep, obligation) also exit 4 refused by the rules\n"
    "or permissions (nothing changed, except an expiry that was recorded); witness and reconcile exit 1\n"
    "when the world is not fine (diverged, unknown, out of band), an obligations sweep when its verdict is not met.\n"
    "When the connection is lost mid-write, never retried but re-checked\n"
    "after reconnecting: 5 it landed, 6 it did not land (nothing changed), 7 could not re-check\n"
    "(not known whether it landed).\n"
    "Reads from --read-dsn exit 8 when the standby did not catch up with the store in time\n"
    "(nothing stale is printed).\n"
    "Under dual control a write that loosens a control is proposed to a second operator, not written:\n"
    "exit 9, with its change id (sealctl change show ID); change approve|reject|withdraw exit as writes.";

// The command given, deepest first: `change approve` for `sealctl change approve 7`.
const CLI::App* commandGiven(const CLI::App& top)
{
    const CLI::App* at = &top;
    while (!at->get_subcommands().empty())
        at = at->get_subcommands().front();
    return at;
}

// "change approve": the words that name a command under sealctl.
std::string commandPath(const CLI::App* command)
{
    std::string path;
    for (; command && command->get_parent(); command = command->get_parent())
        path = command->get_name() + (path.empty() ? "" : " " + path);
    return path;
}

// "require or release": the actions of a group.
std::string actionsOf(const CLI::App& group)
{
    const auto actions = group.get_subcommands([](const CLI::App*) { return true; });
    std::string list;
    for (size_t i = 0; i < actions.size(); ++i)
        list += (i == 0 ? "" : i + 1 == actions.size() ? " or " : ", ") + actions[i]->get_name();
    return list;
}

std::chrono::milliseconds timeoutFrom(const std::string& text, const char* what)
{
    const auto timeout = parseTimeoutSeconds(text);
    if (!timeout)
        throw UsageError(std::string(what) +
                         " must be a number of seconds from 0 (wait forever) to 86400, not '" + text + "'");
    return *timeout;
}

// CLI11's message, or the one sealctl has always given where it is clearer.
// `words` are the arguments: a word after "--" is never an option.
std::string usageText(const CLI::App& app, const CLI::ParseError& e, const std::vector<std::string>& words)
{
    const CLI::App* given = commandGiven(app);
    const bool inCommand = given != &app;
    const bool group = inCommand && !given->get_subcommands({}).empty();
    const auto marker = std::find(words.begin(), words.end(), "--");
    for (const auto& word : app.remaining(true)) {
        if (word == "--") continue; // CLI11 keeps the marker among the extras
        const bool option = word.size() > 1 && word[0] == '-' &&
                            !std::isdigit(static_cast<unsigned char>(word[1])) &&
                            std::find(words.begin(), marker, word) != marker;
        if (option) return "unknown option " + word;
        if (group) return commandPath(given) + " takes " + actionsOf(*given) + ", not '" + word + "'";
        return (inCommand ? "unexpected argument '" : "unknown command '") + word + "'";
    }
    if (dynamic_cast<const CLI::RequiredError*>(&e)) {
        if (!inCommand) return "no command given";
        if (group && given->get_subcommands().empty() && given->get_require_subcommand_min() > 0)
            return commandPath(given) + " takes " + actionsOf(*given);
    }
    return e.what();
}

int usageError(const CLI::App& app, const std::string& message)
{
    const CLI::App* given = commandGiven(app);
    const std::string help = given == &app ? "sealctl --help" : "sealctl " + commandPath(given) + " --help";
    std::fprintf(stderr, "sealctl: %s (see %s)\n", printable(message).c_str(), help.c_str());
    return UsageOrConnection;
}

// Where licence counts are cached between runs and the key that
// authenticates them (core/rules/aggregate_cache_file.hpp): the one reading of
// the environment sealdesk uses too. An ignored cache file is one line on stderr.
void configureCache()
{
    AggregateCache& cache = AggregateCache::instance();
    cache.configureFromEnvironment();
    cache.setWarningSink([](const std::string& line) { std::fprintf(stderr, "sealctl: %s\n", printable(line).c_str()); });
}

int parseAndRun(CLI::App& app, const CommandTable& table, int argc, char** argv, Context& ctx,
                const std::string& timeout, std::string& currency)
{
    // Read once, before anything else runs: --timeout (below) wins.
    if (const char* env = std::getenv("SEAL_TIMEOUT"); env && *env)
        setStoreTimeout(timeoutFrom(env, "SEAL_TIMEOUT"));
    app.parse(argc, argv);
    if (ctx.readDsn.empty())
        if (const char* env = std::getenv("SEAL_READ_DSN"); env && *env) ctx.readDsn = env;
    if (!timeout.empty()) setStoreTimeout(timeoutFrom(timeout, "--timeout"));
    if (currency.empty())
        if (const char* env = std::getenv("SEAL_CURRENCY"); env && *env) currency = env;
    if (!currency.empty()) setCurrency(currency);
    configureCache();
    const Run* run = table.runOf(commandGiven(app));
    return run ? (*run)(ctx) : Internal;
}

void listInto(const CLI::App& command, std::string& out)
{
    std::string line = commandPath(&command);
    for (const CLI::Option* o : command.get_options()) {
        if (o->get_positional() || o->get_group().empty() || o == command.get_help_ptr()) continue;
        line += (line.empty() ? "" : " ") + o->get_name(false, true);
    }
    out += line + "\n";
    for (const CLI::App* sub : command.get_subcommands({}))
        listInto(*sub, out);
}

// Every command and its options, one line each ("change approve --json"), the
// global options first: `sealctl --list-commands`.
std::string listCommands(const CLI::App& top)
{
    std::string out;
    listInto(top, out);
    return out;
}

void addGlobalOptions(CLI::App& app, Context& ctx, std::string& timeout, std::string& currency)
{
    app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast); // as always: the last one counts
    app.set_help_flag("--help", "print this help and exit");
    app.set_version_flag("--version", std::string("sealctl ") + SEAL_VERSION, "print the version and exit");
    app.add_option("--dsn", ctx.dsn, "the store's libpq connection string")->type_name("DSN");
    app.add_option("--read-dsn", ctx.readDsn, "a standby to read from; writes still go to --dsn")->type_name("DSN");
    app.add_option("--timeout", timeout, "how long anything may wait on the store")->type_name("SECONDS");
    app.add_option("--currency", currency, "the currency of the store's amounts (ISO 4217)")->type_name("CODE");
    app.add_option("--signer-key", ctx.signerKeys,
                   "pin the kernel's public signing key (64 hex; repeatable or comma separated)")
        ->type_name("HEX")
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_flag_callback("--list-commands", [&app] {
           std::fputs(listCommands(app).c_str(), stdout);
           throw CLI::Success();
       })
        ->group(""); // hidden: for the test that holds the man page to this table
}

} // namespace

CLI::App* CommandTable::add(const std::string& name, const std::string& summary, Run run, CLI::App* parent)
{
    CLI::App* command = (parent ? *parent : m_top).add_subcommand(name, summary);
    command->fallthrough(); // the global options after the command too
    command->footer(kGlobalOptions);
    command->group(parent ? "actions" : "commands");
    if (run) m_runs.emplace(command, std::move(run));
    return command;
}

CLI::App* CommandTable::addGroup(const std::string& name, const std::string& summary)
{
    CLI::App* group = add(name, summary, nullptr);
    group->require_subcommand(1);
    return group;
}

const Run* CommandTable::runOf(const CLI::App* command) const
{
    const auto it = m_runs.find(command);
    return it == m_runs.end() ? nullptr : &it->second;
}


int runCommandLine(int argc, char** argv, void (*registerCommands)(CommandTable&))
{
    CLI::App app(kAbout, "sealctl");
    auto help = std::make_shared<CLI::Formatter>();
    help->label("Usage", "usage");
    help->label("SUBCOMMAND", "COMMAND");
    help->column_width(34);
    app.formatter(help); // the commands inherit it
    Context ctx;
    std::string timeout;
    std::string currency;
    addGlobalOptions(app, ctx, timeout, currency);
    CommandTable table(app);
    registerCommands(table);
    app.require_subcommand(1); // after the commands: they would inherit it
    try {
        return parseAndRun(app, table, argc, argv, ctx, timeout, currency);
    } catch (const CLI::CallForHelp&) {
        std::fputs(app.help().c_str(), stdout);
        return Ok;
    } catch (const CLI::CallForVersion& e) {
        std::printf("%s\n", e.what());
        return Ok;
    } catch (const CLI::Success&) { // --list-commands
        return Ok;
    } catch (const CLI::ParseError& e) {
        return usageError(app, usageText(app, e, std::vector<std::string>(argv + 1, argv + argc)));
    } catch (const UsageError& e) {
        return usageError(app, e.what());
    } catch (const StaleStandbyError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return StandbyBehind;
    } catch (const StoreError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str()); // may quote a stored value
        return UsageOrConnection;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sealctl: internal error: %s\n", printable(e.what()).c_str());
        return Internal;
    } catch (...) {
        std::fprintf(stderr, "sealctl: internal error\n");
        return Internal;
    }
}

std::vector<std::string> Context::pinnedSignerKeys() const
{
    std::string text;
    for (const auto& k : signerKeys)
        text += k + ",";
    const char* env = std::getenv("SEAL_SIGNER_KEY");
    if (signerKeys.empty() && env) text = env;
    try {
        return parsePinnedKeys(text);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string(signerKeys.empty() ? "SEAL_SIGNER_KEY: " : "--signer-key: ") + e.what());
    }
}

} // namespace seal::cli
