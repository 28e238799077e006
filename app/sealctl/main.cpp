// sealctl: the command line over the seal core, for scripts and CI.
#include "app/sealctl/cli.hpp"
#include "core/sys/files.hpp"

#include <cstdio>
#include <vector>

using namespace seal::cli;

namespace {

OptionSpec flag(const char* names, const char* help)
{
    return {OptionSpec::Flag, names, nullptr, help};
}
OptionSpec value(const char* names, const char* what, const char* help)
{
    return {OptionSpec::Value, names, what, help};
}
OptionSpec repeated(const char* names, const char* what, const char* help)
{
    return {OptionSpec::Repeated, names, what, help};
}
OptionSpec positional(const char* name, const char* help, const char* what = nullptr)
{
    return {OptionSpec::Positional, name, what, help};
}
OptionSpec optionalPositional(const char* name, const char* help, const char* what = nullptr)
{
    return {OptionSpec::OptionalPositional, name, what, help};
}

const OptionSpec kJson = flag("--json", "JSON for machines instead of text");
// Every command that writes a file takes it the same way.
const OptionSpec kOutput = value("-o,--output", "FILE", "write to FILE instead of stdout (- is stdout)");
const OptionSpec kAt = value("--at", "EPOCH", "as of this time (seconds since 1970, UTC; default now)");
const OptionSpec kReason = value("--reason", "TEXT", "why, recorded with the write");

// Each command's options are declared here once; CLI11 parses them (command_line.cpp).
const std::vector<Command>& commands()
{
    static const std::vector<Command> list = {
        {"check", "check [--json]", "connect and report missing seal tables", cmdCheck, {kJson}},
        {"grants", "grants ROLE --approver|--operator",
         "the GRANT statements (tables and sequences) a person's role needs, for the store's owner to run",
         cmdGrants,
         {positional("ROLE", "the person's database role"), flag("--approver", "what a role that votes needs"),
          flag("--operator", "what a role that sets policy, settles and unfreezes needs")}},
        {"indexes", "indexes [--create] [--json]",
         "the indexes a large store needs, which are missing and why; --create builds them CONCURRENTLY "
         "(agents keep writing; may take minutes at millions of certs). Reading never creates one",
         cmdIndexes, {flag("--create", "build the missing ones now (needs CREATE on the tables: the store's owner)"),
                      kJson}},
        {"verify", "verify [--json] [--jobs N] [--skip-signatures]",
         "walk the certificate chain (v1 and v2 certs) and name every break, each signature checked against "
         "its signer and the keys pinned globally (signer keys, SEAL_SIGNER_KEY); exit 1 on a break or, with a key "
         "pinned, a cert signed by another key; --jobs N walks N ranges at once with the same answer",
         cmdVerify,
         {kJson, value("--jobs", "N", "ranges walked in parallel, each on its own connection (1..32, default 1)"),
          flag("--skip-signatures", "the kernel's walk only: hashes and links; signatures counted, not checked")}},
        {"licences",
         "licences [--json] [--path P]... [--only] [--since EPOCH] [--effective [--at EPOCH]] [--requires-human]",
         "autonomy level per known path (+ each --path; --only: just those), held while an execution with an "
         "unknown outcome is open; --effective adds whether it may spend unattended now (or as of --at), and "
         "why not; --requires-human gives the kernel's \"does this need a human\" answer per path instead",
         cmdLicences,
         {kJson, repeated("--path", "P", "a path to show too (repeatable)"),
          flag("--only", "only the --path ones, not every known path"),
          value("--since", "EPOCH", "count only certs and events from this time"),
          flag("--effective", "add whether the path may spend unattended, and why not"), kAt,
          flag("--requires-human",
               "the kernel's answer per path: {human_required, level, reason} (JSON: an object by path)")}},
        {"clearance", "clearance [--json] [--at EPOCH] [--path P]... [--only]",
         "clearance policy and effective status per path, as of --at (default now)", cmdClearance,
         {kJson, kAt, repeated("--path", "P", "a path to show too (repeatable)"),
          flag("--only", "only the --path ones, not every known path")}},
        {"approvals", "approvals [--json] [--state S] [--verify-sigs]",
         "maker-checker requests and votes; --verify-sigs checks each vote against SEAL_GOV_KEY "
         "(exit 1 when one is invalid)",
         cmdApprovals,
         {kJson, value("--state", "S", "pending, approved, rejected or expired"),
          flag("--verify-sigs", "check each vote's signature against SEAL_GOV_KEY")}},
        {"holds", "holds [--json] [--at EPOCH]",
         "effects whose outcome is unknown (kind lease_expired | world_unknown) and in-flight claims; JSON "
         "{at, holds: [...], in_flight: [...]}; exit 1 when any hold",
         cmdHolds, {kJson, kAt}},
        {"watch",
         "watch [--json] [--since SEQ] [--interval SECONDS] [--expiring-within SECONDS] [--once]",
         "alerts as they happen, one line each (JSON lines with --json: kind, path, intent, seq, event_id, "
         "approval_id, at, summary): a new hold, a divergence, out-of-band spend, a chain break, an approval "
         "expiring soon, an obligation breached, a change waiting for a second operator (dual control: change_id, "
         "by); runs until stopped and reconnects by itself",
         cmdWatch,
         {kJson, value("--since", "SEQ", "also report what came after this cert (and the events since its time)"),
          value("--interval", "SECONDS", "between looks at the store (default 2)"),
          value("--expiring-within", "SECONDS", "a pending approval expiring within this is an alert (default 3600)"),
          flag("--once", "look once, print what is new since --since, and exit")}},
        {"divergences", "divergences [--json]",
         "diverged intents with witness evidence, out-of-band spend, frozen domains; exit 1 when any",
         cmdDivergences, {kJson}},
        {"budgets", "budgets [--json] [--at EPOCH]",
         "spend ceilings per budget key: limit, window, spent (reserved and settled inside the window), "
         "reserved, remaining, as of --at (default now); JSON [{budget_key, limit, window_sec, spent, reserved, "
         "remaining}]",
         cmdBudgets, {kJson, kAt}},
        {"mandates", "mandates [--json] [--at EPOCH]",
         "paths under mandate and every mandate with its state (active, expired, consumed) as of --at; JSON "
         "{paths: [...], mandates: [...]}",
         cmdMandates, {kJson, kAt}},
        {"sagas", "sagas [--json]",
         "multi-step graphs with their children and the evaluate verdict (computed, never written back), "
         "diverged and unfinished ones first",
         cmdSagas, {kJson}},
        {"intent", "intent INTENT [--json | --format text|json|pdf -o FILE] [--at EPOCH]",
         "one intent's whole story: its row, certs, approvals and votes, mandate, ticket, reservations, events, "
         "hold, divergence, frozen domain and sagas, then one timeline in time order (INTENT may be "
         "approval:ID); every step says who did it and with what evidence; --format pdf writes it as a "
         "document to attach; exit 2 when nothing names it",
         cmdIntent,
         {positional("INTENT", "the intent's id, or approval:ID for the intent of that approval request"), kJson,
          value("--format", "text|json|pdf", "pdf: the story as a document (needs -o)"), kOutput, kAt}},
        {"receipt",
         "receipt INTENT [--format json|text|html|pdf|authorization-json|portable] "
         "[--window SECONDS] [--at EPOCH] [-o FILE]",
         "json|text: the incident receipt; authorization-json: the authorization receipt, the reference's "
         "Receipt.build fields plus console_checks; html|pdf: the same document for people; "
         "portable: the kernel's seal-receipt/1 (its certs as stored, each with the kernel's hash and signature; "
         "refused for an unknown intent or one with no cert yet)",
         cmdReceipt,
         {positional("INTENT", "the intent's id"),
          value("--format", "json|text|html|pdf|authorization-json|portable", "the receipt's format (default text)"),
          value("--key", "KEYFILE", "no longer used: seal-receipt/1 carries the kernel's signatures (ignored, with a warning)"),
          value("--window", "SECONDS",
                "authorization receipt: the reconcile window around the intent's creation (default 3600)"),
          value("--at", "EPOCH", "authorization receipt: built as of this time (generated_at, receipt_id; default now)"),
          kOutput}},
        {"vote", "vote APPROVAL_ID approve|reject [--reason TEXT] [--json]",
         "vote as your database role (reject needs --reason; signed with SEAL_GOV_KEY)", cmdVote,
         {positional("APPROVAL_ID", "the approval request's id"),
          positional("DECISION", "the vote", "approve|reject"), kReason, kJson}},
        {"policy", "policy PATH CLEARED|HOLD [--reason TEXT] [--max-proof-age SECONDS] [--json]",
         "set a path's clearance policy (and how long a green proof keeps CLEARED in force)", cmdPolicy,
         {positional("PATH", "the path"), positional("STATUS", "the policy", "CLEARED|HOLD"), kReason,
          value("--max-proof-age", "SECONDS",
                "how old the last green proof may be (default: kept; 86400 for a new path)"),
          kJson}},
        {"revoke", "revoke PATH --reason TEXT [--json]", "set a path's policy to REVOKED", cmdRevoke,
         {positional("PATH", "the path"), kReason, kJson}},
        {"revoke-all", "revoke-all --reason TEXT --yes [--json]", "revoke every path (suspends every licence)",
         cmdRevokeAll, {kReason, flag("--yes", "yes, revoke every path"), kJson}},
        {"freeze", "freeze DOMAIN --reason TEXT [--json]",
         "freeze a domain by hand: it admits nothing until unfrozen (between revoke PATH and revoke-all)",
         cmdFreeze, {positional("DOMAIN", "the domain to freeze"), kReason, kJson}},
        {"unfreeze", "unfreeze DOMAIN --reason TEXT [--json]", "unfreeze a frozen domain after reconciliation",
         cmdUnfreeze, {positional("DOMAIN", "the frozen domain"), kReason, kJson}},
        {"mandate", "mandate require|release PATH --reason TEXT [--json]",
         "put a path under mandate (a bare admit is refused there) or release it", cmdMandate,
         {positional("ACTION", "what to do", "require|release"), positional("PATH", "the path"), kReason, kJson}},
        {"budget", "budget set KEY --limit L --window SECONDS --reason TEXT [--json]",
         "set a budget key's spend ceiling per rolling window", cmdBudget,
         {positional("ACTION", "what to do", "set"), positional("KEY", "the budget key"),
          value("--limit", "L", "the ceiling, a positive amount"),
          value("--window", "SECONDS", "the rolling window, positive seconds"), kReason, kJson}},
        {"thresholds", "thresholds set PATH --auto A --dual D --approvers N (--reason TEXT | --dry-run) [--json]",
         "set a path's approval tiers: AUTO up to A, DUAL (N approvers) up to D, ALWAYS_HUMAN above; says how "
         "many pending requests of the path then need a different number of approvals (--dry-run: only that, "
         "nothing written). A path without thresholds is AUTO at the gateway: only its licence gates it",
         cmdThresholds,
         {positional("ACTION", "what to do", "set"), positional("PATH", "the path"),
          value("--auto", "A", "the highest amount that needs no approval (0 or more)"),
          value("--dual", "D", "the highest amount N approvers may approve (at least A)"),
          value("--approvers", "N", "approvers a DUAL request needs (at least 2)"), kReason, kJson,
          flag("--dry-run", "say what the change does to pending requests, and write nothing")}},
        {"proof", "proof record PATH --green|--red [--storm-n N] [--executions K] | history [PATH] [--limit N] [--at EPOCH] [--json]",
         "record a storm proof for a path (CI): green keeps CLEARED in force, red withdraws it; history: the "
         "proofs recorded, newest first, and each path's latest proof age against its max_proof_age_sec",
         cmdProof,
         {positional("ACTION", "what to do", "record|history"),
          {OptionSpec::OptionalPositional, "PATH", nullptr, "the path (history without it: every path)"},
          flag("--green", "record: the storm executed exactly once"), flag("--red", "record: the storm failed"),
          value("--storm-n", "N", "record: how many concurrent attempts the storm made"),
          value("--executions", "K", "record: how many executions the provider saw"),
          value("--limit", "N", "history: at most N proofs, newest first (1..10000, default 100)"),
          value("--at", "EPOCH", "history: as of this time (seconds since 1970, UTC; default now)"), kJson}},
        {"settle", "settle INTENT (--verdict V --evidence TEXT | --witness URL [--timeout S]) [--json]",
         "settle a hold: V is confirmed_one|absent|multiple|unknown; --witness asks a Stripe-compatible "
         "provider with SEAL_WITNESS_KEY",
         cmdSettle,
         {positional("INTENT", "the held intent's id"),
          value("--verdict", "V", "confirmed_one, absent, multiple or unknown: what you found"),
          value("--evidence", "TEXT", "what you checked at the provider (required with --verdict)"),
          value("--witness", "URL", "ask this Stripe-compatible provider instead (key in SEAL_WITNESS_KEY)"),
          value("--timeout", "S",
                "seconds to wait for the witness (default 10, at most 300); the store's is --timeout before "
                "the command"),
          kJson}},
        {"witness", "witness INTENT --witness URL [--timeout S] [--json]",
         "witness a sealed, unconfirmed intent (tier SEALED) by asking a Stripe-compatible provider with "
         "SEAL_WITNESS_KEY: a witnessed cert WORLD_FINAL (exit 0), WORLD_UNKNOWN (a hold) or WORLD_DIVERGED with "
         "its domain frozen (exit 1)",
         cmdWitness,
         {positional("INTENT", "the sealed intent's id"),
          value("--witness", "URL", "the Stripe-compatible provider to ask (key in SEAL_WITNESS_KEY)"),
          value("--timeout", "S", "seconds to wait for the provider (default 10, at most 300)"), kJson}},
        {"reconcile", "reconcile --since EPOCH [--until EPOCH] [--freeze-domain D] --witness URL [--timeout S] [--json]",
         "sweep the provider's spend in [since, until] for effects the gateway never admitted; records "
         "reconcile_clean (exit 0), out_of_band_spend (exit 1; --freeze-domain D freezes D) or reconcile_unknown "
         "(exit 1: never clean); JSON {verdict, effects, ours, out_of_band: {count, amount, ids, untagged, "
         "unknown_tag}, frozen_domain, event, event_id, ...}",
         cmdReconcile,
         {value("--since", "EPOCH", "the window's start (seconds since 1970, UTC; required)"),
          value("--until", "EPOCH", "the window's end (default now)"),
          value("--freeze-domain", "D", "freeze this domain when out-of-band spend is found"),
          value("--witness", "URL", "the Stripe-compatible provider to list (key in SEAL_WITNESS_KEY)"),
          value("--timeout", "S", "seconds to wait for each page (default 10, at most 300)"), kJson}},
        {"obligations", "obligations [setup|sweep] [--json] [--at EPOCH]",
         "the kernel's obligations (SPEC §14): the duties evaluated by the kernel's sweep rules as of --at, read-only "
         "and labelled so (exit 0 only when the verdict is met); sweep writes what the kernel's sweep writes "
         "(satisfied_at, breach rows, the obligation_breach cert, events; as of the store's clock); setup creates "
         "the kernel's two tables where missing (never over Seal Desk's withdrawn layout; reading never creates them)",
         cmdObligations,
         {optionalPositional("ACTION", "setup creates the kernel's tables, sweep judges and records", "setup|sweep"),
          kJson, value("--at", "EPOCH", "evaluate as of this time (default now; not for sweep)")}},
        {"obligation",
         "obligation expect ACTION KEY (--due-at EPOCH | --due-in S) [--grace S] [--require-world] [--description D] "
         "| expect-recurring ACTION --every S [--min-count N] [--grace S] [--require-world] [--description D] "
         "[--anchor-at EPOCH] | cancel ID --reason TEXT | resolve BREACH_ID --note TEXT [--json]",
         "declare a duty as the session role (expect: the intent of ACTION with KEY sealed by the deadline; "
         "expect-recurring: at least N sealed intents of ACTION in every window of S seconds), or as an operator "
         "cancel one (the kernel's deactivate, event obligation_released) or resolve a breach (its cert stays, the "
         "licence stays suspended)",
         cmdObligation,
         {positional("ACTION", "what to do", "expect|expect-recurring|cancel|resolve"),
          positional("TARGET", "the duty's action (expect, expect-recurring), the obligation's id (cancel) or the "
                               "breach's id (resolve)"),
          optionalPositional("KEY", "expect: the intent key the duty waits for", "KEY"),
          value("--due-at", "EPOCH", "expect: the deadline"),
          value("--due-in", "SECONDS", "expect: the deadline, this many seconds after the store's now"),
          value("--grace", "SECONDS", "how long after the deadline a miss is still pending (default 0)"),
          flag("--require-world", "only a WORLD_FINAL seal counts (else satisfied_unconfirmed)"),
          value("--every", "SECONDS", "expect-recurring: the window"),
          value("--min-count", "N", "expect-recurring: sealed intents each window needs (default 1)"),
          value("--anchor-at", "EPOCH", "expect-recurring: where window 0 starts (default the store's now)"),
          value("--description", "TEXT", "what the duty is, for people"), kReason,
          value("--note", "TEXT", "resolve: how the breach was dealt with"), kJson}},
        {"dual-control", "dual-control setup [--expiry SECONDS] [--apply] | status [--json]",
         "four eyes on the levers: setup prints (--apply runs, as the store's owner) what makes every loosening act "
         "(policy to CLEARED, higher ceilings, fewer approvers, unfreeze, mandate release, a budget raised, an "
         "obligation cancelled, a settle by attestation) a proposal a second operator must approve, enforced by the "
         "store; status says whether it is on (exit 1 when off or a governed table is not guarded)",
         cmdDualControl,
         {positional("ACTION", "what to do", "setup|status"),
          value("--expiry", "SECONDS",
                "how long a proposal waits for a second operator (default: kept when on already, else 86400)"),
          flag("--apply", "run the statements now (the store's owner)"), kJson}},
        {"change", "change list [--state S] | show ID | approve ID | reject ID --reason TEXT | withdraw ID [--json]",
         "dual control's change requests: list them (pending, applied, rejected, withdrawn, expired), show one with "
         "its exact before and after and who is asked, approve one proposed by another operator (the act is then "
         "written, with event change_applied and a cert), reject it with a reason, or withdraw your own",
         cmdChange,
         {positional("ACTION", "what to do", "list|show|approve|reject|withdraw"),
          optionalPositional("ID", "the change's id (all but list)", "ID"),
          value("--state", "S", "list: pending, applied, rejected, withdrawn or expired"), kReason, kJson}},
        {"demo-server", "demo-server start|stop|status [--dir D] [--port N] [--tcp] [--json]",
         "a private PostgreSQL with demo roles and history; prints the DSN per role", cmdDemoServer,
         {positional("ACTION", "what to do", "start|stop|status"), value("--dir", "D", "the server's state directory"),
          value("--port", "N", "the port (1..65535)"), flag("--tcp", "listen on 127.0.0.1 too, not only a Unix socket"),
          kJson}},
        {"simulate", "simulate [--agents N] [--seconds S] [--agent-dsn DSN]... [--demo [--dir D]] [--json]",
         "simulated agents write synthetic activity (demo and test stores only)", cmdSimulate,
         {value("--agents", "N", "how many agents (1..64, default 4)"),
          value("--seconds", "S", "for how long (default 10)"),
          repeated("--agent-dsn", "DSN", "an agent's connection string (repeatable; default the store's)"),
          flag("--demo", "as the agents of the running demo server"),
          value("--dir", "D", "the demo server's state directory"),
          value("--seed", "N", "the random seed, to repeat a run"), kJson}},
        {"keygen", "keygen -o KEYFILE",
         "make an Ed25519 signing key (file mode 0600); prints its public key (base64, and hex as the kernel's "
         "signer) and its fingerprint",
         cmdKeygen,
         {value("-o,--output", "KEYFILE", "the new key's file (required: the private key is never printed)")}},
        {"verify-signature", "verify-signature FILE [--signature SIGFILE] [--pubkey HEX] [--json]",
         "check the detached signature (FILE.sig, sealdesk-signature/1) of a console export, offline: exit 0 "
         "verified, 1 not (file altered, not signed by the pinned key, bad signature, not a signature), 2 unreadable",
         cmdVerifySignature,
         {positional("FILE", "the exported file"),
          value("--signature", "SIGFILE", "the signature (default FILE.sig)"),
          value("--pubkey", "HEX",
                "the signer to require (64 hex digits, or base64 of its 32 bytes, or a file holding it)"),
          kJson}},
        {"verify-receipt", "verify-receipt FILE [--pubkey HEX_OR_FILE] [--json]",
         "check the kernel's seal-receipt/1 (its rules and verdict; --pubkey pins the kernel's key), an incident "
         "receipt (its receipt_digest) or a receipt in Seal Desk's earlier format, offline: "
         "exit 0 ok, 1 failed (names what failed), 2 unreadable",
         cmdVerifyReceipt,
         {positional("FILE", "the portable or incident receipt"),
          value("--pubkey", "HEX_OR_FILE",
                "the kernel's public key to pin (64 hex digits, or base64 of its 32 bytes, or a file holding it)"),
          kJson}},
        {"anchor", "anchor record|verify --file F [--json]",
         "keep the chain head outside the store; verify: exit 1 on anchor_broken or truncated", cmdAnchor,
         {positional("ACTION", "what to do", "record|verify"), value("--file", "F", "the anchor file"), kJson}},
        {"report", "report [--format json|csv|pdf] [--since EPOCH] [--until EPOCH] [-o FILE]",
         "range report: events, approvals in money, paths, tiers, incidents, chain verdict", cmdReport,
         {value("--format", "json|csv|pdf", "the report's format (default json)"),
          value("--since", "EPOCH", "from this time (default the beginning)"),
          value("--until", "EPOCH", "to this time (default now)"), kOutput}},
        {"export-chain", "export-chain --from SEQ --to SEQ [-o FILE.jsonl]",
         "certs as JSON lines {seq, intent, hash, prev_hash, created_at, body}", cmdExportChain,
         {value("--from", "SEQ", "the first seq (required)"), value("--to", "SEQ", "the last seq (required)"), kOutput}},
    };
    return list;
}

void printUsage(std::FILE* to)
{
    std::fprintf(
        to,
        "usage: sealctl [--dsn DSN] [--read-dsn DSN] [--timeout SECONDS] [--currency CODE] COMMAND [ARGS]\n"
        "       sealctl COMMAND --help    (that command's options)\n\n"
        "The store is --dsn, else $SEAL_DSN, else libpq's environment (PGHOST, PGSERVICE, ...).\n"
        "Reads may come from a streaming standby: --read-dsn, else $SEAL_READ_DSN; writes still go to\n"
        "the store. A read first asks the store for its WAL position and waits (at most --timeout) for\n"
        "the standby to replay past it; when the store cannot be asked it reads the standby as it is\n"
        "and says so on stderr.\n"
        "--timeout (else $SEAL_TIMEOUT, else 30; 0 waits forever) bounds connecting, every lock wait\n"
        "and every query; verify, receipts, report and export-chain walk as long as the chain is.\n"
        "The store records no currency: --currency CODE (ISO 4217, else $SEAL_CURRENCY) names it in\n"
        "amount column titles and adds \"currency\" to JSON objects with amounts; amounts stay exact.\n"
        "--dsn, --read-dsn, --timeout and --currency may also follow the command. -- ends the options: what "
        "follows\n"
        "is an argument even when it starts with - (sealctl revoke --reason R -- -PATH).\n"
        "Files: -o FILE, or - for stdout.\n"
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
        "exit 9, with its change id (sealctl change show ID); change approve|reject|withdraw exit as writes.\n"
        "\n"
        "commands:\n");
    for (const auto& c : commands()) std::fprintf(to, "  %-48s %s\n", c.usage, c.summary);
}

} // namespace

int main(int argc, char** argv)
{
    seal::removeTemporaryFilesOnSignals(); // an interrupted write leaves no *.tmp-XXXXXX behind
    return runCommandLine(argc, argv, commands(), printUsage);
}
