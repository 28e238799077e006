#include "core/chain/chain_export.hpp"

#include "core/canon/digest.hpp"
#include "core/canon/evidence_json.hpp"

#include <limits>

namespace seal {
namespace {

using evidence::stringLiteral;

std::string stringLiteralOrNull(const std::optional<std::string>& s) { return s ? stringLiteral(*s) : "null"; }

} // namespace

std::string chainExportLine(std::int64_t seq, const std::optional<std::string>& intent, std::string_view hash,
                            const std::optional<std::string>& prevHash, const std::optional<double>& createdAt,
                            std::string_view bodyText)
{
    return "{\"seq\":" + std::to_string(seq) + ",\"intent\":" + stringLiteralOrNull(intent) + ",\"hash\":" +
           stringLiteral(hash) + ",\"prev_hash\":" + stringLiteralOrNull(prevHash) +
           ",\"created_at\":" + (createdAt ? pythonFloatRepr(*createdAt) : std::string("null")) +
           ",\"body\":" + std::string(bodyText.empty() ? "null" : bodyText) + "}";
}

ChainExportStats exportChain(Connection& conn, std::int64_t from, std::int64_t to, std::ostream& out,
                             std::int64_t batchRows)
{
    ChainExportStats stats;
    ReadTransaction tx(conn, ReadTransaction::Bound::LockOnly); // an export: as long as the range is
    std::int64_t after = from > std::numeric_limits<std::int64_t>::min() ? from - 1 : from;
    while (after < to) {
        Result r = conn.exec("SELECT seq, intent, hash, prev_hash, created_at, body::text FROM seal_certs "
                             "WHERE seq > $1 AND seq <= $2 ORDER BY seq LIMIT $3",
                             {param(after), param(to), param(batchRows)});
        for (int i = 0; i < r.rows(); ++i) {
            after = r.integer(i, 0);
            out << chainExportLine(after, r.optText(i, 1), r.text(i, 2), r.optText(i, 3), r.optReal(i, 4), r.text(i, 5))
                << '\n';
            if (!stats.firstSeq) stats.firstSeq = after;
            stats.lastSeq = after;
            ++stats.rows;
        }
        if (r.rows() < batchRows) break;
    }
    return stats;
}

} // namespace seal
