#include "core/rules/licence.hpp"

#include "core/base/timefmt.hpp"
#include "core/rules/chain_aggregates.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>

#include "core/canon/json_pretty.hpp"

namespace seal {
namespace {

nlohmann::json jsonbValue(const std::optional<std::string>& text)
{
    if (!text) return nullptr;
    nlohmann::json v = parseJsonBounded(*text); // too deep: kept as its text
    return v.is_discarded() ? nlohmann::json(*text) : v;
}

bool isBreachKind(std::string_view kind)
{
    return kind == "out_of_band_spend" || kind == "diverged" || kind == "revoked" ||
           kind == "obligation_breached"; // SPEC §14: Seal Desk's own rule
}

// detail.domain missing, null, or not an object at all counts as "any domain".
bool detailDomainAllows(const std::optional<std::string>& detailText, std::string_view path)
{
    if (!detailText) return true;
    const nlohmann::json detail = nlohmann::json::parse(*detailText, nullptr, false);
    if (!detail.is_object()) return true;
    const auto it = detail.find("domain");
    if (it == detail.end() || it->is_null()) return true;
    return it->is_string() && it->get_ref<const std::string&>() == path;
}

bool meets(const LicenceCounts& c, double ratio, const LevelSpec& spec)
{
    return c.proven >= spec.minProven && ratio >= spec.minRatio && c.cleanSweeps >= spec.minSweeps;
}

void suspend(Licence& l, BreachEvent breach)
{
    l.level = 0;
    l.suspended = true;
    l.suspendedReason = Phrase{"licence suspended: %1 at %2", {breach.kind, utcSeconds(breach.at) + "Z"}, {}};
    l.needs = {Phrase{kSuspensionNeed, {}, {}}};
    l.nextLevel.reset();
    l.breach = std::move(breach);
}

void climb(Licence& l)
{
    const auto& ladder = levelLadder();
    l.level = 0;
    for (size_t i = 1; i < ladder.size() && meets(l.counts, l.ratio, ladder[i]); ++i)
        l.level = ladder[i].level;
    if (l.level + 1 < static_cast<int>(ladder.size())) {
        l.nextLevel = l.level + 1;
        l.needs = needsFor(l.counts, l.ratio, ladder[static_cast<size_t>(l.level + 1)]);
    }
    l.unattended = l.level >= 3;
}

nlohmann::json evidenceJson(const Licence& l)
{
    if (l.breach)
        return {
            {"breach",
             {{"kind", l.breach->kind}, {"at", l.breach->at}, {"detail", jsonbValue(l.breach->detailText)}}}};
    nlohmann::json e = {{"proven_effects", l.counts.proven},
                        {"world_confirmed", l.counts.confirmed},
                        {"clean_sweeps", l.counts.cleanSweeps}};
    if (l.held) e["open_ambiguous_intents"] = l.openAmbiguousIntents;
    return e;
}

nlohmann::json optionalText(const std::optional<Phrase>& s)
{
    return s ? nlohmann::json(s->text()) : nlohmann::json(nullptr);
}

nlohmann::json texts(const std::vector<Phrase>& phrases)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Phrase& p : phrases) out.push_back(p.text());
    return out;
}

// "open hold(s) 4: a, b, c, …": the first three intents, the count apart.
Phrase intentsPhrase(const char* pattern, const std::vector<std::string>& intents)
{
    std::string listed;
    for (size_t i = 0; i < intents.size() && i < 3; ++i)
        listed += (i ? ", " : "") + intents[i];
    if (intents.size() > 3) listed += ", …";
    return Phrase{pattern, {listed}, static_cast<long long>(intents.size()), true};
}

// `pattern` with its placeholders %1…%9 moved up by `by` (one pass).
std::string shifted(const std::string& pattern, std::size_t by)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            out += "%" + std::to_string(pattern[i + 1] - '0' + static_cast<int>(by));
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

// "<fixed words>: <reason>": the clearance's reason as a value when an operator
// stored it, as the rules' own sentence when they wrote it, or the words with
// "no reason recorded": each a sentence a translation has whole.
Phrase withReason(const std::string& pattern, const std::vector<std::string>& args, const Clearance& c)
{
    std::vector<std::string> all = args;
    if (c.ruledReason) {
        all.insert(all.end(), c.ruledReason->args.begin(), c.ruledReason->args.end());
        return Phrase{pattern + ": " + shifted(c.ruledReason->pattern, args.size()), all, {}};
    }
    if (!c.reason) return Phrase{pattern + ": no reason recorded", all, {}};
    all.push_back(*c.reason);
    return Phrase{pattern + ": %" + std::to_string(all.size()), all, {}};
}

