// sealctl's command line on CLI11: each row of the command table becomes a
// subcommand with the options it declares, beside the global options. Every
// usage error, CLI11's own included, is one line on stderr and exit 2 (never
// CLI11's exit codes); --help and --version exit 0.
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

constexpr const char* kGlobalOptions = "Global options, before the command: --dsn DSN, --read-dsn DSN, "
                                       "--timeout SECONDS, --currency CODE, --signer-key HEX. Exit codes: "
                                       "sealctl --help.";

// `sealctl NAME --help` starts with the synopsis from the table, not CLI11's generated one.
class CommandHelp : public CLI::Formatter
{
public:
    explicit CommandHelp(std::string usage) : m_usage(std::move(usage)) {}
    std::string make_usage(const CLI::App*, std::string) const override
    {
        return "usage: sealctl " + m_usage + "\n";
    }

private:
    std::string m_usage;
};

void declare(CLI::App& command, const OptionSpec& o)
{
    if (o.kind == OptionSpec::Flag) {
        command.add_flag(o.names)->description(o.help)->disable_flag_override(); // --json=false is refused
        return;
    }
    CLI::Option* opt = command.add_option(o.names)->description(o.help)->type_name(o.value ? o.value : "");
    if (o.kind == OptionSpec::Repeated)
        opt->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    if (o.kind == OptionSpec::Positional) opt->required(); // an OptionalPositional may be left out
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
    const bool inCommand = !app.get_subcommands().empty();
    const auto marker = std::find(words.begin(), words.end(), "--");
    for (const auto& word : app.remaining(true)) {
        if (word == "--") continue; // CLI11 keeps the marker among the extras
        const bool option = word.size() > 1 && word[0] == '-' &&
                            !std::isdigit(static_cast<unsigned char>(word[1])) &&
                            std::find(words.begin(), marker, word) != marker;
        if (option) return "unknown option " + word;
        return (inCommand ? "unexpected argument '" : "unknown command '") + word + "'";
    }
    if (!inCommand && dynamic_cast<const CLI::RequiredError*>(&e)) return "no command given";
    return e.what();
}

int usageError(const CLI::App& app, const std::string& message)
{
    const auto commands = app.get_subcommands();
    const std::string help =
        commands.empty() ? "sealctl --help" : "sealctl " + commands.front()->get_name() + " --help";
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

int parseAndRun(CLI::App& app, int argc, char** argv, const std::vector<Command>& table, Context& ctx,
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
    ctx.command = app.get_subcommands().front();
    for (const auto& c : table)
        if (ctx.command->get_name() == c.name) return c.run(ctx);
    return Internal;
}

} // namespace

int runCommandLine(int argc, char** argv, const std::vector<Command>& table, void (*printUsage)(std::FILE*))
{
    CLI::App app("the command line over the seal core", "sealctl");
    Context ctx;
    std::string timeout;
    std::string currency;
    app.option_defaults()->multi_option_policy(
        CLI::MultiOptionPolicy::TakeLast); // as always: the last one counts
    app.set_help_flag("--help", "print this help and exit");
    app.set_version_flag("--version", std::string("sealctl ") + SEAL_VERSION);
    app.add_option("--dsn", ctx.dsn, "the store's libpq connection string")->type_name("DSN");
    app.add_option("--read-dsn", ctx.readDsn, "a standby to read from; writes still go to --dsn")
        ->type_name("DSN");
    app.add_option("--timeout", timeout, "how long anything may wait on the store")->type_name("SECONDS");
    app.add_option("--currency", currency, "the currency of the store's amounts (ISO 4217)")
        ->type_name("CODE");
    app.add_option("--signer-key", ctx.signerKeys,
                   "pin the kernel's public signing key (64 hex; repeatable or comma separated)")
        ->type_name("HEX")
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    for (const auto& c : table) {
        CLI::App* command = app.add_subcommand(c.name, c.summary);
        command->fallthrough(); // the global options after the command too
        command->formatter(std::make_shared<CommandHelp>(c.usage));
        command->footer(kGlobalOptions);
        for (const auto& o : c.options)
            declare(*command, o);
    }
    app.require_subcommand(1); // after the commands: they would inherit it
    try {
        return parseAndRun(app, argc, argv, table, ctx, timeout, currency);
    } catch (const CLI::CallForHelp&) {
        if (app.get_subcommands().empty())
            printUsage(stdout);
        else
            std::fputs(app.help().c_str(), stdout);
        return Ok;
    } catch (const CLI::CallForVersion& e) {
        std::printf("%s\n", e.what());
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

bool Context::flag(const char* name) const
{
    return command->get_option(name)->count() > 0;
}

std::optional<std::string> Context::value(const char* name) const
{
    const CLI::Option* opt = command->get_option(name);
    if (opt->count() == 0) return std::nullopt;
    return opt->as<std::string>();
}

std::vector<std::string> Context::values(const char* name) const
{
    return command->get_option(name)->results();
}

std::string Context::positional(const char* name) const
{
    return command->get_option(name)->as<std::string>();
}

} // namespace seal::cli
