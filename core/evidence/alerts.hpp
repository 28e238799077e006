// Alerts that do not need the right page open (issue 13 item 9): what an
// operator must hear about as it happens — a new hold, a diverged intent,
// out-of-band spend, a break in the chain (a new cert that does not link or
// whose content does not match its hash, or a cert below the watched head
// rewritten), an approval about to expire, an obligation breached.
//
// An AlertWatch keeps what it has seen (the chain's head it walked to, the
// newest event id, the sets of held and diverged intents and expiring
// requests) and each poll() reports only what is new since, so a caller may
// poll every few seconds at a cost that follows what changed: the chain is
// walked from the watched head on, events from the newest id on. A lost
// connection costs nothing: the next poll on a new connection carries on from
// the same state, with nothing missed and nothing said twice.
//
// Here, not in rules/, because it reads rules (holds) and the chain's walker
// together, as receipts do.
#pragma once

#include "core/chain/chain_verifier.hpp"
#include "core/rules/holds.hpp"
#include "core/store/change_stamp.hpp"
#include "core/store/store.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace seal {

struct Alert
{
    // hold | divergence | out_of_band_spend | chain_break | approval_expiring | obligation_breached |
    // change_proposed (a change waits for a second operator, dual_control.hpp) |
    // dual_control_off (dual control is on, but the store would not stop one operator: a guard trigger or
    // function is not as setup installed it; the summary names each table and cause)
    std::string kind;
    std::optional<std::string> path;
    std::optional<std::string> intent;
    std::optional<std::int64_t> seq;     // the cert it is about (a hold's or divergence's newest, a break's)
    std::optional<std::int64_t> eventId; // the event that raised it (out-of-band spend, a breach)
    std::optional<std::string> approvalId;
    double at = 0;       // when it happened as far as the store says (else when it was seen)
    std::string summary; // one line; agent-written parts as stored (callers filter for display)
    std::optional<std::string> obligationId; // a breach's duty (its event's detail)
    // change_proposed (dual control): the change's id and who proposed it (a
    // console does not alert its own role to its own proposal).
    std::optional<std::int64_t> changeId = {};
    std::optional<std::string> by = {};
};

// {"kind", "path", "intent", "seq", "event_id", "approval_id", "at", "summary", "link"} (absent values
// null); "link" is the sealdesk:// link that opens the item in the console (item_link.hpp).
nlohmann::json alertJson(const Alert& alert);

struct AlertWatchOptions
{
    // Also report what concerns certs after this seq and events since it, as
    // of the first poll (else the first poll only learns the present state).
    std::optional<std::int64_t> sinceSeq;
    double expiringWithin = 3600; // a pending request expiring within this many seconds
    // Dual control's guard (dual_control_off): a digest of what it depends on, and its problems as one
    // line (empty: in force, or off). Given by the caller (core/writes/dual_control.hpp:
    // dualControlWatchDigest, dualControlProblemsLine), as evidence reads no write machinery; unset: not watched.
    std::function<std::string(Connection&)> guardDigest = {};
    std::function<std::string(Connection&)> guardProblems = {};
};

class AlertWatch
{
public:
    explicit AlertWatch(AlertWatchOptions options = {});

    // What is new since the last poll, oldest first. Caller holds a
    // ReadTransaction (one snapshot for every part). Throws StoreError when
    // the store cannot be read; the state is kept, so poll again on a new
    // connection. Not for two threads at once.
    std::vector<Alert> poll(Connection& conn, double now);

    std::int64_t watchedSeq() const { return m_head ? m_head->seq : 0; }

private:
    void primeHead(Connection& conn);
    void watchChain(Connection& conn, double now, std::vector<Alert>& out);
    void watchEvents(Connection& conn, std::vector<Alert>& out);
    void watchHolds(Connection& conn, double now, std::vector<Alert>& out);
    void watchLeases(double now, std::vector<Alert>& out);
    void watchDivergences(Connection& conn, std::vector<Alert>& out);
    void watchExpiring(Connection& conn, double now, std::vector<Alert>& out);
    void watchGuard(Connection& conn, double now, std::vector<Alert>& out);
    bool reportOnFirst(std::optional<std::int64_t> seq) const;

    AlertWatchOptions m_options;
    bool m_primed = false;
    std::optional<ChainHead> m_head; // walked to here; none before the first cert
    std::optional<ChainWalker> m_walker;
    std::int64_t m_eventId = 0;
    std::set<std::string> m_held, m_diverged, m_expiring;
    bool m_rewrittenSaid = false;
    StoreStamp m_stamp;
    std::vector<HeldIntent> m_inFlight; // judged against the clock while the store does not move
    std::string m_guardSeen;            // the dual-control catalogue's digest and on/off, as last looked at
    std::string m_guardSaid;            // the problems last told (empty: in force, or off by its owner)
};

} // namespace seal
