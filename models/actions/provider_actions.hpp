// The acts that involve the payment provider (SPEC-kernel.md §3, §4, §7,
// §13): its witness, configured as for sealctl (URL and key from the
// session, the keychain or the settings); a question to it and the listing
// of a sweep, each a job of its own off the GUI thread that a Cancel stops
// at once; and the writes that record what it said (settle, a witnessed
// seal, a reconcile sweep) as StoreActions.
#pragma once

#include "core/net/effect_list.hpp"
#include "core/net/witness.hpp"
#include "models/actions/store_action.hpp"
#include "models/services/background_job.hpp"

#include <QObject>
#include <QString>
#include <functional>
#include <optional>
#include <string>

namespace seal {

// The configured provider witness, or why there is none.
struct WitnessSetting
{
    std::optional<ProviderWitness> witness;
    QString source; // the URL without query or fragment (a query may carry secrets): kept in the event
    QString whyNot; // empty when `witness` is set
};
// The session's URL (environment or keychain, with its credentials), else
// the settings file's; the key from SEAL_WITNESS_KEY or the keychain.
WitnessSetting configuredWitness();

namespace actions {

// What a question to the witness came to.
struct WitnessQuestion
{
    Phrase problem; // the store says the intent may not be witnessed (empty pattern: it may); nothing was asked
    std::optional<WitnessAnswer> answer;
    bool stopped = false; // cancelled before the provider answered
};

// Asks `provider` about `intent` on a pool thread and hands back what it
// came to on the GUI thread (unless `context` is gone). With `storeDsn`, the
// store is asked first whether the intent may be witnessed (witnessProblem,
// as sealctl witness does) and no provider is bothered when it may not.
// Setting the returned flag stops the question at once. Nothing is written.
CancelFlag askWitness(QObject* context, ProviderWitness provider, const std::string& intent,
                      const std::optional<QString>& storeDsn, std::function<void(WitnessQuestion)> done,
                      std::function<void(const QString&)> failed);

// Lists the provider's effects in [since, until) page by page on a pool
// thread: `progress` (pages read, effects listed, other states ignored) on
// the GUI thread after each page, then the listing. Setting the returned
// flag stops it at once (the listing then says stopped). Nothing is written.
CancelFlag listEffects(QObject* context, ProviderWitness provider, double since, double until,
                       std::function<void(int pages, int effects, int ignored)> progress,
                       std::function<void(EffectListing)> done, std::function<void(const QString&)> failed);

// settle() with the witness's or the operator's answer (core throws only before it writes).
StoreAction<SettleOutcome> settle(const SettleRequest& request);
// witnessSealed(): the witness's answer about a sealed intent.
StoreAction<SettleOutcome> recordWitness(const SettleRequest& request);
// recordReconcile(): the sweep of `listing` over `request`'s window.
StoreAction<ReconcileOutcome> recordSweep(const ReconcileRequest& request, const EffectListing& listing);

} // namespace actions
} // namespace seal
