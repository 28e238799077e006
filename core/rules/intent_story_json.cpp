// An intent's story as one timeline and as JSON (intent_story.hpp).
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/rules/intent_story.hpp"

#include <algorithm>
#include <cmath>

namespace seal {
namespace {

// The exact number as stored (Python's repr), or the invalid mark.
std::string numberText(double v)
{
    return std::isfinite(v) ? pythonFloatRepr(v) : kInvalidMark;
}

std::string orDash(const std::optional<std::string>& s)
{
    return s ? *s : "-";
}

nlohmann::json number(double v)
{
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

nlohmann::json number(const std::optional<double>& v)
{
    return v ? number(*v) : nlohmann::json(nullptr);
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json jsonbValue(const std::optional<std::string>& text)
{
    if (!text) return nullptr;
    nlohmann::json v = parseJsonBounded(*text); // too deep or not JSON: kept as its text
    return v.is_discarded() ? nlohmann::json(*text) : v;
}

// "name: value; …" of the members of `object` that are there.
std::string membersText(const nlohmann::json& object, std::initializer_list<const char*> names)
{
    std::string out;
    if (!object.is_object()) return out;
    for (const char* name : names)
        if (object.contains(name) && !object[name].is_null())
            out += std::string(out.empty() ? "" : "; ") + name + ": " + plainJsonValue(object[name]);
    return out;
}

struct Actor
{
    Phrase by; // a name as stored ("%1"), or the console's words around one ("%1 (operator)")
    std::string evidence;
};

// A name as the store writes it; nobody ("") for an empty one.
Phrase named(std::string who)
{
    if (who.empty()) return {};
    return Phrase{"%1", {std::move(who)}, {}};
}

// Who looked at the world for a cert, and what they brought.
Actor witnessOf(const StoryCert& c)
{
    if (!c.witnessEvidenceText) return {};
    const nlohmann::json e = parseJsonBounded(*c.witnessEvidenceText);
    if (!e.is_object()) return {{}, *c.witnessEvidenceText};
    if (e.contains("attested_by"))
        return {Phrase{"%1 (operator)", {plainJsonValue(e["attested_by"])}, {}}, membersText(e, {"note"})};
    return {Phrase{"the provider (witness)", {}, {}}, membersText(e, {"ids", "note", "error"})};
}

// The operator an event's detail names, and its evidence.
Actor actorOf(const StoryEvent& e)
{
    if (!e.detailText) return {};
    const nlohmann::json d = parseJsonBounded(*e.detailText);
    if (!d.is_object()) return {};
    Actor a;
    for (const char* key : {"by", "attested_by", "operator", "role"})
        if (d.contains(key) && d[key].is_string()) {
            a.by = named(d[key].get<std::string>());
            break;
        }
    a.evidence = membersText(d, {"verdict", "note", "reason", "error"});
    // A settle's evidence is the witness's: its note, ids or error, not the whole object.
    for (const char* key : {"evidence", "witness_evidence"}) {
        if (!d.contains(key)) continue;
        const nlohmann::json& w = d[key];
        const std::string inner =
            w.is_object() ? membersText(w, {"note", "ids", "error"}) : plainJsonValue(w);
        if (!inner.empty()) a.evidence += (a.evidence.empty() ? "" : "; ") + inner;
        if (a.by.pattern.empty() && w.is_object() && w.contains("attested_by"))
            a.by = named(plainJsonValue(w["attested_by"]));
    }
    // Who was asked, as a field and its value like the rest.
    if (d.contains("source") && d["source"].is_string() && d["source"] != "operator")
        a.evidence += (a.evidence.empty() ? "" : "; ") + std::string("source: ") + d["source"].get<std::string>();
    return a;
}

class Timeline
{
public:
    void add(double at, const char* kind, Phrase what, nlohmann::json ref, StorySection section,
             std::size_t index, std::size_t subIndex = 0, Actor actor = {})
    {
        StoryEntry e;
        e.at = at;
        e.kind = kind;
        e.summary = what.text();
        e.what = std::move(what);
        e.ref = std::move(ref);
        e.section = section;
        e.index = index;
        e.subIndex = subIndex;
        e.by = actor.by.text();
        e.who = std::move(actor.by);
        e.evidence = std::move(actor.evidence);
        m_entries.push_back(std::move(e));
    }

    // By time; a time that is not one goes last; equal times keep the sections' order.
    std::vector<StoryEntry> sorted() &&
    {
        std::stable_sort(m_entries.begin(), m_entries.end(), [](const StoryEntry& a, const StoryEntry& b) {
            const bool aValid = std::isfinite(a.at), bValid = std::isfinite(b.at);
            if (aValid != bValid) return aValid;
            return aValid && a.at < b.at;
        });
        return std::move(m_entries);
    }

private:
    std::vector<StoryEntry> m_entries;
};

void addRow(Timeline& t, const StoryIntentRow& row)
{
    t.add(row.createdAt, "intent_created",
          {"intent created: action %1 on path %2", {row.action, orDash(row.domain)}, {}},
          {{"intent", row.intent}}, StorySection::Intent, 0);
    if (row.updatedAt != row.createdAt)
        t.add(row.updatedAt, "intent_updated",
              {"intent last updated: state %1, tier %2", {row.state, orDash(row.tier)}, {}},
              {{"intent", row.intent}}, StorySection::Intent, 0);
}

void addCerts(Timeline& t, const std::vector<StoryCert>& certs)
{
    for (std::size_t i = 0; i < certs.size(); ++i) {
        const StoryCert& c = certs[i];
        Phrase what{c.kind ? "cert seq %1 (%2): tier %3, world %4" : "cert seq %1: tier %3, world %4",
                    {std::to_string(c.seq), c.kind.value_or(""), orDash(c.tier), orDash(c.world)},
                    {}};
        if (c.witnessState) {
            what.pattern += ", witness %5";
            what.args.push_back(*c.witnessState);
        }
        t.add(c.at, "cert", std::move(what), {{"seq", c.seq}, {"hash", c.hash}}, StorySection::Cert, i, 0,
              witnessOf(c));
    }
}

void addApproval(Timeline& t, const StoryApproval& s, std::size_t i, double now)
{
    const Approval& a = s.approval;
    const nlohmann::json ref = {{"approval_id", a.id}};
    t.add(a.createdAt, "approval_requested",
          {"approval %1 requested by %2: %3 on path %4, tier %5, %n approval(s) needed",
           {a.id, a.maker, numberText(a.amount), a.path, a.tier},
           a.required},
          ref, StorySection::Approval, i, 0, {named(a.maker), {}});
    for (std::size_t v = 0; v < a.votes.size(); ++v)
        t.add(a.votes[v].at, "vote",
              {"%1 votes %2 on approval %3", {a.votes[v].approver, a.votes[v].decision, a.id}, {}},
              {{"approval_id", a.id}, {"approver", a.votes[v].approver}}, StorySection::Vote, i, v,
              {named(a.votes[v].approver), {}});
    if (a.decidedAt) {
        nlohmann::json decided = ref;
        Phrase summary{"approval %1 decided: %2", {a.id, a.state}, {}, false, {1}}; // the state, a word
        if (s.decisionSeq) {
            decided["seq"] = *s.decisionSeq;
            summary.pattern += " (decision cert seq %3)";
            summary.args.push_back(std::to_string(*s.decisionSeq));
        }
        const Vote* decider = a.decidingVote();
        t.add(*a.decidedAt, "approval_decided", std::move(summary), decided, StorySection::Approval, i, 0,
              {named(decider ? decider->approver : std::string()), {}});
    }
    if (a.consumedAt)
        t.add(*a.consumedAt, "approval_consumed", {"approval %1 consumed (used once)", {a.id}, {}}, ref,
              StorySection::Approval, i);
    if (a.state == "expired" || a.pendingButExpired(now))
        t.add(a.expiresAt, "approval_expired", {"approval %1 expired (state %2)", {a.id, a.state}, {}}, ref,
              StorySection::Approval, i);
}

void addMandate(Timeline& t, const Mandate& m)
{
    const nlohmann::json ref = {{"mandate_id", m.mandateId}};
    t.add(m.createdAt, "mandate_minted",
          {"mandate %1 minted on path %2: amount %3, tier %4",
           {m.mandateId, m.path, m.amount ? numberText(*m.amount) : "-", orDash(m.tier)},
           {}},
          ref, StorySection::Mandate, 0);
    if (m.consumedAt)
        t.add(*m.consumedAt, "mandate_consumed", {"mandate %1 consumed", {m.mandateId}, {}}, ref,
              StorySection::Mandate, 0);
    else if (m.state == "expired")
        t.add(m.expiresAt, "mandate_expired", {"mandate %1 expired unused", {m.mandateId}, {}}, ref,
              StorySection::Mandate, 0);
}

void addSpend(Timeline& t, const IntentStory& s)
{
    if (s.ticket)
        t.add(s.ticket->spentAt, "ticket_spent",
              Phrase{"gateway ticket spent on path %1", {s.ticket->path}, {}}, {{"sig", s.ticket->sig}},
              StorySection::Ticket, 0);
    for (std::size_t i = 0; i < s.reservations.size(); ++i) {
        const Reservation& r = s.reservations[i];
        t.add(r.at, "spend_reserved",
              {"reserved %1 on budget %2 (now %3)", {numberText(r.amount), r.budgetKey, r.state}, {}},
              {{"id", r.id}, {"budget_key", r.budgetKey}}, StorySection::Reservation, i);
    }
}

void addEvents(Timeline& t, const std::vector<StoryEvent>& events)
{
    for (std::size_t i = 0; i < events.size(); ++i) {
        const StoryEvent& e = events[i];
        t.add(e.at, "event",
              e.path ? Phrase{"event %1 on path %2", {e.kind, *e.path}, {}}
                     : Phrase{"event %1", {e.kind}, {}},
              {{"id", e.id}, {"kind", e.kind}}, StorySection::Event, i, 0, actorOf(e));
    }
}

nlohmann::json rowJson(const StoryIntentRow& r)
{
    return {{"intent", r.intent},
            {"action", r.action},
            {"args_digest", r.argsDigest},
            {"state", r.state},
            {"fence", r.fence},
            {"lease_until", number(r.leaseUntil)},
            {"domain", orNull(r.domain)},
            {"tier", orNull(r.tier)},
            {"graph_id", orNull(r.graphId)},
            {"created_at", number(r.createdAt)},
            {"updated_at", number(r.updatedAt)}};
}

nlohmann::json certsJson(const std::vector<StoryCert>& certs)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& c : certs)
        out.push_back({{"seq", c.seq},
                       {"hash", c.hash},
                       {"tier", orNull(c.tier)},
                       {"world", orNull(c.world)},
                       {"kind", orNull(c.kind)},
                       {"witness_state", orNull(c.witnessState)},
                       {"at", number(c.at)}});
    return out;
}

nlohmann::json approvalsJson(const std::vector<StoryApproval>& approvals)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& a : approvals) {
        nlohmann::json j = approvalJson(a.approval);
        for (const char* key :
             {"amount", "created_at", "expires_at", "decided_at", "consumed_at"}) // NaN is no JSON number
            if (j[key].is_number_float() && !std::isfinite(j[key].get<double>())) j[key] = nullptr;
        j["decision_seq"] = orNull(a.decisionSeq);
        j["votes_truncated"] = a.votesTruncated;
        out.push_back(std::move(j));
    }
    return out;
}

