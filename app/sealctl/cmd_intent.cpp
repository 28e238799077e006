// sealctl intent INTENT: one intent's whole story (core/rules/intent_story):
// a header of what it is now, then everything that happened to it, one line
// per entry in time order. Read in one read-only transaction; --json is for
// machines. Every stored string is agent-written and printed through
// printable(), so none can drive the terminal.
#include "app/sealctl/cli.hpp"
#include "app/sealctl/evidence_output.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/evidence/story_document.hpp"
#include "core/rules/intent_story.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace seal::cli {
namespace {

std::string printable(const std::string& s)
{
    return cli::printable(std::string_view(s));
}

std::string printable(const std::optional<std::string>& s)
{
    return s ? printable(*s) : std::string("-");
}

// "2026-12-01 10:00:00 UTC", the reference's receipt format; the invalid mark for no time.
std::string timeText(double at)
{
    return isShowableTime(at) ? utcSeconds(at) + " UTC" : kInvalidMark;
}

void row(const char* key, const std::string& value)
{
    std::printf("  %-13s %s\n", key, value.c_str());
}

std::string holdText(const IntentStory& s)
{
    switch (s.hold) {
    case HoldKind::LeaseExpired:
        return "HELD: lease_expired (its holder's lease ended " + timeText(s.row->leaseUntil) +
               "; settle it: sealctl settle)";
    case HoldKind::WorldUnknown:
        return "HELD: world_unknown (a witness could not find out; settle it: sealctl settle)";
    case HoldKind::InFlight:
        return "no (in flight: lease until " + timeText(s.row->leaseUntil) + ")";
    case HoldKind::None:
        break;
    }
    return "no";
}

void printRow(const IntentStory& s)
{
    if (!s.row) {
        std::printf("intent %s has no seal_intents row (released, or never admitted); what the store still "
                    "holds about it:\n",
                    printable(s.intent).c_str());
        return;
    }
    const StoryIntentRow& r = *s.row;
    std::printf("intent %s\n", printable(r.intent).c_str());
    row("action", printable(r.action));
    // Alone, not against the store's other paths: what it contains is marked (issue 26, item 4).
    const Lookalike pathLook = r.domain ? examineIdentifier(*r.domain) : Lookalike{};
    row("path", printable(r.domain) + (pathLook.suspicious() ? "  [look-alike: " + pathLook.text() + "]" : ""));
    row("state", printable(r.state));
    row("tier", printable(r.tier));
    row("created", timeText(r.createdAt));
    row("updated", timeText(r.updatedAt));
    row("held", holdText(s));
    row("diverged", s.diverged ? "YES (tier WORLD_DIVERGED)" : "no");
    if (s.domainFrozen)
        row("domain", "FROZEN since " +
                          (s.domainFrozen->frozenAt ? timeText(*s.domainFrozen->frozenAt) : "-") + ": " +
                          printable(s.domainFrozen->reason));
    else
        row("domain", "not frozen");
}

std::string approvalsText(const IntentStory& s)
{
    std::string list;
    for (const auto& a : s.approvals)
        list += (list.empty() ? "" : ", ") + printable(a.approval.id) + " " + printable(a.approval.state) +
                " " + std::to_string(a.approval.approveCount()) + "/" + std::to_string(a.approval.required);
    return std::to_string(s.approvals.size()) + (list.empty() ? "" : " (" + list + ")");
}

std::string truncatedText(const StoryTruncation& t, const IntentStoryLimits& l)
{
    std::string out;
    const auto add = [&out](bool cut, const std::string& what) {
        if (cut) out += (out.empty() ? "" : ", ") + what;
    };
    add(t.certs, "certs (first " + std::to_string(l.certs) + " shown)");
    add(t.approvals, "approvals (first " + std::to_string(l.approvals) + ")");
    add(t.votes, "votes (first " + std::to_string(l.votesPerApproval) + " per approval)");
    add(t.events, "events (first " + std::to_string(l.events) + ")");
    add(t.reservations, "reservations (first " + std::to_string(l.reservations) + ")");
    add(t.tickets, "tickets (the newest shown)");
    add(t.sagas, "sagas (first " + std::to_string(l.sagas) + ")");
    return out;
}

void printSections(const IntentStory& s)
{
    row("certs", std::to_string(s.certs.size()));
    row("approvals", approvalsText(s));
    row("mandate", s.mandate ? printable(s.mandate->mandateId) + " " + s.mandate->state : "none");
    row("ticket",
        s.ticket ? "spent " + timeText(s.ticket->spentAt) + " on " + printable(s.ticket->path) : "none");
    row("reservations", std::to_string(s.reservations.size()));
    row("events", std::to_string(s.events.size()));
    for (const auto& g : s.sagas)
        row("saga", printable(g.graphId) + " child " + printable(g.childKey) + " (" + printable(g.state) +
                        "), graph " + printable(g.graphState) + ", evaluated " + printable(g.evaluatedState));
    if (s.sagas.empty()) row("saga", "none");
    if (s.truncated.any()) row("truncated", truncatedText(s.truncated, IntentStoryLimits{}));
    for (const auto& bad : s.invalid)
        std::printf("invalid value: %s\n", printable(bad).c_str());
}

// The entry's key ids as "seq 108, hash 70b6…": values are store strings or numbers.
std::string refText(const nlohmann::json& ref)
{
    std::string out;
    for (const auto& [key, value] : ref.items()) {
        const std::string v = value.is_string()
                                  ? printable(value.get<std::string>())
                                  : value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        out += (out.empty() ? "" : ", ") + key + " " + v;
    }
    return out;
}

void printTimeline(const IntentStory& s)
{
    std::printf("timeline: %zu entries, as of %s\n", s.timeline.size(), timeText(s.at).c_str());
    std::size_t kindWidth = 0;
    for (const auto& e : s.timeline)
        kindWidth = std::max(kindWidth, e.kind.size());
    // Time and kind in columns; the summary, then its ids, as long as they are.
    for (const auto& e : s.timeline) {
        std::printf("  %s  %-*s  %s  [%s]\n", timeText(e.at).c_str(), static_cast<int>(kindWidth),
                    e.kind.c_str(), printable(e.summary).c_str(), refText(e.ref).c_str());
        if (!e.by.empty() || !e.evidence.empty())
            std::printf("  %*s  by %s%s%s\n", static_cast<int>(timeText(e.at).size() + kindWidth + 2), "",
                        e.by.empty() ? "-" : printable(e.by).c_str(), e.evidence.empty() ? "" : "; evidence: ",
                        printable(e.evidence).c_str());
    }
}

struct IntentCommand
{
    std::string intent;
    bool json = false;
    std::optional<std::string> format;
    std::optional<std::string> output;
    std::optional<double> at;
};

int intentStory(Context& ctx, const IntentCommand& o)
{
    const auto& at = o.at;
    const std::string& intent = o.intent;
    Connection conn = ctx.connectForRead();
    const double now = givenOrStoreNow(at, conn);
    std::optional<IntentStory> story;
    {
        ReadTransaction tx(conn);
        story = readIntentStory(conn, intent, now);
    }
    if (!story) {
        std::fprintf(stderr, "sealctl: no intent '%s' in store %s (nothing names it)\n",
                     printable(intent).c_str(), conn.describe().c_str());
        return UsageOrConnection;
    }
    const std::string format = o.format.value_or(o.json ? "json" : "text");
    if (format == "pdf") { // a document to attach: who did each step, with what evidence
        const auto& output = o.output;
        if (!output || *output == "-") throw UsageError("--format pdf needs -o FILE");
        if (!writeOutput(output, renderPdf(intentStoryDocument(*story, currency())))) return UsageOrConnection;
        std::printf("intent story of %s: %zu steps%s\n", printable(story->intent).c_str(), story->timeline.size(),
                    describeOutput(output).c_str());
        return Ok;
    }
    if (format == "json") {
        printJson(intentStoryJson(*story));
        return Ok;
    }
    if (story->intent != intent)
        std::printf("%s is an approval request for intent %s\n", printable(intent).c_str(),
                    printable(story->intent).c_str());
    printRow(*story);
    printSections(*story);
    printTimeline(*story);
    return Ok;
}

} // namespace

void registerIntent(CommandTable& table)
{
    auto o = std::make_shared<IntentCommand>();
    CLI::App* command = table.add(
        "intent",
        "one intent's whole story: its row, certs, approvals and votes, mandate, ticket, reservations, events, hold, "
        "divergence, frozen domain and sagas, then one timeline in time order (INTENT may be approval:ID); every step "
        "says who did it and with what evidence; --format pdf writes it as a document to attach; exit 2 when nothing "
        "names it",
        [o](Context& ctx) { return intentStory(ctx, *o); });
    addArgument(*command, "INTENT", o->intent,
                "the intent's id, or approval:ID for the intent of that approval request");
    addJson(*command, o->json);
    addText(*command, "--format", o->format, "FORMAT", "text, json or pdf (pdf: the story as a document; needs -o)")
        ->check(CLI::IsMember({"text", "json", "pdf"}));
    addOutput(*command, o->output);
    addAt(*command, o->at);
}

} // namespace seal::cli
