#include "obligation_writes.hpp"

#include "chain_writer.hpp"
#include "clock.hpp"
#include "digest.hpp"
#include "identity.hpp"
#include "operator_write.hpp"
#include "optional_tables.hpp"
#include "write_recheck.hpp"

#include <cmath>

namespace seal {
namespace {

using nlohmann::json;

bool blank(const std::string& text)
{
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

template <typename Outcome> Outcome refused(Outcome out, Refusal why, std::string message)
{
    out.fate = WriteFate::Refused;
    out.refusal = why;
    out.message = std::move(message);
    return out;
}

std::string lostText(WriteFate fate, const std::string& what)
{
    switch (fate) {
    case WriteFate::LostLanded:
        return "connection lost during " + what + "; re-checked after reconnecting: it landed. Do not repeat it.";
    case WriteFate::LostNotLanded:
        return "connection lost during " + what +
               "; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.";
    default:
        return "connection lost during " + what +
               " and the store could not be reached again: not known whether it landed. Check with "
               "`sealctl obligations` before trying again.";
    }
}

// A permission error said as a refusal that changed nothing.
template <typename Outcome> Outcome privilegeRefusal(Outcome out, const StoreError& e, const std::string& what)
{
    return refused(std::move(out), Refusal::Privilege,
                   what + ": " + e.what() + "; nothing changed, ask the store's owner to grant role " + out.role +
                       " its privileges (sealctl grants)");
}

std::string notSetUp(const std::string& what)
{
    return what + ": " + kObligationsNotSetUp + "; nothing changed";
}

std::string sessionRole(Connection& conn)
{
    return std::string(conn.exec("SELECT session_user::text").text(0, 0));
}

// One insert of a declared duty, with the re-check after a lost connection.
DeclareOutcome declare(Connection& conn, DeclareOutcome out, const std::string& what, const std::string& kind,
                       const std::string& action, const Param& key, const Param& description,
                       std::optional<double> dueInSec, const Param& everySec, const Param& minCount,
                       const WritePause& pause)
{
    out.role = sessionRole(conn);
    const WriteBackend backend = writeBackendOf(conn);
    try {
        WriteTransaction tx(conn);
        if (!hasTable(conn, kObligationsTable)) return refused(out, Refusal::MissingTable, notSetUp(what));
        out.at = nowEpoch();
        const Param due = dueInSec ? param(out.at + *dueInSec) : nullParam();
        Result r = conn.exec("INSERT INTO seal_obligations (kind, action, key, description, due_at, every_sec, "
                             "min_count, created_at, created_by, state) "
                             "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open') RETURNING id",
                             {param(kind), param(action), key, description, due, everySec, minCount,
                              param(out.at), param(out.role)});
        out.id = r.integer(0, 0);
        if (pause) pause(conn, WritePoint::BeforeCommit);
        tx.commit();
        out.fate = WriteFate::Done;
        out.message = what + ": declared as obligation " + std::to_string(*out.id) + " by role " + out.role;
        if (pause) pause(conn, WritePoint::AfterCommit);
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission) return privilegeRefusal(out, e, what);
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        out.fate = recheckAfterLoss(conn, backend, [&](Connection& c) {
            Result r = c.exec("SELECT id FROM seal_obligations WHERE created_by = $1 AND created_at = $2 "
                              "AND action = $3 AND kind = $4",
                              {param(out.role), param(out.at), param(action), param(kind)});
            if (r.rows() == 0) return false;
            out.id = r.integer(0, 0);
            return true;
        });
        out.message = what + ": " + lostText(out.fate, "the declaration by role " + out.role);
    }
    return out;
}

// Breaches one open duty: its cert, its row, its event.
SweepBreach breach(Connection& conn, const Obligation& o, double now)
{
    const double dueAt = o.kind == "once" && o.dueAt ? *o.dueAt : now; // recurring: the short window's end
    const std::string intent = "obligation:" + std::to_string(o.id);
    const AppendedCert cert = appendCert(conn, breachCertBody(o, dueAt, now), intent);
    conn.exec("UPDATE seal_obligations SET state = 'breached', breached_at = $2 WHERE id = $1",
              {param(o.id), param(now)});
    recordEvent(conn, o.action, "obligation_breached", intent, {{"obligation_id", o.id}, {"due_at", dueAt}}, now);
    return SweepBreach{o.id, o.kind, o.action, dueAt, cert.seq, cert.hash};
}

std::string sweepMessage(const SweepOutcome& out)
{
    std::string m = "obligations swept as of " + pythonFloatRepr(out.at) + " by role " + out.role + ": " +
                    std::to_string(out.breached.size()) + " breached, " + std::to_string(out.met.size()) + " met";
    for (const auto& b : out.breached)
        m += "; obligation " + std::to_string(b.obligationId) + " (" + b.action + ") breached, cert seq " +
             std::to_string(b.certSeq);
    for (const auto& met : out.met)
        m += "; obligation " + std::to_string(met.obligationId) + " met by intent " + met.intent;
    return m;
}

void sweepTransaction(Connection& conn, double now, const WritePause& pause, SweepOutcome& out)
{
    WriteTransaction tx(conn);
    if (!hasTable(conn, kObligationsTable)) {
        out = refused(out, Refusal::MissingTable, notSetUp("obligations sweep"));
        return;
    }
    // Locked first: a concurrent sweep waits here, then finds these rows no
    // longer open (PostgreSQL re-checks the WHERE on the row it waited for).
    Result r = conn.exec("SELECT id FROM seal_obligations WHERE state = 'open' ORDER BY id FOR UPDATE");
    for (int i = 0; i < r.rows(); ++i) {
        auto o = readObligation(conn, r.integer(i, 0));
        if (!o) continue;
        judgeObligation(conn, *o, now);
        if (o->meetingIntent) {
            conn.exec("UPDATE seal_obligations SET state = 'met', met_intent = $2 WHERE id = $1",
                      {param(o->id), param(*o->meetingIntent)});
            out.met.push_back(SweepMet{o->id, *o->meetingIntent});
        } else if (o->due()) {
            out.breached.push_back(breach(conn, *o, now));
        }
    }
    if (pause) pause(conn, WritePoint::BeforeCommit);
    tx.commit();
    out.fate = WriteFate::Done;
    out.message = sweepMessage(out);
    if (pause) pause(conn, WritePoint::AfterCommit);
}

} // namespace

const char* obligationsTableSql()
{
    return "CREATE TABLE seal_obligations ("
           " id BIGSERIAL PRIMARY KEY,"
           " kind TEXT NOT NULL CHECK (kind IN ('once', 'recurring')),"
           " action TEXT NOT NULL,"
           " key TEXT NULL,"
           " description TEXT,"
           " due_at DOUBLE PRECISION NULL,"
           " every_sec DOUBLE PRECISION NULL,"
           " min_count INT NULL,"
           " created_at DOUBLE PRECISION NOT NULL,"
           " created_by TEXT NOT NULL,"
           " state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'met', 'breached', 'cancelled')),"
           " met_intent TEXT NULL,"
           " breached_at DOUBLE PRECISION NULL,"
           " cancelled_at DOUBLE PRECISION NULL,"
           " cancelled_by TEXT NULL,"
           " cancel_reason TEXT NULL)";
}

SetupOutcome setupObligations(Connection& conn)
{
    SetupOutcome out;
    out.role = sessionRole(conn);
    const std::string what = "obligations setup";
    const WriteBackend backend = writeBackendOf(conn);
    try {
        WriteTransaction tx(conn);
        if (hasTable(conn, kObligationsTable)) {
            out.fate = WriteFate::Done;
            out.message = what + ": seal_obligations exists already; nothing changed";
            return out;
        }
        conn.command(obligationsTableSql());
        tx.commit();
        out.fate = WriteFate::Done;
        out.created = true;
        out.message = what + ": seal_obligations created by role " + out.role +
                      "; agents may now declare duties (grant them INSERT on it and USAGE on its id sequence)";
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission)
            return refused(out, Refusal::Privilege,
                           what + ": " + e.what() + "; nothing changed: creating a table needs CREATE on the "
                           "schema (the store's owner)");
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        // DDL is transactional: re-check by whether the table is there now.
        out.fate = recheckAfterLoss(conn, backend, [](Connection& c) { return hasTable(c, kObligationsTable); });
        out.created = out.landed();
        out.message = what + ": " + lostText(out.fate, "the setup by role " + out.role);
    }
    return out;
}

