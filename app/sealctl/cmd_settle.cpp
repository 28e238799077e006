// sealctl settle: settle a hold (SPEC-kernel.md §7) with an operator's
// attested verdict, or by asking a Stripe-compatible provider; witness: the
// same for a sealed, unconfirmed intent; reconcile: a sweep for spend that
// never passed through the gateway (§13). Every one asks the provider first,
// then writes in one transaction.
#include "app/sealctl/cli.hpp"
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/net/effect_list.hpp"
#include "core/net/http_client.hpp"
#include "core/net/witness.hpp"
#include "core/store/identity.hpp"
#include "core/sys/secret_wipe.hpp"
#include "core/writes/reconcile.hpp"
#include "core/writes/settle.hpp"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace seal::cli {
namespace {

// The write exit codes, the same numbers as vote/policy/revoke/unfreeze.
constexpr int kExitRefused = 4;
constexpr int kExitLostLanded = 5;
constexpr int kExitLostNotLanded = 6;
constexpr int kExitLostUnknown = 7;

int exitFor(WriteFate fate)
{
    switch (fate) {
    case WriteFate::Done:
        return Ok;
    case WriteFate::Refused:
        return kExitRefused;
    case WriteFate::LostLanded:
        return kExitLostLanded;
    case WriteFate::LostNotLanded:
        return kExitLostNotLanded;
    case WriteFate::LostUnknown:
        return kExitLostUnknown;
    }
    return Internal;
}

ProviderWitness witnessFrom(const std::string& url, const std::optional<double>& timeout)
{
    try {
        parseUrl(url);
    } catch (const HttpError& e) {
        throw UsageError(std::string("--witness: ") + e.what());
    }
    const char* key = std::getenv("SEAL_WITNESS_KEY");
    if (!key || !*key)
        throw UsageError(
            "SEAL_WITNESS_KEY is not set: export the provider's API key (read-only is enough) to ask it");
    ProviderWitness w{url, key, std::chrono::milliseconds(10000), true, {}};
    if (timeout) { // settle's own: the witness's, not the store's
        const double seconds = *timeout;
        if (seconds <= 0 || seconds > 300) throw UsageError("--timeout must be between 0 and 300 seconds");
        w.timeout = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
    }
    return w;
}

std::string orNone(const std::optional<std::string>& v)
{
    return v ? *v : "none";
}

void printOutcome(const SettleOutcome& out, const char* idLabel = "settle id")
{
    const char* word = out.fate == WriteFate::Done ? settleEventKind(out.effect) : fateName(out.fate);
    std::printf("%s: %s\n", word, printable(out.message).c_str());
    if (out.fate != WriteFate::Done && out.fate != WriteFate::LostLanded) return;
    if (out.effect == SettleEffect::AttemptRecorded) {
        std::printf("  nothing changed on path %s; event %s (%s %s)\n", printable(out.path).c_str(),
                    kSettleUnknownEvent, idLabel, printable(out.settleId).c_str());
        return;
    }
    if (out.certSeq)
        std::printf("  cert    seq %lld %s (hash %s)\n", static_cast<long long>(*out.certSeq),
                    printable(out.certKind).c_str(), printable(out.certHash.value_or("?")).c_str());
    if (out.effect == SettleEffect::Released)
        std::printf("  intent  %s, tier %s -> row deleted (claim released)\n",
                    printable(out.stateBefore).c_str(), printable(orNone(out.tierBefore)).c_str());
    else if (!out.stateAfter.empty())
        std::printf("  intent  %s -> %s, tier %s -> %s\n", printable(out.stateBefore).c_str(),
                    printable(out.stateAfter).c_str(), printable(orNone(out.tierBefore)).c_str(),
                    printable(orNone(out.tierAfter)).c_str());
    if (out.froze)
        std::printf("  domain  %s frozen: it admits nothing until unfrozen\n", printable(out.path).c_str());
    if (out.reservationsSettled)
        std::printf("  budget  %lld reservation(s) reserved -> settled\n",
                    static_cast<long long>(*out.reservationsSettled));
    if (out.reservationsReleased)
        std::printf("  budget  %lld reservation(s) released (deleted)\n",
                    static_cast<long long>(*out.reservationsReleased));
    if (out.event.empty())
        std::printf("  event   none for path %s (a sealed intent's verdict is its cert; %s %s)\n",
                    printable(out.path).c_str(), idLabel, printable(out.settleId).c_str());
    else
        std::printf("  event   %s for path %s (%s %s)\n", printable(out.event).c_str(), printable(out.path).c_str(),
                    idLabel, printable(out.settleId).c_str());
}

// The provider as sealctl shows and records it: never the URL's credentials or query.
std::string shownSource(const std::string& url)
{
    const std::string shown = redactedUrl(url);
    return shown.substr(0, shown.find_first_of("?#"));
}

bool refusedBeforeAsking(const Actor& actor)
{
    if (actor.mayOperate()) return false;
    std::fprintf(stderr, "sealctl: refused: %s\n", printable(actor.whyNotOperate()).c_str());
    return true;
}

double epochOption(double v, const char* name)
{
    if (!std::isfinite(v) || v < 0)
        throw UsageError(std::string(name) + " must be seconds since 1970, 0 or more");
    return v;
}

// Done: 0 clean, 1 out of band or unknown (the store is not fine); the write codes otherwise.
int reconcileExit(const ReconcileOutcome& out)
{
    if (out.write.fate != WriteFate::Done) return exitFor(out.write.fate);
    return out.verdict == SweepVerdict::Clean ? Ok : StoreNotFine;
}

void printSweep(const ReconcileOutcome& out, const EffectListing& listing, const std::string& source)
{
    const char* word =
        out.write.fate == WriteFate::Done ? sweepVerdictName(out.verdict) : fateName(out.write.fate);
    std::printf("%s: %s\n", word, printable(out.write.message).c_str());
    if (!out.landed()) return;
    if (out.verdict == SweepVerdict::Unknown) {
        std::printf("  provider     %s: not enumerated after %d page(s)\n", printable(source).c_str(),
                    out.pages);
    } else {
        std::printf("  provider     %s: %d effect(s) on %d page(s)", printable(source).c_str(), out.effects,
                    out.pages);
        if (listing.ignored) std::printf(", %d in other states ignored", listing.ignored);
        std::printf("\n  ours         %d\n", out.ours);
        std::printf("  out of band  %d (untagged %d, unknown tag %d), amount %s\n", out.outOfBand(),
                    out.untagged, out.unknownTag, pythonFloatRepr(out.outOfBandAmount).c_str());
        for (const auto& id : out.outOfBandIds)
            std::printf("    %s\n", printable(id).c_str());
    }
    if (out.frozenDomain)
        std::printf("  domain       %s %s\n", printable(*out.frozenDomain).c_str(),
                    out.froze ? "frozen: it admits nothing until unfrozen"
                              : "was frozen already (reason kept)");
    std::printf("  event        %s #%s (sweep id %s)\n", printable(out.write.eventKind).c_str(),
                out.eventId ? std::to_string(*out.eventId).c_str() : "?", printable(out.sweepId).c_str());
}

// --witness URL, the provider's own --timeout S, and --json: settle, witness and reconcile take them.
struct ProviderCommand
{
    std::optional<std::string> witness;
    std::optional<double> timeout;
    bool json = false;
};

void addProviderOptions(CLI::App& command, ProviderCommand& o, const std::string& witnessHelp,
                        const std::string& timeoutHelp)
{
    addText(command, "--witness", o.witness, "URL", witnessHelp);
    addNumber(command, "--timeout", o.timeout, "S", timeoutHelp);
    addJson(command, o.json);
}

struct ReconcileCommand : ProviderCommand
{
    std::optional<double> since;
    std::optional<double> until;
    std::optional<std::string> freezeDomain;
};

int reconcile(Context& ctx, const ReconcileCommand& o)
{
    if (!o.since)
        throw UsageError("--since EPOCH is required: the start of the window to sweep");
    const auto& url = o.witness;
    if (!url) throw UsageError("--witness URL is required: the Stripe-compatible provider to list");
    ReconcileRequest request;
    request.since = epochOption(*o.since, "--since");
    std::optional<double> until;
    if (o.until) until = epochOption(*o.until, "--until");
    if (until && *until < request.since) throw UsageError("--until must not be before --since");
    if (const auto& d = o.freezeDomain) {
        if (d->empty()) throw UsageError("--freeze-domain needs a domain");
        request.freezeDomain = *d;
    }
    ProviderWitness witness = witnessFrom(*url, o.timeout);

    Connection conn = ctx.connect();
    request.until = givenOrStoreNow(until, conn); // the window ends now by the store's clock
    if (request.until < request.since) throw UsageError("--since must not be after now (the store's clock)");
    if (refusedBeforeAsking(whoAmI(conn))) return kExitRefused; // before bothering the provider
    const EffectListing listing = listProviderEffects(witness, request.since, request.until);
    wipeSecret(witness.apiKey);
    const ReconcileOutcome out = recordReconcile(conn, request, listing);
    const std::string source = shownSource(*url);
    if (o.json) {
        nlohmann::json j = out.toJson();
        j["provider"] = {{"source", source}, {"ignored_other_states", listing.ignored}};
        printJson(j);
    } else if (out.write.fate == WriteFate::Refused) {
        std::fprintf(stderr, "sealctl: refused: %s\n", printable(out.write.message).c_str());
    } else {
        printSweep(out, listing, source);
    }
    return reconcileExit(out);
}

struct WitnessCommand : ProviderCommand
{
    std::string intent;
};

int witnessIntent(Context& ctx, const WitnessCommand& o)
{
    const std::string& intent = o.intent;
    const auto& url = o.witness;
    if (!url) throw UsageError("--witness URL is required: the Stripe-compatible provider to ask");
    ProviderWitness witness = witnessFrom(*url, o.timeout);

    Connection conn = ctx.connect();
    if (refusedBeforeAsking(whoAmI(conn))) return kExitRefused;
    if (const Phrase problem = witnessProblem(conn, intent); !problem.pattern.empty()) {
        std::fprintf(stderr, "sealctl: refused: %s\n", printable(problem.text()).c_str());
        return kExitRefused;
    }
    SettleRequest request;
    request.intent = intent;
    request.answer = askProvider(witness, intent);
    wipeSecret(witness.apiKey);
    request.source = shownSource(*url);
    if (!o.json)
        std::printf(
            "witness %s: %s %s\n", printable(redactedUrl(*url)).c_str(), verdictName(request.answer.verdict),
            printable(request.answer.evidence.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))
                .c_str());
    const SettleOutcome out = witnessSealed(conn, request);
    if (o.json) {
        nlohmann::json j = out.toJson();
        j["witness_id"] = j["settle_id"];
        j.erase("settle_id");
        j["witness_answer"] = {{"verdict", verdictName(request.answer.verdict)},
                               {"evidence", request.answer.evidence}};
        printJson(j);
    } else if (out.fate == WriteFate::Refused) {
        std::fprintf(stderr, "sealctl: refused: %s\n", printable(out.message).c_str());
    } else {
        printOutcome(out, "witness id");
    }
    // Done: 0 world-confirmed, 1 diverged or unknown (the store is not fine).
    if (out.fate != WriteFate::Done) return exitFor(out.fate);
    return out.effect == SettleEffect::Witnessed && out.tierAfter == std::string("WORLD_FINAL")
               ? Ok
               : StoreNotFine;
}

