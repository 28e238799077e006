#include "authorization_receipt.hpp"

#include "digest.hpp"
#include "evidence_json.hpp"
#include "timefmt.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace seal {
namespace {

// ---- the status rule ----------------------------------------------------------

std::string blockedReason(const AuthorizationFacts& f)
{
    if (!f.approval) return "no claim and no cert for this intent in the store";
    if (*f.approval == "approved") return "its approval was granted, but it was never admitted (no claim, no cert)";
    if (*f.approval == "expired") return "its approval request expired without a decision; it was never admitted";
    return "its approval request is " + *f.approval + "; it was never admitted";
}

std::optional<std::string> offRailReason(const AuthorizationFacts& f)
{
    if (!f.chainOk) return "the certificate chain does not verify, so this record cannot be relied on";
    if (!f.claimRow) return "certs exist but the intent's claim row does not: the once-only guarantee cannot be shown";
    if (f.state == "sealed" && f.executorCerts == 0) return "the claim says sealed, but the chain holds no executor cert";
    if (f.approval && *f.approval != "approved") return "admitted although its approval request is " + *f.approval;
    if (f.approvalDefect) return "admitted on a defective approval: " + *f.approvalDefect;
    if (f.revokedAtAdmission) return "admitted while the path's policy was REVOKED";
    return std::nullopt;
}

std::string worldUnknownReason(const AuthorizationFacts& f)
{
    if (f.state == "open") return "the claim is still open: the executor has not sealed it (in flight, or a hold)";
    if (f.tier == "WORLD_UNKNOWN") return "a witness asked the provider and could not tell (tier WORLD_UNKNOWN)";
    return "sealed; the provider has not confirmed it yet (tier " + f.tier.value_or("none") + ")";
}

// ---- reading ------------------------------------------------------------------

std::string certKind(const Result& r, int i)
{
    if (r.text(i, 3) == "graduated_approval") return "approval_decision";
    if (r.text(i, 4) == "true") return "healed";
    if (r.text(i, 5) == "t") return "witnessed";
    if (r.text(i, 6) == "t") return "sealed";
    return "other";
}

std::vector<CertEntry> readCertEntries(Connection& conn, const std::string& certIntent)
{
    Result r = conn.exec("SELECT seq, hash, created_at, body->>'action', body->>'healed', body ? 'witness_state', "
                         "body ? 'result_digest', body->>'tier', body->>'world', body->>'witness_state', "
                         "body->>'observed_tier', (body->'witness_count')::text, (body->'witness_evidence')::text, "
                         "body->>'outcome' FROM seal_certs WHERE intent = $1 ORDER BY seq",
                         {param(certIntent)});
    std::vector<CertEntry> out;
    for (int i = 0; i < r.rows(); ++i) {
        const std::int64_t seq = r.integer(i, 0);
        const std::string rowKey = "seq " + std::to_string(seq);
        const auto at = r.optCheckedReal(i, 2, "seal_certs", rowKey, RealKind::Time);
        std::string invalid = !at ? "seal_certs.created_at of " + rowKey + " is NULL" : at->problem;
        out.push_back(CertEntry{seq, std::string(r.text(i, 1)),
                                invalid.empty() ? at->value : std::numeric_limits<double>::quiet_NaN(),
                                certKind(r, i), r.optText(i, 7), r.optText(i, 8), r.optText(i, 9), r.optText(i, 10),
                                r.optText(i, 11), r.optText(i, 12), r.optText(i, 13), std::move(invalid)});
    }
    return out;
}

void readClaim(Connection& conn, AuthorizationReceipt& rc)
{
    Result r = conn.exec("SELECT action, state, tier, domain, created_at, lease_until FROM seal_intents WHERE intent = $1",
                         {param(rc.intent)});
    if (r.rows() == 0) return;
    rc.claimRow = true;
    rc.action = r.optText(0, 0);
    rc.state = r.optText(0, 1);
    rc.tier = r.optText(0, 2);
    rc.path = r.optText(0, 3);
    rc.createdAt = r.optReal(0, 4);
    rc.leaseUntil = r.optReal(0, 5);
}

void readApprovalsFor(Connection& conn, AuthorizationReceipt& rc, const std::optional<std::string>& key)
{
    ApprovalQuery ofIntent;
    ofIntent.intent = rc.intent;
    for (auto& a : readApprovals(conn, ofIntent)) {
        std::vector<SigCheck> checks;
        for (const auto& v : a.votes) checks.push_back(verifyVote(key, a.id, v));
        rc.voteChecks.push_back(std::move(checks));
        for (auto& c : readCertEntries(conn, "approval:" + a.id)) rc.approvalCerts.push_back(std::move(c));
        rc.approvals.push_back(std::move(a));
    }
}

std::optional<ClearanceProof> proofAt(Connection& conn, const std::string& path, double at)
{
    Result r = conn.exec("SELECT at, green, storm_n, executions, detail::text FROM seal_proof "
                         "WHERE path = $1 AND at <= $2 ORDER BY at DESC, id DESC LIMIT 1",
                         {param(path), param(at)});
    if (r.rows() == 0) return std::nullopt;
    return ClearanceProof{r.real(0, 0), r.boolean(0, 1),
                          r.isNull(0, 2) ? std::nullopt : std::optional(r.integer(0, 2)),
                          r.isNull(0, 3) ? std::nullopt : std::optional(r.integer(0, 3)), r.optText(0, 4)};
}

std::optional<std::string> detailString(const nlohmann::json& detail, const char* key)
{
    if (detail.is_object() && detail.contains(key) && detail[key].is_string()) return detail[key].get<std::string>();
    return std::nullopt;
}

// The policy in force at `at`: the newest `policy` event for the path or
// store-wide `revoked` event at or before it; else the row, if it already
// stood then; else none (§5: HOLD, "no policy set").
ClearanceAtAdmission clearanceAt(Connection& conn, const std::string& path, double at)
{
    Result row = conn.exec("SELECT max_proof_age_sec, updated_at FROM seal_clearance WHERE path = $1", {param(path)});
    const std::optional<double> maxAge = row.rows() ? row.optReal(0, 0) : std::nullopt;
    Result ev = conn.exec("SELECT id, kind, detail::text, at FROM seal_events WHERE at <= $2 AND "
                          "((kind = 'policy' AND path = $1) OR (kind = 'revoked' AND path IS NULL)) "
                          "ORDER BY at DESC, id DESC LIMIT 1",
                          {param(path), param(at)});
    if (ev.rows() > 0) {
        const auto detail = nlohmann::json::parse(ev.text(0, 2), nullptr, false);
        const bool revokeAll = ev.text(0, 1) == "revoked";
        ClearancePolicy p{revokeAll ? "REVOKED" : detailString(detail, "status").value_or("HOLD"),
                          detailString(detail, "reason"), maxAge, ev.real(0, 3), detailString(detail, "by")};
        auto proof = p.status == "CLEARED" ? proofAt(conn, path, at) : std::nullopt;
        return {evaluateClearance(path, std::move(p), std::move(proof), at),
                std::string(revokeAll ? "revoke-all event #" : "policy event #") + std::string(ev.text(0, 0)) +
                    " at " + utcIso(ev.real(0, 3))};
    }
    // updated_at only dates the row: NULL or NaN there is named, and the row is not taken as standing then.
    const auto since = row.rows() ? row.optCheckedReal(0, 1, "seal_clearance", "path " + path, RealKind::Time)
                                  : std::nullopt;
    if (since && since->valid() && since->value <= at)
        return {readClearance(conn, path, at), "clearance row, unchanged since " + utcIso(since->value)};
    std::string source = "no policy recorded at that time";
    if (since && since->valid()) source += " (the current policy was set later, at " + utcIso(since->value) + ")";
    else if (row.rows() > 0)
        source += " (the current policy's time is invalid: " +
                  (since ? since->problem : "seal_clearance.updated_at of path " + path + " is NULL") + ")";
    return {evaluateClearance(path, std::nullopt, std::nullopt, at), source};
}

const Approval* decidingApproval(const std::vector<Approval>& approvals)
{
    for (const auto& a : approvals)
        if (a.state == "approved") return &a;
    return approvals.empty() ? nullptr : &approvals.back();
}

std::optional<std::string> approvalDefect(const Approval& a, const std::vector<SigCheck>& checks)
{
    for (size_t i = 0; i < a.votes.size(); ++i) {
        if (a.votes[i].approver == a.maker && a.votes[i].decision == "approve")
            return "the maker " + a.maker + " approved their own request " + a.id;
        if (i < checks.size() && checks[i] == SigCheck::Invalid)
            return "the vote of " + a.votes[i].approver + " on " + a.id + " has an invalid signature";
    }
    if (a.approveCount() < a.required)
        return "request " + a.id + " has " + std::to_string(a.approveCount()) + " approval(s) of " +
               std::to_string(a.required) + " required";
    return std::nullopt;
}

AuthorizationFacts factsOf(const AuthorizationReceipt& rc, double now)
{
    AuthorizationFacts f;
    f.claimRow = rc.claimRow;
    f.state = rc.state;
    f.tier = rc.tier;
    for (const auto& c : rc.certs) {
        if (!rc.claimRow && c.tier) f.tier = c.tier;
        if (c.kind == "sealed" || c.kind == "healed") ++f.executorCerts;
        if (c.world == "diverged") f.worldDiverged = true;
    }
    if (f.tier == "WORLD_DIVERGED") f.worldDiverged = true;
    if (const Approval* a = decidingApproval(rc.approvals)) {
        f.approval = a->pendingButExpired(now) ? "expired" : a->state;
        const auto index = static_cast<size_t>(a - rc.approvals.data());
        if (a->state == "approved") f.approvalDefect = approvalDefect(*a, rc.voteChecks[index]);
    }
    f.revokedAtAdmission = rc.admittedAt && rc.clearance && rc.clearance->clearance.status == "REVOKED";
    f.chainOk = rc.chain.ok;
    return f;
}

void keepBreaksHere(AuthorizationReceipt& rc)
{
    rc.chainBreaksTotal = rc.chain.breaks.size();
    std::erase_if(rc.chain.breaks, [&](const ChainBreak& b) {
        return std::none_of(rc.certs.begin(), rc.certs.end(), [&](const CertEntry& c) { return c.seq == b.seq; });
    });
}

// ---- rendering ------------------------------------------------------------------

using evidence::jsonbValue;
using evidence::orNull;

nlohmann::json certJson(const CertEntry& c)
{
    nlohmann::json j = {{"seq", c.seq},       {"hash", c.hash},       {"at", c.at},
                        {"kind", c.kind},     {"tier", orNull(c.tier)}, {"world", orNull(c.world)}};
    if (c.kind == "witnessed" || c.kind == "healed") {
        j["witness_state"] = orNull(c.witnessState);
        j["observed_tier"] = orNull(c.observedTier);
        j["witness_count"] = jsonbValue(c.witnessCountText);
        j["witness_evidence"] = jsonbValue(c.witnessEvidenceText);
    }
    if (c.outcome) j["outcome"] = *c.outcome;
    if (!c.invalid.empty()) j["invalid"] = c.invalid;
    return j;
}

nlohmann::json allowedJson(const AuthorizationReceipt& rc)
{
    nlohmann::json approvals = nlohmann::json::array();
    for (size_t i = 0; i < rc.approvals.size(); ++i) {
        nlohmann::json a = approvalJson(rc.approvals[i]);
        for (size_t k = 0; k < rc.voteChecks[i].size(); ++k) a["votes"][k]["sig"] = sigCheckName(rc.voteChecks[i][k]);
        approvals.push_back(std::move(a));
    }
    nlohmann::json decisionCerts = nlohmann::json::array();
    for (const auto& c : rc.approvalCerts) decisionCerts.push_back(certJson(c));
    nlohmann::json clearance;
    if (rc.clearance) {
        clearance = clearanceJson(rc.clearance->clearance);
        clearance["source"] = rc.clearance->source;
    }
    return {{"path", orNull(rc.path)},         {"action", orNull(rc.action)},
            {"admitted_at", orNull(rc.admittedAt)}, {"clearance_at_admission", clearance},
            {"approvals", approvals},           {"approval_certs", decisionCerts}};
}

nlohmann::json onceJson(const AuthorizationReceipt& rc)
{
    nlohmann::json certs = nlohmann::json::array();
    for (const auto& c : rc.certs) certs.push_back(certJson(c));
    nlohmann::json breaks = nlohmann::json::array();
    for (const auto& b : rc.chain.breaks) breaks.push_back({{"seq", b.seq}, {"kind", b.kind}, {"detail", b.detail}});
    nlohmann::json head;
    if (rc.chain.head) head = {{"seq", rc.chain.head->seq}, {"hash", rc.chain.head->hash}};
    return {{"claim", {{"exists", rc.claimRow}, {"state", orNull(rc.state)}, {"tier", orNull(rc.tier)},
                       {"created_at", orNull(rc.createdAt)}, {"lease_until", orNull(rc.leaseUntil)}}},
            {"executor_certs", rc.facts.executorCerts},
            {"certs", certs},
            {"chain", {{"ok", rc.chain.ok}, {"certs", rc.chain.certs}, {"head", head},
                       {"breaks_total", rc.chainBreaksTotal}, {"breaks_here", breaks}}}};
}

nlohmann::json worldJson(const AuthorizationReceipt& rc)
{
    nlohmann::json obs = nlohmann::json::array();
    for (const auto& c : rc.certs)
        if (c.kind == "witnessed" || c.kind == "healed") obs.push_back(certJson(c));
    const CertEntry* last = rc.certs.empty() ? nullptr : &rc.certs.back();
    return {{"tier", orNull(rc.facts.tier)}, {"world", last ? orNull(last->world) : nlohmann::json()},
            {"observations", obs}};
}

std::string orDash(const std::optional<std::string>& s) { return s.value_or("-"); }

std::string clearanceLine(const ClearanceAtAdmission& c)
{
    std::string line = "policy " + c.clearance.status + ", effective " + c.clearance.effective;
    if (c.clearance.reason) line += " (" + *c.clearance.reason + ")";
    if (c.clearance.policy && c.clearance.policy->updatedBy) line += ", set by " + *c.clearance.policy->updatedBy;
    return line;
}

void approvalFields(DocSection& s, const Approval& a)
{
    s.field("Approval request", a.id, true)
        .field("Maker", a.maker)
        .field("Amount", pythonFloatRepr(a.amount) + " on path " + a.path)
        .field("Tier", a.tier)
        .field("State", a.state + ", " + std::to_string(a.approveCount()) + " approval(s) of " +
                            std::to_string(a.required) + " required")
        .field("Requested", utcIso(a.createdAt) + ", decided " + utcIsoOr(a.decidedAt));
}

DocTable votesTable(const AuthorizationReceipt& rc)
{
    DocTable t{{"request", "approver", "decision", "at", "signature"}, {}};
    for (size_t i = 0; i < rc.approvals.size(); ++i)
        for (size_t k = 0; k < rc.approvals[i].votes.size(); ++k) {
            const Vote& v = rc.approvals[i].votes[k];
            t.rows.push_back({rc.approvals[i].id, v.approver, v.decision, utcIso(v.at), sigCheckName(rc.voteChecks[i][k])});
        }
    return t;
}

// A cert's time, or the invalid mark naming what is wrong with it.
std::string certTime(const CertEntry& c)
{
    return c.invalid.empty() ? utcIso(c.at) : std::string(kInvalidMark) + " " + c.invalid;
}

DocTable certTable(const std::vector<CertEntry>& certs, bool witnessColumns)
{
    DocTable t{{"seq", "kind", "tier", "world", "at", "hash"}, {}};
    if (witnessColumns) t.header = {"seq", "at", "witness state", "observed tier", "count", "evidence"};
    for (const auto& c : certs) {
        if (witnessColumns)
            t.rows.push_back({std::to_string(c.seq), certTime(c), orDash(c.witnessState), orDash(c.observedTier),
                              c.witnessCountText ? jsonCellText(*c.witnessCountText) : "-",
                              c.witnessEvidenceText ? jsonCellText(*c.witnessEvidenceText) : "-"});
        else
            t.rows.push_back({std::to_string(c.seq), c.outcome ? c.kind + " (" + *c.outcome + ")" : c.kind,
                              orDash(c.tier), orDash(c.world), certTime(c), c.hash});
    }
    return t;
}

void allowedSection(EvidenceDocument& doc, const AuthorizationReceipt& rc)
{
    auto& s = doc.section("Allowed: who authorised it, on what evidence");
    s.field("Path", orDash(rc.path)).field("Action", orDash(rc.action));
    s.field("Admitted at", rc.admittedAt ? utcIso(*rc.admittedAt) : "never admitted");
    if (rc.clearance)
        s.field("Clearance then", clearanceLine(*rc.clearance)).field("Clearance source", rc.clearance->source);
    if (rc.approvals.empty()) {
        s.note("No approval request is on record for this intent: no human was asked to approve it.");
        return;
    }
    for (const auto& a : rc.approvals) approvalFields(s, a);
    s.table(votesTable(rc));
    if (!rc.approvalCerts.empty()) s.table(certTable(rc.approvalCerts, false));
}

std::string chainLine(const AuthorizationReceipt& rc)
{
    std::string line = rc.chain.ok ? "verified: " : "NOT verified: ";
    line += std::to_string(rc.chain.certs) + " certs walked, " + std::to_string(rc.chainBreaksTotal) + " break(s), " +
            std::to_string(rc.chain.breaks.size()) + " of them at this intent's certs";
    if (rc.chain.head) line += "; head seq " + std::to_string(rc.chain.head->seq) + " hash " + rc.chain.head->hash;
    return line;
}

void onceSection(EvidenceDocument& doc, const AuthorizationReceipt& rc)
{
    auto& s = doc.section("Once: one admission, its certs, its place in the chain");
    s.field("Claim", rc.claimRow ? "state " + orDash(rc.state) + ", created " + utcIsoOr(rc.createdAt)
                                 : "no claim row in the store");
    s.field("Executor certs", std::to_string(rc.facts.executorCerts) + " (sealed or healed; exactly one means once)");
    s.field("Chain", chainLine(rc), true);
    if (!rc.certs.empty()) s.table(certTable(rc.certs, false));
    for (const auto& b : rc.chain.breaks) s.note("break at seq " + std::to_string(b.seq) + ": " + b.kind + ", " + b.detail);
}

void worldSection(EvidenceDocument& doc, const AuthorizationReceipt& rc)
{
    auto& s = doc.section("World: what the payment provider confirmed");
    s.field("Tier now", orDash(rc.facts.tier));
    std::vector<CertEntry> observations;
    for (const auto& c : rc.certs)
        if (c.kind == "witnessed" || c.kind == "healed") observations.push_back(c);
    if (observations.empty()) s.note("No witness has asked the provider about this intent.");
    else s.table(certTable(observations, true));
}

} // namespace

