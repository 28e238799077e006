// The kernel's sweep, writing (SPEC-kernel.md §14 "Sweep"): the rules are
// core/rules' judgeObligations; this file is what a sweep writes besides
// judging, all in one transaction by the session role.
#include "core/writes/obligation_writes.hpp"

#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/writes/obligation_write_support.hpp"
#include "core/writes/write_recheck.hpp"

#include <cmath>
#include <functional>

namespace seal {
namespace {

using nlohmann::json;

// Sweeps serialise on this (beside the breach table's UNIQUE constraint, which
// alone keeps the kernel's concurrent sweeps to one breach row each): the second
// of two sweeps at once judges what the first wrote.
constexpr std::int64_t kSweepLock = 0x5EA10B11;

class WritingEffects : public SweepEffects
{
public:
    WritingEffects(SweepOutcome& out, double now) : m_out(out), m_now(now) {}

    void satisfied(Connection& conn, const Obligation& o, double sealedAt,
                   const std::optional<std::string>& tier) override
    {
        Result r = conn.exec("UPDATE seal_obligations SET satisfied_at = $2, satisfied_tier = $3 "
                             "WHERE obligation_id = $1 AND satisfied_at IS NULL",
                             {param(o.obligationId), param(sealedAt), tier ? param(*tier) : nullParam()});
        if (r.affected() == 0) return;
        event(conn, o, "obligation_satisfied", std::nullopt,
              {{"obligation_id", o.obligationId}, {"sealed_at", sealedAt}, {"tier", tier ? json(*tier) : json()}});
    }

    std::optional<std::int64_t> breach(Connection& conn, const Obligation& o, std::optional<std::int64_t> window,
                                       double dueAt, double now) override
    {
        Result r = conn.exec("INSERT INTO seal_obligation_breaches (obligation_id, window_n, action, due_at, "
                             "detected_at) VALUES ($1, $2, $3, $4, $5) "
                             "ON CONFLICT (obligation_id, window_n) DO NOTHING RETURNING id",
                             {param(o.obligationId), param(window.value_or(-1)), param(o.action), param(dueAt),
                              param(now)});
        if (r.rows() == 0) {
            const auto row = readBreach(conn, o.obligationId, window.value_or(-1));
            return row ? std::optional<std::int64_t>(row->id) : std::nullopt;
        }
        // Only the sweep whose insert won writes the rest.
        const std::int64_t id = r.integer(0, 0);
        const std::string intent = breachIntent(o, window);
        const AppendedCert cert = appendCert(conn, breachCertBody(o, window, dueAt, now), intent);
        conn.exec("UPDATE seal_obligation_breaches SET cert_hash = $2 WHERE id = $1", {param(id), param(cert.hash)});
        event(conn, o, "obligation_breached", intent,
              {{"obligation_id", o.obligationId},
               {"domain", o.action},
               {"window", window ? json(*window) : json()},
               {"due_at", dueAt},
               {"cert", cert.hash}});
        m_out.recorded.push_back(RecordedBreach{id, o.obligationId, window, cert.seq, cert.hash});
        return id;
    }

    void cured(Connection& conn, const Obligation& o, const ObligationBreach& b, double sealedAt) override
    {
        Result r = conn.exec("UPDATE seal_obligation_breaches SET resolved_at = $2, resolved_by = 'sweep', "
                             "resolution = 'effect sealed after breach' WHERE id = $1 AND resolved_at IS NULL",
                             {param(b.id), param(sealedAt)});
        if (r.affected() == 0) return;
        event(conn, o, "obligation_cured", std::nullopt, {{"obligation_id", o.obligationId}, {"sealed_at", sealedAt}});
    }

    void late(Connection& conn, const Obligation& o, double lateBySec) override
    {
        // The kernel records it at every sweep that finds the duty late.
        event(conn, o, "obligation_late", std::nullopt,
              {{"obligation_id", o.obligationId}, {"late_by_sec", lateBySec}});
    }

    void windowsJudged(Connection& conn, const Obligation& o, std::int64_t nextWindow) override
    {
        conn.exec("UPDATE seal_obligations SET next_window = $2 WHERE obligation_id = $1 AND next_window < $2",
                  {param(o.obligationId), param(nextWindow)});
        if (!m_probe)
            m_probe = [id = o.obligationId, nextWindow](Connection& c) {
                return c.exec("SELECT 1 FROM seal_obligations WHERE obligation_id = $1 AND next_window >= $2",
                              {param(id), param(nextWindow)})
                           .rows() > 0;
            };
    }

    // Whether anything was written, and how to tell after a lost connection that it landed.
    const std::function<bool(Connection&)>& probe() const { return m_probe; }

private:
    void event(Connection& conn, const Obligation& o, const char* kind, const std::optional<std::string>& intent,
               const json& detail)
    {
        recordEvent(conn, o.action, kind, intent, detail, m_now);
        ++m_out.events;
        if (!m_probe)
            m_probe = [kind = std::string(kind), at = m_now, id = o.obligationId](Connection& c) {
                return c.exec("SELECT 1 FROM seal_events WHERE kind = $1 AND at = $2 "
                              "AND detail->>'obligation_id' = $3",
                              {param(kind), param(at), param(id)})
                           .rows() > 0;
            };
    }

