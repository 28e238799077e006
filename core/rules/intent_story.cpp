// Reading one intent's story: one bounded query per section, each bound to the
// intent. Which indexes serve them is in the README ("sealctl intent").
#include "core/rules/intent_story.hpp"
#include "core/store/row_decoder.hpp"

#include "core/rules/sagas.hpp"
#include "core/store/optional_tables.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace seal {
namespace {

// A limit as a bound parameter: one row more than shown, so a full section is told from a cut one.
Param limitParam(std::size_t limit)
{
    return param(static_cast<std::int64_t>(limit) + 1);
}

// Keeps the first `limit` rows; true when there were more.
bool capRows(const Result& r, std::size_t limit, int& rows)
{
    rows = std::min(r.rows(), static_cast<int>(limit));
    return static_cast<std::size_t>(r.rows()) > limit;
}

// The intent a story is about: the literal id when a row has it, else the
// intent of approval <id> for "approval:<id>", else the literal id.
std::string resolveIntent(Connection& conn, const std::string& asked)
{
    if (conn.exec("SELECT 1 FROM seal_intents WHERE intent = $1", {param(asked)}).rows() > 0) return asked;
    constexpr std::string_view prefix = "approval:";
    if (asked.size() <= prefix.size() || asked.compare(0, prefix.size(), prefix) != 0) return asked;
    Result r = conn.exec("SELECT intent FROM seal_approvals WHERE id = $1 AND intent IS NOT NULL",
                         {param(asked.substr(prefix.size()))});
    return r.rows() > 0 ? std::string(r.text(0, 0)) : asked;
}

std::optional<StoryIntentRow> readRow(Connection& conn, const std::string& intent,
                                      std::vector<std::string>& invalid)
{
    Result r =
        conn.exec("SELECT intent, action, args_digest, state, fence, lease_until, domain, tier, graph_id, "
                  "created_at, updated_at FROM seal_intents WHERE intent = $1",
                  {param(intent)});
    if (r.rows() == 0) return std::nullopt;
    const std::string key = "intent " + intent;
    StoryIntentRow row;
    row.intent = r.text(0, 0);
    row.action = r.text(0, 1);
    row.argsDigest = r.text(0, 2);
    row.state = r.text(0, 3);
    row.fence = r.text(0, 4);
    row.leaseUntil = keepReal(r.checkedReal(0, 5, "seal_intents", key, RealKind::Time), invalid);
    row.domain = r.optText(0, 6);
    row.tier = r.optText(0, 7);
    row.graphId = r.optText(0, 8);
    row.createdAt = keepReal(r.checkedReal(0, 9, "seal_intents", key, RealKind::Time), invalid);
    row.updatedAt = keepReal(r.checkedReal(0, 10, "seal_intents", key, RealKind::Time), invalid);
    return row;
}

// By seq: the (intent, seq) index `sealctl indexes` offers serves it.
void readCerts(Connection& conn, IntentStory& s, std::size_t limit)
{
    Result r = conn.exec("SELECT seq, hash, body->>'tier', body->>'world', "
                         "CASE WHEN body->>'healed' = 'true' THEN 'healed' "
                         "     WHEN body ? 'witness_state' THEN 'witnessed' "
                         "     WHEN body ? 'result_digest' THEN 'sealed' END, "
                         "body->>'witness_state', created_at, left((body->'witness_evidence')::text, 4096) "
                         "FROM seal_certs WHERE intent = $1 ORDER BY seq LIMIT $2",
                         {param(s.intent), limitParam(limit)});
    int rows = 0;
    s.truncated.certs = capRows(r, limit, rows);
    for (int i = 0; i < rows; ++i) {
        StoryCert c;
        c.seq = r.integer(i, 0);
        c.hash = r.text(i, 1);
        c.tier = r.optText(i, 2);
        c.world = r.optText(i, 3);
        c.kind = r.optText(i, 4);
        c.witnessState = r.optText(i, 5);
        c.at = keepReal(r.checkedReal(i, 6, "seal_certs", "seq " + std::to_string(c.seq), RealKind::Time),
                            s.invalid);
        c.witnessEvidenceText = r.optText(i, 7); // bounded: a longer one is cut, and then not JSON
        s.certs.push_back(std::move(c));
    }
}

Approval approvalFromRow(const Result& r, int i, const std::string& intent)
{
    Approval a;
    a.id = r.text(i, 0);
    a.intent = intent;
    const std::string key = "id " + a.id;
    auto& bad = a.invalid;
    a.path = r.text(i, 1);
    a.amount = keepReal(r.checkedReal(i, 2, "seal_approvals", key), bad);
    a.maker = r.text(i, 3);
    a.tier = r.text(i, 4);
    a.state = r.text(i, 5);
    if (r.isNull(i, 6))
        bad.push_back("seal_approvals.required of " + key + " is NULL");
    else
        a.required = static_cast<int>(r.integer(i, 6));
    a.createdAt = keepReal(r.checkedReal(i, 7, "seal_approvals", key, RealKind::Time), bad);
    a.expiresAt = keepReal(r.checkedReal(i, 8, "seal_approvals", key, RealKind::Time), bad);
    a.decidedAt = keepReal(r.optCheckedReal(i, 9, "seal_approvals", key, RealKind::Time), bad);
    a.consumedAt = keepReal(r.optCheckedReal(i, 10, "seal_approvals", key, RealKind::Time), bad);
    if (!r.isNull(i, 11)) a.pathRequiredApprovers = r.integer(i, 11);
    return a;
}

// Each request's first votes by at, through the (approval_id, approver) unique index.
void readVotes(Connection& conn, IntentStory& s, std::size_t limit)
{
    nlohmann::json ids = nlohmann::json::array();
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < s.approvals.size(); ++i) {
        ids.push_back(s.approvals[i].approval.id);
        index.emplace(s.approvals[i].approval.id, i);
    }
    Result r =
        conn.exec("SELECT ids.id, v.approver, v.decision, v.at, v.sig, v.id "
                  "FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS ids(id, ord) "
                  "CROSS JOIN LATERAL (SELECT id, approver, decision, at, sig FROM seal_approval_votes "
                  "                    WHERE approval_id = ids.id ORDER BY at, id LIMIT $2) v "
                  "ORDER BY ids.ord, v.at, v.id",
                  {param(ids.dump()), limitParam(limit)});
    for (int i = 0; i < r.rows(); ++i) {
        const auto it = index.find(std::string(r.text(i, 0)));
        if (it == index.end()) continue;
        StoryApproval& a = s.approvals[it->second];
        if (a.approval.votes.size() == limit) {
            a.votesTruncated = s.truncated.votes = true;
            continue;
        }
        Vote v;
        v.approver = r.text(i, 1);
        v.decision = r.text(i, 2);
        v.at = keepReal(
            r.checkedReal(i, 3, "seal_approval_votes", "id " + std::string(r.text(i, 5)), RealKind::Time),
            a.approval.invalid);
        v.sig = r.text(i, 4);
        a.approval.votes.push_back(std::move(v));
    }
}

