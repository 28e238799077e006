#include "obligations.hpp"

#include "digest.hpp"
#include "optional_tables.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace seal {
namespace {

using nlohmann::json;

constexpr const char* kColumns =
    "id, kind, action, key, description, due_at, every_sec, min_count, created_at, created_by, state, "
    "met_intent, breached_at, cancelled_at, cancelled_by, cancel_reason";

Obligation fromRow(const Result& r, int i)
{
    Obligation o;
    o.id = r.integer(i, 0);
    const std::string rowKey = "id " + std::to_string(o.id);
    const auto time = [&](int col) -> std::optional<double> {
        const auto v = r.optCheckedReal(i, col, "seal_obligations", rowKey, RealKind::Time);
        if (!v) return std::nullopt;
        if (!v->valid()) o.invalid.push_back(v->problem);
        return v->value;
    };
    o.kind = r.text(i, 1);
    o.action = r.text(i, 2);
    o.key = r.optText(i, 3);
    o.description = r.optText(i, 4);
    o.dueAt = time(5);
    if (const auto every = r.optCheckedReal(i, 6, "seal_obligations", rowKey, RealKind::Number)) {
        if (!every->valid()) o.invalid.push_back(every->problem);
        o.everySec = every->value;
    }
    if (!r.isNull(i, 7)) o.minCount = r.integer(i, 7);
    o.createdAt = time(8).value_or(std::numeric_limits<double>::quiet_NaN());
    o.createdBy = r.isNull(i, 9) ? std::string() : std::string(r.text(i, 9));
    o.state = r.text(i, 10);
    o.metIntent = r.optText(i, 11);
    o.breachedAt = time(12);
    o.cancelledAt = time(13);
    o.cancelledBy = r.optText(i, 14);
    o.cancelReason = r.optText(i, 15);
    return o;
}

json optional(const std::optional<std::string>& v)
{
    return v ? json(*v) : json(nullptr);
}

json optionalNumber(const std::optional<double>& v)
{
    return v && std::isfinite(*v) ? json(*v) : json(nullptr);
}

// Due first (oldest promise first), then open by due time, then breached
// (newest breach first), met, cancelled; ties by id.
auto orderKey(const Obligation& o)
{
    int rank = 4;
    double when = 0;
    if (o.due()) {
        rank = 0;
        when = o.dueAt.value_or(o.createdAt);
    } else if (o.open()) {
        rank = 1;
        when = o.dueAt.value_or(o.createdAt + o.everySec.value_or(0));
    } else if (o.state == "breached") {
        rank = 2;
        when = -o.breachedAt.value_or(0);
    } else if (o.state == "met") {
        rank = 3;
        when = -o.createdAt;
    } else {
        when = -o.cancelledAt.value_or(0);
    }
    if (std::isnan(when)) when = 0;
    return std::tuple(rank, when, o.id);
}

} // namespace

std::string obligationIntent(const std::string& action, const std::string& key)
{
    return digestV1(writerJson(json{{"action", action}, {"key", key}}));
}

std::optional<double> sealedAt(Connection& conn, const std::string& intent, const std::string& action)
{
    Result r = conn.exec("SELECT (SELECT min(c.created_at) FROM seal_certs c WHERE c.intent = i.intent) "
                         "FROM seal_intents i WHERE i.intent = $1 AND i.action = $2 AND i.state = 'sealed'",
                         {param(intent), param(action)});
    if (r.rows() == 0 || r.isNull(0, 0)) return std::nullopt;
    return r.real(0, 0);
}

std::int64_t sealedInWindow(Connection& conn, const std::string& action, double from, double to)
{
    Result r = conn.exec("SELECT count(*) FROM seal_intents i "
                         "CROSS JOIN LATERAL (SELECT min(c.created_at) AS at FROM seal_certs c "
                         "                    WHERE c.intent = i.intent) s "
                         "WHERE i.action = $1 AND i.state = 'sealed' AND s.at > $2::float8 AND s.at <= $3::float8",
                         {param(action), param(from), param(to)});
    return r.integer(0, 0);
}

