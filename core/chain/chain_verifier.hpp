// The certificate chain verifier (SPEC-kernel.md §3, §15.2). Streams rows in
// seq order (memory does not grow with the chain), walks the whole chain and
// names every break by seq; also computes the reference kernel's verdict
// (first failure by 0-based row index, and its count of signed certs) for
// parity. Each cert is hashed as its body declares: v2 (RFC 8785 without
// "hash" and "sig") when "cv" is the number 2, else Digest v1.
//
// Beyond the kernel, which checks no signature: each truthy "sig" is checked
// against the body's "signer" (Ed25519 over the 32 raw bytes of the hash,
// §15.1); one that does not verify, or a sig or signer that cannot be decoded,
// is a break of its own kind, `signature_invalid`. Valid signatures are
// counted per signer and against the pinned keys, so a reader can say "N of M
// signed by the pinned key", "K by an unpinned key" and "U unsigned" apart.
#pragma once

#include "core/canon/cert_body_digest.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/store/store.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

struct ChainBreak
{
    std::int64_t seq = 0;
    std::string kind;   // link_broken | content_altered | hash_mismatch | unreadable | signature_invalid
    std::string detail; // one line a person can read
};

struct ChainHead
{
    std::int64_t seq = 0;
    std::string hash;
};

// What the reference kernel's verify_chain answers: {ok:true, certs:N,
// signed:S} or {ok:false, at:i, why} with i the 0-based row index of the
// first failure and why "chain link broken" or "cert altered since written".
// S counts certs whose "sig" is truthy, checked or not (§15.2).
struct ReferenceVerdict
{
    bool ok = true;
    std::int64_t certs = 0;
    std::int64_t signedCerts = 0;
    std::int64_t at = -1;
    std::string why;
};

// The signers the walk checked. Seqs are kept for the first few certs of each
// signer only, so a hostile store cannot make the walk's memory grow.
inline constexpr size_t kSignerSeqsKept = 8;
inline constexpr size_t kSignersKept = 64;
struct SignerTally
{
    std::string key;                // the signer, 64 lowercase hex
    bool pinned = false;            // one of the pinned keys
    std::int64_t certs = 0;         // certs it signed whose signature verified
    std::vector<std::int64_t> seqs; // the first kSignerSeqsKept of them
};

struct SignatureTally
{
    bool checked = true;          // false: signatures were counted, not checked
    std::vector<std::string> pinnedKeys;
    std::int64_t withSig = 0;     // the kernel's "signed": a truthy "sig", checked or not
    std::int64_t pinned = 0;      // verified, by a pinned key
    std::int64_t unpinned = 0;    // verified, by any other key
    std::int64_t invalid = 0;     // signature_invalid breaks
    std::int64_t unsignedV1 = 0;  // no truthy sig, v1 body
    std::int64_t unsignedV2 = 0;  // no truthy sig, v2 body
    std::vector<std::int64_t> unsignedV2Seqs; // the first kSignerSeqsKept of them
    std::vector<SignerTally> signers; // first seen first; at most kSignersKept
    std::int64_t moreSignersCerts = 0; // verified certs of signers beyond those kept (all unpinned)
};

struct SignaturePolicy
{
    bool check = true;                   // false: the kernel's walk only (hashes and links)
    std::vector<std::string> pinnedKeys; // 64 lowercase hex each
};

// Certs stamped earlier than the cert before them (created_at, which the
// kernel sets from body.at) by more than kTimeBackwardsToleranceSec: a writer
// whose clock was off. A warning beside the verdict, never a break: the
// kernel does not judge time, and the chain is still intact.
inline constexpr double kTimeBackwardsToleranceSec = 1.0;
inline constexpr size_t kTimeBackwardsKept = 16;
struct TimeBackwards
{
    std::int64_t seq = 0;
    double at = 0;
    std::int64_t prevSeq = 0;
    double prevAt = 0;
};
struct TimeOrder
{
    std::int64_t count = 0;             // every cert that runs backwards
    std::vector<TimeBackwards> first;   // the first kTimeBackwardsKept of them
    void add(const TimeBackwards& t);
    void merge(const TimeOrder& later);
};

struct ChainVerdict
{
    bool ok = true;              // no breaks (and not cancelled)
    std::int64_t certs = 0;      // rows walked
    std::optional<ChainHead> head;
    std::vector<ChainBreak> breaks;
    ReferenceVerdict reference;
    SignatureTally signatures;
    TimeOrder timeBackwards;
    bool cancelled = false;
};

// The signature lines of a verdict, in English for sealctl (the console says
// the same through tr()): "N of M certs signed by the pinned key <fp>", one
// line per unpinned signer "K signed by an unpinned key <fp> (seq ...)",
// "I with a signature that does not verify", "U unsigned (X v1, Y v2)".
// <fp> is keyFingerprint(): the first 16 hex digits of the raw public key.
std::vector<std::string> describeSignatures(const SignatureTally& tally, std::int64_t certs);

