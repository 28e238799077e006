#include "story_document.hpp"

#include "timefmt.hpp"

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

std::string standing(const IntentStory& s)
{
    std::string out;
    const auto add = [&out](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
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
    if (s.domainFrozen) add("domain " + s.domainFrozen->domain + " frozen: " + orDash(s.domainFrozen->reason));
    return out;
}

} // namespace

EvidenceDocument intentStoryDocument(const IntentStory& story, std::string_view currency)
{
    EvidenceDocument doc{"The story of intent " + story.intent, {}, story.at};
    auto& where = doc.section("Where it stands");
    where.field("Intent", story.intent, true);
    if (story.row) {
        const StoryIntentRow& r = *story.row;
        where.field("Action", r.action).field("Path", orDash(r.domain)).field("State", r.state);
        where.field("Tier", orDash(r.tier)).field("Created", timeText(r.createdAt)).field("Updated", timeText(r.updatedAt));
    } else {
        where.note("No intent row: the claim was released, or only other tables name this intent.");
    }
    where.field("Standing", standing(story));
    where.field("As of", timeText(story.at));
    for (const auto& a : story.approvals)
        where.field("Approval request", a.approval.id + ": " + amountForPeople(a.approval.amount, currency) + " on " +
                                            a.approval.path + ", " + a.approval.state + ", requested by " +
                                            a.approval.maker);
    if (story.truncated.any())
        where.note("Cut short: a section holds more rows than a story reads; `sealctl intent " + story.intent +
                   " --json` says which.");
    for (const std::string& problem : story.invalid) where.note("Not readable: " + problem);

    DocTable steps{{"when", "step", "by", "evidence", "what the store says"}, {}};
    for (const StoryEntry& e : story.timeline)
        steps.rows.push_back({timeText(e.at), e.kind, e.by.empty() ? "-" : e.by, e.evidence.empty() ? "-" : e.evidence,
                              e.summary});
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
