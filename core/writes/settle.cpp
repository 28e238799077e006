#include "settle.hpp"

#include "chain_writer.hpp"
#include "clock.hpp"
#include "holds.hpp"
#include "identity.hpp"
#include "world.hpp"
#include "write_recheck.hpp"

namespace seal {
namespace {

SettleOutcome refused(SettleOutcome out, SettleRefusal why, std::string message)
{
    out.fate = WriteFate::Refused;
    out.refusal = why;
    out.effect = SettleEffect::None;
    out.message = std::move(message);
    out.certSeq.reset();
    out.certHash.reset();
    out.certKind.clear();
    out.froze = false;
    out.stateAfter.clear();
    out.tierAfter.reset();
    return out;
}

std::string describeRow(const IntentRow& row)
{
    return "state " + row.state + ", tier " + row.tier.value_or("none");
}

// Refuses anything that is not a hold by §7's rule (holds.hpp, the same rule
// `sealctl holds` lists by), naming what it is instead.
std::optional<std::string> whyNotAHold(const IntentRow& row, double now)
{
    switch (classifyIntent(row.state, row.tier, row.leaseUntil, now)) {
    case HoldKind::LeaseExpired:
    case HoldKind::WorldUnknown:
        return std::nullopt;
    case HoldKind::InFlight:
        return "intent " + row.intent + " is in flight (its lease runs " +
               std::to_string(static_cast<long long>(row.leaseUntil - now)) +
               " s more): not a hold yet; wait for its holder or its lease";
    case HoldKind::None:
        break;
    }
    return "intent " + row.intent + " is not a hold (" + describeRow(row) + "): nothing to settle";
}

// Applies the verdict to the locked row; returns what it did.
SettleEffect apply(Connection& conn, const IntentRow& row, const SettleRequest& req, const std::string& role,
                   SettleOutcome& out)
{
    const bool open = row.state == "open";
    const std::string who =
        req.source == "operator" ? "operator " + role + " attested " : "witness returned ";
    const std::string reason = who + verdictName(req.answer.verdict) + " for intent " +
                               shortIntent(row.intent) + " (settled by " + role + ")";
    switch (req.answer.verdict) {
    case WitnessVerdict::Unknown:
        return SettleEffect::AttemptRecorded;
    case WitnessVerdict::Absent:
        if (open) {
            // Nothing happened: release the claim so a clean retry is legitimate.
            conn.exec("DELETE FROM seal_intents WHERE intent = $1", {param(row.intent)});
            return SettleEffect::Released;
        }
        break; // sealed here, nothing there: a witnessed divergence below
    case WitnessVerdict::ConfirmedOne:
        if (open) {
            const AppendedCert cert = appendHealed(conn, row, req.answer, out.at);
            out.certSeq = cert.seq;
            out.certHash = cert.hash;
            out.certKind = "healed";
            return SettleEffect::Healed;
        }
        break;
    case WitnessVerdict::Multiple:
        break;
    }
    const WitnessedCert w = appendWitnessed(conn, row, req.answer, out.at, reason);
    out.certSeq = w.cert.seq;
    out.certHash = w.cert.hash;
    out.certKind = "witnessed";
    out.froze = w.froze;
    return req.answer.verdict == WitnessVerdict::ConfirmedOne ? SettleEffect::Healed : SettleEffect::Diverged;
}

nlohmann::json eventDetail(const SettleOutcome& out, const SettleRequest& req)
{
    return {
        {"by", out.role},
        {"verdict", out.verdict},
        {"source", req.source},
        {"evidence", req.answer.evidence},
        {"domain", out.path},
        {"settle_id", out.settleId},
        {"prior",
         {{"state", out.stateBefore}, {"tier", out.tierBefore ? nlohmann::json(*out.tierBefore) : nullptr}}},
        {"cert_hash", out.certHash ? nlohmann::json(*out.certHash) : nlohmann::json(nullptr)}};
}

std::string doneMessage(const SettleOutcome& out)
{
    switch (out.effect) {
    case SettleEffect::Healed:
        return "intent " + out.intent + " settled confirmed_one by " + out.role + ": healed";
    case SettleEffect::Released:
        return "intent " + out.intent + " settled absent by " + out.role +
               ": claim released, a clean retry is legitimate";
    case SettleEffect::Diverged:
        return "intent " + out.intent + " settled " + out.verdict + " by " + out.role +
               ": diverged, domain " + out.path + (out.froze ? " frozen" : " stays frozen");
    case SettleEffect::AttemptRecorded:
        return "intent " + out.intent + ": the world's answer is unknown; attempt recorded by " + out.role +
               ", the hold stands";
    case SettleEffect::None:
        break;
    }
    return {};
}

// One transaction: lock, check, apply, record. Fills `out` as it goes, so a
// connection lost after COMMIT still knows what it did.
void runSettle(Connection& conn, const SettleRequest& req, SettleOutcome& out)
{
    WriteTransaction tx(conn);
    const auto row = lockIntent(conn, req.intent);
    if (!row) {
        out = refused(out, SettleRefusal::UnknownIntent,
                      "no intent " + req.intent +
                          " in the store (never admitted, or released already): see `sealctl holds`");
        return;
    }
    out.at = nowEpoch();
    if (auto why = whyNotAHold(*row, out.at)) {
        out = refused(out, SettleRefusal::NotAHold, *why);
        return;
    }
    out.path = row->path();
    out.stateBefore = row->state;
    out.tierBefore = row->tier;
    out.effect = apply(conn, *row, req, out.role, out);
    if (out.effect != SettleEffect::Released) {
        Result r = conn.exec("SELECT state, tier FROM seal_intents WHERE intent = $1", {param(req.intent)});
        out.stateAfter = r.text(0, 0);
        out.tierAfter = r.optText(0, 1);
    }
    recordEvent(conn, out.path, settleEventKind(out.effect), req.intent, eventDetail(out, req), out.at);
    if (req.pause) req.pause(conn, WritePoint::BeforeCommit);
    tx.commit();
    out.fate = WriteFate::Done;
    out.message = doneMessage(out);
    if (req.pause) req.pause(conn, WritePoint::AfterCommit);
}

// ---- after a lost connection -------------------------------------------------

// Every settle that changes anything records exactly one event carrying its
// settle_id in the same transaction, so the event is the proof it landed.
WriteFate recheck(Connection& conn, const WriteBackend& old, const SettleRequest& req)
{
    return recheckAfterLoss(conn, old, [&req](Connection& c) {
        Result r = c.exec(
            "SELECT EXISTS (SELECT 1 FROM seal_events WHERE intent = $1 AND detail->>'settle_id' = $2)",
            {param(req.intent), param(req.settleId)});
        return r.boolean(0, 0);
    });
}

std::string lostMessage(WriteFate fate, const std::string& intent)
{
    const std::string what = "connection lost while settling " + intent;
    switch (fate) {
    case WriteFate::LostLanded:
        return what + "; re-checked after reconnecting: it landed. Do not settle it again.";
    case WriteFate::LostNotLanded:
        return what +
               "; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.";
    default:
        return what +
               " and the store could not be re-read: not known whether it landed. Check with "
               "`sealctl holds` and `sealctl receipt " +
               intent + " --format json` before trying again.";
    }
}

} // namespace

const char* settleRefusalName(SettleRefusal refusal)
{
    switch (refusal) {
    case SettleRefusal::None:
        return "";
    case SettleRefusal::NotPermitted:
        return "not_permitted";
    case SettleRefusal::Privilege:
        return "privilege";
    case SettleRefusal::UnknownIntent:
        return "unknown_intent";
    case SettleRefusal::NotAHold:
        return "not_a_hold";
    }
    return "";
}

const char* settleEventKind(SettleEffect effect)
{
    switch (effect) {
    case SettleEffect::Healed:
        return "healed";
    case SettleEffect::Released:
        return "released";
    case SettleEffect::Diverged:
        return "diverged";
    case SettleEffect::AttemptRecorded:
        return kSettleUnknownEvent;
    case SettleEffect::None:
        break;
    }
    return "";
}

WitnessAnswer attestedAnswer(WitnessVerdict verdict, const std::string& note, const std::string& role)
{
    WitnessAnswer a;
    a.verdict = verdict;
    if (verdict == WitnessVerdict::ConfirmedOne) a.count = 1;
    if (verdict == WitnessVerdict::Absent) a.count = 0;
    a.evidence = {{"note", note}, {"attested_by", role}};
    return a;
}

nlohmann::json SettleOutcome::toJson() const
{
    auto opt = [](const auto& v) { return v ? nlohmann::json(*v) : nlohmann::json(nullptr); };
    return {{"fate", fateName(fate)},
            {"refusal", refusal == SettleRefusal::None ? nlohmann::json(nullptr)
                                                       : nlohmann::json(settleRefusalName(refusal))},
            {"message", message},
            {"intent", intent},
            {"role", role},
            {"verdict", verdict},
            {"settle_id", settleId},
            {"event", effect == SettleEffect::None ? nlohmann::json(nullptr)
                                                   : nlohmann::json(settleEventKind(effect))},
            {"path", path.empty() ? nlohmann::json(nullptr) : nlohmann::json(path)},
            {"before",
             {{"state", stateBefore.empty() ? nlohmann::json(nullptr) : nlohmann::json(stateBefore)},
              {"tier", opt(tierBefore)}}},
            {"after",
             {{"state", stateAfter.empty() ? nlohmann::json(nullptr) : nlohmann::json(stateAfter)},
              {"tier", opt(tierAfter)}}},
            {"cert", certSeq ? nlohmann::json{{"seq", *certSeq}, {"hash", opt(certHash)}, {"kind", certKind}}
                             : nlohmann::json(nullptr)},
            {"domain_frozen", froze},
            {"at", at}};
}

SettleOutcome settle(Connection& conn, SettleRequest request)
{
    if (request.settleId.empty()) request.settleId = randomHex();
    SettleOutcome out;
    out.intent = request.intent;
    out.verdict = verdictName(request.answer.verdict);
    out.settleId = request.settleId;
    const Actor actor = whoAmI(conn);
    out.role = actor.role;
    if (!actor.mayOperate()) return refused(out, SettleRefusal::NotPermitted, actor.whyNotOperate());
    const WriteBackend backend = writeBackendOf(conn);
    try {
        runSettle(conn, request, out);
        return out;
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refused(out, SettleRefusal::Privilege,
                           std::string(e.what()) + " (role " + out.role +
                               " needs write privileges on the seal tables)");
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
    }
    out.fate = recheck(conn, backend, request);
    out.message = lostMessage(out.fate, request.intent);
    if (out.fate != WriteFate::LostLanded) {
        // What was written before the loss did not land, or cannot be vouched for.
        if (out.fate == WriteFate::LostNotLanded) out.effect = SettleEffect::None;
        out.certSeq.reset();
        out.certHash.reset();
        out.certKind.clear();
        out.froze = false;
        out.stateAfter.clear();
        out.tierAfter.reset();
    }
    return out;
}

} // namespace seal
