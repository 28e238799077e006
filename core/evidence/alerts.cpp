#include "core/evidence/alerts.hpp"

#include "core/base/timefmt.hpp"
#include "core/evidence/item_link.hpp"
#include "core/rules/holds.hpp"
#include "core/store/change_stamp.hpp"

#include <algorithm>
#include <charconv>

namespace seal {
namespace {

// Certs walked per query and per poll: a poll after a burst (or a long
// outage) costs at most this much; the rest waits for the next poll.
constexpr int kCertBatch = 5000;
constexpr int kCertsPerPoll = 100'000;
constexpr int kEventBatch = 1000;

std::optional<std::string> optText(const Result& r, int row, int col)
{
    if (r.isNull(row, col)) return std::nullopt;
    return std::string(r.text(row, col));
}

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

} // namespace

nlohmann::json alertJson(const Alert& a)
{
    const std::optional<ItemLink> item = alertItem(a);
    nlohmann::json j = {{"kind", a.kind},
            {"path", orNull(a.path)},
            {"intent", orNull(a.intent)},
            {"seq", orNull(a.seq)},
            {"event_id", orNull(a.eventId)},
            {"approval_id", orNull(a.approvalId)},
            {"at", a.at},
            {"summary", a.summary},
            {"link", item ? nlohmann::json(itemLink(*item)) : nlohmann::json(nullptr)}};
    if (a.changeId) j["change_id"] = *a.changeId;
    if (a.by) j["by"] = *a.by;
    return j;
}

AlertWatch::AlertWatch(AlertWatchOptions options) : m_options(std::move(options)) {}

bool AlertWatch::reportOnFirst(std::optional<std::int64_t> seq) const
{
    return m_options.sinceSeq && seq && *seq > *m_options.sinceSeq;
}

std::vector<Alert> AlertWatch::poll(Connection& conn, double now)
{
    std::vector<Alert> out;
    if (!m_primed) primeHead(conn);
    watchChain(conn, now, out);
    watchEvents(conn, out);
    // Holds and divergences come from whole-store reads: only when the store
    // moved. A lease that passes moves nothing, so the claims in flight are
    // judged against the clock in between.
    const StoreStamp stamp = readStoreStamp(conn);
    if (!m_primed || !(stamp == m_stamp)) {
        watchHolds(conn, now, out);
        watchDivergences(conn, out);
        m_stamp = stamp;
    } else {
        watchLeases(now, out);
    }
    watchExpiring(conn, now, out);
    watchGuard(conn, now, out);
    m_primed = true;
    std::stable_sort(out.begin(), out.end(), [](const Alert& a, const Alert& b) { return a.at < b.at; });
    return out;
}

// Where the watch starts: the head now, or the cert --since names (its
// events since that cert's time). Nothing before it is walked again.
void AlertWatch::primeHead(Connection& conn)
{
    const std::int64_t from = m_options.sinceSeq.value_or(-1);
    const Result r =
        from >= 0
            ? conn.exec(
                  "SELECT seq, hash, created_at FROM seal_certs WHERE seq <= $1 ORDER BY seq DESC LIMIT 1",
                  {param(from)})
            : conn.exec("SELECT seq, hash, created_at FROM seal_certs ORDER BY seq DESC LIMIT 1");
    if (r.rows() == 1) m_head = ChainHead{r.integer(0, 0), std::string(r.text(0, 1))};
    m_walker.emplace(m_head);
    if (from < 0) {
        m_eventId = conn.exec("SELECT coalesce(max(id), 0) FROM seal_events").integer(0, 0);
    } else {
        const double since = r.rows() == 1 && !r.isNull(0, 2) ? r.real(0, 2) : 0;
        m_eventId = conn.exec("SELECT coalesce(max(id), 0) FROM seal_events WHERE at <= $1", {param(since)})
                        .integer(0, 0);
    }
}

void AlertWatch::watchChain(Connection& conn, double now, std::vector<Alert>& out)
{
    // A cert the watch already walked is never rewritten in an append-only
    // chain: if the head it stands on changed, say so once.
    if (m_head && !m_rewrittenSaid) {
        const Result h = conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(m_head->seq)});
        if (h.rows() == 0 || h.text(0, 0) != m_head->hash) {
            m_rewrittenSaid = true;
            out.push_back(Alert{
                "chain_break", std::nullopt, std::nullopt, m_head->seq, std::nullopt, std::nullopt, now,
                "cert " + std::to_string(m_head->seq) + (h.rows() == 0 ? " is gone" : " was rewritten") +
                    " after this watch had walked it: the chain below the head was changed",
                std::nullopt});
        }
    }
    std::size_t said = m_walker->verdict().breaks.size();
    for (int walked = 0; walked < kCertsPerPoll;) {
        const Result r =
            conn.exec("SELECT seq, hash, prev_hash, body::text, created_at, body->>'path', intent "
                      "FROM seal_certs WHERE seq > $1 ORDER BY seq LIMIT $2",
                      {param(m_head ? m_head->seq : std::int64_t{0}), param(kCertBatch)});
        for (int i = 0; i < r.rows(); ++i) {
            const std::int64_t seq = r.integer(i, 0);
            m_walker->feed(seq, r.text(i, 1), r.isNull(i, 2) ? std::string_view() : r.text(i, 2),
                           r.isNull(i, 3) ? std::string_view() : r.text(i, 3));
            const auto& breaks = m_walker->verdict().breaks;
            for (; said < breaks.size(); ++said) {
                const ChainBreak& b = breaks[said];
                const double at = r.isNull(i, 4) ? now : r.real(i, 4);
                out.push_back(Alert{"chain_break", optText(r, i, 5), optText(r, i, 6), b.seq, std::nullopt,
                                    std::nullopt, at, b.kind + ": " + b.detail, std::nullopt});
            }
            m_head = ChainHead{seq, std::string(r.text(i, 1))};
        }
        walked += r.rows();
        if (r.rows() < kCertBatch) break;
    }
}

