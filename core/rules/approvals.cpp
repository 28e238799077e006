#include "approvals.hpp"

#include "digest.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

namespace seal {
namespace {

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

std::string toHex(const unsigned char* bytes, unsigned len)
{
    static const char* hex = "0123456789abcdef";
    std::string out;
    out.reserve(len * 2);
    for (unsigned i = 0; i < len; ++i) {
        out += hex[bytes[i] >> 4];
        out += hex[bytes[i] & 0xF];
    }
    return out;
}

constexpr const char* kApprovals = "seal_approvals";

double checked(const CheckedReal& v, std::vector<std::string>& invalid)
{
    if (!v.valid()) invalid.push_back(v.problem);
    return v.value;
}

std::optional<double> checked(const std::optional<CheckedReal>& v, std::vector<std::string>& invalid)
{
    if (!v) return std::nullopt;
    return checked(*v, invalid);
}

// A text column the reference never leaves NULL.
std::string requiredText(const Result& r, int i, int col, const std::string& key, std::vector<std::string>& invalid)
{
    if (r.isNull(i, col)) invalid.push_back(std::string(kApprovals) + "." + std::string(r.columnName(col)) + " of " + key + " is NULL");
    return std::string(r.text(i, col));
}

Approval approvalFromRow(const Result& r, int i)
{
    Approval a;
    a.id = r.text(i, 0);
    const std::string key = "id " + a.id;
    auto& bad = a.invalid;
    a.intent = requiredText(r, i, 1, key, bad);
    a.path = requiredText(r, i, 2, key, bad);
    a.amount = checked(r.checkedReal(i, 3, kApprovals, key), bad);
    a.maker = requiredText(r, i, 4, key, bad);
    a.tier = requiredText(r, i, 5, key, bad);
    a.state = requiredText(r, i, 6, key, bad);
    if (r.isNull(i, 7))
        bad.push_back(std::string(kApprovals) + ".required of " + key + " is NULL"); // required 0: defective
    else
        a.required = static_cast<int>(r.integer(i, 7));
    a.createdAt = checked(r.checkedReal(i, 8, kApprovals, key, RealKind::Time), bad);
    a.expiresAt = checked(r.checkedReal(i, 9, kApprovals, key, RealKind::Time), bad);
    a.decidedAt = checked(r.optCheckedReal(i, 10, kApprovals, key, RealKind::Time), bad);
    a.consumedAt = checked(r.optCheckedReal(i, 11, kApprovals, key, RealKind::Time), bad);
    if (!r.isNull(i, 12)) a.pathRequiredApprovers = r.integer(i, 12);
    return a;
}

// The approvals a query picks: a state, an intent, an id, and at most the
// newest N decided ones (every pending one always). $1 state, $2 intent, $3 N, $4 id.
constexpr const char* kPickedSql =
    "picked AS (SELECT a.id FROM seal_approvals a "
    "           WHERE ($1::text IS NULL OR a.state = $1::text) AND ($2::text IS NULL OR a.intent = $2::text) "
    "             AND ($4::text IS NULL OR a.id = $4::text) "
    "             AND ($3::bigint IS NULL OR a.state = 'pending' OR a.id IN "
    "                  (SELECT d.id FROM seal_approvals d WHERE d.state <> 'pending' "
    "                   ORDER BY d.created_at DESC, d.id DESC LIMIT $3::bigint)))";

std::vector<Param> pickedParams(const ApprovalQuery& q)
{
    return {q.state ? param(*q.state) : nullParam(), q.intent ? param(*q.intent) : nullParam(),
            q.newestDecided ? param(*q.newestDecided) : nullParam(), q.id ? param(*q.id) : nullParam()};
}

// The votes of the picked approvals in the approvals' own order (created_at,
// id), each request's votes by at: read beside the approvals' cursor, so the
// two merge as they stream.
class VoteStream
{
public:
    VoteStream(Connection& conn, const ApprovalQuery& q)
        : m_cursor(conn, "seal_votes_c",
                   std::string("WITH ") + kPickedSql +
                       " SELECT v.approval_id, v.approver, v.decision, v.at, v.sig, v.id "
                       "FROM seal_approval_votes v JOIN picked p ON p.id = v.approval_id "
                       "JOIN seal_approvals a ON a.id = v.approval_id "
                       "ORDER BY a.created_at, a.id, v.at, v.id",
                   pickedParams(q)),
          m_batch(m_cursor.fetch())
    {
    }

