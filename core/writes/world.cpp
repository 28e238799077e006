#include "core/writes/world.hpp"

#include "core/canon/digest.hpp"

#include <stdexcept>
#include <vector>

namespace seal {

std::optional<IntentRow> lockIntent(Connection& conn, const std::string& intent)
{
    Result r =
        conn.exec("SELECT intent, action, args_digest, state, fence, lease_until, tier, domain, cert->>'hash'"
                  " FROM seal_intents WHERE intent = $1 FOR UPDATE",
                  {param(intent)});
    if (r.rows() == 0) return std::nullopt;
    IntentRow row;
    row.intent = r.text(0, 0);
    row.action = r.text(0, 1);
    row.argsDigest = r.text(0, 2);
    row.state = r.text(0, 3);
    row.fence = r.text(0, 4);
    row.leaseUntil = r.real(0, 5);
    row.tier = r.optText(0, 6);
    row.domain = r.optText(0, 7);
    row.certHash = r.optText(0, 8);
    return row;
}

const char* observedTier(WitnessVerdict verdict)
{
    switch (verdict) {
    case WitnessVerdict::ConfirmedOne:
        return kTierFinal;
    case WitnessVerdict::Absent:
    case WitnessVerdict::Multiple:
        return kTierDiverged;
    case WitnessVerdict::Unknown:
        return kTierUnknown;
    }
    return kTierUnknown;
}

const char* worldFor(std::string_view tier)
{
    if (tier == kTierFinal) return "confirmed";
    if (tier == kTierUnknown) return "unknown";
    if (tier == kTierDiverged) return "diverged";
    return "unconfirmed";
}

bool hasDiverged(Connection& conn, const IntentRow& row)
{
    if (row.tier == kTierDiverged) return true;
    Result r = conn.exec("SELECT EXISTS (SELECT 1 FROM seal_certs WHERE intent = $1 AND body->>'tier' = $2)",
                         {param(row.intent), param(kTierDiverged)});
    return r.boolean(0, 0);
}

std::string shortIntent(const std::string& intent)
{
    return intent.size() > 12 ? intent.substr(0, 12) + "\u2026" : intent;
}

bool freezeDomain(Connection& conn, const std::string& domain, const std::string& reason,
                  const nlohmann::json& evidence, double at)
{
    Result r = conn.exec("INSERT INTO seal_domains (domain, frozen, reason, evidence, frozen_at)"
                         " VALUES ($1, true, $2, $3::jsonb, $4)"
                         " ON CONFLICT (domain) DO UPDATE SET frozen = true, reason = EXCLUDED.reason,"
                         "  evidence = EXCLUDED.evidence, frozen_at = EXCLUDED.frozen_at"
                         " WHERE NOT seal_domains.frozen",
                         {param(domain), param(reason), param(writerJson(evidence)), param(at)});
    return r.affected() > 0;
}

WitnessedCert appendWitnessed(Connection& conn, const IntentRow& row, const WitnessAnswer& answer, double at,
                              const std::string& freezeReason)
{
    WitnessedCert out;
    out.observedTier = observedTier(answer.verdict);
    out.tier = hasDiverged(conn, row) ? kTierDiverged : out.observedTier;
    nlohmann::json body = {
        {"intent", row.intent},
        {"action", row.action},
        {"args_digest", row.argsDigest},
        {"tier", out.tier},
        {"world", worldFor(out.tier)},
        {"observed_tier", out.observedTier},
        {"witness_state", verdictName(answer.verdict)},
        {"witness_count", answer.count ? nlohmann::json(*answer.count) : nlohmann::json(nullptr)},
        {"witness_evidence", answer.evidence},
        {"parent_cert", row.certHash ? nlohmann::json(*row.certHash) : nlohmann::json(nullptr)},
        {"at", at},
    };
    out.cert = appendCert(conn, std::move(body), row.intent);
    if (row.state == "open") {
        // It happened (more than once): no longer a claim in flight. The
        // witnessed cert is the only cert it has, so it is the cert column.
        conn.exec("UPDATE seal_intents SET state = 'sealed', tier = $2, cert = $3::jsonb, updated_at = $4"
                  " WHERE intent = $1",
                  {param(row.intent), param(out.tier), param(writerJson(out.cert.body)), param(at)});
    } else {
        conn.exec("UPDATE seal_intents SET tier = $2, updated_at = $3 WHERE intent = $1",
                  {param(row.intent), param(out.tier), param(at)});
    }
    if (out.observedTier == kTierDiverged)
        out.froze = freezeDomain(conn, row.path(), freezeReason, answer.evidence, at);
    return out;
}

AppendedCert appendHealed(Connection& conn, const IntentRow& row, const WitnessAnswer& answer, double at)
{
    const nlohmann::json healedFrom = {{"healed_from_world", answer.evidence}};
    nlohmann::json body = {
        {"intent", row.intent},
        {"action", row.action},
        {"args_digest", row.argsDigest},
        {"result_digest", digestV1(writerJson(healedFrom))},
        {"tier", kTierFinal},
        {"world", "confirmed"},
        {"healed", true},
        {"witness_state", verdictName(answer.verdict)},
        {"witness_count", answer.count ? nlohmann::json(*answer.count) : nlohmann::json(nullptr)},
        {"witness_evidence", answer.evidence},
        {"at", at},
    };
    AppendedCert cert = appendCert(conn, std::move(body), row.intent);
    conn.exec("UPDATE seal_intents SET state = 'sealed', tier = $2, cert = $3::jsonb, updated_at = $4"
              " WHERE intent = $1",
              {param(row.intent), param(kTierFinal), param(writerJson(cert.body)), param(at)});
    return cert;
}

} // namespace seal
