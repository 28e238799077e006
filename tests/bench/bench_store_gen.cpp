// bench_store_gen DSN N [--v1]: fills an empty database with a seal store of
// N certificates, shaped as the reference kernel and our agents write them,
// for scripts/bench.sh. Every cert is one link of a valid chain, written as
// the kernel 0.3.x writes it (SPEC §15.1: v2, RFC 8785, signed with Ed25519 by
// kBenchSeed, whose public key bench.sh pins), or with --v1 as 0.2.0 did
// (Digest v1, unsigned); every table streams in with COPY on a connection of
// its own, so a million certs load in about a minute (more when signed).
//
// The mix: intents on 8 paths, each with its intent row and an `admitted`
// event; most sealed and then witnessed WORLD_FINAL, the rest left
// unconfirmed; about one in 10,000 a hold (lease expired, or the world
// unknown); a few diverged. Approvals on payout and wire, one for every 10
// certs: mostly approved by two votes, some rejected, pending or expired, each
// decided one with its decision cert and events, every vote signed with
// kGovKey. A clean reconcile sweep every 12 hours; clearance, proofs and
// thresholds per path; one out-of-band spend that froze `transfer`.
#include "core/base/clock.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_writer.hpp" // sealCertBody
#include "core/demo/schema.hpp"
#include "core/rules/approvals.hpp" // voteSignature
#include "core/store/store.hpp"
#include "tests/support/copy_text.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <libpq-fe.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace seal;
using seal::test::appendCopyField;
using nlohmann::json;

namespace {

const char* const kPaths[] = {"refund", "charge",       "payout", "transfer",
                              "wire",   "subscription", "credit", "invoice"};
const char* const kApprovers[] = {"dana@finance", "sam@ops", "lee@risk"};
const char* const kMaker = "agent:payouts-bot";
const std::string kGovKey = "bench-governance-key"; // SEAL_GOV_KEY for `approvals --verify-sigs`
constexpr double kSpan = 60 * 86400.0;              // the store's history: two months, ending now
constexpr double kSweepEvery = 12 * 3600.0;
// The bench store's signing seed (a test key, printed nowhere else): bench.sh
// pins its public key, bench_store_gen --public-key prints it.
const std::string kBenchSeed = "be0c4a5e1d5eed0000000000000000000000000000000000000000000000be4c";
bool g_v1 = false;

// COPY table FROM STDIN on a connection and transaction of its own, so that
// the tables load side by side; rows are sent a megabyte at a time. FREEZE
// (allowed after a TRUNCATE in the same transaction) spares the first reader
// setting hint bits on every row.
class CopyStream
{
public:
    CopyStream(const std::string& dsn, const std::string& table)
        : m_conn(Connection::open(dsn)), m_table(table)
    {
        m_conn.command("BEGIN");
        m_conn.command("TRUNCATE " + table);
        PGresult* res = PQexec(m_conn.raw(), ("COPY " + table + " FROM STDIN (FREEZE)").c_str());
        const bool ok = PQresultStatus(res) == PGRES_COPY_IN;
        PQclear(res);
        if (!ok) fail("COPY");
    }

    // One row in the table's column order; std::nullopt is NULL.
    void row(std::initializer_list<std::optional<std::string_view>> fields)
    {
        bool first = true;
        for (const auto& field : fields) {
            if (!first) m_buffer += '\t';
            first = false;
            if (field)
                appendCopyField(m_buffer, *field);
            else
                m_buffer += "\\N";
        }
        m_buffer += '\n';
        ++m_rows;
        if (m_buffer.size() > (1 << 20)) flush();
    }

    std::int64_t rows() const { return m_rows; }

    void finish()
    {
        flush();
        if (PQputCopyEnd(m_conn.raw(), nullptr) != 1) fail("end of COPY");
        while (PGresult* res = PQgetResult(m_conn.raw())) {
            const bool ok = PQresultStatus(res) == PGRES_COMMAND_OK;
            PQclear(res);
            if (!ok) fail("COPY");
        }
        m_conn.command("COMMIT");
    }

private:
    void flush()
    {
        if (PQputCopyData(m_conn.raw(), m_buffer.data(), static_cast<int>(m_buffer.size())) != 1)
            fail("COPY data");
        m_buffer.clear();
    }
    [[noreturn]] void fail(const char* what)
    {
        throw std::runtime_error(std::string(what) + " into " + m_table +
                                 " failed: " + PQerrorMessage(m_conn.raw()));
    }