std::string onceProblem(const std::string& action, const std::string& key, double dueInSec)
{
    if (action.empty()) return "an obligation needs an action";
    if (key.empty()) return "a once obligation needs the intent key it waits for (--key K)";
    if (!std::isfinite(dueInSec) || dueInSec <= 0)
        return "the due time must be a positive number of seconds from now, not " + pythonFloatRepr(dueInSec);
    return {};
}

std::string recurringProblem(const std::string& action, double everySec, std::int64_t minCount)
{
    if (action.empty()) return "an obligation needs an action";
    if (!std::isfinite(everySec) || everySec <= 0)
        return "the window must be a positive number of seconds, not " + pythonFloatRepr(everySec);
    if (minCount < 1) return "the minimum count must be at least 1, not " + std::to_string(minCount);
    return {};
}

DeclareOutcome declareOnce(Connection& conn, const std::string& action, const std::string& key, double dueInSec,
                           const std::string& description, const WritePause& pause)
{
    const std::string what = "obligation " + action + " (key " + key + ")";
    if (const auto problem = onceProblem(action, key, dueInSec); !problem.empty())
        return refused(DeclareOutcome{}, Refusal::InvalidArgument, what + ": " + problem);
    return declare(conn, {}, what, "once", action, param(key),
                   description.empty() ? nullParam() : param(description), dueInSec, nullParam(),
                   nullParam(), pause);
}

