// What an approval request's votes mean, in words: before a vote (what the
// confirmation says the request will be after it), after it (every vote with
// its reason, the decision, who decided it and when) and when new requests
// arrive (one sentence for a notification). Pure text from plain values, so
// the Approvals page only arranges it and tests read it without widgets.
#pragma once

#include "core/rules/approvals.hpp"

#include <QList>
#include <QString>
#include <optional>
#include <string>

namespace seal {

// The request as it will be after `voter` casts `decision` (approve | reject)
// now, by the rules of SPEC §6: a reject decides at once, an approve decides
// when the approvals reach `required`.
struct VotePreview
{
    bool decides = false; // this vote decides the request
    QString action;       // the confirmation's headline sentence
    QString after;        // "1 of 3 approvals, 2 more needed: the request stays pending"
    QString needed;       // who must still vote, or that nobody must
    QString expires;      // the expiry, absolute and as time left on the given clock
};
// `approverGroup`: seal_approver exists, so only its members may vote.
VotePreview previewVote(const Approval& approval, const QString& decision, const QString& voter,
                        bool approverGroup, double now);

// Every vote on its own line, "alice — reject — <time> — reason: …", the
// reject's reason taken from the decision cert (`reason`, nullopt when it
// has none); "none yet" without votes.
QString votesText(const Approval& approval, const std::optional<std::string>& reason);

// The decision, who decided it and when: "rejected by bob at <time>",
// "expired at <time> without a decision", "not yet".
QString decisionText(const Approval& approval, double now);

// One item of an arrival sentence: "€4,321.50 on payout (DUAL tier) from agent:x".
QString arrivalItem(const Approval& approval);
// One sentence for `items` new requests the reader may vote on (at most three
// named, the rest counted); empty for none.
QString arrivalSentence(const QList<QString>& items);

} // namespace seal