namespace {

// A change waiting for a second operator (dual_control.hpp): its event's id, kind, target and proposer.
Alert changeAlert(const Result& r, int i)
{
    Alert a{"change_proposed", optText(r, i, 2), std::nullopt, std::nullopt, r.integer(i, 0), std::nullopt,
            r.isNull(i, 4) ? 0 : r.real(i, 4), std::string(), std::nullopt};
    std::int64_t id = 0;
    const std::string_view idText = r.text(i, 7);
    std::from_chars(idText.data(), idText.data() + idText.size(), id);
    if (id > 0) a.changeId = id;
    a.by = optText(r, i, 8);
    a.summary = "change " + std::string(idText) + " proposed by " + std::string(r.text(i, 8)) + ": " +
                std::string(r.text(i, 9)) + " " + std::string(r.text(i, 10)).substr(0, 200) +
                "; a second operator must approve it (sealctl change show " + std::string(idText) + ")";
    return a;
}

} // namespace

// Dual control on while the store would not stop one operator (issue 45
// item 6): told once when it happens, again if the causes change. The
// problems are read only when the catalogue's digest moved.
void AlertWatch::watchGuard(Connection& conn, double now, std::vector<Alert>& out)
{
    if (!m_options.guardDigest || !m_options.guardProblems) return;
    const std::string seen = m_options.guardDigest(conn);
    if (m_primed && seen == m_guardSeen) return;
    m_guardSeen = seen;
    const std::string said = m_options.guardProblems(conn);
    if (m_primed && !said.empty() && said != m_guardSaid)
        out.push_back(Alert{"dual_control_off", std::nullopt, std::nullopt, std::nullopt, std::nullopt,
                            std::nullopt, now,
                            "dual control is OFF in fact: the store would not stop one operator (" + said +
                                "); run `sealctl dual-control status`, and setup --apply as the tables' owner",
                            std::nullopt});
    m_guardSaid = said;
}

void AlertWatch::watchEvents(Connection& conn, std::vector<Alert>& out)
{
    for (;;) {
        const Result r =
            conn.exec("SELECT id, kind, path, intent, at, detail::text, detail->>'obligation_id',"
                      " detail->>'change_id', detail->>'by', detail->>'change', detail->>'target' FROM "
                      "seal_events WHERE id > $1 "
                      "AND kind IN ('out_of_band_spend', 'obligation_breached', 'change_proposed') ORDER BY id LIMIT $2",
                      {param(m_eventId), param(kEventBatch)});
        for (int i = 0; i < r.rows(); ++i) {
            const std::string kind(r.text(i, 1));
            if (kind == "change_proposed") {
                out.push_back(changeAlert(r, i));
                m_eventId = r.integer(i, 0);
                continue;
            }
            const std::string detail = r.isNull(i, 5) ? std::string("null") : std::string(r.text(i, 5));
            out.push_back(
                Alert{kind, optText(r, i, 2), optText(r, i, 3), std::nullopt, r.integer(i, 0), std::nullopt,
                      r.isNull(i, 4) ? 0 : r.real(i, 4),
                      (kind == "out_of_band_spend" ? "out-of-band spend: " : "obligation breached: ") +
                          detail.substr(0, 200),
                      optText(r, i, 6)});
            m_eventId = r.integer(i, 0);
        }
        if (r.rows() < kEventBatch) break;
    }
    // Other kinds move the watermark too, so the next poll starts past them.
    m_eventId = std::max(m_eventId, conn.exec("SELECT coalesce(max(id), 0) FROM seal_events").integer(0, 0));
}

