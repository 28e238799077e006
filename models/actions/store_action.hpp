// The actions layer (issue 29 item 1): what a person starts in the console —
// a vote, a policy, a freeze, a settle, a question to the provider — built
// here from what the page knows, between the views and core. An action
// builds core's request, says where it runs (the store's write connection,
// or a job of its own for what asks a provider), can be cancelled, and
// returns core's typed outcome. A view holds an action and hands it to the
// confirm-then-write flow (views/writes/write_flow.hpp); it never calls
// core's writes itself, nor includes core/writes or core/net (the layering
// test fails on one). The outcome types and the rules a dialog asks before
// offering a write (thresholdsProblem, changeLoosens, ...) reach the views
// through these headers.
#pragma once

#include "core/writes/dual_control.hpp"
#include "core/writes/governance.hpp"
#include "core/writes/reconcile.hpp"
#include "core/writes/settle.hpp"

#include <QString>
#include <functional>
#include <string>

namespace seal {

class Connection;

// An act on the store: run on the store's write connection, which owns its
// transaction and its re-check after a lost connection (StoreClient::write).
template <typename Outcome> struct StoreAction
{
    // Runs with the reason the confirmation took (empty when none is asked).
    std::function<Outcome(Connection&, const std::string& reason)> run;
    // A failure outside core's outcome (an exception, a lost worker) is
    // "not known whether it landed", unless core throws only before it
    // writes: then it is "nothing written".
    bool throwsOnlyBeforeWriting = false;
};

// What the console says after a write (views/writes/write_outcome.hpp shows it).
struct WriteReport
{
    WriteFate fate = WriteFate::Refused;
    QString what;           // "Approve apr-1" (plain text)
    QString message;        // core's one line, made safe
    QString fateWords = {}; // says the fate when the fate's own words do not ("nothing written")
};

// An outcome told in the reader's words: its fate and core's line, made safe
// (an approved change adds the line of the act it applied).
WriteReport reportOf(const QString& what, const OperatorOutcome& outcome);
WriteReport reportOf(const QString& what, const VoteOutcome& outcome);
WriteReport reportOf(const QString& what, const ChangeOutcome& outcome);
WriteReport reportOf(const QString& what, const SettleOutcome& outcome);
WriteReport reportOf(const QString& what, const ReconcileOutcome& outcome);

} // namespace seal