    // Moves the votes of `a` (the next approval in order) onto it.
    void attach(Approval& a)
    {
        for (;; ++m_row) {
            if (m_row == m_batch.rows()) {
                if (m_batch.rows() == 0) return;
                m_batch = m_cursor.fetch();
                m_row = 0;
                if (m_batch.rows() == 0) return;
            }
            if (m_batch.text(m_row, 0) != a.id) return;
            const CheckedReal at = m_batch.checkedReal(m_row, 3, "seal_approval_votes",
                                                       "id " + std::string(m_batch.text(m_row, 5)), RealKind::Time);
            if (!at.valid()) a.invalid.push_back(at.problem);
            a.votes.push_back(Vote{std::string(m_batch.text(m_row, 1)), std::string(m_batch.text(m_row, 2)), at.value,
                                   std::string(m_batch.text(m_row, 4))});
        }
    }

private:
    Cursor m_cursor;
    Result m_batch;
    int m_row = 0;
};

// The SQL twin of isShowableTime(): a float8 that is a time a calendar shows.
std::string showableTimeSql(std::string_view column)
{
    const std::string c(column);
    return "(" + c + " >= -62135596800.0::float8 AND " + c + " < 253402300800.0::float8)";
}

} // namespace

std::string tierFor(double amount, const std::optional<Thresholds>& thresholds)
{
    if (!thresholds) return "ALWAYS_HUMAN";
    if (amount <= thresholds->autoCeiling) return "AUTO";
    if (amount <= thresholds->dualCeiling) return "DUAL";
    return "ALWAYS_HUMAN";
}

int requiredApprovers(const Thresholds& thresholds)
{
    return std::max(2, thresholds.requiredApprovers);
}

std::string requiredDefect(std::int64_t stored, std::optional<std::int64_t> configured)
{
    if (configured && *configured >= 2 && stored < *configured)
        return "required " + std::to_string(stored) + " is below the path's required_approvers " +
               std::to_string(*configured);
    if (stored < 2)
        return "required " + std::to_string(stored) + " is below 2 (every approval needs at least two approvers)";
    return {};
}

std::string Approval::defect() const
{
    return requiredDefect(required, pathRequiredApprovers);
}

int Approval::approveCount() const
{
    return static_cast<int>(
        std::count_if(votes.begin(), votes.end(), [](const Vote& v) { return v.decision == "approve"; }));
}

const char* sigCheckName(SigCheck check)
{
    switch (check) {
    case SigCheck::Valid:
        return "valid";
    case SigCheck::Invalid:
        return "invalid";
    case SigCheck::Unverifiable:
        return "unverifiable";
    }
    return "unverifiable";
}

std::string voteMessage(std::string_view approvalId, const Vote& vote)
{
    std::string m(approvalId);
    m += '|';
    m += vote.approver;
    m += '|';
    m += vote.decision;
    m += '|';
    m += pythonFloatRepr(vote.at);
    return m;
}

std::string voteSignature(std::string_view key, std::string_view approvalId, const Vote& vote)
{
    const std::string message = voteMessage(approvalId, vote);
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac, &len);
    return toHex(mac, len);
}

SigCheck verifyVote(const std::optional<std::string>& key, std::string_view approvalId, const Vote& vote)
{
    if (!key) return SigCheck::Unverifiable;
    const std::string expected = voteSignature(*key, approvalId, vote);
    // Constant time: the comparison must not tell a forger how close it got.
    const bool same = expected.size() == vote.sig.size() &&
                      CRYPTO_memcmp(expected.data(), vote.sig.data(), expected.size()) == 0;
    return same ? SigCheck::Valid : SigCheck::Invalid;
}

