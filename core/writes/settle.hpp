// Settling a hold (SPEC-kernel.md §7, §15.3: as the kernel's settle()): an
// operator, or a provider witness the operator pointed at, says what the world
// did, and exactly one of healed / released / diverged follows, in one
// transaction with the intent row locked, the intent's seal_spend reservations
// with it (settled, or deleted on absent), and the kernel's event with path
// NULL. `unknown` on an open intent changes nothing but the recorded attempt
// (event settle_unknown): the hold stands, and unknown is never taken as absent.
// A sealed hold (WORLD_UNKNOWN) gets the verdict as a witnessed cert and no event.
#pragma once

#include "core/base/phrase.hpp"
#include "core/net/witness.hpp"
#include "core/rules/holds.hpp"      // kSettleUnknownEvent
#include "core/store/store.hpp"
#include "core/writes/governance.hpp" // WriteFate, WritePoint, WritePause: one vocabulary for every write

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace seal {

enum class SettleRefusal
{
    None,
    NotPermitted,   // superuser, or not a member of seal_operator
    Privilege,      // the database denied a privilege (SQLSTATE 42501)
    UnknownIntent,  // no such row: never admitted, or released already
    NotAHold,       // in flight, or already settled
    NotWitnessable, // witnessSealed: not sealed, or its world is known already (or it is a hold)
};
// not_permitted | privilege | unknown_intent | not_a_hold | not_witnessable ("" for None).
const char* settleRefusalName(SettleRefusal refusal);

enum class SettleEffect
{
    None,
    Healed,
    Released,
    Diverged,
    AttemptRecorded,
    Witnessed // witnessSealed: a witnessed cert WORLD_FINAL or WORLD_UNKNOWN
};
// The effect's word: healed | settled_released | diverged | settle_unknown | witnessed ("" for None);
// the event actually recorded is SettleOutcome::event.
const char* settleEventKind(SettleEffect effect);

struct SettleRequest
{
    std::string intent;
    WitnessAnswer answer; // verdict, count, evidence as kept in the cert
    std::string source;   // "operator" (attested) or the witness URL that was asked
    std::string settleId; // names this attempt in the event (settle_id, or witness_id for
                          // witnessSealed), for the re-check; generated when empty
    WritePause pause;     // test seam around COMMIT
};

struct SettleOutcome
{
    WriteFate fate = WriteFate::Refused;
    SettleRefusal refusal = SettleRefusal::None;
    SettleEffect effect = SettleEffect::None;
    std::string message; // one line naming the intent and the role: said.text()
    Phrase said;         // the same line as a pattern and its values, for a reader's language
    std::string intent;
    std::string role;
    std::string verdict;
    std::string settleId;
    std::string path;                    // the intent's domain
    std::string stateBefore, stateAfter; // stateAfter "" when released (row deleted)
    std::optional<std::string> tierBefore, tierAfter;
    std::optional<std::int64_t> certSeq; // the healed or witnessed cert, when one was appended
    std::optional<std::string> certHash;
    std::string certKind; // "healed" | "witnessed" | ""
    bool froze = false;   // this settle froze the domain
    std::string event;    // the event kind recorded ("" when none: a settle of a sealed intent, §15.3)
    std::optional<std::int64_t> reservationsSettled; // seal_spend rows reserved -> settled (§11)
    std::optional<std::int64_t> reservationsReleased; // seal_spend rows deleted (absent)
    double at = 0;      // the store's clock
    // Under dual control an attested settle is proposed, not written (event
    // "change_proposed", effect None): the change request's id (dual_control.hpp).
    std::optional<std::int64_t> changeId;

    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    nlohmann::json toJson() const;
};

// The answer an operator attests: evidence {note, attested_by}; the count is
// 1 for confirmed_one, 0 for absent, null otherwise.
WitnessAnswer attestedAnswer(WitnessVerdict verdict, const std::string& note, const std::string& role);

// Settles one hold as the session role. Refusals change nothing. A lost
// connection is never retried: the connection is re-established and the
// store re-read for this attempt's settle_id (fate LostLanded /
// LostNotLanded / LostUnknown). Throws StoreError only when nothing was tried.
SettleOutcome settle(Connection& conn, SettleRequest request);

// Witnesses a sealed, unconfirmed intent (tier SEALED, or none) so the
// confirmation ratio can rise (SPEC §3, §4): the same write as settling a
// sealed hold, under the same lock, identity rule and re-check. Appends a
// witnessed cert and sets the tier: confirmed_one WORLD_FINAL (event
// `witnessed`), unknown WORLD_UNKNOWN (a hold now; event `witnessed`),
// absent or multiple WORLD_DIVERGED with the domain frozen (event
// `diverged`). The event's detail is settle's, with witness_id for
// settle_id. Refuses (NotWitnessable) an intent that is not sealed, one
// already WORLD_FINAL or WORLD_DIVERGED, and a WORLD_UNKNOWN one (a hold:
// settle it).
SettleOutcome witnessSealed(Connection& conn, SettleRequest request);
// Why `intent` may not be witnessed now (an empty pattern when it may), read before asking
// the provider; witnessSealed checks again under the row lock.
Phrase witnessProblem(Connection& conn, const std::string& intent);

} // namespace seal
