#include "chain_verifier.hpp"

#include "digest.hpp"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <utility>

namespace seal {
namespace {

constexpr std::string_view kLinkBroken = "link_broken";
constexpr std::string_view kContentAltered = "content_altered";
constexpr std::string_view kHashMismatch = "hash_mismatch";
constexpr std::string_view kUnreadable = "unreadable";

// The reference kernel's two answers (SPEC §3), word for word.
constexpr std::string_view kWhyLink = "chain link broken";
constexpr std::string_view kWhyAltered = "cert altered since written";

// Store text goes into one-line details: keep printable ASCII only, so a
// hostile value can neither break the line nor smuggle terminal escapes.
std::string printable(std::string_view text, size_t maxLen)
{
    std::string out;
    for (char c : text.substr(0, maxLen)) {
        const auto u = static_cast<unsigned char>(c);
        out += (u >= 0x20 && u < 0x7F) ? c : '?';
    }
    if (text.size() > maxLen) out += "\u2026";
    return out;
}

// Enough of a hash to tell two apart when reading a break list.
std::string shortHash(std::string_view hash)
{
    if (hash.empty()) return "(empty)";
    if (hash == kGenesis) return "GENESIS";
    return printable(hash, 8);
}

// What a body says its own hash is: the top-level "hash" member. A SAX pass
// so that no DOM is built per row; the body has already been parsed once by
// the canonicaliser, so syntax errors cannot reach here.
class BodyHashSax
{
public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    enum class Found
    {
        Missing,
        String,
        NotString
    };
    Found found = Found::Missing;
    std::string value;

