#include "chain_writer.hpp"

#include "digest.hpp"

namespace seal {

AppendedCert appendCert(Connection& conn, nlohmann::json body, const std::string& intent)
{
    if (!body.is_object() || !body.contains("at") || !body["at"].is_number())
        throw std::invalid_argument("a cert body needs a numeric \"at\"");
    conn.exec("SELECT pg_advisory_xact_lock($1)", {param(kChainLock)});
    Result head = conn.exec("SELECT hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
    const std::string prev = head.rows() ? std::string(head.text(0, 0)) : std::string(kGenesis);
    body["prev_hash"] = prev;
    body.erase("hash");
    const std::string hash = digestV1(writerJson(body));
    body["hash"] = hash;
    Result ins = conn.exec(
        "INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at)"
        " VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING seq",
        {param(intent), param(hash), param(prev), param(writerJson(body)), param(body["at"].get<double>())});
    return AppendedCert{ins.integer(0, 0), hash, std::move(body)};
}

void recordEvent(Connection& conn, const std::optional<std::string>& path, const std::string& kind,
                 const std::optional<std::string>& intent, const nlohmann::json& detail, double at)
{
    conn.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ($1, $2, $3, $4::jsonb, $5)",
              {path, param(kind), intent, param(writerJson(detail)), param(at)});
}

} // namespace seal