// The clearance part of the effective answer: REVOKED is named as such, any
// other non-CLEARED effective status with its reason.
void addClearanceReasons(const Clearance& c, std::vector<EffectiveReason>& why)
{
    if (c.status == "REVOKED") {
        why.push_back({WhyNot::Revoked, withReason("path is REVOKED", {}, c)});
    } else if (!c.effectivelyCleared()) {
        why.push_back({WhyNot::NotCleared, withReason("clearance is %1 (policy %2)", {c.effective, c.status}, c)});
    }
}

// Each source's distinct paths by skipping through its index (a loose index
// scan: one probe per path, cheap for a few paths over millions of rows), up
// to a budget of one probe per 50 rows the table holds (pg_class.reltuples,
// at least 1,000). A table with more paths than that is read once through its
// index and grouped instead: the whole list took 190 ms at 20,000 paths by
// probing, 105 ms so (bench.sh --paths 20000). Without the indexes `sealctl
// indexes` offers, the same answer by scanning.
std::string skipThroughPaths(const std::string& cte, const std::string& table, const std::string& column)
{
    return cte + "(p, n) AS (SELECT min(" + column + "), 1 FROM " + table + " UNION ALL SELECT (SELECT min(" +
           column + ") FROM " + table + " WHERE " + column + " > " + cte + ".p), " + cte + ".n + 1 FROM " + cte +
           " WHERE " + cte + ".p IS NOT NULL AND " + cte + ".n < (SELECT greatest(1000, reltuples / 50) " +
           "FROM pg_class WHERE oid = '" + table + "'::regclass))";
}

// The paths the skip found; and when its last step still found one (the
// budget ran out first), every path the table holds.
std::string pathsSkippedThrough(const std::string& cte, const std::string& table, const std::string& column)
{
    return "SELECT p FROM " + cte + " WHERE p IS NOT NULL UNION (SELECT " + column + " FROM " + table + " WHERE " +
           column + " IS NOT NULL AND (SELECT p IS NOT NULL FROM " + cte + " ORDER BY n DESC LIMIT 1) GROUP BY " +
           column + ")";
}

const std::string& knownPathsSql()
{
    static const std::string sql =
        "WITH RECURSIVE " + skipThroughPaths("d", "seal_intents", "domain") + ", " +
        skipThroughPaths("e", "seal_events", "path") + ", " + skipThroughPaths("a", "seal_approvals", "path") + " " +
        pathsSkippedThrough("d", "seal_intents", "domain") + " UNION " +
        pathsSkippedThrough("e", "seal_events", "path") + " UNION " +
        pathsSkippedThrough("a", "seal_approvals", "path") +
        " UNION SELECT path FROM seal_clearance UNION SELECT path FROM seal_thresholds";
    return sql;
}

Param sinceParam(std::optional<double> since)
{
    return since ? param(*since) : nullParam();
}

} // namespace

const std::array<LevelSpec, 6>& levelLadder()
{
    static const std::array<LevelSpec, 6> ladder = {{
        {0, "L0", "OBSERVED", 0, 0.0, 0},
        {1, "L1", "SUPERVISED", 1, 0.0, 0},
        {2, "L2", "ASSISTED", 10, 0.5, 0},
        {3, "L3", "DELEGATED", 50, 0.8, 1},
        {4, "L4", "TRUSTED", 250, 0.9, 1},
        {5, "L5", "AUTONOMOUS", 1000, 0.95, 1},
    }};
    return ladder;
}

double pythonRound(double x, int ndigits)
{
    // to_chars rounds the exact binary value correctly (ties to even), as
    // CPython's round() does through dtoa; from_chars reads it back exactly.
    // Neither looks at the process locale.
    char buf[512];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::fixed, ndigits);
    if (ec != std::errc()) return x;
    double rounded = x;
    std::from_chars(buf, end, rounded);
    return rounded;
}

std::string pythonPercent0(double x)
{
    // CPython's '%' format multiplies by 100 in double arithmetic first.
    char buf[512];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x * 100.0, std::chars_format::fixed, 0);
    if (ec != std::errc()) return "?%";
    return std::string(buf, end) + "%";
}

bool isBreachFor(const BreachEvent& event, std::string_view path, std::optional<double> since)
{
    if (!isBreachKind(event.kind)) return false;
    if (event.path && *event.path != path) return false;
    if (since && event.at < *since) return false;
    return event.kind == "diverged" || detailDomainAllows(event.detailText, path);
}

