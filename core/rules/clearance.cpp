#include "core/rules/clearance.hpp"

#include <cmath>

namespace seal {
namespace {

nlohmann::json optJson(const std::optional<std::string>& text)
{
    if (!text) return nullptr;
    return nlohmann::json::parse(*text, nullptr, false);
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json proofJson(const ClearanceProof& p)
{
    return {{"at", p.at},
            {"detail", optJson(p.detailText)},
            {"executions", orNull(p.executions)},
            {"green", p.green},
            {"storm_n", orNull(p.stormN)}};
}

// A reason the rules wrote: its English (parity) and its phrase.
void ruled(Clearance& c, Phrase reason)
{
    c.reason = reason.text();
    c.ruledReason = std::move(reason);
}

// The CLEARED branch: proof decides whether the policy is earned right now.
void applyProof(Clearance& c, double maxAge, double at)
{
    if (!c.proof) {
        c.effective = "HOLD";
        ruled(c, Phrase{kNoProofReason, {}, {}});
    } else if (!c.proof->green) {
        c.effective = "HOLD";
        ruled(c, Phrase{kRedProofReason, {}, {}});
    } else if (std::isnan(maxAge) || std::isnan(c.proof->at)) {
        // A broken store must not make a proof look fresh forever (NaN compares false).
        c.effective = "HOLD";
        ruled(c, Phrase{"seal_clearance.max_proof_age_sec or the proof's time of path %1 is NaN \u2014 clearance "
                        "not in force",
                        {c.path}, {}});
    } else if (const double age = at - c.proof->at; age > maxAge) {
        c.effective = "HOLD";
        ruled(c, staleProofReason(age));
    } else {
        c.effective = "CLEARED";
    }
}

constexpr const char* kPolicyColumns = "status, reason, max_proof_age_sec, updated_at, updated_by";
constexpr const char* kProofColumns = "at, green, storm_n, executions, detail::text";

// A seal_clearance row whose columns start at `col` (kPolicyColumns).
ClearancePolicy policyAt(const Result& r, int row, int col, const std::string& path)
{
    // updated_at only labels the policy: a NULL or NaN there shows as invalid, it fails nothing.
    return ClearancePolicy{std::string(r.text(row, col)), r.optText(row, col + 1), r.optReal(row, col + 2),
                           r.checkedReal(row, col + 3, "seal_clearance", "path " + path, RealKind::Time).value,
                           r.optText(row, col + 4)};
}

// A seal_proof row whose columns start at `col` (kProofColumns).
ClearanceProof proofAt(const Result& r, int row, int col)
{
    ClearanceProof p{r.real(row, col), r.boolean(row, col + 1), std::nullopt, std::nullopt,
                     r.optText(row, col + 4)};
    if (!r.isNull(row, col + 2)) p.stormN = r.integer(row, col + 2);
    if (!r.isNull(row, col + 3)) p.executions = r.integer(row, col + 3);
    return p;
}

std::optional<ClearancePolicy> readPolicy(Connection& conn, const std::string& path)
{
    Result r = conn.exec(std::string("SELECT ") + kPolicyColumns + " FROM seal_clearance WHERE path = $1",
                         {param(path)});
    if (r.rows() == 0) return std::nullopt;
    return policyAt(r, 0, 0, path);
}

std::optional<ClearanceProof> readLatestProof(Connection& conn, const std::string& path, double at)
{
    Result r = conn.exec(std::string("SELECT ") + kProofColumns +
                             " FROM seal_proof WHERE path = $1 AND at <= $2 ORDER BY at DESC, id DESC LIMIT 1",
                         {param(path), param(at)});
    if (r.rows() == 0) return std::nullopt;
    return proofAt(r, 0, 0);
}

} // namespace

Phrase staleProofReason(double ageSec)
{
    const auto hours = static_cast<long long>(std::floor(ageSec / 3600.0));
    return Phrase{"proof is stale (%1h old) \u2014 clearance expired", {std::to_string(hours)}, {}};
}

Clearance evaluateClearance(std::string path, std::optional<ClearancePolicy> policy,
                            std::optional<ClearanceProof> latestProof, double at)
{
    Clearance c;
    c.path = std::move(path);
    if (!policy) {
        c.status = c.effective = "HOLD";
        ruled(c, Phrase{kNoPolicyReason, {}, {}});
        return c;
    }
    c.status = policy->status;
    c.policy = std::move(policy);
    if (c.status != "CLEARED") {
        c.effective = c.status;
        c.reason = c.policy->reason;
        return c;
    }
    c.reason = c.policy->reason;
    c.proof = std::move(latestProof);
    // The kernel reads a max proof age of none, 0 or below as its default (so does the dual-control guard).
    const double maxAge = c.policy->maxProofAgeSec.value_or(kDefaultMaxProofAgeSec);
    applyProof(c, maxAge <= 0 ? kDefaultMaxProofAgeSec : maxAge, at);
    return c;
}

nlohmann::json clearanceJson(const Clearance& c)
{
    nlohmann::json j = {{"path", c.path},
                        {"status", c.status},
                        {"effective", c.effective},
                        {"reason", orNull(c.reason)},
                        {"proof", c.proof ? proofJson(*c.proof) : nlohmann::json(nullptr)}};
    if (c.policy) {
        j["updated_at"] = c.policy->updatedAt;
        j["updated_by"] = orNull(c.policy->updatedBy);
    }
    return j;
}

Clearance readClearance(Connection& conn, const std::string& path, double at)
{
    auto policy = readPolicy(conn, path);
    std::optional<ClearanceProof> proof;
    if (policy && policy->status == "CLEARED") proof = readLatestProof(conn, path, at);
    return evaluateClearance(path, std::move(policy), std::move(proof), at);
}

ClearanceBook::ClearanceBook(Connection& conn, double at) : m_at(at)
{
    Result policies = conn.exec(std::string("SELECT path, ") + kPolicyColumns + " FROM seal_clearance");
    for (int i = 0; i < policies.rows(); ++i) {
        std::string path(policies.text(i, 0));
        ClearancePolicy policy = policyAt(policies, i, 1, path);
        m_policies.emplace(std::move(path), std::move(policy));
    }
    // The latest proof at or before `at` of each CLEARED path (the only ones
    // a proof is looked at for), in the order readLatestProof picks one.
    Result proofs = conn.exec(std::string("SELECT DISTINCT ON (path) path, ") + kProofColumns +
                                  " FROM seal_proof WHERE at <= $1 AND path IN "
                                  "(SELECT path FROM seal_clearance WHERE status = 'CLEARED') "
                                  "ORDER BY path, at DESC, id DESC",
                              {param(at)});
    for (int i = 0; i < proofs.rows(); ++i) m_proofs.emplace(std::string(proofs.text(i, 0)), proofAt(proofs, i, 1));
}

Clearance ClearanceBook::of(const std::string& path) const
{
    std::optional<ClearancePolicy> policy;
    std::optional<ClearanceProof> proof;
    if (const auto p = m_policies.find(path); p != m_policies.end()) {
        policy = p->second;
        if (policy->status == "CLEARED")
            if (const auto q = m_proofs.find(path); q != m_proofs.end()) proof = q->second;
    }
    return evaluateClearance(path, std::move(policy), std::move(proof), m_at);
}

} // namespace seal