void judgeObligation(Connection& conn, Obligation& o, double now)
{
    o.overdue = false;
    o.meetingIntent.reset();
    o.windowCount.reset();
    o.windowShort = false;
    if (!o.open()) return;
    if (o.kind == "once") {
        if (!o.dueAt || std::isnan(*o.dueAt) || !o.key) return; // nothing to judge it by
        const std::string intent = obligationIntent(o.action, *o.key);
        const auto sealed = sealedAt(conn, intent, o.action);
        if (sealed && *sealed <= *o.dueAt)
            o.meetingIntent = intent;
        else
            o.overdue = now > *o.dueAt;
        return;
    }
    if (o.kind == "recurring") {
        if (!o.everySec || !std::isfinite(*o.everySec) || *o.everySec <= 0 || !o.minCount) return;
        o.windowCount = sealedInWindow(conn, o.action, now - *o.everySec, now);
        // The first window is judged only once it has passed whole.
        o.windowShort = now >= o.createdAt + *o.everySec && *o.windowCount < *o.minCount;
    }
}

ObligationsReading readObligations(Connection& conn, double now, std::optional<std::int64_t> newestClosed)
{
    ObligationsReading out;
    out.at = now;
    out.setUp = hasTable(conn, kObligationsTable);
    if (!out.setUp) return out;
    const std::string closed = "state IS DISTINCT FROM 'open'";
    out.closedInStore = conn.exec("SELECT count(*) FROM seal_obligations WHERE " + closed).integer(0, 0);
    // LIMIT NULL is none: the whole history, as sealctl lists it.
    Result r = conn.exec(std::string("SELECT * FROM ((SELECT ") + kColumns +
                             " FROM seal_obligations WHERE state = 'open') UNION ALL (SELECT " + kColumns +
                             " FROM seal_obligations WHERE " + closed + " ORDER BY id DESC LIMIT $1::bigint)) o "
                             "ORDER BY id",
                         {newestClosed ? param(*newestClosed) : nullParam()});
    for (int i = 0; i < r.rows(); ++i) {
        Obligation o = fromRow(r, i);
        if (!o.open()) ++out.closedListed;
        judgeObligation(conn, o, now);
        out.obligations.push_back(std::move(o));
    }
    std::stable_sort(out.obligations.begin(), out.obligations.end(),
                     [](const Obligation& a, const Obligation& b) { return orderKey(a) < orderKey(b); });
    return out;
}

std::optional<Obligation> readObligation(Connection& conn, std::int64_t id, bool forUpdate)
{
    Result r = conn.exec(std::string("SELECT ") + kColumns + " FROM seal_obligations WHERE id = $1" +
                             (forUpdate ? " FOR UPDATE" : ""),
                         {param(id)});
    if (r.rows() == 0) return std::nullopt;
    return fromRow(r, 0);
}

json obligationJson(const Obligation& o)
{
    json j = {{"id", o.id},
              {"kind", o.kind},
              {"action", o.action},
              {"key", optional(o.key)},
              {"description", optional(o.description)},
              {"due_at", optionalNumber(o.dueAt)},
              {"every_sec", optionalNumber(o.everySec)},
              {"min_count", o.minCount ? json(*o.minCount) : json(nullptr)},
              {"created_at", optionalNumber(o.createdAt)},
              {"created_by", o.createdBy},
              {"state", o.state},
              {"met_intent", optional(o.metIntent)},
              {"breached_at", optionalNumber(o.breachedAt)},
              {"cancelled_at", optionalNumber(o.cancelledAt)},
              {"cancelled_by", optional(o.cancelledBy)},
              {"cancel_reason", optional(o.cancelReason)},
              {"overdue", o.overdue},
              {"meeting_intent", optional(o.meetingIntent)},
              {"window_count", o.windowCount ? json(*o.windowCount) : json(nullptr)},
              {"window_short", o.windowShort}};
    if (!o.invalid.empty()) j["invalid"] = o.invalid;
    return j;
}

json obligationsJson(const ObligationsReading& reading)
{
    json list = json::array();
    for (const auto& o : reading.obligations)
        list.push_back(obligationJson(o));
    json j = {{"set_up", reading.setUp}, {"at", reading.at}, {"obligations", std::move(list)}};
    if (!reading.setUp) j["message"] = kObligationsNotSetUp;
    return j;
}

} // namespace seal