std::optional<BreachEvent> findBreach(const std::vector<BreachEvent>& events, std::string_view path,
                                      std::optional<double> since)
{
    const BreachEvent* newest = nullptr;
    for (const auto& e : events) {
        if (!isBreachFor(e, path, since)) continue;
        if (!newest || e.at > newest->at || (e.at == newest->at && e.id > newest->id)) newest = &e;
    }
    if (!newest) return std::nullopt;
    return *newest;
}

std::vector<Phrase> needsFor(const LicenceCounts& counts, double ratio, const LevelSpec& next)
{
    std::vector<Phrase> needs;
    if (counts.proven < next.minProven)
        needs.push_back(Phrase{"%n more world-confirmed effect(s)", {}, next.minProven - counts.proven, true});
    if (ratio < next.minRatio)
        needs.push_back(Phrase{"confirmation ratio %1 \u2192 %2 (settlements the provider agrees happened)",
                               {pythonPercent0(ratio), pythonPercent0(next.minRatio)},
                               {}});
    if (counts.cleanSweeps < next.minSweeps) needs.push_back(Phrase{kSweepNeed, {}, {}});
    return needs;
}

Licence evaluateLicence(std::string path, const LicenceCounts& counts, std::optional<BreachEvent> breach)
{
    Licence l;
    l.path = std::move(path);
    l.counts = counts;
    l.ratio =
        counts.proven > 0 ? static_cast<double>(counts.confirmed) / static_cast<double>(counts.proven) : 0.0;
    l.confirmedRatio = pythonRound(l.ratio, 3);
    if (breach)
        suspend(l, std::move(*breach));
    else
        climb(l);
    return l;
}

nlohmann::json licenceJson(const Licence& l)
{
    const auto& ladder = levelLadder();
    return {{"path", l.path},
            {"level", l.spec().id},
            {"name", l.spec().name},
            {"unattended", l.unattended},
            {"proven", l.counts.proven},
            {"confirmed", l.counts.confirmed},
            {"confirmed_ratio", l.confirmedRatio},
            {"clean_sweeps", l.counts.cleanSweeps},
            {"suspended", l.suspended},
            {"suspended_reason", optionalText(l.suspendedReason)},
            {"held", l.held},
            {"held_reason", optionalText(l.heldReason)},
            {"next_level", l.nextLevel ? nlohmann::json(ladder[static_cast<size_t>(*l.nextLevel)].id)
                                       : nlohmann::json(nullptr)},
            {"needs", texts(l.needs)},
            {"evidence", evidenceJson(l)}};
}

Phrase heldReasonFor(size_t count)
{
    return Phrase{"hands off: %n execution(s) on this path reached the provider with an unknown outcome \u2014 "
                  "settle (witness) them before any further unattended spend",
                  {},
                  static_cast<long long>(count),
                  true};
}

void applyHold(Licence& l, std::vector<std::string> openAmbiguous)
{
    if (l.suspended || openAmbiguous.empty()) return; // a suspension says more than a hold
    std::sort(openAmbiguous.begin(), openAmbiguous.end());
    openAmbiguous.erase(std::unique(openAmbiguous.begin(), openAmbiguous.end()), openAmbiguous.end());
    l.held = true;
    l.heldReason = heldReasonFor(openAmbiguous.size());
    l.openAmbiguousIntents = std::move(openAmbiguous);
    l.unattended = false;
}

nlohmann::json requiresHumanJson(const Licence& l)
{
    const std::string name = l.spec().name;
    nlohmann::json out = {{"level", l.spec().id}};
    if (l.suspended) {
        out["human_required"] = true;
        out["reason"] = optionalText(l.suspendedReason);
    } else if (l.held) {
        out["human_required"] = true;
        out["reason"] = optionalText(l.heldReason);
        out["held"] = true;
    } else if (!l.unattended) {
        out["human_required"] = true;
        out["reason"] = name + ": not yet licensed for unattended spend";
        out["needs"] = texts(l.needs);
    } else {
        out["human_required"] = false;
        out["reason"] = name + ": earned unattended authority on this path";
    }
    return out;
}

const char* whyNotCode(WhyNot code)
{
    switch (code) {
    case WhyNot::NotEarned:
        return "not_earned";
    case WhyNot::Suspended:
        return "suspended";
    case WhyNot::Revoked:
        return "revoked";
    case WhyNot::NotCleared:
        return "not_cleared";
    case WhyNot::DomainFrozen:
        return "domain_frozen";
    case WhyNot::OpenHold:
        return "open_hold";
    case WhyNot::DivergedIntent:
        return "diverged_intent";
    case WhyNot::Held:
        return "held";
    }
    return "unknown";
}

