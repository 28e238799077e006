// sealctl: the command line over the seal core, for scripts and CI.
#include "cli.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::cli;

namespace {

const std::vector<Command>& commands()
{
    static const std::vector<Command> list = {
        {"check", "check [--json]", "connect and report missing seal tables", cmdCheck},
        {"grants", "grants ROLE --approver|--operator",
         "the GRANT statements (tables and sequences) a person's role needs, for the store's owner to run",
         cmdGrants},
        {"verify", "verify [--json]", "walk the certificate chain and name every break", cmdVerify},
        {"licences", "licences [--json] [--path P]... [--only] [--since EPOCH] [--effective [--at EPOCH]]",
         "autonomy level per known path (+ each --path; --only: just those); --effective adds whether it may "
         "spend unattended now (or as of --at), and why not",
         cmdLicences},
        {"clearance", "clearance [--json] [--at EPOCH] [--path P]... [--only]",
         "clearance policy and effective status per path, as of --at (default now)", cmdClearance},
        {"approvals", "approvals [--json] [--state S] [--verify-sigs]",
         "maker-checker requests and votes; --verify-sigs checks each vote against SEAL_GOV_KEY "
         "(exit 1 when one is invalid)",
         cmdApprovals},
        {"holds", "holds [--json] [--at EPOCH]",
         "effects whose outcome is unknown (kind lease_expired | world_unknown) and in-flight claims; JSON "
         "{at, holds: [...], in_flight: [...]}; exit 1 when any hold",
         cmdHolds},
        {"divergences", "divergences [--json]",
         "diverged intents with witness evidence, out-of-band spend, frozen domains; exit 1 when any",
         cmdDivergences},
        {"receipt", "receipt INTENT [--format json|text|html|pdf|portable [--key KEYFILE]] [-o FILE]",
         "json|text: the incident receipt; html|pdf: the authorization receipt (allowed, once, world, status); "
         "portable: signed with an Ed25519 key (exit 1 when the chain does not verify)", cmdReceipt},
        {"vote", "vote APPROVAL_ID approve|reject [--reason TEXT] [--json]",
         "vote as your database role (reject needs --reason; signed with SEAL_GOV_KEY)", cmdVote},
        {"policy", "policy PATH CLEARED|HOLD [--reason TEXT] [--json]", "set a path's clearance policy", cmdPolicy},
        {"revoke", "revoke PATH --reason TEXT [--json]", "set a path's policy to REVOKED", cmdRevoke},
        {"revoke-all", "revoke-all --reason TEXT --yes [--json]",
         "revoke every path (suspends every licence)", cmdRevokeAll},
        {"unfreeze", "unfreeze DOMAIN --reason TEXT [--json]", "unfreeze a frozen domain after reconciliation",
         cmdUnfreeze},
        {"settle", "settle INTENT (--verdict V --evidence TEXT | --witness URL [--timeout S]) [--json]",
         "settle a hold: V is confirmed_one|absent|multiple|unknown; --witness asks a Stripe-compatible "
         "provider with SEAL_WITNESS_KEY",
         cmdSettle},
        {"demo-server", "demo-server start|stop|status [--dir D] [--port N] [--tcp] [--json]",
         "a private PostgreSQL with demo roles and history; prints the DSN per role", cmdDemoServer},
        {"simulate", "simulate [--agents N] [--seconds S] [--agent-dsn DSN]... [--demo [--dir D]] [--json]",
         "simulated agents write synthetic activity (demo and test stores only)", cmdSimulate},
        {"keygen", "keygen -o KEYFILE", "make an Ed25519 signing key (file mode 0600); prints its public key", cmdKeygen},
        {"verify-receipt", "verify-receipt FILE [--pubkey BASE64_OR_FILE] [--json]",
         "check a portable receipt offline: exit 0 valid, 1 invalid (names what failed), 2 unreadable", cmdVerifyReceipt},
        {"anchor", "anchor record|verify --file F [--json]",
         "keep the chain head outside the store; verify: exit 1 on anchor_broken or truncated", cmdAnchor},
        {"report", "report [--format json|csv|pdf] [--since EPOCH] [--until EPOCH] [-o FILE]",
         "range report: events, approvals in money, paths, tiers, incidents, chain verdict", cmdReport},
        {"export-chain", "export-chain --from SEQ --to SEQ [-o FILE.jsonl]",
         "certs as JSON lines {seq, intent, hash, prev_hash, created_at, body}", cmdExportChain},
    };
    return list;
}

void printUsage(std::FILE* to)
{
    std::fprintf(to, "usage: sealctl [--dsn DSN] [--timeout SECONDS] COMMAND [ARGS]\n\n"
                     "The store is --dsn, else $SEAL_DSN, else libpq's environment (PGHOST, PGSERVICE, ...).\n"
                     "--timeout (else $SEAL_TIMEOUT, else 30; 0 waits forever) bounds connecting, every lock wait\n"
                     "and every query; verify, receipts, report and export-chain walk as long as the chain is.\n"
                     "Exit codes: 0 fine, 1 the store is not fine, 2 usage or connection error, 3 internal error.\n"
                     "Writes (vote, policy, revoke, revoke-all, unfreeze, settle) also exit 4 refused by the rules or\n"
                     "permissions (nothing changed, except an expiry that was recorded); and when the connection\n"
                     "is lost mid-write, never retried but re-checked after reconnecting: 5 it landed, 6 it did\n"
                     "not land (nothing changed), 7 could not re-check (not known whether it landed).\n"
                     "\n"
                     "commands:\n");
    for (const auto& c : commands()) std::fprintf(to, "  %-48s %s\n", c.usage, c.summary);
}

std::chrono::milliseconds timeoutFrom(const std::string& text, const char* what)
{
    const auto timeout = parseTimeoutSeconds(text);
    if (!timeout)
        throw UsageError(std::string(what) + " must be a number of seconds from 0 (wait forever) to 86400, not '" +
                         text + "'");
    return *timeout;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> words(argv + 1, argv + argc);
    Context ctx;
    size_t i = 0;
    try {
        // Read once, before anything else runs: --timeout (below) wins.
        if (const char* env = std::getenv("SEAL_TIMEOUT"); env && *env)
            setStoreTimeout(timeoutFrom(env, "SEAL_TIMEOUT"));
        for (; i < words.size() && words[i].rfind("--", 0) == 0; ++i) {
            const std::string& w = words[i];
            if (w == "--dsn") {
                if (i + 1 >= words.size()) throw UsageError("--dsn needs a value");
                ctx.dsn = words[++i];
            } else if (w.rfind("--dsn=", 0) == 0) {
                ctx.dsn = w.substr(6);
            } else if (w == "--timeout" || w.rfind("--timeout=", 0) == 0) {
                if (w == "--timeout" && i + 1 >= words.size()) throw UsageError("--timeout needs a value");
                setStoreTimeout(timeoutFrom(w == "--timeout" ? words[++i] : w.substr(10), "--timeout"));
            } else if (w == "--version") {
                std::printf("sealctl %s\n", SEAL_VERSION);
                return Ok;
            } else if (w == "--help") {
                printUsage(stdout);
                return Ok;
            } else {
                throw UsageError("unknown option " + w + " (global options: --dsn, --timeout, --version, --help)");
            }
        }
        if (i >= words.size()) throw UsageError("no command given");
        const std::string name = words[i];
        ctx.words.assign(words.begin() + static_cast<long>(i) + 1, words.end());
        for (const auto& c : commands())
            if (name == c.name) return c.run(ctx);
        throw UsageError("unknown command '" + name + "'");
    } catch (const UsageError& e) {
        std::fprintf(stderr, "sealctl: %s (see sealctl --help)\n", printable(e.what()).c_str());
        return UsageOrConnection;
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