    bool null() { return scalar(); }
    bool boolean(bool) { return scalar(); }
    bool number_integer(number_integer_t) { return scalar(); }
    bool number_unsigned(number_unsigned_t) { return scalar(); }
    bool number_float(number_float_t, const string_t&) { return scalar(); }
    bool binary(binary_t&) { return scalar(); }
    bool string(string_t& s)
    {
        if (atHashValue()) {
            found = Found::String;
            value = s;
        }
        m_pending = false;
        return true;
    }
    bool start_object(std::size_t) { return open(); }
    bool start_array(std::size_t) { return open(); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(string_t& k)
    {
        m_pending = (m_depth == 1 && k == "hash");
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) { return false; }

private:
    bool atHashValue() const { return m_pending && m_depth == 1; }
    bool scalar()
    {
        if (atHashValue()) found = Found::NotString;
        m_pending = false;
        return true;
    }
    bool open()
    {
        if (atHashValue()) found = Found::NotString;
        m_pending = false;
        ++m_depth;
        return true;
    }
    bool close()
    {
        --m_depth;
        return true;
    }
    int m_depth = 0;
    bool m_pending = false;
};

std::string hashMismatchDetail(const BodyHashSax& sax, std::string_view hashColumn)
{
    const std::string column = shortHash(hashColumn);
    switch (sax.found) {
    case BodyHashSax::Found::Missing:
        return "body has no \"hash\" field; the hash column is " + column;
    case BodyHashSax::Found::NotString:
        return "body.hash is not a string; the hash column is " + column;
    case BodyHashSax::Found::String:
        break;
    }
    return "body.hash " + shortHash(sax.value) + " differs from the hash column " + column;
}

void markCancelled(ChainVerdict& verdict)
{
    verdict.cancelled = true;
    verdict.ok = false;
    // A partial walk is no verdict: never let it read as the reference's "ok".
    if (verdict.reference.ok) {
        verdict.reference.ok = false;
        verdict.reference.why = "verification cancelled";
    }
}

} // namespace

// ---- ChainWalker ------------------------------------------------------------

ChainWalker::ChainWalker(std::optional<ChainHead> startAfter)
    : m_prevHash(startAfter ? startAfter->hash : std::string(kGenesis))
{
    if (startAfter) m_prevSeq = startAfter->seq;
}

void ChainWalker::feed(std::int64_t seq, std::string_view hash, std::string_view prevHash,
                       std::string_view bodyText)
{
    const size_t before = m_verdict.breaks.size();
    checkLink(seq, prevHash);
    const bool linkOk = m_verdict.breaks.size() == before;
    checkContent(seq, hash, bodyText);
    if (m_verdict.reference.ok && m_verdict.breaks.size() > before) {
        // The reference checks the link first and stops at the first bad row.
        m_verdict.reference.ok = false;
        m_verdict.reference.at = m_index;
        m_verdict.reference.why = std::string(linkOk ? kWhyAltered : kWhyLink);
    }
    // The stored hash is the link for the next row even when this row is bad:
    // one bad row costs one row.
    m_prevHash.assign(hash);
    m_prevSeq = seq;
    m_verdict.head = ChainHead{seq, std::string(hash)};
    ++m_index;
    m_verdict.certs = m_index;
    m_verdict.reference.certs = m_index;
    m_verdict.ok = m_verdict.breaks.empty();
}

ChainVerdict ChainWalker::finish()
{
    m_verdict.ok = m_verdict.breaks.empty() && !m_verdict.cancelled;
    return m_verdict;
}

void ChainWalker::addBreak(std::int64_t seq, std::string_view kind, std::string detail)
{
    m_verdict.breaks.push_back(ChainBreak{seq, std::string(kind), std::move(detail)});
}

void ChainWalker::checkLink(std::int64_t seq, std::string_view prevHash)
{
    if (prevHash == m_prevHash) return;
    const std::string previous = m_prevSeq
                                     ? "the previous cert's (seq " + std::to_string(*m_prevSeq) + ") hash "
                                     : std::string("the chain's start, ");
    addBreak(seq, kLinkBroken,
             "prev_hash " + shortHash(prevHash) + " does not match " + previous + shortHash(m_prevHash));
}

void ChainWalker::checkContent(std::int64_t seq, std::string_view hash, std::string_view bodyText)
{
    std::string canonical;
    try {
        canonical = canonicalV1Without(bodyText, "hash");
    } catch (const CanonError& e) {
        addBreak(seq, kUnreadable, "body cannot be read as a cert: " + printable(e.what(), 120));
        return;
    }
    const std::string recomputed = sha256Hex(canonical);
    if (recomputed != hash) {
        addBreak(seq, kContentAltered,
                 "body digests to " + shortHash(recomputed) + " but the hash column is " + shortHash(hash));
    }
    BodyHashSax sax;
    nlohmann::json::sax_parse(bodyText.begin(), bodyText.end(), &sax);
    if (sax.found != BodyHashSax::Found::String || sax.value != hash)
        addBreak(seq, kHashMismatch, hashMismatchDetail(sax, hash));
}

// ---- verifyChain ----------------------------------------------------------------

namespace {

std::int64_t countRowsAfter(Connection& conn, std::int64_t after)
{
    // Exact, and cheap next to the walk (no bodies leave the server); it also
    // sees the same snapshot as the batches, so done reaches total.
    Result r = conn.exec("SELECT count(*) FROM seal_certs WHERE seq > $1", {param(after)});
    return r.integer(0, 0);
}

// Feeds one batch; returns the last seq seen (the key for the next batch).
std::int64_t feedBatch(ChainWalker& walker, const Result& rows, std::int64_t after)
{
    for (int i = 0; i < rows.rows(); ++i) {
        after = rows.integer(i, 0);
        walker.feed(after, rows.text(i, 1), rows.text(i, 2), rows.text(i, 3));
    }
    return after;
}

} // namespace

ChainVerdict verifyChain(Connection& conn, const VerifyOptions& options)
{
    ReadTransaction tx(conn, ReadTransaction::Bound::LockOnly); // a walk: as long as the chain is
    ChainWalker walker(options.startAfter);
    // Keyset pagination from below any seq, so even a forged seq <= 0 is walked.
    std::int64_t after =
        options.startAfter ? options.startAfter->seq : std::numeric_limits<std::int64_t>::min();
    const std::int64_t batch = std::max<std::int64_t>(1, options.batchRows);
    const std::int64_t total = countRowsAfter(conn, after);
    std::int64_t done = 0;
    for (;;) {
        if (options.cancel && options.cancel->load()) {
            ChainVerdict partial = walker.finish();
            markCancelled(partial);
            return partial;
        }
        Result rows = conn.exec("SELECT seq, hash, prev_hash, body::text FROM seal_certs "
                                "WHERE seq > $1 ORDER BY seq LIMIT $2",
                                {param(after), param(batch)});
        after = feedBatch(walker, rows, after);
        done += rows.rows();
        if (options.progress) options.progress(done, std::max(total, done));
        if (rows.rows() < batch) break;
    }
    return walker.finish();
}

} // namespace seal