std::optional<std::string> governanceKeyFromEnv()
{
    const char* key = std::getenv("SEAL_GOV_KEY");
    if (!key || !*key) return std::nullopt;
    return std::string(key);
}

std::vector<Approval> readApprovals(Connection& conn, const std::optional<std::string>& state)
{
    return readApprovals(conn, ApprovalQuery{state, std::nullopt, std::nullopt, std::nullopt});
}

std::int64_t countDecidedApprovals(Connection& conn)
{
    return conn.exec("SELECT count(*) FROM seal_approvals WHERE state <> 'pending'").integer(0, 0);
}

void forEachApproval(Connection& conn, const ApprovalQuery& query, const std::function<void(Approval&&)>& fn)
{
    Cursor approvals(conn, "seal_approvals_c",
                     std::string("WITH ") + kPickedSql +
                         " SELECT a.id, a.intent, a.path, a.amount, a.maker, a.tier, a.state, a.required, "
                         "a.created_at, a.expires_at, a.decided_at, a.consumed_at, t.required_approvers "
                         "FROM seal_approvals a JOIN picked p ON p.id = a.id "
                         "LEFT JOIN seal_thresholds t ON t.path = a.path ORDER BY a.created_at, a.id",
                     pickedParams(query));
    VoteStream votes(conn, query);
    for (Result r = approvals.fetch(); r.rows() > 0; r = approvals.fetch())
        for (int i = 0; i < r.rows(); ++i) {
            Approval a = approvalFromRow(r, i);
            votes.attach(a);
            fn(std::move(a));
        }
}

std::vector<Approval> readApprovals(Connection& conn, const ApprovalQuery& query)
{
    std::vector<Approval> out;
    forEachApproval(conn, query, [&out](Approval&& a) { out.push_back(std::move(a)); });
    return out;
}

ApprovalOutcomes readApprovalOutcomes(Connection& conn, const std::optional<double>& since, double until)
{
    // A request counts in the period by its created_at; one whose created_at
    // is no time at all is in no period but its invalid values are reported.
    const std::string created = showableTimeSql("a.created_at");
    const std::string inScope = "(NOT coalesce(" + created + ", false) OR (($1::float8 IS NULL OR a.created_at >= $1) "
                                "AND a.created_at <= $2))";
    // Rows with a value the reference never writes, or with such a vote (read
    // whole below, for what is wrong with them): a superset of what
    // approvalFromRow() and the votes' checks flag, so none is missed.
    const std::string dirtyRow =
        "NOT coalesce(a.intent IS NOT NULL AND a.path IS NOT NULL AND a.maker IS NOT NULL AND a.tier IS NOT NULL "
        "AND a.state IS NOT NULL AND a.required IS NOT NULL AND a.amount > '-Infinity'::float8 "
        "AND a.amount < 'Infinity'::float8 AND " + created + " AND " + showableTimeSql("a.expires_at") +
        " AND (a.decided_at IS NULL OR " + showableTimeSql("a.decided_at") + ") AND (a.consumed_at IS NULL OR " +
        showableTimeSql("a.consumed_at") + "), false)";
    const std::string dirtyVote = "NOT coalesce(" + showableTimeSql("v.at") + ", false)";
    // pendingButExpired(until) on a checked expires_at; the sum adds finite
    // amounts in created order, as a loop over the requests would.
    const std::string outcome = "CASE WHEN a.state = 'pending' AND " + showableTimeSql("a.expires_at") +
                                " AND $2 > a.expires_at THEN 'expired' ELSE coalesce(a.state, '') END";
    const Result totals = conn.exec(
        "SELECT " + outcome + ", count(*), sum(a.amount ORDER BY a.created_at, a.id) FILTER (WHERE "
        "a.amount > '-Infinity'::float8 AND a.amount < 'Infinity'::float8) FROM seal_approvals a "
        "WHERE " + created + " AND ($1::float8 IS NULL OR a.created_at >= $1) AND a.created_at <= $2 GROUP BY 1",
        {since ? param(*since) : nullParam(), param(until)});
    ApprovalOutcomes out;
    for (int i = 0; i < totals.rows(); ++i)
        out.byOutcome.push_back(
            {std::string(totals.text(i, 0)), totals.integer(i, 1), totals.optReal(i, 2).value_or(0.0)});
    std::sort(out.byOutcome.begin(), out.byOutcome.end(),
              [](const ApprovalOutcome& x, const ApprovalOutcome& y) { return x.outcome < y.outcome; });
    const Result dirty = conn.exec(
        "SELECT a.id FROM seal_approvals a WHERE " + inScope + " AND (" + dirtyRow + " OR a.id IN "
        "(SELECT v.approval_id FROM seal_approval_votes v WHERE " + dirtyVote + ")) ORDER BY a.created_at, a.id",
        {since ? param(*since) : nullParam(), param(until)});
    for (int i = 0; i < dirty.rows(); ++i) {
        ApprovalQuery one;
        one.id = std::string(dirty.text(i, 0));
        forEachApproval(conn, one, [&out](Approval&& a) {
            out.invalid.insert(out.invalid.end(), a.invalid.begin(), a.invalid.end());
        });
    }
    return out;
}

