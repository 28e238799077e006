#include "core/writes/reconcile.hpp"

#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/writes/operator_write.hpp"
#include "core/writes/world.hpp"

#include <algorithm>

namespace seal {
namespace {

using nlohmann::json;

// The tags that name an intent we admitted within the window's generous edges.
std::vector<std::string> ourTags(Connection& conn, const ReconcileOutcome& out, const json& tags)
{
    Result r = conn.exec(
        "SELECT t FROM jsonb_array_elements_text($1::jsonb) AS t WHERE EXISTS ("
        " SELECT 1 FROM seal_intents i WHERE i.intent = t"
        " AND i.created_at >= $2 AND i.created_at <= $3)",
        {param(tags.dump()), param(out.since - kReconcileSkewSec), param(out.until + kReconcileSkewSec)});
    std::vector<std::string> ours;
    for (int i = 0; i < r.rows(); ++i)
        ours.emplace_back(r.text(i, 0));
    return ours;
}

// Sorts the listing's effects into ours and out of band (untagged, unknown tag).
void classify(Connection& conn, const EffectListing& listing, ReconcileOutcome& out)
{
    json tags = json::array();
    for (const auto& e : listing.effects)
        if (e.tag.is_string() && !e.tag.get<std::string>().empty()) tags.push_back(e.tag);
    const auto ours = ourTags(conn, out, tags);
    out.effects = static_cast<int>(listing.effects.size());
    out.ours = out.untagged = out.unknownTag = 0;
    out.outOfBandAmount = 0;
    out.outOfBandIds.clear();
    for (const auto& e : listing.effects) {
        const bool tagged = !e.tag.is_null() && e.tag != json("");
        const bool known =
            e.tag.is_string() && std::find(ours.begin(), ours.end(), e.tag.get<std::string>()) != ours.end();
        if (known) {
            ++out.ours;
            continue;
        }
        ++(tagged ? out.unknownTag : out.untagged);
        out.outOfBandAmount += e.amount;
        if (out.outOfBandIds.size() < kOutOfBandIdsKept) out.outOfBandIds.push_back(e.id);
    }
    out.verdict = out.outOfBand() > 0 ? SweepVerdict::OutOfBand : SweepVerdict::Clean;
}

json sweepDetail(const ReconcileOutcome& out, const OperatorOutcome& o,
                 const std::optional<std::string>& domain)
{
    json d;
    switch (out.verdict) {
    case SweepVerdict::Unknown:
        d = {{"error", out.error}};
        break;
    case SweepVerdict::OutOfBand:
        d = {{"count", out.outOfBand()},
             {"amount", out.outOfBandAmount}, // a float, as the reference's store-c has it
             {"ids", out.outOfBandIds},
             {"domain", domain ? json(*domain) : json(nullptr)}};
        break;
    case SweepVerdict::Clean:
        d = {{"effects", out.effects}};
        break;
    }
    d["by"] = o.role;
    d["sweep_id"] = out.sweepId;
    d["since"] = out.since;
    d["until"] = out.until;
    return d;
}

std::string windowText(const ReconcileOutcome& out)
{
    return "reconcile [" + pythonFloatRepr(out.since) + ", " + pythonFloatRepr(out.until) + "]";
}

std::string doneMessage(const ReconcileOutcome& out, const std::string& role)
{
    switch (out.verdict) {
    case SweepVerdict::Unknown:
        return windowText(out) + ": UNKNOWN, the provider could not be enumerated (" + out.error +
               "); this is NOT a clean result. Recorded by role " + role;
    case SweepVerdict::OutOfBand:
        return windowText(out) + ": OUT OF BAND, " + std::to_string(out.outOfBand()) +
               " effect(s) the gateway never admitted (" + std::to_string(out.untagged) + " untagged, " +
               std::to_string(out.unknownTag) + " with a tag we do not know), amount " +
               pythonFloatRepr(out.outOfBandAmount) + " in the provider's minor units" +
               (out.frozenDomain ? std::string(out.froze ? "; domain " : "; domain ") + *out.frozenDomain +
                                       (out.froze ? " frozen" : " was frozen already")
                                 : std::string("; no domain frozen (--freeze-domain D)")) +
               ". Recorded by role " + role;
    case SweepVerdict::Clean:
        return windowText(out) + ": clean, " + std::to_string(out.effects) +
               " effect(s) at the provider, every one admitted by the gateway. Recorded by role " + role;
    }
    return {};
}

void recordSweep(Connection& c, OperatorOutcome& o, const ReconcileRequest& req, const EffectListing& listing,
                 ReconcileOutcome& out)
{
    if (listing.complete)
        classify(c, listing, out);
    else
        out.verdict = SweepVerdict::Unknown;
    o.eventKind = sweepEventKind(out.verdict); // before any write: the re-check looks for this kind
    recordEvent(c, std::nullopt, o.eventKind, std::nullopt, sweepDetail(out, o, req.freezeDomain), o.at);
    if (out.verdict == SweepVerdict::OutOfBand && req.freezeDomain) {
        out.frozenDomain = req.freezeDomain;
        out.froze =
            freezeDomain(c, *req.freezeDomain,
                         "out-of-band spend detected: " + std::to_string(out.outOfBand()) +
                             " effect(s) the gateway never admitted",
                         json{{"by", o.role}, {"sweep_id", out.sweepId}, {"ids", out.outOfBandIds}}, o.at);
    }
    Result id = c.exec("SELECT id FROM seal_events WHERE kind = $1 AND detail->>'sweep_id' = $2",
                       {param(o.eventKind), param(out.sweepId)});
    if (id.rows() == 1) out.eventId = id.integer(0, 0);
    o.message = doneMessage(out, o.role);
}

} // namespace

const char* sweepVerdictName(SweepVerdict verdict)
{
    switch (verdict) {
    case SweepVerdict::Clean:
        return "clean";
    case SweepVerdict::OutOfBand:
        return "out_of_band";
    case SweepVerdict::Unknown:
        break;
    }
    return "unknown";
}

const char* sweepEventKind(SweepVerdict verdict)
{
    switch (verdict) {
    case SweepVerdict::Clean:
        return "reconcile_clean";
    case SweepVerdict::OutOfBand:
        return "out_of_band_spend";
    case SweepVerdict::Unknown:
        break;
    }
    return "reconcile_unknown";
}

json ReconcileOutcome::toJson() const
{
    const bool recorded = landed();
    return {{"verdict", sweepVerdictName(verdict)},
            {"fate", fateName(write.fate)},
            {"refusal", write.refusal == Refusal::None ? json(nullptr) : json(refusalName(write.refusal))},
            {"message", write.message},
            {"role", write.role},
            {"sweep_id", sweepId},
            {"since", since},
            {"until", until},
            {"error", verdict == SweepVerdict::Unknown && !error.empty() ? json(error) : json(nullptr)},
            {"pages", pages},
            {"effects", effects},
            {"ours", ours},
            {"out_of_band",
             {{"count", outOfBand()},
              {"amount", outOfBandAmount},
              {"ids", outOfBandIds},
              {"untagged", untagged},
              {"unknown_tag", unknownTag}}},
            {"frozen_domain", recorded && frozenDomain ? json(*frozenDomain) : json(nullptr)},
            {"domain_newly_frozen", recorded && froze},
            {"event", recorded ? json(write.eventKind) : json(nullptr)},
            {"event_id", recorded && eventId ? json(*eventId) : json(nullptr)},
            {"at", write.at}};
}

std::optional<double> lastSweepUntil(Connection& conn)
{
    Result r = conn.exec("SELECT max(CASE WHEN jsonb_typeof(detail->'until') = 'number'"
                         " THEN (detail->>'until')::float8 ELSE at END)"
                         " FROM seal_events WHERE kind IN ('reconcile_clean', 'out_of_band_spend')");
    if (r.rows() == 0 || r.isNull(0, 0)) return std::nullopt;
    return r.real(0, 0);
}

ReconcileOutcome recordReconcile(Connection& conn, ReconcileRequest request, const EffectListing& listing)
{
    if (request.sweepId.empty()) request.sweepId = randomHex();
    ReconcileOutcome out;
    out.sweepId = request.sweepId;
    out.since = request.since;
    out.until = request.until;
    out.pages = listing.pages;
    out.error = listing.complete ? std::string() : listing.error;
    out.verdict = listing.complete ? SweepVerdict::Clean : SweepVerdict::Unknown;
    OperatorOutcome start = detail::subjectOutcome("reconcile sweep", sweepEventKind(out.verdict));
    auto body = [&](Connection& c, OperatorOutcome& o) { recordSweep(c, o, request, listing, out); };
    out.write = detail::runOperatorWrite(conn, std::move(start), std::nullopt, body, request.pause);
    if (!out.write.landed()) {
        out.frozenDomain.reset();
        out.froze = false;
        out.eventId.reset();
    }
    return out;
}

} // namespace seal