void readStoryApprovals(Connection& conn, IntentStory& s, const IntentStoryLimits& limits)
{
    Result r = conn.exec("SELECT a.id, a.path, a.amount, a.maker, a.tier, a.state, a.required, a.created_at, "
                         "a.expires_at, a.decided_at, a.consumed_at, t.required_approvers "
                         "FROM seal_approvals a LEFT JOIN seal_thresholds t ON t.path = a.path "
                         "WHERE a.intent = $1 ORDER BY a.created_at, a.id LIMIT $2",
                         {param(s.intent), limitParam(limits.approvals)});
    int rows = 0;
    s.truncated.approvals = capRows(r, limits.approvals, rows);
    std::vector<std::string> ids;
    for (int i = 0; i < rows; ++i) {
        StoryApproval a;
        a.approval = approvalFromRow(r, i, s.intent);
        ids.push_back(a.approval.id);
        s.approvals.push_back(std::move(a));
    }
    if (s.approvals.empty()) return;
    readVotes(conn, s, limits.votesPerApproval);
    const auto seqs = readDecisionSeqs(conn, ids);
    for (auto& a : s.approvals) {
        if (const auto it = seqs.find(a.approval.id); it != seqs.end()) a.decisionSeq = it->second;
        s.invalid.insert(s.invalid.end(), a.approval.invalid.begin(), a.approval.invalid.end());
    }
}