struct SettleCommand : ProviderCommand
{
    std::string intent;
    std::optional<std::string> verdict;
    std::optional<std::string> evidence;
};

int settleHold(Context& ctx, const SettleCommand& o)
{
    const std::string& intent = o.intent;
    const auto& verdictText = o.verdict;
    const auto& evidence = o.evidence;
    const auto& url = o.witness;
    if (verdictText.has_value() == url.has_value())
        throw UsageError(
            "give either --verdict confirmed_one|absent|multiple|unknown --evidence TEXT, or --witness URL");
    std::optional<WitnessVerdict> verdict;
    if (verdictText) {
        verdict = verdictFromName(*verdictText);
        if (!verdict)
            throw UsageError("--verdict must be confirmed_one, absent, multiple or unknown, not '" +
                             *verdictText + "'");
        if (evidence.value_or("").empty())
            throw UsageError("--evidence is required with --verdict: say what you checked at the provider");
    }
    std::optional<ProviderWitness> witness = url ? std::optional(witnessFrom(*url, o.timeout)) : std::nullopt;

    Connection conn = ctx.connect();
    const Actor actor = whoAmI(conn);
    SettleRequest request;
    request.intent = intent;
    if (witness) {
        if (!actor.mayOperate()) { // before bothering the provider
            std::fprintf(stderr, "sealctl: refused: %s\n", printable(actor.whyNotOperate()).c_str());
            return kExitRefused;
        }
        request.answer = askProvider(*witness, intent);
        wipeSecret(witness->apiKey);
        const std::string shown = redactedUrl(*url); // never the URL's credentials
        request.source = shown.substr(0, shown.find_first_of("?#")); // a query may carry secrets
        if (!o.json)
            std::printf("witness %s: %s %s\n", printable(shown).c_str(), verdictName(request.answer.verdict),
                        printable(request.answer.evidence.dump(-1, ' ', false,
                                                               nlohmann::json::error_handler_t::replace))
                            .c_str());
    } else {
        request.answer = attestedAnswer(*verdict, *evidence, actor.role);
        request.source = "operator";
    }
    const SettleOutcome out = settle(conn, request);
    if (o.json) {
        nlohmann::json j = out.toJson();
        j["witness_answer"] = {{"verdict", verdictName(request.answer.verdict)},
                               {"evidence", request.answer.evidence}};
        if (out.changeId) j["change_id"] = *out.changeId;
        printJson(j);
    } else if (out.fate == WriteFate::Refused) {
        std::fprintf(stderr, "sealctl: refused: %s\n", printable(out.message).c_str());
    } else if (out.changeId) {
        std::printf("proposed: %s\n", printable(out.message).c_str());
    } else {
        printOutcome(out);
    }
    return out.changeId && out.fate == WriteFate::Done ? Proposed : exitFor(out.fate);
}

} // namespace

