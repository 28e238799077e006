#include "core/evidence/story_document.hpp"

#include "core/base/timefmt.hpp"

#include <cmath>

namespace seal {
namespace {

std::string orDash(const std::optional<std::string>& s)
{
    return s && !s->empty() ? *s : "-";
}

std::string timeText(double at)
{
    return std::isfinite(at) ? utcIso(at) : "-";
}

// Where the intent stands, one line each: held or not, diverged, its domain frozen.
std::vector<DocPhrase> standing(const IntentStory& s)
{
    std::vector<DocPhrase> out;
    const auto add = [&out](const char* pattern, std::vector<std::string> args = {}) {
        out.push_back(DocPhrase{pattern, std::move(args), std::nullopt});
    };
    switch (s.hold) {
    case HoldKind::LeaseExpired:
        add("held: its lease expired mid-effect; nobody knows yet what the world did");
        break;
    case HoldKind::WorldUnknown:
        add("held: a witness could not find out what the world did");
        break;
    case HoldKind::InFlight:
        add("in flight: its lease has not passed yet");
        break;
    default:
        add("not held");
    }
    if (s.diverged) add("DIVERGED: the world contradicts the chain");
    if (s.domainFrozen) add("domain %1 frozen: %2", {s.domainFrozen->domain, orDash(s.domainFrozen->reason)});
    return out;
}

} // namespace

EvidenceDocument intentStoryDocument(const IntentStory& story, std::string_view currency,
                                     const NumberMarks& marks)
{
    auto doc = EvidenceDocument::titled(DocPhrase{"The story of intent %1", {story.intent}, {}}, story.at);
    auto& where = doc.section("Where it stands");
    where.field("Intent", story.intent, true);
    if (story.row) {
        const StoryIntentRow& r = *story.row;
        where.field("Action", r.action).field("Path", orDash(r.domain)).field("State", r.state);
        where.field("Tier", orDash(r.tier)).field("Created", timeText(r.createdAt)).field("Updated", timeText(r.updatedAt));
    } else {
        where.note("No intent row: the claim was released, or only other tables name this intent.");
    }
    for (DocPhrase& line : standing(story))
        where.field("Standing", std::move(line));
    where.field("As of", timeText(story.at));
    for (const auto& a : story.approvals)
        where.field("Approval request",
                    DocPhrase{"%1: %2 on %3, %4, requested by %5",
                              {a.approval.id, amountForPeople(a.approval.amount, currency, marks),
                               a.approval.path, a.approval.state, a.approval.maker},
                              std::nullopt,
                              false,
                              {3}}); // the state, a word
    if (story.truncated.any())
        where.note(
            DocPhrase{"Cut short: a section holds more rows than a story reads; `sealctl intent %1 --json` "
                      "says which.",
                      {story.intent},
                      std::nullopt});
    for (const std::string& problem : story.invalid)
        where.note(DocPhrase{"Not readable: %1", {problem}, std::nullopt});

    DocTable steps{{"when", "step", "by", "evidence", "what the store says"}, {}};
    for (const StoryEntry& e : story.timeline) {
        steps.phraseCells.push_back(
            {steps.rows.size(), 4, e.what}); // what the store says, in the reader's words
        if (e.who.pattern != "%1" && !e.who.pattern.empty())
            steps.phraseCells.push_back({steps.rows.size(), 2, e.who}); // the console's words around a name
        steps.rows.push_back({timeText(e.at), e.kind, e.by.empty() ? "-" : e.by, e.evidence.empty() ? "-" : e.evidence,
                              e.summary});
    }
    auto& timeline = doc.section("Every step, oldest first");
    timeline.note("\"by\" is who the store names for the step: the maker, the approver, the operator an event names, "
                  "the operator who attested what the world did, or the provider that answered a witness; \"-\" "
                  "where the store names nobody (an agent's own admission or seal).");
    timeline.table(std::move(steps));

    doc.section("Check it yourself")
        .field("The same story, from the store", "sealctl --dsn DSN intent " + story.intent + " --json", true)
        .field("This intent's certs, offline",
               "sealctl --dsn DSN receipt " + story.intent +
                   " --format portable -o receipt.json; sealctl verify-receipt receipt.json --pubkey KERNEL_PUBLIC_KEY",
               true);
    return doc;
}

} // namespace seal