DeclareOutcome declareRecurring(Connection& conn, const std::string& action, double everySec,
                                std::int64_t minCount, const std::string& description, const WritePause& pause)
{
    const std::string what = "recurring obligation " + action;
    if (const auto problem = recurringProblem(action, everySec, minCount); !problem.empty())
        return refused(DeclareOutcome{}, Refusal::InvalidArgument, what + ": " + problem);
    return declare(conn, {}, what, "recurring", action, nullParam(),
                   description.empty() ? nullParam() : param(description), std::nullopt, param(everySec),
                   param(minCount), pause);
}

json DeclareOutcome::toJson(const char* command) const
{
    return {{"command", command},
            {"fate", fateName(fate)},
            {"refusal", refusal == Refusal::None ? json(nullptr) : json(refusalName(refusal))},
            {"message", message},
            {"role", role},
            {"obligation_id", landed() && id ? json(*id) : json(nullptr)},
            {"at", at}};
}

json breachCertBody(const Obligation& o, double dueAt, double at)
{
    // digest({id}): the digest of {"id": <id>}, the obligation's number.
    return {{"intent", "obligation:" + std::to_string(o.id)},
            {"action", "obligation_breach"},
            {"args_digest", digestV1(writerJson(json{{"id", o.id}}))},
            {"result_digest", nullptr},
            {"tier", "SEALED"},
            {"world", "unconfirmed"},
            {"obligation_id", o.id},
            {"path", o.action},
            {"due_at", dueAt},
            {"description", o.description ? json(*o.description) : json(nullptr)},
            {"at", at}};
}

json SweepOutcome::toJson() const
{
    json breaches = json::array();
    for (const auto& b : breached)
        breaches.push_back({{"obligation_id", b.obligationId},
                            {"kind", b.kind},
                            {"action", b.action},
                            {"due_at", b.dueAt},
                            {"cert_seq", b.certSeq},
                            {"cert_hash", b.certHash}});
    json mets = json::array();
    for (const auto& m : met)
        mets.push_back({{"obligation_id", m.obligationId}, {"intent", m.intent}});
    return {{"command", "obligations sweep"},
            {"fate", fateName(fate)},
            {"refusal", refusal == Refusal::None ? json(nullptr) : json(refusalName(refusal))},
            {"message", message},
            {"role", role},
            {"at", at},
            {"breached", std::move(breaches)},
            {"met", std::move(mets)}};
}

