// Setting up the kernel's obligation tables, declaring duties, and the two
// operator acts (SPEC-kernel.md §14). The sweep is in obligation_sweep.cpp.
#include "core/writes/obligation_writes.hpp"

#include "core/canon/digest.hpp"
#include "core/canon/signing.hpp"
#include "core/chain/chain_writer.hpp"
#include "core/writes/obligation_write_support.hpp"
#include "core/writes/operator_write.hpp"
#include "core/writes/outcome_line.hpp"
#include "core/writes/write_recheck.hpp"

#include <cmath>

namespace seal {
namespace {

using detail::refusedOf;
using nlohmann::json;

constexpr const char* kExactlyOne = "pass exactly one of due_at / due_in_sec";
constexpr const char* kInThePast = "due_at is already in the past";
constexpr const char* kBadWindow = "every_sec must be > 0 and min_count >= 1";

bool blank(const std::string& text)
{
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

json nullable(const std::optional<std::string>& v)
{
    return v ? json(*v) : json(nullptr);
}

DeclareOutcome refusedDeclare(DeclareOutcome out, Refusal why, const std::string& what, const std::string& text,
                              bool kernelRule)
{
    out.fate = WriteFate::Refused;
    out.refusal = why;
    if (kernelRule) out.kernelError = text;
    out.message = what + ": " + text + "; nothing changed";
    return out;
}

DeclareOutcome refusedSetup(DeclareOutcome out, Refusal why, const std::string& what, const Phrase& said)
{
    out.fate = WriteFate::Refused;
    out.refusal = why;
    out.message = what + ": " + said.text();
    return out;
}

// The row both kinds insert; `once` fills the once-only columns.
struct NewDuty
{
    std::string kind;
    std::string action;
    Param intentKey, expectedIntent, dueAt, everySec;
    std::int64_t minCount = 1;
    double graceSec = 0;
    bool requireWorld = false;
    std::optional<std::string> description;
    std::optional<double> anchorAt;
    json detail; // the event's, without obligation_id and by
};

// One insert and its event, with the re-check after a lost connection.
DeclareOutcome declare(Connection& conn, DeclareOutcome out, const std::string& what, NewDuty duty,
                       const std::function<std::optional<std::string>(double now, NewDuty&)>& atNow,
                       const WritePause& pause)
{
    out.role = sessionRoleOf(conn);
    const std::string id = randomHex(16); // the kernel's uuid4().hex: 32 hex digits
    const WriteBackend backend = writeBackendOf(conn);
    try {
        WriteTransaction tx(conn);
        if (const auto refusal = setupRefusal(conn)) return refusedSetup(out, refusal->first, what, refusal->second);
        out.at = storeNow(conn);
        if (const auto problem = atNow(out.at, duty)) return refusedDeclare(out, Refusal::InvalidArgument, what, *problem, true);
        conn.exec("INSERT INTO seal_obligations (obligation_id, kind, action, intent_key, expected_intent, due_at, "
                  "every_sec, min_count, grace_sec, require_world, description, active, anchor_at, next_window, "
                  "created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, TRUE, $12, 0, $13, $14)",
                  {param(id), param(duty.kind), param(duty.action), duty.intentKey, duty.expectedIntent, duty.dueAt,
                   duty.everySec, param(duty.minCount), param(duty.graceSec), param(duty.requireWorld),
                   duty.description ? param(*duty.description) : nullParam(), param(duty.anchorAt.value_or(out.at)),
                   param(out.at), param(out.role)});
        duty.detail["obligation_id"] = id;
        duty.detail["by"] = out.role;
        recordEvent(conn, duty.action, "obligation_declared", std::nullopt, duty.detail, out.at);
        if (pause) pause(conn, WritePoint::BeforeCommit);
        tx.commit();
        out.fate = WriteFate::Done;
        out.obligationId = id;
        out.message = what + ": declared as obligation " + id + " by role " + out.role;
        if (pause) pause(conn, WritePoint::AfterCommit);
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refusedDeclare(out, Refusal::Privilege, what,
                                  std::string(e.what()) + "; ask the store's owner to grant role " + out.role +
                                      " its privileges (sealctl grants)",
                                  false);
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        out.fate = recheckAfterLoss(conn, backend, [&](Connection& c) {
            return c.exec("SELECT 1 FROM seal_obligations WHERE obligation_id = $1", {param(id)}).rows() > 0;
        });
        if (out.landed()) out.obligationId = id;
        out.message = what + ": " + lostWriteText(out.fate, "the declaration by role " + out.role);
    }
    return out;
}

bool finite(const std::optional<double>& v)
{
    return !v || std::isfinite(*v);
}

} // namespace

const char* obligationsSchemaSql()
{
    return "\nCREATE TABLE IF NOT EXISTS seal_obligations (\n"
           "    obligation_id   TEXT PRIMARY KEY,\n"
           "    kind            TEXT NOT NULL,             -- 'once' | 'recurring'\n"
           "    action          TEXT NOT NULL,\n"
           "    intent_key      TEXT,                      -- once: the expected intent key\n"
           "    expected_intent TEXT,                      -- once: computed intent id\n"
           "    due_at          DOUBLE PRECISION,          -- once\n"
           "    every_sec       DOUBLE PRECISION,          -- recurring: window length\n"
           "    min_count       INTEGER NOT NULL DEFAULT 1,\n"
           "    grace_sec       DOUBLE PRECISION NOT NULL DEFAULT 0,\n"
           "    require_world   BOOLEAN NOT NULL DEFAULT FALSE,\n"
           "    description     TEXT,\n"
           "    active          BOOLEAN NOT NULL DEFAULT TRUE,\n"
           "    anchor_at       DOUBLE PRECISION NOT NULL, -- recurring: window origin\n"
           "    next_window     BIGINT NOT NULL DEFAULT 0, -- recurring: first unevaluated window\n"
           "    created_at      DOUBLE PRECISION NOT NULL,\n"
           "    created_by      TEXT NOT NULL,\n"
           "    satisfied_at    DOUBLE PRECISION,          -- once: when the effect sealed\n"
           "    satisfied_tier  TEXT,\n"
           "    deactivated_at  DOUBLE PRECISION,\n"
           "    deactivated_by  TEXT\n"
           ");\n"
           "CREATE TABLE IF NOT EXISTS seal_obligation_breaches (\n"
           "    id            BIGSERIAL PRIMARY KEY,\n"
           "    obligation_id TEXT NOT NULL,\n"
           "    window_n      BIGINT NOT NULL DEFAULT -1,  -- -1 for 'once'\n"
           "    action        TEXT NOT NULL,\n"
           "    due_at        DOUBLE PRECISION NOT NULL,\n"
           "    detected_at   DOUBLE PRECISION NOT NULL,\n"
           "    cert_hash     TEXT,\n"
           "    resolved_at   DOUBLE PRECISION,\n"
           "    resolved_by   TEXT,\n"
           "    resolution    TEXT,\n"
           "    UNIQUE (obligation_id, window_n)           -- one breach record per miss\n"
           ");\n";
}

std::vector<std::string> obligationsSchemaStatements()
{
    // One statement per call: bound-parameter execution takes a single command.
    std::vector<std::string> out;
    const std::string text = obligationsSchemaSql();
    std::size_t from = 0;
    for (std::size_t end; (end = text.find(";\n", from)) != std::string::npos; from = end + 2)
        out.push_back(text.substr(from, end - from));
    return out;
}

SetupOutcome setupObligations(Connection& conn)
{
    SetupOutcome out;
    out.role = sessionRoleOf(conn);
    const std::string what = "obligations setup";
    const WriteBackend backend = writeBackendOf(conn);
    try {
        WriteTransaction tx(conn);
        const ObligationsSetup before = obligationsSetup(conn);
        if (before.layout == ObligationsLayout::Withdrawn) {
            out.refusal = Refusal::WithdrawnLayout;
            out.message = what + ": refused, nothing created or changed: " + before.message;
            return out;
        }
        out.fate = WriteFate::Done;
        if (before.ready()) {
            out.message = what + ": seal_obligations and seal_obligation_breaches exist already; nothing changed";
            return out;
        }
        if (!before.hasDuties) out.created.emplace_back(kObligationsTable);
        if (!before.hasBreaches) out.created.emplace_back(kObligationBreachesTable);
        for (const auto& statement : obligationsSchemaStatements())
            conn.command(statement); // "if not exists": exactly the kernel's, only what is missing
        tx.commit();
        std::string names;
        for (const auto& t : out.created)
            names += (names.empty() ? "" : " and ") + t;
        out.message = what + ": " + names + " created by role " + out.role +
                      " (the kernel's layout); grant people what they need with `sealctl grants ROLE --operator`";
    } catch (const StoreError& e) {
        out.created.clear();
        out.fate = WriteFate::Refused;
        if (e.kind() == StoreError::Kind::Permission) {
            out.refusal = Refusal::Privilege;
            out.message = what + ": " + e.what() +
                          "; nothing changed: creating a table needs CREATE on the schema (the store's owner)";
            return out;
        }
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        // DDL is transactional: re-check by whether the tables are there now.
        out.fate = recheckAfterLoss(conn, backend, [](Connection& c) { return obligationsSetup(c).ready(); });
        out.message = what + ": " + lostWriteText(out.fate, "the setup by role " + out.role);
    }
    return out;
}

json SetupOutcome::toJson() const
{
    return {{"command", "obligations setup"},
            {"fate", fateName(fate)},
            {"refusal", refusal == Refusal::None ? json(nullptr) : json(refusalName(refusal))},
            {"message", message},
            {"role", role},
            {"created", created}};
}

std::string onceProblem(const OnceDuty& duty)
{
    if (duty.action.empty()) return "an obligation needs an action";
    if (duty.key.empty()) return "a once obligation needs the intent key it waits for";
    if (duty.dueAt.has_value() == duty.dueInSec.has_value()) return kExactlyOne;
    if (!finite(duty.dueAt) || !finite(duty.dueInSec)) return "the deadline must be a finite number";
    if (!std::isfinite(duty.graceSec) || duty.graceSec < 0) return "the grace must be a number of seconds >= 0";
    return {};
}

std::string recurringProblem(const RecurringDuty& duty)
{
    if (duty.action.empty()) return "an obligation needs an action";
    if (!std::isfinite(duty.everySec) || duty.everySec <= 0 || duty.minCount < 1) return kBadWindow;
    if (!std::isfinite(duty.graceSec) || duty.graceSec < 0) return "the grace must be a number of seconds >= 0";
    if (!finite(duty.anchorAt)) return "the anchor must be a finite time";
    return {};
}

DeclareOutcome expectOnce(Connection& conn, const OnceDuty& duty, const WritePause& pause)
{
    DeclareOutcome out;
    const std::string what = "obligation " + duty.action + " (key " + duty.key + ")";
    out.expectedIntent = obligationIntent(duty.action, duty.key);
    if (const auto problem = onceProblem(duty); !problem.empty())
        return refusedDeclare(out, Refusal::InvalidArgument, what, problem, problem == kExactlyOne);
    NewDuty row{"once", duty.action, param(duty.key), param(*out.expectedIntent), nullParam(), nullParam(),
                1, duty.graceSec, duty.requireWorld, duty.description, std::nullopt, json::object()};
    double due = 0;
    out = declare(
        conn, out, what, row,
        [&](double now, NewDuty& r) -> std::optional<std::string> {
            due = duty.dueAt ? *duty.dueAt : now + *duty.dueInSec;
            if (due <= now) return std::string(kInThePast);
            r.dueAt = param(due);
            r.detail = {{"key", duty.key}, {"due_at", due}};
            return std::nullopt;
        },
        pause);
    if (out.landed()) out.dueAt = due;
    return out;
}

DeclareOutcome expectRecurring(Connection& conn, const RecurringDuty& duty, const WritePause& pause)
{
    DeclareOutcome out;
    const std::string what = "recurring obligation " + duty.action;
    if (const auto problem = recurringProblem(duty); !problem.empty())
        return refusedDeclare(out, Refusal::InvalidArgument, what, problem, problem == kBadWindow);
    NewDuty row{"recurring", duty.action, nullParam(), nullParam(), nullParam(), param(duty.everySec),
                duty.minCount, duty.graceSec, duty.requireWorld, duty.description, duty.anchorAt,
                {{"every_sec", duty.everySec}}};
    return declare(conn, out, what, row, [](double, NewDuty&) { return std::optional<std::string>(); }, pause);
}

json DeclareOutcome::toJson(const char* command) const
{
    return {{"command", command},
            {"fate", fateName(fate)},
            {"refusal", refusal == Refusal::None ? json(nullptr) : json(refusalName(refusal))},
            {"error", kernelError.empty() ? json(nullptr) : json(kernelError)},
            {"message", message},
            {"role", role},
            {"obligation_id", nullable(obligationId)},
            {"expected_intent", nullable(expectedIntent)},
            {"due_at", dueAt ? json(*dueAt) : json(nullptr)},
            {"at", at}};
}

OperatorOutcome deactivateObligation(Connection& conn, const std::string& obligationId, const std::string& reason,
                                     const WritePause& pause)
{
    OperatorOutcome out = detail::subjectOutcome("obligation " + obligationId, "obligation_released");
    if (blank(reason))
        return refusedOf(out, Refusal::ReasonRequired,
                         Phrase{"cancelling needs a reason (--reason TEXT); nothing changed", {}, {}});
    auto body = [&](Connection& c, OperatorOutcome& o) {
        if (auto refusal = setupRefusal(c)) {
            o = refusedOf(o, refusal->first, std::move(refusal->second));
            return;
        }
        o.at = storeNow(c);
        Result r = c.exec("UPDATE seal_obligations SET active = FALSE, deactivated_at = $2, deactivated_by = $3 "
                          "WHERE obligation_id = $1 AND active RETURNING action",
                          {param(obligationId), param(o.at), param(o.role)});
        if (r.rows() == 0) {
            o = refusedOf(o, Refusal::UnknownObligation,
                          Phrase{"no active obligation '%1'; nothing changed (see `sealctl obligations`)",
                                 {obligationId},
                                 {}});
            return;
        }
        recordEvent(c, std::nullopt, "obligation_released", std::nullopt,
                    {{"obligation_id", obligationId}, {"by", o.role}, {"reason", reason}}, o.at);
        say(o, Phrase{"obligation %1 (%2): deactivated by role %3 (reason: %4); no sweep judges it again",
                      {obligationId, std::string(r.text(0, 0)), o.role, reason},
                      {}});
    };
    const ChangeDraft change{ChangeKind::ObligationCancel, obligationId, {{"active", false}}, reason};
    return detail::runOperatorWrite(conn, std::move(out), std::nullopt, body, pause, &change);
}

OperatorOutcome resolveBreach(Connection& conn, std::int64_t breachId, const std::string& note,
                              const WritePause& pause)
{
    OperatorOutcome out = detail::subjectOutcome("breach " + std::to_string(breachId), "obligation_breach_resolved");
    if (blank(note))
        return refusedOf(out, Refusal::ReasonRequired,
                         Phrase{"resolving needs a note (--note TEXT); nothing changed", {}, {}});
    std::optional<std::string> eventPath; // the breach's action, once read: the re-check looks for it
    auto body = [&](Connection& c, OperatorOutcome& o) {
        if (auto refusal = setupRefusal(c)) {
            o = refusedOf(o, refusal->first, std::move(refusal->second));
            return;
        }
        o.at = storeNow(c);
        Result r = c.exec("UPDATE seal_obligation_breaches SET resolved_at = $2, resolved_by = $3, resolution = $4 "
                          "WHERE id = $1 AND resolved_at IS NULL RETURNING action, obligation_id",
                          {param(breachId), param(o.at), param(o.role), param(note)});
        if (r.rows() == 0) {
            o = refusedOf(o, Refusal::UnknownObligation,
                          Phrase{"no unresolved breach %1; nothing changed (see `sealctl obligations`)",
                                 {std::to_string(breachId)},
                                 {}});
            return;
        }
        eventPath = std::string(r.text(0, 0));
        recordEvent(c, eventPath, "obligation_breach_resolved", std::nullopt,
                    {{"breach_id", breachId}, {"by", o.role}, {"note", note}}, o.at);
        say(o, Phrase{"breach %1 (obligation %2, %3): resolved by role %4 (note: %5); the breach cert stays on the "
                      "chain and the licence stays suspended",
                      {std::to_string(breachId), std::string(r.text(0, 1)), *eventPath, o.role, note},
                      {}});
    };
    return detail::runOperatorWrite(conn, std::move(out), eventPath, body, pause);
}

} // namespace seal