void readTicket(Connection& conn, IntentStory& s)
{
    if (!hasTable(conn, "seal_tickets")) return;
    Result r = conn.exec("SELECT sig, path, spent_at FROM seal_tickets WHERE intent = $1 "
                         "ORDER BY spent_at DESC, sig DESC LIMIT 2",
                         {param(s.intent)});
    if (r.rows() == 0) return;
    StoryTicket t;
    t.sig = r.text(0, 0);
    t.path = r.text(0, 1);
    t.spentAt = keepReal(r.checkedReal(0, 2, "seal_tickets", "sig " + t.sig, RealKind::Time), s.invalid);
    s.ticket = std::move(t);
    s.truncated.tickets = r.rows() > 1;
}

void readStoryReservations(Connection& conn, IntentStory& s, std::size_t limit)
{
    if (!hasTable(conn, "seal_spend")) return;
    Result r = conn.exec("SELECT id, budget_key, amount, state, at FROM seal_spend WHERE intent = $1 "
                         "ORDER BY at, id LIMIT $2",
                         {param(s.intent), limitParam(limit)});
    int rows = 0;
    s.truncated.reservations = capRows(r, limit, rows);
    for (int i = 0; i < rows; ++i) {
        Reservation res;
        res.id = r.integer(i, 0);
        res.budgetKey = r.text(i, 1);
        res.intent = s.intent;
        const std::string key = "id " + std::to_string(res.id);
        const CheckedReal amount = r.checkedReal(i, 2, "seal_spend", key, RealKind::Number);
        const CheckedReal at = r.checkedReal(i, 4, "seal_spend", key, RealKind::Time);
        res.amount = keepReal(amount, s.invalid);
        res.state = r.text(i, 3);
        res.at = keepReal(at, s.invalid);
        res.invalid = !amount.valid() ? amount.problem : at.problem;
        s.reservations.push_back(std::move(res));
    }
}

// seal_events has no index on intent: on a large log this is one scan of it.
void readStoryEvents(Connection& conn, IntentStory& s, const IntentStoryLimits& limits)
{
    Result r = conn.exec("SELECT id, kind, path, at, CASE WHEN octet_length(d) <= $3 THEN d END, "
                         "       coalesce(octet_length(d), 0) "
                         "FROM (SELECT id, kind, path, at, detail::text AS d FROM seal_events "
                         "      WHERE intent = $1 ORDER BY at, id LIMIT $2) e ORDER BY at, id",
                         {param(s.intent), limitParam(limits.events),
                          param(static_cast<std::int64_t>(limits.eventDetailBytes))});
    int rows = 0;
    s.truncated.events = capRows(r, limits.events, rows);
    for (int i = 0; i < rows; ++i) {
        StoryEvent e;
        e.id = r.integer(i, 0);
        e.kind = r.text(i, 1);
        e.path = r.optText(i, 2);
        e.at = keepReal(r.checkedReal(i, 3, "seal_events", "id " + std::to_string(e.id), RealKind::Time),
                            s.invalid);
        e.detailText = r.optText(i, 4);
        if (!e.detailText) e.detailOmittedBytes = static_cast<std::size_t>(r.integer(i, 5));
        s.events.push_back(std::move(e));
    }
}

void readDomainFrozen(Connection& conn, IntentStory& s)
{
    if (!s.row || !s.row->domain) return;
    const std::string& domain = *s.row->domain;
    Result r =
        conn.exec("SELECT reason, frozen_at FROM seal_domains WHERE domain = $1 AND frozen", {param(domain)});
    if (r.rows() == 0) return;
    StoryFrozenDomain f;
    f.domain = domain;
    f.reason = r.optText(0, 0);
    f.frozenAt =
        keepReal(r.optCheckedReal(0, 1, "seal_domains", "domain " + domain, RealKind::Time), s.invalid);
    s.domainFrozen = std::move(f);
}