const char* authorizationStatusCode(AuthorizationStatus s)
{
    switch (s) {
    case AuthorizationStatus::AllowedOnce: return "allowed_once";
    case AuthorizationStatus::AllowedOnceWorldUnknown: return "allowed_once_world_unknown";
    case AuthorizationStatus::Blocked: return "blocked";
    case AuthorizationStatus::Diverged: return "diverged";
    case AuthorizationStatus::OffRail: return "off_rail";
    }
    return "";
}

const char* authorizationStatusLabel(AuthorizationStatus s)
{
    switch (s) {
    case AuthorizationStatus::AllowedOnce:
        return "Allowed once: authorised, carried out exactly once, and confirmed by the payment provider.";
    case AuthorizationStatus::AllowedOnceWorldUnknown:
        return "Allowed once, not yet confirmed: authorised and carried out exactly once; the payment provider has "
               "not confirmed that the money moved.";
    case AuthorizationStatus::Blocked: return "Blocked: never carried out; no money moved through the system for it.";
    case AuthorizationStatus::Diverged:
        return "Diverged: the payment provider's records and ours disagree; the money may have moved more than once, "
               "or not at all.";
    case AuthorizationStatus::OffRail:
        return "Off the rail: carried out without the authorisation the rules require, or its record is broken.";
    }
    return "";
}