SweepOutcome sweepObligations(Connection& conn, double now, const WritePause& pause)
{
    SweepOutcome out;
    out.at = now;
    out.role = sessionRole(conn);
    if (!std::isfinite(now) || now > nowEpoch())
        return refused(out, Refusal::InvalidArgument,
                       "obligations sweep: the time judged as of must not be later than now (" +
                           pythonFloatRepr(now) + "); a duty that may still be met is not breached early");
    const WriteBackend backend = writeBackendOf(conn);
    try {
        sweepTransaction(conn, now, pause, out);
    } catch (const StoreError& e) {
        if (e.kind() == StoreError::Kind::Permission) {
            out.breached.clear();
            out.met.clear();
            return privilegeRefusal(out, e, "obligations sweep");
        }
        if (e.kind() != StoreError::Kind::ConnectionLost) throw;
        if (out.breached.empty() && out.met.empty()) {
            out.fate = WriteFate::LostNotLanded;
            out.message = "obligations sweep: connection lost before anything was written: nothing changed. "
                          "It is safe to sweep again.";
            return out;
        }
        // One transaction: the first change it made tells whether all landed.
        const std::int64_t first = out.breached.empty() ? out.met.front().obligationId : out.breached.front().obligationId;
        const std::string expected = out.breached.empty() ? "met" : "breached";
        out.fate = recheckAfterLoss(conn, backend, [&](Connection& c) {
            const auto o = readObligation(c, first);
            return o && o->state == expected && (expected == "met" || o->breachedAt == now);
        });
        if (!out.landed()) {
            out.breached.clear();
            out.met.clear();
        }
        out.message = "obligations sweep: " + lostText(out.fate, "the sweep by role " + out.role);
    }
    return out;
}

OperatorOutcome cancelObligation(Connection& conn, std::int64_t id, const std::string& reason,
                                 const WritePause& pause)
{
    OperatorOutcome out = detail::subjectOutcome("obligation " + std::to_string(id), "obligation_cancelled");
    if (blank(reason))
        return refused(out, Refusal::ReasonRequired,
                       out.subject + ": cancelling needs a reason (--reason TEXT); nothing changed");
    // Filled by the body once the row is read: the event's path, for the re-check after a lost connection.
    std::optional<std::string> eventPath;
    auto body = [&](Connection& c, OperatorOutcome& o) {
        if (!hasTable(c, kObligationsTable)) {
            o = refused(o, Refusal::MissingTable, notSetUp(o.subject));
            return;
        }
        const auto row = readObligation(c, id, true);
        if (!row) {
            o = refused(o, Refusal::UnknownObligation,
                        o.subject + " does not exist in this store; check the id with `sealctl obligations`");
            return;
        }
        if (!row->open()) {
            std::string since;
            if (row->state == "met" && row->metIntent) since = " (met by intent " + *row->metIntent + ")";
            if (row->state == "breached" && row->breachedAt) since = " (breached at " + pythonFloatRepr(*row->breachedAt) + ")";
            if (row->state == "cancelled" && row->cancelledBy) since = " (cancelled by role " + *row->cancelledBy + ")";
            o = refused(o, Refusal::NotOpen,
                        o.subject + " is already " + row->state + since +
                            "; only an open obligation can be cancelled. Nothing changed");
            return;
        }
        eventPath = row->action;
        c.exec("UPDATE seal_obligations SET state = 'cancelled', cancelled_at = $2, cancelled_by = $3, "
               "cancel_reason = $4 WHERE id = $1",
               {param(id), param(o.at), param(o.role), param(reason)});
        recordEvent(c, row->action, "obligation_cancelled", "obligation:" + std::to_string(id),
                    {{"obligation_id", id}, {"reason", reason}, {"by", o.role}}, o.at);
        o.message = o.subject + " (" + row->action + "): cancelled by role " + o.role + " (reason: " + reason + ")";
    };
    return detail::runOperatorWrite(conn, std::move(out), eventPath, body, pause);
}

} // namespace seal
