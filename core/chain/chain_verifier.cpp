#include "core/chain/chain_verifier.hpp"

#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_signatures.hpp"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <iterator>
#include <limits>
#include <mutex>
#include <nlohmann/json.hpp>
#include <numeric>
#include <thread>
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

// What a body says its own hash is (the slow path's, for bodies the fast
// reader declines): the top-level "hash" member, by a SAX pass so that no DOM
// is built; the body has already been parsed once by the canonicaliser, so
// syntax errors cannot reach here.
class BodyHashSax
{
public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    BodyHashField field;

    bool null() { return scalar(); }
    bool boolean(bool) { return scalar(); }
    bool number_integer(number_integer_t) { return scalar(); }
    bool number_unsigned(number_unsigned_t) { return scalar(); }
    bool number_float(number_float_t, const string_t&) { return scalar(); }
    bool binary(binary_t&) { return scalar(); }
    bool string(string_t& s)
    {
        if (atHashValue()) {
            field.found = BodyHashField::Found::String;
            field.value = s;
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
        if (atHashValue()) field.found = BodyHashField::Found::NotString;
        m_pending = false;
        return true;
    }
    bool open()
    {
        if (atHashValue()) field.found = BodyHashField::Found::NotString;
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

std::string hashMismatchDetail(const BodyHashField& field, std::string_view hashColumn)
{
    const std::string column = shortHash(hashColumn);
    switch (field.found) {
    case BodyHashField::Found::Missing:
        return "body has no \"hash\" field; the hash column is " + column;
    case BodyHashField::Found::NotString:
        return "body.hash is not a string; the hash column is " + column;
    case BodyHashField::Found::String:
        break;
    }
    return "body.hash " + shortHash(field.value) + " differs from the hash column " + column;
}

// The break of a row whose prev_hash is not `expected`, the hash of the row
// before it (seq *prevSeq; null at the chain's start). (A pointer, not an
// optional: GCC 12 warns of a maybe-uninitialized optional where it is inlined.)
ChainBreak linkBreak(std::int64_t seq, std::string_view prevHash, const std::int64_t* prevSeq,
                     std::string_view expected)
{
    const std::string previous = prevSeq ? "the previous cert's (seq " + std::to_string(*prevSeq) + ") hash "
                                         : std::string("the chain's start, ");
    return ChainBreak{seq, std::string(kLinkBroken),
                      "prev_hash " + shortHash(prevHash) + " does not match " + previous + shortHash(expected)};
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

// ---- TimeOrder ----------------------------------------------------------------

void TimeOrder::add(const TimeBackwards& t)
{
    ++count;
    if (first.size() < kTimeBackwardsKept) first.push_back(t);
}

void TimeOrder::merge(const TimeOrder& later)
{
    count += later.count;
    for (const auto& t : later.first)
        if (first.size() < kTimeBackwardsKept) first.push_back(t);
}

namespace {

// Whether `at` (seq) runs backwards from the cert before it.
std::optional<TimeBackwards> backwards(std::int64_t seq, std::optional<double> at, std::int64_t prevSeq,
                                       std::optional<double> prevAt)
{
    // A missing, NaN or infinite time cannot be judged (other checks name impossible times).
    if (!at || !prevAt || !std::isfinite(*at) || !std::isfinite(*prevAt)) return std::nullopt;
    if (!(*at < *prevAt - kTimeBackwardsToleranceSec)) return std::nullopt;
    return TimeBackwards{seq, *at, prevSeq, *prevAt};
}

} // namespace

// ---- ChainWalker ------------------------------------------------------------

ChainWalker::ChainWalker(std::optional<ChainHead> startAfter)
    : m_prevHash(startAfter ? startAfter->hash : std::string(kGenesis))
{
    if (startAfter) m_prevSeq = startAfter->seq;
}

ChainWalker ChainWalker::forRange()
{
    ChainWalker walker;
    walker.m_linkFromOutside = true;
    return walker;
}

void ChainWalker::feed(std::int64_t seq, std::string_view hash, std::string_view prevHash,
                       std::string_view bodyText, std::optional<double> createdAt)
{
    if (m_index == 0) m_firstAt = createdAt;
    if (m_index > 0 && m_prevSeq)
        if (const auto t = backwards(seq, createdAt, *m_prevSeq, m_prevAt)) m_verdict.timeBackwards.add(*t);
    m_prevAt = createdAt;
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
    // After the reference's verdict: the kernel checks no signature (§15.2).
    checkSignature(seq, hash);
    // The stored hash is the link for the next row even when this row is bad:
    // one bad row costs one row.
    m_prevHash.assign(hash);
    m_prevSeq = seq;
    if (!m_verdict.head) m_verdict.head.emplace();
    m_verdict.head->seq = seq;
    m_verdict.head->hash.assign(hash); // reuses its buffer: no allocation per row
    ++m_index;
    m_verdict.certs = m_index;
    m_verdict.reference.certs = m_index;
    m_verdict.ok = m_verdict.breaks.empty();
}

ChainVerdict ChainWalker::finish()
{
    m_verdict.ok = m_verdict.breaks.empty() && !m_verdict.cancelled;
    m_verdict.reference.signedCerts = kernelSignedCount(m_verdict.signatures);
    return m_verdict;
}

void ChainWalker::setSignaturePolicy(const SignaturePolicy& policy)
{
    m_verdict.signatures.checked = policy.check;
    m_verdict.signatures.pinnedKeys = policy.pinnedKeys;
}

void ChainWalker::addBreak(std::int64_t seq, std::string_view kind, std::string detail)
{
    m_verdict.breaks.push_back(ChainBreak{seq, std::string(kind), std::move(detail)});
}

void ChainWalker::checkLink(std::int64_t seq, std::string_view prevHash)
{
    if (m_linkFromOutside && m_index == 0) {
        m_firstSeq = seq; // the range before knows what the link must be
        m_firstPrevHash.assign(prevHash);
        return;
    }
    if (prevHash == m_prevHash) return;
    m_verdict.breaks.push_back(linkBreak(seq, prevHash, m_prevSeq ? &*m_prevSeq : nullptr, m_prevHash));
}

void ChainWalker::checkContent(std::int64_t seq, std::string_view hash, std::string_view bodyText)
{
    m_rowReadable = true;
    if (m_digester.readCert(bodyText)) {
        m_rowVersion = m_digester.version();
        m_rowSigTruthy = m_digester.sigTruthy();
        copyField(m_rowSig, m_digester.sigField());
        copyField(m_rowSigner, m_digester.signerField());
        const std::string_view recomputed = m_digester.digestHex();
        if (recomputed != hash) {
            addBreak(seq, kContentAltered,
                     "body digests to " + shortHash(recomputed) + " but the hash column is " + shortHash(hash));
        }
        checkBodyHash(seq, hash, m_digester.hashField());
        return;
    }
    // What the fast reader declines (not an object, not strict JSON, a number
    // beyond the double range, a v2 body the kernel cannot canonicalise): the
    // general canonicalisers, which say why.
    std::string recomputed;
    try {
        const CertHash h = recomputeCertHash(bodyText);
        recomputed = h.hash;
        readCertFacts(bodyText, m_rowVersion, m_rowSigTruthy, m_rowSig, m_rowSigner);
    } catch (const CanonError& e) {
        m_rowReadable = false;
        addBreak(seq, kUnreadable, "body cannot be read as a cert: " + printable(e.what(), 120));
        return;
    }
    if (recomputed != hash) {
        addBreak(seq, kContentAltered,
                 "body digests to " + shortHash(recomputed) + " but the hash column is " + shortHash(hash));
    }
    BodyHashSax sax;
    nlohmann::json::sax_parse(bodyText.begin(), bodyText.end(), &sax);
    checkBodyHash(seq, hash, sax.field);
}

void ChainWalker::checkBodyHash(std::int64_t seq, std::string_view hash, const BodyHashField& field)
{
    if (field.found != BodyHashField::Found::String || field.value != hash)
        addBreak(seq, kHashMismatch, hashMismatchDetail(field, hash));
}

// ---- verifyChain ----------------------------------------------------------------

namespace {

constexpr std::int64_t kBeforeAnySeq = std::numeric_limits<std::int64_t>::min();

std::int64_t countRowsAfter(Connection& conn, std::int64_t after)
{
    // Exact, and cheap next to the walk (no bodies leave the server); it also
    // sees the same snapshot as the walk, so done reaches total.
    Result r = conn.exec("SELECT count(*) FROM seal_certs WHERE seq > $1", {param(after)});
    return r.integer(0, 0);
}

// The rows after < seq <= last (no upper end without `last`) as a binary COPY:
// the server streams while the walker works. COPY takes no parameters; the
// bounds are numbers printed here, cast so that the seq index is used.
std::string chainCopySql(std::int64_t after, std::optional<std::int64_t> last)
{
    std::string sql = "COPY (SELECT seq::int8, hash::text, prev_hash::text, body::text, created_at::float8"
                      " FROM seal_certs "
                      "WHERE seq > '" +
                      std::to_string(after) + "'::int8";
    if (last) sql += " AND seq <= '" + std::to_string(*last) + "'::int8";
    return sql + " ORDER BY seq) TO STDOUT (FORMAT binary)";
}

// Feeds the rows of `sql` to the walker. Every `batch` rows, and once at the
// end, reports the rows done; after each report but the last, asks `stop`.
// Returns false when stopped early.
bool walkRows(Connection& conn, ChainWalker& walker, const std::string& sql, std::int64_t batch,
              const std::function<void(std::int64_t)>& report, const std::function<bool()>& stop)
{
    if (stop()) return false;
    CopyRows rows(conn, sql);
    std::int64_t done = 0;
    std::int64_t untilReport = batch;
    while (rows.next()) {
        walker.feed(rows.int8(0), rows.text(1), rows.text(2), rows.text(3), rows.float8(4));
        ++done;
        if (--untilReport > 0) continue;
        untilReport = batch;
        report(done);
        if (stop()) {
            rows.stop();
            return false;
        }
    }
    report(done);
    return true;
}

std::int64_t firstSeqAfter(const std::optional<ChainHead>& startAfter)
{
    // From below any seq, so even a forged seq <= 0 is walked.
    return startAfter ? startAfter->seq : kBeforeAnySeq;
}

} // namespace

ChainVerdict verifyChain(Connection& conn, const VerifyOptions& options)
{
    ReadTransaction tx(conn, ReadTransaction::Bound::LockOnly); // a walk: as long as the chain is
    ChainWalker walker(options.startAfter);
    walker.setSignaturePolicy(options.signatures);
    const std::int64_t after = firstSeqAfter(options.startAfter);
    const std::int64_t total = countRowsAfter(conn, after);
    const bool complete = walkRows(
        conn, walker, chainCopySql(after, std::nullopt), std::max<std::int64_t>(1, options.batchRows),
        [&](std::int64_t done) {
            if (options.progress) options.progress(done, std::max(total, done));
        },
        [&] { return options.cancel && options.cancel->load(); });
    ChainVerdict verdict = walker.finish();
    if (!complete) markCancelled(verdict);
    return verdict;
}

// ---- verifyChainParallel -------------------------------------------------------

namespace {

// One range of a parallel walk: the rows after < seq <= last; `firstIndex`
// rows of the chain come before it (the reference's 0-based index).
struct ChainRange
{
    std::int64_t after = 0;
    std::optional<std::int64_t> last;
    std::int64_t firstIndex = 0;
};

struct RangeOutcome
{
    ChainVerdict verdict;
    std::int64_t firstSeq = 0;
    std::string firstPrevHash;
    std::optional<double> firstAt, lastAt;
    bool complete = false;
    std::exception_ptr error;
};

// The ranges, split at seqs read in the exported snapshot, so every range
// sees the rows the split counted.
std::vector<ChainRange> splitRanges(Connection& conn, std::int64_t after, std::int64_t total, int jobs)
{
    const std::vector<std::int64_t> starts = chainRangeStarts(total, jobs);
    std::vector<ChainRange> ranges;
    ChainRange range{after, std::nullopt, 0};
    for (size_t k = 1; k < starts.size(); ++k) {
        // The last row of range k-1 is the one just before range k's start.
        range.last = conn.exec("SELECT seq FROM seal_certs WHERE seq > $1 ORDER BY seq OFFSET $2 LIMIT 1",
                               {param(range.after), param(starts[k] - range.firstIndex - 1)})
                         .integer(0, 0);
        ranges.push_back(range);
        range = ChainRange{*range.last, std::nullopt, starts[k]};
    }
    ranges.push_back(range);
    return ranges;
}

// The single walk's verdict from the ranges' verdicts: each range's first
// link checked against the row before it, breaks in seq order, the
// reference's first failure by global row index. A range stopped early ends
// the merge (what follows it was not reached by a walk in order).
ChainVerdict mergeRanges(const std::vector<ChainRange>& ranges, std::vector<RangeOutcome>& outcomes,
                         const VerifyOptions& options)
{
    const std::optional<ChainHead>& startAfter = options.startAfter;
    ChainVerdict merged;
    merged.signatures.checked = options.signatures.check;
    merged.signatures.pinnedKeys = options.signatures.pinnedKeys;
    std::optional<ChainHead> before = startAfter;
    std::optional<double> lastAt; // created_at of the row before the range
    bool complete = true;
    for (size_t k = 0; k < ranges.size() && complete; ++k) {
        RangeOutcome& range = outcomes[k];
        ChainVerdict& v = range.verdict;
        complete = range.complete;
        bool boundaryBroken = false;
        const std::string expected = before ? before->hash : std::string(kGenesis);
        if (k > 0 && v.certs > 0 && range.firstPrevHash != expected) {
            const std::int64_t* prevSeq = before ? &before->seq : nullptr;
            v.breaks.insert(v.breaks.begin(), linkBreak(range.firstSeq, range.firstPrevHash, prevSeq, expected));
            boundaryBroken = true;
        }
        if (merged.reference.ok && (boundaryBroken || !v.reference.ok)) {
            // The reference checks the link first: a broken boundary is its answer.
            merged.reference.ok = false;
            merged.reference.at = ranges[k].firstIndex + (boundaryBroken ? 0 : v.reference.at);
            merged.reference.why = boundaryBroken ? std::string(kWhyLink) : v.reference.why;
        }
        std::move(v.breaks.begin(), v.breaks.end(), std::back_inserter(merged.breaks));
        if (k > 0 && v.certs > 0 && before)
            if (const auto t = backwards(range.firstSeq, range.firstAt, before->seq, lastAt))
                merged.timeBackwards.add(*t);
        merged.timeBackwards.merge(v.timeBackwards);
        if (v.certs > 0) lastAt = range.lastAt;
        mergeTally(merged.signatures, v.signatures);
        merged.certs += v.certs;
        if (v.head) before = merged.head = v.head;
    }
    merged.reference.certs = merged.certs;
    merged.reference.signedCerts = kernelSignedCount(merged.signatures);
    merged.ok = merged.breaks.empty();
    if (!complete) markCancelled(merged);
    return merged;
}

// Progress of the ranges, summed and reported on the calling thread.
class RangeProgress
{
public:
    explicit RangeProgress(size_t ranges) : m_done(ranges, 0), m_running(ranges) {}
    void report(size_t range, std::int64_t done)
    {
        {
            std::lock_guard lock(m_mutex);
            m_done[range] = done;
            m_changed = true;
        }
        m_wake.notify_one();
    }
    void finished()
    {
        {
            std::lock_guard lock(m_mutex);
            --m_running;
            m_changed = true;
        }
        m_wake.notify_one();
    }
    // Calls `show(done)` on each change, until every range has finished.
    void follow(const std::function<void(std::int64_t)>& show)
    {
        std::unique_lock lock(m_mutex);
        while (m_running > 0) {
            m_wake.wait(lock, [this] { return m_changed; });
            m_changed = false;
            const std::int64_t done = std::accumulate(m_done.begin(), m_done.end(), std::int64_t(0));
            lock.unlock();
            show(done);
            lock.lock();
        }
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::vector<std::int64_t> m_done;
    size_t m_running;
    bool m_changed = false;
};

} // namespace

std::vector<std::int64_t> chainRangeStarts(std::int64_t total, int jobs)
{
    const std::int64_t n = std::clamp<std::int64_t>(std::min(total, std::int64_t(jobs)), 1, kMaxVerifyJobs);
    std::vector<std::int64_t> starts;
    for (std::int64_t k = 0; k < n; ++k)
        starts.push_back(total * k / n);
    return starts;
}

int defaultVerifyJobs()
{
    return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, 4U));
}

ChainVerdict verifyChainParallel(const ConnectionFactory& connect, int jobs, const VerifyOptions& options)
{
    Connection coordinator = connect();
    if (jobs <= 1) return verifyChain(coordinator, options);
    // The exporting transaction stays open until every range has imported its snapshot.
    ReadTransaction tx(coordinator, ReadTransaction::Bound::LockOnly);
    const std::string snapshot(coordinator.exec("SELECT pg_export_snapshot()").text(0, 0));
    const std::int64_t after = firstSeqAfter(options.startAfter);
    const std::int64_t total = countRowsAfter(coordinator, after);
    const std::vector<ChainRange> ranges = splitRanges(coordinator, after, total, jobs);
    const std::int64_t batch = std::max<std::int64_t>(1, options.batchRows);

    std::vector<RangeOutcome> outcomes(ranges.size());
    std::atomic<bool> failed{false};
    RangeProgress progress(ranges.size());
    const auto stop = [&] { return failed.load() || (options.cancel && options.cancel->load()); };
    const auto walkRange = [&](size_t k) {
        RangeOutcome& out = outcomes[k];
        try {
            Connection conn = connect();
            ReadTransaction rangeTx(conn, ReadTransaction::Bound::LockOnly, snapshot);
            ChainWalker walker = k == 0 ? ChainWalker(options.startAfter) : ChainWalker::forRange();
            walker.setSignaturePolicy(options.signatures);
            out.complete = walkRows(
                conn, walker, chainCopySql(ranges[k].after, ranges[k].last), batch,
                [&](std::int64_t done) { progress.report(k, done); }, stop);
            out.firstSeq = walker.firstSeq();
            out.firstPrevHash = walker.firstPrevHash();
            out.firstAt = walker.firstAt();
            out.lastAt = walker.lastAt();
            out.verdict = walker.finish();
        } catch (...) {
            out.error = std::current_exception();
            failed = true;
        }
        progress.finished();
    };
    {
        std::vector<std::jthread> threads; // joined when the block ends, however it ends
        try {
            for (size_t k = 0; k < ranges.size(); ++k)
                threads.emplace_back(walkRange, k);
            progress.follow([&](std::int64_t done) {
                if (options.progress) options.progress(done, std::max(total, done));
            });
        } catch (...) {
            failed = true; // the ranges already started stop at their next batch
            throw;
        }
    }
    for (const auto& out : outcomes)
        if (out.error) std::rethrow_exception(out.error);
    return mergeRanges(ranges, outcomes, options);
}

} // namespace seal