StatusVerdict classifyAuthorization(const AuthorizationFacts& f)
{
    using S = AuthorizationStatus;
    if (f.worldDiverged) return {S::Diverged, "the provider's record disagrees with the chain (world diverged)"};
    if (f.executorCerts > 1)
        return {S::Diverged, "the chain holds " + std::to_string(f.executorCerts) +
                                 " executor certs for this intent: it was carried out more than once"};
    if (!f.claimRow && f.executorCerts == 0) return {S::Blocked, blockedReason(f)};
    if (auto why = offRailReason(f)) return {S::OffRail, *why};
    if (f.tier == "WORLD_FINAL" && f.executorCerts == 1)
        return {S::AllowedOnce, "one admission, one executor cert, chain verified, provider confirmed (WORLD_FINAL)"};
    return {S::AllowedOnceWorldUnknown, worldUnknownReason(f)};
}

std::optional<AuthorizationReceipt> buildAuthorizationReceipt(Connection& conn, const std::string& intent,
                                                              double generatedAt,
                                                              const std::optional<std::string>& governanceKey)
{
    AuthorizationReceipt rc;
    rc.intent = intent;
    rc.generatedAt = generatedAt;
    rc.chain = verifyChain(conn);
    ReadTransaction tx(conn);
    rc.generatedBy = conn.user();
    rc.store = conn.describe();
    readClaim(conn, rc);
    rc.certs = readCertEntries(conn, intent);
    readApprovalsFor(conn, rc, governanceKey);
    if (!rc.claimRow && rc.certs.empty() && rc.approvals.empty()) return std::nullopt;
    keepBreaksHere(rc);
    if (!rc.path && !rc.approvals.empty()) rc.path = rc.approvals.back().path;
    rc.admittedAt = rc.createdAt;
    for (const auto& c : rc.certs)
        if (!rc.admittedAt && (c.kind == "sealed" || c.kind == "healed") && std::isfinite(c.at)) rc.admittedAt = c.at;
    if (rc.path) rc.clearance = clearanceAt(conn, *rc.path, rc.admittedAt.value_or(generatedAt));
    if (rc.clearance && !rc.admittedAt) rc.clearance->source = "never admitted; as of this receipt: " + rc.clearance->source;
    rc.facts = factsOf(rc, generatedAt);
    rc.status = classifyAuthorization(rc.facts);
    return rc;
}