nlohmann::json approvalJson(const Approval& a, const std::optional<std::optional<std::string>>& sigKey)
{
    nlohmann::json votes = nlohmann::json::array();
    for (const auto& v : a.votes) {
        nlohmann::json j = {{"approver", v.approver}, {"decision", v.decision}, {"at", v.at}};
        if (sigKey) j["sig"] = sigCheckName(verifyVote(*sigKey, a.id, v));
        votes.push_back(std::move(j));
    }
    nlohmann::json out = {{"id", a.id},
            {"intent", a.intent},
            {"path", a.path},
            {"amount", a.amount},
            {"maker", a.maker},
            {"tier", a.tier},
            {"state", a.state},
            {"required", a.required},
            {"created_at", a.createdAt},
            {"expires_at", a.expiresAt},
            {"decided_at", orNull(a.decidedAt)},
            {"consumed_at", orNull(a.consumedAt)},
            {"approve_count", a.approveCount()},
            {"votes", votes}};
    if (const std::string why = a.defect(); !why.empty()) out["defective"] = why;
    if (!a.invalid.empty()) out["invalid"] = a.invalid;
    return out;
}

std::map<std::string, Thresholds> readThresholds(Connection& conn)
{
    Result r = conn.exec("SELECT path, auto_ceiling, dual_ceiling, required_approvers FROM seal_thresholds");
    std::map<std::string, Thresholds> out;
    for (int i = 0; i < r.rows(); ++i)
        out[std::string(r.text(i, 0))] = Thresholds{r.real(i, 1), r.real(i, 2), static_cast<int>(r.integer(i, 3))};
    return out;
}

std::map<std::string, std::int64_t> readDecisionSeqs(Connection& conn, const std::vector<std::string>& approvalIds)
{
    std::map<std::string, std::int64_t> out;
    if (approvalIds.empty()) return out;
    // One query for all of them, each a probe of the certs by intent (an index
    // `sealctl indexes` offers; without it, one scan of the chain, not one per approval).
    nlohmann::json intents = nlohmann::json::array();
    for (const auto& id : approvalIds) intents.push_back("approval:" + id);
    Result r = conn.exec("SELECT intent, max(seq) FROM seal_certs "
                         "WHERE intent IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                         "AND body->>'action' = 'graduated_approval' GROUP BY intent",
                         {param(intents.dump())});
    for (int i = 0; i < r.rows(); ++i) out[std::string(r.text(i, 0).substr(9))] = r.integer(i, 1);
    return out;
}

} // namespace seal