nlohmann::json spendJson(const IntentStory& s)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& r : s.reservations)
        out.push_back({{"id", r.id},
                       {"budget_key", r.budgetKey},
                       {"amount", number(r.amount)},
                       {"state", r.state},
                       {"at", number(r.at)}});
    return out;
}

nlohmann::json eventsJson(const std::vector<StoryEvent>& events)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& e : events) {
        nlohmann::json j = {{"id", e.id},
                            {"kind", e.kind},
                            {"path", orNull(e.path)},
                            {"at", number(e.at)},
                            {"detail", jsonbValue(e.detailText)}};
        if (e.detailOmittedBytes > 0) j["detail_omitted_bytes"] = e.detailOmittedBytes;
        out.push_back(std::move(j));
    }
    return out;
}

nlohmann::json storySagasJson(const std::vector<StorySaga>& sagas)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& g : sagas)
        out.push_back({{"graph_id", g.graphId},
                       {"child_key", g.childKey},
                       {"state", g.state},
                       {"required", g.required},
                       {"graph_state", orNull(g.graphState)},
                       {"evaluated_state", orNull(g.evaluatedState)}});
    return out;
}

nlohmann::json holdJson(const IntentStory& s)
{
    if (s.hold != HoldKind::LeaseExpired && s.hold != HoldKind::WorldUnknown) return nullptr;
    return {{"kind", holdKindName(s.hold)}, {"lease_until", s.row ? number(s.row->leaseUntil) : nullptr}};
}

