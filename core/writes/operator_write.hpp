// The frame every operator write shares (governance.cpp, governance_settings.cpp):
// the identity check, one transaction by the session role around the write, and
// the re-check after a lost connection (by its event: kind, time, role, path).
#pragma once

#include "core/writes/dual_control.hpp"
#include "core/writes/governance.hpp"

#include <functional>
#include <optional>
#include <string>

namespace seal::detail {

// Writes (and sets the outcome's message), or refuses by setting its refusal.
using OperatorBody = std::function<void(Connection&, OperatorOutcome&)>;

// `change`: the act as dual control sees it (dual_control.hpp), for an act
// that may loosen a control. With dual control on and the act loosening, the
// body does not run: the act is proposed in its place (eventKind
// "change_proposed", changeId set), unless it is the approved change being
// applied. Every act on seal_clearance, seal_thresholds, seal_mandate_paths or
// seal_budget passes one (a brake is marked through sealdesk_brake). The
// store's guard refusing a loosening write is SecondOperatorNeeded.
OperatorOutcome runOperatorWrite(Connection& conn, OperatorOutcome out,
                                 const std::optional<std::string>& eventPath, const OperatorBody& body,
                                 const WritePause& pause, const ChangeDraft* change = nullptr);

// Under dual control with `change` loosening: proposes it (in the caller's
// transaction, the outcome's time and role) and returns true. Else false, a
// brake on a table operators write only through the functions having been
// marked as such first (sealdesk_brake).
bool governUnderDualControl(Connection& conn, const ChangeDraft& change, OperatorOutcome& out);

// An outcome naming its subject ("path P", "domain D") and the event it records.
OperatorOutcome subjectOutcome(const std::string& subject, const char* eventKind);

// The outcome's line about its subject: `said` for the console, and for sealctl
// "<subject>: " and said's English. (A line that names what it is about itself,
// "domain %1 is not frozen; ...": outcome_line.hpp's say().)
void sayOf(OperatorOutcome& o, Phrase said);

// A refusal, nothing written, with its line (about the subject, or whole).
OperatorOutcome refusedOf(OperatorOutcome o, Refusal why, Phrase said);
OperatorOutcome refusedWhole(OperatorOutcome o, Refusal why, Phrase said);

} // namespace seal::detail
