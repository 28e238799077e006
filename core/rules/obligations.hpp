// Obligations (SPEC-kernel.md §14): duties an agent declared, and whether
// they were met. Read side only; declaring, sweeping and cancelling are
// writes (core/writes/obligation_writes.hpp).
//
// seal_obligations is optional: only `sealctl obligations setup` creates it,
// never a read. A store without it "has no obligations set up", which a
// reading says (setUp = false) instead of failing.
//
// A `once` duty (action, key, due_at) is met by the intent
// digest({"action": action, "key": key}) of that action in state `sealed`
// whose first cert is at or before due_at. A `recurring` duty (action,
// every_sec, min_count) is short when fewer than min_count intents of the
// action were sealed (first cert) in the window (now - every_sec, now]; it is
// judged only once a whole window has passed since it was declared.
#pragma once

#include "store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

inline constexpr const char* kObligationsTable = "seal_obligations";

struct Obligation
{
    std::int64_t id = 0;
    std::string kind; // once | recurring
    std::string action;
    std::optional<std::string> key;
    std::optional<std::string> description; // agent-written
    std::optional<double> dueAt;             // once
    std::optional<double> everySec;          // recurring
    std::optional<std::int64_t> minCount;    // recurring
    double createdAt = 0;
    std::string createdBy;
    std::string state; // open | met | breached | cancelled
    std::optional<std::string> metIntent;
    std::optional<double> breachedAt;
    std::optional<double> cancelledAt;
    std::optional<std::string> cancelledBy;
    std::optional<std::string> cancelReason; // operator-written

    // Judged as of the reading's time, for an open duty (nothing written):
    bool overdue = false;                      // once: past due_at and not met in time
    std::optional<std::string> meetingIntent;  // once: sealed in time; the next sweep records it met
    std::optional<std::int64_t> windowCount;   // recurring: sealed intents in the window ending now
    bool windowShort = false;                  // recurring: a whole window has passed and it is short
    std::vector<std::string> invalid;          // stored values that are not numbers or times

    bool open() const { return state == "open"; }
    // Open and already past what it promised: the next sweep breaches it.
    bool due() const { return open() && (overdue || windowShort); }
};

struct ObligationsReading
{
    bool setUp = false; // the store has seal_obligations
    double at = 0;      // judged as of
    std::vector<Obligation> obligations; // due first, then open by due time, breached, met, cancelled
    std::int64_t closedInStore = 0; // breached, met and cancelled ones in the store
    std::int64_t closedListed = 0;  // of which `obligations` holds these (the newest)
};

// The message a reading without seal_obligations gives (sealctl and the console say it).
inline constexpr const char* kObligationsNotSetUp =
    "obligations are not set up in this store: it has no seal_obligations table "
    "(`sealctl obligations setup` creates it; reading never does)";

// The intent a `once` duty waits for: digest({"action": action, "key": key}).
std::string obligationIntent(const std::string& action, const std::string& key);

// When `intent` (of `action`) was sealed: its first cert's created_at, when the
// intent row is in state sealed; nullopt otherwise.
std::optional<double> sealedAt(Connection& conn, const std::string& intent, const std::string& action);

// Intents of `action` in state sealed whose first cert is in (from, to].
std::int64_t sealedInWindow(Connection& conn, const std::string& action, double from, double to);

// Fills the judged fields of an open duty as of `now`.
void judgeObligation(Connection& conn, Obligation& o, double now);

// Obligations judged as of `now` (caller holds a ReadTransaction): every open
// one and, of the closed ones (breached, met, cancelled),
// the newest `newestClosed` by id (all of them without a limit): what the
// console lists costs the open duties and its window, not the store's age.
ObligationsReading readObligations(Connection& conn, double now,
                                   std::optional<std::int64_t> newestClosed = std::nullopt);

// One row of seal_obligations as stored (by id), not judged; nullopt when none.
// `forUpdate` locks the row (inside a write transaction).
std::optional<Obligation> readObligation(Connection& conn, std::int64_t id, bool forUpdate = false);

nlohmann::json obligationJson(const Obligation& o);
// {"set_up", "at", "obligations": [...]} (and "message" when not set up).
nlohmann::json obligationsJson(const ObligationsReading& reading);

} // namespace seal