EffectiveAnswer effectiveUnattended(const Licence& l, const EffectiveInputs& in)
{
    EffectiveAnswer a;
    if (l.suspended)
        a.whyNot.push_back({WhyNot::Suspended, l.suspendedReason.value_or(Phrase{"licence suspended", {}, {}})});
    else if (l.held)
        a.whyNot.push_back({WhyNot::Held, l.heldReason.value_or(Phrase{"held", {}, {}})});
    else if (!l.unattended)
        a.whyNot.push_back({WhyNot::NotEarned, Phrase{"earned level is %1 %2; unattended needs L3 or higher",
                                                      {l.spec().id, l.spec().name},
                                                      {}}});
    addClearanceReasons(in.clearance, a.whyNot);
    if (in.frozenReason)
        a.whyNot.push_back({WhyNot::DomainFrozen, in.frozenReason->empty()
                                                      ? Phrase{"domain is frozen: no reason recorded", {}, {}}
                                                      : Phrase{"domain is frozen: %1", {*in.frozenReason}, {}}});
    a.frozenReason = in.frozenReason;
    if (!in.heldIntents.empty())
        a.whyNot.push_back({WhyNot::OpenHold, intentsPhrase("open hold(s) %n: %1", in.heldIntents)});
    if (!in.divergedIntents.empty())
        a.whyNot.push_back({WhyNot::DivergedIntent, intentsPhrase("diverged intent(s) %n: %1", in.divergedIntents)});
    a.unattended = a.whyNot.empty();
    return a;
}

bool isLicenceReason(WhyNot code)
{
    return code == WhyNot::NotEarned || code == WhyNot::Suspended || code == WhyNot::Held;
}

EffectiveAnswer withoutLicenceGate(const EffectiveAnswer& answer)
{
    EffectiveAnswer out = answer;
    std::erase_if(out.whyNot, [](const EffectiveReason& r) { return isLicenceReason(r.code); });
    out.unattended = out.whyNot.empty();
    return out;
}

namespace {

nlohmann::json answerJson(const EffectiveAnswer& a)
{
    nlohmann::json why = nlohmann::json::array();
    for (const auto& r : a.whyNot)
        why.push_back({{"code", whyNotCode(r.code)}, {"detail", r.detail.text()}});
    return {{"unattended", a.unattended}, {"why_not", why}};
}

} // namespace

nlohmann::json effectiveJson(const EffectiveAnswer& a)
{
    nlohmann::json out = answerJson(a);
    out["earned_autonomy_off"] = answerJson(withoutLicenceGate(a));
    return out;
}

// ---- LicenceEngine ------------------------------------------------------------

std::vector<std::string> LicenceEngine::knownPaths()
{
    Result r = m_conn.exec(knownPathsSql());
    std::vector<std::string> paths;
    for (int i = 0; i < r.rows(); ++i)
        paths.emplace_back(r.text(i, 0));
    std::sort(paths.begin(), paths.end()); // byte order = code point order for UTF-8
    return paths;
}

// Every statement below reads all paths at once; none is per path.
const LicenceEngine::PathFacts& LicenceEngine::facts(std::optional<double> since)
{
    if (m_factsSince && *m_factsSince == since) return m_facts;
    PathFacts f;
    if (since) {
        // Approval-decision certs (intent "approval:<id>") join no intent row.
        Result r = m_conn.exec("SELECT i.domain, count(DISTINCT c.intent), "
                               "       count(DISTINCT c.intent) FILTER (WHERE c.body->>'world' = 'confirmed') "
                               "FROM seal_certs c JOIN seal_intents i ON i.intent = c.intent "
                               "WHERE i.domain IS NOT NULL AND c.created_at >= $1::float8 GROUP BY i.domain",
                               {param(*since)});
        for (int i = 0; i < r.rows(); ++i)
            f.sinceCounts.emplace(std::string(r.text(i, 0)), LicenceCounts{r.integer(i, 1), r.integer(i, 2), 0});
    }
    Result s = m_conn.exec("SELECT path, count(*) FROM seal_events WHERE kind = 'reconcile_clean' "
                           "AND ($1::float8 IS NULL OR at >= $1::float8) GROUP BY path",
                           {sinceParam(since)});
    for (int i = 0; i < s.rows(); ++i) {
        if (s.isNull(i, 0))
            f.storeWideSweeps = s.integer(i, 1);
        else
            f.sweeps.emplace(std::string(s.text(i, 0)), s.integer(i, 1));
    }
    Result b = m_conn.exec("SELECT id, path, kind, at, detail::text FROM seal_events "
                           "WHERE kind IN ('out_of_band_spend', 'diverged', 'revoked', 'obligation_breached') "
                           "AND ($1::float8 IS NULL OR at >= $1::float8)",
                           {sinceParam(since)});
    for (int i = 0; i < b.rows(); ++i) {
        BreachEvent e{b.integer(i, 0), b.optText(i, 1), std::string(b.text(i, 2)),
                      // a breach with no readable time still suspends (shown ⟨invalid⟩)
                      b.checkedReal(i, 3, "seal_events", "id " + std::string(b.text(i, 0))).value, b.optText(i, 4)};
        if (e.path)
            f.breaches[*e.path].push_back(std::move(e));
        else
            f.storeWideBreaches.push_back(std::move(e));
    }
    // §15.7: not limited by `since`; the intent's row decides, lease passed or not.
    Result a = m_conn.exec("SELECT DISTINCT e.path, e.intent FROM seal_events e "
                           "JOIN seal_intents i ON i.intent = e.intent "
                           "WHERE e.kind = 'ambiguous_outcome' AND e.path IS NOT NULL AND i.state = 'open' "
                           "ORDER BY 1, 2");
    for (int i = 0; i < a.rows(); ++i) f.openAmbiguous[std::string(a.text(i, 0))].emplace_back(a.text(i, 1));
    m_facts = std::move(f);
    m_factsSince = since;
    return m_facts;
}

