#include "core/rules/holds.hpp"
#include "core/store/row_decoder.hpp"

#include "core/canon/json_pretty.hpp"
#include "core/store/optional_tables.hpp"

#include <cmath>
#include <unordered_map>

namespace seal {
namespace {

nlohmann::json jsonbValue(const std::optional<std::string>& text)
{
    if (!text) return nullptr;
    nlohmann::json v = parseJsonBounded(*text); // too deep: kept as its text
    return v.is_discarded() ? nlohmann::json(*text) : v;
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

constexpr const char* kHoldsSql =
    "SELECT i.intent, i.action, i.state, i.tier, i.domain, i.lease_until, i.created_at, "
    "       c.seq, c.hash, c.created_at, c.body->>'tier', c.body->>'world' "
    "FROM seal_intents i "
    "LEFT JOIN LATERAL (SELECT seq, hash, created_at, body FROM seal_certs "
    "                   WHERE intent = i.intent ORDER BY seq DESC LIMIT 1) c ON true "
    "WHERE i.state = 'open' OR i.tier = 'WORLD_UNKNOWN' "
    "ORDER BY i.created_at, i.intent";

HeldIntent heldFromRow(const Result& r, int row, double now)
{
    HeldIntent h;
    h.intent = r.text(row, 0);
    h.action = r.text(row, 1);
    h.state = r.text(row, 2);
    h.tier = r.optText(row, 3);
    h.path = r.optText(row, 4);
    const RowDecoder decoded(r, row, "seal_intents", "intent " + h.intent, h.invalid);
    h.leaseUntil = decoded.real(5, RealKind::Time);
    h.createdAt = decoded.real(6, RealKind::Time);
    h.kind = classifyIntent(h.state, h.tier, h.leaseUntil, now);
    if (!r.isNull(row, 7))
        h.lastCert = LastCert{r.integer(row, 7), std::string(r.text(row, 8)),
                              decoded.keep(r.checkedReal(row, 9, "seal_certs", "seq " + std::string(r.text(row, 7)),
                                                         RealKind::Time)),
                              r.optText(row, 10), r.optText(row, 11)};
    return h;
}

nlohmann::json heldJson(const HeldIntent& h)
{
    nlohmann::json last = nullptr;
    if (h.lastCert)
        last = {{"seq", h.lastCert->seq},
                {"hash", h.lastCert->hash},
                {"at", h.lastCert->at},
                {"tier", orNull(h.lastCert->tier)},
                {"world", orNull(h.lastCert->world)}};
    nlohmann::json out = {{"intent", h.intent},
            {"kind", holdKindName(h.kind)},
            {"path", orNull(h.path)},
            {"action", h.action},
            {"state", h.state},
            {"tier", orNull(h.tier)},
            {"lease_until", h.leaseUntil},
            {"created_at", h.createdAt},
            {"last_cert", last}};
    if (!h.invalid.empty()) out["invalid"] = h.invalid;
    return out;
}

std::vector<Observation> readObservations(Connection& conn, const std::string& intent)
{
    Result r = conn.exec("SELECT seq, created_at, hash, body->>'observed_tier', body->>'witness_state', "
                         "(body->'witness_count')::text, (body->'witness_evidence')::text, "
                         "body->>'tier', body->>'world' "
                         "FROM seal_certs WHERE intent = $1 AND body ? 'witness_state' ORDER BY seq",
                         {param(intent)});
    std::vector<Observation> out;
    for (int i = 0; i < r.rows(); ++i) {
        const CheckedReal at = r.checkedReal(i, 1, "seal_certs", "seq " + std::string(r.text(i, 0)), RealKind::Time);
        out.push_back(Observation{r.integer(i, 0), at.value, std::string(r.text(i, 2)), r.optText(i, 3),
                                  r.optText(i, 4), r.optText(i, 5), r.optText(i, 6), r.optText(i, 7),
                                  r.optText(i, 8), at.problem});
    }
    return out;
}

// The newest `unfrozen` event of each domain (its path, as governance's unfreeze records it).
std::unordered_map<std::string, DomainReview> readNewestUnfreezes(Connection& conn)
{
    Result r = conn.exec("SELECT DISTINCT ON (path) path, id, at, "
                         "CASE WHEN jsonb_typeof(detail->'by') = 'string' THEN detail->>'by' END, "
                         "CASE WHEN jsonb_typeof(detail->'reason') = 'string' THEN detail->>'reason' END "
                         "FROM seal_events WHERE kind = 'unfrozen' AND path IS NOT NULL "
                         "ORDER BY path, at DESC NULLS LAST, id DESC");
    std::unordered_map<std::string, DomainReview> out;
    for (int i = 0; i < r.rows(); ++i) {
        const CheckedReal at =
            r.checkedReal(i, 2, "seal_events", "id " + std::string(r.text(i, 1)), RealKind::Time);
        if (!at.valid()) continue; // a review at no known time reviews nothing
        out.emplace(std::string(r.text(i, 0)),
                    DomainReview{r.integer(i, 1), r.optText(i, 3), at.value, r.optText(i, 4)});
    }
    return out;
}

std::vector<DivergedIntent> readDivergedIntents(Connection& conn)
{
    Result r = conn.exec("SELECT intent, domain, action, state, created_at FROM seal_intents "
                         "WHERE tier = 'WORLD_DIVERGED' ORDER BY created_at, intent");
    std::vector<DivergedIntent> out;
    for (int i = 0; i < r.rows(); ++i) {
        const CheckedReal created =
            r.checkedReal(i, 4, "seal_intents", "intent " + std::string(r.text(i, 0)), RealKind::Time);
        DivergedIntent d;
        d.intent = r.text(i, 0);
        d.path = r.optText(i, 1);
        d.action = r.text(i, 2);
        d.state = r.text(i, 3);
        d.createdAt = created.value;
        d.invalid = created.problem;
        d.observations = readObservations(conn, d.intent);
        out.push_back(std::move(d));
    }
    if (out.empty()) return out;
    // An unfreeze after the intent diverged is an operator's review of it;
    // one before it reviewed something else.
    const auto reviews = readNewestUnfreezes(conn);
    for (DivergedIntent& d : out) {
        if (!d.path) continue;
        const auto it = reviews.find(*d.path);
        if (it != reviews.end() && it->second.at >= d.divergedAt()) d.reviewed = it->second;
    }
    return out;
}

std::vector<OutOfBandSpend> readOutOfBandSpend(Connection& conn)
{
    Result r = conn.exec("SELECT id, path, intent, at, detail::text, "
                         "CASE WHEN jsonb_typeof(detail->'domain') = 'string' THEN detail->>'domain' END "
                         "FROM seal_events WHERE kind = 'out_of_band_spend' ORDER BY at, id");
    std::vector<OutOfBandSpend> out;
    for (int i = 0; i < r.rows(); ++i) {
        const CheckedReal at = r.checkedReal(i, 3, "seal_events", "id " + std::string(r.text(i, 0)), RealKind::Time);
        out.push_back(OutOfBandSpend{r.integer(i, 0), r.optText(i, 1), r.optText(i, 2), at.value, r.optText(i, 4),
                                     r.optText(i, 5), at.problem});
    }
    return out;
}

std::vector<FrozenDomain> readFrozenDomains(Connection& conn)
{
    Result r = conn.exec("SELECT domain, reason, evidence::text, frozen_at FROM seal_domains "
                         "WHERE frozen ORDER BY frozen_at NULLS LAST, domain");
    std::vector<FrozenDomain> out;
    for (int i = 0; i < r.rows(); ++i) {
        const auto at = r.optCheckedReal(i, 3, "seal_domains", "domain " + std::string(r.text(i, 0)), RealKind::Time);
        out.push_back(FrozenDomain{std::string(r.text(i, 0)), r.optText(i, 1), r.optText(i, 2),
                                   at ? std::optional(at->value) : std::nullopt, at ? at->problem : std::string()});
    }
    return out;
}

nlohmann::json observationJson(const Observation& o)
{
    return {{"seq", o.seq},
            {"at", o.at},
            {"hash", o.hash},
            {"observed_tier", orNull(o.observedTier)},
            {"witness_state", orNull(o.witnessState)},
            {"witness_count", jsonbValue(o.witnessCountText)},
            {"witness_evidence", jsonbValue(o.witnessEvidenceText)},
            {"tier", orNull(o.tier)},
            {"world", orNull(o.world)}};
}

// Adds "invalid": why, only when there is something to say (honest rows keep their form).
nlohmann::json withInvalid(nlohmann::json j, const std::string& invalid)
{
    if (!invalid.empty()) j["invalid"] = invalid;
    return j;
}

nlohmann::json divergedJson(const DivergedIntent& d)
{
    nlohmann::json obs = nlohmann::json::array();
    for (const auto& o : d.observations)
        obs.push_back(withInvalid(observationJson(o), o.invalid));
    nlohmann::json out = {{"intent", d.intent}, {"path", orNull(d.path)},   {"action", d.action},
                          {"state", d.state},   {"tier", "WORLD_DIVERGED"}, {"created_at", d.createdAt},
                          {"observations", obs}};
    if (d.reviewed)
        out["reviewed"] = {{"event", d.reviewed->eventId},
                           {"by", orNull(d.reviewed->by)},
                           {"at", d.reviewed->at},
                           {"reason", orNull(d.reviewed->reason)}};
    return withInvalid(std::move(out), d.invalid);
}

} // namespace

const char* holdKindName(HoldKind kind)
{
    switch (kind) {
    case HoldKind::LeaseExpired:
        return "lease_expired";
    case HoldKind::WorldUnknown:
        return "world_unknown";
    case HoldKind::InFlight:
        return "in_flight";
    case HoldKind::None:
        break;
    }
    return "";
}

HoldKind classifyIntent(std::string_view state, const std::optional<std::string>& tier, double leaseUntil,
                        double now)
{
    if (tier && *tier == "WORLD_UNKNOWN") return HoldKind::WorldUnknown;
    if (state != "open") return HoldKind::None;
    return leaseUntil < now || std::isnan(leaseUntil) ? HoldKind::LeaseExpired : HoldKind::InFlight;
}

HoldsReport readHolds(Connection& conn, double now)
{
    HoldsReport report;
    report.at = now;
    Result r = conn.exec(kHoldsSql);
    for (int i = 0; i < r.rows(); ++i) {
        HeldIntent h = heldFromRow(r, i, now);
        if (h.kind == HoldKind::InFlight)
            report.inFlight.push_back(std::move(h));
        else if (h.kind != HoldKind::None)
            report.holds.push_back(std::move(h));
    }
    return report;
}

namespace {

// Sets the amount of each hold that has none yet from rows of (intent, the
// row's name for a problem, amount, budget key or NULL), one row per intent.
void applyAmounts(const Result& r, HoldsReport& report, const std::string& table, HoldAmountSource source)
{
    std::unordered_map<std::string, int> rowOf;
    for (int i = 0; i < r.rows(); ++i)
        rowOf.emplace(std::string(r.text(i, 0)), i);
    for (std::vector<HeldIntent>* list : {&report.holds, &report.inFlight})
        for (HeldIntent& h : *list) {
            const auto it = rowOf.find(h.intent);
            if (h.amountSource != HoldAmountSource::None || it == rowOf.end() || r.isNull(it->second, 2)) continue;
            h.amount = keepReal(
                r.checkedReal(it->second, 2, table, std::string(r.text(it->second, 1)), RealKind::Number), h.invalid);
            h.amountSource = source;
            if (!r.isNull(it->second, 3)) h.budgetKey = std::string(r.text(it->second, 3));
        }
}

} // namespace

void readHoldAmounts(Connection& conn, HoldsReport& report)
{
    if (report.holds.empty() && report.inFlight.empty()) return;
    // One pass for every unsettled intent (their partial index), not one query per hold.
    applyAmounts(conn.exec("SELECT DISTINCT ON (a.intent) a.intent, 'id ' || a.id, a.amount, NULL::text "
                           "FROM seal_approvals a JOIN seal_intents i ON i.intent = a.intent "
                           "WHERE i.state = 'open' OR i.tier = 'WORLD_UNKNOWN' "
                           "ORDER BY a.intent, a.created_at DESC, a.id DESC"),
                 report, "seal_approvals", HoldAmountSource::Approval);
    // The rest from the budget reservation, else the pending ticket: only
    // the held intents' rows, named as a JSON array (bound, never spliced).
    nlohmann::json unknown = nlohmann::json::array();
    for (const std::vector<HeldIntent>* list : {&report.holds, &report.inFlight})
        for (const HeldIntent& h : *list)
            if (h.amountSource == HoldAmountSource::None) unknown.push_back(h.intent);
    if (unknown.empty()) return;
    const std::string intents = unknown.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (hasTable(conn, "seal_spend"))
        applyAmounts(conn.exec("SELECT DISTINCT ON (s.intent) s.intent, 'id ' || s.id, s.amount, s.budget_key "
                               "FROM seal_spend s WHERE s.intent IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                               "ORDER BY s.intent, s.id DESC",
                               {param(intents)}),
                     report, "seal_spend", HoldAmountSource::Reservation);
    if (hasTable(conn, "seal_ticket_pending"))
        applyAmounts(conn.exec("SELECT DISTINCT ON (t.intent) t.intent, 'ticket ' || left(t.sig, 16), t.amount, "
                               "t.budget_key FROM seal_ticket_pending t "
                               "WHERE t.intent IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                               "ORDER BY t.intent, t.created_at DESC",
                               {param(intents)}),
                     report, "seal_ticket_pending", HoldAmountSource::PendingTicket);
}

nlohmann::json holdsJson(const HoldsReport& report)
{
    nlohmann::json holds = nlohmann::json::array();
    nlohmann::json inFlight = nlohmann::json::array();
    for (const auto& h : report.holds)
        holds.push_back(heldJson(h));
    for (const auto& h : report.inFlight)
        inFlight.push_back(heldJson(h));
    return {{"at", report.at}, {"holds", holds}, {"in_flight", inFlight}};
}

const FrozenDomain* DivergenceReport::frozen(std::string_view domain) const
{
    for (const auto& f : frozenDomains)
        if (f.domain == domain) return &f;
    return nullptr;
}

DivergenceReport readDivergences(Connection& conn)
{
    return DivergenceReport{readDivergedIntents(conn), readOutOfBandSpend(conn), readFrozenDomains(conn)};
}

std::optional<std::string> readOutOfBandDetail(Connection& conn, std::int64_t eventId)
{
    Result r = conn.exec("SELECT detail::text FROM seal_events WHERE id = $1 AND kind = 'out_of_band_spend'",
                         {param(eventId)});
    return r.rows() ? r.optText(0, 0) : std::nullopt;
}

std::optional<std::string> readFrozenEvidence(Connection& conn, const std::string& domain)
{
    Result r = conn.exec("SELECT evidence::text FROM seal_domains WHERE domain = $1", {param(domain)});
    return r.rows() ? r.optText(0, 0) : std::nullopt;
}

std::optional<std::string> readObservationEvidence(Connection& conn, const std::string& intent)
{
    Result r = conn.exec("SELECT jsonb_agg(body->'witness_evidence' ORDER BY seq)::text FROM seal_certs "
                         "WHERE intent = $1 AND body ? 'witness_state'", // the observations readObservations shows
                         {param(intent)});
    return r.rows() ? r.optText(0, 0) : std::nullopt;
}

nlohmann::json divergencesJson(const DivergenceReport& report)
{
    nlohmann::json diverged = nlohmann::json::array();
    nlohmann::json oob = nlohmann::json::array();
    nlohmann::json frozen = nlohmann::json::array();
    for (const auto& d : report.divergedIntents)
        diverged.push_back(divergedJson(d));
    for (const auto& e : report.outOfBandSpend)
        oob.push_back(withInvalid({{"id", e.id},
                       {"path", orNull(e.path)},
                       {"intent", orNull(e.intent)},
                       {"at", e.at},
                       {"domain", orNull(e.domain)},
                       {"detail", jsonbValue(e.detailText)}}, e.invalid));
    for (const auto& f : report.frozenDomains)
        frozen.push_back(withInvalid({{"domain", f.domain},
                          {"reason", orNull(f.reason)},
                          {"evidence", jsonbValue(f.evidenceText)},
                          {"frozen_at", orNull(f.frozenAt)}}, f.invalid));
    return {{"diverged_intents", diverged}, {"out_of_band_spend", oob}, {"frozen_domains", frozen}};
}

} // namespace seal