nlohmann::json truncatedJson(const StoryTruncation& t)
{
    return {{"certs", t.certs},   {"approvals", t.approvals},       {"votes", t.votes},
            {"events", t.events}, {"reservations", t.reservations}, {"tickets", t.tickets},
            {"sagas", t.sagas}};
}

} // namespace

std::vector<StoryEntry> storyTimeline(const IntentStory& s)
{
    Timeline t;
    if (s.row) addRow(t, *s.row);
    addCerts(t, s.certs);
    for (std::size_t i = 0; i < s.approvals.size(); ++i)
        addApproval(t, s.approvals[i], i, s.at);
    if (s.mandate) addMandate(t, *s.mandate);
    addSpend(t, s);
    addEvents(t, s.events);
    if (s.domainFrozen && s.domainFrozen->frozenAt)
        t.add(*s.domainFrozen->frozenAt, "domain_frozen",
              {"domain %1 frozen: %2", {s.domainFrozen->domain, orDash(s.domainFrozen->reason)}, {}},
              {{"domain", s.domainFrozen->domain}}, StorySection::Domain, 0);
    return std::move(t).sorted();
}

nlohmann::json intentStoryJson(const IntentStory& s)
{
    nlohmann::json timeline = nlohmann::json::array();
    for (const auto& e : s.timeline)
    {
        nlohmann::json entry = {{"at", number(e.at)}, {"kind", e.kind}, {"summary", e.summary}, {"ref", e.ref}};
        if (!e.by.empty()) entry["by"] = e.by;
        if (!e.evidence.empty()) entry["evidence"] = e.evidence;
        timeline.push_back(std::move(entry));
    }
    nlohmann::json frozen = nullptr;
    if (s.domainFrozen)
        frozen = {{"domain", s.domainFrozen->domain},
                  {"reason", orNull(s.domainFrozen->reason)},
                  {"frozen_at", number(s.domainFrozen->frozenAt)}};
    nlohmann::json ticket = nullptr;
    if (s.ticket)
        ticket = {{"sig", s.ticket->sig}, {"path", s.ticket->path}, {"spent_at", number(s.ticket->spentAt)}};
    nlohmann::json out = {{"intent", s.row ? rowJson(*s.row) : nlohmann::json(nullptr)},
                          {"intent_id", s.intent},
                          {"at", number(s.at)},
                          {"certs", certsJson(s.certs)},
                          {"approvals", approvalsJson(s.approvals)},
                          {"mandate", s.mandate ? mandateJson(*s.mandate) : nlohmann::json(nullptr)},
                          {"ticket", ticket},
                          {"reservations", spendJson(s)},
                          {"events", eventsJson(s.events)},
                          {"hold", holdJson(s)},
                          {"in_flight", s.hold == HoldKind::InFlight},
                          {"diverged", s.diverged},
                          {"domain_frozen", frozen},
                          {"sagas", storySagasJson(s.sagas)},
                          {"timeline", timeline},
                          {"truncated", truncatedJson(s.truncated)}};
    if (!s.invalid.empty()) out["invalid"] = s.invalid;
    return out;
}

} // namespace seal