    SweepOutcome& m_out;
    double m_now;
    std::function<bool(Connection&)> m_probe;
};

std::string sweepMessage(const SweepOutcome& out)
{
    std::string m = "obligations swept as of " + pythonFloatRepr(out.report.at) + " by role " + out.role +
                    ": verdict " + out.report.verdict + ", " + std::to_string(out.report.dutiesChecked) +
                    " item(s), " + std::to_string(out.report.openBreaches) + " open breach(es); " +
                    std::to_string(out.recorded.size()) + " breach(es) recorded now";
    for (const auto& b : out.recorded)
        m += "; breach " + std::to_string(b.breachId) + " of obligation " + b.obligationId +
             (b.window ? " window " + std::to_string(*b.window) : std::string()) + ", cert seq " +
             std::to_string(b.certSeq);
    return m;
}

SweepOutcome refusedSweep(SweepOutcome out, Refusal why, std::string message)
{
    out.fate = WriteFate::Refused;
    out.refusal = why;
    out.message = std::move(message);
    out.recorded.clear();
    out.events = 0;
    return out;
}

} // namespace

json breachCertBody(const Obligation& o, std::optional<std::int64_t> window, double dueAt, double detectedAt)
{
    return {{"intent", breachIntent(o, window)},
            {"action", o.action},
            {"kind", "obligation_breach"},
            {"obligation_id", o.obligationId},
            {"window", window ? json(*window) : json()},
            {"tier", "OBLIGATION_BREACHED"},
            {"world", "missing"},
            {"due_at", dueAt},
            {"detected_at", detectedAt},
            {"description", o.description ? json(*o.description) : json()},
            {"at", detectedAt}};
}

SweepOutcome sweepObligations(Connection& conn, const SweepOptions& options)
{
    SweepOutcome out;
    out.role = sessionRoleOf(conn);
    const WriteBackend backend = writeBackendOf(conn);
    std::function<bool(Connection&)> probe;
    try {
        WriteTransaction tx(conn);
        if (const auto refusal = setupRefusal(conn))
            return refusedSweep(out, refusal->first, "obligations sweep: " + refusal->second.text());
        conn.exec("SELECT pg_advisory_xact_lock($1)", {param(kSweepLock)});
        const double clock = storeNow(conn);
        const double now = options.at.value_or(clock);
        if (!std::isfinite(now) || now > clock)
            return refusedSweep(out, Refusal::InvalidArgument,
                                "obligations sweep: the time judged as of (" + pythonFloatRepr(now) +
                                    ") is later than the store's clock; a duty that may still be met is not "
                                    "breached early. Nothing changed");
        WritingEffects effects(out, now);
        out.report = judgeObligations(conn, now, effects);
        probe = effects.probe();
        if (options.pause) options.pause(conn, WritePoint::BeforeCommit);
        tx.commit();
        out.fate = WriteFate::Done;
        out.message = sweepMessage(out);
        if (options.pause) options.pause(conn, WritePoint::AfterCommit);
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refusedSweep(out, Refusal::Privilege,
                                std::string("obligations sweep: ") + e.what() +
                                    "; nothing changed, ask the store's owner to grant role " + out.role +
                                    " its privileges (sealctl grants)");
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        if (!probe) {
            out.fate = WriteFate::LostNotLanded;
            out.recorded.clear();
            out.events = 0;
            out.message = "obligations sweep: connection lost before anything was written: nothing changed. "
                          "It is safe to sweep again.";
            return out;
        }
        // One transaction: its first write tells whether all of it landed.
        out.fate = recheckAfterLoss(conn, backend, probe);
        if (!out.landed()) {
            out.recorded.clear();
            out.events = 0;
        }
        out.message = "obligations sweep: " + lostWriteText(out.fate, "the sweep by role " + out.role);
    }
    return out;
}

json SweepOutcome::toJson() const
{
    json j = reportJson(report);
    json recordedNow = json::array();
    for (const auto& b : recorded)
        recordedNow.push_back({{"breach_id", b.breachId},
                               {"obligation_id", b.obligationId},
                               {"window", b.window ? json(*b.window) : json()},
                               {"cert_seq", b.certSeq},
                               {"cert_hash", b.certHash}});
    j["command"] = "obligations sweep";
    j["fate"] = fateName(fate);
    j["refusal"] = refusal == Refusal::None ? json(nullptr) : json(refusalName(refusal));
    j["message"] = message;
    j["role"] = role;
    j["recorded"] = std::move(recordedNow);
    j["events_written"] = events;
    return j;
}

} // namespace seal
