#include "core/writes/settle.hpp"

#include "core/store/write_prologue.hpp"
#include "core/writes/dual_control.hpp"
#include "core/writes/operator_write.hpp"

#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/rules/holds.hpp"
#include "core/store/identity.hpp"
#include "core/store/optional_tables.hpp"
#include "core/writes/outcome_line.hpp"
#include "core/writes/world.hpp"
#include "core/writes/write_recheck.hpp"

namespace seal {
namespace {

// settle (a hold) and witnessSealed (a sealed, unconfirmed intent) are one
// write; they differ in what they accept and what the event calls the attempt.
enum class Mode
{
    Hold,
    Witness
};

const char* idKey(Mode mode)
{
    return mode == Mode::Witness ? "witness_id" : "settle_id";
}

// Refused, nothing written: no effect and nothing of one left in the outcome.
SettleOutcome refused(SettleOutcome out, SettleRefusal why, Phrase said)
{
    out = refusedSaying(std::move(out), why, std::move(said));
    out.effect = SettleEffect::None;
    out.certSeq.reset();
    out.certHash.reset();
    out.certKind.clear();
    out.froze = false;
    out.stateAfter.clear();
    out.tierAfter.reset();
    out.event.clear();
    out.reservationsSettled.reset();
    out.reservationsReleased.reset();
    return out;
}

// Refuses anything that is not a hold by §7's rule (holds.hpp, the same rule
// `sealctl holds` lists by), naming what it is instead; a live lease with the
// kernel's own words (§15.3, store-e.expected.json `errors`).
std::optional<Phrase> whyNotAHold(const IntentRow& row, double now)
{
    switch (classifyIntent(row.state, row.tier, row.leaseUntil, now)) {
    case HoldKind::LeaseExpired:
    case HoldKind::WorldUnknown:
        return std::nullopt;
    case HoldKind::InFlight:
        return Phrase{"intent %1's holder is still within its lease \u2014 the effect may be mid-flight; settle() "
                      "only resolves abandoned claims",
                      {shortIntent(row.intent)}, {}};
    case HoldKind::None:
        break;
    }
    return Phrase{"intent %1 is not a hold (state %2, tier %3): nothing to settle",
                  {row.intent, row.state, row.tier.value_or("none")}, {}};
}

// Refuses anything but a sealed intent whose world nobody has looked at yet
// (tier SEALED, or none), naming what it is instead and what to do.
std::optional<Phrase> whyNotWitnessable(const IntentRow& row)
{
    // %1 the intent, %2 its state, %3 its tier: "intent %1 (state %2, tier %3) ..."
    const std::vector<std::string> args{row.intent, row.state, row.tier.value_or("none")};
    if (row.state == "open")
        return Phrase{"intent %1 (state %2, tier %3) is not sealed: there is nothing to confirm until its effect is "
                      "sealed; an open intent whose lease ran out is a hold: see `sealctl holds`",
                      args, {}};
    if (row.state != "sealed")
        return Phrase{"intent %1 (state %2, tier %3) is not sealed: there is nothing to confirm until its effect is "
                      "sealed",
                      args, {}};
    const std::string tier = row.tier.value_or(kTierSealed);
    if (tier == kTierFinal)
        return Phrase{"intent %1 (state %2, tier %3) is world-confirmed already: nothing to witness", args, {}};
    if (tier == kTierDiverged)
        return Phrase{"intent %1 (state %2, tier %3) has diverged, and divergence is sticky: reconcile it (see "
                      "`sealctl divergences`)",
                      args, {}};
    if (tier == kTierUnknown)
        return Phrase{"intent %1 (state %2, tier %3) is a hold (the world's answer was unknown): settle it with "
                      "`sealctl settle %1 --witness URL`",
                      args, {}};
    if (tier != kTierSealed)
        return Phrase{"intent %1 (state %2, tier %3) has a tier this console does not know: nothing witnessed", args,
                      {}};
    return std::nullopt;
}

// §11/§15.3: the intent's own reservations follow the verdict on an open
// intent: settled when the effect happened, deleted when it did not.
void settleReservations(Connection& conn, const std::string& intent, bool happened, SettleOutcome& out)
{
    if (!hasTable(conn, "seal_spend")) return; // a store without budgets
    if (happened)
        out.reservationsSettled = conn.exec("WITH s AS (UPDATE seal_spend SET state = 'settled' "
                                            "WHERE intent = $1 AND state = 'reserved' RETURNING 1) "
                                            "SELECT count(*) FROM s",
                                            {param(intent)})
                                      .integer(0, 0);
    else
        out.reservationsReleased = conn.exec("WITH d AS (DELETE FROM seal_spend "
                                             "WHERE intent = $1 AND state = 'reserved' RETURNING 1) "
                                             "SELECT count(*) FROM d",
                                             {param(intent)})
                                       .integer(0, 0);
}

std::string countText(const std::optional<std::int64_t>& count)
{
    return count ? std::to_string(*count) : std::string("None"); // the kernel prints Python's None
}

// §15.3: an open intent the world has more than once. The settle-diverged cert
// (settled: true, no result_digest, no parent_cert) becomes the intent's cert,
// and its domain, if it has one, is frozen.
AppendedCert appendSettleDiverged(Connection& conn, const IntentRow& row, const WitnessAnswer& answer,
                                  double at, bool& froze)
{
    nlohmann::json body = {
        {"intent", row.intent},
        {"action", row.action},
        {"args_digest", row.argsDigest},
        {"tier", kTierDiverged},
        {"world", "diverged"},
        {"settled", true},
        {"witness_state", verdictName(answer.verdict)},
        {"witness_count", answer.count ? nlohmann::json(*answer.count) : nlohmann::json(nullptr)},
        {"witness_evidence", answer.evidence},
        {"at", at},
    };
    AppendedCert cert = appendCert(conn, std::move(body), row.intent);
    conn.exec("UPDATE seal_intents SET state = 'sealed', tier = $2, cert = $3::jsonb, updated_at = $4"
              " WHERE intent = $1",
              {param(row.intent), param(kTierDiverged), param(writerJson(cert.body)), param(at)});
    if (row.domain)
        froze = freezeDomain(conn, *row.domain,
                             "settle() found " + countText(answer.count) + " effects for intent " +
                                 shortIntent(row.intent) + " that was never sealed",
                             answer.evidence, at);
    return cert;
}

// Applies the verdict to the locked row; returns what it did.
SettleEffect apply(Connection& conn, const IntentRow& row, const SettleRequest& req, const std::string& role,
                   SettleOutcome& out, Mode mode)
{
    const bool open = row.state == "open";
    const std::string who =
        req.source == "operator" ? "operator " + role + " attested " : "witness returned ";
    const std::string reason = who + verdictName(req.answer.verdict) + " for intent " +
                               shortIntent(row.intent) +
                               (mode == Mode::Witness ? " (witnessed by " : " (settled by ") + role + ")";
    if (mode == Mode::Witness) {
        const WitnessedCert w = appendWitnessed(conn, row, req.answer, out.at, reason);
        out.certSeq = w.cert.seq;
        out.certHash = w.cert.hash;
        out.certKind = "witnessed";
        out.froze = w.froze;
        return w.observedTier == kTierDiverged ? SettleEffect::Diverged : SettleEffect::Witnessed;
    }
    switch (req.answer.verdict) {
    case WitnessVerdict::Unknown:
        if (open) return SettleEffect::AttemptRecorded;
        break; // a sealed intent: the kernel appends the verdict as a witness does
    case WitnessVerdict::Absent:
        if (open) {
            // Nothing happened: release the claim so a clean retry is legitimate.
            conn.exec("DELETE FROM seal_intents WHERE intent = $1", {param(row.intent)});
            settleReservations(conn, row.intent, false, out);
            return SettleEffect::Released;
        }
        break; // sealed here, nothing there: a witnessed divergence below
    case WitnessVerdict::ConfirmedOne:
        if (open) {
            const AppendedCert cert = appendHealed(conn, row, req.answer, out.at);
            settleReservations(conn, row.intent, true, out);
            out.certSeq = cert.seq;
            out.certHash = cert.hash;
            out.certKind = "healed";
            return SettleEffect::Healed;
        }
        break;
    case WitnessVerdict::Multiple:
        if (open) {
            const AppendedCert cert = appendSettleDiverged(conn, row, req.answer, out.at, out.froze);
            settleReservations(conn, row.intent, true, out);
            out.certSeq = cert.seq;
            out.certHash = cert.hash;
            out.certKind = "settle_diverged";
            return SettleEffect::Diverged;
        }
        break;
    }
    const WitnessedCert w = appendWitnessed(conn, row, req.answer, out.at, reason);
    out.certSeq = w.cert.seq;
    out.certHash = w.cert.hash;
    out.certKind = "witnessed";
    out.froze = w.froze;
    if (w.tier == kTierDiverged) return SettleEffect::Diverged;
    return w.tier == kTierFinal ? SettleEffect::Healed : SettleEffect::Witnessed;
}

// The kernel's event for a settle of an open intent (§15.3, §15.9): path
// NULL, so a `diverged` suspends every path (§4). A sealed intent gets none.
std::optional<std::pair<std::string, nlohmann::json>> kernelEvent(const SettleOutcome& out,
                                                                  const SettleRequest& req)
{
    if (out.stateBefore != "open") return std::nullopt;
    const nlohmann::json count = req.answer.count ? nlohmann::json(*req.answer.count) : nlohmann::json(nullptr);
    switch (out.effect) {
    case SettleEffect::Healed:
        return std::pair{std::string("healed"), nlohmann::json{{"count", count}}};
    case SettleEffect::Released:
        return std::pair{std::string("settled_released"),
                         nlohmann::json{{"witness_evidence", req.answer.evidence}}};
    case SettleEffect::Diverged:
        return std::pair{std::string("diverged"), nlohmann::json{{"count", count}, {"via", "settle"}}};
    case SettleEffect::AttemptRecorded:
        return std::pair{std::string(kSettleUnknownEvent), nlohmann::json{{"evidence", req.answer.evidence}}};
    default:
        return std::nullopt;
    }
}

nlohmann::json eventDetail(const SettleOutcome& out, const SettleRequest& req, Mode mode)
{
    return {
        {"by", out.role},
        {"verdict", out.verdict},
        {"source", req.source},
        {"evidence", req.answer.evidence},
        {"domain", out.path},
        {idKey(mode), out.settleId},
        {"prior",
         {{"state", out.stateBefore}, {"tier", out.tierBefore ? nlohmann::json(*out.tierBefore) : nullptr}}},
        {"cert_hash", out.certHash ? nlohmann::json(*out.certHash) : nlohmann::json(nullptr)}};
}

Phrase doneMessage(const SettleOutcome& out, Mode mode)
{
    const std::vector<std::string> args{out.intent, out.role, out.verdict, out.path};
    const bool witness = mode == Mode::Witness;
    switch (out.effect) {
    case SettleEffect::Healed:
        return {"intent %1 settled confirmed_one by %2: healed", args, {}};
    case SettleEffect::Released:
        return {"intent %1 settled absent by %2: claim released, a clean retry is legitimate", args, {}};
    case SettleEffect::Diverged:
        if (witness)
            return {out.froze ? "intent %1 witnessed %3 by %2: diverged, domain %4 frozen"
                              : "intent %1 witnessed %3 by %2: diverged, domain %4 stays frozen",
                    args, {}};
        return {out.froze ? "intent %1 settled %3 by %2: diverged, domain %4 frozen"
                          : "intent %1 settled %3 by %2: diverged, domain %4 stays frozen",
                args, {}};
    case SettleEffect::AttemptRecorded:
        return {"intent %1: the world's answer is unknown; attempt recorded by %2, the hold stands", args, {}};
    case SettleEffect::Witnessed:
        return out.verdict == verdictName(WitnessVerdict::ConfirmedOne)
                   ? Phrase{"intent %1 witnessed confirmed_one by %2: world-confirmed", args, {}}
                   : Phrase{"intent %1 witnessed %3 by %2: WORLD_UNKNOWN, now a hold (settle it once the provider "
                            "answers)",
                            args, {}};
    case SettleEffect::None:
        break;
    }
    return {};
}

// One transaction: lock, check, apply, record. Fills `out` as it goes, so a
// connection lost after COMMIT still knows what it did.
void runSettle(Connection& conn, const SettleRequest& req, SettleOutcome& out, Mode mode)
{
    WriteTransaction tx(conn);
    const auto row = lockIntent(conn, req.intent);
    if (!row) {
        out = refused(out, SettleRefusal::UnknownIntent,
                      mode == Mode::Hold ? Phrase{"unknown intent %1", {shortIntent(req.intent)}, {}}
                                         : Phrase{"no intent %1 in the store (never admitted, or released already): "
                                                  "see `sealctl holds`",
                                                  {req.intent}, {}});
        return;
    }
    // The store's clock, not the workstation's: leases and `at` are the store's time.
    out.at = storeNow(conn);
    if (auto why = mode == Mode::Witness ? whyNotWitnessable(*row) : whyNotAHold(*row, out.at)) {
        out = refused(out, mode == Mode::Witness ? SettleRefusal::NotWitnessable : SettleRefusal::NotAHold,
                      *why);
        return;
    }
    out.path = row->path();
    out.stateBefore = row->state;
    out.tierBefore = row->tier;
    out.effect = apply(conn, *row, req, out.role, out, mode);
    if (out.effect != SettleEffect::Released) {
        Result r = conn.exec("SELECT state, tier FROM seal_intents WHERE intent = $1", {param(req.intent)});
        out.stateAfter = r.text(0, 0);
        out.tierAfter = r.optText(0, 1);
    }
    if (mode == Mode::Witness) {
        out.event = settleEventKind(out.effect);
        recordEvent(conn, out.path, out.event, req.intent, eventDetail(out, req, mode), out.at);
    } else if (const auto event = kernelEvent(out, req)) {
        out.event = event->first;
        recordEvent(conn, std::nullopt, event->first, req.intent, event->second, out.at);
    }
    if (req.pause) req.pause(conn, WritePoint::BeforeCommit);
    tx.commit();
    out.fate = WriteFate::Done;
    say(out, doneMessage(out, mode));
    if (req.pause) req.pause(conn, WritePoint::AfterCommit);
}

// ---- after a lost connection -------------------------------------------------

// A witness records an event carrying its witness_id. A settle writes the
// kernel's event (or, for a sealed intent, none) and carries its settle_id in
// the witness evidence, which its cert or its event holds: either proves it landed.
WriteFate recheck(Connection& conn, const WriteBackend& old, const SettleRequest& req, Mode mode)
{
    return recheckAfterLoss(conn, old, [&req, mode](Connection& c) {
        if (mode == Mode::Witness)
            return c.exec("SELECT EXISTS (SELECT 1 FROM seal_events WHERE intent = $1 AND detail->>$3 = $2)",
                          {param(req.intent), param(req.settleId), param(idKey(mode))})
                .boolean(0, 0);
        return c.exec("SELECT EXISTS (SELECT 1 FROM seal_events WHERE intent = $1 AND "
                      "  (detail->'witness_evidence'->>'settle_id' = $2 OR detail->'evidence'->>'settle_id' = $2))"
                      " OR EXISTS (SELECT 1 FROM seal_certs WHERE intent = $1 AND "
                      "  body->'witness_evidence'->>'settle_id' = $2)",
                      {param(req.intent), param(req.settleId)})
            .boolean(0, 0);
    });
}

Phrase lostMessage(WriteFate fate, const std::string& intent, Mode mode)
{
    const bool witness = mode == Mode::Witness;
    switch (fate) {
    case WriteFate::LostLanded:
        return {witness ? "connection lost while witnessing %1; re-checked after reconnecting: it landed. Do not "
                          "witness it again."
                        : "connection lost while settling %1; re-checked after reconnecting: it landed. Do not "
                          "settle it again.",
                {intent}, {}};
    case WriteFate::LostNotLanded:
        return {witness ? "connection lost while witnessing %1; re-checked after reconnecting: it did not land, "
                          "nothing changed. It is safe to try again."
                        : "connection lost while settling %1; re-checked after reconnecting: it did not land, "
                          "nothing changed. It is safe to try again.",
                {intent}, {}};
    default:
        return {witness ? "connection lost while witnessing %1 and the store could not be re-read: not known whether "
                          "it landed. Check with `sealctl holds` and `sealctl receipt %1 --format json` before trying "
                          "again."
                        : "connection lost while settling %1 and the store could not be re-read: not known whether it "
                          "landed. Check with `sealctl holds` and `sealctl receipt %1 --format json` before trying "
                          "again.",
                {intent}, {}};
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
    case SettleRefusal::NotWitnessable:
        return "not_witnessable";
    }
    return "";
}

const char* settleEventKind(SettleEffect effect)
{
    switch (effect) {
    case SettleEffect::Healed:
        return "healed";
    case SettleEffect::Released:
        return "settled_released";
    case SettleEffect::Diverged:
        return "diverged";
    case SettleEffect::AttemptRecorded:
        return kSettleUnknownEvent;
    case SettleEffect::Witnessed:
        return "witnessed";
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
            {"event", event.empty() ? nlohmann::json(nullptr) : nlohmann::json(event)},
            {"reservations",
             {{"settled", opt(reservationsSettled)}, {"released", opt(reservationsReleased)}}},
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

namespace {

SettleOutcome settleAs(Connection& conn, SettleRequest request, Mode mode)
{
    if (request.settleId.empty()) request.settleId = randomHex();
    // The attempt's id travels in the witness evidence (the cert's, or the
    // event's): the kernel's events have no room of their own for it.
    if (mode == Mode::Hold && request.answer.evidence.is_object())
        request.answer.evidence["settle_id"] = request.settleId;
    SettleOutcome out;
    out.intent = request.intent;
    out.verdict = verdictName(request.answer.verdict);
    out.settleId = request.settleId;
    const Actor actor = whoAmI(conn);
    out.role = actor.role;
    if (!actor.mayOperate())
        return refused(out, SettleRefusal::NotPermitted, actor.whyNotOperateSaid());
    const WriteBackend backend = writeBackendOf(conn);
    try {
        runSettle(conn, request, out, mode);
        return out;
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refused(out, SettleRefusal::Privilege,
                           Phrase{"%1 (role %2 needs write privileges on the seal tables)", {e.what(), out.role}, {}});
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
    }
    out.fate = recheck(conn, backend, request, mode);
    say(out, lostMessage(out.fate, request.intent, mode));
    if (out.fate != WriteFate::LostLanded) {
        // What was written before the loss did not land, or cannot be vouched for.
        if (out.fate == WriteFate::LostNotLanded) out.effect = SettleEffect::None;
        out.certSeq.reset();
        out.certHash.reset();
        out.certKind.clear();
        out.froze = false;
        out.stateAfter.clear();
        out.tierAfter.reset();
        out.event.clear();
        out.reservationsSettled.reset();
        out.reservationsReleased.reset();
    }
    return out;
}

} // namespace

// Under dual control (dual_control.hpp) an operator's attestation that the
// effect happened, did not or happened twice is proposed to a second operator,
// not written; the provider's answer, and an attested unknown (which changes
// nothing), stay one person's.
std::optional<SettleOutcome> proposedSettle(Connection& conn, const SettleRequest& request)
{
    if (request.source != "operator" || request.answer.verdict == WitnessVerdict::Unknown) return std::nullopt;
    if (writePrologueArmed(conn) || !dualControlOn(conn)) return std::nullopt;
    {
        // Only a hold is proposed; anything else is refused as without dual control, by settleAs.
        WriteTransaction tx(conn); // the row lock is released at once: this only reads
        const auto row = lockIntent(conn, request.intent);
        if (!row || whyNotAHold(*row, storeNow(conn))) return std::nullopt;
    }
    const std::string verdict = verdictName(request.answer.verdict);
    const std::string note = request.answer.evidence.value("note", std::string());
    const ChangeDraft change{ChangeKind::SettleAttested, request.intent, {{"verdict", verdict}, {"note", note}}, note};
    const auto never = [](Connection&, OperatorOutcome&) {}; // an attested settle always loosens
    const OperatorOutcome o = detail::runOperatorWrite(conn, detail::subjectOutcome("intent " + request.intent, ""),
                                                       std::nullopt, never, request.pause, &change);
    if (o.fate == WriteFate::Done && !o.changeId) return std::nullopt; // turned off meanwhile: nothing was written
    SettleOutcome out;
    out.intent = request.intent;
    out.verdict = verdict;
    out.role = o.role;
    out.fate = o.fate;
    out.refusal = o.refusal == Refusal::NotPermitted ? SettleRefusal::NotPermitted
                  : o.refusal == Refusal::Privilege  ? SettleRefusal::Privilege
                                                     : SettleRefusal::None;
    out.message = o.message;
    out.said = o.said;
    out.event = o.eventKind;
    out.changeId = o.changeId;
    out.at = o.at;
    return out;
}

SettleOutcome settle(Connection& conn, SettleRequest request)
{
    if (auto proposed = proposedSettle(conn, request)) return std::move(*proposed);
    return settleAs(conn, std::move(request), Mode::Hold);
}

SettleOutcome witnessSealed(Connection& conn, SettleRequest request)
{
    return settleAs(conn, std::move(request), Mode::Witness);
}

Phrase witnessProblem(Connection& conn, const std::string& intent)
{
    try {
        WriteTransaction tx(conn); // the row lock is released at once: this only reads
        const auto row = lockIntent(conn, intent);
        if (!row)
            return Phrase{"no intent %1 in the store (never admitted, or released already)", {intent}, {}};
        return whyNotWitnessable(*row).value_or(Phrase{});
    } catch (const StoreError& e) {
        // No privilege to lock the row: witnessSealed refuses it as such, by name.
        if (e.kind() == StoreError::Kind::Permission) return {};
        throw;
    }
}

} // namespace seal
