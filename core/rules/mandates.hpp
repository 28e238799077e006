// Mandates and mandate paths (SPEC-kernel.md §12): which paths an agent may
// only spend on with a mandate, and the mandates the gateway minted. Read-only;
// putting a path under mandate is a write and lives elsewhere. A store without
// the tables has none: the lists are empty, not an error.
#pragma once

#include "core/store/store.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

struct MandatePath
{
    std::string path;
    bool required = false;
    double updatedAt = 0;
    std::string updatedBy;
    std::string invalid;
};

struct Mandate
{
    std::string mandateId;
    std::string intent;
    std::string path;
    std::string argsDigest;
    std::optional<double> amount; // NULL when the mandate names no amount
    std::optional<std::string> tier;
    std::optional<std::string> approvalId;
    std::optional<std::string> approversText; // raw jsonb text, NULL when none
    std::optional<std::string> clearance;
    double createdAt = 0;
    double expiresAt = 0;
    std::optional<double> consumedAt;
    std::string state; // mandateState() as of the read's time
    std::vector<std::string> invalid;
};

// §12: "consumed" when consumed_at is set, else "expired" when now >
// expires_at, else "active". An expiry that is not a time (NaN, ...) counts as
// passed: nobody can say the mandate is still good.
const char* mandateState(bool consumed, double expiresAt, double now);

struct MandatesReport
{
    double at = 0;
    std::vector<MandatePath> paths; // by path
    std::vector<Mandate> mandates;  // by created_at, then mandate_id
};

// Every mandate path and every mandate, states as of `now`. Caller holds a
// ReadTransaction.
MandatesReport readMandates(Connection& conn, double now);

// The reference's for_intent(I): the newest mandate of the intent by
// created_at, or nullopt. Caller holds a ReadTransaction.
std::optional<Mandate> readMandateForIntent(Connection& conn, const std::string& intent, double now);

// A gateway ticket the intent spent (seal_tickets holds spent ones only).
struct SpentTicket
{
    std::string sig;
    std::string path;
    double spentAt = 0;
    std::string invalid;
};

// A mandate with its intent's newest spent ticket, if any.
struct MandateWithTicket
{
    Mandate mandate;
    std::optional<SpentTicket> ticket;
};

// What the console shows: every mandate path, and the newest `newest`
// mandates (by created_at, then mandate_id, newest first) each with its
// intent's newest spent ticket. `total` counts every mandate. Caller holds a
// ReadTransaction.
struct MandateWindow
{
    double at = 0;
    std::vector<MandatePath> paths;
    std::vector<MandateWithTicket> mandates;
    long long total = 0;
};
MandateWindow readMandateWindow(Connection& conn, double now, int newest);

// {mandate_id, intent, path, args_digest, amount, tier, approval_id,
// approvers, clearance, created_at, expires_at, consumed_at, state}; approvers
// is [] when the column is NULL, as the reference's for_intent answers.
nlohmann::json mandateJson(const Mandate& m);
// {"paths": [{path, required, updated_at, updated_by}], "mandates": [mandateJson...]}.
nlohmann::json mandatesJson(const MandatesReport& report);

} // namespace seal