    Connection m_conn;
    std::string m_table;
    std::string m_buffer;
    std::int64_t m_rows = 0;
};

std::string num(std::int64_t n)
{
    return std::to_string(n);
}
std::string num(double x)
{
    return pythonFloatRepr(x);
}

enum class Fate
{
    Confirmed,
    Unconfirmed,
    WorldUnknown,
    LeaseExpired,
    Diverged
};

// A witness saw an effect twice: its domain is frozen (written with the policy rows).
struct Divergence
{
    std::string path;
    json evidence;
    double at;
};

class StoreGenerator
{
public:
    StoreGenerator(const std::string& dsn, std::int64_t n)
        : m_n(n), m_now(nowEpoch()), m_at(m_now - kSpan), m_step(kSpan / (1.5 * static_cast<double>(n))),
          m_nextSweep(m_at + kSweepEvery), m_certs(dsn, "seal_certs"), m_intents(dsn, "seal_intents"),
          m_events(dsn, "seal_events"), m_approvals(dsn, "seal_approvals"),
          m_votes(dsn, "seal_approval_votes")
    {
    }

    void run()
    {
        while (m_certs.rows() < m_n) {
            if (m_approvals.rows() * 10 < m_certs.rows())
                approval();
            else
                intent(fateOf(m_intents.rows()));
        }
        for (int i = 0; i < 2; ++i)
            inFlight();
        for (CopyStream* s : {&m_certs, &m_intents, &m_events, &m_approvals, &m_votes})
            s->finish();
        std::printf("bench_store_gen: %lld certs, %lld intents, %lld approvals, %lld votes, %lld events\n",
                    static_cast<long long>(m_certs.rows()), static_cast<long long>(m_intents.rows()),
                    static_cast<long long>(m_approvals.rows()), static_cast<long long>(m_votes.rows()),
                    static_cast<long long>(m_events.rows()));
        std::fflush(stdout);
    }

    double now() const { return m_now; }
    const std::vector<Divergence>& divergences() const { return m_diverged; }

private:
    struct Stored
    {
        std::string hash;
        std::string text;
    };

    double tick() { return m_at += m_step; }
    std::uint64_t roll(std::uint64_t n) { return m_rng() % n; }
    std::int64_t certsLeft() const { return m_n - m_certs.rows(); }

    Fate fateOf(std::int64_t k)
    {
        if (k % 10007 == 5000) return Fate::LeaseExpired;
        if (k % 10007 == 7000) return Fate::WorldUnknown;
        if (k % 250000 == 1234) return Fate::Diverged;
        return roll(100) < 60 ? Fate::Confirmed : Fate::Unconfirmed;
    }

    // SPEC §3: prev_hash is the head's hash, hash = digest(body), body stored with it.
    Stored appendCert(json body, const std::string& intent)
    {
        Stored cert;
        if (g_v1) {
            body["prev_hash"] = m_prev;
            cert.hash = digestV1(writerJson(body));
            body["hash"] = cert.hash;
        } else {
            body = sealCertBody(std::move(body), m_prev); // v2, signed: core's own writer
            cert.hash = body["hash"].get<std::string>();
        }
        cert.text = writerJson(body);
        m_certs.row(
            {num(m_certs.rows() + 1), intent, cert.hash, m_prev, cert.text, num(body["at"].get<double>())});
        m_prev = cert.hash;
        return cert;
    }

    void event(std::optional<std::string_view> path, std::string_view kind,
               std::optional<std::string_view> intent, const json& detail, double at)
    {
        const std::string text = detail.is_null() ? std::string() : writerJson(detail);
        m_events.row({num(m_events.rows() + 1), path, kind, intent,
                      detail.is_null() ? std::nullopt : std::optional<std::string_view>(text), num(at)});
    }

