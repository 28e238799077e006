#include "core/demo/agent.hpp"

#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"

#include <algorithm>
#include <cstdlib>
#include <cmath>

namespace seal::agent {

void useDemoSigningKey()
{
    const char* own = std::getenv("SEAL_SIGNING_KEY");
    if (!own || !*own) setCertSigningKeySource(std::string(kDemoSigningSeed));
}

namespace {

[[noreturn]] void refuse(const std::string& message)
{
    throw StoreError(StoreError::Kind::Refused, message);
}

// An agent in Python passes whole amounts as ints; keep that shape in JSON.
nlohmann::json amountJson(double amount)
{
    if (std::floor(amount) == amount && std::fabs(amount) < 9007199254740992.0)
        return static_cast<std::int64_t>(amount);
    return amount;
}

bool domainFrozen(Connection& conn, const std::string& domain)
{
    Result r = conn.exec("SELECT frozen FROM seal_domains WHERE domain = $1", {param(domain)});
    return r.rows() > 0 && r.boolean(0, 0);
}

struct Thresholds
{
    double autoCeiling = 0;
    double dualCeiling = 0;
    int required = 2;
};

std::optional<Thresholds> thresholdsFor(Connection& conn, const std::string& path)
{
    Result r = conn.exec(
        "SELECT auto_ceiling, dual_ceiling, required_approvers FROM seal_thresholds WHERE path = $1",
        {param(path)});
    if (r.rows() == 0) return std::nullopt;
    return Thresholds{r.real(0, 0), r.real(0, 1), static_cast<int>(r.integer(0, 2))};
}

std::string tierFor(const std::optional<Thresholds>& t, double amount)
{
    if (!t) return "ALWAYS_HUMAN";
    if (amount <= t->autoCeiling) return "AUTO";
    if (amount <= t->dualCeiling) return "DUAL";
    return "ALWAYS_HUMAN";
}

} // namespace

std::string intentId(const std::string& action, const nlohmann::json& args,
                     const std::optional<std::string>& key)
{
    const nlohmann::json id = key ? nlohmann::json{{"action", action}, {"key", *key}}
                                  : nlohmann::json{{"action", action}, {"args", args}};
    return digestV1(writerJson(id));
}

Admission admit(Connection& conn, const AdmitRequest& request)
{
    Admission a;
    a.intent = intentId(request.action, request.args, request.key);
    a.argsDigest = digestV1(writerJson(request.args));
    WriteTransaction tx(conn);
    // An intent without a domain is licensed under its action's name.
    const std::string domain = request.domain.empty() ? request.action : request.domain;
    if (domainFrozen(conn, domain))
        refuse("domain " + domain + " is frozen: it admits nothing until an operator unfreezes it");
    const double now = nowEpoch();
    a.fence = randomHex();
    a.leaseUntil = now + request.leaseSeconds;
    Result ins =
        conn.exec("INSERT INTO seal_intents (intent, action, args_digest, state, fence, lease_until, cert, "
                  "domain, read_set,"
                  " tier, graph_id, created_at, updated_at)"
                  " VALUES ($1, $2, $3, 'open', $4, $5, NULL, $6, $7::jsonb, NULL, NULL, $8, $8)"
                  " ON CONFLICT (intent) DO NOTHING",
                  {param(a.intent), param(request.action), param(a.argsDigest), param(a.fence),
                   param(a.leaseUntil), param(domain),
                   request.readSet.is_null() ? nullParam() : param(writerJson(request.readSet)), param(now)});
    a.fresh = ins.affected() == 1;
    if (!a.fresh) {
        Result r =
            conn.exec("SELECT state, lease_until FROM seal_intents WHERE intent = $1", {param(a.intent)});
        a.fence.clear();
        a.state = r.rows() ? std::string(r.text(0, 0)) : std::string();
        a.leaseUntil = r.rows() ? r.real(0, 1) : 0;
    } else {
        a.state = "open";
    }
    tx.commit();
    return a;
}

AppendedCert sealEffect(Connection& conn, const Admission& admission, const nlohmann::json& result)
{
    WriteTransaction tx(conn);
    const auto row = lockIntent(conn, admission.intent);
    if (!row || row->state != "open" || admission.fence.empty() || row->fence != admission.fence)
        refuse("intent " + admission.intent +
               " is not open under this claim's fence: someone else holds or settled it");
    Result rs =
        conn.exec("SELECT read_set::text FROM seal_intents WHERE intent = $1", {param(admission.intent)});
    const double at = nowEpoch();
    nlohmann::json body = {
        {"intent", row->intent},
        {"action", row->action},
        {"args_digest", row->argsDigest},
        {"result_digest", digestV1(writerJson(result))},
        {"tier", kTierSealed},
        {"world", "unconfirmed"},
        {"read_set", rs.isNull(0, 0) ? nlohmann::json(nullptr) : nlohmann::json::parse(rs.text(0, 0))},
        {"compensates_cert", nullptr},
        {"graph_id", nullptr},
        {"at", at},
    };
    AppendedCert cert = appendCert(conn, std::move(body), row->intent);
    conn.exec("UPDATE seal_intents SET state = 'sealed', tier = $2, cert = $3::jsonb, updated_at = $4 WHERE "
              "intent = $1",
              {param(row->intent), param(kTierSealed), param(writerJson(cert.body)), param(at)});
    tx.commit();
    return cert;
}

WitnessedCert witness(Connection& conn, const std::string& intent, const WitnessAnswer& answer)
{
    WriteTransaction tx(conn);
    const auto row = lockIntent(conn, intent);
    if (!row || row->state != "sealed")
        refuse("intent " + intent + " is not sealed: there is nothing to witness yet");
    const std::string reason =
        std::string("witness returned ") + verdictName(answer.verdict) + " for intent " + shortIntent(intent);
    WitnessedCert w = appendWitnessed(conn, *row, answer, nowEpoch(), reason);
    tx.commit();
    return w;
}

ApprovalTicket requestApproval(Connection& conn, const ApprovalRequest& request)
{
    WriteTransaction tx(conn);
    const auto thresholds = thresholdsFor(conn, request.path);
    ApprovalTicket t;
    t.tier = tierFor(thresholds, request.amount);
    if (t.tier == "AUTO") return t; // rolled back: nothing to record
    t.id = randomHex();
    t.required = std::max(2, thresholds ? thresholds->required : 2);
    const double now = nowEpoch();
    t.expiresAt = now + request.ttlSeconds;
    const std::string maker = request.maker.empty() ? conn.user() : request.maker;
    conn.exec(
        "INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at,"
        " expires_at, decided_at, consumed_at) VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, NULL, "
        "NULL)",
        {param(t.id), param(request.intent), param(request.path), param(request.amount), param(maker),
         param(t.tier), param(t.required), param(now), param(t.expiresAt)});
    recordEvent(
        conn, request.path, "approval_requested", request.intent,
        {{"tier", t.tier}, {"maker", maker}, {"amount", amountJson(request.amount)}, {"approval_id", t.id}},
        now);
    tx.commit();
    return t;
}

void recordSweep(Connection& conn, const Sweep& sweep)
{
    WriteTransaction tx(conn);
    const double now = nowEpoch();
    if (sweep.rogueIds.empty()) {
        recordEvent(conn, sweep.path, "reconcile_clean", std::nullopt, {{"effects", sweep.effects}}, now);
    } else {
        const int n = static_cast<int>(sweep.rogueIds.size());
        recordEvent(conn, sweep.path, "out_of_band_spend", std::nullopt,
                    {{"ids", sweep.rogueIds},
                     {"count", n},
                     {"amount", amountJson(sweep.rogueAmount)},
                     {"domain", sweep.domain}},
                    now);
        freezeDomain(conn, sweep.domain,
                     "out-of-band spend detected: " + std::to_string(n) +
                         " effect(s) the gateway never admitted",
                     nullptr, now);
    }
    tx.commit();
}

void recordProof(Connection& conn, const std::string& path, bool green, int stormN, int executions)
{
    conn.exec("INSERT INTO seal_proof (path, green, storm_n, executions, detail, at) VALUES ($1, $2, $3, $4, "
              "NULL, $5)",
              {param(path), param(green), param(stormN), param(executions), param(nowEpoch())});
}

} // namespace seal::agent
