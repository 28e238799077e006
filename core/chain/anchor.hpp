// Anchors (SPEC-kernel.md §10): the chain's head (seq, hash) and the store's
// identity, written to a file outside the database. The chain alone cannot
// see its tail cut off or itself rewritten wholesale; a later check against an
// anchor can: the anchored seq now has another hash (anchor_broken), or it is
// gone or fewer rows lead up to it (truncated).
//
// File: {"format": "seal-anchors/1", "anchors": [anchor, ...]}, each anchor
// {"store": {"system_identifier", "database_oid", "database", "connection"},
//  "seq", "hash", "rows", "at", "recorded_by"}; recording appends, so a file
// accumulates a history of heads.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace seal {

inline constexpr std::string_view kAnchorFileFormat = "seal-anchors/1";

// An anchor file cannot be read, parsed or written; the message names the file.
class AnchorFileError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The chain's head cannot be anchored: its hash is NULL or not a digest
// (64 lower-case hex characters). The message names the seq; nothing is written.
class UnreadableHeadError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Which database this is: the cluster's system_identifier (pg_control_system())
// when the role may read it; the database's oid and name always. (Not named
// StoreIdentity: models/store_types.hpp has that, for who is connected, and one
// name for two types broke the One Definition Rule in sealdesk.)
struct DatabaseIdentity
{
    std::optional<std::string> systemIdentifier; // decimal text: a bigint, kept exact
    std::int64_t databaseOid = 0;
    std::string database;
    std::string connection; // host/db as connected, for people

    // Same store: same system identifier when both have one, else the same
    // database name; and the same database oid.
    bool sameAs(const DatabaseIdentity& other) const;
};

struct Anchor
{
    DatabaseIdentity store;
    std::int64_t seq = 0;
    std::string hash;
    std::int64_t rows = 0; // certs with seq <= the anchored seq
    double at = 0;
    std::string recordedBy;
};

// Reads the identity. Call outside a transaction: the system identifier is
// tried first and a permission error must not abort anything.
DatabaseIdentity readStoreIdentity(Connection& conn);

// The current head as an anchor (one read-only transaction), timed by the
// store's clock in that transaction; nullopt when the chain is empty.
std::optional<Anchor> readAnchor(Connection& conn);

nlohmann::json anchorJson(const Anchor& anchor);

// The anchors in a file; an absent file is an empty list only when
// `missingIsEmpty` (recording the first anchor), else an error.
std::vector<Anchor> readAnchorFile(const std::string& path, bool missingIsEmpty);

// Appends one anchor and rewrites the file atomically (temp file + rename).
void appendAnchorFile(const std::string& path, const Anchor& anchor);

struct AnchorFinding
{
    std::size_t index = 0; // position in the file
    Anchor anchor;
    std::string kind;   // intact | anchor_broken | truncated
    std::string detail; // one line naming the seq and what was found
};

struct AnchorCheck
{
    std::vector<AnchorFinding> findings; // anchors of this store only
    std::size_t otherStores = 0;         // anchors of other stores, not checked
    bool ok() const;                     // every finding intact (vacuously true)
};

// Checks every anchor recorded for this store in one read-only transaction.
AnchorCheck checkAnchors(Connection& conn, const std::vector<Anchor>& anchors);

} // namespace seal