    void sweepsUntil(double at)
    {
        for (; m_nextSweep < at; m_nextSweep += kSweepEvery)
            event(std::nullopt, "reconcile_clean", std::nullopt, {{"effects", roll(50)}}, m_nextSweep);
    }

    // One agent action: admitted (its intent row, an event), then sealed and
    // witnessed as its fate says. An expired lease is a hold with no cert.
    void intent(Fate fate)
    {
        const std::string k = num(m_intents.rows());
        const std::string path = kPaths[roll(8)];
        const std::string id = sha256Hex("intent-" + k);
        const std::string argsDigest = sha256Hex("args-" + k);
        const double created = tick();
        sweepsUntil(created);
        event(path, "admitted", id, nullptr, created);
        if (fate != Fate::Unconfirmed && fate != Fate::LeaseExpired && certsLeft() < 2)
            fate = Fate::Unconfirmed;
        if (fate == Fate::LeaseExpired) {
            m_intents.row({id, path, argsDigest, "open", id.substr(0, 32), num(created + 30), std::nullopt,
                           path, std::nullopt, std::nullopt, std::nullopt, num(created), num(created)});
            return;
        }
        const Stored sealed = appendCert({{"intent", id},
                                          {"action", path},
                                          {"args_digest", argsDigest},
                                          {"result_digest", sha256Hex("result-" + k)},
                                          {"tier", "SEALED"},
                                          {"world", "unconfirmed"},
                                          {"read_set", nullptr},
                                          {"compensates_cert", nullptr},
                                          {"graph_id", nullptr},
                                          {"at", tick()}},
                                         id);
        std::string tier = "SEALED";
        double updated = m_at;
        if (fate != Fate::Unconfirmed) {
            tier = witness(fate, id, path, argsDigest, sealed.hash);
            updated = m_at;
        }
        m_intents.row({id, path, argsDigest, "sealed", id.substr(0, 32), num(created + 30), sealed.text, path,
                       std::nullopt, tier, std::nullopt, num(created), num(updated)});
    }

    // The world looked (SPEC §3 witnessed cert); returns the intent's tier.
    std::string witness(Fate fate, const std::string& id, const std::string& path,
                        const std::string& argsDigest, const std::string& parent)
    {
        const std::string pi = "pi_" + id.substr(0, 12);
        json evidence = {{"ids", {pi}}, {"note", "provider ok"}};
        std::string state = "confirmed_one", tier = "WORLD_FINAL", world = "confirmed";
        json count = 1;
        if (fate == Fate::WorldUnknown) {
            state = "unknown", tier = "WORLD_UNKNOWN", world = "unknown", count = nullptr;
            evidence = {{"note", "provider timed out"}};
        } else if (fate == Fate::Diverged) {
            state = "multiple", tier = "WORLD_DIVERGED", world = "diverged", count = 2;
            evidence = {{"ids", {pi, pi + "_2"}}, {"note", "two charges carry this intent"}};
            m_diverged.push_back({path, evidence, m_at});
        }
        appendCert({{"intent", id},
                    {"action", path},
                    {"args_digest", argsDigest},
                    {"tier", tier},
                    {"world", world},
                    {"observed_tier", tier},
                    {"witness_state", state},
                    {"witness_count", count},
                    {"witness_evidence", evidence},
                    {"parent_cert", parent},
                    {"at", tick()}},
                   id);
        return tier;
    }

