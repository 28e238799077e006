#include "core/rules/approvals.hpp"
#include "core/store/row_decoder.hpp"

#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <unordered_map>
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

Approval approvalFromRow(const Result& r, int i)
{
    Approval a;
    a.id = r.text(i, 0);
    const RowDecoder row(r, i, kApprovals, "id " + a.id, a.invalid);
    a.intent = row.requiredText(1);
    a.path = row.requiredText(2);
    a.amount = row.real(3);
    a.maker = row.requiredText(4);
    a.tier = row.requiredText(5);
    a.state = row.requiredText(6);
    if (r.isNull(i, 7))
        row.note(std::string(kApprovals) + ".required of " + row.key() + " is NULL"); // required 0: defective
    else
        a.required = static_cast<int>(r.integer(i, 7));
    a.createdAt = row.real(8, RealKind::Time);
    a.expiresAt = row.real(9, RealKind::Time);
    a.decidedAt = row.optReal(10, RealKind::Time);
    a.consumedAt = row.optReal(11, RealKind::Time);
    if (!r.isNull(i, 12)) a.pathRequiredApprovers = r.integer(i, 12);
    return a;
}

// The filters of a query on seal_approvals a. $1 state, $2 intent, $4 id,
// $6 path, $7 tier, $8 maker, $9/$10 amount bounds, $11 search, $12 created after,
// $13 voted by, $14 awaiting a vote of, $15/$16 time bounds (decided_at, else created_at).
constexpr const char* kFilterSql =
    "($1::text IS NULL OR a.state = $1::text) AND ($2::text IS NULL OR a.intent = $2::text) "
    "AND ($4::text IS NULL OR a.id = $4::text) AND ($6::text IS NULL OR a.path = $6::text) "
    "AND ($7::text IS NULL OR a.tier = $7::text) AND ($8::text IS NULL OR a.maker = $8::text) "
    "AND (($9::float8 IS NULL AND $10::float8 IS NULL) "
    "     OR (a.amount > '-Infinity'::float8 AND a.amount < 'Infinity'::float8 "
    "         AND ($9::float8 IS NULL OR a.amount >= $9::float8) AND ($10::float8 IS NULL OR a.amount <= $10::float8))) "
    "AND ($11::text IS NULL OR strpos(lower(a.id), lower($11::text)) > 0 "
    "     OR strpos(lower(a.intent), lower($11::text)) > 0 OR strpos(lower(a.maker), lower($11::text)) > 0 "
    "     OR EXISTS (SELECT 1 FROM seal_approval_votes v WHERE v.approval_id = a.id "
    "                AND strpos(lower(v.approver), lower($11::text)) > 0)) "
    "AND ($12::float8 IS NULL OR (a.state = 'pending' AND a.created_at > $12::float8)) "
    "AND ($13::text IS NULL OR EXISTS (SELECT 1 FROM seal_approval_votes v "
    "     WHERE v.approval_id = a.id AND v.approver = $13::text)) "
    "AND ($14::text IS NULL OR (a.state = 'pending' AND a.maker IS DISTINCT FROM $14::text "
    "     AND NOT EXISTS (SELECT 1 FROM seal_approval_votes v WHERE v.approval_id = a.id AND v.approver = $14::text))) "
    "AND ($15::float8 IS NULL OR coalesce(a.decided_at, a.created_at) >= $15::float8) "
    "AND ($16::float8 IS NULL OR coalesce(a.decided_at, a.created_at) <= $16::float8)";

// The approvals a query picks, as rows a: the oldest pending ($5 of them) and
// the newest decided ($3) that pass the filters (LIMIT NULL is none). Each part
// is its own index scan that reads its rows as it goes (the pending part the
// (state, created_at) index, the decided part the decided one), and the two
// merge in order: what a window costs follows its size, not the history's
// (joining picked ids back to the table read every request into a hash).
constexpr const char* kApprovalColumns =
    "a.id, a.intent, a.path, a.amount, a.maker, a.tier, a.state, a.required, "
    "a.created_at, a.expires_at, a.decided_at, a.consumed_at";