void registerSettle(CommandTable& table)
{
    auto s = std::make_shared<SettleCommand>();
    CLI::App* settleCommand = table.add(
        "settle",
        "settle a hold: V is confirmed_one|absent|multiple|unknown; --witness asks a Stripe-compatible provider with "
        "SEAL_WITNESS_KEY",
        [s](Context& ctx) { return settleHold(ctx, *s); });
    addArgument(*settleCommand, "INTENT", s->intent, "the held intent's id");
    addText(*settleCommand, "--verdict", s->verdict, "V", "confirmed_one, absent, multiple or unknown: what you found");
    addText(*settleCommand, "--evidence", s->evidence, "TEXT",
            "what you checked at the provider (required with --verdict)");
    addProviderOptions(*settleCommand, *s, "ask this Stripe-compatible provider instead (key in SEAL_WITNESS_KEY)",
                       "seconds to wait for the witness (default 10, at most 300); the store's is --timeout before "
                       "the command");

    auto w = std::make_shared<WitnessCommand>();
    CLI::App* witnessCommand = table.add(
        "witness",
        "witness a sealed, unconfirmed intent (tier SEALED) by asking a Stripe-compatible provider with "
        "SEAL_WITNESS_KEY: a witnessed cert WORLD_FINAL (exit 0), WORLD_UNKNOWN (a hold) or WORLD_DIVERGED with its "
        "domain frozen (exit 1)",
        [w](Context& ctx) { return witnessIntent(ctx, *w); });
    addArgument(*witnessCommand, "INTENT", w->intent, "the sealed intent's id");
    addProviderOptions(*witnessCommand, *w, "the Stripe-compatible provider to ask (key in SEAL_WITNESS_KEY)",
                       "seconds to wait for the provider (default 10, at most 300)");

    auto r = std::make_shared<ReconcileCommand>();
    CLI::App* reconcileCommand = table.add(
        "reconcile",
        "sweep the provider's spend in [since, until] for effects the gateway never admitted; records reconcile_clean "
        "(exit 0), out_of_band_spend (exit 1; --freeze-domain D freezes D) or reconcile_unknown (exit 1: never "
        "clean); JSON {verdict, effects, ours, out_of_band: {count, amount, ids, untagged, unknown_tag}, "
        "frozen_domain, event, event_id, ...}",
        [r](Context& ctx) { return reconcile(ctx, *r); });
    addNumber(*reconcileCommand, "--since", r->since, "EPOCH",
              "the window's start (seconds since 1970, UTC; required)");
    addNumber(*reconcileCommand, "--until", r->until, "EPOCH", "the window's end (default now)");
    addText(*reconcileCommand, "--freeze-domain", r->freezeDomain, "D",
            "freeze this domain when out-of-band spend is found");
    addProviderOptions(*reconcileCommand, *r, "the Stripe-compatible provider to list (key in SEAL_WITNESS_KEY)",
                       "seconds to wait for each page (default 10, at most 300)");
}

} // namespace seal::cli