    // A maker-checker request (SPEC §6) with its votes and, once decided, its decision cert.
    void approval()
    {
        const std::int64_t k = m_approvals.rows();
        const std::string id = sha256Hex("approval-" + num(k)).substr(0, 32);
        const std::string path = k % 3 ? "payout" : "wire";
        const std::string intent = "intent-" + path + "-" + num(k);
        const std::int64_t amount =
            200 + static_cast<std::int64_t>(roll(98)) * 100; // DUAL: above auto_ceiling
        const double created = tick();
        sweepsUntil(created);
        event(path, "approval_requested", intent,
              {{"tier", "DUAL"}, {"maker", kMaker}, {"amount", amount}, {"approval_id", id}}, created);
        // Of every 20: 13 approved, 2 rejected, 2 pending with no vote yet, 1 with one, 2 expired.
        const int kind = static_cast<int>(k % 20);
        const std::string state = kind < 13   ? "approved"
                                  : kind < 15 ? "rejected"
                                  : kind < 18 ? "pending"
                                              : "expired";
        const int voteCount = state == "approved" ? 2 : state == "rejected" || kind == 17 ? 1 : 0;
        json votes = json::array();
        for (int v = 0; v < voteCount; ++v) {
            Vote vote{kApprovers[(k + v) % 3], state == "rejected" ? "reject" : "approve", tick(), {}};
            vote.sig = voteSignature(kGovKey, id, vote);
            m_votes.row({num(m_votes.rows() + 1), id, vote.approver, vote.decision, num(vote.at), vote.sig});
            votes.push_back({{"approver", vote.approver},
                             {"decision", vote.decision},
                             {"at", vote.at},
                             {"sig", vote.sig}});
        }
        std::optional<std::string> decided;
        if (state == "approved" || state == "rejected") {
            json body = {{"intent", "approval:" + id},
                         {"action", "graduated_approval"},
                         {"args_digest", id},
                         {"result_digest", nullptr},
                         {"tier", "SEALED"},
                         {"world", "unconfirmed"},
                         {"approval_id", id},
                         {"underlying_intent", intent},
                         {"path", path},
                         {"outcome", state},
                         {"votes", votes},
                         {"at", tick()}};
            if (state == "rejected") body["reason"] = "amount not on the invoice";
            appendCert(std::move(body), "approval:" + id);
            decided = num(m_at);
            event(path, "approval_decided", intent, {{"approval_id", id}, {"outcome", state}}, m_at);
        }
        const double expires = state == "expired" ? created + 3600 : created + 10 * 365 * 86400.0;
        m_approvals.row({id, intent, path, num(amount), kMaker, "DUAL", state, "2", num(created),
                         num(expires), decided, std::nullopt});
    }

    // A claim whose lease is still live: in flight, not a hold.
    void inFlight()
    {
        const std::string k = num(m_intents.rows());
        const std::string id = sha256Hex("intent-" + k);
        const double created = m_now - 5;
        event("refund", "admitted", id, nullptr, created);
        m_intents.row({id, "refund", sha256Hex("args-" + k), "open", id.substr(0, 32), num(m_now + 3600),
                       std::nullopt, "refund", std::nullopt, std::nullopt, std::nullopt, num(created),
                       num(created)});
    }