const std::string kPickedSql =
    std::string("((SELECT ") + kApprovalColumns + " FROM seal_approvals a WHERE a.state = 'pending' AND " + kFilterSql +
    " ORDER BY a.created_at, a.id LIMIT $5::bigint) "
    "UNION ALL (SELECT " + kApprovalColumns + " FROM seal_approvals a WHERE a.state IS DISTINCT FROM 'pending' AND " +
    kFilterSql + " ORDER BY a.created_at DESC, a.id DESC LIMIT $3::bigint)) a";

// The same filters over the whole history (no window: $3 and $5 are NULL).
// One scan and one sort: for every request, two ordered scans merged cost
// more than the sort they save.
const std::string kWholeHistorySql =
    std::string(kFilterSql) + " AND $3::bigint IS NULL AND $5::bigint IS NULL";

template <typename T> Param optParam(const std::optional<T>& v)
{
    return v ? param(*v) : nullParam();
}

std::vector<Param> pickedParams(const ApprovalQuery& q)
{
    return {optParam(q.state),         optParam(q.intent),    optParam(q.newestDecided),
            optParam(q.id),            optParam(q.oldestPending), optParam(q.path),
            optParam(q.tier),          optParam(q.maker),     optParam(q.minAmount),
            optParam(q.maxAmount),     optParam(q.search),    optParam(q.pendingCreatedAfter),
            optParam(q.votedBy),       optParam(q.awaitingVoteOf), optParam(q.timeFrom),
            optParam(q.timeTo)};
}

// The votes of one batch of approvals, each request's by at (then id): one
// probe of the (approval_id, approver) index per request, no sort of the
// history.
void attachVotes(Connection& conn, std::vector<Approval>& batch)
{
    if (batch.empty()) return;
    nlohmann::json ids = nlohmann::json::array();
    std::unordered_map<std::string_view, Approval*> byId;
    for (Approval& a : batch) {
        ids.push_back(a.id);
        byId.emplace(a.id, &a);
    }
    const Result r = conn.exec("SELECT v.approval_id, v.approver, v.decision, v.at, v.sig, v.id "
                               "FROM seal_approval_votes v "
                               "WHERE v.approval_id IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                               "ORDER BY v.approval_id, v.at, v.id",
                               {param(ids.dump())});
    for (int i = 0; i < r.rows(); ++i) {
        const auto it = byId.find(r.text(i, 0));
        if (it == byId.end()) continue;
        Approval& a = *it->second;
        const double at =
            RowDecoder(r, i, "seal_approval_votes", "id " + std::string(r.text(i, 5)), a.invalid).real(3, RealKind::Time);
        a.votes.push_back(Vote{std::string(r.text(i, 1)), std::string(r.text(i, 2)), at, std::string(r.text(i, 4))});
    }
}

