// Browsing the chain and the event log a page at a time (keyset paging: a
// page costs the same at seq 10 as at seq 10,000,000). Every value a user
// typed is a bound parameter. The caller holds a ReadTransaction.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace seal {

struct CertPageQuery
{
    bool newestFirst = true;
    enum class Filter
    {
        None,
        Intent, // exactly this intent's certs
        Text,   // a seq, an intent prefix or a hash prefix (any case)
    };
    Filter filter = Filter::None;
    std::string text;                // the filter's text, trimmed
    std::optional<std::int64_t> key; // keyset position: rows after it in the order
    bool keyInclusive = false;       // the key row itself too (the first page of a jump)
    int limit = 200;
};

struct StoredCert
{
    std::int64_t seq = 0;
    double createdAt = 0;
    std::string intent;
    std::string hash;
    std::string prevHash;
    std::string body; // as stored (jsonb text)
};

struct CertPageRows
{
    std::vector<StoredCert> rows;
    bool atEnd = false; // nothing after the last row
};
CertPageRows readCertPage(Connection& conn, const CertPageQuery& query);

// The first cert carrying `hash`, by seq.
std::optional<std::int64_t> findCertSeqByHash(Connection& conn, const std::string& hash);

// A key that signed certs among the newest ones (the Keys dialog's "seen"
// signers): `signer` as the body names it (agent-written: not necessarily
// hex), how many of those certs carry it, and the newest seq.
struct SeenSigner
{
    std::string signer;
    std::int64_t certs = 0;
    std::int64_t lastSeq = 0;
};
// The signers of the newest `lastCerts` certs by seq (an index scan of that
// many rows, whatever the chain's length), most certs first, at most `maxSigners`.
std::vector<SeenSigner> readRecentSigners(Connection& conn, int lastCerts = 1000, int maxSigners = 20);

struct EventPageQuery
{
    std::optional<std::string> kind;
    std::optional<double> from; // at >= from
    std::optional<double> to;   // at < to
    struct Key
    {
        double at = 0;
        std::int64_t id = 0;
    };
    std::optional<Key> after; // newest first: rows older than this key
    // Rows newer than this key instead, oldest first (what arrived above the
    // newest row a list shows); `after` is then ignored.
    std::optional<Key> newer;
    int limit = 200;
};

struct StoredEvent
{
    std::int64_t id = 0;
    double at = 0;
    std::string kind;
    std::optional<std::string> path;
    std::optional<std::string> intent;
    std::optional<std::string> detail; // as stored (jsonb text)
};

struct EventPageRows
{
    std::vector<StoredEvent> rows;
    bool atEnd = false;
};
EventPageRows readEventPage(Connection& conn, const EventPageQuery& query);

// Every event kind in the log, sorted.
std::vector<std::string> readEventKinds(Connection& conn);

} // namespace seal