    std::int64_t m_n;
    double m_now, m_at, m_step, m_nextSweep;
    std::string m_prev{kGenesis};
    std::mt19937_64 m_rng{12};
    CopyStream m_certs, m_intents, m_events, m_approvals, m_votes;
    std::vector<Divergence> m_diverged;
};

// Policy rows: clearance with fresh green proofs, thresholds for the approval
// paths, one out-of-band spend that froze `transfer`, the diverged domains.
void writePolicy(Connection& conn, const StoreGenerator& gen)
{
    // The explicit ids of the COPYs above: move each sequence past them.
    conn.command("SELECT setval('seal_certs_seq_seq', (SELECT max(seq) FROM seal_certs))");
    conn.command("SELECT setval('seal_events_id_seq', (SELECT max(id) FROM seal_events))");
    conn.command("SELECT setval('seal_approval_votes_id_seq', (SELECT greatest(max(id), 1) FROM "
                 "seal_approval_votes))");
    const double now = gen.now();
    for (const char* path : kPaths) {
        const std::string p = path;
        const bool held = p == "payout" || p == "transfer" || p == "wire";
        conn.exec("INSERT INTO seal_clearance VALUES ($1, $2, $3, 86400, $4, 'ops-lead')",
                  {param(p), param(held ? "HOLD" : "CLEARED"), held ? param("new rail") : nullParam(),
                   param(now - 7200)});
        if (!held)
            conn.exec("INSERT INTO seal_proof (path, green, storm_n, executions, detail, at) VALUES ($1, "
                      "true, 1000, 1, "
                      "NULL, $2)",
                      {param(p), param(now - 3600)});
    }
    for (const char* path : {"payout", "wire"})
        conn.exec("INSERT INTO seal_thresholds VALUES ($1, 100, 10000, 2, $2, 'ops-lead')",
                  {param(std::string(path)), param(now - kSpan)});
    const json oob = {{"ids", {"pi_rogue_1"}}, {"count", 1}, {"amount", 25000}, {"domain", "transfer"}};
    conn.exec(
        "INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (NULL, 'out_of_band_spend', NULL, "
        "$1::jsonb, $2)",
        {param(writerJson(oob)), param(now - 86400)});
    conn.exec(
        "INSERT INTO seal_domains VALUES ('transfer', true, 'out-of-band spend detected: 1 effect(s) the "
        "gateway never admitted', 'null', $1)",
        {param(now - 86400)});
    for (const auto& d : gen.divergences())
        conn.exec("INSERT INTO seal_domains VALUES ($1, true, 'witness returned multiple', $2::jsonb, $3)"
                  " ON CONFLICT (domain) DO NOTHING",
                  {param(d.path), param(writerJson(d.evidence)), param(d.at)});
}

const char* const kStreamedTables =
    "{seal_certs,seal_intents,seal_events,seal_approvals,seal_approval_votes}";

// Keys and indexes of the streamed tables are dropped before the rows and
// built once after them, as pg_restore does: far cheaper than growing them a
// row at a time. Returns the statements that build them again.
std::vector<std::string> dropKeysAndIndexes(Connection& conn)
{
    Result keys =
        conn.exec("SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint"
                  " WHERE conrelid::regclass::text = ANY ($1::text[]) AND contype IN ('p', 'u')",
                  {param(kStreamedTables)});
    Result indexes = conn.exec("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY ($1::text[])"
                               " AND indexname NOT IN (SELECT conname FROM pg_constraint)",
                               {param(kStreamedTables)});
    std::vector<std::string> rebuild;
    for (int i = 0; i < keys.rows(); ++i) {
        const std::string table(keys.text(i, 0)), name(keys.text(i, 1));
        conn.command("ALTER TABLE " + table + " DROP CONSTRAINT " + name);
        rebuild.push_back("ALTER TABLE " + table + " ADD CONSTRAINT " + name + " " +
                          std::string(keys.text(i, 2)));
    }
    for (int i = 0; i < indexes.rows(); ++i) {
        conn.command("DROP INDEX " + std::string(indexes.text(i, 0)));
        rebuild.emplace_back(indexes.text(i, 1));
    }
    return rebuild;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 2 && std::string(argv[1]) == "--public-key") {
        std::printf("%s\n", encodeHex(loadCertSigningKey(kBenchSeed).publicKeyRaw()).c_str());
        return 0;
    }
    g_v1 = argc == 4 && std::string(argv[3]) == "--v1";
    const std::int64_t n = argc == 3 || g_v1 ? std::atoll(argv[2]) : 0;
    if (n <= 0) {
        std::fprintf(stderr, "usage: bench_store_gen DSN N [--v1]   (an empty database; N certs; --v1: "
                             "unsigned Digest v1 certs as seal 0.2.0 wrote)\n"
                             "       bench_store_gen --public-key   (the key the v2 certs are signed with)\n");
        return 2;
    }
    setCertSigningKeySource(kBenchSeed);
    try {
        const auto t0 = std::chrono::steady_clock::now();
        Connection conn = Connection::open(argv[1]);
        if (!createSchema(conn)) throw std::runtime_error("the database already holds a seal store");
        const std::vector<std::string> rebuild = dropKeysAndIndexes(conn);
        StoreGenerator gen(argv[1], n);
        gen.run();
        for (const std::string& statement : rebuild)
            conn.command(statement);
        writePolicy(conn, gen);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - t0;
        std::printf("bench_store_gen: store written in %.1f s\n", took.count());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_store_gen: %s\n", e.what());
        return 1;
    }
    return 0;
}
