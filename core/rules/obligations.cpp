#include "core/rules/obligations.hpp"
#include "core/store/row_decoder.hpp"

#include "core/canon/digest.hpp"
#include "core/store/optional_tables.hpp"

#include <cmath>
#include <limits>
#include <set>

namespace seal {
namespace {

using nlohmann::json;

constexpr const char* kDutyColumns =
    "obligation_id, kind, action, intent_key, expected_intent, due_at, every_sec, min_count, grace_sec, "
    "require_world, description, active, anchor_at, next_window, created_at, created_by, satisfied_at, "
    "satisfied_tier, deactivated_at, deactivated_by";

constexpr const char* kBreachColumns =
    "id, obligation_id, window_n, action, due_at, detected_at, cert_hash, resolved_at, resolved_by, resolution";

std::set<std::string> columnsOf(Connection& conn, const char* table)
{
    // pg_attribute is readable by every role; to_regclass follows the search_path as the readers do.
    Result r = conn.exec("SELECT attname::text FROM pg_attribute WHERE attrelid = to_regclass($1) "
                         "AND attnum > 0 AND NOT attisdropped",
                         {param(table)});
    std::set<std::string> out;
    for (int i = 0; i < r.rows(); ++i)
        out.insert(std::string(r.text(i, 0)));
    return out;
}

// A value a reading keeps even when it is not a valid number or time, with the problem noted.
Obligation dutyFromRow(const Result& r, int i)
{
    Obligation o;
    o.obligationId = r.text(i, 0);
    const RowDecoder read(r, i, kObligationsTable, "obligation_id " + o.obligationId, o.invalid);
    o.kind = r.text(i, 1);
    o.action = r.text(i, 2);
    o.intentKey = r.optText(i, 3);
    o.expectedIntent = r.optText(i, 4);
    o.dueAt = read.optReal(5, RealKind::Time);
    o.everySec = read.optReal(6, RealKind::Number);
    o.minCount = r.isNull(i, 7) ? 1 : r.integer(i, 7);
    o.graceSec = read.optReal(8, RealKind::Number).value_or(0);
    o.requireWorld = !r.isNull(i, 9) && r.boolean(i, 9);
    o.description = r.optText(i, 10);
    o.active = r.isNull(i, 11) || r.boolean(i, 11);
    o.anchorAt = read.realOrNaN(12, RealKind::Time);
    o.nextWindow = r.isNull(i, 13) ? 0 : r.integer(i, 13);
    o.createdAt = read.realOrNaN(14, RealKind::Time);
    o.createdBy = r.text(i, 15);
    o.satisfiedAt = read.optReal(16, RealKind::Time);
    o.satisfiedTier = r.optText(i, 17);
    o.deactivatedAt = read.optReal(18, RealKind::Time);
    o.deactivatedBy = r.optText(i, 19);
    return o;
}

ObligationBreach breachFromRow(const Result& r, int i)
{
    ObligationBreach b;
    b.id = r.integer(i, 0);
    const std::string key = "id " + std::to_string(b.id);
    const auto time = [&](int col) {
        return r.checkedReal(i, col, kObligationBreachesTable, key, RealKind::Time).value;
    };
    b.obligationId = r.text(i, 1);
    b.windowN = r.integer(i, 2);
    b.action = r.text(i, 3);
    b.dueAt = time(4);
    b.detectedAt = time(5);
    b.certHash = r.optText(i, 6);
    if (const auto at = r.optCheckedReal(i, 7, kObligationBreachesTable, key, RealKind::Time)) b.resolvedAt = at->value;
    b.resolvedBy = r.optText(i, 8);
    b.resolution = r.optText(i, 9);
    return b;
}

json text(const std::optional<std::string>& v)
{
    return v ? json(*v) : json(nullptr);
}

json number(const std::optional<double>& v)
{
    return v && std::isfinite(*v) ? json(*v) : json(nullptr);
}

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

} // namespace

constexpr const char* kObligationsWithdrawn =
    "seal_obligations has Seal Desk's withdrawn layout, not the kernel's: obligations are unavailable on this "
    "store, and Seal Desk neither reads, sweeps nor changes that table. What to do: the store's owner keeps a "
    "copy of its rows if they are still wanted (pg_dump -t seal_obligations), drops or renames it, then runs "
    "`sealctl obligations setup` (or the kernel's own setup) to create the kernel's tables and declares the "
    "duties again with `sealctl obligation expect`";

ObligationsSetup obligationsSetup(Connection& conn)
{
    ObligationsSetup s;
    s.hasDuties = hasTable(conn, kObligationsTable);
    s.hasBreaches = hasTable(conn, kObligationBreachesTable);
    if (s.hasDuties) {
        const auto columns = columnsOf(conn, kObligationsTable);
        // SPEC §14: no obligation_id, or Seal Desk's own id/state columns.
        if (!columns.count("obligation_id") || columns.count("id") || columns.count("state"))
            s.layout = ObligationsLayout::Withdrawn;
    }
    if (s.layout != ObligationsLayout::Withdrawn)
        s.layout = s.hasDuties && s.hasBreaches ? ObligationsLayout::Kernel : ObligationsLayout::Missing;
    if (!s.ready()) {
        s.said = obligationsNotSetUp(s);
        s.message = s.said.text();
    }
    return s;
}

std::int64_t countOpenBreaches(Connection& conn)
{
    if (!obligationsSetup(conn).hasBreaches) return 0;
    return conn.exec("SELECT count(*) FROM seal_obligation_breaches WHERE resolved_at IS NULL").integer(0, 0);
}

Phrase obligationsNotSetUp(const ObligationsSetup& setup)
{
    if (setup.layout == ObligationsLayout::Withdrawn) return Phrase{kObligationsWithdrawn, {}, {}};
    std::string missing = !setup.hasDuties && !setup.hasBreaches ? "seal_obligations and seal_obligation_breaches"
                          : !setup.hasDuties                     ? "seal_obligations"
                                                                 : "seal_obligation_breaches";
    return Phrase{"obligations are not set up in this store: it has no %1 (`sealctl obligations setup` or the "
                  "kernel's own setup creates the kernel's tables; reading never does)",
                  {missing},
                  {}};
}

Phrase obligationsNotSetUpRefusal(const ObligationsSetup& setup)
{
    Phrase said = obligationsNotSetUp(setup);
    said.pattern += "; nothing changed";
    return said;
}

std::string obligationIntent(const std::string& action, const std::string& key)
{
    return digestV1(writerJson(json{{"action", action}, {"key", key}}));
}

std::string breachIntent(const Obligation& o, std::optional<std::int64_t> window)
{
    if (!window) return o.expectedIntent.value_or(std::string());
    return o.obligationId + ":w" + std::to_string(*window);
}

std::vector<Obligation> readActiveDuties(Connection& conn)
{
    Result r = conn.exec(std::string("SELECT ") + kDutyColumns +
                         " FROM seal_obligations WHERE active ORDER BY created_at, obligation_id");
    std::vector<Obligation> out;
    out.reserve(static_cast<std::size_t>(r.rows()));
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(dutyFromRow(r, i));
    return out;
}

std::optional<Obligation> readObligation(Connection& conn, const std::string& obligationId, bool forUpdate)
{
    Result r = conn.exec(std::string("SELECT ") + kDutyColumns + " FROM seal_obligations WHERE obligation_id = $1" +
                             (forUpdate ? " FOR UPDATE" : ""),
                         {param(obligationId)});
    if (r.rows() == 0) return std::nullopt;
    return dutyFromRow(r, 0);
}

std::optional<ObligationBreach> readBreach(Connection& conn, const std::string& obligationId, std::int64_t windowN)
{
    Result r = conn.exec(std::string("SELECT ") + kBreachColumns +
                             " FROM seal_obligation_breaches WHERE obligation_id = $1 AND window_n = $2",
                         {param(obligationId), param(windowN)});
    if (r.rows() == 0) return std::nullopt;
    return breachFromRow(r, 0);
}

ObligationsReading readObligations(Connection& conn, double now, std::optional<std::int64_t> newestBreaches)
{
    ObligationsReading out;
    out.at = now;
    out.setup = obligationsSetup(conn);
    out.evaluation.at = now;
    if (!out.setup.ready()) return out;
    Result d = conn.exec(std::string("SELECT ") + kDutyColumns +
                         " FROM seal_obligations ORDER BY created_at, obligation_id");
    for (int i = 0; i < d.rows(); ++i)
        out.duties.push_back(dutyFromRow(d, i));
    out.breachesInStore = conn.exec("SELECT count(*) FROM seal_obligation_breaches").integer(0, 0);
    // LIMIT NULL is none: the whole table, as sealctl lists it.
    Result b = conn.exec(std::string("SELECT ") + kBreachColumns +
                             " FROM seal_obligation_breaches ORDER BY id DESC LIMIT $1::bigint",
                         {newestBreaches ? param(*newestBreaches) : nullParam()});
    for (int i = 0; i < b.rows(); ++i)
        out.breaches.push_back(breachFromRow(b, i));
    SweepEffects readOnly; // the sweep's rules, nothing written
    out.evaluation = judgeObligations(conn, now, readOnly);
    return out;
}

json obligationRowJson(const Obligation& o)
{
    json j = obligationGetJson(o);
    j["deactivated_by"] = text(o.deactivatedBy);
    return j;
}

json obligationGetJson(const Obligation& o)
{
    return {{"obligation_id", o.obligationId},
            {"kind", o.kind},
            {"action", o.action},
            {"intent_key", text(o.intentKey)},
            {"expected_intent", text(o.expectedIntent)},
            {"due_at", number(o.dueAt)},
            {"every_sec", number(o.everySec)},
            {"min_count", o.minCount},
            {"grace_sec", number(o.graceSec)},
            {"require_world", o.requireWorld},
            {"description", text(o.description)},
            {"active", o.active},
            {"anchor_at", number(o.anchorAt)},
            {"next_window", o.nextWindow},
            {"created_at", number(o.createdAt)},
            {"created_by", o.createdBy},
            {"satisfied_at", number(o.satisfiedAt)},
            {"satisfied_tier", text(o.satisfiedTier)},
            {"deactivated_at", number(o.deactivatedAt)}};
}

json breachRowJson(const ObligationBreach& b)
{
    return {{"id", b.id},
            {"obligation_id", b.obligationId},
            {"window_n", b.windowN},
            {"action", b.action},
            {"due_at", number(b.dueAt)},
            {"detected_at", number(b.detectedAt)},
            {"cert_hash", text(b.certHash)},
            {"resolved_at", number(b.resolvedAt)},
            {"resolved_by", text(b.resolvedBy)},
            {"resolution", text(b.resolution)}};
}

json itemJson(const ObligationItem& item)
{
    json j = {{"obligation_id", item.obligationId},
              {"kind", item.kind},
              {"action", item.action},
              {"status", item.status}};
    if (item.kind == "once") {
        j["key"] = text(item.key);
        j["due_at"] = number(item.dueAt);
        j["description"] = text(item.description);
        if (item.secondsRemaining) j["seconds_remaining"] = *item.secondsRemaining;
        if (item.sealedAt) {
            j["sealed_at"] = *item.sealedAt;
            j["tier"] = text(item.tier);
        }
    } else {
        j["window"] = item.window.value_or(0);
        j["window_start"] = number(item.windowStart);
        j["window_end"] = number(item.windowEnd);
        j["sealed_in_window"] = item.sealedInWindow.value_or(0);
        j["required"] = item.required.value_or(0);
    }
    // A reading leaves out what the sweep has yet to record, as the kernel leaves out what it does not know.
    if (item.status == "breached" && item.breachId) j["breach_id"] = *item.breachId;
    return j;
}

json reportJson(const ObligationsReport& report)
{
    json items = json::array();
    for (const auto& item : report.items)
        items.push_back(itemJson(item));
    return {{"verdict", report.verdict},
            {"at", report.at},
            {"duties_checked", report.dutiesChecked},
            {"open_breaches", report.openBreaches},
            {"items", std::move(items)},
            {"note", kObligationsNote}};
}

json obligationsJson(const ObligationsReading& reading)
{
    json j = reading.setup.ready() ? reportJson(reading.evaluation) : json::object();
    j["set_up"] = reading.setup.ready();
    j["layout"] = reading.setup.layout == ObligationsLayout::Kernel      ? "kernel"
                  : reading.setup.layout == ObligationsLayout::Withdrawn ? "withdrawn"
                                                                         : "missing";
    if (!reading.setup.ready()) {
        j["at"] = reading.at;
        j["message"] = reading.setup.message;
        return j;
    }
    j["evaluated"] = "read-only: the kernel's sweep rules as of `at`, nothing written (a sweep writes: "
                     "sealctl obligations sweep)";
    json duties = json::array();
    for (const auto& o : reading.duties)
        duties.push_back(obligationRowJson(o));
    json breaches = json::array();
    for (const auto& b : reading.breaches)
        breaches.push_back(breachRowJson(b));
    j["duties"] = std::move(duties);
    j["breaches"] = std::move(breaches);
    j["breaches_in_store"] = reading.breachesInStore;
    return j;
}

} // namespace seal
