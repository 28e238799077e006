// What a request is for (issue 27 item 3): everything the store knows about
// an intent beside its amount — the action and its arguments' digest, the
// mandate, the budget reservation, the gateway's ticket and what the gateway
// recorded for it (approval_required with its reason, …) — as lines for a
// detail pane, read from core's intent story. Agent-written parts are made
// visible (safeText), never markup.
#pragma once

#include <QList>
#include <QString>

namespace seal {

struct IntentStory;

struct PurposeLine
{
    QString key;   // stable: action, args, mandate, budget, ticket, gateway, state
    QString label; // translated, with its colon
    QString value; // one line or a few, plain text
};

// The story's lines; `story` may be null (the store knows nothing more).
QList<PurposeLine> intentPurpose(const IntentStory* story);

} // namespace seal