namespace {

Alert holdAlert(const HeldIntent& h, HoldKind kind, double now)
{
    const std::optional<std::int64_t> seq =
        h.lastCert ? std::optional<std::int64_t>(h.lastCert->seq) : std::nullopt;
    const double at = kind == HoldKind::LeaseExpired ? h.leaseUntil : (h.lastCert ? h.lastCert->at : now);
    return Alert{"hold",
                 h.path,
                 h.intent,
                 seq,
                 std::nullopt,
                 std::nullopt,
                 at,
                 std::string("held (") + holdKindName(kind) + "): action " + h.action + ", state " + h.state,
                 std::nullopt};
}

} // namespace

void AlertWatch::watchHolds(Connection& conn, double now, std::vector<Alert>& out)
{
    const HoldsReport report = readHolds(conn, now);
    std::set<std::string> held;
    for (const HeldIntent& h : report.holds) {
        held.insert(h.intent);
        if (m_held.count(h.intent)) continue;
        if (!m_primed &&
            !reportOnFirst(h.lastCert ? std::optional<std::int64_t>(h.lastCert->seq) : std::nullopt))
            continue;
        out.push_back(holdAlert(h, h.kind, now));
    }
    m_held = std::move(held); // one that is settled and held again is told again
    m_inFlight = report.inFlight;
}

void AlertWatch::watchLeases(double now, std::vector<Alert>& out)
{
    std::vector<HeldIntent> still;
    for (HeldIntent& h : m_inFlight) {
        if (h.leaseUntil < now && !m_held.count(h.intent)) { // §7: held once its lease has passed
            m_held.insert(h.intent);
            out.push_back(holdAlert(h, HoldKind::LeaseExpired, now));
        } else if (!(h.leaseUntil < now)) {
            still.push_back(std::move(h));
        }
    }
    m_inFlight = std::move(still);
}

void AlertWatch::watchDivergences(Connection& conn, std::vector<Alert>& out)
{
    const DivergenceReport report = readDivergences(conn);
    std::set<std::string> diverged;
    for (const DivergedIntent& d : report.divergedIntents) {
        diverged.insert(d.intent);
        if (m_diverged.count(d.intent)) continue;
        const std::optional<std::int64_t> seq =
            d.observations.empty() ? std::nullopt : std::optional<std::int64_t>(d.observations.back().seq);
        if (!m_primed && !reportOnFirst(seq)) continue;
        out.push_back(Alert{"divergence", d.path, d.intent, seq, std::nullopt, std::nullopt, d.divergedAt(),
                            "the world and the chain disagree: action " + d.action + ", " +
                                std::to_string(d.observations.size()) + " observation(s)",
                            std::nullopt});
    }
    m_diverged = std::move(diverged);
}

void AlertWatch::watchExpiring(Connection& conn, double now, std::vector<Alert>& out)
{
    // The pending requests' expiry index answers this alone (sealctl indexes).
    const Result r =
        conn.exec("SELECT id, path, intent, expires_at FROM seal_approvals WHERE state = 'pending' "
                  "AND expires_at > $1 AND expires_at <= $2 ORDER BY expires_at, id LIMIT 1000",
                  {param(now), param(now + m_options.expiringWithin)});
    std::set<std::string> expiring;
    for (int i = 0; i < r.rows(); ++i) {
        const std::string id(r.text(i, 0));
        expiring.insert(id);
        if (m_expiring.count(id)) continue;
        const double at = r.real(i, 3);
        out.push_back(Alert{
            "approval_expiring", optText(r, i, 1), optText(r, i, 2), std::nullopt, std::nullopt, id, now,
            "approval request " + id + " expires at " + utcIso(at) + " and is still pending", std::nullopt});
    }
    // Still pending and still inside the window: said once. Decided or expired ones drop out.
    m_expiring = std::move(expiring);
}

} // namespace seal