Licence LicenceEngine::licence(const std::string& path, std::optional<double> since)
{
    const PathFacts& f = facts(since);
    LicenceCounts counts;
    if (!since) {
        // The whole chain: from the cache of counts (chain_aggregates.hpp), read once per engine.
        if (!m_effects) {
            AggregateReading reading = AggregateCache::instance().read(m_conn);
            m_countsSource = reading.source();
            m_effects = std::move(reading.counts.paths);
        }
        if (const auto it = m_effects->find(path); it != m_effects->end())
            counts = LicenceCounts{it->second.proven, it->second.confirmed, 0};
    } else if (const auto it = f.sinceCounts.find(path); it != f.sinceCounts.end()) {
        counts = it->second;
    }
    const auto sweeps = f.sweeps.find(path);
    counts.cleanSweeps = f.storeWideSweeps + (sweeps == f.sweeps.end() ? 0 : sweeps->second);

    std::vector<BreachEvent> candidates = f.storeWideBreaches;
    if (const auto it = f.breaches.find(path); it != f.breaches.end())
        candidates.insert(candidates.end(), it->second.begin(), it->second.end());
    Licence l = evaluateLicence(path, counts, findBreach(candidates, path, since));
    if (!l.suspended)
        if (const auto it = f.openAmbiguous.find(path); it != f.openAmbiguous.end()) applyHold(l, it->second);
    return l;
}

void LicenceEngine::readHoldsAndDivergences(double now)
{
    if (!m_holdsAt || *m_holdsAt != now) {
        m_heldIntents.clear();
        for (auto& h : readHolds(m_conn, now).holds)
            if (h.path) m_heldIntents[*h.path].push_back(std::move(h.intent));
        m_holdsAt = now;
    }
    if (!m_divergencesRead) {
        DivergenceReport d = readDivergences(m_conn);
        for (auto& i : d.divergedIntents)
            if (i.path) m_divergedIntents[*i.path].push_back(std::move(i.intent));
        for (auto& f : d.frozenDomains) // the first row of a domain, as DivergenceReport::frozen answers
            m_frozenReasons.emplace(std::move(f.domain), f.reason.value_or("")); // "": none recorded
        m_divergencesRead = true;
    }
}

Clearance LicenceEngine::clearance(const std::string& path, double now)
{
    if (!m_clearances || m_clearances->at() != now) m_clearances.emplace(m_conn, now);
    return m_clearances->of(path);
}

EffectiveAnswer LicenceEngine::effective(const Licence& licence, double now)
{
    readHoldsAndDivergences(now);
    EffectiveInputs in{clearance(licence.path, now), std::nullopt, {}, {}};
    if (const auto f = m_frozenReasons.find(licence.path); f != m_frozenReasons.end()) in.frozenReason = f->second;
    if (const auto h = m_heldIntents.find(licence.path); h != m_heldIntents.end()) in.heldIntents = h->second;
    if (const auto d = m_divergedIntents.find(licence.path); d != m_divergedIntents.end())
        in.divergedIntents = d->second;
    return effectiveUnattended(licence, in);
}

} // namespace seal