// §13's evaluate over a graph's required children, which the server sums up
// (a graph may have more children than a story reads): one stand-in child
// per fact the rule looks at, so the verdict is evaluateSaga()'s own.
std::string evaluateSummary(const std::string& stored, std::int64_t required, bool diverged, bool failed,
                            bool allFinal)
{
    std::vector<SagaChild> standIns;
    const auto add = [&standIns](std::optional<std::string> tier, const char* state) {
        SagaChild c;
        c.required = true;
        c.tier = std::move(tier);
        c.state = state;
        standIns.push_back(std::move(c));
    };
    if (diverged) add("WORLD_DIVERGED", "sealed");
    if (failed) add(std::nullopt, "failed");
    if (required > 0) add(allFinal ? std::optional<std::string>("WORLD_FINAL") : std::nullopt, "sealed");
    return evaluateSaga(stored, standIns);
}

void readStorySagas(Connection& conn, IntentStory& s, std::size_t limit)
{
    if (!hasTable(conn, "seal_graph_children") || !hasTable(conn, "seal_graphs")) return;
    // The children table has no index on intent (its key is graph_id, child_key): one scan of it.
    Result r =
        conn.exec("SELECT c.graph_id, c.child_key, c.state, c.required, g.state, "
                  "       x.required_n, x.diverged, x.failed, x.all_final "
                  "FROM seal_graph_children c LEFT JOIN seal_graphs g ON g.graph_id = c.graph_id "
                  "LEFT JOIN LATERAL (SELECT count(*) AS required_n, "
                  "       coalesce(bool_or(i.tier = 'WORLD_DIVERGED'), false) AS diverged, "
                  "       coalesce(bool_or(k.state = 'failed'), false) AS failed, "
                  "       coalesce(bool_and(i.tier IS NOT DISTINCT FROM 'WORLD_FINAL'), false) AS all_final "
                  "   FROM seal_graph_children k LEFT JOIN seal_intents i ON i.intent = k.intent "
                  "   WHERE k.graph_id = c.graph_id AND k.required) x ON true "
                  "WHERE c.intent = $1 ORDER BY c.graph_id COLLATE \"C\", c.child_key COLLATE \"C\" LIMIT $2",
                  {param(s.intent), limitParam(limit)});
    int rows = 0;
    s.truncated.sagas = capRows(r, limit, rows);
    for (int i = 0; i < rows; ++i) {
        StorySaga g;
        g.graphId = r.text(i, 0);
        g.childKey = r.text(i, 1);
        g.state = r.text(i, 2);
        g.required = r.boolean(i, 3);
        g.graphState = r.optText(i, 4);
        if (g.graphState)
            g.evaluatedState = evaluateSummary(*g.graphState, r.integer(i, 5), r.boolean(i, 6),
                                               r.boolean(i, 7), r.boolean(i, 8));
        s.sagas.push_back(std::move(g));
    }
}

bool namesAnything(const IntentStory& s)
{
    return s.row || !s.certs.empty() || !s.approvals.empty() || s.mandate || s.ticket ||
           !s.reservations.empty() || !s.events.empty() || !s.sagas.empty();
}

} // namespace

std::optional<IntentStory> readIntentStory(Connection& conn, const std::string& intent, double now,
                                           const IntentStoryLimits& limits)
{
    IntentStory s;
    s.intent = resolveIntent(conn, intent);
    s.at = now;
    s.row = readRow(conn, s.intent, s.invalid);
    readCerts(conn, s, limits.certs);
    readStoryApprovals(conn, s, limits);
    s.mandate = readMandateForIntent(conn, s.intent, now);
    if (s.mandate) s.invalid.insert(s.invalid.end(), s.mandate->invalid.begin(), s.mandate->invalid.end());
    readTicket(conn, s);
    readStoryReservations(conn, s, limits.reservations);
    readStoryEvents(conn, s, limits);
    readStorySagas(conn, s, limits.sagas);
    if (!namesAnything(s)) return std::nullopt;
    if (s.row) {
        s.hold = classifyIntent(s.row->state, s.row->tier, s.row->leaseUntil, now);
        s.diverged = s.row->tier && *s.row->tier == "WORLD_DIVERGED";
    }
    readDomainFrozen(conn, s);
    s.timeline = storyTimeline(s);
    return s;
}

} // namespace seal