// The votes of every picked approval in the approvals' own order (created_at,
// id), each request's votes by at: read beside the approvals' cursor, so the
// two merge as they stream. For a whole history (an export): one sorted scan
// of the votes beats a probe per request.
class VoteStream
{
public:
    VoteStream(Connection& conn, const ApprovalQuery& q)
        : m_cursor(conn, "seal_votes_c",
                   std::string("SELECT v.approval_id, v.approver, v.decision, v.at, v.sig, v.id "
                               "FROM seal_approval_votes v JOIN seal_approvals a ON a.id = v.approval_id WHERE ") +
                       kWholeHistorySql + " ORDER BY a.created_at, a.id, v.at, v.id",
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
            const double at = RowDecoder(m_batch, m_row, "seal_approval_votes",
                                         "id " + std::string(m_batch.text(m_row, 5)), a.invalid)
                                  .real(3, RealKind::Time);
            a.votes.push_back(Vote{std::string(m_batch.text(m_row, 1)), std::string(m_batch.text(m_row, 2)), at,
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

int requiredNow(std::int64_t stored, std::optional<std::int64_t> configured)
{
    return static_cast<int>(std::max<std::int64_t>({stored, configured.value_or(0), 2}));
}

std::string requiredNote(std::int64_t stored, std::optional<std::int64_t> configured)
{
    const int now = requiredNow(stored, configured);
    if (now == stored) return {};
    if (configured && *configured == now)
        return "the path now requires " + std::to_string(now) + " approvers (its row says " +
               std::to_string(stored) + ")";
    return "its row says " + std::to_string(stored) + ", below the floor of two approvers";
}

int Approval::approvalsNeeded() const
{
    return requiredNow(required, pathRequiredApprovers);
}

std::string Approval::requiredNote() const
{
    return seal::requiredNote(required, pathRequiredApprovers);
}

int Approval::approveCount() const
{
    return static_cast<int>(
        std::count_if(votes.begin(), votes.end(), [](const Vote& v) { return v.decision == "approve"; }));
}

const Vote* Approval::decidingVote() const
{
    if (state == "rejected") {
        const auto it = std::find_if(votes.begin(), votes.end(), [](const Vote& v) { return v.decision == "reject"; });
        return it == votes.end() ? nullptr : &*it;
    }
    if (state != "approved" || required <= 0) return nullptr;
    int approves = 0;
    for (const Vote& v : votes)
        if (v.decision == "approve" && ++approves == required) return &v;
    return nullptr;
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
    ApprovalQuery query;
    query.state = state;
    return readApprovals(conn, query);
}

std::int64_t countDecidedApprovals(Connection& conn)
{
    // All requests less the pending ones (a NULL state counts as decided, as
    // IS DISTINCT FROM does): two counts that an index answers alone, where
    // the filter itself would read every row of the history.
    return conn
        .exec("SELECT (SELECT count(*) FROM seal_approvals) - "
              "(SELECT count(*) FROM seal_approvals WHERE state = 'pending')")
        .integer(0, 0);
}

PendingCount countPendingApprovals(Connection& conn, double now)
{
    const Result r = conn.exec("SELECT count(*), count(*) FILTER (WHERE $1::float8 > expires_at AND " +
                                   showableTimeSql("expires_at") + ") FROM seal_approvals WHERE state = 'pending'",
                               {param(now)});
    return PendingCount{r.integer(0, 0), r.integer(0, 1)};
}

void forEachApproval(Connection& conn, const ApprovalQuery& query, const std::function<void(Approval&&)>& fn)
{
    const bool wholeHistory = !query.oldestPending && !query.newestDecided;
    const std::string select = std::string("SELECT ") + kApprovalColumns + ", t.required_approvers FROM ";
    const std::string thresholds = " LEFT JOIN seal_thresholds t ON t.path = a.path ";
    Cursor approvals(conn, "seal_approvals_c",
                     wholeHistory ? select + "seal_approvals a" + thresholds + "WHERE " + kWholeHistorySql +
                                        " ORDER BY a.created_at, a.id"
                                  : select + kPickedSql + thresholds + "ORDER BY a.created_at, a.id",
                     pickedParams(query));
    if (wholeHistory) { // two streams merged
        VoteStream votes(conn, query);
        for (Result r = approvals.fetch(); r.rows() > 0; r = approvals.fetch())
            for (int i = 0; i < r.rows(); ++i) {
                Approval a = approvalFromRow(r, i);
                votes.attach(a);
                fn(std::move(a));
            }
        return;
    }
    std::vector<Approval> batch; // a window: each batch's votes by index
    for (Result r = approvals.fetch(); r.rows() > 0; r = approvals.fetch()) {
        batch.clear();
        for (int i = 0; i < r.rows(); ++i) batch.push_back(approvalFromRow(r, i));
        attachVotes(conn, batch);
        for (Approval& a : batch) fn(std::move(a));
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
    // Two scans, each once: the requests, and the votes (an IN over the votes
    // would be planned as a scan of the votes per request).
    const Result dirty = conn.exec(
        "SELECT id FROM (SELECT a.id, a.created_at FROM seal_approvals a WHERE " + inScope + " AND " + dirtyRow +
            " UNION SELECT a.id, a.created_at FROM seal_approvals a JOIN (SELECT DISTINCT v.approval_id FROM "
            "seal_approval_votes v WHERE " + dirtyVote + ") d ON d.approval_id = a.id WHERE " + inScope +
            ") dirty ORDER BY created_at, id",
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
    if (const std::string why = a.requiredNote(); !why.empty() && a.state == "pending") {
        out["required_now"] = a.approvalsNeeded(); // beyond: what Seal Desk's votes decide at
        out["required_note"] = why;
    }
    if (!a.invalid.empty()) out["invalid"] = a.invalid;
    return out;
}

namespace {

// nlohmann's own text for a scalar: printable ASCII strings are written as
// they are, anything else (escapes, UTF-8, invalid bytes) by nlohmann.
void appendString(std::string& out, std::string_view s)
{
    const bool plain = std::all_of(s.begin(), s.end(), [](char c) {
        return c >= 0x20 && c <= 0x7E && c != '"' && c != '\\';
    });
    if (plain) {
        out += '"';
        out += s;
        out += '"';
    } else {
        out += nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
}

void appendNumber(std::string& out, double v)
{
    out += nlohmann::json(v).dump(); // NaN and infinities print as null, as in the tree
}

void appendNumber(std::string& out, const std::optional<double>& v)
{
    if (v)
        appendNumber(out, *v);
    else
        out += "null";
}

// Writes `"key": ` on a new line `level` steps in; the first key of an object follows its brace.
class ObjectText
{
public:
    ObjectText(std::string& out, int indent) : m_out(out), m_indent(indent) { m_out += '{'; }
    std::string& key(std::string_view name)
    {
        m_out += m_first ? "\n" : ",\n";
        m_first = false;
        m_out.append(static_cast<std::size_t>(m_indent + 2), ' ');
        m_out += '"';
        m_out += name;
        m_out += "\": ";
        return m_out;
    }
    void close()
    {
        if (m_first) {
            m_out += '}';
            return;
        }
        m_out += '\n';
        m_out.append(static_cast<std::size_t>(m_indent), ' ');
        m_out += '}';
    }

private:
    std::string& m_out;
    int m_indent;
    bool m_first = true;
};

} // namespace

void appendApprovalJson(std::string& out, const Approval& a,
                        const std::optional<std::optional<std::string>>& sigKey, int indent,
                        std::string_view currency)
{
    // Keys in the order nlohmann's object (a sorted map) prints them.
    ObjectText o(out, indent);
    appendNumber(o.key("amount"), a.amount);
    o.key("approve_count") += std::to_string(a.approveCount());
    appendNumber(o.key("consumed_at"), a.consumedAt);
    appendNumber(o.key("created_at"), a.createdAt);
    if (!currency.empty()) appendString(o.key("currency"), currency);
    appendNumber(o.key("decided_at"), a.decidedAt);
    appendNumber(o.key("expires_at"), a.expiresAt);
    appendString(o.key("id"), a.id);
    appendString(o.key("intent"), a.intent);
    if (!a.invalid.empty()) {
        std::string& list = o.key("invalid");
        list += '[';
        for (std::size_t i = 0; i < a.invalid.size(); ++i) {
            list += i ? ",\n" : "\n";
            list.append(static_cast<std::size_t>(indent + 4), ' ');
            appendString(list, a.invalid[i]);
        }
        list += '\n';
        list.append(static_cast<std::size_t>(indent + 2), ' ');
        list += ']';
    }
    appendString(o.key("maker"), a.maker);
    appendString(o.key("path"), a.path);
    o.key("required") += std::to_string(a.required);
    if (const std::string why = a.requiredNote(); !why.empty() && a.state == "pending") {
        appendString(o.key("required_note"), why); // sorted as nlohmann's object prints them
        o.key("required_now") += std::to_string(a.approvalsNeeded());
    }
    appendString(o.key("state"), a.state);
    appendString(o.key("tier"), a.tier);
    std::string& votes = o.key("votes");
    if (a.votes.empty()) {
        votes += "[]";
    } else {
        votes += '[';
        for (std::size_t i = 0; i < a.votes.size(); ++i) {
            const Vote& v = a.votes[i];
            votes += i ? ",\n" : "\n";
            votes.append(static_cast<std::size_t>(indent + 4), ' ');
            ObjectText vo(votes, indent + 4);
            appendString(vo.key("approver"), v.approver);
            appendNumber(vo.key("at"), v.at);
            appendString(vo.key("decision"), v.decision);
            if (sigKey) appendString(vo.key("sig"), sigCheckName(verifyVote(*sigKey, a.id, v)));
            vo.close();
        }
        votes += '\n';
        votes.append(static_cast<std::size_t>(indent + 2), ' ');
        votes += ']';
    }
    o.close();
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

std::map<std::string, ApprovalDecision> readApprovalDecisions(Connection& conn,
                                                              const std::vector<std::string>& approvalIds)
{
    std::map<std::string, ApprovalDecision> out;
    if (approvalIds.empty()) return out;
    nlohmann::json intents = nlohmann::json::array();
    for (const auto& id : approvalIds) intents.push_back("approval:" + id);
    // The newest decision cert per request, as readDecisionSeqs (the same index serves).
    Result r = conn.exec("SELECT DISTINCT ON (intent) intent, seq, body->>'reason' FROM seal_certs "
                         "WHERE intent IN (SELECT jsonb_array_elements_text($1::jsonb)) "
                         "AND body->>'action' = 'graduated_approval' ORDER BY intent, seq DESC",
                         {param(intents.dump())});
    for (int i = 0; i < r.rows(); ++i)
        out[std::string(r.text(i, 0).substr(9))] = ApprovalDecision{r.integer(i, 1), r.optText(i, 2)};
    return out;
}

std::vector<PendingRequirementChange> pendingRequirementChanges(const std::vector<Approval>& pending,
                                                                std::int64_t newRequiredApprovers, double now)
{
    std::vector<PendingRequirementChange> out;
    for (const Approval& a : pending) {
        if (a.state != "pending" || a.pendingButExpired(now)) continue;
        const int after = requiredNow(a.required, newRequiredApprovers);
        if (after != a.approvalsNeeded()) out.push_back({a.id, a.approveCount(), a.approvalsNeeded(), after});
    }
    return out;
}

std::vector<PendingRequirementChange> readPendingRequirementChanges(Connection& conn, const std::string& path,
                                                                    std::int64_t newRequiredApprovers,
                                                                    double now)
{
    ApprovalQuery q;
    q.state = "pending";
    q.path = path;
    return pendingRequirementChanges(readApprovals(conn, q), newRequiredApprovers, now);
}

std::string describePendingChanges(const std::vector<PendingRequirementChange>& changes)
{
    if (changes.empty()) return "no pending request changes";
    std::string out = std::to_string(changes.size()) + " pending request(s) change:";
    for (size_t i = 0; i < changes.size(); ++i) {
        const auto& c = changes[i];
        out += (i ? "; " : " ") + c.id + " needs " + std::to_string(c.after) + " approvals instead of " +
               std::to_string(c.before) + " (" + std::to_string(c.approves) + " so far" +
               (c.approves >= c.after ? ", the next approve decides it" : "") + ")";
    }
    return out;
}

} // namespace seal