nlohmann::json authorizationReceiptJson(const AuthorizationReceipt& rc)
{
    return {{"kind", "authorization_receipt"},
            {"intent", rc.intent},
            {"generated_at", rc.generatedAt},
            {"generated_by", rc.generatedBy},
            {"store", rc.store},
            {"status", {{"code", authorizationStatusCode(rc.status.status)},
                        {"label", authorizationStatusLabel(rc.status.status)},
                        {"reason", rc.status.reason}}},
            {"allowed", allowedJson(rc)},
            {"once", onceJson(rc)},
            {"world", worldJson(rc)}};
}

EvidenceDocument authorizationDocument(const AuthorizationReceipt& rc)
{
    EvidenceDocument doc{"Authorization receipt for intent " + rc.intent, {}, rc.generatedAt};
    doc.section("Status")
        .field("Status", authorizationStatusCode(rc.status.status), true)
        .field("Meaning", authorizationStatusLabel(rc.status.status))
        .field("Because", rc.status.reason);
    allowedSection(doc, rc);
    onceSection(doc, rc);
    worldSection(doc, rc);
    doc.section("About this receipt")
        .field("Intent", rc.intent, true)
        .field("Generated", utcIso(rc.generatedAt))
        .field("Generated by", rc.generatedBy)
        .field("Store", rc.store);
    return doc;
}

} // namespace seal
