#include "core/chain/browse.hpp"

#include <algorithm>
#include <cctype>

namespace seal {
namespace {

// Builds a WHERE clause from fixed fragments; every value is a bound parameter.
class Where
{
public:
    std::string bind(Param value)
    {
        m_params.push_back(std::move(value));
        return "$" + std::to_string(m_params.size());
    }
    void add(std::string clause) { m_clauses.push_back(std::move(clause)); }
    std::string sql() const
    {
        std::string out;
        for (const auto& c : m_clauses)
            out += (out.empty() ? " WHERE " : " AND ") + c;
        return out;
    }
    const std::vector<Param>& params() const { return m_params; }

private:
    std::vector<std::string> m_clauses;
    std::vector<Param> m_params;
};

bool isDecimal(const std::string& text)
{
    return !text.empty() && text.size() <= 18 &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string asciiLower(std::string text)
{
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

void addCertFilter(Where& where, const CertPageQuery& query)
{
    switch (query.filter) {
    case CertPageQuery::Filter::None:
        return;
    case CertPageQuery::Filter::Intent:
        where.add("intent = " + where.bind(param(query.text)));
        return;
    case CertPageQuery::Filter::Text:
        break;
    }
    std::string any = "(starts_with(intent, " + where.bind(param(query.text)) + ") OR starts_with(hash, " +
                      where.bind(param(asciiLower(query.text))) + ")";
    if (isDecimal(query.text)) any += " OR seq = " + where.bind(param(static_cast<std::int64_t>(std::stoll(query.text))));
    where.add(any + ")");
}

} // namespace

CertPageRows readCertPage(Connection& conn, const CertPageQuery& query)
{
    Where where;
    if (query.key) {
        const char* op = query.newestFirst ? (query.keyInclusive ? "<=" : "<") : (query.keyInclusive ? ">=" : ">");
        where.add(std::string("seq ") + op + " " + where.bind(param(*query.key)));
    }
    addCertFilter(where, query);
    // One row more than asked tells whether the chain goes on.
    const std::string limit = where.bind(param(query.limit + 1));
    const Result r = conn.exec("SELECT seq, created_at, intent, hash, prev_hash, body::text FROM seal_certs" +
                                   where.sql() + (query.newestFirst ? " ORDER BY seq DESC" : " ORDER BY seq") +
                                   " LIMIT " + limit,
                               where.params());
    CertPageRows page;
    page.atEnd = r.rows() <= query.limit;
    const int n = std::min(r.rows(), query.limit);
    page.rows.reserve(static_cast<size_t>(std::max(n, 0)));
    for (int i = 0; i < n; ++i)
        page.rows.push_back(StoredCert{r.integer(i, 0), r.real(i, 1), std::string(r.text(i, 2)),
                                       std::string(r.text(i, 3)), std::string(r.text(i, 4)),
                                       std::string(r.text(i, 5))});
    return page;
}

std::optional<std::int64_t> findCertSeqByHash(Connection& conn, const std::string& hash)
{
    const Result r = conn.exec("SELECT seq FROM seal_certs WHERE hash = $1 ORDER BY seq LIMIT 1", {param(hash)});
    if (r.rows() == 0) return std::nullopt;
    return r.integer(0, 0);
}

std::vector<SeenSigner> readRecentSigners(Connection& conn, int lastCerts, int maxSigners)
{
    const Result r = conn.exec(
        "SELECT body->>'signer', count(*), max(seq) FROM "
        "(SELECT seq, body FROM seal_certs ORDER BY seq DESC LIMIT $1) newest "
        "WHERE body->>'signer' IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 3 DESC LIMIT $2",
        {param(lastCerts), param(maxSigners)});
    std::vector<SeenSigner> out;
    out.reserve(static_cast<size_t>(r.rows()));
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(SeenSigner{std::string(r.text(i, 0)), r.integer(i, 1), r.integer(i, 2)});
    return out;
}

EventPageRows readEventPage(Connection& conn, const EventPageQuery& query)
{
    Where where;
    if (query.kind && !query.kind->empty()) where.add("kind = " + where.bind(param(*query.kind)));
    if (query.from) where.add("at >= " + where.bind(param(*query.from)));
    if (query.to) where.add("at < " + where.bind(param(*query.to)));
    if (query.newer) {
        const std::string at = where.bind(param(query.newer->at));
        where.add("(at, id) > (" + at + "::float8, " + where.bind(param(query.newer->id)) + "::bigint)");
    } else if (query.after) {
        const std::string at = where.bind(param(query.after->at));
        where.add("(at, id) < (" + at + "::float8, " + where.bind(param(query.after->id)) + "::bigint)");
    }
    const std::string limit = where.bind(param(query.limit + 1));
    const char* order = query.newer ? " ORDER BY at, id LIMIT " : " ORDER BY at DESC, id DESC LIMIT ";
    const Result r = conn.exec("SELECT id, at, kind, path, intent, detail::text FROM seal_events" +
                                   where.sql() + order + limit,
                               where.params());
    EventPageRows page;
    page.atEnd = r.rows() <= query.limit;
    const int n = std::min(r.rows(), query.limit);
    page.rows.reserve(static_cast<size_t>(std::max(n, 0)));
    for (int i = 0; i < n; ++i)
        page.rows.push_back(StoredEvent{r.integer(i, 0), r.real(i, 1), std::string(r.text(i, 2)), r.optText(i, 3),
                                        r.optText(i, 4), r.optText(i, 5)});
    return page;
}

std::vector<std::string> readEventKinds(Connection& conn)
{
    const Result r = conn.exec(
        // A loose index scan: one probe per kind through (kind, at), not a read of every event.
        "WITH RECURSIVE k(kind) AS (SELECT min(kind) FROM seal_events "
        "  UNION ALL SELECT (SELECT min(kind) FROM seal_events WHERE kind > k.kind) FROM k WHERE k.kind IS NOT NULL) "
        "SELECT kind FROM k WHERE kind IS NOT NULL ORDER BY kind");
    std::vector<std::string> out;
    for (int i = 0; i < r.rows(); ++i)
        out.emplace_back(r.text(i, 0));
    return out;
}

} // namespace seal