// True when keys are pinned and some cert's valid signature is by another key.
bool signedByUnpinnedKey(const SignatureTally& tally);

// The pure walk: feed rows in seq order, then finish(). No database here, so
// tests can drive it directly.
class ChainWalker
{
public:
    // Starts at GENESIS, or after a known-good (seq, hash) for incremental checks.
    explicit ChainWalker(std::optional<ChainHead> startAfter = std::nullopt);
    // A walker for one range of a parallel walk: it does not check its first
    // row's link, whose previous row is in the range before; it keeps that
    // row's seq and prev_hash for whoever joins the ranges.
    static ChainWalker forRange();
    void setSignaturePolicy(const SignaturePolicy& policy);
    std::int64_t firstSeq() const { return m_firstSeq; }
    const std::string& firstPrevHash() const { return m_firstPrevHash; }
    // The first and the last row's created_at (nullopt: none walked, or NULL).
    std::optional<double> firstAt() const { return m_firstAt; }
    std::optional<double> lastAt() const { return m_prevAt; }
    // `createdAt`: the row's created_at, for the time-order warning (nullopt: not read, or NULL).
    void feed(std::int64_t seq, std::string_view hash, std::string_view prevHash, std::string_view bodyText,
              std::optional<double> createdAt = std::nullopt);
    const ChainVerdict& verdict() const { return m_verdict; }
    ChainVerdict finish();

private:
    void checkLink(std::int64_t seq, std::string_view prevHash);
    void checkContent(std::int64_t seq, std::string_view hash, std::string_view bodyText);
    void checkSignature(std::int64_t seq, std::string_view hash);
    void countValid(std::int64_t seq, std::string_view signerHex);
    void checkBodyHash(std::int64_t seq, std::string_view hash, const BodyHashField& field);
    void addBreak(std::int64_t seq, std::string_view kind, std::string detail);

    ChainVerdict m_verdict;
    CertBodyDigester m_digester;
    Ed25519Checker m_checker;
    // What checkContent learnt of the row, for checkSignature.
    CertVersion m_rowVersion = CertVersion::V1;
    bool m_rowReadable = true, m_rowSigTruthy = false;
    BodyHashField m_rowSig, m_rowSigner;
    std::string m_prevHash;
    std::optional<std::int64_t> m_prevSeq; // named in link details; unset at GENESIS
    std::int64_t m_index = 0;
    bool m_linkFromOutside = false;
    std::int64_t m_firstSeq = 0;
    std::string m_firstPrevHash;
    std::optional<double> m_prevAt, m_firstAt;
};

struct VerifyOptions
{
    std::optional<ChainHead> startAfter;   // verify only rows with seq > startAfter->seq
    std::int64_t batchRows = 2000;         // rows between progress reports (and cancel checks)
    // Called after each batch with rows done and the total expected (an estimate).
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    const std::atomic<bool>* cancel = nullptr; // set to true to stop early
    SignaturePolicy signatures;
};

// Walks the store's chain in a read-only transaction, streaming the rows
// (one binary COPY: memory is one row whatever the chain's length).
// Progress is reported, and cancel read, every options.batchRows rows.
ChainVerdict verifyChain(Connection& conn, const VerifyOptions& options = {});

// The most ranges a parallel walk opens (each is a connection to the store).
inline constexpr int kMaxVerifyJobs = 32;
// Ranges to walk at once when the caller has no say: the machine's cores, at most 4.
int defaultVerifyJobs();

// How a parallel walk splits `total` rows for `jobs`: the 0-based row index
// where each range starts (the first is 0; never more than `total` ranges,
// at least one, at most kMaxVerifyJobs).
std::vector<std::int64_t> chainRangeStarts(std::int64_t total, int jobs);

// A new connection to the same store, for each range of a parallel walk.
using ConnectionFactory = std::function<Connection()>;

// The same verdict as verifyChain, walked by `jobs` threads: the chain is
// split into up to `jobs` ranges of nearly equal row counts, each walked on
// its own connection in a transaction on one exported snapshot
// (pg_export_snapshot, SET TRANSACTION SNAPSHOT), so every range sees the same
// chain. The link between ranges is checked where they join; breaks, counts,
// head and the reference verdict are those of the single walk. Progress is
// the ranges' sum, reported on the calling thread; cancel stops every range.
// With jobs <= 1 this is verifyChain on one connection; jobs above
// kMaxVerifyJobs count as kMaxVerifyJobs. `connect` is called once on this
// thread (the connection that exports the snapshot), then once per range from
// the range's thread. Rethrows the first range's StoreError.
ChainVerdict verifyChainParallel(const ConnectionFactory& connect, int jobs, const VerifyOptions& options = {});

} // namespace seal
